// `npx tsx scripts/derive-catalog.ts`: derives the compact catalog files in app/.server/analysis/catalog/ from the
// reference data in ../shared/data (learning-resources/, learning-more/, onet-29.3/). Deterministic: the same inputs
// (and the same committed knowledge base, used read-only to name skills canonically) give byte-identical files.
//   learning.json               courses and free resources (OSSU, free-programming-books, cs-video-courses,
//                               MIT OpenCourseWare, OpenStax, CC0/MIT/CC BY curated lists)
//   learning-cc-by-sa-3.0.json  the links only a CC BY-SA 3.0 list holds (Marketing-for-Engineers), under that licence
//   learning-cc-by-sa-4.0.json  the links only a CC BY-SA 4.0 list holds (awesome-social-enterprise), under that licence
//   trends.json                 O*NET Emerging Tasks per occupation; Hot Technology / In Demand counts per technology
//   job-zones.json              O*NET Job Zone Reference; education and related experience by job zone and occupation
// Input: CATALOG_DATA_DIR (default ../shared/data); output: CATALOG_OUT_DIR (default app/.server/analysis/catalog).
// Re-run after `npm run knowledge` (skill names come from it).
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ALIAS_FLAGS, knowledge } from "~/.server/analysis/knowledge";
import type { JobZonesFile, LearningFile, LearningRecord, LearningSource, TrendsFile } from "~/.server/analysis/catalog/types";

const dataDir = resolve(process.env.CATALOG_DATA_DIR ?? "../shared/data");
const outDir = resolve(process.env.CATALOG_OUT_DIR ?? "app/.server/analysis/catalog");
if (!existsSync(join(dataDir, "learning-resources")) || !existsSync(join(dataDir, "onet-29.3"))) {
  console.error(`No reference data at ${dataDir} (set CATALOG_DATA_DIR to the folder holding learning-resources/, onet-29.3/ ...).`);
  process.exit(1);
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(dataDir, path), "utf8")) as T;
const readTsv = (path: string) => {
  const [head, ...rows] = readFileSync(join(dataDir, path), "utf8").replace(/\r/g, "").split("\n").filter(Boolean);
  const cols = head!.split("\t");
  return rows.map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ""])) as Record<string, string>;
  });
};

// ---------------------------------------------------------------------------------------------- skill names

const key = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
const aliasSkill = new Map<string, number>();
for (const a of knowledge.skills.aliases) {
  // List-only aliases are ambiguous words ("Growth", "Design") and are not used to name a subject.
  if (a.flags & ALIAS_FLAGS.LIST) continue;
  if (!aliasSkill.has(a.key)) aliasSkill.set(a.key, a.skill);
}
const lookup = (label: string): string | undefined => {
  const byName = knowledge.skills.byName(label);
  if (byName) return byName.name;
  const alias = aliasSkill.get(key(label));
  return alias === undefined ? undefined : knowledge.skills.skills[alias]!.name;
};

/**
 * Subject labels the lexicon does not name, or names differently, mapped by hand. Keyed by "source kind:label"
 * first, then by label: "Management" is people management in the curated leadership lists but the business
 * discipline (O*NET "Administration and Management") in MIT OpenCourseWare and OpenStax.
 */
