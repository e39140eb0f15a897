// `npm run eval`: predictions on the dev sets, scored by ../shared/eval/score.py.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const evalDir = resolve(process.env.EVAL_DIR ?? "../shared/eval");
if (!existsSync(join(evalDir, "score.py"))) {
  console.error(`No evaluation data at ${evalDir} (set EVAL_DIR to the folder holding score.py and dev/).`);
  process.exit(1);
}
const outDir = resolve("test-results/eval");
mkdirSync(outDir, { recursive: true });

const sets = [
  { name: "dev/resumes.jsonl", gold: join(evalDir, "dev/resumes.jsonl") },
  { name: "dev/layouts/rendercv/resumes.jsonl", gold: join(evalDir, "dev/layouts/rendercv/resumes.jsonl") },
];
for (const set of sets) {
  if (!existsSync(set.gold)) continue;
  const started = process.hrtime.bigint();
  const predictions = execFileSync("npx", ["tsx", "scripts/eval-predict.ts", set.gold], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const out = join(outDir, set.name.replace(/\//g, "_"));
  writeFileSync(out, predictions);
  console.log(`\n### ${set.name} (${predictions.trim().split("\n").length} predictions in ${(ms / 1000).toFixed(1)} s)\n`);
  console.log(execFileSync("python3", [join(evalDir, "score.py"), set.gold, out], { encoding: "utf8" }));
}
