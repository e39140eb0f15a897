// The job comparison: a parsed résumé against a pasted job description. Pure and deterministic (no clock, no I/O,
// no randomness); a few milliseconds once the knowledge base is loaded.
//
//   compareWithJob({ profile, jobDescription }) -> JobComparison
//
// How the numbers are made (each is 0-100, rounded):
//
//   skills        Each skill requirement of the posting (one skill, or alternatives such as "Python, Go or Java",
//                 which count once and are met by any of them) has a weight: importance (must-have or unmarked 2,
//                 nice-to-have 1) x kind (hard skill 1, soft skill 0.5: recruiters and parsers discount
//                 self-described soft skills). skills = 100 x weight met / weight asked.
//   experience    100 x (0.5 min(1, years / yearsRequired) + 0.5 min(1, relevantYears / yearsRequired)): years is
//                 the union of the résumé's dated work ranges (overlaps once; the résumé's own stated total when it
//                 has no dates), relevantYears the union over positions like the posting's job (title sharing half
//                 of the posting title's words, or naming two of its hard skills). Without a stated minimum: 100 when
//                 some dated experience is relevant, 50 when none is; left out of the overall fit when nothing can be
//                 judged (no dated positions, or a posting with neither title nor hard skills).
//   education     The highest degree level in the résumé against the posting's: met 100; met through "or equivalent
//                 practical experience" (4+ years) 90; one level short 50, more 0; a named field not matched (and no
//                 "related field") x0.8; a preferred degree not held: -20 (or 70 when only preferred). Without an
//                 education requirement: 100 and left out of the overall fit.
//   requirements  Each requirement line with something checkable (skills, years, a degree) scores the share of its
//                 checks met; lines weigh 2 (must-have or unmarked) or 1 (nice-to-have). Lines with nothing
//                 checkable ("a passion for ...") are left out and counted in the summary.
//
//   overallFit    = (0.40 skills + 0.30 requirements + 0.15 experience + 0.15 education) over the parts the
//                 posting lets us assess (weights renormalised), then CAPPED when a must-have hard skill is missing
//                 (a skill from a requirements block or with "required"/"must" wording, not marked "or
//                 equivalent", not a soft skill or spoken language): at most 59 with one missing (below the
//                 spec's 60 "Good match" line), 49 with two, 39 with three or more. Nothing assessable: 0.
import { totalYears } from "~/.server/analysis/experience";
import { ENGINE_VERSION } from "~/.server/analysis/version";
import { fitLabel, fitText } from "~/lib/scores";
import type { JobComparison } from "~/lib/schemas/analysis";
import type { Profile } from "~/lib/schemas/profile";
import { degreeFields, degreeLevel, type DegreeLevel, LEVEL_NAMES } from "./job-education";
import { analyzeJobDescription, type EducationRequirement, type JobAnalysis, type JobSkill, type SkillGroup, skillKey } from "./job-description";
import { indexProfile, matchSkill, type ProfileIndex, type SkillMatch } from "./job-matching";

// engines/README.md lists the parser under this module too.
export { parseJobDescription } from "./job-description";

export const FIT_WEIGHTS = { skills: 0.4, requirements: 0.3, experience: 0.15, education: 0.15 } as const;
/** The overall fit's ceiling by the number of must-have hard skills missing (index 0: none missing). */
export const MUST_HAVE_CAPS = [100, 59, 49, 39] as const;
/** Years of practical experience that stand in for a degree when the posting accepts "or equivalent". */
const EQUIVALENT_YEARS = 4;

const SPOKEN_LANGUAGES = new Set(
  "english spanish french german italian portuguese dutch russian chinese mandarin cantonese japanese korean arabic hindi bengali urdu tamil telugu marathi gujarati punjabi kannada malayalam turkish polish swedish norwegian danish finnish greek hebrew indonesian malay thai vietnamese tagalog".split(
    " ",
  ),
);

