// A sequence tagger that marks skill phrases word by word (B/I/O for technical and soft skills), so that skills
// missing from the lexicon are found where résumés list them ("Tools: ODI, FDMEE") and lexicon words are kept or
// left according to their context ("Excel" in a skills list, not "excel at"). A linear model over sparse features
// (the word, its neighbours, its shape, the punctuation around it, the heading and line label it sits under, the
// lexicon match covering it) decoded with Viterbi; weights are learned by scripts/knowledge/train-tagger.ts
// (averaged perceptron). Deterministic: no randomness at inference, ties broken by label order.
import type { RawMention } from "./skills-matcher";
import { tokenize, type Token } from "./skills-tokenize";

export const TAGS = ["O", "B-T", "I-T", "B-S", "I-S"] as const;
export type Tag = (typeof TAGS)[number];
const NT = TAGS.length;

/** skill-tagger.json */
export type TaggerFile = {
  format: 1;
  tags: string[];
  /** (NT + 1) x NT: row 0 = start of text, row 1 + p = after tag p. */
  transitions: number[];
  /** feature -> weights per tag (integers; only non-zero features kept). */
  weights: Record<string, number[]>;
  /** Added to the skill tags' scores at inference (chosen on held-out résumés). */
  bias?: number;
  /** Added to the soft-skill tags' scores instead of `bias` when given. */
  softBias?: number;
  /** "posterior": spans from marginal probabilities above `threshold` instead of the Viterbi path. */
  decode?: "viterbi" | "posterior";
  threshold?: number;
  /**
   * A longer text is read as if it were this long (the length features only; see `tagFeatures`). Absent: every text
   * as long as it is.
   */
  maxLength?: LengthBucket;
};

/** `bias` is added to the score of the skill tags (B-T, I-T, B-S, I-S) of every word: above 0 finds more. */
export type TaggerModel = {
  transitions: Float64Array;
  weights: Map<string, ArrayLike<number>>;
  bias?: number;
  softBias?: number;
  decode?: "viterbi" | "posterior";
  threshold?: number;
  maxLength?: LengthBucket;
};

export function loadTagger(file: TaggerFile): TaggerModel {
  const weights = new Map<string, ArrayLike<number>>();
  for (const [f, w] of Object.entries(file.weights)) weights.set(f, w);
  return { transitions: Float64Array.from(file.transitions), weights, bias: file.bias ?? 0, softBias: file.softBias, decode: file.decode ?? "viterbi", threshold: file.threshold ?? 0.5, maxLength: file.maxLength };
}

export type LexiconInfo = {
  category: (skill: number) => string;
  aliasClass: (alias: number) => string;
};

/** The lexicon as the tagger's features see it. */
export function lexiconInfo(lexicon: { skills: { category: string }[]; aliases: { key: string; skill: number; source: string }[] }): LexiconInfo {
  const category = (skill: number) => lexicon.skills[skill]!.category[0]!;
  return {
    category,
    aliasClass: (alias: number) => {
      const a = lexicon.aliases[alias]!;
      return `${a.source}:${a.key.includes(" ") ? "n" : "1"}`;
    },
  };
}

export type TaggedDoc = { tokens: Token[]; features: string[][] };

const SECTION_WORDS = new Map<string, string>(Object.entries({
  skill: "skills", skills: "skills", competencies: "skills", competency: "skills", competences: "skills", expertise: "skills",
  proficiencies: "skills", proficiency: "skills", technologies: "skills", technical: "skills", tools: "skills",
  strengths: "skills", abilities: "skills", capabilities: "skills", knowledge: "skills", highlights: "skills",
  qualifications: "qualif", qualification: "qualif", summary: "summary", profile: "summary", objective: "summary",
  overview: "summary", about: "summary", experience: "experience", employment: "experience", history: "experience",
  career: "experience", work: "experience", responsibilities: "experience", duties: "experience", education: "education",
  academic: "education", academics: "education", degree: "education", project: "projects", projects: "projects",
  certifications: "certs", certification: "certs", certificates: "certs", certificate: "certs", licenses: "certs",
  courses: "certs", training: "certs", languages: "languages", language: "languages", interests: "interests",
  hobbies: "interests", activities: "interests", personal: "personal", details: "personal", awards: "awards",
  honors: "awards", achievements: "awards", accomplishments: "awards", additional: "additional", information: "additional",
  environment: "env", references: "references", publications: "publications", software: "skills",
}));

