// The Resume Gap Analysis: the résumé against O*NET's profile of the occupation it points to. Pure and deterministic.
//   target occupation  inferOccupation on the résumé's titles and skills (the dashboard's benchmark, so the screens agree)
//   skillGaps          benchmark skills the résumé lacks; importance 1-10 from O*NET importance, Hot / In Demand flags
//                      and how typical a technology is in the field (career-learning.ts `gapsOf`)
//   skillMatches       benchmark skills it shows, then its other skills; confidence from the evidence (career.ts)
//   industryTrends     O*NET Emerging Tasks and Hot Technologies (career-trends.ts)
//   courses/resources  catalog entries covering the gaps; nothing unrelated, and a note when nothing fits
//   careerTrajectory   the senior version of the role, or a related occupation one step up, with BLS medians
//   matchScore         the weighted share of the benchmark the résumé shows (= the dashboard's Keyword Strength)
import type { GapAnalysis } from "~/lib/schemas/analysis";
import { listText } from "~/lib/list-text";
import type { Profile } from "~/lib/schemas/profile";
import { catalog } from "../catalog";
import { ENGINE_VERSION } from "../version";
import {
  BLS_SHORT,
  type CareerContext,
  careerContext,
  coverageOf,
  affinity,
  closelyRelated,
  listedOnlySkills,
  relatedSteps,
  roleName,
  round,
  SENIORITY_LABEL,
  type SkillEvidence,
  type Step,
  titleUp,
  usd,
  wageOf,
  years,
} from "./career";
import { courseDescription, courseDuration, type Gap, gapsOf, learningFor, type LearningPlan, resourceDescription, resourceType, skillsCovered } from "./career-learning";
import { trendsOf } from "./career-trends";

const MAX_GAPS = 12;
const MAX_MATCHES = 15;

export function gapAnalysis({ profile, occupation }: { profile: Profile; occupation?: string | null }): GapAnalysis {
  const ctx = careerContext(profile, occupation);
  if (!ctx.occupation || !ctx.benchmark) return withoutOccupation(ctx);
  const o = ctx.occupation;

  const gaps = gapsOf(o, ctx.coverage.missing);
  const matches = skillMatches(ctx);
  const plan = learningFor(o, gaps, ctx.has, { relevant: ctx.benchmark.skills.map((s) => s.name) });
  const trends = trendsOf(o, ctx.has);
  const trajectory = careerTrajectory(ctx, gaps);
  const matchScore = round(ctx.coverage.coverage * 100);
  const notes = notesFor(ctx, gaps, plan);

  return {
    overview: overviewText(ctx, gaps, matchScore, trajectory, plan),
    matchScore,
    personalizedAdvice: adviceText(ctx, gaps, plan, trajectory),
    careerTrajectory: {
      currentLevel: trajectory.currentLevel,
      nextLevel: trajectory.nextLevel,
      requiredSkills: trajectory.requiredSkills,
      timeEstimate: trajectory.timeEstimate,
      potentialSalaryIncrease: trajectory.potentialSalaryIncrease,
    },
    skillGaps: gaps.slice(0, MAX_GAPS).map((g) => ({ skill: g.skill, importance: g.importance, relevance: g.relevance })),
    skillMatches: matches.map((m) => ({ skill: m.name, confidence: m.confidence })),
    industryTrends: trends.map((t) => ({ trend: t.trend, timeframe: t.timeframe, relevance: t.relevance })),
    recommendedCourses: plan.courses.map(({ entry, covers }) => ({
      name: entry.name,
      platform: entry.platform,
      duration: courseDuration(entry),
      difficulty: entry.level || "Not stated",
      description: courseDescription(entry, covers, o.title),
      skillsCovered: skillsCovered(entry, covers),
      link: entry.url,
    })),
    freeResources: plan.resources.map(({ entry, covers, field }) => ({
      name: entry.name,
      type: resourceType(entry),
      description: resourceDescription(entry, covers, field, o.title),
      link: entry.url,
    })),
    targetOccupation: { code: o.code, title: o.title, evidence: ctx.occupationEvidence },
    notes,
    engineVersion: ENGINE_VERSION,
  };
}

// ---------------------------------------------------------------------------------------------- matches

