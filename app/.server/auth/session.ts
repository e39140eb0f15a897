import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { toPublicUser } from "../accounts/public-user";
import { getConfig } from "../config";
import * as sessions from "../db/sessions";

const SESSION_DAYS = 30;
const COOKIE_NAME = "__session";

/** Secure whenever the site is served over HTTPS in production (directly, or behind a trusted proxy). */
function isSecure(request: Request) {
  const config = getConfig();
  if (!config.isProduction) return false;
  return new URL(request.url).protocol === "https:" || config.appOrigin.startsWith("https:");
}

function sessionCookie(request: Request) {
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecure(request),
    // The first secret signs; every secret in the list still verifies, so secrets can be rotated.
    secrets: getConfig().sessionSecrets,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** Whether the request carries a session cookie at all (valid or not): a session that was there and is gone expired. */
export const carriesSessionCookie = (request: Request) => (request.headers.get("Cookie") ?? "").includes(`${COOKIE_NAME}=`);

/** The session id in the request's cookie, or null when missing, tampered with or unparseable. */
export async function readSessionId(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${COOKIE_NAME}=`)) return null;
  try {
    const value = await sessionCookie(request).parse(header);
    return typeof value === "string" && value.length > 0 && value.length <= 100 ? value : null;
  } catch {
    return null;
  }
}

/** The signed-in user and session, or null (no cookie, bad signature, unknown or expired session). */
export async function getSessionUser(request: Request) {
  const id = await readSessionId(request);
  if (!id) return null;
  const row = await sessions.findActiveWithUser(id, new Date().toISOString());
  if (!row) return null;
  return { sessionId: row.session_id, user: toPublicUser(row) };
}

/**
 * Starts a new session for the user and returns its Set-Cookie header. Any session the request already
 * carried is deleted, so every login gets a fresh id.
 */
export async function startSession(request: Request, userId: string) {
  const previous = await readSessionId(request);
  if (previous) await sessions.deleteById(previous);
  const now = new Date();
  const id = randomBytes(32).toString("base64url");
  await sessions.insert({
    id,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  });
  return sessionCookie(request).serialize(id);
}

/** Deletes the request's session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request) {
  const id = await readSessionId(request);
  if (id) await sessions.deleteById(id);
  return sessionCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}
