import { describe, expect, it } from "vitest";
import { detectFileKind, ExtractionError, sanitizeFileName, type ExtractionErrorCode } from "~/.server/resumes/extract";
import { binaryNoise, elfBytes, encryptedPdf, fixture, peBytes, plainZip, smallDocx } from "./extract-fixtures";

/** The code of the ExtractionError `fn` throws. */
function codeOf(fn: () => unknown): ExtractionErrorCode | "no error" {
  try {
    fn();
    return "no error";
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return (error as ExtractionError).code;
  }
}

const text = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));
const RESUME_TEXT = "Jane Doe\nSoftware Engineer\n\nExperience\nAcme Corp, 2019 - 2024: built things in TypeScript.\n";

describe("detectFileKind", () => {
  it("accepts each kind when the extension and the bytes agree, whatever the extension's case", async () => {
    expect(detectFileKind(fixture("altacv/mmayer.pdf"), "mmayer.pdf")).toBe("pdf");
    expect(detectFileKind(fixture("altacv/mmayer.pdf"), "C:\\Users\\me\\CV.PDF")).toBe("pdf");
    expect(detectFileKind(fixture("word/one-column.docx"), "cv.DocX")).toBe("docx");
    expect(detectFileKind(await smallDocx(), "cv.docx")).toBe("docx");
    expect(detectFileKind(fixture("word/one-column.doc"), "cv.Doc")).toBe("doc");
    expect(detectFileKind(text(RESUME_TEXT), "cv.TXT")).toBe("txt");
  });

  it("refuses other extensions and names without one", () => {
    for (const name of ["cv.rtf", "cv.odt", "cv.pdf.exe", "cv", "pdf", ".pdf.", "cv.html"]) {
      expect(codeOf(() => detectFileKind(text(RESUME_TEXT), name)), name).toBe("invalid-type");
    }
  });

  it("refuses renamed executables under every accepted extension", () => {
    const macho = new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1, 3, 0, 0, 0, 2, 0, 0, 0, ...binaryNoise(200)]);
    for (const bytes of [elfBytes(), peBytes(), macho]) {
      for (const name of ["resume.pdf", "resume.docx", "resume.doc", "resume.txt"]) {
        expect(codeOf(() => detectFileKind(bytes, name)), name).toBe("invalid-type");
      }
    }
  });

  it("refuses a zip that is not a DOCX, and formats under the wrong extension", async () => {
    const zip = await plainZip();
    expect(codeOf(() => detectFileKind(zip, "resume.docx"))).toBe("invalid-type");
    expect(codeOf(() => detectFileKind(zip, "resume.txt"))).toBe("invalid-type");
    // A real DOCX named .pdf, a PDF named .docx or .txt.
    expect(codeOf(() => detectFileKind(fixture("word/one-column.docx"), "resume.pdf"))).toBe("invalid-type");
    expect(codeOf(() => detectFileKind(fixture("billryan/resume.pdf"), "resume.docx"))).toBe("invalid-type");
    expect(codeOf(() => detectFileKind(fixture("billryan/resume.pdf"), "resume.txt"))).toBe("invalid-type");
    // An OLE file that is not a Word document (no WordDocument stream).
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(Buffer.from("Workbook", "utf16le"), 600);
    expect(codeOf(() => detectFileKind(ole, "resume.doc"))).toBe("invalid-type");
  });

  it("calls bytes of no format at all under a résumé's extension damaged, not of the wrong type", () => {
    const noise = new Uint8Array(2000).map((_, i) => (i * 73 + 11) % 251);
    for (const name of ["resume.docx", "resume.pdf", "resume.doc"]) expect(codeOf(() => detectFileKind(noise, name))).toBe("corrupt");
    expect(codeOf(() => detectFileKind(peBytes(), "setup.pdf"))).toBe("invalid-type");
  });

  it("reads a Word file under the other Word extension by what it is (decision 0028)", () => {
    expect(detectFileKind(fixture("word/one-column.doc"), "resume.docx")).toBe("doc");
    expect(detectFileKind(fixture("word/one-column.docx"), "resume.doc")).toBe("docx");
  });

  it("says what an RTF or a web page under a Word extension is, and how to save it as one", () => {
    const rtf = new TextEncoder().encode("{\\rtf1\\ansi Jane Doe\\par}");
    const html = new TextEncoder().encode("<html xmlns:w='urn:schemas-microsoft-com:office:word'><body>Jane Doe</body></html>");
    for (const [bytes, name, said] of [
      [rtf, "resume.doc", "This .doc file is really a Rich Text (RTF) file."],
      [rtf, "resume.docx", "This .docx file is really a Rich Text (RTF) file."],
      [html, "resume.doc", "This .doc file is really a web page."],
      [rtf, "resume.rtf", "This is a Rich Text (RTF) file."],
    ] as const) {
      try {
        detectFileKind(bytes, name);
        expect.unreachable();
      } catch (error) {
        expect((error as ExtractionError).code).toBe("invalid-type");
        expect((error as ExtractionError).userMessage).toBe(`Please upload a PDF, DOC, DOCX, or TXT file. ${said} Open it in Word, choose File > Save As > Word Document (.docx) or PDF, and upload that copy.`);
      }
    }
  });

  it("says what a text or Word file renamed .pdf is, and how to upload it (it had been called damaged)", () => {
    const text = new TextEncoder().encode("Jane Doe\njane@example.com\n\nEXPERIENCE\nEngineer, Acme, 2019 - Present\n");
    for (const [bytes, said] of [
      [text, "This .pdf file is really a plain-text file. Rename it to end in .txt and upload it again, or save your résumé as a PDF."],
      [fixture("word/one-column.docx"), "This .pdf file is really a Word document. Rename it to end in .docx and upload it again."],
      [fixture("word/one-column.doc"), "This .pdf file is really a Word 97-2003 document. Rename it to end in .doc and upload it again."],
    ] as const) {
      try {
        detectFileKind(bytes, "resume.pdf");
        expect.unreachable();
      } catch (error) {
        expect((error as ExtractionError).code).toBe("invalid-type");
        expect((error as ExtractionError).userMessage).toBe(`Please upload a PDF, DOC, DOCX, or TXT file. ${said}`);
      }
    }
  });

  it("says a password-protected Word file is encrypted", () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(Buffer.from("EncryptedPackage", "utf16le"), 1100);
    expect(codeOf(() => detectFileKind(ole, "resume.docx"))).toBe("encrypted");
    try {
      detectFileKind(ole, "resume.docx");
    } catch (error) {
      expect((error as ExtractionError).userMessage).toMatch(/password-protected.*Word/u);
    }
  });

  it("says a truncated DOCX is corrupt, and an empty file is empty", () => {
    const docx = fixture("word/one-column.docx");
    expect(codeOf(() => detectFileKind(docx.subarray(0, docx.length >> 1), "resume.docx"))).toBe("corrupt");
    for (const name of ["resume.pdf", "resume.docx", "resume.doc", "resume.txt"]) {
      expect(codeOf(() => detectFileKind(new Uint8Array(0), name)), name).toBe("empty");
    }
  });

  it("refuses binary bytes in a .txt as not text", () => {
    expect(codeOf(() => detectFileKind(binaryNoise(), "resume.txt"))).toBe("not-text");
    const nul = text(`${RESUME_TEXT}\u0000\u0001\u0002 more`);
    expect(codeOf(() => detectFileKind(nul, "resume.txt"))).toBe("not-text");
  });

  it("looks at the start of a large text file only, cut at a character boundary", () => {
    const euros = text("Jane Doe – salary history in €: ".concat("€ 1000, ".repeat(20_000)));
    expect(euros.byteLength).toBeGreaterThan(100_000);
    expect(detectFileKind(euros, "resume.txt")).toBe("txt");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("Zoë – ".repeat(20_000), "utf16le")]);
    expect(detectFileKind(utf16, "resume.txt")).toBe("txt");
  });

  it("never looks at anything but the bytes and the name (an encrypted PDF is still a PDF here)", async () => {
    expect(detectFileKind(await encryptedPdf(), "locked.pdf")).toBe("pdf");
  });

  it("throws ExtractionError with a message for the user", () => {
    try {
      detectFileKind(elfBytes(), "resume.pdf");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ExtractionError);
      // The spec's text, then what the file really is (review 77).
      expect(error).toMatchObject({ code: "invalid-type", title: "Invalid file type", userMessage: "Please upload a PDF, DOC, DOCX, or TXT file. This .pdf file is really an ELF executable, not a resume. Choose your resume's file and upload it again." });
    }
  });

  it("a picture renamed as a résumé says it is a picture (review 77)", () => {
    try {
      detectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]), "resume-photo.docx");
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: "invalid-type", userMessage: "Please upload a PDF, DOC, DOCX, or TXT file. This .docx file is really a PNG picture. Upload your resume's own file (Word, PDF or plain text), not a photo of it." });
    }
  });
});

