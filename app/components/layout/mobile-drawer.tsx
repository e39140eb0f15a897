import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { NAV_LINKS } from "~/lib/nav";
import type { PublicUser } from "~/lib/schemas/auth";
import { Avatar } from "./avatar";
import { useNavHighlight } from "./nav-highlight";

const DRAWER_LINKS = NAV_LINKS.filter((l) => l.drawer);

function DrawerLinks({ onNavigate }: { onNavigate?: () => void }) {
  const highlighted = useNavHighlight();
  return (
    <nav aria-label="Main" className="grid gap-1">
      {DRAWER_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={(state) =>
            cn(
              "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium",
              highlighted(state) ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
            )
          }
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

function UserBlock({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-3 border-b pb-4">
      <Avatar name={user.name} />
      <div className="min-w-0">
        <div className="truncate text-sm font-semibold">{user.name}</div>
        <div className="truncate text-xs text-muted-foreground">{user.email}</div>
      </div>
    </div>
  );
}

/** The phone menu: a drawer that slides in from the left; without JavaScript a plain disclosure. */
export function MobileDrawer({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          className="js-only rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label="Open menu"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 border-r bg-card p-4 shadow-xl data-[state=open]:animate-slide-in-left">
            <div className="flex items-center justify-between">
              <Dialog.Title className="font-semibold">{BRAND}</Dialog.Title>
              <Dialog.Close className="rounded-md p-2 text-muted-foreground hover:bg-accent" aria-label="Close menu">
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Navigation</Dialog.Description>
            <UserBlock user={user} />
            <DrawerLinks onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <details className="no-js-only">
        <summary className="flex cursor-pointer list-none rounded-md p-2 text-muted-foreground hover:bg-accent [&::-webkit-details-marker]:hidden">
          <Menu className="h-5 w-5" aria-hidden />
          <span className="sr-only">Open menu</span>
        </summary>
        <div className="absolute inset-x-0 top-14 z-50 grid gap-4 border-b bg-card p-4 shadow-lg">
          <UserBlock user={user} />
          <DrawerLinks />
        </div>
      </details>
    </>
  );
}
