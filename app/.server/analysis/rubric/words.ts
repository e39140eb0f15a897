// Word knowledge of the rubric: action verbs and their forms, weak verbs, duty phrases, vague words and clichés.
// The lists come from wordlists.json (derived by scripts/derive-rubric.ts; attributions in ./README.md); the duty
// phrases (rule C4), the nominalisations and the context rules for ambiguous clichés are ours.
import lists from "./wordlists.json";
import { allMatches } from "~/.server/analysis/profile/regex";

export type VerbForm = "base" | "past" | "participle" | "ing" | "third";
export type Verb = { base: string; past: string; participle: string; ing: string; third: string; strong: boolean };

const FORMS = new Map<string, { verb: Verb; form: VerbForm }>();
const BASES = new Map<string, Verb>();

function addVerb(row: readonly string[], strong: boolean) {
  const [base, past, participle, ing, third] = row as [string, string, string, string, string];
  const verb: Verb = { base, past, participle, ing, third, strong };
  BASES.set(base, verb);
  const forms: [string, VerbForm][] = [
    [base, "base"],
    [third, "third"],
    [ing, "ing"],
    [participle, "participle"],
    [past, "past"],
  ];
  // Later forms win: "led" is read as a past tense, "set" as a past tense rather than a base.
  for (const [f, form] of forms) if (!f.includes(" ") || base.includes(" ")) FORMS.set(f, { verb, form });
}
for (const row of lists.weakVerbs) addVerb(row, false);
for (const row of lists.verbs) addVerb(row, true);

/** Verb forms that are also everyday words: they open a bullet as a verb only when an object follows. */
const NOUN_LIKE = new Set([
  "abstract", "act", "aid", "audit", "award", "balance", "block", "bridge", "budget", "catalog", "catalogue", "challenge",
  "change", "chart", "check", "coach", "code", "contact", "contract", "control", "design", "diagram", "document", "draft",
  "effect", "experiment", "fashion", "figure", "file", "focus", "forecast", "frame", "head", "host", "impact", "interview",
  "issue", "judge", "lecture", "log", "map", "market", "master", "model", "order", "outline", "paint", "partner",
  "photograph", "plan", "plot", "print", "process", "program", "project", "question", "record", "report", "research",
  "review", "schedule", "screen", "search", "service", "shape", "staff", "study", "supply", "support", "survey", "target",
  "test", "tutor", "update", "upgrade", "volunteer", "present", "mentor", "lead", "train", "structure", "form", "release",
  "scale", "run", "ship", "lower", "raise", "show", "spend", "keep", "set", "cut", "double", "triple", "win", "build",
  "found", "prototype", "architect", "draw", "teach", "boost", "sell", "buy", "help",
]);

/** Words after a noun-like base form that show it is used as a verb ("Design the...", "Plan and run..."). */
const OBJECT_START = /^(?:a|an|the|and|all|new|multiple|several|our|their|its|his|her|each|every|over|more|up|with|weekly|daily|monthly|\d[\d,.]*\+?|[,&/])$/i;

/** British and US spellings both count: "organised" -> "organized", "modelled" -> "modeled". */
function spellings(word: string): string[] {
  const out = [word];
  const ise = word.replace(/is(e|ed|es|ing)$/, "iz$1");
  if (ise !== word) out.push(ise);
  const yse = word.replace(/ys(e|ed|es|ing)$/, "yz$1");
  if (yse !== word) out.push(yse);
  const ll = word.replace(/ll(ed|ing)$/, "l$1");
  if (ll !== word) out.push(ll);
  return out;
}