const LABEL_SKILLS: Record<string, string[]> = {
  "curated:Management": ["Team management"],
  "ocw:Management": ["Business management"],
  "openstax:Management": ["Business management"],
  "Engineering Management": ["Team management"],
  "New Managers": ["Team management"],
  "Managing Managers": ["Team management"],
  "Transitioning from Individual Contributor to Manager": ["Team management"],
  "Engineering to Management Transition": ["Team management"],
  "Team Leadership & Management": ["Team management", "Leadership"],
  "openstax:Spreadsheets": ["Excel"],
  "openstax:Microsoft Office": ["MS Office"],
  "openstax:Presentations": ["PowerPoint"],
  // "Apollo" alone no longer names Apollo GraphQL in the lexicon (Apollo root cause analysis, the Apollo programme).
  "GraphQL & Apollo": ["GraphQL", "Apollo GraphQL"],
  "openstax:Word Processing": ["Microsoft Word"],
  "Presentations": ["Public speaking"],
  "Teaching and Education": ["Teaching"],
  "Curriculum and Teaching": ["Teaching", "Curriculum development"],
  "Probability and Statistics": ["Statistics"],
  "Business Statistics": ["Statistics"],
  "Algorithms & Data Structures": ["Algorithms", "Data structures"],
  "Algorithms and Data Structures": ["Algorithms", "Data structures"],
  "Data Structures and Algorithms": ["Algorithms", "Data structures"],
  "Security": ["Information security"],
  "Security & Privacy": ["Information security"],
  "Financial Accounting": ["Accounting"],
  "Managerial Accounting": ["Accounting", "Budgeting"],
  "Clinical Skills": ["Nursing"],
  "Patient Care": ["Nursing"],
  "Medical-Surgical Nursing": ["Nursing"],
  "Digital Marketing": ["Digital marketing", "Marketing"],
  "Advertising": ["Marketing"],
  "Sales": ["Sales"],
  "Human Resources": ["Human resources"],
  "Industrial Relations and Human Resource Management": ["Human resources"],
  "Customer Research & User Experience": ["User research"],
  "Database Systems": ["Databases"],
  "Databases": ["Databases"],
  "Hiring": ["Recruitment"],
  "Recruiting": ["Recruitment"],
  "Interviewing": ["Recruitment"],
  "Startups": ["Entrepreneurship"],
  "Small Business": ["Entrepreneurship"],
  "Calculus": ["Mathematics"],
  "Linear Algebra": ["Mathematics"],
  "Differential Equations": ["Mathematics"],
  "Math for Computer Scientist": ["Mathematics"],
  "Public Health": ["Public health"],
};
// Technology names that are also ordinary English words, or too short to find safely in a title.
const NAME_DENY = new Set(
  ["Excel", "Word", "Access", "Project", "Spring", "CS", "Vision", "World", "Fall", "Summer", "Winter", "Lab", "Labs", "Enterprise", "Simulation", "Edge", "XD", "Safari", "Middleware", "EAI", "Outlook", "Teams", "Go", "Swift", "Spark", "Windows", "Unity", "Box", "Slack", "Zoom", "Chef", "Puppet",
    "Make", "Basic", "Processing", "Shell", "Notes", "Hack", "Sketch", "Express", "Flow", "Core", "Data", "Design", "Pages", "Numbers", "Keynote",
    "Maple", "Prism", "Stata", "Logo", "Forth", "Self", "Icon", "Io", "J", "D", "V", "Julia", "Ballerina", "Crystal", "Elm", "Red", "Ring", "Nim",
    "Mercury", "Oz", "Pony", "Apex", "Canvas", "Drive", "Meet", "Docs", "Sheets", "Forms", "Jupiter", "Atom", "Brackets", "Visual", "Studio",
    "Agile", "Lean", "Scrum", "Kanban", "Cloud", "Security", "Networking", "Programming", "Mathematics", "Statistics", "Marketing", "Sales",
    "Leadership", "Management", "Communication", "Teaching", "Nursing", "Accounting", "Writing", "Research", "Analysis"].map((s) => s.toLowerCase()),
);

/**
 * Technology skills O*NET flags Hot Technology or In Demand for some occupation: the names gap analyses ask for most.
 * Only these are looked for in titles, and only when the name is not an ordinary word (NAME_DENY) or a numeral.
 */
