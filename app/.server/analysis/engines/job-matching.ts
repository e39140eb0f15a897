// Matching a posting's skills against a résumé's: by canonical name, by skill family, by sensible equivalence
// (a product implies its language or kind: "PostgreSQL" shows "SQL", "Django" shows "Python", "HTML5" is "HTML"),
// by whole-word containment ("SQL Server" shows "SQL"), and finally by the posting's words written in the
// résumé's job bullets. Pure; every answer says how the match was made, so the screen can explain it.
import { knowledge } from "~/.server/analysis/knowledge";
import type { Profile, SkillCategory } from "~/lib/schemas/profile";
import { resolveSkillName, skillKey } from "./job-description";
import { IMPLIES, impliedKeys } from "./job-equivalence";
import { wordStem } from "../catalog";

/** A name's words by their stems, in order: "data modelling", "data modeling" and "data models" are one key. */
function stemKey(key: string): string {
  return key
    .split(" ")
    .map((w) => wordStem(w).replace(/([a-z])\1$/, "$1"))
    .join(" ");
}

export type MatchVia = "exact" | "family" | "equivalent" | "contains" | "text";

export type SkillMatch = {
  via: MatchVia;
  /** The résumé's name for it ("Django" when the posting asks for Python). */
  profileName: string;
  /** Named inside a dated position (a job's bullets or the experience section), not only in a list (rubric C1). */
  dated: boolean;
  /** How the résumé writes it (first mention), for the exact-wording advice (rubric K3/K4). */
  surfaces: string[];
};

type ProfileEntry = { name: string; key: string; compact: string; family: string; base: string; category: SkillCategory; dated: boolean; surfaces: string[] };

export type ProfileIndex = {
  entries: ProfileEntry[];
  byKey: Map<string, ProfileEntry>;
  byCompact: Map<string, ProfileEntry>;
  byFamily: Map<string, ProfileEntry>;
  byBase: Map<string, ProfileEntry>;
  /** Posting skill key -> the résumé entry that implies it. */
  implied: Map<string, ProfileEntry>;
  /** Word stems of the résumé's names of two or more words ("data models" -> "data model"). */
  byStem: Map<string, ProfileEntry>;
  /** The words of the résumé's positions (titles and bullets) and certifications, normalised, space-padded. */
  corpus: string;
};

// Whole-word containment is not evidence for a name this general ("data" in "data science").
const GENERIC = new Set(
  "data development management design software systems system web analysis programming engineering business marketing sales testing support research technology technical operations services service applications application tools process processes solutions communication skills team leadership planning reporting".split(
    " ",
  ),
);

/** Versions and suffixes that do not change the skill: "HTML5" -> "html", "Python 3" -> "python", "RESTful APIs" -> "restful". */
function baseKey(key: string): string {
  return key
    .replace(/\s+(?:programming|language|framework|library|apis?|services?|development|platform|software|\d+(?:\s\d+)*|v\d+)$/, "")
    .replace(/^(?:html|css)\d$/, (m) => m.slice(0, -1))
    .replace(/(?<=^[a-z]{3,})\s?\d+$/, "")
    .trim();
}

const compactKey = (key: string) => key.replace(/ /g, "");

