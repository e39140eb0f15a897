// Roles under one employer dated only by the month each began: "KING SOOPERS · Aurora, CO · May 2013 – Present" over
// "Store Manager · Promoted to Store Manager, March 2021" … "Courtesy Clerk · Hired May 2013".
import { fragments, isLocation, linesWithin } from "./entries";
import { MONTH_SRC, monthIndex, monthNumber, monthStr } from "./dates";
import type { ViewPosition } from "./positions";
import type { TextView } from "./text";

// "Co-Manager · Promoted to Co-Manager, March 2018", "Store Manager (promoted March 2021)", "… · Hired May 2013".
const PROMOTION = new RegExp(
  `^(.{2,80}?)\\s*(?:[·|•–—-]\\s*|\\(\\s*)(?:promoted|hired|joined|started|moved)(?:\\s+(?:to|as|into)\\s+[^,()]{2,60}?)?,?\\s+(?:in\\s+|on\\s+)?(${MONTH_SRC})\\.?,?\\s+((?:19|20)\\d\\d)\\s*\\)?$`,
  "iu",
);

/**
 * A position over two or more such role lines, newest first and inside the employer's dates, is one position per role:
 * each from the month it began to the month before the next one began, the newest to the employer's end. The employer
 * is the dated line's name. The total is unchanged: it is read from the employer's dates.
 */
export function promotions(view: TextView, out: ViewPosition[]): ViewPosition[] {
  return out.flatMap((p) => {
    if (!p.start) return [p];
    const lines = linesWithin(view.lines, p.start_, p.end_);
    const roles = lines.flatMap((l) => {
      const m = l.bullet ? null : PROMOTION.exec(l.text.trim());
      const month = m ? monthNumber(m[2]!) : null;
      return m && month ? [{ title: m[1]!.trim(), at: Number(m[3]) * 12 + month - 1, written: `${m[2]} ${m[3]}`, line: l }] : [];
    });
    if (roles.length < 2) return [p];
    const [lo, hi] = [monthIndex(p.start, false), p.end ? monthIndex(p.end, true) : Infinity];
    if (roles.some((r, i) => r.at < lo || r.at > hi || (i > 0 && r.at >= roles[i - 1]!.at))) return [p];
    // The employer: the dated line's first part that is no place and holds no date ("KING SOOPERS (THE KROGER CO.)").
    const dateText = p.dateText ?? "";
    const dated = lines.find((l) => l.index < roles[0]!.line.index && dateText && l.text.replace(/\s+/g, " ").includes(dateText));
    const name = dated ? fragments(dated.text.replace(/\s+/g, " ").replace(dateText, " ")).find((f) => !isLocation(f) && /\p{L}{2}/u.test(f)) : undefined;
    return roles.map((r, i) => {
      const next = roles[i + 1]?.line.index ?? Infinity;
      const bullets = lines.filter((l) => l.index > r.line.index && l.index < next && l.bullet).map((l) => view.text.slice(l.contentStart, l.end).trim());
      const last = lines.filter((l) => l.index < next).at(-1)!;
      return {
        ...p,
        title: r.title,
        company: name ?? p.company,
        start: monthStr(r.at),
        end: i === 0 ? p.end : monthStr(roles[i - 1]!.at - 1),
        current: i === 0 ? p.current : false,
        dateText: r.written,
        bullets,
        start_: i === 0 ? p.start_ : r.line.start,
        end_: last.end,
      };
    });
  });
}
