// @ts-check
// Plain text: decoding a .txt file, telling text from binary bytes, and the clean-up every format's text gets.
// The main thread uses it too (for the type check), bundled into the server.
import chardet from "chardet";
import { WorkerError } from "./worker-error.mjs";

/** What a UTF-8 file with a few bytes that are no text is told (review 43's F7: the bytes are guessed or left out). */
export const STRAY_BYTES_WARNING =
  "A few bytes of this file are not valid text: each was read as the likeliest letter or left out. Check your name, places and dates in the text read from the file.";

/** Fewer visible characters than this is "no text" (a name and an e-mail address alone are about 40). */
export const MIN_VISIBLE_CHARS = 50;

/**
 * The clean-up every extracted text gets: one kind of line ending, no NUL or other control characters
 * (newline and tab stay), no invisible format marks, at most one blank line in a row, no trailing spaces.
 * @param {string} text
 */
export function normalizeText(text) {
  return undoubled(
    text
      .replace(/\r\n?|[\u2028\u2029\u000B\u000C\u0085]/gu, "\n")
      .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F]/gu, " ")
      // "2019年3月～現在　株式会社ミライソフト　プロジェクトマネージャー": an ideographic space parts a line's fields, as a
      // run of spaces does in Latin text; in a short line ("佐藤　健太") it parts a family name from a given name. The
      // line is matched from its start: unanchored, a line without one was searched again from each of its characters.
      .replace(/^[^\n\u3000]*\u3000[^\n]*/gmu, (line) => (line.trim().length <= 12 && line.split("\u3000").length === 2 ? line.replace("\u3000", " ") : line.replace(/\u3000/gu, "  ")))
      // C0 and C1 controls except tab and newline; soft hyphen; zero-width space, word joiner, BOM; bidi controls.
      .replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u00AD\u200B\u2060\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "")
      // A zero-width joiner or non-joiner inside a Latin word ("SQ\u200DL", from a web page) would split it; elsewhere
      // (emoji, Persian) it means something and stays.
      .replace(/(?<=[A-Za-z])[\u200C\u200D](?=[A-Za-z])/gu, "")
      .normalize("NFC")
      // Full-width Latin letters, digits and signs ("２０２０", as an East Asian keyboard types them) and the Latin
      // ligatures ("Airﬂow", from a PDF) as the plain letters every reader of dates and skills knows.
      .replace(/[\uFF01-\uFF5E\uFB00-\uFB06]/gu, (c) => c.normalize("NFKC"))
      // "٢٠١٩": Arabic-Indic and Persian digits are stored as the digits every reader of dates and phones knows.
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.codePointAt(0) ?? 0) % 16))
      .split("\n")
      .map((line) => line.replace(/[ \t]+$/u, ""))
      .join("\n")
      .replace(/\n{3,}/gu, "\n\n")
      .trim(),
  );
}

/**
 * A page copied from LinkedIn writes each line twice (its visually-hidden copy for screen readers). When a fifth of the
 * lines or more repeat the line before, every such repeat goes.
 * @param {string} text
 */
function undoubled(text) {
  const lines = text.split("\n");
  const filled = lines.filter((l) => l.trim()).length;
  const repeats = lines.filter((l, i) => i > 0 && l.trim() && l === lines[i - 1]).length;
  if (repeats < 3 || repeats * 5 < filled) return text;
  return lines.filter((l, i) => !(i > 0 && l.trim() && l === lines[i - 1])).join("\n");
}

/** Characters that are not whitespace. */
export function countVisible(/** @type {string} */ text) {
  return text.replace(/\s/gu, "").length;
}

/**
 * Signs that a decoding is the wrong one, read in the first 256 KB of its text: inside words, a symbol glued to a letter
 * ("£ukasz", "Wi³niewski": Windows-1250 read as 1252), a capital after a small letter ("RenŽe": Mac Roman read as 1252),
 * Latin and Cyrillic letters in one word ("Renйe"), a Latin word made mostly of accented letters ("Äìèòðèé": Windows-1251
 * read as 1252), and control characters.
 * @param {string} text
 */