const MONTHS = new Set("jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december present current till date now".split(" "));

/** Classifies the characters between two tokens. */
function gapClass(text: string, from: number, to: number): string {
  if (to <= from) return "0";
  const gap = text.slice(from, to);
  if (gap.includes("\n")) return "nl";
  if (/ {2,}|\t/.test(gap)) return "br";
  if (gap.includes(",")) return ",";
  if (gap.includes(";")) return ";";
  if (gap.includes(":")) return ":";
  if (gap.includes("(")) return "(";
  if (gap.includes(")")) return ")";
  if (/\\x[0-9a-fA-F]{2}/.test(gap) || /[^\x00-\x7f]/.test(gap) || /[•*|]/.test(gap)) return "bul";
  if (gap.includes("/")) return "/";
  if (/(^|\s)[-–—](\s|$)/.test(gap)) return "dash";
  if (gap.includes(".")) return ".";
  if (gap.includes("&")) return "&";
  if (gap.includes("-")) return "-";
  if (gap === " ") return "sp";
  return "oth";
}

const HARD = new Set(["nl", "br", ",", ";", ":", "(", ")", "bul", "/", "dash", "."]);
const LINE_BREAK = new Set(["nl", "br"]);

function shape(text: string, t: Token): string {
  const raw = text.slice(t.start, t.end);
  let out = "";
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    const c =
      code >= 65 && code <= 90 ? "X" : code >= 97 && code <= 122 ? "x" : code >= 48 && code <= 57 ? "d" : code < 128 ? ch : /\p{L}/u.test(ch) ? "u" : ch;
    if (out[out.length - 1] !== c) out += c;
  }
  return out.length > 6 ? out.slice(0, 6) : out;
}

const LENGTH_BUCKETS = ["3k", "6k", "9k", "12k", "16k", "big"] as const;
export type LengthBucket = (typeof LENGTH_BUCKETS)[number];

function lengthBucket(length: number): LengthBucket {
  return length < 3000 ? "3k" : length < 6000 ? "6k" : length < 9000 ? "9k" : length < 12000 ? "12k" : length < 16000 ? "16k" : "big";
}

/**
 * Features of every token of a text. `matches` are the lexicon's matches in the same text. A text longer than
 * `maxLength` is read as if it were that long (the length features only).
 */
export function tagFeatures(text: string, matches: RawMention[], lex: LexiconInfo, maxLength?: LengthBucket): TaggedDoc {
  const features: string[][] = [];
  let f: string[] = [];
  const tokens = walkFeatures(text, matches, lex, maxLength, {
    token: () => features.push((f = [])),
    feature: (template, a, b) => f.push(a === undefined ? template : b === undefined ? `${template}=${a}` : `${template}=${a}|${b}`),
  });
  return { tokens, features };
}

/**
 * Receives the features of each token in turn: `token()` opens the next token, `feature(template, a, b)` is the
 * feature written "template=a|b" ("template=a" without b, "template" alone without a).
 */
type FeatureSink = { begin?: (tokens: number) => void; token: () => void; feature: (template: string, a?: string, b?: string) => void };

const SEG_NAMES = new Map<string, string>();
/** "3B": a segment's length bucket and the token's place in it, one string per pair (not built per token). */
function segName(len: string, pos: string): string {
  const k = len + pos;
  let v = SEG_NAMES.get(k);
  if (v === undefined) SEG_NAMES.set(k, (v = k));
  return v;
}

