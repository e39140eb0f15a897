// The 10-Year Career Roadmap: schema, determinism, BLS salaries, employer kinds (never company names), and the
// documented effect of every preference (the table at the top of app/.server/analysis/engines/roadmap.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { allEmployerKinds, isRemoteFriendlyEmployer } from "~/.server/analysis/catalog/employers";
import { careerRoadmap, cleanPreferences } from "~/.server/analysis/engines/roadmap";
import { knowledge } from "~/.server/analysis/knowledge";
import { parseProfile } from "~/.server/analysis/profile";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import { type CareerRoadmap, careerRoadmapSchema, type RoadmapPreferences } from "~/lib/schemas/analysis";
import type { Profile } from "~/lib/schemas/profile";
import { DEV_FIELD_IDS, devResumes } from "../support/resumes";
import { fixture, fixturePaths } from "./extract-fixtures";

const AS_OF = "2025-06-01";
const DEV_IDS = DEV_FIELD_IDS;

const NURSE = `Jordan Avery, RN
Columbus, OH | jordan.avery@example.com | (614) 555-0142

EXPERIENCE
Registered Nurse, Telemetry Unit
Riverside Methodist Hospital, Columbus, OH
June 2021 - Present
• Provide care for 5-6 telemetry patients per shift; monitor cardiac rhythms and escalate changes to providers.
• Precept new graduate nurses and lead the unit's falls-prevention huddles.

Staff Nurse, Medical-Surgical Unit
Mount Carmel East, Columbus, OH
May 2018 - May 2021
• Cared for post-operative patients; wound care, pain management and discharge teaching.

EDUCATION
Bachelor of Science in Nursing (BSN), The Ohio State University, 2018

SKILLS
Patient assessment, Medication administration, IV therapy, Wound care, Teamwork, Communication
`;

const DEVELOPER = `Alex Kim
alex.kim@example.com | Seattle, WA

EXPERIENCE
Software Engineer, Northwind Software, Seattle, WA
March 2020 - Present
• Build REST APIs in Python and TypeScript; PostgreSQL and Docker on AWS.
• Wrote the CI/CD pipeline with GitHub Actions; cut release time from days to hours.

Junior Software Developer, Contoso, Portland, OR
July 2018 - February 2020
• Maintained a React front end and Java services; wrote SQL reports.

EDUCATION
B.S. Computer Science, University of Washington, 2018

SKILLS
Python, TypeScript, JavaScript, React, Java, SQL, PostgreSQL, Docker, AWS, Git, Linux
`;

type Case = { name: string; profile: Profile; asOf: string };
const cases: Case[] = [];
const byName = (name: string) => {
  const c = cases.find((x) => x.name === name);
  if (!c) throw new Error(`no case ${name}`);
  return c;
};

beforeAll(async () => {
  cases.push({ name: "nurse", profile: parseProfile(NURSE, { asOf: AS_OF }), asOf: AS_OF });
  cases.push({ name: "developer", profile: parseProfile(DEVELOPER, { asOf: AS_OF }), asOf: AS_OF });
  for (const path of fixturePaths()) {
    const bytes = fixture(path);
    const { text, columns } = await extractText(bytes, detectFileKind(bytes, path));
    cases.push({ name: path, profile: parseProfile(text, { asOf: AS_OF, columns }), asOf: AS_OF });
  }
  for (const r of devResumes(DEV_IDS)) cases.push({ name: r.id, profile: parseProfile(r.text, { asOf: r.asOf }), asOf: r.asOf });
}, 180_000);

const run = (c: Case, preferences: RoadmapPreferences = {}) => careerRoadmap({ profile: c.profile, preferences, asOf: c.asOf });
const milestones = (r: CareerRoadmap) => [...r.potentialPaths.path1.milestones, ...r.potentialPaths.path2.milestones];
const roles = (r: CareerRoadmap) => [r.potentialPaths.path1, r.potentialPaths.path2].map((p) => p.milestones.map((m) => `${m.year} ${m.role}`).join(" > "));

