// A job written as labelled lines, as South African, Kenyan, Nigerian and Brazilian CVs and many Word forms write it
// ("Company:⇥Murray & Roberts Construction" / "Position:⇥Site Engineer" / "Period:⇥January 2014 – February 2019" /
// "Duties: ..."). Read by position, the date's label was taken for the employer ("Period"); here the labels say what
// each value is.
import { knowledge } from "~/.server/analysis/knowledge";
import { isLocation } from "./entries";
import type { Line } from "./text";

export type LabelledEntry = { title: string; organisation: string; location: string | null; details: string[]; lines: [number, number] };

// A label, then a colon or a table's cell border.
const SEPARATOR = String.raw`\s*(?::|\t)\s*`;
const DATES = new RegExp(`^\\W*(?:period|duration|dates?|tenure|time ?frame|período|periodo|période|zeitraum|start(?:ing)? date|from date|date started|dates? of employment|employment dates)${SEPARATOR}`, "i");
const FIELD = new RegExp(
  `^\\W*(company(?: name)?|employer|organi[sz]ation|empresa|entreprise|unternehmen|arbeitgeber|position(?: held)?|job title|title|designation|role|cargo|puesto|poste|função|funcao|stelle|location|city|city\\/state|city, state|place|local|lugar|ort|duties|responsibilities|main duties|key responsibilities|description|job description|reason for leaving|atividades|funciones|(end(?:ing)? date|to date|date ended))${SEPARATOR}(.*)$`,
  "i",
);

/** The entry whose dates are on `dateLine`, from the labelled lines around it (up to six either side), or null. */
export function labelledEntry(lines: Line[], dateLine: number, stopBefore: number, stopAfter: number): LabelledEntry | null {
  if (!DATES.test(lines[dateLine]!.text)) return null;
  const fields = new Map<string, string>();
  const details: string[] = [];
  let first = dateLine;
  let last = dateLine;
  const read = (i: number) => {
    const m = FIELD.exec(lines[i]!.text);
    if (!m) return false;
    // The end date of a form's "Start Date:" / "End Date:" pair is the range's own: a line of the entry, no field.
    if (m[2]) return true;
    const key = m[1]!.toLowerCase();
    const name = /company|employer|organi|empresa|entreprise|unternehmen|arbeitgeber/.test(key)
      ? "organisation"
      : /location|city|place|local|lugar|ort/.test(key)
        ? "location"
        : /duties|responsibilities|description|reason|atividades|funciones/.test(key)
          ? "details"
          : "title";
    const value = m[3]!.trim();
    if (name === "details") {
      if (value && !/^reason/i.test(key)) details.push(value);
    } else if (!fields.has(name) && value) fields.set(name, value);
    return true;
  };
  for (let i = dateLine - 1; i > Math.max(stopBefore, dateLine - 7) && read(i); i--) first = i;
  for (let i = dateLine + 1; i < Math.min(stopAfter, dateLine + 7) && read(i); i++) last = i;
  const title = fields.get("title");
  const organisation = fields.get("organisation");
  if (!title || !organisation) return null;
  // "Aurecon South Africa (Pty) Ltd, Midrand": a place after the name.
  const town = /^(.+?),\s*([^,]+)$/.exec(organisation);
  const placed = !fields.get("location") && town && (isLocation(town[2]!) || knowledge.isCity(town[2]!)) ? town : null;
  return { title, organisation: placed ? placed[1]! : organisation, location: fields.get("location") ?? placed?.[2] ?? null, details, lines: [first, last] };
}
