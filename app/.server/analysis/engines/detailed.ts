// The detailed résumé analysis: an overall score that is the sum of a documented rubric (../rubric/README.md), ATS
// compatibility checks, strengths and weaknesses built from the rubric's findings, deterministic rewrites of weak
// lines, and the target occupation's missing keywords. Pure and deterministic: no clock, no randomness, no I/O.
import { targetOccupation } from "~/.server/analysis/benchmark";
import { occupationBenchmark } from "~/.server/analysis/occupation";
import { profileShows } from "~/.server/analysis/engines/job-equivalence";
import { knowledge } from "~/.server/analysis/knowledge";
import { atsChecks } from "~/.server/analysis/rubric/ats";
import {
  actionVerbs,
  bulletLength,
  cliches,
  contactRules,
  dateRules,
  dutyLanguage,
  firstPerson,
  lengthRule,
  measuredResults,
  orderRule,
  passiveVoice,
  placeholderRule,
  sectionRules,
  skillsInRoles,
} from "~/.server/analysis/rubric/content";
import { buildDoc, containsTerm, type Doc } from "~/.server/analysis/rubric/document";
import { type Finding, publicFinding } from "~/.server/analysis/rubric/finding";
import { bestRewrites } from "~/.server/analysis/rubric/rewrite";
import { hasMeasure } from "~/.server/analysis/rubric/words";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import type { DetailedAnalysis } from "~/lib/schemas/analysis";
import type { Profile } from "~/lib/schemas/profile";
import { overallScoreTone } from "~/lib/scores";

export type DetailedInput = {
  profile: Profile;
  /** The résumé's extracted text (the text the profile was parsed from). */
  text: string;
  fileKind: "pdf" | "docx" | "doc" | "txt";
  /** Columns the extractor found side by side (PDF); 1 otherwise. */
  columns: number;
  /** Page count (PDF), or null. */
  pages: number | null;
  /** File size in bytes. */
  fileSize: number;
  /** The target role the user chose (an O*NET code); else the one the résumé points to. */
  occupation?: string | null;
};

const MAX_STRENGTHS = 5;
const MAX_WEAKNESSES = 8;
const MAX_REWRITES = 8;
const MAX_KEYWORDS = 10;

export function detailedAnalysis(input: DetailedInput): DetailedAnalysis {
  const doc = buildDoc(input.profile, input.text);
  const statements = doc.experience;

  const rubric: Finding[] = [
    ...sectionRules(doc),
    ...contactRules(doc),
    ...dateRules(doc),
    skillsInRoles(doc),
    placeholderRule(doc),
    lengthRule(doc, input.pages),
    measuredResults(statements),
    actionVerbs(statements),
    dutyLanguage(statements),
    orderRule(doc),
    bulletLength(statements),
    cliches(doc),
    firstPerson(statements),
    passiveVoice(statements),
  ];
  const overallScore = clampScore(rubric.reduce((s, f) => s + f.points, 0));
  const ats = atsChecks(doc, { fileKind: input.fileKind, columns: input.columns, pages: input.pages, fileSize: input.fileSize }, rubric);
  const atsScore = clampScore(ats.reduce((s, f) => s + f.points, 0));

  // A résumé still full of template text has no strengths of its own to praise.
  const template = rubric.some((f) => f.id === "P21" && f.status === "fail");
  const strengths = template ? [] : pickStrengths([...rubric, ...ats]);
  const weaknesses = pickWeaknesses(rubric, ats);
  const suggestions = atsSuggestions(ats, input.fileKind);
  const formatImprovements = formatAdvice([...rubric, ...ats]);
  const languageImprovements = bestRewrites(
    [...statements, ...doc.projects].sort((a, b) => a.at - b.at).map((s) => s.text),
    MAX_REWRITES,
  ).map(({ original, improved, explanation }) => ({ original, improved, explanation }));
  const target = targetKeywords(input.profile, input.text, input.occupation);

  return {
    summary: summarise(overallScore, atsScore, rubric, doc),
    overallScore,
    strengths,
    weaknesses,
    languageImprovements,
    atsCompatibility: { score: atsScore, suggestions },
    keywordSuggestions: target.keywords,
    formatImprovements,
    rubric: rubric.map(publicFinding),
    atsChecks: ats.map(publicFinding),
    targetOccupation: target.occupation,
    engineVersion: ENGINE_VERSION,
  };
}

