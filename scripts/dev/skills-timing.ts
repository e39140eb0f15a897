// Times skill extraction per résumé after the knowledge is loaded (one warm-up pass, then three timed passes).
//   npx tsx scripts/dev/skills-timing.ts
import { extractSkills } from "~/.server/analysis/profile/skills";
import { loadLabelled } from "../knowledge/labelled";

const lines = loadLabelled();
const t0 = performance.now();
extractSkills("warm up: Java, Python", []);
console.log(`first call (decodes the knowledge, builds the trie): ${(performance.now() - t0).toFixed(0)} ms`);
for (const l of lines) extractSkills(l.text, []);
const rows: { ms: number; chars: number }[] = [];
for (const l of lines) {
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const s = performance.now();
    extractSkills(l.text, []);
    best = Math.min(best, performance.now() - s);
  }
  rows.push({ ms: best, chars: l.text.length });
}
rows.sort((a, b) => a.ms - b.ms);
const q = (p: number) => rows[Math.min(rows.length - 1, Math.floor(rows.length * p))]!;
const twoPage = rows.filter((r) => r.chars >= 5000 && r.chars <= 9000);
const mean = (xs: { ms: number }[]) => xs.reduce((a, r) => a + r.ms, 0) / xs.length;
console.log(`${rows.length} résumés: mean ${mean(rows).toFixed(2)} ms, median ${q(0.5).ms.toFixed(2)}, p95 ${q(0.95).ms.toFixed(2)}, max ${q(1).ms.toFixed(2)} ms (${q(1).chars} chars)`);
console.log(`two-page size (5-9k chars, ${twoPage.length}): mean ${mean(twoPage).toFixed(2)} ms, max ${Math.max(...twoPage.map((r) => r.ms)).toFixed(2)} ms`);
