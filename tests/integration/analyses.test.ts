import { describe, expect, it } from "vitest";
import { register } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { getDb } from "~/.server/db/client";
import { uploadResume } from "~/.server/resumes/resumes";
import { action as roadmapApi } from "~/routes/api/resume.career-roadmap";
import { action as detailedApi } from "~/routes/api/resume.detailed-analysis";
import { action as gapApi } from "~/routes/api/resume.detailed-gap-analysis";
import { action as jobApi } from "~/routes/api/resume.job-comparison";
import { action as jobPageAction, loader as jobPageLoader } from "~/routes/job-comparison";
import { action as detailedPageAction, loader as detailedPageLoader } from "~/routes/detailed-analysis";
import { cookiesFrom, formRequest, getRequest, jsonRequest, settle, signedIn, toastFrom } from "../support/routes";
import { BACKEND_JOB, SOFTWARE_ENGINEER } from "../support/resumes";

const RESUME = SOFTWARE_ENGINEER;

const JOB = BACKEND_JOB;

async function account(username: string, plan: "free" | "monthly" = "free") {
  const user = await register({ name: `${username} Tester`, email: `${username}@example.com`, username, password: "password1", plan: "free" });
  if (plan !== "free") await (await getDb()).updateTable("users").set({ plan }).where("id", "=", user.id).execute();
  const cookie = cookiesFrom(new Headers([["Set-Cookie", await startSession(getRequest("/login"), user.id)]]));
  return { user: { ...user, plan }, cookie };
}

const api = (fn: (args: never) => unknown, path: string, body: unknown, cookie?: string) =>
  settle(() => fn({ request: jsonRequest(path, "POST", body, { cookie }) } as never));

