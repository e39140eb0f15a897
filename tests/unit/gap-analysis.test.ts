// The gap analysis on real résumés (the committed PDF/DOCX fixtures, the CC0 development résumés when present) and on
// two hand-written ones for fields the dev set lacks (a nurse, an accountant): schema, determinism, links that come
// from the catalogs, salaries that come from BLS rows, honest notes where the catalogs have nothing.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { catalog } from "~/.server/analysis/catalog";
import { careerContext, listedOnlySkills, skillEvidence } from "~/.server/analysis/engines/career";
import { gapsOf } from "~/.server/analysis/engines/career-learning";
import { gapAnalysis } from "~/.server/analysis/engines/gap";
import { knowledge } from "~/.server/analysis/knowledge";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import { type GapAnalysis, gapAnalysisSchema } from "~/lib/schemas/analysis";
import type { Profile } from "~/lib/schemas/profile";
import { DEV_FIELD_IDS, DEV_RESUMES, devResumes } from "../support/resumes";
import { fixture, fixturePaths } from "./extract-fixtures";

const AS_OF = "2025-06-01";
const DEV_IDS = DEV_FIELD_IDS;

const NURSE = `Jordan Avery, RN
Columbus, OH | jordan.avery@example.com | (614) 555-0142

SUMMARY
Registered Nurse with 6 years of acute care experience in medical-surgical and telemetry units. BLS and ACLS certified.

EXPERIENCE
Registered Nurse, Telemetry Unit
Riverside Methodist Hospital, Columbus, OH
June 2021 - Present
• Provide care for 5-6 telemetry patients per shift; monitor cardiac rhythms and escalate changes to providers.
• Administer medications and IV therapy; document assessments in the electronic health record.
• Precept new graduate nurses and lead the unit's falls-prevention huddles.

Staff Nurse, Medical-Surgical Unit
Mount Carmel East, Columbus, OH
May 2018 - May 2021
• Cared for post-operative patients; wound care, pain management and discharge teaching.
• Coordinated with case management and physical therapy on discharge plans.

EDUCATION
Bachelor of Science in Nursing (BSN), The Ohio State University, 2018

CERTIFICATIONS
Registered Nurse, Ohio Board of Nursing
Basic Life Support (BLS), Advanced Cardiovascular Life Support (ACLS)

SKILLS
Patient assessment, Medication administration, IV therapy, Wound care, Patient education, Telemetry monitoring, Teamwork, Communication
`;

const ACCOUNTANT = `Priya Raman
Chicago, IL | priya.raman@example.com | 312-555-0199

PROFESSIONAL SUMMARY
Staff accountant with 4 years of experience in month-end close, reconciliations and audit support.

EXPERIENCE
Staff Accountant
Lakeshore Manufacturing Co., Chicago, IL
March 2021 - Present
• Own month-end close for three entities; prepare journal entries and balance sheet reconciliations in Excel.
• Support the annual external audit and prepare schedules for the auditors.
• Reduced close time from 8 to 5 days by automating accrual templates.

Junior Accountant
Baker & Lane CPAs, Evanston, IL
July 2019 - February 2021
• Prepared bookkeeping and payroll for small-business clients in QuickBooks.
• Assisted with individual and corporate tax returns.

EDUCATION
Bachelor of Science in Accounting, University of Illinois Chicago, 2019

SKILLS
Accounting, GAAP, Excel, QuickBooks, Account reconciliation, Financial reporting, Bookkeeping, Payroll
`;

type Case = { name: string; profile: Profile };
const cases: Case[] = [];
const byName = (name: string) => {
  const c = cases.find((x) => x.name === name);
  if (!c) throw new Error(`no case ${name}`);
  return c;
};

beforeAll(async () => {
  cases.push({ name: "nurse", profile: parseProfile(NURSE, { asOf: AS_OF }) });
  cases.push({ name: "accountant", profile: parseProfile(ACCOUNTANT, { asOf: AS_OF }) });
  for (const path of fixturePaths()) {
    const bytes = fixture(path);
    const { text, columns } = await extractText(bytes, detectFileKind(bytes, path));
    cases.push({ name: path, profile: parseProfile(text, { asOf: AS_OF, columns }) });
  }
  for (const r of devResumes(DEV_IDS)) cases.push({ name: r.id, profile: parseProfile(r.text, { asOf: r.asOf }) });
}, 180_000);

