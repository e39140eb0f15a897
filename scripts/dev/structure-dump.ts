// Everything parseStructure reads from text files: sections, contact, positions, education, years.
//   npx tsx scripts/dev/structure-dump.ts [--asOf 2026-01-01] FILE.txt...
import { readFileSync } from "node:fs";
import { totalYears } from "~/.server/analysis/experience";
import { parseStructure } from "~/.server/analysis/profile/structure";

const args = process.argv.slice(2);
const at = args.indexOf("--asOf");
const asOf = at >= 0 ? args.splice(at, 2)[1]! : "2026-01-01";
for (const f of args) {
  const text = readFileSync(f, "utf8");
  const t0 = performance.now();
  const s = parseStructure(text, { asOf });
  const ms = performance.now() - t0;
  console.log(`\n## ${f} (${ms.toFixed(1)} ms) totalYears ${totalYears(s.workRanges)} stated ${s.statedYears}`);
  console.log("contact:", JSON.stringify(s.contact));
  console.log("sections:", s.sections.map((x) => `${x.kind}:${JSON.stringify(x.heading)}`).join(" "));
  for (const p of s.positions) console.log(`  position: ${JSON.stringify(p.title)} @ ${JSON.stringify(p.company)} (${p.location}) ${p.start}..${p.end}${p.current ? " current" : ""} [${p.dateText}] bullets ${p.bullets.length}`);
  for (const e of s.education) console.log(`  education: ${JSON.stringify(e.degree)} @ ${JSON.stringify(e.institution)} ${e.start}..${e.end}`);
  if (s.certifications.length) console.log("  certifications:", JSON.stringify(s.certifications));
}
