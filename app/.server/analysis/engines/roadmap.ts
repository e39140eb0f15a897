// The 10-Year Career Roadmap: two paths of milestones from the occupation the résumé points to, built from O*NET's
// related occupations and job zones, priced with BLS OEWS percentiles. Pure and deterministic (no clock: years count
// from `asOf`).
//
// How each preference changes the result (unset preferences are left out of `preferences` and have no effect):
//
// | preference        | effect |
// |-------------------|--------|
// | careerTrack       | Which path is path1. "Individual Contributor": path1 = the individual-contributor ladder, path2 =
// |                   | management. "Management": the reverse. "Entrepreneurship": path1 = a founder / independent path
// |                   | (independent work, small-business owner, chief executive), path2 = whichever of the other two
// |                   | ranks higher (by pay growth when salaryImportance is High, else by suitability). Unset: the
// |                   | two ladders are ranked the same way, except that within 3 points of suitability the track the
// |                   | résumé is on now comes first (management for a manager, else individual contributor). A
// |                   | manager's individual-contributor ladder is advisory work (O*NET Management Analysts).
// | workStyle         | Pace: when milestones fall and how many rungs are reached within ten years. Relaxed: up to 3
// |                   | milestones at years +1, +5, +10. Balanced (default): up to 4 at +1, +3, +6, +10. Aggressive: up to 5
// |                   | at +1, +2, +4, +7, +10 (the same roles sooner, and one rung further). A shorter ladder is spread
// |                   | the same way (`PACE`: Balanced with 3 rungs at +1, +4, +8; Aggressive with 4 at +1, +2, +4, +7).
// | salaryImportance  | How steps between occupations are chosen and paths ranked: Low weighs skill fit most (pay 5%),
// |                   | Medium (default) pay 25%, High pay 50% of the score; High also ranks paths by pay growth.
// | industry          | Free text matched against known industries (health care, finance, software ...): their kinds of
// |                   | employers come first in every milestone (after a founder's own business or an independent's
// |                   | clients), and related occupations whose title or description
// |                   | names the industry get a bonus when steps are chosen. Text that matches no industry is noted in
// |                   | the overview and changes nothing else (not an error).
// | preferredLocation | Noted in the overview and the networking strategy. Salaries stay U.S. national (BLS OEWS, May
// |                   | 2024) and the text says so; no local figures are invented.
// | remotePreference  | Remote: remote-friendly kinds of employers first, online networking, and a note when the field is
// |                   | mostly on-site. On-site: on-site employers first and in-person networking. Hybrid: a note and
// |                   | both kinds of networking. With Remote or Hybrid, each milestone after the first says how
// |                   | feasible that is in its field (a rule of thumb by SOC group, catalog/employers.ts).
import { type CareerRoadmap, type RoadmapPreferences, roadmapPreferencesSchema } from "~/lib/schemas/analysis";
import { listText } from "~/lib/list-text";
import type { Profile } from "~/lib/schemas/profile";
import { catalog, type LearningEntry } from "../catalog";
import { employerKindsFor, FOUNDER_KINDS, INDEPENDENT_KINDS, type Industry, isRemoteFriendlyEmployer, matchIndustries, remoteFeasibility } from "../catalog/employers";
import { knowledge, type Occupation, type Wage } from "../knowledge";
import { ENGINE_VERSION } from "../version";
import {
  affinity,
  baseRole,
  type CareerContext,
  closelyRelated,
  careerContext,
  coverageOf,
  fieldManager,
  isManagement,
  listedOnlySkills,
  relatedSteps,
  round,
  roleName,
  SALARY_SOURCE,
  type SkillEvidence,
  type Step,
  stepFrom,
  titleUp,
  usd,
  wageOf,
  years,
} from "./career";
import { gapsOf, learningFor } from "./career-learning";
import { trendsOf } from "./career-trends";

type Band = "entry" | "mid" | "senior" | "lead" | "top";
const BANDS: Record<Band, [keyof Wage & ("p10" | "p25" | "median" | "p75" | "p90"), keyof Wage & ("p10" | "p25" | "median" | "p75" | "p90")]> = {
  entry: ["p10", "median"],
  mid: ["p25", "p75"],
  senior: ["median", "p90"],
  lead: ["p75", "p90"],
  top: ["p90", "p90"],
};
const PERCENTILE_LABEL: Record<string, string> = { p10: "10th", p25: "25th", median: "50th", p75: "75th", p90: "90th" };

type Track = "ic" | "management" | "founder";
type Rung = {
  role: string;
  occupation: Occupation;
  band: Band;
  kind: "current" | "level" | "occupation" | "founder";
  step?: Step;
  /** Founder rungs: the field the business works in (its clients are that field's employers). */
  field?: Occupation;
};
type Path = { track: Track; rungs: Rung[]; suitability: number; growth: number | null; suitabilityText: string };

const PACE: Record<NonNullable<RoadmapPreferences["workStyle"]>, number[][]> = {
  // offsets (years after asOf's year) for a ladder of 1..n rungs
  Relaxed: [[1], [1, 6], [1, 5, 10]],
  Balanced: [[1], [1, 5], [1, 4, 8], [1, 3, 6, 10]],
  Aggressive: [[1], [1, 3], [1, 2, 5], [1, 2, 4, 7], [1, 2, 4, 7, 10]],
};

// ---------------------------------------------------------------------------------------------- preferences

/** The preferences that are set and valid, field by field; the names of those ignored as invalid. */
export function cleanPreferences(input: unknown): { used: RoadmapPreferences; ignored: string[] } {
  const used: RoadmapPreferences = {};
  const ignored: string[] = [];
  const raw = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const shape = roadmapPreferencesSchema.shape;
  for (const key of Object.keys(shape) as (keyof RoadmapPreferences)[]) {
    const value = raw[key];
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") (used as Record<string, unknown>)[key] = parsed.data;
    else ignored.push(key);
  }
  for (const key of Object.keys(raw)) if (!(key in shape)) ignored.push(key);
  return { used, ignored: ignored.sort() };
}