export function misreadings(text) {
  let bad = 0;
  for (const [word] of text.slice(0, 256 * 1024).matchAll(/[^\s]*[^\x00-\x7f][^\s]*/gu)) {
    // "Excel™", "Excel®", "25°F" are written so; "£ukasz", "Wi³niewski" are not.
    if (/\p{L}(?![™®©°])[\p{S}\p{No}¿¡ªº]|(?![™®©°])[\p{S}\p{No}¿¡ªº](?=\p{L})/u.test(word)) bad++;
    if (/\p{Ll}(?![\x00-\x7f])\p{Lu}/u.test(word)) bad++;
    if (/\p{Script=Latin}/u.test(word) && /\p{Script=Cyrillic}/u.test(word)) bad++;
    const accented = word.match(/[\u00C0-\u024F]/gu)?.length ?? 0;
    const letters = word.match(/\p{L}/gu)?.length ?? 0;
    if (accented >= 3 && accented * 2 > letters) bad++;
    if (/[\u0080-\u009F\uFFFD]/u.test(word)) bad++;
  }
  return bad;
}

/** The single-byte code pages a Windows or Mac "ANSI" text file is most likely in; the first wins a tie. */
const SINGLE_BYTE = ["windows-1252", "windows-1250", "windows-1251", "macintosh"];
/** Multi-byte East Asian encodings, as chardet names them. */
const MULTI_BYTE = new Set(["Shift_JIS", "GB18030", "Big5", "EUC-JP", "EUC-KR"]);

/**
 * Text in a legacy encoding (not UTF-8): a Chinese, Japanese or Korean one when chardet finds its characters, else the
 * single-byte code page whose reading shows the fewest misreadings (Notepad saved "ANSI", the system's code page, until
 * 2019: Windows-1250 in Poland or Czechia, 1251 in Russia). Null when the bytes are binary.
 * @param {Uint8Array} bytes
 * @returns {{ text: string, encoding: string } | null}
 */
function decodeLegacy(bytes) {
  const head = bytes.subarray(0, 64 * 1024);
  const guess = chardet.detect(head);
  if (guess && MULTI_BYTE.has(guess)) {
    try {
      return { text: new TextDecoder(guess.toLowerCase(), { fatal: true }).decode(bytes), encoding: guess.toLowerCase() };
    } catch {
      // Not that encoding after all (a stray byte further on): a single-byte reading below.
    }
  }
  if (hasBinaryControls(bytes)) return null;
  let best = { encoding: "", bad: Infinity };
  for (const encoding of SINGLE_BYTE) {
    const bad = misreadings(singleByte(head, encoding));
    if (bad < best.bad) best = { encoding, bad };
  }
  return { text: singleByte(bytes, best.encoding), encoding: best.encoding };
}

function singleByte(/** @type {Uint8Array} */ bytes, /** @type {string} */ encoding) {
  return encoding === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
}

/**
 * UTF-8 with a few bytes that are not (a Windows-1252 "é" pasted into a UTF-8 file, a last character cut in half): the
 * valid sequences as UTF-8, each stray byte as Windows-1252 or left out. Null unless valid multi-byte sequences outnumber the
 * stray bytes (a Windows-1252 file has none).
 * @param {Uint8Array} bytes
 * @returns {string | null}
 */
export function decodeMostlyUtf8(bytes) {
  let valid = 0;
  let stray = 0;
  /** @type {string[]} */
  const out = [];
  let from = 0;
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  for (let i = 0; i < bytes.length; ) {
    const b = /** @type {number} */ (bytes[i]);
    if (b < 0x80) {
      i++;
      continue;
    }
    const n = utf8Length(bytes, i);
    if (n > 0) {
      valid++;
      i += n;
      continue;
    }
    stray++;
    // A stray byte that reads as a letter or a typographic mark in Windows-1252 is taken as one ("é"); any other (a
    // character cut in half, "ÿ") goes.
    const guess = decodeWindows1252(bytes.subarray(i, i + 1));
    out.push(decoder.decode(bytes.subarray(from, i)), /^[\p{L}’‘“”–—•…]$/u.test(guess) && !/^[ÃÂÅÐÞßÿþð]$/u.test(guess) ? guess : "");
    from = ++i;
  }
  if (valid <= stray) return null;
  out.push(decoder.decode(bytes.subarray(from)));
  return out.join("");
}

