// The derived catalogs (app/.server/analysis/catalog): what the loader decodes, the licences kept with the data, and
// that the committed files are exactly what scripts/derive-catalog.ts derives from ../shared/data.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalog, wordStem } from "~/.server/analysis/catalog";
import { employerKindsFor, matchIndustries, remoteFeasibility } from "~/.server/analysis/catalog/employers";

const DIR = new URL("../../app/.server/analysis/catalog/", import.meta.url).pathname;
const DATA = new URL("../../../shared/data/learning-resources", import.meta.url).pathname;
const FILES = ["learning.json", "learning-cc-by-sa-3.0.json", "learning-cc-by-sa-4.0.json", "trends.json", "job-zones.json"];

describe("learning catalog", () => {
  const { entries } = catalog.learning;

  it("holds thousands of courses and resources, each with a real http(s) URL, a source and a licence", () => {
    expect(entries.length).toBeGreaterThan(9000);
    for (const e of entries) {
      expect(() => new URL(e.url), e.url).not.toThrow();
      expect(e.url).toMatch(/^https?:\/\//);
      expect(e.name.trim()).not.toBe("");
      expect(e.sources.length).toBeGreaterThan(0);
      expect(e.license).not.toBe("");
      expect(e.platform).not.toBe("");
    }
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(["course", "book", "video", "guide"]));
  });

  it("names a book by its title, not a leftover Markdown link, and does not take its file format for its subject", () => {
    for (const e of entries) expect(e.name, e.url).not.toMatch(/\]\(|\(https?:/);
    const elixir = entries.find((e) => e.url === "https://github.com/potatogopher/elixir-getting-started")!;
    expect(elixir.name).toBe("Getting Started Guide");
    expect(elixir.skills).toEqual(["Elixir"]);
  });

  it("keeps share-alike links apart, under their own licence", () => {
    const sa = entries.filter((e) => e.shareAlike);
    expect(sa.length).toBeGreaterThan(250);
    for (const e of sa) {
      expect(e.license).toMatch(/^CC BY-SA (3|4)\.0/);
      expect(e.sources.every((s) => /BY-SA/.test(s.license))).toBe(true);
    }
    for (const e of entries.filter((x) => !x.shareAlike)) expect(e.sources.some((s) => /BY-SA/.test(s.license)), e.url).toBe(false);
    const main = JSON.parse(readFileSync(join(DIR, "learning.json"), "utf8")) as { sources: { license: string; notice: string }[] };
    expect(main.sources.every((s) => !/BY-SA/.test(s.license))).toBe(true);
    expect((main.sources as { id?: string; notice: string }[]).find((s) => s.id === "ossu")?.notice).toMatch(/Open Source Society University/);
  });

  it("names platforms from URL hosts and keeps OSSU's duration, effort and level", () => {
    const ocw = entries.find((e) => e.sources.some((s) => s.id === "mit-ocw"))!;
    expect(ocw.platform).toBe("MIT OpenCourseWare");
    expect(ocw.duration).toMatch(/MIT course recorded|Self-paced/);
    expect(entries.find((e) => /youtube\.com/.test(e.url))!.platform).toBe("YouTube");
    const ossu = entries.filter((e) => e.sources.some((s) => s.id === "ossu"));
    expect(ossu.length).toBeGreaterThan(50);
    expect(ossu.filter((e) => e.duration && /hours\/week/.test(e.effort)).length).toBeGreaterThan(50);
    for (const e of ossu) {
      expect(e.effort, e.name).toMatch(/^$|hours\/week/);
      expect(["Beginner", "Intermediate", "Advanced"]).toContain(e.level);
    }
  });

  it("maps subjects to the knowledge base's skill names and finds the field's own material", () => {
    const python = catalog.learning.forSkill("python");
    expect(python.length).toBeGreaterThan(100);
    for (const e of python) expect(e.skills).toContain("Python");
    expect(catalog.learning.forSkill("Excel").map((e) => e.name)).toContain("Workplace Software and Skills");
    expect(catalog.learning.forSkill("No Such Skill")).toEqual([]);
    const nursing = catalog.learning.forSubjectWords(["Nurses"]).map((e) => e.name);
    expect(nursing).toEqual(expect.arrayContaining(["Fundamentals of Nursing", "Pharmacology for Nurses"]));
    expect(wordStem("Accountants")).toBe(wordStem("Accounting"));
    expect(wordStem("Teachers")).toBe(wordStem("Teaching"));
  });

  it("has no profane titles and no shop-only free books from the curated lists' Amazon links as courses", () => {
    for (const e of entries) expect(e.name, e.url).not.toMatch(/\b(asshole|fuck|shit)/i);
  });
});

describe("trends and job zones", () => {
  it("decodes O*NET Emerging Tasks, newest first, and Hot Technology counts", () => {
    const tasks = catalog.trends.emergingTasks("29-1141.02");
    expect(tasks.map((t) => t.task)).toContain("Mentor nursing students.");
    expect(tasks[0]!.date).toMatch(/^\d{2}\/\d{4}$/);
    expect(catalog.trends.emergingTasks("15-1252.00")).toEqual([]);
    const excel = catalog.trends.hotTechnology("Microsoft Excel")!;
    expect(excel.hot).toBeGreaterThan(800);
    expect(catalog.trends.occupationsWithTechnology).toBeGreaterThan(900);
  });

  it("decodes the job zones and the typical education and experience of occupations", () => {
    expect(catalog.jobZones.zone(4)?.name).toBe("Job Zone Four: Considerable Preparation Needed");
    // O*NET rates education and experience for most occupations (not, in 29.3, for Accountants and Auditors).
    const budget = catalog.jobZones.forOccupation("13-2031.00")!;
    expect(budget.education.median).toBe("Bachelor's Degree");
    expect(budget.experience.years[1]).toBeGreaterThan(0);
    expect(catalog.jobZones.forOccupation("13-2011.00")).toBeUndefined();
    expect(catalog.jobZones.forOccupation("99-9999.00")).toBeUndefined();
    expect(catalog.jobZones.forZone(5)!.education.median).toMatch(/Master|Doctoral|Professional/);
  });
});

describe("employer kinds", () => {
  it("are NAICS-style kinds by SOC prefix, with industries and remote rules", () => {
    expect(employerKindsFor("29-1141.00")[0]).toBe("Hospitals");
    expect(employerKindsFor("15-1252.00")).toContain("Software publishers");
    expect(matchIndustries("Healthcare IT").map((i) => i.name)).toEqual(["Health care", "Software and information technology"]);
    expect(matchIndustries("it is fine")).toEqual([]);
    expect(remoteFeasibility("29-1141.00")).toBe("low");
    expect(remoteFeasibility("15-1252.00")).toBe("high");
  });
});

describe("committed catalog files", () => {
  it("are compact", () => {
    const sizes = FILES.map((f) => statSync(join(DIR, f)).size);
    for (const s of sizes) expect(s).toBeLessThan(3 * 1024 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 1024 * 1024);
  });

  it.runIf(existsSync(DATA))(
    "are exactly what scripts/derive-catalog.ts derives (deterministic, up to date)",
    () => {
      const out = mkdtempSync(join(tmpdir(), "catalog-"));
      try {
        execFileSync(process.execPath, ["--import", "tsx", "scripts/derive-catalog.ts"], { env: { ...process.env, CATALOG_OUT_DIR: out }, stdio: "pipe" });
        for (const f of FILES) expect(readFileSync(join(out, f), "utf8") === readFileSync(join(DIR, f), "utf8"), f).toBe(true);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
