// @ts-check
// The extraction worker: a thread of the pool (worker-pool.ts), with a memory cap, running one job at a time. It
// receives { id, data: { kind, bytes } } and answers { id, answer } with answer { ok: true, result } or
// { ok: false, code, detail }; { kind: "warm" } only loads the PDF reader. It runs as plain JavaScript from the
// source tree (never bundled), so it imports only npm packages and its sibling .mjs modules.
import { parentPort } from "node:worker_threads";
import { jsonResumeText } from "./json-resume.mjs";
import { withDoubledSpacesCollapsed, withLineEndHyphensMended, withLostLigaturesMended, withOcrSlipsMended } from "./pasted.mjs";
import { withLineBreaksRestored } from "./one-line.mjs";
import { countVisible, decodeText, MIN_VISIBLE_CHARS, normalizeText, withSideBySideColumns } from "./text.mjs";
import { WorkerError } from "./worker-error.mjs";

/**
 * @typedef {{ kind: "pdf" | "docx" | "doc" | "txt", bytes: Uint8Array }} Job
 * @typedef {{ text: string, pages: number | null, columns: number, warnings: string[], links?: import("./links.mjs").FileLink[] }} Extracted
 */

// Each reader is imported once: a dynamic import of a module already loaded still goes through the loader's hooks
// (0.8 ms a job under tsx, as in development).
/** @type {Promise<typeof import("./pdf.mjs")> | undefined} */
let pdfModule;
/** @type {Promise<typeof import("./docx.mjs")> | undefined} */
let docxModule;
/** @type {Promise<typeof import("./doc.mjs")> | undefined} */
let docModule;
const loadPdf = () => (pdfModule ??= import("./pdf.mjs"));

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
      const { extractPdf } = await loadPdf();
      raw = await extractPdf(job.bytes);
      break;
    }
    case "docx": {
      const { extractDocx } = await (docxModule ??= import("./docx.mjs"));
      raw = await extractDocx(job.bytes);
      break;
    }
    case "doc": {
      const { extractDoc } = await (docModule ??= import("./doc.mjs"));
      raw = await extractDoc(job.bytes);
      break;
    }
    case "txt": {
      const { text, warnings } = decodeText(job.bytes);
      const json = jsonResumeText(text);
      raw = json ? { text: json, pages: null, columns: 1, warnings } : { ...withSideBySideColumns(withLineBreaksRestored(text.replace(/\r\n?/gu, "\n"))), pages: null, warnings };
      break;
    }
    default:
      throw new WorkerError("invalid-type", `unknown kind ${String(/** @type {{ kind: unknown }} */ (job).kind)}`);
  }
  // A PDF's lines are mended as they are joined (layout.mjs); text pasted from one keeps the viewer's breaks and spaces.
  // A scan's text layer has an OCR's slips, whatever the file.
  const text = normalizeText(withOcrSlipsMended(job.kind === "pdf" ? raw.text : withLostLigaturesMended(withLineEndHyphensMended(withDoubledSpacesCollapsed(raw.text)))));
  if (countVisible(text) < MIN_VISIBLE_CHARS) throw new WorkerError("empty", `${countVisible(text)} visible characters`);
  // Hyperlinks come from PDF and DOCX files; a DOC's fields and a text file's addresses are in their text.
  return { ...raw, text, links: raw.links ?? [] };
}

if (parentPort) {
  const port = parentPort;
  port.on("message", (/** @type {{ id: number, data: Job | { kind: "warm" } }} */ message) => {
    const { id, data } = message;
    const work =
      data.kind === "warm"
        ? loadPdf().then(() => ({ text: "", pages: null, columns: 1, warnings: [] }))
        : runJob({ kind: data.kind, bytes: new Uint8Array(data.bytes) });
    work.then(
      (result) => port.postMessage({ id, answer: { ok: true, result } }),
      (error) => {
        const answer =
          error instanceof WorkerError
            ? { ok: false, code: error.code, detail: error.detail }
            : { ok: false, code: "failed", detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
        port.postMessage({ id, answer });
      },
    );
  });
}
