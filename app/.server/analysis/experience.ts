import type { WorkRange } from "~/lib/schemas/profile";

/** "YYYY-MM" -> months since year 0, so ranges can be merged with integer arithmetic. */
export function monthIndex(month: string) {
  const [y, m] = month.split("-").map(Number);
  return y! * 12 + (m! - 1);
}

export function monthString(index: number) {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
}

/** Merges ranges (both ends included) into disjoint ones; overlaps count once, gaps not at all. */
export function mergeRanges(ranges: Pick<WorkRange, "start" | "end">[]) {
  const sorted = ranges
    .map((r) => [monthIndex(r.start), monthIndex(r.end)] as const)
    .filter(([a, b]) => b >= a)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged.map(([a, b]) => ({ start: monthString(a), end: monthString(b), months: b - a + 1 }));
}

/** Distinct months worked, over the union of the ranges. */
export function totalMonths(ranges: Pick<WorkRange, "start" | "end">[]) {
  return mergeRanges(ranges).reduce((sum, r) => sum + r.months, 0);
}

/** Years with two decimals, as the evaluation reports them. */
export function totalYears(ranges: Pick<WorkRange, "start" | "end">[]) {
  return Math.round((totalMonths(ranges) / 12) * 100) / 100;
}
