import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/.server/auth/session";
import * as users from "~/.server/db/users";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/login";
import { cookiesFrom, formRequest, getRequest, makeContext, settle, toastFrom } from "../support/routes";

const call = (request: Request, address?: string) => settle(() => action({ request, context: makeContext(address), params: {} } as never));

async function signUp(details: Record<string, string>, plan: string, redirectTo = "/dashboard") {
  const step1 = await call(formRequest("/login?mode=signup", { intent: "details", redirectTo, ...details }));
  expect(step1.status).toBe(200);
  expect(step1.data.signup.step).toBe("pricing");
  return call(formRequest("/login?mode=signup", { intent: "register", redirectTo, draft: step1.data.signup.draft, plan }));
}

describe("/login", () => {
  it("signs up on the free plan: account, session, 'Account created', /dashboard", async () => {
    const res = await signUp({ name: "Alan Turing", email: "alan@example.com", username: "alan", password: "enigma-1912" }, "free");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/dashboard");
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Account created", description: "Welcome to the product, Alan Turing!" });
    const session = await getSessionUser(getRequest("/", { cookie: cookiesFrom(res.headers) }));
    expect(session?.user).toMatchObject({ username: "alan", plan: "free", pendingPlan: null });
  });

  it("signs up on a paid plan: free account with the plan pending, sent to /payment", async () => {
    const res = await signUp({ name: "Katherine Johnson", email: "kj@example.com", username: "katherine", password: "orbital-1962" }, "yearly");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/payment?plan=yearly&amount=49.99");
    const row = await users.findByUsername("katherine");
    expect(row).toMatchObject({ plan: "free", pending_plan: "yearly" });
  });

  it("never echoes the password back to the browser", async () => {
    const step1 = await call(
      formRequest("/login?mode=signup", { intent: "details", name: "Pat", email: "pat@example.com", username: "pat", password: "s3cret-value" }),
    );
    expect(JSON.stringify(step1.data)).not.toContain("s3cret-value");
    const bad = await call(formRequest("/login?mode=signup", { intent: "details", name: "", email: "x", username: "p", password: "s3cret-value" }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).not.toContain("s3cret-value");
  });

  it("gives field errors for blank, malformed, over-long and taken values", async () => {
    const blank = await call(formRequest("/login?mode=signup", { intent: "details", name: " ", email: "", username: "", password: "" }));
    expect(blank.status).toBe(400);
    expect(blank.data.signup.result.error).toMatchObject({
      name: ["Name is required"],
      email: ["Email is required"],
      username: ["Username is required"],
      password: ["Password is required"],
    });
    const malformed = await call(
      formRequest("/login?mode=signup", { intent: "details", name: "x".repeat(201), email: "not-an-email", username: "ok_name", password: "p".repeat(1025) }),
    );
    expect(malformed.data.signup.result.error).toMatchObject({
      name: ["Name must be at most 200 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at most 1024 characters"],
    });
    const taken = await call(
      formRequest("/login?mode=signup", { intent: "details", name: "Another", email: "new@example.com", username: "ALAN", password: "whatever1" }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.signup.result.error).toEqual({ username: ["That username is already taken"] });
  });

  it("reports an expired or unknown sign-up draft instead of failing", async () => {
    const res = await call(formRequest("/login?mode=signup", { intent: "register", draft: "nope", plan: "free" }));
    expect(res.status).toBe(400);
    expect(res.data.signup).toMatchObject({ step: "details", message: "Your sign-up details expired. Please enter them again." });
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Registration failed", variant: "destructive" });
  });

  it("signs in and welcomes the user back, to the page they asked for", async () => {
    const res = await call(formRequest("/login", { intent: "login", username: "alan", password: "enigma-1912", redirectTo: "/gap-analysis?x=1" }));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/gap-analysis?x=1");
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Login successful", description: "Welcome back, Alan Turing!" });
  });

  it("refuses open redirects after login", async () => {
    for (const redirectTo of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const res = await call(formRequest("/login", { intent: "login", username: "alan", password: "enigma-1912", redirectTo }));
      expect(res.location).toBe("/dashboard");
    }
  });

  it("answers a wrong password with 'Login failed' and no session", async () => {
    const res = await call(formRequest("/login", { intent: "login", username: "alan", password: "wrong" }));
    expect(res.status).toBe(401);
    expect(res.data.login.error).toEqual({ "": ["Invalid username or password."] });
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Login failed", description: "Invalid username or password.", variant: "destructive" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("shows the toast in the same page render for a full-page post (no JavaScript)", async () => {
    const context = makeContext("203.0.113.50", { dataRequest: false });
    const request = formRequest("/login", { intent: "login", username: "alan", password: "wrong" });
    const res = await settle(() => action({ request, context, params: {} } as never));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(false);
    const root = await settle(() => rootLoader({ request, context, params: {} } as never));
    expect(root.data.toast).toMatchObject({ title: "Login failed", variant: "destructive" });
  });

  it("requires username and password", async () => {
    const res = await call(formRequest("/login", { intent: "login", username: "", password: "" }));
    expect(res.status).toBe(400);
    expect(res.data.login.error).toMatchObject({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("limits each address to 30 authentication requests a minute", async () => {
    for (let i = 0; i < 30; i++) {
      const ok = await call(formRequest("/login", { intent: "login", username: "", password: "" }), "198.51.100.9");
      expect(ok.status).toBe(400);
    }
    const limited = await call(formRequest("/login", { intent: "login", username: "alan", password: "enigma-1912" }), "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(await toastFrom(limited.headers)).toMatchObject({ title: "Login failed" });
    const other = await call(formRequest("/login", { intent: "login", username: "alan", password: "enigma-1912" }), "198.51.100.10");
    expect(other.status).toBe(302);
  });

  it("sends a signed-in visitor on from the login page", async () => {
    const res = await call(formRequest("/login", { intent: "login", username: "alan", password: "enigma-1912" }));
    const cookie = cookiesFrom(res.headers);
    const again = await settle(() => loader({ request: getRequest("/login?redirectTo=/career-roadmap", { cookie }), context: makeContext(), params: {} } as never));
    expect(again.status).toBe(302);
    expect(again.location).toBe("/career-roadmap");
  });
});
