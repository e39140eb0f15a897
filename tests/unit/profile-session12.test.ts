// Cases from the twelfth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const headings = (p: ReturnType<typeof read>) => p.sections.filter((s) => s.heading).map((s) => [s.heading, s.kind]);

describe("headings in lower case", () => {
  it("'about me' over a paragraph is the summary, as 'experience' and 'education' are their sections", () => {
    const p = read(
      "Jane Smith\njane@example.com\n\nabout me\nI am a nurse with ten years of experience caring for patients.\n\nexperience\nStaff Nurse, City Hospital, Leeds\nJan 2015 – Present\n- Cared for patients\n\neducation\nBSc Nursing, University of Leeds, 2014\n",
    );
    expect(headings(p)).toEqual([["about me", "summary"], ["experience", "experience"], ["education", "education"]]);
  });

  it("guards: a lower-case 'software' line is still content", () => {
    const p = read("Jane Smith\n\nSkills\nsoftware\nExcel, Word\n");
    expect(headings(p)).toEqual([["Skills", "skills"]]);
  });
});
