import { knowledge } from "~/.server/analysis/knowledge";
import type { Position, ProfileSkill } from "~/lib/schemas/profile";
import { normalizeName } from "./skills-tokenize";

/**
 * Drops a skill the tagger read off a position's header that is that position's employer ("Lead Product Designer,
 * Fabrikam Health – Manchester"): every mention lies inside a position whose company is written exactly so, and the
 * name has a word that no O*NET title or description and no skill alias uses (a proper name: Fabrikam, Partouche,
 * CreekSide). Headers the position parser misreads ("Network Programming", "Labor Law" taken for the company) are
 * everyday words and keep their skill, as does any name the knowledge base knows.
 */
export function withoutEmployers(skills: ProfileSkill[], positions: Position[]): ProfileSkill[] {
  if (!positions.length) return skills;
  const isEmployer = (m: ProfileSkill["mentions"][number]) =>
    positions.some((p) => p.company && p.textStart <= m.start && m.start < p.textEnd && normalizeName(p.company) === normalizeName(m.text));
  return skills.filter((s) => knowledge.skills.byName(s.name) || !s.mentions.every(isEmployer) || !hasProperName(s.name));
}

let occupationWords: Set<string> | undefined;

function hasProperName(name: string): boolean {
  occupationWords ??= wordsOfOccupations();
  return words(name).some((w) => w.length >= 3 && !occupationWords!.has(w));
}

function wordsOfOccupations(): Set<string> {
  const out = new Set<string>();
  const { occupations } = knowledge;
  for (const o of occupations.list) {
    for (const w of words(`${o.title} ${o.description}`)) out.add(w);
    for (const t of occupations.titles(o.index)) for (const w of words(t)) out.add(w);
  }
  for (const a of knowledge.skills.aliases) for (const w of words(a.key)) out.add(w);
  return out;
}

const words = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? [];
