// Experiment: a set-level skill filter stacked on the tagger, measured by nested cross-validation.
// Outer folds as skills-cv.ts (résumé number mod 4). Within each outer training set, inner folds (mod 3) give
// held-out candidates to train the filter on; the filter is then applied to the outer fold's candidates from the
// tagger trained on the whole outer training set.
//   npx tsx scripts/dev/skills-stack.ts [--cache /tmp/skc3] [--l2 1] [--tau 0.5]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decodeSkills, type SkillLexicon, type SkillsFile } from "~/.server/analysis/knowledge";
import { createSkillExtractor, writtenNames } from "~/.server/analysis/profile/skills";
import { CANDIDATE_BIASES, skillCandidates, type SkillCandidate } from "./skills-candidates";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { lexiconInfo, loadTagger, type TaggerFile } from "~/.server/analysis/profile/skills-tagger";
import { normalizeName } from "~/.server/analysis/profile/skills-tokenize";
import { foldOf, goldMatches, loadLabelled, norm, type LabelledLine } from "../knowledge/labelled";
import { learnAdjustments } from "../knowledge/learn";
import { buildSkills } from "../knowledge/skills";
import { trainTagger } from "../knowledge/tagger-train";

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : def;
};
const cacheDir = opt("--cache", "/tmp/skc3");
const K = 4;
const INNER = 3;
const l2 = Number(opt("--l2", "1"));
const alpha = Number(opt("--alpha", "3"));
const dataDir = resolve(process.env.KNOWLEDGE_DATA_DIR ?? "../shared/data");
mkdirSync(cacheDir, { recursive: true });

const all = loadLabelled();

function stage1(train: LabelledLine[], lexName: string, tagName: string): { lexicon: SkillLexicon; tagger: TaggerFile } {
  const lexPath = join(cacheDir, lexName);
  let file: SkillsFile;
  if (existsSync(lexPath)) file = JSON.parse(readFileSync(lexPath, "utf8")) as SkillsFile;
  else {
    file = buildSkills(dataDir, learnAdjustments(train, dataDir, { theta: 0.35 })).file;
    writeFileSync(lexPath, JSON.stringify(file));
  }
  const lexicon = decodeSkills(file);
  const tagPath = join(cacheDir, tagName);
  let tagger: TaggerFile;
  if (existsSync(tagPath)) tagger = JSON.parse(readFileSync(tagPath, "utf8")) as TaggerFile;
  else {
    tagger = trainTagger(train, lexicon, { epochs: 10, minCount: 3, minWeight: 50 });
    writeFileSync(tagPath, JSON.stringify(tagger));
  }
  return { lexicon, tagger };
}

type Row = { doc: string; c: SkillCandidate; y: number; lex: number };

function candidatesFor(docs: LabelledLine[], s1: { lexicon: SkillLexicon; tagger: TaggerFile }): Row[] {
  const base = loadTagger(s1.tagger);
  const extractors = CANDIDATE_BIASES.map((bias) => createSkillExtractor(s1.lexicon, { ...base, bias }));
  const matcher = createSkillMatcher(s1.lexicon.aliases);
  const info = lexiconInfo(s1.lexicon);
  const names = new Set(s1.lexicon.skills.map((s) => normalizeName(s.name)));
  const rows: Row[] = [];
  for (const d of docs) {
    const gold = [...(d.gold.technical ?? []), ...(d.gold.soft ?? [])].map(norm);
    for (const c of skillCandidates(d.text, extractors, { ...base, bias: 2000 }, (t) => matcher.match(t), info))
      rows.push({ doc: d.id, c, y: goldMatches(norm(c.skill.name), gold) ? 1 : 0, lex: names.has(c.key) ? 1 : 0 });
  }
  return rows;
}

type Prior = Map<string, { n: number; g: number }>;
function priorOf(rows: Row[]): Prior {
  const p: Prior = new Map();
  for (const r of rows) {
    const e = p.get(r.c.key) ?? { n: 0, g: 0 };
    e.n++;
    e.g += r.y;
    p.set(r.c.key, e);
  }
  return p;
}

