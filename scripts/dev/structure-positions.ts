// Positions read from text files (e.g. PDF text dumps), printed, and matched against a gold line's positions.
//   npx tsx scripts/dev/structure-positions.ts GOLD.jsonl FILE.txt... [--asOf 2026-11-01]
import { readFileSync } from "node:fs";
import { totalYears } from "~/.server/analysis/experience";
import { parseStructure } from "~/.server/analysis/profile/structure";

const args = process.argv.slice(2);
const gold = JSON.parse(readFileSync(args[0]!, "utf8").trim().split("\n")[0]!) as { asOf: string; gold: { positions: { title: string; company: string; start: string; end: string | null }[] } };
const norm = (s: string) => new Set(s.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, " ").trim().split(" ").filter(Boolean));
const jac = (a: string, b: string) => {
  const x = norm(a);
  const y = norm(b);
  const i = [...x].filter((w) => y.has(w)).length;
  return x.size + y.size - i ? i / (x.size + y.size - i) : 0;
};
let matched = 0;
let total = 0;
let predicted = 0;
for (const f of args.slice(1)) {
  const s = parseStructure(readFileSync(f, "utf8"), { asOf: gold.asOf });
  console.log(`\n## ${f}  totalYears ${totalYears(s.workRanges)}  sections: ${s.sections.map((x) => `${x.kind}:${x.heading}`).join(" | ")}`);
  const used = new Set<number>();
  for (const p of s.positions) {
    const k = gold.gold.positions.findIndex((g, i) => !used.has(i) && jac(g.title, p.title) >= 0.5 && g.start.slice(0, 4) === p.start?.slice(0, 4) && (g.end === null ? p.end === null : g.end.slice(0, 4) === p.end?.slice(0, 4)));
    if (k >= 0) used.add(k);
    const g = gold.gold.positions[k];
    console.log(`  ${k >= 0 ? "OK" : "--"} ${JSON.stringify(p.title)} @ ${JSON.stringify(p.company)} (${p.location}) ${p.start}..${p.end} [${p.dateText}] bullets ${p.bullets.length}${g && jac(g.company, p.company) < 0.5 ? "  COMPANY≠" + g.company : ""}`);
  }
  matched += used.size;
  total += gold.gold.positions.length;
  predicted += s.positions.length;
}
console.log(`\nrecall ${(matched / total).toFixed(3)} precision ${(matched / Math.max(1, predicted)).toFixed(3)}`);
