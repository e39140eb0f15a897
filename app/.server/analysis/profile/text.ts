import { allMatches } from "./regex";
/**
 * A normalised view of a résumé's text for the structure parser, with a map back to the original offsets.
 *
 * Texts reach us with literal escape sequences in place of characters (`\xe2\x80\x93` for an en dash, sometimes
 * double-encoded), Wingdings bullets from the private-use area, non-breaking spaces and, for texts flattened to
 * one line, runs of spaces where the line breaks were. The parser works on the view; every offset it reports is
 * mapped back with `toRaw`, so offsets stay valid in the text the user uploaded.
 */

export type TextView = {
  /** The normalised text: escapes decoded, bullets unified, same line structure. */
  text: string;
  /** Original offset of each view offset (length text.length + 1; the last entry is the raw length). */
  map: Int32Array;
  /** True when the text has (almost) no line breaks and runs of spaces stand for them. */
  flattened: boolean;
  /** Logical lines: split at line breaks, and at runs of 2+ spaces or tabs when the text is flattened. */
  lines: Line[];
};

export type Line = {
  /** View offsets of the line's text, trimmed. */
  start: number;
  end: number;
  text: string;
  /** The line starts with a bullet marker (removed from `text`). */
  bullet: boolean;
  /** The marker is a number ("1.", "2)"): a numbered list of entries ("1. Infosys Limited, Bengaluru") or of duties. */
  numbered?: boolean;
  /** Offset where the text after the bullet begins. */
  contentStart: number;
  index: number;
};

const ESCAPE_RUN = /(?:\\x[0-9a-fA-F]{2})+/g;
const utf8 = new TextDecoder("utf-8");
const utf8Fatal = new TextDecoder("utf-8", { fatal: true });

/** Decodes a run of `\xHH` escapes; double-encoded UTF-8 ("\xc3\xa2\xc2\x80\xc2\x93") is decoded twice. */
export function decodeEscapes(run: string) {
  const bytes = new Uint8Array(run.length / 4);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 4 + 2, i * 4 + 4), 16);
  let s = utf8.decode(bytes);
  if ([...s].every((c) => c.charCodeAt(0) < 256) && /[\u0080-\u00ff]/.test(s)) {
    try {
      s = utf8Fatal.decode(Uint8Array.from([...s].map((c) => c.charCodeAt(0))));
    } catch {
      // not double-encoded after all
    }
  }
  return s;
}

