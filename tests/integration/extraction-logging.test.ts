// Review 36's F3: an extraction that fails on the server's side is logged for the operator (the user is only told to
// try again), without the file's content; a file's own fault is not logged.
import { afterEach, describe, expect, it, vi } from "vitest";
import { register } from "~/.server/accounts/accounts";
import { ExtractionError } from "~/.server/resumes/extract";
import { uploadResume } from "~/.server/resumes/resumes";

const failure = vi.hoisted(() => ({ code: "failed" as string }));
vi.mock("~/.server/resumes/extract", async (original) => {
  const actual = await original<typeof import("~/.server/resumes/extract")>();
  return {
    ...actual,
    extractText: vi.fn(async () => {
      throw new actual.ExtractionError(failure.code as never, { detail: "worker exited with code 1 before answering" });
    }),
  };
});

describe("extraction failures in the log", async () => {
  const user = await register({ name: "Log Tester", email: "logs@example.com", username: "logs", password: "password1", plan: "free" });
  const bytes = new TextEncoder().encode("Jane Secret-Name\njane@example.com\n");
  afterEach(() => vi.restoreAllMocks());

  it("logs a worker's failure with its detail, the file's kind and size, and not its text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    failure.code = "failed";
    await expect(uploadResume(user.id, { fileName: "cv.txt", bytes })).rejects.toBeInstanceOf(ExtractionError);
    expect(logged).toHaveBeenCalledWith(`Résumé extraction failed (txt, ${bytes.length} bytes): worker exited with code 1 before answering`);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("Secret-Name");
  });

  it("does not log a file's own fault (damaged, encrypted, image-only)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    failure.code = "corrupt";
    await expect(uploadResume(user.id, { fileName: "cv.txt", bytes })).rejects.toBeInstanceOf(ExtractionError);
    expect(logged).not.toHaveBeenCalled();
  });
});
