// The type check of an upload: the file name's extension and the bytes' signature must agree. The browser's
// content type is never used. Synchronous and cheap (it reads signatures and, for a DOCX, the zip directory).
import { EMPTY_FILE, RESAVE_HINT, saveAsHint } from "~/lib/upload-rules";
import { ExtractionError } from "./errors";
// Plain JavaScript shared with the worker (bundled here, loaded from disk there).
import { checkTextPrefix } from "./text.mjs";

export type FileKind = "pdf" | "docx" | "doc" | "txt";

const KINDS: readonly FileKind[] = ["pdf", "docx", "doc", "txt"];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Signatures of files that are never a résumé in plain text: executables, archives, images, office binaries. */
const BINARY_SIGNATURES: { name: string; bytes: number[]; offset?: number }[] = [
  { name: "ELF executable", bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: "Windows executable", bytes: [0x4d, 0x5a] },
  { name: "Mach-O executable", bytes: [0xfe, 0xed, 0xfa, 0xce] },
  { name: "Mach-O executable", bytes: [0xfe, 0xed, 0xfa, 0xcf] },
  { name: "Mach-O executable", bytes: [0xce, 0xfa, 0xed, 0xfe] },
  { name: "Mach-O executable", bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { name: "Mach-O universal binary or Java class", bytes: [0xca, 0xfe, 0xba, 0xbe] },
  { name: "WebAssembly", bytes: [0x00, 0x61, 0x73, 0x6d] },
  { name: "zip archive", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "zip archive", bytes: [0x50, 0x4b, 0x05, 0x06] },
  { name: "zip archive", bytes: [0x50, 0x4b, 0x07, 0x08] },
  { name: "OLE compound file", bytes: OLE_SIGNATURE },
  { name: "PDF", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { name: "RTF", bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66] },
  { name: "gzip", bytes: [0x1f, 0x8b] },
  { name: "bzip2", bytes: [0x42, 0x5a, 0x68] },
  { name: "xz", bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { name: "7-Zip", bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: "RAR", bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { name: "zstd", bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { name: "PNG", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "JPEG", bytes: [0xff, 0xd8, 0xff] },
  { name: "GIF", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "TIFF", bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: "TIFF", bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: "RIFF (WebP, WAV, AVI)", bytes: [0x52, 0x49, 0x46, 0x46] },
  { name: "SQLite", bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66] },
  { name: "Windows cabinet", bytes: [0x4d, 0x53, 0x43, 0x46] },
  { name: "ISO base media (MP4, HEIC)", bytes: [0x66, 0x74, 0x79, 0x70], offset: 4 },
];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The name of a binary format the bytes begin with, if any. */
export function binarySignature(bytes: Uint8Array): string | null {
  for (const sig of BINARY_SIGNATURES) if (startsWith(bytes, sig.bytes, sig.offset)) return sig.name;
  return null;
}

/** The lower-case extension of a file name (after any path, / or \). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/u).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).trim().toLowerCase() : "";
}

/**
 * What kind of résumé file this is. The extension (.pdf .docx .doc .txt, any case) and the bytes must agree:
 * a PDF starts with %PDF-, a DOCX is a zip holding word/document.xml, a DOC is an OLE2 compound file holding a
 * WordDocument stream, a TXT has no binary signature and decodes as text.
 * Throws ExtractionError: "invalid-type" (a renamed executable, a zip that is no DOCX, ...), "empty" (no
 * bytes), "encrypted" (a password-protected Word file), "corrupt" (a DOCX whose zip directory is unreadable),
 * "not-text" (binary bytes in a .txt).
 */
export function detectFileKind(bytes: Uint8Array, fileName: string): FileKind {
  const ext = fileExtension(fileName);
  if (!(KINDS as readonly string[]).includes(ext)) {
    throw new ExtractionError("invalid-type", { detail: `extension "${ext}" is not accepted`, hint: saveAsHint(ext) });
  }
  const kind = ext as FileKind;
  if (bytes.byteLength === 0) throw new ExtractionError("empty", { detail: "the file is empty", kind, message: EMPTY_FILE });
  const refuse = (detail: string) => new ExtractionError("invalid-type", { detail, kind });
  switch (kind) {
    case "pdf": {
      // Readers accept a header a little after the start (some generators prepend junk).
      if (indexOf(bytes.subarray(0, 1024), [0x25, 0x50, 0x44, 0x46, 0x2d]) < 0) throw notPdf(bytes);
      return "pdf";
    }
    case "docx": {
      if (startsWith(bytes, OLE_SIGNATURE)) {
        // Word saves a password-protected .docx as an OLE file holding an EncryptedPackage stream.
        if (hasOleEntry(bytes, "EncryptedPackage")) throw new ExtractionError("encrypted", { detail: "encrypted OOXML package", kind });
        // A Word 97-2003 document renamed .docx "to be compatible": Word opens it, and so do we.
        if (hasOleEntry(bytes, "WordDocument")) return "doc";
        throw refuse(".docx holding an OLE file");
      }
      const other = otherWordFormat(bytes);
      if (other) throw misnamed("docx", other);
      if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw unknownOr(bytes, kind, ".docx that is not a zip");
      const names = zipEntryNames(bytes);
      if (!names) throw new ExtractionError("corrupt", { detail: "zip directory unreadable (truncated?)", kind });
      if (!hasWordMain(names)) throw refuse("a zip without word/document.xml");
      return "docx";
    }
    case "doc": {
      // A .docx renamed .doc: Word opens it, and so do we, by what it is.
      if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && hasWordMain(zipEntryNames(bytes))) return "docx";
      const other = otherWordFormat(bytes);
      if (other) throw misnamed("doc", other);
      if (!startsWith(bytes, OLE_SIGNATURE)) throw unknownOr(bytes, kind, ".doc that is not an OLE file");
      if (hasOleEntry(bytes, "EncryptedPackage")) throw new ExtractionError("encrypted", { detail: "encrypted OOXML package", kind });
      if (!hasOleEntry(bytes, "WordDocument")) {
        // Cut short before its directory, a Word file is damaged, not of another type (review 34's F6).
        if (oleDirectoryMissing(bytes)) throw new ExtractionError("corrupt", { detail: "an OLE file cut short before its directory (truncated)", kind });
        throw refuse("an OLE file without a WordDocument stream (not Word)");
      }
      return "doc";
    }
    case "txt": {
      // Another format saved or renamed as .txt (TextEdit's RTF, a web page, a PDF) says what it is and what to do.
      const other = otherWordFormat(bytes);
      if (other) throw misnamed("txt", other);
      if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) throw misnamed("txt", "pdf");
      if (isLatexSource(bytes)) throw misnamed("txt", "latex");
      if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && hasWordMain(zipEntryNames(bytes))) throw misnamed("txt", "docx");
      if (startsWith(bytes, OLE_SIGNATURE) && hasOleEntry(bytes, "WordDocument")) throw misnamed("txt", "doc");
      const signature = binarySignature(bytes);
      if (signature) throw refuse(`.txt holding a ${signature}`);
      try {
        checkTextPrefix(bytes);
      } catch (error) {
        throw new ExtractionError("not-text", { detail: error instanceof Error ? error.message : String(error), kind, cause: error });
      }
      return "txt";
    }
  }
}

