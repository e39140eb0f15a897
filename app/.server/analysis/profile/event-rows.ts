/**
 * A Japanese rirekisho (and a Korean 이력서) in English dates events, not ranges: "2017⇥4⇥Joined Panasonic Corporation",
 * "2022⇥3⇥Resigned from Panasonic Corporation", "Currently employed". A job runs from the month it was joined to the
 * month it was left, or to the next one joined, or to the present. Each becomes a range on its "Joined" row, so the
 * positions are read from that row and the lines under it.
 */
import { monthStr, type DateRange, type DateScan } from "./dates";
import type { TextView } from "./text";

// "2017⇥4⇥…", "2017  4  …": a year cell and a month cell at the start of a row.
const ROW = /^((?:19|20)\d\d)[^\S\n]*(?:\t|[^\S\n]{2,}|年)[^\S\n]*(1[0-2]|0?[1-9])[^\S\n]*(?:\t|[^\S\n]{2,}|月)[^\S\n]*(\S.*)$/;
const JOINED = /^(?:joined|entered the employ of|started (?:at|with)|employed (?:at|by))\s+/i;
const LEFT = /^(?:resigned|left|retired|quit|completed (?:the )?(?:contract|assignment))\b/i;
const STILL = /^(?:currently (?:employed|working)|to (?:the )?present|present|現在に至る|以上)\b/i;

export function eventRows(view: TextView, scan: DateScan, asOf: string): DateScan {
  if (view.flattened) return scan;
  const rows = view.lines
    .map((line) => ({ line, m: ROW.exec(line.text) }))
    .filter((r): r is { line: (typeof view.lines)[number]; m: RegExpExecArray } => !!r.m);
  if (rows.filter((r) => JOINED.test(r.m[3]!)).length === 0 || rows.length < 3) return scan;
  const index = (y: string, m: string) => Number(y) * 12 + Number(m) - 1;
  const now = (() => {
    const [y, m] = asOf.split("-").map(Number);
    return y! * 12 + m! - 1;
  })();
  const added: DateRange[] = [];
  rows.forEach((r, k) => {
    if (!JOINED.test(r.m[3]!)) return;
    const start = index(r.m[1]!, r.m[2]!);
    let end: number | null = null;
    let current = false;
    // The row that ends it: leaving, the next job joined (the month before), or "Currently employed" under it.
    for (const later of rows.slice(k + 1)) {
      const event = later.m[3]!;
      if (LEFT.test(event)) {
        end = index(later.m[1]!, later.m[2]!);
        break;
      }
      if (JOINED.test(event)) {
        end = index(later.m[1]!, later.m[2]!) - 1;
        break;
      }
    }
    if (end === null) {
      const after = view.lines.slice(r.line.index + 1, r.line.index + 6);
      current = after.some((l) => STILL.test(l.text.trim()));
      end = current ? now : start;
    }
    const from = { year: Number(r.m[1]), month: Number(r.m[2]), season: null };
    const cellEnd = r.line.start + r.line.text.indexOf(r.m[3]!);
    added.push({
      start: r.line.start,
      end: cellEnd,
      text: view.text.slice(r.line.start, cellEnd),
      from,
      to: current ? null : { year: Math.floor(end / 12), month: (end % 12) + 1, season: null },
      current,
      startMonth: monthStr(start),
      endMonth: monthStr(Math.max(start, end)),
      hasMonths: true,
      form: "pair",
    });
  });
  if (!added.length) return scan;
  const inRow = (o: number) => added.some((a) => o >= a.start && o < a.end);
  return { ranges: [...scan.ranges.filter((x) => !inRow(x.start)), ...added].sort((a, b) => a.start - b.start), lone: scan.lone.filter((d) => !inRow(d.start)) };
}
