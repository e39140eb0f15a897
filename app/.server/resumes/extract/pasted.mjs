// @ts-check
// Repairs of text copied out of a PDF viewer or read by OCR: words broken at a line's end ("manage-" / "ment"), spaces
// doubled by justified lines, and the OCR's letters for digits ("W0RK", "2O2O"). A .txt or a Word file holds the
// viewer's lines, each ending where the PDF's did; a PDF's own lines are joined in layout.mjs.
import { joinWrapped, wordCounts } from "./layout.mjs";

/**
 * Products written as one word with a capital inside, which a line break splits at the capital ("Java-" / "Script");
 * the same break in a name ("Jean-" / "Pierre", "Urbana-" / "Champaign") keeps its hyphen.
 */
const CAMEL_WORDS = new Set(
  (
    "javascript typescript coffeescript actionscript powerpoint sharepoint powershell powerapps powerbi quickbooks " +
    "github gitlab bitbucket linkedin wordpress postgresql mysql youtube hubspot devops filemaker solidworks autocad " +
    "netsuite servicenow salesforce mongodb dynamodb cloudformation cloudwatch tensorflow pagerduty photoshop " +
    "indesign illustrator dreamweaver eaglesoft webpack graphql jetbrains intellij visualforce smartsheet " +
    "clickup freshdesk zendesk mailchimp openshift rabbitmq elasticsearch kubernetes"
  ).split(" "),
);

/** A line that opens a bullet, a heading in capitals or a date: no continuation of a word. */
const NO_TAIL = /^\s*(?:[-*•▪●◦–—·]|\d{1,4}\b|\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\s*$)/u;

/**
 * Mends each word hyphenated at a line's end: the rest of the word moves up to its first half, with the hyphen where the
 * document writes the compound so and without it where it was the line break's (as joinWrapped decides for a PDF); a
 * capital after the break joins only a product written so. The rest of the next line stays on its own line.
 * @param {string} text
 */
export function withLineEndHyphensMended(text) {
  if (!/\p{L}-[ \t]*\n/u.test(text)) return text;
  const lines = text.split("\n");
  /** Lines that held only a word's end, and are gone once it moved up. */
  const emptied = new Set();
  const vocabulary = wordCounts([text]);
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = /** @type {string} */ (lines[i]).replace(/[ \t]+$/u, "");
    const head = /(?:^|[\s(/])(\p{L}{2,})-$/u.exec(line);
    const next = /** @type {string} */ (lines[i + 1]);
    const tail = /^[ \t]*(\p{L}+)([.,;:!?)]*)(?=[\s-]|$)/u.exec(next);
    if (!head || !tail || NO_TAIL.test(next)) continue;
    const [first, rest] = [/** @type {string} */ (head[1]), /** @type {string} */ (tail[1])];
    let mended;
    if (/^\p{Lu}/u.test(rest)) {
      const whole = (first + rest).toLowerCase();
      if (!CAMEL_WORDS.has(whole) && !vocabulary.has(whole)) continue;
      mended = line.slice(0, -1) + rest;
    } else {
      const joined = joinWrapped(line, rest, vocabulary);
      if (joined === `${line} ${rest}`) continue;
      mended = joined;
    }
    lines[i] = mended + (tail[2] ?? "");
    lines[i + 1] = next.slice(tail[0].length).replace(/^[ \t]+/u, "");
    if (!lines[i + 1]) emptied.add(i + 1);
  }
  return emptied.size ? lines.filter((_, i) => !emptied.has(i)).join("\n") : lines.join("\n");
}

/** A line set out letter by letter ("A N A   L U C Í A"): its wider gaps part its words. */
const LETTER_SPACED = /(?:^|\s)\p{L}(?: \p{L}){2,}(?:\s|$)/u;

/**
 * Text copied from a justified or designed PDF doubles the spaces between its words ("Sep  2021  –  Present"), where
 * every reader takes two spaces for a gap between a line's fields. When most of a text's gaps between words are two or
 * three spaces (twenty at least), each such gap is one space again; wider gaps, tabs and letter-spaced lines stay.
 * @param {string} text
 */
export function withDoubledSpacesCollapsed(text) {
  let single = 0;
  let doubled = 0;
  for (const line of text.split("\n")) {
    if (LETTER_SPACED.test(line)) continue;
    for (const [gap] of line.trim().matchAll(/ +/gu)) {
      if (gap.length === 1) single++;
      else if (gap.length <= 3) doubled++;
    }
  }
  if (doubled < 20 || doubled < 0.4 * (single + doubled)) return text;
  return text
    .split("\n")
    .map((line) => (LETTER_SPACED.test(line) ? line : line.replace(/(?<=\S) {2,3}(?=\S)/gu, " ")))
    .join("\n");
}

/** A word in capitals with an OCR's digit or small letter among them ("W0RK", "EXPERlENCE", "CERTlFlCATl0NS"). */
// (Not a code that ends in its digit: a gas engineer's "CCN1, CKR1, HTR1, WAT1"; review 98.)
const OCR_CAPS = /(?<![\p{L}\d])(?=[\p{Lu}01l]*[01l][\p{Lu}01l])(?=(?:[01l]*\p{Lu}){3})[\p{Lu}01l]{4,}(?![\p{L}\d])/gu;
/** A year with an OCR's letters for its digits ("2O2O", "2Ol9", "l998"). */
const OCR_YEAR = /(?<![\p{L}\d])(?=[\dOolI]*[OolI])(?:19|2[0O]|l9|I9)[\dOolI]{2}(?![\p{L}\d])/gu;