/**
 * A file of another known format under this extension (an executable, an image, a zip) is of the wrong type; bytes of
 * no format at all, under a résumé's extension, are a damaged file (a download cut short, a disk error).
 */
function unknownOr(bytes: Uint8Array, kind: FileKind, detail: string) {
  const signature = binarySignature(bytes);
  // Said after the spec's text, as for a misnamed Word file: the user did pick a .docx or a .pdf (review 77).
  if (signature) return new ExtractionError("invalid-type", { detail: `${detail} (${signature})`, kind, hint: realFormatHint(kind, signature) });
  return new ExtractionError("corrupt", { detail: `${detail} (unknown bytes)`, kind });
}

const PICTURES = new Set(["PNG", "JPEG", "GIF", "TIFF", "RIFF (WebP, WAV, AVI)", "ISO base media (MP4, HEIC)"]);

/** What a file of another format under a résumé's extension really is, and what to upload instead. */
function realFormatHint(kind: FileKind, signature: string): string {
  if (PICTURES.has(signature)) {
    const what = signature === "RIFF (WebP, WAV, AVI)" ? "WebP" : signature === "ISO base media (MP4, HEIC)" ? "HEIC" : signature;
    return `This .${kind} file is really a ${what} picture. Upload your resume's own file (Word, PDF or plain text), not a photo of it.`;
  }
  return `This .${kind} file is really ${/^[AEIOU]/.test(signature) ? "an" : "a"} ${signature}, not a resume. Choose your resume's file and upload it again.`;
}

/** An RTF or a web page saved with a Word extension, which Word opens without a word of warning. */
function otherWordFormat(bytes: Uint8Array): "rtf" | "html" | null {
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return "rtf";
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512)).replace(/^\uFEFF|^\xEF\xBB\xBF/, "").trimStart().toLowerCase();
  return /^(?:<!doctype html|<html|<\?xml[^>]*>\s*<html|mime-version:)/.test(head) ? "html" : null;
}

/** LaTeX source (a résumé class's .tex file saved as .txt): its commands would be read as the résumé's words. */
function isLatexSource(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  return /^\s*(?:%[^\n]*\n\s*)*\\documentclass\b/u.test(head) || (/\\begin\{document\}/u.test(head) && /\\(?:usepackage|section|textbf)\b/u.test(head));
}

