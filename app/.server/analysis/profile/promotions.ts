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
    if (roles.length < 2) return promotedOnce(view, p, lines);
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

// "Promoted to Senior Electrical Engineer in March 2021 (joined as Electrical Engineer, Generator Design)": a bullet or a
// line under the job. The title promoted to, the month, and the title joined as, in the same line.
const PROMOTED_TO = new RegExp(
  `\\bpromoted\\s+to\\s+(?:the\\s+(?:role|position)\\s+of\\s+)?(?:an?\\s+)?(\\p{Lu}[^,.;()]{2,60}?)\\s+(?:in|on|from)\\s+(${MONTH_SRC})\\.?,?\\s+((?:19|20)\\d\\d)\\b`,
  "iu",
);
const JOINED_AS = /\b(?:joined|hired|started)\s+as\s+(?:an?\s+)?(\p{Lu}[^;.()]{2,60}?)(?=\s+(?:in|on)\s+\p{Lu}|\s*[;.)]|\s*$)/u;

/**
 * One promotion told under a job dated as one (review 78): "Senior Electrical Engineer, Siemens Energy⇥Jun 2017 – Now"
 * with "Promoted to Senior Electrical Engineer in March 2021 (joined as Electrical Engineer)". Two positions: the title
 * joined as, from the job's start to the month before the promotion, and the title promoted to, from then on. Only when
 * the line names both titles, the one promoted to is the job's own, and the month lies inside the job's dates. The
 * total is unchanged.
 */
function promotedOnce(view: TextView, p: ViewPosition, lines: ReturnType<typeof linesWithin>): ViewPosition[] {
  for (const l of lines) {
    const text = view.text.slice(l.contentStart, l.end);
    const m = PROMOTED_TO.exec(text);
    const joined = m ? JOINED_AS.exec(text) : null;
    const month = m ? monthNumber(m[2]!) : null;
    if (!m || !joined || !month || !p.start) continue;
    const [to, from] = [m[1]!.trim(), joined[1]!.trim().replace(/,$/, "")];
    if (to.toLowerCase() !== p.title.trim().toLowerCase() || from.toLowerCase() === to.toLowerCase()) continue;
    const at = Number(m[3]) * 12 + month - 1;
    if (at <= monthIndex(p.start, false) || (p.end && at > monthIndex(p.end, true))) continue;
    return [
      { ...p, start: monthStr(at), dateText: `${m[2]} ${m[3]}` },
      { ...p, title: from, end: monthStr(at - 1), current: false, bullets: [], start_: l.start, end_: l.end },
    ];
  }
  return [p];
}