/**
 * Text read by OCR takes letters and digits for one another: "W0RK EXPERlENCE" (a zero and a small L), "Jan 2O2O",
 * "0ct". Where at least three such words are found, headings' capitals and years' digits are read as meant; the rest
 * of the text stays as it is.
 * @param {string} text
 */
export function withOcrSlipsMended(text) {
  const caps = text.match(OCR_CAPS) ?? [];
  const years = text.match(OCR_YEAR) ?? [];
  if (caps.length + years.length < 3) return text;
  return text
    .replace(OCR_CAPS, (w) => w.replace(/0/gu, "O").replace(/[1l]/gu, "I"))
    .replace(OCR_YEAR, (y) => y.replace(/[Oo]/gu, "0").replace(/[lI]/gu, "1"))
    .replace(/(?<![\p{L}\d])0ct\b/gu, "Oct");
}

/** Words résumés use that a font draws with a ligature (ﬁ, ﬂ, ﬀ, ﬃ, ﬄ), which some PDF viewers copy as nothing. */
const LIGATURE_WORDS = (
  "certified certification certifications certificate certificates proficient proficiency office offices officer " +
  "officers official financial finance finances efficient efficiency efficiently effective effectively effectiveness " +
  "effort efforts workflow workflows cash-flow field fields first profile profiles profit profits profitable " +
  "profitability specific specifically specification specifications significant significantly identify identified " +
  "identifying identification classification classified qualified qualification qualifications verification verified " +
  "modification modified notification notifications configuration configured fiscal final finalized finish finished " +
  "file files filing firm flexible flexibility fluent fluency influence influenced conflict conflicts reflect reflected " +
  "staff staffing offer offered offering offerings difficult different differentiated affairs traffic sufficient " +
  "scientific scientist benefit benefits fitness fleet flight floor affiliate affiliated fulfillment fulfilment " +
  "fulfilled beneficiary fiduciary diversified simplified unified justified quantified clarified"
).split(" ");

/** The damaged forms of each word: the ligature's letters as a space inside it, or gone at its start ("nancial"). */
function ligatureForms() {
  /** @type {Map<string, string>} */
  const forms = new Map();
  for (const entry of LIGATURE_WORDS) {
    const word = entry.replace("-", " ");
    // Each place a ligature may be drawn ("efficient": "e cient" for ﬃ, "ef cient" for ﬁ).
    for (let i = 0; i < word.length; i++) {
      for (const ligature of ["ffi", "ffl", "ff", "fi", "fl"]) {
        if (!word.startsWith(ligature, i)) continue;
        const [head, tail] = [word.slice(0, i), word.slice(i + ligature.length)];
        let form = null;
        if (head && !head.endsWith(" ") && tail && !tail.startsWith(" ")) form = `${head} ${tail}`;
        // Gone at a word's start: "nancial", "Cash ow" (a short rest only after the word before it).
        else if ((!head && tail.length >= 3) || (head.endsWith(" ") && tail.length >= 2)) form = `${head}${tail}`;
        if (form && !forms.has(form)) forms.set(form, word);
      }
    }
  }
  return forms;
}
/** @type {Map<string, string> | undefined} */
let LIGATURE_FORMS;

/**
 * A PDF viewer that copies its font's ligatures as nothing leaves "Certi ed", "pro cient", "Of ce" and "nancial". Where
 * three such words or more are found inside words, each damaged word the list knows is written whole again, in the case
 * it was written in.
 * @param {string} text
 */
export function withLostLigaturesMended(text) {
  if (!/\p{L} \p{Ll}/u.test(text)) return text;
  const forms = (LIGATURE_FORMS ??= ligatureForms());
  const words = [...text.matchAll(/\p{L}+/gu)];
  /** @type {{ start: number, end: number, word: string }[]} */
  const found = [];
  let inside = 0;
  for (let i = 0; i < words.length; i++) {
    const a = /** @type {RegExpMatchArray} */ (words[i]);
    const b = words[i + 1];
    const start = /** @type {number} */ (a.index);
    if (b && b.index === start + a[0].length + 1 && text[start + a[0].length] === " ") {
      const pair = forms.get(`${a[0]} ${b[0]}`.toLowerCase());
      if (pair) {
        found.push({ start, end: /** @type {number} */ (b.index) + b[0].length, word: pair });
        if (!pair.includes(" ")) inside++;
        i++;
        continue;
      }
    }
    const one = forms.get(a[0].toLowerCase());
    if (one) found.push({ start, end: start + a[0].length, word: one });
  }
  if (inside < 3) return text;
  let out = "";
  let at = 0;
  for (const { start, end, word } of found) {
    const was = text.slice(start, end);
    const cased = was === was.toUpperCase() ? word.toUpperCase() : /^\p{Lu}/u.test(was) ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word;
    out += text.slice(at, start) + cased;
    at = end;
  }
  return out + text.slice(at);
}