function walkFeatures(text: string, matches: RawMention[], lex: LexiconInfo, maxLength: LengthBucket | undefined, sink: FeatureSink): Token[] {
  const tokens = tokenize(text);
  const n = tokens.length;
  const gaps: string[] = new Array(n + 1);
  gaps[0] = "nl";
  for (let i = 1; i < n; i++) gaps[i] = gapClass(text, tokens[i - 1]!.end, tokens[i]!.start);
  gaps[n] = "nl";

  // Lines (split at line breaks and runs of spaces), their heading section and their "Label:" prefix.
  const section: string[] = new Array(n);
  const label: string[] = new Array(n);
  let current = "none";
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && !LINE_BREAK.has(gaps[j + 1]!)) j++;
    const len = j - i + 1;
    // A heading: a short line holding a section word, not ending in a comma.
    let heading: string | undefined;
    if (len <= 5) {
      for (let k = i; k <= j; k++) {
        const s = SECTION_WORDS.get(tokens[k]!.key);
        if (s) {
          heading = s;
          break;
        }
      }
    }
    // "Languages: Java, C" - a label before a colon in the first words of the line.
    let colon = -1;
    for (let k = i + 1; k <= Math.min(j, i + 4); k++) if (gaps[k] === ":") colon = k;
    const labWords = colon > 0 ? tokens.slice(i, colon).map((t) => t.key) : [];
    const lab = labWords.length && labWords.every((w) => /^[a-z]+$/.test(w) && !MONTHS.has(w)) ? labWords.join("_") : "";
    if (heading && colon < 0) current = heading;
    for (let k = i; k <= j; k++) {
      section[k] = current;
      label[k] = colon > 0 && k >= colon ? lab : "";
    }
    if (heading && colon > 0) current = heading;
    i = j + 1;
  }

  // Segments: runs of tokens between list delimiters.
  const segStart: number[] = new Array(n);
  const segEnd: number[] = new Array(n);
  for (let k = 0; k < n; ) {
    let e = k;
    while (e + 1 < n && !HARD.has(gaps[e + 1]!)) e++;
    for (let m = k; m <= e; m++) {
      segStart[m] = k;
      segEnd[m] = e;
    }
    k = e + 1;
  }

  // Lexicon matches by token: BILU position, category and alias class.
  const lexTag: ([pos: string, cat: string, cls: string] | undefined)[] = new Array(n);
  const known = new Uint8Array(n);
  let ti = 0;
  for (const m of matches) {
    while (ti < n && tokens[ti]!.end <= m.start) ti++;
    let last = ti;
    while (last + 1 < n && tokens[last + 1]!.start < m.end) last++;
    const cat = lex.category(m.skill);
    const cls = lex.aliasClass(m.alias);
    for (let k = ti; k <= last; k++) {
      const pos = ti === last ? "U" : k === ti ? "B" : k === last ? "L" : "I";
      lexTag[k] = [pos, cat, cls];
    }
    if (segStart[ti] === ti && segEnd[last] === last) known[ti] = 1;
  }
  // Known-skill segments among the two segments before and after: lists of skills.
  const segKnown = (k: number) => {
    let c = 0;
    let s = segStart[k]!;
    for (let step = 0; step < 2 && s > 0; step++) {
      s = segStart[s - 1]!;
      c += known[s]!;
    }
    let e = segEnd[k]!;
    for (let step = 0; step < 2 && e + 1 < n; step++) {
      const s2 = e + 1;
      c += known[s2]!;
      e = segEnd[s2]!;
    }
    return c;
  };

  const docKind = text.includes("\n") ? "lines" : "flat";
  const own = lengthBucket(text.length);
  const docLen = maxLength && LENGTH_BUCKETS.indexOf(own) > LENGTH_BUCKETS.indexOf(maxLength) ? maxLength : own;
  const key = (k: number) => (k < 0 ? "<s>" : k >= n ? "</s>" : tokens[k]!.key);
  const F = sink.feature;
  sink.begin?.(n);
  for (let k = 0; k < n; k++) {
    const t = tokens[k]!;
    const w = t.key;
    const sh = shape(text, t);
    const gb = gaps[k]!;
    const ga = gaps[k + 1]!;
    const segLen = segEnd[k]! - segStart[k]! + 1;
    const segPos = segLen === 1 ? "U" : k === segStart[k] ? "B" : k === segEnd[k] ? "L" : "I";
    const seg = segName(segLen > 6 ? "7+" : String(segLen), segPos);
    const sec = section[k]!;
    const lab = label[k]!;
    const lx = lexTag[k];
    const nk = String(segKnown(k));
    sink.token();
    F("b");
    F("w", w);
    F("w-1", key(k - 1));
    F("w+1", key(k + 1));
    F("w-2", key(k - 2));
    F("w+2", key(k + 2));
    F("w-1w", key(k - 1), w);
    F("ww+1", w, key(k + 1));
    F("sh", sh);
    F("gb", gb);
    F("ga", ga);
    F("gbga", gb, ga);
    F("gb-sh", gb, sh);
    F("seg", seg);
    F("seg-gb", seg, gb);
    F("sec", sec);
    F("sec-seg", sec, seg);
    F("sec-w", sec, w);
    F("nk", nk);
    F("nk-seg", nk, seg);
    if (w.length > 4) {
      F("p3", w.slice(0, 3));
      F("s3", w.slice(-3));
    }
    // The document's length: annotators labelled long résumés more sparsely than short ones. `docKind` only tells
    // apart a text with no line break at all; splitting the one-line Kaggle résumés off this way measured worse.
    F("doc", docKind, seg);
    F("dlen", docLen);
    F("dlen-kind", docLen, docKind);
    if (lab) {
      F("lab", lab);
      F("lab-seg", lab, segPos);
    }
    if (lx) {
      const [pos, cat, cls] = lx;
      F("lex", pos);
      F("lex-cat", pos, cat);
      F("lex-cls", pos, cls);
      F("lex-sec", pos, sec);
      F("lex-seg", pos, seg);
      if (lab) F("lex-lab", pos, "y");
    } else F("nolex-sh", sh, segPos);
  }
  return tokens;
}

