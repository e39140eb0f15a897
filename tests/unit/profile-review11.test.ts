// Cases from the tenth review's leftovers and the eleventh review (2026-11-26, seventh session): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const uk = "Fiona Calloway-Reid\nBristol, UK | 07700 900731 | fiona@example.com\n\nEXPERIENCE\nBusiness Analyst\tJan 2025 – Present\nAviva plc, Bristol\n\n";
const degree = "BSc (Hons) Mathematics, University of Exeter — 2:1\t2008 – 2011\n";

describe("certificates under an education heading", () => {
  for (const heading of ["EDUCATION & QUALIFICATIONS", "EDUCATION", "Education & Certifications"]) {
    it(`are certifications, not degrees, under '${heading}'`, () => {
      const p = read(`${uk}${heading}\n${degree}BCS Foundation Certificate in Business Analysis (2023) · IIBA ECBA (2014)\n`);
      expect(p.education.map((e) => e.degree)).toEqual(["BSc (Hons) Mathematics"]);
      expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
    });
  }
  it("one per line, the second named by its acronym", () => {
    const p = read(`${uk}EDUCATION & QUALIFICATIONS\n${degree}BCS Foundation Certificate in Business Analysis (2023)\nIIBA ECBA (2014)\n`);
    expect(p.education).toHaveLength(1);
    expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
  });
  it("parted by commas after their dates", () => {
    const p = read(`${uk}EDUCATION\n${degree}Certifications: BCS Foundation Certificate in Business Analysis (2023), IIBA ECBA (2014)\n`);
    expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
  });
  it("but a certificate from a school, a school-leaving certificate and a membership stay what they are", () => {
    const p = read(
      `${uk}EDUCATION\n${degree}Graduate Certificate in Data Science, Harvard Extension School\t2019\nVictorian Certificate of Education\t2005\nArizona Society of Certified Public Accountants\t2012\n`,
    );
    expect(p.certifications).toEqual([]);
    expect(p.education.map((e) => e.degree)).toContain("Graduate Certificate in Data Science");
  });
});