const asOfYear = (asOf: string, profile: Profile) => {
  const m = /^(\d{4})/.exec(asOf ?? "");
  if (m) return Number(m[1]);
  const ends = profile.workRanges.map((r) => Number(r.end.slice(0, 4)));
  return ends.length ? Math.max(...ends) : 2025;
};

// ---------------------------------------------------------------------------------------------- ladders

type Weights = { cov: number; pay: number; aff: number; rel: number };
const WEIGHTS: Record<NonNullable<RoadmapPreferences["salaryImportance"]>, Weights> = {
  Low: { cov: 0.45, pay: 0.05, aff: 0.25, rel: 0.25 },
  Medium: { cov: 0.35, pay: 0.25, aff: 0.2, rel: 0.2 },
  High: { cov: 0.25, pay: 0.5, aff: 0.15, rel: 0.1 },
};

const industryWords = (industries: Industry[]) => industries.flatMap((i) => i.keywords).filter((k) => k.length > 2);
function namesIndustry(o: Occupation, words: string[]): boolean {
  if (!words.length) return false;
  const text = ` ${`${o.title} ${o.description}`.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  return words.some((w) => text.includes(` ${w} `));
}

type Choose = { weights: Weights; industry: string[] };
function chooseStep(ctx: CareerContext, steps: Step[], choose: Choose): Step | undefined {
  const score = (s: Step) =>
    choose.weights.cov * s.coverage +
    choose.weights.pay * Math.min(1, Math.max(0, s.growth ?? 0) / 0.5) +
    choose.weights.aff * affinity(ctx, s) +
    choose.weights.rel * (1 - s.relatedRank / 20) +
    (namesIndustry(s.occupation, choose.industry) ? 0.15 : 0);
  return [...steps].sort((a, b) => score(b) - score(a) || a.relatedRank - b.relatedRank || (a.occupation.code < b.occupation.code ? -1 : 1))[0];
}

const seniorTitleField = (o: Occupation) => /^(11|13|15|17|19|27|41)-/.test(o.code);

const BAND_ORDER: Band[] = ["entry", "mid", "senior", "lead", "top"];

function currentBand(ctx: CareerContext): Band {
  // A career change starts at the new occupation's entry level, whatever the years in the old one.
  if (ctx.origin) return "entry";
  switch (ctx.seniority) {
    case "entry":
      return "entry";
    case "mid":
      return "mid";
    case "senior":
      return "senior";
    default:
      return "lead";
  }
}

/**
 * The individual-contributor ladder. Where "Senior …" is a title of its own (computing, business, engineering ...):
 * the role, its senior and lead levels, then a related occupation that pays more than the lead level's floor, else a
 * principal level. Elsewhere (nursing, teaching): the role, up to two related occupations that pay more, then the
 * experienced level of the last one reached (or of the role itself).
 */
function icLadder(ctx: CareerContext, choose: Choose): Rung[] {
  const o = ctx.occupation!;
  const base = baseRole(ctx.role);
  const band = currentBand(ctx);
  const titled = seniorTitleField(o);
  const rungs: Rung[] = [{ role: ctx.role, occupation: o, band, kind: "current" }];
  // A manager's hands-on path is advisory work: O*NET's Management Analysts (management consultants).
  const consultants = knowledge.occupations.byCode("13-1111.00");
  if (isManagement(o) && consultants && o.code !== consultants.code) {
    const area = fieldNoun(o);
    const suffix = area ? ` (${area})` : "";
    rungs.push({ role: `Management Consultant${suffix}`, occupation: consultants, band: "senior", kind: "occupation", step: stepFrom(ctx, consultants, 19) });
    rungs.push({ role: `Senior Management Consultant${suffix}`, occupation: consultants, band: "lead", kind: "level" });
    return rungs;
  }
  if (titled) {
    if (band === "entry" || band === "mid") rungs.push({ role: titleUp(ctx.role, "senior"), occupation: o, band: "senior", kind: "level" });
    if (band !== "lead") rungs.push({ role: titleUp(ctx.role, "lead"), occupation: o, band: "lead", kind: "level" });
  }
  let from: Occupation = o;
  const used = new Set([o.code]);
  for (let hop = 0; hop < (titled ? 1 : 2); hop++) {
    // A move must also pay more than the floor of the rung before it (a lateral move is not a step up).
    const floor = salaryOf(rungs[rungs.length - 1]!)?.min ?? 0;
    const steps = relatedSteps(ctx, from === o ? undefined : from).filter(
      (s) =>
        !used.has(s.occupation.code) &&
        !s.management &&
        (s.growth ?? 0) >= 0.05 &&
        (s.wage?.median ?? 0) >= 1.05 * floor &&
        s.reachable &&
        closelyRelated(s, from) &&
        s.occupation.code.slice(0, 2) === o.code.slice(0, 2),
    );
    const step = chooseStep(ctx, steps, choose);
    if (!step) break;
    rungs.push({ role: roleName(step.occupation), occupation: step.occupation, band: "mid", kind: "occupation", step });
    used.add(step.occupation.code);
    from = step.occupation;
  }
  const last = rungs[rungs.length - 1]!;
  // A promotion is paid above the rung before it: a principal is at the top of the range (a lead already at p75-p90
  // had been shown the same pay, "+0%").
  if (titled && last.occupation === o) rungs.push({ role: titleUp(ctx.role, "principal"), occupation: o, band: "top", kind: "level" });
  else if (!titled || last.kind === "occupation") {
    const prefix = seniorTitleField(last.occupation) ? "Senior" : "Experienced";
    rungs.push({ role: `${prefix} ${last.kind === "current" ? base : last.role}`, occupation: last.occupation, band: "senior", kind: "level" });
  }
  return rungs;
}

function managementLadder(ctx: CareerContext, choose: Choose): Rung[] {
  const o = ctx.occupation!;
  const rungs: Rung[] = [{ role: ctx.role, occupation: o, band: currentBand(ctx), kind: "current" }];
  const related = relatedSteps(ctx);
  const alreadyManager = isManagement(o);
  if (!alreadyManager) {
    // A first-line supervisor of the field when O*NET relates one, else leading a team in the current role.
    const supervisor = chooseStep(ctx, related.filter((s) => /^First-Line Supervisors/.test(s.occupation.title) && (s.growth ?? 0) >= 0), choose);
    if (supervisor) rungs.push({ role: roleName(supervisor.occupation), occupation: supervisor.occupation, band: "mid", kind: "occupation", step: supervisor });
    else if (ctx.seniority !== "lead") rungs.push({ role: `Team lead, ${baseRole(ctx.role)}`, occupation: o, band: "senior", kind: "level" });
  }
  const managers = related.filter((s) => s.occupation.code.startsWith("11-") && s.reachable && (s.growth ?? 0) >= (alreadyManager ? 0.05 : 0));
  let manager = chooseStep(ctx, managers, choose);
  if (!manager && !alreadyManager) {
    const fallback = fieldManager(o.code);
    if (fallback && fallback.code !== o.code && wageOf(fallback.code)?.median) manager = stepFrom(ctx, fallback, 19);
  }
  if (manager) rungs.push({ role: roleName(manager.occupation), occupation: manager.occupation, band: "mid", kind: "occupation", step: manager });
  const top = manager?.occupation ?? o;
  rungs.push({ role: titleUp(manager ? roleName(top) : ctx.role, "lead"), occupation: top, band: "lead", kind: "level" });
  const ceo = knowledge.occupations.byCode("11-1011.00");
  // The top executives' range: their middle half, or its upper part for someone already at the top of their own.
  const high = salaryOf(rungs[rungs.length - 1]!)?.min ?? 0;
  const ceoBand: Band = (wageOf("11-1011.00")?.p25 ?? 0) < high ? "senior" : "mid";
  if (ceo && top.code !== ceo.code) rungs.push({ role: "Top executive (Chief Executives)", occupation: ceo, band: ceoBand, kind: "occupation", step: stepFrom(ctx, ceo, 19, top) });
  return rungs;
}

function founderLadder(ctx: CareerContext): Rung[] {
  const o = ctx.occupation!;
  const gm = knowledge.occupations.byCode("11-1021.00");
  const ceo = knowledge.occupations.byCode("11-1011.00");
  const rungs: Rung[] = [
    { role: ctx.role, occupation: o, band: currentBand(ctx), kind: "current" },
    { role: `Independent ${baseRole(ctx.role)} (freelance, contract or consulting)`, occupation: o, band: "mid", kind: "founder" },
  ];
  if (gm) rungs.push({ role: `Owner of a small ${fieldNoun(o) ?? `${roleName(o).toLowerCase()}`} business`, occupation: gm, band: "mid", kind: "founder", field: o });
  if (ceo) rungs.push({ role: "Founder and chief executive of a growing company", occupation: ceo, band: "mid", kind: "founder", field: o });
  if (ceo) rungs.push({ role: "Founder and chief executive, established company", occupation: ceo, band: "senior", kind: "founder", field: o });
  return rungs;
}

/** "Software Developers" -> "software and IT services"; "Registered Nurses" -> "nursing"; null when not known. */
function fieldNoun(o: Occupation): string | null {
  const t = o.title.toLowerCase();
  if (/nurs/.test(t)) return "nursing";
  if (/software|developer|programmer|computer|web|data/.test(t)) return "software and IT services";
  if (/accountant|auditor|bookkeep|tax/.test(t)) return "accounting";
  if (/teacher|instructor|tutor|educat/.test(t)) return "education and tutoring";
  if (/market|advertis|public relations/.test(t)) return "marketing";
  if (/sales/.test(t)) return "sales";
  if (/design/.test(t)) return "design";
  if (/engineer/.test(t)) return "engineering services";
  if (/financ|invest|budget|credit/.test(t)) return "finance";
  if (/human resources|recruit|training and development/.test(t)) return "HR";
  if (/health|medical|clinic|therap/.test(t)) return "health care";
  if (/law|legal|paralegal/.test(t)) return "legal";
  return null;
}

// ---------------------------------------------------------------------------------------------- scoring

/**
 * Suitability 0-100 of a path: 60% the résumé's weighted coverage of the O*NET skills of the path's occupations
 * (each occupation once, earlier ones weighing more: 1, 0.8, 0.6 ...), 40% how much of those skills the current
 * occupation's own benchmark shares (what carries over from the work you do now).
 */
function suitabilityOf(ctx: CareerContext, rungs: Rung[]): { score: number; text: string } {
  const occs = [...new Map(rungs.map((r) => [r.occupation.code, r.occupation])).values()];
  const current = new Set((ctx.benchmark?.skills ?? []).map((s) => s.name.toLowerCase()));
  let wsum = 0;
  let user = 0;
  let carry = 0;
  occs.forEach((o, i) => {
    const w = Math.max(0.2, 1 - 0.2 * i);
    const cov = coverageOf(o.code, ctx.has);
    const all = [...cov.present.map((p) => p.skill), ...cov.missing];
    const total = all.reduce((s, x) => s + x.weight, 0);
    const shared = all.filter((x) => current.has(x.name.toLowerCase())).reduce((s, x) => s + x.weight, 0);
    wsum += w;
    user += w * cov.coverage;
    carry += w * (total ? shared / total : 0);
  });
  if (!wsum) return { score: 0, text: "" };
  const u = user / wsum;
  const c = carry / wsum;
  const score = round(100 * (0.6 * u + 0.4 * c));
  return {
    score,
    text: `Suitability ${score}/100: your resume shows ${round(u * 100)}% of the weighted O*NET skills of these roles, and ${round(c * 100)}% of them are skills of your current occupation too (60/40 blend).`,
  };
}

function growthOf(ctx: CareerContext, rungs: Rung[]): number | null {
  const start = salaryOf(rungs[0]!);
  const end = salaryOf(rungs[rungs.length - 1]!);
  if (!start || !end) return null;
  return (end.min + end.max) / (start.min + start.max) - 1;
}

/**
 * A step starts no lower than the rung it leaves: its band is raised until its floor is at least the previous
 * floor (a team lead at $155,810 had become a manager from $134,350), and a promotion in the same occupation until
 * it pays more. Founder rungs are left alone: founding a company may well pay less at first.
 */
function noPayCut(rungs: Rung[]): Rung[] {
  const out: Rung[] = [];
  for (const r of rungs) {
    const before = out.length ? salaryOf(out[out.length - 1]!) : null;
    let rung = r;
    if ((r.kind === "occupation" || r.kind === "level") && before) {
      // A promotion in the same occupation must also pay more somewhere in its range.
      const enough = (x: ReturnType<typeof salaryOf>) =>
        !x || (x.min >= before.min && (r.kind === "occupation" || x.min > before.min || x.max > before.max));
      let raised: Rung | null = null;
      for (let b = BAND_ORDER.indexOf(r.band); b < BAND_ORDER.length && !raised; b++) {
        const candidate = { ...r, band: BAND_ORDER[b]! };
        if (enough(salaryOf(candidate))) raised = candidate;
      }
      // A promotion that no band can pay more for (the rung before is at the top of the BLS range) is left out:
      // the data show no further rise. A move to another occupation that no band of it can match (a chief
      // executive at the BLS cap) is a pay cut whatever the band, so it keeps its own.
      // At the BLS cap ($239,200, "or more") the rise is there but not in the data: the promotion stays, at the top.
      if (!raised && r.kind === "level") {
        if (!before.wage.capped || before.max < 239_200) continue;
        raised = { ...r, band: "top" };
      }
      rung = raised ?? r;
    }
    out.push(rung);
  }
  return out;
}

function salaryOf(r: Rung): { min: number; max: number; lo: string; hi: string; wage: Wage } | null {
  const wage = wageOf(r.occupation.code);
  if (!wage) return null;
  let [lo, hi] = BANDS[r.band];
  let min = wage[lo];
  let max = wage[hi];
  if (min == null || max == null) {
    lo = "p25";
    hi = "p75";
    min = wage.p25 ?? wage.median;
    max = wage.p75 ?? wage.median;
  }
  if (min == null || max == null) return null;
  return { min, max, lo, hi, wage };
}

// ---------------------------------------------------------------------------------------------- result

export function careerRoadmap({
  profile,
  preferences,
  asOf,
  occupation,
}: {
  profile: Profile;
  preferences: RoadmapPreferences;
  asOf: string;
  /** The target role the user chose (an O*NET code); else the one the résumé points to. */
  occupation?: string | null;
}): CareerRoadmap {
  const { used, ignored } = cleanPreferences(preferences);
  const year0 = asOfYear(asOf, profile);
  const ctx = careerContext(profile, occupation);
  if (!ctx.occupation) return withoutOccupation(ctx, used, ignored);
  const o = ctx.occupation;

  const industries = used.industry ? matchIndustries(used.industry) : [];
  const choose: Choose = { weights: WEIGHTS[used.salaryImportance ?? "Medium"], industry: industryWords(industries) };
  const pace = used.workStyle ?? "Balanced";
  const build = (track: Track): Path => {
    const ladder = noPayCut(track === "ic" ? icLadder(ctx, choose) : track === "management" ? managementLadder(ctx, choose) : founderLadder(ctx));
    // The pace decides how many rungs ten years reach.
    const rungs = ladder.slice(0, PACE[pace].length);
    const s = suitabilityOf(ctx, rungs);
    return { track, rungs, suitability: s.score, suitabilityText: s.text, growth: growthOf(ctx, rungs) };
  };
  const ic = build("ic");
  const management = build("management");
  const byPay = used.salaryImportance === "High";
  const rank = (a: Path, b: Path) =>
    byPay ? (b.growth ?? -1) - (a.growth ?? -1) || b.suitability - a.suitability : b.suitability - a.suitability || (b.growth ?? -1) - (a.growth ?? -1);
  let path1: Path;
  let path2: Path;
  switch (used.careerTrack) {
    case "Individual Contributor":
      [path1, path2] = [ic, management];
      break;
    case "Management":
      [path1, path2] = [management, ic];
      break;
    case "Entrepreneurship":
      path1 = build("founder");
      path2 = [ic, management].sort(rank)[0]!;
      break;
    default: {
      // Within 3 points of suitability, the track the résumé is on now comes first (unless pay matters most).
      const managerNow = ctx.seniority === "manager" || ctx.seniority === "executive";
      const home = managerNow ? management : ic;
      const away = home === ic ? management : ic;
      const close = Math.abs(home.suitability - away.suitability) <= 3 && !byPay;
      [path1, path2] = close || rank(home, away) <= 0 ? [home, away] : [away, home];
    }
  }

  const remote = used.remotePreference;
  const milestonesOf = (p: Path) => milestones(ctx, p, pace, year0, industries, remote);
  const m1 = milestonesOf(path1);
  const m2 = milestonesOf(path2);

  return {
    overview: overviewText(ctx, path1, path2, m1, m2, used, ignored, industries),
    currentPosition: currentPosition(ctx),
    potentialPaths: {
      path1: { name: pathName(path1), description: pathDescription(ctx, path1, pace), suitabilityScore: path1.suitability, milestones: m1 },
      path2: { name: pathName(path2), description: pathDescription(ctx, path2, pace), suitabilityScore: path2.suitability, milestones: m2 },
    },
    recommendedLearning: learningPlan(ctx, path1, m1, year0),
    networkingStrategy: networking(ctx, path1, used, industries),
    salarySource: `${SALARY_SOURCE}: annual wages in USD, percentile ranges per milestone; employees only (self-employment income is not covered).`,
    preferences: used,
    engineVersion: ENGINE_VERSION,
  };
}

type Milestone = CareerRoadmap["potentialPaths"]["path1"]["milestones"][number];

function milestones(ctx: CareerContext, p: Path, pace: NonNullable<RoadmapPreferences["workStyle"]>, year0: number, industries: Industry[], remote: RoadmapPreferences["remotePreference"]): Milestone[] {
  const table = PACE[pace];
  const n = Math.min(p.rungs.length, table.length);
  const offsets = table[n - 1]!;
  const rungs = p.rungs.slice(0, n);
  const sinceStart = new Set<string>();
  return rungs.map((r, i) => {
    const year = year0 + offsets[i]!;
    const salary = salaryOf(r);
    const cov = coverageOf(r.occupation.code, ctx.has);
    const gaps = gapsOf(r.occupation, cov.missing).filter((g) => !sinceStart.has(g.skill));
    // A higher level of the same occupation asks more of its O*NET skills and knowledge (decision making, managing
    // people) than of further tools: those come first there.
    const nonTech = gaps.filter((g) => g.kind !== "technology");
    const ordered = r.kind === "level" ? [...nonTech, ...gaps.filter((g) => g.kind === "technology").slice(0, Math.max(0, 3 - nonTech.length))] : gaps;
    const required = ordered.slice(0, 5).map((g) => g.skill);
    for (const s of required) sinceStart.add(s);
    const employers = employersFor(r, industries, remote);
    const trends = trendsOf(r.occupation, ctx.has, 3).map((t) => (t.kind === "emerging" ? `Emerging task (O*NET): ${t.trend}` : `${t.trend}: ${t.timeframe.replace(/^Now: /, "")}`));
    return {
      role: r.role,
      year,
      description: milestoneDescription(ctx, r, year, salary, remote, i, i === rungs.length - 1 && year < year0 + 10 ? year0 + 10 : null),
      salary: { currency: "USD", min: salary?.min ?? 0, max: salary?.max ?? 0 },
      requiredSkills: required.length ? required : cov.present.slice(0, 3).map((x) => x.skill.name),
      potentialEmployers: employers,
      industryTrends: trends,
    };
  });
}

/**
 * Kinds of employers for a milestone: a founder's own business or an independent's clients first, then the kinds of
 * the preferred industry, then those of the occupation; within each group, remote-friendly kinds first for Remote and
 * last for On-site. At most five.
 */
function employersFor(r: Rung, industries: Industry[], remote: RoadmapPreferences["remotePreference"]): string[] {
  const order = (kinds: string[]) =>
    remote === "Remote"
      ? [...kinds.filter(isRemoteFriendlyEmployer), ...kinds.filter((k) => !isRemoteFriendlyEmployer(k))]
      : remote === "On-site"
        ? [...kinds.filter((k) => !isRemoteFriendlyEmployer(k)), ...kinds.filter(isRemoteFriendlyEmployer)]
        : kinds;
  const head = r.kind === "founder" ? (r.occupation.code.startsWith("11-1") ? FOUNDER_KINDS : INDEPENDENT_KINDS) : [];
  const fieldKinds = employerKindsFor((r.kind === "founder" ? (r.field ?? r.occupation) : r.occupation).code);
  const industryKinds = industries.flatMap((i) => i.employers);
  return [...new Set([...head, ...order(industryKinds), ...order(fieldKinds)])].slice(0, 5);
}

function milestoneDescription(
  ctx: CareerContext,
  r: Rung,
  year: number,
  salary: ReturnType<typeof salaryOf>,
  remote: RoadmapPreferences["remotePreference"],
  index: number,
  /** The tenth year, when this is the path's last milestone and falls before it. */
  tenth: number | null = null,
): string {
  const o = r.occupation;
  const parts: string[] = [];
  if (r.kind === "current") parts.push(`${year}: consolidate as ${r.role}, closing the most important gaps of ${o.title} first.`);
  else if (r.kind === "level") parts.push(`By ${year}: ${r.role}, a higher level in the same occupation (${o.title}).`);
  else if (r.kind === "founder") parts.push(`By ${year}: ${r.role}.`);
  else {
    const prep = r.step?.preparation;
    parts.push(`By ${year}: move to ${o.title} (O*NET ${o.code}), O*NET Job Zone ${o.jobZone}.`);
    if (prep) parts.push(`O*NET: typical education ${prep.education.median.toLowerCase()}; typical related experience "${prep.experience.median.toLowerCase()}"${prep.from === "zone" ? " (typical of its job zone)" : ""}.`);
    if (r.step?.educationNote) parts.push("That is more education than your resume shows: plan the degree ahead.");
  }
  if (salary) {
    const which = salary.lo === salary.hi ? `${PERCENTILE_LABEL[salary.lo]} percentile` : `${PERCENTILE_LABEL[salary.lo]}-${PERCENTILE_LABEL[salary.hi]} percentile`;
    const proxy = r.kind === "level" ? " (BLS does not publish pay by seniority; the upper percentiles stand in for it)" : r.kind === "founder" ? " of employed workers, for reference: OEWS does not cover the self-employed and founders' income varies widely" : "";
    const amount = salary.min === salary.max ? usd(salary.max, salary.wage.capped) : `${usd(salary.min)} to ${usd(salary.max, salary.wage.capped)}`;
    parts.push(`Salary: ${amount}, the BLS ${which} for ${salary.wage.title}${proxy}.`);
  } else parts.push(`BLS publishes no wage estimate for ${o.title}, so no salary is shown (0).`);
  if (remote && index > 0) {
    const f = remoteFeasibility(o.code);
    if (remote === "Remote") parts.push(f === "low" ? "Remote: this work is mostly on-site; remote options are limited." : f === "high" ? "Remote: often possible in this field." : "Remote: possible with some employers.");
    else if (remote === "Hybrid") parts.push(f === "low" ? "Hybrid: this work is mostly on-site." : "Hybrid: common in this field.");
  }
  // A short ladder reaches its top early: say what the rest of the ten years hold rather than leave them blank.
  if (tenth !== null) parts.push(`From ${year + 1} to ${tenth}: grow within this role (wider scope, a specialty, mentoring others); O*NET's data name no higher rung on this path.`);
  return parts.join(" ");
}

