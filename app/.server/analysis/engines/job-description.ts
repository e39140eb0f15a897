// The job-description parser: what a posting asks for, read without a model. Pure and deterministic, linear in the
// text (capped at MAX_JOB_DESCRIPTION_CHARS first). Skills come from the résumé skill extractor (`extractSkills`,
// used as a black box) run on the posting's text, cleaned of the phrases a posting adds around them; the posting's
// layout (job-text.ts) says which are must-haves and which are nice-to-haves.
//
//   parseJobDescription(text) -> ParsedJob          (the schema's summary of the posting)
//   analyzeJobDescription(text) -> JobAnalysis      (the same, with every item's evidence: the comparison uses it)
import { knowledge, type KnowledgeSkill, type SkillsFile } from "~/.server/analysis/knowledge";
import skillsFile from "~/.server/analysis/knowledge/skills.json";
import { titleScore } from "~/.server/analysis/profile/evidence";
import { createSkillExtractor, extractSkills } from "~/.server/analysis/profile/skills";
import { MAX_JOB_DESCRIPTION_CHARS, type ParsedJob } from "~/lib/schemas/analysis";
import type { SkillCategory } from "~/lib/schemas/profile";
import { type DegreeLevel, degreeFields, degreeLevels, EQUIVALENT_EXPERIENCE, isFieldOfStudy, LEVEL_NAMES, RELATED_FIELD } from "./job-education";
import { related } from "./job-equivalence";
import { clauseCue, type Importance, importanceAt, type JobSectionKind, type Segment, segmentJob, sentenceBreaks, stronger } from "./job-text";
import { allMatches } from "~/.server/analysis/profile/regex";

export type { Importance } from "./job-text";

export type JobMention = { start: number; end: number; text: string };

export type JobSkill = {
  /** Canonical name (the knowledge base's when known). */
  name: string;
  /** Normalised name: NFKC, lower case, only letters, digits, "+" and "#", single spaces. */
  key: string;
  category: SkillCategory;
  /** True when the knowledge base knows the name. */
  known: boolean;
  mentions: JobMention[];
  /** The strongest importance over its mentions; null when named only in company information. */
  importance: Importance | null;
};

/** A requirement on skills: one skill, or alternatives ("Python, Go or Java", "such as MongoDB, Cassandra"). */
export type SkillGroup = {
  /** Keys of the skills in `JobAnalysis.skills`. */
  skills: string[];
  anyOf: boolean;
  importance: Importance;
  /** "or equivalent" on its line: another skill may stand in for it. */
  substitutable: boolean;
  /** Whether every member is a soft skill. */
  soft: boolean;
};

export type YearsMention = {
  /** False for years of one skill or subject ("React: 2 years"). */
  general: boolean;
  /** The smallest number of years asked for; 0 for "up to N years". */
  min: number;
  max: number | null;
  text: string;
  importance: Importance;
  start: number;
  end: number;
};

export type EducationRequirement = {
  /** The lowest level the line accepts ("Bachelor's or Master's" -> bachelor). */
  level: DegreeLevel;
  levelName: string;
  fields: string[];
  relatedFieldsAccepted: boolean;
  equivalentExperienceAccepted: boolean;
  importance: Importance;
  text: string;
};

export type JobRequirement = {
  text: string;
  start: number;
  end: number;
  importance: Importance;
  section: JobSectionKind;
  groups: SkillGroup[];
  years: YearsMention | null;
  education: EducationRequirement | null;
};

export type JobAnalysis = {
  parsed: ParsedJob;
  /** The text that was read (the input capped at MAX_JOB_DESCRIPTION_CHARS). */
  text: string;
  skills: JobSkill[];
  /** Skill requirements of the whole posting, strongest first, each skill set once. */
  groups: SkillGroup[];
  years: YearsMention[];
  /** Whether yearsRequired comes from a must-have/required line (true) or only from nice-to-haves (false). */
  yearsAreRequired: boolean;
  education: EducationRequirement[];
  requirements: JobRequirement[];
  /** Share of words that are common English words (0-1); low for postings in other languages. */
  english: number;
  segments: Segment[];
};

/** Normalised skill name, as the evaluation's scorer compares them. */
export function skillKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

// ------------------------------------------------------------------------------------------------- skills

// Words a posting puts around skills that the résumé extractor may take for (part of) a skill.
const STOP_SKILLS = new Set(
  [
    "preferred",
    "required",
    "requirements",
    "requirement",
    "development",
    "end to end",
    "experience",
    "work",
    "skills",
    "skill",
    "knowledge",
    "ability",
    "abilities",
    "qualification",
    "qualifications",
    "degree",
    "bachelor",
    "bachelors",
    "master",
    "masters",
    "responsibilities",
    "job",
    "role",
    "candidate",
    "salary",
    "full time",
    "part time",
    "remote",
    "contract",
    "team",
    "plus",
    "bonus",
    "etc",
    "years",
    "year",
    "month",
    "months",
    "equivalent",
    "related field",
    "must",
    "strong",
    "good",
    "excellent",
    "proven",
    "relevant",
    "professional",
    "technical",
    "industry",
    "environment",
    "clients",
    "customers",
    "business",
    "staffing",
    "standard",
    "learn",
  ].map(skillKey),
);

const LEAD_WORDS =
  /^(?:(?:or|and|with|of|the|a|an|in|on|for|to|as|at|via|using|use|doing|relevant|related|strong|good|great|excellent|solid|sound|proven|deep|basic|advanced|working|hands[- ]on|handson|demonstrated|extensive|thorough|practical|managing|identifying|building|developing|creating|implementing|knowledge|understanding|experience|experienced|proficiency|proficient|familiarity|familiar|ability|expertise|expert|modern|various|multiple|common|standard|core|other|similar|any|some|etc)\s+)+/i;
const TRAIL_WORDS =
  /(?:\s+(?:or|and|etc|skills?|experience|knowledge|techniques?|concepts?|tools?|toolkits?|technologies|technology|principles|frameworks?|libraries|library|engines?|process|processes|methods?|scripts?|scripting|well|environment|background|abilities|ability|is|are|a|plus))+$/i;

const ROLE_NOUN = /^(?:developers?|engineers?|managers?|analysts?|designers?|scientists?|architects?|consultants?|specialists?|administrators?|officers?|executives?|leads?|directors?|interns?|associates?|assistants?|coordinators?|technicians?|teachers?|facilitators?)$/i;

