// @ts-check
// Word 97-2003 (.doc) text, in the extraction worker, through word-extractor.
import { createRequire } from "node:module";
import WordExtractor from "word-extractor";
import { WorkerError } from "./worker-error.mjs";

const require = createRequire(import.meta.url);

// Two adjustments to word-extractor's OLE reader, made in this worker thread only (each guarded: with another
// layout of the package they are skipped):
// - an encrypted document's scrambled bytes would be read as text: a FIB with the fEncrypted flag (bit 0x0100
//   of the flags at 0x0A) is refused;
// - a table cell's end mark (U+0007) becomes a tab, which glues a layout table's cells into one line: it is
//   made a paragraph end instead (same length, so character positions do not move).
try {
  const WordOleExtractor = require("word-extractor/lib/word-ole-extractor");
  const proto = WordOleExtractor?.prototype;
  const extractWordDocument = proto?.extractWordDocument;
  if (typeof extractWordDocument === "function") {
    proto.extractWordDocument = function (/** @type {unknown} */ document, /** @type {Buffer} */ buffer) {
      if (Buffer.isBuffer(buffer) && buffer.length > 0x0c && (buffer.readUInt16LE(0x0a) & 0x0100) !== 0) {
        return Promise.reject(new WorkerError("encrypted", "the Word document is encrypted"));
      }
      return extractWordDocument.call(this, document, buffer);
    };
  }
  const buildDocument = proto?.buildDocument;
  if (typeof buildDocument === "function") {
    proto.buildDocument = function () {
      for (const piece of this._pieces ?? []) {
        if (piece && typeof piece.text === "string") piece.text = piece.text.replace(/\u0007/gu, "\r");
      }
      return buildDocument.call(this);
    };
  }
} catch {
  // Another word-extractor layout: read as it is.
}

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string, pages: null, columns: number, warnings: string[] }>}
 */
export async function extractDoc(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {any} */
  let doc;
  try {
    doc = await new WordExtractor().extract(buffer);
  } catch (error) {
    if (error instanceof WorkerError) throw error;
    throw new WorkerError("corrupt", error instanceof Error ? error.message : String(error));
  }
  // Keep the document's own dashes and quotes (the default filter turns them into ASCII).
  const options = { filterUnicode: false };
  const headers = String(doc.getHeaders({ ...options, includeFooters: false }) ?? "");
  const body = String(doc.getBody(options) ?? "");
  // Text boxes (a sidebar drawn as a box) come after the body: their place in the flow is not recorded.
  const boxes = String(doc.getTextboxes({ ...options, includeHeadersAndFooters: false, includeBody: true }) ?? "");
  const text = [headers, body, boxes]
    .map((part) => part.replace(/\r/gu, "\n").trim())
    .filter(Boolean)
    .join("\n\n");
  return { text, pages: null, columns: 1, warnings: [] };
}
