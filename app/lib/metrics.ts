/** Metric card texts and status rules (spec sections 2, 4 and 9). */
export type MetricKey = "experience" | "skills" | "keywords" | "gaps";
export type MetricStatus = "success" | "warning" | "danger" | "neutral";

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