const clampScore = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
const lost = (f: Finding) => f.max - f.points;
/** A locale-independent tie-break, so the order never depends on the machine. */
const byId = (a: Finding, b: Finding) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// ---------------------------------------------------------------------------------------------- lists

function pickStrengths(findings: Finding[]): string[] {
  const seen = new Set<string>();
  return findings
    .filter((f) => f.status === "pass" && f.praise && f.points >= f.max)
    .sort((a, b) => b.max - a.max || byId(a, b))
    .filter((f) => !seen.has(f.praise!) && !!seen.add(f.praise!))
    .slice(0, MAX_STRENGTHS)
    .map((f) => f.praise!);
}

function pickWeaknesses(rubric: Finding[], ats: Finding[]): string[] {
  const rubricIssues = rubric.filter((f) => (f.status === "warn" || f.status === "fail") && f.advice);
  // ATS failures the rubric does not cover (placeholders, letter-spaced headings) are weaknesses too.
  const mirrored = new Set(["P14", "P15", "P18", "C9", "P21", "P12-headings"]);
  const atsFailures = ats.filter((f) => f.status === "fail" && f.advice && !mirrored.has(f.id));
  const ordered = [...rubricIssues, ...atsFailures].sort((a, b) => lost(b) - lost(a) || byId(a, b));
  return [...new Set(ordered.map((f) => f.advice!))].slice(0, MAX_WEAKNESSES);
}

function atsSuggestions(ats: Finding[], fileKind: DetailedInput["fileKind"]): string[] {
  const issues = ats.filter((f) => (f.status === "warn" || f.status === "fail") && f.advice).sort((a, b) => lost(b) - lost(a) || byId(a, b));
  const out = [...new Set(issues.map((f) => f.advice!))];
  if (fileKind === "pdf") {
    out.push("Tip: a text-based PDF like this one is accepted by the applicant systems we checked; if a portal asks for Word, upload a DOCX copy, the format every parser reads best.");
  }
  return out;
}

function formatAdvice(findings: Finding[]): string[] {
  const issues = findings.filter((f) => f.format && f.advice && f.status !== "pass").sort((a, b) => lost(b) - lost(a) || byId(a, b));
  return [...new Set(issues.map((f) => f.advice!))];
}

// ---------------------------------------------------------------------------------------------- keywords

const nameKey = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

/**
 * The occupation the résumé points to (its titles, then its skills) and the occupation's important technical
 * keywords the résumé does not show. With no occupation, or only a weak guess, nothing is suggested.
 */
function targetKeywords(profile: Profile, text: string, chosen?: string | null): { occupation: DetailedAnalysis["targetOccupation"]; keywords: string[] } {
  const inference = targetOccupation(profile, chosen);
  const best = inference.best;
  // A title match is the evidence that matters; skills alone must be clear.
  if (!best || best.confidence < 0.2 || (!best.evidence.titles.length && best.confidence < 0.35)) return { occupation: null, keywords: [] };
  const bench = occupationBenchmark(best.code);
  if (!bench) return { occupation: null, keywords: [] };
  // What a skill shows counts as on the dashboard: Amazon Redshift shows AWS, so AWS is not suggested.
  const have = profileShows(profile, nameKey, (name) => knowledge.skills.familyName(name));
  const lower = text.toLowerCase();
  const missing = bench.skills.filter((s) => {
    // Hard skills only (self-described soft skills convince no one [SV4]); technologies the occupation merely lists
    // (neither Hot nor In Demand) are not worth a suggestion.
    if (s.category !== "technical" || (s.kind === "technology" && s.weight < 0.8)) return false;
    // Shown by the skills, or written in the text though the extractor did not take it (a recruiter's search finds
    // it). One technology of a kind is enough (decision 0031): a nurse who names Cerner is not told to add MEDITECH.
    const shown = (name: string) => have.has(nameKey(name)) || have.has(nameKey(knowledge.skills.familyName(name))) || containsTerm(lower, name.toLowerCase());
    return !shown(s.name) && !s.alternatives?.some(shown);
  });
  // Tools and technologies first (what recruiters type into a search), then knowledge areas.
  const ordered = [...missing.filter((s) => s.kind === "technology"), ...missing.filter((s) => s.kind !== "technology")];
  return { occupation: { code: bench.code, title: bench.title }, keywords: ordered.slice(0, MAX_KEYWORDS).map((s) => s.name) };
}