type Weights = ArrayLike<number>;
/** A model's weights by template and parts: looked up with strings the text already has, no feature name built. */
type WeightIndex = { bare: Map<string, Weights>; one: Map<string, Map<string, Weights>>; two: Map<string, Map<string, Map<string, Weights>>> };
const INDEXES = new WeakMap<Map<string, Weights>, WeightIndex>();

function weightIndex(model: TaggerModel): WeightIndex {
  let index = INDEXES.get(model.weights);
  if (index) return index;
  index = { bare: new Map(), one: new Map(), two: new Map() };
  for (const [name, w] of model.weights) {
    const eq = name.indexOf("=");
    if (eq < 0) {
      index.bare.set(name, w);
      continue;
    }
    const template = name.slice(0, eq);
    const bar = name.indexOf("|", eq + 1);
    if (bar < 0) {
      let m = index.one.get(template);
      if (!m) index.one.set(template, (m = new Map()));
      m.set(name.slice(eq + 1), w);
    } else {
      let m = index.two.get(template);
      if (!m) index.two.set(template, (m = new Map()));
      const a = name.slice(eq + 1, bar);
      let m2 = m.get(a);
      if (!m2) m.set(a, (m2 = new Map()));
      m2.set(name.slice(bar + 1), w);
    }
  }
  INDEXES.set(model.weights, index);
  return index;
}

/**
 * The tokens of a text and the scores of every tag at each: the same as `emissionScores` over `tagFeatures`, summed
 * in the same order, without building each feature's name (building and hashing the names took about a quarter of
 * parseProfile's time).
 */
