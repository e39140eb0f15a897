// Prints the contact the parser reads from every labelled dev résumé (../shared/eval/dev/resumes.jsonl), one JSON line
// per résumé, for diffing the contact parser before and after a change.
//   npx tsx scripts/dev/contact-dev.ts [FILE.jsonl] [--all] > contact.jsonl
// --all adds education and certifications.
import { readFileSync } from "node:fs";
import { parseProfile } from "~/.server/analysis/profile";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--")) ?? "../shared/eval/dev/resumes.jsonl";
const all = args.includes("--all");
for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
  const r = JSON.parse(line) as { id: string; text?: string; asOf?: string };
  if (r.text === undefined) continue;
  const p = parseProfile(r.text, { asOf: r.asOf ?? "2026-11-25" });
  console.log(JSON.stringify({ id: r.id, contact: p.contact, ...(all ? { education: p.education, certifications: p.certifications } : {}) }));
}
