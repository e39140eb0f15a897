import type { Profile, SectionKind } from "~/lib/schemas/profile";
import { NO_CAREER_DATA, type CareerPosition, type Metrics, type SkillBreakdown } from "~/lib/schemas/resume";
import { bulletEvidence } from "./bullet-evidence";
import { profileShows } from "./engines/job-equivalence";
import { mergeRanges, monthIndex } from "./experience";
import { containsTerm, skillTerms } from "./rubric/document";
import { ENGINE_VERSION } from "./version";

/** What the résumé is compared with: the target occupation (chosen or inferred) and its weighted benchmark skills. */
export type Benchmark = {
  occupation: { code: string; title: string; confidence: number; evidence: string[]; chosen?: boolean; setAside?: string[] } | null;
  /** `alternatives`: other technologies of the same kind, any one of which shows the skill (decision 0031). */
  skills: { name: string; weight: number; why: string; alternatives?: string[] }[];
  /** The family a skill belongs to (spellings and variants of one skill), when the knowledge base has one. */
  family?: (name: string) => string | undefined;
};

/** `text`: the résumé's text, for quoting the lines of dated work that is no position. */
export type MetricsContext = { id: string; resumeId: string; createdAt: string; asOf: string; text?: string };

/** The dashboard metrics of a parsed profile. Pure: the same profile and benchmark give the same numbers. */
export function computeMetrics(profile: Profile, benchmark: Benchmark, context: MetricsContext): Metrics {
  const merged = mergeRanges(profile.workRanges);
  const months = merged.reduce((sum, r) => sum + r.months, 0);
  const keywordResult = compareWithBenchmark(profile, benchmark);
  const counted = countedSkills(profile, benchmark.family);

  return {
    id: context.id,
    resumeId: context.resumeId,
    totalExperience: formatYears(months),
    totalExperienceMonths: months,
    skillCount: counted.length,
    keywordStrength: keywordResult.strength,
    gapScore: keywordResult.gap,
    skillBreakdown: skillBreakdown(counted),
    careerJourney: careerJourney(profile, context.asOf),
    explanations: {
      experience: {
        months,
        ranges: merged,
        positions: profile.positions.map((p) => ({
          title: p.title,
          company: p.company,
          start: p.start,
          end: p.current ? null : p.end,
          // A role given only its length ("— 3 years") is counted by it (decision 0032): its months, placed.
          counted: !!p.start || ownRanges(profile, p).length > 0,
          ...(p.start ? {} : placed(ownRanges(profile, p))),
        })),
        statedYears: profile.statedYears,
        asOf: context.asOf,
        otherDates: otherDates(profile, context.text, context.asOf),
      },
      skills: {
        skills: counted.map((s) => ({ name: s.name, category: s.category, where: s.where, ...(s.also.length ? { also: s.also } : {}) })),
      },
      occupation: benchmark.occupation,
      keywords: { present: keywordResult.present, missing: keywordResult.missing },
      gaps: { benchmarkSize: benchmark.skills.length, missing: keywordResult.missing },
    },
    engineVersion: ENGINE_VERSION,
    createdAt: context.createdAt,
  };
}

/**
 * Work ranges no position's dates cover ("2012 – 2014 Freelance work for local shops" with no title the
 * parser could find): they count, so the explanation names them, each with the line it was read from.
 */
function otherDates(profile: Profile, text: string | undefined, asOf: string) {
  // Months the positions themselves cover, as the explanation lists them (their written dates; a role given only its
  // length, the months placed for it): dates read inside a position's text beyond them ("since May 2017 as a Subject
  // Matter Expert to Jan 2018") count too, and are named here (review 35's F5). An employer's span over its roles adds
  // none of its own.
  const covered = new Set<number>();
  for (const p of profile.positions) {
    const window = positionWindow(profile, p, asOf);
    if (window) for (let m = window.start; m <= window.end; m++) covered.add(m);
    else for (const r of ownRanges(profile, p)) for (let m = monthIndex(r.start); m <= monthIndex(r.end); m++) covered.add(m);
  }
  const addsMonths = (r: Profile["workRanges"][number]) => {
    for (let m = monthIndex(r.start); m <= monthIndex(r.end); m++) if (!covered.has(m)) return true;
    return false;
  };
  return profile.workRanges
    .filter((r) => addsMonths(r))
    .map((r) => {
      const from = text ? text.lastIndexOf("\n", r.textStart - 1) + 1 : 0;
      const to = text ? text.indexOf("\n", r.textEnd) : -1;
      const line = text ? text.slice(from, to < 0 ? undefined : to).replace(/\s+/gu, " ").trim() : "";
      return { start: r.start, end: r.end, line: line.length > 160 ? `${line.slice(0, 157)}...` : line };
    });
}

