// Prints, for dev résumés, the position titles the parser read and the occupation inferred from them and the skills,
// to check occupation inference by eye (there is no occupation gold).
//   npx tsx scripts/dev/occupations-dev.ts [--every 7] [--ids dotin-train-12,...]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { inferOccupation } from "~/.server/analysis/occupation";
import { parseProfile } from "~/.server/analysis/profile";

const args = process.argv.slice(2);
const opt = (name: string, def: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : def);
const every = Number(opt("--every", "7"));
const ids = opt("--ids", "").split(",").filter(Boolean);
const lines = readFileSync(resolve(process.env.EVAL_DIR ?? "../shared/eval", "dev/resumes.jsonl"), "utf8").split("\n").filter(Boolean);
lines.forEach((line, i) => {
  const d = JSON.parse(line) as { id: string; text?: string; asOf: string; gold: { spans?: { start: number; end: number; label: string }[] } };
  if (!d.text || (ids.length ? !ids.includes(d.id) : i % every !== 0)) return;
  const profile = parseProfile(d.text, { asOf: d.asOf });
  const titles = profile.positions.map((p) => p.title).filter(Boolean);
  const inf = inferOccupation({ titles, skills: profile.skills.map((s) => ({ name: s.name, category: s.category })) });
  const goldTitles = (d.gold.spans ?? []).filter((s) => s.label === "title").map((s) => d.text!.slice(s.start, s.end).replace(/\s+/g, " ").trim());
  console.log(`${d.id}\n  titles: ${titles.slice(0, 4).map((t) => JSON.stringify(t)).join(", ")}\n  gold titles: ${[...new Set(goldTitles)].slice(0, 4).join(" | ")}\n  -> ${inf.best ? `${inf.best.title} (${inf.best.confidence}) via ${inf.best.evidence.titles.map((t) => t.matched).slice(0, 2).join("; ") || "skills"}` : "none"}; next: ${inf.runnersUp.slice(0, 2).map((r) => r.title).join("; ")}`);
});
