import { redirect } from "react-router";
import { endSession } from "~/.server/auth/session";
import { redirectWithToast } from "~/.server/toast";
import { TOASTS } from "~/lib/toast";
import type { Route } from "./+types/logout";

/** Logging out is a POST (a link could be followed by a prefetcher); a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  // The browser also drops this site's caches and its local and session storage, even without JavaScript.
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return redirectWithToast("/", TOASTS.loggedOut, { headers });
}
