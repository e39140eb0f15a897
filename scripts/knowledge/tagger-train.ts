// Trains the skill tagger: an averaged perceptron over the features of app/.server/analysis/profile/skills-tagger.ts,
// on labelled résumés (their technical and soft spans). Deterministic (fixed seed, fixed order of features).
import type { SkillLexicon } from "~/.server/analysis/knowledge";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { emissionScores, lexiconInfo, TAGS, tagFeatures, viterbi, type LengthBucket, type TaggerFile } from "~/.server/analysis/profile/skills-tagger";
import type { LabelledLine } from "./labelled";
import { trainCrf } from "./tagger-crf";

/** minWeight: features whose averaged weights (x100) all stay within +-minWeight are left out of the file. */
export type TrainOptions = {
  epochs?: number;
  minCount?: number;
  bias?: number;
  minWeight?: number;
  log?: (s: string) => void;
  /** "crf": L-BFGS on the conditional log-likelihood (tagger-crf.ts) instead of the averaged perceptron. */
  algo?: "perceptron" | "crf";
  /** Perceptron runs, one per shuffle seed, whose weights are averaged (default one run, seed 12345). */
  seeds?: number[];
  /** Train only up to the last labelled span (+ a margin) of each résumé; "drop" also leaves out résumés with no skill span. */
  trimUnlabelled?: "trim" | "drop";
  l2?: number;
  iterations?: number;
  /** Written to the file: the length longer texts are read as at inference. */
  maxLength?: LengthBucket;
};

/** The settings the committed tagger is trained with (scripts/knowledge/build.ts); measurement scripts default to them. */
// maxLength: résumés are read as at most about two pages long, so that a long one is not read more sparingly
// (docs/decisions/0014-length-features.md). Eight shuffle orders averaged: held out 0.666 against 0.664 with four, and
// a model that moves less when the lexicon changes (four had swung the rendercv résumé's F1 between 0.87 and 0.92).
export const TAGGER_SETTINGS = { epochs: 10, minCount: 3, minWeight: 50, bias: 2000, seeds: [12345, 1, 2, 3, 4, 5, 6, 7], maxLength: "6k" as LengthBucket };

export function trainTagger(lines: LabelledLine[], lexicon: SkillLexicon, opts: TrainOptions = {}): TaggerFile {
  const epochs = opts.epochs ?? 10;
  const minCount = opts.minCount ?? 2;
  const log = opts.log ?? (() => {});
  const matcher = createSkillMatcher(lexicon.aliases);
  const lexInfo = lexiconInfo(lexicon);
  const NT = TAGS.length;

  // Training sequences: each text cut at line breaks into pieces of at most ~80 tokens, so that the perceptron
  // updates often (decoding at inference still runs over the whole text). Gold: first token of a span B, rest I.
  type Piece = { features: string[][]; gold: number[] };
  const pieces: Piece[] = [];
  for (const l of lines) {
    const doc = tagFeatures(l.text, matcher.match(l.text), lexInfo);
    const n = doc.tokens.length;
    const gold = new Array<number>(n).fill(0);
    const spans = (l.gold.spans ?? []).filter((s) => s.label === "technical" || s.label === "soft").sort((a, b) => a.start - b.start);
    let k = 0;
    for (const s of spans) {
      while (k < n && doc.tokens[k]!.end <= s.start) k++;
      let first = true;
      for (let j = k; j < n && doc.tokens[j]!.start < s.end; j++) {
        if (gold[j] !== 0) continue;
        gold[j] = s.label === "technical" ? (first ? 1 : 2) : first ? 3 : 4;
        first = false;
      }
    }
    // Annotators often stopped before the end of long résumés: words after the last labelled span of any kind are
    // no evidence that they are not skills, so training stops there (with a margin).
    let limit = n;
    if (opts.trimUnlabelled) {
      const lastEnd = Math.max(0, ...(process.env.SKTRIM === "skill" ? spans : (l.gold.spans ?? [])).map((s) => s.end));
      if (opts.trimUnlabelled === "drop" && !spans.length) continue;
      while (limit > 0 && doc.tokens[limit - 1]!.start > lastEnd + 200) limit--;
    }
    let from = 0;
    for (let j = 1; j <= limit; j++) {
      const lineBreak = j === limit || /\n| {2,}/.test(l.text.slice(doc.tokens[j - 1]!.end, doc.tokens[j]!.start));
      if ((lineBreak && j - from >= 8) || j - from >= 80 || j === limit) {
        if (gold[j] === 2 || gold[j] === 4) continue; // never cut inside a span
        pieces.push({ features: doc.features.slice(from, j), gold: gold.slice(from, j) });
        from = j;
      }
    }
  }

  // Features seen fewer than minCount times are left out: they cannot generalise and only grow the file.
  const featureCount = new Map<string, number>();
  for (const p of pieces) for (const fs of p.features) for (const f of fs) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);

  if (opts.algo === "crf") return crfFile(pieces, featureCount, minCount, opts, log, lines.length);

  // Averaged perceptron, once per seed (each shuffles the pieces its own way); the runs' averaged weights are
  // averaged again, which steadies what one shuffle order happens to learn.
  const seeds = opts.seeds ?? [12345];
  const sum = new Map<string, Float64Array>();
  const transSum = new Float64Array((NT + 1) * NT);
  for (const seed of seeds) {
    const run = perceptron(pieces, featureCount, minCount, epochs, seed, log);
    for (const [f, wf] of run.weights) {
      let sf = sum.get(f);
      if (!sf) sum.set(f, (sf = new Float64Array(NT)));
      for (let t = 0; t < NT; t++) sf[t] = sf[t]! + wf[t]! / seeds.length;
    }
    for (let i = 0; i < transSum.length; i++) transSum[i] = transSum[i]! + run.transitions[i]! / seeds.length;
  }

  // Scale to integers (x100) and keep the features that matter.
  const weights: Record<string, number[]> = {};
  for (const f of [...sum.keys()].sort()) {
    const avg = Array.from(sum.get(f)!, (x) => Math.round(x * 100));
    if (avg.some((x) => Math.abs(x) > (opts.minWeight ?? 0))) weights[f] = avg;
  }
  const transitions = Array.from(transSum, (x) => Math.round(x * 100));
  log(`${lines.length} résumés, ${pieces.length} pieces, ${Object.keys(weights).length} features`);
  return { format: 1, tags: [...TAGS], transitions, weights, bias: opts.bias ?? 0, ...(opts.maxLength ? { maxLength: opts.maxLength } : {}) };
}

