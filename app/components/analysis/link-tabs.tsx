import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Tabs as links (`?tab=`), so they switch with or without JavaScript and a tab can be bookmarked; with
 * JavaScript the switch is a client-side navigation that keeps the scroll position.
 */
export function LinkTabs<T extends string>({ tabs, current, label, param = "tab" }: { tabs: { id: T; label: string }[]; current: T; label: string; param?: string }) {
  const location = useLocation();
  return (
    // The tabs wrap onto a second row on a phone: a strip that scrolled sideways hid the last tabs with no cue.
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab) => {
          const params = new URLSearchParams(location.search);
          params.set(param, tab.id);
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={`?${params.toString()}`}
                preventScrollReset
                replace
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                  active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function pickTab<T extends string>(search: string, ids: readonly T[], fallback: T, param = "tab"): T {
  const value = new URLSearchParams(search).get(param);
  return (ids as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}