/** The verb a word is a form of (case-insensitive; "Co-founded" and "Re-designed" are read without the prefix). */
export function lookupVerb(word: string): { verb: Verb; form: VerbForm } | null {
  const w = word.toLowerCase().replace(/[’']s$/, "").replace(/^[^a-z]+|[^a-z]+$/g, "");
  if (!w) return null;
  for (const s of spellings(w)) {
    const hit = FORMS.get(s);
    if (hit) return hit;
  }
  const stripped = w.replace(/^(?:co-?|re-)/, "");
  if (stripped !== w && stripped.length > 2) {
    for (const s of spellings(stripped)) {
      const hit = FORMS.get(s);
      if (hit) return hit;
    }
  }
  return null;
}

export const verbByBase = (base: string) => BASES.get(base) ?? null;

/** Adverbs that often open a bullet before its verb ("Successfully led"). */
const OPENING_ADVERB = /^(?:successfully|effectively|efficiently|independently|personally|actively|proactively|jointly|also|further|then|consistently|continuously|regularly|single-handedly|collaboratively|directly)$/i;

export type Opener = { verb: Verb; form: VerbForm; word: string; strong: boolean } | null;

/** The verb a statement opens with, if any: the first word (after an opening adverb) read as a verb. */
export function openingVerb(statement: string): Opener {
  const words = statement
    .replace(/^[^\p{L}]+/u, "")
    .split(/\s+/)
    .slice(0, 4);
  let i = 0;
  if (words[0] && OPENING_ADVERB.test(words[0]) && words.length > 1) i = 1;
  const word = words[i];
  if (!word) return null;
  // Phrasal verbs from the list ("Set up the CI pipeline").
  const pair = `${word} ${words[i + 1] ?? ""}`.toLowerCase().replace(/[^a-z ]/g, "");
  const phrasal = FORMS.get(pair);
  if (phrasal) return { verb: phrasal.verb, form: phrasal.form, word: pair, strong: phrasal.verb.strong };
  const hit = lookupVerb(word);
  if (!hit) return null;
  // "Project management of...", "Research on...": a noun, not a verb, unless an object follows.
  const bare = word.toLowerCase().replace(/[^a-z-]/g, "");
  if (hit.form === "base" || hit.form === "third") {
    if (NOUN_LIKE.has(hit.verb.base) || NOUN_LIKE.has(bare)) {
      const next = (words[i + 1] ?? "").replace(/[.:;]$/, "");
      if (!OBJECT_START.test(next) && !/,$/.test(word)) return null;
    }
  }
  if (hit.form === "ing") {
    // "Training of staff", "Planning and budgeting": a gerund heading, not an action.
    const next = (words[i + 1] ?? "").toLowerCase();
    if (next === "of") return null;
  }
  return { verb: hit.verb, form: hit.form, word, strong: hit.verb.strong };
}

// ---------------------------------------------------------------------------------------------- past tense of anything

const IRREGULAR_GERUNDS: Record<string, string> = {
  doing: "did", getting: "got", sending: "sent", paying: "paid", telling: "told", finding: "found", seeing: "saw",
  putting: "put", going: "went", having: "had", making: "made", taking: "took", writing: "wrote", building: "built",
  running: "ran", leading: "led", teaching: "taught", selling: "sold", buying: "bought", bringing: "brought",
  keeping: "kept", holding: "held", meeting: "met", setting: "set", cutting: "cut", drawing: "drew", driving: "drove",
  speaking: "spoke", giving: "gave", spending: "spent", winning: "won", growing: "grew", thinking: "thought",
  understanding: "understood", overseeing: "oversaw", rewriting: "rewrote", undertaking: "undertook",
};

const IRREGULAR_PARTICIPLES: Record<string, string> = {
  written: "wrote", built: "built", led: "led", driven: "drove", drawn: "drew", given: "gave", taken: "took", run: "ran",
  grown: "grew", begun: "began", shown: "showed", chosen: "chose", done: "did", seen: "saw", made: "made", sold: "sold",
  taught: "taught", held: "held", kept: "kept", sent: "sent", spent: "spent", brought: "brought", bought: "bought",
  won: "won", set: "set", put: "put", cut: "cut", overseen: "oversaw", rewritten: "rewrote", undertaken: "undertook",
  found: "found", paid: "paid", told: "told", met: "met",
};

/** The past tense of an -ing form ("managing" -> "managed", "applying" -> "applied"), or null when unsure. */
export function gerundToPast(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith("ing") || w.length < 6) return null;
  const hit = lookupVerb(w);
  if (hit && hit.form === "ing") return hit.verb.past;
  if (IRREGULAR_GERUNDS[w]) return IRREGULAR_GERUNDS[w]!;
  const stem = w.slice(0, -3);
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  // "stocking" -> "stocked", "creating" -> "created", "planning" -> "planned": adding "ed" to the stem works for
  // regular verbs whether or not their base ends in a silent e.
  if (/[aeiou]{2}[^aeiou]$|[^aeiou]{2}$|[aeiou][^aeiou]$|[^aeiou][aeiou]?[^aeiouwxy]$/.test(stem)) return `${stem}ed`;
  return null;
}

/** Gerunds that are nearly always nouns on a résumé ("Responsible for accounting"). */
const NOUN_GERUNDS = new Set([
  "accounting", "marketing", "engineering", "banking", "advertising", "consulting", "housekeeping", "bookkeeping",
  "networking", "manufacturing", "purchasing", "staffing", "catering", "nursing", "building", "landscaping", "plumbing",
  "welding", "machining", "warehousing", "lending", "trading", "underwriting", "computing", "fundraising", "branding",
  "lighting", "funding", "licensing", "publishing", "broadcasting", "pricing", "sourcing", "merchandising", "clothing",
  "everything", "anything", "something", "nothing", "morning", "evening", "during", "string", "spring", "ceiling",
  "wedding", "sibling", "thing", "king", "ping", "offering", "meeting", "setting", "learning", "wellbeing", "being",
]);

/** Head nouns after a gerund that make the gerund an adjective ("training sessions", "testing strategy"). */
const HEAD_NOUNS = new Set([
  "and", "or", "of", "for", "in", "on", "at", "with", "to", "&", "strategy", "strategies", "process", "processes", "team",
  "teams", "department", "activities", "activity", "operations", "program", "programs", "programme", "programmes", "plan",
  "plans", "function", "functions", "services", "service", "support", "needs", "requirements", "materials", "sessions",
  "session", "schedule", "schedules", "procedures", "policies", "policy", "standards", "framework", "frameworks", "tools",
  "environment", "environments", "cycle", "cycles", "efforts", "initiatives", "campaigns", "campaign", "budget", "data",
  "documents", "documentation", "infrastructure", "pipeline", "pipelines", "platform", "platforms", "system", "systems",
  "suite", "solutions", "unit", "units", "module", "modules", "phase", "phases", "area", "areas", "side", "related",
]);

/**
 * The past tense of a gerund that opens the object of a duty phrase, when it is used as a verb ("managing the
 * payroll" -> "managed"); null when it reads as a noun ("accounting", "training sessions").
 */
export function verbalGerund(gerund: string, next: string | undefined): string | null {
  const g = gerund.toLowerCase();
  if (NOUN_GERUNDS.has(g)) return null;
  const past = gerundToPast(g);
  if (!past) return null;
  const n = (next ?? "").toLowerCase().replace(/[.,;:]$/, "");
  if (!n || HEAD_NOUNS.has(n)) return null;
  const known = lookupVerb(g);
  // A gerund the verb lists know, followed by its object, is a verb; an unknown one needs a plain lower-case object.
  if (known && known.form === "ing") return past;
  if (/^[a-z]/.test(next ?? "") || /^\d/.test(n) || OBJECT_START.test(n)) return past;
  return null;
}

/** The past tense for a past participle ("written" -> "wrote", "launched" -> "launched"). */
export function participleToPast(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES[w]) return IRREGULAR_PARTICIPLES[w]!;
  const hit = lookupVerb(w);
  if (hit && (hit.form === "participle" || hit.form === "past")) return hit.verb.past;
  if (/[a-z]{3,}ed$/.test(w)) return w;
  return null;
}