/** The length of the well-formed UTF-8 sequence at `i` (2 to 4), or 0. */
function utf8Length(/** @type {Uint8Array} */ bytes, /** @type {number} */ i) {
  const b = /** @type {number} */ (bytes[i]);
  const [n, lo, hi] = b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf] : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf] : b === 0xf0 ? [4, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
  if (n === 0 || i + n > bytes.length) return 0;
  const second = /** @type {number} */ (bytes[i + 1]);
  if (second < lo || second > hi) return 0;
  for (let k = 2; k < n; k++) if ((/** @type {number} */ (bytes[i + k]) & 0xc0) !== 0x80) return 0;
  return n;
}

/**
 * Decodes a .txt file: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark (or without one
 * when every other byte is zero), and, only when the bytes hold none of the control codes binaries are full of,
 * Windows-1252. Anything else is refused as "not-text".
 * @param {Uint8Array} bytes
 * @returns {{ text: string, encoding: string, warnings: string[] }}
 */
export function decodeText(bytes) {
  /** @type {string[]} */
  const warnings = [];
  const b0 = bytes[0];
  const b1 = bytes[1];
  const b2 = bytes[2];
  let text;
  let encoding;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    encoding = "utf-8";
    text = decodeUtf8(bytes.subarray(3));
    if (text === null) {
      text = new TextDecoder("utf-8").decode(bytes.subarray(3));
      warnings.push("Some characters could not be decoded and were replaced.");
    }
  } else if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    if (b0 === 0xff && b2 === 0 && bytes[3] === 0) throw new WorkerError("not-text", "UTF-32 text is not supported");
    encoding = b0 === 0xff ? "utf-16le" : "utf-16be";
    text = decodeUtf16(bytes.subarray(2), encoding === "utf-16le");
  } else if (bytes.includes(0) && !nulTrace(bytes)) {
    const guess = guessUtf16(bytes);
    if (!guess) throw new WorkerError("not-text", "NUL bytes in a text file");
    encoding = guess;
    text = decodeUtf16(bytes, guess === "utf-16le");
  } else {
    // A few NULs in a text file (a copy gone wrong) go, as the clean-up would remove them anyway.
    const clean = bytes.includes(0) ? bytes.filter((b) => b !== 0) : bytes;
    const utf8 = decodeUtf8(clean);
    const mostly = utf8 === null ? decodeMostlyUtf8(clean) : null;
    const legacy = utf8 === null && mostly === null ? decodeLegacy(clean) : null;
    if (utf8 !== null) {
      encoding = "utf-8";
      text = utf8;
    } else if (mostly !== null) {
      encoding = "utf-8";
      text = mostly;
      warnings.push(STRAY_BYTES_WARNING);
    } else if (legacy !== null) {
      ({ encoding, text } = legacy);
    } else {
      throw new WorkerError("not-text", "neither UTF-8 nor a known encoding");
    }
  }
  if (looksBinaryText(text)) throw new WorkerError("not-text", `control characters in ${encoding} text`);
  const repaired = encoding === "utf-8" || encoding.startsWith("utf-16") ? withoutMojibake(text) : null;
  if (repaired !== null) {
    text = repaired;
    warnings.push(MOJIBAKE_WARNING);
  }
  const unquoted = decodeQuotedPrintable(text);
  if (unquoted !== null) return { text: withoutReplyMarks(unquoted), encoding: `${encoding}, quoted-printable`, warnings };
  return { text: withoutReplyMarks(text), encoding, warnings };
}

