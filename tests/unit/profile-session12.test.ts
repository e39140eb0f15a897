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

const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);

describe("law firms named for their partners", () => {
  it("keeps the commas between the partners' surnames, after a title or alone on the employer's line", () => {
    const p = read(
      "Daniel Reyes\ndaniel.reyes@example.com\n\nExperience\n\nAssociate, Cravath, Swaine & Moore LLP, New York, NY\nSep 2019 – Present\n- Drafted merger agreements\n\nSkadden, Arps, Slate, Meagher & Flom LLP, Washington, DC\nSummer Associate\nJun 2018 – Aug 2018\n- Researched securities law\n\nParalegal, Paul, Weiss, Rifkind, Wharton & Garrison LLP, New York, NY\nJan 2014 – May 2016\n- Managed exhibits\n",
    );
    expect(jobs(p)).toEqual([
      ["Associate", "Cravath, Swaine & Moore LLP", "New York, NY", "2019-09", "Present"],
      ["Summer Associate", "Skadden, Arps, Slate, Meagher & Flom LLP", "Washington, DC", "2018-06", "2018-08"],
      ["Paralegal", "Paul, Weiss, Rifkind, Wharton & Garrison LLP", "New York, NY", "2014-01", "2016-05"],
    ]);
  });

  it("guards: a department's words and towns joined by '&' stay apart", () => {
    const p = read("Ann Lee\n\nExperience\n\nDirector, Sales, Marketing & Operations, Acme Corp, Tampa, FL\nJan 2005 – Dec 2009\n- Led teams\n");
    expect(jobs(p)).toEqual([["Director, Sales, Marketing & Operations", "Acme Corp", "Tampa, FL", "2005-01", "2009-12"]]);
  });
});
