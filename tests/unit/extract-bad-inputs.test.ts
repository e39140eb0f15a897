// Files the upload must refuse, each with the right code and a message that says why and what to do.
import { describe, expect, it } from "vitest";
import { detectFileKind, ExtractionError, extractText, type ExtractionErrorCode, type FileKind } from "~/.server/resumes/extract";
import {
  binaryNoise,
  blankPdf,
  elfBytes,
  encryptedPdf,
  fixture,
  imageOnlyPdf,
  lyingDocx,
  manyEntriesDocx,
  ownerOnlyPdf,
  smallDocx,
  zipBombDocx,
} from "./extract-fixtures";

const TIMEOUT = 60_000;

/** Runs the upload's two steps (type check, then extraction) and returns the error code, if any. */
async function refusal(bytes: Uint8Array, fileName: string): Promise<ExtractionError | null> {
  try {
    const kind: FileKind = detectFileKind(bytes, fileName);
    await extractText(bytes, kind);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return error as ExtractionError;
  }
}

async function expectRefused(bytes: Uint8Array, fileName: string, code: ExtractionErrorCode) {
  const error = await refusal(bytes, fileName);
  expect(error?.code, fileName).toBe(code);
  expect(error?.userMessage.length).toBeGreaterThan(20);
  return error!;
}

describe.concurrent("bad inputs", () => {
  it("a renamed executable is an invalid file type", async () => {
    const error = await expectRefused(elfBytes(), "resume.pdf", "invalid-type");
    expect(error.title).toBe("Invalid file type");
  });

  it("an encrypted PDF is refused as password-protected", async () => {
    const error = await expectRefused(await encryptedPdf(), "locked.pdf", "encrypted");
    expect(error.userMessage).toBe("This PDF is password-protected. Remove the password (print it to a new PDF) and upload it again.");
  }, TIMEOUT);

  it("a PDF with only an owner password (no password to open) is read", async () => {
    const result = await extractText(await ownerOnlyPdf(), "pdf");
    expect(result.text).toContain("Backend Engineer at Example GmbH, 2019 - 2024");
  }, TIMEOUT);

  it("an image-only PDF (a scan) is refused", async () => {
    const error = await expectRefused(await imageOnlyPdf(), "scan.pdf", "image-only");
    expect(error.userMessage).toBe(
      "This PDF has no selectable text, it looks like a scan. Upload the original Word or PDF file, or a version exported with text.",
    );
  }, TIMEOUT);

  it("a PDF with neither text nor images is empty", async () => {
    const error = await expectRefused(await blankPdf(), "blank.pdf", "empty");
    expect(error.userMessage).toMatch(/^We could not find any text in this file/u);
  }, TIMEOUT);

  it("a truncated PDF (the first half of a real one) is corrupt", async () => {
    const whole = fixture("awesome-cv/resume.pdf");
    await expectRefused(whole.subarray(0, whole.length >> 1), "resume.pdf", "corrupt");
  }, TIMEOUT);

  it("a PDF signature followed by garbage is corrupt", async () => {
    const bytes = new Uint8Array([...Buffer.from("%PDF-1.7\n"), ...binaryNoise(3000), ...Buffer.from("\n%%EOF\n")]);
    await expectRefused(bytes, "resume.pdf", "corrupt");
  }, TIMEOUT);

  it("an empty file is empty, whatever its extension", async () => {
    for (const name of ["empty.pdf", "empty.docx", "empty.doc", "empty.txt"]) await expectRefused(new Uint8Array(0), name, "empty");
    await expect(extractText(new Uint8Array(0), "pdf")).rejects.toMatchObject({ code: "empty" });
  });

  it("a text file with almost nothing in it is empty", async () => {
    await expectRefused(new Uint8Array(Buffer.from("  Jane Doe \n\n\t jane@example.com\n")), "cv.txt", "empty");
  }, TIMEOUT);

  it("binary bytes in a .txt are not text (at the type check and in the worker)", async () => {
    await expectRefused(binaryNoise(), "resume.txt", "not-text");
    await expect(extractText(binaryNoise(), "txt")).rejects.toMatchObject({ code: "not-text" });
  }, TIMEOUT);

  it("binary bytes after a long text start are caught by the worker's full decode", async () => {
    const bytes = new Uint8Array([...Buffer.from("Jane Doe, engineer. ".repeat(5000)), ...binaryNoise(50_000)]);
    expect(detectFileKind(bytes, "resume.txt")).toBe("txt");
    await expect(extractText(bytes, "txt")).rejects.toMatchObject({ code: "not-text" });
  }, TIMEOUT);

  it("a DOCX zip bomb (200 MB of zeros in one entry) is refused before it is inflated", async () => {
    const bomb = await zipBombDocx();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(detectFileKind(bomb, "bomb.docx")).toBe("docx");
    const error = await expectRefused(bomb, "bomb.docx", "too-complex");
    expect(error.detail).toMatch(/bytes uncompressed|inflates/u);
  }, TIMEOUT);

  it("a DOCX whose directory lies about sizes is stopped while inflating", async () => {
    const liar = await lyingDocx();
    const error = await expectRefused(liar, "liar.docx", "too-complex");
    expect(error.detail).toMatch(/too many bytes/u);
  }, TIMEOUT);

  it("a DOCX with thousands of entries is refused", async () => {
    await expectRefused(await manyEntriesDocx(), "many.docx", "too-complex");
  }, TIMEOUT);

  it("a file larger than 10 MB is refused before any work", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(Buffer.from("%PDF-1.4\n"));
    await expect(extractText(big, "pdf")).rejects.toMatchObject({ code: "too-large", userMessage: "Please upload a file smaller than 10MB." });
  });

  it("the caller's bytes stay usable after an extraction (the worker gets a copy)", async () => {
    const bytes = await smallDocx();
    const before = Buffer.from(bytes).toString("base64");
    await extractText(bytes, "docx");
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(bytes).toString("base64")).toBe(before);
  }, TIMEOUT);
});
