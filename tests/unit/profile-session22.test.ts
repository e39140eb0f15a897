// Cases from the session of 2026-11-28 (the twenty-second). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);

const HEAD = "Liam O'Connor\nliam.oconnor@example.com · +353 87 555 0144\n\nWORK EXPERIENCE\n";

describe("a town the lists know after the employer (review 51)", () => {
  it("'Trinity College Dublin, Dublin' and 'Castle View School, Sunderland': the town is the job's place", () => {
    const p = read(`${HEAD}IT Support Technician, Trinity College Dublin, Dublin\tJan 2015 – Apr 2016\n• Supported 800 staff.\n\nEnglish Teacher, Castle View School, Sunderland\tSep 2012 – Dec 2014\n• Taught English.\n`);
    expect(jobs(p)).toEqual([
      ["IT Support Technician", "Trinity College Dublin", "Dublin", "2015-01", "2016-04"],
      ["English Teacher", "Castle View School", "Sunderland", "2012-09", "2014-12"],
    ]);
  });

  it("guards: a campus stays in the university's name ('University of Wisconsin, Madison')", () => {
    const p = read(`${HEAD}Visiting Assistant Professor, University of Wisconsin, Madison\tJun 2015 – Aug 2015\n• Taught a summer course.\n`);
    expect(jobs(p)[0]![1]).toBe("University of Wisconsin, Madison");
  });
});