// ---------------------------------------------------------------------------------------------- prose

const TRACK_NAME: Record<Track, string> = { ic: "Individual contributor", management: "Management", founder: "Founder / independent" };
function pathName(p: Path): string {
  const last = p.rungs[p.rungs.length - 1]!;
  return `${TRACK_NAME[p.track]}: ${p.rungs[0]!.role} to ${last.role}`;
}

function pathDescription(ctx: CareerContext, p: Path, pace: string): string {
  const what =
    p.track === "ic"
      ? "Grow as a hands-on specialist: deeper expertise and larger scope without managing people."
      : p.track === "management"
        ? "Move into leading people: first a team, then a function."
        : "Build your own practice: independent work first, then a small business of your own.";
  const growth = p.growth !== null ? ` Pay from the first to the last milestone: ${p.growth >= 0 ? "+" : ""}${round(p.growth * 100)}% (midpoints of the BLS ranges).` : "";
  const capped = p.rungs.some((r) => {
    const s = salaryOf(r);
    return !!s && s.wage.capped && s.max >= 239_200;
  });
  const cap = capped ? " BLS top-codes annual wages at $239,200, so pay above that is not in the data." : "";
  return `${what} Pace: ${pace}.${growth}${cap} ${p.suitabilityText}`.trim();
}

