// Scores the parser against a review corpus: résumé files with expectations written down before the parser first read
// them (tests/reviews/NAME/expected.jsonl; the format is in tests/reviews/README.md). Each expected value is one check;
// the figure is the checks that pass. Prints the failed checks per file, then the total.
//   npx tsx scripts/dev/review-score.ts tests/reviews/NAME... [--json] [--quiet] [--file 03-] [--record]
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { MAX_RESUME_CHARS, TextTooLongError } from "~/.server/resumes/errors";
import { detectFileKind, ExtractionError, extractText } from "~/.server/resumes/extract";
import type { Profile } from "~/lib/schemas/profile";

type OneOf = string | string[];
type ExpectedPosition = { title?: OneOf; company?: OneOf; location?: OneOf; start?: string | null; end?: string | null };
type Expected = {
  file: string;
  asOf?: string;
  refused?: boolean;
  contact?: { name?: OneOf; email?: OneOf; phone?: OneOf; location?: OneOf };
  positions?: ExpectedPosition[];
  education?: { degree?: OneOf; school?: OneOf }[];
  certifications?: OneOf[];
  skills?: { present?: OneOf[]; absent?: string[] };
  totalYears?: [number, number];
  occupation?: string[];
  warnings?: { present?: string[]; absent?: string[] };
};
type Check = { what: string; ok: boolean; expected: unknown; got: unknown };

const args = process.argv.slice(2);
const dirs = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--file");
const only = args.includes("--file") ? args[args.indexOf("--file") + 1] : undefined;

