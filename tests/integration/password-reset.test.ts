import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { register, verifyLogin } from "~/.server/accounts/accounts";
import { hashToken } from "~/.server/auth/password-reset";
import { getSessionUser, startSession } from "~/.server/auth/session";
import { settleBackground } from "~/.server/background";
import { resetConfig } from "~/.server/config";
import { getDb } from "~/.server/db/client";
import { resetMailer } from "~/.server/mail/mailer";
import { action as apiForgot } from "~/routes/api/auth.forgot-password";
import { action as apiReset } from "~/routes/api/auth.reset-password";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { startSmtpServer, resetLink } from "../support/smtp";
import { cookiesFrom, formRequest, getRequest, jsonRequest, makeContext, settle } from "../support/routes";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Resume Coach <coach@app.test>";
  resetConfig();
  resetMailer();
  await register({ name: "Margaret Hamilton", email: "margaret@example.com", username: "margaret", password: "apollo-11", plan: "free" });
});

afterAll(async () => {
  await settleBackground();
  await smtp.close();
  delete process.env.SMTP_URL;
  resetConfig();
  resetMailer();
});

beforeEach(async () => {
  await settleBackground();
  smtp.mails.length = 0;
});

const ctx = () => makeContext();
const forgot = (email: string, headers?: Record<string, string>) =>
  settle(() => forgotAction({ request: formRequest("/forgot-password", { email }, { headers }), context: ctx(), params: {} } as never));
const reset = (fields: Record<string, string>) =>
  settle(() => resetAction({ request: formRequest("/reset-password", fields), context: ctx(), params: {} } as never));

async function requestLink(email = "margaret@example.com") {
  await forgot(email);
  await settleBackground();
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /Reset your/.test(m.subject));
  return resetLink(mail);
}

