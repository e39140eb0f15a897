import { DomainError } from "~/.server/errors";
import type { FileKind } from "./file-kind";

/** Why a file was refused or could not be read. */
export type ExtractionErrorCode =
  | "invalid-type"
  | "too-large"
  | "empty"
  | "not-text"
  | "encrypted"
  | "corrupt"
  | "image-only"
  | "too-complex"
  | "timeout"
  | "busy"
  | "failed";

export const EXTRACTION_ERROR_CODES: readonly ExtractionErrorCode[] = [
  "invalid-type",
  "too-large",
  "empty",
  "not-text",
  "encrypted",
  "corrupt",
  "image-only",
  "too-complex",
  "timeout",
  "busy",
  "failed",
];

/** A short title (for a toast) and a message that says why and what to do, by code. */
export const EXTRACTION_MESSAGES: Record<ExtractionErrorCode, { title: string; message: string }> = {
  "invalid-type": { title: "Invalid file type", message: "Please upload a PDF, DOC, DOCX, or TXT file." },
  "too-large": { title: "File too large", message: "Please upload a file smaller than 10MB." },
  empty: {
    title: "No text found",
    message:
      "We could not find any text in this file. Check that it is your resume and that its text can be selected, then upload it again.",
  },
  "not-text": {
    title: "Not a text file",
    message: "This .txt file does not contain plain text. Save your resume as plain text (UTF-8), or upload the PDF or Word file instead.",
  },
  encrypted: {
    title: "Password-protected file",
    message: "This PDF is password-protected. Remove the password (print it to a new PDF) and upload it again.",
  },
  corrupt: {
    title: "File could not be read",
    message: "This file seems to be damaged or incomplete. Open it, save or export it again (for example as PDF), and upload the new copy.",
  },
  "image-only": {
    title: "No selectable text",
    message:
      "This PDF has no selectable text, it looks like a scan. Upload the original Word or PDF file, or a version exported with text.",
  },
  "too-complex": {
    title: "File too complex",
    message: "This file expands to far more data than a resume holds, so we did not read it. Save it again (or export it to PDF) and upload the new copy.",
  },
  timeout: {
    title: "File took too long",
    message: "Reading this file took too long, so we stopped. Save it again (or export it to PDF) and upload the new copy.",
  },
  busy: { title: "Server busy", message: "We are reading many files right now. Please try again in a minute." },
  failed: {
    title: "File could not be read",
    message: "Something went wrong while reading this file. Please try again, or upload it as a PDF, DOCX or TXT file.",
  },
};

const WORD_ENCRYPTED =
  "This document is password-protected. Remove the password (in Word: File > Info > Protect Document > Encrypt with Password, clear it), save it and upload it again.";

/** A file the upload cannot use: `code` for the program, `title` and `userMessage` for the person. */
export class ExtractionError extends DomainError {
  override name = "ExtractionError";
  readonly code: ExtractionErrorCode;
  readonly title: string;
  readonly userMessage: string;
  /** What went wrong, for the logs (never shown to the user). */
  readonly detail: string;

  /** `hint`: what to do about this very file, after the message ("This .doc file is really an RTF document: ..."). */
  constructor(code: ExtractionErrorCode, options: { detail?: string; kind?: FileKind; cause?: unknown; hint?: string; message?: string } = {}) {
    const detail = options.detail ?? code;
    super(`${code}: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.detail = detail;
    this.title = EXTRACTION_MESSAGES[code].title;
    const message = options.message ?? (code === "encrypted" && (options.kind === "docx" || options.kind === "doc") ? WORD_ENCRYPTED : EXTRACTION_MESSAGES[code].message);
    this.userMessage = options.hint ? `${message} ${options.hint}` : message;
  }
}

export function isExtractionErrorCode(value: unknown): value is ExtractionErrorCode {
  return typeof value === "string" && (EXTRACTION_ERROR_CODES as readonly string[]).includes(value);
}