export function tagEmissions(model: TaggerModel, text: string, matches: RawMention[], lex: LexiconInfo): { tokens: Token[]; emissions: Float64Array } {
  const index = weightIndex(model);
  const bias = model.bias ?? 0;
  const softBias = model.softBias ?? bias;
  let out = new Float64Array(0);
  let base = -NT;
  const tokens = walkFeatures(text, matches, lex, model.maxLength, {
    begin: (n) => (out = new Float64Array(n * NT)),
    token: () => {
      base += NT;
      if (bias || softBias) for (let t = 1; t < NT; t++) out[base + t] = t < 3 ? bias : softBias;
    },
    feature: (template, a, b) => {
      const w = a === undefined ? index.bare.get(template) : b === undefined ? index.one.get(template)?.get(a) : index.two.get(template)?.get(a)?.get(b);
      if (!w) return;
      for (let t = 0; t < NT; t++) out[base + t] = out[base + t]! + w[t]!;
    },
  });
  return { tokens, emissions: out };
}

/** Per-token scores of every tag. */
export function emissionScores(model: TaggerModel, features: string[][]): Float64Array {
  const n = features.length;
  const out = new Float64Array(n * NT);
  const bias = model.bias ?? 0;
  const softBias = model.softBias ?? bias;
  for (let k = 0; k < n; k++) {
    const base = k * NT;
    if (bias || softBias) for (let t = 1; t < NT; t++) out[base + t] = t < 3 ? bias : softBias;
    for (const f of features[k]!) {
      const w = model.weights.get(f);
      if (!w) continue;
      for (let t = 0; t < NT; t++) out[base + t] = out[base + t]! + w[t]!;
    }
  }
  return out;
}

const ALLOWED = (prev: number, cur: number) => {
  // I-T only after B-T/I-T; I-S only after B-S/I-S.
  if (cur === 2) return prev === 1 || prev === 2;
  if (cur === 4) return prev === 3 || prev === 4;
  return true;
};