function currentPosition(ctx: CareerContext): CareerRoadmap["currentPosition"] {
  const o = ctx.occupation!;
  const byName = new Map(ctx.evidence.map((e) => [e.name, e]));
  // One skill can show two benchmark skills ("Python", and "Programming" via Python): it is one strength.
  const present = [...new Set(ctx.coverage.present.map((p) => byName.get(p.matchedBy)))]
    .filter((e): e is SkillEvidence => !!e)
    .sort((a, b) => b.confidence - a.confidence || (a.name < b.name ? -1 : 1));
  // The benchmark's skills the résumé shows well, at least three when it lists that many (a skill only listed is
  // still a strength for the occupation: one skill "used in 2 roles" had been the only strength of a CV listing
  // Python and C++), and its other skills shown in use; strongest first.
  const shownWell = present.filter((e) => e.confidence >= 60);
  const benchmark = shownWell.length >= 3 ? shownWell : [...shownWell, ...present.filter((e) => e.confidence >= 45 && e.confidence < 60).slice(0, 3 - shownWell.length)];
  const others = ctx.evidence.filter((e) => e.confidence >= 75 && !benchmark.includes(e));
  const strong = [...benchmark, ...others]
    .sort((a, b) => b.confidence - a.confidence || (a.name < b.name ? -1 : 1))
    .slice(0, 5)
    .map((e) => `${e.name}: ${e.reasons.slice(0, 2).join(", ")}`);
  const strengths = [...strong];
  if (ctx.months > 0) strengths.push(`${years(ctx.months)} of work experience`);
  if (ctx.education.degree) strengths.push(`Education: ${ctx.education.degree}`);
  const gaps = gapsOf(o, ctx.coverage.missing);
  const developmentAreas = gaps.slice(0, 5).map((g) => `${g.skill} (${g.importance}/10 for ${o.title})`);
  // A career change: the person is still what the résumé says, moving to the chosen role.
  const role = ctx.origin
    ? `${ctx.currentTitle ?? roleName(ctx.origin)} (O*NET: ${ctx.origin.title}), moving to ${o.title}`
    : ctx.role === roleName(o)
      ? ctx.role
      : `${ctx.role} (O*NET: ${o.title})`;
  return { role, strengths, developmentAreas };
}

