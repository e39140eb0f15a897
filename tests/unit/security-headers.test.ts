import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { nonceContext } from "~/.server/context";
import { contentSecurityPolicy, isForeignApiRequest } from "~/.server/security/headers";
import { securityMiddleware } from "~/.server/security/middleware";

process.env.SESSION_SECRET = "unit";
process.env.APP_ORIGIN = "https://coach.example.com";

afterEach(() => {
  process.env.NODE_ENV = "test";
  resetConfig();
});

const post = (headers: Record<string, string>, url = "https://coach.example.com/api/auth/login") => new Request(url, { method: "POST", headers });

describe("content security policy", () => {
  it("allows only nonced scripts in production", () => {
    process.env.NODE_ENV = "production";
    resetConfig();
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe("foreign-origin check", () => {
  it("refuses other sites by Sec-Fetch-Site or Origin, and lets same-origin and tools through", () => {
    expect(isForeignApiRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isForeignApiRequest(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isForeignApiRequest(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isForeignApiRequest(post({ Origin: "null" }))).toBe(true);
    expect(isForeignApiRequest(post({ Origin: "https://coach.example.com", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isForeignApiRequest(post({}))).toBe(false);
    expect(isForeignApiRequest(new Request("https://coach.example.com/api/user", { headers: { Origin: "https://evil.example" } }))).toBe(false);
  });
});

describe("root middleware", () => {
  it("answers a foreign POST to /api with 403 without running the route", async () => {
    const context = new RouterContextProvider();
    let ran = false;
    const res = (await securityMiddleware(
      { request: post({ Origin: "https://evil.example" }), context, params: {} } as never,
      async () => {
        ran = true;
        return new Response("ok");
      },
    )) as Response;
    expect(ran).toBe(false);
    expect(res.status).toBe(403);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sets a fresh nonce for the render and puts it in the page's CSP", async () => {
    process.env.NODE_ENV = "production";
    resetConfig();
    const context = new RouterContextProvider();
    const res = (await securityMiddleware(
      { request: new Request("https://coach.example.com/"), context, params: {} } as never,
      async () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } }),
    )) as Response;
    const nonce = context.get(nonceContext);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(res.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("copies a redirect whose headers are immutable before adding its own", async () => {
    const res = (await securityMiddleware(
      { request: new Request("https://coach.example.com/x"), context: new RouterContextProvider(), params: {} } as never,
      async () => Response.redirect("https://coach.example.com/login", 302),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
