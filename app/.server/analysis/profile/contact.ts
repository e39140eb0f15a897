import { headingKind, unspaced, type ViewSection } from "./sections";
import { fold, type Line, type TextView } from "./text";
import { knowledge } from "../knowledge";
import { endsLikeTitle, isTitleWord } from "../occupation";
import { bracketCountry, fragments, isLocation, isRegion, UK_COUNTY } from "./entries";
import { titleScore } from "./evidence";
import { allMatches } from "./regex";

export type Contact = { name: string | null; email: string | null; phone: string | null; links: string[]; location: string | null; headline: string | null };

// Bounded, and anchored to the start of a word: an unbounded local part makes a long run of letters quadratic.
// The top-level domain ends where a capital follows small letters: "…@gmail.comMainframe technical lead" is a PDF's two
// columns run together (review 59).
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.(?:[a-z]{2,24}(?![a-z])|[A-Za-z]{2,24})/;
// A phone: 9 to 15 digits with the usual separators (isPhone), in one of two shapes. Never across a line break: a ZIP
// code ending one line is not the start of the phone number on the next.
// - International: a country code ("+33", "(+82)", "0044"), a trunk zero some countries print after it ("+49 (0) 30",
//   "+44 (0)20"), then the number in groups of any length ("+33 6 12 34 56 78") or in one run ("+91 9845012345").
// - National: groups of 2 to 5 digits then of up to 8 ("07700 900123", "123-345-7890", "+44 7700 900123" without
//   its "+"), or an area code in brackets before a run ("(02) 9230 8887", "(123)34567890").
// Every quantifier is bounded and each group starts with a separator, so a failing match backtracks in linear time.
// A tab is no separator in a number: it parts a line's fields ("Minneapolis, MN 55407⇥612-555-0183", review 75).
const INTL = String.raw`(?:\+ ?\d{1,3}[ .-]?|\(\+\d{1,3}\)[ .-]?|00\d{1,3}[ .-])(?:\(0\) ?)?(?:\(\d{1,5}\) ?)?\d{1,12}(?:[ .-]\d{1,8}){0,5}`;
const NATIONAL = String.raw`(?:\(\d{2,5}\) ?\d{2,8}(?:[ .-]\d{2,8}){0,4}|\d{2,5}(?:[ .-]\d{2,8}){1,4})`;
// Not inside a word, a number, a path or after a "+" (a "+65-93804857" the international shape missed is no phone either).
const PHONE = new RegExp(String.raw`(?<![\w.\/+-])(?:${INTL}|${NATIONAL})(?![\w\/-])`, "g");
// After a label, a number in one run is a phone too ("Mobile: 9845012345").
const PHONE_OR_RUN = new RegExp(String.raw`${PHONE.source}|(?<![\w.\/+-])\d{10,12}(?![\w\/-])`, "g");
// "Phone:", "Cell Phone Number :", "Mobile No.", "Tel"; or a capital alone ("M: ", "H (123)345 7890"), which must be a capital.
const PHONE_LABEL = /(?:phone|mobile|mob|cell|tel|contact|ph)\b(?:[ \t]*(?:number|no\b\.?|#))?[^\n\d]{0,6}$/i;
const PHONE_AFTER = /^[ \t]*\((?:mobile|cell)\)/i;
const PHONE_LETTER = /(?<![\w.])[TMPH](?:[ \t]*:)?[ \t]*$/;

// A house or box number just before: "P.O. Box 67123 00100", "Flat No. 1402 560102" are a number and a postcode.
const ADDRESS_BEFORE = /\b(?:box|flat|house|door|plot|apt|apartment|suite|unit|building|bldg|block)\.?(?:[ \t]*(?:no\b\.?|#))?[ \t]*[:.]?[ \t]*$/i;
const LINK = /\b(?:https?:\/\/[^\s<>()"',]+|www\.[^\s<>()"',]+|(?:linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|kaggle\.com)\/[^\s<>()"',]+)/gi;
const NOT_NAME =
  /\b(?:resume|résumé|curriculum|vitae|cv|profile|summary|objective|contact|address|phone|email|e-mail|mobile|updated|page|confidential|name|certification|certificate|certified|engineer|developer|manager|analyst|consultant|designer|intern|student|university|college|school|street|road|avenue|lane|drive|india|usa|welcome|sex|gender|nationality|citizenship|marital|religion|status|licen[cs]e|birth|passport|visa|male|female|id\s+no|national\s+id|identity)\b/i;

/** Whether a PHONE match is a phone number, `before` being the text in front of it on its line. */
function isPhone(s: string, before: string) {
  const digits = s.replace(/\D/g, "");
  if (digits.length < 9 || digits.length > 15) return false;
  if (!/^\(?\+|^00/.test(s) && isDateLike(s)) return false;
  // A US ZIP+4 ("Pittsburgh, PA 15261-3048"): no phone is written five digits then four.
  if (/^\d{5}-\d{4}$/.test(s)) return false;
  return !ADDRESS_BEFORE.test(before);
}

/** Dates and year lists: "2012 2016", "2014 2015 2016", "03.2019-12.2021", "2016.09-2019.02", "01.09.2016 30". */
function isDateLike(s: string) {
  const groups = s.split(/\D+/).filter(Boolean);
  const year = (g: string) => /^(?:19|20)\d\d$/.test(g);
  return groups.some(year) && groups.every((g) => year(g) || (g.length <= 2 && Number(g) <= 31));
}

/**
 * The phone number: the first one at the top of the résumé (and in its contact sections), else the first one after a
 * label anywhere ("Phone:", "Cell Phone Number :", "M:"), where a number in one run counts too.
 */
function findPhone(top: string, text: string, email: string | null = null): string | null {
  const lineBefore = (s: string, at: number) => s.slice(Math.max(0, at - 30), at).replace(/^[^]*\n/, "");
  for (const m of allMatches(PHONE, top)) if (isPhone(m[0], lineBefore(top, m.index))) return m[0].trim();
  for (const m of allMatches(PHONE_OR_RUN, text)) {
    const before = lineBefore(text, m.index);
    // Or the label after it: LinkedIn's export writes "3035550147 (Mobile)".
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (isPhone(m[0], before) && (PHONE_LABEL.test(before) || PHONE_LETTER.test(before) || PHONE_AFTER.test(after))) return m[0].trim();
  }
  // Beside the e-mail, wherever a layout put the contact cell (a two-column header read after the left column): on the
  // e-mail's line or a line next to it that holds only the number.
  const at = email ? text.indexOf(email) : -1;
  if (at >= 0) {
    const from = text.lastIndexOf("\n", text.lastIndexOf("\n", at - 1) - 1) + 1;
    const lineEnd = text.indexOf("\n", at + email!.length);
    const nextEnd = lineEnd < 0 ? text.length : text.indexOf("\n", lineEnd + 1) < 0 ? text.length : text.indexOf("\n", lineEnd + 1);
    const near = text.slice(from, nextEnd);
    // Lines of a contact block are short: a text flattened to one line has none.
    for (const m of near.split("\n").every((l) => l.length <= 120) ? allMatches(PHONE, near) : []) {
      const line = near.slice(near.lastIndexOf("\n", m.index) + 1, (near.indexOf("\n", m.index) + 1 || near.length + 1) - 1);
      if (isPhone(m[0], lineBefore(near, m.index)) && (line.includes(email!) || line.trim() === m[0].trim())) return m[0].trim();
    }
    // "Aurangabad, Maharashtra 431001 | 9876012345 | irfan@gmail.com": a mobile number in one run, set apart by bars or
    // dots on the e-mail's line (India's ten digits from 6 to 9, the UK's eleven from 07), review 52.
    const emailLine = text.slice(text.lastIndexOf("\n", at) + 1, lineEnd < 0 ? text.length : lineEnd);
    // So is a national number with its trunk zero, which Nigerians ("08035551294"), Filipinos ("09175550342"),
    // Australians, South Africans and Kenyans ("0412555907", "0725558831") write unbroken; on the e-mail's line or on
    // a line of its own beside it (review 100).
    const run = /(?:^|[|•·]\s*)((?:[6-9]\d{9}|0[1-9]\d{8,9}))\s*(?=[|•·]|$)/.exec(emailLine);
    if (run && emailLine.length <= 160) return run[1]!;
    const alone = near.split("\n").map((l) => l.trim()).find((l) => /^(?:[6-9]\d{9}|0[1-9]\d{8,9})$/.test(l));
    if (alone) return alone;
  }
  return null;
}

const SITE =
  /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|co|ai|app|site|xyz|info|tech|page|blog|design|studio|art|work|portfolio|online|space|codes|cloud|website|co\.uk|org\.uk|uk|ca|de|fr|nl|ch|se|no|dk|fi|be|at|es|it|pt|pl|ie|eu|au|nz|in|us)(?:\/\S*)?$/;

const DOT = String.raw`(?:\s*[[({]\s*dot\s*[\])}]\s*|\s+dot\s+|\.)`;
/** "name [at] gmail [dot] com", "name(at)gmail(dot)com", "name at gmail dot com": an address hidden from scrapers. */
const HIDDEN_EMAIL = new RegExp(
  String.raw`(?<![\w.%+-])([\w.%+-]{1,64})(?:\s*[[({]\s*at\s*[\])}]\s*|\s+at\s+(?=[\w-]+(?:\.[\w-]+)*\s+dot\s))([a-z0-9-]{1,63}(?:${DOT}[a-z0-9-]{1,63})*)${DOT}([a-z]{2,24})\b`,
  "i",
);

export function hiddenEmail(top: string): string | null {
  const m = HIDDEN_EMAIL.exec(top);
  // "Engineer at acme dot com" in a sentence: a plain "at" only after a handle written in lower case.
  if (m && !/[[({]\s*at/i.test(m[0]) && /[A-Z]/.test(m[1]!)) return null;
  return m ? `${m[1]}@${m[2]!.split(new RegExp(DOT, "i")).join(".")}.${m[3]}`.toLowerCase() : null;
}

/** "emma.richardson.hr@example. co.uk": an address a narrow column broke at its domain's last dot (LinkedIn's PDF). */
function wrappedEmail(text: string): string | null {
  const m = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.)[^\S\n]?\n?[^\S\n]*((?:co|com|org|net|ac|gov|edu)(?:\.[a-z]{2})?|[a-z]{2})(?![A-Za-z0-9.-])/.exec(text);
  return m ? m[1]! + m[2]! : null;
}

const SITE_LABEL = /^(?:portfolio|website|web site|web|site|blog|homepage|home page|personal site|personal website|url)\s*:\s*/i;

/** Name, e-mail, phone, links and location from the top of the résumé (and e-mail, links from anywhere). */
export function extractContact(view: TextView, sections: ViewSection[]): Contact {
  const text = view.text;
  const email = EMAIL.exec(text)?.[0] ?? wrappedEmail(text) ?? hiddenEmail(text.slice(0, 2000));
  // One address written twice ("github.com/sam" as a link's text, "https://github.com/sam" as its target) is one link.
  const bare = (l: string) => l.toLowerCase().replace(/^https?:\/\/(?:www\.)?|^www\./, "").replace(/\/+$/, "");
  // "Web Developer — www.greenleafcoop.org" in a work section: the employer's site, not the person's (a profile on
  // GitHub or LinkedIn there is the person's).
  const atWork = (o: number) => sections.some((s) => s.kind === "experience" && s.start <= o && o < s.end);
  const written = allMatches(LINK, text)
    .filter((m) => !atWork(m.index) || /linkedin|github|gitlab|behance|dribbble|kaggle|indeed\.com\/r\/|about\.me|medium\.com\/@/i.test(m[0]))
    // "linkedin.com/in/jane-" / "doe-123": an address a narrow column broke after a hyphen goes on on the next line, when
    // that line starts with the rest of it in small letters or figures (no space before its end).
    .map((m) => m[0] + (/[-_]$/.test(m[0]) ? (/^\n([a-z0-9][\w./%~-]*)(?=\s|$)/.exec(text.slice(m.index + m[0].length))?.[1] ?? "") : ""))
    .map((l) => l.replace(/[.;:]+$/, ""))
    // "www.linkedin.com/in/emmarich ardsonhr (LinkedIn)": LinkedIn's PDF broke the address in its narrow column.
    .map((l) => {
      const at = text.indexOf(l);
      const rest = at >= 0 && /linkedin\.com\/in\/\S+$/i.test(l) ? /^[^\S\n]+([a-z0-9-]{1,40})(?=[^\S\n]*\(LinkedIn\))/i.exec(text.slice(at + l.length)) : null;
      return rest ? l + rest[1] : l;
    });
  // "San Francisco, CA | john.doe@email.com | rendercv.com": a bare domain beside the e-mail is the person's site.
  // So is one on a line of its own or among the contact lines at the top ("naomifletcher.design", "clara.github.io").
  const emailLine = email ? view.lines.find((l) => l.text.includes(email)) : undefined;
  const firstHeading = sections.find((s) => s.heading)?.start ?? 600;
  // "Portfolio: jordankowalczyk.com" among them, though the label reads like a heading.
  // And a sidebar's "CONTACT" list before the name ("rafaelduarte.dev" under the phone and the e-mail).
  const inContact = (o: number) => sections.some((s) => s.kind === "contact" && s.start <= o && o < s.end);
  // A sidebar's "CONTACT" section read after the main column too (review 51: "chloedubois.fr" under the phone), in its
  // first lines and before any referees.
  const referees = sections.find((x) => x.kind === "references")?.start ?? Infinity;
  const contactSections = sections.filter((s) => s.kind === "contact" && s.heading);
  const headedContact = (o: number) => contactSections.some((s) => s.start <= o && o < Math.min(s.end, s.start + 300) && o < referees);
  const topLines = view.lines.filter((l, i) => (i < 8 && (l.start < firstHeading || SITE_LABEL.test(l.text.trim()))) || (i < 14 && inContact(l.start)) || headedContact(l.start));
  const sites = [...new Set([emailLine, ...topLines])]
    .filter((l) => !!l)
    // "🌐aishakarim.co.uk": an icon glued to the address is no part of it.
    .flatMap((l) => fragments(l!.text).map((f) => f.replace(SITE_LABEL, "").replace(/^[^\p{L}\p{N}]+/u, "")))
    .filter((f) => SITE.test(f) && !written.some((w) => w.includes(f) || f.includes(bare(w))));
  const links = [...new Set([...written, ...sites])]
    // (Not an e-mail run into a link; "medium.com/@janedoe" is a profile.)
    .filter((l) => !l.includes("@") || /\/@[\w.-]+\/?$/.test(l))
    .filter((l, i, all) => all.findIndex((o) => bare(o) === bare(l)) === i)
    .slice(0, 10);
  // The top: the text before the first heading (or the first 600 characters when a heading opens the
  // résumé), and any contact section.
  const lead = sections[0] && !sections[0].heading ? sections[0] : null;
  const topEnd = lead ? Math.min(lead.end, 1500) : Math.min(600, text.length);
  // A "Contact details" heading after "Referees" gives a referee's phone and address, not the person's.
  const contactParts = sections.filter((x) => x.kind === "contact" && x.heading && x.start < referees).map((x) => [x.start, Math.min(x.end, x.start + 800)] as const);
  const inTop = (o: number) => o < topEnd || contactParts.some(([a, b]) => o >= a && o < b);
  const top = text.slice(0, topEnd) + "\n" + contactParts.map(([a, b]) => text.slice(a, b)).join("\n");
  const phone = findPhone(top, text, email);
  let name: string | null = labelledName(view.lines.filter((l) => l.text.trim() && inTop(l.start)).slice(0, 15));
  let location: string | null = null;
  for (const [i, line] of view.lines.entries()) {
    if (!inTop(line.start)) continue;
    const t = line.text.replace(/^["'“]+/, "").trim();
    if (!name) name = nameOf(line);
    // "Chicago" over "United States" (a template's details block, one item a line): the town and its country.
    const below = view.lines[i + 1]?.text.trim() ?? "";
    if (!location && knowledge.isCity(t) && !COMMON_WORD.test(t) && isRegion(below) && t !== name) location = `${t}, ${below}`;
    // The name is no place ("Farah Qureshi, MD"). "Remote" in a headline gives way to a town named below it (review 74).
    if (!location || /^remote$/i.test(location)) location = notName(locationIn(t), name) ?? location;
  }
  // "Austin, TX | jane.doe@example.com | (512) 555-0147" in a PDF's page footer, read after everything else: the place on
  // the e-mail's own line, when the top named none.
  if (!location && emailLine && !inTop(emailLine.start) && /\s[|•·◦]\s/.test(emailLine.text)) location = notName(locationIn(emailLine.text.trim()), name);
  // "Berlin | jan@example.com | +49 ...": a town the lists know, alone among the contact items, when nothing fuller
  // was written; only in the first lines, where an address is (not a university's town under Education).
  // A town in another script may come with its country after a comma ("دبي، الإمارات", review 39's M4).
  const town = (p: string) => knowledge.isCity(p) || (!/\p{Script=Latin}/u.test(p) && /[،,]/u.test(p) && knowledge.isCity(p.split(/\s*[،,]\s*/u)[0] ?? ""));
  for (const line of view.lines.filter((l) => l.text.trim()).slice(0, 8)) {
    if (location || !inTop(line.start)) continue;
    location = line.text.split(/\t|\s{2,}|\s[|•·◦]\s|\s[-–—]\s/).map((p) => p.trim()).find((p) => (/^\p{Lu}/u.test(p) || !/\p{Script=Latin}/u.test(p)) && town(p) && p !== name && !COMMON_WORD.test(p)) ?? null;
  }
  // A designed template's name: letter-spaced ("J A S M I N E  T H I B O D E A U X") or the first and the last name on
  // lines of their own ("JASMINE" / "THIBODEAUX"), at the very top or spelt by the e-mail.
  const handles = [email?.split("@")[0] ?? "", ...links.map((l) => l.split("/").filter(Boolean).at(-1) ?? "")].map(fold).join(" ");
  // "DARNELL" over "J. PRESCOTT" (an OCR text layer parts a large name's lines): a first name alone on the line above,
  // spelt by the e-mail, belongs to it.
  if (name) {
    const at = view.lines.findIndex((l) => inTop(l.start) && nameOf(l) === name);
    const above = view.lines.slice(0, Math.max(0, at)).filter((l) => l.text.trim()).at(-1)?.text.trim() ?? "";
    const named = name.split(/\s+/).some((w) => fold(w) === fold(above));
    if (/^\p{Lu}[\p{L}'’-]{1,20}$/u.test(above) && !named && !headingKind(above) && !NOT_NAME.test(above) && fold(above).length >= 3 && handles.includes(fold(above))) name = `${above} ${name}`;
  }
  // "Maya" / "Goldberg-Ortiz" over "Content Strategist": the first and the last name stacked at the very top, over the
  // headline that had been taken for the name (review 101).
  if (name && titleScore(name) > 0) {
    const top = view.lines.find((l) => l.text.trim());
    const stacked = top && top.start < (view.lines.find((l) => nameOf(l) === name)?.start ?? 0) ? designedName(view.lines, top.index, handles) : null;
    if (stacked?.name && stacked.designed && !titleScore(stacked.name)) name = stacked.name;
  }
  if (!name) {
    const first = view.lines.filter((l) => l.text.trim() && inTop(l.start)).slice(0, 6);
    // Below the top line, a name the e-mail spells, or one a form's labels name ("First Name:" / "Last Name:").
    name = first.map((l) => designedName(view.lines, l.index, handles)).find((n, i) => !!n.name && (i === 0 || n.labelled || spellsName(handles, n.name)))?.name ?? null;
  }
  // A line that is only a place, written before the first jobs or schools: LinkedIn's export prints the location under
  // the headline, after its sidebar ("Denver, Colorado, United States").
  const entries = sections.find((x) => x.heading && (x.kind === "experience" || x.kind === "education"))?.start ?? 0;
  location ??= notName(view.lines.find((l) => l.start < Math.min(entries, 3000) && l.text.includes(",") && isLocation(l.text.trim()))?.text.trim() ?? null, name);
  // A sidebar printed before the main column (a résumé that opens with "CONTACT", "SKILLS", ...) puts its items, which
  // have a name's shape ("Salesforce Marketing Cloud"), before the name and can push the name past the top. There the
  // name is first looked for a little further, as a line the e-mail or a profile link spells ("MEI LIN TAN",
  // meilin.tan@gmail.com): an employer or a skill has the same shape but not that.
  let headTop = top;
  // So too when the opening block named no one: "Details" / address / phone / e-mail, then "Skills", then the name
  // (Resume.io's left sidebar printed first; review 72).
  if (!lead || !name) {
    const line = view.lines.find((l) => l.start < SIDEBAR_END && spellsName(handles, nameOf(l)));
    if (line) {
      name = nameOf(line);
      // The headline is on the line under the name.
      if (line.start >= topEnd) headTop = `${top}\n${text.slice(topEnd, line.end + 200)}`;
    }
  }
  // A designed name after a sidebar (Canva: "J A S M I N E" / "T H I B O D E A U X" under the skills) wins over any
  // line read before it when the e-mail spells both its words.
  if (!name || !spellsName(handles, name)) {
    const found = view.lines.filter((l) => l.start < SIDEBAR_END).map((l) => ({ line: l, ...designedName(view.lines, l.index, handles) })).find((c) => c.designed && spelt(handles, c.name).length >= 2);
    if (found) {
      name = found.name;
      if (found.line.start >= topEnd) headTop = `${top}\n${text.slice(topEnd, found.end + 200)}`;
    }
  }
  // "DIEGO" / "FERNÁNDEZ-" / "LOWE": a large name wrapped at its hyphen goes on on the next line with words (review 61).
  if (name?.endsWith("-")) {
    const at = text.indexOf(name.split(/\s+/).at(-1)!);
    const rest = at >= 0 ? /^[^\n]*\n(?:[^\S\n]*\n)*[^\S\n]*(\p{Lu}[\p{L}'’-]{1,20})[^\S\n]*(?:\n|$)/u.exec(text.slice(at)) : null;
    if (rest && !headingKind(rest[1]!)) name = `${name}${rest[1]}`;
  }
  return { name, email, phone, links, location, headline: headline(headTop, name) };
}

/** A Europass form's name label, beside its value or over it: "First name(s) / Surname(s)", "Surname(s) / First name(s)". */
const NAME_LABEL = /^(?:(first\s+names?(?:\(s\))?\s*\/\s*(?:surnames?|last\s+names?)(?:\(s\))?)|((?:surnames?|last\s+names?)(?:\(s\))?\s*[/,]\s*first\s+names?(?:\(s\))?))(?:\s*(?::|\t|\s{2,})\s*(.*))?$/iu;

const SURNAME_FIELD = /^(?:surname|last name|family name)\s*(?::|\t|\s{2,})\s*(\p{Lu}[\p{L}'’ -]{1,40})$/iu;
const GIVEN_FIELD = /^(?:first names?|full first names?|given names?|forenames?|christian names?|other names)\s*(?::|\t|\s{2,})\s*(\p{Lu}[\p{L}'’ -]{1,40})$/iu;

/**
 * The name a Europass CV gives under its label (review 52: three Europass CVs had no name, or the desired job's field
 * as one); "Kowalska, Agnieszka" under "Surname(s) / First name(s)" is Agnieszka Kowalska.
 */
function labelledName(lines: Line[]): string | null {
  // "Surname:   Mokoena" / "First names:   Lerato Palesa": a South African (or Zimbabwean) form's two fields, in either
  // order (review 100).
  const field = (re: RegExp) => lines.findIndex((l) => re.test(l.text.trim()));
  const sur = field(SURNAME_FIELD);
  const given = field(GIVEN_FIELD);
  if (sur >= 0 && given >= 0 && Math.abs(sur - given) <= 3) {
    const value = (k: number, re: RegExp) => re.exec(lines[k]!.text.trim())![1]!.trim();
    const name = nameIn(`${value(given, GIVEN_FIELD)} ${value(sur, SURNAME_FIELD)}`);
    if (name) return name;
  }
  for (const [k, line] of lines.entries()) {
    const m = NAME_LABEL.exec(line.text.trim());
    if (!m) continue;
    const value = m[3]?.trim() || lines[k + 1]?.text.trim() || "";
    const parts = value.split(/\s*,\s*/);
    return nameIn(m[2] && parts.length === 2 ? `${parts[1]} ${parts[0]}` : value);
  }
  return null;
}

const SIDEBAR_END = 1200;

/**
 * Whether an e-mail's local part or a profile's handle spells the name: two of its words ("meilin.tan" for "Mei Lin
 * Tan") or its last word ("jdoe87" for "John Doe"). One first word is not enough: "brand.lead" does not make "Brand
 * Strategy" a name.
 */
function spellsName(handles: string, name: string | null): boolean {
  const found = spelt(handles, name);
  return found.length >= 2 || (found.length === 1 && found[0] === fold(name!.split(/\s+/).at(-1)!));
}

/** The words of the name (folded) that the handles spell. */
const spelt = (handles: string, name: string | null) => (name ? name.split(/\s+/).map(fold).filter((w) => w.length >= 3 && handles.includes(w)) : []);

/**
 * The name a line gives, as written, letter-spaced, or with the next line when each holds one word of it ("JASMINE" /
 * "THIBODEAUX"); `end` is where the name's last line ends.
 */
function designedName(lines: Line[], i: number, handles = ""): { name: string | null; end: number; designed: boolean; labelled?: boolean } {
  const l = lines[i]!;
  const spaced = partedByHandle(unspaced(l.text.trim()), l.text.trim(), handles);
  const one = l.bullet ? null : nameIn(spaced);
  if (one || l.bullet) return { name: one, end: l.end, designed: spaced !== l.text.trim() };
  const next = lines[i + 1];
  // "First Name: Tanya" over "Last Name: Whitfield-Moore": a form's two labelled fields.
  const first = /^first\s+name\s*(?::|\t)\s*(\p{Lu}[\p{L}'’-]*)$/iu.exec(l.text.trim());
  const last = first && next ? /^(?:last|family|sur)\s*name\s*(?::|\t)\s*(\p{Lu}[\p{L}'’ -]*)$/iu.exec(next.text.trim()) : null;
  if (first && last) return { name: nameIn(`${first[1]} ${last[1]}`), end: next!.end, designed: false, labelled: true };
  const [a, b] = [spaced, unspaced(next?.text.trim() ?? "")];
  const word = (w: string) => /^\p{Lu}[\p{L}'’-]{1,20}$/u.test(w) && !NOT_NAME.test(w) && !headingKind(w) && !isLocation(w);
  return next && !next.bullet && word(a) && word(b) ? { name: nameIn(`${a} ${b}`), end: next.end, designed: true } : { name: null, end: l.end, designed: false };
}

/**
 * "L E N A B R I G H T W AT E R" with one space between all letters comes out as one word: the e-mail or a profile's
 * handle parts it ("lena.brightwater", "lbrightwater", "lena.b").
 */
function partedByHandle(spaced: string, written: string, handles: string): string {
  // ("E L E A N O R M A R S H - W H I T B Y": a double surname keeps its hyphen; review 99.)
  if (spaced === written || !/^\p{Lu}{2,30}(?:-\p{Lu}{2,20})?$/u.test(spaced) || spaced.length < 5) return spaced;
  const glued = fold(spaced);
  const tokens = handles.split(/[^a-z]+/).filter((t) => t.length >= 2);
  for (let k = 2; k <= glued.length - 2; k++) {
    const [p, q] = [glued.slice(0, k), glued.slice(k)];
    if (tokens.some((t) => t === q || t === p[0] + q || q.startsWith(`${t}-`) || (q.includes("-") && (t === q.replace("-", "") || t === p[0] + q.replace("-", "")))) && (tokens.includes(p) || q.length >= 3) || (tokens.includes(p) && q.length >= 3 && tokens.some((t) => t === q || t[0] === q[0])))
      return `${spaced.slice(0, k)} ${spaced.slice(k)}`;
  }
  return spaced;
}

/** A place read off the name's line ("Farah Qureshi, MD") is none. */
const notName = (place: string | null, name: string | null) => (place && name && place.startsWith(name) ? null : place);

/** The person's name if the line is one: two to four capitalised words, no digits, not a heading, a place or a title. */
function nameOf(line: Line): string | null {
  // A bullet is an item of a list (a sidebar's skills printed before the name), never the name.
  return line.bullet ? null : nameIn(line.text);
}

function nameIn(text: string): string | null {
  // "Curriculum Vitae – Tiago Miguel Pereira", "Résumé of Jane Doe": the document's title before the name.
  // "Hi, I'm Tyler Brennan-Vogt", "Hello! My name is ...": a greeting before the name.
  const t = text
    .replace(/^["'“]+/, "")
    .trim()
    .replace(/^(?:europass\s+)?(?:curriculum vitae|résumé|resume|cv)(?:\s+of)?\s*[-–—:]?\s+(?=\p{Lu})/iu, "")
    .replace(/^(?:hi|hello|hey|hola|bonjour)\b[,!.]?\s*(?:there[,!.]?\s*)?(?:i['’]m|i am|my name is|this is)\s+(?=\p{Lu})/iu, "")
    // "Name:⇥Tobias Brenner": a labelled block of personal details (German, Austrian and Swiss CVs, Word forms).
    // "Name⇥TAKAHASHI Kenta": the label in a table's cell of its own, without a colon.
    .replace(/^(?:(?:full|first and last)\s+)?name\s*(?::|\t)\s*(?=\p{Lu})|^(?:vor-\s*und\s*nachname|nom(?:\s+et\s+prénom)?|nombre(?:\s+completo)?|naam)\s*(?::|\t)\s*(?=\p{Lu})/iu, "")
    // "氏名　佐藤 健太": a Japanese or Chinese form's name label.
    .replace(/^(?:氏名|名前|姓名|ふりがな)[\s　:：]+(?=[\u4e00-\u9fff])/u, "");
  // "Hi Linda," over a résumé pasted from an e-mail: a greeting to the reader.
  if (/^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b[\s,]+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?\s*[,!:]?$/iu.test(t)) return null;
  // "Jane Doe — Senior Data Analyst", "Jane Doe - Data Analyst": a headline after a dash on the name's line.
  // "Maria Hernandez / (915) 555-0105 / …", "… ~ …": slashes and tildes part the fields of a hand-typed contact line
  // (a name in two scripts, "राहुल वर्मा / Rahul Verma", is one field).
  const fields = t.split(/[\d@]/.test(t) ? /\t|\s{2,}|\s[|•·—–~/-]\s/ : /\t|\s{2,}|\s[|•·—–~-]\s/);
  // "Brianna  Lopez", "LINDA  MARIE  FOSTER": a name typed with two spaces between its words, each field one word and
  // no title (review 66), is one name.
  const typed = t.split(/\s+/);
  if (fields.length >= 2 && fields.length <= 4 && !/\t/.test(t) && fields.every((f) => /^\p{Lu}[\p{L}'’.-]*$/u.test(f.trim())) && !typed.some((w) => titleScore(w) > 0 || headingKind(w)))
    fields.splice(0, fields.length, typed.join(" "));
  // "Contact⇥Megan Castellanos" (LinkedIn's export): a sidebar's heading printed on the name's row comes first.
  if (fields.length > 1 && headingKind(fields[0]!.trim())) fields.shift();
  // "Pooja Yadav Data Entry Operator Mobile: 9990123847 Email: …": a text flattened with single spaces runs the name,
  // the headline and the contact labels together; the name is the capitalised words before the title (review 59).
  const run = /^((?:\p{Lu}\p{Ll}+|\p{Lu}\.)(?: (?:\p{Lu}\p{Ll}+|\p{Lu}\.)){1,4})\s+(?:[Mm]obile|[Pp]hone|[Tt]el|[Cc]ell|[Cc]ontact|[Ee]-?mail)\b/u.exec(fields[0]!.trim());
  if (run) {
    const words = run[1]!.split(" ");
    for (let k = 2; k <= 3 && k < words.length; k++) {
      const rest = words.slice(k).join(" ");
      if ((titleScore(rest) > 0 || endsLikeTitle(rest)) && !titleScore(words.slice(0, k).join(" "))) {
        fields[0] = words.slice(0, k).join(" ");
        break;
      }
    }
  }
  // "王小明 (Xiaoming Wang)": the Latin name in brackets after the name in its own script is read, as in the other order
  // (review 73).
  const latinAfter = /^([^\p{Script=Latin}()\d]{2,30}?)\s*\(\s*(\p{Lu}\p{Ll}+(?:\s\p{Lu}[\p{Ll}'’-]+){1,3})\s*\)$/u.exec(fields[0]!.trim());
  if (latinAfter && !headingKind(latinAfter[2]!)) return latinAfter[2]!;
  const candidate = bareName(fields[0]!.trim())
    .replace(/\s*[,;:]$/, "")
    // "Jiwon Park (박지원)": the name in its own script, in brackets after the Latin one.
    .replace(/\s*\((?=[^()]*[^\p{Script=Latin}\p{P}\s\d])[^()\p{Script=Latin}]{1,30}\)$/u, "")
    // "Jordan Ellis 艾乔丹", "Jordan Ellis جوردان إليس": the same, without brackets, after or before the Latin name (review
    // 39's M3).
    .replace(/^(\p{Script=Latin}[\p{Script=Latin}'’.-]*(?: \p{Script=Latin}[\p{Script=Latin}'’.-]*){1,3})\s+[^\p{Script=Latin}\d\p{P}\s]{2,}(?:\s[^\p{Script=Latin}\d\p{P}\s]{2,}){0,3}$/u, "$1")
    .replace(/^[^\p{Script=Latin}\d\p{P}\s]{2,}(?:\s[^\p{Script=Latin}\d\p{P}\s]{2,}){0,3}\s+(\p{Script=Latin}[\p{Script=Latin}'’.-]*(?: \p{Script=Latin}[\p{Script=Latin}'’.-]*){1,3})$/u, "$1")
    // "CHAN Ka Wai, Karen": a Hong Kong name, the family name first in capitals, then the English given name.
    .replace(/^(\p{Lu}{2,}(?: \p{Lu}\p{Ll}+){1,3}), (\p{Lu}\p{Ll}+)$/u, "$1 $2");
  // "李静怡": a Chinese name is two to four characters, written without a space, and no heading.
  // "个人简历" (personal résumé) is the document's title.
  // "김민준", "נועה כהן", "أحمد خالد الحداد", "سارا احمدی" (Persian letters too), "ნინო ბერიძე" (Georgian): a name in a script
  // without capitals, two to four words of its letters.
  if (/^(?:[\uac00-\ud7af]{2,4}|[\u10d0-\u10ff]{2,15}(?: [\u10d0-\u10ff]{2,15}){1,3}|[\u05d0-\u05ea'"״׳-]{2,15}(?: [\u05d0-\u05ea'"״׳-]{2,15}){1,3}|[\u0621-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]{2,15}(?: [\u0621-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]{2,15}){1,3})$/.test(candidate)) {
    return headingKind(candidate) ? null : candidate;
  }
  // "นางสาวพิมพ์ชนก ศรีสุข": a Thai given name and family name, after the title (Miss, Mr, Mrs, Dr) that is no part of it.
  const thai = /^(?:นางสาว|นาย|นาง|ดร\.)?\s?([\u0e01-\u0e4e]{2,30} [\u0e01-\u0e4e]{2,30})$/.exec(candidate);
  if (thai) return headingKind(thai[1]!) ? null : thai[1]!;
  // "राहुल वर्मा / Rahul Verma": a name written in two scripts; the Latin one is read (a PDF may garble the other).
  const twoScripts = /^([^/]+?)\s+\/\s+([^/]+)$/.exec(candidate);
  if (twoScripts) {
    const [native, latin] = /\p{Script=Latin}/u.test(twoScripts[1]!) ? [twoScripts[2]!, twoScripts[1]!] : [twoScripts[1]!, twoScripts[2]!];
    if (!/\p{Script=Latin}/u.test(native) && /^\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}'’-]+){1,3}$/u.test(latin) && !headingKind(latin)) return latin;
  }
  // "佐藤 健太": a Japanese name may part the family name from the given name. "以上" ("that is all") closes a document.
  if (/^[\u4e00-\u9fff]{1,3}[ 　]?[\u4e00-\u9fff]{1,3}$/.test(candidate) && [...candidate.replace(/[ 　]/g, "")].length <= 5) {
    return headingKind(candidate) || /简历|簡歷|履歷|履歴|以上|経歴/.test(candidate) ? null : candidate.replace(/　/g, " ");
  }
  const words = candidate.split(/\s+/);
  // "Juan Carlo M. Dela Cruz": five or six words when the rest are initials and a surname's particles.
  const PARTICLE = /^(?:de|del|dela|della|de la|de los|da|das|do|dos|van|von|der|den|bin|binti|y|e|la|le|\p{Lu}\.)$/iu;
  const core = words.filter((w) => !PARTICLE.test(w)).length;
  const ok =
    words.length >= 2 &&
    (words.length <= 4 || (words.length <= 6 && core <= 4)) &&
    // "Maximiliana Alexandrina Worthington-Fitzgerald-Papadopoulou": a double-barrelled name runs long.
    candidate.length <= (/-/.test(candidate) ? 64 : 40) &&
    // Any capital letter starts a name: "Åsa", "Émilie", "Łukasz" and "Ólafur" as well as "Asa".
    // A comma only before a suffix ("John Smith, Jr."): "Analytical, Leadership, Communication" is a list.
    // "Jordi Puig i Ferrer", "José García y López", "Maria Silva e Costa": "and" between two surnames, never first or last.
    words.every((w, i) => (/^(?:\p{Lu}[\p{L}\p{M}'’.-]*|\p{Lu}\.?|(?:de|da|van|von|der|del|la|le|bin|binti|binte|bt|bte|a\/l|a\/p|al))$/u.test(w.replace(/,$/, "")) || (/^[iye]$/.test(w) && i > 0 && i < words.length - 1)) && (!w.endsWith(",") || /^(?:Jr|Sr|II|III|IV)\.?$/.test(words[i + 1] ?? ""))) &&
    !/\d|@/.test(candidate) &&
    !NOT_NAME.test(candidate) &&
    // "Google Ads Search" (a certification's name, wrapped in a sidebar printed before the name): a vendor's product.
    !/^(?:Google|Microsoft|Adobe|Amazon|AWS|Salesforce|HubSpot|Oracle|Cisco|SAP|IBM|Meta|Apple|Autodesk)\s/.test(candidate) &&
    // Nor a degree ("B.S. Computer Engineering").
    !/^(?:[BM]\.\s?(?:S|A|Sc|E|Eng|Tech|Com)\.?|B\.?Sc|M\.?Sc|B\.?Tech|M\.?Tech|MBA|Ph\.?D\.?|Bachelor|Master)\s/.test(candidate) &&
    !headingKind(candidate) &&
    !isLocation(candidate);
  return ok ? candidate.replace(/\s+/g, " ") : null;
}

// Towns named like a word of a contact block ("Mobile", "Male"): not read as a town when alone.
const COMMON_WORD =
  /^(?:male|female|mobile|home|cell|work|office|single|married|reading|nice|split|bath|orange|victoria|florence|independence|hope|bender|billings|bo|delta|enterprise|man|ma|mascara|oral|saga|sale|shaping|tamale|tours|tyre|van|vista|garland|natal|centurion)$/i;
// "Home base: Knoxville, TN" (a travel nurse's word), "Based in Lisbon", "Knoxville, TN (open to relocation)".
const PLACE_LABEL = /^(?:(?:address(?:\(es\))?|addr|a|location|current location|home base|home|city|residence|based in|located in|living in|reside|resides in|residing in|place of residence|indirizzo|cím|lakcím|adresse|anschrift|wohnort|dirección|endereço|adres|adresa|osoite|alamat|địa chỉ|адрес|адреса|adresă|adresa|آدرس|domicilio|adresas|bydlisko)\s*:\s*|(?:based|located|living|lives)\s+in\s+(?=\p{Lu})|(?:м|г)\.\s?(?=\p{Lu}))|\s*\((?:open|willing|relocating|available)\b[^()]*\)$/giu;
// "Baltimore, MD 21211": a US city with its state and ZIP code, shown as written.
const US_ZIP_PLACE = /^\p{Lu}[\p{L} .'-]{1,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/u;
// A street, a flat or a neighbourhood's block in an address: never the city.
const STREET = /(?<!\p{L})(?:street|road|avenue|lane|drive|boulevard|str|straße|strasse|ul|rue|apartments?|flat|floor|suite|layout)(?!\p{L})/iu;

/**
 * The place a line of the contact block gives: a piece that is a place ("Austin, TX", "Wrocław, Poland"), else a
 * city with its region or country among the comma-separated items of an address or a contact line.
 *
 * For an address we show the city with its region or country, not the street, the house number or a postcode
 * written before the city ("Boxhagener Str. 41, 10245 Berlin, Germany" -> "Berlin, Germany"): the product shows it as
 * the person's location, and a street address is more than the user needs shown there. A ZIP code after a
 * two-letter state stays, as it always has ("Baltimore, MD 21211"); after a state's name it goes ("Columbia,
 * Missouri 65211" -> "Columbia, Missouri").
 */
const NIGERIAN_STATES = /^(?:Abia|Adamawa|Akwa Ibom|Anambra|Bauchi|Bayelsa|Benue|Borno|Cross River|Delta|Ebonyi|Edo|Ekiti|Enugu|Gombe|Imo|Jigawa|Kaduna|Kano|Katsina|Kebbi|Kogi|Kwara|Lagos|Nasarawa|Niger|Ogun|Ondo|Osun|Oyo|Plateau|Rivers|Sokoto|Taraba|Yobe|Zamfara)$/;

function locationIn(line: string): string | null {
  // "…, 70178 Stuttgart, Germany Mobile: +49 160 …": a labelled phone or e-mail after the address ends it.
  // "… | E-mail: … | Riyadh, Saudi Arabia": up to the next separator only.
  // ("Mobile: (512) 555-0147   Email: jo@x.com   Location: Austin, TX": up to a run of spaces or the next label too.)
  line = bracketCountry(line.replace(/(?<=\S)\s+(?:mobile|phone|tel\.?|telephone|cell|e-?mail|fax)(?:\s*\/\s*whatsapp)?\s*:(?:(?!\s{2,}|\s+\p{L}+\s*:)[^|•·\t])*/giu, " "));
  // "… | Austin, TX |": a separator ending the line (a contact line wrapped in a PDF, or typed so).
  // ("Nairobi, Kenya · Mobile: … · Email: …" leaves "Nairobi, Kenya · ·" once its labelled items are gone.)
  line = line.replace(/(?:\s*[|•·◦])+\s*$/, "");
  // "P.O. Box 55012-00100, Nairobi": a post-office box names no place; the town after it does (review 89).
  // (Read as the address it is: "Address: Nairobi".)
  line = line.replace(/(?<![\p{L}])(?:P\.?\s?O\.?\s?Box|Post Office Box|Private Bag|PMB)\s*[\w-]*\d[\w-]*\s*,\s*/giu, "Address: ");
  // Europass's "Hauptstraße 12, 70173, Stuttgart, Germany (Home)": the kind of address in brackets, and a comma
  // after the postcode. Zety's "Baton Rouge, LA 70808 Phone": the next label of a sidebar run onto the place.
  line = line
    // "Perth WA (FIFO)": how the person travels to the work, or would (review 92).
    .replace(/\s*\((?:home|work|office|permanent|current|temporary|residence|fifo|dido|relocating|open to relocation|willing to relocate)\)/gi, "")
    .replace(/(?<=(?:^|,\s*)(?!(?:19|20)\d\d,)\d{4,5}),\s+(?=\p{Lu})/gu, " ")
    // "… | Portland, OR | LinkedIn": a link shown by its site's name, with its separator (review 38's F12).
    .replace(/(?:\s+[|•·◦])?\s+(?:phone|mobile|e-?mail|website|linkedin|github|address)$/i, "");
  // "Fresno CA 559-555-0108 ricky@gmail.com" (typed without separators): a town and its state before a phone number
  // are a piece of their own. "Las Vegas NV ~ 702-555-0140": a tilde parts the items as a bar does (review 66).
  line = line
    .replace(/^(\p{Lu}[\p{L}.'’ -]{1,30}?\s[A-Z]{2})\s+(?=[+(]?\d[\d ().-]{8,}\d(?:\s|$))/u, (m, place: string) => (isLocation(place) ? `${place} | ` : m))
    .replace(/\s~\s/g, " | ");
  // "Kyiv, Ukraine (UTC+2)", "Buenos Aires, Argentina (GMT-3)", "| UTC-3 |": the time zone is no part of the place, and
  // "Campinas, SP – Brazil" is Campinas in Brazil (review 74).
  line = line
    .replace(/\s*\(\s*(?:UTC|GMT|CET|CEST|EET|EEST|MSK|IST|EST|EDT|CST|PST|BRT|ART|ICT|WIB|PHT|SGT|JST|KST|AEST)\s*(?:[+−-]\s*\d{1,2}(?::\d\d)?)?\s*\)/g, "")
    .replace(/(?:^|(?<=\s[|•·]\s))(?:UTC|GMT)\s*[+−-]\s*\d{1,2}(?::\d\d)?(?=\s*(?:[|•·]|$))/g, "")
    .replace(/(\p{Lu}[\p{L} .'’-]{1,30}),\s*[A-Z]{2}\s+[–—-]\s+(\p{Lu}[\p{L} ]{2,30})(?=\s*(?:[|•·]|$))/u, (m, town: string, country: string) => (knowledge.isCity(town) && isRegion(country) ? `${town}, ${country}` : m));
  // "📍 Chicago, IL", "⌂ Address: Chicago, IL": an icon before a part of the line is no part of the place.
  line = line.replace(/(^|\t|\s{2,}|\s[|•·◦,]\s)[^\p{L}\p{N}\s(+]+\s*/gu, "$1").replace(/\s[^\p{L}\p{N}\s(+@.,|•·◦-]+\s+(?=\p{Lu})/gu, "   ");
  // A place is short: longer pieces are sentences (and a text flattened to one line must not be matched whole).
  // "Remote — based in Lisbon": the town, when the line names one besides "Remote".
  let remote: string | null = null;
  for (const part of line.split(/\t|\s{2,}|\s[|•·◦,/]\s|\s[-–—]\s/)) {
    if (part.length > 200) continue;
    // "Huntsville, AL 35806 US": the country after a ZIP code adds nothing to the place.
    // ("31 Oxford Street, Bulimba QLD 4171", "2205 Lower Mall, Vancouver, BC V6T 1Z4": the street before the town goes;
    // review 98.)
    const p = part.replace(PLACE_LABEL, "").trim().replace(/(?<=\d{5}(?:-\d{4})?)\s+(?:US|USA|U\.S\.A?\.?)$/, "").replace(/^(?:(?:[Uu]nit|UNIT|[Aa]pt\.?|[Ff]lat|[Ss]uite)\s*\d+[a-z]?(?:,?\s+|\/))?(?:\d{1,4}\/)?\d{1,5}[a-z]?\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:Street|St|Road|Rd|Mall|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Court|Ct|Crescent|Cres|Place|Pl|Terrace|Tce|Boulevard|Blvd|Parade|Pde|Highway|Hwy|Close|Grove)\.?,\s*(?=\p{Lu}[\p{L}'’ .-]+(?:,\s*)?(?:[A-Z]{2,3}\s+(?:\d{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)|[A-Z]{2,3}$))/u, "");
    if (/^remote$/i.test(p)) {
      remote ??= p;
      continue;
    }
    // "12 Admiralty Way, Lekki Phase 1, Lagos State", "Ikeja, Lagos State": a Nigerian state written out, with the
    // district before it; "Site C, Khayelitsha, Cape Town, 7784": a South African postcode last, after the town
    // (review 100).
    const state = /(?:^|,\s*)((?:\p{Lu}[\p{L}\d .'’-]{1,30},\s*)?(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?) State)$/u.exec(p);
    if (state && NIGERIAN_STATES.test(state[2]!) && !/\d{2,}/.test(state[1]!.split(",")[0]!)) return state[1]!;
    const coded4 = /(?:^|,\s*)((?:\p{Lu}[\p{L} .'’-]{1,30},\s*)?(\p{Lu}[\p{L} .'’-]{1,30})),\s*\d{4}$/u.exec(p);
    if (coded4 && knowledge.isCity(coded4[2]!)) return coded4[1]!;
    // "Wrocław, Dolnośląskie, Poland", "Kumasi, Ashanti Region, Ghana": the town and its country; a region the lists do
    // not know goes, as a province does ("Seongnam-si, Korea").
    const three = p.split(/\s*,\s*/);
    if (three.length === 3 && !isRegion(three[1]!) && !/^[A-Z]{2,3}$/.test(three[1]!) && isRegion(three[2]!) && knowledge.isCity(three[0]!) && isLocation(p)) return `${three[0]}, ${three[2]}`;
    if (isLocation(p) || US_ZIP_PLACE.test(p)) return p;
    // "Calle de Alcalá 148, 3º B · 28009 Madrid · Spain", "Favoritenstraße 64/7, 1040 Wien · …": a postcode and its town
    // as one item; "Cork T12 X5Y6": a town and its Eircode (review 95).
    const coded = /^(?:[A-Z]{1,2}-)?\d{4,5}\s+(\p{Lu}[\p{L}\p{M}.'’-]+(?: \p{Lu}[\p{L}\p{M}.'’-]+)?)$/u.exec(p) ?? /^(\p{Lu}[\p{L}\p{M}.'’-]+(?: \p{Lu}[\p{L}\p{M}.'’-]+)?)\s+[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}(?:,\s*Ireland)?$/u.exec(p);
    if (coded && knowledge.isCity(coded[1]!)) return coded[1]!;
    // "Based in Lisbon", "Location: Lisbon": a town the lists know, named as the place.
    if (p !== part.trim() && /^\p{Lu}[\p{L} .'’-]{1,40}$/u.test(p) && knowledge.isCity(p)) return p;
    // "San Francisco Bay Area", "Greater Boston Area", "Washington, D.C.": a metro area, or a district written with dots.
    const area = /^(?:greater\s+)?(\p{Lu}[\p{L} .'’-]{1,40}?)(?:\s+bay)?\s+area$/iu.exec(p);
    if ((area && /^greater\s|\sarea$/i.test(p) && (isLocation(area[1]!) || knowledge.isCity(area[1]!))) || isLocation(p.replace(/\bD\.C\.$/, "DC"))) return p;
    // "Calgary, AB T3J 4K8", "Parramatta NSW 2150": a Canadian or Australian town with its province or state; the
    // postcode goes, as a British one does.
    const ca = /^(\p{Lu}[\p{L} .'’-]{1,40}),\s*(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/u.exec(p);
    if (ca) return `${ca[1]}, ${ca[2]}`;
    // "Brampton, Ontario L6Y 4R2": the province written out (review 96).
    const caLong = /^(\p{Lu}[\p{L} .'’-]{1,40}),\s*(Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/u.exec(p);
    if (caLong) return `${caLong[1]}, ${caLong[2]}`;
    // "Clayfield, Brisbane QLD 4011": the suburb before the city goes.
    const au = /^(?:\p{Lu}[\p{L} .'’-]{1,40},\s*)?(\p{Lu}[\p{L} .'’-]{1,40}?),?\s+(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)(?:\s+\d{4})?$/u.exec(p);
    // ("Fire and Rescue NSW", "Police and Community Youth Clubs NSW": an agency of the state, no town; review 91.)
    if (au && !STREET.test(au[1]!) && !/\s(?:and|of|for|the)\s|\b(?:Fire|Rescue|Police|Ambulance|Health|Service|Services|Department|Council|Government|Education|Transport)\b/.test(au[1]!)) return `${au[1]} ${au[2]}`;
  }
  // "14 Cardigan Road, Headingley, Leeds LS6 3AB": a British postcode after the town names the town.
  // "Bristol BS6" (the district alone), "Bristol, BS6 5QA" (the postcode as an item of its own) too.
  const items = line.split(/\s*,\s*|\t|\s{2,}|\s[|•·◦]\s/).map((i) => i.trim());
  for (const [k, item] of items.entries()) {
    const uk = /^(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)\s+[A-Z]{1,2}\d[A-Z\d]?(?:\s?\d[A-Z]{2})?$/u.exec(item);
    // ("Widnes, Cheshire WA8 0QT": the county before the postcode, the town before it; review 87.)
    if (uk && UK_COUNTY.test(uk[1]!) && k > 0 && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(items[k - 1]!) && !STREET.test(items[k - 1]!)) return `${items[k - 1]}, ${uk[1]}`;
    if (uk && !STREET.test(uk[1]!) && !/^(?:Suite|Unit|Flat|Apt|Room|Box|PO)$/i.test(uk[1]!)) return uk[1]!;
    const town = items[k - 1];
    if (k > 0 && /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/.test(item) && town && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(town) && !STREET.test(town)) return town;
  }
  // Not split at a dash here: it joins a city to its postcode ("Bengaluru - 560102").
  for (const part of line.split(/\t|\s{2,}|\s[|•·◦/]\s/)) {
    if (part.length > 200) continue;
    const parts = part.replace(PLACE_LABEL, "").trim().split(/\s*,\s*/);
    const place = placeAmong(parts);
    if (place) return place;
    // "14 Elm St, Worcester MA 01604": a US town, its state and ZIP code without a comma, last in an address.
    const zipTown = /^(\p{Lu}[\p{L} .'’-]{1,40}?)\s+([A-Z]{2})\s+\d{5}(?:-\d{4})?$/u.exec(parts.at(-1)!);
    if (zipTown && !STREET.test(zipTown[1]!) && isLocation(`${zipTown[1]} ${zipTown[2]}`)) return parts.at(-1)!;
    // "Sha Tin, N.T., Hong Kong": a district's initials between the town and its country.
    const initials = parts.filter((x) => !/^(?:\p{Lu}\.){1,3}$/u.test(x));
    if (initials.length < parts.length && initials.length >= 2 && isLocation(initials.slice(-2).join(", "))) return initials.slice(-2).join(", ");
    // "…, Koramangala 5th Block, Bengaluru - 560095", "Blk 123 Bishan Street 12, #08-45, Singapore 570123": a town the
    // lists know with its postcode ends an address (review 52).
    const coded = /^(\p{Lu}[\p{L}.'’ -]{2,30}?)\s*(?:[-–]\s*)?\d{4,6}$/u.exec(parts.at(-1)!);
    // Alone, only a city that is its own country ("Singapore 560123", review 70).
    if (coded && (parts.length >= 2 || isRegion(coded[1]!)) && knowledge.isCity(coded[1]!) && !COMMON_WORD.test(coded[1]!)) return coded[1]!;
    // "14 Ard na Gréine, Ennis, Co. Clare, V95 X2K7": an Irish town before its county, the Eircode after (review 91).
    const bare = parts.filter((x) => !/^[AC-FHKNPRTV-Y]\d{2}\s?[0-9AC-FHKNPRTV-Y]{4}$/.test(x));
    const county = bare.findIndex((x, k) => k > 0 && /^(?:Co\.?|County)\s+\p{Lu}[\p{L}]+$/u.test(x));
    if (county > 0 && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(bare[county - 1]!) && !STREET.test(bare[county - 1]!)) return `${bare[county - 1]}, ${bare[county]}`;
    // "Riyadh, Kingdom of Saudi Arabia": the country's full name ("Al Olaya, Riyadh, …": the district before it goes).
    const kingdom = /^(?:[^,]{2,40},\s*)?(\p{Lu}[\p{L}.'’ -]{2,30}),\s*(?:the\s+)?Kingdom of\s+(\p{Lu}[\p{L} ]{2,30})$/u.exec(part.replace(PLACE_LABEL, "").trim());
    if (kingdom && isLocation(`${kingdom[1]}, ${kingdom[2]}`)) return kingdom[1]!;
  }
  return remote;
}


/**
 * A city and its region or country as two or three neighbouring items: "Austin, TX" in "jo@example.com, +1 512 555
 * 0100, Austin, TX, github.com/jo", "Stockholm, Sweden" in "Södermalm, Stockholm, Sweden", "Bengaluru, Karnataka"
 * in "Flat No. 302, Sai Krupa Apartments, HSR Layout, Bengaluru - 560102, Karnataka".
 */
const EIRCODE = /^[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}$/;
const EIRCODE_AFTER = /(?<=\p{L})\s+[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}$/u;

function placeAmong(written: string[]): string | null {
  // A postcode alone between commas ("Bengaluru, 560102, Karnataka") is left out; so is an Irish Eircode ("P31 X2Y4").
  // "Co. Cork" is County Cork, and "Dublin 8" a district of Dublin.
  // ("Ballintemple, Cork T12 X5Y6, Ireland": the Eircode after the town in one item; review 95.)
  const eircode = written.some((w) => EIRCODE.test(w) || EIRCODE_AFTER.test(w));
  written = written.map((w) => w.replace(EIRCODE_AFTER, ""));
  // "Carrer de la Força, 14, 17004 Girona": a house number in an item of its own, before the postcode, is its street's.
  const joined = written.flatMap((w, k) => (/^\d{1,4}[a-z]?$/.test(written[k + 1] ?? "") && /\p{L}$/u.test(w) && /^\d{4,5}\s+\p{Lu}/u.test(written[k + 2] ?? "") ? [`${w} ${written[k + 1]}`] : /^\d{1,4}[a-z]?$/.test(w) && /\p{L}$/u.test(written[k - 1] ?? "") && /^\d{4,5}\s+\p{Lu}/u.test(written[k + 1] ?? "") ? [] : [w]));
  const items = joined
    .filter((w) => !/^\d[\d -]*$/.test(w) && !EIRCODE.test(w))
    // "20128 Milano (MI)": an Italian town's province in brackets after its postcode.
    // "8000 Aarhus C", "1050 København K": a Danish town's district letter after it.
    // "Dhaka-1216": a town with its postcode after a hyphen. "Kingston 6" (a Jamaican postal zone) is Kingston, as
    // "Dublin 8" is Dublin.
    .map((w) => w.replace(/^Co\.?\s+(?=\p{Lu})/u, "").replace(/^(\p{Lu}\p{Ll}+)-\d{4}$/u, "$1").replace(/^(Dublin|Kingston)\s+\d{1,2}[wW]?$/, "$1").replace(/^(\d{5}\s+\p{Lu}[\p{L}' -]+?)\s*\([A-Z]{2}\)$/u, "$1").replace(/^(\d{4}\s+\p{Lu}\p{L}+)\s+[A-ZÆØÅ]{1,2}$/u, "$1"))
    .map((w) => ({ written: w, city: cityOf(w) }));
  for (let i = 0; i + 1 < items.length; i++) {
    // "Geneviève Tremblay, CPA, CA": a credential after the name, no town (review 83).
    if (/^(?:CPA|CMA|CGA|CFA|CFP|PMP|MBA|PhD|RN|PE|SPHR|PHR|CEng|FCA|ACA|ACCA|CIMA|LPN|NP|DNP|BSN|MSN|CPHR|CHRP)$/.test(items[i]!.written)) continue;
    for (const n of [3, 2]) {
      const run = items.slice(i, i + n);
      if (run.length < n) continue;
      const asWritten = run.map((x) => x.written).join(", ");
      if (US_ZIP_PLACE.test(asWritten)) return asWritten;
      const place = run.map((x) => x.city).join(", ");
      if (run.every((x) => x.city) && isLocation(place)) return place;
      // "Kingston 6, St. Andrew, Jamaica", "Seongnam-si, Gyeonggi-do, Korea": a town the lists know, its parish or
      // province, its country; the town and the country.
      const townAndCountry = n === 3 && run.every((x) => x.city) ? `${run[0]!.city}, ${run[2]!.city}` : "";
      // Not a district before its city ("Södermalm, Stockholm, Sweden" is Stockholm).
      if (townAndCountry && knowledge.isCity(run[0]!.city) && !knowledge.isCity(run[1]!.city) && isLocation(townAndCountry)) return townAndCountry;
    }
  }
  // "Oudegracht 112, 3511 AV Utrecht", "Via Roma 5, 20121 Milano": a town the lists know after its postcode, as the last
  // item of an address without a country.
  const last = items.at(-1);
  // A town the lists do not know under this name ("Leopoldstraße 112, 80802 München") when a street and its number come
  // just before.
  const street = items.length >= 2 && /\p{L}{3}\.?\s+\d{1,4}[a-z]?$|^\d{1,4}[a-z]?,?\s+\p{L}{3}/u.test(items.at(-2)!.written);
  if (items.length >= 2 && last?.city && (/^(?:\d{4} ?[A-Z]{2}|\d{4,5}|\d{3} \d{2})\s+\p{Lu}/u.test(last.written) || (/^\d{3}\s/.test(last.written) && last.city !== last.written)) && (knowledge.isCity(last.city) || (street && /^\p{Lu}[\p{L}-]+$/u.test(last.city)))) return last.city;
  // "12 Ashgrove Park, Ballincollig, Cork", "Dublin 8, D08 T6X4": a town the lists know, last after a house number
  // or before an Eircode.
  // "House No. 23, Mensah Wood Street, East Legon, Accra", "House 14, Road 3, …, Mirpur, Dhaka-1216" too.
  // "House No. C45/12, Dansoman, Accra", "P.O. Box 10234-00200, Nairobi" (review 70) too.
  const housed = /^\d{1,4}[a-z]?\s+\p{Lu}|^(?:house|flat|apartment|apt\.?|plot|block|villa|no\.)\s*(?:no\.?\s*)?[A-Z]?\d|^p\.?\s?o\.?\s?box\s+\d/iu.test(items[0]?.written ?? "");
  // (With an Eircode, a town too small for the lists: "12 Main Street, Galway, H91 X2P4"; review 98.)
  if (last?.city && last.city === last.written && (knowledge.isCity(last.city) || (eircode && items.length >= 2 && /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(last.city) && !STREET.test(last.city) && !written.some((w) => /^(?:Co\.?|County)\s/i.test(w)))) && (eircode || (housed && items.length >= 2))) return last.city;
  // "Kadıköy, İstanbul", "Jakarta Selatan, DKI Jakarta": a district, then its city (the word for a city's region
  // before it goes).
  const city = last?.written.replace(/^(?:TP\.?|Thành phố|DKI|Kota|г\.|gr\.)\s*/u, "") ?? "";
  if (items.length === 2 && city && knowledge.isCity(city) && /^\p{Lu}[\p{L}\p{M}'’ -]{1,30}$/u.test(city) && /^\p{Lu}[\p{L}\p{M}'’ .-]{1,30}(?:\s\d{1,2})?$/u.test(items[0]!.written) && !STREET.test(items[0]!.written)) return city;
  // "Te Aro, Wellington 6011", "1117 Budapest, Október huszonharmadika utca 8.": a town the lists know with its postcode
  // (not a year) before or after it, anywhere in the address.
  for (const { written, city } of items) {
    const code = /^(\d{4,5})\s+\p{Lu}|\s(\d{4})$/u.exec(written);
    const digits = code?.[1] ?? code?.[2];
    if (digits && city && knowledge.isCity(city) && !/^(?:19|20)\d\d$/.test(digits)) return city;
  }
  return null;
}

/**
 * An address item as a city or region: without a postcode before it ("10245 Berlin", "54-202 Wrocław", "1012 AB
 * Amsterdam") or after it ("Bengaluru - 560102"), and without the e-mail and links a PDF joined in front of it
 * ("jo@x.com linkedin.com/in/jo Tampines"); "" for a street or a flat.
 */
function cityOf(item: string): string {
  const words = item.split(/\s+/);
  const lastLink = words.findLastIndex((w) => /[@\/]|\.(?:com|org|net|io|dev|me)$/i.test(w));
  const city = words
    .slice(lastLink + 1)
    .join(" ")
    .replace(/^(?:[A-Z]{1,2}-)?(?:\d{4} ?[A-Z]{2}|\d{4,6}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2})\s+(?=\p{Lu})/u, "")
    // "101 Reykjavík": an Icelandic postcode has three digits; only before a town the lists know ("221 Baker Street").
    .replace(/^\d{3}\s+(?=\p{Lu})/u, (m, at: number, s: string) => (knowledge.isCity(s.slice(m.length)) ? "" : m))
    .replace(/(?<=\p{L}\.?)\s*(?:[-–]\s*)?(?:\d{4,6}|\d{3} \d{3})$/u, "")
    .replace(/(?<=\p{L}{3})\.$/u, "");
  return STREET.test(city) || /\d/.test(city) ? "" : city;
}

/**
 * A name as written on a résumé's first line, without what surrounds it: a title before it ("Dr."), a nickname in
 * quotes ('Jennifer "Jen" Kowalski') and credentials after it ("Priya Raman, CPA", "Sarah Chen, RN, BSN").
 */
function bareName(line: string): string {
  const parts = line
    .replace(/^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?\s+(?=\p{Lu})/u, "")
    // "Tan Wei Ling (Rachel)", "Robert 'Bob' Smith": a nickname, inside the name or after it.
    // "Chen Yi-Ting (Tina Chen)": an English name of two words in brackets too (review 74).
    // ("TAN WEI JIE (JASON )": small capitals printed with a space before the bracket; review 94.)
    .replace(/\s+["“'‘(]\s?[\p{L}.'’-]+(?:\s[\p{L}.'’-]+)?\s?["”'’)](?=\s|$)/gu, "")
    // "NOMVULA KHUMALO CA(SA)": a chartered accountant's letters with the country in brackets (review 94).
    .replace(/\s+[A-Z]{2,4}\([A-Z]{2,4}\)$/u, "")
    // "Callum Fraser MEng CEng MICE", "Priscilla Nguyen CPA": letters after a name written in small letters, without
    // commas (review 52); a word of capitals as many as its small letters ("MEng", "PhD", not "McDonald").
    // "Kirsty McAllister BEng CPEng CMRP", "Gareth Price BEng CEng MIMechE", "Aisha Karimi MCIP, RPP" (review 92, 91).
    .replace(/^((?:\p{Lu}[\p{Ll}'’]+(?:\p{Lu}[\p{Ll}'’]+)?(?:-\p{Lu}[\p{Ll}'’]+)?\s+){1,3}\p{Lu}[\p{Ll}'’]+(?:\p{Lu}[\p{Ll}'’]+)?(?:-\p{Lu}[\p{Ll}'’]+)?)((?:\s+[A-Z][A-Za-z]{1,7})+)(?=\s*,|$)/u, (all, name: string, after: string) =>
      // A two-letter word with one capital is a syllable of a name ("Tran Thi Thu Ha", "Kim Ji Su"; review 74).
      after.trim().split(/\s+/).every((w) => w.replace(/[^A-Z]/g, "").length >= w.replace(/[^a-z]/g, "").length && !/^[A-Z][a-z]$/.test(w)) ? name : all,
    )
    // "NADIA HADDAD RIBA ARB": a name in capitals and the letters of its profession's bodies after it (review 82).
    .replace(/^((?:\p{Lu}[\p{Lu}'’-]+\s+){1,3}?\p{Lu}[\p{Lu}'’-]+)(?:\s+(?:RIBA|FRIBA|ARB|MRICS|FRICS|CENG|MIET|MICE|FCA|ACA|ACCA|FCCA|CPA|CFA|PMP|MBA|PHD|RN|FRAIA|RAIA|MCIPS|MCIPD|FCIPD|LEED AP|PE))+$/u, "$1")
    // "HAROLD J. PEMBERTON, CPA (inactive)": the credential's standing.
    .replace(/\s*\((?:inactive|retired|ret\.?|emeritus|lapsed|non-practising|non-practicing)\)\s*$/i, "")
    // "Jane Doe (she/her)", "Sam Lee (they/them)": pronouns after the name.
    .replace(/\s*[([]\s*(?:she|he|they|ze|xe|zie|ey)\s*\/\s*[a-z]+(?:\s*\/\s*[a-z]+)?\s*[)\]]\s*$/i, "")
    // "BRIAN OTIENO ODHIAMBO, CPA (K)": the country that awarded the credential (Kenya's CPA).
    .replace(/(,\s*[A-Z][A-Za-z.&-]{1,10})\s*\([A-Z]{1,3}\)\s*$/, "$1")
    .split(/\s*,\s*/);
  // "San Mateo, CA" is a place, not a name with a credential; "Farah Qureshi, MD" (a physician, not Maryland) is a
  // name: a credential that is also a state's code follows a name that is no town the lists know ("MICHAEL J.
  // O'SULLIVAN, MD", "Nicole A. Haverford, PA" too: review 76).
  const credentialState = parts.length >= 2 && /^(?:MD|PA|MA|MS|DC|ND)$/.test(parts[1]!) && !knowledge.isCity(parts[0]!) && /^\p{Lu}[\p{L}'’-]+(?: (?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}$/u.test(parts[0]!);
  if (isLocation(parts.join(", ")) && !credentialState) return line;
  // "Maureen O'Callaghan-Diallo, MSN, RN," over "NE-BC": credentials wrapped in a large name font leave a comma at the
  // line's end (review 56).
  while (parts.length > 1 && (isCredential(parts.at(-1)!) || (parts.at(-1) === "" && parts.length > 2))) parts.pop();
  // "Jane Doe, Senior Data Analyst": a headline after a comma on the name's line.
  if (parts.length >= 2 && titleScore(parts[1]!) > 0 && !isCredential(parts[1]!)) return parts[0]!.trim();
  return parts.join(", ").trim();
}

/** "CPA", "PharmD", "P.E.", "SHRM-CP", "Ph.D.", "Esq.": short, two capitals at least; not "Jr." or "III". */
function isCredential(part: string): boolean {
  if (/^(?:Jr|Sr|II|III|IV)\.?$/.test(part)) return false;
  // "Jason Tremblay, 309A": an Ontario trade's certificate by its number (review 87).
  if (/^\d{3}[A-Z]{1,2}$/.test(part)) return true;
  // "MLS(ASCP)CM", "R.T.(R)(ARRT)", "OTR/L": a clinician's credential with its board in brackets or its licence after a
  // slash (reviews 76 and 78).
  if (/^[A-Z][A-Za-z.]{0,5}(?:\/[A-Z]{1,3}|\([A-Z]{1,6}\)){1,3}[A-Z]{0,3}$/.test(part)) return true;
  // "TYLER J. BROOKS, A&P": an aircraft mechanic's airframe and powerplant licence (review 96).
  if (/^[A-Z]{1,3}&[A-Z]{1,3}$/.test(part)) return true;
  // "LEED AP BD+C": a credential of a few words, each in capitals.
  if (/\s/.test(part)) return part.length <= 16 && part.split(/\s+/).length <= 3 && part.split(/\s+/).every((w) => /^[A-Z][A-Z0-9+&/.-]{1,7}$/.test(w));
  return part.length <= 10 && /^(?:[A-Z][A-Za-z]*[.-]?){1,4}$/.test(part) && (/[A-Z].*[A-Z]/.test(part) || /^Esq\.?$/.test(part));
}

/**
 * The title a résumé gives its owner at the top ("Mobile Application Developer" under the name, "SOFTWARE ENGINEER
 * Resume Sample"): the first short piece of the top that reads like a job title and is not the name or a place.
 */
/** "M A R K E T I N G M A N A G E R" -> "MARKETING MANAGER": a letter-spaced line, parted before a title word that ends it. */
function unspacedTitle(line: string): string {
  const u = unspaced(line.trim());
  if (u === line.trim() || !/^\p{Lu}{6,40}$/u.test(u)) return u === line.trim() ? line : u;
  for (let k = 3; k <= u.length - 4; k++) if (titleScore(` ${u.slice(k)} `) === 1 && titleScore(` ${u.slice(k + 1)} `) === 0) return `${wordsOf(u.slice(0, k))} ${u.slice(k)}`;
  return u;
}

/** "SENIORDATA" -> "SENIOR DATA": the fewest words of job titles a run of letters is made of; as it is when none. */
function wordsOf(run: string): string {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 16); start <= end - 2; start++) {
      const before = best[start];
      if (before && isTitleWord(run.slice(start, end)) && (!best[end] || before.length + 1 < best[end]!.length)) best[end] = [...before, run.slice(start, end)];
    }
  }
  return best[run.length]?.join(" ") ?? run;
}

/** Letters after a name, alone on their line ("MSN, RN, NE-BC", "CMA (AAMA)", "RDH, BSDH"). */
const CREDENTIALS = /^(?:[A-Z][A-Za-z]{0,4}(?:-[A-Z]{1,3})?(?:\s*\([A-Z]{2,6}\))?\s*(?:,\s*|$))+$/;

function headline(top: string, name: string | null): string | null {
  const pieces = top
    .split("\n")
    .map(unspacedTitle)
    .join("\n")
    .replace(/^["'“]+/, "")
    .split(/\t|\s{2,}|\n|\s[|•·◦—–-]\s/)
    // "Jane Doe, Senior Data Analyst": the headline after the name and a comma.
    .map((p) => (name && p.startsWith(`${name}, `) ? p.slice(name.length + 2) : p))
    .map((p) => p.replace(/\s+(?:resume|résumé|curriculum vitae|cv)\b.*$/i, "").replace(/^(?:career goal|objective|target role|desired (?:role|position)|position sought|seeking)\s*:\s*/i, "").trim())
    .filter(Boolean);
  // The line under the name first: a sidebar printed before it ("Contact", "Skills", ...) puts the name far down.
  const at = name ? pieces.indexOf(name) : -1;
  const candidates = at > 6 ? [...pieces.slice(at + 1, at + 3), ...pieces.slice(0, 8)] : pieces.slice(0, 8);
  for (const p of candidates) {
    const words = p.split(/\s+/);
    // "Page  of": a running footer's page number whose figures a field left out.
    if (words.length > 6 || /[\d@:]|\.(?:com|org|net|io|me|dev|co)\b/i.test(p) || p === name || headingKind(p) || isLocation(p) || /^page(?:\s+of)?$/i.test(p)) continue;
    // "Recent Statistics Graduate", "MBA Candidate": a student's headline.
    // Credentials alone ("MSN, RN, NE-BC") head the résumé only as O*NET's titles end ("RN, BSN" does, as before
    // nurses' credentials counted as titles): a title below them ("Chief Nursing Officer") is the headline.
    if (CREDENTIALS.test(p) && !endsLikeTitle(p)) continue;
    if (titleScore(p) > 0 || endsLikeTitle(p) || /^(?:recent\s+)?\p{Lu}[\p{L} &]{1,40}\s(?:graduate|student|candidate)$/iu.test(p)) return p;
  }
  return null;
}
