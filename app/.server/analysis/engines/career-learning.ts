// Skill gaps with their importance, and the courses and free resources of the catalogs that cover them. Shared by the
// gap analysis and the roadmap's learning plan. Only entries that cover a gap skill (or, for free resources, the
// occupation's own field) are ever chosen: when the catalogs have nothing relevant the lists stay empty and a note
// says so, rather than padding them with unrelated material.
import { catalog, wordStem, type LearningEntry } from "../catalog";
import { knowledge, type Occupation } from "../knowledge";
import { type BenchmarkSkill, fieldShare, overallShare } from "../occupation";
import { listText } from "~/lib/list-text";
import { clamp } from "./career";

export type Gap = {
  skill: string;
  /** 1-10 (see `gapsOf`). */
  importance: number;
  relevance: string;
  kind: BenchmarkSkill["kind"];
  category: BenchmarkSkill["category"];
  /** The occupation's own subject ("Accounting" for accountants), by title word stems. */
  fieldCore: boolean;
  /** Rank among the occupation's gaps (0 = first). */
  order: number;
};

const GENERIC_STEMS = new Set(
  ["and", "other", "all", "except", "special", "specialist", "work", "worker", "operat", "operator", "technic", "technician", "clerk", "officer",
    "assist", "assistant", "manag", "manager", "supervisor", "first", "line", "general", "related", "helper", "inspector", "repair", "install",
    "analyst", "analys", "associate", "representat", "agent", "direct", "executive", "occupation", "scien", "scientist", "engin", "design",
    "develop", "developer", "professional", "service", "support", "education",
  ].map(wordStem),
);

/** Distinctive word stems of an occupation's title: "Registered Nurses" -> nurs, regist…; "Accountants and Auditors" -> account, audit. */
export function fieldStems(o: Occupation): string[] {
  // The head of the title only: "Sales Representatives, Wholesale and Manufacturing, … Products" is about sales.
  const words = o.title
    .split(",")[0]!
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 4)
    .map(wordStem);
  return [...new Set(words)].filter((s) => !GENERIC_STEMS.has(s) && s.length >= 4);
}

const isFieldCore = (skill: string, stems: string[]) => skill.split(/[^\p{L}]+/u).some((w) => w.length >= 4 && stems.includes(wordStem(w)));

/**
 * The benchmark skills the résumé lacks, with importance 1-10:
 * - technologies: 10 x the benchmark weight (1 Hot and In Demand, 0.9 In Demand, 0.8 Hot, 0.5 listed) x
 *   (0.4 + 0.6 x typicality), typicality = the share of the field's occupations listing it / 0.25, at most 1;
 *   then +1 when it is distinctive of the field (listed at least twice as often in the field as overall) and -1 when
 *   nearly every occupation lists it (office software listed by half of all occupations or more);
 * - O*NET skills and knowledge: 2 x the importance rating (1-5).
 */
const gapCache = new Map<string, Gap[]>();
export function gapsOf(o: Occupation, missing: BenchmarkSkill[]): Gap[] {
  // Pure in (occupation, missing skills): cached, and the Gap objects are shared (treat them as read-only).
  const key = `${o.code}\u0000${missing.map((m) => m.name).join("\u0000")}`;
  const cached = gapCache.get(key);
  if (cached) return cached;
  const result = computeGaps(o, missing);
  if (gapCache.size > 5000) gapCache.clear();
  gapCache.set(key, result);
  return result;
}