/**
 * The benchmark's skills the résumé shows, then its other technical and soft skills, up to the limit; shown
 * strongest evidence first. Spoken languages and certifications (category other) are not rated: a confidence bar says how clearly a
 * résumé shows a skill in use, which a language list does not try to do.
 */
function skillMatches(ctx: CareerContext): SkillEvidence[] {
  const byName = new Map(ctx.evidence.map((e) => [e.name, e]));
  const out: SkillEvidence[] = [];
  const seen = new Set<string>();
  const strongestFirst = (a: SkillEvidence, b: SkillEvidence) => b.confidence - a.confidence || (a.name < b.name ? -1 : 1);
  const bench = ctx.coverage.present
    .map((p) => byName.get(p.matchedBy))
    .filter((e): e is SkillEvidence => !!e)
    .sort(strongestFirst);
  const others = ctx.evidence.filter((e) => e.category !== "other").sort(strongestFirst);
  for (const e of [...bench, ...others]) {
    if (out.length >= MAX_MATCHES) break;
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    out.push(e);
  }
  // Chosen benchmark first, shown strongest first: two runs of falling bars read as unsorted.
  return out.sort(strongestFirst);
}

// ---------------------------------------------------------------------------------------------- trajectory

type Trajectory = {
  currentLevel: string;
  nextLevel: string;
  requiredSkills: string[];
  timeEstimate: string;
  potentialSalaryIncrease: string;
  /** A short sentence for the overview. */
  summary: string;
};


function zoneText(jobZone: number): string {
  const z = catalog.jobZones.zone(jobZone);
  if (!z) return "";
  return `O*NET Job Zone ${jobZone} (${z.name.split(": ")[1]?.toLowerCase() ?? z.name})`;
}

/** The best related occupation one step up: higher BLS median, within reach, ranked by fit, pay and relatedness. */
export function bestStepUp(ctx: CareerContext, options: { management?: boolean } = {}): Step | undefined {
  const zone = ctx.occupation?.jobZone ?? 0;
  // Within the field (same SOC major group) or into its management: a designer's next level is not materials engineering.
  const steps = relatedSteps(ctx).filter(
    (s) =>
      (s.growth ?? 0) >= 0.05 &&
      s.reachable &&
      s.occupation.jobZone >= zone &&
      affinity(ctx, s) >= 0.7 &&
      (s.management || closelyRelated(s, ctx.occupation!)) &&
      (options.management === undefined || s.management === options.management),
  );
  const score = (s: Step) => 0.35 * s.coverage + 0.25 * Math.min(1, (s.growth ?? 0) / 0.5) + 0.2 * affinity(ctx, s) + 0.2 * (1 - s.relatedRank / 20);
  return steps.sort((a, b) => score(b) - score(a) || a.relatedRank - b.relatedRank)[0];
}

/**
 * A career change (a target role the résumé's current title does not name): the next level is the chosen role itself,
 * from where the résumé stands now (its own occupation), in the time O*NET says the role's related experience takes.
 */
function changeTrajectory(ctx: CareerContext, topGaps: string[], experience: string): Trajectory {
  const o = ctx.occupation!;
  const origin = ctx.origin!;
  const from = wageOf(origin.code)?.median;
  const to = ctx.wage?.median;
  const need = ctx.preparation?.experience.years[0] ?? 0;
  const little = ctx.coverage.coverage < 0.3;
  const remaining = Math.max(1, Math.ceil(need)) + (little ? 1 : 0);
  return {
    currentLevel: `${ctx.currentTitle ?? roleName(origin)} (${origin.title}): ${experience}`,
    nextLevel: `${o.title} (O*NET ${o.code}), the target role you chose`,
    requiredSkills: topGaps,
    timeEstimate: `About ${remaining}-${remaining + 1} years.${ctx.preparation ? ` O*NET: the typical related experience for ${o.title} is "${ctx.preparation.experience.median}"; experience in another field counts only in part.` : ""}${little ? " One year is added because your resume shows less than 30% of its skills." : ""}`,
    potentialSalaryIncrease:
      from && to
        ? `${to >= from ? "+" : "-"}${usd(Math.abs(to - from))} a year (${to >= from ? "+" : "-"}${round((Math.abs(to - from) / from) * 100)}%): median ${usd(from)} for ${origin.title}, where your resume points, vs ${usd(to, ctx.wage?.capped)} for ${o.title} (${BLS_SHORT}).`
        : `BLS publishes no median for ${from ? o.title : origin.title}.`,
    summary: `The next step is the change to ${o.title}${to ? ` (BLS median ${usd(to, ctx.wage?.capped)})` : ""}.`,
  };
}

