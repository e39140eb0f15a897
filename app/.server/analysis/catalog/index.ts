// The catalogs beside the knowledge base: learning resources, industry trends and job-zone data, derived from
// ../shared/data by `npx tsx scripts/derive-catalog.ts` and committed. Imported as JSON (bundled into the server
// build) and decoded once, on first use. Synchronous and read-only; see ./README.md for formats and licences.
import jobZonesJson from "./job-zones.json";
import learningSa3Json from "./learning-cc-by-sa-3.0.json";
import learningSa4Json from "./learning-cc-by-sa-4.0.json";
import learningJson from "./learning.json";
import trendsJson from "./trends.json";
import type { JobZonesFile, LearningFile, LearningKindCode, LearningSource, TrendsFile } from "./types";

export type { JobZonesFile, LearningFile, LearningRecord, LearningSource, TrendsFile } from "./types";

export type LearningKind = "course" | "book" | "video" | "guide";

export type LearningEntry = {
  /** Position in `entries`: a stable order (by name, then URL; the main file first). */
  id: number;
  name: string;
  url: string;
  kind: LearningKind;
  /** From the URL's host: a known platform's name ("YouTube", "MIT OpenCourseWare"), else the host. */
  platform: string;
  /** Canonical skill names of the knowledge base the entry covers. */
  skills: string[];
  /** Other subjects (labels the knowledge base has no skill for: "Computer Science", "Health and Medicine"). */
  topics: string[];
  /** "Beginner", "Intermediate", "Advanced", "Beginner to Advanced", "University level", or "" (not derivable). */
  level: string;
  /** As the source gives it ("14 weeks"), or derived ("MIT course recorded Fall 2006; self-paced materials"); "" unknown. */
  duration: string;
  /** "6-10 hours/week" (OSSU only); "" unknown. */
  effort: string;
  /** Author or provider text, OSSU section and prerequisites, or "". */
  note: string;
  sources: LearningSource[];
  /** The licence of the file the entry is shipped in. */
  license: string;
  /** Held only by a share-alike (CC BY-SA) list. */
  shareAlike: boolean;
};

export type LearningCatalog = {
  entries: LearningEntry[];
  /** Entries covering a skill, by canonical name (case- and punctuation-insensitive), in `entries` order. */
  forSkill(name: string): LearningEntry[];
  /** Entries whose subjects or skills share a word stem with one of `words` ("Nurses" finds "Nursing"). */
  forSubjectWords(words: string[]): LearningEntry[];
  byUrl(url: string): LearningEntry | undefined;
};

export type EmergingTask = { task: string; category: "New" | "Revision"; date: string; domainSource: string };
export type HotTechnology = { hot: number; inDemand: number; commodity: string };
export type Trends = {
  source: string;
  /** O*NET Emerging Tasks of an occupation (O*NET-SOC code), newest first. */
  emergingTasks(code: string): EmergingTask[];
  /** How many occupations O*NET flags a technology (its O*NET example name, "Microsoft Excel") Hot or In Demand for. */
  hotTechnology(example: string): HotTechnology | undefined;
  occupationsWithTechnology: number;
};

export type JobZone = { zone: number; name: string; experience: string; education: string; training: string; examples: string; svp: string };
export type OccupationPreparation = {
  /** Required level of education: the category half the respondents reach (median) and the most common one. */
  education: { median: string; mode: string; modePct: number };
  /** Related work experience: median and most common category, with the median's range in years. */
  experience: { median: string; mode: string; modePct: number; years: [number, number] };
};
export type JobZones = {
  source: string;
  zone(n: number): JobZone | undefined;
  /** Typical education and related experience of an occupation (O*NET Education, Training, and Experience). */
  forOccupation(code: string): OccupationPreparation | undefined;
  /** Typical education and related experience over a job zone's occupations. */
  forZone(n: number): OccupationPreparation | undefined;
};

const KINDS: Record<LearningKindCode, LearningKind> = { c: "course", b: "book", v: "video", g: "guide" };

export const catalogKey = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

const SUFFIXES = ["ations", "ation", "ments", "ment", "ings", "ing", "ists", "ist", "ians", "ian", "ants", "ant", "ers", "er", "ors", "or", "ies", "es", "al", "s"];
/**
 * A crude word stem for matching subjects with occupation titles: "Nurses", "Nursing" -> "nurs"; "Accountants",
 * "Accounting" -> "account"; "Teachers", "Teaching" -> "teach". Not a linguistic stemmer; good enough for titles.
 */
const stemCache = new Map<string, string>();
export function wordStem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const stem = computeStem(word);
  if (stemCache.size < 50_000) stemCache.set(word, stem);
  return stem;
}

