// What a sixth review found misread in résumés made with the tools job seekers use most: LinkedIn's "Save to PDF",
// Indeed's builder, Google Docs, Word and Canva templates, Zety-style date columns.
import { describe, expect, it } from "vitest";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const roles = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);

describe("ISO dates", () => {
  it("reads 2019-06 - 2022-02 and 2022-03 - Current as months, and a full date as its month", () => {
    const text = [
      "Nikhil Raghunathan",
      "nikhil@example.com",
      "",
      "WORK HISTORY",
      "Senior UX Researcher, 2022-03 - Current",
      "Intuit, Mountain View, CA",
      "- Lead research for payroll onboarding.",
      "",
      "UX Researcher, 2019-06 - 2022-02",
      "Wayfair, Boston, MA",
      "- Ran usability studies.",
      "",
      "Research Assistant, 2017-09-01 to 2019-05-31",
      "Northeastern University, Boston, MA",
      "- Ran diary studies.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Senior UX Researcher | Intuit | Mountain View, CA | 2022-03 – Present",
      "UX Researcher | Wayfair | Boston, MA | 2019-06 – 2022-02",
      "Research Assistant | Northeastern University | Boston, MA | 2017-09 – 2019-05",
    ]);
    expect(totalYears(read(text).workRanges)).toBe(9.25);
  });

  it("still reads a year and a two-digit year alone as two years (2005-06)", () => {
    expect(read("Jo Smith\njo@example.com\n\nEXPERIENCE\nTeacher, Lincoln High School\t2005-06\n- Taught.\n").workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2005-07..2006-06"]);
  });
});