/** A tagger-made name cleaned of posting words, or null when nothing skill-like is left. */
function cleanUnknown(surface: string): string | null {
  if (/[\n•·▪●■►]|\s{2,}/.test(surface) || surface.length > 60) return null;
  let s = surface.replace(/^[^\p{L}\p{N}.#+]+|[^\p{L}\p{N}+#)]+$/gu, "");
  s = s.replace(LEAD_WORDS, "").replace(TRAIL_WORDS, "").trim();
  if (s.length < 2 || !/\p{L}/u.test(s)) return null;
  const words = s.split(/\s+/);
  if (words.length > 4) return null;
  // "Frontend Developer", "Data Engineer": a job title, not a skill.
  if (ROLE_NOUN.test(words[words.length - 1]!)) return null;
  if (/[,;:]/.test(s)) return null;
  // A compound cut short ("end-to" of "end-to-end") or a phrase cut before its noun ("analyzing large") is not a name.
  if (/-(?:to|of|in|on|and|by)$/i.test(s)) return null;
  if (words.length > 1 && /^(?:large|big|complex|multiple|various|several|many|new|different|high|low|small|key|strong|such|all|own|other|similar|diverse)$/i.test(words[words.length - 1]!)) return null;
  return s;
}

type RawSkill = { name: string; category: SkillCategory; known: boolean; mentions: JobMention[] };

let lexiconExtractor: ReturnType<typeof createSkillExtractor> | undefined;

const resolved = new Map<string, KnowledgeSkill | null>();

/**
 * The knowledge-base skill a free-form name stands for, through the lexicon's aliases ("Object Oriented Programming"
 * -> "OOP", "MySQL well" -> "MySQL"): the one skill whose match covers most of the name. Cached per name.
 */
export function resolveSkillName(name: string): KnowledgeSkill | undefined {
  const direct = knowledge.skills.byName(name);
  if (direct) return direct;
  if (name.length > 80) return undefined;
  let hit = resolved.get(name);
  if (hit === undefined) {
    lexiconExtractor ??= createSkillExtractor(knowledge.skills, null);
    const letters = name.replace(/[^\p{L}\p{N}]/gu, "").length;
    hit = null;
    for (const s of lexiconExtractor(name, [])) {
      const covered = Math.max(...s.mentions.map((m) => name.slice(m.start, m.end).replace(/[^\p{L}\p{N}]/gu, "").length));
      if (letters > 0 && covered / letters >= 0.7) hit = knowledge.skills.byName(s.name) ?? null;
    }
    if (resolved.size > 5000) resolved.clear();
    resolved.set(name, hit);
  }
  return hit ?? undefined;
}

/** Lookup of a cleaned name in the knowledge base, trying the forms a posting writes ("analytical" -> "Analytical skills"). */
function lookup(name: string) {
  const lexicon = knowledge.skills;
  return lexicon.byName(name) ?? lexicon.byName(`${name} skills`) ?? (name.endsWith("s") ? lexicon.byName(name.slice(0, -1)) : undefined) ?? resolveSkillName(name);
}

/**
 * Skills named in the posting: the résumé extractor's (tagger and trusted lexicon matches), plus the lexicon's
 * technical matches the tagger passed over (it learned from résumés, not postings) when they are written like a
 * name ("Drupal", "EC2", "relational database"; not one lower-case word such as "regression"). One entry per
 * canonical name, mentions in text order.
 */
function postingSkills(text: string, segments: Segment[], nonEnglish: boolean): RawSkill[] {
  if (!text.trim()) return [];
  const sections = [{ kind: "other" as const, heading: "", start: 0, end: text.length }];
  const byKey = new Map<string, RawSkill>();
  const add = (name: string, category: SkillCategory, known: boolean, mentions: JobMention[]) => {
    const key = skillKey(name);
    if (!key || STOP_SKILLS.has(key) || ROLE_NOUN.test(key.split(" ").pop()!)) return;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { name, category, known, mentions: [] }));
    else if (known && !entry.known) Object.assign(entry, { name, category, known });
    for (const m of mentions) {
      if (!entry.mentions.some((x) => x.start === m.start && x.end === m.end)) entry.mentions.push({ start: m.start, end: m.end, text: m.text });
    }
  };
  for (const s of extractSkills(text, sections)) {
    // An English soft-skill word in another language's posting ("Flexible Arbeitszeiten") is a benefit, not a skill.
    if (nonEnglish && s.category === "soft") continue;
    if (knowledge.skills.byName(s.name) !== undefined) {
      add(s.name, s.category, true, s.mentions);
      continue;
    }
    // In a posting in another language the tagger (trained on English résumés) guesses; keep known names only.
    if (nonEnglish) continue;
    const cleaned = cleanUnknown(s.name);
    if (!cleaned) continue;
    const k = lookup(cleaned);
    if (k) {
      add(k.name, k.category, true, s.mentions);
      continue;
    }
    // "Writing & Communication": two known skills written as one phrase.
    const parts = cleaned.split(/\s*(?:&|\band\b|\/)\s*/).filter(Boolean);
    const partSkills = parts.length > 1 ? parts.map(lookup) : [];
    if (partSkills.length && partSkills.every(Boolean)) {
      for (const p of partSkills) add(p!.name, p!.category, true, s.mentions);
      continue;
    }
    // One lower-case word the knowledge base does not know ("standard", "learn") is a guess, not a technical
    // skill's name; soft skills are often single words ("careful", "adaptable").
    if (s.category !== "soft" && /^[a-z]+$/.test(cleaned)) continue;
    add(cleaned, s.category, false, s.mentions);
  }

  // The lexicon's matches the tagger passed over: technical ones anywhere but company information, written like a
  // name ("Jest", "EC2", "relational database"; not one lower-case word such as "regression"); soft skills and
  // certifications/languages only inside requirement blocks, soft ones only as phrases ("attention to detail", not
  // "efficient"). Where a mention counts as a requirement is decided later, by its section and wording.
  lexiconExtractor ??= createSkillExtractor(knowledge.skills, null);
  // Character masks keep every lookup O(1) (a posting can name thousands of skills).
  const taken = new Uint8Array(text.length + 1);
  for (const s of byKey.values()) for (const m of s.mentions) taken.fill(1, m.start, m.end);
  const overlaps = (a: number, b: number) => taken.subarray(a, b).includes(1);
  const spansOf = (keep: (s: Segment) => boolean) => {
    const mask = new Uint8Array(text.length + 1);
    for (const s of segments) if (keep(s)) mask.fill(1, s.start, s.end);
    return mask;
  };
  const within = (mask: Uint8Array, a: number) => mask[a] === 1;
  const notAbout = spansOf((s) => s.section !== "about");
  const blocks = spansOf((s) => s.section === "required" || s.section === "preferred" || s.section === "experience" || s.section === "education");
  const requirementBlocks = spansOf((s) => s.section === "required" || s.section === "preferred");
  const extra = nonEnglish ? [] : lexiconExtractor(text, sections);
  // The longest of overlapping lexicon matches ("Microsoft Word", not also "Microsoft").
  const longest = new Uint16Array(text.length + 1);
  for (const s of extra) for (const m of s.mentions) for (let i = m.start; i < m.end; i++) longest[i] = Math.max(longest[i]!, Math.min(65535, m.end - m.start));
  const isLongest = (m: { start: number; end: number }) => {
    for (let i = m.start; i < m.end; i++) if (longest[i]! > m.end - m.start) return false;
    return true;
  };
  for (const s of extra) {
    const mentions = s.mentions.filter((m) => {
      if (overlaps(m.start, m.end) || !isLongest(m)) return false;
      if (s.category === "technical") return within(notAbout, m.start) && (isProduct(s.name) ? !inCapitalsLine(text, m) : writtenLikeName(text, m));
      if (s.category === "soft") return within(blocks, m.start) && /\s/.test(m.text.trim());
      return within(requirementBlocks, m.start) && /[A-Z]/.test(m.text);
    });
    if (mentions.length) add(s.name, s.category, true, mentions);
  }
  const out = [...byKey.values()];
  for (const s of out) s.mentions.sort((a, b) => a.start - b.start || a.end - b.end);
  return out.sort((a, b) => a.mentions[0]!.start - b.mentions[0]!.start);
}

