import type { RubricFinding } from "~/lib/schemas/analysis";

/**
 * A rubric finding plus the sentences the engine builds its lists from (stripped before the result is returned):
 * `praise` for strengths, `advice` for weaknesses and suggestions; `format` marks advice about layout and form
 * (it goes to formatImprovements as well).
 */
export type Finding = RubricFinding & { praise?: string; advice?: string; format?: boolean };

export const MAX_LINES = 6;

export function finding(f: Finding): Finding {
  // One decimal: a rule that is not met in full never shows its full points.
  let points = Math.max(0, Math.min(f.max, Math.round(f.points * 10) / 10));
  if ((f.status === "warn" || f.status === "fail") && points >= f.max && f.max > 0) points = Math.round((f.max - 0.1) * 10) / 10;
  return { ...f, points, lines: f.lines.slice(0, MAX_LINES) };
}

/** The schema's part of a finding. */
export function publicFinding(f: Finding): RubricFinding {
  return { id: f.id, rule: f.rule, points: f.points, max: f.max, status: f.status, detail: f.detail, lines: f.lines, source: f.source, evidence: f.evidence };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const pct = (x: number) => `${Math.round(x * 100)}%`;

/** "A, B and C" (at most `max` items, then "and N more"). */
export function listing(items: string[], max = 4): string {
  if (items.length <= 1) return items.join("");
  if (items.length > max) return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
