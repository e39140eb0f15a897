/**
 * A job dated by one year: "Data Engineer — Toast, Boston, MA⇥2017", "BI Analyst, Wayfair (2013)", or the year alone
 * on the line under the header. The scanner leaves a year alone as a lone date, because in a sentence, beside a
 * degree or an award it dates a moment, not a time at work. Only in an experience section, where a header's date
 * goes, is it the job's time: the year from its first month to its last, as "2017 – 2017" is read.
 */
import { monthStr, resolveMonths, type DateRange, type DateScan, type LoneDate } from "./dates";
import type { ViewSection } from "./sections";
import type { TextView } from "./text";

// What parts a header's date from the rest of its line: a tab, a run of spaces, a bar, a dash, an opening bracket. Not a
// comma: "Chicago Design Week — festival identity and signage, 2022" under "Selected Work" is a project.
const BEFORE = /(?:\t|[^\S\n]{2,}|[^\S\n]*[|–—][^\S\n]*|[^\S\n]+-[^\S\n]+|[^\S\n]*\()$/;
const AFTER = /^\)?[^\S\n]*$/;
// "Founded in 2017", "promoted by 2019", "Employee of the Year, 2018": a sentence's or an award's year.
const NOT_A_JOB = /\b(?:in|of|by|during|until|before|after|since|from|to|year|award(?:ed)?|winner|honou?rs?|prize|certified|certificate|licen[cs]e[ds]?|founded|established|est\.?|graduated?|class)\b[^\p{L}\d]*$/iu;

export function headerYears(view: TextView, sections: ViewSection[], scan: DateScan, asOf: string): DateScan {
  if (view.flattened) return scan;
  const promoted: DateRange[] = [];
  const lone: LoneDate[] = [];
  for (const d of scan.lone) {
    const range = d.point.month || d.point.season ? null : asHeaderYear(view, sections, scan, d, asOf);
    if (range) promoted.push(range);
    else lone.push(d);
  }
  if (!promoted.length) return scan;
  return { ranges: [...scan.ranges, ...promoted].sort((a, b) => a.start - b.start), lone };
}

function asHeaderYear(view: TextView, sections: ViewSection[], scan: DateScan, d: LoneDate, asOf: string): DateRange | null {
  const section = sections.find((s) => d.start >= s.headingEnd && d.start < s.end);
  if (section?.kind !== "experience") return null;
  const line = view.lines.find((l) => d.start >= l.start && d.end <= l.end);
  if (!line || line.bullet) return null;
  // One date to a header: a line that holds a range, or a second lone date, is something else.
  if (scan.ranges.some((r) => r.start >= line.start && r.end <= line.end)) return null;
  if (scan.lone.some((o) => o !== d && o.start >= line.start && o.end <= line.end)) return null;
  const before = view.text.slice(line.start, d.start);
  const after = view.text.slice(d.end, line.end);
  if (!AFTER.test(after)) return null;
  if (before.trim()) {
    // The year ends a header: text with letters, then the separator.
    if (!BEFORE.test(before) || !/\p{L}{2}/u.test(before) || NOT_A_JOB.test(before.replace(BEFORE, ""))) return null;
    if (/[.;:!?]$/.test(before.replace(BEFORE, "").trim())) return null;
  } else {
    // The year alone on its line, under or over a header that is not a bullet.
    const neighbour = (k: number) => view.lines[k];
    const above = neighbour(line.index - 1);
    const below = neighbour(line.index + 1);
    const header = (l: typeof above) => !!l && !l.bullet && /\p{L}{2}/u.test(l.text) && l.start >= section.headingEnd && !/[.;:!?]$/.test(l.text);
    if (!header(above) && !header(below)) return null;
  }
  const months = resolveMonths(d.point, d.point, asOf);
  if (!months) return null;
  return {
    start: d.start,
    end: d.end,
    text: d.text,
    from: d.point,
    to: d.point,
    current: false,
    startMonth: monthStr(months[0]),
    endMonth: monthStr(months[1]),
    hasMonths: false,
    form: "pair",
  };
}