const BLS = (() => {
  const out = new Set<number>();
  for (const o of knowledge.occupations.list) {
    const w = knowledge.wages.forCode(o.code);
    if (w) for (const v of [w.p10, w.p25, w.median, w.p75, w.p90]) if (v != null) out.add(v);
  }
  return out;
})();

const ALL_PREFERENCES: RoadmapPreferences[] = [
  {},
  { careerTrack: "Individual Contributor" },
  { careerTrack: "Management" },
  { careerTrack: "Entrepreneurship" },
  { workStyle: "Relaxed" },
  { workStyle: "Aggressive" },
  { salaryImportance: "Low" },
  { salaryImportance: "High" },
  { industry: "healthcare" },
  { industry: "underwater basket weaving" },
  { preferredLocation: "Berlin, Germany" },
  { remotePreference: "Remote" },
  { remotePreference: "On-site" },
  { remotePreference: "Hybrid" },
  { careerTrack: "Entrepreneurship", workStyle: "Relaxed", salaryImportance: "High", industry: "finance", remotePreference: "Remote", preferredLocation: "Austin, TX" },
];

describe("careerRoadmap on real and hand-written résumés", { timeout: 120_000 }, () => {
  it("has the fixtures", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  /** Every preference set on the hand-written résumés and one fixture per template family; the default elsewhere. */
  const preferenceSets = (c: Case) => (/^(nurse|developer|awesome-cv\/resume|resume-matcher\/single-column|word\/one-column\.docx)/.test(c.name) ? ALL_PREFERENCES : [{}]);

  it("names at least three skill strengths when the résumé lists that many of the benchmark's skills, strongest first", () => {
    const r = run(byName("rendercv/John_Doe_ClassicTheme_CV.pdf"));
    const skills = r.currentPosition.strengths.filter((s) => !/years of work experience$|^Education:/.test(s));
    expect(skills.length).toBeGreaterThanOrEqual(3);
    expect(skills[0]).toMatch(/used in \d+ roles?/);
  });

  it("starts a step to another occupation no lower than the rung it leaves, where that occupation's range allows", () => {
    for (const name of ["word/one-column.docx", "rendercv/John_Doe_ClassicTheme_CV.pdf", "word/two-column-table.docx"]) {
      const { path2 } = run(byName(name)).potentialPaths;
      path2.milestones.forEach((m, i) => {
        if (i > 0) expect(m.salary.min, `${name}: ${path2.milestones[i - 1]!.role} -> ${m.role}`).toBeGreaterThanOrEqual(path2.milestones[i - 1]!.salary.min);
      });
    }
  });

  it("never pays a promotion in the same occupation the same as, or less than, the rung it leaves", () => {
    for (const c of cases) {
      const r = run(c);
      for (const path of [r.potentialPaths.path1, r.potentialPaths.path2]) {
        path.milestones.forEach((m, i) => {
          const before = path.milestones[i - 1];
          if (!before || !/^(?:Senior|Lead|Principal|Team lead)\b/.test(m.role) || m.salary.max === 0) return;
          const label = `${c.name}: ${before.role} -> ${m.role}`;
          expect(m.salary.min, label).toBeGreaterThanOrEqual(before.salary.min);
          expect(m.salary.min > before.salary.min || m.salary.max > before.salary.max, label).toBe(true);
        });
      }
    }
  });

  it("returns a schema-valid roadmap for every résumé and every preference set", () => {
    for (const c of cases) {
      for (const prefs of preferenceSets(c)) {
        const r = run(c, prefs);
        expect(() => careerRoadmapSchema.parse(r), `${c.name} ${JSON.stringify(prefs)}`).not.toThrow();
        expect(r.engineVersion).toBe(ENGINE_VERSION);
        expect(r.salarySource).toMatch(/^U\.S\. BLS OEWS, May 2024, national/);
        expect(r.networkingStrategy.length).toBeGreaterThan(0);
      }
    }
  });

  it("is deterministic: byte-identical JSON twice and on a copy of the profile", () => {
    for (const c of cases) {
      for (const prefs of [{}, ALL_PREFERENCES[ALL_PREFERENCES.length - 1]!]) {
        const a = JSON.stringify(run(c, prefs));
        expect(JSON.stringify(run(c, prefs)), c.name).toBe(a);
        const copy = JSON.parse(JSON.stringify(c.profile)) as Profile;
        expect(JSON.stringify(careerRoadmap({ profile: copy, preferences: { ...prefs }, asOf: c.asOf })), c.name).toBe(a);
      }
    }
  });

  it("takes every salary from a BLS row, in USD", () => {
    for (const c of cases) {
      for (const m of milestones(run(c))) {
        expect(m.salary.currency).toBe("USD");
        expect(BLS.has(m.salary.min), `${c.name} ${m.role} ${m.salary.min}`).toBe(true);
        expect(BLS.has(m.salary.max), `${c.name} ${m.role} ${m.salary.max}`).toBe(true);
        expect(m.salary.min).toBeLessThanOrEqual(m.salary.max);
        expect(m.description).toMatch(/BLS/);
      }
    }
  });

  it("spreads milestones over ten calendar years from asOf, in order", () => {
    for (const c of cases) {
      const r = run(c);
      const year0 = Number(c.asOf.slice(0, 4));
      for (const p of [r.potentialPaths.path1, r.potentialPaths.path2]) {
        const years = p.milestones.map((m) => m.year);
        expect([...years].sort((a, b) => a - b), c.name).toEqual(years);
        for (const y of years) expect(y >= year0 + 1 && y <= year0 + 10, `${c.name} ${y}`).toBe(true);
        // A path that reaches its top rung early says what the rest of the ten years hold.
        const last = p.milestones.at(-1);
        if (last && last.year < year0 + 10) expect(last.description, c.name).toContain(`to ${year0 + 10}: grow within this role`);
      }
    }
  });

  it("names kinds of employers, never companies", () => {
    const kinds = allEmployerKinds();
    for (const c of cases) {
      for (const prefs of preferenceSets(c)) {
        for (const m of milestones(run(c, prefs))) {
          expect(m.potentialEmployers.length).toBeGreaterThan(0);
          for (const e of m.potentialEmployers) expect(kinds.has(e), `${c.name}: "${e}"`).toBe(true);
        }
      }
    }
  });

  it("builds both paths from O*NET occupations with a suitability from skill overlap", () => {
    const r = run(byName("developer"));
    expect(r.potentialPaths.path1.name).toMatch(/^Individual contributor/);
    expect(r.potentialPaths.path2.name).toMatch(/^Management/);
    expect(r.potentialPaths.path2.milestones.map((m) => m.role)).toContain("Computer and Information Systems Manager");
    for (const p of [r.potentialPaths.path1, r.potentialPaths.path2]) {
      expect(p.suitabilityScore).toBeGreaterThan(0);
      expect(p.description).toMatch(/Suitability \d+\/100: your resume shows \d+% of the weighted O\*NET skills/);
    }
    expect(r.currentPosition.role).toMatch(/Software Engineer/);
    expect(r.currentPosition.strengths.join(" ")).toMatch(/Python|SQL|Docker/);
  });

  it("gives learning for every horizon and a networking strategy", () => {
    const r = run(byName("nurse"));
    expect(r.recommendedLearning.shortTerm.length).toBeGreaterThan(0);
    expect(r.recommendedLearning.midTerm.length).toBeGreaterThan(0);
    expect(r.recommendedLearning.longTerm.length).toBeGreaterThan(0);
    // A nurse is not sent to programming courses; vendor systems are named honestly.
    expect(r.recommendedLearning.shortTerm.join(" ")).toMatch(/MEDITECH.*no course in the bundled catalogs/);
    expect(JSON.stringify(r.recommendedLearning)).not.toMatch(/Python|JavaScript/);
  });
});

describe("careerRoadmap preferences (each changes the result as documented)", () => {
  it("careerTrack decides path1; Entrepreneurship gives a founder path and the better other path", () => {
    const c = byName("developer");
    expect(run(c, { careerTrack: "Individual Contributor" }).potentialPaths.path1.name).toMatch(/^Individual contributor/);
    const m = run(c, { careerTrack: "Management" });
    expect(m.potentialPaths.path1.name).toMatch(/^Management/);
    expect(m.potentialPaths.path2.name).toMatch(/^Individual contributor/);
    const e = run(c, { careerTrack: "Entrepreneurship" });
    expect(e.potentialPaths.path1.name).toMatch(/^Founder \/ independent/);
    expect(e.potentialPaths.path1.milestones.some((x) => /Independent|Owner|Founder/.test(x.role))).toBe(true);
    expect(e.potentialPaths.path2.name).toMatch(/^(Individual contributor|Management)/);
    expect(e.potentialPaths.path1.milestones.slice(1).every((x) => /self-employed|OEWS does not cover the self-employed/.test(x.description))).toBe(true);
    expect(e.overview).toMatch(/chosen track \(Entrepreneurship\)/);
    expect(e.preferences).toEqual({ careerTrack: "Entrepreneurship" });
  });

  it("workStyle sets the pace: Aggressive reaches roles sooner and further, Relaxed fewer and later", () => {
    const c = byName("developer");
    const year0 = Number(AS_OF.slice(0, 4));
    const offsets = (r: CareerRoadmap) => r.potentialPaths.path1.milestones.map((m) => m.year - year0);
    // path1 (individual contributor) has four rungs: all of them within ten years, sooner when Aggressive.
    expect(offsets(run(c))).toEqual([1, 3, 6, 10]);
    expect(offsets(run(c, { workStyle: "Balanced" }))).toEqual([1, 3, 6, 10]);
    expect(offsets(run(c, { workStyle: "Aggressive" }))).toEqual([1, 2, 4, 7]);
    expect(offsets(run(c, { workStyle: "Relaxed" }))).toEqual([1, 5, 10]);
    // The management ladder has five rungs: Aggressive reaches the fifth (top executives) by year 10.
    const path2 = (r: CareerRoadmap) => r.potentialPaths.path2.milestones;
    expect(path2(run(c)).map((m) => m.year - year0)).toEqual([1, 3, 6, 10]);
    expect(path2(run(c, { workStyle: "Aggressive" })).map((m) => m.year - year0)).toEqual([1, 2, 4, 7, 10]);
    expect(path2(run(c, { workStyle: "Aggressive" }))[4]!.role).toMatch(/Chief Executives/);
    const balanced = run(c).potentialPaths.path1.milestones;
    const aggressive = run(c, { workStyle: "Aggressive" }).potentialPaths.path1.milestones;
    // The same second role, two years sooner.
    expect(aggressive[1]!.role).toBe(balanced[1]!.role);
    expect(aggressive[1]!.year).toBeLessThan(balanced[1]!.year);
  });

  it("salaryImportance weighs pay: High ranks the path with more pay growth first and may choose better-paid steps", () => {
    const c = byName("nurse");
    const low = run(c, { salaryImportance: "Low" });
    const high = run(c, { salaryImportance: "High" });
    expect(roles(high)).not.toEqual(roles(low));
    const growth = (r: CareerRoadmap) => Number(/Pay from the first to the last milestone: \+?(-?\d+)%/.exec(r.potentialPaths.path1.description)?.[1]);
    expect(growth(high)).toBeGreaterThanOrEqual(growth(low));
    expect(high.overview).toMatch(/Paths are ranked by pay growth/);
    expect(high.overview).toMatch(/weigh pay at 50%/);
    expect(low.overview).toMatch(/weigh pay at 5%/);
  });

  it("industry puts its employers first and prefers occupations naming it; unknown text is noted, nothing else changes", () => {
    const c = byName("developer");
    const health = run(c, { industry: "healthcare" });
    for (const m of health.potentialPaths.path1.milestones) expect(m.potentialEmployers[0]).toBe("Hospitals");
    expect(health.overview).toMatch(/health care employers come first/);
    expect(health.networkingStrategy.join(" ")).toMatch(/health care industry events/);
    const unknown = run(c, { industry: "underwater basket weaving" });
    expect(unknown.overview).toMatch(/did not match an industry the engine knows/);
    const base = run(c);
    expect(roles(unknown)).toEqual(roles(base));
    expect(milestones(unknown).map((m) => m.potentialEmployers)).toEqual(milestones(base).map((m) => m.potentialEmployers));
  });

  it("preferredLocation is noted; salaries stay U.S. national", () => {
    const c = byName("developer");
    const berlin = run(c, { preferredLocation: "Berlin, Germany" });
    const base = run(c);
    expect(berlin.overview).toMatch(/Location "Berlin, Germany": salaries are U\.S\. national figures/);
    expect(berlin.networkingStrategy.join(" ")).toMatch(/Berlin, Germany/);
    expect(milestones(berlin).map((m) => m.salary)).toEqual(milestones(base).map((m) => m.salary));
  });

  it("remotePreference reorders employers and says when a field is mostly on-site", () => {
    const dev = byName("developer");
    const remote = run(dev, { remotePreference: "Remote" });
    for (const m of remote.potentialPaths.path1.milestones) expect(isRemoteFriendlyEmployer(m.potentialEmployers[0]!), m.role).toBe(true);
    expect(remote.networkingStrategy.join(" ")).toMatch(/Network online/);
    const onsite = run(dev, { remotePreference: "On-site" });
    expect(onsite.potentialPaths.path1.milestones.some((m) => !isRemoteFriendlyEmployer(m.potentialEmployers[0]!))).toBe(true);
    expect(onsite.networkingStrategy.join(" ")).toMatch(/Network in person/);
    const nurse = run(byName("nurse"), { remotePreference: "Remote" });
    expect(nurse.overview).toMatch(/Registered Nurses work is mostly on-site/);
    expect(nurse.potentialPaths.path1.milestones[1]!.description).toMatch(/Remote: this work is mostly on-site/);
    const hybrid = run(dev, { remotePreference: "Hybrid" });
    expect(hybrid.overview).toMatch(/Hybrid/);
  });

  it("echoes only the preferences that are set and valid", () => {
    const c = byName("developer");
    expect(run(c).preferences).toEqual({});
    const prefs = { industry: "  finance ", workStyle: "Aggressive", preferredLocation: "", salaryImportance: "High" } as RoadmapPreferences;
    expect(run(c, prefs).preferences).toEqual({ industry: "finance", workStyle: "Aggressive", salaryImportance: "High" });
  });
});

describe("careerRoadmap with invalid input", () => {
  it("ignores invalid preference values and unknown keys, and says so", () => {
    const c = byName("developer");
    const bad = { workStyle: "Fast", careerTrack: "Astronaut", remotePreference: 3, color: "blue", industry: "x".repeat(500) } as unknown as RoadmapPreferences;
    const r = run(c, bad);
    expect(() => careerRoadmapSchema.parse(r)).not.toThrow();
    expect(r.preferences).toEqual({});
    expect(r.overview).toMatch(/Ignored invalid preferences: careerTrack, color, industry, remotePreference, workStyle/);
    expect(cleanPreferences(null)).toEqual({ used: {}, ignored: [] });
  });

  it("survives contradictory combinations and a malformed asOf", () => {
    const c = byName("nurse");
    for (const prefs of ALL_PREFERENCES) {
      const r = careerRoadmap({ profile: c.profile, preferences: prefs, asOf: "not a date" });
      expect(() => careerRoadmapSchema.parse(r)).not.toThrow();
    }
  });

  it("returns an honest, empty roadmap when no occupation is recognised", () => {
    const profile = parseProfile("hello\nworld\n", { asOf: AS_OF });
    const r = careerRoadmap({ profile, preferences: { careerTrack: "Management" }, asOf: AS_OF });
    expect(() => careerRoadmapSchema.parse(r)).not.toThrow();
    expect(r.potentialPaths.path1.milestones).toEqual([]);
    expect(r.overview).toMatch(/did not point to an occupation/);
    expect(r.preferences).toEqual({ careerTrack: "Management" });
  });
});
