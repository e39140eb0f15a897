import { ExtractionError } from "./extract";
import { BadUploadError } from "./upload-request";
import { FileTooLargeError, NoResumeError, TextTooLongError, UploadInProgressError } from "./errors";

export const INVALID_FILE_TYPE = { title: "Invalid file type", message: "Please upload a PDF, DOC, DOCX, or TXT file." } as const;
export const FILE_TOO_LARGE = { title: "File too large", message: "Please upload a file smaller than 10MB." } as const;

export type UploadFailure = { status: number; title: string; message: string; code: string };

/** What a failed upload tells the user (spec section 8), and the status the API answers with. */
export function describeUploadError(error: unknown): UploadFailure | null {
  if (error instanceof FileTooLargeError) return { status: 413, ...FILE_TOO_LARGE, code: "too-large" };
  if (error instanceof ExtractionError) {
    if (error.code === "invalid-type") return { status: 415, ...INVALID_FILE_TYPE, code: error.code };
    if (error.code === "too-large") return { status: 413, ...FILE_TOO_LARGE, code: error.code };
    if (error.code === "busy") return { status: 503, title: "Error uploading file", message: error.userMessage, code: error.code };
    return { status: 422, title: "Error uploading file", message: error.userMessage, code: error.code };
  }
  if (error instanceof TextTooLongError) return { status: 422, title: "Error uploading file", message: error.message, code: "too-long" };
  if (error instanceof UploadInProgressError) return { status: 409, title: "Error uploading file", message: error.message, code: "in-progress" };
  if (error instanceof BadUploadError) return { status: 400, title: "Error uploading file", message: error.message, code: "bad-request" };
  return null;
}

export function describeAnalyzeError(error: unknown) {
  if (error instanceof NoResumeError) {
    return { status: 404, title: "No resume to analyze", message: "Please upload a resume first.", code: "no-resume" };
  }
  return null;
}
