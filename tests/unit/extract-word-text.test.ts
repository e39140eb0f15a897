// Word (.docx, .doc) and plain-text résumés through the real worker.
import { describe, expect, it } from "vitest";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import { parseProfile } from "~/.server/analysis/profile";
import { docxWithDatesTable, docxWithEmptyPageField, docxWithFieldsAndContents, docxWithHeaderMarks, docxWithHeaderRowTable, docxWithHiddenFramesAndChunk, docxWithFooter, docxWithHeader, docxWithPlaceholders, docxWithTextBoxSidebar, fixture, smallDocx } from "./extract-fixtures";

const TIMEOUT = 60_000;

function expectInOrder(text: string, parts: string[]) {
  let last = -1;
  for (const part of parts) {
    const at = text.indexOf(part, last + 1);
    expect(at, `"${part}"`).toBeGreaterThan(last);
    last = at;
  }
}

const ONE_COLUMN = [
  "Jordan Rivera",
  "Summary",
  "Experience",
  "Senior Data Engineer, Northwind Analytics – Lisbon",
  "March 2021 – Present",
  "Designed a streaming ingestion platform on Apache Kafka and Flink processing 40,000 events per second.",
  "Data Engineer, Contoso Retail – Porto",
  "Education",
  "Skills",
  "Languages",
];
// A layout table: the sidebar cell, then the main cell, every paragraph on a line of its own.
const TWO_COLUMN = [
  "Contact",
  "amira.haddad@example.org",
  "Skills",
  "User research",
  "Languages",
  "French",
  "Amira Haddad",
  "Product Designer",
  "Experience",
  "Lead Product Designer, Fabrikam Health – Manchester",
  "Education",
];

