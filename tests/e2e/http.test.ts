import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";

let app: AppServer;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(app.baseUrl + path, { redirect: "manual", ...init });

describe("HTTP behaviour of the production server", () => {
  it("sends an enforced, per-request nonce CSP and the security headers with every page", async () => {
    const first = await get("/");
    const second = await get("/login");
    const csp = first.headers.get("Content-Security-Policy")!;
    expect(first.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(second.headers.get("Content-Security-Policy")!)![1]);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    for (const res of [first, second]) {
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("puts the security headers on API answers, redirects and static files too", async () => {
    for (const res of [await get("/api/auth/me"), await get("/dashboard"), await get("/favicon.svg"), await get("/healthz")]) {
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    const redirect = await get("/dashboard");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    expect(redirect.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("answers /healthz with 200 while the database answers", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("refuses state-changing API calls from a foreign origin with 403", async () => {
    const body = JSON.stringify({ username: "x", password: "y" });
    const headers = { "Content-Type": "application/json" };
    const foreign = await get("/api/auth/login", { method: "POST", body, headers: { ...headers, Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const crossSite = await get("/api/auth/login", { method: "POST", body, headers: { ...headers, "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const sameSite = await get("/api/auth/login", { method: "POST", body, headers: { ...headers, "Sec-Fetch-Site": "same-site" } });
    expect(sameSite.status).toBe(403);
    const own = await get("/api/auth/login", { method: "POST", body, headers: { ...headers, Origin: app.baseUrl, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(401);
    const tool = await get("/api/auth/login", { method: "POST", body, headers });
    expect(tool.status).toBe(401);
  });

  it("answers unknown paths with the 404 page", async () => {
    const res = await get("/definitely/not/here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("answers the same bytes to forgot-password whether or not the account exists", async () => {
    const ask = async (email: string) => {
      const res = await get("/api/auth/forgot-password", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
      return { status: res.status, body: await res.text() };
    };
    await get("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "exists", email: "exists@example.com", name: "E", password: "secret1", plan: "free" }),
    });
    expect(await ask("exists@example.com")).toEqual(await ask("missing@example.com"));
  });

  it("writes mail to the outbox when no SMTP server is configured, and logs the file", async () => {
    await get("/api/auth/forgot-password", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "exists@example.com" }) });
    await expect.poll(() => app.logs.join(""), { timeout: 5000 }).toMatch(/written to .*outbox.*\.eml/);
  });

  it("treats a tampered session cookie as signed out", async () => {
    const res = await get("/dashboard", { headers: { Cookie: "__session=eyJmYWtlIjoidmFsdWUifQ%3D%3D.bad-signature" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    const api = await get("/api/auth/me", { headers: { Cookie: "__session=garbage" } });
    expect(api.status).toBe(401);
  });
});
