import { DomainError } from "../errors";

export class NoResumeError extends DomainError {
  override name = "NoResumeError";
  constructor() {
    super("No resume to analyze");
  }
}

export class UploadInProgressError extends DomainError {
  override name = "UploadInProgressError";
  constructor() {
    super("Another upload is still being processed. Please wait for it to finish.");
  }
}

export class FileTooLargeError extends DomainError {
  override name = "FileTooLargeError";
  constructor() {
    super("Please upload a file smaller than 10MB.");
  }
}

/** Text far longer than any résumé: refused, so the analysis never works on megabytes of text. */
export class TextTooLongError extends DomainError {
  override name = "TextTooLongError";
  constructor(public characters: number) {
    super(
      `This file holds ${characters.toLocaleString("en")} characters of text, far more than a resume (most are under 20,000). Upload your resume on its own.`,
    );
  }
}

export const MAX_RESUME_CHARS = 100_000;
