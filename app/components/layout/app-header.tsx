import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { NAV_LINKS } from "~/lib/nav";
import type { PublicUser } from "~/lib/schemas/auth";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { useNavHighlight } from "./nav-highlight";

/** Desktop: logo, the six links (current one highlighted) and 'My Account'. Phone: the drawer's top bar. */
export function AppHeader({ user, onOpen }: { user: PublicUser; onOpen: (dialog: "profile" | "settings") => void }) {
  const highlighted = useNavHighlight();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <div className="lg:hidden">
          <MobileDrawer user={user} />
        </div>
        <Logo to="/dashboard" className="shrink-0" />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              className={(state) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  highlighted(state) ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                )
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto">
          <AccountMenu user={user} onOpen={onOpen} />
        </div>
      </div>
    </header>
  );
}