/** A pictograph an emoji keyboard writes (not "©", "®", "™", digits or "#", which also carry the property). */
const PICTOGRAPH = /^(?![©®™‼⁉#*0-9])\p{Extended_Pictographic}$/u;
/** What joins or colours an emoji: variation selectors, the zero-width joiner, skin tones, tags. */
const EMOJI_JOINER = /^[\uFE0E\uFE0F\u200D\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]$/u;

/** ◆ ◇ ♦ ❖ ■ □ ▪ ● ○ ★ ☆ ✦ ⬥ ⋄ ∙ ⦁: separators a template sets between contact items and list items. */
const SEPARATOR_GLYPHS = new Set([0x25c6, 0x25c7, 0x2666, 0x2756, 0x25a0, 0x25a1, 0x25aa, 0x25cf, 0x25cb, 0x2605, 0x2606, 0x2726, 0x2b25, 0x22c4, 0x2219, 0x2981]);

/** Maps one decoded character to what the parser should see. */
function cleanChar(c: string) {
  const code = c.codePointAt(0)!;
  if (code >= 0xe000 && code <= 0xf8ff) return "•"; // Wingdings/Symbol bullets
  // "𝐉𝐨𝐡𝐧 𝐒𝐦𝐢𝐭𝐡", "𝗘𝗫𝗣𝗘𝗥𝗜𝗘𝗡𝗖𝗘": the mathematical letters some generators use for bold and italic are letters.
  if (code >= 0x1d400 && code <= 0x1d7ff) return c.normalize("NFKC");
  if (code === 0xfffd) return " ";
  // "٢٠١٩": Arabic-Indic and Persian digits are digits.
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  // "2019年1月～2021年3月": Japanese writes a range with a wave dash (or a full-width tilde).
  if (code === 0xff5e || code === 0x301c) return "–";
  // "2019年3月～現在　株式会社ミライソフト　プロジェクトマネージャー": Japanese and Chinese part a line's fields with an
  // ideographic space, as a tab or a run of spaces does in Latin text.
  if (code === 0x3000) return "  ";
  if (code === 0xa0 || code === 0x2007 || code === 0x202f || code === 0x2009 || code === 0x2002 || code === 0x2003) return " ";
  if (code === 0x200b || code === 0x200c || code === 0x200d || code === 0xfeff || code === 0xad) return "";
  if (code < 0x20 && c !== "\n" && c !== "\t") return c === "\r" ? "" : " ";
  return c;
}

// "・" (the katakana middle dot) is how a Japanese résumé marks its bullets.
const BULLET_CHARS = "•◦◆◇▪▫■□●○►▸▶➢➤✓✔❖♦⦿⁃∙·・*-–—>»o§★☆✦";
// "+ OSHA 10-Hour" (an OCR layer's bullet) is one; "+1 555 0100" is a phone number.
// "a) Senior Software Engineer": a letter and a bracket number a list as a figure does.
const BULLET_LINE = new RegExp(`^(?:[${BULLET_CHARS.replace(/[-\]\\^]/g, "\\$&")}]|\\+(?=\\s)|\\d{1,2}[.)](?=\\s)|[a-h]\\)(?=\\s))\\s*`);

const MARKDOWN_HEADING = /^#{1,6} \S/m;
const MARKDOWN_MARK = /^#{1,6} \S|\*\*\S|\]\(https?:/gm;

/**
 * Where a résumé written in Markdown ("# Sam Adeyemi", "## Experience", "**Senior Backend Engineer**",
 * "[github.com/sam](https://github.com/sam)") has its marks: heading marks, emphasis and a link's brackets to drop, and
 * the "](" between a link's text and its address to read as a space. Null for a text that is not Markdown.
 */
function markdownMarks(text: string): { drop: Uint8Array; swap: Set<number> } | null {
  // Markdown with headings, or (as an AI assistant's answer pasted into a file often is) with bold headings and
  // titles only: three bold phrases at least ("**PROFESSIONAL EXPERIENCE**", "**Senior Data Analyst** | Acme"), or a
  // line in bold (review 79).
  const bold = (text.match(/\*\*(?=\S)[^*\n]+?\*\*/g) ?? []).length;
  // A line wholly in bold ("**ANGELA M. PRICE, SPHR**") is one such mark too.
  if (!(MARKDOWN_HEADING.test(text) && (text.match(MARKDOWN_MARK) ?? []).length >= 2) && bold < 3 && !/^\*\*(?=\S)[^*\n]+\*\*[ \t]*$/m.test(text)) return null;
  const drop = new Uint8Array(text.length);
  const swap = new Set<number>();
  for (const m of allMatches(/^(#{1,6} )/gm, text)) drop.fill(1, m.index, m.index + m[1]!.length);
  for (const m of allMatches(/\*\*(?=\S)([^*\n]+?)\*\*|__(?=\S)([^_\n]+?)__/g, text)) {
    drop.fill(1, m.index, m.index + 2);
    drop.fill(1, m.index + m[0].length - 2, m.index + m[0].length);
  }
  // A line in italics ("*Remote (Ottawa, ON) · Jul 2019 – Feb 2022*"), or a part of one ("*Acme Corp* | 2021 – Present").
  for (const m of allMatches(/^([*_])(?=\S)[^*_\n]+(?<=\S)\1[ \t]*$/gm, text)) {
    drop[m.index] = 1;
    drop[m.index + m[0].trimEnd().length - 1] = 1;
  }
  for (const m of allMatches(/(?<![*\w])\*(?=[^\s*])[^*\n]{1,80}?(?<=[^\s*])\*(?![*\w])/g, text)) {
    if (drop[m.index]) continue;
    drop[m.index] = 1;
    drop[m.index + m[0].length - 1] = 1;
  }
  for (const m of allMatches(/\[([^\]\n]+)\]\((https?:[^)\s]+)\)/g, text)) {
    drop[m.index] = 1;
    // In a table's cell ("| [Hootsuite](https://…) |") the link's text is the cell: its address goes, or the cell
    // would read as a web address, no employer. Elsewhere (a contact line) the address is kept.
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    if (/^[ \t]*\|/.test(text.slice(lineStart, m.index + 1))) {
      drop.fill(1, m.index + 1 + m[1]!.length, m.index + m[0].length);
      continue;
    }
    swap.add(m.index + 1 + m[1]!.length);
    drop[m.index + m[0].length - 1] = 1;
  }
  return { drop, swap };
}

/**
 * A Markdown résumé read as the text it renders to, for the parser's view: the marks removed, one character for one,
 * so the map stays true. Rewrites `map` in place; returns the text and the map's new length.
 */
function withoutMarkdown(text: string, map: number[], marks: { drop: Uint8Array; swap: Set<number> }): [string, number] {
  let out = "";
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (marks.drop[i]) continue;
    out += marks.swap.has(i) ? " " : text[i];
    map[n++] = map[i]!;
  }
  map[n] = map[text.length]!;
  return [out, n + 1];
}

/** An HTML element's tag, a comment, or a script's or style's whole element. */
// Only HTML's own element names: "Researcher for <Detecting video torrents>" (a Korean CV's title in brackets) is text.
const TAG = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<\/?(?:a|abbr|b|i|u|s|p|br|hr|div|span|strong|em|font|small|big|sup|sub|code|pre|blockquote|ul|ol|li|dl|dt|dd|table|caption|tr|td|th|tbody|thead|tfoot|h[1-6]|img|textarea|input|form|label|button|select|option|iframe|object|embed|svg|html|head|body|meta|link|title|section|article|header|footer|nav|main|aside)(?=[\s/>])(?:\s[^<>\n]{0,300})?\/?>/giu;

/**
 * HTML pasted into a text résumé (from a web page or a builder's export): its tags and scripts are blanked, character
 * for character, so that none is read as a skill or an employer ("Acme Corp <a href=…>link</a>"; review 77). The text
 * the user sees keeps them, shown as text.
 */
export function tagsBlanked(text: string): string {
  if (!/<\/?[a-zA-Z!]/.test(text)) return text;
  return text.replace(TAG, (tag) => tag.replace(/[^\n]/gu, " "));
}

/**
 * The text with a Markdown résumé's marks blanked out, character for character, so that offsets stay those of the
 * upload: for readers that work on the text as uploaded (the skill extractor), as `createView` does for the rest.
 */
export function markdownBlanked(text: string): string {
  const marks = markdownMarks(text);
  if (!marks) return text;
  let out = "";
  for (let i = 0; i < text.length; i++) out += marks.drop[i] || marks.swap.has(i) ? " " : text[i];
  return out;
}

export function createView(raw: string): TextView {
  let out = "";
  const map: number[] = [];
  const push = (s: string, at: number) => {
    for (const ch of s) {
      const c = cleanChar(ch);
      for (let k = 0; k < c.length; k++) {
        out += c[k];
        map.push(at);
      }
    }
  };
  let last = 0;
  const consumePlain = (from: number, to: number) => {
    let i = from;
    while (i < to) {
      // Other literal escapes: \t, \n, \' and \" as written in flattened texts.
      if (raw[i] === "\\" && i + 1 < to) {
        const n = raw[i + 1];
        if (n === "t" || n === "n" || n === "r") {
          out += n === "t" ? "\t" : "\n";
          map.push(i);
          i += 2;
          continue;
        }
        if (n === "'" || n === '"' || n === "\\") {
          out += n;
          map.push(i);
          i += 2;
          continue;
        }
      }
      const code = raw.codePointAt(i)!;
      // A soft hyphen standing between spaces ("Sep. 2023 \u00ad Mar. 2024", as pdftotext writes some fonts' dashes) is a
      // dash; inside a word it is a hyphenation hint and goes.
      if (code === 0xad && /[ \t]/.test(raw[i - 1] ?? "") && /[ \t]/.test(raw[i + 1] ?? "")) {
        out += "–";
        map.push(i);
        i++;
        continue;
      }
      // "│ Senior Software Engineer │": the sides of a frame drawn in box-drawing characters, at a line's start or end,
      // are no text.
      if ((code === 0x2502 || code === 0x2503 || code === 0x2551) && (/(?:^|\n)[ \t]*$/.test(out.slice(-80)) || /^[ \t]*(?:\r?\n|$)/.test(raw.slice(i + 1, i + 81)))) {
        out += " ";
        map.push(i);
        i++;
        continue;
      }
      // "2021-03 - Current  │ Warehouse Operations Supervisor": a timeline's rail between the dates and the entry parts
      // them as a column would (review 72).
      if ((code === 0x2502 || code === 0x2503 || code === 0x2551 || code === 0x2758) && /[ \t]/.test(raw[i - 1] ?? "") && /[ \t]/.test(raw[i + 1] ?? "")) {
        out += "\t";
        map.push(i);
        i++;
        continue;
      }
      // Emoji: "💼 Experience", "📧 jo@x.com 📱 (512) 555-0142 📍 Austin, TX", "✅ Built …". One (with its variation
      // selector, skin tone and joined parts) opening a short line is an icon and goes; opening a long line it is a bullet;
      // between items of a line it parts them.
      if (PICTOGRAPH.test(String.fromCodePoint(code))) {
        let end = i;
        while (end < to && (PICTOGRAPH.test(String.fromCodePoint(raw.codePointAt(end)!)) || EMOJI_JOINER.test(String.fromCodePoint(raw.codePointAt(end)!))))
          end += String.fromCodePoint(raw.codePointAt(end)!).length;
        // After a Markdown heading's marks too ("## 💼 Work Experience", a Notion export; review 72).
        const lineStart = /(?:^|\n)[ \t]*(?:#{1,6}[ \t]+)?$/.test(out.slice(-80));
        const lineEnd = raw.indexOf("\n", end);
        const rest = raw.slice(end, lineEnd < 0 ? raw.length : lineEnd).trim();
        const mark = lineStart ? (rest.split(/\s+/).length >= 6 ? "•" : "") : /[ \t]$/.test(out) && /^[ \t]/.test(raw.slice(end)) ? "•" : "";
        if (mark) {
          out += mark;
          map.push(i);
        }
        i = end;
        continue;
      }
      // "Charlotte, NC 28203 ◆ (704) 555-0191 ◆ …": a glyph between spaces inside a line parts items, as "•" does.
      if (SEPARATOR_GLYPHS.has(code) && /[ \t]/.test(raw[i - 1] ?? "") && /[ \t]/.test(raw[i + 1] ?? "")) {
        out += "•";
        map.push(i);
        i++;
        continue;
      }
      const ch = String.fromCodePoint(code);
      push(ch, i);
      i += ch.length;
    }
  };
  for (const m of allMatches(ESCAPE_RUN, raw)) {
    consumePlain(last, m.index);
    const decoded = decodeEscapes(m[0]);
    // Spread the decoded characters over the run so that every view offset maps into it.
    const chars = [...decoded];
    chars.forEach((ch, k) => push(ch, m.index + Math.floor((k * m[0].length) / Math.max(1, chars.length))));
    last = m.index + m[0].length;
  }
  consumePlain(last, raw.length);
  map.push(raw.length);
  // "Brightline Logistics, Columbus, OH ........ March 2019 – Present": a tab's dot leaders part a line as the tab does.
  // Spaces of the same length keep the offsets.
  out = out.replace(/(?<=[^\s.…])[ \t]*(?:\.{4,}|…{2,}|(?:\. ){3,}\.?)[ \t]*/g, (m) => " ".repeat(m.length));
  const marks = markdownMarks(out);
  if (marks) [out, map.length] = withoutMarkdown(out, map, marks);
  // A rule drawn with characters ("-------" under a job title, as reStructuredText underlines headings) says nothing;
  // read as part of the line above, it had cost the title (review 40). Spaces of the same length keep the offsets.
  out = out.replace(/^[ \t]*[=\-~^*#_+─━═]{3,}[ \t]*$/gmu, (m) => " ".repeat(m.length));
  out = withoutRunningLines(out);
  out = withoutOrgMarks(out);
  const newlines = (out.match(/\n/g) ?? []).length;
  const gaps = (out.match(/ {2,}|\t/g) ?? []).length;
  const flattened = newlines < out.length / 400 && (out.length > 300 || (newlines <= 1 && gaps >= 3));
  return { text: out, map: Int32Array.from(map), flattened, lines: splitLines(out, flattened) };
}

/** A page's footer pasted with the text ("Page 1 of 2 | Oluwaseun Adeyemi | seun@example.com"): short, with its page. */
const RUNNING_LINE = /^(?=[^\n]{0,160}$)[^\n]*\bpage\s+\d{1,2}\s*(?:of|\/)\s*\d{1,2}\b[^\n]*$/im;

/**
 * A résumé pasted from a PDF carries the PDF's page footers, and the running header under each ("Oluwaseun Adeyemi
 * ⇥ Senior Civil Engineer"): blanked, character for character, so that neither reads as a job (review 72). The running
 * header is told by the name the first line gives.
 */
export function withoutRunningLines(text: string): string {
  if (!/\bpage\s+\d{1,2}\s*(?:of|\/)\s*\d{1,2}\b/i.test(text)) return text;
  const name = /^\s*(\p{L}[\p{L}'’.-]*\s+\p{L}[\p{L}'’.-]*)/u.exec(text)?.[1]?.toLowerCase();
  let afterFooter = false;
  return text.replace(/^[^\n]*$/gm, (line) => {
    if (!line.trim()) return line;
    const footer = RUNNING_LINE.test(line) && line.trim().split(/\s+/).length <= 16;
    const header = afterFooter && !!name && line.trim().toLowerCase().startsWith(name);
    afterFooter = footer;
    return footer || header ? " ".repeat(line.length) : line;
  });
}

/** Original offset of a view offset. */
export function toRaw(view: TextView, offset: number) {
  return view.map[Math.max(0, Math.min(offset, view.map.length - 1))]!;
}

// "II. Software Engineer": a Roman numeral numbers a list as a figure does. "I.", "V." and "X." alone are also a name's
// initial ("V. Ramesh Kumar"), so they number a line only in a text that has the list's "II." (or "IV."/"VI.", "IX."/"XI.").
const ROMAN_ITEM = /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,2}|X)[.)](?=\s+\p{Lu})/u;
const ROMAN_ALONE = new Map([["I", /^[^\S\n]*II[.)]\s/m], ["V", /^[^\S\n]*(?:IV|VI)[.)]\s/m], ["X", /^[^\S\n]*(?:IX|XI)[.)]\s/m]]);