const technologyNames = (() => {
  const names = new Set<string>();
  for (const o of knowledge.occupations.list) for (const t of knowledge.occupations.technology(o.index)) if (!t.generic && (t.hot || t.inDemand)) names.add(t.name);
  return [...names]
    .filter((n) => n.length >= 2 && !NAME_DENY.has(n.toLowerCase()) && !/^[IVX]+$/.test(n) && /\p{Lu}|\d|[+#.]/u.test(n))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
})();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const firstWord = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}+#.]+/u).find(Boolean) ?? "";
// Patterns grouped by their first word, so a title is only tested against names that can occur in it.
const namePatterns = new Map<string, { name: string; re: RegExp }[]>();
for (const n of technologyNames) {
  const list = namePatterns.get(firstWord(n)) ?? [];
  list.push({ name: n, re: new RegExp(`(?<![\\p{L}\\p{N}+#.])${escape(n)}(?![\\p{L}\\p{N}+#])`, "u") });
  namePatterns.set(firstWord(n), list);
}
const tagged = new Map<string, number>();

/** Technologies named (case-sensitively, as whole words) in a title: "Introduction to Python" -> Python. */
function tagName(name: string): string[] {
  const out = new Set<string>();
  for (const w of new Set(name.toLowerCase().split(/[^\p{L}\p{N}+#.]+/u))) {
    for (const p of namePatterns.get(w) ?? namePatterns.get(w.replace(/\.+$/, "")) ?? []) {
      if (p.re.test(name)) {
        out.add(p.name);
        tagged.set(p.name, (tagged.get(p.name) ?? 0) + 1);
      }
    }
  }
  return [...out];
}

type Mapped = { skills: string[]; topics: string[] };
const unmapped = new Map<string, number>();

/** A subject label as canonical skills where the lexicon has them; the label itself otherwise. */
function mapLabels(labels: string[], sourceKind: string, extra: string[] = []): Mapped {
  const skills = new Set<string>(extra);
  const topics = new Set<string>();
  for (const raw of labels) {
    const label = raw.trim();
    if (!label || /^(misc|related|0 - .*|high school|spanish-language edition)$/i.test(label)) continue;
    const curated = LABEL_SKILLS[`${sourceKind}:${label}`] ?? LABEL_SKILLS[label];
    if (curated) {
      for (const s of curated) skills.add(lookup(s) ?? s);
      continue;
    }
    const direct = lookup(label);
    if (direct) {
      skills.add(direct);
      continue;
    }
    const parts = label.split(/\s*(?:&|\/|,|\band\b)\s*/).filter((p) => p.length > 1);
    const partSkills = parts.length > 1 ? parts.map(lookup) : [];
    if (partSkills.length && partSkills.every(Boolean)) {
      for (const s of partSkills) skills.add(s!);
      continue;
    }
    topics.add(label);
    unmapped.set(label, (unmapped.get(label) ?? 0) + 1);
  }
  for (const s of skills) topics.delete(s);
  return { skills: [...skills].sort(), topics: [...topics].sort() };
}

// ---------------------------------------------------------------------------------------------- platforms

const PLATFORMS: Record<string, string> = {
  "youtube.com": "YouTube", "youtu.be": "YouTube", "udemy.com": "Udemy", "coursera.org": "Coursera", "edx.org": "edX",
  "ocw.mit.edu": "MIT OpenCourseWare", "openstax.org": "OpenStax", "github.com": "GitHub", "github.io": "GitHub Pages",
  "khanacademy.org": "Khan Academy", "freecodecamp.org": "freeCodeCamp", "codecademy.com": "Codecademy", "udacity.com": "Udacity",
  "futurelearn.com": "FutureLearn", "linkedin.com": "LinkedIn", "trailhead.salesforce.com": "Salesforce Trailhead",
  "learn.microsoft.com": "Microsoft Learn", "docs.microsoft.com": "Microsoft Learn", "microsoft.com": "Microsoft",
  "cloud.google.com": "Google Cloud", "developers.google.com": "Google Developers", "grow.google": "Google", "skillshop.withgoogle.com": "Google Skillshop",
  "aws.amazon.com": "AWS", "skillbuilder.aws": "AWS Skill Builder", "explore.skillbuilder.aws": "AWS Skill Builder",
  "onlinecourses.nptel.ac.in": "NPTEL", "nptel.ac.in": "NPTEL", "archive.org": "Internet Archive", "medium.com": "Medium",
  "vimeo.com": "Vimeo", "ted.com": "TED", "harvard.edu": "Harvard", "cs50.harvard.edu": "Harvard CS50", "stanford.edu": "Stanford",
  "berkeley.edu": "UC Berkeley", "cmu.edu": "Carnegie Mellon University", "mooc.fi": "MOOC.fi", "open.hpi.de": "openHPI",
  "learn.mongodb.com": "MongoDB University", "university.mongodb.com": "MongoDB University", "kaggle.com": "Kaggle",
  "hubspot.com": "HubSpot", "academy.hubspot.com": "HubSpot Academy", "cisco.com": "Cisco", "netacad.com": "Cisco Networking Academy",
  "ibm.com": "IBM", "cognitiveclass.ai": "IBM Cognitive Class", "oracle.com": "Oracle", "redhat.com": "Red Hat", "linuxfoundation.org": "Linux Foundation",
  "training.linuxfoundation.org": "Linux Foundation", "fortinet.com": "Fortinet", "hbr.org": "Harvard Business Review", "firstround.com": "First Round Review",
  "amazon.com": "Amazon (book)", "goodreads.com": "Goodreads", "oreilly.com": "O'Reilly", "infoq.com": "InfoQ", "martinfowler.com": "martinfowler.com",
  "mckinsey.com": "McKinsey & Company", "scrum.org": "Scrum.org", "atlassian.com": "Atlassian", "neilpatel.com": "Neil Patel",
  "web.dev": "web.dev", "developer.mozilla.org": "MDN Web Docs", "w3schools.com": "W3Schools", "theodinproject.com": "The Odin Project",
  "programiz.com": "Programiz", "tutorialspoint.com": "Tutorialspoint", "geeksforgeeks.org": "GeeksforGeeks", "infocobuild.com": "InfoCoBuild",
  "classcentral.com": "Class Central", "datacamp.com": "DataCamp", "brilliant.org": "Brilliant", "pluralsight.com": "Pluralsight",
  "egghead.io": "egghead", "scrimba.com": "Scrimba", "frontendmasters.com": "Frontend Masters", "hyperskill.org": "Hyperskill",
  "learning.sap.com": "SAP Learning", "open.sap.com": "openSAP", "salesforce.com": "Salesforce", "mit.edu": "MIT", "nyu.edu": "NYU",
  "yale.edu": "Yale", "princeton.edu": "Princeton", "cornell.edu": "Cornell", "washington.edu": "University of Washington",
  "umich.edu": "University of Michigan", "utexas.edu": "UT Austin", "caltech.edu": "Caltech", "ox.ac.uk": "University of Oxford",
  "cam.ac.uk": "University of Cambridge", "iitm.ac.in": "IIT Madras", "unsw.edu.au": "UNSW", "duolingo.com": "Duolingo",
};

/** The platform of a URL, from its host: a known platform's name, else the host without "www.". */
export function platformOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\d?\./, "");
  } catch {
    return "Web";
  }
  const parts = host.split(".");
  for (let i = 0; i < parts.length - 1; i++) {
    const suffix = parts.slice(i).join(".");
    if (PLATFORMS[suffix]) return PLATFORMS[suffix]!;
  }
  return host;
}

// ---------------------------------------------------------------------------------------------- difficulty and duration

/** Level from the title's own words ("for Beginners", "Advanced ..."), or "" when the title says nothing. */
function levelFromTitle(name: string): string {
  const beginner = /\b(beginners?|introduction|intro|introductory|fundamentals|basics|101|crash course|getting started|first steps|primer|for everyone|from scratch|essentials|elementary|learn\s+\w+\s+in\s+\d+)\b/i.test(name);
  const advanced = /\b(advanced|expert|in[- ]depth|deep dive|graduate|masterclass|mastery)\b/i.test(name);
  const intermediate = /\bintermediate\b/i.test(name);
  if (beginner && advanced) return "Beginner to Advanced";
  if (advanced) return "Advanced";
  if (intermediate) return "Intermediate";
  if (beginner) return "Beginner";
  return "";
}

const TERMS: Record<string, string> = { fall: "Fall", spring: "Spring", summer: "Summer", "january-iap": "January IAP", iap: "January IAP", winter: "Winter" };
/** MIT OpenCourseWare slugs end with the term the course was recorded in ("...-fall-2006/"). */
function ocwTerm(url: string): string {
  const m = /-(fall|spring|summer|winter|january-iap|iap)-(\d{4})\/?$/.exec(url);
  return m ? `${TERMS[m[1]!]} ${m[2]}` : "";
}

// ---------------------------------------------------------------------------------------------- learning catalogs

const sources: LearningSource[] = [];
const sourceIndex = new Map<string, number>();
function source(s: LearningSource): number {
  const existing = sourceIndex.get(s.id);
  if (existing !== undefined) return existing;
  sources.push(s);
  sourceIndex.set(s.id, sources.length - 1);
  return sources.length - 1;
}

type Draft = { name: string; url: string; src: number[]; kind: LearningRecord[3]; skills: string[]; topics: string[]; level: string; duration: string; effort: string; note: string; sa?: "3.0" | "4.0" };
const drafts: Draft[] = [];
const clean = (s: string) =>
  s
    .replace(/\[([^\]]*)\]\([^)]*\)?/g, "$1")
    .replace(/\[|\]|\(\s*\)|:[a-z_]+:/g, "")
    .replace(/\(([^()]*)$/, "$1")
    // "Deep Generative Models - UIUC, Fall 2025)": a closing parenthesis whose opening one the source left out.
    .replace(/^([^()]*)\)$/, "$1")
    .replace(/\*+/g, "")
    .replace(/\s+/g, " ")
    .replace(/^by\s+/i, "")
    .trim();