describe("the four deeper analyses", async () => {
  const priya = await account("priya", "monthly");
  const { resume } = await uploadResume(priya.user.id, { fileName: "priya.txt", bytes: new TextEncoder().encode(RESUME) });
  const nobody = await account("noresume");

  it("answers each analysis with success and a result of the spec's shape, the same twice", async () => {
    for (const [fn, path, body] of [
      [detailedApi, "/api/resume/detailed-analysis", { resumeId: resume.id }],
      [gapApi, "/api/resume/detailed-gap-analysis", { resumeId: resume.id }],
      [jobApi, "/api/resume/job-comparison", { resumeId: resume.id, jobDescription: JOB }],
      [roadmapApi, "/api/resume/career-roadmap", { resumeId: resume.id, careerTrack: "Management" }],
    ] as const) {
      const a = await api(fn, path, body, priya.cookie);
      expect(a.status, path).toBe(200);
      expect(a.data.success).toBe(true);
      expect(a.data.result.engineVersion).toBe(ENGINE_VERSION);
      const b = await api(fn, path, body, priya.cookie);
      expect(JSON.stringify(b.data.result)).toBe(JSON.stringify(a.data.result));
    }
  });

  it("reports no résumé with the spec's toasts", async () => {
    const detailed = await api(detailedApi, "/api/resume/detailed-analysis", {}, nobody.cookie);
    expect(detailed).toMatchObject({ status: 404, data: { error: "No resume found", message: "Please upload a resume first." } });
    const gap = await api(gapApi, "/api/resume/detailed-gap-analysis", {}, nobody.cookie);
    expect(gap.data.message).toBe("Please upload a resume on the dashboard first.");
  });

  it("refuses another user's résumé with 404", async () => {
    const res = await api(detailedApi, "/api/resume/detailed-analysis", { resumeId: resume.id }, nobody.cookie);
    expect(res.status).toBe(404);
  });

  it("requires a job description, and caps a huge one with a note", async () => {
    for (const jobDescription of ["", "   \n\t "]) {
      const res = await api(jobApi, "/api/resume/job-comparison", { resumeId: resume.id, jobDescription }, priya.cookie);
      expect(res).toMatchObject({
        status: 400,
        data: { error: "Job description required", message: "Please paste a job description to compare with your resume." },
      });
    }
    const huge = `${JOB}\n${"Experience with distributed systems and Java. ".repeat(2300)}`;
    expect(huge.length).toBeGreaterThan(100_000);
    const started = Date.now();
    const res = await api(jobApi, "/api/resume/job-comparison", { resumeId: resume.id, jobDescription: huge }, priya.cookie);
    expect(res.status).toBe(200);
    expect(res.data.result.job.truncated).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("gives an honest low-confidence result for a posting it cannot read", async () => {
    const res = await api(jobApi, "/api/resume/job-comparison", { jobDescription: "Wir suchen eine freundliche Person für unser Team in Berlin." }, priya.cookie);
    expect(res.status).toBe(200);
    expect(res.data.result.job.confidence).toBeLessThan(0.4);
  });

  it("names the field of a bad roadmap preference", async () => {
    const bad = await api(roadmapApi, "/api/resume/career-roadmap", { careerTrack: "Astronaut" }, priya.cookie);
    expect(bad.status).toBe(400);
    expect(bad.data.field).toBe("careerTrack");
    expect(bad.data.error).toMatch(/careerTrack must be one of/);
    const unknown = await api(roadmapApi, "/api/resume/career-roadmap", { favouriteColour: "blue" }, priya.cookie);
    expect(unknown).toMatchObject({ status: 400, data: { field: "favouriteColour" } });
  });

  it("does not count an identical run twice: the same résumé, input and engine give the stored result", async () => {
    const repeat = await account("repeater");
    await uploadResume(repeat.user.id, { fileName: "cv.txt", bytes: new TextEncoder().encode(RESUME) });
    const first = await api(detailedApi, "/api/resume/detailed-analysis", {}, repeat.cookie);
    const second = await api(detailedApi, "/api/resume/detailed-analysis", {}, repeat.cookie);
    expect(first.data.usage.remaining).toBe(4);
    expect(second.data.usage.remaining).toBe(4);
    expect(second.data.result).toEqual(first.data.result);
    const jobA = await api(jobApi, "/api/resume/job-comparison", { jobDescription: JOB }, repeat.cookie);
    const jobB = await api(jobApi, "/api/resume/job-comparison", { jobDescription: `${JOB}\nRemote.` }, repeat.cookie);
    const jobB2 = await api(jobApi, "/api/resume/job-comparison", { jobDescription: `${JOB}\nRemote.` }, repeat.cookie);
    expect([jobA.data.usage.remaining, jobB.data.usage.remaining, jobB2.data.usage.remaining]).toEqual([3, 2, 2]);
    const rows = await (await getDb()).selectFrom("analyses").select("id").where("user_id", "=", repeat.user.id).execute();
    expect(rows.length).toBe(3);
  });

  it("runs again, not from the store, when the profile was read by another parser since (review 36's F1)", async () => {
    const upgraded = await account("upgraded", "monthly");
    const { resume: stored } = await uploadResume(upgraded.user.id, { fileName: "cv.txt", bytes: new TextEncoder().encode(RESUME) });
    const db = await getDb();
    // The profile as an older parser read it: no skills. The gap analysis is computed from that reading.
    const row = await db.selectFrom("resumes").select("profile_json").where("id", "=", stored.id).executeTakeFirstOrThrow();
    await db.updateTable("resumes").set({ profile_json: JSON.stringify({ ...JSON.parse(row.profile_json!), skills: [] }) }).where("id", "=", stored.id).execute();
    const old = await api(gapApi, "/api/resume/detailed-gap-analysis", {}, upgraded.cookie);
    // The upgrade: the stored profile is read again by this parser, and the question asked again.
    await db.updateTable("resumes").set({ parser_version: "0.0.1" }).where("id", "=", stored.id).execute();
    const again = await api(gapApi, "/api/resume/detailed-gap-analysis", {}, upgraded.cookie);
    expect(again.status).toBe(200);
    expect(again.data.result).not.toEqual(old.data.result);
  });

  it("stops the free plan after 5 runs a month with a clear 402 and an upgrade link", async () => {
    const free = await account("freebie");
    await uploadResume(free.user.id, { fileName: "cv.txt", bytes: new TextEncoder().encode(RESUME) });
    // Five different runs: the detailed and gap analyses, then job comparisons with three different postings.
    for (let i = 0; i < 5; i++) {
      const ok = i < 2 ? await api(i ? gapApi : detailedApi, "/api/resume/x", {}, free.cookie) : await api(jobApi, "/api/resume/job-comparison", { jobDescription: `${JOB}\nReference ${i}` }, free.cookie);
      expect(ok.status).toBe(200);
      expect(ok.data.usage.remaining).toBe(4 - i);
    }
    // Asking again for a result already made is answered from the store, even past the limit.
    const again = await api(gapApi, "/api/resume/x", {}, free.cookie);
    expect(again.status).toBe(200);
    expect(again.data.usage.remaining).toBe(0);
    const over = await api(jobApi, "/api/resume/job-comparison", { jobDescription: `${JOB}\nReference 9` }, free.cookie);
    expect(over.status).toBe(402);
    expect(over.data).toMatchObject({ error: "Monthly limit reached", upgradeUrl: "/payment?plan=monthly&amount=4.99" });
    expect(over.data.message).toMatch(/used the 5 free analyses/);
    const custom = await api(roadmapApi, "/api/resume/career-roadmap", { careerTrack: "Management" }, free.cookie);
    expect(custom.status).toBe(403);
  });

  it("holds the free plan to 5 runs, and a double click to one, when runs arrive together while the database is busy (review 37's F2)", async () => {
    const free = await account("together");
    await uploadResume(free.user.id, { fileName: "cv.txt", bytes: new TextEncoder().encode(RESUME) });
    // Another process holds the write lock for a moment (a backup, an operator's sqlite3 shell): every run passes the
    // first count while their writes wait.
    const Database = (await import("better-sqlite3")).default;
    const other = new Database(process.env.DATABASE_URL!.slice("file:".length));
    other.exec("begin immediate");
    setTimeout(() => other.exec("commit"), 500);
    try {
      const runs = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => api(jobApi, "/api/resume/job-comparison", { jobDescription: `${JOB}\nPosting ${i}` }, free.cookie)),
        api(detailedApi, "/api/resume/detailed-analysis", {}, free.cookie),
        api(detailedApi, "/api/resume/detailed-analysis", {}, free.cookie),
      ]);
      const statuses = runs.map((r) => r.status);
      expect(statuses.filter((x) => x === 200).length).toBeLessThanOrEqual(6);
      const rows = await (await getDb()).selectFrom("analyses").select("kind").where("user_id", "=", free.user.id).execute();
      expect(rows.length).toBe(5);
      expect(rows.filter((r) => r.kind === "detailed").length).toBeLessThanOrEqual(1);
      expect(runs.filter((r) => r.status === 402).every((r) => r.data.error === "Monthly limit reached")).toBe(true);
    } finally {
      if (other.inTransaction) other.exec("commit");
      other.close();
    }
  });

  it("runs from the screens' forms, shows the stored result when revisited, and toasts", async () => {
    const run = formRequest("/job-comparison", { intent: "run", jobDescription: JOB }, { cookie: priya.cookie });
    const done = await signedIn(run, (context) => jobPageAction({ request: run, context } as never));
    expect(done.location).toBe("/job-comparison");
    expect(await toastFrom(done.headers)).toMatchObject({ title: "Job comparison completed" });
    const page = await signedIn(getRequest("/job-comparison", { cookie: priya.cookie }), (context) => jobPageLoader({ context } as never));
    expect(page.data.latest.result.overallFit).toBeGreaterThan(0);
    expect(page.data.latest.input.jobDescription).toContain("Senior Backend Engineer");

    const blank = formRequest("/job-comparison", { intent: "run", jobDescription: "  " }, { cookie: priya.cookie });
    const refused = await signedIn(blank, (context) => jobPageAction({ request: blank, context } as never));
    expect(refused.status).toBe(400);
    expect(await toastFrom(refused.headers)).toMatchObject({ title: "Job description required", variant: "destructive" });

    const none = formRequest("/detailed-analysis", { intent: "run" }, { cookie: nobody.cookie });
    const missing = await signedIn(none, (context) => detailedPageAction({ request: none, context } as never));
    expect(await toastFrom(missing.headers)).toMatchObject({ title: "No resume found", description: "Please upload a resume first." });
    const view = await signedIn(getRequest("/detailed-analysis", { cookie: nobody.cookie }), (context) => detailedPageLoader({ context } as never));
    expect(view.data.resume).toBeNull();
  });
});