/** The Roman numeral that numbers a line ("III. Junior Developer"), with its dot and spaces; "" when none. */
function romanNumber(raw: string, text: string): string {
  const m = ROMAN_ITEM.exec(raw);
  if (!m) return "";
  const numeral = m[0].slice(0, -1);
  const list = ROMAN_ALONE.get(numeral);
  if (list && !list.test(text)) return "";
  return raw.slice(0, m[0].length + /^\s*/.exec(raw.slice(m[0].length))![0].length);
}

function splitLines(text: string, flattened: boolean): Line[] {
  const lines: Line[] = [];
  const splitter = flattened ? /\n|\t|[ \t]{2,}/g : /\n/g;
  let from = 0;
  const add = (a: number, b: number) => {
    let s = a;
    let e = b;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e <= s) return;
    const raw = text.slice(s, e);
    const roman = flattened ? "" : romanNumber(raw, text);
    if (roman) {
      lines.push({ start: s, end: e, text: text.slice(s + roman.length, e), bullet: true, numbered: true, contentStart: s + roman.length, index: lines.length });
      return;
    }
    const m = BULLET_LINE.exec(raw);
    // "-" or "o" alone start a bullet only when followed by a space; a number only when followed by ") " or ". ".
    // (Not a letter in a text flattened to one line, where "a) Grey Iron Foundry" is a piece of a sentence.)
    const isBullet = !!m && m[0].length > 0 && (m[0].length > 1 || !/[-o*>]/.test(raw[0]!) || raw.length === 1) && !(flattened && /^[a-h]\)/.test(raw));
    const cs = isBullet ? s + m![0].length : s;
    lines.push({ start: s, end: e, text: text.slice(cs, e), bullet: isBullet, ...(isBullet && /^(?:\d|[a-h]\))/.test(raw) ? { numbered: true } : {}), contentStart: cs, index: lines.length });
  };
  for (const m of allMatches(splitter, text)) {
    add(from, m.index);
    from = m.index + m[0].length;
  }
  add(from, text.length);
  // A bullet character alone on its line (flattened texts print "•    Item") marks the next line. A dash alone right under
  // a line of a text with its lines is an empty table cell ("VitalStim" / "—" / "—" over "SKILLS"; review 76): a line of
  // its own, so that its row keeps its count of cells, and the heading after it stays a heading.
  for (let i = 0; i < lines.length - 1; i++) {
    const l = lines[i]!;
    const next = lines[i + 1]!;
    if (!l.bullet || l.text.trim() !== "") continue;
    const prev = lines[i - 1];
    if (!flattened && /^[–—-]$/.test(text.slice(l.start, l.end).trim()) && prev && (text.slice(prev.end, l.start).match(/\n/g) ?? []).length <= 1) {
      Object.assign(l, { bullet: false, text: text.slice(l.start, l.end).trim(), contentStart: l.start });
      continue;
    }
    next.bullet = true;
  }
  // (The last line too.)
  const last = lines.at(-1);
  const beforeLast = lines.at(-2);
  if (last?.bullet && !last.text.trim() && !flattened && /^[–—-]$/.test(text.slice(last.start, last.end).trim()) && beforeLast && (text.slice(beforeLast.end, last.start).match(/\n/g) ?? []).length <= 1) Object.assign(last, { bullet: false, text: text.slice(last.start, last.end).trim(), contentStart: last.start });
  return lines.filter((l) => !(l.bullet && l.text.trim() === "")).map((l, index) => ({ ...l, index }));
}