describe("password recovery", () => {
  it("mails a link built from APP_ORIGIN (never the Host header) and stores only the token's SHA-256", async () => {
    await forgot("margaret@example.com", { Host: "evil.example", "X-Forwarded-Host": "evil.example" });
    await settleBackground();
    const mail = await smtp.waitFor((m) => m.to.includes("margaret@example.com"));
    const link = resetLink(mail);
    expect(link.startsWith("http://app.test/reset-password?token=")).toBe(true);
    expect(mail.raw).not.toContain("evil.example");
    const token = new URL(link).searchParams.get("token")!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await (await getDb()).selectFrom("password_reset_tokens").selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers the same whether or not the account exists", async () => {
    const known = await forgot("margaret@example.com");
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.data.sent).toBe(true);
    expect(known.data.sent).toBe(true);
    const apiKnown = await settle(() => apiForgot({ request: jsonRequest("/api/auth/forgot-password", "POST", { email: "margaret@example.com" }), context: ctx(), params: {} } as never));
    const apiUnknown = await settle(() => apiForgot({ request: jsonRequest("/api/auth/forgot-password", "POST", { email: "nobody@example.com" }), context: ctx(), params: {} } as never));
    expect(apiKnown.data).toEqual({ ok: true, message: "We've sent a password reset link to your email address if an account exists." });
    expect(JSON.stringify(apiUnknown.data)).toBe(JSON.stringify(apiKnown.data));
    await settleBackground();
    await smtp.waitFor((m) => m.to.includes("margaret@example.com"));
    expect(smtp.mails.some((m) => m.to.includes("nobody@example.com"))).toBe(false);
  });

  it("rejects an invalid email with the spec's message", async () => {
    const res = await forgot("not-an-email");
    expect(res.status).toBe(400);
    expect(res.data.result.error).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("resets the password once, revokes every session and sends a notice", async () => {
    const user = await verifyLogin({ username: "margaret", password: "apollo-11" });
    const cookie = cookiesFrom(new Headers([["Set-Cookie", await startSession(getRequest("/login"), user.id)]]));
    expect(await getSessionUser(getRequest("/", { cookie }))).not.toBeNull();

    const token = new URL(await requestLink()).searchParams.get("token")!;
    const view = await settle(() => resetLoader({ request: getRequest(`/reset-password?token=${token}`), context: ctx(), params: {} } as never));
    expect(view.data, JSON.stringify(smtp.mails.map((m) => m.subject))).toEqual({ token, valid: true });

    const done = await reset({ token, newPassword: "new-password-1", confirmPassword: "new-password-1" });
    expect(done.data).toEqual({ view: "success" });
    await expect(verifyLogin({ username: "margaret", password: "new-password-1" })).resolves.toMatchObject({ username: "margaret" });
    await expect(verifyLogin({ username: "margaret", password: "apollo-11" })).rejects.toThrow("Invalid credentials");
    expect(await getSessionUser(getRequest("/", { cookie }))).toBeNull();

    await settleBackground();
    const notice = await smtp.waitFor((m) => /password was changed/.test(m.subject));
    expect(notice.text).not.toContain(token);

    const again = await reset({ token, newPassword: "another-pass", confirmPassword: "another-pass" });
    expect(again.data).toEqual({ view: "invalid" });
    const reopened = await settle(() => resetLoader({ request: getRequest(`/reset-password?token=${token}`), context: ctx(), params: {} } as never));
    expect(reopened.data.valid).toBe(false);
  });

  it("voids older links when a newer one is requested", async () => {
    const older = new URL(await requestLink()).searchParams.get("token")!;
    smtp.mails.length = 0;
    const newer = new URL(await requestLink()).searchParams.get("token")!;
    expect(newer).not.toBe(older);
    expect((await reset({ token: older, newPassword: "pw-older", confirmPassword: "pw-older" })).data).toEqual({ view: "invalid" });
    expect((await reset({ token: newer, newPassword: "pw-newer", confirmPassword: "pw-newer" })).data).toEqual({ view: "success" });
  });

  it("expires a link after 15 minutes", async () => {
    const token = new URL(await requestLink()).searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await reset({ token, newPassword: "too-late", confirmPassword: "too-late" })).data).toEqual({ view: "invalid" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("validates the form with the spec's messages", async () => {
    const missing = await reset({ token: "", newPassword: "abcdef", confirmPassword: "abcdef" });
    expect(missing.data).toEqual({ view: "invalid" });
    const short = await reset({ token: "t", newPassword: "abc", confirmPassword: "abd" });
    expect(short.data.result.error).toMatchObject({
      newPassword: ["Password must be at least 6 characters"],
      confirmPassword: ["Passwords don't match"],
    });
    const wrong = await reset({ token: "not-a-real-token", newPassword: "abcdef", confirmPassword: "abcdef" });
    expect(wrong.data).toEqual({ view: "invalid" });
    const noToken = await settle(() => resetLoader({ request: getRequest("/reset-password"), context: ctx(), params: {} } as never));
    expect(noToken.data).toEqual({ token: "", valid: false });
  });

  it("answers the API's reset with ok or an error field", async () => {
    const token = new URL(await requestLink()).searchParams.get("token")!;
    const call = (body: unknown) => settle(() => apiReset({ request: jsonRequest("/api/auth/reset-password", "POST", body), context: ctx(), params: {} } as never));
    expect((await call({ token, newPassword: "abc" })).data).toMatchObject({ ok: false, error: "Password must be at least 6 characters" });
    expect((await call({ newPassword: "abcdef" })).data).toMatchObject({ ok: false, error: "Invalid or missing reset token" });
    const ok = await call({ token, newPassword: "via-the-api" });
    expect(ok).toMatchObject({ status: 200, data: { ok: true } });
    const reused = await call({ token, newPassword: "via-the-api" });
    expect(reused.status).toBe(400);
    expect(reused.data.error).toBe("This password reset link is invalid or has expired. Please request a new one.");
  });

  it("gives the same answer when the SMTP server is down, and logs the error without the token", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens on the discard port
    resetConfig();
    resetMailer();
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.join(" ")));
    try {
      const res = await forgot("margaret@example.com");
      expect(res).toMatchObject({ status: 200, data: { sent: true } });
      await settleBackground();
      expect(errors.join("\n")).toMatch(/password reset mail failed/);
      const rows = await (await getDb()).selectFrom("password_reset_tokens").select("token_hash").execute();
      for (const line of errors) for (const row of rows) expect(line).not.toContain(row.token_hash);
      expect(errors.join("\n")).not.toMatch(/token=/);
    } finally {
      spy.mockRestore();
      process.env.SMTP_URL = smtp.url;
      resetConfig();
      resetMailer();
    }
  });
});
