/**
 * The tokenizer shared by the skill matcher and the knowledge build, so that an alias and the résumé text are cut
 * into words the same way. A token is a run of letters and digits, with attached `+`/`#` kept ("c++", "c#") and a
 * leading dot kept when nothing precedes it (".net"). Keys are lower-case.
 */

export type Token = {
  start: number;
  end: number;
  /** Lower-case form used for lookup. */
  key: string;
  /** First character is an upper-case letter. */
  cap: boolean;
  /** Every letter is upper-case (and there is at least one). */
  upper: boolean;
};

const isAlnum = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && isUnicodeAlnum(c));

const unicodeAlnum = /[\p{L}\p{N}]/u;
function isUnicodeAlnum(c: number) {
  return c < 0x2000 ? unicodeAlnum.test(String.fromCharCode(c)) : c >= 0x3040 && unicodeAlnum.test(String.fromCharCode(c));
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/**
 * Texts extracted from some sources carry literal escape sequences ("\xe2\x80\x94"); they stand for bullets and
 * dashes, so they are separators, never part of a word.
 */
function escapeLength(text: string, i: number): number {
  if (text.charCodeAt(i) !== 92 /* \ */) return 0;
  const x = text.charCodeAt(i + 1);
  if ((x === 120 || x === 88) && isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3))) return 4;
  return 0;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const esc = escapeLength(text, i);
    if (esc) {
      i += esc;
      continue;
    }
    const c = text.charCodeAt(i);
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    let start = i;
    // ".net": a dot directly before a word counts when nothing word-like precedes the dot.
    if (i > 0 && text.charCodeAt(i - 1) === 46 && (i < 2 || !isAlnum(text.charCodeAt(i - 2)))) start = i - 1;
    let j = i;
    while (j < n && isAlnum(text.charCodeAt(j))) j++;
    // "c++", "c#", "notepad++": symbols glued to the end of a word, not followed by another word character.
    let k = j;
    while (k < n && (text.charCodeAt(k) === 43 || text.charCodeAt(k) === 35)) k++;
    if (k > j && k - j <= 2 && (k >= n || !isAlnum(text.charCodeAt(k)))) j = k;
    const raw = text.slice(start, j);
    const first = text.charCodeAt(i);
    const lower = raw.toLowerCase();
    const hasLetter = lower !== raw.toUpperCase();
    tokens.push({
      start,
      end: j,
      key: lower,
      cap: first >= 65 && first <= 90 ? true : first > 127 ? text[i] !== text[i]!.toLowerCase() : false,
      upper: hasLetter && raw === raw.toUpperCase(),
    });
    i = j;
  }
  return tokens;
}

/** The lookup key of a phrase: its token keys joined by single spaces. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.key)
    .join(" ");
}

/** The evaluation's normalisation (and a reasonable identity for skill names): NFKC, lower-case, punctuation to spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
