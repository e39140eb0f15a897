// Long alternations of words ("(?:january|jan|février|…)", some 600 month names) are tried one alternative after the
// other at every place in a text: in V8 that made the month patterns a sixth of a résumé's parse. Grouping the
// alternatives by their first letter ("(?:j(?:anuary|an)|f(?:évrier)|…)") lets the engine skip all but one group at a
// place, and keeps what matches: only alternatives that start with the text's letter can match there, and within a
// group they keep their order.

/** The top-level alternatives of `(?:a|b|…)`, or null when the source is not one non-capturing group. */
function alternativesOf(source: string): string[] | null {
  if (!source.startsWith("(?:") || !source.endsWith(")")) return null;
  const body = source.slice(3, -1);
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth < 0) return null;
    else if (c === "|" && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || inClass) return null;
  out.push(body.slice(start));
  return out;
}

/** An alternative as [first letter, rest], a leading class of letters ("[áa]prilis") giving one per letter. */
function splitFirst(alternative: string): [string, string][] | null {
  const first = alternative[0];
  if (first === undefined) return null;
  if (first === "[") {
    const close = alternative.indexOf("]");
    const letters = alternative.slice(1, close);
    if (close < 0 || !/^\p{L}+$/u.test(letters)) return null;
    return [...letters].map((letter) => [letter, alternative.slice(close + 1)]);
  }
  // The first letter must stand alone: not an escape, a group or a letter made optional or repeated by what follows.
  if (!/^\p{L}$/u.test(first) || /^[?*+{]/.test(alternative.slice(1))) return null;
  return [[first, alternative.slice(1)]];
}

/** A letter's case-insensitive identity, so that letters a case-insensitive pattern treats alike share a group. */
const caseKey = (letter: string) => letter.toUpperCase().toLowerCase();

/**
 * The same alternation with its alternatives grouped by first letter, for a case-insensitive pattern. Returns the
 * source unchanged when an alternative does not start with a plain letter.
 */
export function groupByFirstLetter(source: string): string {
  const alternatives = alternativesOf(source);
  if (!alternatives) return source;
  const groups = new Map<string, { letter: string; rests: string[] }>();
  for (const alternative of alternatives) {
    const parts = splitFirst(alternative);
    if (!parts) return source;
    for (const [letter, rest] of parts) {
      const key = caseKey(letter);
      const group = groups.get(key) ?? { letter, rests: [] };
      // Two letters a case-insensitive pattern treats alike ("σ", "ς") cannot stand for each other as a group's letter.
      if (group.letter !== letter) return source;
      group.rests.push(rest);
      groups.set(key, group);
    }
  }
  return `(?:${[...groups.values()].map((g) => `${g.letter}(?:${g.rests.join("|")})`).join("|")})`;
}

/**
 * The matches of a global pattern in a text, as `text.matchAll(re)` gives them, found with `exec`: `matchAll` copies
 * the pattern first, and V8 compiles the copy again, which for a pattern of hundreds of words (the job titles) cost
 * 20 µs a call, most of the time a title test took on a short line. The pattern's `lastIndex` is left as it was.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError("allMatches needs a global pattern");
  const from = re.lastIndex;
  const out: RegExpExecArray[] = [];
  try {
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      out.push(m);
      // An empty match moves on by one character (by one code point in a Unicode pattern), as matchAll does.
      if (m[0] === "") re.lastIndex = advance(text, re.lastIndex, /[uv]/.test(re.flags));
    }
  } finally {
    re.lastIndex = from;
  }
  return out;
}

function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}
