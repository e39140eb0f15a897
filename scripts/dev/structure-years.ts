// Years of experience on dev/resumes.jsonl against the gold, with the worst lines explained.
//   npx tsx scripts/dev/structure-years.ts [--half a|b] [--worst N] [--id dotin-train-12]
import { readFileSync } from "node:fs";
import { totalYears, mergeRanges } from "~/.server/analysis/experience";
import { parseStructure } from "~/.server/analysis/profile/structure";
import { createView } from "~/.server/analysis/profile/text";
import { detectSections } from "~/.server/analysis/profile/sections";
import { scanDates, guessDayFirst } from "~/.server/analysis/profile/dates";
import { findEvidence } from "~/.server/analysis/profile/evidence";
import { classifyRanges } from "~/.server/analysis/profile/work-ranges";

const args = process.argv.slice(2);
const opt = (k: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : undefined);
const half = opt("--half");
const worstN = Number(opt("--worst") ?? 20);
const onlyId = opt("--id");
const file = opt("--file") ?? "../shared/eval/dev/resumes.jsonl";
type G = { id: string; text: string; asOf: string; gold: { totalYears?: number; workRanges?: { start: string; end: string }[]; spans?: { start: number; end: number; label: string }[] }; meta: { origin: string } };
let lines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l) as G);
// The split: by the number in the id, even = half a (tune), odd = half b (check).
const num = (id: string) => Number(id.replace(/\D/g, ""));
if (half) lines = lines.filter((l) => (num(l.id) % 2 === 0) === (half === "a"));
if (onlyId) lines = lines.filter((l) => l.id === onlyId);
const rows: { id: string; err: number; pred: number; gold: number; origin: string; l: G; ms: number }[] = [];
for (const l of lines) {
  if (l.gold.totalYears === undefined) continue;
  const t0 = performance.now();
  const s = parseStructure(l.text, { asOf: l.asOf });
  const ms = performance.now() - t0;
  const pred = totalYears(s.workRanges);
  rows.push({ id: l.id, err: pred - l.gold.totalYears, pred, gold: l.gold.totalYears, origin: l.meta.origin, l, ms });
}
const mae = (r: typeof rows) => r.reduce((a, x) => a + Math.abs(x.err), 0) / Math.max(1, r.length);
const within = (r: typeof rows, t: number) => r.filter((x) => Math.abs(x.err) <= t + 1e-9).length / Math.max(1, r.length);
const bias = (r: typeof rows) => r.reduce((a, x) => a + x.err, 0) / Math.max(1, r.length);
for (const [name, r] of [["all", rows], ["indeed", rows.filter((x) => x.origin === "indeed")], ["kaggle", rows.filter((x) => x.origin === "kaggle")]] as const)
  console.log(`${name.padEnd(7)} n ${String(r.length).padStart(3)}  MAE ${mae(r).toFixed(3)}  within0.5 ${within(r, 0.5).toFixed(3)}  within1 ${within(r, 1).toFixed(3)}  bias ${bias(r).toFixed(3)}`);
const times = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log(`time per résumé: median ${times[times.length >> 1]?.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(2)} ms, max ${times[times.length - 1]?.toFixed(2)} ms`);
const worst = [...rows].sort((a, b) => Math.abs(b.err) - Math.abs(a.err)).slice(0, worstN);
for (const w of worst) {
  if (Math.abs(w.err) < 0.01) continue;
  const l = w.l;
  console.log(`\n### ${w.id} (${w.origin}) pred ${w.pred} gold ${w.gold} err ${w.err.toFixed(2)}`);
  console.log("  gold:", mergeRanges(l.gold.workRanges ?? []).map((r) => `${r.start}..${r.end}`).join(" "));
  const goldSpans = (l.gold.spans ?? []).filter((s) => s.label === "experience").map((s) => JSON.stringify(l.text.slice(s.start, s.end)));
  console.log("  gold spans:", goldSpans.join(" | "));
  const s = parseStructure(l.text, { asOf: l.asOf });
  console.log("  ours:", mergeRanges(s.workRanges).map((r) => `${r.start}..${r.end}`).join(" "));
  const view = createView(l.text);
  const sections = detectSections(view);
  const scan = scanDates(view.text, { asOf: l.asOf, dayFirst: guessDayFirst(view.text) });
  const cls = classifyRanges(scan.ranges, sections, findEvidence(view.text), view.text, view.lines);
  for (const c of cls) console.log(`   ${c.work ? "W" : "-"} ${JSON.stringify(c.text).padEnd(34)} ${c.startMonth}..${c.endMonth} ${c.reason}` + (args.includes("--ctx") ? "  <<" + JSON.stringify(view.text.slice(Math.max(0, c.start - 60), c.end + 40)) : ""));
  if (args.includes("--sections")) console.log("  sections:", sections.map((x) => `${x.kind}:${JSON.stringify(x.heading)}`).join(" "));
}
