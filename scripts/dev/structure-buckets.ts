// How our work/not-work decisions agree with the gold, by section kind and nearest evidence.
//   npx tsx scripts/dev/structure-buckets.ts [--half a|b] [--show bucket]
import { readFileSync } from "node:fs";
import { createView } from "~/.server/analysis/profile/text";
import { detectSections } from "~/.server/analysis/profile/sections";
import { scanDates, guessDayFirst } from "~/.server/analysis/profile/dates";
import { findEvidence } from "~/.server/analysis/profile/evidence";
import { classifyRanges } from "~/.server/analysis/profile/work-ranges";

const args = process.argv.slice(2);
const opt = (k: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : undefined);
const half = opt("--half");
const show = opt("--show");
type G = { id: string; text: string; asOf: string; gold: { totalYears?: number; workRanges?: { start: string; end: string }[]; spans?: { start: number; end: number; label: string }[] }; meta: { origin: string } };
let lines = readFileSync("../shared/eval/dev/resumes.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l) as G);
const num = (id: string) => Number(id.replace(/\D/g, ""));
if (half) lines = lines.filter((l) => (num(l.id) % 2 === 0) === (half === "a"));
const buckets = new Map<string, { yes: number; no: number; ex: string[] }>();
for (const l of lines) {
  if (l.gold.totalYears === undefined) continue;
  const view = createView(l.text);
  const sections = detectSections(view);
  const scan = scanDates(view.text, { asOf: l.asOf, dayFirst: guessDayFirst(view.text) });
  const cls = classifyRanges(scan.ranges, sections, findEvidence(view.text), view.text, view.lines);
  const spans = (l.gold.spans ?? []).filter((s) => s.label === "experience");
  for (const c of cls) {
    const a = view.map[c.start]!;
    const b = view.map[c.end]!;
    const labelled = spans.some((s) => s.start < b && s.end > a);
    const key = c.reason.replace(/\(.*\)/, "") + (c.form === "open" ? " OPEN " + (/since/i.test(view.text.slice(c.start - 8, c.start)) ? "since" : /from/i.test(view.text.slice(c.start - 8, c.start)) ? "from" : c.hasMonths ? "month" : "year") : "") + (c.form==="pair" && c.from.year === c.to?.year && !c.from.month && !c.to?.month ? " SAMEYEAR" : "");
    const e = buckets.get(key) ?? { yes: 0, no: 0, ex: [] };
    if (labelled) e.yes++;
    else e.no++;
    if (show && key.includes(show)) e.ex.push(`${labelled ? "GOLD" : "    "} ${c.work ? "W" : "-"} ${l.id} ${JSON.stringify(c.text)} ${c.reason} << ${JSON.stringify(view.text.slice(Math.max(0, c.start - 90), c.end + 50))}`);
    buckets.set(key, e);
  }
}
for (const [k, v] of [...buckets].sort((a, b) => b[1].yes + b[1].no - a[1].yes - a[1].no)) {
  console.log(`${k.padEnd(45)} labelled ${String(v.yes).padStart(4)}  not ${String(v.no).padStart(4)}`);
  for (const x of v.ex) console.log("    " + x);
}