const validUrl = (u: string) => /^https?:\/\/[^\s]+$/.test(u) && (() => {
  try {
    new URL(u);
    return true;
  } catch {
    return false;
  }
})();

// 1. OSSU
{
  const src = source({ id: "ossu", name: "OSSU Computer Science curriculum", repo: "ossu/computer-science", commit: "acf1cc774628d90f18276571b2fa5c9e66ac2523", license: "MIT", notice: "Copyright (c) 2015-2022 Open Source Society University. Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions: The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND." });
  type Ossu = { section: string; subsection: string | null; name: string; url: string; duration: string; effort: string; prerequisites: string; topics: string[] };
  const stated = (v: string | null | undefined) => (v && /[\p{L}\p{N}]/u.test(v) ? v.trim() : "");
  const LEVEL: Record<string, string> = { "Intro CS": "Beginner", "Core CS": "Intermediate", "Advanced CS": "Advanced", "Final project": "Advanced" };
  for (const c of readJson<Ossu[]>("learning-resources/ossu_cs_courses.json")) {
    if (!validUrl(c.url)) continue;
    const area = c.subsection ? c.subsection.replace(/^(Core|Advanced)\s+/i, "") : "";
    const m = mapLabels([...c.topics, ...(area && area !== "CS Tools" ? [area] : [])], "ossu", tagName(c.name));
    drafts.push({
      name: c.name, url: c.url, src: [src], kind: "c", ...m,
      level: LEVEL[c.section] ?? "",
      duration: stated(c.duration), effort: stated(c.effort),
      note: [`OSSU ${c.section}${c.subsection ? ` (${c.subsection})` : ""}`, c.prerequisites && c.prerequisites !== "none" ? `prerequisites: ${c.prerequisites}` : ""].filter(Boolean).join("; "),
    });
  }
}

