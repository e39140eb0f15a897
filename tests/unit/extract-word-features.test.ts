// Review 38: Word features that lost or garbled a résumé's text, through the real worker and parser. Each file is the
// same two-job résumé with one feature (tests/fixtures/word-features/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import { nameBoxFirst } from "~/.server/resumes/extract/doc.mjs";
import { fieldLinks, withWordPrefix } from "~/.server/resumes/extract/docx.mjs";

const TIMEOUT = 60_000;

async function read(name: string) {
  const bytes = new Uint8Array(readFileSync(new URL(`../fixtures/word-features/${name}`, import.meta.url)));
  const extracted = await extractText(bytes, detectFileKind(bytes, name));
  return { text: extracted.text, profile: parseProfile(extracted.text, { asOf: "2026-11-27" }) };
}

const dated = (p: ReturnType<typeof parseProfile>) => p.positions.map((x) => `${x.title} | ${x.start}`);

describe("contact details in a text box before the name (review 65)", () => {
  it("the .docx reads the name first and no skill of it; the .doc puts the box under the name, its town no skill", async () => {
    for (const name of ["65-contact-box-first.docx", "65-contact-box.doc"]) {
      const { text, profile } = await read(name);
      expect(text.split("\n").slice(0, 2), name).toEqual(["Luis Fernández", "Phoenix, AZ"]);
      expect(profile.contact.name, name).toBe("Luis Fernández");
      expect(profile.contact.location, name).toBe("Phoenix, AZ");
      expect(profile.skills.map((s) => s.name), name).toEqual(["Procore", "MS Project", "Bluebeam", "AutoCAD", "Estimating", "Scheduling"]);
    }
  }, TIMEOUT);
});

describe("Word's All caps property and a contact text box (review 53)", () => {
  it("reads text typed in small letters under w:caps in capitals: the name, and each job's own employer", async () => {
    const { profile } = await read("53-allcaps-property.docx");
    expect(profile.contact.name).toBe("LIAM O'SULLIVAN");
    expect(profile.positions.map((p) => p.company)).toEqual(["HUBSPOT", "WAYFAIR", "BEST BUY"]);
  }, TIMEOUT);

  it("keeps a text box of contact details at the top, where it is anchored: the town is the location, no skill", async () => {
    const { text, profile } = await read("53b-textbox-contact.docx");
    expect(text.indexOf("Miami, FL")).toBeLessThan(text.indexOf("Experience"));
    expect(profile.contact.location).toBe("Miami, FL");
    expect(profile.skills.map((s) => s.name)).not.toContain("Miami");
  }, TIMEOUT);
});

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

  it("leaves out hidden text in a page header, as in the body, and anywhere in a .doc (F9)", async () => {
    for (const name of ["17-hidden-in-header.docx", "17-hidden-in-header.doc"]) {
      const { text, profile } = await read(name);
      expect(text, name).not.toContain("000-0000");
      expect(profile.contact.phone, name).toBe("(555) 123-4567");
    }
    const { text, profile } = await read("17-hidden-in-header.doc");
    expect(text).not.toContain("COBOL");
    expect(text).not.toContain("\0");
    expect(profile.skills.map((s) => s.name)).not.toContain("COBOL");
  }, TIMEOUT);

  it("reads a name set in a text box at the top first, in a .doc and in a .docx without the VML copy (F7)", async () => {
    for (const name of ["03-name-textbox.doc", "03b-name-textbox-nofallback.docx"]) {
      const { text, profile } = await read(name);
      expect(text.split("\n").slice(0, 2), name).toEqual(["Jane Q. Doe", "Senior Software Engineer"]);
      expect(profile.contact, name).toMatchObject({ name: "Jane Q. Doe", headline: "Senior Software Engineer", email: "jane.doe@example.com" });
      expect(profile.positions, name).toHaveLength(2);
    }
  }, TIMEOUT);

  it("keeps the address of a HYPERLINK field in the page header (F10)", async () => {
    const bytes = new Uint8Array(readFileSync(new URL("../fixtures/word-features/07b-fields-header.docx", import.meta.url)));
    const extracted = await extractText(bytes, "docx");
    expect(extracted.links.map((l) => l.url)).toContain("https://www.linkedin.com/in/janedoe");
  }, TIMEOUT);

  it("reads a page header written with another prefix for Word's namespace (F11)", async () => {
    const { profile } = await read("15-header-prefix.docx");
    expect(profile.contact).toMatchObject({ name: "Jane Q. Doe", email: "jane.doe@example.com", phone: "(555) 123-4567" });
  }, TIMEOUT);

  it("puts a .doc's boxes first only when they are a short name block and the body opens with contact details", () => {
    const body = "jane@example.com | (555) 123-4567\nSUMMARY\nEngineer.";
    expect(nameBoxFirst(body, "Jane Q. Doe\nSenior Software Engineer")).toBe(true);
    expect(nameBoxFirst("Jane Q. Doe\njane@example.com\nSUMMARY", "Jane Q. Doe\nEngineer")).toBe(false);
    expect(nameBoxFirst(body, "SKILLS\nPython\nGo\nKafka\nAWS")).toBe(false);
    expect(nameBoxFirst(body, "Contact\n555-123-4567")).toBe(false);
    expect(nameBoxFirst(body, "")).toBe(false);
  });

  it("reads field addresses and rewrites only Word's own namespace prefix", () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const field = (instr: string[]) =>
      run('<w:fldChar w:fldCharType="begin"/>') + instr.map((i) => run(`<w:instrText>${i}</w:instrText>`)).join("") + run('<w:fldChar w:fldCharType="end"/>');
    expect(fieldLinks(field([' HYPERLINK "https://exa', 'mple.com/a" ']) + field([' HYPERLINK \\l "_Toc1" ']) + '<w:fldSimple w:instr=" HYPERLINK &quot;mailto:a@b.co&quot; "/>')).toEqual(["https://example.com/a", "mailto:a@b.co"]);
    const ns = 'xmlns:ns0="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    expect(withWordPrefix(`<ns0:hdr ${ns}><ns0:p><ns0:pStyle ns0:val="Title"/></ns0:p></ns0:hdr>`)).toBe(`<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:pStyle w:val="Title"/></w:p></w:hdr>`);
    const usual = '<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p/></w:hdr>';
    expect(withWordPrefix(usual)).toBe(usual);
  });
});
