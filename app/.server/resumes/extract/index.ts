// Résumé text extraction: the type check of an upload, then its text, read in a worker thread.
//
//   const kind = detectFileKind(bytes, fileName);           // throws ExtractionError
//   const { text, pages, columns, warnings, links } = await extractText(bytes, kind);
//
// Errors are ExtractionError with a `code` for the program and a `title` and `userMessage` for the person.
// The worker (worker.mjs and its sibling .mjs modules) is plain JavaScript read from the source tree at run
// time; see locate-worker.ts.
import { ExtractionError, isExtractionErrorCode } from "./errors";
import type { FileKind } from "./file-kind";
import { locateWorker } from "./locate-worker";
import { WorkerPool, type WorkerPoolStats } from "./worker-pool";

export { ExtractionError, EXTRACTION_ERROR_CODES, EXTRACTION_MESSAGES, type ExtractionErrorCode } from "./errors";
export { detectFileKind, sanitizeFileName, type FileKind } from "./file-kind";
export type { WorkerPoolStats } from "./worker-pool";

/**
 * A hyperlink of the file (a PDF link annotation, a Word hyperlink); `top` when it is near the top of the first page,
 * `text` what it shows ("" for an icon).
 */
export type FileLink = { url: string; top: boolean; text: string };

export type Extracted = { text: string; pages: number | null; columns: number; warnings: string[]; links: FileLink[] };

/** The largest file read (the upload route enforces it first, while streaming). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The time one extraction may take before its worker is terminated. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * The time the extraction of a file of `size` bytes may take: 8 s, and 4 s more a megabyte, up to DEFAULT_TIMEOUT_MS
 * from 3 MB. A small file built to run long (300,000 nested graphics states in a 20 KB PDF) held one of the two slots
 * for 20 s, so that two accounts re-uploading such files kept everyone's uploads waiting (review 34's J1). Real résumés
 * take well under a second on a warm thread, about 2 s on a cold one.
 */
export function timeLimitFor(size: number): number {
  return Math.min(DEFAULT_TIMEOUT_MS, 8_000 + Math.round((size / (1024 * 1024)) * 4_000));
}

/** Extractions running at once; more wait their turn. */
export const MAX_CONCURRENT_EXTRACTIONS = 2;

let pool: WorkerPool | undefined;

function getPool(): WorkerPool {
  if (!pool) {
    let workerPath: string;
    try {
      workerPath = locateWorker();
    } catch (error) {
      // A deployment without the worker script: the upload fails with a message, the detail goes to the logs.
      throw new ExtractionError("failed", { detail: error instanceof Error ? error.message : String(error), cause: error });
    }
    pool = new WorkerPool({ workerPath, maxConcurrent: MAX_CONCURRENT_EXTRACTIONS, maxQueue: 50 });
  }
  return pool;
}

/**
 * Starts an extraction thread and loads the PDF reader in it, so that the first upload after start does not wait
 * for either. Called once the server listens; harmless if the worker cannot start (the upload then says so).
 */
export function warmUpExtraction(): void {
  try {
    getPool().warmUp({ kind: "warm" });
  } catch (error) {
    // No worker script (a deployment that copied only build/): every upload will fail, so the operator is told at start.
    console.error(`Résumé uploads will fail: ${error instanceof ExtractionError ? error.detail : String(error)}`);
  }
}

/** Counters of the extraction pool (jobs running and waiting, threads alive, the most of each at once). */
export function extractionPoolStats(): WorkerPoolStats {
  return getPool().stats();
}

/**
 * The text of a résumé file, read in a worker thread (256 MB heap cap, a time limit of `timeoutMs`, by default
 * `timeLimitFor` its size, at most two at once). Text is normalised: one kind of line ending, no control characters but newline and tab, at most one
 * blank line in a row. PDFs keep their reading order (columns read one after the other); `columns` is the most
 * columns found on a page and `pages` the page count (null for Word and text files).
 * Throws ExtractionError: "too-large", "empty", "not-text", "encrypted", "corrupt", "image-only",
 * "too-complex", "timeout", "busy", "failed".
 */
export async function extractText(bytes: Uint8Array, kind: FileKind, options: { timeoutMs?: number } = {}): Promise<Extracted> {
  if (bytes.byteLength > MAX_FILE_BYTES) {
    throw new ExtractionError("too-large", { detail: `${bytes.byteLength} bytes`, kind });
  }
  if (bytes.byteLength === 0) throw new ExtractionError("empty", { detail: "the file is empty", kind });
  // A copy the worker can own: the caller's bytes stay usable.
  const copy = bytes.slice();
  const answer = await getPool().run(
    { kind, bytes: copy.buffer },
    { timeoutMs: options.timeoutMs ?? timeLimitFor(bytes.byteLength), transferList: [copy.buffer] },
  );
  return readAnswer(answer, kind);
}

type Answer = { ok: true; result: Extracted } | { ok: false; code: string; detail?: string };

function readAnswer(answer: unknown, kind: FileKind): Extracted {
  const a = answer as Answer | null;
  if (a && a.ok === true && a.result && typeof a.result.text === "string") {
    const { text, pages, columns, warnings, links } = a.result;
    return {
      text,
      pages: typeof pages === "number" ? pages : null,
      columns: Math.min(3, Math.max(1, Number(columns) || 1)),
      warnings: Array.isArray(warnings) ? warnings.map(String) : [],
      links: Array.isArray(links) ? links.filter((l) => l && typeof l.url === "string").map((l) => ({ url: l.url, top: l.top === true, text: String(l.text ?? "") })) : [],
    };
  }
  if (a && a.ok === false) {
    // The worker's "invalid-type" means it was asked for a kind it does not know.
    const code = isExtractionErrorCode(a.code) ? a.code : "failed";
    throw new ExtractionError(code, { detail: a.detail ?? code, kind });
  }
  throw new ExtractionError("failed", { detail: "the worker's answer had an unexpected shape", kind });
}