function careerTrajectory(ctx: CareerContext, gaps: Gap[]): Trajectory {
  const o = ctx.occupation!;
  const y = ctx.months / 12;
  const experience = ctx.months > 0 ? `${years(ctx.months)} of experience` : "no dated experience found";
  const label = SENIORITY_LABEL[ctx.seniority];
  const currentLevel = `${ctx.role} (${label.toLowerCase()}): ${experience}; ${zoneText(o.jobZone) || o.title}`.replace(/; $/, "");
  const topGaps = gaps.slice(0, 6).map((g) => g.skill);
  const wage = ctx.wage;
  if (ctx.origin) return changeTrajectory(ctx, topGaps, experience);

  const senior = () => {
    const already = ctx.seniority !== "entry" && ctx.seniority !== "mid";
    const next = titleUp(ctx.role, ctx.seniority === "lead" ? "principal" : already ? "lead" : "senior");
    const remaining = Math.max(1, Math.ceil((already ? 8 : 5) - y));
    const from = already ? wage?.p75 : wage?.median;
    const to = already ? wage?.p90 : wage?.p75;
    const fromLabel = already ? "75th percentile" : "median";
    const toLabel = already ? "90th percentile" : "75th percentile";
    const increase =
      from && to && to <= from
        ? `BLS's range for ${o.title} tops out here (${usd(to, wage?.capped)}, top-coded by BLS); pay at this level is not in the data (${BLS_SHORT}).`
        : from && to
        ? `+${usd(to - from)} a year (+${round(((to - from) / from) * 100)}%): from the ${fromLabel} (${usd(from)}) to the ${toLabel} (${usd(to, wage?.capped)}) of ${o.title} (${BLS_SHORT}). The engine uses the upper percentiles as a proxy for ${already ? "lead" : "senior"} pay; BLS does not publish pay by seniority.`
        : `BLS publishes no wage percentiles for ${o.title}.`;
    return {
      nextLevel: next,
      requiredSkills: topGaps,
      timeEstimate: `About ${remaining}-${remaining + 1} years. Rule of thumb used here: ${already ? "lead" : "senior"} titles after about ${already ? 8 : 5} years in the field; your resume shows ${experience}.`,
      potentialSalaryIncrease: increase,
      summary: `The next step is ${next}.`,
    };
  };

  // Fields where "Senior …" is a title of its own (computing, engineering, business, finance, sales, design); elsewhere
  // (nursing, teaching, the trades) the next level is another occupation.
  const seniorTitles = /^(11|13|15|17|19|27|41)-/.test(o.code);
  const preferSenior = (ctx.seniority === "entry" || ctx.seniority === "mid") && ctx.months < 96 && o.jobZone >= 3 && seniorTitles;
  const management = ctx.seniority === "manager" || ctx.seniority === "executive" ? true : undefined;
  const step = preferSenior ? undefined : bestStepUp(ctx, { management });
  const t = step ? null : senior();
  if (t) return { currentLevel, ...t };

  const s = step!;
  const target = s.occupation;
  const targetGaps = gapsOf(target, coverageOf(target.code, ctx.has).missing);
  const need = s.preparation?.experience.years[0] ?? 0;
  // Two years for a further degree when the step asks for one (a master's, full time); else one year when the
  // résumé shows little of the step's skills.
  const degreeYears = s.educationNote ? 2 : 0;
  const skillYears = !degreeYears && s.coverage < 0.3 ? 1 : 0;
  const remaining = Math.max(1, Math.ceil(need - y)) + degreeYears + skillYears;
  const prep = s.preparation
    ? ` O*NET: the typical related experience for ${target.title} is "${s.preparation.experience.median}"${s.preparation.from === "zone" ? ` (typical of its job zone; O*NET rates no experience for it)` : ""}; your resume shows ${experience}.`
    : "";
  const edu = s.educationNote ? ` ${s.educationNote}.` : "";
  const from = wage?.median;
  const to = s.wage?.median;
  const increase =
    from && to
      ? `+${usd(to - from)} a year (+${round(((to - from) / from) * 100)}%): median ${usd(from)} for ${o.title} vs ${usd(to, s.wage?.capped)} for ${target.title} (${BLS_SHORT}).`
      : `BLS publishes no median for ${from ? target.title : o.title}.`;
  return {
    currentLevel,
    nextLevel: `${target.title} (O*NET ${target.code})`,
    requiredSkills: targetGaps.slice(0, 6).map((g) => g.skill),
    timeEstimate: `About ${remaining}-${remaining + 1} years.${prep}${edu}${degreeYears ? " Two years are added for the degree." : ""}${skillYears ? " One year is added because your resume shows less than 30% of its skills." : ""}`,
    potentialSalaryIncrease: increase,
    summary: `A related step up is ${target.title}${to ? ` (BLS median ${usd(to, s.wage?.capped)})` : ""}.`,
  };
}