/** The work ranges read inside a position's text: its dates, each season of seasonal work, a role's placed length. */
function ownRanges(profile: Profile, p: Profile["positions"][number]) {
  return profile.workRanges.filter((r) => r.textStart >= p.textStart && r.textEnd <= p.textEnd);
}

/** Where a role given only its length was placed: from its first month to its last, and the months counted. */
function placed(ranges: Profile["workRanges"]) {
  const merged = mergeRanges(ranges);
  if (!merged.length) return {};
  return { placed: { start: merged[0]!.start, end: merged[merged.length - 1]!.end, months: merged.reduce((sum, r) => sum + r.months, 0) } };
}

/**
 * The months a dated position spans, as the total reads its dates: a year alone starts in July and ends in June, but
 * a range within one year runs over that year ("2016", "2015 to 2015": January to December, decision 0030); the end
 * stops at the upload ('Present' is the upload's month, and a contract's end after it is not yet worked). Null for a
 * position with no start, or one that starts after the upload.
 */
function positionWindow(profile: Profile, p: Profile["positions"][number], asOf: string) {
  if (!p.start) return null;
  const last = monthIndex(asOf.slice(0, 7));
  const start = monthIndex(withMonth(p.start, "start", p.end));
  if (start > last) return null;
  const written = p.end && !p.current ? monthIndex(withMonth(p.end, "end", p.start)) : null;
  const end = Math.min(last, Math.max(start, written ?? lastWorkedMonth(profile) ?? start));
  return { start, end, endsAfterUpload: written !== null && written > last };
}

const normalise = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

/**
 * Keyword Strength: the weighted share of the benchmark's skills the résumé shows (important ones count
 * more). Gap Score: the plain share of the benchmark's skills it does not show. With no benchmark (no
 * occupation recognised) both are 0 and the explanation says why.
 */
function compareWithBenchmark(profile: Profile, benchmark: Benchmark) {
  // What a skill shows counts too, as in the job comparison: PostgreSQL shows SQL, Amazon Redshift shows AWS.
  const have = profileShows(profile, normalise, (name) => benchmark.family?.(name));
  // "Mentored three junior engineers" shows Mentoring, though only a skills list's "Mentoring" is extracted.
  const shownInBullets = bulletEvidence(profile);
  const present: Metrics["explanations"]["keywords"]["present"] = [];
  const missing: Metrics["explanations"]["keywords"]["missing"] = [];
  let weightPresent = 0;
  let weightTotal = 0;
  const shows = (name: string) => {
    const family = benchmark.family?.(name);
    return have.get(normalise(name)) ?? (family ? have.get(normalise(family)) : undefined);
  };
  for (const skill of benchmark.skills) {
    weightTotal += skill.weight;
    const own = shows(skill.name) ?? shownInBullets(skill.name);
    // Shown by another product of its kind: the entry is named after the one the résumé has (Epic, not MEDITECH).
    const alternative = own ? undefined : skill.alternatives?.find((a) => shows(a));
    const found = own ?? (alternative ? shows(alternative) : undefined);
    if (found) {
      weightPresent += skill.weight;
      present.push({ skill: alternative ?? skill.name, weight: skill.weight, matchedBy: found });
    } else {
      missing.push({ skill: skill.name, weight: skill.weight, why: skill.why });
    }
  }
  if (benchmark.skills.length === 0) return { strength: 0, gap: 0, present, missing };
  return {
    strength: round1((weightPresent / weightTotal) * 100),
    gap: round1((missing.length / benchmark.skills.length) * 100),
    present,
    missing,
  };
}

/**
 * Percentages to one decimal that add up to exactly 100 (largest remainder): 13 and 3 of 16 are 81.3 and 18.7,
 * where rounding each would show 81.3 and 18.8.
 */
