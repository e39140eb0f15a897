// Review 36's F9: the database held by another process past its busy timeout is a 503 to try again, with the spec's
// failure texts, and a line in the log; not a plain-text 500.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeAnalysisError, describeAnalyzeError, describeUploadError } from "~/.server/resumes/http-errors";

afterEach(() => vi.restoreAllMocks());

function lockedError(): unknown {
  // Two connections to one database file: the first holds the write lock, the second cannot wait.
  const dir = mkdtempSync(join(tmpdir(), "busy-"));
  const a = new Database(join(dir, "busy.sqlite"));
  const b = new Database(join(dir, "busy.sqlite"));
  try {
    a.exec("create table t (x integer)");
    b.pragma("busy_timeout = 0");
    a.exec("begin immediate; insert into t values (1)");
    b.exec("insert into t values (2)");
    return null;
  } catch (error) {
    return error;
  } finally {
    for (const db of [a, b]) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a database locked by another process", () => {
  it("is a 503 with the spec's upload and analysis failure texts, and is logged", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = lockedError();
    expect((error as { code?: string }).code).toMatch(/^SQLITE_(BUSY|LOCKED)/);
    expect(describeUploadError(error)).toEqual({ status: 503, title: "Error uploading file", message: "There was an error uploading your file. Please try again.", code: "busy" });
    expect(describeAnalyzeError(error)).toEqual({ status: 503, title: "Resume analysis failed", message: "There was an error analyzing your resume. Please try again.", code: "busy" });
    // The four deeper analyses too (review 37's F4): each with its own failure text.
    expect(describeAnalysisError("detailed", error)).toEqual({ status: 503, title: "Detailed analysis failed", message: "There was an error performing the detailed analysis. Please try again.", code: "busy" });
    expect(describeAnalysisError("roadmap", error)).toMatchObject({ status: 503, title: "Career roadmap generation failed", code: "busy" });
    expect(logged).toHaveBeenCalledTimes(4);
    expect(describeUploadError(new Error("something else"))).toBeNull();
  });
});
