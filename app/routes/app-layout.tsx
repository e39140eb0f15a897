import { useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { guardSignedIn, requireUser } from "~/.server/auth/guards";
import { AccountDialogs, type AccountDialog } from "~/components/account/account-dialogs";
import { AppHeader } from "~/components/layout/app-header";
import { DashboardSkeleton } from "~/components/dashboard/dashboard-skeleton";
import { AuthWatch } from "~/components/layout/auth-watch";
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
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AuthWatch />
      <AppHeader user={loaderData.user} onOpen={setDialog} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        {loadingDashboard ? <DashboardSkeleton /> : <Outlet />}
      </main>
      <AccountDialogs user={loaderData.user} open={dialog} onOpenChange={setDialog} />
    </div>
  );
}