// 2. free-programming-books (courses and books)
{
  const src = source({ id: "fpb", name: "free-programming-books", repo: "EbookFoundation/free-programming-books", commit: "5b277d20f623ce5b2889b16fc9dd5e266536f521", license: "CC BY 4.0", notice: "free-programming-books, (c) EbookFoundation contributors, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Modified: converted and tagged." });
  type Fpb = { topic: string; subtopic: string | null; name: string; url: string; by: string; type: string };
  for (const [file, kind] of [["learning-resources/fpb_free_courses_en.json", "c"], ["learning-resources/fpb_free_books_en.json", "b"]] as const) {
    for (const r of readJson<Fpb[]>(file)) {
      // The "0 - MOOC" and "0 - Meta-Lists" sections list platforms' home pages, not courses or books.
      if (r.topic.startsWith("0 - ") || !validUrl(r.url)) continue;
      // A sub-heading is the real subject (the converter kept the previous heading as the topic).
      const label = r.subtopic ?? r.topic;
      // A few entries kept a nested Markdown link: "Getting Started Guide](http://...) (HTML) [(PDF, MOBI, EPUB)".
      const name = r.name.split("](")[0]!;
      // "(HTML)" and "(PDF)" are the formats a book comes in, not what it teaches.
      const m = mapLabels([label], "fpb", tagName(name.replace(/\((?:HTML|PDF|EPUB|MOBI|ePub|Kindle)(?:[,\s]+[^)]*)?\)/g, "")));
      drafts.push({ name: clean(name), url: r.url, src: [src], kind, ...m, level: levelFromTitle(name), duration: "", effort: "", note: clean(r.by).slice(0, 120) });
    }
  }
}

// 3. cs-video-courses
{
  const src = source({ id: "cs-video-courses", name: "cs-video-courses", repo: "Developer-Y/cs-video-courses", commit: "7c31881cac54fa430620c081579ca1da732d8cff", license: "CC0 1.0", notice: "List by Developer-Y/cs-video-courses contributors, CC0 1.0; the linked lectures keep their own licences." });
  type Vid = { topic: string; name: string; url: string };
  for (const r of readJson<Vid[]>("learning-resources/cs_video_courses.json")) {
    if (!validUrl(r.url)) continue;
    const m = mapLabels([r.topic], "csvideo", tagName(r.name));
    drafts.push({ name: clean(r.name), url: r.url, src: [src], kind: "c", ...m, level: levelFromTitle(r.name) || "University level", duration: "", effort: "", note: "University lecture series" });
  }
}

