import { describe, expect, it } from "vitest";
import { checkFileBeforeUpload } from "~/lib/upload-rules";

describe("the browser's check of a chosen file", () => {
  it("accepts the four kinds up to 10 MB, in any case", () => {
    for (const name of ["cv.pdf", "CV.DOCX", "cv.doc", "cv.txt"]) expect(checkFileBeforeUpload({ name, size: 1000 })).toBeNull();
  });
  it("refuses other kinds with the spec's text, and says how to save a format Word opens", () => {
    expect(checkFileBeforeUpload({ name: "cv.exe", size: 10 })).toEqual({ title: "Invalid file type", description: "Please upload a PDF, DOC, DOCX, or TXT file." });
    expect(checkFileBeforeUpload({ name: "cv.rtf", size: 10 })?.description).toBe(
      "Please upload a PDF, DOC, DOCX, or TXT file. This is a Rich Text (RTF) file. Open it in Word, choose File > Save As > Word Document (.docx) or PDF, and upload that copy.",
    );
  });
  it("refuses an empty file before it is sent, under the title the server's refusal has", () => {
    expect(checkFileBeforeUpload({ name: "cv.pdf", size: 0 })?.description).toMatch(/^This file is empty \(0 bytes\)\./);
    expect(checkFileBeforeUpload({ name: "cv.pdf", size: 0 })?.title).toBe("Error uploading file");
  });
  it("refuses a file over 10 MB", () => {
    expect(checkFileBeforeUpload({ name: "cv.pdf", size: 10 * 1024 * 1024 + 1 })).toEqual({ title: "File too large", description: "Please upload a file smaller than 10MB." });
  });
});
