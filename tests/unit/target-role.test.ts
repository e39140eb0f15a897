// The target role: a user's choice of occupation replaces the inferred one on every screen, an unknown code falls
// back to inference, and the search over O*NET titles finds what people type.
import { describe, expect, it } from "vitest";
import { benchmarkFor, targetOccupation } from "~/.server/analysis/benchmark";
import { careerContext } from "~/.server/analysis/engines/career";
import { detailedAnalysis } from "~/.server/analysis/engines/detailed";
import { gapAnalysis } from "~/.server/analysis/engines/gap";
import { careerRoadmap } from "~/.server/analysis/engines/roadmap";
import { knowledge } from "~/.server/analysis/knowledge";
import { correctedQuery, searchOccupations } from "~/.server/analysis/occupation";
import { parseProfile } from "~/.server/analysis/profile";
import { targetRoleChoices } from "~/.server/resumes/target-role";
import { SOFTWARE_ENGINEER } from "../support/resumes";

const profile = parseProfile(SOFTWARE_ENGINEER, { asOf: "2025-06-01" });
const DATA_ARCHITECTS = "15-1243.00";
const SOFTWARE_DEVELOPERS = "15-1252.00";
const NURSES = "29-1141.00";

describe("searchOccupations", () => {
  it("finds the occupations O*NET files a typed title under, naming the title it matched", () => {
    const found = searchOccupations("data engineer");
    expect(found.map((f) => f.code)).toEqual(expect.arrayContaining([DATA_ARCHITECTS, "15-2051.00"]));
    expect(found.find((f) => f.code === DATA_ARCHITECTS)).toMatchObject({ title: "Database Architects", matched: "Data Engineer" });
    expect(searchOccupations("Electrician")[0]).toEqual({ code: "47-2111.00", title: "Electricians" });
  });

  it("puts the occupation a word is about before one that a single source calls by it", () => {
    const codes = searchOccupations("police").slice(0, 3).map((f) => f.code);
    expect(codes).toContain("33-3051.00");
    expect(codes).not.toContain("43-6014.00");
  });

  it("reads a misspelt or shortened word as the title word it most likely means", () => {
    expect(correctedQuery("acountant")).toBe("accountant");
    expect(correctedQuery("softwre engineer")).toBe("software engineer");
    expect(correctedQuery("electrican")).toBe("electrician");
    expect(correctedQuery("quant")).toBe("quantitative");
    expect(correctedQuery("registered nurse")).toBeNull();
    expect(correctedQuery("xyzzy")).toBeNull();
    expect(correctedQuery("café manager")).toBeNull();
    const choices = targetRoleChoices(profile, null, "acountant");
    expect(choices).toMatchObject({ query: "acountant", correctedTo: "accountant" });
    expect(choices.results?.[0]?.code).toBe("13-2011.00");
  });

  it("finds nothing for words no title has, and reads a long query only in part", () => {
    expect(searchOccupations("xyzzy")).toEqual([]);
    // Accented letters are letters, not breaks: "médicament" is no "M" and "dicament" (M and A Consultant).
    expect(searchOccupations("médicament")).toEqual([]);
    // A title word of a CV in another language is read in English.
    expect(searchOccupations("médecin")[0]?.title).toMatch(/Physicians$/);
    expect(searchOccupations("café manager")[0]?.title).toBe("Food Service Managers");
    expect(searchOccupations("nurse ".repeat(500)).length).toBeGreaterThan(0);
  });
});

