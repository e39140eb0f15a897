// Formats of the derived knowledge files (written by scripts/knowledge/build.ts, read by ./index.ts). Files are
// compact JSON: rows are arrays, not objects, and cross-references are indexes into another table.

/** Restrictions on where an alias matches in text. */
export const ALIAS_FLAGS = {
  /** The first letter in the text must be upper-case ("Excel", not "excel at"). */
  CAP: 1,
  /** The text must have exactly the case of `surface` ("C", "REST", "SAP"). */
  CASE: 2,
  /** Only as a whole list item ("Word, Excel, Access"), not inside running prose. */
  LIST: 4,
  /** Not when a year follows ("Spring 2014" is a term). */
  NOYEAR: 8,
  /**
   * Reported even where the skill tagger does not mark it: curated aliases the labelled résumés never showed
   * (newer technologies such as "Kubernetes"), about which the tagger has learned nothing.
   */
  TRUSTED: 16,
} as const;

export type CategoryCode = "t" | "s" | "o";

/** skills.json */
export type SkillsFile = {
  format: 1;
  /**
   * Skill id = index: [canonical name, category (t technical, s soft, o other), source bits, family]. The family is
   * the id of the skill this one is a variant of ("Communicator" of "Communication"); absent for a family's head.
   */
  skills: ([name: string, category: CategoryCode, sources: number] | [name: string, category: CategoryCode, sources: number, family: number])[];
  /** Names of the lists aliases come from ("curated", "onet", "linguist" ...), indexed by the alias's source. */
  sources: string[];
  /**
   * [phrase key (lower-case tokens joined by spaces), skill id, ALIAS_FLAGS bits, source index, exact surface when
   * CASE]. Sorted by key.
   */
  aliases: ([key: string, skill: number, flags: number, source: number] | [key: string, skill: number, flags: number, source: number, surface: string])[];
};

/** skill-tagger.json: see app/.server/analysis/profile/skills-tagger.ts. */
export type { TaggerFile } from "~/.server/analysis/profile/skills-tagger";

/** occupations.json */
export type OccupationsFile = {
  format: 1;
  /** O*NET 29.3 */
  source: string;
  /** Occupation index = position: [O*NET-SOC code, title, job zone (1-5, 0 unknown), description]. */
  occupations: [code: string, title: string, jobZone: number, description: string][];
  /** Per occupation index: alternate and reported titles (the occupation's own title is not repeated). */
  titles: string[][];
  /** Per occupation index, parallel to `titles`: how many of O*NET's sources give the title (a reported title: 1). */
  titleSources: number[][];
  /** O*NET technology example names ("Microsoft Excel"), referred to by index from `technology`. */
  examples: string[];
  /**
   * Per occupation index: technology skills [skill id in skills.json, flags (1 Hot Technology, 2 In Demand, 4 generic
   * kind of software such as "Spreadsheet software"), index in `examples` when O*NET's name differs from the skill's].
   */
  technology: ([skill: number, flags: number] | [skill: number, flags: number, example: number])[][];
  /** O*NET's kinds of software (UNSPSC commodity titles such as "Medical software"), referred to by index. */
  kinds: string[];
  /** Per occupation index, parallel to `technology`: the index in `kinds` of each technology's kind. */
  technologyKinds: number[][];
  /** O*NET descriptors: [element id, name, kind (s skill, k knowledge, w work style), mapped skill id or -1]. */
  elements: [id: string, name: string, kind: "s" | "k" | "w", skill: number][];
  /** Per occupation index: importance (IM, 1-5) per element, in `elements` order, times 100, 0 = not rated. */
  importance: number[][];
  /** Per occupation index: related occupation indexes, best first. */
  related: number[][];
};

/** wages.json: BLS OEWS annual wages in USD, keyed by SOC code (first 7 characters of the O*NET-SOC code). */
export type WagesFile = {
  format: 1;
  source: string;
  /** [SOC title, P10, P25, median, P75, P90, employment]; null where BLS publishes no estimate; ">=239200" capped values are stored as 239200 with capped flag. */
  wages: Record<string, [title: string, p10: number | null, p25: number | null, median: number | null, p75: number | null, p90: number | null, employment: number | null, capped: boolean]>;
};

/** The world's towns of 100,000 people or more, lower-case, with and without accents (GeoNames). */
export type CitiesFile = { source: string; names: string[] };
