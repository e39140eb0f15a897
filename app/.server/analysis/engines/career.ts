// Shared facts for the gap analysis and the career roadmap: the occupation a résumé points to, the evidence behind each
// skill, seniority and experience, and the occupations one step away with their wages. Pure and deterministic: the
// knowledge base and catalogs are read-only, there is no clock, every tie is broken by a fixed order.
import type { Profile, ProfileSkill } from "~/lib/schemas/profile";
import { CHOSEN_EVIDENCE, targetOccupation } from "../benchmark";
import { catalog, type OccupationPreparation } from "../catalog";
import { mergeRanges, monthIndex, monthString } from "../experience";
import { containsTerm, skillTerms } from "../rubric/document";
import { bulletEvidence } from "../bullet-evidence";
import { profileShows } from "./job-equivalence";
import { knowledge, type Occupation, type Wage } from "../knowledge";
import { inferOccupation, occupationBenchmark, type BenchmarkSkill, type OccupationBenchmark, type OccupationCandidate } from "../occupation";

export const SALARY_SOURCE = "U.S. BLS OEWS, May 2024, national";
export const BLS_SHORT = "BLS, May 2024, US";

// ---------------------------------------------------------------------------------------------- small helpers

export const normalise = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

export const round = (x: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function usd(n: number, capped = false): string {
  // BLS top-codes wages at $239,200: the true figure is that or more.
  return `$${Math.round(n).toLocaleString("en-US")}${capped && n >= 239_200 ? " or more" : ""}`;
}

export function years(months: number): string {
  if (months <= 0) return "no dated experience";
  const y = months / 12;
  const v = y < 10 ? round(y, 1) : Math.round(y);
  return `${v} ${v === 1 ? "year" : "years"}`;
}

const LOWER_WORDS = new Set(["and", "of", "the", "for", "in", "on", "at", "to", "a", "an", "or", "with"]);
/** "SENIOR SOFTWARE ENGINEER" -> "Senior Software Engineer"; mixed-case titles are kept as written. */
export function tidyTitle(title: string): string {
  const t = title.replace(/\s+/g, " ").replace(/^[\s,;:|/–—-]+|[\s,;:|/–—-]+$/g, "").trim();
  if (!t || /[a-z]/.test(t)) return t;
  return t
    .toLowerCase()
    .split(" ")
    .map((w, i) => (i > 0 && LOWER_WORDS.has(w) ? w : w.replace(/(^|[/-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())))
    .join(" ")
    .replace(/\b(It|Qa|Hr|Ui|Ux|Sap|Aws|Sql|Vp|Ceo|Cto|Cfo|Rn|Lpn)\b/g, (m) => m.toUpperCase());
}

function singularWord(w: string): string {
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (/[^su]s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}
/**
 * One person's title from an O*NET title: "Software Developers" -> "Software Developer", "Accountants and Auditors"
 * -> "Accountant and Auditor", "Elementary School Teachers, Except Special Education" -> "Elementary School Teacher".
 */
export function singularTitle(title: string): string {
  const parts = title.split(", ");
  // "Art, Drama, and Music Teachers, Postsecondary": the list up to its "and …" item is the noun phrase.
  const except = parts.findIndex((p) => /^(except|all other)/i.test(p));
  const listEnd = parts.findIndex((p, i) => i > 0 && (except < 0 || i < except) && /^(and|or) /.test(p));
  const head = listEnd > 0 ? parts.slice(0, listEnd + 1).join(", ") : parts[0]!;
  const rest = parts.slice(listEnd > 0 ? listEnd + 1 : 1, except < 0 ? undefined : except);
  const qualifier = rest.join(", ");
  const [noun, ...ofPart] = head.split(" of ");
  const nouns = noun!.split(" and ").map((p) => {
    const words = p.split(" ");
    words[words.length - 1] = singularWord(words[words.length - 1]!);
    return words.join(" ");
  });
  const base = [nouns.join(" and "), ...ofPart].join(" of ");
  return qualifier ? `${base} (${qualifier})` : base;
}

const LEVEL_PREFIX = /^((junior|jr\.?|senior|sr\.?|lead|principal|trainee|graduate|entry[- ]level|intern|staff)\s+)+/i;
/** A role without its level words: "Senior Staff Accountant" -> "Accountant". */
export const baseRole = (role: string) => role.replace(LEVEL_PREFIX, "").trim() || role;

/**
 * The next title up for a role: "Software Engineer" -> "Senior Software Engineer" -> "Lead Software Engineer";
 * "Marketing Manager" (any seniority) -> "Marketing Director"; "Director" -> "Vice President"; "Supervisor" -> "Manager".
 */
export function titleUp(role: string, to: "senior" | "lead" | "principal"): string {
  const base = baseRole(role);
  if (/\b(chief|ceo|cfo|cto|coo|president|founder|owner|managing director)\b/i.test(base)) return `${base} of a larger organisation`;
  if (/\bsupervisor\b/i.test(base)) return base.replace(/\bsupervisor\b/i, "Manager");
  if (/\bmanager\b/i.test(base) && !/\b(project|product|account|case|program)\s+manager\b/i.test(base)) return base.replace(/\bmanager\b/i, to === "principal" ? "Vice President" : "Director");
  if (/\bdirector\b/i.test(base)) return base.replace(/\bdirector\b/i, "Vice President");
  return `${to === "senior" ? "Senior" : to === "lead" ? "Lead" : "Principal"} ${base}`;
}

/** An occupation's title as a role: singular, without O*NET's qualifiers. */
export function roleName(o: { title: string }): string {
  return singularTitle(o.title);
}

// ---------------------------------------------------------------------------------------------- experience and dates

/** "2019" as a start means July, as an end June (the evaluation's rule); months pass through. */
function withMonth(value: string, side: "start" | "end") {
  return value.length === 4 ? `${value}-${side === "start" ? "07" : "06"}` : value;
}

/** The last month the résumé shows work in (the end of its latest work range), as a month index. */
export function latestWorkedMonth(profile: Profile): number | null {
  const ends = profile.workRanges.map((r) => monthIndex(r.end));
  return ends.length ? Math.max(...ends) : null;
}

export type DatedPosition = Profile["positions"][number] & { index: number; startMonth: number | null; endMonth: number | null; roleText: string };

/** Positions with their months resolved, most recent first (current ones first, then by end and start). */
export function positionsByRecency(profile: Profile): DatedPosition[] {
  const latest = latestWorkedMonth(profile);
  return profile.positions
    .map((p, index) => {
      const startMonth = p.start ? monthIndex(withMonth(p.start, "start")) : null;
      const endMonth = p.current ? (latest ?? startMonth) : p.end ? monthIndex(withMonth(p.end, "end")) : startMonth;
      return { ...p, index, startMonth, endMonth, roleText: [p.title, ...p.bullets].join("\n").toLowerCase() };
    })
    .sort((a, b) => (b.endMonth ?? -1) - (a.endMonth ?? -1) || (b.startMonth ?? -1) - (a.startMonth ?? -1) || a.index - b.index);
}

// ---------------------------------------------------------------------------------------------- skill evidence

export type SkillEvidence = {
  name: string;
  category: ProfileSkill["category"];
  /** 0-100: how well the résumé shows the skill (see `skillEvidence`). */
  confidence: number;
  inSkillsSection: boolean;
  inExperience: boolean;
  mentions: number;
  /** Positions whose text mentions the skill. */
  positions: number;
  /** "YYYY-MM" of the latest position that mentions it, when dated. */
  lastUsed: string | null;
  /** Why the confidence is what it is, in words. */
  reasons: string[];
};

/**
 * How well the résumé shows each skill, 0-100 (capped at 98: a résumé never proves a skill):
 * 30 for being named at all; +15 named in a skills section; +25 used in a role (mentioned inside a position's text or
 * in the experience section); +5 in projects or certifications; +2 per further mention (at most +8); recency of the
 * latest role that mentions it, counted back from the last month the résumé shows work: within 2 years +15, within
 * 5 years +7; +5 when the roles that mention it span 3 years or more.
 */
/**
 * Of `candidates`, the skills the résumé names only in its skills list, each once: not when another variant of the
 * same family is shown in a role ("Leadership" listed, "Led a team" in a bullet).
 */
export function listedOnlySkills(evidence: SkillEvidence[], candidates: SkillEvidence[], max: number): SkillEvidence[] {
  const family = (name: string) => knowledge.skills.familyName(name) ?? name;
  const usedFamilies = new Set(evidence.filter((e) => e.inExperience).map((e) => family(e.name)));
  const out: SkillEvidence[] = [];
  for (const e of candidates) {
    if (!e.inSkillsSection || e.inExperience || usedFamilies.has(family(e.name)) || out.includes(e)) continue;
    out.push(e);
    if (out.length >= max) break;
  }
  return out;
}

export function skillEvidence(profile: Profile): SkillEvidence[] {
  const latest = latestWorkedMonth(profile);
  const dated = positionsByRecency(profile);
  return profile.skills
    .map((s) => {
      const inSkillsSection = s.mentions.some((m) => m.section === "skills");
      const inProjects = s.mentions.some((m) => m.section === "projects" || m.section === "certifications");
      const used = new Map<number, DatedPosition>();
      for (const m of s.mentions) for (const p of dated) if (m.start >= p.textStart && m.start < p.textEnd) used.set(p.index, p);
      // A role's bullets that name the skill as the list does ("Migrated ... to Amazon Redshift", "Kafka and Flink")
      // count too, where the extractor took the name only from the list (as the detailed analysis reads it).
      const terms = skillTerms(s);
      for (const p of dated) if (!used.has(p.index) && terms.some((t) => containsTerm(p.roleText, t))) used.set(p.index, p);
      const inExperience = used.size > 0 || s.mentions.some((m) => m.section === "experience");
      const usedList = [...used.values()];
      const last = usedList.reduce<number | null>((acc, p) => (p.endMonth !== null && (acc === null || p.endMonth > acc) ? p.endMonth : acc), null);
      const span = mergeRanges(
        usedList.filter((p) => p.startMonth !== null && p.endMonth !== null).map((p) => ({ start: monthString(p.startMonth!), end: monthString(Math.max(p.startMonth!, p.endMonth!)) })),
      ).reduce((sum, r) => sum + r.months, 0);
      let confidence = 30;
      const reasons: string[] = [];
      if (inSkillsSection) (confidence += 15), reasons.push("listed in the skills section");
      if (inExperience) (confidence += 25), reasons.push(used.size ? `used in ${used.size} ${used.size === 1 ? "role" : "roles"}` : "mentioned in the experience section");
      if (inProjects) (confidence += 5), reasons.push("in projects or certifications");
      confidence += Math.min(8, 2 * (s.mentions.length - 1));
      if (last !== null && latest !== null) {
        const since = latest - last;
        if (since <= 24) (confidence += 15), reasons.push(`used recently (${monthString(last)})`);
        else if (since <= 60) (confidence += 7), reasons.push(`last used ${monthString(last)}`);
        else reasons.push(`last used ${monthString(last)}, over 5 years before your most recent work`);
      }
      if (span >= 36) (confidence += 5), reasons.push(`across ${years(span)}`);
      if (!reasons.length) reasons.push("named in the resume, not shown in a role");
      return {
        name: s.name,
        category: s.category,
        confidence: Math.min(98, confidence),
        inSkillsSection,
        inExperience,
        mentions: s.mentions.length,
        positions: used.size,
        lastUsed: last === null ? null : monthString(last),
        reasons,
      };
    })
    .sort((a, b) => b.confidence - a.confidence || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------- seniority and education

export type Seniority = "entry" | "mid" | "senior" | "lead" | "manager" | "executive";
export const SENIORITY_LABEL: Record<Seniority, string> = {
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  lead: "Lead",
  manager: "Manager",
  executive: "Executive",
};

/** Seniority from title words first, then from years of experience when the title says nothing. */
export function seniorityOf(title: string | null, months: number): Seniority {
  const t = ` ${(title ?? "").toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  if (/ (chief|ceo|cto|cfo|coo|cio|cmo|president|vp|svp|evp|founder|co founder|owner|managing director|partner) /.test(t)) return "executive";
  if (/ (manager|mgr|head|director|superintendent|principal of|administrator of) /.test(t) && !/ (project|product|account|case|program) manager /.test(t)) return "manager";
  if (/ (lead|leader|principal|architect|supervisor|charge|chief of|team lead) /.test(t) || / staff (software|engineer|developer|data|scientist|product|designer|researcher) /.test(t)) return "lead";
  if (/ (senior|sr|snr|iii|iv) /.test(t)) return "senior";
  if (/ (junior|jr|intern|trainee|graduate|apprentice|entry|assistant to|student) /.test(t)) return "entry";
  if (months < 24) return "entry";
  if (months >= 96) return "senior";
  return "mid";
}

/** O*NET's education categories (RL 1-12) the résumé's degrees reach, by their words; 0 when none is recognised. */
export function educationLevel(profile: Profile): { level: number; degree: string | null } {
  let best = { level: 0, degree: null as string | null };
  for (const e of profile.education) {
    const d = ` ${e.degree.toLowerCase().replace(/[^a-z]+/g, " ")} `;
    const raw = e.degree.replace(/\s+/g, " ").trim();
    let level = 0;
    if (/ (phd|ph d|doctor|doctorate|dphil|edd|ed d|dnp|dba) /.test(d)) level = 11;
    else if (/ (md|jd|pharmd|dds|dmd|dvm|juris) /.test(d)) level = 10;
    else if (/ (master|masters|msc|ms|ma|mba|med|m ed|mph|msn|meng|m tech|mtech|mca|mfa|llm|m s|m a|m sc) /.test(d)) level = 8;
    else if (/ (bachelor|bachelors|bsc|bs|ba|be|b e|btech|b tech|bsn|bba|bcom|b com|bca|beng|b s|b a|b sc|ab|llb|undergraduate) /.test(d)) level = 6;
    else if (/ (associate|aas|aa|as|adn) /.test(d)) level = 5;
    else if (/ (diploma|certificate|certification) /.test(d)) level = 3;
    else if (/ (high school|secondary|ged|hsc|ssc) /.test(d)) level = 2;
    if (level > best.level) best = { level, degree: raw };
  }
  return best;
}

/** RL category number of a label from the catalog ("Bachelor's Degree" -> 6). */
export function educationCategory(label: string): number {
  const l = label.toLowerCase();
  if (l.startsWith("post-doctoral")) return 12;
  if (l.startsWith("doctoral")) return 11;
  if (l.startsWith("first professional")) return 10;
  if (l.startsWith("post-master")) return 9;
  if (l.startsWith("master")) return 8;
  if (l.startsWith("post-baccalaureate")) return 7;
  if (l.startsWith("bachelor")) return 6;
  if (l.startsWith("associate")) return 5;
  if (l.startsWith("some college")) return 4;
  if (l.startsWith("post-secondary")) return 3;
  if (l.startsWith("high school")) return 2;
  if (l.startsWith("less than")) return 1;
  return 0;
}

/** Typical education and experience of an occupation; its job zone's when O*NET has no ratings for it. */
export function preparationOf(o: Occupation): (OccupationPreparation & { from: "occupation" | "zone" }) | undefined {
  const own = catalog.jobZones.forOccupation(o.code);
  if (own) return { ...own, from: "occupation" };
  const zone = o.jobZone ? catalog.jobZones.forZone(o.jobZone) : undefined;
  return zone ? { ...zone, from: "zone" } : undefined;
}

// ---------------------------------------------------------------------------------------------- occupations and benchmarks

const benchmarks = new Map<string, OccupationBenchmark | null>();
export function benchmarkOf(code: string): OccupationBenchmark | null {
  if (!benchmarks.has(code)) benchmarks.set(code, occupationBenchmark(code));
  return benchmarks.get(code)!;
}

export const wageOf = (code: string): Wage | undefined => knowledge.wages.forCode(code);

/** A matcher of benchmark skills against the résumé's skills (spellings and families count, as on the dashboard). */
export function skillMatcher(profile: Profile) {
  const have = profileShows(profile, normalise, (name) => knowledge.skills.familyName(name));
  const inBullets = bulletEvidence(profile);
  const memo = new Map<string, string | undefined>();
  return (name: string): string | undefined => {
    if (memo.has(name)) return memo.get(name);
    let found = have.get(normalise(name));
    if (!found) found = have.get(normalise(knowledge.skills.familyName(name)));
    if (!found) found = inBullets(name);
    memo.set(name, found);
    return found;
  };
}

export type Coverage = { coverage: number; present: { skill: BenchmarkSkill; matchedBy: string }[]; missing: BenchmarkSkill[] };
/** The weighted share of an occupation's benchmark the résumé shows (the dashboard's Keyword Strength rule). */
const coverageCache = new WeakMap<(name: string) => string | undefined, Map<string, Coverage>>();
export function coverageOf(code: string, has: (name: string) => string | undefined): Coverage {
  let byCode = coverageCache.get(has);
  if (!byCode) coverageCache.set(has, (byCode = new Map()));
  let c = byCode.get(code);
  if (!c) byCode.set(code, (c = computeCoverage(code, has)));
  return c;
}

function computeCoverage(code: string, has: (name: string) => string | undefined): Coverage {
  const bench = benchmarkOf(code);
  if (!bench || !bench.skills.length) return { coverage: 0, present: [], missing: [] };
  let got = 0;
  let total = 0;
  const present: Coverage["present"] = [];
  const missing: BenchmarkSkill[] = [];
  for (const s of bench.skills) {
    total += s.weight;
    // Any technology of the same kind shows a kind's entry, which is then named after it (decision 0031).
    const alternative = has(s.name) ? undefined : s.alternatives?.find((a) => has(a));
    const by = has(s.name) ?? (alternative ? has(alternative) : undefined);
    if (by) {
      got += s.weight;
      present.push({ skill: alternative ? { ...s, name: alternative } : s, matchedBy: by });
    } else missing.push(s);
  }
  return { coverage: total ? got / total : 0, present, missing };
}


export const isManagement = (o: { code: string; title: string }) =>
  o.code.startsWith("11-") || /\b(Managers?|Supervisors?|Directors?|Chief|Administrators?, )/.test(o.title) || /^First-Line Supervisors/.test(o.title);

/** Where a management path goes from a field when O*NET's related occupations name no manager. */
const MANAGER_BY_FIELD: [prefix: string, code: string][] = [
  ["29", "11-9111.00"], ["31", "11-9111.00"], ["15", "11-3021.00"], ["13-2", "11-3031.00"], ["13-1", "11-1021.00"],
  ["25", "11-9032.00"], ["41", "11-2022.00"], ["27-3", "11-2032.00"], ["27", "11-2021.00"], ["17", "11-9041.00"],
  ["19", "11-9121.00"], ["21", "11-9151.00"], ["23", "11-1021.00"], ["43", "43-1011.00"], ["35", "11-9051.00"],
  ["47", "47-1011.00"], ["49", "49-1011.00"], ["51", "51-1011.00"], ["53", "11-3071.00"],
];
export function fieldManager(code: string): Occupation | undefined {
  for (const [prefix, target] of MANAGER_BY_FIELD) if (code.startsWith(prefix)) return knowledge.occupations.byCode(target);
  return knowledge.occupations.byCode("11-1021.00");
}

// ---------------------------------------------------------------------------------------------- the career context

export type CareerContext = {
  inference: OccupationCandidate | null;
  occupation: Occupation | null;
  benchmark: OccupationBenchmark | null;
  /** The résumé's most recent title, tidied; null when no position has one. */
  currentTitle: string | null;
  /** The role to talk about: the résumé's title when it matched the occupation, else the occupation as a role. */
  role: string;
  months: number;
  seniority: Seniority;
  education: { level: number; degree: string | null };
  wage: Wage | undefined;
  preparation: ReturnType<typeof preparationOf>;
  has: (name: string) => string | undefined;
  evidence: SkillEvidence[];
  coverage: Coverage;
  /** Evidence sentences for the occupation ("title “Staff Nurse” ≈ “Registered Nurses”"). */
  occupationEvidence: string[];
  /** Whether the occupation is the target role the user chose (not inferred from the résumé). */
  chosen: boolean;
  /**
   * For a chosen role the résumé's current title does not name (a career change): the occupation the résumé points
   * to, where the person comes from. Null otherwise.
   */
  origin: Occupation | null;
  /** Whether the résumé has any dated work. */
  profileHasDates: boolean;
};

/** The career facts of a résumé, against the target role the user chose (an O*NET code) or else the inferred one. */
export function careerContext(profile: Profile, chosen?: string | null): CareerContext {
  // The titles the dashboard's benchmark reads (occupationTitles), so both screens agree on the occupation.
  const target = targetOccupation(profile, chosen);
  const inference = target.chosen ? target.best : withSeniorityCheck(target.best, target.runnersUp, profile.positions.map((p) => p.title).join(" ; "));
  const occupation = inference ? (knowledge.occupations.byCode(inference.code) ?? null) : null;
  const benchmark = occupation ? benchmarkOf(occupation.code) : null;
  const recent = positionsByRecency(profile).find((p) => p.title.trim());
  const currentTitle = recent ? tidyTitle(recent.title) : null;
  const months = mergeRanges(profile.workRanges).reduce((s, r) => s + r.months, 0);
  const has = skillMatcher(profile);
  const matchedTitle = inference?.evidence.titles.find((t) => t.score >= 0.6 && currentTitle && normalise(t.input) === normalise(recent!.title));
  // The résumé's own title when it names the occupation plainly ("Software Engineer"), not a compound one
  // ("Medical Assistant/Dermatology") or a long one.
  const plain = currentTitle && !/[/,(|&]/.test(currentTitle) && currentTitle.split(" ").length <= 5;
  // A chosen target the current title names ("Senior Data Engineer", choosing Database Architects) keeps that title
  // as the role; one it does not name is a career change: the role is the target's, and the résumé's own occupation
  // is where the person comes from.
  const own = target.chosen && occupation && recent ? inferOccupation({ titles: [recent.title], skills: [] }) : null;
  const namesTarget = !!own && [own.best, ...own.runnersUp].some((c) => c?.code === occupation!.code && c.score >= 0.6);
  const changer = target.chosen && !namesTarget;
  const inferredBest = changer ? target.runnersUp[0] : undefined;
  const origin = inferredBest ? (knowledge.occupations.byCode(inferredBest.code) ?? null) : null;
  const role =
    (matchedTitle && plain) || (target.chosen && namesTarget && currentTitle) ? currentTitle! : occupation ? roleName(occupation) : (currentTitle ?? "Professional");
  const occupationEvidence = target.chosen
    ? [CHOSEN_EVIDENCE]
    : inference
    ? [
        ...inference.evidence.titles.slice(0, 3).map((t) => (normalise(t.input) === normalise(t.matched) ? `title “${tidyTitle(t.input)}”` : `title “${tidyTitle(t.input)}” ≈ “${t.matched}”`)),
        ...(inference.evidence.skills.length ? [`skills ${inference.evidence.skills.slice(0, 6).join(", ")}`] : []),
      ]
    : [];
  return {
    inference,
    occupation,
    benchmark,
    currentTitle,
    role,
    months,
    seniority: seniorityOf(currentTitle, months),
    education: educationLevel(profile),
    wage: occupation ? wageOf(occupation.code) : undefined,
    preparation: occupation ? preparationOf(occupation) : undefined,
    has,
    evidence: skillEvidence(profile),
    coverage: occupation ? coverageOf(occupation.code, has) : { coverage: 0, present: [], missing: [] },
    occupationEvidence,
    chosen: target.chosen,
    origin,
    profileHasDates: profile.workRanges.length > 0,
  };
}

const MANAGERIAL = /\b(manager|managers|director|head of|chief|vp|vice president|president|supervisor|superintendent|owner|founder|partner|general manager|ceo|cfo|cto|coo)\b/i;

/**
 * The inference's best occupation, unless the titles' level contradicts it and a close runner-up (at least 90% of the
 * best score) fits: managerial titles should not land on an assistant occupation ("Vice President/General Manager" ≈
 * "VP Assistant"), nor an assistant's title on a manager occupation ("Marketing Assistant" ≈ "Marketing Managers").
 */
function withSeniorityCheck(best: OccupationCandidate | null, runnersUp: OccupationCandidate[], titles: string): OccupationCandidate | null {
  if (!best) return null;
  const managerial = MANAGERIAL.test(titles);
  const bestIsManager = isManagement(best);
  if (managerial === bestIsManager) return best;
  const alt = runnersUp.find((c) => isManagement(c) === managerial && c.score >= 0.9 * best.score);
  return alt ?? best;
}

// ---------------------------------------------------------------------------------------------- steps up

export type Step = {
  occupation: Occupation;
  /** Position in O*NET's related list (0 = most related); -1 for steps not from that list. */
  relatedRank: number;
  wage: Wage | undefined;
  /** Median wage growth over the current occupation's median, as a ratio (0.25 = +25%); null when unknown. */
  growth: number | null;
  /** The résumé's weighted coverage of the step's benchmark, 0-1. */
  coverage: number;
  management: boolean;
  /** Whether the step's typical education is within reach (at most one degree level above what the résumé shows). */
  reachable: boolean;
  educationNote: string | null;
  preparation: ReturnType<typeof preparationOf>;
};

export function stepFrom(ctx: CareerContext, o: Occupation, relatedRank: number, from?: Occupation): Step {
  const wage = wageOf(o.code);
  const base = (from ? wageOf(from.code) : ctx.wage)?.median ?? null;
  const growth = wage?.median && base ? wage.median / base - 1 : null;
  const prep = preparationOf(o);
  const need = prep ? educationCategory(prep.education.median) : 0;
  const currentNeed = ctx.preparation ? educationCategory(ctx.preparation.education.median) : 0;
  const have = Math.max(ctx.education.level, currentNeed);
  // Bachelor's (6) -> master's (8) is one degree; a first professional or doctoral degree (10+) from a bachelor's is not.
  const reachable = !need || !have || need <= have + 2;
  const educationNote = prep && need > have && have > 0 ? `O*NET: most ${o.title} report ${prep.education.median.toLowerCase()} as the required education` : null;
  return { occupation: o, relatedRank, wage, growth, coverage: coverageOf(o.code, ctx.has).coverage, management: isManagement(o), reachable, educationNote, preparation: prep };
}

/**
 * Related occupations (O*NET order) of the current occupation, or of `from`, as steps (wage growth measured from the
 * occupation they start from), without the starting occupation and those BLS has no median for.
 */
export function relatedSteps(ctx: CareerContext, from?: Occupation): Step[] {
  const start = from ?? ctx.occupation;
  if (!start) return [];
  return knowledge.occupations
    .related(start.index)
    .filter((o) => o.code !== start.code)
    .map((o, i) => stepFrom(ctx, o, i, from))
    .filter((s) => s.wage?.median);
}

/**
 * Whether O*NET relates a step closely to where it starts: among its ten most related occupations (O*NET's primary
 * tiers come first), or in the same SOC minor group ("29-1"). Far down the list, related occupations are other
 * specialities (an elementary teacher's list ends with postsecondary art teachers).
 */
export const closelyRelated = (s: Step, from: Occupation) => s.relatedRank < 10 || s.occupation.code.slice(0, 4) === from.code.slice(0, 4);

/**
 * How close a step stays to the current field: 1 same SOC minor group ("15-1"), 0.8 a management occupation, 0.7 same
 * major group ("15"), 0.2 elsewhere (Software Developers -> Computer Hardware Engineers is a change of field).
 */
export function affinity(ctx: CareerContext, s: Step): number {
  const code = ctx.occupation?.code ?? "";
  if (s.occupation.code.slice(0, 4) === code.slice(0, 4)) return 1;
  if (s.management) return 0.8;
  if (s.occupation.code.slice(0, 2) === code.slice(0, 2)) return 0.7;
  return 0.2;
}

/** Typical years of related experience for an occupation (the median category's lower and upper bound). */
export function experienceYears(o: Occupation): [number, number] | null {
  const p = preparationOf(o);
  return p ? p.experience.years : null;
}
