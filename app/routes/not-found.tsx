import { data } from "react-router";
import { getSessionUser } from "~/.server/auth/session";
import { ErrorCard } from "~/components/error-card";
import { Logo } from "~/components/layout/logo";
import { BRAND } from "~/lib/brand";

import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = !!(await getSessionUser(request));
  return data({ signedIn }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <Logo to={loaderData.signedIn ? "/dashboard" : "/"} />
      <ErrorCard
        title="404 Page Not Found"
        message="Did you forget to add the page to the router?"
        link={loaderData.signedIn ? { to: "/dashboard", label: "Go to dashboard" } : undefined}
      />
    </main>
  );
}

export function meta() {
  return [{ title: `Page not found · ${BRAND}` }];
}
