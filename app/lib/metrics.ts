/** Metric card texts and status rules (spec sections 2, 4 and 9). */
import type { Metrics } from "~/lib/schemas/resume";

export type MetricKey = "experience" | "skills" | "keywords" | "gaps";
export type MetricStatus = "success" | "warning" | "danger" | "neutral";
export type MetricCardData = { metric: MetricKey; value: string; subtitle: string; status: MetricStatus };

export const METRIC_KEYS = ["experience", "skills", "keywords", "gaps"] as const satisfies readonly MetricKey[];

export const METRIC_TOOLTIPS: Record<MetricKey, string> = {
  experience: "Total work experience calculated from your job history",
  skills: "Count of unique skills extracted from your resume",
  keywords: "How well your resume matches industry-specific keywords",
  gaps: "Percentage of missing skills compared to industry benchmarks",
};

export const METRIC_TITLES: Record<MetricKey, string> = {
  experience: "Total Experience",
  skills: "Skill Count",
  keywords: "Keyword Strength",
  gaps: "Gap Score",
};

export const KEYWORD_SUCCESS_THRESHOLD = 70;
export const GAP_SUCCESS_BELOW = 20;

export function keywordStatus(value: number | null): MetricStatus {
  if (value === null) return "neutral";
  return value >= KEYWORD_SUCCESS_THRESHOLD ? "success" : "warning";
}

export function gapStatus(value: number | null): MetricStatus {
  if (value === null) return "neutral";
  return value < GAP_SUCCESS_BELOW ? "success" : "warning";
}

/** The four dashboard cards: value, subtitle and status colour (spec section 2 and 'Metric status colouring'). */
export function metricCards(metrics: Metrics | null, hasResume: boolean): MetricCardData[] {
  if (!metrics) {
    const subtitle = hasResume ? "Press Analyze to calculate" : "No resume yet";
    return METRIC_KEYS.map((metric) => ({ metric, value: "N/A", subtitle, status: "neutral" as const }));
  }
  const e = metrics.explanations;
  const occupation = e.occupation?.title;
  const counted = e.experience.positions.filter((p) => p.counted);
  const positions = counted.length;
  // A role given only its length is counted but not dated (decision 0032).
  const dated = counted.every((p) => p.start);
  const b = metrics.skillBreakdown;
  return [
    {
      metric: "experience" as const,
      // Nothing dated to sum: "0 years" would read as a fact (an electrician with three undated jobs; review 73).
      value: !positions && !(e.experience.otherDates?.length ?? 0) ? "N/A" : metrics.totalExperience,
      subtitle: !positions && e.experience.positions.length ? `${e.experience.positions.length} ${e.experience.positions.length === 1 ? "position" : "positions"} without dates` : experienceSubtitle(positions, e.experience.otherDates?.length ?? 0, dated),
      status: "neutral" as const,
    },
    {
      metric: "skills" as const,
      value: String(metrics.skillCount),
      subtitle: b.technicalSkills[0] === "N/A" ? "No skills recognised" : `${b.technicalSkills.length} technical · ${b.softSkills.length} soft · ${b.otherSkills.length} other`,
      status: "neutral" as const,
    },
    {
      metric: "keywords" as const,
      // Without an occupation there is nothing to measure against: 0% would read as a score (and a 0% gap as none).
      value: occupation ? `${metrics.keywordStrength}%` : "N/A",
      subtitle: occupation ? `Against ${occupation}` : "No occupation recognised",
      status: occupation ? keywordStatus(metrics.keywordStrength) : ("neutral" as const),
    },
    {
      metric: "gaps" as const,
      value: occupation ? `${metrics.gapScore}%` : "N/A",
      subtitle: occupation ? `${e.gaps.missing.length} of ${e.gaps.benchmarkSize} benchmark skills missing` : "No benchmark to compare",
      status: occupation ? gapStatus(metrics.gapScore) : ("neutral" as const),
    },
  ];
}

/** Where the Total Experience comes from: the dated positions, and dated work read outside them when there is some. */
function experienceSubtitle(positions: number, other: number, dated = true) {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const position = dated ? "dated position" : "position";
  if (!positions && !other) return "No dated positions found";
  if (!other) return `From ${plural(positions, position)}`;
  if (!positions) return `From ${plural(other, "dated line")} outside positions`;
  return `From ${plural(positions, position)} and ${plural(other, "other dated line")}`;
}