describe("sanitizeFileName", () => {
  it("strips any path, with either separator", () => {
    expect(sanitizeFileName("../../etc/passwd.txt")).toBe("passwd.txt");
    expect(sanitizeFileName("..\\..\\Windows\\system32\\cv.pdf")).toBe("cv.pdf");
    expect(sanitizeFileName("/home/ana/My CV.docx")).toBe("My CV.docx");
    expect(sanitizeFileName("C:\\fakepath\\resume.pdf")).toBe("resume.pdf");
  });

  it("removes control characters and bidi overrides, collapses whitespace, keeps the extension", () => {
    expect(sanitizeFileName("my\u0000\u0007 cv\r\n\t final.pdf")).toBe("my cv final.pdf");
    // "resume\u202Efdp.exe" displays as "resumeexe.pdf": the override goes, the real extension stays.
    expect(sanitizeFileName("resume\u202Efdp.exe")).toBe("resumefdp.exe");
    expect(sanitizeFileName("cv\u2066\u2069\u200B\uFEFF.pdf")).toBe("cv.pdf");
    expect(sanitizeFileName("  Jane   Doe\u00A0 CV .PDF  ")).toBe("Jane Doe CV .PDF".replace(" .", "."));
    expect(sanitizeFileName('a<b>c:"d"|e?f*.txt')).toBe("a_b_c__d__e_f_.txt");
  });

  it("caps the length and keeps the extension", () => {
    const long = `${"x".repeat(300)}.docx`;
    const safe = sanitizeFileName(long);
    expect(safe.length).toBeLessThanOrEqual(120);
    expect(safe.endsWith(".docx")).toBe(true);
    expect(sanitizeFileName(`${"é".repeat(200)}.pdf`, { maxLength: 40 })).toBe(`${"é".repeat(36)}.pdf`);
  });

  it("cuts a long name in the middle, keeping the end that tells versions apart (review 77)", () => {
    const safe = sanitizeFileName(`Curriculum_Vitae_${"Senior_Process_Engineer_".repeat(5)}Saudi_Aramco_2024_FINAL_v3_updated.pdf`);
    expect(safe.length).toBeLessThanOrEqual(120);
    expect(safe.startsWith("Curriculum_Vitae_Senior_Process_Engineer_")).toBe(true);
    expect(safe.endsWith("…ineer_Saudi_Aramco_2024_FINAL_v3_updated.pdf")).toBe(true);
  });

  it("never returns an empty name", () => {
    expect(sanitizeFileName("")).toBe("resume");
    expect(sanitizeFileName("", { fallbackExtension: "pdf" })).toBe("resume.pdf");
    expect(sanitizeFileName("../..", { fallbackExtension: "txt" })).toBe("resume.txt");
    expect(sanitizeFileName("\u202E\u0000.pdf")).toBe("resume.pdf");
    expect(sanitizeFileName("...pdf")).toBe("resume.pdf");
    expect(sanitizeFileName("/")).toBe("resume");
  });
});
