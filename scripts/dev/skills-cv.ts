// Cross-validation of the whole learned skill pipeline on the dev résumés: for each fold, learn the alias decisions
// and mined skills and train the tagger on the other folds only, then extract skills from the fold's résumés. The
// pooled predictions are scored with ../shared/eval/score.py. Folds: résumé number modulo k (k = 2: the halves).
//   npx tsx scripts/dev/skills-cv.ts [--folds 2] [--bias 1000,2000 (default: the committed tagger's)] [--epochs 10] [--theta 0.35] [--no-tagger]
//                                     [--max-length 6k|9k|12k|16k|none (default: the committed tagger's)]
//                                     [--only 0] [--errors 60] [--per-fold] [--keep-untagged curated,onet] [--min-density 1]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decodeSkills, type SkillsFile } from "~/.server/analysis/knowledge";
import { withoutEmployers } from "~/.server/analysis/profile/employers";
import { createSkillExtractor, writtenNames } from "~/.server/analysis/profile/skills";
import { parseStructure } from "~/.server/analysis/profile/structure";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { emissionScores, lexiconInfo, loadTagger, marginals, tagFeatures, type LengthBucket, type TaggerFile } from "~/.server/analysis/profile/skills-tagger";
import { foldOf, loadLabelled, norm, skillMatch } from "../knowledge/labelled";
import { learnAdjustments } from "../knowledge/learn";
import { buildSkills } from "../knowledge/skills";
import { TAGGER_SETTINGS, trainTagger } from "../knowledge/tagger-train";

