import { createContext } from "react-router";
import type { PublicUser } from "~/lib/schemas/auth";

/** Set by the Node server from the socket (or X-Forwarded-For with TRUST_PROXY); "local" under `react-router dev`. */
export const clientAddressContext = createContext<string>("local");

/** The per-request nonce of the Content-Security-Policy, set by the root middleware. */
export const nonceContext = createContext<string>("");

/** The signed-in user, set by the signed-in layout's middleware after both guards passed. */
export const userContext = createContext<PublicUser | null>(null);

/** The session id, set alongside the user. */
export const sessionIdContext = createContext<string | null>(null);

/** Whether this request is a client-side data request (`/x.data`) rather than a full page request. */
export const dataRequestContext = createContext<boolean>(false);

/** A toast raised by an action during a full page request, shown in that same render (no JavaScript). */
export const pendingToastContext = createContext<import("~/lib/toast").Toast | null>(null);