/**
 * A résumé pasted from an e-mail reply, every line quoted ("> MARCUS BELL", ">> EXPERIENCE"): the marks go when most
 * lines carry one (four in five of the lines with text, and five lines at least), so the lines read as written.
 * @param {string} text
 */
export function withoutReplyMarks(text) {
  const lines = text.split("\n");
  const written = lines.filter((l) => l.trim());
  const marked = written.filter((l) => /^[ \t]*>/u.test(l));
  if (marked.length < 5 || marked.length < 0.8 * written.length) return text;
  return lines.map((l) => l.replace(/^[ \t]*(?:>[ \t]?)+/u, "")).join("\n");
}

/**
 * An e-mail body saved or pasted without its transfer decoding ("March 2018 =E2=80=93 Present", lines cut at 76
 * characters with a soft break "="): decoded when it says so in a header, or when it holds soft breaks and several
 * escaped bytes that decode as UTF-8 together. Null when the text is not quoted-printable.
 * @param {string} text
 * @returns {string | null}
 */
export function decodeQuotedPrintable(text) {
  const escapes = text.match(/=[0-9A-F]{2}/g)?.length ?? 0;
  const softBreaks = text.match(/=\r?\n/g)?.length ?? 0;
  // Soft breaks alone: lines cut at the 76 characters quoted-printable allows, mid-word ("| linkedi=" / "n.com/in/...").
  const cutLines = text.match(/^.{69,75}=\r?\n/gm)?.length ?? 0;
  const declared = /^content-transfer-encoding:\s*quoted-printable\s*$/im.test(text);
  if (!declared && (escapes < 3 || softBreaks < 1) && (cutLines < 1 || cutLines < softBreaks)) return null;
  const joined = text.replace(/=\r?\n/g, "");
  /** @type {number[]} */
  let bytes = [];
  let out = "";
  const flush = () => {
    if (!bytes.length) return true;
    const decoded = decodeUtf8(Uint8Array.from(bytes));
    // Bytes that are no UTF-8 are read as Windows-1252 (a spread of a long run would overflow the call stack).
    out += decoded ?? decodeWindows1252(Uint8Array.from(bytes));
    bytes = [];
    return decoded !== null;
  };
  let valid = true;
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
      continue;
    }
    valid = flush() && valid;
    out += joined[i];
  }
  valid = flush() && valid;
  // Escapes that are no UTF-8 ("x=AB" in a formula) mean the text was not quoted-printable after all.
  return valid || declared ? out : null;
}

/**
 * The type check's quick look: decodes only the first `limit` bytes (cut at a character boundary), so a large
 * file does not hold up the main thread; the worker decodes the whole file. Throws WorkerError("not-text").
 * @param {Uint8Array} bytes
 */
