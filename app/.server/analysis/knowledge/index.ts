// The knowledge base: compact files derived from ../shared/data by `npm run knowledge` (scripts/knowledge/build.ts)
// and committed. Each part is imported as JSON (bundled into the server build) and decoded once, on first use, into
// typed, indexed structures. Everything here is synchronous and read-only.
//
// To add a part (learning catalogs, trends, education and experience by job zone): write its file from the build
// script, describe its format in ./types.ts and ./README.md, import it below and add a lazy getter to `knowledge`.
import type { SkillCategory } from "~/lib/schemas/profile";
import { loadTagger, type TaggerFile, type TaggerModel } from "~/.server/analysis/profile/skills-tagger";
import citiesJson from "./cities.json";
import occupationsJson from "./occupations.json";
import skillTaggerJson from "./skill-tagger.json";
import skillsJson from "./skills.json";
import type { CategoryCode, CitiesFile, OccupationsFile, SkillsFile, WagesFile } from "./types";
import wagesJson from "./wages.json";

export { ALIAS_FLAGS } from "./types";
export type { OccupationsFile, SkillsFile, WagesFile } from "./types";

/** `family`: the id of the skill this one is a way of writing ("Communicator" -> "Communication"); its own id otherwise. */
export type KnowledgeSkill = { id: number; name: string; category: SkillCategory; sources: number; family: number };
export type SkillAlias = { key: string; skill: number; flags: number; source: string; surface?: string };

export type SkillLexicon = {
  skills: KnowledgeSkill[];
  aliases: SkillAlias[];
  /** A skill by its canonical name (case-insensitive, punctuation-insensitive). */
  byName(name: string): KnowledgeSkill | undefined;
  /** The family head's name of a skill name ("Team player" -> "Teamwork"); the name itself when unknown. */
  familyName(name: string): string;
};

/** `generic`: a kind of software ("Spreadsheet software") rather than a product or language. */
export type TechnologySkill = { skill: number; name: string; example: string; /** O*NET's kind of software: "Medical software". */ kind: string; hot: boolean; inDemand: boolean; generic: boolean };
export type ElementImportance = { id: string; name: string; kind: "skill" | "knowledge" | "work style"; skill: number | null; importance: number };

export type Occupation = {
  index: number;
  code: string;
  title: string;
  /** 1-5; 0 when O*NET gives none. */
  jobZone: number;
  description: string;
  /** The first 7 characters of the O*NET-SOC code: the BLS SOC code. */
  soc: string;
};

export type OccupationData = {
  list: Occupation[];
  byCode(code: string): Occupation | undefined;
  titles(index: number): string[];
  /** Parallel to `titles(index)`: the number of O*NET sources that give each title. */
  titleSources(index: number): number[];
  technology(index: number): TechnologySkill[];
  /** Skill, knowledge and work style descriptors with their importance (1-5), most important first; unrated ones left out. */
  importance(index: number): ElementImportance[];
  related(index: number): Occupation[];
};

export type Wage = {
  soc: string;
  title: string;
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
  employment: number | null;
  /** Some percentiles are BLS's top-coded value ($239,200 a year or more). */
  capped: boolean;
  currency: "USD";
  source: string;
};

const CATEGORY: Record<CategoryCode, SkillCategory> = { t: "technical", s: "soft", o: "other" };

const nameKey = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

/** Decodes a skills file (the committed one is decoded by `knowledge.skills`; scripts may decode their own). */
export function decodeSkills(file: SkillsFile): SkillLexicon {
  const skills = file.skills.map(([name, category, sources, family], id) => ({ id, name, category: CATEGORY[category], sources, family: family ?? id }));
  const aliases = file.aliases.map(([key, skill, flags, source, surface]) => {
    const a: SkillAlias = { key, skill, flags, source: file.sources[source] ?? "unknown" };
    if (surface) a.surface = surface;
    return a;
  });
  const names = new Map<string, KnowledgeSkill>();
  for (const s of skills) if (!names.has(nameKey(s.name))) names.set(nameKey(s.name), s);
  const byName = (name: string) => names.get(nameKey(name));
  return {
    skills,
    aliases,
    byName,
    familyName: (name) => {
      const s = byName(name);
      return s ? skills[s.family]!.name : name;
    },
  };
}

