// `npm run bench`: how long reading and analysing a résumé takes, measured on the committed fixtures.
// Extraction runs in the worker pool as in production (a fresh thread per file); the engine runs in-process.
// Prints medians and 95th percentiles over repeated runs; nothing here is a pass/fail test.
import { readFileSync } from "node:fs";
import { totalYears } from "~/.server/analysis/experience";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { detailedAnalysis } from "~/.server/analysis/engines/detailed";
import { gapAnalysis } from "~/.server/analysis/engines/gap";
import { compareWithJob } from "~/.server/analysis/engines/job-comparison";
import { careerRoadmap } from "~/.server/analysis/engines/roadmap";
import { detectFileKind, extractText } from "~/.server/resumes/extract";

const FIXTURES = [
  "tests/fixtures/resumes/rendercv/John_Doe_ClassicTheme_CV.pdf",
  "tests/fixtures/resumes/resume-matcher/two-column.pdf",
  "tests/fixtures/resumes/altacv/mmayer.pdf",
  "tests/fixtures/resumes/word/one-column.docx",
  "tests/fixtures/resumes/word/two-column-table.doc",
];
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time<T>(fn: () => Promise<T> | T) {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0)).padStart(7);

async function main() {
  console.log(`Node ${process.version}, ${RUNS} runs each (after one warm-up)\n`);
  console.log("file                                  | chars | extract median/p95 ms | parse median/p95 ms | metrics median/p95 ms");
  console.log("--------------------------------------|-------|-----------------------|---------------------|----------------------");
  for (const path of FIXTURES) {
    const bytes = new Uint8Array(readFileSync(path));
    const kind = detectFileKind(bytes, path);
    const warm = await extractText(bytes, kind);
    const profileWarm = parseProfile(warm.text, { asOf: "2026-11-21", columns: warm.columns });
    benchmarkFor(profileWarm);
    const extract: number[] = [];
    const parse: number[] = [];
    const metrics: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const e = await time(() => extractText(bytes, kind));
      extract.push(e.ms);
      const p = await time(() => parseProfile(e.value.text, { asOf: "2026-11-21", columns: e.value.columns }));
      parse.push(p.ms);
      const m = await time(() =>
        computeMetrics(p.value, benchmarkFor(p.value), { id: "bench", resumeId: "bench", createdAt: "2026-11-21T00:00:00Z", asOf: "2026-11-21" }),
      );
      metrics.push(m.ms);
      if (i === 0 && totalYears(p.value.workRanges) < 0) throw new Error("unreachable");
    }
    const [x, y, z] = [stats(extract), stats(parse), stats(metrics)];
    console.log(
      `${path.split("/").slice(-2).join("/").padEnd(38)}| ${String(warm.text.length).padStart(5)} | ${fmt(x.median)} / ${fmt(x.p95)}     | ${fmt(y.median)} / ${fmt(y.p95)}   | ${fmt(z.median)} / ${fmt(z.p95)}`,
    );
  }
  await analysesAgainstExtraction();
  process.exit(0);
}

const JOB = `Senior Software Engineer
Requirements:
- 5+ years of experience with Python or Go
- Experience with Kubernetes, AWS and distributed systems
- Bachelor's degree in Computer Science or related field
Nice to have:
- Rust, machine learning
`;

/** The goal of the analyses: each takes less time than extracting the same two-page résumé from its PDF. */
async function analysesAgainstExtraction() {
  const path = "tests/fixtures/resumes/rendercv/John_Doe_ClassicTheme_CV.pdf";
  const bytes = new Uint8Array(readFileSync(path));
  const kind = detectFileKind(bytes, path);
  const extracted = await extractText(bytes, kind);
  const profile = parseProfile(extracted.text, { asOf: "2026-11-21", columns: extracted.columns });
  const runs: Record<string, () => unknown> = {
    "detailed analysis": () =>
      detailedAnalysis({ profile, text: extracted.text, fileKind: kind, columns: extracted.columns, pages: extracted.pages, fileSize: bytes.byteLength }),
    "gap analysis": () => gapAnalysis({ profile }),
    "job comparison": () => compareWithJob({ profile, jobDescription: JOB }),
    "career roadmap": () => careerRoadmap({ profile, preferences: { careerTrack: "Management" }, asOf: "2026-11-21" }),
  };
  const cold: Record<string, number> = {};
  for (const [name, run] of Object.entries(runs)) cold[name] = (await time(run)).ms;
  const extract: number[] = [];
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++) {
    extract.push((await time(() => extractText(bytes, kind))).ms);
    for (const [name, run] of Object.entries(runs)) samples[name]!.push((await time(run)).ms);
  }
  const e = stats(extract);
  console.log(`\nTwo-page résumé (${path.split("/").pop()}, ${extracted.pages} pages): analyses vs PDF text extraction, same run`);
  console.log(`extract text from the PDF           median ${fmt(e.median)} ms  p95 ${fmt(e.p95)} ms`);
  let ok = true;
  for (const [name, list] of Object.entries(samples)) {
    const s = stats(list);
    const faster = s.median < e.median;
    ok &&= faster;
    console.log(
      `${name.padEnd(36)}median ${fmt(s.median)} ms  p95 ${fmt(s.p95)} ms  first call ${fmt(cold[name]!)} ms  ${faster ? "faster than extraction" : "SLOWER than extraction"}`,
    );
  }
  console.log(ok ? "Goal met: every analysis (median) takes less time than extracting the PDF." : "Goal NOT met.");
}

await main();
