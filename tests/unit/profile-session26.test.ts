// Cases from the session of 2026-11-28 (the twenty-sixth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const skillNames = (p: ReturnType<typeof read>) => p.skills.map((s) => s.name);

describe("certificates dated 'Jan-2017' (review 59's leftover)", () => {
  it("'PMP, Jan-2017' is PMP, not 'PMP, Jan'", () => {
    const p = read("Jane Doe\njane@example.com\n\nCERTIFICATIONS\nPMP, Jan-2017\nCertified ScrumMaster (CSM), Mar-2019\n");
    expect(p.certifications).toEqual(["PMP", "Certified ScrumMaster (CSM)"]);
  });

  it("a standard's year stays in its name beside a 'Jan-2020' ('ISO 9001:2015 Lead Auditor')", () => {
    const p = read("Jane Doe\njane@example.com\n\nCERTIFICATIONS\nISO 9001:2015 Lead Auditor, Jan-2020\n");
    expect(p.certifications).toEqual(["ISO 9001:2015 Lead Auditor"]);
  });
});

describe("the methods of manufacturing quality (review 63's leftover)", () => {
  it("5S, 8D, Kaizen, CAPA, GMP and 21 CFR 820 are skills in a list and in a bullet", () => {
    const p = read(
      "Jane Doe\njane@example.com\n\nSKILLS\n5S, 8D problem solving, Kaizen, CAPA, cGMP, 21 CFR 820, ISO 13485\n\nEXPERIENCE\nQuality Engineer, Acme Medical — Boston, MA\nJan 2018 - Present\n- Led 8D investigations and 5S audits; ran PPAP and APQP for new suppliers.\n",
    );
    expect(skillNames(p)).toEqual(expect.arrayContaining(["5S methodology", "8D problem solving", "Kaizen", "CAPA", "GMP", "21 CFR Part 820", "ISO 13485", "PPAP", "APQP"]));
  });

  it("guards: '5s' in prose and 'gmp' in small letters are no skills", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\nBarista, Bean Co — Leeds\nJan 2018 - Present\n- Served 200 customers in 5s bursts; gmp was the till's code.\n");
    expect(skillNames(p)).not.toEqual(expect.arrayContaining(["5S methodology"]));
    expect(skillNames(p)).not.toEqual(expect.arrayContaining(["GMP"]));
  });
});

describe("headings as people type them (review 66)", () => {
  it("misspelled headings are headings: 'EXPIERENCE', 'Skils:', 'Educaton', 'Employment Hisotry'", () => {
    const p = read(
      "Marcus Delaney\nmarcus@example.com\n\nEXPIERENCE\n\nWarehouse Associate - Acme Distribution Center\nJan 2019 - Present\n- Load and unload trucks\n\nSkils:\nForklift,RF scanner,Inventory\n\nEducaton\nDayton Early College Academy - High School Diploma 2014\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "skills", "education"]);
    expect(p.education.map((e) => e.degree)).toEqual(["High School Diploma"]);
    expect(read("Al Roe\nal@example.com\n\nEmployment Hisotry\nSecurity Officer | Allied Universal\n2019 - 2024\n").positions.map((x) => x.company)).toEqual(["Allied Universal"]);
  });

  it("guards: another form of a heading's word is no misspelling ('Experienced', 'Technical Qualification')", () => {
    const p = read("Al Roe\nal@example.com\n\nSKILLS\nExcel\n\nExperienced\nin many things\n\nWORK EXPERIENCE\nClerk, Acme  2019 - 2024\n");
    expect(p.sections.map((s) => s.heading)).toEqual(["", "SKILLS", "WORK EXPERIENCE"]);
  });

  it("numbered headings ('1. Experience' … '4. Skills') and '~~ Skills ~~' are headings", () => {
    const p = read(
      "Aisha Bello\naisha@example.com\n\n1. Experience\n\nCNA, Memorial Hermann Hospital\tJune 2021 - Present\n- Vital signs for 12 patients\n\n2. Education\n\nLee High School - Diploma, 2017\n\n3. Certifications\n\nBLS (American Heart Association)\n\n~~ Skills ~~\nVital signs, Epic, Hoyer lift\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "certifications", "skills"]);
    expect(p.certifications).toEqual(["BLS (American Heart Association)"]);
  });

  it("guards: a numbered list of duties is no heading ('1. Managed the stock' / '2. Training')", () => {
    const p = read("Al Roe\nal@example.com\n\nEXPERIENCE\nClerk, Acme  2019 - 2024\n1. Managed the stock\n2. Training\n");
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
  });
});

describe("what the tagger marks (session 26)", () => {
  it("'Process setup &amp; implementation' stays one skill: a span goes on through an HTML entity", () => {
    const names = read("Sam Roe\nsam@example.com\n\nSKILLS\nProcess setup &amp; implementation, Lean manufacturing, Kaizen\n").skills.map((s) => s.name);
    expect(names.filter((n) => /&amp$|^implementation$/.test(n))).toEqual([]);
  });

  it("a town alone outside a skills list is no skill ('Amsterdam'); 'Aurora' under a skills heading is kept", () => {
    const p = read("Ana Roe\nana@example.com\nAmsterdam\n\nSKILLS\nDatabases: PostgreSQL, Aurora, Redis\n");
    expect(skillNames(p)).not.toContain("Amsterdam");
  });
});