export function checkTextPrefix(bytes, limit = 64 * 1024) {
  if (bytes.length <= limit) {
    decodeText(bytes);
    return;
  }
  let end = limit & ~1;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  // Back off to the start of a UTF-8 character (continuation bytes are 10xxxxxx).
  if (!utf16) while (end > limit - 4 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  decodeText(bytes.subarray(0, end));
}

/** @returns {string | null} */
function decodeUtf8(/** @type {Uint8Array} */ bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeUtf16(/** @type {Uint8Array} */ bytes, /** @type {boolean} */ littleEndian) {
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  if (littleEndian) return new TextDecoder("utf-16le").decode(even);
  // Swap to little-endian rather than rely on the runtime knowing "utf-16be".
  const swapped = new Uint8Array(even.length);
  for (let i = 0; i + 1 < even.length; i += 2) {
    swapped[i] = /** @type {number} */ (even[i + 1]);
    swapped[i + 1] = /** @type {number} */ (even[i]);
  }
  return new TextDecoder("utf-16le").decode(swapped);
}

/** What a text whose accents and dashes were garbled, and mended, is told. */
export const MOJIBAKE_WARNING =
  "Accents and dashes in this file had been garbled (\u201cÃ©\u201d for \u201cé\u201d, \u201câ€“\u201d for \u201c–\u201d) and were mended. Check your name, places and dates in the text read from the file.";

/** UTF-8 read as Windows-1252 and saved again: "Ã©" for "é", "â€“" for "–", "â€¢" for "•", "Â·" for "·". */
const MOJIBAKE = /[ÃÂ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]|â€/gu;

/**
 * A text saved again after its UTF-8 was read as Windows-1252 (an editor or a mail program that guessed wrong): each run
 * of such characters that makes valid UTF-8 once written back as Windows-1252 bytes is read again. Null when fewer than
 * two signs of it are found, or nothing could be mended; the rest of the text is kept as it is.
 * @param {string} text
 */
export function withoutMojibake(text) {
  if ((text.match(MOJIBAKE) ?? []).length < 2) return null;
  let mended = 0;
  const out = text.replace(/[\u0080-\u00FF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]{2,}/gu, (run) => {
    const bytes = [];
    for (const c of run) {
      const code = /** @type {number} */ (c.codePointAt(0));
      const high = CP1252_HIGH.indexOf(c);
      bytes.push(code >= 0xa0 && code <= 0xff ? code : high >= 0 ? 0x80 + high : code);
    }
    const again = decodeUtf8(new Uint8Array(bytes));
    if (again === null || again === run) return run;
    mended++;
    return again;
  });
  return mended ? out : null;
}

/** Windows-1252's 0x80-0x9F (the rest is Latin-1); undefined bytes stay as C1 controls (and count as binary). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** Decoded by hand: Node 20's TextDecoder("windows-1252") reads 0x80-0x9F as Latin-1 control characters. */
function decodeWindows1252(/** @type {Uint8Array} */ bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...chunk).replace(/[\u0080-\u009F]/gu, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
  return out;
}

/** UTF-16 without a byte-order mark: Latin text has a zero in (almost) every other byte. */
function guessUtf16(/** @type {Uint8Array} */ bytes) {
  const n = Math.min(bytes.length, 64 * 1024) & ~1;
  if (n < 8) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  if (zeroOdd > pairs * 0.6 && zeroEven < pairs * 0.05) return "utf-16le";
  if (zeroEven > pairs * 0.6 && zeroOdd < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * NULs that are a trace (eight at most, or under one byte in a thousand) in bytes with no other control code: not
 * UTF-16, not binary.
 */
function nulTrace(/** @type {Uint8Array} */ bytes) {
  let n = 0;
  for (let i = bytes.indexOf(0); i >= 0; i = bytes.indexOf(0, i + 1)) if (++n > 8 && n * 1000 > bytes.length) return false;
  return !hasBinaryControls(bytes.filter((b) => b !== 0));
}

/** C0 control bytes other than tab, newline, carriage return, form feed and a final Ctrl-Z (old DOS files). */
function hasBinaryControls(/** @type {Uint8Array} */ bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const b = /** @type {number} */ (bytes[i]);
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && !(b === 0x1a && i === bytes.length - 1)) return true;
    if (b === 0x7f) return true;
  }
  return false;
}

/** Decoded text that is really binary: NULs, or more than a trace of control characters or replacement marks. */
export function looksBinaryText(/** @type {string} */ text) {
  if (text.length === 0) return false;
  let odd = 0;
  for (const ch of text) {
    const c = /** @type {number} */ (ch.codePointAt(0));
    if (c === 0) return true;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || (c >= 0x7f && c < 0xa0) || c === 0xfffd) odd++;
  }
  return odd > Math.max(2, text.length * 0.01);
}

/** The labels of a Europass CV's left column, which a text file sets beside their values with spaces. */
const EUROPASS_LABEL =
  /^(?:dates?|occupation or position held|name and address of (?:the )?employer|type of business or sector|title of (?:the )?qualification awarded|name (?:and type )?of (?:the )?organi[sz]ation\b.*|main activities\b.*|principal subjects\b.*|level in national\b.*|mother tongues?(?:\(s\))?|other languages?(?:\(s\))?|self-assessment|european level\b.*|address(?:\(es\)|es)?|telephones?(?:\(s\))?|mobile|e-?mails?(?:\(s\))?|nationality|date of birth|gender|first names?(?:\(s\))?\b.*|surnames?(?:\(s\))?\b.*|personal information|desired employment\b.*|driving licen[cs]e|[\p{L} ]+ skills and competences)$/iu;

/**
 * A plain-text résumé laid out in two columns with spaces (a sidebar of contact details and skills beside the
 * experience): the lines would be read straight across both (review 40's F10). Where most lines keep one column of the
 * text clear of anything but spaces and the right side starts there, the left side's lines are read, then the right's.
 * Dates set right of their titles with spaces are no column: the right side needs lines of words of its own.
 * @param {string} text
 * @returns {{ text: string, columns: number }}
 */
export function withSideBySideColumns(text) {
  const lines = text.split("\n");
  if (lines.length < 8 || lines.some((l) => l.includes("\t"))) return { text, columns: 1 };
  // Where the right side starts: after a run of three spaces or more, the most common such place.
  /** @type {Map<number, number>} */
  const starts = new Map();
  for (const line of lines) {
    for (const m of line.matchAll(/(?<=\S {3,}|^ {12,})\S/gu)) starts.set(m.index ?? 0, (starts.get(m.index ?? 0) ?? 0) + 1);
  }
  const [gutter, count] = [...starts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  if (count < 5 || gutter < 12 || gutter > 80) return { text, columns: 1 };
  const clear = (/** @type {string} */ l) => l.length < gutter - 1 || (l[gutter - 1] === " " && l[gutter - 2] === " ");
  // The region: the longest run of lines that keep the gutter clear, holding most of the right side's lines.
  let best = { from: 0, to: -1 };
  for (let from = 0; from < lines.length; ) {
    if (!clear(/** @type {string} */ (lines[from]))) {
      from++;
      continue;
    }
    let to = from;
    while (to + 1 < lines.length && clear(/** @type {string} */ (lines[to + 1]))) to++;
    if (to - from > best.to - best.from) best = { from, to };
    from = to + 1;
  }
  const region = lines.slice(best.from, best.to + 1);
  const left = region.map((l) => l.slice(0, gutter).trimEnd());
  const right = region.map((l) => l.slice(gutter).trim());
  const both = region.filter((l) => l.slice(0, gutter).trim() && l.slice(gutter).trim()).length;
  const rightLines = right.filter(Boolean);
  const wordy = rightLines.filter((l) => !/\d/u.test(l) && /\p{L}{3,}/u.test(l)).length;
  if (both < 4 || rightLines.length < 6 || left.filter(Boolean).length < 4 || wordy < 0.3 * rightLines.length) return { text, columns: 1 };
  // "Languages          : Java 8/11, SQL": labels padded to their colons are a table of two columns read across.
  if (right.filter((r, k) => r.startsWith(":") && left[k]?.trim()).length >= 0.5 * both) return { text, columns: 1 };
  // "2019–21        Designer, Paper Tiger Design, Melbourne": a left column of dates, each beside its entry, is part of
  // the entry's line, not a sidebar. Counted over the cells beside text: a heading alone on its line ("Professional
  // Experience") and a label ("Programming:") are the table's too (review 52: a German CV's every job lost).
  const leftCells = left.map((l, k) => (right[k] ? l.trim() : "")).filter((l) => l && !/^[\p{Lu}\s&]+$/u.test(l) && !/:$/u.test(l));
  // A cell that comes back beside each entry, or a Europass label ("Dates", "Occupation or position held"), labels it too.
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const l of leftCells) seen.set(l, (seen.get(l) ?? 0) + 1);
  const labels = leftCells.filter((l) => (l.length <= 30 && /(?:19|20)\d\d/u.test(l)) || (seen.get(l) ?? 0) >= 2 || EUROPASS_LABEL.test(l));
  if (labels.length >= 0.6 * leftCells.length) return { text, columns: 1 };
  const out = [...lines.slice(0, best.from), ...left, "", ...right, ...lines.slice(best.to + 1)];
  return { text: out.join("\n"), columns: 2 };
}
