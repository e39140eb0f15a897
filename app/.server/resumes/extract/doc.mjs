// @ts-check
// Word 97-2003 (.doc) text, in the extraction worker, through word-extractor.
import { createRequire } from "node:module";
import WordExtractor from "word-extractor";
import { CONTACT_ITEM, NAME_LINE, withMargins } from "./docx.mjs";
import { WorkerError } from "./worker-error.mjs";

const require = createRequire(import.meta.url);

// Two adjustments to word-extractor's OLE reader, made in this worker thread only (each guarded: with another
// layout of the package they are skipped):
// - an encrypted document's scrambled bytes would be read as text: a FIB with the fEncrypted flag (bit 0x0100
//   of the flags at 0x0A) is refused;
// - a table cell's end mark (U+0007) becomes a tab, which glues a layout table's cells into one line: it is
//   made a paragraph end instead (same length, so character positions do not move); Word's hyphens and two
//   Symbol-font characters are given as what they show (below).
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
  const writeCharacterProperties = proto?.writeCharacterProperties;
  if (typeof writeCharacterProperties === "function") {
    proto.writeCharacterProperties = function (/** @type {Buffer} */ buffer, /** @type {Buffer} */ tableBuffer) {
      writeCharacterProperties.call(this, buffer, tableBuffer);
      blankHiddenRuns(this._pieces ?? [], buffer, tableBuffer);
    };
  }
  const buildDocument = proto?.buildDocument;
  if (typeof buildDocument === "function") {
    proto.buildDocument = function () {
      for (const piece of this._pieces ?? []) {
        // Word's non-breaking hyphen (U+001E) is dropped by word-extractor and its optional hyphen (U+001F) becomes the
        // word "undefined" ("Kuberundefinednetes", review 38's F5): given as U+2011 and U+00AD, which the parser reads
        // as a hyphen and leaves out. A Symbol-font dash (U+F02D) and bullet (U+F0B7) become what they show (F8).
        if (piece && typeof piece.text === "string") {
          piece.text = piece.text
            .replace(/\u0007/gu, "\r")
            .replace(/\u001e/gu, "\u2011")
            .replace(/\u001f/gu, "\u00ad")
            .replace(/\uf02d/gu, "-")
            .replace(/\uf0b7/gu, "\u2022");
        }
      }
      return buildDocument.call(this);
    };
  }
} catch {
  // Another word-extractor layout: read as it is.
}

/**
 * Text formatted Hidden (sprmCFVanish) is left out, as Word shows it and as the .docx reader does (review 38's F9): an
 * old phone number kept hidden had won over the real one. word-extractor reads the character runs (CHPX) only for
 * tracked deletions; this reads them again for the hidden flag and blanks those runs with NULs, which it removes later,
 * as it does deleted text. Piece lengths do not change.
 * @param {{ startFilePos: number, size: number, bpc: number, text: string }[]} pieces
 * @param {Buffer} buffer the WordDocument stream
 * @param {Buffer} tableBuffer the table stream
 */
function blankHiddenRuns(pieces, buffer, tableBuffer) {
  const SPRM_C_F_VANISH = 0x083c;
  const at = buffer.readUInt32LE(0x00fa);
  const length = buffer.readUInt32LE(0x00fe);
  const count = (length - 4) / 8;
  if (!Number.isInteger(count) || count <= 0 || at + length > tableBuffer.length) return;
  const plc = tableBuffer.subarray(at, at + length);
  for (let i = 0; i < count; i++) {
    const page = plc.readUInt32LE((count + 1) * 4 + i * 4);
    const fkp = buffer.subarray(page * 512, (page + 1) * 512);
    if (fkp.length < 512) continue;
    const runs = fkp.readUInt8(511);
    for (let j = 0; j < runs; j++) {
      const rgb = fkp.readUInt8((runs + 1) * 4 + j);
      if (rgb === 0) continue;
      const cb = fkp.readUInt8(rgb * 2);
      const grpprl = fkp.subarray(rgb * 2 + 1, rgb * 2 + 1 + cb);
      if (hiddenIn(grpprl)) blank(pieces, fkp.readUInt32LE(j * 4), fkp.readUInt32LE((j + 1) * 4));
    }
  }

  /** Whether a run's properties set Hidden: the toggle 1, or 0x81 (the opposite of its style's, which is shown). */
  function hiddenIn(/** @type {Buffer} */ grpprl) {
    let hidden = false;
    for (let o = 0; o + 2 <= grpprl.length; ) {
      const sprm = grpprl.readUInt16LE(o);
      o += 2;
      if (sprm === SPRM_C_F_VANISH && o < grpprl.length) hidden = grpprl[o] === 1 || grpprl[o] === 0x81;
      const spra = sprm >> 13;
      o += spra === 6 ? (grpprl[o] ?? 0) + 1 : ([1, 1, 2, 4, 2, 2, 0, 3][spra] ?? 1);
    }
    return hidden;
  }

  function blank(/** @type {typeof pieces} */ all, /** @type {number} */ start, /** @type {number} */ end) {
    for (const piece of all) {
      const from = Math.max(start, piece.startFilePos);
      const to = Math.min(end, piece.startFilePos + piece.size);
      if (from >= to || !piece.bpc) continue;
      const a = (from - piece.startFilePos) / piece.bpc;
      const b = (to - piece.startFilePos) / piece.bpc;
      piece.text = piece.text.slice(0, a) + "\0".repeat(b - a) + piece.text.slice(b);
    }
  }
}

