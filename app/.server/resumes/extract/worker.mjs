// @ts-check
// The extraction worker: one job per thread. It receives { kind, bytes } as workerData, posts back one message,
// { ok: true, result } or { ok: false, code, detail }, and ends. It runs as plain JavaScript from the source
// tree (never bundled), so it imports only npm packages and its sibling .mjs modules. The main thread starts it
// with a memory cap and a time limit (worker-pool.ts).
import { parentPort, workerData } from "node:worker_threads";
import { countVisible, decodeText, MIN_VISIBLE_CHARS, normalizeText } from "./text.mjs";
import { WorkerError } from "./worker-error.mjs";

/**
 * @typedef {{ kind: "pdf" | "docx" | "doc" | "txt", bytes: Uint8Array }} Job
 * @typedef {{ text: string, pages: number | null, columns: number, warnings: string[] }} Extracted
 */

/**
 * Runs one extraction in the current thread (the worker calls it; tests may too).
 * @param {Job} job
 * @returns {Promise<Extracted>}
 */
export async function runJob(job) {
  /** @type {Extracted} */
  let raw;
  switch (job.kind) {
    case "pdf": {
      const { extractPdf } = await import("./pdf.mjs");
      raw = await extractPdf(job.bytes);
      break;
    }
    case "docx": {
      const { extractDocx } = await import("./docx.mjs");
      raw = await extractDocx(job.bytes);
      break;
    }
    case "doc": {
      const { extractDoc } = await import("./doc.mjs");
      raw = await extractDoc(job.bytes);
      break;
    }
    case "txt": {
      const { text, warnings } = decodeText(job.bytes);
      raw = { text, pages: null, columns: 1, warnings };
      break;
    }
    default:
      throw new WorkerError("invalid-type", `unknown kind ${String(/** @type {{ kind: unknown }} */ (job).kind)}`);
  }
  const text = normalizeText(raw.text);
  if (countVisible(text) < MIN_VISIBLE_CHARS) throw new WorkerError("empty", `${countVisible(text)} visible characters`);
  return { ...raw, text };
}

if (parentPort && workerData && typeof workerData === "object" && "kind" in workerData) {
  const port = parentPort;
  const job = /** @type {Job} */ (workerData);
  runJob({ kind: job.kind, bytes: new Uint8Array(job.bytes) }).then(
    (result) => port.postMessage({ ok: true, result }),
    (error) => {
      if (error instanceof WorkerError) port.postMessage({ ok: false, code: error.code, detail: error.detail });
      else port.postMessage({ ok: false, code: "failed", detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    },
  );
}
