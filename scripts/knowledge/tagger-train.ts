// Trains the skill tagger: an averaged perceptron over the features of app/.server/analysis/profile/skills-tagger.ts,
// on labelled résumés (their technical and soft spans). Deterministic (fixed seed, fixed order of features).
import type { SkillLexicon } from "~/.server/analysis/knowledge";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { emissionScores, TAGS, tagFeatures, viterbi, type TaggerFile } from "~/.server/analysis/profile/skills-tagger";
import type { LabelledLine } from "./labelled";

/** minWeight: features whose averaged weights (x100) all stay within +-minWeight are left out of the file. */
export type TrainOptions = { epochs?: number; minCount?: number; bias?: number; minWeight?: number; log?: (s: string) => void };

export function lexiconInfo(lexicon: SkillLexicon) {
  return {
    category: (skill: number) => lexicon.skills[skill]!.category[0]!,
    aliasClass: (alias: number) => {
      const a = lexicon.aliases[alias]!;
      return `${a.source}:${a.key.includes(" ") ? "n" : "1"}`;
    },
  };
}

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
    let from = 0;
    for (let j = 1; j <= n; j++) {
      const lineBreak = j === n || /\n| {2,}/.test(l.text.slice(doc.tokens[j - 1]!.end, doc.tokens[j]!.start));
      if ((lineBreak && j - from >= 8) || j - from >= 80 || j === n) {
        if (gold[j] === 2 || gold[j] === 4) continue; // never cut inside a span
        pieces.push({ features: doc.features.slice(from, j), gold: gold.slice(from, j) });
        from = j;
      }
    }
  }

  // Features seen fewer than minCount times are left out: they cannot generalise and only grow the file.
  const featureCount = new Map<string, number>();
  for (const p of pieces) for (const fs of p.features) for (const f of fs) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);

  // Averaged perceptron: w = current weights, u = sum of (step x update); average = w - u / step.
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

  let seed = 12345;
  const random = () => {
    // mulberry32 with a fixed seed: training is deterministic.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
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
    log(`epoch ${epoch + 1}: ${errors} token errors of ${total}`);
  }

  // Average, scale to integers (x100) and keep non-zero features only.
  const weights: Record<string, number[]> = {};
  for (const f of [...w.keys()].sort()) {
    const wf = w.get(f)!;
    const uf = u.get(f)!;
    const avg = Array.from(wf, (x, t) => Math.round((x - uf[t]! / step) * 100));
    if (avg.some((x) => Math.abs(x) > (opts.minWeight ?? 0))) weights[f] = avg;
  }
  const transitions = Array.from(trans, (x, i) => Math.round((x - transU[i]! / step) * 100));
  log(`${lines.length} résumés, ${pieces.length} pieces, ${Object.keys(weights).length} features`);
  return { format: 1, tags: [...TAGS], transitions, weights, bias: opts.bias ?? 0 };
}
