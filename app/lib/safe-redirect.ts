const DEFAULT_REDIRECT = "/dashboard";

/**
 * Only same-site paths: "/x" is fine; "//evil.com", "/\evil.com" and absolute URLs are not, so a
 * crafted ?redirectTo= cannot send a user elsewhere after signing in.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT) {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to) || to.length > 2000) return fallback;
  if (to === "/login" || to.startsWith("/login?")) return fallback;
  return to;
}
