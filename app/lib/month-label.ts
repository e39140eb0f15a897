/** "2021-03" -> "Mar 2021"; a year alone ("2015") stays as written. How the screens show a parsed date. */
export function monthLabel(ym: string) {
  const [y, m] = ym.split("-");
  if (!m) return y ?? ym;
  return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString("en", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** "2026-11-28" -> "28 Nov 2026": a day shown in prose, as the months are. */
export function dayLabel(ymd: string) {
  const [y, m, d] = ymd.split("-");
  if (!d) return monthLabel(ymd);
  return `${Number(d)} ${monthLabel(`${y}-${m}`)}`;
}