// ---------------------------------------------------------------------------------------------- prose

function notesFor(ctx: CareerContext, gaps: Gap[], plan: LearningPlan): string[] {
  const o = ctx.occupation!;
  const notes: string[] = [];
  if (ctx.inference && ctx.inference.confidence < 0.35) {
    notes.push(
      `The target occupation (${o.title}) was inferred with low confidence (${Math.round(ctx.inference.confidence * 100)}%) from ${listText(ctx.occupationEvidence.slice(0, 2)) || "few clues"}; if it is wrong, choose your target role on the dashboard or make your job titles explicit.`,
    );
  }
  const importantUncovered = plan.uncovered.slice(0, 6).map((g) => g.skill);
  if (!plan.courses.length) {
    notes.push(
      `No course in the bundled open catalogs covers the skills ${o.title} are missing here${plan.fieldHasCourses ? "" : `, and they hold no course on this field at all`}, so none is recommended rather than an unrelated one.${plan.resources.length ? " The free resources below are the closest material they have." : ""}`,
    );
  }
  if (importantUncovered.length) {
    const tools = plan.uncovered.filter((g) => g.kind === "technology").slice(0, 4).map((g) => g.skill);
    notes.push(
      `Nothing in the catalogs covers ${listText(importantUncovered)}.${tools.length ? ` For ${listText(tools)}, ask employers or the vendor about training.` : ""}`,
    );
  }
  const setAside = ctx.benchmark!.setAside.slice(0, 3);
  if (setAside.length) {
    notes.push(`O*NET also lists ${listText(setAside)} for ${o.title}, but this field uses ${setAside.length === 1 ? "it" : "them"} no more than other fields do, so ${setAside.length === 1 ? "it is" : "they are"} not among the benchmark skills.`);
  }
  if (!ctx.profileHasDates) notes.push("No dated roles were found, so recency and years of experience could not be used.");
  notes.push(
    "Courses and resources come from open lists (OSSU, free-programming-books, cs-video-courses, MIT OpenCourseWare, OpenStax and curated lists); price, availability and links were not checked. Salaries are U.S. national figures (BLS OEWS, May 2024).",
  );
  return notes;
}

function overviewText(ctx: CareerContext, gaps: Gap[], matchScore: number, t: Trajectory, plan: LearningPlan): string {
  const o = ctx.occupation!;
  const total = ctx.benchmark!.skills.length;
  const shown = ctx.coverage.present.length;
  const top = gaps.slice(0, 3);
  const why = ctx.chosen ? " (the target role you chose)" : ctx.occupationEvidence[0] ? ` (from your ${ctx.occupationEvidence[0]})` : "";
  const parts = [
    `Compared with O*NET's profile of ${o.title}${why}, your resume shows ${shown} of its ${total} benchmark skills, worth ${matchScore}% of their weight.`,
    top.length ? `The most important gaps are ${listText(top.map((g) => `${g.skill} (${g.importance}/10)`))}.` : "It shows every skill in the benchmark.",
    t.summary,
  ];
  if (!plan.courses.length) parts.push("The bundled catalogs have no course that fits these gaps, so none is listed.");
  return parts.join(" ");
}