/** Indexes the résumé's skills once per comparison. */
export function indexProfile(profile: Profile): ProfileIndex {
  const positions = profile.positions;
  const inPosition = (offset: number) => positions.some((p) => offset >= p.textStart && offset < p.textEnd);
  const entries: ProfileEntry[] = profile.skills.flatMap((s) => {
    // A name the extractor kept as written ("Object Orientated Programming") also answers for the knowledge
    // base's skill it stands for ("OOP").
    const known = resolveSkillName(s.name);
    const names = known && skillKey(known.name) !== skillKey(s.name) ? [s.name, known.name] : [s.name];
    return names.map((name) => entry(s, name));
  });
  function entry(s: Profile["skills"][number], name: string): ProfileEntry {
    const key = skillKey(name);
    return {
      name,
      key,
      compact: compactKey(key),
      family: skillKey(knowledge.skills.familyName(name)),
      base: baseKey(key),
      category: s.category,
      dated: s.mentions.some((m) => m.section === "experience" || inPosition(m.start)),
      surfaces: [...new Set(s.mentions.map((m) => m.text.replace(/\s+/g, " ").trim()))],
    };
  }
  const byKey = new Map<string, ProfileEntry>();
  const byCompact = new Map<string, ProfileEntry>();
  const byFamily = new Map<string, ProfileEntry>();
  const byBase = new Map<string, ProfileEntry>();
  const implied = new Map<string, ProfileEntry>();
  // A dated entry is better evidence than a listed one: it wins when two entries answer the same key.
  const put = (map: Map<string, ProfileEntry>, k: string, e: ProfileEntry) => {
    const prev = map.get(k);
    if (!prev || (!prev.dated && e.dated)) map.set(k, e);
  };
  const byStem = new Map<string, ProfileEntry>();
  for (const e of entries) {
    if (e.key.includes(" ")) put(byStem, stemKey(e.key), e);
    put(byKey, e.key, e);
    put(byCompact, e.compact, e);
    put(byFamily, e.family, e);
    if (e.base.length >= 2 && !GENERIC.has(e.base)) put(byBase, e.base, e);
    const shown = impliedKeys(e.key);
    for (const k of shown.length ? shown : (IMPLIES[e.base] ?? [])) put(implied, k, e);
  }
  const words = [
    ...positions.flatMap((p) => [p.title, ...p.bullets]),
    ...profile.certifications,
    ...profile.education.map((e) => e.degree),
  ].join(" \n ");
  return { entries, byKey, byCompact, byFamily, byBase, implied, byStem, corpus: ` ${skillKey(words)} ` };
}

function containsWords(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `);
}

/** Whether (and how) the résumé shows a skill the posting names. */
export function matchSkill(index: ProfileIndex, job: { name: string; key: string; category: SkillCategory }): SkillMatch | null {
  // Dated when the résumé names it inside a position, or its words are in a job bullet (as another skill's part).
  const found = (via: MatchVia, e: ProfileEntry): SkillMatch => ({ via, profileName: e.name, dated: e.dated || index.corpus.includes(` ${e.key} `), surfaces: e.surfaces });
  const exact = index.byKey.get(job.key) ?? index.byCompact.get(compactKey(job.key));
  if (exact) return found("exact", exact);
  const family = index.byFamily.get(skillKey(knowledge.skills.familyName(job.name)));
  if (family) return found("family", family);
  const base = baseKey(job.key);
  const sameBase = base.length >= 2 && !GENERIC.has(base) ? index.byBase.get(base) : undefined;
  if (sameBase) return found(sameBase.key === job.key ? "exact" : "equivalent", sameBase);
  let implied = index.implied.get(job.key) ?? index.implied.get(base);
  // "relational database systems" is shown by what shows "relational database".
  if (!implied) for (const [k, e] of index.implied) if (k.length >= 4 && !GENERIC.has(k) && containsWords(job.key, k) && (!implied || (!implied.dated && e.dated))) implied = e;
  if (implied) return found("equivalent", implied);
  // "data modeling" is shown by "data models" (the same words in the same order, by their stems).
  const stemmed = job.key.includes(" ") ? index.byStem.get(stemKey(job.key)) : undefined;
  if (stemmed) return found("equivalent", stemmed);
  // "SQL Server" shows "SQL"; "machine learning techniques" is shown by "Machine learning". Not for one- or
  // two-letter names ("R", "C", "Go") or general words.
  if (job.key.length >= 3 && !GENERIC.has(job.key)) {
    let best: ProfileEntry | null = null;
    for (const e of index.entries) {
      if (e.key.length < 3 || GENERIC.has(e.key)) continue;
      if (e.key !== job.key && (containsWords(e.key, job.key) || containsWords(job.key, e.key))) {
        if (!best || (!best.dated && e.dated)) best = e;
      }
    }
    if (best) return found("contains", best);
  }
  // The posting's words in a job bullet the skill extractor did not pick up: dated evidence by definition.
  // Three letters only for an acronym the posting writes in capitals ("ETL", "CRM"), never a word ("net", "art").
  const longEnough = job.key.length >= 4 || (job.key.length === 3 && /^[A-Z]{3}$/.test(job.name));
  if (longEnough && !GENERIC.has(job.key) && index.corpus.includes(` ${job.key} `)) {
    return { via: "text", profileName: job.name, dated: true, surfaces: [] };
  }
  return null;
}