// A sector chain that runs in a circle (a damaged or hostile allocation table) is refused: word-extractor follows it
// for ever, growing one array, and V8 aborts the whole process on that allocation instead of ending the worker at its
// memory cap (nodejs/node#47224), which took the server down with one 41 KB file (review 34's F1).
try {
  const AllocationTable = require("word-extractor/lib/ole-allocation-table");
  if (typeof AllocationTable?.prototype?.getSecIdChain === "function") {
    AllocationTable.prototype.getSecIdChain = function (/** @type {number} */ start) {
      const table = this._table ?? [];
      const seen = new Set();
      const ids = [];
      for (let id = start; id > -1; id = table[id] ?? -1) {
        if (seen.has(id)) throw new WorkerError("corrupt", "a sector chain of the Word document runs in a circle");
        seen.add(id);
        ids.push(id);
        if (id >= table.length) break;
      }
      return ids;
    };
  }
} catch {
  // Another word-extractor layout: read as it is.
}

/**
 * The header's table sizes against the file's: a count of sectors larger than the file holds is damage, and would
 * have word-extractor allocate for it.
 * @param {Buffer} buffer
 */
function checkOleHeader(buffer) {
  if (buffer.length < 512) throw new WorkerError("corrupt", "the Word document is shorter than its header");
  const shift = buffer.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) throw new WorkerError("corrupt", "the Word document's sector size is not 512 or 4096 bytes");
  const sectors = Math.ceil(buffer.length / (1 << shift));
  for (const at of [44, 64, 72]) {
    const count = buffer.readInt32LE(at);
    if (count < 0 || count > sectors) throw new WorkerError("corrupt", "the Word document's allocation tables are larger than the file");
  }
}

/**
 * Whether the text boxes hold the name and headline set apart at the top of the page (review 38's F7): a .doc does not
 * say where its boxes are anchored, so this is read from the text. The boxes are a few short lines with no address,
 * number or list, and the body opens with contact details (an e-mail, a phone, a link), where a name would come first.
 * @param {string} body
 * @param {string} boxes
 */
export function nameBoxFirst(body, boxes) {
  const lines = boxes.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!lines.length || lines.length > 3 || lines.some((l) => l.length > 60 || /[@\d/:•|]/u.test(l))) return false;
  const first = body.split("\n").find((l) => l.trim()) ?? "";
  return /@|\bwww\.|https?:|linkedin\.com|\+?\d[\d\s().-]{7,}\d/iu.test(first);
}

/**
 * Text boxes of contact details alone (a town, an e-mail, a phone, a link) go under the name that opens the body, where
 * the page shows them: after the body they joined its last section, and the town was read as a skill (review 65).
 * Null when the boxes hold anything else, or the body opens with no name.
 * @param {string} body
 * @param {string} boxes
 */
function contactBoxUnderName(body, boxes) {
  const items = boxes.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!items.length || !items.every((l) => CONTACT_ITEM.test(l))) return null;
  const lines = body.split("\n");
  const first = lines.findIndex((l) => l.trim());
  if (first < 0 || !NAME_LINE.test(/** @type {string} */ (lines[first]).trim())) return null;
  return [...lines.slice(0, first + 1), ...items, ...lines.slice(first + 1)].join("\n");
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
    checkOleHeader(buffer);
    doc = await new WordExtractor().extract(buffer);
  } catch (error) {
    if (error instanceof WorkerError) throw error;
    throw new WorkerError("corrupt", error instanceof Error ? error.message : String(error));
  }
  // Keep the document's own dashes and quotes (the default filter turns them into ASCII).
  const options = { filterUnicode: false };
  // Page headers and footers: contact details sit in either, as in a .docx (footers had been left out: review 38's F6).
  const margins = [String(doc.getHeaders({ ...options, includeFooters: false }) ?? ""), String(doc.getFooters(options) ?? "")].map((part) => part.replace(/\r/gu, "\n"));
  const body = String(doc.getBody(options) ?? "");
  // Text boxes (a sidebar drawn as a box) come after the body: their place in the flow is not recorded. A name set in a
  // box is put first (below).
  const boxes = String(doc.getTextboxes({ ...options, includeHeadersAndFooters: false, includeBody: true }) ?? "");
  const parts = [body, boxes].map((part) => part.replace(/\r/gu, "\n").trim());
  const main = contactBoxUnderName(parts[0] ?? "", parts[1] ?? "") ?? (nameBoxFirst(parts[0] ?? "", parts[1] ?? "") ? parts.reverse() : parts).filter(Boolean).join("\n\n");
  const text = withMargins(margins, main).trim();
  return { text, pages: null, columns: 1, warnings: [] };
}