/** Case, accents, punctuation and spacing do not count; "+" and "#" do (C++, C#). */
export const norm = (s: string | null | undefined) =>
  (s ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
const alternatives = (x: OneOf) => (Array.isArray(x) ? x : [x]);
const same = (expected: OneOf, got: string | null | undefined) => alternatives(expected).some((e) => norm(e) === norm(got));
/** A degree as expected, its field after "in", "of" or a comma alike ("B.A., Economics" = "B.A. in Economics"). */
const degreeWords = (s: string) => norm(s).replace(/\b(?:in|of)\b/g, " ").replace(/\s+/g, " ").trim();
const sameDegree = (expected: OneOf, got: string) => alternatives(expected).some((e) => degreeWords(e) === degreeWords(got));
/** A certificate as expected, or followed by who issued it ("CPM, National Payroll Institute", "CPM — Coursera"). */
const sameCertificate = (expected: OneOf, got: string) => {
  // Every reading of `got` cut at one of its ", " or " — " separators, the whole first.
  const cuts = [got, ...[...got.matchAll(/,\s|\s[—–-]\s/g)].map((m) => got.slice(0, m.index))];
  return cuts.some((c) => same(expected, c));
};
const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");
/** The same digits, or the same number with and without its country code ("+1 555 010 2233", "(555) 010-2233"). */
const samePhone = (expected: string, got: string | null) => {
  const [a, b] = [digits(expected), digits(got)];
  return a === b || (Math.min(a.length, b.length) >= 7 && (a.endsWith(b) || b.endsWith(a)) && Math.abs(a.length - b.length) <= 3);
};

function positionChecks(expected: ExpectedPosition[], profile: Profile): Check[] {
  const checks: Check[] = [{ what: "positions: count", ok: expected.length === profile.positions.length, expected: expected.length, got: profile.positions.length }];
  const used = new Set<number>();
  const endOf = (p: Profile["positions"][number]) => (p.current ? "Present" : p.end);
  expected.forEach((e, i) => {
    // The parsed position most like the expected one, each used once: same start, then title, then company.
    let best = -1;
    let bestScore = 0;
    profile.positions.forEach((p, j) => {
      if (used.has(j)) return;
      const score = (e.start !== undefined && e.start === p.start ? 4 : 0) + (e.title && same(e.title, p.title) ? 3 : 0) + (e.company && same(e.company, p.company) ? 2 : 0) + (e.end !== undefined && e.end === endOf(p) ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [j, score];
    });
    if (best >= 0) used.add(best);
    const p = best >= 0 ? profile.positions[best] : undefined;
    const label = `position ${i + 1} (${alternatives(e.title ?? "?")[0]})`;
    const got = p ? `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start ?? "?"} – ${endOf(p) ?? "?"}` : "not found";
    if (e.title !== undefined) checks.push({ what: `${label}: title`, ok: !!p && same(e.title, p.title), expected: e.title, got });
    if (e.company !== undefined) checks.push({ what: `${label}: company`, ok: !!p && same(e.company, p.company), expected: e.company, got });
    if (e.location !== undefined) checks.push({ what: `${label}: location`, ok: !!p && same(e.location, p.location), expected: e.location, got });
    if (e.start !== undefined) checks.push({ what: `${label}: start`, ok: !!p && p.start === e.start, expected: e.start, got });
    if (e.end !== undefined) checks.push({ what: `${label}: end`, ok: !!p && endOf(p) === e.end, expected: e.end, got });
  });
  return checks;
}

function checksFor(e: Expected, profile: Profile, metrics: ReturnType<typeof computeMetrics>): Check[] {
  const checks: Check[] = [];
  const c = profile.contact;
  if (e.contact?.name !== undefined) checks.push({ what: "name", ok: same(e.contact.name, c.name), expected: e.contact.name, got: c.name });
  if (e.contact?.email !== undefined) checks.push({ what: "email", ok: same(e.contact.email, c.email), expected: e.contact.email, got: c.email });
  if (e.contact?.phone !== undefined)
    checks.push({ what: "phone", ok: alternatives(e.contact.phone).some((x) => samePhone(x, c.phone)), expected: e.contact.phone, got: c.phone });
  if (e.contact?.location !== undefined) checks.push({ what: "location", ok: same(e.contact.location, c.location), expected: e.contact.location, got: c.location });
  if (e.positions) checks.push(...positionChecks(e.positions, profile));
  for (const [i, ed] of (e.education ?? []).entries()) {
    const match = profile.education.find((x) => (ed.school === undefined || same(ed.school, x.institution)) && (ed.degree === undefined || sameDegree(ed.degree, x.degree)));
    const got = profile.education.map((x) => `${x.degree} | ${x.institution}`);
    checks.push({ what: `education ${i + 1}`, ok: !!match, expected: ed, got });
  }
  for (const cert of e.certifications ?? [])
    checks.push({ what: `certification ${alternatives(cert)[0]}`, ok: profile.certifications.some((x) => sameCertificate(cert, x)), expected: cert, got: profile.certifications });
  const names = (s: Profile["skills"][number]) => [s.name, ...s.mentions.map((m) => m.text)];
  for (const skill of e.skills?.present ?? [])
    checks.push({ what: `skill ${alternatives(skill)[0]}`, ok: profile.skills.some((s) => names(s).some((n) => same(skill, n))), expected: skill, got: "missing" });
  for (const skill of e.skills?.absent ?? []) {
    const found = profile.skills.find((s) => names(s).some((n) => same(skill, n)));
    checks.push({ what: `no skill ${skill}`, ok: !found, expected: "absent", got: found ? `${found.name} (${found.category})` : null });
  }
  if (e.totalYears) {
    const years = metrics.totalExperienceMonths / 12;
    checks.push({ what: "total years", ok: years >= e.totalYears[0] && years <= e.totalYears[1], expected: e.totalYears, got: Number(years.toFixed(2)) });
  }
  if (e.occupation) {
    const title = metrics.explanations.occupation?.title ?? null;
    checks.push({ what: "occupation", ok: e.occupation.some((o) => norm(title).includes(norm(o))), expected: e.occupation, got: title });
  }
  const codes = profile.warnings.map((w) => w.code);
  for (const w of e.warnings?.present ?? []) checks.push({ what: `warning ${w}`, ok: codes.includes(w as never), expected: "present", got: codes });
  for (const w of e.warnings?.absent ?? []) checks.push({ what: `no warning ${w}`, ok: !codes.includes(w as never), expected: "absent", got: codes });
  return checks;
}

export async function scoreReview(dir: string, file?: string) {
  const lines = readFileSync(join(dir, "expected.jsonl"), "utf8").split("\n").filter((l) => l.trim());
  const results: { file: string; checks: Check[] }[] = [];
  for (const line of lines) {
    const e = JSON.parse(line) as Expected;
    if (file && !e.file.includes(file)) continue;
    const asOf = e.asOf ?? "2026-11-01";
    const bytes = new Uint8Array(readFileSync(join(dir, e.file)));
    try {
      const extracted = await extractText(bytes, detectFileKind(bytes, basename(e.file)));
      if (extracted.text.length > MAX_RESUME_CHARS) throw new TextTooLongError(extracted.text.length);
      const profile = parseProfile(extracted.text, { asOf, columns: extracted.columns, links: extracted.links, fileWarnings: extracted.warnings });
      const metrics = computeMetrics(profile, benchmarkFor(profile), { id: "review", resumeId: "review", createdAt: `${asOf}T00:00:00.000Z`, asOf });
      const checks = e.refused ? [{ what: "refused", ok: false, expected: "refused", got: "read" }] : checksFor(e, profile, metrics);
      results.push({ file: e.file, checks });
    } catch (error) {
      const message = error instanceof ExtractionError ? `${error.code}: ${error.userMessage}` : error instanceof Error ? error.message : String(error);
      results.push({ file: e.file, checks: [{ what: "refused", ok: !!e.refused, expected: e.refused ? "refused" : "read", got: message }] });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("review-score.ts")) {
  if (!dirs.length) throw new Error("usage: review-score tests/reviews/NAME... [--json] [--quiet] [--file PART]");
  const totals: Record<string, { passed: number; checks: number }> = {};
  for (const dir of dirs) {
    const results = await scoreReview(dir, only);
    const passed = results.reduce((n, r) => n + r.checks.filter((c) => c.ok).length, 0);
    const checks = results.reduce((n, r) => n + r.checks.length, 0);
    totals[dir] = { passed, checks };
    if (args.includes("--json")) continue;
    if (!args.includes("--quiet"))
      for (const r of results)
        for (const c of r.checks.filter((x) => !x.ok)) console.log(`${r.file}\t${c.what}\texpected ${JSON.stringify(c.expected)}\tgot ${JSON.stringify(c.got)}`);
    console.log(`${dir}: ${passed} of ${checks} checks pass (${results.length} files)`);
  }
  if (args.includes("--json")) console.log(JSON.stringify(totals));
  // --record: the figures become the floor tests/unit/reviews.test.ts keeps (only ever raised by hand-checked changes).
  if (args.includes("--record")) {
    const path = "tests/reviews/scores.json";
    const recorded = JSON.parse(readFileSync(path, "utf8")) as Record<string, { passed: number; checks: number }>;
    for (const [dir, figure] of Object.entries(totals)) recorded[basename(dir.replace(/\/$/, ""))] = figure;
    writeFileSync(path, `${JSON.stringify(recorded, null, 2)}\n`);
  }
  process.exit(0);
}
