// Review 39: PDF features that lost or garbled a résumé's text, through the real worker and parser. Each file is the
// same two-job résumé with one feature (tests/fixtures/pdf-features/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { extractText } from "~/.server/resumes/extract";

const TIMEOUT = 60_000;

async function read(name: string) {
  const bytes = new Uint8Array(readFileSync(new URL(`../fixtures/pdf-features/${name}`, import.meta.url)));
  const extracted = await extractText(bytes, "pdf");
  return { text: extracted.text, profile: parseProfile(extracted.text, { asOf: "2026-11-27", columns: extracted.columns, links: extracted.links }) };
}

describe("PDF features (review 39)", () => {
  it("reads the control", async () => {
    const { profile } = await read("h00-control.pdf");
    expect(profile.contact).toMatchObject({ name: "Jordan Ellis", phone: "+1 415 555 0134" });
    expect(profile.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["experience", "education", "skills"]));
  }, TIMEOUT);

  it("leaves a flat watermark over a heading out of the text (L3)", async () => {
    const { text, profile } = await read("h20b-watermark-flat.pdf");
    expect(text).not.toContain("DRAFT");
    expect(profile.sections.map((s) => s.kind)).toContain("skills");
  }, TIMEOUT);

  it("reads the name beside the same name in another script, and Arabic words in a Latin line in their order (M3, M4)", async () => {
    const arabic = await read("h21-arabic-name.pdf");
    expect(arabic.text.split("\n")[0]).toBe("Jordan Ellis جوردان إليس");
    expect(arabic.profile.contact.name).toBe("Jordan Ellis");
    expect((await read("r12-cjk-type0-name.pdf")).profile.contact.name).toBe("Jordan Ellis");
    const place = await read("h28-arabic-location.pdf");
    expect(place.text).toContain("| دبي، الإمارات");
    expect(place.profile.contact.location).toBe("دبي، الإمارات");
  }, TIMEOUT);

  it("mends a word Chromium hyphenated at a line end (L1)", async () => {
    const { text, profile } = await read("h24-hyphenation.pdf");
    expect(text).not.toMatch(/‐/u);
    expect(text).toContain("Kubernetes");
    expect(profile.skills.map((s) => s.name)).toContain("Kubernetes");
  }, TIMEOUT);

  it("reads the text of a FreeText annotation, as a text box added on the page (M6)", async () => {
    expect((await read("r11-phone-in-freetext-annotation.pdf")).profile.contact.phone).toBe("+1 415 555 0134");
  }, TIMEOUT);

  it("reads a layout table row by row, left cell then right cell, so each title stays with its employer (H1)", async () => {
    const { text, profile } = await read("h07-table.pdf");
    // Read row by row, it is not said to be two columns read one after the other (review 43's F3).
    expect(profile.warnings.map((w) => w.message).join(" ")).not.toMatch(/columns detected/);
    expect(profile.positions.map((p) => `${p.title} | ${p.company} | ${p.start}`)).toEqual(["Senior Software Engineer | Brightwave Analytics | 2020-01", "Software Engineer | Northwind Labs | 2016-06"]);
    expect(text.indexOf("Education")).toBeGreaterThan(text.indexOf("Introduced automated testing"));
  }, TIMEOUT);

  it("mends a date range wrapped in a narrow date column without gluing the title to the employer (M5)", async () => {
    const { profile } = await read("h09-dates-leftcol.pdf");
    expect(profile.positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end}`)).toEqual(["Senior Software Engineer | Brightwave Analytics | 2020-01 – null", "Software Engineer | Northwind Labs | 2016-06 – 2019-12"]);
  }, TIMEOUT);

  it("reads fonts without a ToUnicode map by their glyph numbers in the standard order (M1)", async () => {
    const { text, profile } = await read("p03-no-tounicode.pdf");
    expect(text).toContain("Software engineer with nine years of experience");
    expect(profile.contact).toMatchObject({ name: "Jordan Ellis", email: "jordan.ellis@example.com", phone: "+1 415 555 0134" });
    expect(profile.positions.map((p) => p.start)).toEqual(["2020-01", "2016-06"]);
  }, TIMEOUT);

  it("reads a page that shows sideways (/Rotate 90) as if it were upright (M2)", async () => {
    const { profile } = await read("p06-rotate90-sideways.pdf");
    expect(profile.contact).toMatchObject({ name: "Jordan Ellis", email: "jordan.ellis@example.com" });
    expect(profile.positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Senior Software Engineer | Brightwave Analytics", "Software Engineer | Northwind Labs"]);
  }, TIMEOUT);
});

describe("list bullets Chromium draws as shapes (review 39's L4)", () => {
  it("gives each drawn bullet back as '•', so that an item filling its line is not glued to the next", async () => {
    const { text } = await read("h00-control.pdf");
    expect(text).toContain("\n• Built REST APIs in Java and PostgreSQL for a logistics platform used by 300 clients.\n• Introduced automated testing with Jenkins");
    expect(text.split("\n").filter((l) => l.startsWith("• "))).toHaveLength(5);
  }, TIMEOUT);

  it("leaves rating dots and dots between the items of a line as they were", async () => {
    const { text, profile } = await read("drawn-bullets.pdf");
    expect(text.split("\n").filter((l) => l.startsWith("• "))).toEqual([
      "• Rebuilt the carrier scorecard in SQL and Tableau for 140 carriers and cut late deliveries by eighteen percent.",
      "• Automated weekly lane pricing reports in Python, saving the team six hours each week.",
    ]);
    expect(text).toContain("\nForecasting\nNegotiation\n");
    expect(text.split("\n").filter((l) => l.includes("•"))).toHaveLength(2);
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Excel", "Microsoft Power BI", "Snowflake", "Forecasting"]));
  }, TIMEOUT);

  it("reads Word's Wingdings bullets without a ToUnicode map as bullets, not as the letter of their code (L5)", async () => {
    const { text } = await read("r06-wingdings-bullets-no-tounicode.pdf");
    expect(text).toContain("\n➢ Built REST APIs in Java and PostgreSQL for a logistics platform used by 300 clients.\n➢ Introduced automated testing");
    expect(text).not.toContain("Ø");
  }, TIMEOUT);

  it("reads the drawn bullets of a page that also holds a large photo (the photo is not decoded)", async () => {
    const { text } = await read("drawn-bullets-photo.pdf");
    expect(text.split("\n").filter((l) => l.startsWith("• "))).toHaveLength(2);
  }, TIMEOUT);

  it("reads drawn bullets of a Chromium print whose producer a later tool renamed, by its creator", async () => {
    const { text } = await read("p03-no-tounicode.pdf");
    expect(text).toContain("\n• Built REST APIs in Java and PostgreSQL for a logistics platform used by 300 clients.\n• Introduced");
  }, TIMEOUT);

  it("reads a job's header after a bullet that ends its sentence as the header, with its dates (review 48)", async () => {
    const { text, profile } = await read("typed-bullets-flex-dates.pdf");
    expect(text).toContain("• Led migration of CI pipelines to GitHub Actions, cutting build time 40%.\nJunior Developer, Beta Labs — Dallas, TX\tJul 2014 – May 2016");
    expect(profile.positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end ?? "Present"}`)).toEqual(["Software Engineer | Acme Corp | 2016-06 – Present", "Junior Developer | Beta Labs | 2014-07 – 2016-05"]);
  }, TIMEOUT);

  it("leaves a timeline's dots beside job titles alone, and reads the lists' bullets", async () => {
    const { text, profile } = await read("drawn-timeline.pdf");
    expect(profile.positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Product Designer | Harbor Health", "UX Designer | Brightline Studio"]);
    expect(text.split("\n").filter((l) => l.startsWith("• "))).toHaveLength(3);
  }, TIMEOUT);
});