export const isParticiple = (word: string) => {
  const w = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES[w]) return true;
  const hit = lookupVerb(w);
  if (hit && hit.form === "participle") return true;
  return /^[a-z]{3,}ed$/.test(w);
};

// ---------------------------------------------------------------------------------------------- duty language (C4, ours)

export type WeakKind = "duty" | "helped" | "took-part" | "worked-on";

/**
 * Weak openers and duty language (ours; practitioner consensus plus "responsible" as LinkedIn's most overused
 * profile word of 2013 [LI1]). `anywhere`: flagged wherever it appears; otherwise only as the opener.
 */
export const WEAK_PHRASES: { label: string; re: RegExp; kind: WeakKind; anywhere: boolean }[] = [
  { label: "responsible for", re: /\b(?:responsible|accountable)\s+(?:for|of|to)\b/i, kind: "duty", anywhere: true },
  { label: "duties included", re: /\b(?:duties|responsibilities)\s*(?:included|include|includes|involved|were|are|:)/i, kind: "duty", anywhere: true },
  { label: "tasked with", re: /\btasked\s+with\b/i, kind: "duty", anywhere: true },
  { label: "in charge of", re: /\bin\s+charge\s+of\b/i, kind: "duty", anywhere: false },
  { label: "worked on", re: /\bworked\s+on\b/i, kind: "worked-on", anywhere: false },
  { label: "helped", re: /\bhelped\s+(?:with|to|in)\b/i, kind: "helped", anywhere: false },
  { label: "helped", re: /\bhelped\b/i, kind: "helped", anywhere: false },
  { label: "assisted", re: /\bassisted\b/i, kind: "helped", anywhere: false },
  { label: "participated in", re: /\bparticipated\s+in\b/i, kind: "took-part", anywhere: false },
  { label: "involved in", re: /\b(?:was\s+|were\s+)?involved\s+in\b/i, kind: "took-part", anywhere: false },
];

