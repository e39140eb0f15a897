import { describe, expect, it } from "vitest";
import { computeMetrics, sharesOf100 } from "~/.server/analysis/metrics";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { parseProfile } from "~/.server/analysis/profile";
import { metricCards } from "~/lib/metrics";

const context = { id: "m", resumeId: "r", createdAt: "2026-11-24T00:00:00.000Z", asOf: "2026-11-24" };
const profile = parseProfile("Experience\nBarista, Blue Bottle Coffee\nJan 2020 - Dec 2021\n\nSkills\nSQL, Python\n", { asOf: "2026-11-24" });

describe("the dashboard's metric cards", () => {
  it("show N/A for keyword strength and gap score when no occupation was recognised, never a 0% that reads as a score", () => {
    const cards = metricCards(computeMetrics(profile, { occupation: null, skills: [] }, context), true);
    const byKey = Object.fromEntries(cards.map((c) => [c.metric, c]));
    expect(byKey.keywords).toMatchObject({ value: "N/A", subtitle: "No occupation recognised", status: "neutral" });
    expect(byKey.gaps).toMatchObject({ value: "N/A", subtitle: "No benchmark to compare", status: "neutral" });
    expect(byKey.skills!.value).toBe("2");
  });

  it("show the percentages and colour them by the spec's thresholds against a benchmark", () => {
    const benchmark = {
      occupation: { code: "15-1243.00", title: "Database Architects", confidence: 0.5, evidence: [] },
      skills: ["SQL", "Python", "Oracle"].map((name) => ({ name, weight: 1, why: "test" })),
    };
    const byKey = Object.fromEntries(metricCards(computeMetrics(profile, benchmark, context), true).map((c) => [c.metric, c]));
    expect(byKey.keywords).toMatchObject({ value: "66.7%", subtitle: "Against Database Architects", status: "warning" });
    expect(byKey.gaps).toMatchObject({ value: "33.3%", subtitle: "1 of 3 benchmark skills missing", status: "warning" });
  });

  it("show N/A for total experience when nothing is dated, with the undated positions counted (review 73)", () => {
    const undated = parseProfile("Jane Doe\njane@example.com\n\nExperience\nElectrician, Sparks Ltd\n- Wired houses\nApprentice Electrician, Volt Co\n- Pulled cable\n", { asOf: "2026-11-24" });
    const card = metricCards(computeMetrics(undated, { occupation: null, skills: [] }, context), true).find((c) => c.metric === "experience")!;
    expect(card).toMatchObject({ value: "N/A", subtitle: "2 positions without dates" });
    const dated = metricCards(computeMetrics(profile, { occupation: null, skills: [] }, context), true).find((c) => c.metric === "experience")!;
    expect(dated.value).toBe("2 years");
  });

  it("show N/A everywhere before an analysis", () => {
    expect(metricCards(null, true).map((c) => [c.value, c.subtitle])).toEqual(Array(4).fill(["N/A", "Press Analyze to calculate"]));
    expect(metricCards(null, false)[0]!.subtitle).toBe("No resume yet");
  });
});

describe("sharesOf100", () => {
  it("gives shares to one decimal that add up to 100", () => {
    expect(sharesOf100([13, 3, 0])).toEqual([81.3, 18.7, 0]);
    expect(sharesOf100([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sharesOf100([11, 5, 0])).toEqual([68.8, 31.2, 0]);
    for (const counts of [[7, 2, 3], [1, 5, 9], [40, 1, 2], [0, 0, 4]]) {
      expect(sharesOf100(counts).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    }
  });
});

describe("Skill Count", () => {
  it("counts the variants of one skill once and says which it merged", () => {
    const text = "Summary\nStrong communicator who led a team of five.\n\nSkills\nSQL, Python, communication, leadership\n";
    const p = parseProfile(text, { asOf: "2026-11-24" });
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Communicator", "Communication", "Leadership"]));
    const m = computeMetrics(p, benchmarkFor(p), context);
    const counted = m.explanations.skills.skills;
    expect(counted.filter((s) => /communicat/i.test(s.name))).toEqual([
      expect.objectContaining({ name: "Communication", category: "soft", also: ["Communicator"] }),
    ]);
    expect(counted.filter((s) => /lead/i.test(s.name)).length).toBe(1);
    expect(m.skillCount).toBe(counted.length);
    expect(m.skillCount).toBeLessThan(p.skills.length);
    expect(m.skillBreakdown.softSkills.filter((s) => /communicat/i.test(s))).toEqual(["Communication"]);
  });
});

describe("the skill breakdown", () => {
  it("lists the most mentioned skills first, reading order among equals", () => {
    const text = "Summary\nGo and Kubernetes engineer.\n\nExperience\nEngineer, Acme\n2020 - 2023\n- Stack: Python, Docker\n- Tools: Python, Docker\n\nSkills\nKubernetes, Python, Docker, Terraform\n";
    const p = parseProfile(text, { asOf: "2026-11-24" });
    const m = computeMetrics(p, benchmarkFor(p), context);
    const order = m.skillBreakdown.technicalSkills;
    expect(order.slice(0, 2)).toEqual(["Python", "Docker"]);
    expect(order.indexOf("Kubernetes")).toBeLessThan(order.indexOf("Terraform"));
  });
});

describe("the Total Experience card's subtitle (review 32's recheck)", () => {
  it("names the dated work read outside positions when it counts", () => {
    const text =
      "Dana Cole\ndana@example.com\n\nProfile\nLogistics leader with 12 years of active-duty service (2011 – 2023) and warehouse operations since.\n\nExperience\nWarehouse Manager, Acme Logistics, Tacoma, WA\tJan 2024 – Present\n- Ran the floor\n";
    const m = computeMetrics(parseProfile(text, { asOf: "2026-11-24" }), { occupation: null, skills: [] }, { ...context, text });
    expect(metricCards(m, true)[0]).toMatchObject({ metric: "experience", subtitle: "From 1 dated position and 1 other dated line" });
    expect(metricCards(computeMetrics(profile, { occupation: null, skills: [] }, context), true)[0]?.subtitle).toBe("From 1 dated position");
  });
});