function computeGaps(o: Occupation, missing: BenchmarkSkill[]): Gap[] {
  const stems = fieldStems(o);
  const gaps = missing.map((s): Gap => {
    const fieldCore = isFieldCore(s.name, stems);
    if (s.kind === "technology") {
      const id = knowledge.skills.byName(s.name)?.id;
      const share = id === undefined ? 1 : fieldShare(o.code, id);
      const typicality = Math.min(1, share / 0.25);
      const overall = id === undefined ? 0 : overallShare(id);
      const distinctive = overall > 0 && share >= 2 * overall ? 1 : 0;
      const ubiquitous = overall >= 0.5 ? 1 : 0;
      const importance = clamp(Math.round(10 * s.weight * (0.4 + 0.6 * typicality)) + distinctive - ubiquitous, 1, 10);
      const flag = s.inDemand
        ? `In demand in job postings for ${o.title} (O*NET${s.hot ? "; also a Hot Technology" : ""})`
        : s.hot
          ? `A Hot Technology in O*NET (often required in job postings), listed for ${o.title}`
          : `Listed among the technology skills of ${o.title} in O*NET`;
      return { skill: s.name, importance, relevance: `${flag}. Not found in your resume.`, kind: s.kind, category: s.category, fieldCore, order: 0 };
    }
    const importance = clamp(Math.round(2 * (s.importance ?? 3)), 1, 10);
    const hint = fieldCore
      ? ` It is the core of ${o.title}: if it is your work, your resume should say so in those words.`
      : s.kind === "knowledge"
        ? " If your training or work covered it, name it in your resume (a course, a certification or a bullet)."
        : " If you have it, show it with a concrete example in a bullet.";
    return { skill: s.name, importance, relevance: `${s.why}.${hint}`, kind: s.kind, category: s.category, fieldCore, order: 0 };
  });
  // Among equally important gaps, the technologies O*NET flags for the most occupations come first (SQL, Python ...).
  const spread = new Map<string, number>();
  for (const t of knowledge.occupations.technology(o.index)) {
    const h = catalog.trends.hotTechnology(t.example);
    if (h) spread.set(t.name, Math.max(spread.get(t.name) ?? 0, h.hot + h.inDemand));
  }
  return gaps
    .sort(
      (a, b) =>
        b.importance - a.importance ||
        (spread.get(b.skill) ?? 0) - (spread.get(a.skill) ?? 0) ||
        (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0),
    )
    .map((g, order) => ({ ...g, order }));
}

// ---------------------------------------------------------------------------------------------- selection

/** Platforms that sell books rather than give them away: never offered as free resources. */
const SHOPS = new Set(["Amazon (book)", "Goodreads", "barnesandnoble.com", "O'Reilly", "amzn.to", "bookshop.org", "manning.com", "pragprog.com"]);

const KIND_LABEL: Record<LearningEntry["kind"], string> = { course: "Course", book: "Book", video: "Video", guide: "Article or guide" };

export type PickedCourse = { entry: LearningEntry; covers: Gap[] };
export type LearningPlan = {
  courses: PickedCourse[];
  resources: { entry: LearningEntry; covers: Gap[]; field: boolean }[];
  /** Important gaps no entry covers. */
  uncovered: Gap[];
  /** Whether the catalogs hold any course on the occupation's own field words. */
  fieldHasCourses: boolean;
};

/** Whether a gap may get a course: technologies of the field and technical O*NET skills (Programming). */
// The occupation's own subject ("Teaching" for a teacher) gets neither: missing it means the résumé does not say it.
const courseWorthy = (g: Gap) => !g.fieldCore && g.importance >= 5 && (g.kind === "technology" || (g.category === "technical" && g.kind === "skill"));
/**
 * Whether a gap may get a free resource: anything important that is not an atypical technology nor the occupation's
 * own subject; a knowledge area only when O*NET rates it very highly (Psychology for nurses, 9/10).
 */
const resourceWorthy = (g: Gap) => !(g.fieldCore && g.kind !== "technology") && g.importance >= 5 && (g.kind !== "knowledge" || g.importance >= 9);

/**
 * Technologies an entry's title names that are neither the gaps, nor the résumé's skills, nor the benchmark's:
 * "Introduction to Distributed SQL and CockroachDB" for someone who needs SQL names one (CockroachDB).
 */