const run = (c: Case) => gapAnalysis({ profile: c.profile });

/** Every BLS annual figure of every occupation: a salary in the text must be one of these. */
const blsFigures = () => {
  const out = new Set<number>();
  for (const o of knowledge.occupations.list) {
    const w = knowledge.wages.forCode(o.code);
    if (w) for (const v of [w.p10, w.p25, w.median, w.p75, w.p90]) if (v != null) out.add(v);
  }
  return out;
};

describe("gapAnalysis on real and hand-written résumés", { timeout: 120_000 }, () => {
  it("has the fixtures", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it("returns a schema-valid result with the engine version for every résumé", () => {
    for (const c of cases) {
      const result = run(c);
      expect(() => gapAnalysisSchema.parse(result), c.name).not.toThrow();
      expect(result.engineVersion).toBe(ENGINE_VERSION);
      for (const g of result.skillGaps) expect(Number.isInteger(g.importance) && g.importance >= 1 && g.importance <= 10, c.name).toBe(true);
      for (const m of result.skillMatches) expect(m.confidence).toBeGreaterThanOrEqual(0);
      expect(result.notes.length, c.name).toBeGreaterThan(0);
    }
  });

  it("is deterministic: byte-identical JSON twice and on a copy of the profile", () => {
    for (const c of cases) {
      const a = JSON.stringify(run(c));
      expect(JSON.stringify(run(c)), c.name).toBe(a);
      const copy = JSON.parse(JSON.stringify(c.profile)) as Profile;
      expect(JSON.stringify(gapAnalysis({ profile: copy })), c.name).toBe(a);
    }
  });

  it("links only to URLs of the catalogs, with the platform derived from them", () => {
    for (const c of cases) {
      const result = run(c);
      for (const course of result.recommendedCourses) {
        const entry = catalog.learning.byUrl(course.link);
        expect(entry, `${c.name}: ${course.link}`).toBeDefined();
        expect(entry!.kind, course.name).toBe("course");
        expect(course.platform).toBe(entry!.platform);
        expect(course.name).toBe(entry!.name);
      }
      for (const r of result.freeResources) {
        const entry = catalog.learning.byUrl(r.link);
        expect(entry, `${c.name}: ${r.link}`).toBeDefined();
        expect(r.name).toBe(entry!.name);
      }
    }
  });

  it("never pads: every course covers a skill the résumé lacks for its occupation", () => {
    for (const c of cases) {
      const result = run(c);
      const ctx = careerContext(c.profile);
      const missing = new Set(ctx.coverage.missing.map((s) => s.name));
      for (const course of result.recommendedCourses) {
        const entry = catalog.learning.byUrl(course.link)!;
        expect(entry.skills.some((s) => missing.has(s) || missing.has(knowledge.skills.familyName(s))), `${c.name}: ${course.name}`).toBe(true);
        expect(course.skillsCovered.some((s) => missing.has(s)), `${c.name}: ${course.name}`).toBe(true);
      }
    }
  });

  it("states salary increases with BLS figures, source and year", () => {
    const figures = blsFigures();
    for (const c of cases) {
      const t = run(c).careerTrajectory;
      if (!run(c).targetOccupation) continue;
      expect(t.potentialSalaryIncrease, c.name).toMatch(/BLS, May 2024, US/);
      const amounts = [...t.potentialSalaryIncrease.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
      // The first amount is the difference; the others are BLS figures.
      for (const v of amounts.slice(1)) expect(figures.has(v), `${c.name}: ${v} in "${t.potentialSalaryIncrease}"`).toBe(true);
    }
  });

  it("agrees with the dashboard: matchScore is the Keyword Strength of the same benchmark", () => {
    for (const c of cases) {
      const result = run(c);
      const benchmark = benchmarkFor(c.profile);
      if (!result.targetOccupation || benchmark.occupation?.code !== result.targetOccupation.code) continue;
      const metrics = computeMetrics(c.profile, benchmark, { id: "m", resumeId: "r", createdAt: "2025-06-01T00:00:00Z", asOf: AS_OF });
      expect(Math.abs(result.matchScore - metrics.keywordStrength), c.name).toBeLessThanOrEqual(0.5);
    }
  });
});

describe("gapAnalysis for a field without courses (nursing)", () => {
  let result: GapAnalysis;
  beforeAll(() => {
    result = run(byName("nurse"));
  });

  it("targets Registered Nurses with the title as evidence", () => {
    expect(result.targetOccupation?.title).toBe("Registered Nurses");
    expect(result.targetOccupation?.evidence.join(" ")).toMatch(/Registered Nurse/);
  });

  it("recommends no course and says so honestly, in the notes and the overview", () => {
    expect(result.recommendedCourses).toEqual([]);
    expect(result.notes.join(" ")).toMatch(/No course in the bundled open catalogs covers the skills Registered Nurses are missing/);
    expect(result.notes.join(" ")).toMatch(/no course on this field at all/);
    expect(result.overview).toMatch(/no course that fits these gaps/);
    expect(result.notes.join(" ")).toMatch(/Nothing in the catalogs covers MEDITECH/);
  });

  it("offers free resources on nursing itself or on its gaps, nothing about programming", () => {
    const gaps = new Set(gapsOf(knowledge.occupations.byCode("29-1141.00")!, careerContext(byName("nurse").profile).coverage.missing).map((g) => g.skill));
    expect(result.freeResources.some((r) => /Nursing/.test(r.name))).toBe(true);
    for (const r of result.freeResources) {
      const entry = catalog.learning.byUrl(r.link)!;
      const nursing = [...entry.skills, ...entry.topics].some((s) => /nurs/i.test(s));
      expect(nursing || entry.skills.some((s) => gaps.has(s)), r.name).toBe(true);
      expect(entry.skills.some((s) => ["Python", "JavaScript", "Java", "HTML", "CSS", "C++"].includes(s)), r.name).toBe(false);
    }
  });

  it("counts the clinical systems, and says why the office software and Apache Spark O*NET also lists are left out", () => {
    const gaps = result.skillGaps.map((g) => g.skill);
    // One entry for the medical software, any of which counts (decision 0031).
    expect(gaps).toContain("MEDITECH");
    expect(gaps).not.toContain("Epic Systems");
    for (const generic of ["Excel", "SharePoint", "Spark", "Microsoft Outlook"]) expect(gaps, generic).not.toContain(generic);
    expect(result.notes.join(" ")).toMatch(/O\*NET also lists Microsoft Excel, .* for Registered Nurses, but this field uses them no more than other fields do/);
    // Nor are they the field's trends.
    const trends = result.industryTrends.map((t) => t.trend).join(" | ");
    expect(trends).toMatch(/Epic Systems|MEDITECH/);
    expect(trends).not.toMatch(/MS Access|Windows|Excel/);
  });

  it("shows an O*NET emerging task with its date", () => {
    const emerging = result.industryTrends.find((t) => /Mentor nursing students/.test(t.trend));
    expect(emerging?.timeframe).toMatch(/reported to O\*NET in August 2023/);
  });

  it("steps up to a related occupation, with the degree it asks for and BLS medians", () => {
    expect(result.careerTrajectory.nextLevel).toMatch(/Nurse Practitioners/);
    expect(result.careerTrajectory.timeEstimate).toMatch(/master's degree/);
    expect(result.careerTrajectory.potentialSalaryIncrease).toContain("$93,600");
    expect(result.careerTrajectory.potentialSalaryIncrease).toContain("$129,210");
  });
});

describe("gapAnalysis for an accountant", () => {
  let result: GapAnalysis;
  beforeAll(() => {
    result = run(byName("accountant"));
  });

  it("targets Accountants and Auditors and shows the skills the résumé proves", () => {
    expect(result.targetOccupation?.title).toBe("Accountants and Auditors");
    const excel = result.skillMatches.find((m) => m.skill === "Excel");
    const gaap = result.skillMatches.find((m) => m.skill === "GAAP");
    // Excel is listed and used in the current role; GAAP is only listed.
    expect(excel!.confidence).toBeGreaterThan(gaap!.confidence);
  });

  it("next level is the senior title, priced from the BLS median to the 75th percentile", () => {
    expect(result.careerTrajectory.nextLevel).toBe("Senior Accountant");
    expect(result.careerTrajectory.potentialSalaryIncrease).toContain("$81,680");
    expect(result.careerTrajectory.potentialSalaryIncrease).toContain("$106,450");
    expect(result.careerTrajectory.currentLevel).toMatch(/Staff Accountant \(mid level\)/);
  });

  it("recommends courses for its technology gaps (SAP, SQL) and OpenStax's accounting textbook", () => {
    const covered = result.recommendedCourses.flatMap((c) => c.skillsCovered);
    expect(covered).toEqual(expect.arrayContaining(["SAP", "SQL"]));
    expect(result.freeResources.map((r) => r.name)).toContain("Principles of Accounting, Volume 1: Financial Accounting");
  });
});

describe("skill confidence", () => {
  // A profile built by hand, so the rules are tested without the parser: two roles (one current, one ten years
  // earlier) and a skills section; mentions carry offsets into the text, roles their spans.
  const text = "Data Analyst, Acme\nBuilt dashboards in Tableau and SQL.\nJunior Analyst, Beta\nReports in Excel.\nSKILLS\nSQL, Tableau, Excel, Python\n";
  const at = (word: string, from = 0) => text.indexOf(word, from);
  const skillsStart = at("SKILLS");
  const mention = (word: string, section: "experience" | "skills", from = 0) => ({ start: at(word, from), end: at(word, from) + word.length, text: word, section });
  const profile: Profile = {
    parserVersion: "test",
    contact: { name: null, email: null, phone: null, links: [], location: null, headline: null },
    sections: [],
    positions: [
      { title: "Data Analyst", company: "Acme", location: null, start: "2022-01", end: null, current: true, dateText: null, bullets: [], textStart: 0, textEnd: at("Junior") },
      { title: "Junior Analyst", company: "Beta", location: null, start: "2012-01", end: "2014-12", current: false, dateText: null, bullets: [], textStart: at("Junior"), textEnd: skillsStart },
    ],
    education: [],
    certifications: [],
    skills: [
      { name: "SQL", category: "technical", mentions: [mention("SQL", "experience"), mention("SQL", "skills", skillsStart)] },
      { name: "Excel", category: "technical", mentions: [mention("Excel", "experience"), mention("Excel", "skills", skillsStart)] },
      { name: "Python", category: "technical", mentions: [mention("Python", "skills", skillsStart)] },
    ],
    statedYears: null,
    workRanges: [
      { start: "2022-01", end: "2025-06", textStart: 0, textEnd: 10 },
      { start: "2012-01", end: "2014-12", textStart: at("Junior"), textEnd: at("Junior") + 10 },
    ],
    warnings: [],
    layout: { columns: 1 },
  };

  it("rises with use in roles, recency and a skills-section listing", () => {
    const evidence = new Map(skillEvidence(profile).map((e) => [e.name, e]));
    const sql = evidence.get("SQL")!;
    const excel = evidence.get("Excel")!;
    const python = evidence.get("Python")!;
    expect(sql.inExperience && sql.inSkillsSection).toBe(true);
    expect(python.inExperience).toBe(false);
    expect(sql.lastUsed).toBe("2025-06");
    expect(excel.lastUsed).toBe("2014-12");
    // Used recently > used long ago > only listed: 30 + 15 + 25 + 2 + 15 + 5 (3.4 years); 30 + 15 + 25 + 2 + 5; 30 + 15.
    expect(sql.confidence).toBe(92);
    expect(excel.confidence).toBe(77);
    expect(python.confidence).toBe(45);
    expect(sql.reasons.join(" ")).toMatch(/used recently/);
    expect(excel.reasons.join(" ")).toMatch(/over 5 years before your most recent work/);
  });

  it("counts a role whose bullets name a skill the extractor found only in the list", () => {
    const withBullets: Profile = {
      ...profile,
      positions: profile.positions.map((p, i) => (i === 0 ? { ...p, bullets: ["Built dashboards in Tableau and SQL."] } : p)),
      skills: [...profile.skills, { name: "Tableau", category: "technical", mentions: [mention("Tableau", "skills", skillsStart)] }],
    };
    const evidence = new Map(skillEvidence(withBullets).map((e) => [e.name, e]));
    const tableau = evidence.get("Tableau")!;
    expect(tableau.inExperience).toBe(true);
    expect(tableau.lastUsed).toBe("2025-06");
    expect(evidence.get("Python")!.inExperience).toBe(false);
  });
});

describe("skills named only in the list", () => {
  it("are each named once, and not when a variant of the same family is shown in a role", () => {
    const text = "Jo Smith\njo@example.com\n\nEXPERIENCE\nData Analyst, Acme\nJan 2020 - Present\n- Led a team of 4 analysts.\n- Built reports in SQL.\n\nSKILLS\nSQL, Tableau, leadership, communication\n";
    const evidence = skillEvidence(parseProfile(text, { asOf: AS_OF }));
    const byName = new Map(evidence.map((e) => [e.name, e]));
    expect(byName.get("Leadership")?.inExperience).toBe(false);
    const names = listedOnlySkills(evidence, [...evidence, ...evidence], 5).map((e) => e.name);
    expect(names).toContain("Tableau");
    expect(names).not.toContain("Leadership");
    expect(names).not.toContain("SQL");
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("current skill strength", () => {
  it("rates technical and soft skills, strongest first, and not spoken languages", () => {
    const text = "Jo Smith\njo@example.com\n\nEXPERIENCE\nData Analyst, Acme\nJan 2020 - Present\n- Built Tableau dashboards on SQL and Python.\n- Automated reports in Python.\n\nSKILLS\nSQL, Python, Tableau, Excel, R, Git, leadership\n\nLANGUAGES\nEnglish, Spanish\n";
    const result = gapAnalysis({ profile: parseProfile(text, { asOf: AS_OF }) });
    const names = result.skillMatches.map((m) => m.skill);
    expect(names).not.toContain("English");
    expect(names).not.toContain("Spanish");
    const c = result.skillMatches.map((m) => m.confidence);
    expect(c).toEqual([...c].sort((a, b) => b - a));
    // On every fixture and résumé here too: one list, strongest first.
    for (const k of cases) {
      const bars = run(k).skillMatches.map((m) => m.confidence);
      expect(bars, k.name).toEqual([...bars].sort((a, b) => b - a));
    }
  });
});

describe("gapAnalysis without a recognisable occupation", () => {
  it("says so instead of inventing a benchmark", () => {
    const profile = parseProfile("hello\nworld\n", { asOf: AS_OF });
    const result = gapAnalysis({ profile });
    expect(() => gapAnalysisSchema.parse(result)).not.toThrow();
    expect(result.targetOccupation).toBeNull();
    expect(result.recommendedCourses).toEqual([]);
    expect(result.matchScore).toBe(0);
    expect(result.notes[0]).toMatch(/No occupation was recognised/);
  });
});

describe.runIf(existsSync(DEV_RESUMES))("gapAnalysis on the development résumés of other fields", () => {
  it("covers software, health, teaching, sales and marketing", () => {
    const titles = DEV_IDS.map((id) => run(byName(id)).targetOccupation?.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Software Developers", "Medical Assistants", "Elementary School Teachers, Except Special Education", "Marketing Managers"]),
    );
  });

  it("does not tell a teacher to take a course in teaching", () => {
    const result = run(byName("dotin-train-254"));
    for (const c of result.recommendedCourses) expect(c.skillsCovered, c.name).not.toContain("Teaching");
  });

  it("never offers a senior manager the title they already have", () => {
    const result = run(byName("dotin-train-101"));
    expect(result.careerTrajectory.currentLevel).toMatch(/^Senior Marketing Manager/);
    expect(result.careerTrajectory.nextLevel).not.toMatch(/^Senior Marketing Manager$/);
  });
});