function overviewText(
  ctx: CareerContext,
  p1: Path,
  p2: Path,
  m1: Milestone[],
  m2: Milestone[],
  used: RoadmapPreferences,
  ignored: string[],
  industries: Industry[],
): string {
  const o = ctx.occupation!;
  const median = ctx.wage?.median;
  const parts = [
    ctx.origin
      ? `From your resume (${ctx.currentTitle ?? roleName(ctx.origin)}, ${ctx.months > 0 ? `${years(ctx.months)} of experience` : "no dated experience"}), the roadmap starts with the change to your target role, O*NET's ${o.title}${median ? ` (BLS median ${usd(median, ctx.wage?.capped)})` : ""}.`
      : `From your resume (${ctx.role}, ${ctx.months > 0 ? `${years(ctx.months)} of experience` : "no dated experience"}), the roadmap starts at O*NET's ${o.title}${median ? ` (BLS median ${usd(median, ctx.wage?.capped)})` : ""}.`,
  ];
  const end = (m: Milestone[]) => m[m.length - 1];
  const e1 = end(m1);
  const e2 = end(m2);
  if (e1) parts.push(`Path 1 (${TRACK_NAME[p1.track].toLowerCase()}, suitability ${p1.suitability}) reaches ${e1.role} by ${e1.year}.`);
  if (e2) parts.push(`Path 2 (${TRACK_NAME[p2.track].toLowerCase()}, suitability ${p2.suitability}) reaches ${e2.role} by ${e2.year}.`);
  if (used.careerTrack) parts.push(`Path 1 follows your chosen track (${used.careerTrack}).`);
  else parts.push(used.salaryImportance === "High" ? "Paths are ranked by pay growth." : "Paths are ranked by suitability.");
  if (used.salaryImportance) parts.push(`Salary importance ${used.salaryImportance}: steps between occupations weigh pay at ${Math.round(WEIGHTS[used.salaryImportance].pay * 100)}% of the choice.`);
  if (used.workStyle) parts.push(`Pace ${used.workStyle}: milestones at years ${PACE[used.workStyle][PACE[used.workStyle].length - 1]!.map((x) => `+${x}`).join(", ")} at most.`);
  if (used.industry) {
    parts.push(
      industries.length
        ? `Industry "${used.industry}": ${listText(industries.map((i) => i.name.toLowerCase()))} employers come first, and related occupations naming it are preferred.`
        : `Industry "${used.industry}" did not match an industry the engine knows (for example health care, finance, software, education, manufacturing), so paths and employers are unchanged.`,
    );
  }
  if (used.remotePreference) {
    const f = remoteFeasibility(o.code);
    parts.push(
      used.remotePreference === "Remote"
        ? `Remote: ${f === "low" ? `${o.title} work is mostly on-site, so remote options are limited and usually mean moving to a non-hands-on role; ` : ""}remote-friendly employers are listed first.`
        : used.remotePreference === "On-site"
          ? "On-site: employers with on-site work are listed first and networking favours in-person events."
          : `Hybrid: ${f === "low" ? `${o.title} work is mostly on-site; ` : ""}networking mixes online and in-person.`,
    );
  }
  if (used.preferredLocation) parts.push(`Location "${used.preferredLocation}": salaries are U.S. national figures (BLS OEWS, May 2024); pay in ${used.preferredLocation} may differ, and outside the U.S. these figures are no guide.`);
  else parts.push("Salaries are U.S. national figures (BLS OEWS, May 2024), in USD.");
  if (ignored.length) parts.push(`Ignored invalid preference${ignored.length > 1 ? "s" : ""}: ${ignored.join(", ")}.`);
  return parts.join(" ");
}