let technologyIds: Set<number> | undefined;
/** Skills O*NET lists as technologies of some occupation (products and languages, not "Computer Science"). */
function onetTechnologies(): Set<number> {
  if (!technologyIds) {
    technologyIds = new Set();
    for (const o of knowledge.occupations.list) for (const t of knowledge.occupations.technology(o.index)) if (!t.generic) technologyIds.add(t.skill);
  }
  return technologyIds;
}

const titleTechCache = new Map<number, string[]>();
function foreignTechnologies(e: LearningEntry, relevant: Set<string>): number {
  let names = titleTechCache.get(e.id);
  if (!names) {
    names = [];
    for (const w of e.name.match(/\b[A-Z][\w+#.]*(?:\s[A-Z][\w+#.]*)?/g) ?? []) {
      for (const candidate of [w, w.split(" ")[0]!]) {
        if (LEARNING_WORDS.has(candidate.toLowerCase())) continue;
        const k = knowledge.skills.byName(candidate);
        if (k && candidate.length > 2 && onetTechnologies().has(k.id)) {
          names.push(k.name.toLowerCase());
          break;
        }
      }
    }
    titleTechCache.set(e.id, names);
  }
  return names.filter((n) => !relevant.has(n)).length;
}

const LEARNING_WORDS = new Set(
  ["learn", "learning", "introduction", "intro", "introductory", "tutorial", "tutorials", "beginner", "beginners", "basics", "basic", "fundamentals",
    "course", "crash", "complete", "guide", "handbook", "book", "essentials", "programming", "practical", "getting", "started", "first", "steps",
    "full", "free", "the", "a", "an", "for", "to", "of", "and", "with", "in", "on", "your", "you", "how", "part", "volume", "edition"],
);
/** -0.3 for each capitalised title word that is neither a learning word nor part of a covered skill (off-focus). */
const capitalsCache = new Map<number, string[]>();
/** The capitalised words of an entry's title that are not learning words, lower-cased (cached per entry). */
function capitalWords(e: LearningEntry): string[] {
  let words = capitalsCache.get(e.id);
  if (!words) {
    words = e.name
      .split(/[^\p{L}\p{N}+#.]+/u)
      .filter((w) => w && /^\p{Lu}/u.test(w))
      .map((w) => w.toLowerCase().replace(/\.$/, ""))
      .filter((w) => !LEARNING_WORDS.has(w));
    capitalsCache.set(e.id, words);
  }
  return words;
}
/** -0.3 for each capitalised title word that is neither a learning word nor part of a covered skill (off-focus). */
function titleFocus(e: LearningEntry, covers: Gap[]): number {
  const skillWords = new Set(covers.flatMap((g) => g.skill.toLowerCase().split(/[^\p{L}\p{N}+#]+/u)));
  const off = capitalWords(e).filter((w) => !skillWords.has(w)).length;
  return -0.3 * Math.min(5, off);
}

const fieldCache = new Map<string, LearningEntry[]>();
/** Entries whose subjects name the occupation's field itself (cached per occupation). */
function fieldEntriesOf(o: Occupation, stems: string[]): LearningEntry[] {
  let list = fieldCache.get(o.code);
  if (!list) {
    list = stems.length ? catalog.learning.forSubjectWords(stems).filter((e) => [...e.skills, ...e.topics].some((label) => isFieldCore(label, stems))) : [];
    fieldCache.set(o.code, list);
  }
  return list;
}

function entriesFor(skill: string): LearningEntry[] {
  const family = knowledge.skills.familyName(skill);
  const list = catalog.learning.forSkill(skill);
  return family !== skill ? [...list, ...catalog.learning.forSkill(family)] : list;
}

const TECH_FLAVOURED = /\b(software|engineer|engineers|engineering|developer|developers|programmer|programmers|coding|code|devops|startup|startups|tech)\b/i;

const titleKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "");

function pick<T extends { entry: LearningEntry; covers: Gap[] }>(
  candidates: Map<number, T>,
  max: number,
  perSkill: number,
  score: (c: T) => number,
  options: { maxSoft?: number; prefer?: (c: T) => number } = {},
): T[] {
  // Score only the most promising candidates per gap (the importance of what they cover, then their focus): scoring
  // every entry on a popular skill (Python has hundreds) costs more than it changes.
  const prefer = options.prefer ?? (() => 0);
  const cheap = (c: T) =>
    Math.max(...c.covers.map((g) => g.importance)) +
    2 * (c.covers.length / Math.max(1, c.entry.skills.length)) +
    (/^Beginner/.test(c.entry.level) ? 1.5 : 0) +
    (c.entry.duration && c.entry.level !== "University level" ? 1 : 0) +
    (c.entry.effort ? 1 : 0) +
    (c.covers.some((g) => namedIn(c.entry.name, g.skill)) ? 1.5 : 0) +
    prefer(c);
  const perGap = new Map<string, { c: T; s: number }[]>();
  for (const c of candidates.values()) {
    const s = cheap(c);
    for (const g of c.covers) {
      const list = perGap.get(g.skill) ?? [];
      list.push({ c, s });
      perGap.set(g.skill, list);
    }
  }
  const shortlist = new Map<number, T>();
  for (const list of perGap.values()) {
    list.sort((a, b) => b.s - a.s || a.c.entry.id - b.c.entry.id);
    for (const { c } of list.slice(0, 40)) shortlist.set(c.entry.id, c);
  }
  const ranked = [...shortlist.values()].map((c) => ({ c, s: score(c) + prefer(c) })).sort((a, b) => b.s - a.s || a.c.entry.id - b.c.entry.id);
  const used = new Map<string, number>();
  const hosts = new Map<string, number>();
  const names = new Set<string>();
  const taken = new Set<number>();
  let soft = 0;
  const out: T[] = [];
  const take = (c: T) => {
    // Variety: at most two picks from one platform (YouTube lists dominate otherwise), one per title.
    if (taken.has(c.entry.id) || (hosts.get(c.entry.platform) ?? 0) >= 2 || names.has(titleKey(c.entry.name))) return false;
    const isSoft = c.covers.every((g) => g.category === "soft");
    if (isSoft && options.maxSoft !== undefined && soft >= options.maxSoft) return false;
    out.push(c);
    taken.add(c.entry.id);
    if (isSoft) soft++;
    names.add(titleKey(c.entry.name));
    for (const g of c.covers) used.set(g.skill, (used.get(g.skill) ?? 0) + 1);
    hosts.set(c.entry.platform, (hosts.get(c.entry.platform) ?? 0) + 1);
    return true;
  };
  // First the best entry for each gap, most important gap first; then second entries, best score first.
  const gaps = [...new Map(ranked.flatMap(({ c }) => c.covers.map((g) => [g.skill, g] as const))).values()].sort(
    (a, b) => b.importance - a.importance || a.order - b.order,
  );
  for (const g of gaps) {
    if (out.length >= max) break;
    if ((used.get(g.skill) ?? 0) > 0) continue;
    for (const { c } of ranked) if (c.covers.includes(g) && take(c)) break;
  }
  for (const { c } of ranked) {
    if (out.length >= max) break;
    if (c.covers.some((g) => (used.get(g.skill) ?? 0) < perSkill)) take(c);
  }
  return out;
}

const skillPatterns = new Map<string, RegExp>();
const namedIn = (title: string, skill: string) => {
  let re = skillPatterns.get(skill);
  if (!re) {
    re = new RegExp(`(^|[^\\p{L}])${skill.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}+#])`, "iu");
    skillPatterns.set(skill, re);
  }
  return re.test(title);
};

const BRIDGE = /\bfor (?:the )?([A-Za-z+#.]+) (?:programmers|developers|developer|people)\b/i;
/**
 * The score of an entry for the gaps it covers: the most important gap it covers, a little for each further one,
 * more for entries about the gap (named in the title, few other subjects) and for beginners' material (the skill is
 * missing); less for bridges from a language the résumé does not show ("C++ for Java Programmers").
 */
function entryScore(e: LearningEntry, covers: Gap[], has: (name: string) => string | undefined, relevant: Set<string>): number {
  const best = Math.max(...covers.map((g) => g.importance));
  const named = covers.some((g) => namedIn(e.name, g.skill));
  const bridge = BRIDGE.exec(e.name);
  const bridgeScore = bridge ? (has(bridge[1]!) ? 1.5 : -3) : 0;
  return (
    best +
    0.25 * Math.min(2, covers.length - 1) +
    titleFocus(e, covers) +
    2 * (covers.length / Math.max(1, e.skills.length)) +
    (named ? 1.5 : 0) +
    (/^Beginner/.test(e.level) ? 1.5 : e.level === "Intermediate" ? 0.5 : 0) +
    // A stated duration and weekly effort come from a curated curriculum (OSSU): worth preferring.
    (e.duration && e.level !== "University level" ? 1 : 0) +
    (e.effort ? 1 : 0) +
    bridgeScore -
    1.5 * foreignTechnologies(e, relevant)
  );
}

/** Courses and free resources for a list of gaps (in importance order), chosen deterministically. */
export function learningFor(
  o: Occupation,
  gaps: Gap[],
  has: (name: string) => string | undefined,
  options: { maxCourses?: number; maxResources?: number; relevant?: string[]; fieldResources?: boolean } = {},
): LearningPlan {
  const maxCourses = options.maxCourses ?? 6;
  const maxResources = options.maxResources ?? 8;
  // The skills an entry may also cover without being off-topic: the gaps, the résumé's skills, the benchmark's.
  const relevant = new Set<string>([...gaps.map((g) => g.skill.toLowerCase()), ...(options.relevant ?? []).map((s) => s.toLowerCase())]);
  const stems = fieldStems(o);
  const isRelevant = (skill: string) => relevant.has(skill.toLowerCase()) || !!has(skill) || isFieldCore(skill, stems);
  /** Entries mostly about other things ("Programming Windows Store Apps with HTML, CSS, and JavaScript" for Windows). */
  const offTopic = (e: LearningEntry) => {
    const other = e.skills.filter((s) => !isRelevant(s)).length;
    return other > e.skills.length - other;
  };
  const courseCandidates = new Map<number, PickedCourse>();
  const resourceCandidates = new Map<number, { entry: LearningEntry; covers: Gap[]; field: boolean }>();
  const covered = new Set<string>();
  const technicalField = /^(15|17)-|^11-3021|^11-9041/.test(o.code);
  for (const g of gaps) {
    if (!resourceWorthy(g) && !courseWorthy(g)) continue;
    for (const e of entriesFor(g.skill)) {
      if (offTopic(e)) continue;
      if (e.kind === "course") {
        if (!courseWorthy(g)) continue;
        const c = courseCandidates.get(e.id) ?? { entry: e, covers: [] };
        if (!c.covers.includes(g)) c.covers.push(g);
        courseCandidates.set(e.id, c);
        covered.add(g.skill);
      } else {
        if (!resourceWorthy(g) || SHOPS.has(e.platform)) continue;
        // Soft-skill articles from engineering-management lists talk to software teams; not to a nurse or a teacher.
        if (g.category === "soft" && !technicalField && TECH_FLAVOURED.test(e.name)) continue;
        // Textbooks are not how one works on a soft skill (OpenStax's philosophy book carries "Critical Thinking").
        if (g.category === "soft" && e.platform === "OpenStax") continue;
        const r = resourceCandidates.get(e.id) ?? { entry: e, covers: [], field: false };
        if (!r.covers.includes(g)) r.covers.push(g);
        resourceCandidates.set(e.id, r);
        covered.add(g.skill);
      }
    }
  }
  const courses = pick(courseCandidates, maxCourses, 2, (c) => entryScore(c.entry, c.covers, has, relevant));

  // Free resources: the gaps first (soft skills at most two, after the technical ones); then, when those are few,
  // material on the occupation's own field (OpenStax's nursing textbooks for a nurse), which needs no gap.
  const resourceScore = (r: { entry: LearningEntry; covers: Gap[]; field: boolean }) =>
    entryScore(r.entry, r.covers, has, relevant) + (r.entry.kind === "book" ? 0.5 : 0) - (r.covers.every((g) => g.category === "soft") ? 2 : 0);
  // Material on the field itself (at most two, textbooks first) comes first: OpenStax's nursing books for a nurse.
  const fieldEntries = fieldEntriesOf(o, stems);
  const fieldCandidates = new Map<number, { entry: LearningEntry; covers: Gap[]; field: boolean }>();
  const pseudo: Gap = { skill: o.title, importance: 5, relevance: "", kind: "knowledge", category: "technical", fieldCore: true, order: 999 };
  if (options.fieldResources !== false) {
    for (const e of fieldEntries) {
      if (e.kind === "course" || SHOPS.has(e.platform) || offTopic(e)) continue;
      fieldCandidates.set(e.id, { entry: e, covers: [pseudo], field: true });
    }
  }
  const fieldPicks = options.fieldResources === false ? [] : pick(fieldCandidates, 2, 2, resourceScore, { prefer: (r) => (r.entry.platform === "OpenStax" ? 3 : 0) });
  for (const f of fieldPicks) resourceCandidates.delete(f.entry.id);
  const resources = [...fieldPicks, ...pick(resourceCandidates, maxResources - fieldPicks.length, 2, resourceScore, { maxSoft: 2 })];
  const uncovered = gaps.filter((g) => !covered.has(g.skill) && !g.fieldCore && g.importance >= 6 && (g.kind === "technology" || g.category === "technical"));
  return {
    courses,
    resources,
    uncovered,
    fieldHasCourses: fieldEntries.some((e) => e.kind === "course"),
  };
}

// ---------------------------------------------------------------------------------------------- presentation

export function courseDuration(e: LearningEntry): string {
  if (e.duration && e.effort) return `${e.duration}, ${e.effort}`;
  if (e.duration) return e.duration;
  if (e.platform === "YouTube" && /playlist/.test(e.url)) return "Not stated (video playlist)";
  if (e.platform === "YouTube") return "Not stated (single video)";
  return "Not stated";
}

export function courseDescription(e: LearningEntry, covers: Gap[], occupation: string): string {
  const gapsText = listText(covers.map((g) => `${g.skill} (${g.importance}/10)`));
  const parts = [`Covers ${gapsText}, missing from your resume and rated for ${occupation}.`];
  if (e.note) parts.push(`${e.note.replace(/\.$/, "")}.`);
  const src = e.sources.map((s) => s.name).join(", ");
  parts.push(`Listed in ${src}.`);
  return parts.join(" ");
}

export function skillsCovered(e: LearningEntry, covers: Gap[]): string[] {
  return [...new Set([...covers.map((g) => g.skill), ...e.skills, ...e.topics.slice(0, 2)])].slice(0, 6);
}

export function resourceType(e: LearningEntry): string {
  if (e.platform === "OpenStax") return "Free textbook";
  return KIND_LABEL[e.kind];
}

export function resourceDescription(e: LearningEntry, covers: Gap[], field: boolean, occupation: string): string {
  const subjects = [...e.skills, ...e.topics].slice(0, 4);
  const about = subjects.length ? ` on ${listText(subjects)}` : "";
  const why = field ? `Material on the field of ${occupation} itself.` : `Helps with ${listText(covers.map((g) => g.skill))}, missing from your resume.`;
  const by = e.note && !/^free textbook/i.test(e.note) ? ` ${e.note.replace(/\.$/, "")}.` : "";
  return `${KIND_LABEL[e.kind]}${about} (${e.platform}).${by} ${why}`.replace(/\s+/g, " ").trim();
}