// 4. MIT OpenCourseWare, 5. OpenStax, 6./7. curated lists
type More = { name: string; url: string; provider: string; subjects: string[]; type: "course" | "book" | "video" | "guide"; source?: string };
const KIND: Record<More["type"], LearningRecord[3]> = { course: "c", book: "b", video: "v", guide: "g" };
{
  const src = source({ id: "mit-ocw", name: "MIT OpenCourseWare (course list from mitodl/ocw_oer_export)", repo: "mitodl/ocw_oer_export", commit: "fc602341bc11cf172da97e95c662bde631e3b31a", license: "BSD-3-Clause (list); courses CC BY-NC-SA 4.0", notice: "Course titles, URLs and topics from mitodl/ocw_oer_export, Copyright (c) 2023 MIT Office of Digital Learning, BSD-3-Clause. The courses themselves are CC BY-NC-SA 4.0; no course content is copied." });
  for (const r of readJson<More[]>("learning-more/mit-ocw.json")) {
    if (!validUrl(r.url)) continue;
    const m = mapLabels(r.subjects, "ocw", tagName(r.name));
    const term = ocwTerm(r.url);
    drafts.push({ name: clean(r.name), url: r.url, src: [src], kind: "c", ...m, level: levelFromTitle(r.name) || "University level", duration: term ? `MIT course recorded ${term}; self-paced materials` : "Self-paced materials", effort: "", note: "" });
  }
}
{
  const src = source({ id: "openstax", name: "OpenStax textbooks", repo: "openstax/os-webview; openstax/content-manager-approved-books", commit: "4027d17b5b488c506260a3a5ca27397ee0b3438f; 93a3a9a8055bae36edaabbdd85a4be0a1c823748", license: "Factual metadata (titles, subjects); books CC BY 4.0 or CC BY-NC-SA 4.0", notice: "Textbook titles and subjects from OpenStax; the books are free online under their own licences (mostly CC BY 4.0)." });
  for (const r of readJson<More[]>("learning-more/openstax.json")) {
    if (!validUrl(r.url)) continue;
    const spanish = r.subjects.includes("Spanish-language edition");
    const m = mapLabels(r.subjects, "openstax");
    drafts.push({ name: clean(r.name), url: r.url, src: [src], kind: "b", ...m, level: levelFromTitle(r.name), duration: "", effort: "", note: spanish ? "Free textbook (Spanish-language edition)" : "Free textbook" });
  }
}
const CURATED_LICENSES: Record<string, { license: string; sa?: "3.0" | "4.0" }> = {
  "LappleApple/awesome-leading-and-managing": { license: "CC0 1.0" },
  "lorabv/awesome-agile": { license: "CC0 1.0" },
  "dend/awesome-product-management": { license: "CC0 1.0" },
  "ttt30ga/awesome-product-design": { license: "CC0 1.0" },
  "domenicosolazzo/awesome-okr": { license: "CC0 1.0" },
  "jyguyomarch/awesome-productivity": { license: "CC0 1.0" },
  "dreamingechoes/awesome-mental-health": { license: "CC0 1.0" },
  "nicolesaidy/awesome-web-design": { license: "CC0 1.0" },
  "robinstickel/awesome-design-principles": { license: "Unlicense" },
  "antontarasenko/awesome-economics": { license: "CC0 1.0" },
  "kdeldycke/awesome-engineering-team-management": { license: "CC0 1.0" },
  "LisaDziuba/Marketing-for-Engineers": { license: "CC BY-SA 3.0", sa: "3.0" },
  "matteofigus/awesome-speaking": { license: "MIT" },
  "jqhoogland/awesome-language-learning": { license: "MIT" },
  "javierluraschi/awesome-dataviz": { license: "CC BY 4.0" },
  "RayBB/awesome-social-enterprise": { license: "CC BY-SA 4.0", sa: "4.0" },
  "cloudcommunity/Free-Certifications": { license: "MIT" },
};
const CURATED_NOTICES: Record<string, string> = {
  MIT: "Link list under the MIT licence: Permission is hereby granted, free of charge, to any person obtaining a copy ... The above copyright notice and this permission notice shall be included in all copies or substantial portions. See the list's LICENSE file for the full text and copyright holder.",
  "CC BY 4.0": "Link list by its contributors, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Modified: converted and tagged.",
  "CC BY-SA 3.0": "Link list by its contributors, CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/). Modified: converted and tagged; this derived file is shared under the same licence.",
  "CC BY-SA 4.0": "Link list by its contributors, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). Modified: converted and tagged; this derived file is shared under the same licence.",
};
for (const file of ["learning-more/curated-cc0.json", "learning-more/curated-attribution.json"]) {
  for (const r of readJson<More[]>(file)) {
    if (!validUrl(r.url)) continue;
    const repos = (r.source ?? "").split(/\s*,\s*/).filter(Boolean);
    // A link that a permissive list also holds is kept under that list; links only share-alike lists hold go to
    // the share-alike files.
    const permissive = repos.filter((repo) => !CURATED_LICENSES[repo]?.sa);
    const chosen = permissive.length ? permissive : repos;
    const sa = permissive.length ? undefined : CURATED_LICENSES[repos[0]!]?.sa;
    const src = chosen.map((repo) => {
      const lic = CURATED_LICENSES[repo];
      if (!lic) throw new Error(`unknown curated source ${repo}`);
      return source({ id: repo, name: repo.split("/")[1]!, repo, commit: "see ../shared/data/learning-more/SOURCE.txt", license: lic.license, notice: CURATED_NOTICES[lic.license] ?? `Link list by its contributors, ${lic.license}.` });
    });
    const certs = repos.includes("cloudcommunity/Free-Certifications");
    const m = mapLabels(r.subjects, "curated", certs ? tagName(r.name) : []);
    // The lists cut long names at 140 characters, mid-word ("... using the popular SQLAlchemy ORM and Co"): end on
    // the last whole word and say that it goes on.
    const cut = r.name.length >= 140 && !/[.!?)"”]$/.test(r.name) ? r.name.replace(/\s+\S*$/, "") : r.name;
    const name = cut === r.name || /[.!?]$/.test(cut) ? cut : `${cut}…`;
    drafts.push({ name: clean(name), url: r.url, src, kind: KIND[r.type], ...m, level: certs ? "" : levelFromTitle(r.name), duration: "", effort: "", note: r.provider && r.provider !== platformOf(r.url) ? clean(r.provider) : "", sa });
  }
}

