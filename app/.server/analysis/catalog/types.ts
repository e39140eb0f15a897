// Formats of the derived catalog files (written by scripts/derive-catalog.ts, read by ./index.ts). Compact JSON:
// rows are arrays, cross-references are indexes.

/** Where a list of links comes from, with the licence and notice that must travel with it. */
export type LearningSource = { id: string; name: string; repo: string; commit: string; license: string; notice: string };

/** c course, b book, v video, g guide or article. */
export type LearningKindCode = "c" | "b" | "v" | "g";

/**
 * One course or resource:
 * [name, url, source index (or indexes), kind, platform index, canonical skills covered, other subjects (labels the
 * knowledge base has no skill for), level ("" when not derivable), duration ("" when unknown), effort, note].
 */
export type LearningRecord = [
  name: string,
  url: string,
  source: number | number[],
  kind: LearningKindCode,
  platform: number,
  skills: string[],
  topics: string[],
  level: string,
  duration: string,
  effort: string,
  note: string,
];

/** learning.json, learning-cc-by-sa-3.0.json, learning-cc-by-sa-4.0.json */
export type LearningFile = {
  format: 1;
  /** The licence of this file as a whole (share-alike files keep their list's licence). */
  license: string;
  sources: LearningSource[];
  /** Platform names derived from URL hosts, referred to by index. */
  platforms: string[];
  records: LearningRecord[];
};

/** trends.json */
export type TrendsFile = {
  format: 1;
  source: string;
  /** O*NET-SOC code -> emerging tasks [task, N new / R revision, date "MM/YYYY", domain source]. */
  emerging: Record<string, [task: string, category: "N" | "R", date: string, domainSource: string][]>;
  /** O*NET technology example name -> [occupations listing it as Hot Technology, as In Demand, commodity title]. */
  hot: Record<string, [hot: number, inDemand: number, commodity: string]>;
  /** Occupations that have any technology skill in O*NET (the denominator of the counts above). */
  occupationsWithTechnology: number;
};

/** job-zones.json */
export type JobZonesFile = {
  format: 1;
  source: string;
  /** [zone 1-5, name, experience, education, job training, examples, SVP range] from the Job Zone Reference. */
  zones: [zone: number, name: string, experience: string, education: string, training: string, examples: string, svp: string][];
  /** Category labels: RL required level of education (1-12), RW related work experience (1-11). */
  categories: { RL: string[]; RW: string[] };
  /** Per job zone: the mean percentage of respondents per category over the zone's occupations, and typical categories. */
  byZone: Record<string, { occupations: number; education: number[]; experience: number[]; typical: [rlMedian: number, rlMode: number, rwMedian: number, rwMode: number] }>;
  /** O*NET-SOC code -> [RL median, RL mode, RL mode %, RW median, RW mode, RW mode %] (categories as above). */
  occupations: Record<string, [rlMedian: number, rlMode: number, rlModePct: number, rwMedian: number, rwMode: number, rwModePct: number]>;
};