// ---------------------------------------------------------------------------------------------- summary

const BAND = { green: "strong", amber: "solid, with fixes", red: "needs work" } as const;

/** Short names of what a passing rule shows, for the summary. */
const GOOD: Record<string, string> = {
  C3: "measurable results",
  C2: "action-verb openers",
  C1: "skills shown in dated roles",
  P18: "consistent month-and-year dates",
  C4: "no duty language",
  C12: "reverse-chronological order",
  C9: "the right length",
  P17: "dated roles",
};

/** Short names of what a failing rule asks for. */
function fixName(f: Finding, doc: Doc): string {
  const n = doc.experience.length;
  const measured = doc.experience.filter((s) => hasMeasure(s.text)).length;
  switch (f.id) {
    case "C3":
      return n ? `more measurable results (${measured} of ${n} bullets have one)` : "bullets that describe each role";
    case "C2":
      return "opening bullets with action verbs";
    case "C4":
      return "replacing duty language such as “responsible for”";
    case "C1":
      return "naming your listed skills inside your roles";
    case "P18":
      return "month-and-year dates in one format";
    case "P17":
      return "dates for every role";
    case "C9":
      return doc.words < 300 ? "more content (results and skills)" : "trimming to two pages";
    case "C12":
      return "reverse-chronological order";
    case "C8":
      return "shorter bullets";
    case "C5":
      return "fewer buzzwords";
    case "C6":
      return "dropping “I” and “my”";
    case "C7":
      return "active voice";
    case "P12-experience":
      return "a clear Experience section";
    case "P12-education":
      return "an Education section";
    case "P12-skills":
      return "a Skills section";
    case "P14-name":
      return "your name at the top";
    case "P15-email":
      return "an e-mail address";
    case "P15-phone":
      return "a phone number";
    case "P21":
      return "replacing the template text";
    default:
      return f.rule.toLowerCase();
  }
}

function summarise(score: number, atsScore: number, rubric: Finding[], doc: Doc): string {
  const band = BAND[overallScoreTone(score) as keyof typeof BAND] ?? "needs work";
  const first = `Overall ${score}/100: ${band}; ATS compatibility ${atsScore}/100.`;
  const goods = rubric
    .filter((f) => f.status === "pass" && f.points >= f.max && GOOD[f.id])
    .sort((a, b) => b.max - a.max || byId(a, b))
    .slice(0, 2)
    .map((f) => GOOD[f.id]!);
  const sectionsOk = rubric.filter((f) => f.id.startsWith("P12-")).every((f) => f.status === "pass");
  const contactOk = rubric.filter((f) => f.id.startsWith("P15-") || f.id === "P14-name").every((f) => f.status === "pass");
  const fixes = rubric
    .filter((f) => (f.status === "warn" || f.status === "fail") && lost(f) > 0)
    .sort((a, b) => lost(b) - lost(a) || byId(a, b))
    .slice(0, 2)
    .map((f) => fixName(f, doc));
  const strengths = [...(sectionsOk ? ["standard sections"] : []), ...(contactOk ? ["complete contact details"] : []), ...goods].slice(0, 3);
  const template = rubric.find((f) => f.id === "P21" && f.status === "fail");
  const second = template ? "It still contains template text, so the rest is hard to judge." : strengths.length ? `It has ${joinAnd(strengths)}.` : "";
  const third = fixes.length ? `The biggest gains: ${joinAnd(fixes)}.` : "No major fixes needed; the rewrites below are polish.";
  return [first, second, third].filter(Boolean).join(" ");
}

const joinAnd = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