type GroupResult = {
  group: SkillGroup;
  members: JobSkill[];
  match: { skill: JobSkill; match: SkillMatch } | null;
  weight: number;
  mustHave: boolean;
};

export type JobComparisonDetails = {
  comparison: JobComparison;
  /** The weighted fit before the must-have cap (0-100, unrounded). */
  rawFit: number;
  /** The cap applied (100: none). */
  cap: number;
  analysis: JobAnalysis;
};

const round = (x: number) => Math.round(x);
const years1 = (x: number) => (Math.round(x * 10) / 10).toString();
const listNames = (names: string[], max = 6) => {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  const body = shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
  return rest > 0 ? `${shown.join(", ")} and ${rest} more` : body;
};
const short = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 3).trimEnd()}...` : s);

function groupLabel(r: GroupResult): string {
  if (r.members.length === 1) return r.members[0]!.name;
  const names = r.members.map((m) => m.name);
  return `one of ${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

function matchedLabel(r: GroupResult): string {
  const m = r.match!;
  const name = m.skill.name;
  if (m.match.via === "exact" || m.match.via === "text" || skillKey(m.match.profileName) === skillKey(name)) return name;
  return `${name} (as ${m.match.profileName})`;
}

function evaluateGroup(group: SkillGroup, byKey: Map<string, JobSkill>, index: ProfileIndex): GroupResult {
  const members = group.skills.map((k) => byKey.get(k)).filter((s): s is JobSkill => s !== undefined);
  let match: GroupResult["match"] = null;
  for (const skill of members) {
    const m = matchSkill(index, skill);
    if (m && (!match || (!match.match.dated && m.dated))) match = { skill, match: m };
  }
  const soft = members.every((m) => m.category === "soft");
  const spoken = members.every((m) => SPOKEN_LANGUAGES.has(m.key));
  const weight = (group.importance === "preferred" ? 1 : 2) * (soft ? 0.5 : 1);
  // Only a skill the knowledge base knows can cap the fit: a phrase the tagger cut out of a sentence ("session
  // management") counts in the percentages but is not trusted enough to cap.
  const known = members.some((m) => m.known);
  return { group, members, match, weight, mustHave: group.importance === "must" && !group.substitutable && !soft && !spoken && known };
}

function candidateYears(profile: Profile): { years: number; source: "dates" | "stated" | "none" } {
  const dated = totalYears(profile.workRanges);
  if (dated > 0) return { years: dated, source: "dates" };
  if (profile.statedYears && profile.statedYears > 0) return { years: profile.statedYears, source: "stated" };
  return { years: 0, source: "none" };
}

const TITLE_STOP = new Set("senior junior lead principal staff head chief associate assistant sr jr i ii iii iv the of and for in at a an".split(" "));
function titleWords(title: string): string[] {
  return skillKey(title)
    .split(" ")
    .filter((w) => w.length > 1 && !TITLE_STOP.has(w));
}

/** Share of the posting title's words found in the best-matching résumé job title (0-1), or null without a title. */
function titleFit(jobTitle: string | null, profile: Profile): { fit: number; best: string | null } | null {
  if (!jobTitle) return null;
  // "Director of Engineering, Google Cloud": the part before the first comma or dash is the role.
  const role = jobTitle.split(/\s[-–—|]\s|,|\//)[0]!;
  const want = titleWords(role);
  if (!want.length) return null;
  let fit = 0;
  let best: string | null = null;
  for (const p of profile.positions) {
    const have = new Set(titleWords(p.title));
    const share = want.filter((w) => have.has(w)).length / want.length;
    if (share > fit) {
      fit = share;
      best = p.title;
    }
  }
  return { fit, best };
}

type PositionRelevance = { position: Profile["positions"][number]; ranges: Profile["workRanges"]; relevant: boolean; score: number; why: string };

/**
 * Which dated positions are like the posting's job: the title shares at least half of the posting title's words,
 * or the position names at least two of the posting's hard skills the résumé has (one when the posting names two
 * or fewer). A position's months are the work ranges whose dates were read inside it.
 */
function relevantPositions(profile: Profile, groups: GroupResult[], jobTitle: string | null): PositionRelevance[] {
  const role = jobTitle ? titleWords(jobTitle.split(/\s[-–—|]\s|,|\//)[0]!) : [];
  const hard = groups.filter((g) => !g.members.every((m) => m.category === "soft"));
  const needed = hard.length <= 2 ? 1 : 2;
  return profile.positions.map((position) => {
    const inside = (o: number) => o >= position.textStart && o < position.textEnd;
    const ranges = profile.workRanges.filter((r) => inside(r.textStart));
    const named = new Set(profile.skills.filter((s) => s.mentions.some((m) => inside(m.start))).map((s) => skillKey(s.name)));
    const words = ` ${skillKey([position.title, ...position.bullets].join(" "))} `;
    const skills = hard
      .filter((g) => g.match && (named.has(skillKey(g.match.match.profileName)) || words.includes(` ${g.match.skill.key} `)))
      .map((g) => g.match!.skill.name);
    const have = new Set(titleWords(position.title));
    const titleShare = role.length ? role.filter((w) => have.has(w)).length / role.length : 0;
    const byTitle = titleShare >= 0.5;
    const bySkills = skills.length >= needed;
    const why = [byTitle ? "title" : "", bySkills ? listNames(skills, 4) : ""].filter(Boolean).join("; ");
    return { position, ranges, relevant: byTitle || bySkills, score: titleShare + skills.length, why };
  });
}

function positionLine(p: Profile["positions"][number]): string {
  const when = p.start ? `${p.start} – ${p.end ?? (p.current ? "present" : "?")}` : p.dateText ?? "undated";
  const who = [p.title, p.company].filter(Boolean).join(" at ");
  return `${who || "Position"} (${when})`;
}

function educationOf(profile: Profile): { level: DegreeLevel; degrees: string[]; text: string } {
  let level: DegreeLevel = 0;
  const degrees: string[] = [];
  for (const e of profile.education) {
    const l = Math.max(degreeLevel(e.degree), e.degree ? 0 : degreeLevel(e.institution)) as DegreeLevel;
    if (l > level) level = l;
    const label = [e.degree, e.institution].filter(Boolean).join(", ");
    if (label) degrees.push(label);
  }
  return { level, degrees, text: profile.education.map((e) => `${e.degree} ${e.institution}`).join(" ; ") };
}

type EducationResult = {
  pct: number;
  assessed: boolean;
  relevant: string[];
  missing: string[];
  met: (e: EducationRequirement) => boolean;
  /** Whether the résumé's degree is in one of the fields the requirement names (true when it names none). */
  fieldsOk: (e: EducationRequirement) => boolean;
  note: string | null;
};

function assessEducation(analysis: JobAnalysis, profile: Profile, years: number): EducationResult {
  const cand = educationOf(profile);
  const required = analysis.education.filter((e) => e.importance !== "preferred");
  const preferred = analysis.education.filter((e) => e.importance === "preferred");
  const fieldsOk = (e: EducationRequirement) => {
    if (!e.fields.length) return true;
    const have = degreeFields(cand.text);
    return e.fields.some((f) => have.includes(f) || skillKey(cand.text).includes(skillKey(f)));
  };
  const levelMet = (e: EducationRequirement) => cand.level >= e.level;
  const viaExperience = (e: EducationRequirement) => !levelMet(e) && e.equivalentExperienceAccepted && years >= EQUIVALENT_YEARS;
  const met = (e: EducationRequirement) => levelMet(e) || viaExperience(e);
  const relevant = cand.degrees.slice(0, 4);
  const missing: string[] = [];
  if (!analysis.education.length) {
    return { pct: 100, assessed: false, relevant: relevant.length ? relevant : [], missing, met, fieldsOk, note: "The posting states no education requirement." };
  }
  let pct = 100;
  let note: string | null = null;
  if (required.length) {
    const top = required.reduce((a, b) => (b.level > a.level ? b : a));
    if (levelMet(top)) {
      pct = 100;
      relevant.push(`Meets the ${LEVEL_NAMES[top.level]} requirement.`);
    } else if (viaExperience(top)) {
      pct = 90;
      relevant.push(`${LEVEL_NAMES[top.level]} or equivalent practical experience: your ${years1(years)} years of dated experience can stand in.`);
      note = "equivalent";
    } else {
      const short = top.level - cand.level;
      pct = short === 1 ? 50 : 0;
      missing.push(`${LEVEL_NAMES[top.level]}${top.fields.length ? ` in ${top.fields.join(", ")}` : ""} (required${top.equivalentExperienceAccepted ? "; or equivalent practical experience" : ""})`);
    }
    if (met(top) && levelMet(top) && !fieldsOk(top)) {
      if (top.relatedFieldsAccepted) relevant.push(`The posting asks for ${top.fields.join(", ")} or a related field: say how your field relates if it is not obvious.`);
      else {
        pct = round(pct * 0.8);
        missing.push(`A degree in ${top.fields.join(", ")} (your degree's field was not recognised as one of them)`);
      }
    }
  }
  if (preferred.length) {
    const top = preferred.reduce((a, b) => (b.level > a.level ? b : a));
    if (cand.level < top.level) {
      missing.push(`${LEVEL_NAMES[top.level]}${top.fields.length ? ` in ${top.fields.join(", ")}` : ""} (preferred)`);
      pct = required.length ? Math.max(0, pct - 20) : 70;
    } else if (!required.length) relevant.push(`Meets the preferred ${LEVEL_NAMES[top.level]}.`);
  }
  if (!cand.degrees.length) missing.push("No degree was found in your resume: if you have one, list it under an Education heading.");
  return { pct, assessed: true, relevant, missing, met, fieldsOk, note };
}

/** The comparison with the numbers behind it (the evaluation ranks by `rawFit` among equal capped fits). */
export function compareWithJobDetailed({ profile, jobDescription }: { profile: Profile; jobDescription: string }): JobComparisonDetails {
  const analysis = analyzeJobDescription(jobDescription);
  const job = analysis.parsed;
  const index = indexProfile(profile);
  const skillByKey = new Map(analysis.skills.map((s) => [s.key, s]));
  const groups = analysis.groups.map((g) => evaluateGroup(g, skillByKey, index));
  const cy = candidateYears(profile);

  // ---- skills
  const totalW = groups.reduce((s, g) => s + g.weight, 0);
  const metW = groups.reduce((s, g) => s + (g.match ? g.weight : 0), 0);
  const skillsAssessed = totalW > 0;
  const skillsPct = skillsAssessed ? round((100 * metW) / totalW) : 0;
  const matchedSkills = [...new Set(groups.filter((g) => g.match).map(matchedLabel))];
  const missingGroups = groups.filter((g) => !g.match);
  const missingSkills = [...new Set(missingGroups.map((g) => (g.group.importance === "preferred" ? `${groupLabel(g)} (preferred)` : groupLabel(g))))];
  const missingMust = missingGroups.filter((g) => g.mustHave);

  // ---- experience
  const yr = job.yearsRequired;
  const tf = titleFit(job.title, profile);
  const rel = relevantPositions(profile, groups, job.title);
  const relevantYears = totalYears(rel.filter((r) => r.relevant).flatMap((r) => r.ranges));
  const canJudgeRelevance = rel.length > 0 && (job.title !== null || groups.some((g) => !g.members.every((m) => m.category === "soft")));
  let experienceAssessed = false;
  let experiencePct = 100;
  if (yr !== null && yr > 0) {
    experienceAssessed = true;
    // Half for the total, half for the years in roles like this one (when relevance can be judged).
    experiencePct = canJudgeRelevance
      ? round(100 * (0.5 * Math.min(1, cy.years / yr) + 0.5 * Math.min(1, relevantYears / yr)))
      : round(100 * Math.min(1, cy.years / yr));
  } else if (canJudgeRelevance && cy.source === "dates") {
    // No minimum stated: whether any of the dated experience is in a role like this one.
    experienceAssessed = true;
    experiencePct = relevantYears > 0 ? 100 : 50;
  }
  const relevantExperience: string[] = [];
  const experienceGaps: string[] = [];
  const yearsText = cy.source === "stated" ? `${years1(cy.years)} years (the total your resume states; no dated positions were read)` : `${years1(cy.years)} years of dated work experience`;
  if (cy.source !== "none") {
    const ask = yr !== null && yr > 0 ? `the posting asks for ${yr}+ years` : "the posting states no minimum";
    const inRole = canJudgeRelevance ? `, ${years1(relevantYears)} of them in roles like this one` : "";
    relevantExperience.push(`${yearsText}${inRole}; ${ask}.`);
  }
  const ordered = [...rel].sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.score - a.score);
  for (const r of ordered.slice(0, 5)) relevantExperience.push(`${positionLine(r.position)}${r.relevant ? ` — relevant: ${r.why}` : ""}`);
  if (yr !== null && yr > 0 && cy.years < yr) {
    experienceGaps.push(`The posting asks for at least ${yr} years; your resume's dates add up to ${years1(cy.years)} years (${years1(yr - cy.years)} short).`);
  } else if (yr !== null && yr > 0 && canJudgeRelevance && relevantYears < yr) {
    experienceGaps.push(`Of your ${years1(cy.years)} years, ${years1(relevantYears)} are in roles that match this posting's title or skills (it asks for ${yr}+).`);
  }
  if (cy.source === "none") experienceGaps.push("No dated work experience was found in your resume.");
  if (tf && tf.fit < 0.5) experienceGaps.push(`None of your job titles matches the posting's title "${job.title}".`);
  for (const y of analysis.years) {
    if (y.min > cy.years && y.importance !== "preferred" && y.min !== yr) {
      experienceGaps.push(`"${short(y.text, 80)}" is asked for; we can only check your total dated experience (${years1(cy.years)} years).`);
    }
  }

  // ---- education
  const edu = assessEducation(analysis, profile, cy.years);

  // ---- requirement lines
  // A line's own skill groups ("React or Angular" there, even where React alone is asked for elsewhere).
  const resultOf = (g: SkillGroup): GroupResult => evaluateGroup(g, skillByKey, index);
  let lineW = 0;
  let lineMet = 0;
  let unchecked = 0;
  const metRequirements: string[] = [];
  const unrequirements: string[] = [];
  for (const r of analysis.requirements) {
    const checks: { w: number; ok: boolean; found?: string; missing?: string }[] = [];
    for (const g of r.groups) {
      const res = resultOf(g);
      if (!res.members.length) continue;
      checks.push({ w: res.weight / (g.importance === "preferred" ? 1 : 2), ok: !!res.match, found: res.match ? matchedLabel(res) : undefined, missing: res.match ? undefined : groupLabel(res) });
    }
    if (r.years && r.years.min > 0) {
      const ok = cy.years >= r.years.min;
      checks.push({ w: 1, ok, found: ok ? `${years1(cy.years)} years` : undefined, missing: ok ? undefined : `${r.years.min}+ years (you have ${years1(cy.years)})` });
    }
    if (r.education) {
      // The level, and the field when the line names one ("Bachelor's degree in Accounting or Finance").
      const levelOk = edu.met(r.education);
      const fieldOk = edu.fieldsOk(r.education) || r.education.relatedFieldsAccepted;
      const ok = levelOk && fieldOk;
      const named = `${LEVEL_NAMES[r.education.level]}${r.education.fields.length ? ` in ${r.education.fields.join(" or ")}` : ""}`;
      checks.push({ w: 1, ok, found: ok ? "degree" : undefined, missing: ok ? undefined : levelOk ? `a degree in ${r.education.fields.join(" or ")}` : named });
    }
    if (!checks.length) {
      unchecked++;
      continue;
    }
    const w = r.importance === "preferred" ? 1 : 2;
    const total = checks.reduce((s, c) => s + c.w, 0);
    const fraction = checks.reduce((s, c) => s + (c.ok ? c.w : 0), 0) / total;
    lineW += w;
    lineMet += w * fraction;
    const tag = r.importance === "preferred" ? " (nice to have)" : "";
    if (fraction === 1) {
      const found = [...new Set(checks.map((c) => c.found).filter(Boolean))];
      metRequirements.push(`${short(r.text)}${tag} — met: ${found.join(", ")}`);
    } else {
      const missing = [...new Set(checks.map((c) => c.missing).filter(Boolean))];
      unrequirements.push(`${short(r.text)}${tag} — missing: ${missing.join("; ")}`);
    }
  }
  const requirementsAssessed = lineW > 0;
  const requirementsPct = requirementsAssessed ? round((100 * lineMet) / lineW) : 0;

  // ---- overall
  const parts: [number, number][] = [];
  if (skillsAssessed) parts.push([FIT_WEIGHTS.skills, skillsPct]);
  if (requirementsAssessed) parts.push([FIT_WEIGHTS.requirements, requirementsPct]);
  if (experienceAssessed) parts.push([FIT_WEIGHTS.experience, experiencePct]);
  if (edu.assessed) parts.push([FIT_WEIGHTS.education, edu.pct]);
  const wsum = parts.reduce((s, [w]) => s + w, 0);
  const rawFit = wsum > 0 ? parts.reduce((s, [w, p]) => s + w * p, 0) / wsum : 0;
  const cap = MUST_HAVE_CAPS[Math.min(missingMust.length, MUST_HAVE_CAPS.length - 1)]!;
  const overallFit = Math.max(0, Math.min(100, round(Math.min(rawFit, cap))));

  // ---- summary
  const summary = buildSummary({ analysis, groups, overallFit, cap, rawFit, missingMust, cy, edu, experienceAssessed, unchecked, nothing: wsum === 0 });

  // ---- recommendations
  const recommendations = buildRecommendations({ analysis, groups, missingMust, cy, edu, experienceAssessed, tf, unchecked });

  const comparison: JobComparison = {
    summary,
    overallFit,
    skillsMatch: { matchPercentage: skillsPct, matchedSkills, missingSkills },
    experienceMatch: { matchPercentage: experiencePct, relevantExperience, experienceGaps },
    educationMatch: { matchPercentage: edu.pct, relevantQualifications: edu.relevant, missingQualifications: edu.missing },
    requirementsFit: { matchPercentage: requirementsPct, metRequirements, unrequirements },
    recommendations,
    job,
    engineVersion: ENGINE_VERSION,
  };
  return { comparison, rawFit, cap, analysis };
}

/** The résumé compared with a job description: skills, experience, education, requirement lines, advice. */
export function compareWithJob(input: { profile: Profile; jobDescription: string }): JobComparison {
  return compareWithJobDetailed(input).comparison;
}

function buildSummary(f: {
  analysis: JobAnalysis;
  groups: GroupResult[];
  overallFit: number;
  cap: number;
  rawFit: number;
  missingMust: GroupResult[];
  cy: { years: number; source: string };
  edu: EducationResult;
  experienceAssessed: boolean;
  unchecked: number;
  nothing: boolean;
}): string {
  const job = f.analysis.parsed;
  if (!f.analysis.text.trim()) return "The job description is empty: paste the posting's text to compare it with your resume.";
  if (f.nothing) {
    return (
      "No skills, years of experience, education or requirement lines could be recognised in this job description" +
      (f.analysis.english < 0.08 ? " (it does not look like English, and the analysis reads English postings)" : "") +
      ", so there is nothing to compare your resume with. Paste the full posting, including its requirements."
    );
  }
  const out: string[] = [];
  out.push(`${fitText(f.overallFit)} Overall fit ${f.overallFit}% (${fitLabel(f.overallFit)})${job.title ? ` for "${job.title}"` : ""}.`);
  const req = f.groups.filter((g) => g.group.importance !== "preferred");
  const pref = f.groups.filter((g) => g.group.importance === "preferred");
  const skillBits: string[] = [];
  if (req.length) skillBits.push(`${req.filter((g) => g.match).length} of ${req.length} required skills`);
  if (pref.length) skillBits.push(`${pref.filter((g) => g.match).length} of ${pref.length} preferred ${req.length ? "ones" : "skills"}`);
  if (skillBits.length) out.push(`Your resume shows ${skillBits.join(" and ")}.`);
  if (f.experienceAssessed) {
    out.push(
      job.yearsRequired !== null && job.yearsRequired > 0
        ? `The posting asks for ${job.yearsRequired}+ years; your dated experience adds up to ${years1(f.cy.years)} years.`
        : `The posting states no minimum years; your dated experience adds up to ${years1(f.cy.years)} years.`,
    );
  }
  if (f.edu.assessed) out.push(f.edu.missing.length && f.edu.pct < 100 ? `Education: ${f.edu.missing[0]}.` : "Your education meets what the posting asks for.");
  if (f.cap < 100 && f.rawFit > f.cap) {
    out.push(`The fit is capped at ${f.cap}% because ${f.missingMust.length === 1 ? "a must-have skill is" : `${f.missingMust.length} must-have skills are`} missing: ${listNames(f.missingMust.map(groupLabel))} (without the cap it would be ${round(f.rawFit)}%).`);
  }
  if (f.unchecked) out.push(`${f.unchecked} requirement line${f.unchecked === 1 ? "" : "s"} had nothing we can check automatically and ${f.unchecked === 1 ? "is" : "are"} left out.`);
  // A posting of a word or two ("Python") matches whatever names it: say how little the number rests on.
  if (f.groups.length < 3 && job.requirements.length === 0) {
    out.push(`The posting names only ${f.groups.length === 0 ? "no skills" : f.groups.length === 1 ? "one skill" : `${f.groups.length} skills`} and no requirements, so this fit says little: paste the full posting.`);
  }
  if (job.confidence < 0.5) out.push(`Only part of this posting could be read (confidence ${round(job.confidence * 100)}%), so treat the numbers as rough.`);
  if (job.truncated) out.push("The posting was longer than we read; only its beginning was compared.");
  return out.join(" ");
}

function buildRecommendations(f: {
  analysis: JobAnalysis;
  groups: GroupResult[];
  missingMust: GroupResult[];
  cy: { years: number; source: string };
  edu: EducationResult;
  experienceAssessed: boolean;
  tf: { fit: number; best: string | null } | null;
  unchecked: number;
}): string[] {
  const job = f.analysis.parsed;
  const out: string[] = [];
  if (!f.analysis.text.trim()) return ["Paste the job posting's full text (title, responsibilities and requirements) and compare again."];
  if (!f.groups.length && !job.yearsRequired && !f.analysis.education.length) {
    out.push("Paste the whole posting, including its requirements or qualifications section; the comparison reads English postings.");
    return out;
  }
  // K1: must-have hard skills first, each on its own.
  for (const g of f.missingMust.slice(0, 5)) {
    const what = groupLabel(g);
    out.push(
      `The posting lists ${what} as a must-have and your resume does not mention ${g.members.length > 1 ? "any of them" : "it"}. If you have used ${g.members.length > 1 ? "one" : "it"}, name it in a dated bullet under the job where you used it, saying what you did with it; if you have not, it is the first gap to close before applying.`,
    );
  }
  // K1: other missing hard skills, required before preferred.
  const otherMissing = f.groups.filter((g) => !g.match && !g.mustHave && !g.members.every((m) => m.category === "soft"));
  const req = otherMissing.filter((g) => g.group.importance !== "preferred").map(groupLabel);
  const pref = otherMissing.filter((g) => g.group.importance === "preferred").map(groupLabel);
  if (req.length || pref.length) {
    const parts = [req.length ? `asked for: ${listNames(req)}` : "", pref.length ? `nice to have: ${listNames(pref)}` : ""].filter(Boolean);
    out.push(`Also not found in your resume (${parts.join("; ")}). Add the ones you have really used, in the posting's wording; leave out the ones you have not.`);
  }
  // C1: matched skills that appear only in a list.
  const listedOnly = f.groups.filter((g) => g.match && !g.match.match.dated && g.match.skill.category !== "soft").map((g) => g.match!.match.profileName);
  if (listedOnly.length) {
    out.push(
      `${listNames([...new Set(listedOnly)])} appear${listedOnly.length === 1 ? "s" : ""} only in a skills list. Add ${listedOnly.length === 1 ? "it" : "them"} to a dated bullet if you have used ${listedOnly.length === 1 ? "it" : "them"} at work: parsers credit skills by the dates of the jobs they appear in.`,
    );
  }
  // K3/K4: the same skill written differently.
  const wording: string[] = [];
  for (const g of f.groups) {
    if (!g.match || g.group.importance === "preferred" || wording.length >= 3) continue;
    const m = g.match;
    if (m.match.via !== "exact" && m.match.via !== "family") continue;
    const jobForm = m.skill.mentions[0]?.text.replace(/\s+/g, " ").trim();
    if (!jobForm || !m.match.surfaces.length) continue;
    if (m.match.surfaces.some((s) => skillKey(s) === skillKey(jobForm))) continue;
    wording.push(`"${jobForm}" (your resume: "${m.match.surfaces[0]}")`);
  }
  if (wording.length) {
    out.push(`Use the posting's wording at least once, next to yours: ${wording.join(", ")}. Recruiters' keyword searches are literal; for an acronym, write both forms once, e.g. "Search Engine Optimization (SEO)".`);
  }
  // K2: the title.
  if (f.tf && f.tf.fit < 0.5 && job.title) {
    out.push(`The posting's title is "${job.title}" and none of your job titles matches it. If it honestly describes work you have done, use the phrase in your summary; do not rename past jobs.`);
  }
  // Years.
  if (f.experienceAssessed && job.yearsRequired !== null && f.cy.years < job.yearsRequired) {
    out.push(
      `The posting asks for ${job.yearsRequired}+ years and your resume's dates add up to ${years1(f.cy.years)}. If you have other relevant work (freelance, internships, part-time), list it with its dates; otherwise address the gap in a cover letter.`,
    );
  }
  if (f.cy.source === "none") out.push("Give every job a start and end month and year: without dates neither we nor an ATS can count your experience.");
  // K6: education.
  if (f.edu.assessed && f.edu.pct < 100 && f.edu.missing.length) {
    out.push(`Education: ${f.edu.missing[0]}. If you hold such a degree, list it with the school and year; if the posting accepts equivalent experience, make your years and scope clear in your summary.`);
  }
  // Soft skills: shown, not claimed.
  const soft = f.groups.filter((g) => g.members.every((m) => m.category === "soft") && !g.match).map(groupLabel);
  if (soft.length) {
    out.push(`The posting also asks for ${listNames(soft, 4)}. Show ${soft.length === 1 ? "it" : "them"} with an example in a bullet (what you did, with whom, the result) rather than listing ${soft.length === 1 ? "it" : "them"}: self-described soft skills carry little weight.`);
  }
  if (job.confidence < 0.5) out.push("Much of this posting was not recognised: check that you pasted all of it, in English, including its requirements.");
  if (!out.length) out.push("Your resume covers what this posting asks for. Lead your summary with the posting's title and its top skills, and keep the strongest matching bullets near the top.");
  return out.slice(0, 10);
}
