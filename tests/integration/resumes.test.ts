import { describe, expect, it } from "vitest";
import { register } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { getDb } from "~/.server/db/client";
import { EXTRACTION_MESSAGES } from "~/.server/resumes/extract";
import { getLatestResume } from "~/.server/resumes/resumes";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard";
import { action as analyzeApi } from "~/routes/api/resume.analyze";
import { loader as latestApi } from "~/routes/api/resume.latest";
import { action as uploadApi } from "~/routes/api/resume.upload";
import { cookiesFrom, getRequest, jsonRequest, makeContext, ORIGIN, settle, signedIn, toastFrom, withSettings } from "../support/routes";
import { fixture } from "../unit/extract-fixtures";
import { TINY_TEXT_WARNING } from "~/.server/resumes/extract/pdf.mjs";

const RESUME = `Jane Example
jane@example.com · +1 555 010 0199 · Springfield

SUMMARY
Backend engineer with 6 years of experience building APIs in Python and Go. Strong communication and teamwork.

EXPERIENCE
Senior Software Engineer, Acme Corp — Springfield
Jan 2020 – Present
• Led the migration of 40 services to Kubernetes, cutting deploy time by 60%.
• Built payment APIs in Python and PostgreSQL.

Software Engineer, Initech — Remote
Jun 2017 – Dec 2019
• Wrote data pipelines with Apache Kafka and SQL.

EDUCATION
B.Sc. Computer Science, State University, 2013 – 2017

SKILLS
Python, Go, PostgreSQL, Kubernetes, Docker, AWS, Git, Linux
`;

function multipart(path: string, file: { name: string; content: string | Uint8Array; type?: string }, cookie: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set("file", new File([file.content as BlobPart], file.name, { type: file.type ?? "application/octet-stream" }));
  return new Request(ORIGIN + path, { method: "POST", body: form, headers: { Cookie: cookie } });
}

async function userCookie(username: string) {
  const user = await register({ name: `${username} Example`, email: `${username}@example.com`, username, password: "password1", plan: "free" });
  return { user, cookie: cookiesFrom(new Headers([["Set-Cookie", await startSession(getRequest("/login"), user.id)]])) };
}

