// Cases from the session of 2026-11-28 (the twenty-third). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { computeMetrics } from "~/.server/analysis/metrics";
import { benchmarkFor } from "~/.server/analysis/benchmark";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
const years = (p: ReturnType<typeof read>) => computeMetrics(p, benchmarkFor(p), { id: "t", resumeId: "t", createdAt: `${asOf}T00:00:00.000Z`, asOf }).totalExperience;

const HEAD = "Jane Testcase\njane.testcase@example.edu | 555-010-0000\n\nEXPERIENCE\n";

describe("a range dated to the day, its year written once at its end (review 55)", () => {
  it("'Aug 15 – Sep 5, 2025', 'Jun 3 – Aug 9 2024', 'June 3rd – August 9th, 2023', 'Jun 1 – Aug 31, 2022', 'March 3–7, 2021'", () => {
    const p = read(`${HEAD}Orientation Leader, Kestrel University    Aug 15 – Sep 5, 2025\nSummer Intern, Pinecrest Labs    Jun 3 – Aug 9 2024\nLab Aide, Pinecrest Labs    June 3rd – August 9th, 2023\nCamp Counselor, Pine Camp    Jun 1 – Aug 31, 2022\nEvent Staff, Kestrel Arena    March 3–7, 2021\n`);
    expect(jobs(p)).toEqual([
      ["Orientation Leader", "Kestrel University", "2025-08", "2025-09"],
      ["Summer Intern", "Pinecrest Labs", "2024-06", "2024-08"],
      ["Lab Aide", "Pinecrest Labs", "2023-06", "2023-08"],
      ["Camp Counselor", "Pine Camp", "2022-06", "2022-08"],
      ["Event Staff", "Kestrel Arena", "2021-03", "2021-03"],
    ]);
  });

  it("'Dec 15 – Jan 10, 2025' began the year before", () => {
    expect(jobs(read(`${HEAD}Seasonal Associate, Northwind Outfitters    Dec 15 – Jan 10, 2025\n`))).toEqual([["Seasonal Associate", "Northwind Outfitters", "2024-12", "2025-01"]]);
  });
});

describe("a project named with a job word is no role (review 55)", () => {
  const withProject = (header: string) => read(`${HEAD}Barista, Bean Co.    Jan 2025 – Aug 2025\n\nPROJECTS\n${header}    Sep 2025 – May 2026\n- Class project for CS 3300\n`);

  it("'Task Manager (Python, React)', 'AI Study Assistant', 'Senior Capstone: Solar Charge Controller' add no months", () => {
    for (const header of ["Task Manager (Python, React)", "AI Study Assistant", "Senior Capstone: Solar Charge Controller", "Inventory Manager — a stock-keeping app"]) expect(years(withProject(header)), header).toBe("0.7 years");
  });

  it("guards: 'Lead Developer, TrailMix', 'TrailMix | Backend Developer' and 'Founder, StudyBuddy' are roles", () => {
    for (const header of ["Lead Developer, TrailMix", "TrailMix | Backend Developer", "Founder, StudyBuddy (React)"]) expect(years(withProject(header)), header).toBe("1.4 years");
  });
});

describe("the employer on a line of its own above a role with a unit (review 55)", () => {
  it("another role's line that names the same employer is no employer's line: 'Camp Counselor, Pine Camp' keeps its employer", () => {
    const p = read(`${HEAD}Summer Intern, Pinecrest Labs    Jun 2024 – Aug 2024\nLab Aide, Pinecrest Labs    Jun 2023 – Aug 2023\nCamp Counselor, Pine Camp    Jun 2022 – Aug 2022\n`);
    expect(jobs(p)[2]).toEqual(["Camp Counselor", "Pine Camp", "2022-06", "2022-08"]);
  });
});
