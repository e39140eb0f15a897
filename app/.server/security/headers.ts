import { randomBytes } from "node:crypto";
import { getConfig } from "../config";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The enforced Content-Security-Policy. Scripts run only with this request's nonce (and what they load,
 * through 'strict-dynamic'). Under `react-router dev`, Vite's hot reload needs inline and eval'd code, so
 * the development policy is looser; production is strict.
 */
export function contentSecurityPolicy(nonce: string) {
  const dev = !getConfig().isProduction;
  const directives = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Headers every response carries; the CSP only on HTML. */
export function applySecurityHeaders(response: Response, request: Request, nonce: string) {
  const h = response.headers;
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "same-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Cross-Origin-Resource-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), browsing-topics=()");
  if (new URL(request.url).protocol === "https:") {
    h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  const type = h.get("Content-Type") ?? "";
  if (type.includes("text/html") || !type) h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  // Pages and API answers carry personal data: never keep them in shared or disk caches.
  if (!h.has("Cache-Control")) h.set("Cache-Control", "private, no-store");
  return response;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing API request comes from another site. The browser's Sec-Fetch-Site and Origin
 * headers tell; requests without either (curl, server-to-server) carry no ambient browser credentials
 * worth forging and pass.
 */
export function isForeignApiRequest(request: Request) {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  if (originUrl.origin === getConfig().appOrigin) return false;
  return originUrl.origin !== new URL(request.url).origin;
}
