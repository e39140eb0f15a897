// A job written as labelled lines, as South African, Kenyan, Nigerian and Brazilian CVs and many Word forms write it
// ("Company:⇥Murray & Roberts Construction" / "Position:⇥Site Engineer" / "Period:⇥January 2014 – February 2019" /
// "Duties: ..."). Read by position, the date's label was taken for the employer ("Period"); here the labels say what
// each value is.
import { knowledge } from "~/.server/analysis/knowledge";
import { isLocation, LEGAL_FORM } from "./entries";
import { looksLikeCompany, titleScore } from "./evidence";
import type { Line } from "./text";

export type LabelledEntry = { title: string; organisation: string; location: string | null; details: string[]; lines: [number, number] };

// A label, then a colon or a table's cell border.
const SEPARATOR = String.raw`\s*(?::|\t)\s*`;
const DATES = new RegExp(`^\\W*(?:period|duration|dates?|tenure|time ?frame|período|periodo|période|zeitraum|start(?:ing)? date|from date|date started|dates? of employment|employment dates)${SEPARATOR}`, "i");
const FIELD = new RegExp(
  `^\\W*(company(?: name)?|employer|organi[sz]ation|place of (?:primary )?assignment|empresa|entreprise|unternehmen|arbeitgeber|position(?: held)?|job title|title|designation|rank(?: held)?|appointment|role|cargo|puesto|poste|função|funcao|stelle|location|city|city\\/state|city, state|place|local|lugar|ort|duties|responsibilities|main duties|key responsibilities|description|job description|reason for leaving|atividades|funciones|agency|(end(?:ing)? date|to date|date ended)|(address|grade|series|series\\/grade|pay plan|hours per week|salary|supervisor|duty station))${SEPARATOR}(.*)$`,
  "i",
);

// A UK application form's table read cell by cell: each label alone on its line, its value on the next ("Employer" /
// "Ty Gwyn Care Home" / "Job title" / "Senior Care Assistant" / "From" / "04/2020" / "To" / "Present").
const LABEL_ALONE = /^\W*(company(?: name)?|employer|organi[sz]ation|position(?: held)?|job title|title|role|location|city|city, state|city\/state|place|duties|responsibilities|main duties|key responsibilities|description|job description|reason for leaving)\s*:?\s*$/i;
const DATE_LABEL_ALONE = /^\W*(?:from|to|dates?|period|duration|start(?:ing)? date|end(?:ing)? date|date started|date left)(?:\s*\([^()]{1,12}\))?\s*:?\s*$/i;

/**
 * A form's row of labels and values side by side ("Job Title⇥Medical Assistant⇥Employer⇥Banner Health Clinic", "City,
 * State⇥Phoenix, AZ⇥From (MM/YYYY)⇥02/2021⇥To⇥Present"; a fillable PDF's fields, a Word form's table) as one
 * "label: value" string per pair, or null. `dates` says whether a pair is a date's.
 */
function pairsOf(text: string): { field: string; dates: boolean }[] | null {
  const cells = text.split("\t").map((c) => c.trim());
  if (cells.length < 4 || cells.length % 2) return null;
  const out: { field: string; dates: boolean }[] = [];
  for (let k = 0; k < cells.length; k += 2) {
    const dates = DATE_LABEL_ALONE.test(cells[k]!);
    if (!dates && !LABEL_ALONE.test(cells[k]!)) return null;
    out.push({ field: `${cells[k]!.replace(/\s*:$/, "")}: ${cells[k + 1]}`, dates });
  }
  return out;
}

