// Which of many spans of text holds an offset, answered without looking at every span: a résumé of thousands of roles
// had made each such question, asked once per line, grow with the square of the text.

/**
 * A lookup of the first interval [start, end) holding an offset, in the intervals' own order: what
 * `intervals.findIndex(([a, b]) => x >= a && x < b)` gives. Intervals in order and apart (each starting at or after the
 * end of the one before, as a résumé's roles are) are searched by halves; any others one by one.
 */
export function intervalFinder(intervals: readonly (readonly [number, number])[]): (x: number) => number {
  const ordered = intervals.every(([a, b], i) => a <= b && (i === 0 || a >= intervals[i - 1]![1]));
  if (!ordered) return (x) => intervals.findIndex(([a, b]) => x >= a && x < b);
  return (x) => {
    let lo = 0;
    let hi = intervals.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (intervals[mid]![0] <= x) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && x < intervals[found]![1] ? found : -1;
  };
}
