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