// Titles a professional product should not show (a few curated articles have them).
const PROFANE = /\b(ass|asses|asshole|assholes|dick|dicks|dickhead|dickheads|shit\w*|bullshit|fuck\w*|bitch\w*|crap|crappy|damn)\b/i;

// Deduplicate by URL (first wins, subjects merged), sort by name then URL; each file gets its own source and platform
// tables, holding only what its records refer to.
function finish(list: Draft[], license: string): LearningFile {
  const fileSources: LearningSource[] = [];
  const sourceMap = new Map<number, number>();
  const fileSource = (i: number) => {
    let j = sourceMap.get(i);
    if (j === undefined) {
      fileSources.push(sources[i]!);
      j = fileSources.length - 1;
      sourceMap.set(i, j);
    }
    return j;
  };
  const filePlatforms: string[] = [];
  const platformMap = new Map<string, number>();
  const filePlatform = (url: string) => {
    const name = platformOf(url);
    let j = platformMap.get(name);
    if (j === undefined) {
      filePlatforms.push(name);
      j = filePlatforms.length - 1;
      platformMap.set(name, j);
    }
    return j;
  };
  const records = dedupe(list).map((d) => {
    const src = d.src.map(fileSource);
    return [d.name, d.url, src.length === 1 ? src[0]! : src, d.kind, filePlatform(d.url), d.skills, d.topics, d.level, d.duration, d.effort, d.note] as LearningRecord;
  });
  return { format: 1, license, sources: fileSources, platforms: filePlatforms, records };
}

function dedupe(list: Draft[]): Draft[] {
  const byUrl = new Map<string, Draft>();
  for (const d of list) {
    if (PROFANE.test(d.name)) continue;
    const prev = byUrl.get(d.url);
    if (!prev) byUrl.set(d.url, { ...d, skills: [...d.skills], topics: [...d.topics], src: [...d.src] });
    else {
      prev.skills = [...new Set([...prev.skills, ...d.skills])].sort();
      prev.topics = [...new Set([...prev.topics, ...d.topics])].filter((t) => !prev.skills.includes(t)).sort();
      prev.src = [...new Set([...prev.src, ...d.src])];
    }
  }
  return [...byUrl.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.url < b.url ? -1 : 1));
}

const learningFiles: Record<string, LearningFile> = {
  "learning.json": finish(
    drafts.filter((d) => !d.sa),
    "Compilation of link lists under the licences given per source (MIT, CC BY 4.0, CC0 1.0, BSD-3-Clause, Unlicense); no course content is included. Link liveness not checked.",
  ),
};
for (const version of ["3.0", "4.0"] as const) {
  learningFiles[`learning-cc-by-sa-${version}.json`] = finish(
    drafts.filter((d) => d.sa === version),
    `CC BY-SA ${version} (https://creativecommons.org/licenses/by-sa/${version}/). Derived from the share-alike link list named in sources; this file is shared under the same licence.`,
  );
}

// ---------------------------------------------------------------------------------------------- trends

const trends: TrendsFile = {
  format: 1,
  source: "O*NET 29.3 Database (USDOL/ETA), CC BY 4.0: Emerging Tasks, Technology Skills (Hot Technology, In Demand flags). Modified (trimmed and converted).",
  emerging: {},
  hot: {},
  occupationsWithTechnology: 0,
};
{
  const rows = readTsv("onet-29.3/Emerging Tasks.txt");
  const emerging: Record<string, [string, "N" | "R", string, string][]> = {};
  for (const r of rows) {
    const code = r["O*NET-SOC Code"]!;
    (emerging[code] ??= []).push([r["Task"]!.trim(), r["Category"] === "Revision" ? "R" : "N", r["Date"]!, r["Domain Source"]!]);
  }
  for (const code of Object.keys(emerging).sort()) trends.emerging[code] = emerging[code]!.sort((a, b) => (a[0] < b[0] ? -1 : 1));

  const tech = readTsv("onet-29.3/Technology Skills.txt");
  const counts = new Map<string, { hot: Set<string>; demand: Set<string>; commodity: string }>();
  const withTech = new Set<string>();
  for (const r of tech) {
    const code = r["O*NET-SOC Code"]!;
    withTech.add(code);
    const hot = r["Hot Technology"] === "Y";
    const demand = r["In Demand"] === "Y";
    if (!hot && !demand) continue;
    const ex = r["Example"]!.trim();
    const c = counts.get(ex) ?? { hot: new Set(), demand: new Set(), commodity: r["Commodity Title"]!.trim() };
    if (hot) c.hot.add(code);
    if (demand) c.demand.add(code);
    counts.set(ex, c);
  }
  trends.occupationsWithTechnology = withTech.size;
  for (const ex of [...counts.keys()].sort()) {
    const c = counts.get(ex)!;
    trends.hot[ex] = [c.hot.size, c.demand.size, c.commodity];
  }
}

