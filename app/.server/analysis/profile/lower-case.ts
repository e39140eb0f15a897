// A résumé written all in lower case ("sofia rivera", "icu registered nurse — methodist hospital, san antonio, tx"):
// the parser tells names, titles, headings and places partly by their capitals, so such a text is read from a copy
// with each word capitalised (same length, same offsets), and what it finds is given back as written.

/** Words left in lower case in the copy, as in a title ("Bachelor of Science in Nursing"). */
const SMALL = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "per", "the", "to", "with", "via", "from"]);
const STATE = /^(?:al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy)$/;

/** Whether the text is written in lower case throughout: 300 letters at least, fewer than one in a hundred capitals. */
export function allLowerCase(text: string): boolean {
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (capitals > text.length / 100) return false;
  const letters = text.match(/\p{Ll}/gu)?.length ?? 0;
  return letters >= 300 && capitals < (letters + capitals) / 100;
}

/** The text with each word capitalised (a US state's code after a comma in capitals), the same length as it. */
export function capitalised(text: string): string {
  return text.replace(/[^\s]+/gu, (token, at: number) => {
    // Addresses keep their case: "sofia.rivera.rn@gmail.com", "linkedin.com/in/sofia".
    if (/[@/]|\.\p{L}{2,}$|^www\./u.test(token)) return token;
    const core = token.replace(/[^\p{L}]+$/u, "");
    if (STATE.test(core) && /,\s*$/.test(text.slice(Math.max(0, at - 3), at))) return upper(core) + token.slice(core.length);
    return token.replace(/\p{L}[\p{L}'’]*/gu, (word, i: number) => (SMALL.has(word) && (i > 0 || at > 0) ? word : upper(word[0]!) + word.slice(1)));
  });
}

/** Upper case, only where it keeps the length ("ß" stays). */
const upper = (s: string) => [...s].map((c) => (c.toUpperCase().length === c.length ? c.toUpperCase() : c)).join("");

/** A string the copy's parse found, as the original text writes it (when it is found in the copy verbatim). */
export function asWritten(original: string, copy: string, found: string): string {
  const at = found ? copy.indexOf(found) : -1;
  return at >= 0 ? original.slice(at, at + found.length) : found;
}
