import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { register } from "~/.server/accounts/accounts";
import { endSession, getSessionUser, readSessionId, startSession } from "~/.server/auth/session";
import { resetConfig } from "~/.server/config";
import { getDb } from "~/.server/db/client";
import { cookiesFrom, getRequest } from "../support/routes";

async function signIn(userId: string, previousCookie = "") {
  const setCookie = await startSession(getRequest("/login", { cookie: previousCookie }), userId);
  return cookiesFrom(new Headers([["Set-Cookie", setCookie]]), previousCookie);
}

describe("sessions", async () => {
  const user = await register({ name: "Grace Hopper", email: "grace@example.com", username: "grace", password: "cobol-rules", plan: "free" });

  it("puts only an opaque, signed id in an httpOnly SameSite=Lax cookie", async () => {
    const setCookie = await startSession(getRequest("/login"), user.id);
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // not in development or tests
    const value = decodeURIComponent(setCookie.split(";")[0]!.split("=").slice(1).join("="));
    expect(value).not.toContain(user.id);
    expect(value).not.toContain("grace");
    const id = await readSessionId(getRequest("/", { cookie: setCookie.split(";")[0] }));
    const row = await (await getDb()).selectFrom("sessions").selectAll().where("id", "=", id!).executeTakeFirst();
    expect(row?.user_id).toBe(user.id);
  });

  it("gives a new id at every login and drops the previous session", async () => {
    const first = await signIn(user.id);
    const firstId = await readSessionId(getRequest("/", { cookie: first }));
    const second = await signIn(user.id, first);
    const secondId = await readSessionId(getRequest("/", { cookie: second }));
    expect(secondId).not.toBe(firstId);
    expect(await getSessionUser(getRequest("/", { cookie: first }))).toBeNull();
    expect((await getSessionUser(getRequest("/", { cookie: second })))?.user.username).toBe("grace");
  });

  it("deletes the row at logout and clears the cookie", async () => {
    const cookie = await signIn(user.id);
    const id = await readSessionId(getRequest("/", { cookie }));
    const cleared = await endSession(getRequest("/logout", { cookie }));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const row = await (await getDb()).selectFrom("sessions").selectAll().where("id", "=", id!).executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await getSessionUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("treats a tampered, foreign-signed or garbage cookie as signed out", async () => {
    const cookie = await signIn(user.id);
    const tampered = cookie.replace(/__session=([^;]{5})/, "__session=AAAAA");
    expect(await getSessionUser(getRequest("/", { cookie: tampered }))).toBeNull();
    const forged = await createCookie("__session", { secrets: ["attacker"] }).serialize("whatever");
    expect(await getSessionUser(getRequest("/", { cookie: forged.split(";")[0] }))).toBeNull();
    expect(await getSessionUser(getRequest("/", { cookie: "__session=%%%notbase64" }))).toBeNull();
  });

  it("treats an expired session as signed out", async () => {
    const cookie = await signIn(user.id);
    const id = await readSessionId(getRequest("/", { cookie }));
    await (await getDb()).updateTable("sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("id", "=", id!).execute();
    expect(await getSessionUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("keeps sessions signed with a rotated-out secret valid while it is still listed", async () => {
    const cookie = await signIn(user.id);
    process.env.SESSION_SECRET = "test-secret-two,test-secret-one";
    resetConfig();
    try {
      expect((await getSessionUser(getRequest("/", { cookie })))?.user.id).toBe(user.id);
      process.env.SESSION_SECRET = "test-secret-two";
      resetConfig();
      expect(await getSessionUser(getRequest("/", { cookie }))).toBeNull();
    } finally {
      process.env.SESSION_SECRET = "test-secret-one";
      resetConfig();
    }
  });

  it("marks the cookie Secure in production over HTTPS", async () => {
    process.env.NODE_ENV = "production";
    process.env.APP_ORIGIN = "https://coach.example.com";
    resetConfig();
    try {
      const setCookie = await startSession(new Request("https://coach.example.com/login"), user.id);
      expect(setCookie).toMatch(/; Secure/i);
    } finally {
      process.env.NODE_ENV = "test";
      process.env.APP_ORIGIN = "http://app.test";
      resetConfig();
    }
  });
});
