// Position titles read from the dev résumés against the annotated job-title spans (token Jaccard >= 0.5): how many
// read titles are annotated titles (precision) and how many annotated titles were read (recall), per document kind.
//   npx tsx scripts/dev/titles-eval.ts [--show 20]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseProfile } from "~/.server/analysis/profile";

const args = process.argv.slice(2);
const show = Number(args.includes("--show") ? args[args.indexOf("--show") + 1] : 0);
const words = (s: string) => new Set(s.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter(Boolean));
const jaccard = (a: Set<string>, b: Set<string>) => {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter || 1);
};
const stats = { lines: { p: 0, tp: 0, g: 0, rec: 0 }, flat: { p: 0, tp: 0, g: 0, rec: 0 } };
const wrong: string[] = [];
for (const line of readFileSync(resolve(process.env.EVAL_DIR ?? "../shared/eval", "dev/resumes.jsonl"), "utf8").split("\n").filter(Boolean)) {
  const d = JSON.parse(line) as { id: string; text?: string; asOf: string; gold: { spans?: { start: number; end: number; label: string }[] } };
  if (!d.text || !d.gold.spans) continue;
  const gold = [...new Set(d.gold.spans.filter((s) => s.label === "title").map((s) => d.text!.slice(s.start, s.end).trim()))].map(words).filter((w) => w.size);
  if (!gold.length) continue;
  const kind = d.text.trim().includes("\n") ? "lines" : "flat";
  const titles = parseProfile(d.text, { asOf: d.asOf }).positions.map((p) => p.title).filter(Boolean);
  const st = stats[kind];
  for (const t of new Set(titles)) {
    st.p++;
    if (gold.some((g) => jaccard(words(t), g) >= 0.5)) st.tp++;
    else wrong.push(`${d.id}: ${t}`);
  }
  st.g += gold.length;
  st.rec += gold.filter((g) => titles.some((t) => jaccard(words(t), g) >= 0.5)).length;
}
for (const [k, s] of Object.entries(stats)) console.log(`${k}: read ${s.p}, annotated ${s.g}; precision ${(s.tp / s.p).toFixed(3)} recall ${(s.rec / s.g).toFixed(3)}`);
if (show) console.log(wrong.slice(0, show).join("\n"));
