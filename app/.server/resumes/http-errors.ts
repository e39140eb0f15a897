import { RateLimitedError } from "../errors";
import { JobDescriptionRequiredError, PaidFeatureError, QuotaExceededError } from "./analyses";
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
    // The spec's text, then what this very file is and what to do about it when that is known ("This .txt file is really
    // a web page. ..."); the hint had been dropped here (review 43's F1).
    if (error.code === "invalid-type") return { status: 415, title: INVALID_FILE_TYPE.title, message: error.userMessage || INVALID_FILE_TYPE.message, code: error.code };
    if (error.code === "too-large") return { status: 413, ...FILE_TOO_LARGE, code: error.code };
    if (error.code === "busy") return { status: 503, title: "Error uploading file", message: error.userMessage, code: error.code };
    return { status: 422, title: "Error uploading file", message: error.userMessage, code: error.code };
  }
  if (error instanceof TextTooLongError) return { status: 422, title: "Error uploading file", message: error.message, code: "too-long" };
  if (error instanceof UploadInProgressError) return { status: 409, title: "Error uploading file", message: error.message, code: "in-progress" };
  if (error instanceof RateLimitedError) return { status: 429, title: "Error uploading file", message: error.message, code: "rate-limited" };
  if (error instanceof BadUploadError) return { status: 400, title: "Error uploading file", message: error.message, code: "bad-request" };
  if (databaseBusy(error, "An upload")) return { status: 503, title: "Error uploading file", message: "There was an error uploading your file. Please try again.", code: "busy" };
  return null;
}

/**
 * The database held by another process past the busy timeout (an operator's sqlite3 shell in a transaction, a backup
 * script): a moment's wait is all it takes, so the answer is a 503 to try again, not a 500 (review 36's F9).
 */
export function databaseBusy(error: unknown, what: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const busy = typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code);
  if (busy) console.error(`${what} failed: the database was locked by another process (${code}).`);
  return busy;
}

export function describeAnalyzeError(error: unknown) {
  if (error instanceof NoResumeError) {
    return { status: 404, title: "No resume to analyze", message: "Please upload a resume first.", code: "no-resume" };
  }
  if (databaseBusy(error, "An analysis")) return { status: 503, title: "Resume analysis failed", message: "There was an error analyzing your resume. Please try again.", code: "busy" };
  return null;
}

/** The spec's failure toasts (section 8), by analysis. */
export const ANALYSIS_FAILED = {
  detailed: { title: "Detailed analysis failed", message: "There was an error performing the detailed analysis. Please try again." },
  gap: { title: "Analysis failed", message: "There was an error analyzing your resume." },
  "job-comparison": { title: "Job comparison failed", message: "There was an error comparing your resume to the job description. Please try again." },
  roadmap: { title: "Career roadmap generation failed", message: "There was an error generating your career roadmap. Please try again." },
} as const;

export type AnalysisFailure = { status: number; title: string; message: string; code: string; upgradeUrl?: string; field?: string };

/** A deeper analysis's refusal as status, toast title and text (spec sections 5 and 8). */
export function describeAnalysisError(kind: keyof typeof ANALYSIS_FAILED, error: unknown): AnalysisFailure | null {
  if (error instanceof NoResumeError) {
    const message = kind === "gap" ? "Please upload a resume on the dashboard first." : "Please upload a resume first.";
    return { status: 404, title: "No resume found", message, code: "no-resume" };
  }
  if (error instanceof JobDescriptionRequiredError) {
    return { status: 400, title: "Job description required", message: error.message, code: "job-description-required", field: "jobDescription" };
  }
  if (error instanceof QuotaExceededError) {
    return { status: 402, title: "Monthly limit reached", message: error.message, code: "quota-exceeded", upgradeUrl: error.upgradeUrl };
  }
  if (error instanceof PaidFeatureError) {
    return { status: 403, title: "Upgrade required", message: error.message, code: "paid-feature", upgradeUrl: error.upgradeUrl };
  }
  if (error instanceof RateLimitedError) return { status: 429, title: ANALYSIS_FAILED[kind].title, message: error.message, code: "rate-limited" };
  if (databaseBusy(error, "An analysis")) return { status: 503, ...ANALYSIS_FAILED[kind], code: "busy" };
  return null;
}
