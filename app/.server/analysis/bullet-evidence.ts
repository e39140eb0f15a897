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

/**
 * Work a bullet's opening verbs show, by the skill the benchmarks name for it (O*NET's Installation, Repairing,
 * Food Production, Instructing ...): "Install 480/277V three-phase service", "Troubleshot and repaired conveyors",
 * "Hire, schedule and train a kitchen staff". Stems as `stem` makes them. Present tense counts here: a current role's
 * bullets are often written so, and these verbs are no nouns that open a bullet.
 */
const ACTION_VERBS: Record<string, string[]> = {
  Installation: ["install"],
  "Equipment repair": ["repair", "fix", "fixed", "overhaul", "rebuild", "rebuilt"],
  "Food production": ["cook", "bake", "baked", "grill"],
  Teaching: ["teach", "taught", "tutor", "instruct"],
  Leadership: ["lead", "led", "supervise", "supervis"],
  "Team management": ["hire", "hired"],
  // Not "drive": revenue and adoption are driven too.
  Transportation: ["haul", "transport"],
};

/** The verbs a bullet opens with: the first word and those joined to it ("Hire, schedule and train", "Pull and terminate"). */
function openingVerbs(text: string): string[] {
  const m = /^[^\p{L}]*(\p{L}+)((?:\s*(?:,|\/|&|\band\b)\s*\p{L}+){0,3})/u.exec(text);
  if (!m) return [];
  const rest = (m[2] ?? "").split(/\s*(?:,|\/|&|\band\b)\s*/).filter(Boolean);
  return [m[1]!, ...rest].map(stem);
}

/**
 * A finder of the first bullet that shows a skill in action, quoted: a soft skill by its phrases, and the work of
 * `ACTION_VERBS` by the bullet's opening verbs; undefined for other skills.
 */
export function bulletEvidence(profile: Profile): (skillName: string) => string | undefined {
  const bullets = profile.positions.flatMap((p) => p.bullets).map((b) => ({ text: b, words: words(b), first: b.toLowerCase().match(/[\p{L}]+/u)?.[0] ?? "", verbs: openingVerbs(b) }));
  return (skillName) => {
    if (!bullets.length) return undefined;
    const verbs = ACTION_VERBS[skillName];
    const acted = verbs ? bullets.find((b) => b.verbs.some((v) => verbs.includes(v))) : undefined;
    if (acted) return `“${shorten(acted.text, 48)}”`;
    const skill = knowledge.skills.byName(skillName);
    if (!skill || skill.category !== "soft") return undefined;
    const phrases = softPhrases().get(skill.id) ?? [];
    const hit = bullets.find((b) => phrases.some((p) => contains(b.words, p, b.first)));
    return hit ? `“${shorten(hit.text, 48)}”` : undefined;
  };
}