function decodeOccupations(file: OccupationsFile, lexicon: SkillLexicon): OccupationData {
  const list: Occupation[] = file.occupations.map(([code, title, jobZone, description], index) => ({
    index,
    code,
    title,
    jobZone,
    description,
    soc: code.slice(0, 7),
  }));
  const byCode = new Map(list.map((o) => [o.code, o]));
  return {
    list,
    byCode: (code) => byCode.get(code) ?? byCode.get(`${code}.00`),
    titles: (i) => file.titles[i] ?? [],
    titleSources: (i) => file.titleSources[i] ?? [],
    technology: (i) =>
      (file.technology[i] ?? []).map(([skill, flags, example], t) => {
        const name = lexicon.skills[skill]!.name;
        const kind = file.kinds[file.technologyKinds[i]![t]!]!;
        return { skill, name, example: example === undefined ? name : file.examples[example]!, kind, hot: (flags & 1) !== 0, inDemand: (flags & 2) !== 0, generic: (flags & 4) !== 0 };
      }),
    importance: (i) =>
      file.elements
        .map(([id, name, kind, skill], e) => ({
          id,
          name,
          kind: kind === "s" ? ("skill" as const) : kind === "k" ? ("knowledge" as const) : ("work style" as const),
          skill: skill >= 0 ? skill : null,
          importance: (file.importance[i]?.[e] ?? 0) / 100,
        }))
        .filter((x) => x.importance > 0)
        .sort((a, b) => b.importance - a.importance || (a.id < b.id ? -1 : 1)),
    related: (i) => (file.related[i] ?? []).map((j) => list[j]!),
  };
}

function decodeWages(file: WagesFile) {
  const wages = new Map<string, Wage>();
  for (const [soc, [title, p10, p25, median, p75, p90, employment, capped]] of Object.entries(file.wages)) {
    wages.set(soc, { soc, title, p10, p25, median, p75, p90, employment, capped, currency: "USD", source: file.source });
  }
  return {
    /** Wages of an O*NET-SOC code ("15-1252.00") or SOC code ("15-1252"); the broad SOC group when BLS has no detailed row. */
    forCode(code: string): Wage | undefined {
      const soc = code.slice(0, 7);
      return wages.get(soc) ?? wages.get(`${soc.slice(0, 6)}0`);
    },
  };
}

let skillsCache: SkillLexicon | undefined;
let occupationsCache: OccupationData | undefined;
let wagesCache: ReturnType<typeof decodeWages> | undefined;
let taggerCache: TaggerModel | null | undefined;
let citiesCache: Set<string> | undefined;

/** The knowledge base, decoded once per process on first use. */
export const knowledge = {
  get skills(): SkillLexicon {
    return (skillsCache ??= decodeSkills(skillsJson as unknown as SkillsFile));
  },
  get occupations(): OccupationData {
    return (occupationsCache ??= decodeOccupations(occupationsJson as unknown as OccupationsFile, knowledge.skills));
  },
  get wages(): ReturnType<typeof decodeWages> {
    return (wagesCache ??= decodeWages(wagesJson as unknown as WagesFile));
  },
  /** Whether a name is a town of 100,000 people or more ("Zurich", "Zürich", "Leeds"), in any case. */
  isCity(name: string): boolean {
    citiesCache ??= new Set((citiesJson as unknown as CitiesFile).names);
    const lower = name.trim().toLowerCase();
    // "İstanbul" lower-cases with a combining dot: the names are also kept without their accents.
    return citiesCache.has(lower) || citiesCache.has(lower.normalize("NFD").replace(/\p{M}/gu, ""));
  },
  /** The skill tagger's weights; null when the file holds no model. */
  get skillTagger(): TaggerModel | null {
    if (taggerCache === undefined) {
      const file = skillTaggerJson as unknown as TaggerFile;
      taggerCache = Object.keys(file.weights).length ? loadTagger(file) : null;
    }
    return taggerCache;
  },
};
