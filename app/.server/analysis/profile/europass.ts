// The Europass CV (the European Union's template, common in Europe): each entry is a column of labels, each followed
// by its value on the next line ("Dates" / "01/2019 – present" / "Occupation or position held" / "Senior Supply Chain
// Analyst" / "Name and address of employer" / "Volvo Group Trucks Operations, ul. Mydlana 2, 51-502 Wrocław, Poland").
// Read by position, the labels were taken for titles and employers; here they say what each value is.
import type { Line } from "./text";
import { isLocation } from "./entries";

export type EuropassEntry = { title: string; organisation: string; location: string | null; details: string[]; lines: [number, number] };

const FIELDS: [RegExp, keyof Fields][] = [
  [/^(?:occupation or position held|position held|job title|occupation|position)$/i, "title"],
  [/^(?:name and address of (?:the )?employer|employer'?s? name(?: and address)?|name of (?:the )?employer|employer)$/i, "organisation"],
  [/^(?:title of (?:the )?qualification awarded|qualification awarded|qualification|degree)$/i, "title"],
  [/^(?:name and type of (?:the )?organi[sz]ation providing education and training|name of (?:the )?(?:organi[sz]ation|institution)|institution)$/i, "organisation"],
  [/^(?:main activities and responsibilities|principal subjects ?\/ ?occupational skills covered)$/i, "details"],
  [/^(?:type of business or sector|level in national or international classification|dates?)$/i, "other"],
];
type Fields = { title: string; organisation: string; details: string; other: string };

/** The field a Europass label line names, or null for a line that is no label. */
export function europassLabel(text: string): keyof Fields | null {
  const t = text.trim().replace(/\s*:$/, "");
  return FIELDS.find(([re]) => re.test(t))?.[1] ?? null;
}

/**
 * The Europass entry whose date is on `dateLine` ("Dates" on the line above it), read up to `stopLine` (the next
 * entry's "Dates" label or the end of the section); null when the date is not in such an entry.
 */
export function europassEntry(lines: Line[], dateLine: number, stopLine: number): EuropassEntry | null {
  const above = lines[dateLine - 1];
  if (!above || !/^dates?:?$/i.test(above.text.trim())) return null;
  const values: Partial<Fields> = {};
  let last = dateLine;
  for (let i = dateLine + 1; i < stopLine; i++) {
    const field = europassLabel(lines[i]!.text);
    if (!field) continue;
    if (/^dates?:?$/i.test(lines[i]!.text.trim())) break;
    // The value: the lines after the label up to the next label.
    let j = i + 1;
    const value: string[] = [];
    while (j < stopLine && !europassLabel(lines[j]!.text)) value.push(lines[j++]!.text.trim());
    if (!values[field] && value.length) values[field] = value.join("\n");
    last = Math.max(last, j - 1);
    i = j - 1;
  }
  if (!values.title && !values.organisation) return null;
  const { name, location } = organisationAndPlace(values.organisation ?? "");
  return {
    title: (values.title ?? "").split("\n")[0]!,
    organisation: name,
    location,
    details: values.details ? values.details.split("\n").filter(Boolean) : [],
    lines: [dateLine - 1, last],
  };
}

/** "Volvo Group Trucks Operations, ul. Mydlana 2, 51-502 Wrocław, Poland" -> the name, and "Wrocław, Poland". */
function organisationAndPlace(value: string): { name: string; location: string | null } {
  const parts = value.split("\n")[0]!.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return { name: parts[0] ?? "", location: null };
  const city = parts.at(-2)!.replace(/^[\d\s-]{4,}\s*/, "").replace(/\s*[\d\s-]{4,}$/, "");
  const place = `${city}, ${parts.at(-1)}`;
  // Three parts or more: a street may sit between the name and the place, and a city the lists lack is still one.
  return { name: parts[0]!, location: isLocation(place) || (parts.length >= 3 && /^\p{Lu}[\p{L} .'-]+$/u.test(city)) ? place : null };
}