// Skills named by the lists of software products and languages (GitHub Linguist, Devicon, StackShare, Simple Icons):
// "Python" at the start of a sentence is still Python; "Teaching" there is a word.
const PRODUCT_LISTS = new Set(["linguist", "devicon", "stackshare", "icons"]);
let productBits: number | undefined;
function isProduct(name: string): boolean {
  productBits ??= (skillsFile as unknown as SkillsFile).sources.reduce((bits, source, i) => (PRODUCT_LISTS.has(source) ? bits | (1 << i) : bits), 0);
  const skill = knowledge.skills.byName(name);
  return skill !== undefined && (skill.sources & productBits) !== 0;
}

function inCapitalsLine(text: string, m: { start: number; end: number; text: string }): boolean {
  const lineStart = text.lastIndexOf("\n", m.start - 1) + 1;
  let lineEnd = text.indexOf("\n", m.end);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, Math.min(lineEnd, lineStart + 300));
  return line.length > m.text.trim().length + 3 && !/[a-z]/.test(line);
}

/**
 * A mention written like a product's name rather than a common word: "NetSuite", "jQuery", "AWS", "EC2", "C++",
 * "Node.js"; or capitalised inside a sentence ("tests with Jest", "Experience with Apache Spark") but not as the
 * first word of a line or sentence ("Teaching ...", "Developed ...") nor in a line written all in capitals.
 */
