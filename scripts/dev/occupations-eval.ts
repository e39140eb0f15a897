// Measures occupation inference against hand-picked O*NET occupations for a third of the dev résumés
// (scripts/dev/occupation-gold.jsonl: the résumés whose number is divisible by 3, each read and coded once, 2026-11-22;
// the best code first, then codes also acceptable; 7 résumés too empty to code). Reports how often the
// inferred occupation is acceptable (top 1) and how often one of the first three is, with the titles the parser
// read and, as a check on matching alone, with the annotated titles of the résumé.
//   npx tsx scripts/dev/occupations-eval.ts [--show]     (SHOW_KIND=annotated: the misses with annotated titles)
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { occupationTitles } from "~/.server/analysis/benchmark";
import { inferOccupation } from "~/.server/analysis/occupation";
import { parseProfile } from "~/.server/analysis/profile";

type Gold = { id: string; codes: string[]; title: string; why: string };
const show = process.argv.includes("--show");
const gold = new Map(
  readFileSync(resolve(import.meta.dirname, "occupation-gold.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Gold)
    .filter((g) => g.codes.length)
    .map((g) => [g.id, g]),
);
const lines = readFileSync(resolve(process.env.EVAL_DIR ?? "../shared/eval", "dev/resumes.jsonl"), "utf8").split("\n").filter(Boolean);
const tally = { parsed: { top1: 0, top3: 0, none: 0 }, annotated: { top1: 0, top3: 0, none: 0 } };
let n = 0;
for (const line of lines) {
  const d = JSON.parse(line) as { id: string; text?: string; asOf: string; gold: { spans?: { start: number; end: number; label: string }[] } };
  const g = gold.get(d.id);
  if (!g || !d.text) continue;
  n++;
  const profile = parseProfile(d.text, { asOf: d.asOf });
  const skills = profile.skills.map((s) => ({ name: s.name, category: s.category }));
  const annotated = [...new Set((d.gold.spans ?? []).filter((s) => s.label === "title").map((s) => d.text!.slice(s.start, s.end).replace(/\s+/g, " ").trim()))];
  for (const [kind, titles] of [["parsed", occupationTitles(profile)], ["annotated", annotated]] as const) {
    const inf = inferOccupation({ titles, skills });
    const ranked = inf.best ? [inf.best, ...inf.runnersUp] : [];
    const t = tally[kind];
    if (!ranked.length) t.none++;
    if (ranked[0] && g.codes.includes(ranked[0].code)) t.top1++;
    if (ranked.slice(0, 3).some((c) => g.codes.includes(c.code))) t.top3++;
    if (show && kind === (process.env.SHOW_KIND ?? "parsed") && !(ranked[0] && g.codes.includes(ranked[0].code))) {
      console.log(`${d.id}: gold ${g.title} (${g.why})\n  titles ${JSON.stringify(titles.slice(0, 3))}\n  got ${ranked.slice(0, 3).map((c) => `${c.title} ${c.score}`).join("; ") || "none"}`);
    }
  }
}
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
for (const [kind, t] of Object.entries(tally)) console.log(`${kind.padEnd(9)} titles: ${n} résumés, top 1 ${pct(t.top1)}, top 3 ${pct(t.top3)}, none ${t.none}`);
