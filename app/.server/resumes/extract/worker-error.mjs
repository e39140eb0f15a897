// @ts-check
// The error the extraction worker reports: a code the main thread turns into an ExtractionError with a message
// for the user, and a detail for the logs.

/**
 * @typedef {"invalid-type" | "encrypted" | "corrupt" | "image-only" | "empty" | "not-text" | "too-complex"} WorkerErrorCode
 */

export class WorkerError extends Error {
  /**
   * @param {WorkerErrorCode} code
   * @param {string} detail
   */
  constructor(code, detail) {
    super(`${code}: ${detail}`);
    this.name = "WorkerError";
    this.code = code;
    this.detail = detail;
  }
}
