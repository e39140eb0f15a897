import { describe, expect, it } from "vitest";
import { action as login } from "~/routes/api/auth.login";
import { action as logout } from "~/routes/api/auth.logout";
import { loader as me } from "~/routes/api/auth.me";
import { action as registerAction } from "~/routes/api/auth.register";
import { loader as userLoader } from "~/routes/api/user";
import { action as profileAction } from "~/routes/api/user.profile";
import { cookiesFrom, getRequest, jsonRequest, makeContext, settle } from "../support/routes";

const run = (fn: (args: never) => unknown, request: Request, address?: string) =>
  settle(() => fn({ request, context: makeContext(address), params: {} } as never));

const alice = { username: "alice", email: "alice@example.com", name: "Alice Liddell", password: "rabbit-hole", plan: "free" };

describe("/api/auth and /api/user", () => {
  it("registers, answers the user and signs in", async () => {
    const res = await run(registerAction, jsonRequest("/api/auth/register", "POST", alice));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ok: true, user: { username: "alice", name: "Alice Liddell" }, next: "/dashboard" });
    const cookie = cookiesFrom(res.headers);
    const who = await run(me, getRequest("/api/auth/me", { cookie }));
    expect(who).toMatchObject({ status: 200, data: { username: "alice", name: "Alice Liddell", email: "alice@example.com" } });
  });

  it("sends a paid registration on to the payment page", async () => {
    const res = await run(registerAction, jsonRequest("/api/auth/register", "POST", { ...alice, username: "alice2", email: "a2@example.com", plan: "monthly" }));
    expect(res.data).toMatchObject({ user: { plan: "free" }, next: "/payment?plan=monthly&amount=4.99" });
  });

  it("answers registration errors with a message and field errors, never a 500", async () => {
    const taken = await run(registerAction, jsonRequest("/api/auth/register", "POST", alice));
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, error: "That username is already taken", fieldErrors: { username: ["That username is already taken"] } });
    const missing = await run(registerAction, jsonRequest("/api/auth/register", "POST", { username: "x" }));
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors).toHaveProperty("email");
    const badJson = await run(registerAction, jsonRequest("/api/auth/register", "POST", "{not json"));
    expect(badJson).toMatchObject({ status: 400, data: { error: "The request body is not valid JSON." } });
    const wrongType = await run(
      registerAction,
      new Request("http://app.test/api/auth/register", { method: "POST", body: "a=b", headers: { "Content-Type": "text/plain" } }),
    );
    expect(wrongType.status).toBe(415);
    const huge = await run(registerAction, jsonRequest("/api/auth/register", "POST", { ...alice, name: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
    const array = await run(registerAction, jsonRequest("/api/auth/register", "POST", [1, 2]));
    expect(array.status).toBe(400);
  });

  it("logs in with JSON and answers 'Invalid credentials' otherwise", async () => {
    const ok = await run(login, jsonRequest("/api/auth/login", "POST", { username: "ALICE", password: "rabbit-hole" }));
    expect(ok.status).toBe(200);
    expect(ok.data.user).toMatchObject({ username: "alice", name: "Alice Liddell" });
    expect(ok.headers.getSetCookie()[0]).toMatch(/^__session=/);
    const bad = await run(login, jsonRequest("/api/auth/login", "POST", { username: "alice", password: "nope" }));
    expect(bad).toMatchObject({ status: 401, data: { ok: false, error: "Invalid credentials" } });
    const nobody = await run(login, jsonRequest("/api/auth/login", "POST", { username: "nobody", password: "nope" }));
    expect(nobody.data).toEqual(bad.data);
  });

  it("locks the username after 10 failures with a 429 that does not reveal whether it exists", async () => {
    const answers: unknown[] = [];
    for (const username of ["alice", "no-such-user"]) {
      for (let i = 0; i < 10; i++) {
        await run(login, jsonRequest("/api/auth/login", "POST", { username, password: `bad-${i}` }), `192.0.2.${i + 20}`);
      }
      const locked = await run(login, jsonRequest("/api/auth/login", "POST", { username, password: "rabbit-hole" }), "192.0.2.99");
      expect(locked.status).toBe(429);
      expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
      answers.push(locked.data);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it("rate-limits the auth endpoints per address with 429", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await run(login, jsonRequest("/api/auth/login", "POST", { username: "alice", password: "rabbit-hole" }), "192.0.2.200")).status;
    }
    expect(last).toBe(429);
  });

  it("answers 401 JSON without a session, never a redirect", async () => {
    for (const fn of [me, userLoader]) {
      const res = await run(fn, getRequest("/api/x"));
      expect(res).toMatchObject({ status: 401, data: { error: "Authentication required" } });
    }
    const tampered = await run(me, getRequest("/api/auth/me", { cookie: "__session=forged.value" }));
    expect(tampered.status).toBe(401);
  });

  it("updates the profile with PUT and refuses bad input with field errors", async () => {
    const signIn = await run(login, jsonRequest("/api/auth/login", "POST", { username: "alice", password: "rabbit-hole" }));
    const cookie = cookiesFrom(signIn.headers);
    const ok = await run(profileAction, jsonRequest("/api/user/profile", "PUT", { name: "Alice L.", email: "alice@wonderland.example" }, { cookie }));
    expect(ok).toMatchObject({ status: 200, data: { ok: true, user: { name: "Alice L.", email: "alice@wonderland.example" } } });
    const user = await run(userLoader, getRequest("/api/user", { cookie }));
    expect(user.data.user).toMatchObject({ username: "alice", name: "Alice L.", plan: "free" });
    expect(JSON.stringify(user.data)).not.toMatch(/password/i);

    const blank = await run(profileAction, jsonRequest("/api/user/profile", "PUT", { name: "  ", email: "nope" }, { cookie }));
    expect(blank.status).toBe(400);
    expect(blank.data.fieldErrors).toMatchObject({ name: ["Name is required"], email: ["Please enter a valid email address"] });
    const taken = await run(profileAction, jsonRequest("/api/user/profile", "PUT", { name: "A", email: "a2@example.com" }, { cookie }));
    expect(taken.status).toBe(409);
    const post = await run(profileAction, jsonRequest("/api/user/profile", "POST", { name: "A", email: "x@example.com" }, { cookie }));
    expect(post.status).toBe(405);
    const anonymous = await run(profileAction, jsonRequest("/api/user/profile", "PUT", { name: "A", email: "x@example.com" }));
    expect(anonymous.status).toBe(401);
  });

  it("logs out: deletes the session, clears the cookie and asks the browser to clear its storage", async () => {
    const signIn = await run(login, jsonRequest("/api/auth/login", "POST", { username: "alice", password: "rabbit-hole" }));
    const cookie = cookiesFrom(signIn.headers);
    const out = await run(logout, jsonRequest("/api/auth/logout", "POST", {}, { cookie }));
    expect(out.data).toEqual({ ok: true });
    expect(out.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
    expect((await run(me, getRequest("/api/auth/me", { cookie }))).status).toBe(401);
  });
});
