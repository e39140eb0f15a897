// Degree levels and fields of study, read the same way from a job description's requirement lines and from the
// degrees of a parsed résumé. Every pattern runs on one line or one degree string (short) and is bounded.

export const DEGREE_LEVELS = ["none", "high school", "associate", "bachelor", "master", "doctorate"] as const;
export type DegreeLevel = 0 | 1 | 2 | 3 | 4 | 5;

export const LEVEL_NAMES: Record<DegreeLevel, string> = {
  0: "No degree",
  1: "High school diploma",
  2: "Associate degree or diploma",
  3: "Bachelor's degree",
  4: "Master's degree",
  5: "Doctorate",
};

type LevelPattern = { level: DegreeLevel; re: RegExp };

// Spelled-out forms (any case) and abbreviations (their usual case only: "MS Office" and "ms" are not degrees).
const LEVEL_PATTERNS: LevelPattern[] = [
  { level: 5, re: /\b(?:ph\.?\s?d|doctorate|doctoral|doctor of|d\.phil)\b/i },
  { level: 5, re: /\bPhD\b/ },
  { level: 4, re: /\b(?:master(?:'|’)s\b|masters\b|master(?: of| degree| in)\b|advanced degree|graduate degree|post[- ]?graduate|post[- ]?graduation|m\.(?:tech|sc|com|e|s|eng)\b)/i },
  // "MS" is also Microsoft ("MS Office", "MS SQL").
  { level: 4, re: /\b(?:MS(?!\s+(?:Office|Excel|Word|Access|SQL|Dynamics|Project|Teams|Visio|PowerPoint|Outlook|Windows|Azure|Exchange|SharePoint|Power|Paint|DOS)\b)|M\.S\.?|MSc|MSC|Msc|MA|M\.A\.?|MBA|MCA|ME|M\.E\.?|MEng|MTech|M\.Tech|M\. Tech|PGDM|MPhil|LLM)(?![\w.])/ },
  {
    level: 3,
    re: /\b(?:bachelor(?:'|’)s\b|bachelors\b|bachelor(?: of| degree| in)\b|undergraduate degree|(?:4|four)[- ]year (?:college |university )?degree|university degree|college degree|b\.(?:tech|sc|com|e|s|a|eng)\b|b\. tech\b)/i,
  },
  { level: 3, re: /\b(?:BS|B\.S\.?|BSc|BSC|Bsc|BA|B\.A\.?|BE|B\.E\.?|BEng|BTech|B\.Tech|B\. Tech|BCA|BBA|B\.Com|BCom|LLB)(?![\w.])/ },
  { level: 2, re: /\b(?:associate(?:'|’)?s? degree|associate of|associate in|diploma|HND|foundation degree)\b/i },
  { level: 1, re: /\b(?:high school|secondary school|higher secondary|ged|10th|12th|hsc|ssc|matriculation|a[- ]levels?|gcse)\b/i },
];

// A degree without a level ("a degree in Computer Science", "technical degree"): a bachelor's.
const GENERIC_DEGREE = /\b(?:degree|graduate|graduation)\b/i;
const ADVANCED = /\badvanced\b[^.;]{0,30}\bdegree\b/i;

/** Degree levels named in a line (distinct, lowest first). */
export function degreeLevels(text: string): DegreeLevel[] {
  const t = text.length > 1000 ? text.slice(0, 1000) : text;
  const found = new Set<DegreeLevel>();
  for (const p of LEVEL_PATTERNS) if (p.re.test(t)) found.add(p.level);
  if (ADVANCED.test(t)) found.add(4);
  if (!found.size && GENERIC_DEGREE.test(t) && !/\b(?:degree of|to a degree|high degree|360[- ]degree|some degree)\b/i.test(t)) found.add(3);
  return [...found].sort((a, b) => a - b);
}

/** The level of one degree from a résumé ("B.S. in Computer Science", "MBA"); 0 when unknown. */
export function degreeLevel(degree: string): DegreeLevel {
  const levels = degreeLevels(degree);
  return levels.length ? levels[levels.length - 1]! : 0;
}

// Fields of study, matched as whole words (case-insensitive except the short ones written in capitals).
const FIELDS = [
  "computer science",
  "computer engineering",
  "software engineering",
  "information technology",
  "information systems",
  "electrical engineering",
  "electronics",
  "mechanical engineering",
  "civil engineering",
  "chemical engineering",
  "industrial engineering",
  "engineering",
  "mathematics",
  "applied mathematics",
  "statistics",
  "physics",
  "chemistry",
  "biology",
  "data science",
  "operations research",
  "economics",
  "finance",
  "accounting",
  "business administration",
  "business",
  "marketing",
  "management",
  "commerce",
  "communications",
  "journalism",
  "english",
  "education",
  "psychology",
  "law",
  "nursing",
  "medicine",
  "pharmacy",
  "design",
  "graphic design",
  "architecture",
  "human resources",
  "supply chain",
  "logistics",
];
const FIELD_ABBREVIATIONS: [RegExp, string][] = [
  [/\bCS\b/, "computer science"],
  [/\bIT\b/, "information technology"],
  [/\bEE\b/, "electrical engineering"],
  [/\bECE\b/, "electronics"],
  [/\bSTEM\b/, "STEM"],
];
const FIELD_SET = new Set(FIELDS);

/** True for a name that is a field of study ("Finance", "Computer Science"), as a degree line names it. */
export function isFieldOfStudy(name: string): boolean {
  return FIELD_SET.has(name.toLowerCase().replace(/[^a-z ]+/g, " ").replace(/\s+/g, " ").trim());
}

const FIELD_RES = FIELDS.map((f) => ({ field: f, re: new RegExp(`\\b${f.replace(/ /g, "\\s+")}\\b`, "i") }));

/** Fields of study named in a line, most specific first ("computer science" before "engineering"). */
export function degreeFields(text: string): string[] {
  const t = text.length > 1000 ? text.slice(0, 1000) : text;
  const found: string[] = [];
  for (const { field, re } of FIELD_RES) {
    if (!re.test(t)) continue;
    // "engineering" inside "software engineering" already found is not a field of its own.
    if (found.some((f) => f.includes(field))) continue;
    found.push(field);
  }
  for (const [re, field] of FIELD_ABBREVIATIONS) if (re.test(t) && !found.includes(field)) found.push(field);
  return found;
}

/** "or a related field", "or equivalent": the posting accepts fields (or experience) beyond those it names. */
export const RELATED_FIELD = /\b(?:related|relevant|similar|equivalent|technical|quantitative|stem)\s+(?:technical\s+)?(?:field|discipline|subject|area|degree)s?\b/i;
export const EQUIVALENT_EXPERIENCE = /\bor\s+(?:an?\s+)?equivalent(?:\s+(?:practical|professional|work|relevant|industry))?(?:\s+experience)?\b|\bequivalent\s+(?:practical|professional|work|relevant)\s+experience\b|\bor\s+equivalent\b/i;

// The O*NET knowledge areas (by the lexicon skill each maps to) that a degree in a field shows.
const FIELD_KNOWLEDGE: Record<string, string> = {
  mathematics: "Mathematics",
  "applied mathematics": "Mathematics",
  statistics: "Mathematics",
  physics: "Physics",
  chemistry: "Chemistry",
  "chemical engineering": "Chemistry",
  biology: "Biology",
  economics: "Accounting",
  finance: "Accounting",
  accounting: "Accounting",
  marketing: "Marketing",
  "business administration": "Business management",
  psychology: "Psychology",
  education: "Teaching",
  "human resources": "Human resources",
  "civil engineering": "Construction",
};

/** Knowledge areas a degree shows ("BSc in Mathematics" shows Mathematics); none below an associate degree. */
export function degreeKnowledge(degree: string): string[] {
  const levels = degreeLevels(degree);
  // "High school diploma" reads as levels 1 and 2: a school's subjects are not a field of study.
  if (!levels.length || levels.includes(1) || levels[levels.length - 1]! < 2) return [];
  return [...new Set(degreeFields(degree).flatMap((f) => (FIELD_KNOWLEDGE[f] ? [FIELD_KNOWLEDGE[f]!] : [])))];
}

// The knowledge areas a job title shows by naming the work (a teacher teaches, an accountant keeps accounts).
const TITLE_KNOWLEDGE: [RegExp, string][] = [
  [/\b(?:teachers?|teaching|instructors?|lecturers?|professors?|tutors?)\b/i, "Teaching"],
  [/\b(?:accountants?|accounting|auditors?|bookkeepers?)\b/i, "Accounting"],
  [/\b(?:marketing|marketers?)\b/i, "Marketing"],
  [/\b(?:counsel(?:l)?ors?|counsel(?:l)?ing|therapists?)\b/i, "Counseling"],
  [/\b(?:human resources|recruiters?|HR)\b/, "Human resources"],
  [/\b(?:construction|electricians?|carpenters?|plumbers?|pipefitters?|roofers?|(?:brick|stone)?masons?|ironworkers?|drywall\w*|glaziers?)\b/i, "Construction"],
  [/\bpsychologists?\b/i, "Psychology"],
  [/\bphysicists?\b/i, "Physics"],
  [/\bchemists?\b/i, "Chemistry"],
  [/\b(?:biologists?|microbiologists?)\b/i, "Biology"],
  [/\b(?:mathematicians?|statisticians?|actuar(?:y|ies))\b/i, "Mathematics"],
  [/\btelecom(?:munications)?\b/i, "Telecommunications"],
  [/\b(?:chefs?|cooks?|culinary)\b/i, "Food production"],
  [/\b(?:nurses?|nursing|pharmacists?|physicians?|surgeons?|dentists?|paramedics?|EMTs?|medical assistants?)\b/i, "Medical knowledge"],
  [/\b(?:mechanics?|repairers?|repairm[ae]n)\b/i, "Equipment repair"],
  [/\binstallers?\b/i, "Installation"],
  [/\b(?:(?:truck|delivery|bus|route|tractor-trailer|otr|cdl) drivers?|truckers?)\b/i, "Transportation"],
];

/** Knowledge areas a job title shows ("Mathematics Teacher" shows Teaching). */
export function titleKnowledge(title: string): string[] {
  const t = title.length > 200 ? title.slice(0, 200) : title;
  return TITLE_KNOWLEDGE.filter(([re]) => re.test(t)).map(([, name]) => name);
}
