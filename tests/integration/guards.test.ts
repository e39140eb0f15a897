import { describe, expect, it } from "vitest";
import { createAccount, register } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { loader as layoutLoader } from "~/routes/app-layout";
import { action as paymentAction, loader as paymentLoader } from "~/routes/payment";
import { action as profileAction } from "~/routes/profile";
import { action as settingsAction } from "~/routes/settings";
import { loader as loginLoader } from "~/routes/login";
import { SESSION_EXPIRED_POST } from "~/lib/texts";
import { cookiesFrom, formRequest, getRequest, signedIn, toastFrom } from "../support/routes";

async function cookieFor(userId: string) {
  return cookiesFrom(new Headers([["Set-Cookie", await startSession(getRequest("/login"), userId)]]));
}

describe("signed-in guards", async () => {
  const free = await register({ name: "Free User", email: "free@example.com", username: "freeuser", password: "password1", plan: "free" });
  const pending = await createAccount({ name: "Pending Payer", email: "pay@example.com", username: "payer", passwordHash: "x", plan: "monthly" });

  it("sends a visitor without a session to /login with redirectTo", async () => {
    for (const path of ["/dashboard", "/detailed-analysis", "/gap-analysis", "/job-comparison", "/career-roadmap", "/payment?plan=yearly", "/profile", "/settings"]) {
      const res = await signedIn(getRequest(path), (context) => layoutLoader({ context } as never));
      expect(res.status).toBe(302);
      expect(res.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("guards actions too, and turns data requests back into page paths", async () => {
    const res = await signedIn(formRequest("/profile.data", { name: "X", email: "x@example.com" }), (context) =>
      profileAction({ request: formRequest("/profile", {}), context } as never),
    );
    expect(res.location).toBe("/login?redirectTo=%2Fprofile");
  });

  it("says why when the request carried a session that is gone, and whether a post was lost (review 77)", async () => {
    const cookie = "__session=gone-or-tampered";
    const page = await signedIn(getRequest("/dashboard", { cookie }), (context) => layoutLoader({ context } as never));
    expect(page.location).toBe("/login?redirectTo=%2Fdashboard&reason=expired");
    const post = await signedIn(formRequest("/dashboard.data", { intent: "analyze" }, { cookie }), (context) => layoutLoader({ context } as never));
    expect(post.location).toBe("/login?redirectTo=%2Fdashboard&reason=expired-post");
    const login = await loginLoader({ request: getRequest("/login?redirectTo=%2Fdashboard&reason=expired-post"), context: {}, params: {} } as never);
    expect((login as { notice: string }).notice).toBe(SESSION_EXPIRED_POST);
    const fresh = await loginLoader({ request: getRequest("/login?redirectTo=%2Fdashboard"), context: {}, params: {} } as never);
    expect((fresh as { notice: string | null }).notice).toBeNull();
  });

  it("lets a signed-in user through with the user in context", async () => {
    const cookie = await cookieFor(free.id);
    const res = await signedIn(getRequest("/dashboard", { cookie }), (context) => layoutLoader({ context } as never));
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ username: "freeuser", plan: "free" });
  });

  it("sends a user whose paid sign-up awaits payment to /payment, and lets them continue for free", async () => {
    const cookie = await cookieFor(pending.id);
    const blocked = await signedIn(getRequest("/gap-analysis", { cookie }), (context) => layoutLoader({ context } as never));
    expect(blocked.location).toBe("/payment?plan=monthly&amount=4.99");
    const page = await signedIn(getRequest("/payment?plan=monthly&amount=4.99", { cookie }), (context) =>
      paymentLoader({ request: getRequest("/payment?plan=monthly&amount=4.99"), context } as never),
    );
    expect(page.data).toMatchObject({ plan: "monthly", user: { pendingPlan: "monthly" } });
    const request = formRequest("/payment", { intent: "continue-free" }, { cookie });
    const done = await signedIn(request, (context) => paymentAction({ request, context } as never));
    expect(done.location).toBe("/dashboard");
    const through = await signedIn(getRequest("/gap-analysis", { cookie }), (context) => layoutLoader({ context } as never));
    expect(through.status).toBe(200);
  });

  it("reads the plan from the query: monthly by default, or yearly", async () => {
    const cookie = await cookieFor(free.id);
    for (const [query, plan] of [["", "monthly"], ["?plan=yearly&amount=1", "yearly"], ["?plan=bogus", "monthly"]] as const) {
      const req = getRequest(`/payment${query}`, { cookie });
      const res = await signedIn(req, (context) => paymentLoader({ request: req, context } as never));
      expect(res.data.plan).toBe(plan);
    }
  });

  it("saves the profile as a form post (no JavaScript) with field errors and toasts", async () => {
    const cookie = await cookieFor(free.id);
    const ok = formRequest("/profile", { name: "Freda", email: "freda@example.com" }, { cookie });
    const saved = await signedIn(ok, (context) => profileAction({ request: ok, context } as never));
    expect(saved.location).toBe("/profile");
    expect(await toastFrom(saved.headers)).toMatchObject({ title: "Profile updated" });
    const bad = formRequest("/profile", { name: "", email: "pay@example.com" }, { cookie });
    const refused = await signedIn(bad, (context) => profileAction({ request: bad, context } as never));
    expect(refused.status).toBe(400);
    expect(await toastFrom(refused.headers)).toMatchObject({ title: "Error updating profile", variant: "destructive" });
    const taken = formRequest("/profile", { name: "Freda", email: "pay@example.com" }, { cookie });
    const conflict = await signedIn(taken, (context) => profileAction({ request: taken, context } as never));
    expect(conflict.status).toBe(409);
    expect(conflict.data.result.error).toEqual({ email: ["An account with that email already exists"] });
  });

  it("saves settings without JavaScript into the preferences cookie only", async () => {
    const cookie = await cookieFor(free.id);
    const req = formRequest("/settings", { theme: "dark", language: "fr" }, { cookie });
    const res = await signedIn(req, () => settingsAction({ request: req } as never));
    expect(res.location).toBe("/settings");
    const prefs = res.headers.getSetCookie().find((c) => c.startsWith("prefs="))!;
    expect(JSON.parse(decodeURIComponent(prefs.split(";")[0]!.slice(6)))).toEqual({ theme: "dark", notifications: false, language: "fr" });
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Settings saved", description: "Your preferences have been updated." });
  });
});