function learningPlan(ctx: CareerContext, p: Path, m: Milestone[], year0: number): CareerRoadmap["recommendedLearning"] {
  const o = ctx.occupation!;
  const has = ctx.has;
  const describe = (occ: Occupation, skills: string[], max: number): string[] => {
    const cov = coverageOf(occ.code, has);
    const gaps = gapsOf(occ, cov.missing).filter((g) => skills.includes(g.skill));
    const plan = learningFor(occ, gaps, has, { maxCourses: max, maxResources: max, relevant: cov.missing.map((x) => x.name), fieldResources: false });
    return gaps.slice(0, max).map((g) => {
      const c = plan.courses.find((x) => x.covers.includes(g));
      const r = plan.resources.find((x) => x.covers.includes(g));
      const pick = c ? `"${c.entry.name}" (${c.entry.platform})` : r ? `"${r.entry.name}" (${r.entry.platform}, free)` : null;
      const none =
        g.kind === "technology"
          ? "no course in the bundled catalogs; ask employers or the vendor about training"
          : g.fieldCore
            ? `it is the core of ${occ.title}; your resume does not name it, so say it explicitly`
            : g.category === "soft"
              ? "practise it on the job and show it with an example in your bullets"
              : "a course or textbook in the subject; name it on your resume once covered";
      return `${g.skill} (${g.importance}/10 for ${occ.title}): ${pick ?? none}`;
    });
  };
  const by = (lo: number, hi: number) => m.filter((x) => x.year - year0 >= lo && x.year - year0 <= hi);

  const shortGaps = gapsOf(o, ctx.coverage.missing).slice(0, 3).map((g) => g.skill);
  const shortTerm = describe(o, shortGaps, 3);
  const listedOnly = listedOnlySkills(ctx.evidence, ctx.evidence, 3);
  if (listedOnly.length) shortTerm.push(`Show ${listText(listedOnly.map((e) => e.name))} in use in your role bullets, with results.`);

  const midTerm: string[] = [];
  for (const x of by(3, 5)) {
    const rung = p.rungs.find((r) => r.role === x.role);
    if (!rung) continue;
    midTerm.push(...describe(rung.occupation, x.requiredSkills, 2).map((s) => `For ${x.role} (${x.year}): ${s}`));
    if (rung.step?.educationNote) midTerm.push(`For ${x.role}: ${rung.step.educationNote}; plan it early.`);
  }
  const longTerm: string[] = [];
  for (const x of by(6, 99)) {
    const rung = p.rungs.find((r) => r.role === x.role);
    if (!rung) continue;
    longTerm.push(...describe(rung.occupation, x.requiredSkills, 2).map((s) => `For ${x.role} (${x.year}): ${s}`));
    if (rung.step?.educationNote) longTerm.push(`For ${x.role}: ${rung.step.educationNote}.`);
  }
  if (p.track === "management") longTerm.push(...leadershipItems(2));
  if (p.track === "founder") longTerm.push(...founderItems());
  const fill = (list: string[], fallback: string) => (list.length ? list : [fallback]);
  return {
    shortTerm: fill(shortTerm, `Keep your ${o.title} skills current; your resume already shows the benchmark's most important ones.`),
    midTerm: fill(midTerm.slice(0, 6), `Deepen the skills of your next milestone (${m[1]?.role ?? o.title}) and take on larger projects.`),
    longTerm: fill(longTerm.slice(0, 6), `Broaden toward ${m[m.length - 1]?.role ?? o.title}: mentor others and keep up with the trends listed for each milestone.`),
  };
}