function features(r: Row, prior: Prior, base: number, own: boolean): number[] {
  const c = r.c;
  const e = prior.get(c.key) ?? { n: 0, g: 0 };
  const n = e.n - (own ? 1 : 0);
  const g = e.g - (own ? r.y : 0);
  const rate = (g + alpha * base) / (n + alpha);
  const logit = Math.log(rate / (1 - rate));
  const ntok = c.key.split(" ").length;
  const lv = CANDIDATE_BIASES.map((_, i) => (c.level === i ? 1 : 0));
  return [
    1,
    ...lv,
    c.maxP,
    c.meanP,
    c.maxP * c.maxP,
    Math.log1p(c.mentions),
    c.firstAt,
    c.listShare,
    Math.log(c.textLength / 1000 + 0.1),
    Math.log1p(c.candidates),
    c.skill.category === "soft" ? 1 : 0,
    ntok === 1 ? 1 : 0,
    ntok === 2 ? 1 : 0,
    logit,
    Math.log1p(n),
    n > 0 ? 1 : 0,
    r.lex,
    logit * (c.level <= 2 ? 1 : 0),
    c.maxP * logit,
  ];
}

function trainLR(X: number[][], y: number[], lambda: number, iters = 300): number[] {
  const d = X[0]!.length;
  // Standardise columns (except the intercept) for plain gradient descent.
  const mu = new Array(d).fill(0);
  const sd = new Array(d).fill(1);
  for (let j = 1; j < d; j++) {
    mu[j] = X.reduce((a, x) => a + x[j]!, 0) / X.length;
    sd[j] = Math.sqrt(X.reduce((a, x) => a + (x[j]! - mu[j]) ** 2, 0) / X.length) || 1;
  }
  const Z = X.map((x) => x.map((v, j) => (j === 0 ? 1 : (v - mu[j]) / sd[j])));
  const w = new Array(d).fill(0);
  const m = new Array(d).fill(0);
  const v = new Array(d).fill(0);
  const lr = 0.05;
  for (let it = 1; it <= iters; it++) {
    const grad = new Array(d).fill(0);
    for (let i = 0; i < Z.length; i++) {
      const z = Z[i]!;
      let s = 0;
      for (let j = 0; j < d; j++) s += w[j] * z[j]!;
      const p = 1 / (1 + Math.exp(-s));
      const e = p - y[i]!;
      for (let j = 0; j < d; j++) grad[j] += e * z[j]!;
    }
    for (let j = 0; j < d; j++) {
      const g = grad[j] / Z.length + (j ? (lambda * w[j]) / Z.length : 0);
      m[j] = 0.9 * m[j] + 0.1 * g;
      v[j] = 0.999 * v[j] + 0.001 * g * g;
      w[j] -= (lr * (m[j] / (1 - 0.9 ** it))) / (Math.sqrt(v[j] / (1 - 0.999 ** it)) + 1e-8);
    }
  }
  // Back to raw feature scale.
  const raw = w.slice();
  raw[0] = w[0];
  for (let j = 1; j < d; j++) {
    raw[j] = w[j] / sd[j];
    raw[0] -= (w[j] * mu[j]) / sd[j];
  }
  return raw;
}
const predict = (w: number[], x: number[]) => 1 / (1 + Math.exp(-x.reduce((a, v, j) => a + v * w[j]!, 0)));

function bestTau(ps: number[], y: number[], goldTotal: number): number {
  const order = ps.map((p, i) => [p, y[i]!] as const).sort((a, b) => b[0] - a[0]);
  let tp = 0;
  let best = 0;
  let tau = 0.5;
  order.forEach(([p, yy], i) => {
    tp += yy;
    const f1 = (2 * tp) / (i + 1 + goldTotal);
    if (f1 > best) {
      best = f1;
      tau = p;
    }
  });
  return tau;
}

const goldCount = (docs: LabelledLine[]) => docs.reduce((a, d) => a + new Set([...(d.gold.technical ?? []), ...(d.gold.soft ?? [])].map(norm)).size, 0);

