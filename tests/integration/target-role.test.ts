// Choosing a target role on the dashboard: the metrics are analyzed again against it, the deeper analyses use it (a
// stored result for the old role is not served), a bad code is refused with nothing changed, and going back to the
// inferred role works. Each user's choice is their own.
import { describe, expect, it } from "vitest";
import { register } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { uploadResume } from "~/.server/resumes/resumes";
import { action as gapApi } from "~/routes/api/resume.detailed-gap-analysis";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard";
import { loader as gapLoader } from "~/routes/gap-analysis";
import { cookiesFrom, formRequest, getRequest, jsonRequest, settle, signedIn, toastFrom } from "../support/routes";
import { SOFTWARE_ENGINEER } from "../support/resumes";

const DATABASE_ARCHITECTS = "15-1243.00";
const SOFTWARE_DEVELOPERS = "15-1252.00";

async function account(username: string) {
  const user = await register({ name: `${username} Tester`, email: `${username}@example.com`, username, password: "password1", plan: "free" });
  const cookie = cookiesFrom(new Headers([["Set-Cookie", await startSession(getRequest("/login"), user.id)]]));
  await uploadResume(user.id, { fileName: `${username}.txt`, bytes: new TextEncoder().encode(SOFTWARE_ENGINEER) });
  return { user, cookie };
}

const post = (fields: Record<string, string>, cookie: string) => {
  const request = formRequest("/dashboard", fields, { cookie });
  return signedIn(request, (context) => dashboardAction({ request, context } as never));
};
const dashboard = (cookie: string, search = "") => {
  const request = getRequest(`/dashboard${search}`, { cookie });
  return signedIn(request, (context) => dashboardLoader({ request, context } as never));
};
const gap = (cookie: string) => settle(() => gapApi({ request: jsonRequest("/api/resume/detailed-gap-analysis", "POST", {}, { cookie }) } as never));

describe("the target role", async () => {
  const rita = await account("rita");
  const sam = await account("sam");

  it("is inferred until the user chooses one, and the chooser offers the inferred occupations", async () => {
    await post({ intent: "analyze" }, rita.cookie);
    const page = await dashboard(rita.cookie);
    expect(page.data.latest.metrics.explanations.occupation).toMatchObject({ code: SOFTWARE_DEVELOPERS });
    expect(page.data.latest.metrics.explanations.occupation.chosen).toBeUndefined();
    expect(page.data.target).toMatchObject({ current: { code: SOFTWARE_DEVELOPERS, chosen: false }, results: null, open: false });
    const searched = await dashboard(rita.cookie, "?role=data+engineer");
    expect(searched.data.target.open).toBe(true);
    expect(searched.data.target.results.map((r: { code: string }) => r.code)).toContain(DATABASE_ARCHITECTS);
    expect((await gap(rita.cookie)).data.result.targetOccupation.code).toBe(SOFTWARE_DEVELOPERS);
  });

  it("once chosen, is what the dashboard's metrics and the deeper analyses compare with", async () => {
    const before = (await dashboard(rita.cookie)).data.latest.metrics;
    const res = await post({ intent: "target", occupation: DATABASE_ARCHITECTS }, rita.cookie);
    expect(res.location).toBe("/dashboard");
    expect(await toastFrom(res.headers)).toMatchObject({
      title: "Target role updated",
      description:
        "Keyword Strength and Gap Score now compare your resume with Database Architects; the gap analysis, the roadmap and the detailed analysis use it when you run them again.",
    });
    // The gap analysis made for the inferred role says that the target role has changed since.
    const gapPage = await signedIn(getRequest("/gap-analysis", { cookie: rita.cookie }), (context) => gapLoader({ context } as never));
    expect(gapPage.data.targetChanged).toEqual({ now: "Database Architects" });
    const after = (await dashboard(rita.cookie)).data;
    expect(after.latest.metrics.id).not.toBe(before.id);
    expect(after.latest.metrics.explanations.occupation).toMatchObject({ code: DATABASE_ARCHITECTS, chosen: true, evidence: [] });
    expect(after.latest.metrics.keywordStrength).not.toBe(before.keywordStrength);
    expect(after.target.current).toMatchObject({ code: DATABASE_ARCHITECTS, chosen: true });
    // The gap analysis stored for the inferred role is not served again: the question changed.
    const analysed = await gap(rita.cookie);
    expect(analysed.data.result.targetOccupation).toMatchObject({ code: DATABASE_ARCHITECTS, evidence: ["your choice on the dashboard"] });
    const rerun = await signedIn(getRequest("/gap-analysis", { cookie: rita.cookie }), (context) => gapLoader({ context } as never));
    expect(rerun.data.targetChanged).toBeNull();
    // Another user's dashboard is untouched.
    await post({ intent: "analyze" }, sam.cookie);
    expect((await dashboard(sam.cookie)).data.latest.metrics.explanations.occupation.code).toBe(SOFTWARE_DEVELOPERS);
  });

  it("chooses nothing when the role chosen is the one the résumé points to: no new analysis, no run", async () => {
    const before = (await dashboard(sam.cookie)).data.latest.metrics;
    const res = await post({ intent: "target", occupation: SOFTWARE_DEVELOPERS }, sam.cookie);
    expect(await toastFrom(res.headers)).toMatchObject({
      description: "Your resume is compared with Software Developers, the occupation its job titles and skills point to, again.",
    });
    const page = (await dashboard(sam.cookie)).data;
    expect(page.target.current).toMatchObject({ code: SOFTWARE_DEVELOPERS, chosen: false });
    expect(page.latest.metrics.id).toBe(before.id);
  });

  it("refuses a code that is no occupation, changing nothing", async () => {
    for (const occupation of ["99-9999.99", "<script>alert(1)</script>", "15-1252"]) {
      const res = await post({ intent: "target", occupation }, rita.cookie);
      expect(res.status, occupation).toBe(400);
      expect(await toastFrom(res.headers)).toMatchObject({ title: "Target role not changed", description: "Choose a role from the list.", variant: "destructive" });
    }
    expect((await dashboard(rita.cookie)).data.target.current.code).toBe(DATABASE_ARCHITECTS);
  });

  it("goes back to the occupation the résumé points to", async () => {
    const res = await post({ intent: "target", occupation: "" }, rita.cookie);
    expect(await toastFrom(res.headers)).toMatchObject({ title: "Target role updated" });
    const page = (await dashboard(rita.cookie)).data;
    expect(page.latest.metrics.explanations.occupation).toMatchObject({ code: SOFTWARE_DEVELOPERS });
    expect(page.target.current).toMatchObject({ code: SOFTWARE_DEVELOPERS, chosen: false });
    expect((await gap(rita.cookie)).data.result.targetOccupation.code).toBe(SOFTWARE_DEVELOPERS);
  });
});