// ---------------------------------------------------------------------------------------------- job zones

const jobZones: JobZonesFile = {
  format: 1,
  source: "O*NET 29.3 Database (USDOL/ETA), CC BY 4.0: Job Zone Reference, Job Zones, Education, Training, and Experience. Modified (trimmed and converted).",
  zones: [],
  categories: { RL: [], RW: [] },
  byZone: {},
  occupations: {},
};
{
  for (const r of readTsv("onet-29.3/Job Zone Reference.txt")) {
    jobZones.zones.push([Number(r["Job Zone"]), r["Name"]!, r["Experience"]!, r["Education"]!, r["Job Training"]!, r["Examples"]!, r["SVP Range"]!]);
  }
  jobZones.zones.sort((a, b) => a[0] - b[0]);
  for (const r of readTsv("onet-29.3/Education, Training, and Experience Categories.txt")) {
    const scale = r["Scale ID"] as "RL" | "RW";
    if (scale !== "RL" && scale !== "RW") continue;
    jobZones.categories[scale][Number(r["Category"]) - 1] = r["Category Description"]!.replace(/\s+-\s+awarded.*$/, "").replace(/\s*-\s*or the equivalent.*$/, "").trim();
  }
  const zoneOf = new Map<string, number>();
  for (const r of readTsv("onet-29.3/Job Zones.txt")) zoneOf.set(r["O*NET-SOC Code"]!, Number(r["Job Zone"]));
  const dist = new Map<string, { RL: number[]; RW: number[] }>();
  for (const r of readTsv("onet-29.3/Education, Training, and Experience.txt")) {
    const scale = r["Scale ID"] as "RL" | "RW";
    if (scale !== "RL" && scale !== "RW") continue;
    const code = r["O*NET-SOC Code"]!;
    const d = dist.get(code) ?? { RL: new Array(12).fill(0), RW: new Array(11).fill(0) };
    d[scale][Number(r["Category"]) - 1] = Number(r["Data Value"]) || 0;
    dist.set(code, d);
  }
  const summarise = (values: number[]) => {
    const total = values.reduce((s, v) => s + v, 0) || 1;
    let mode = 0;
    values.forEach((v, i) => {
      if (v > values[mode]!) mode = i;
    });
    let cum = 0;
    let median = 0;
    for (let i = 0; i < values.length; i++) {
      cum += values[i]!;
      if (cum >= total / 2) {
        median = i;
        break;
      }
    }
    return { mode: mode + 1, modePct: Math.round((values[mode]! / total) * 100), median: median + 1 };
  };
  const zoneSums = new Map<number, { RL: number[]; RW: number[]; n: number }>();
  for (const code of [...dist.keys()].sort()) {
    const d = dist.get(code)!;
    const rl = summarise(d.RL);
    const rw = summarise(d.RW);
    jobZones.occupations[code] = [rl.median, rl.mode, rl.modePct, rw.median, rw.mode, rw.modePct];
    const zone = zoneOf.get(code);
    if (!zone) continue;
    const z = zoneSums.get(zone) ?? { RL: new Array(12).fill(0), RW: new Array(11).fill(0), n: 0 };
    d.RL.forEach((v, i) => (z.RL[i]! += v));
    d.RW.forEach((v, i) => (z.RW[i]! += v));
    z.n++;
    zoneSums.set(zone, z);
  }
  for (const zone of [...zoneSums.keys()].sort()) {
    const z = zoneSums.get(zone)!;
    const rl = summarise(z.RL);
    const rw = summarise(z.RW);
    jobZones.byZone[String(zone)] = {
      occupations: z.n,
      education: z.RL.map((v) => Math.round((v / z.n) * 10) / 10),
      experience: z.RW.map((v) => Math.round((v / z.n) * 10) / 10),
      typical: [rl.median, rl.mode, rw.median, rw.mode],
    };
  }
}

// ---------------------------------------------------------------------------------------------- write

const files: Record<string, unknown> = { ...learningFiles, "trends.json": trends, "job-zones.json": jobZones };
for (const [name, content] of Object.entries(files)) {
  const path = join(outDir, name);
  writeFileSync(path, `${JSON.stringify(content)}\n`);
  const records = (content as LearningFile).records?.length;
  console.log(`${name.padEnd(28)} ${(statSync(path).size / 1024).toFixed(0).padStart(6)} KB${records !== undefined ? `  ${records} records` : ""}`);
}
if (process.argv.includes("--unmapped")) {
  console.log("Technologies found in titles:");
  console.log([...tagged].sort((a, b) => b[1] - a[1]).map(([n, c]) => `${n} ${c}`).join(", "));
  console.log("Subject labels kept as topics (no canonical skill):");
  for (const [label, n] of [...unmapped].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(`  ${n}\t${label}`);
}