const args = process.argv.slice(2);
const opt = (name: string, def?: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const k = Number(opt("--folds", "2"));
const biases = opt("--bias", String(TAGGER_SETTINGS.bias))!.split(",").map(Number);
const epochs = Number(opt("--epochs", String(TAGGER_SETTINGS.epochs)));
const theta = Number(opt("--theta", "0.35"));
const minCount = Number(opt("--min-count", String(TAGGER_SETTINGS.minCount)));
const minWeight = Number(opt("--min-weight", String(TAGGER_SETTINGS.minWeight)));
const maxLength = opt("--max-length", TAGGER_SETTINGS.maxLength)!;
const useTagger = !args.includes("--no-tagger");
const algo = opt("--algo", "perceptron") as "perceptron" | "crf";
const l2 = Number(opt("--l2", "1"));
const iterations = Number(opt("--iter", "150"));
const only = opt("--only");
const showErrors = Number(opt("--errors", "0"));
const cacheDir = opt("--cache");
const dataDir = resolve(process.env.KNOWLEDGE_DATA_DIR ?? "../shared/data");

const all = loadLabelled();
const preds = new Map<number, Map<string, { technical: string[]; soft: string[]; other: string[] }>>(biases.map((b) => [b, new Map()]));
const dumpPath = opt("--dump");
const dump: string[] = [];
const margPath = opt("--dump-marg");
const margDump: string[] = [];
for (let f = 0; f < k; f++) {
  if (only !== undefined && Number(only) !== f) continue;
  const train = all.filter((l) => foldOf(l.id, k) !== f);
  const test = all.filter((l) => foldOf(l.id, k) === f);
  // --cache DIR: keep each fold's lexicon (learning it is the slow part) between runs of tagger experiments.
  const cachePath = cacheDir ? join(cacheDir, `k${k}-f${f}-theta${theta}${args.includes("--no-mined") ? "-nomined" : ""}.json`) : undefined;
  let skillsFile: SkillsFile;
  if (cachePath && existsSync(cachePath)) skillsFile = JSON.parse(readFileSync(cachePath, "utf8")) as SkillsFile;
  else {
    const learned = learnAdjustments(train, dataDir, { theta });
    if (args.includes("--no-mined")) learned.mined = [];
    skillsFile = buildSkills(dataDir, learned).file;
    if (cachePath) {
      mkdirSync(cacheDir!, { recursive: true });
      writeFileSync(cachePath, JSON.stringify(skillsFile));
    }
  }
  const lexicon = decodeSkills(skillsFile);
  // --tcache NAME: reuse a fold's trained tagger between runs that only change decoding (delete it when features change).
  const tcache = opt("--tcache") && cacheDir ? join(cacheDir, `tag-${opt("--tcache")}-k${k}-f${f}.json`) : undefined;
  // --min-density D: the tagger learns only from résumés labelled at D or more distinct skills per 1,000 characters.
  const density = (l: (typeof all)[number]) => (new Set([...(l.gold.technical ?? []), ...(l.gold.soft ?? [])].map(norm)).size * 1000) / Math.max(1, l.text.length);
  const tagTrain = opt("--min-density") ? train.filter((l) => density(l) >= Number(opt("--min-density"))) : train;
  const taggerFile = tcache && existsSync(tcache) ? (JSON.parse(readFileSync(tcache, "utf8")) as TaggerFile) : useTagger ? trainTagger(tagTrain, lexicon, { epochs, minCount, minWeight, algo, l2, iterations, seeds: opt("--seeds", TAGGER_SETTINGS.seeds.join(","))!.split(",").map(Number), trimUnlabelled: opt("--trim") as "trim" | "drop" | undefined, log: args.includes("--verbose") ? (s) => console.error(s) : undefined }) : null;
  // --combine NAME,FACTOR: add another cached tagger's weights times FACTOR (an ensemble of two linear models).
  if (opt("--combine") && taggerFile && cacheDir) {
    const [other, factor] = opt("--combine")!.split(",");
    const o = JSON.parse(readFileSync(join(cacheDir, `tag-${other}-k${k}-f${f}.json`), "utf8")) as TaggerFile;
    const fac = Number(factor);
    const weights: Record<string, number[]> = { ...taggerFile.weights };
    for (const [name, w] of Object.entries(o.weights)) {
      const a = weights[name] ?? [0, 0, 0, 0, 0];
      weights[name] = a.map((x, t) => x + fac * w[t]!);
    }
    taggerFile.weights = weights;
    taggerFile.transitions = taggerFile.transitions.map((x, i) => x + fac * o.transitions[i]!);
  } else if (tcache && taggerFile && !existsSync(tcache)) writeFileSync(tcache, JSON.stringify(taggerFile));
  for (const bias of biases) {
    // --posterior: the values of --bias are thresholds (x100) on the marginal probability of a skill tag.
    const tagger = taggerFile ? (args.includes("--posterior") ? { ...loadTagger(taggerFile), decode: "posterior" as const, threshold: bias / 100, bias: 0 } : { ...loadTagger(taggerFile), bias, softBias: opt("--soft-bias") ? Number(opt("--soft-bias")) : undefined, maxLength: maxLength === "none" ? undefined : (maxLength as LengthBucket) }) : null;
    // --keep-untagged curated,onet: lexicon matches from these sources count even where the tagger does not mark them.
    const keep = opt("--keep-untagged") ? new Set(opt("--keep-untagged")!.split(",")) : null;
    const extractFlat = createSkillExtractor(lexicon, tagger, keep ? { keepUntagged: (a) => keep.has(a.source) } : {});
    // --bias-lines B: another bias for line-structured résumés (the flattened ones keep the --bias values).
    const extractLines = opt("--bias-lines") && tagger ? createSkillExtractor(lexicon, { ...tagger, bias: Number(opt("--bias-lines")) }) : extractFlat;
    for (const l of test) {
      const extract = l.text.trim().includes("\n") ? extractLines : extractFlat;
      // The product's pipeline around the extractor, as `npm run eval` runs it: the résumé's sections (skills lists,
      // publications) and the employers read off its positions. --flat: one section, no employer filter.
      const structure = args.includes("--flat") ? null : parseStructure(l.text, { asOf: "2018-06-01" });
      const skills = structure
        ? withoutEmployers(extract(l.text, structure.sections), structure.positions, l.text, structure.contact.location)
        : extract(l.text, [{ kind: "other", heading: "", start: 0, end: l.text.length }]);
      const by = (c: string) => skills.filter((s) => s.category === c).flatMap((s) => writtenNames(s, l.text));
      preds.get(bias)!.set(l.id, { technical: by("technical"), soft: by("soft"), other: by("other") });
      if (margPath && tagger && bias === biases[biases.length - 1]) {
        // Token marginals of the tagger, for error analysis of its confidence.
        const doc = tagFeatures(l.text, createSkillMatcher(lexicon.aliases).match(l.text), lexiconInfo(lexicon));
        const mg = marginals(tagger.transitions, emissionScores(tagger, doc.features), doc.tokens.length, tagger.decode === "posterior" ? 0.01 : 0.01 / 20);
        margDump.push(JSON.stringify({ id: l.id, tokens: doc.tokens.map((t) => [t.start, t.end]), marg: Array.from(mg, (x) => Math.round(x * 1000)) }));
      }
      if (dumpPath && bias === biases[biases.length - 1]) dump.push(JSON.stringify({ id: l.id, fold: f, skills: skills.map((s) => ({ name: s.name, written: writtenNames(s, l.text), category: s.category, mentions: s.mentions.map((m) => [m.start, m.end, m.section ?? ""]) })) }));
    }
  }
  console.error(`fold ${f + 1}/${k}: trained on ${train.length}, tested on ${test.length}`);
}

if (dumpPath) writeFileSync(dumpPath, dump.join("\n") + "\n");
if (margPath) writeFileSync(margPath, margDump.join("\n") + "\n");
const goldTmp = `/tmp/cv-gold-${process.pid}.jsonl`;
const predTmp = `/tmp/cv-pred-${process.pid}.jsonl`;
const ids = new Set(preds.get(biases[0]!)!.keys());
const score = (label: string, p: Map<string, unknown>, keep: (id: string) => boolean) => {
  const goldLines = all.filter((l) => ids.has(l.id) && keep(l.id));
  writeFileSync(goldTmp, goldLines.map((l) => JSON.stringify({ id: l.id, asOf: "2018-06-01", text: l.text, gold: { technical: l.gold.technical, soft: l.gold.soft } })).join("\n") + "\n");
  writeFileSync(predTmp, [...p.entries()].filter(([id]) => keep(id)).map(([id, skills]) => JSON.stringify({ id, skills })).join("\n") + "\n");
  const s = JSON.parse(execFileSync("python3", ["../shared/eval/score.py", goldTmp, predTmp, "--kind", "resumes", "--json"], { encoding: "utf8" })).skills;
  const row = (c: string) => `${c} P ${s[c].micro.P.toFixed(3)} R ${s[c].micro.R.toFixed(3)} F1 ${s[c].micro.F1.toFixed(3)}`;
  console.log(`${label} (${goldLines.length} CVs) | ${row("technical")} | ${row("soft")} | ${row("all")}`);
};
for (const bias of biases) {
  const p = preds.get(bias)!;
  const tag = `k=${k} bias=${bias} theta=${theta} epochs=${epochs}${useTagger ? "" : " no-tagger"}`;
  score(`${tag} pooled`, p, () => true);
  if (args.includes("--per-fold")) for (let f = 0; f < k; f++) score(`${tag} fold ${f} held out`, p, (id) => foldOf(id, k) === f);
}

if (showErrors) {
  const p = preds.get(biases[biases.length - 1]!)!;
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  for (const l of all) {
    const pred = p.get(l.id);
    if (!pred) continue;
    const g = [...new Set([...(l.gold.technical ?? []), ...(l.gold.soft ?? [])].map(norm))];
    const ps = [...new Set([...pred.technical, ...pred.soft, ...pred.other].map(norm))];
    for (const x of ps) if (!g.some((y) => skillMatch(x, y))) fp.set(x, (fp.get(x) ?? 0) + 1);
    for (const y of g) if (!ps.some((x) => skillMatch(x, y))) fn.set(y, (fn.get(y) ?? 0) + 1);
  }
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, showErrors)
      .map(([x, v]) => `${x}:${v}`)
      .join(", ");
  console.log(`FP ${top(fp)}\nFN ${top(fn)}`);
}
