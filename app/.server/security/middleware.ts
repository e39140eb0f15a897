import type { MiddlewareFunction } from "react-router";
import { getConfig } from "../config";
import { dataRequestContext, nonceContext } from "../context";
import { applySecurityHeaders, createNonce, isForeignApiRequest } from "./headers";

/** Redirects and some framework responses have immutable headers; copy them before adding ours. */
function mutable(response: Response) {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * A full page load or form post by the browser, as opposed to React Router's own fetch of data. The
 * framework strips `.data` from the URL before middleware runs, so this reads the fetch metadata.
 */
function isPageNavigation(request: Request) {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * Root middleware, so it runs for every page, data request and resource route: a fresh CSP nonce for
 * the render, the cross-site check on state-changing /api calls, and the security headers on the answer.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The development policy does not use nonces (Vite injects its own scripts); leaving them out there
  // also keeps React from flagging the nonce attributes that browsers only hide under a nonce policy.
  const nonce = getConfig().isProduction ? createNonce() : "";
  context.set(nonceContext, nonce);
  const { pathname } = new URL(request.url);
  context.set(dataRequestContext, !isPageNavigation(request));
  let response: Response;
  if (pathname.startsWith("/api/") && isForeignApiRequest(request)) {
    response = Response.json({ error: "Cross-site request refused" }, { status: 403 });
  } else {
    try {
      response = await next();
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
  }
  return applySecurityHeaders(mutable(response), request, nonce);
};