function leadershipItems(max: number): string[] {
  const out: string[] = [];
  for (const skill of ["Team management", "Leadership"]) {
    const e = learningEntryFor(skill);
    if (e) out.push(`${skill} for a management path: "${e.name}" (${e.platform}, free)`);
    if (out.length >= max) break;
  }
  return out;
}

function founderItems(): string[] {
  const e = learningEntryFor("Entrepreneurship");
  return e ? [`Running a business: "${e.name}" (${e.platform}, free)`] : [];
}

/**
 * A free book or guide on a skill for someone moving into it: textbooks first, then guides written for new managers
 * or people making the transition, then titles naming it; ties in catalog order (deterministic).
 */
function learningEntryFor(skill: string) {
  // The catalog does not change: one answer per skill, worked out once (the comparator had scored each entry at every
  // comparison, hundreds of entries for "Leadership": 20-40 ms a roadmap).
  if (bestEntry.has(skill)) return bestEntry.get(skill);
  const score = (e: LearningEntry) =>
    (e.platform === "OpenStax" ? 3 : 0) +
    (e.topics.some((t) => /new managers|transitioning|fundamentals|first-time/i.test(t)) ? 2 : 0) +
    (/manag|lead|founder|business/i.test(e.name) ? 1 : 0) -
    (/^\d/.test(e.name) ? 1 : 0);
  const list = catalog.learning.forSkill(skill).filter((e) => e.kind !== "course" && !/amazon|goodreads|barnesandnoble/i.test(e.platform));
  const scored = list.map((e) => ({ e, score: score(e) }));
  const best = scored.sort((a, b) => b.score - a.score || a.e.id - b.e.id)[0]?.e;
  bestEntry.set(skill, best);
  return best;
}
const bestEntry = new Map<string, LearningEntry | undefined>();