function computeStem(word: string): string {
  let w = word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  for (let round = 0; round < 2; round++) {
    const s = SUFFIXES.find((x) => w.length - x.length >= 4 && w.endsWith(x));
    if (!s) break;
    w = w.slice(0, -s.length);
  }
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

function decodeLearning(files: LearningFile[]): LearningCatalog {
  const entries: LearningEntry[] = [];
  for (const file of files) {
    const shareAlike = /BY-SA/.test(file.license);
    for (const [name, url, source, kind, platform, skills, topics, level, duration, effort, note] of file.records) {
      entries.push({
        id: entries.length,
        name,
        url,
        kind: KINDS[kind],
        platform: file.platforms[platform] ?? "Web",
        skills,
        topics,
        level,
        duration,
        effort,
        note,
        sources: (Array.isArray(source) ? source : [source]).map((i) => file.sources[i]!),
        license: file.license,
        shareAlike,
      });
    }
  }
  const bySkill = new Map<string, LearningEntry[]>();
  const byStem = new Map<string, LearningEntry[]>();
  const byUrl = new Map<string, LearningEntry>();
  for (const e of entries) {
    if (!byUrl.has(e.url)) byUrl.set(e.url, e);
    for (const s of e.skills) {
      const k = catalogKey(s);
      const list = bySkill.get(k);
      if (list) list.push(e);
      else bySkill.set(k, [e]);
    }
    const stems = new Set<string>();
    for (const label of [...e.skills, ...e.topics]) for (const w of label.split(/[^\p{L}\p{N}]+/u)) if (w.length >= 4) stems.add(wordStem(w));
    for (const st of stems) {
      const list = byStem.get(st);
      if (list) list.push(e);
      else byStem.set(st, [e]);
    }
  }
  return {
    entries,
    forSkill: (name) => bySkill.get(catalogKey(name)) ?? [],
    forSubjectWords(words) {
      const seen = new Set<number>();
      const out: LearningEntry[] = [];
      for (const w of words) for (const e of byStem.get(wordStem(w)) ?? []) if (!seen.has(e.id)) (seen.add(e.id), out.push(e));
      return out.sort((a, b) => a.id - b.id);
    },
    byUrl: (url) => byUrl.get(url),
  };
}

function decodeTrends(file: TrendsFile): Trends {
  const byDate = (d: string) => {
    const [m, y] = d.split("/");
    return Number(y) * 100 + Number(m);
  };
  return {
    source: file.source,
    emergingTasks: (code) =>
      (file.emerging[code] ?? file.emerging[`${code}.00`] ?? [])
        .map(([task, category, date, domainSource]) => ({ task, category: category === "R" ? ("Revision" as const) : ("New" as const), date, domainSource }))
        .sort((a, b) => byDate(b.date) - byDate(a.date) || (a.task < b.task ? -1 : 1)),
    hotTechnology: (example) => {
      const h = file.hot[example];
      return h ? { hot: h[0], inDemand: h[1], commodity: h[2] } : undefined;
    },
    occupationsWithTechnology: file.occupationsWithTechnology,
  };
}

/** Years of related work experience of each RW category (1 None ... 11 Over 10 years). */
const RW_YEARS: [number, number][] = [[0, 0], [0, 0.1], [0.1, 0.25], [0.25, 0.5], [0.5, 1], [1, 2], [2, 4], [4, 6], [6, 8], [8, 10], [10, 12]];

function decodeJobZones(file: JobZonesFile): JobZones {
  const zones = new Map(file.zones.map(([zone, name, experience, education, training, examples, svp]) => [zone, { zone, name, experience, education, training, examples, svp }]));
  const rl = (c: number) => file.categories.RL[c - 1] ?? "Not rated";
  const rw = (c: number) => file.categories.RW[c - 1] ?? "Not rated";
  return {
    source: file.source,
    zone: (n) => zones.get(n),
    forOccupation(code) {
      const o = file.occupations[code] ?? file.occupations[`${code}.00`];
      if (!o) return undefined;
      const [rlMedian, rlMode, rlModePct, rwMedian, rwMode, rwModePct] = o;
      return {
        education: { median: rl(rlMedian), mode: rl(rlMode), modePct: rlModePct },
        experience: { median: rw(rwMedian), mode: rw(rwMode), modePct: rwModePct, years: RW_YEARS[rwMedian - 1] ?? [0, 0] },
      };
    },
    forZone(n) {
      const z = file.byZone[String(n)];
      if (!z) return undefined;
      const [rlMedian, rlMode, rwMedian, rwMode] = z.typical;
      const pct = (values: number[], c: number) => Math.round(values[c - 1] ?? 0);
      return {
        education: { median: rl(rlMedian), mode: rl(rlMode), modePct: pct(z.education, rlMode) },
        experience: { median: rw(rwMedian), mode: rw(rwMode), modePct: pct(z.experience, rwMode), years: RW_YEARS[rwMedian - 1] ?? [0, 0] },
      };
    },
  };
}

let learningCache: LearningCatalog | undefined;
let trendsCache: Trends | undefined;
let jobZonesCache: JobZones | undefined;

/** The catalogs, decoded once per process on first use. */
export const catalog = {
  get learning(): LearningCatalog {
    return (learningCache ??= decodeLearning([learningJson, learningSa3Json, learningSa4Json] as unknown as LearningFile[]));
  },
  get trends(): Trends {
    return (trendsCache ??= decodeTrends(trendsJson as unknown as TrendsFile));
  },
  get jobZones(): JobZones {
    return (jobZonesCache ??= decodeJobZones(jobZonesJson as unknown as JobZonesFile));
  },
};
