// The worker pool: at most two threads at once, time limits that terminate the thread, memory caps, crashes
// that become errors (never unhandled rejections); and how the worker script is found.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { detectFileKind, ExtractionError, extractText, extractionPoolStats, timeLimitFor } from "~/.server/resumes/extract";
import { findProjectRoot, locateWorker, WORKER_PATH_IN_PROJECT } from "~/.server/resumes/extract/locate-worker";
import { WorkerPool } from "~/.server/resumes/extract/worker-pool";
import { fixture } from "./extract-fixtures";

// A fake worker: its job says what to do (answer after a delay, spin forever, eat memory, crash, exit).
const dir = mkdtempSync(join(tmpdir(), "extract-pool-"));
const FAKE_WORKER = join(dir, "fake-worker.mjs");
writeFileSync(
  FAKE_WORKER,
  `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", ({ id, data: job }) => {
  const answer = (a) => parentPort.postMessage({ id, answer: a });
  if (job.do === "sleep") setTimeout(() => answer({ ok: true, id: job.id }), job.ms);
  else if (job.do === "spin") { while (true) {} }
  else if (job.do === "eat") { const keep = []; while (true) keep.push(new Array(1e6).fill(Math.random())); }
  else if (job.do === "throw") { throw new Error("boom"); }
  else if (job.do === "exit") { process.exit(3); }
  else if (job.do === "echo") answer({ ok: true, length: new Uint8Array(job.bytes).length });
  else if (job.do === "thread") answer({ ok: true, thread: threadId });
});
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("WorkerPool", () => {
  it("runs at most two jobs at once; the others wait their turn", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, maxConcurrent: 2 });
    const seen = { active: 0, queued: 0 };
    const probe = setInterval(() => {
      const s = pool.stats();
      seen.active = Math.max(seen.active, s.active);
      seen.queued = Math.max(seen.queued, s.queued);
    }, 2);
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => pool.run({ do: "sleep", ms: 150, id }, { timeoutMs: 10_000 })));
    clearInterval(probe);
    expect(answers).toEqual([1, 2, 3, 4, 5].map((id) => ({ ok: true, id })));
    expect(seen.active).toBe(2);
    expect(seen.queued).toBeGreaterThanOrEqual(2);
    const stats = pool.stats();
    expect(stats.peakActive).toBe(2);
    expect(stats.started).toBe(5);
    // Two threads did all five jobs.
    expect(stats).toMatchObject({ spawned: 2, peakThreads: 2 });
    // Five 150 ms jobs two at a time take at least three rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 - 20);
  }, 30_000);

  it("keeps a thread for the next job, and replaces it after maxJobsPerThread jobs", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, maxConcurrent: 1, maxJobsPerThread: 3 });
    const threads: unknown[] = [];
    for (let i = 0; i < 5; i++) threads.push(((await pool.run({ do: "thread" }, { timeoutMs: 5_000 })) as { thread: number }).thread);
    expect(threads[0]).toBe(threads[1]);
    expect(threads[1]).toBe(threads[2]);
    expect(threads[3]).not.toBe(threads[2]);
    expect(threads[4]).toBe(threads[3]);
    expect(pool.stats()).toMatchObject({ spawned: 2, peakThreads: 1, active: 0 });
  }, 30_000);

  it("ends a thread idle for idleMs", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, idleMs: 50 });
    await pool.run({ do: "sleep", ms: 1, id: 1 }, { timeoutMs: 5_000 });
    expect(pool.stats().threads).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(pool.stats().threads).toBe(0);
    await expect(pool.run({ do: "sleep", ms: 1, id: 2 }, { timeoutMs: 5_000 })).resolves.toEqual({ ok: true, id: 2 });
  }, 30_000);

  it("terminates a worker that runs past its time limit, and frees its slot", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, maxConcurrent: 2 });
    const started = Date.now();
    const error = await pool.run({ do: "spin" }, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The thread is gone (the slot is free) by the time the promise rejects.
    expect(pool.stats()).toMatchObject({ active: 0, threads: 0, terminated: 1, finished: 1 });
    // And the pool still works.
    await expect(pool.run({ do: "sleep", ms: 1, id: 7 }, { timeoutMs: 5_000 })).resolves.toEqual({ ok: true, id: 7 });
  }, 30_000);

  it("turns a worker out of memory into too-complex", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 } });
    await expect(pool.run({ do: "eat" }, { timeoutMs: 20_000 })).rejects.toMatchObject({ code: "too-complex" });
    expect(pool.stats()).toMatchObject({ active: 0, threads: 0 });
    // The next job gets a fresh thread.
    await expect(pool.run({ do: "sleep", ms: 1, id: 3 }, { timeoutMs: 5_000 })).resolves.toEqual({ ok: true, id: 3 });
  }, 30_000);

  it("turns a crash or an exit without an answer into failed", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER });
    await expect(pool.run({ do: "throw" }, { timeoutMs: 5_000 })).rejects.toMatchObject({ code: "failed" });
    await expect(pool.run({ do: "exit" }, { timeoutMs: 5_000 })).rejects.toMatchObject({ code: "failed" });
    await expect(pool.run({ do: "sleep", ms: 1, id: 4 }, { timeoutMs: 5_000 })).resolves.toEqual({ ok: true, id: 4 });
    const missing = new WorkerPool({ workerPath: join(dir, "no-such-worker.mjs") });
    await expect(missing.run({}, { timeoutMs: 5_000 })).rejects.toMatchObject({ code: "failed" });
  }, 30_000);

  it("refuses at once when the queue is full", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER, maxConcurrent: 1, maxQueue: 1 });
    const first = pool.run({ do: "sleep", ms: 200, id: 1 }, { timeoutMs: 5_000 });
    const second = pool.run({ do: "sleep", ms: 1, id: 2 }, { timeoutMs: 5_000 });
    await expect(pool.run({ do: "sleep", ms: 1, id: 3 }, { timeoutMs: 5_000 })).rejects.toMatchObject({ code: "busy" });
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  }, 30_000);

  it("hands transferred bytes to the worker", async () => {
    const pool = new WorkerPool({ workerPath: FAKE_WORKER });
    const bytes = new Uint8Array(1000).fill(7);
    await expect(pool.run({ do: "echo", bytes: bytes.buffer }, { timeoutMs: 5_000, transferList: [bytes.buffer] })).resolves.toEqual({
      ok: true,
      length: 1000,
    });
  }, 30_000);
});

describe("extractText's pool", () => {
  it("never runs more than two extractions at once", async () => {
    const files = ["altacv/mmayer.pdf", "awesome-cv/cv.pdf", "billryan/resume.pdf", "word/one-column.docx", "resume-matcher/two-column.pdf"];
    const seen = { active: 0, queued: 0 };
    const probe = setInterval(() => {
      const s = extractionPoolStats();
      seen.active = Math.max(seen.active, s.active);
      seen.queued = Math.max(seen.queued, s.queued);
    }, 2);
    const results = await Promise.all(
      files.map((path) => {
        const bytes = fixture(path);
        return extractText(bytes, detectFileKind(bytes, path));
      }),
    );
    clearInterval(probe);
    expect(results.every((r) => r.text.length > 500)).toBe(true);
    expect(seen.active).toBeLessThanOrEqual(2);
    expect(seen.queued).toBeGreaterThanOrEqual(1);
    expect(extractionPoolStats().peakActive).toBeLessThanOrEqual(2);
    expect(extractionPoolStats().peakThreads).toBeLessThanOrEqual(2);
  }, 60_000);

  it("stops an extraction that takes too long, and carries on with the next", async () => {
    const bytes = fixture("awesome-cv/cv.pdf");
    await expect(extractText(bytes, "pdf", { timeoutMs: 5 })).rejects.toMatchObject({
      code: "timeout",
      userMessage: expect.stringMatching(/took too long/u),
    });
    const result = await extractText(bytes, "pdf");
    expect(result.pages).toBe(5);
  }, 60_000);
});

describe("the time an extraction may take", () => {
  it("grows with the file's size, from 8 s for a small file to 20 s from 3 MB (review 34's J1)", () => {
    expect(timeLimitFor(20 * 1024)).toBe(8_078);
    expect(timeLimitFor(1024 * 1024)).toBe(12_000);
    expect(timeLimitFor(3 * 1024 * 1024)).toBe(20_000);
    expect(timeLimitFor(10 * 1024 * 1024)).toBe(20_000);
  });

  it("stops a small PDF built to run long after its own limit, not the 20 s of a large file", async () => {
    // 300,000 nested graphics states around one line of text: 1.2 MB of content stream, a few kilobytes compressed.
    const content = deflateSync(Buffer.from(`${"q ".repeat(300_000)}BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET${" Q".repeat(300_000)}`));
    const pdf = minimalPdf(content);
    expect(pdf.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    const error = await extractText(new Uint8Array(pdf), "pdf").then(() => null, (e: ExtractionError) => e);
    const took = Date.now() - started;
    // Either pdf.js gives up on it in time or the limit stops it; it must not hold its slot for 20 s.
    if (error) expect(error.code).toBe("timeout");
    expect(took).toBeLessThan(15_000);
  }, 30_000);
});

/** A one-page PDF whose page draws `content` (Flate-compressed) with Helvetica. */
function minimalPdf(content: Buffer): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ].map((o) => Buffer.from(o));
  objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from("\nendstream")]));
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(obj);
    size += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

describe("locating the worker script", () => {
  const root = findProjectRoot(process.cwd());
  const expected = join(root ?? "", WORKER_PATH_IN_PROJECT);

  it("finds the project root by its package.json name", () => {
    expect(root).not.toBeNull();
    expect(findProjectRoot(join(root!, "app", ".server", "resumes", "extract"))).toBe(root);
    expect(findProjectRoot("/")).toBeNull();
  });

  it("works from the TypeScript source, from the production bundle and from the working directory", () => {
    expect(locateWorker()).toBe(expected);
    // The bundle lives in build/server/index.js (it need not exist for the walk up).
    expect(locateWorker(pathToFileURL(join(root!, "build", "server", "index.js")).href, "/")).toBe(expected);
    // Bundled somewhere unrelated, started from the project folder.
    expect(locateWorker("file:///opt/elsewhere/index.js", root!)).toBe(expected);
    expect(locateWorker("data:text/javascript,", root!)).toBe(expected);
  });

  it("says what it looked for when the worker is missing", () => {
    expect(() => locateWorker("file:///opt/elsewhere/index.js", "/")).toThrow(/worker\.mjs.*resume-coach/u);
  });
});
