// Stated years of experience against the gold statedTotalYears on dev/resumes.jsonl.
import { readFileSync } from "node:fs";
import { parseStructure } from "~/.server/analysis/profile/structure";

const half = process.argv.includes("--half") ? process.argv[process.argv.indexOf("--half") + 1] : undefined;
type G = { id: string; text: string; asOf: string; gold: { statedTotalYears?: number } };
let lines = readFileSync("../shared/eval/dev/resumes.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l) as G);
if (half) lines = lines.filter((l) => (Number(l.id.replace(/\D/g, "")) % 2 === 0) === (half === "a"));
let n = 0, exact = 0, found = 0, err = 0, fp = 0, none = 0;
for (const l of lines) {
  const s = parseStructure(l.text, { asOf: l.asOf });
  const g = l.gold.statedTotalYears;
  if (g === undefined) {
    if (s.statedYears !== null) fp++;
    else none++;
    continue;
  }
  n++;
  if (s.statedYears !== null) found++;
  if (s.statedYears !== null && Math.abs(s.statedYears - g) < 0.05) exact++;
  else console.log(l.id, "gold", g, "ours", s.statedYears);
  err += Math.abs((s.statedYears ?? 0) - g);
}
console.log(`stated: n ${n} found ${found} exact ${exact} MAE ${(err / n).toFixed(3)} | lines without gold: predicted ${fp}, none ${none}`);