/** One averaged-perceptron run over the pieces in an order shuffled by `seed`: averaged weights and transitions. */
function perceptron(
  pieces: { features: string[][]; gold: number[] }[],
  featureCount: Map<string, number>,
  minCount: number,
  epochs: number,
  seed: number,
  log: (s: string) => void,
): { weights: Map<string, Float64Array>; transitions: Float64Array } {
  const NT = TAGS.length;
  // w = current weights, u = sum of (step x update); average = w - u / step.
  const w = new Map<string, Float64Array>();
  const u = new Map<string, Float64Array>();
  const trans = new Float64Array((NT + 1) * NT);
  const transU = new Float64Array((NT + 1) * NT);
  let step = 1;
  const bump = (f: string, tag: number, d: number) => {
    let wf = w.get(f);
    if (!wf) {
      w.set(f, (wf = new Float64Array(NT)));
      u.set(f, new Float64Array(NT));
    }
    const uf = u.get(f)!;
    wf[tag] = wf[tag]! + d;
    uf[tag] = uf[tag]! + step * d;
  };
  const model = { transitions: trans, weights: w as Map<string, ArrayLike<number>> };

  let state = seed;
  const random = () => {
    // mulberry32: training is deterministic for a given seed.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = pieces.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    let total = 0;
    for (const pi of order) {
      const d = pieces[pi]!;
      const pred = viterbi(trans, emissionScores(model, d.features), d.features.length);
      for (let k = 0; k < pred.length; k++) {
        const g = d.gold[k]!;
        const p = pred[k]!;
        total++;
        const gPrev = k === 0 ? -1 : d.gold[k - 1]!;
        const pPrev = k === 0 ? -1 : pred[k - 1]!;
        if (g !== p) {
          errors++;
          for (const f of d.features[k]!) {
            if ((featureCount.get(f) ?? 0) < minCount) continue;
            bump(f, g, 1);
            bump(f, p, -1);
          }
        }
        if (g !== p || gPrev !== pPrev) {
          const gi = (1 + gPrev) * NT + g;
          const pj = (1 + pPrev) * NT + p;
          trans[gi] = trans[gi]! + 1;
          transU[gi] = transU[gi]! + step;
          trans[pj] = trans[pj]! - 1;
          transU[pj] = transU[pj]! - step;
        }
      }
      step++;
    }
    log(`seed ${seed} epoch ${epoch + 1}: ${errors} token errors of ${total}`);
  }
  const weights = new Map<string, Float64Array>();
  for (const [f, wf] of w) {
    const uf = u.get(f)!;
    weights.set(f, Float64Array.from(wf, (x, t) => x - uf[t]! / step));
  }
  return { weights, transitions: Float64Array.from(trans, (x, i) => x - transU[i]! / step) };
}

function crfFile(
  pieces: { features: string[][]; gold: number[] }[],
  featureCount: Map<string, number>,
  minCount: number,
  opts: TrainOptions,
  log: (s: string) => void,
  nLines: number,
): TaggerFile {
  const NT = TAGS.length;
  const names = [...featureCount.entries()].filter(([, c]) => c >= minCount).map(([f]) => f).sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const seqs = pieces.map((p) => {
    const ids: number[] = [];
    const offsets = [0];
    for (const fs of p.features) {
      for (const f of fs) {
        const i = index.get(f);
        if (i !== undefined) ids.push(i);
      }
      offsets.push(ids.length);
    }
    return { feats: Int32Array.from(ids), offsets: Int32Array.from(offsets), gold: Uint8Array.from(p.gold) };
  });
  const w = trainCrf(seqs, names.length, { l2: opts.l2 ?? 1, iterations: opts.iterations ?? 150, log });
  const nTrans = (NT + 1) * NT;
  const weights: Record<string, number[]> = {};
  names.forEach((f, i) => {
    const row = Array.from({ length: NT }, (_, t) => Math.round(w[nTrans + i * NT + t]! * 100));
    if (row.some((x) => Math.abs(x) > (opts.minWeight ?? 0))) weights[f] = row;
  });
  const transitions = Array.from({ length: nTrans }, (_, i) => Math.round(w[i]! * 100));
  log(`${nLines} résumés, ${pieces.length} pieces, ${names.length} features, ${Object.keys(weights).length} kept`);
  return { format: 1, tags: [...TAGS], transitions, weights, bias: opts.bias ?? 0, ...(opts.maxLength ? { maxLength: opts.maxLength } : {}) };
}