/** Viterbi decoding; `prev = -1` is the start of the text. */
export function viterbi(transitions: ArrayLike<number>, emissions: Float64Array, n: number): number[] {
  if (n === 0) return [];
  const score = new Float64Array(n * NT);
  const back = new Int8Array(n * NT);
  for (let t = 0; t < NT; t++) score[t] = t === 2 || t === 4 ? -1e9 : transitions[t]! + emissions[t]!;
  for (let k = 1; k < n; k++) {
    for (let t = 0; t < NT; t++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < NT; p++) {
        if (!ALLOWED(p, t)) continue;
        const s = score[(k - 1) * NT + p]! + transitions[(1 + p) * NT + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[k * NT + t] = best + emissions[k * NT + t]!;
      back[k * NT + t] = arg;
    }
  }
  let best = -Infinity;
  let arg = 0;
  for (let t = 0; t < NT; t++) {
    if (score[(n - 1) * NT + t]! > best) {
      best = score[(n - 1) * NT + t]!;
      arg = t;
    }
  }
  const tags = new Array<number>(n);
  for (let k = n - 1; k >= 0; k--) {
    tags[k] = arg;
    arg = back[k * NT + arg]!;
  }
  return tags;
}

/**
 * Marginal probabilities of every tag at every token (forward-backward over the same scores Viterbi uses; weights are
 * in hundredths of a log-odds unit, as the CRF writes them).
 */
export function marginals(transitions: ArrayLike<number>, emissions: Float64Array, n: number, scale = 0.01): Float64Array {
  const out = new Float64Array(n * NT);
  if (n === 0) return out;
  const tr = new Float64Array((NT + 1) * NT);
  for (let p = -1; p < NT; p++) for (let t = 0; t < NT; t++) tr[(p + 1) * NT + t] = ALLOWED(p, t) && !(p === -1 && (t === 2 || t === 4)) ? Math.exp(transitions[(p + 1) * NT + t]! * scale) : 0;
  const alpha = new Float64Array(n * NT);
  const beta = new Float64Array(n * NT);
  const scaleK = new Float64Array(n);
  const em = new Float64Array(n * NT);
  for (let k = 0; k < n; k++) {
    let m = -Infinity;
    for (let t = 0; t < NT; t++) m = Math.max(m, emissions[k * NT + t]!);
    for (let t = 0; t < NT; t++) em[k * NT + t] = Math.exp((emissions[k * NT + t]! - m) * scale);
  }
  let z = 0;
  for (let t = 0; t < NT; t++) z += alpha[t] = tr[t]! * em[t]!;
  scaleK[0] = z;
  for (let t = 0; t < NT; t++) alpha[t] = alpha[t]! / z;
  for (let k = 1; k < n; k++) {
    z = 0;
    for (let t = 0; t < NT; t++) {
      let s = 0;
      for (let p = 0; p < NT; p++) s += alpha[(k - 1) * NT + p]! * tr[(p + 1) * NT + t]!;
      z += alpha[k * NT + t] = s * em[k * NT + t]!;
    }
    scaleK[k] = z;
    for (let t = 0; t < NT; t++) alpha[k * NT + t] = alpha[k * NT + t]! / z;
  }
  for (let t = 0; t < NT; t++) beta[(n - 1) * NT + t] = 1;
  for (let k = n - 2; k >= 0; k--) {
    for (let p = 0; p < NT; p++) {
      let s = 0;
      for (let t = 0; t < NT; t++) s += tr[(p + 1) * NT + t]! * em[(k + 1) * NT + t]! * beta[(k + 1) * NT + t]!;
      beta[k * NT + p] = s / scaleK[k + 1]!;
    }
  }
  for (let k = 0; k < n; k++) {
    let s = 0;
    for (let t = 0; t < NT; t++) s += out[k * NT + t] = alpha[k * NT + t]! * beta[k * NT + t]!;
    for (let t = 0; t < NT; t++) out[k * NT + t] = out[k * NT + t]! / s;
  }
  return out;
}

/**
 * Spans from marginals: a word is part of a skill when the probability that it is not O exceeds `threshold`; a span
 * starts where the previous word is out, where B is likelier than I, or where the category changes.
 */
export function posteriorSpans(marg: Float64Array, n: number, threshold: number): TaggedSpan[] {
  const spans: TaggedSpan[] = [];
  let cur: TaggedSpan | null = null;
  for (let k = 0; k < n; k++) {
    const b = k * NT;
    const pT = marg[b + 1]! + marg[b + 2]!;
    const pS = marg[b + 3]! + marg[b + 4]!;
    if (pT + pS <= threshold) {
      cur = null;
      continue;
    }
    const category = pT >= pS ? "technical" : "soft";
    const begin = category === "technical" ? marg[b + 1]! > marg[b + 2]! : marg[b + 3]! > marg[b + 4]!;
    if (cur && cur.category === category && !begin) {
      cur.last = k;
      continue;
    }
    cur = { first: k, last: k, category };
    spans.push(cur);
  }
  return spans;
}

export type TaggedSpan = { first: number; last: number; category: "technical" | "soft" };

/** The skill spans of a text under a model: its Viterbi path, or its marginals above the model's threshold. */
export function decodeSpans(model: TaggerModel, features: string[][]): TaggedSpan[] {
  return decodeEmissions(model, emissionScores(model, features), features.length);
}

/** The skill spans of `n` tokens from their tag scores (`tagEmissions`). */
export function decodeEmissions(model: TaggerModel, em: Float64Array, n: number): TaggedSpan[] {
  if (model.decode === "posterior") return posteriorSpans(marginals(model.transitions, em, n), n, model.threshold ?? 0.5);
  return spansFromTags(viterbi(model.transitions, em, n));
}

export function spansFromTags(tags: number[]): TaggedSpan[] {
  const spans: TaggedSpan[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k]!;
    if (t === 1 || t === 3) {
      let e = k;
      while (e + 1 < tags.length && tags[e + 1] === t + 1) e++;
      spans.push({ first: k, last: e, category: t === 1 ? "technical" : "soft" });
      k = e;
    }
  }
  return spans;
}
