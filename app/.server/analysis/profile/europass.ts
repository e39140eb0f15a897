// The Europass CV (the European Union's template, common in Europe): each entry is a column of labels, each followed
// by its value on the next line or after a colon ("Dates" / "01/2019 – present" / "Occupation or position held" /
// "Senior Supply Chain Analyst" / "Name and address of employer" / "Volvo Group Trucks Operations, ul. Mydlana 2,
// 51-502 Wrocław, Poland"). Read by position, the labels were taken for titles and employers; here they say what each
// value is. Shared by positions and education.
import type { Line } from "./text";
import { knowledge } from "../knowledge";
import { isLocation } from "./entries";

export type EuropassEntry = {
  /** The position held, or the qualification awarded. */
  title: string;
  /** The employer or the school as written (first line), and its name without an address after it. */
  organisationLine: string;
  organisation: string;
  location: string | null;
  /** The main activities, or the subjects covered. */
  details: string[];
  /** The entry's first and last line. */
  lines: [number, number];
};

type Field = "title" | "organisation" | "details" | "other" | "dates";
// A label wrapped in its narrow column keeps its first words on the value's line ("Name and address of⇥IQVIA Romania
// SRL" over "employer"): the labels' openings are labels too.
const FIELDS: [RegExp, Field][] = [
  [/^(?:occupation or position held|position held|job title)\b/i, "title"],
  [/^(?:name and address of(?: (?:the )?employer)?|employer'?s? name(?: and address)?|name of (?:the )?employer)\b/i, "organisation"],
  [/^(?:title of (?:the )?qualification(?: awarded)?|qualification awarded)\b/i, "title"],
  [/^(?:name and type of(?: (?:the )?organi[sz]ation(?: providing(?: education(?: and training)?)?)?)?|name of (?:the )?organi[sz]ation providing education(?: and training)?)\b/i, "organisation"],
  [/^(?:main activities(?: and(?: responsibilities)?)?|principal subjects ?\/ ?occupational skills covered)\b/i, "details"],
  [/^(?:type of business or sector|level in national or international classification)\b/i, "other"],
  [/^dates?\b/i, "dates"],
];

/** The label a line starts with, and the value after it on the same line ("" when the value is on the next line). */
function label(text: string): { field: Field; rest: string } | null {
  const t = text.trim();
  for (const [re, field] of FIELDS) {
    const m = re.exec(t);
    if (!m) continue;
    const rest = t.slice(m[0].length);
    // "Dates" alone, "Dates: 10/2011 – 06/2013", or the value in the next cell ("Dates⇥09/2018 – present", or after
    // a run of spaces in a text file); a label followed by other words is no label.
    if (rest && !/^(?:\s*:|\t|\s{2,})/.test(rest)) continue;
    return { field, rest: rest.replace(/^\s*:?\s*/, "") };
  }
  return null;
}

/**
 * The Europass entry whose date is on `dateLine` ("Dates" on the line above it, or "Dates:" before the date), read up
 * to `stopLine` (exclusive); null when the date is not in such an entry.
 */
export function europassEntry(lines: Line[], dateLine: number, stopLine: number): EuropassEntry | null {
  const own = label(lines[dateLine]!.text);
  const above = lines[dateLine - 1];
  const first = own?.field === "dates" ? dateLine : above && label(above.text)?.field === "dates" && !label(above.text)!.rest ? dateLine - 1 : -1;
  if (first < 0) return null;
  const values: Partial<Record<Field, string[]>> = {};
  let last = dateLine;
  for (let i = dateLine + 1; i < stopLine; i++) {
    const l = label(lines[i]!.text);
    if (!l) continue;
    if (l.field === "dates") break;
    // The value: after the label on its line, or the lines after it up to the next label.
    const value = l.rest ? [l.rest] : [];
    let j = i + 1;
    if (!l.rest) while (j < stopLine && lines[j]!.text.trim() && !label(lines[j]!.text)) value.push(lines[j++]!.text.trim());
    if (!values[l.field] && value.length) values[l.field] = value;
    last = Math.max(last, l.rest ? i : j - 1);
    i = l.rest ? i : j - 1;
  }
  if (!values.title && !values.organisation) return null;
  const organisationLine = values.organisation?.[0] ?? "";
  const { name, location } = organisationAndPlace(organisationLine);
  return { title: values.title?.[0] ?? "", organisationLine, organisation: name, location, details: values.details ?? [], lines: [first, last] };
}

/** "Volvo Group Trucks Operations, ul. Mydlana 2, 51-502 Wrocław, Poland" -> the name, and "Wrocław, Poland". */
function organisationAndPlace(value: string): { name: string; location: string | null } {
  const parts = value.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return { name: parts[0] ?? "", location: null };
  // "Catena Pharmacy, Cluj-Napoca": a town the lists know after the name.
  if (parts.length === 2 && knowledge.isCity(parts[1]!.replace(/\s*\(.*\)$/, ""))) return { name: parts[0]!, location: parts[1]! };
  const city = parts.at(-2)!.replace(/^[\d\s-]{4,}\s*/, "").replace(/\s*[\d\s-]{4,}$/, "");
  const place = `${city}, ${parts.at(-1)}`;
  // Three parts or more: a street may sit between the name and the place, and a city the lists lack is still one.
  return { name: parts[0]!, location: isLocation(place) || (parts.length >= 3 && /^\p{Lu}[\p{L} .'-]+$/u.test(city)) ? place : null };
}
