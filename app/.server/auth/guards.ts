import { redirect, type RouterContextProvider } from "react-router";
import { paymentPath } from "~/lib/plans";
import { safeRedirect } from "~/lib/safe-redirect";
import { sessionIdContext, userContext } from "../context";
import { carriesSessionCookie, getSessionUser } from "./session";

/**
 * Where a request without a valid session goes: the login page, back here afterwards. `reason` says why, when the
 * request carried a session that is gone ("expired"), and whether what it posted was lost ("expired-post").
 */
export function loginRedirectPath(request: Request, reason?: "expired" | "expired-post") {
  const url = new URL(request.url);
  // Data requests (`/dashboard.data`) should come back to the page, not to the data URL.
  const pathname = url.pathname.replace(/(\/_)?\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  const back = safeRedirect(`${pathname}${search ? `?${search}` : ""}`);
  return `/login?${new URLSearchParams({ redirectTo: back, ...(reason ? { reason } : {}) })}`;
}

/**
 * The two guards of the signed-in pages (DESIGN decision 2), run as middleware of the signed-in layout so
 * they cover every loader and action below it:
 * 1. a valid session, else /login?redirectTo=...;
 * 2. a user whose paid sign-up awaits payment goes to /payment, where they can pay or continue for free.
 */
export async function guardSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await getSessionUser(request);
  // A session cookie that no longer signs anyone in: the session expired or was ended elsewhere, and the login page says
  // so; a post's file or form was not kept (review 77: the user had been sent to "Sign in" without a word).
  if (!session) throw redirect(loginRedirectPath(request, carriesSessionCookie(request) ? (request.method === "GET" || request.method === "HEAD" ? "expired" : "expired-post") : undefined));
  const { user } = session;
  const pathname = new URL(request.url).pathname.replace(/(\/_)?\.data$/, "");
  if (user.pendingPlan && pathname !== "/payment") throw redirect(paymentPath(user.pendingPlan));
  context.set(userContext, user);
  context.set(sessionIdContext, session.sessionId);
  return user;
}

/** The user the layout's guard put in the context; loaders and actions below the layout call this. */
export function requireUser(context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext);
  if (!user) throw new Error("requireUser called outside the signed-in layout");
  return user;
}

/** API routes never redirect: without a session they answer 401 JSON (DESIGN decision 2). */
export async function requireApiUser(request: Request) {
  const session = await getSessionUser(request);
  if (!session) throw Response.json({ error: "Authentication required" }, { status: 401 });
  return session.user;
}