export function sharesOf100(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const tenths = counts.map((c) => (c / total) * 1000);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths.map((x, i) => ({ i, frac: x - floors[i]! })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors.map((f) => f / 10);
}

type CountedSkill = { name: string; category: Profile["skills"][number]["category"]; where: string[]; also: string[]; mentions: number };

/**
 * The skills Skill Count counts: the profile's skills, with the variants of one skill family taken as one
 * ("Strong communicator" and "communication" are one skill, Communication; "Led a team" and "leadership" are
 * Leadership). The family's own name names the group when the résumé uses it, else the first variant written.
 */
function countedSkills(profile: Profile, family: Benchmark["family"]): CountedSkill[] {
  const groups = new Map<string, CountedSkill & { family?: string }>();
  const places = skillPlaces(profile);
  for (const s of profile.skills) {
    const fam = family?.(s.name);
    const key = normalise(fam ?? s.name);
    const where = places.get(s.name) ?? [];
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { name: s.name, category: s.category, where: [...new Set(where)], also: [], mentions: s.mentions.length, family: fam });
      continue;
    }
    group.where = [...new Set([...group.where, ...where])];
    group.mentions += s.mentions.length;
    if (fam && normalise(s.name) === normalise(fam)) {
      group.also.unshift(group.name);
      group.name = s.name;
    } else group.also.push(s.name);
  }
  // "CI/CD pipelines" beside "CI/CD", "AWS stack" beside "AWS", "MySQL 5.0" beside "MySQL" (review 35's F1): a skill's
  // name with a generic word or a version after it is that skill written longer. "API design" and "UNIX security" say
  // more than their first word, and stay.
  for (const [key, group] of groups) {
    const words = key.split(" ");
    for (let k = words.length - 1; k >= 1 && (GENERIC_TAIL.has(words[k]!) || VERSION_WORD.test(words[k]!)); k--) {
      const head = groups.get(words.slice(0, k).join(" "));
      if (!head || head === group || head.category !== group.category) continue;
      head.also.push(group.name, ...group.also);
      head.where = [...new Set([...head.where, ...group.where])];
      head.mentions += group.mentions;
      groups.delete(key);
      break;
    }
  }
  return [...groups.values()].map(({ family: _family, ...g }) => g);
}

/**
 * Where each of the profile's skills shows in the résumé, as the dashboard names the places ("skills section",
 * "experience"): the sections of its mentions, and the experience when a role's bullet names it, as the analyses read
 * it, even where the extractor took it only from the skills list. One source for the Skill Count's explanation and the
 * parsed profile, so the two never disagree.
 */
export function skillPlaces(profile: Profile): Map<string, string[]> {
  const bullets = profile.positions.flatMap((p) => p.bullets.map((b) => b.toLowerCase()));
  const out = new Map<string, string[]>();
  for (const s of profile.skills) {
    const where = s.mentions.map((m) => sectionLabel(m.section));
    const terms = skillTerms(s);
    if (bullets.some((b) => terms.some((t) => containsTerm(b, t)))) where.push(sectionLabel("experience"));
    out.set(s.name, [...new Set(where)]);
  }
  return out;
}

const GENERIC_TAIL = new Set(
  (
    "pipeline pipelines stack architecture architectures framework frameworks tool tools tooling platform platforms technology technologies programming language languages scripting concepts fundamentals basics skills " +
    "script scripts database databases development report reports reporting"
  ).split(" "),
);
/** A version after a product's name, in words as `normalise` leaves them ("5.0" is "5 0"): 2008, 5, 0, v2, r2, sp1, 11g, 8i. */
const VERSION_WORD = /^(?:v?\d+[a-z]?|r\d+|sp\d+)$/;

function skillBreakdown(skills: CountedSkill[]): SkillBreakdown {
  // Most mentioned first (a stable sort keeps reading order among equals): the chart's legend shows the first few,
  // and "Python", named in four places, says more than a phrase of the summary read once.
  const names = (category: string) =>
    skills
      .filter((s) => s.category === category)
      .sort((a, b) => b.mentions - a.mentions)
      .map((s) => s.name);
  const technical = names("technical");
  const soft = names("soft");
  const other = names("other");
  const total = technical.length + soft.length + other.length;
  if (total === 0) {
    // Spec: with no data the chart shows equal thirds and 'N/A'.
    return { technical: 33.3, soft: 33.3, other: 33.3, technicalSkills: ["N/A"], softSkills: ["N/A"], otherSkills: ["N/A"] };
  }
  const [t, so, o] = sharesOf100([technical.length, soft.length, other.length]);
  return {
    technical: t!,
    soft: so!,
    other: o!,
    technicalSkills: technical,
    softSkills: soft,
    otherSkills: other,
  };
}