describe("a chosen target role", () => {
  it("replaces the inferred occupation, which stays among the alternatives", () => {
    const inferred = targetOccupation(profile, null);
    expect(inferred).toMatchObject({ chosen: false, best: { code: SOFTWARE_DEVELOPERS } });
    const chosen = targetOccupation(profile, DATA_ARCHITECTS);
    expect(chosen).toMatchObject({ chosen: true, best: { code: DATA_ARCHITECTS, title: "Database Architects", confidence: 1 } });
    expect(chosen.runnersUp.map((c) => c.code)).toContain(SOFTWARE_DEVELOPERS);
    expect(chosen.runnersUp.map((c) => c.code)).not.toContain(DATA_ARCHITECTS);
  });

  it("falls back to inference for a code O*NET does not have", () => {
    expect(targetOccupation(profile, "99-9999.99")).toMatchObject({ chosen: false, best: { code: SOFTWARE_DEVELOPERS } });
  });

  it("is the benchmark of the dashboard, marked as chosen and with no evidence from the résumé", () => {
    const bench = benchmarkFor(profile, DATA_ARCHITECTS);
    expect(bench.occupation).toMatchObject({ code: DATA_ARCHITECTS, chosen: true, evidence: [] });
    expect(bench.skills.length).toBeGreaterThan(0);
    expect(benchmarkFor(profile).occupation).not.toHaveProperty("chosen");
  });

  it("is the occupation of the gap analysis, the roadmap and the detailed analysis's keywords", () => {
    expect(gapAnalysis({ profile, occupation: DATA_ARCHITECTS }).targetOccupation).toMatchObject({
      code: DATA_ARCHITECTS,
      evidence: ["your choice on the dashboard"],
    });
    expect(gapAnalysis({ profile }).targetOccupation?.code).toBe(SOFTWARE_DEVELOPERS);
    const input = { profile, text: SOFTWARE_ENGINEER, fileKind: "txt" as const, columns: 1, pages: null, fileSize: SOFTWARE_ENGINEER.length };
    expect(detailedAnalysis({ ...input, occupation: DATA_ARCHITECTS }).targetOccupation?.code).toBe(DATA_ARCHITECTS);
    const roadmap = careerRoadmap({ profile, preferences: {}, asOf: "2025-06-01", occupation: DATA_ARCHITECTS });
    expect(JSON.stringify(roadmap)).not.toEqual(JSON.stringify(careerRoadmap({ profile, preferences: {}, asOf: "2025-06-01" })));
  });

  it("keeps the person's title as their role when it names the chosen occupation", () => {
    expect(careerContext(profile, "15-1253.00")).toMatchObject({ role: "Senior Software Engineer", occupation: { code: "15-1253.00" }, origin: null });
  });

  it("reads a role the title does not name as a career change: from the résumé's occupation to the chosen one", () => {
    const ctx = careerContext(profile, NURSES);
    expect(ctx).toMatchObject({ occupation: { code: NURSES }, origin: { code: SOFTWARE_DEVELOPERS } });
    const trajectory = gapAnalysis({ profile, occupation: NURSES }).careerTrajectory;
    expect(trajectory.nextLevel).toBe("Registered Nurses (O*NET 29-1141.00), the target role you chose");
    expect(trajectory.currentLevel).toMatch(/^Senior Software Engineer \(Software Developers\)/);
    expect(trajectory.potentialSalaryIncrease).toMatch(/median \$[\d,]+ for Software Developers, where your resume points, vs \$[\d,]+ for Registered Nurses/);
    const roadmap = careerRoadmap({ profile, preferences: {}, asOf: "2025-06-01", occupation: NURSES });
    expect(roadmap.currentPosition.role).toBe("Senior Software Engineer (O*NET: Software Developers), moving to Registered Nurses");
    const milestones = roadmap.potentialPaths.path1.milestones;
    expect(milestones.map((m) => m.role).join(" ")).not.toMatch(/Software Engineer/);
    // The change starts at the new occupation's entry pay, not at the senior pay of 7 years in the old one.
    const wage = knowledge.wages.forCode(NURSES)!;
    expect(milestones[0]!.salary).toMatchObject({ min: wage.p10, max: wage.median });
  });
});

describe("targetRoleChoices", () => {
  it("offers the occupations the résumé points to, and the matches of a search", () => {
    const plain = targetRoleChoices(profile, null, null);
    expect(plain).toMatchObject({ current: { code: SOFTWARE_DEVELOPERS, chosen: false }, query: "", results: null, open: false });
    expect(plain.suggestions[0]?.code).toBe(SOFTWARE_DEVELOPERS);
    const searched = targetRoleChoices(profile, DATA_ARCHITECTS, "  electrician ");
    expect(searched).toMatchObject({ current: { code: DATA_ARCHITECTS, chosen: true }, query: "electrician", open: true });
    expect(searched.results?.[0]?.code).toBe("47-2111.00");
    expect(searched.suggestions[0]?.code).toBe(DATA_ARCHITECTS);
    expect(targetRoleChoices(null, null, "")).toMatchObject({ current: null, suggestions: [], results: null, open: true });
  });
});

describe("the roadmap's strengths", () => {
  it("list a skill once when it shows two benchmark skills ('Python', and 'Programming' via Python)", () => {
    for (const occupation of [null, "15-1243.00"]) {
      const strengths = careerRoadmap({ profile, preferences: {}, asOf: "2025-06-01", occupation }).currentPosition.strengths;
      expect(new Set(strengths).size, String(occupation)).toBe(strengths.length);
    }
  });
});
