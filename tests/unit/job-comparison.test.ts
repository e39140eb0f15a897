import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareWithJob, compareWithJobDetailed, MUST_HAVE_CAPS } from "~/.server/analysis/engines/job-comparison";
import { parseProfile } from "~/.server/analysis/profile";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { jobComparisonSchema } from "~/lib/schemas/analysis";
import type { Profile, SectionKind } from "~/lib/schemas/profile";

// Hand-written postings and résumés (tests/fixtures/jobs/README.md).
const fixture = (name: string) => readFileSync(new URL(`../fixtures/jobs/${name}`, import.meta.url), "utf8");
const resumes = fixture("resumes.jsonl")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { id: string; text: string; asOf: string });
const parsed = (id: string) => {
  const r = resumes.find((x) => x.id === id)!;
  return parseProfile(r.text, { asOf: r.asOf });
};

type SkillSpec = { name: string; category?: "technical" | "soft" | "other"; section?: SectionKind };

/** A profile built by hand, so that the tests do not depend on the résumé parser. */
function profile(opts: { skills: SkillSpec[]; years?: number; degree?: string; title?: string }): Profile {
  const years = opts.years ?? 6;
  const endYear = 2026;
  // January of the first year through December of the last: exactly `years` years.
  const startYear = endYear - years + 1;
  return {
    parserVersion: "test",
    contact: { name: "Test Person", email: "t@example.com", phone: null, links: [], location: null, headline: null },
    sections: [],
    positions: [
      {
        title: opts.title ?? "Data Engineer",
        company: "Example Ltd",
        location: null,
        start: `${startYear}-01`,
        end: `${endYear}-12`,
        current: false,
        dateText: `Jan ${startYear} - Dec ${endYear}`,
        bullets: ["Built things"],
        textStart: 0,
        textEnd: 100,
      },
    ],
    education: opts.degree ? [{ degree: opts.degree, institution: "Example University", start: null, end: null, textStart: 200, textEnd: 240 }] : [],
    certifications: [],
    skills: opts.skills.map((s, i) => ({
      name: s.name,
      category: s.category ?? "technical",
      // In the position's text (dated) unless a section says otherwise.
      mentions: [{ start: s.section === "skills" ? 300 + i : 10 + i, end: (s.section === "skills" ? 300 : 10) + i + 1, text: s.name, section: s.section ?? "experience" }],
    })),
    statedYears: null,
    workRanges: years > 0 ? [{ start: `${startYear}-01`, end: `${endYear}-12`, textStart: 5, textEnd: 20 }] : [],
    warnings: [],
    layout: { columns: 1 },
  };
}

const DATA_SKILLS: SkillSpec[] = ["Python", "SQL", "Spark", "AWS", "data modelling", "ETL", "Kubernetes", "Docker", "Airflow", "Kafka"].map((name) => ({ name }));
const without = (...names: string[]) => DATA_SKILLS.filter((s) => !names.includes(s.name));
const JD = fixture("data-engineer.txt");

