// Review 38: Word features that lost or garbled a résumé's text, through the real worker and parser. Each file is the
// same two-job résumé with one feature (tests/fixtures/word-features/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { detectFileKind, extractText } from "~/.server/resumes/extract";

const TIMEOUT = 60_000;

async function read(name: string) {
  const bytes = new Uint8Array(readFileSync(new URL(`../fixtures/word-features/${name}`, import.meta.url)));
  const extracted = await extractText(bytes, detectFileKind(bytes, name));
  return { text: extracted.text, profile: parseProfile(extracted.text, { asOf: "2026-11-27" }) };
}

const dated = (p: ReturnType<typeof parseProfile>) => p.positions.map((x) => `${x.title} | ${x.start}`);

describe("Word features (review 38)", () => {
  it("reads a sidebar text box with Heading-styled headings once, after the body (F2)", async () => {
    const { profile } = await read("04-sidebar-textbox.docx");
    const headings = profile.sections.map((x) => x.heading.trim().toUpperCase()).filter(Boolean);
    expect(new Set(headings).size).toBe(headings.length);
    expect(profile.contact.headline).toBe("Senior Software Engineer");
    expect(profile.skills.map((x) => x.name)).not.toContain("Senior Software Engineer");
  }, TIMEOUT);

  it("reads an alignment tab and a carriage return in a paragraph as a gap, not as nothing (F3, F4)", async () => {
    for (const name of ["09-ptab.docx", "09b-cr.docx"]) {
      const { text, profile } = await read(name);
      expect(text, name).not.toMatch(/EngineerJan|PresentAcme/);
      expect(dated(profile), name).toEqual(["Senior Software Engineer | 2020-01", "Software Engineer | 2016-06"]);
    }
  }, TIMEOUT);

  it("reads a .doc's non-breaking and optional hyphens as Word shows them (F5)", async () => {
    const { text, profile } = await read("10-hyphens.doc");
    expect(text).not.toContain("undefined");
    expect(profile.contact.phone).toBe("(555) 123-4567");
    expect(profile.positions).toHaveLength(2);
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Kubernetes", "PostgreSQL", "Terraform"]));
  }, TIMEOUT);

  it("reads the contact details in a .doc's footer, as in a .docx's (F6)", async () => {
    const { profile } = await read("02-footer-contact.doc");
    expect(profile.contact).toMatchObject({ email: "jane.doe@example.com", phone: "(555) 123-4567" });
  }, TIMEOUT);

  it("takes a Symbol-font dash for the dash of a date range, in a .doc and a .docx (F8)", async () => {
    for (const name of ["11-symbols.doc", "11c-sym-dash.docx"]) expect((await read(name)).profile.positions, name).toHaveLength(2);
    expect(parseProfile("Jane Doe\n\nEXPERIENCE\nEngineer, Acme\nJun 2016 \u2212 Dec 2019\n", { asOf: "2026-11-27" }).positions[0]).toMatchObject({ start: "2016-06", end: "2019-12" });
  }, TIMEOUT);

  it("reads a package whose main part is word/document2.xml, as Word Online has named it (F1)", async () => {
    const { profile } = await read("16-document2.docx");
    expect(profile.contact.email).toBe("jane.doe@example.com");
    expect(profile.positions).toHaveLength(2);
  }, TIMEOUT);

  it("leaves out hidden text in a page header, as in the body (F9)", async () => {
    const { text, profile } = await read("17-hidden-in-header.docx");
    expect(text).not.toContain("000-0000");
    expect(profile.contact.phone).toBe("(555) 123-4567");
  }, TIMEOUT);
});
