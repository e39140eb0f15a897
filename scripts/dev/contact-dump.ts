// Prints the contact a parsed profile reads from each committed résumé fixture (for reviewing the contact parser).
//   npx tsx scripts/dev/contact-dump.ts [path-substring]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseProfile } from "~/.server/analysis/profile";
import { runJob } from "~/.server/resumes/extract/worker.mjs";

const root = "tests/fixtures/resumes";
const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const filter = process.argv[2] ?? "";
for (const f of walk(root).filter((f) => /\.(pdf|docx|doc)$/.test(f) && f.includes(filter))) {
  const kind = f.split(".").pop() as "pdf" | "docx" | "doc";
  const r = await runJob({ kind, bytes: new Uint8Array(readFileSync(f)) });
  const p = parseProfile(r.text, { asOf: "2026-11-25", columns: r.columns, links: r.links });
  console.log(f, JSON.stringify({ ...p.contact }), p.warnings.filter((w) => /link|e-mail|phone/i.test(w.message)).map((w) => w.message));
}
