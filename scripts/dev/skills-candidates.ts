// Set-level features of the skills a tagger finds in one résumé, for the set-level filter experiment (skills-stack.ts).
// The tagger decides word by word; whether the annotators of a résumé would count a skill is better judged over the
// whole document: how readily the tagger marks it (the lowest bias at which Viterbi finds it), how sure its
// marginals are, how often and where it is named, and how often that skill is counted elsewhere (a prior learned
// from held-out predictions).
import type { ProfileSkill } from "~/lib/schemas/profile";
import type { SkillExtractor } from "~/.server/analysis/profile/skills";
import { emissionScores, marginals, tagFeatures, type LexiconInfo, type TaggerModel } from "~/.server/analysis/profile/skills-tagger";
import type { RawMention } from "~/.server/analysis/profile/skills-matcher";
import { normalizeName } from "~/.server/analysis/profile/skills-tokenize";

/** Viterbi biases at which candidates are collected, lowest first; the last one gives the candidate set. */
export const CANDIDATE_BIASES = [0, 1000, 2000, 3000, 4500] as const;

export type SkillCandidate = {
  key: string;
  skill: ProfileSkill;
  /** Index into CANDIDATE_BIASES of the lowest bias at which the skill is found. */
  level: number;
  mentions: number;
  /** Max and mean over mentions of the mean probability, by the tagger's marginals, that the words are a skill. */
  maxP: number;
  meanP: number;
  /** Offset of the first mention over the text's length. */
  firstAt: number;
  /** Mentions on a line that holds a comma- or bullet-separated list. */
  listShare: number;
  textLength: number;
  candidates: number;
};

export function skillCandidates(
  text: string,
  extractors: SkillExtractor[],
  tagger: TaggerModel,
  match: (text: string) => RawMention[],
  lexInfo: LexiconInfo,
): SkillCandidate[] {
  const sections = [{ kind: "other" as const, heading: "", start: 0, end: text.length }];
  const byKey = new Map<string, { skill: ProfileSkill; level: number }>();
  extractors.forEach((extract, level) => {
    for (const s of extract(text, sections)) {
      const key = normalizeName(s.name);
      const known = byKey.get(key);
      if (!known) byKey.set(key, { skill: s, level });
      else if (s.mentions.length > known.skill.mentions.length) known.skill = { ...s, name: known.skill.name };
    }
  });
  const doc = tagFeatures(text, match(text), lexInfo);
  const n = doc.tokens.length;
  const marg = marginals(tagger.transitions, emissionScores(tagger, doc.features), n);
  const tokenP = (start: number, end: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (doc.tokens[mid]!.end <= start) lo = mid + 1;
      else hi = mid;
    }
    let sum = 0;
    let c = 0;
    for (let k = lo; k < n && doc.tokens[k]!.start < end; k++) {
      sum += 1 - marg[k * 5]!;
      c++;
    }
    return c ? sum / c : 0;
  };
  const out: SkillCandidate[] = [];
  for (const [key, { skill, level }] of byKey) {
    const ps = skill.mentions.map((m) => tokenP(m.start, m.end));
    const listy = skill.mentions.filter((m) => isListLine(text, m.start)).length;
    out.push({
      key,
      skill,
      level,
      mentions: skill.mentions.length,
      maxP: Math.max(...ps),
      meanP: ps.reduce((a, b) => a + b, 0) / ps.length,
      firstAt: text.length ? skill.mentions[0]!.start / text.length : 0,
      listShare: listy / skill.mentions.length,
      textLength: text.length,
      candidates: 0,
    });
  }
  for (const c of out) c.candidates = out.length;
  return out;
}

function isListLine(text: string, at: number): boolean {
  const from = text.lastIndexOf("\n", at) + 1;
  let to = text.indexOf("\n", at);
  if (to < 0) to = text.length;
  const line = text.slice(from, to);
  const commas = (line.match(/[,;|•]/g) ?? []).length;
  return commas >= 2 || /^\s*[-*•▪●◦]/.test(line);
}
