import { ChevronDown, LogOut, Settings, User } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Form, Link } from "react-router";
import { initials } from "~/lib/initials";
import type { PublicUser } from "~/lib/schemas/auth";
import { Avatar } from "./avatar";
import { useLogout } from "./logout";

const itemClasses =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

/**
 * 'My Account': Profile, Settings, Log out. With JavaScript a Radix menu whose items open the dialogs;
 * without it a disclosure whose links open the same forms as pages.
 */
export function AccountMenu({ user, onOpen }: { user: PublicUser; onOpen: (dialog: "profile" | "settings") => void }) {
  const logout = useLogout();
  return (
    <>
      <div className="js-only">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            // The initials are the button's visible text, so its name starts with them (WCAG 2.5.3, label in name).
            aria-label={`${initials(user.name)} My Account`}
            className="flex items-center gap-1 rounded-full p-0.5 hover:bg-accent data-[state=open]:bg-accent"
          >
            <Avatar name={user.name} />
            <ChevronDown className="hidden h-4 w-4 text-muted-foreground sm:block" aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={8}
              className="z-50 min-w-56 rounded-md border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-fade-in"
            >
              <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold">My Account</DropdownMenu.Label>
              <div className="px-2 pb-2 text-xs text-muted-foreground">
                <div className="truncate">{user.name}</div>
                <div className="truncate">{user.email}</div>
              </div>
              <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
              <DropdownMenu.Item className={itemClasses} onSelect={() => onOpen("profile")}>
                <User className="h-4 w-4" aria-hidden /> Profile
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClasses} onSelect={() => onOpen("settings")}>
                <Settings className="h-4 w-4" aria-hidden /> Settings
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
              <DropdownMenu.Item className={itemClasses} onSelect={logout}>
                <LogOut className="h-4 w-4" aria-hidden /> Log out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>

      <details className="no-js-only group relative">
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 hover:bg-accent [&::-webkit-details-marker]:hidden">
          <Avatar name={user.name} />
          <span className="sr-only">My Account</span>
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-56 rounded-md border bg-card p-1 shadow-lg">
          <div className="px-2 py-1.5 text-sm font-semibold">My Account</div>
          <div className="truncate px-2 pb-2 text-xs text-muted-foreground">{user.email}</div>
          <Link to="/profile" className={itemClasses + " hover:bg-accent"}>
            <User className="h-4 w-4" aria-hidden /> Profile
          </Link>
          <Link to="/settings" className={itemClasses + " hover:bg-accent"}>
            <Settings className="h-4 w-4" aria-hidden /> Settings
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className={itemClasses + " w-full hover:bg-accent"}>
              <LogOut className="h-4 w-4" aria-hidden /> Log out
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
