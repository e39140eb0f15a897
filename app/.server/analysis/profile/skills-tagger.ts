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
};

/** `bias` is added to the score of the skill tags (B-T, I-T, B-S, I-S) of every word: above 0 finds more. */
export type TaggerModel = { transitions: Float64Array; weights: Map<string, ArrayLike<number>>; bias?: number };

export function loadTagger(file: TaggerFile): TaggerModel {
  const weights = new Map<string, ArrayLike<number>>();
  for (const [f, w] of Object.entries(file.weights)) weights.set(f, w);
  return { transitions: Float64Array.from(file.transitions), weights, bias: file.bias ?? 0 };
}

export type LexiconInfo = { category: (skill: number) => string; aliasClass: (alias: number) => string };

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
    const c = /[A-Z]/.test(ch) ? "X" : /[a-z]/.test(ch) ? "x" : /[0-9]/.test(ch) ? "d" : /\p{L}/u.test(ch) ? "u" : ch;
    if (out[out.length - 1] !== c) out += c;
  }
  return out.length > 6 ? out.slice(0, 6) : out;
}

/** Features of every token of a text. `matches` are the lexicon's matches in the same text. */
export function tagFeatures(text: string, matches: RawMention[], lex: LexiconInfo): TaggedDoc {
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
  const lexTag: string[] = new Array(n).fill("");
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
      lexTag[k] = `${pos}|${cat}|${cls}`;
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

  const features: string[][] = new Array(n);
  const key = (k: number) => (k < 0 ? "<s>" : k >= n ? "</s>" : tokens[k]!.key);
  for (let k = 0; k < n; k++) {
    const t = tokens[k]!;
    const w = t.key;
    const sh = shape(text, t);
    const gb = gaps[k]!;
    const ga = gaps[k + 1]!;
    const segLen = segEnd[k]! - segStart[k]! + 1;
    const segPos = segLen === 1 ? "U" : k === segStart[k] ? "B" : k === segEnd[k] ? "L" : "I";
    const segLenB = segLen > 6 ? "7+" : String(segLen);
    const sec = section[k]!;
    const lab = label[k]!;
    const lx = lexTag[k]!;
    const f = [
      "b",
      `w=${w}`,
      `w-1=${key(k - 1)}`,
      `w+1=${key(k + 1)}`,
      `w-2=${key(k - 2)}`,
      `w+2=${key(k + 2)}`,
      `w-1w=${key(k - 1)}|${w}`,
      `ww+1=${w}|${key(k + 1)}`,
      `sh=${sh}`,
      `gb=${gb}`,
      `ga=${ga}`,
      `gbga=${gb}|${ga}`,
      `gb-sh=${gb}|${sh}`,
      `seg=${segLenB}${segPos}`,
      `seg-gb=${segLenB}${segPos}|${gb}`,
      `sec=${sec}`,
      `sec-seg=${sec}|${segLenB}${segPos}`,
      `sec-w=${sec}|${w}`,
      `nk=${segKnown(k)}`,
      `nk-seg=${segKnown(k)}|${segLenB}${segPos}`,
    ];
    if (w.length > 4) f.push(`p3=${w.slice(0, 3)}`, `s3=${w.slice(-3)}`);
    if (lab) f.push(`lab=${lab}`, `lab-seg=${lab}|${segPos}`);
    if (lx) {
      const [pos, cat, cls] = lx.split("|");
      f.push(`lex=${pos}`, `lex-cat=${pos}|${cat}`, `lex-cls=${pos}|${cls}`, `lex-sec=${pos}|${sec}`, `lex-seg=${pos}|${segLenB}${segPos}`);
      if (lab) f.push(`lex-lab=${pos}|${lab ? "y" : "n"}`);
    } else f.push(`nolex-sh=${sh}|${segPos}`);
    features[k] = f;
  }
  return { tokens, features };
}

/** Per-token scores of every tag. */
export function emissionScores(model: TaggerModel, features: string[][]): Float64Array {
  const n = features.length;
  const out = new Float64Array(n * NT);
  const bias = model.bias ?? 0;
  for (let k = 0; k < n; k++) {
    const base = k * NT;
    if (bias) for (let t = 1; t < NT; t++) out[base + t] = bias;
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

export type TaggedSpan = { first: number; last: number; category: "technical" | "soft" };

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