type Misnamed = "rtf" | "html" | "pdf" | "latex" | "docx" | "doc" | "txt";
const REAL: Record<Misnamed, [what: string, fix: string]> = {
  rtf: ["a Rich Text (RTF) file", RESAVE_HINT],
  html: ["a web page", RESAVE_HINT],
  pdf: ["a PDF", "Rename it to end in .pdf and upload it again."],
  latex: ["LaTeX source", "Compile it to PDF (with pdflatex or Overleaf) and upload the PDF."],
  docx: ["a Word document", "Rename it to end in .docx and upload it again."],
  doc: ["a Word 97-2003 document", "Rename it to end in .doc and upload it again."],
  txt: ["a plain-text file", "Rename it to end in .txt and upload it again, or save your résumé as a PDF."],
};

function misnamed(kind: FileKind, real: Misnamed) {
  const [what, fix] = REAL[real];
  return new ExtractionError("invalid-type", { detail: `.${kind} that is really ${what}`, kind, hint: `This .${kind} file is really ${what}. ${fix}` });
}

/**
 * A .pdf without a PDF signature: a Word file, a web page or plain text renamed says what it is and how to upload it
 * (it had been called damaged, review 34's J4); bytes of no format are damaged.
 */
function notPdf(bytes: Uint8Array) {
  const other = otherWordFormat(bytes);
  if (other) return misnamed("pdf", other);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && hasWordMain(zipEntryNames(bytes))) return misnamed("pdf", "docx");
  if (startsWith(bytes, OLE_SIGNATURE) && hasOleEntry(bytes, "WordDocument")) return misnamed("pdf", "doc");
  if (!binarySignature(bytes) && isText(bytes)) return misnamed("pdf", "txt");
  return unknownOr(bytes, "pdf", ".pdf without a PDF signature");
}

function isText(bytes: Uint8Array): boolean {
  try {
    checkTextPrefix(bytes);
    return true;
  } catch {
    return false;
  }
}

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Whether an OLE file's header points its directory past the file's end: a download or a copy cut short. */
function oleDirectoryMissing(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorSize = 2 ** view.getUint16(30, true);
  const directory = view.getInt32(48, true);
  return directory < 0 || (directory + 1) * sectorSize >= bytes.length;
}

/** An OLE directory entry's name is stored in UTF-16LE; finding it in the bytes is enough for a type check. */
function hasOleEntry(bytes: Uint8Array, name: string): boolean {
  const needle = Buffer.from(name, "utf16le");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/**
 * The names in a zip's central directory, or null when the directory cannot be found or read (a truncated
 * file). Reads only the directory, never inflates anything.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const EOCD = 0x06054b50;
  const minEocd = 22;
  if (bytes.byteLength < minEocd) return null;
  let eocd = -1;
  for (let i = bytes.byteLength - minEocd; i >= Math.max(0, bytes.byteLength - minEocd - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (offset === 0xffffffff || size === 0xffffffff || offset + size > eocd) return null;
  const names: string[] = [];
  const decoder = new TextDecoder("utf-8");
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > eocd) return null;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)).replace(/\\/gu, "/"));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const UNSAFE_CHARS = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * A file name safe to store and show: no path (/ or \), no control characters, no bidi overrides or other
 * invisible marks, no characters file systems or headers trip on, whitespace collapsed, at most `maxLength`
 * characters with the extension kept, never empty ("resume.<ext>" when nothing is left).
 */
export function sanitizeFileName(name: string, options: { maxLength?: number; fallbackExtension?: string } = {}): string {
  const maxLength = Math.max(16, options.maxLength ?? 120);
  const base = (name.split(/[/\\]/u).filter((s) => s.trim()).pop() ?? "")
    .normalize("NFC")
    .replace(UNSAFE_CHARS, "")
    .replace(/[<>:"|?*]/gu, "_")
    .replace(/\s+/gu, " ")
    .trim();
  const dot = base.lastIndexOf(".");
  const ext = dot >= 0 && /^[\p{L}\p{N}]{1,10}$/u.test(base.slice(dot + 1)) ? base.slice(dot + 1) : "";
  let stem = (ext ? base.slice(0, dot) : base).replace(/^[.\s]+|[.\s]+$/gu, "");
  const extension = ext || options.fallbackExtension?.replace(/^\./u, "") || "";
  if (!stem) stem = "resume";
  const room = maxLength - (extension ? extension.length + 1 : 0);
  const chars = Array.from(stem);
  // Cut in the middle: a name's end tells its versions apart ("…_2024_FINAL_v3_updated"; review 77).
  if (chars.length > room) stem = room >= 60 ? `${chars.slice(0, room - 41).join("").trimEnd()}…${chars.slice(-40).join("").trimStart()}` : chars.slice(0, room).join("").trimEnd();
  return extension ? `${stem}.${extension}` : stem;
}

/** A Word package's main part: "word/document.xml", or "word/document2.xml" as Word Online has named it (review 38's F1). */
function hasWordMain(names: string[] | null | undefined): boolean {
  return !!names?.some((name) => /^word\/document\d*\.xml$/u.test(name));
}
