import { monthIndex } from "../experience";
import { type DateRange, monthStr } from "./dates";
import { lineAt } from "./entries";
import { titleScore } from "./evidence";
import type { ViewSection } from "./sections";
import type { TextView } from "./text";
import type { ClassifiedRange } from "./work-ranges";

/**
 * "Software Engineer, Acme Logistics — 3 years", "Junior Developer, Bluefin Labs (18 months)", "… — 1 yr 6 mos": a role
 * written with how long it lasted and no dates, as a shortened earlier career or a LinkedIn export without dates give it.
 */
const DURATION_ROLE =
  /^(?<head>.{3,120}?)\s*(?:[—–|-]\s*|\(\s*|,\s*)(?:(?<years>\d{1,2}(?:\.\d)?)\+?\s*(?:years?|yrs?)(?:,?\s*(?:and\s+)?(?<extra>\d{1,2})\s*(?:months?|mos?))?|(?<months>\d{1,3})\s*(?:months?|mos?))\.?\s*\)?\s*$/i;

/**
 * The roles of an experience section that give a length and no dates, as ranges the positions and the total read like
 * dated ones (`form: "duration"`). The résumé says how long each lasted, not when: they are set one after another
 * before the earliest dated work, newest first as the résumé lists them, so the total counts what the résumé states.
 * Positions built on them show no dates.
 */
export function rolesByLength(view: TextView, sections: ViewSection[], ranges: ClassifiedRange[]): ClassifiedRange[] {
  const lines = view.lines;
  const dated = ranges.filter((r) => r.work);
  if (!dated.length) return [];
  const datedLines = new Set(ranges.map((r) => lineAt(lines, r.start)));
  const found: { line: number; months: number; start: number; end: number; text: string }[] = [];
  for (const section of sections) {
    if (section.kind !== "experience" || !section.heading) continue;
    for (let i = lineAt(lines, section.headingEnd - 1) + 1; i < lines.length && lines[i]!.start < section.end; i++) {
      const line = lines[i]!;
      if (line.bullet || datedLines.has(i)) continue;
      const m = DURATION_ROLE.exec(line.text);
      if (!m?.groups) continue;
      // A title word in the role's words, and an employer after it: "Team of 8 — 3 years" is no role.
      const head = m.groups.head!.trim();
      if (!titleScore(head) || !/[,@|]|\sat\s|\s[—–-]\s/.test(head)) continue;
      const months = m.groups.months ? Number(m.groups.months) : Math.round(Number(m.groups.years) * 12) + Number(m.groups.extra ?? 0);
      if (months < 1 || months > 40 * 12) continue;
      const at = line.contentStart + line.text.length - m[0].length + m.groups.head!.length;
      found.push({ line: i, months, start: at, end: line.end, text: view.text.slice(at, line.end) });
    }
  }
  if (!found.length) return [];
  // Back to back, before the earliest dated work, in the order the résumé lists them (newest first).
  let next = Math.min(...dated.map((r) => monthIndex(r.startMonth)));
  return found.map((f) => {
    const end = next - 1;
    const start = end - f.months + 1;
    next = start;
    const range: DateRange = {
      start: f.start,
      end: f.end,
      text: f.text,
      from: { year: Math.floor(start / 12), month: (start % 12) + 1, season: null },
      to: { year: Math.floor(end / 12), month: (end % 12) + 1, season: null },
      current: false,
      startMonth: monthStr(start),
      endMonth: monthStr(end),
      hasMonths: true,
      form: "duration",
    };
    return { ...range, work: true, section: "experience", evidence: null, reason: "experience section: a role's length without dates" };
  });
}

/** A position's `dateText` that is a length, not dates ("3 years", "1 yr 6 mos"): a role placed by `rolesByLength`. */
export const LENGTH_ONLY = /^\d{1,3}(?:\.\d)?\+?\s*(?:years?|yrs?|months?|mos?)\b/i;

