import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { guardSignedIn, requireUser } from "~/.server/auth/guards";
import { AccountDialogs, type AccountDialog } from "~/components/account/account-dialogs";
import { AppHeader } from "~/components/layout/app-header";
import { DashboardSkeleton } from "~/components/dashboard/dashboard-skeleton";
import { AuthWatch } from "~/components/layout/auth-watch";
import { TooltipDismiss } from "~/components/layout/tooltip-dismiss";
import type { Route } from "./+types/app-layout";

// Both guards run here, before any loader or action of a signed-in page (DESIGN decision 2).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await guardSignedIn(request, context);
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireUser(context) };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const navigation = useNavigation();
  const location = useLocation();
  // Coming to the dashboard from another page: placeholders until its data is there (spec: Loading).
  const loadingDashboard =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard" && location.pathname !== "/dashboard";
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    // After a client-side navigation the focus would stay where the clicked link or button was, perhaps gone: put
    // it on the new page, as a screen reader expects. Not on the first render: a page load starts at the top.
    if (document.documentElement.dataset.hydrated === "true") main.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AuthWatch />
      <TooltipDismiss />
      {/* The first stop of the keyboard: past the header's seven links to the page itself. */}
      <a
        href="#main"
        className="sr-only rounded-md border bg-card text-sm font-medium shadow-lg focus:not-sr-only focus:fixed focus:px-3 focus:py-2 focus:left-4 focus:top-3 focus:z-[200] focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <AppHeader user={loaderData.user} onOpen={setDialog} />
      {/* Room under the last row, so it can be scrolled clear of a toast (an error toast stays until closed). */}
      <main ref={main} id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 pb-36 pt-6 outline-none sm:pt-8">
        {loadingDashboard ? <DashboardSkeleton /> : <Outlet />}
      </main>
      <AccountDialogs user={loaderData.user} open={dialog} onOpenChange={setDialog} />
    </div>
  );
}