function writtenLikeName(text: string, m: { start: number; end: number; text: string }): boolean {
  const t = m.text.trim();
  // A heading in capitals ("TEACHING EXPERIENCE") is not a name.
  if (/[a-z][A-Z]|[A-Z]{2}|\d|[+#]|\w\.\w|^\./.test(t)) return !inCapitalsLine(text, m);
  if (!/^[A-Z]/.test(t) || !t.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w))) return false;
  const before = text.slice(Math.max(0, m.start - 3), m.start);
  // Sentence or line start, or a bullet: a capital there says nothing.
  // Two or more spaces stand for a line break in flattened text.
  return m.start > 0 && !/(?:^|[.!?:;•·▪\n]\s*|\n\s*[-*]\s*|\s{2})$/.test(before) && /(?:[\p{Ll},(/&]|\s(?:and|or|with|in|of|on)) ?$/u.test(text.slice(Math.max(0, m.start - 6), m.start));
}

// List completion: in a list whose other items are skills, a short item written like a name is a skill too
// ("Oracle, Hyperion, OBIEE, SAP"; "Python/Django"; "HTTP, RESTful APIs and WebSockets"). The knowledge base
// cannot know every product a posting names; the list says what kind of word it is.
const ITEM_SEPARATOR = /\s*(?:,|;|\/|\||\(|\)|\s&\s|\s+and\/or\s+|\s+and\s+|\s+or\s+|:\s)\s*/g;
const NAME_WORD = /^(?:[A-Z][A-Za-z0-9.+#-]*|[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z]*\d[A-Za-z0-9.]*|[A-Z0-9.+#]{2,})$/;
const NOT_NAME =
  /^(?:the|a|an|our|we|you|your|this|that|these|those|experience|knowledge|strong|good|excellent|ability|etc|other|others|similar|related|equivalent|including|such|like|must|years?|plus|bonus|and|or|with|in|of|for|to|on|at|by|from|as|is|are|be|will|should|can|may|all|any|some|one|two|three|minimum|preferred|required|bachelor|master|degree|e\.?g|i\.?e|eg|ie|ms|mr|mrs|dr|inc|ltd|llc|english|team|teams|skills?|tools?|frameworks?|libraries|languages?|systems?|databases?|services|platforms?|solutions|technologies|concepts|applications?|environment|management|engineering|design|development|sales|marketing|finance|support|operations|business|clients?|customers?|users?|partners?)$/i;

const ROLE_TAIL = /\s+(?:developers?|engineers?|programmers?|consultants?|specialists?|administrators?|architects?|templates?|projects?)$/i;

function nameLike(item: string): boolean {
  if (item.length < 2 || item.length > 40 || /\s{2}|\\x/.test(item)) return false;
  // Versions and numbers ("10g", "9i", "3.x", "II"), durations ("1year 6months").
  if (/^(?:\d[\w.]*|[ivx]+)$/i.test(item) || (/\d/.test(item) && /\s/.test(item))) return false;
  const words = item.split(/\s+/);
  if (words.length > 3) return false;
  if (NOT_NAME.test(words[0]!) || NOT_NAME.test(words[words.length - 1]!)) return false;
  if (/^\d+(?:\.\d+)?%?$/.test(item)) return false;
  return words.every((w) => NAME_WORD.test(w));
}

function completeLists(text: string, segments: Segment[], skills: RawSkill[]) {
  const mentions = skills.flatMap((s) => s.mentions.map((m) => ({ start: m.start, end: m.end, category: s.category }))).sort((a, b) => a.start - b.start);
  const added = new Map<string, RawSkill>();
  let mi = 0;
  for (const seg of segments) {
    if (seg.section === "about" || seg.clauses.every((c) => c.importance === null)) continue;
    while (mi < mentions.length && mentions[mi]!.start < seg.start) mi++;
    const inSeg: typeof mentions = [];
    for (let k = mi; k < mentions.length && mentions[k]!.start < seg.end; k++) inSeg.push(mentions[k]!);
    if (!inSeg.length) continue;
    // Items between separators; a sentence end breaks the list.
    const items: { start: number; end: number; anchor: SkillCategory | null; breakBefore: boolean }[] = [];
    let from = 0;
    let breakNext = false;
    const t = seg.text;
    const close = (a: number, b: number, sepText: string) => {
      let s0 = a;
      let e0 = b;
      while (s0 < e0 && /[\s"'“”‘’.:-]/.test(t[s0]!)) s0++;
      while (e0 > s0 && /[\s"'“”‘’.:!?-]/.test(t[e0 - 1]!)) e0--;
      if (e0 > s0) {
        const abs0 = seg.start + s0;
        const abs1 = seg.start + e0;
        const inside = inSeg.filter((m) => m.start >= abs0 && m.end <= abs1);
        // The item's skill: one that covers most of it, or (for a phrase) ends it ("constructs of HTTP").
        // "Advanced Excel skills": the item's words after the skill are posting words.
        const core = abs0 + t.slice(s0, e0).replace(TRAIL_WORDS, "").length;
        const anchor = inside.find((m) => m.end - m.start >= 0.6 * (abs1 - abs0) || core - m.end <= 1) ?? null;
        items.push({ start: abs0, end: abs1, anchor: anchor ? anchor.category : null, breakBefore: breakNext || items.length === 0 });
      }
      breakNext = /[.;!?]\s|[.;!?]$/.test(sepText) || /[.!?]$/.test(t.slice(a, b).trim());
    };
    for (const m of allMatches(ITEM_SEPARATOR, t)) {
      close(from, m.index!, m[0]);
      from = m.index! + m[0].length;
    }
    close(from, t.length, "");
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (item.anchor) continue;
      const neighbours = [items[i - 1] && !item.breakBefore ? items[i - 1] : undefined, items[i + 1] && !items[i + 1]!.breakBefore ? items[i + 1] : undefined];
      const anchors = neighbours.filter((n) => n?.anchor).map((n) => n!.anchor!);
      if (!anchors.length) continue;
      // One skill beside it is enough after a slash ("Python/Django"); otherwise the list needs two skills.
      const slash = (items[i - 1]?.anchor && /^\s*\/\s*$/.test(text.slice(items[i - 1]!.end, item.start))) || (items[i + 1]?.anchor && /^\s*\/\s*$/.test(text.slice(item.end, items[i + 1]!.start)));
      let run = 0;
      for (let k = i - 1; k >= 0 && !items[k + 1]!.breakBefore; k--) if (items[k]!.anchor) run++;
      for (let k = i + 1; k < items.length && !items[k]!.breakBefore; k++) if (items[k]!.anchor) run++;
      if (!slash && run < 2) continue;
      // "Django developers", "Jinja2 templates": the name without the posting's words after it.
      const full = text.slice(item.start, item.end);
      const surface = full.replace(ROLE_TAIL, "").replace(TRAIL_WORDS, "");
      item.end = item.start + surface.length;
      if (!nameLike(surface)) continue;
      // A plain capitalised word at the start of a sentence is no evidence of a name ("Implementation/fine-tuning").
      if (item.breakBefore && /^[A-Z][a-z]+$/.test(surface)) continue;
      const known = lookup(surface);
      const name = known?.name ?? surface;
      const key = skillKey(name);
      if (!key || STOP_SKILLS.has(key) || ROLE_NOUN.test(key.split(" ").pop()!)) continue;
      const category: SkillCategory = known?.category ?? (anchors.every((a) => a === "soft") ? "soft" : "technical");
      let entry = added.get(key) ?? skills.find((s) => skillKey(s.name) === key);
      if (!entry) added.set(key, (entry = { name, category, known: known !== undefined, mentions: [] }));
      if (!entry.mentions.some((x) => x.start === item.start)) entry.mentions.push({ start: item.start, end: item.end, text: surface });
      // The new item anchors the next one ("SAP, OBIEE, Hyperion").
      item.anchor = category;
    }
  }
  for (const s of added.values()) skills.push(s);
  for (const s of skills) s.mentions.sort((a, b) => a.start - b.start || a.end - b.end);
  skills.sort((a, b) => a.mentions[0]!.start - b.mentions[0]!.start);
}

const NOT_A_REQUIREMENT = new Set(["written", "verbal", "spoken", "oral"]);

// ------------------------------------------------------------------------------------------------- lists

// Text between two skills of one list: separators and connectives only.
const LIST_GAP = /^[\s,;/|&()[\]]*(?:(?:and\/or|or|and|&|as well as|plus|\/)[\s,()]*)?$/i;
const OR_GAP = /\bor\b|\/|\|/i;
// What introduces examples: any one of them will do.
// (At most one word-like item that is not a skill may come first: "technology like email, Google Slides and ...".)
const INTRO =
  /(?:such as|e\.?g\.?,?|for example|for instance|like|including|incl\.?|i\.?e\.?,?|one or more of(?: the following)?|(?:at least )?one of(?: the following)?|any of(?: the following)?|either)[\s:,(]*(?:[\w.-]{1,20}[\s]*,\s*)?$/i;
/** A mention that names a kind of thing rather than one product ("NoSQL databases", "web templating engine"). */
/** A mention that names a kind: its last word does ("relational databases"), or the word right after it ("web templating engine"). */
const namesKind = (text: string, m: { start: number; end: number }) => KIND_NOUN.test(text.slice(m.start, m.end)) || KIND_NOUN.test(text.slice(m.start, m.end) + (/^\s+\p{L}+/u.exec(text.slice(m.end, m.end + 20))?.[0] ?? ""));
const KIND_NOUN = /\b(?:engines?|frameworks?|databases?|languages?|tools?|librar(?:y|ies)|platforms?|services?|stores?|servers?|technologies|suites?|packages?|environments?)$/i;
const ETC_AFTER = /^[\s,]*(?:etc\.?|and so on|and similar|or similar|or equivalent|or other)/i;

type Mention = { key: string; start: number; end: number };

/** Skill groups of one clause span: lists joined by "or" or introduced by "such as" are alternatives. */
function groupsOf(text: string, mentions: Mention[]): { keys: string[]; anyOf: boolean }[] {
  const out: { keys: string[]; anyOf: boolean }[] = [];
  let i = 0;
  while (i < mentions.length) {
    let j = i;
    let sawOr = false;
    while (j + 1 < mentions.length) {
      const gap = text.slice(mentions[j]!.end, mentions[j + 1]!.start);
      if (gap.length > 30 || !LIST_GAP.test(gap)) break;
      if (OR_GAP.test(gap)) sawOr = true;
      j++;
    }
    const first = mentions[i]!;
    const last = mentions[j]!;
    const before = text.slice(Math.max(0, first.start - 40), first.start);
    const after = text.slice(last.end, last.end + 20);
    const introduced = INTRO.test(before);
    let keys = mentions.slice(i, j + 1).map((m) => m.key);
    // "NoSQL databases, such as MongoDB": the named kind is one of the alternatives too. In "a templating engine for
    // Python such as Jinja2" the kind is the engine, not Python: a kind named a little earlier wins.
    const kindAt = introduced ? [i - 1, i - 2].find((k) => k >= 0 && first.start - mentions[k]!.end <= 60 && namesKind(text, mentions[k]!)) : undefined;
    const kindGroup = kindAt === undefined ? -1 : out.findIndex((g) => g.keys.length === 1 && g.keys[0] === mentions[kindAt]!.key);
    if (kindAt !== undefined && kindAt < i - 1 && kindGroup >= 0) {
      out.splice(kindGroup, 1);
      keys = [mentions[kindAt]!.key, ...keys];
    } else if (introduced && out.length) {
      const prev = mentions[i - 1];
      const head = out[out.length - 1]!;
      if (prev && head.keys.length === 1 && head.keys[0] === prev.key) {
        const between = text.slice(prev.end, first.start);
        if (between.length <= 40 && /^[\s\w-]{0,25}[\s,(]*(?:such as|e\.?g\.?|like|including|for example)[\s:,(]*$/i.test(between)) {
          out.pop();
          keys = [prev.key, ...keys];
        }
      }
    }
    // "Python/Django", "Java/Spring": a language and its framework joined by a slash are both asked for.
    const slashPair = keys.length === 2 && !introduced && /^\s*\/\s*$/.test(text.slice(first.end, last.start)) && related(keys[0]!, keys[1]!);
    const anyOf = keys.length > 1 && !slashPair && (sawOr || introduced || ETC_AFTER.test(after));
    const unique = [...new Set(keys)];
    if (anyOf) out.push({ keys: unique, anyOf: unique.length > 1 });
    else for (const k of unique) out.push({ keys: [k], anyOf: false });
    i = j + 1;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------- years

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const NUM = "(\\d{1,2}(?:\\.\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)";
const YEARS_RANGE = new RegExp(`\\b${NUM}\\s*\\+?\\s*(?:-|–|—|to)\\s*${NUM}\\s*\\+?\\s*(?:years?|yrs?)(?![a-z])`, "gi");
const YEARS_ONE = new RegExp(
  `(?:\\b(at least|minimum(?: of)?|min\\.?|over|more than|no less than|up to|upto|maximum(?: of)?|max\\.?|around|about|approximately|approx\\.?)\\s+)?\\b${NUM}\\s*(\\+|plus)?\\s*(?:years?|yrs?)(?![a-z])`,
  "gi",
);
const MONTHS_ONE = new RegExp(`\\b${NUM}\\s*\\+?\\s*months?(?![a-z])`, "gi");
const EXPERIENCE_CONTEXT =
  /\b(?:experience|exp|experienced|background|track record|industry|in the field|work(?:ing)?|professional|hands[- ]on|managing|leading|developing|programming|building|as an? |in an? (?:similar |related )?(?:role|position|capacity))\b/i;
const NOT_EXPERIENCE = /\b(?:old|of age|aged?|ages|warranty|contract|guarantee|founded|in business|anniversary|history|since \d|countries|cities|customers|clients|retention|vesting|cliff|leave|notice)\b/i;

/** What joins a number of years to the skill it is of: "of", "with", "in", "using", "of hands-on", "of professional". */
const YEARS_OF = /^\s*(?:of|with|in|using|working with|programming in)\s+(?:(?:hands-on|professional|commercial|production|solid|strong)\s+)?(?:experience\s+(?:with|in|using)\s+)?$/i;
const EXPERIENCE_WORD = /\bexperience\b/i;

const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

/** Years of experience asked for in one segment (already known to be a requirement). */
// "React: 2 years (Required)": years of one skill or subject, Indeed style; "total work: 3 years" is general.
const SUBJECT_YEARS = /^([^:]{1,60}):\s*\d/;
const GENERAL_SUBJECT = /^(?:(?:total )?work|total|experience|overall|industry|professional|relevant)(?: experience)?$/i;

/** Years of experience asked for in one segment: each number of years with experience wording near it. */
function yearsIn(seg: Segment, mentions: Mention[] = []): YearsMention[] {
  const t = seg.text;
  // "5+ years of Python", "3 years with React": years of a skill the posting names right after them.
  const ofSkill = (end: number) =>
    mentions.some((m) => m.start - seg.start >= end && m.start - seg.start - end <= 30 && YEARS_OF.test(t.slice(end, m.start - seg.start)));
  const inExperience = seg.section === "experience";
  const subject = SUBJECT_YEARS.exec(t);
  const general = !subject || GENERAL_SUBJECT.test(subject[1]!.trim());
  const out: YearsMention[] = [];
  const taken: [number, number][] = [];
  const add = (start: number, end: number, min: number, max: number | null) => {
    if (min > 40 || (max !== null && max > 45)) return;
    // Experience wording within the 80 characters around the number, nothing saying it is about something else.
    const around = t.slice(Math.max(0, start - 80), Math.min(t.length, end + 80));
    const after = t.slice(end, Math.min(t.length, end + 30));
    const skill = ofSkill(end);
    if (!inExperience && !subject && !skill && !EXPERIENCE_CONTEXT.test(around)) return;
    if (NOT_EXPERIENCE.test(after) || NOT_EXPERIENCE.test(t.slice(Math.max(0, start - 25), start))) return;
    const importance = importanceAt(seg, seg.start + start);
    if (!importance) return;
    taken.push([start, end]);
    out.push({ min, max, text: t.slice(start, end), importance, start: seg.start + start, end: seg.start + end, general: general && !(skill && !EXPERIENCE_WORD.test(after)) });
  };
  for (const m of allMatches(YEARS_RANGE, t)) {
    const a = toNumber(m[1]!);
    const b = toNumber(m[2]!);
    if (b >= a) add(m.index!, m.index! + m[0].length, a, b);
  }
  for (const m of allMatches(YEARS_ONE, t)) {
    const s = m.index!;
    const e = s + m[0].length;
    if (taken.some(([a, b]) => s < b && e > a)) continue;
    const q = (m[1] ?? "").toLowerCase();
    const n = toNumber(m[2]!);
    if (/^(?:up ?to|max)/.test(q)) add(s, e, 0, n);
    else add(s, e, n, null);
  }
  if (!out.length && /\bexperience\b/i.test(t)) {
    for (const m of allMatches(MONTHS_ONE, t)) add(m.index!, m.index! + m[0].length, Math.round((toNumber(m[1]!) / 12) * 100) / 100, null);
  }
  return out;
}

// ------------------------------------------------------------------------------------------------- education

const EDUCATION_CONTEXT =
  /\b(?:degree|bachelor(?:'|’)?s?\b|master(?:'|’)s\b|masters\b|master of|ph\.?\s?d|doctora|diploma|graduat|qualification|education|b\.\s?(?:tech|e|sc|s|com)\b|m\.\s?(?:tech|e|sc|s|com)\b)/i;
const DEGREE_ABBREVIATION_USE = /\b(?:[BM]\.?[SAE]\.?|B\.?Sc|M\.?Sc|Msc|Bsc|MBA|MCA|BCA|BBA|B\.?Tech|M\.?Tech|BEng|MEng|PhD)\s*(?:in\b|\/|or\b|and\b|,|degree|$)/;

/** The degree a segment asks for, read from the sentence that names it. */
function educationIn(seg: Segment): EducationRequirement | null {
  if (!degreeLevels(seg.text).length) return null;
  const cuts = [0, ...sentenceBreaks(seg.text), seg.text.length];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const t = seg.text.slice(cuts[k]!, cuts[k + 1]!);
    const levels = degreeLevels(t);
    if (!levels.length) continue;
    if (seg.section !== "education" && !EDUCATION_CONTEXT.test(t) && !DEGREE_ABBREVIATION_USE.test(t)) continue;
    // A degree is a requirement wherever it is named, unless its wording or its block says it is a nice-to-have.
    const importance: Importance = clauseCue(t) ?? (seg.section === "preferred" ? "preferred" : "must");
    const level = levels[0]!;
    return {
      level,
      levelName: LEVEL_NAMES[level],
      fields: degreeFields(t),
      relatedFieldsAccepted: RELATED_FIELD.test(t),
      equivalentExperienceAccepted: EQUIVALENT_EXPERIENCE.test(t) && /\bexperience\b/i.test(t),
      importance,
      text: t.trim(),
    };
  }
  return null;
}

function describeEducation(e: EducationRequirement): string {
  const importance = e.importance === "preferred" ? "preferred" : "required";
  const fields = e.fields.length ? ` in ${e.fields.join(", ")}${e.relatedFieldsAccepted ? " or a related field" : ""}` : "";
  return `${e.levelName}${fields} (${importance}${e.equivalentExperienceAccepted ? "; equivalent practical experience accepted" : ""})`;
}

// ------------------------------------------------------------------------------------------------- title

const TITLE_LABEL = /^(?:job title|position title|title|position|role|job role|designation|opening)\s*[:\-–]\s*(.{3,100})$/i;
const LOOKING_FOR =
  /\b(?:looking for|seeking|hiring|searching for)\s+(?:an?|the|our)?\s*(?:(?:outstanding|experienced|talented|skilled|motivated|highly motivated|passionate|dynamic|incredible|great|seasoned|dedicated|enthusiastic|energetic|proactive|creative|strong)\s+)*([A-Za-z][\w+#./&-]*(?:\s+[A-Za-z][\w+#./&-]*){0,5}?)\s+(?:to\b|with\b|who\b|that\b|for\b|in\b|based\b|at\b|will\b|,|\.)/i;
const NOT_TITLE_START = /^(?:we|our|the|this|about|you|as|in|at|join|are|do|if|company|location|salary|job type|department)\b/i;

function undouble(s: string): string {
  // Some DOCX exports repeat the title ("Director, CloudDirector, Cloud").
  if (s.length % 2 === 0 && s.length >= 8) {
    const half = s.length / 2;
    if (s.slice(0, half) === s.slice(half)) return s.slice(0, half);
  }
  return s;
}

function titleLike(t: string): boolean {
  const words = t.split(/\s+/).length;
  return t.length >= 3 && t.length <= 120 && words <= 16 && /\p{Lu}/u.test(t) && !/[.!?]$/.test(t) && !NOT_TITLE_START.test(t) && !/\d{3,}/.test(t) && !/@|https?:/.test(t);
}

/** "Python", "SQL, Tableau": a first line that only names skills, with no job-title word, is no title. */
function skillsOnly(t: string): boolean {
  if (titleScore(t) > 0) return false;
  const parts = t.split(/\s*(?:,|\/|\band\b|&)\s*/).filter(Boolean);
  return parts.length > 0 && parts.every((p) => !!knowledge.skills.byName(p));
}

function findTitle(segments: Segment[]): { title: string | null; segment: number } {
  const first = segments.findIndex((s) => s.text.trim().length > 0);
  if (first >= 0) {
    const s = segments[first]!;
    const t = undouble(s.text.trim());
    const labelled = TITLE_LABEL.exec(t);
    if (labelled) return { title: undouble(labelled[1]!.trim()), segment: first };
    if (!s.bulleted && titleLike(t) && !skillsOnly(t) && !(s.isHeading && s.section !== "intro" && /[:：]$/.test(t))) return { title: t, segment: first };
  }
  for (let i = 0; i < Math.min(segments.length, 15); i++) {
    const m = TITLE_LABEL.exec(segments[i]!.text.trim());
    if (m && titleLike(m[1]!.trim())) return { title: undouble(m[1]!.trim()), segment: i };
  }
  for (let i = 0; i < Math.min(segments.length, 10); i++) {
    const m = LOOKING_FOR.exec(segments[i]!.text.slice(0, 400));
    if (m && !/^(?:someone|people|candidates?|individuals?|person|a)$/i.test(m[1]!)) return { title: m[1]!.trim(), segment: -1 };
  }
  return { title: null, segment: -1 };
}

// ------------------------------------------------------------------------------------------------- language

const ENGLISH_WORDS = new Set(
  (
    "the and of to a in with for is are you we our will be on as or an your this that by at from have has who can " +
    "experience skills work team working ability years strong knowledge development required preferred responsibilities " +
    "requirements qualifications job role about using other all its it their they us into across such within"
  ).split(" "),
);

/** Share of words that are common English words (0-1); about 0.3-0.5 for English prose, near 0 for others. */
function englishShare(text: string): { share: number; words: number } {
  let words = 0;
  let english = 0;
  for (const m of allMatches(/\p{L}+/gu, text.slice(0, 6000))) {
    words++;
    if (ENGLISH_WORDS.has(m[0].toLowerCase())) english++;
  }
  return { share: words ? english / words : 0, words };
}

// ------------------------------------------------------------------------------------------------- parse

/** The text the parser reads: the input capped at MAX_JOB_DESCRIPTION_CHARS, cut at a space when one is near. */
export function capJobText(text: string): { text: string; truncated: boolean } {
  if (text.length <= MAX_JOB_DESCRIPTION_CHARS) return { text, truncated: false };
  let cut = MAX_JOB_DESCRIPTION_CHARS;
  // Do not split a surrogate pair, and prefer a line or word boundary in the last 200 characters.
  const tail = text.slice(cut - 200, cut);
  const nl = tail.lastIndexOf("\n");
  const sp = tail.lastIndexOf(" ");
  if (nl >= 0) cut = cut - 200 + nl;
  else if (sp >= 0) cut = cut - 200 + sp;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return { text: text.slice(0, cut), truncated: true };
}

const MAX_REQUIREMENTS = 60;

/** Everything the comparison needs about a posting. */
export function analyzeJobDescription(input: string): JobAnalysis {
  const { text, truncated } = capJobText(typeof input === "string" ? input : "");
  const lang = englishShare(text);
  const nonEnglish = lang.words >= 15 && lang.share < 0.08;
  const segments = segmentJob(text);
  const { title, segment: titleSegment } = findTitle(segments);
  if (titleSegment >= 0) {
    // The title line is the posting's name, never a heading. Its skills count as nice-to-haves: the body says
    // whether they are required ("Backend Developer - Python/Django" ... "Python/Django developers with 2-4 years").
    const s = segments[titleSegment]!;
    segments[titleSegment] = { ...s, isHeading: false, section: "intro", clauses: [{ start: s.start, end: s.end, importance: "preferred" }] };
  }

  const raw = postingSkills(text, segments, nonEnglish);
  if (!nonEnglish) completeLists(text, segments, raw);
  const mentionList: (Mention & { seg: number })[] = [];
  {
    // Each mention is placed in its segment by a merge walk (both are in text order).
    const all = raw.flatMap((s) => s.mentions.map((m) => ({ key: skillKey(s.name), start: m.start, end: m.end })));
    all.sort((a, b) => a.start - b.start || a.end - b.end);
    let si = 0;
    for (const m of all) {
      while (si < segments.length && segments[si]!.end <= m.start) si++;
      if (si < segments.length && segments[si]!.start <= m.start) mentionList.push({ ...m, seg: si });
    }
  }

  const skills: JobSkill[] = raw.map((s) => ({ name: s.name, key: skillKey(s.name), category: s.category, known: s.known, mentions: s.mentions, importance: null }));
  const byKey = new Map(skills.map((s) => [s.key, s]));

  const requirements: JobRequirement[] = [];
  const years: YearsMention[] = [];
  const education: EducationRequirement[] = [];
  const groupsByLine: SkillGroup[][] = [];
  const fieldMentions: [number, number][] = [];
  let mi = 0;
  segments.forEach((seg, index) => {
    const inSeg: Mention[] = [];
    while (mi < mentionList.length && mentionList[mi]!.seg === index) inSeg.push(mentionList[mi++]!);
    const equivalent = /\bor\s+(?:an?\s+)?(?:equivalent|similar|comparable)\b/i.test(seg.text);
    // Mentions grouped by importance clause, then into lists.
    const lineGroups: SkillGroup[] = [];
    let k = 0;
    while (k < inSeg.length) {
      const imp = importanceAt(seg, inSeg[k]!.start);
      let e = k;
      while (e + 1 < inSeg.length && importanceAt(seg, inSeg[e + 1]!.start) === imp) e++;
      const run = inSeg.slice(k, e + 1);
      for (const m of run) {
        const s = byKey.get(m.key);
        if (s) s.importance = stronger(s.importance, imp);
      }
      if (imp) {
        const local = run.map((m) => ({ key: m.key, start: m.start - seg.start, end: m.end - seg.start }));
        for (const g of groupsOf(seg.text, local)) {
          // "written and verbal communication": the adjectives are skills for the evaluation's gold, not
          // requirements on their own.
          if (g.keys.every((k) => NOT_A_REQUIREMENT.has(k))) continue;
          lineGroups.push({ skills: g.keys, anyOf: g.anyOf, importance: imp, substitutable: equivalent, soft: g.keys.every((key) => byKey.get(key)?.category === "soft") });
        }
      }
      k = e + 1;
    }
    const edu = seg.isHeading || seg.section === "about" ? null : educationIn(seg);
    if (edu) {
      // "Bachelor's degree in Accounting, Finance or Data Science": fields of study, not skills asked for.
      for (let g = lineGroups.length - 1; g >= 0; g--) {
        const names = lineGroups[g]!.skills.map((key) => byKey.get(key)?.name ?? key);
        if (names.every(isFieldOfStudy)) lineGroups.splice(g, 1);
      }
      for (const m of inSeg) {
        const skill = byKey.get(m.key);
        if (skill && isFieldOfStudy(skill.name)) fieldMentions.push([m.start, m.end]);
      }
    }
    groupsByLine.push(lineGroups);
    if (seg.isHeading || seg.section === "about") return;
    const yrs = yearsIn(seg, inSeg);
    years.push(...yrs);
    if (edu) education.push(edu);
    const cue = seg.clauses.some((c) => c.importance === "must" || c.importance === "preferred");
    const listed = seg.section === "required" || seg.section === "preferred" || seg.section === "education" || seg.section === "experience";
    const requirementLike = listed || yrs.length > 0 || edu !== null || (cue && seg.section !== "responsibilities" && lineGroups.length > 0);
    if (!requirementLike || index === titleSegment) return;
    const content = seg.text.replace(/\s+/g, " ").trim();
    if (content.length < 3 || !/\p{L}{2}/u.test(content)) return;
    const lineImportance = seg.clauses.reduce<Importance | null>((acc, c) => stronger(acc, c.importance), null) ?? "required";
    requirements.push({
      text: content.length > 300 ? `${content.slice(0, 297)}...` : content,
      start: seg.start,
      end: seg.end,
      importance: lineImportance,
      section: seg.section,
      groups: lineGroups,
      years: yrs.find((y) => y.min > 0) ?? null,
      education: edu,
    });
  });

  // Requirement lines: the first occurrence of each distinct line.
  const seenLines = new Set<string>();
  const uniqueRequirements = requirements.filter((r) => {
    const key = skillKey(r.text);
    if (seenLines.has(key)) return false;
    seenLines.add(key);
    return true;
  });

  const groups = mergeGroups(groupsByLine.flat());
  // Fields of study named only in degree lines are not skills of the posting.
  if (fieldMentions.length) {
    for (const s of skills) s.mentions = s.mentions.filter((m) => !fieldMentions.some(([a, b]) => a === m.start && b === m.end));
    for (let i = skills.length - 1; i >= 0; i--) {
      if (!skills[i]!.mentions.length) {
        byKey.delete(skills[i]!.key);
        skills.splice(i, 1);
      }
    }
  }

  const rank = (i: Importance) => (i === "must" ? 0 : i === "required" ? 1 : 2);
  // The smallest stated minimum: of the general requirements ("at least three years") before skill-specific ones
  // ("React: 2 years"), of must-haves before nice-to-haves.
  const positive = years.filter((y) => y.min > 0);
  const requiredYears = positive.filter((y) => y.importance !== "preferred");
  const tiers = [requiredYears.filter((y) => y.general), requiredYears, positive.filter((y) => y.general), positive];
  const pool = tiers.find((t) => t.length) ?? [];
  const yearsRequired = pool.length ? Math.min(...pool.map((y) => y.min)) : null;

  // The summary lists name each skill family once ("Analytical skills", not also "Analytic").
  const requiredSkills: string[] = [];
  const preferredSkills: string[] = [];
  const families = new Map<string, "required" | "preferred">();
  for (const g of groups) {
    const target = g.importance === "preferred" ? "preferred" : "required";
    for (const key of g.skills) {
      const name = byKey.get(key)?.name ?? key;
      const family = skillKey(knowledge.skills.familyName(name));
      const seen = families.get(family);
      if (seen === "required" || seen === target) continue;
      if (seen === "preferred") preferredSkills.splice(preferredSkills.findIndex((n) => skillKey(knowledge.skills.familyName(n)) === family), 1);
      families.set(family, target);
      (target === "required" ? requiredSkills : preferredSkills).push(name);
    }
  }

  const educationOut = [...education].sort((a, b) => rank(a.importance) - rank(b.importance) || b.level - a.level);
  const educationStrings = [...new Set(educationOut.map(describeEducation))];

  const knownRequirementSkills = new Set(groups.flatMap((g) => g.skills).filter((k) => byKey.get(k)?.known));
  const hasSections = segments.some((s) => s.isHeading && (s.section === "required" || s.section === "preferred" || s.section === "responsibilities" || s.section === "education" || s.section === "experience"));
  const confidence = jobConfidence({
    words: lang.words,
    english: lang.share,
    knownSkills: knownRequirementSkills.size,
    hasSections,
    hasYears: yearsRequired !== null,
    hasEducation: education.length > 0,
    hasTitle: title !== null,
  });

  const parsed: ParsedJob = {
    title,
    requiredSkills,
    preferredSkills,
    yearsRequired,
    education: educationStrings,
    requirements: uniqueRequirements.slice(0, MAX_REQUIREMENTS).map((r) => r.text),
    confidence,
    truncated,
  };
  return {
    parsed,
    text,
    skills,
    groups,
    years,
    yearsAreRequired: requiredYears.length > 0,
    education: educationOut,
    requirements: uniqueRequirements.slice(0, MAX_REQUIREMENTS),
    english: Math.round(lang.share * 1000) / 1000,
    segments,
  };
}

/**
 * One requirement per skill set: the strongest importance wins; an alternatives group that contains a skill
 * already asked for on its own (at least as strongly) says nothing more and is dropped.
 */
function mergeGroups(all: SkillGroup[]): SkillGroup[] {
  const rank = (i: Importance) => (i === "must" ? 3 : i === "required" ? 2 : 1);
  const byId = new Map<string, SkillGroup>();
  for (const g of all) {
    const id = `${g.anyOf ? "any" : "one"}:${[...g.skills].sort().join("|")}`;
    const prev = byId.get(id);
    if (!prev) byId.set(id, { ...g, skills: [...g.skills] });
    else if (rank(g.importance) > rank(prev.importance)) {
      // The strongest mention says what is asked ("SQL ... or equivalent" in the requirements beats "use SQL").
      prev.importance = g.importance;
      prev.substitutable = g.substitutable;
    } else if (rank(g.importance) === rank(prev.importance)) prev.substitutable = prev.substitutable && g.substitutable;
  }
  const groups = [...byId.values()];
  const single = new Map<string, number>();
  for (const g of groups) if (g.skills.length === 1) single.set(g.skills[0]!, Math.max(single.get(g.skills[0]!) ?? 0, rank(g.importance)));
  const kept = groups.filter((g) => g.skills.length === 1 || !g.skills.some((k) => (single.get(k) ?? 0) >= rank(g.importance)));
  // Strongest first, then hard skills before soft ones; order of appearance otherwise (stable sort).
  return kept.sort((a, b) => rank(b.importance) - rank(a.importance) || Number(a.soft) - Number(b.soft));
}

/**
 * How much of the posting was recognised, 0-1: known skills in its requirements (up to 0.45), a recognisable
 * layout (0.15), years (0.1), education (0.1), a title (0.1), plus 0.1 for any text; scaled down for very short
 * texts and capped at 0.2 for a posting that is not in English.
 */
function jobConfidence(f: { words: number; english: number; knownSkills: number; hasSections: boolean; hasYears: boolean; hasEducation: boolean; hasTitle: boolean }): number {
  if (f.words === 0) return 0;
  let c = 0.1 + 0.45 * Math.min(1, f.knownSkills / 6) + (f.hasSections ? 0.15 : 0) + (f.hasYears ? 0.1 : 0) + (f.hasEducation ? 0.1 : 0) + (f.hasTitle ? 0.1 : 0);
  if (f.words < 40) c *= 0.4 + (0.6 * f.words) / 40;
  if (f.words >= 15 && f.english < 0.08) c = Math.min(c, 0.2);
  return Math.round(Math.min(1, Math.max(0, c)) * 100) / 100;
}

/** The posting read into the schema's summary: title, required and preferred skills, years, education, lines. */
export function parseJobDescription(text: string): ParsedJob {
  return analyzeJobDescription(text).parsed;
}
