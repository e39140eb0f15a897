// Soft skills a role's bullets show in action ("Mentored three junior engineers" shows Mentoring, "Negotiated
// supplier contracts" Negotiation), where the skill extractor reports them only as written in a list: the annotated
// résumés it learned from label the list item, rarely the verb. Used where a benchmark meets the résumé (dashboard,
// gap analysis, roadmap), so that a skill the résumé shows is not called missing.
import type { Profile } from "~/lib/schemas/profile";
import { ALIAS_FLAGS } from "./knowledge/types";
import { knowledge } from "./knowledge";
import { shorten } from "./rubric/document";

// Aliases that must be capitalised, exactly cased or a whole list item do not read in running prose.
const NOT_IN_PROSE = ALIAS_FLAGS.CAP | ALIAS_FLAGS.CASE | ALIAS_FLAGS.LIST;

/** A word's stem for this purpose: "mentored", "mentoring", "mentorship" and "mentors" are all "mentor". */
function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  const cut = w.replace(/(?:ings?|ed|ship|ions?|ments?|s)$/, "");
  return cut.length >= 4 ? cut : w;
}

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).map(stem);

let phrasesBySkill: Map<number, string[][]> | undefined;
/** The prose phrases (stemmed words) of each soft skill, by its id. */
function softPhrases(): Map<number, string[][]> {
  if (phrasesBySkill) return phrasesBySkill;
  const lex = knowledge.skills;
  const map = new Map<number, string[][]>();
  const add = (id: number, text: string) => {
    const w = words(text);
    if (!w.length) return;
    const list = map.get(id) ?? [];
    if (!list.some((p) => p.join(" ") === w.join(" "))) list.push(w);
    map.set(id, list);
  };
  for (const s of lex.skills) if (s.category === "soft") add(s.id, s.name);
  for (const a of lex.aliases) {
    const s = lex.skills[a.skill]!;
    if (s.category === "soft" && !(a.flags & NOT_IN_PROSE)) add(s.id, a.key);
  }
  return (phrasesBySkill = map);
}

// One word counts only as the bullet's opening verb ("Mentored three junior engineers", "Negotiated supplier
// contracts"), inflected: inside a sentence it is often something else ("an API server communicating with the
// queue"), and written as the noun it names a thing ("Initiative for Innovative Computing").
const contains = (text: string[], phrase: string[], first: string) => {
  if (phrase.length === 1) return text[0] === phrase[0] && first !== phrase[0] && /(?:ed|ing|s)$/.test(first);
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((w, k) => text[i + k] === w)) return true;
  return false;
};

/** A finder of the first bullet that shows a soft skill in action, quoted; undefined for other skills. */
export function bulletEvidence(profile: Profile): (skillName: string) => string | undefined {
  const bullets = profile.positions.flatMap((p) => p.bullets).map((b) => ({ text: b, words: words(b), first: b.toLowerCase().match(/[\p{L}]+/u)?.[0] ?? "" }));
  return (skillName) => {
    const skill = knowledge.skills.byName(skillName);
    if (!skill || skill.category !== "soft" || !bullets.length) return undefined;
    const phrases = softPhrases().get(skill.id) ?? [];
    const hit = bullets.find((b) => phrases.some((p) => contains(b.words, p, b.first)));
    return hit ? `“${shorten(hit.text, 48)}”` : undefined;
  };
}