const taus = opt("--taus", "0.3,0.35,0.4,0.45,0.5").split(",").map(Number);
const preds = new Map<string, Map<string, { technical: string[]; soft: string[]; other: string[] }>>();
const addPred = (label: string, id: string, kept: SkillCandidate[], text: string) => {
  if (!preds.has(label)) preds.set(label, new Map());
  const by = (cat: string) => kept.filter((c) => c.skill.category === cat).flatMap((c) => writtenNames(c.skill, text));
  preds.get(label)!.set(id, { technical: by("technical"), soft: by("soft"), other: by("other") });
};

for (let f = 0; f < K; f++) {
  const train = all.filter((l) => foldOf(l.id, K) !== f);
  const test = all.filter((l) => foldOf(l.id, K) === f);
  const innerRows: Row[] = [];
  for (let i = 0; i < INNER; i++) {
    const itrain = train.filter((l) => foldOf(String(Math.floor(Number(/(\d+)$/.exec(l.id)![1]) / K)), INNER) !== i);
    const itest = train.filter((l) => foldOf(String(Math.floor(Number(/(\d+)$/.exec(l.id)![1]) / K)), INNER) === i);
    const s1 = stage1(itrain, `in-k4-f${f}-i${i}-lex.json`, `in-k4-f${f}-i${i}-tag.json`);
    innerRows.push(...candidatesFor(itest, s1));
    console.error(`fold ${f} inner ${i}: ${itrain.length} / ${itest.length}`);
  }
  const prior = priorOf(innerRows);
  const base = innerRows.reduce((a, r) => a + r.y, 0) / innerRows.length;
  const X = innerRows.map((r) => features(r, prior, base, true));
  const y = innerRows.map((r) => r.y);
  const w = trainLR(X, y, l2);
  const innerTau = bestTau(X.map((x) => predict(w, x)), y, goldCount(train));
  const s1 = stage1(train, `k4-f${f}-theta0.35.json`, `tag-base-k4-f${f}.json`);
  const rows = candidatesFor(test, s1);
  const byDoc = new Map<string, { c: SkillCandidate; p: number }[]>();
  for (const r of rows) {
    const list = byDoc.get(r.doc) ?? [];
    list.push({ c: r.c, p: predict(w, features(r, prior, base, false)) });
    byDoc.set(r.doc, list);
  }
  console.error(`fold ${f}: inner rows ${innerRows.length} (positive ${y.filter(Boolean).length}), inner tau ${innerTau.toFixed(3)}; w ${w.map((x) => x.toFixed(2)).join(" ")}`);
  for (const d of test) {
    const list = byDoc.get(d.id) ?? [];
    addPred("baseline (level <= 2000)", d.id, list.filter((x) => x.c.level <= 2).map((x) => x.c), d.text);
    addPred("filter, inner tau", d.id, list.filter((x) => x.p >= innerTau).map((x) => x.c), d.text);
    for (const t of taus) addPred(`filter tau ${t}`, d.id, list.filter((x) => x.p >= t).map((x) => x.c), d.text);
  }
}

const goldTmp = `/tmp/stack-gold-${process.pid}.jsonl`;
const predTmp = `/tmp/stack-pred-${process.pid}.jsonl`;
writeFileSync(goldTmp, all.map((l) => JSON.stringify({ id: l.id, asOf: "2018-06-01", text: l.text, gold: { technical: l.gold.technical, soft: l.gold.soft } })).join("\n") + "\n");
for (const [label, p] of preds) {
  writeFileSync(predTmp, [...p.entries()].map(([id, skills]) => JSON.stringify({ id, skills })).join("\n") + "\n");
  const s = JSON.parse(execFileSync("python3", ["../shared/eval/score.py", goldTmp, predTmp, "--kind", "resumes", "--json"], { encoding: "utf8" })).skills;
  const row = (c: string) => `${c} P ${s[c].micro.P.toFixed(3)} R ${s[c].micro.R.toFixed(3)} F1 ${s[c].micro.F1.toFixed(3)}`;
  console.log(`${label.padEnd(26)} | ${row("technical")} | ${row("soft")} | ${row("all")}`);
}
