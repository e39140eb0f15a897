import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { knowledge } from "~/.server/analysis/knowledge";
import skillsFile from "~/.server/analysis/knowledge/skills.json";
import occupationsFile from "~/.server/analysis/knowledge/occupations.json";

describe("knowledge: skills", () => {
  const lexicon = knowledge.skills;

  it("has canonical skills in three categories", () => {
    expect(lexicon.skills.length).toBeGreaterThan(5000);
    expect(lexicon.byName("javascript")).toMatchObject({ name: "JavaScript", category: "technical" });
    expect(lexicon.byName("Problem solving")?.category).toBe("soft");
    expect(lexicon.byName("English")?.category).toBe("other");
    expect(lexicon.byName("PMP")?.category).toBe("other");
  });

  it("maps vendor-less and abbreviated names to one skill", () => {
    const skillOf = (key: string) => lexicon.skills[lexicon.aliases.find((a) => a.key === key)!.skill]!.name;
    expect(skillOf("microsoft excel")).toBe(skillOf("excel"));
    expect(skillOf("k8s")).toBe("Kubernetes");
    expect(skillOf("reactjs")).toBe("React");
    expect(skillOf("ms sql")).toBe("SQL Server");
  });

  it("names a skill as a later list writes it when the first list gave only a slug", () => {
    const skillOf = (key: string) => lexicon.skills[lexicon.aliases.find((a) => a.key === key)!.skill]!.name;
    expect(skillOf("kibana")).toBe("Kibana");
    expect(skillOf("circleci")).toBe("CircleCI");
    expect(skillOf("influxdb")).toBe("InfluxDB");
    // Names as their makers write them, where the first list spelled them otherwise.
    expect(["tensorflow", "cuda", "argocd", "adobe xd"].map(skillOf)).toEqual(["TensorFlow", "CUDA", "Argo CD", "Adobe XD"]);
  });

  it("keeps the vendor of a product named by an everyday word, and 'software' after an adjective", () => {
    const skillOf = (key: string) => lexicon.skills[lexicon.aliases.find((a) => a.key === key)!.skill]!.name;
    expect(skillOf("ibm notes")).toBe("IBM Notes");
    expect(skillOf("microsoft paint")).toBe("Microsoft Paint");
    expect(skillOf("statistical software")).toBe("Statistical software");
  });

  it("restricts ambiguous aliases and keeps stop words out", () => {
    const alias = (key: string) => lexicon.aliases.filter((a) => a.key === key);
    expect(alias("project").every((a) => a.flags !== 0)).toBe(true);
    expect(alias("www")).toEqual([]);
    expect(alias("education")).toEqual([]);
    expect(alias("go").every((a) => a.surface === "Go")).toBe(true);
  });

  it("groups soft-skill variants into families", () => {
    expect(lexicon.familyName("Team player")).toBe("Teamwork");
    expect(lexicon.familyName("Communicator")).toBe("Communication");
    expect(lexicon.familyName("Unknown skill")).toBe("Unknown skill");
  });

  it("is internally consistent", () => {
    for (const a of lexicon.aliases) expect(lexicon.skills[a.skill], a.key).toBeDefined();
    const keys = lexicon.aliases.map((a) => `${a.key}\u0000${a.surface ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = lexicon.aliases.map((a) => a.key);
    expect([...sorted].sort()).toEqual(sorted);
    for (const s of lexicon.skills) expect(lexicon.skills[s.family]).toBeDefined();
    expect(skillsFile.format).toBe(1);
  });

  it("has a trained skill tagger", () => {
    expect(knowledge.skillTagger).not.toBeNull();
    expect(knowledge.skillTagger!.weights.size).toBeGreaterThan(1000);
  });
});

describe("knowledge: occupations and wages", () => {
  const occ = knowledge.occupations;

  it("has O*NET occupations with titles, job zones and related occupations", () => {
    expect(occ.list.length).toBe(1016);
    const sw = occ.byCode("15-1252.00")!;
    expect(sw).toMatchObject({ title: "Software Developers", jobZone: 4, soc: "15-1252" });
    expect(occ.byCode("15-1252")).toBe(sw);
    expect(occ.titles(sw.index)).toContain("Software Engineer");
    expect(occ.related(sw.index).length).toBeGreaterThan(5);
    expect(occ.byCode("99-9999.99")).toBeUndefined();
  });

  it("has technology skills with Hot Technology and In Demand flags", () => {
    const sw = occ.byCode("15-1252.00")!;
    const tech = occ.technology(sw.index);
    const python = tech.find((t) => t.name === "Python")!;
    expect(python).toMatchObject({ hot: true, generic: false });
    expect(tech.find((t) => t.example === "Oracle Java")?.name).toBe("Java");
    // A product's trailing edition or module is not its name: O*NET's "Microsoft Power BI" is the Power BI a résumé
    // names (it had been filed as "BI"), "Altera Quartus II" is not "II"; "Hypertext markup language HTML" is HTML.
    const scientists = occ.technology(occ.byCode("15-2051.00")!.index);
    expect(scientists.find((t) => t.example === "Microsoft Power BI")?.name).toBe("Microsoft Power BI");
    const names = new Set(knowledge.skills.skills.map((s) => s.name));
    for (const junk of ["II", "HR", "JS", "XL", "BI", "Enterprise", "Domino"]) expect(names.has(junk)).toBe(false);
    // Splunk Enterprise, a Hot Technology in 40 occupations, is the Splunk a résumé names.
    expect(tech.find((t) => t.example === "Splunk Enterprise")?.name).toBe("Splunk");
    expect(tech.find((t) => t.example === "Hypertext markup language HTML")?.name).toBe("HTML");
    const nurse = occ.byCode("29-1141.00")!;
    expect(occ.technology(nurse.index).some((t) => t.generic)).toBe(true);
  });

  it("has skill and knowledge importances, most important first, some mapped to skills", () => {
    // O*NET 29.3 rates skills for 879 of the 1,016 occupations (not Software Developers, for one).
    expect(occ.importance(occ.byCode("15-1252.00")!.index)).toEqual([]);
    const imp = occ.importance(occ.byCode("15-1251.00")!.index);
    expect(imp.length).toBeGreaterThan(50);
    expect(imp[0]!.importance).toBeGreaterThanOrEqual(imp[imp.length - 1]!.importance);
    const programming = imp.find((e) => e.name === "Programming")!;
    expect(programming.kind).toBe("skill");
    expect(knowledge.skills.skills[programming.skill!]!.name).toBe("Programming");
    for (const row of occupationsFile.elements as [string, string, string, number][]) if (row[3] >= 0) expect(knowledge.skills.skills[row[3]]).toBeDefined();
  });

  it("has BLS wages joined on the SOC code", () => {
    const w = knowledge.wages.forCode("15-1252.00")!;
    expect(w.currency).toBe("USD");
    expect(w.p10!).toBeLessThan(w.median!);
    expect(w.median!).toBeLessThan(w.p90!);
    expect(w.source).toMatch(/May 2024/);
    const ceo = knowledge.wages.forCode("11-1011.00")!;
    expect(ceo.capped).toBe(true);
    expect(knowledge.wages.forCode("99-9999.00")).toBeUndefined();
  });
});

describe("knowledge files", () => {
  it("stay small enough to bundle", () => {
    const dir = new URL("../../app/.server/analysis/knowledge/", import.meta.url);
    const total = ["skills.json", "occupations.json", "wages.json", "skill-tagger.json"].reduce((sum, f) => sum + statSync(new URL(f, dir)).size, 0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
  });
});