describe("compareWithJob", () => {
  it("gives a high, uncapped fit to a résumé with everything", () => {
    const d = compareWithJobDetailed({ profile: profile({ skills: DATA_SKILLS, degree: "BSc Computer Science", title: "Senior Data Engineer" }), jobDescription: JD });
    expect(d.cap).toBe(100);
    expect(d.comparison.overallFit).toBeGreaterThanOrEqual(85);
    expect(d.comparison.skillsMatch.missingSkills.filter((s) => !/preferred/.test(s))).toEqual(["Communication"]);
  });

  it("says how little a one-word posting supports its fit, and never prints a missing number", () => {
    const c = compareWithJob({ profile: profile({ skills: DATA_SKILLS, title: "Data Engineer" }), jobDescription: "Python" });
    expect(c.summary).toMatch(/names only one skill and no requirements, so this fit says little: paste the full posting/);
    expect(c.summary).not.toMatch(/null|undefined|NaN/);
    expect(c.summary).toMatch(/states no minimum years; your dated experience adds up to 6 years\./);
    expect(c.summary).toMatch(/Your resume shows 1 of 1 required skills\./);
  });

  it("does not call a degree requirement met by a degree in another field", () => {
    const c = compareWithJob({ profile: profile({ skills: [{ name: "Python" }, { name: "Excel" }], degree: "PhD in Computer Science" }), jobDescription: fixture("accountant.txt") });
    const degreeLines = [...c.requirementsFit.metRequirements, ...c.requirementsFit.unrequirements].filter((l) => /degree in accounting/i.test(l));
    expect(degreeLines.length).toBeGreaterThan(0);
    for (const line of degreeLines) expect(line).toMatch(/— missing: (a degree in [a-z ]*accounting|master.s degree in accounting)/i);
    const accountant = compareWithJob({ profile: profile({ skills: [{ name: "Excel" }], degree: "BSc in Accounting" }), jobDescription: fixture("accountant.txt") });
    expect(accountant.requirementsFit.metRequirements.some((l) => /degree in accounting/i.test(l))).toBe(true);
  });

  it("takes a résumé's phrase for the posting's when their words have the same stems ('data models', 'data modeling')", () => {
    const c = compareWithJob({ profile: profile({ skills: [{ name: "data models" }, { name: "Python" }] }), jobDescription: "Requirements:\n- Data modeling\n- Python\n- Test automation" });
    expect(c.skillsMatch.matchedSkills.join(" ")).toMatch(/data model/i);
    expect(c.skillsMatch.missingSkills.join(" ")).not.toMatch(/data model/i);
    expect(c.skillsMatch.missingSkills.join(" ")).toMatch(/automation testing|test automation/i);
  });

  it("finds a three-letter acronym the posting asks for in a role's bullets ('Built Python ETL pipelines')", () => {
    const p = profile({ skills: [{ name: "Python" }] });
    p.positions[0]!.bullets = ["Built Python ETL pipelines for the pricing team."];
    const c = compareWithJob({ profile: p, jobDescription: "Requirements:\n- ETL\n- Python\n- Tableau" });
    expect(c.skillsMatch.matchedSkills.join(" ")).toMatch(/ETL/);
    expect(c.skillsMatch.missingSkills.join(" ")).not.toMatch(/ETL/);
  });

  it("caps the fit when a must-have skill is missing", () => {
    const one = compareWithJobDetailed({ profile: profile({ skills: without("Spark"), degree: "BSc Computer Science" }), jobDescription: JD });
    expect(one.cap).toBe(MUST_HAVE_CAPS[1]);
    expect(one.rawFit).toBeGreaterThan(59);
    expect(one.comparison.overallFit).toBe(59);
    expect(one.comparison.summary).toMatch(/capped at 59% because a must-have skill is missing: Spark/);
    expect(one.comparison.recommendations[0]).toMatch(/^The posting lists Spark as a must-have/);

    const two = compareWithJob({ profile: profile({ skills: without("Spark", "ETL"), degree: "BSc Computer Science" }), jobDescription: JD });
    expect(two.overallFit).toBeLessThanOrEqual(MUST_HAVE_CAPS[2]);
    const three = compareWithJob({ profile: profile({ skills: without("Spark", "ETL", "Python"), degree: "BSc Computer Science" }), jobDescription: JD });
    expect(three.overallFit).toBeLessThanOrEqual(MUST_HAVE_CAPS[3]);
  });

  it("does not cap for a missing nice-to-have, a soft skill, or an 'or equivalent' skill", () => {
    const pref = compareWithJobDetailed({ profile: profile({ skills: without("Kubernetes", "Airflow"), degree: "BSc Computer Science" }), jobDescription: JD });
    expect(pref.cap).toBe(100);
    expect(pref.comparison.skillsMatch.missingSkills).toEqual(expect.arrayContaining(["Kubernetes (preferred)", "Airflow (preferred)"]));
    const equivalent = compareWithJobDetailed({
      profile: profile({ skills: [{ name: "Python" }] }),
      jobDescription: "Requirements:\n- Python\n- Tableau or an equivalent BI tool\n- Excellent communication skills",
    });
    expect(equivalent.cap).toBe(100);
  });

  it("counts any one of alternatives", () => {
    const azure = DATA_SKILLS.filter((s) => s.name !== "AWS").concat({ name: "Microsoft Azure" });
    const c = compareWithJob({ profile: profile({ skills: azure, degree: "BSc Computer Science" }), jobDescription: JD });
    expect(c.skillsMatch.matchedSkills).toContain("Microsoft Azure");
    expect(c.skillsMatch.missingSkills.some((s) => /AWS/.test(s))).toBe(false);
  });

  it("matches by sensible equivalence and says so", () => {
    const c = compareWithJob({ profile: profile({ skills: [{ name: "Django" }, { name: "PostgreSQL" }] }), jobDescription: "Requirements:\n- Python\n- SQL" });
    expect(c.skillsMatch.matchedSkills).toEqual(["Python (as Django)", "SQL (as PostgreSQL)"]);
    expect(c.skillsMatch.matchPercentage).toBe(100);
  });

  it("compares years of experience and degree levels", () => {
    const c = compareWithJob({ profile: profile({ skills: DATA_SKILLS, years: 3 }), jobDescription: JD });
    expect(c.experienceMatch.matchPercentage).toBeLessThan(100);
    expect(c.experienceMatch.experienceGaps[0]).toMatch(/at least 5 years; your resume's dates add up to 3 years/);
    expect(c.educationMatch.matchPercentage).toBeLessThan(100);
    expect(c.educationMatch.missingQualifications[0]).toMatch(/^Bachelor's degree/);
    const master = compareWithJob({ profile: profile({ skills: DATA_SKILLS, degree: "MSc Computer Science" }), jobDescription: JD });
    expect(master.educationMatch.matchPercentage).toBe(100);
  });

  it("accepts equivalent practical experience for a degree when the posting does", () => {
    const c = compareWithJob({ profile: profile({ skills: DATA_SKILLS, years: 8 }), jobDescription: JD });
    expect(c.educationMatch.matchPercentage).toBeGreaterThanOrEqual(70);
    expect(c.educationMatch.relevantQualifications.join(" ")).toMatch(/equivalent practical experience/);
  });

  it("checks each requirement line", () => {
    const c = compareWithJob({ profile: profile({ skills: without("Spark"), degree: "BSc Computer Science" }), jobDescription: JD });
    expect(c.requirementsFit.unrequirements).toContain("Strong Python and SQL; experience with Apache Spark — missing: Spark");
    expect(c.requirementsFit.metRequirements.some((r) => r.startsWith("5+ years of experience building data pipelines in production — met"))).toBe(true);
  });

  it("advises putting listed-only skills into dated bullets (C1), never claiming them", () => {
    const skills = DATA_SKILLS.map((s) => (s.name === "Spark" ? { ...s, section: "skills" as const } : s));
    const c = compareWithJob({ profile: profile({ skills, degree: "BSc Computer Science" }), jobDescription: JD });
    expect(c.recommendations.some((r) => /^Spark appears only in a skills list\. Add it to a dated bullet if you have used it/.test(r))).toBe(true);
  });

  it("handles a blank or whitespace posting without crashing", () => {
    for (const text of ["", "  \n\t "]) {
      const c = compareWithJob({ profile: profile({ skills: DATA_SKILLS }), jobDescription: text });
      expect(jobComparisonSchema.parse(c)).toEqual(c);
      expect(c.overallFit).toBe(0);
      expect(c.summary).toMatch(/job description is empty/);
      expect(c.job.confidence).toBe(0);
    }
  });

  it("answers a posting in another language honestly", () => {
    const c = compareWithJob({ profile: parsed("r-backend-java"), jobDescription: fixture("german.txt") });
    expect(jobComparisonSchema.parse(c)).toEqual(c);
    expect(c.job.confidence).toBeLessThanOrEqual(0.25);
    expect(c.summary).toMatch(/rough|nothing to compare/);
  });

  it("ranks the fitting résumé first on every fixture posting", () => {
    const rank = (jd: string) =>
      resumes
        .map((r) => ({ id: r.id, fit: compareWithJobDetailed({ profile: parsed(r.id), jobDescription: fixture(jd) }) }))
        .sort((a, b) => b.fit.comparison.overallFit - a.fit.comparison.overallFit || b.fit.rawFit - a.fit.rawFit)
        .map((x) => x.id);
    expect(rank("data-engineer.txt")[0]).toBe("r-data-strong");
    expect(rank("frontend-indeed.txt")[0]).toBe("r-frontend");
    expect(rank("accountant.txt")[0]).toBe("r-accountant");
  });

  it("is valid against the schema for every fixture pair, with the engine version", () => {
    for (const jd of ["data-engineer.txt", "frontend-indeed.txt", "accountant.txt", "run-on.txt", "german.txt"]) {
      for (const r of resumes) {
        const c = compareWithJob({ profile: parsed(r.id), jobDescription: fixture(jd) });
        expect(jobComparisonSchema.parse(c)).toEqual(c);
        expect(c.engineVersion).toBe(ENGINE_VERSION);
      }
    }
  });

  it("is deterministic: byte-identical JSON twice", () => {
    const p = parsed("r-data-junior");
    const a = JSON.stringify(compareWithJob({ profile: p, jobDescription: JD }));
    const b = JSON.stringify(compareWithJob({ profile: structuredClone(p), jobDescription: JD }));
    expect(a).toBe(b);
  });

  it("is fast once the knowledge base is loaded", () => {
    const p = parsed("r-data-strong");
    compareWithJob({ profile: p, jobDescription: JD });
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) compareWithJob({ profile: p, jobDescription: JD });
    expect((performance.now() - t0) / 10).toBeLessThan(100);
  });
});
