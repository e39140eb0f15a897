// A military service record written as labelled lines, the way a DD-214 lists it ("Branch: United States Army" /
// "Rank: Staff Sergeant (E-6)" / "MOS: 92Y – Unit Supply Specialist" / "Unit: 1st Cavalry Division, Fort Hood, TX" /
// "Dates of Service: 06/2008 – 06/2016"). Read by position, the labels were taken for the title and the employer
// ("MOS"); here they say what each value is.
import { isLocation } from "./entries";
import type { Line } from "./text";

export type ServiceRecord = { title: string; organisation: string; location: string | null; details: string[]; lines: [number, number] };

const DATES = /^\W*(?:dates? of service|service dates|period of service|dates? served|years of service)\s*:/i;
const FIELD = /^\W*(branch(?: of service)?|service|component|rank|grade|pay grade|mos|afsc|rate|rating|specialty|military occupational specialty|unit|assignment|duty station|station)\s*:\s*(.*)$/i;

/** The record whose dates are on `dateLine`, from the labelled lines around it (up to six either side), or null. */
export function serviceRecord(lines: Line[], dateLine: number, stopBefore: number, stopAfter: number): ServiceRecord | null {
  if (!DATES.test(lines[dateLine]!.text)) return null;
  const fields = new Map<string, string>();
  let first = dateLine;
  let last = dateLine;
  const read = (i: number) => {
    const m = FIELD.exec(lines[i]!.text.replace(/\t/g, " "));
    if (!m) return false;
    const key = m[1]!.toLowerCase();
    const name = /branch|service|component/.test(key) ? "branch" : /rank|grade/.test(key) ? "rank" : /unit|assignment|station/.test(key) ? "unit" : "specialty";
    if (!fields.has(name) && m[2]!.trim()) fields.set(name, m[2]!.trim());
    return true;
  };
  for (let i = dateLine - 1; i > Math.max(stopBefore, dateLine - 7) && read(i); i--) first = i;
  for (let i = dateLine + 1; i < Math.min(stopAfter, dateLine + 7) && read(i); i++) last = i;
  const branch = fields.get("branch");
  // "92Y – Unit Supply Specialist", "11B (Infantryman)": the specialty's name, not its code.
  const specialty = fields.get("specialty")?.replace(/^[A-Z0-9]{2,5}\s*[–—:-]\s*/, "").replace(/^[A-Z0-9]{2,5}\s*\((.+)\)$/, "$1");
  const title = specialty || fields.get("rank");
  if (!branch || !title) return null;
  const unit = fields.get("unit") ?? "";
  const place = unit.split(/,\s*/).slice(-2).join(", ");
  return { title, organisation: branch, location: isLocation(place) ? place : null, details: [], lines: [first, last] };
}