describe.concurrent("Word résumés", () => {
  it.each(["docx", "doc"] as const)("one-column .%s: paragraphs and headings in order", async (ext) => {
    const bytes = fixture(`word/one-column.${ext}`);
    expect(detectFileKind(bytes, `one-column.${ext}`)).toBe(ext);
    const result = await extractText(bytes, ext);
    expect(result).toMatchObject({ pages: null, columns: 1 });
    expectInOrder(result.text, ONE_COLUMN);
    const lines = result.text.split("\n");
    expect(lines).toContain("Experience");
    expect(lines.some((l) => l.endsWith("Designed a streaming ingestion platform on Apache Kafka and Flink processing 40,000 events per second."))).toBe(true);
  }, TIMEOUT);

  it.each(["docx", "doc"] as const)("two-column .%s laid out with a table: cells are never glued together", async (ext) => {
    const result = await extractText(fixture(`word/two-column-table.${ext}`), ext);
    expectInOrder(result.text, TWO_COLUMN);
    const lines = result.text.split("\n").map((l) => l.trim());
    // Each cell paragraph is its own line: the last sidebar line and the first main line are not merged.
    expect(lines).toContain("French");
    expect(lines).toContain("Amira Haddad");
    expect(lines).toContain("Manchester, United Kingdom");
    for (const line of lines) expect(line.includes("French") && line.includes("Amira"), line).toBe(false);
  }, TIMEOUT);

  it("a DOCX made in code (yazl) reads too", async () => {
    const result = await extractText(await smallDocx(), "docx");
    expect(result.text).toBe(
      "Taylor Morgan\nSoftware Engineer, Berlin\nExperience\nBackend Engineer at Example GmbH, 2019 - 2024\nBuilt payment services in TypeScript and PostgreSQL.\nEducation\nBSc Computer Science, TU Berlin",
    );
  }, TIMEOUT);

  it("a DOCX's page footer is read too, at the top, without its page numbers", async () => {
    const { text } = await extractText(await docxWithFooter(), "docx");
    expect(text.startsWith("taylor.morgan@example.com | +49 30 1234567 | Berlin, Germany\n\nTaylor Morgan")).toBe(true);
    expect(text).not.toContain("Page 1");
    expect(parseProfile(text, { asOf: "2026-11-26" }).contact).toMatchObject({ name: "Taylor Morgan", email: "taylor.morgan@example.com", phone: "+49 30 1234567", location: "Berlin, Germany" });
  }, TIMEOUT);

  it("a footer's page number field left empty ('Page  of') is no headline (review 11, K12)", async () => {
    const { text } = await extractText(await docxWithEmptyPageField(), "docx");
    expect(text).not.toMatch(/Page/);
    expect(parseProfile(text, { asOf: "2026-11-26" }).contact.headline).not.toBe("Page");
  }, TIMEOUT);

  it("a table row with a job on the left and its dates on the right gives the dates to that job", async () => {
    const { text } = await extractText(await docxWithDatesTable(), "docx");
    expect(text.split("\n")).toContain("Senior Project Engineer\tApr 2021 – Present");
    const roles = parseProfile(text, { asOf: "2026-11-26" }).positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end ?? "Present"}`);
    expect(roles).toEqual(["Senior Project Engineer | Kimley-Horn and Associates, Inc. | 2021-04 – Present", "Project Engineer | HDR Engineering, Inc. | 2016-06 – 2021-03"]);
  }, TIMEOUT);

  it.each([true, false])("a sidebar in a text box anchored to the name is read after the body (with a VML fallback: %s)", async (fallback) => {
    const { text } = await extractText(await docxWithTextBoxSidebar(fallback), "docx");
    expectInOrder(text, ["CAMILLE R. FONTAINE", "Senior HR Business Partner", "Vertex Pharmaceuticals", "Contact", "camille.fontaine@example.com", "SHRM-SCP (2023)"]);
    expect(text.split("SHRM-SCP")).toHaveLength(2);
    const profile = parseProfile(text, { asOf: "2026-11-26" });
    expect(profile.contact.headline).toBe("Senior HR Business Partner");
    expect(profile.contact.email).toBe("camille.fontaine@example.com");
    expect(profile.certifications).toEqual(["SHRM-SCP"]);
  }, TIMEOUT);

  it("a table of contents is not read, and a simple field's text (a link, a mail merge's employer) is", async () => {
    const { text, links } = await extractText(await docxWithFieldsAndContents(), "docx");
    expect(text).not.toContain("Contents");
    expect(text.indexOf("Core Skills")).toBeGreaterThan(text.indexOf("Professional Experience"));
    expect(text).toContain("linkedin.com/in/rebeccahartman");
    expect(text).toContain("Cardinal Health\tDublin, OH");
    expect(links?.map((l) => l.url)).toContain("https://www.linkedin.com/in/rebeccahartman");
  }, TIMEOUT);

  it("a three-column page header's alignment tabs part its fields, and a non-breaking hyphen reads as a hyphen", async () => {
    const { text } = await extractText(await docxWithHeaderMarks(), "docx");
    expect(text.split("\n")[0]).toBe("hannah.berg@example.com\tMinneapolis, MN\t(612) 555-0191");
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect([p.contact.email, p.contact.location, p.contact.phone]).toEqual(["hannah.berg@example.com", "Minneapolis, MN", "(612) 555-0191"]);
    expect(p.positions.map((x) => [x.title, x.start, x.current])).toEqual([["Physical Therapist", "2021-09", true]]);
  }, TIMEOUT);

  it("hidden text is not read, dates in a frame stay under their title, and an HTML chunk (html-docx-js) is read", async () => {
    const { text } = await extractText(await docxWithHiddenFramesAndChunk(), "docx");
    expect(text).not.toContain("Kennel Assistant");
    expectInOrder(text, ["Lead Veterinary Technician", "Apr 2020 – Present", "DoveLewis", "Veterinary Assistant", "Education", "Associate of Applied Science in Veterinary Technology — Portland Community College, 2016"]);
    expect(text).not.toContain("margin");
    expect(text).not.toContain("DOCTYPE");
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.positions.map((x) => [x.title, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Lead Veterinary Technician", "2020-04", "Present"],
      ["Veterinary Assistant", "2016-09", "2020-03"],
    ]);
    expect(p.education.map((e) => e.institution)).toEqual(["Portland Community College"]);
  }, TIMEOUT);

  it("a data table's header row ('Period | Company | Position') is not read as the first job's title and employer", async () => {
    const { text } = await extractText(await docxWithHeaderRowTable(), "docx");
    expect(text).not.toMatch(/^Period$/m);
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.positions.map((x) => [x.title, x.company, x.start])).toEqual([
      ["Senior Procurement Executive", "ST Engineering Aerospace Ltd", "2021-04"],
      ["Procurement Executive", "Sembcorp Marine Ltd", "2017-07"],
    ]);
  }, TIMEOUT);

  it("a template's placeholders never filled in ('Degree Title, School') are not read", async () => {
    const { text } = await extractText(await docxWithPlaceholders(), "docx");
    expect(text).toContain("Sinclair Community College");
    expect(text).not.toContain("Degree Title");
    expect(text).not.toContain("Month Year");
    expect(parseProfile(text, { asOf: "2026-11-26" }).education).toHaveLength(1);
  }, TIMEOUT);

  it("a DOCX's page header (where contact details often sit) comes first, once", async () => {
    const { text } = await extractText(await docxWithHeader(), "docx");
    expect(text.startsWith("taylor.morgan@example.com\t+49 30 1234567\n\nTaylor Morgan\nSoftware Engineer, Berlin")).toBe(true);
    expect(text.split("taylor.morgan@example.com")).toHaveLength(2);
  }, TIMEOUT);
});

describe.concurrent("plain-text résumés", () => {
  const resume = "Zoë Müller\r\nIngénieure logiciel – Zürich\r\n\r\n\r\n\r\nExpérience\r\nBackend engineer at Example AG, 2019 – 2024.\tRust, Go\r\n";
  const expected = "Zoë Müller\nIngénieure logiciel – Zürich\n\nExpérience\nBackend engineer at Example AG, 2019 – 2024.\tRust, Go";

  it("UTF-8 (with a BOM too), normalised", async () => {
    const utf8 = new Uint8Array(Buffer.from(resume));
    expect(detectFileKind(utf8, "cv.txt")).toBe("txt");
    expect((await extractText(utf8, "txt")).text).toBe(expected);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(await extractText(bom, "txt")).toEqual({ text: expected, pages: null, columns: 1, warnings: [], links: [] });
  }, TIMEOUT);

  it("UTF-16 with a BOM", async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(resume, "utf16le")]);
    expect(detectFileKind(utf16, "cv.txt")).toBe("txt");
    expect((await extractText(utf16, "txt")).text).toBe(expected);
  }, TIMEOUT);

  it("Windows-1252 when it is not UTF-8 and holds no binary control bytes", async () => {
    const latin = new Uint8Array(Buffer.from(resume.replace(/–/gu, "\u0096").replace(/ë/gu, "\u00eb"), "latin1"));
    expect(detectFileKind(latin, "cv.txt")).toBe("txt");
    expect((await extractText(latin, "txt")).text).toBe(expected);
  }, TIMEOUT);
});