/** Lowercase without accents ("Łukasz" and "lukasz", "Médecin" and "medecin"), for comparing words written either way. */
/** The cells of a table's row as text gives them: parted by tabs or wider gaps. */
export function cellsOf(line: string): string[] {
  return line.split(/\t|\s{2,}/).map((c) => c.trim()).filter(Boolean);
}

export function fold(s: string) {
  return s.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L").toLowerCase();
}

/**
 * An Emacs Org-mode résumé ("#+TITLE: Renée Müller", "* Experience", "** Senior Data Analyst"): its heading stars would
 * be read as bullets and its title line as a keyword. When the text says it is Org (a "#+TITLE:" or "#+AUTHOR:" line, or
 * headings nested two deep), the stars and the keywords go. Spaces of the same length keep the offsets. A résumé with
 * "* " bullets alone is not Org.
 * @param text the view
 */
function withoutOrgMarks(text: string): string {
  const keyword = /^#\+(?:title|author):/imu.test(text);
  const nested = /^\*\* \S/mu.test(text) && (text.match(/^\* \S/gmu)?.length ?? 0) >= 2;
  if (!keyword && !nested) return text;
  return text
    .replace(/^\*{1,4} (?=\S)/gmu, (m) => " ".repeat(m.length))
    .replace(/^#\+(?:title|author|email):[ \t]*/gimu, (m) => " ".repeat(m.length))
    .replace(/^#\+\w+:.*$/gmu, (m) => " ".repeat(m.length));
}
