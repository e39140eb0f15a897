import type { DetailedAnalysis } from "~/lib/schemas/analysis";

/**
 * The lines the Language tab lists when it has no rewrite to offer: the action-verb rule's weak lines, when that
 * rule did not pass. The Overview counts them, so the tab must not say that there are none.
 */
export function linesWithoutRewrite(result: DetailedAnalysis): string[] {
  if (result.languageImprovements.length) return [];
  const verbs = result.rubric.find((f) => f.id === "C2");
  return verbs && verbs.status !== "pass" ? verbs.lines : [];
}