describe("résumé upload and the dashboard analysis", async () => {
  const jane = await userCookie("jane");
  const other = await userCookie("mallory");

  it("uploads a text résumé through the API (multipart) and answers resume.id and a message", async () => {
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "jane.txt", content: RESUME }, jane.cookie) } as never));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ resume: { fileName: "jane.txt" }, message: "Your resume has been uploaded successfully." });
    expect(res.data.resume.id).toMatch(/[0-9a-f-]{36}/);
  });

  it("accepts the JSON variant: text for .txt, base64 otherwise", async () => {
    const txt = await settle(() => uploadApi({ request: jsonRequest("/api/resume/upload", "POST", { fileName: "cv.txt", content: RESUME }, { cookie: jane.cookie }) } as never));
    expect(txt.status).toBe(201);
    const badBase64 = await settle(() =>
      uploadApi({ request: jsonRequest("/api/resume/upload", "POST", { fileName: "cv.pdf", content: "%%%not base64%%%" }, { cookie: jane.cookie }) } as never),
    );
    expect(badBase64.status).toBe(400);
    const missing = await settle(() => uploadApi({ request: jsonRequest("/api/resume/upload", "POST", { fileName: "cv.txt" }, { cookie: jane.cookie }) } as never));
    expect(missing).toMatchObject({ status: 400, data: { message: "content is required" } });
  });

  it("answers the latest résumé, and 404 before there is one", async () => {
    const none = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: other.cookie }) } as never));
    expect(none.status).toBe(404);
    const latest = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    expect(latest.status).toBe(200);
    expect(latest.data.resume).toMatchObject({ fileName: "cv.txt", fileContent: expect.stringContaining("Jane Example") });
    expect(latest.data.metrics).toBeNull();
    const anonymous = await settle(() => latestApi({ request: getRequest("/api/resume/latest") } as never));
    expect(anonymous).toMatchObject({ status: 401, data: { error: "Authentication required" } });
  });

  it("analyzes: success, resume and metrics, stored as the latest run", async () => {
    const res = await settle(() => analyzeApi({ request: jsonRequest("/api/resume/analyze", "POST", {}, { cookie: jane.cookie }) } as never));
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
    const { metrics } = res.data;
    expect(metrics.resumeId).toBe(res.data.resume.id);
    expect(metrics.engineVersion).toBe(ENGINE_VERSION);
    expect(metrics.skillBreakdown.technical + metrics.skillBreakdown.soft + metrics.skillBreakdown.other).toBeCloseTo(100, 0);
    const latest = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    expect(latest.data.metrics.id).toBe(metrics.id);
  });

  it("gives the same numbers for the same file", async () => {
    const run = async () => (await settle(() => analyzeApi({ request: jsonRequest("/api/resume/analyze", "POST", {}, { cookie: jane.cookie }) } as never))).data.metrics;
    const a = await run();
    const b = await run();
    const strip = (m: Record<string, unknown>) => ({ ...m, id: undefined, createdAt: undefined });
    expect(JSON.stringify(strip(a))).toBe(JSON.stringify(strip(b)));
  });

  it("keeps the bytes of a file uploaded again once, for each user (review 36's F2)", async () => {
    const { uploadResume } = await import("~/.server/resumes/resumes");
    const repeat = await userCookie("repeat");
    const bytes = new TextEncoder().encode(RESUME);
    const first = await uploadResume(repeat.user.id, { fileName: "cv.txt", bytes });
    const second = await uploadResume(repeat.user.id, { fileName: "cv.txt", bytes });
    const db = await getDb();
    const size = async (id: string) => (await db.selectFrom("resumes").select("file_bytes").where("id", "=", id).executeTakeFirstOrThrow()).file_bytes.length;
    expect(await size(first.resume.id)).toBe(bytes.length);
    expect(await size(second.resume.id)).toBe(0);
    expect((await getLatestResume(repeat.user.id))!.resume.fileContent).toBe(first.resume.fileContent);
    // Another account's copy of the same file is its own.
    const other = await userCookie("repeat2");
    const theirs = await uploadResume(other.user.id, { fileName: "cv.txt", bytes });
    expect(await size(theirs.resume.id)).toBe(bytes.length);
  });

  it("limits how many résumés a user stores in an hour, counting only stored ones (review 36's F2)", async () => {
    await withSettings({ UPLOADS_PER_HOUR: "2" }, async () => {
      const busy = await userCookie("busy");
      const send = (name: string, content: string) => settle(() => uploadApi({ request: multipart("/api/resume/upload", { name, content }, busy.cookie) } as never));
      // A refused file does not count.
      expect((await send("empty.txt", "")).status).toBe(422);
      expect((await send("a.txt", RESUME)).status).toBe(201);
      expect((await send("b.txt", RESUME + "\nMore")).status).toBe(201);
      const third = await send("c.txt", RESUME + "\nEven more");
      expect(third).toMatchObject({ status: 429, data: { error: "Error uploading file", code: "rate-limited" } });
      expect(third.data.message).toMatch(/^You have uploaded 2 resumes in the last hour\. Please try again in \d+ minutes\.$/);
      expect((await getLatestResume(busy.user.id))!.resume.fileName).toBe("b.txt");
      // Without JavaScript, the dashboard's form says the same.
      const form = multipart("/dashboard", { name: "c.txt", content: RESUME }, busy.cookie, { intent: "upload" });
      const page = await signedIn(form, (context) => dashboardAction({ request: form, context } as never));
      expect(page.status).toBe(429);
      expect(await toastFrom(page.headers)).toMatchObject({ title: "Error uploading file", variant: "destructive" });
      // Another user is not limited by this one.
      const other = await userCookie("notbusy");
      expect((await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "a.txt", content: RESUME }, other.cookie) } as never))).status).toBe(201);
    });
  });

  it("stores no second copy of the same numbers when Analyze is pressed again (review 36's F2)", async () => {
    const db = await getDb();
    const count = async () => (await db.selectFrom("resume_metrics").select("id").where("resume_id", "=", latestId).execute()).length;
    const latestId = (await getLatestResume(jane.user.id))!.resume.id;
    const run = async () => (await settle(() => analyzeApi({ request: jsonRequest("/api/resume/analyze", "POST", {}, { cookie: jane.cookie }) } as never))).data.metrics;
    const first = await run();
    const rows = await count();
    const second = await run();
    expect(await count()).toBe(rows);
    expect(second).toEqual(first);
  });

  it("never reaches another user's résumé", async () => {
    const janes = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    const attempt = await settle(() =>
      analyzeApi({ request: jsonRequest("/api/resume/analyze", "POST", { resumeId: janes.data.resume.id }, { cookie: other.cookie }) } as never),
    );
    expect(attempt).toMatchObject({ status: 404, data: { error: "No resume to analyze", message: "Please upload a resume first." } });
  });

  it("says 'No resume to analyze' on the dashboard when there is none", async () => {
    const request = new Request(`${ORIGIN}/dashboard`, {
      method: "POST",
      body: new URLSearchParams({ intent: "analyze" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: other.cookie },
    });
    const res = await signedIn(request, (context) => dashboardAction({ request, context } as never));
    expect(res.status).toBe(404);
    expect(await toastFrom(res.headers)).toMatchObject({ title: "No resume to analyze", description: "Please upload a resume first.", variant: "destructive" });
  });

  it("uploads and analyzes through the dashboard's form posts", async () => {
    const up = multipart("/dashboard", { name: "../../etc/\u0007evil\u202E.txt", content: RESUME }, other.cookie, { intent: "upload" });
    const uploaded = await signedIn(up, (context) => dashboardAction({ request: up, context } as never));
    expect(uploaded.location).toBe("/dashboard");
    expect(await toastFrom(uploaded.headers)).toMatchObject({ title: "Resume uploaded", description: "Your resume has been uploaded successfully." });
    const page = await signedIn(getRequest("/dashboard", { cookie: other.cookie }), (context) => dashboardLoader({ request: getRequest("/dashboard"), context } as never));
    expect(page.data.latest.resume.fileName).not.toMatch(/[/\\\u0000-\u001f\u202e]/);
    expect(page.data.latest.resume.fileName).toMatch(/evil.*\.txt$/);

    const an = new Request(`${ORIGIN}/dashboard`, {
      method: "POST",
      body: new URLSearchParams({ intent: "analyze", resumeId: page.data.latest.resume.id }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: other.cookie },
    });
    const analyzed = await signedIn(an, (context) => dashboardAction({ request: an, context } as never));
    expect(await toastFrom(analyzed.headers)).toMatchObject({
      title: "Resume analyzed successfully",
      description: "Your dashboard has been updated with the analysis results.",
    });
  });

  it("refuses a renamed executable, keeping the previous résumé", async () => {
    const before = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "resume.pdf", content: elf }, jane.cookie) } as never));
    expect(res).toMatchObject({ status: 415, data: { error: "Invalid file type" } });
    expect(res.data.message).toMatch(/^Please upload a PDF, DOC, DOCX, or TXT file\. This \.pdf file is really an ELF executable/);
    const after = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    expect(after.data.resume.id).toBe(before.data.resume.id);
    expect(after.data.metrics.id).toBe(before.data.metrics.id);
  });

  it("says what a refused file really is and what to do, after the spec's text (a web page saved as .txt)", async () => {
    const html = new TextEncoder().encode("<!DOCTYPE html><html><body><h1>Jane Doe</h1><p>Engineer</p></body></html>");
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "resume.txt", content: html }, jane.cookie) } as never));
    expect(res).toMatchObject({ status: 415, data: { error: "Invalid file type" } });
    expect(res.data.message).toMatch(/^Please upload a PDF, DOC, DOCX, or TXT file\. This \.txt file is really a web page\. /);
  });

  it("refuses a file of 10 MB plus one byte with 413 and stores nothing", async () => {
    const db = await getDb();
    const count = async () => Number((await db.selectFrom("resumes").select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n);
    const before = await count();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "big.txt", content: big }, jane.cookie) } as never));
    expect(res).toMatchObject({ status: 413, data: { error: "File too large", message: "Please upload a file smaller than 10MB." } });
    expect(await count()).toBe(before);
  });

  it("refuses an empty file and binary bytes in a .txt with a reason", async () => {
    const empty = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "empty.txt", content: "" }, jane.cookie) } as never));
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
    expect(empty.data.message).toBe("This file is empty (0 bytes). Choose your resume again, or save it again and upload the new copy.");
    const binary = new Uint8Array(400).map((_, i) => (i * 37) % 256);
    const bin = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "notes.txt", content: binary }, jane.cookie) } as never));
    expect(bin.status).toBe(422);
    expect(bin.data.message).toBe(EXTRACTION_MESSAGES["not-text"].message);
  });

  it("refuses text far longer than a résumé (10 MB of one word) quickly, with a reason", async () => {
    const huge = "a".repeat(10 * 1024 * 1024 - 10);
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "huge.txt", content: huge }, jane.cookie) } as never));
    expect(res.status).toBe(422);
    expect(res.data.message).toMatch(/far more than a resume/);
  });

  it("keeps HTML and script in the text as text", async () => {
    const hostile = `${RESUME}\n<script>alert('x')</script><img src=x onerror=alert(1)>`;
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "html.txt", content: hostile }, jane.cookie) } as never));
    expect(res.status).toBe(201);
    const latest = await settle(() => latestApi({ request: getRequest("/api/resume/latest", { cookie: jane.cookie }) } as never));
    expect(latest.data.resume.fileContent).toContain("<script>alert('x')</script>");
  });

  it("refuses a second upload while one is still being read, then takes the first", async () => {
    // The first request's body comes in two halves; the second request arrives in between. (Two requests merely sent
    // together raced: on a busy machine the first could be stored before the second was checked.)
    const model = multipart("/api/resume/upload", { name: "slow.txt", content: RESUME }, other.cookie);
    const type = model.headers.get("Content-Type")!;
    const whole = new Uint8Array(await model.arrayBuffer());
    let rest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(whole.subarray(0, whole.length >> 1));
        await new Promise<void>((resolve) => (rest = resolve));
        controller.enqueue(whole.subarray(whole.length >> 1));
        controller.close();
      },
    });
    const slowRequest = new Request(ORIGIN + "/api/resume/upload", {
      method: "POST",
      body,
      headers: { Cookie: other.cookie, "Content-Type": type },
      duplex: "half",
    } as RequestInit);
    const slow = settle(() => uploadApi({ request: slowRequest } as never));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "b.txt", content: RESUME }, other.cookie) } as never));
    expect(second.status).toBe(409);
    expect(second.data.message).toMatch(/still being processed/);
    rest();
    expect((await slow).status).toBe(201);
  });

  it("keeps a PDF's hyperlinks with the résumé: profiles linked from words are read, at upload and when re-read", async () => {
    const lina = await userCookie("lina");
    const pdf = fixture("rendercv/John_Doe_ClassicTheme_CV.pdf");
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "cv.pdf", content: pdf }, lina.cookie) } as never));
    expect(res.status).toBe(201);
    const expected = ["rendercv.com", "linkedin.com/in/rendercv", "github.com/rendercv"];
    expect((await getLatestResume(lina.user.id))!.profile.contact.links).toEqual(expected);
    // A newer parser re-reads the stored text with the stored links.
    const db = await getDb();
    await db.updateTable("resumes").set({ parser_version: "0.0.0", profile_json: "{}" }).where("user_id", "=", lina.user.id).execute();
    const again = (await getLatestResume(lina.user.id))!.profile;
    expect(again.contact.links).toEqual(expected);
    expect(again.warnings.map((w) => w.code)).toContain("link-not-written");
    // Links stored in an unexpected shape are left out; the résumé still reads.
    await db.updateTable("resumes").set({ parser_version: "0.0.0", links_json: '[{"url": 3}]' }).where("user_id", "=", lina.user.id).execute();
    expect((await getLatestResume(lina.user.id))!.profile.contact.links).toEqual(["rendercv.com"]);
  });

  it("keeps what the extractor said about the file: text too small to see is left out and the user told, at upload and when re-read", async () => {
    const mia = await userCookie("mia");
    const pdf = fixture("made/tiny-keywords.pdf");
    const res = await settle(() => uploadApi({ request: multipart("/api/resume/upload", { name: "cv.pdf", content: pdf }, mia.cookie) } as never));
    expect(res.status).toBe(201);
    const first = (await getLatestResume(mia.user.id))!;
    expect(first.resume.fileContent).not.toContain("Marketo");
    expect(first.profile.warnings[0]).toEqual({ code: "file", message: TINY_TEXT_WARNING });
    const db = await getDb();
    await db.updateTable("resumes").set({ parser_version: "0.0.0", profile_json: "{}" }).where("user_id", "=", mia.user.id).execute();
    expect((await getLatestResume(mia.user.id))!.profile.warnings[0]).toEqual({ code: "file", message: TINY_TEXT_WARNING });
    // Warnings stored in an unexpected shape are left out; the résumé still reads.
    await db.updateTable("resumes").set({ parser_version: "0.0.0", file_warnings_json: "{not json" }).where("user_id", "=", mia.user.id).execute();
    const again = (await getLatestResume(mia.user.id))!.profile;
    expect(again.warnings.map((w) => w.code)).not.toContain("file");
    expect(again.positions).toHaveLength(1);
  });

  it("needs a session for every résumé call", async () => {
    const res = await settle(() => analyzeApi({ request: jsonRequest("/api/resume/analyze", "POST", {}) } as never));
    expect(res.status).toBe(401);
    void makeContext;
  });
});