/**
 * One bar per dated position, oldest first; the width is the position's share of the whole career span, the offset
 * where it starts on that span. The duration is what the total counts for it: the months of its dates as the work
 * ranges read them (each season of seasonal work, not the years between: review 35's F2), up to the upload.
 */
function careerJourney(profile: Profile, asOf: string): CareerPosition[] {
  const dated = profile.positions
    .map((p, i) => ({ p, i, window: positionWindow(profile, p, asOf) }))
    .filter((d): d is typeof d & { window: NonNullable<typeof d.window> } => d.window !== null)
    .map(({ p, i, window }) => {
      // The months its own ranges count within its span, and in how many runs; none read (dates the ranges left out)
      // is the whole span.
      const inside = new Set<number>();
      for (const r of ownRanges(profile, p)) {
        for (let m = Math.max(monthIndex(r.start), window.start); m <= Math.min(monthIndex(r.end), window.end); m++) inside.add(m);
      }
      const periods = [...inside].filter((m) => !inside.has(m - 1)).length;
      return { p, i, ...window, months: inside.size || window.end - window.start + 1, periods };
    })
    .sort((a, b) => a.start - b.start || a.i - b.i);
  if (dated.length === 0) return [NO_CAREER_DATA];
  const first = Math.min(...dated.map((d) => d.start));
  const last = Math.max(...dated.map((d) => d.end));
  const span = last - first + 1;
  return dated.map(({ p, i, start, end, months, periods, endsAfterUpload }) => {
    const width = Math.max(2, round1(((end - start + 1) / span) * 100));
    return {
      id: `position-${i + 1}`,
      title: p.title || "Untitled role",
      company: p.company || "",
      startYear: Math.floor(start / 12),
      // Still held at the upload: a contract's end after it reads as Present, as the total counts it.
      endYear: p.current || !p.end || endsAfterUpload ? null : Math.floor(end / 12),
      duration: periods > 1 ? `${formatDuration(months)} (${periods} periods)` : formatDuration(months),
      durationPercentage: width,
      // The widened bar of a short job still ends inside the track.
      startPercentage: Math.min(round1(((start - first) / span) * 100), round1(100 - width)),
    };
  });
}

function lastWorkedMonth(profile: Profile) {
  const ends = profile.workRanges.map((r) => monthIndex(r.end));
  return ends.length ? Math.max(...ends) : null;
}

/**
 * "2019" as a start means July, as an end June (the evaluation's rule), unless the other end is in the same year:
 * "2016 – 2016" is January to December, "Mar 2014 – 2014" March to December. Months pass through.
 */
function withMonth(value: string, side: "start" | "end", other: string | null) {
  if (value.length !== 4) return value;
  const sameYear = other?.slice(0, 4) === value;
  if (side === "start") return `${value}-${sameYear ? "01" : "07"}`;
  return `${value}-${sameYear ? "12" : "06"}`;
}

export function formatYears(months: number) {
  if (months === 0) return "0 years";
  const years = months / 12;
  // One decimal at any length: 143 months are 11.9 years, not 12.
  return `${round1(years)} ${years === 1 ? "year" : "years"}`;
}

export function formatDuration(months: number) {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const parts = [];
  if (y > 0) parts.push(`${y} ${y === 1 ? "year" : "years"}`);
  if (m > 0 || y === 0) parts.push(`${m} ${m === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

const SECTION_LABELS: Record<SectionKind, string> = {
  contact: "header",
  summary: "summary",
  experience: "experience",
  education: "education",
  skills: "skills section",
  projects: "projects",
  certifications: "certifications",
  awards: "awards",
  publications: "publications",
  languages: "languages",
  interests: "interests",
  references: "references",
  other: "other text",
};

function sectionLabel(section: SectionKind | null) {
  return section ? SECTION_LABELS[section] : "other text";
}

function round1(n: number) {
  return Math.round(n * 10) / 10;
}