const LEAD_IN = /^(?:(?:i|we)\s+)?(?:(?:am|was|were|is|are|have\s+been|had\s+been)\s+)?(?:also\s+|primarily\s+|mainly\s+|directly\s+|solely\s+)?/i;

/** The weak phrase a statement uses, if any (as its opener, or anywhere for duty phrases). */
export function weakPhrase(statement: string): { label: string; kind: WeakKind } | null {
  const t = statement.trim();
  const lead = LEAD_IN.exec(t)?.[0].length ?? 0;
  const opening = t.slice(lead);
  for (const p of WEAK_PHRASES) {
    const m = p.re.exec(opening);
    if (!m) continue;
    if (m.index === 0) {
      // "Helped customers choose..." is service work, not a hedge: only "helped with/to/in" or "helped <verb>".
      if (p.label === "helped" && !/^helped\s+(?:with|to|in)\b/i.test(opening)) {
        const next = opening.split(/\s+/)[1] ?? "";
        const v = lookupVerb(next);
        if (!v || v.form !== "base") continue;
      }
      return { label: p.label, kind: p.kind };
    }
    if (p.anywhere) return { label: p.label, kind: p.kind };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- nominalisations (ours)

/** "Management of X" -> "Managed X": nouns that open duty-style bullets, with the verb they stand for. */
export const NOMINALISATIONS: Record<string, string> = {
  management: "managed", development: "developed", implementation: "implemented", preparation: "prepared",
  creation: "created", coordination: "coordinated", maintenance: "maintained", design: "designed", analysis: "analyzed",
  planning: "planned", supervision: "supervised", administration: "administered", organization: "organized",
  organisation: "organised", identification: "identified", evaluation: "evaluated", installation: "installed",
  configuration: "configured", monitoring: "monitored", testing: "tested", handling: "handled", execution: "executed",
  delivery: "delivered", establishment: "established", formulation: "formulated", review: "reviewed",
  preparing: "prepared", leading: "led", managing: "managed", conducting: "conducted", processing: "processed",
  production: "produced", negotiation: "negotiated", integration: "integrated", optimization: "optimized",
  optimisation: "optimised", automation: "automated", migration: "migrated", documentation: "documented",
  construction: "built", generation: "generated", improvement: "improved", enhancement: "enhanced", reduction: "reduced",
  recruitment: "recruited", training: "trained", assessment: "assessed", investigation: "investigated",
  deployment: "deployed", resolution: "resolved",
};

// ---------------------------------------------------------------------------------------------- vague words (write-good)

const WEASEL = new Set(lists.weasel);
/** How a vague word is fixed: dropped, or replaced by a number to fill in. */
export type VagueFix = "drop" | "number" | "drop+by";
export const VAGUE: Record<string, VagueFix> = {
  very: "drop", extremely: "drop", exceedingly: "drop", quite: "drop", remarkably: "drop", surprisingly: "drop",
  interestingly: "drop", clearly: "drop", completely: "drop", fairly: "drop", relatively: "drop", huge: "drop", vast: "drop",
  tiny: "drop", significantly: "drop+by", substantially: "drop+by", many: "number", various: "number", several: "number",
};
for (const w of Object.keys(VAGUE)) if (!WEASEL.has(w)) throw new Error(`vague word not in the weasel list: ${w}`);

// ---------------------------------------------------------------------------------------------- clichés (C5)

/** Overused self-descriptions that are also ordinary words ("patient care", "Certified Nurse", "Leadership"). */
const AMBIGUOUS = new Set([
  "leadership", "certified", "strategic", "analytical", "patient", "organizational", "effective", "experienced",
  "specialized", "specialise", "skilled", "expert", "focused", "creative", "excellent", "dynamic", "innovative",
]);
/** Our additions: clichés career guides warn about that LinkedIn's lists do not carry. */
const OUR_CLICHES = ["detail-oriented", "self-starter", "hard-working", "hardworking", "go-getter", "results-driven", "team-oriented", "thought leader", "go above and beyond", "best of breed", "rockstar", "ninja"];

export type Cliche = { term: string; re: RegExp; source: "linkedin" | "proselint" | "ours"; ambiguous: boolean };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[-\s]/g, "[-\\s]?");
const clicheRe = (term: string) => new RegExp(`(?<![\\p{L}-])${escape(term)}(?![\\p{L}-])`, "iu");

export const CLICHES: Cliche[] = [
  ...lists.buzzwords
    .filter((b) => b.term !== "responsible") // counted as duty language (C4)
    .map((b) => ({ term: b.term, re: clicheRe(b.term), source: "linkedin" as const, ambiguous: AMBIGUOUS.has(b.term) })),
  ...lists.corporateSpeak.map((t) => ({ term: t, re: clicheRe(t.replace(/^let's |^i /, "")), source: "proselint" as const, ambiguous: false })),
  ...OUR_CLICHES.map((t) => ({ term: t, re: clicheRe(t), source: "ours" as const, ambiguous: false })),
];
const BOUND_BEFORE = "(?<![\\p{L}-])";
const BOUND_AFTER = "(?![\\p{L}-])";
/**
 * All clichés in one pattern, the word boundaries written once around the alternatives: most lines have none, and one
 * test per line is cheaper than one per cliché. (Each alternative with boundaries of its own made V8 check the
 * lookbehind at every position for each of them: 12 ms a two-page résumé alone, 65-90 ms once the process had read
 * a few other résumés.)
 */
export const ANY_CLICHE = new RegExp(`${BOUND_BEFORE}(?:${CLICHES.map((c) => c.re.source.slice(BOUND_BEFORE.length, -BOUND_AFTER.length)).join("|")})${BOUND_AFTER}`, "iu");

// ---------------------------------------------------------------------------------------------- numbers (C3)

const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|doubled|tripled|quadrupled|halved|percent";
const NUMBER_WORD_RE = new RegExp(`\\b(?:${NUMBER_WORDS})\\b`, "i");
// A figure on its own (not part of "EC2", "A100"), with currency, decimals, thousands, k/M/B, x, +, %.
const FIGURE_RE = /(?<![\p{L}\d.])([$€£¥₹]\s?)?(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn|b|x|×|\+|%|percent)?(?![\p{L}\d])/giu;

const LABEL_NUMBER =
  /\b(?:description|title|company|project|client|phase|level|grade|step|part|version|module|round|section|chapter|tier|stage|class|semester|year|day|week|page|no\.?|number|#)\s*\d{1,2}\b(?!\s*(?:%|percent|x\b|k\b|m\b))/gi;

/** Whether a statement gives a measurable result: a figure that is not a year, or a number word. */
export function hasMeasure(statement: string): boolean {
  if (NUMBER_WORD_RE.test(statement)) return true;
  // A number that labels something ("Job description 1", "Phase 2", "Level 3") measures nothing.
  const text = statement.replace(LABEL_NUMBER, " ");
  for (const m of allMatches(FIGURE_RE, text)) {
    const [, currency, digits, unit] = m;
    if (currency || unit) return true;
    // A year ("in 2019", "NeurIPS 2022") is a date, not a result.
    if (/^(?:19|20)\d\d$/.test(digits!)) continue;
    return true;
  }
  return false;
}

export const hasDigit = (s: string) => /\d/.test(s);