function networking(ctx: CareerContext, p: Path, used: RoadmapPreferences, industries: Industry[]): string[] {
  const o = ctx.occupation!;
  const next = (p.rungs.find((r) => r.kind === "occupation") ?? p.rungs[1])?.role ?? o.title;
  const out = [
    `Ask two or three people who work as ${next} for short informational interviews: how they got there, and which skills mattered.`,
    `Join a professional association for ${o.title.toLowerCase()} and take part in its local chapter or online groups.`,
  ];
  if (p.track === "management") out.push("Volunteer to lead a project or mentor a newer colleague, and ask your manager for feedback on leading others.");
  else if (p.track === "founder") out.push("Tell former colleagues and clients you are available for independent work; referrals are where first clients usually come from.");
  else out.push(/^(15|17)-/.test(o.code) ? "Make your work visible: write up projects, speak at meetups or contribute to open-source projects." : "Make your expertise visible: present at team or professional meetings and share what you learn.");
  if (industries.length) out.push(`Go to ${listText(industries.map((i) => i.name.toLowerCase()))} industry events and follow employers there: ${listText(industries[0]!.employers.slice(0, 2).map((e) => e.toLowerCase()))}.`);
  if (used.remotePreference === "Remote") out.push("Network online: active participation in online communities of your field, and virtual events.");
  else if (used.remotePreference === "On-site") out.push("Network in person: local meetups, conferences and employer open days.");
  else if (used.remotePreference === "Hybrid") out.push("Mix online communities with a few in-person events each quarter.");
  if (used.preferredLocation) out.push(`Look for local chapters, meetups and employers' events in ${used.preferredLocation}.`);
  return out;
}

// ---------------------------------------------------------------------------------------------- no occupation

function withoutOccupation(ctx: CareerContext, used: RoadmapPreferences, ignored: string[]): CareerRoadmap {
  const empty = (name: string) => ({
    name,
    description: "No occupation was recognised from your resume's titles and skills, so no milestones or salaries can be given.",
    suitabilityScore: 0,
    milestones: [],
  });
  return {
    overview: `The resume's job titles and skills did not point to an occupation in O*NET, so the roadmap cannot name roles, salaries or employers. Make your job titles explicit and list the tools you use, then generate it again.${ignored.length ? ` Ignored invalid preferences: ${ignored.join(", ")}.` : ""}`,
    currentPosition: {
      role: ctx.currentTitle ?? "Not recognised",
      strengths: ctx.evidence.filter((e) => e.confidence >= 60).slice(0, 5).map((e) => `${e.name}: ${e.reasons.slice(0, 2).join(", ")}`),
      developmentAreas: ["State your job titles clearly (one per role) so the occupation can be recognised."],
    },
    potentialPaths: { path1: empty(used.careerTrack === "Management" ? "Management" : "Individual contributor"), path2: empty(used.careerTrack === "Management" ? "Individual contributor" : "Management") },
    recommendedLearning: { shortTerm: ["Make your job titles and skills explicit in your resume."], midTerm: [], longTerm: [] },
    networkingStrategy: ["Ask people in roles you are interested in for informational interviews."],
    salarySource: `${SALARY_SOURCE}: no occupation recognised, so no salary is shown.`,
    preferences: used,
    engineVersion: ENGINE_VERSION,
  };
}