function adviceText(ctx: CareerContext, gaps: Gap[], plan: LearningPlan, t: Trajectory): string {
  const o = ctx.occupation!;
  const out: string[] = [];
  const tech = gaps.filter((g) => g.kind === "technology").slice(0, 2);
  if (tech.length) {
    const course = plan.courses.find((c) => c.covers.some((g) => tech.includes(g)));
    out.push(
      `Start with ${listText(tech.map((g) => g.skill))}: ${tech.length === 1 ? "it is" : "they are"} among the technologies O*NET rates highest for ${o.title} and your resume does not show ${tech.length === 1 ? "it" : "them"}${course ? `; "${shortName(course.entry.name)}" (${course.entry.platform}) covers ${listText(course.covers.map((g) => g.skill))}` : ""}.`,
    );
  }
  const listedOnly = listedOnlySkills(
    ctx.evidence,
    ctx.coverage.present.map((p) => ctx.evidence.find((e) => e.name === p.matchedBy)).filter((e): e is SkillEvidence => !!e),
    4,
  );
  if (listedOnly.length) {
    out.push(`${listText(listedOnly.map((e) => e.name))} ${listedOnly.length === 1 ? "appears" : "appear"} only in your skills list: add a bullet that shows ${listedOnly.length === 1 ? "it" : "each"} in use in a role, with a result.`);
  }
  const stale = ctx.evidence.filter((e) => e.lastUsed && ctx.coverage.present.some((p) => p.matchedBy === e.name) && e.reasons.some((r) => r.includes("over 5 years"))).slice(0, 3);
  if (stale.length) out.push(`${listText(stale.map((e) => e.name))} ${stale.length === 1 ? "was" : "were"} last shown in roles that ended over five years before your most recent work; a recent project or course would show ${stale.length === 1 ? "it is" : "they are"} current.`);
  const knowledgeGaps = gaps.filter((g) => g.kind === "knowledge" && g.importance >= 7).slice(0, 2);
  if (knowledgeGaps.length) out.push(`O*NET rates knowledge of ${listText(knowledgeGaps.map((g) => g.skill))} highly for ${o.title}; if your studies or work covered ${knowledgeGaps.length === 1 ? "it" : "them"}, name ${knowledgeGaps.length === 1 ? "it" : "them"} on your resume.`);
  const soft = gaps.filter((g) => g.category === "soft" && g.importance >= 7).slice(0, 3);
  if (soft.length) out.push(`Show ${listText(soft.map((g) => g.skill.toLowerCase()))} through outcomes in your bullets rather than as adjectives.`);
  out.push(`Next step: ${t.nextLevel}. ${t.timeEstimate.split(". ")[0]!.replace(/\.$/, "")}.`);
  if (!plan.courses.length && plan.uncovered.length) out.push(`The catalogs here have no courses for ${listText(plan.uncovered.slice(0, 3).map((g) => g.skill))}; ask employers or vendors about training.`);
  return out.join(" ");
}

const shortName = (name: string) => (name.length > 70 ? `${name.slice(0, 67).replace(/\s+\S*$/, "")}…` : name);

// ---------------------------------------------------------------------------------------------- no occupation

function withoutOccupation(ctx: CareerContext): GapAnalysis {
  const matches = ctx.evidence
    .filter((e) => e.category !== "other")
    .slice(0, MAX_MATCHES)
    .sort((a, b) => b.confidence - a.confidence || (a.name < b.name ? -1 : 1));
  const experience = ctx.months > 0 ? `${years(ctx.months)} of experience` : "no dated experience found";
  return {
    overview:
      "The resume's job titles and skills did not point to an occupation in O*NET, so there is no benchmark to compare it with. Skill strengths below come from the resume alone.",
    matchScore: 0,
    personalizedAdvice:
      "Make your job titles explicit (one per role, e.g. \"Staff Accountant\" or \"Registered Nurse\") and list the tools and skills you use; the analysis can then compare your resume with the occupation and suggest courses.",
    careerTrajectory: {
      currentLevel: `${ctx.currentTitle ?? "Unknown role"} (${SENIORITY_LABEL[ctx.seniority].toLowerCase()}): ${experience}`,
      nextLevel: "Not determined (no occupation recognised)",
      requiredSkills: [],
      timeEstimate: "Not determined",
      potentialSalaryIncrease: "Not determined: no occupation to look up in BLS wage data",
    },
    skillGaps: [],
    skillMatches: matches.map((m) => ({ skill: m.name, confidence: m.confidence })),
    industryTrends: [],
    recommendedCourses: [],
    freeResources: [],
    targetOccupation: null,
    notes: ["No occupation was recognised from the resume's titles and skills, so no gaps, trends or courses are suggested."],
    engineVersion: ENGINE_VERSION,
  };
}