/** The entry whose dates are on `dateLine`, from the labelled lines around it (up to six either side), or null. */
export function labelledEntry(lines: Line[], dateLine: number, stopBefore: number, stopAfter: number): LabelledEntry | null {
  const alone = dateLine > 0 && DATE_LABEL_ALONE.test(lines[dateLine - 1]!.text) && LABEL_ALONE.test(lines[dateLine - 3]?.text ?? "");
  const datePairs = pairsOf(lines[dateLine]!.text);
  const paired = !!datePairs?.some((p) => p.dates);
  if (!DATES.test(lines[dateLine]!.text) && !alone && !paired) return null;
  const fields = new Map<string, string>();
  const details: string[] = [];
  let first = dateLine;
  let last = dateLine;
  const read = (i: number) => {
    if (alone) {
      const text = lines[i]!.text;
      // A date's label, or a value under a label: lines of the entry.
      if (DATE_LABEL_ALONE.test(text) || (i > 0 && (LABEL_ALONE.test(lines[i - 1]!.text) || DATE_LABEL_ALONE.test(lines[i - 1]!.text)))) return true;
      const label = LABEL_ALONE.exec(text);
      const value = lines[i + 1];
      return label && value ? read2(`${label[1]}: ${value.text}`) : false;
    }
    const pairs = paired ? pairsOf(lines[i]!.text) : null;
    if (pairs) return pairs.every((p) => p.dates || read2(p.field, true));
    return read2(lines[i]!.text);
  };
  const read2 = (line: string, inRow = false) => {
    const m = FIELD.exec(line);
    if (!m) return false;
    // The end date of a form's "Start Date:" / "End Date:" pair is the range's own: a line of the entry, no field. So
    // are a federal form's address, grade, hours, salary and supervisor ("Agency:" names the employer; review 56).
    if (m[2] || m[3]) return true;
    const key = m[1]!.toLowerCase();
    const name = /company|employer|organi|assignment|empresa|entreprise|unternehmen|arbeitgeber|agency/.test(key)
      ? "organisation"
      : /location|city|place|local|lugar|ort/.test(key)
        ? "location"
        : /duties|responsibilities|description|reason|atividades|funciones/.test(key)
          ? "details"
          : "title";
    const value = m[4]!.trim();
    // A form's next entry starts with its own title or employer.
    if (inRow && name !== "details" && fields.has(name)) return false;
    if (name === "details") {
      if (value && !/^reason/i.test(key)) details.push(value);
    } else if (!fields.has(name) && value) fields.set(name, value);
    return true;
  };
  if (paired) for (const p of datePairs!) if (!p.dates) read2(p.field, true);
  const reach = alone ? 9 : 7;
  for (let i = dateLine - 1; i > Math.max(stopBefore, dateLine - reach) && read(i); i--) first = i;
  for (let i = dateLine + 1; i < Math.min(stopAfter, dateLine + reach) && read(i); i++) last = i;
  const title = fields.get("title");
  // "2. SIAO Partners (Chartered Accountants), Ikeja, Lagos" / "Position: Audit Associate" / "Date: …": the employer
  // unlabelled on the line above the labels, as Nigerian and Indian CVs write it (review 89).
  const above = first - 1 > stopBefore && !alone ? lines[first - 1]!.text.trim().replace(/^\(?\d{1,2}[.)]\s+/, "") : "";
  if (title && !fields.has("organisation") && first - 1 > stopBefore && unlabelledEmployer(above)) {
    fields.set("organisation", above);
    first -= 1;
  }
  let organisation = fields.get("organisation");
  if (!title || !organisation) return null;
  // "Magazine Luiza – São Paulo, SP": the place after a dash.
  const dashed = /^(.+?)\s[–—-]\s(.+)$/.exec(organisation);
  if (dashed && !fields.get("location") && (isLocation(dashed[2]!) || (knowledge.isCity(dashed[2]!.split(/,\s*/)[0]!) && dashed[2]!.split(/,\s*/).length <= 3))) {
    organisation = dashed[1]!;
    fields.set("location", dashed[2]!);
  }
  // "Aurecon South Africa (Pty) Ltd, Midrand": a place after the name; "Al Naboodah Construction Group, Dubai, UAE": a
  // town and its country.
  const parts = organisation.split(/,\s*/);
  const twoPart = !fields.get("location") && parts.length >= 3 && isLocation(parts.slice(-2).join(", ")) && !isLocation(parts.slice(0, -2).join(", "));
  // "Dangote Cement Plc, Ikoyi, Lagos": a firm, its district and its town.
  const district = !fields.get("location") && parts.length >= 3 && knowledge.isCity(parts.at(-1)!) && DISTRICT.test(parts.at(-2)!) && !titleScore(parts.at(-2)!) && !LEGAL_FORM.test(parts.at(-2)!) && !isLocation(parts.slice(0, -2).join(", "));
  if (district) return { title, organisation: parts.slice(0, -2).join(", "), location: parts.slice(-2).join(", "), details, lines: [first, last] };
  if (twoPart) return { title, organisation: parts.slice(0, -2).join(", "), location: parts.slice(-2).join(", "), details, lines: [first, last] };
  const town = /^(.+?),\s*([^,]+)$/.exec(organisation);
  // "Sasol Limited, Secunda": after the firm's legal form, one to three capitalised words are its town, whether or not
  // the lists know it.
  const afterForm = !!town && LEGAL_FORM.test(town[1]!.trim().split(/\s+/).at(-1)!) && /^\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,2}$/u.test(town[2]!.trim()) && !LEGAL_FORM.test(town[2]!.trim()) && !titleScore(town[2]!);
  const placed = !fields.get("location") && town && (isLocation(town[2]!) || knowledge.isCity(town[2]!) || afterForm) ? town : null;
  return { title, organisation: placed ? placed[1]! : organisation, location: fields.get("location") ?? placed?.[2] ?? null, details, lines: [first, last] };
}

const DISTRICT = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u;

/** A line that can only be an employer's name: no label, no bullet, no date, a few words, not a heading's. */
function unlabelledEmployer(text: string): boolean {
  if (!text || text.length > 90 || /:\s|^[-•*▪◦·]|\d{4}/.test(text)) return false;
  if (looksLikeCompany(text.split(/,\s*/)[0]!.replace(/\s*\([^()]*\)$/, ""))) return true;
  return /^\p{Lu}/u.test(text) && text !== text.toUpperCase() && text.split(/\s+/).length <= 8 && !titleScore(text);
}
