import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { detailedAnalysis } from "~/.server/analysis/engines/detailed";
import { gapAnalysis } from "~/.server/analysis/engines/gap";
import { compareWithJob } from "~/.server/analysis/engines/job-comparison";
import { careerRoadmap } from "~/.server/analysis/engines/roadmap";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { detectFileKind, extractText, type FileKind } from "~/.server/resumes/extract";

// Every analysis, run twice on every résumé fixture, gives byte-identical JSON (DESIGN principle 2).
const ROOT = "tests/fixtures/resumes";
const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" })
  .filter((f) => /\.(pdf|docx|doc)$/.test(f))
  .sort();
const JOB = "Senior Engineer\nRequirements:\n- 3+ years with Python or Java\n- AWS, Docker\n- Bachelor's degree\nNice to have: Kubernetes, communication";

type Fixture = { name: string; text: string; kind: FileKind; columns: number; pages: number | null; size: number };
const fixtures: Fixture[] = [];

beforeAll(async () => {
  for (const name of files) {
    const bytes = new Uint8Array(readFileSync(join(ROOT, name)));
    const kind = detectFileKind(bytes, name);
    const e = await extractText(bytes, kind);
    fixtures.push({ name, text: e.text, kind, columns: e.columns, pages: e.pages, size: bytes.byteLength });
  }
}, 120_000);

function runAll(f: Fixture) {
  const profile = parseProfile(f.text, { asOf: "2026-11-21", columns: f.columns });
  return JSON.stringify({
    profile,
    metrics: computeMetrics(profile, benchmarkFor(profile), { id: "m", resumeId: "r", createdAt: "2026-11-21T00:00:00.000Z", asOf: "2026-11-21" }),
    detailed: detailedAnalysis({ profile, text: f.text, fileKind: f.kind, columns: f.columns, pages: f.pages, fileSize: f.size }),
    gap: gapAnalysis({ profile }),
    job: compareWithJob({ profile, jobDescription: JOB }),
    roadmap: careerRoadmap({ profile, preferences: { careerTrack: "Individual Contributor", workStyle: "Aggressive" }, asOf: "2026-11-21" }),
  });
}

describe("determinism", () => {
  it(`gives byte-identical results twice on each of the ${files.length} fixtures`, () => {
    expect(fixtures.length).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of fixtures) {
      const first = runAll(f);
      const second = runAll(f);
      expect(second, f.name).toBe(first);
    }
  }, 120_000);
});
