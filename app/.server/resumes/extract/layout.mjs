// @ts-check
// Reading order for PDF text: turns positioned text items into lines, columns and paragraphs.
// Pure functions, no I/O: the worker feeds it the items pdf.js reports, and tests feed it synthetic pages.
//
// Coordinates are device space at scale 1 (points, y grows downwards); `y` is the baseline of an item.
//
// The page is cut recursively, XY-cut style: rows (items sharing a baseline) are stacked top to bottom, and a
// region is split into a left and a right part where a vertical band of white space (a gutter) runs through
// many consecutive rows with text on both sides. Rows that cross the gutter (a full-width header, a footer)
// stay above or below the split. Narrow "label" columns whose lines sit on the same baselines as the text
// beside them (dates in a left margin, moderncv style; key/value tables) are not columns: those rows are read
// across, with a tab between the cells, so a date stays on the line of the entry it belongs to.

/**
 * @typedef {{ str: string, x: number, y: number, w: number, size: number, font?: string, spaceAfter?: boolean, pitch?: number, edge?: boolean }} TextItem
 *   One run of text: left edge `x`, baseline `y`, advance width `w`, font size `size` (all in points).
 * @typedef {{ width: number, height: number, items: TextItem[] }} PageInput
 * @typedef {{ y: number, size: number, items: TextItem[] }} Row
 * @typedef {{ text: string, x0: number, x1: number }} Field
 * @typedef {{ text: string, x0: number, x1: number, y: number, top?: number, size: number, textStart: number, firstWordWidth: number, fielded: boolean, bullet: boolean, fields: Field[], firstFont?: string, lastFont?: string, oneFont?: boolean }} Line
 *   A row as text: `fields` are the parts a wide gap (a tab) separates, `textStart` is where the text after a
 *   bullet begins, `fielded` says the line has tabs; the fonts of its first and last items, and whether all its
 *   items share one.
 */

/** Characters that start a list item (a line beginning with one is never glued to the line above). */
const BULLET_RE = /^(?:[•◦▪▫‣∙·○●■□►▸▹▶➢➤✓✔✗✘★☆◆◇♦❖⁃–—*-]|\d{1,2}[.)]\s|[a-z][.)]\s)/u;
/** Lone characters kept even from an icon font: bullets, digits and signs that read as text (& + @ # % $ /). */
const KEEP_IN_ICON_FONT_RE = /^[•◦▪▫‣∙·○●■□►▸▹▶➢➤✓✔★☆◆◇♦❖⁃–—\-&+@#%$/|\p{Nd}]$/u;
/** Private-use code points: icon fonts (FontAwesome, academicons) map their glyphs there. */
const PUA_RE = /[\uE000-\uF8FF]/gu;
/** C0 and C1 control characters: some icon fonts map their glyphs to them. */
const CONTROL_RE = /[\u0000-\u001F\u007F-\u009F]/gu;
/** Symbol-font code points Word uses for bullets, mapped to what they look like. */
const SYMBOL_BULLETS = new Map([
  ["\uF0B7", "•"],
  ["\uF0A7", "▪"],
  ["\uF0D8", "➢"],
  ["\uF076", "❖"],
  ["\uF0FC", "✓"],
]);
/**
 * Word's Wingdings bullets read by their codes (a font without a ToUnicode map): "Ø" is 0xD8 (an arrowhead), "§" 0xA7
 * (a small square), "ü" 0xFC (a check mark). Only alone at the start of a row, in a font used for nothing else.
 */
const WINGDINGS_LETTER_BULLETS = new Map([
  ["Ø", "➢"],
  ["§", "▪"],
  ["ü", "✓"],
]);
/** First halves of compound words that are written with a hyphen; a line break after them keeps the hyphen. */
const COMPOUND_HEADS = new Set(
  (
    "self cross multi non co full end real high low long short well open data user client server front back top " +
    "large small cost time world state day year month hands fast cloud mission customer team part fine hard soft " +
    "deep machine test event market cutting best all audio video peer face case web mobile native third follow " +
    "hand double single business award goal result detail people production industry"
  ).split(" "),
);

const median = (/** @type {number[]} */ values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : (/** @type {number} */ (sorted[mid - 1]) + /** @type {number} */ (sorted[mid])) / 2;
};

/**
 * Cleans one page's items: maps Word's symbol bullets, drops private-use icon glyphs, glyph-name "ligatures"
 * of icon fonts (one narrow glyph that reads "HOUSE-CHIMNEY") and whitespace-only items (remembered as a
 * space after the item before them).
 * @param {TextItem[]} raw
 * @returns {TextItem[]}
 */
export function cleanItems(raw) {
  /** @type {TextItem[]} */
  const out = [];
  const ratios = [];
  for (const item of raw) {
    const len = [...item.str.trim()].length;
    if (len >= 3 && item.size > 0) ratios.push(item.w / (item.size * len));
  }
  // Only trust widths when the page's widths look like real text widths.
  const widthsMeaningful = median(ratios) > 0.3;
  for (const item of raw) {
    if (!Number.isFinite(item.x) || !Number.isFinite(item.y) || !(item.size > 0)) continue;
    let str = item.str;
    if (!str.trim()) {
      const prev = out[out.length - 1];
      if (prev && Math.abs(prev.y - item.y) < prev.size * 0.5) prev.spaceAfter = true;
      continue;
    }
    for (const [from, to] of SYMBOL_BULLETS) str = str.split(from).join(to);
    str = str.replace(PUA_RE, "").replace(CONTROL_RE, "");
    if (!str.trim()) continue;
    const len = [...str.trim()].length;
    if (widthsMeaningful && len >= 3 && item.w < 0.15 * item.size * len) continue;
    out.push({ ...item, str, w: Math.max(0, item.w) });
  }
  return out;
}

/**
 * Groups items into rows: items whose glyph boxes overlap the box of the row's largest item by half or more
 * (superscripts, raised letters, icons a little off the baseline stay in the row).
 * @param {TextItem[]} items
 * @returns {Row[]}
 */
export function groupRows(items) {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  /** @type {Row[]} */
  const rows = [];
  for (const item of sorted) {
    let best = null;
    let bestOverlap = 0;
    /** @type {Row[]} */
    const refused = [];
    // Rows are created in baseline order, so only the last few can overlap.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i--) {
      const row = /** @type {Row} */ (rows[i]);
      const overlap = verticalOverlap(row.y, row.size, item.y, item.size);
      if (overlap < 0.5) continue;
      if (stacked(row, item)) refused.push(row);
      else if (overlap > bestOverlap) {
        best = row;
        bestOverlap = overlap;
      }
    }
    if (!best && refused.length) {
      // The item's line is another than the row it overlaps: its words already taken into that row ("+1" before "604
      // 555 0127", left of the town above it) come with it.
      const own = (/** @type {TextItem} */ it) => Math.abs(it.y - item.y) <= 0.15 * item.size && Math.abs(it.size - item.size) <= 0.2 * item.size;
      const row = { y: item.y, size: item.size, items: [item] };
      for (const r of refused) {
        row.items.push(...r.items.filter(own));
        r.items = r.items.filter((it) => !own(it));
      }
      for (let i = rows.length - 1; i >= 0; i--) if (/** @type {Row} */ (rows[i]).items.length === 0) rows.splice(i, 1);
      rows.push(row);
      continue;
    }
    if (best) {
      best.items.push(item);
      // The row's baseline is the baseline of its largest text.
      if (item.size > best.size) {
        best.size = item.size;
        best.y = item.y;
      }
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  rows.sort((a, b) => a.y - b.y);
  return rows;
}

/**
 * Whether the item sits under or over one of the row's items, on a baseline of its own: a right-aligned contact block
 * ("Squamish, BC" over "+1 604 555 0127") beside a tall name overlaps the name's box at both lines, but two pieces of one
 * line never share their width. A glyph drawn twice for bold shares its baseline too, and stays.
 * @param {Row} row
 * @param {TextItem} item
 */
function stacked(row, item) {
  return row.items.some((other) => {
    const shared = Math.min(other.x + other.w, item.x + item.w) - Math.max(other.x, item.x);
    return shared > 0.3 * Math.min(other.w, item.w) && Math.abs(other.y - item.y) > 0.4 * Math.min(other.size, item.size);
  });
}

/**
 * How much two glyph boxes (ascender to descender around a baseline) overlap, as a share of the smaller one:
 * a superscript or a raised letter overlaps its line a lot, a small line under a big title hardly at all.
 */
function verticalOverlap(/** @type {number} */ y1, /** @type {number} */ s1, /** @type {number} */ y2, /** @type {number} */ s2) {
  const top = Math.max(y1 - 0.75 * s1, y2 - 0.75 * s2);
  const bottom = Math.min(y1 + 0.22 * s1, y2 + 0.22 * s2);
  return Math.max(0, bottom - top) / (0.97 * Math.min(s1, s2));
}

/**
 * Drops glyphs of icon fonts that have no text meaning (AltaCV's FontAwesome draws a calendar as "z", a map pin
 * as "*"). An icon font is one whose every item, across the document, is either a single character standing
 * apart from its neighbours or a run of symbols (rating circles); at least three such items, unless they are
 * not plain ASCII letters. Its lone characters are dropped, except a bullet at the start of a row and digits.
 * @param {Row[][]} pagesRows
 */
export function dropIconGlyphs(pagesRows) {
  /** @type {Map<string, { total: number, iconLike: number, isolated: number, asciiLetters: number }>} */
  const stats = new Map();
  /** @type {Set<TextItem>} */
  const isolatedItems = new Set();
  for (const rows of pagesRows) {
    for (const row of rows) {
      row.items.forEach((item, i) => {
        if (!item.font) return;
        const s = stats.get(item.font) ?? { total: 0, iconLike: 0, isolated: 0, asciiLetters: 0 };
        s.total++;
        const prev = row.items[i - 1];
        const next = row.items[i + 1];
        const gap = 0.06 * item.size;
        const apart = (!prev || item.x - (prev.x + prev.w) >= gap) && (!next || next.x - (item.x + item.w) >= gap);
        const str = item.str.trim();
        if ([...str].length === 1 && apart) {
          s.isolated++;
          s.iconLike++;
          if (/[A-Za-z]/u.test(str)) s.asciiLetters++;
          isolatedItems.add(item);
        } else if (/^[\p{S}\p{P}\s]+$/u.test(str)) {
          s.iconLike++;
        }
        stats.set(item.font, s);
      });
    }
  }
  const iconFont = (/** @type {string} */ font) => {
    const s = stats.get(font);
    if (!s || s.isolated === 0 || s.iconLike !== s.total) return false;
    return s.total >= 3 || s.asciiLetters === 0;
  };
  for (const rows of pagesRows) {
    for (const row of rows) {
      row.items = row.items.flatMap((item, i) => {
        if (!item.font || !isolatedItems.has(item) || !iconFont(item.font)) return [item];
        const str = item.str.trim();
        // Word's Wingdings bullets in a PDF without a ToUnicode map come out as the letters of their codes (review 39's L5).
        const bullet = i === 0 && row.items.length > 1 ? WINGDINGS_LETTER_BULLETS.get(str) : undefined;
        if (bullet) return [{ ...item, str: bullet }];
        return KEEP_IN_ICON_FONT_RE.test(str) ? [item] : [];
      });
    }
  }
  for (let p = 0; p < pagesRows.length; p++) pagesRows[p] = (pagesRows[p] ?? []).filter((r) => r.items.length > 0);
}

/** The most common font size of a set of rows, weighted by characters: the body text size. */
function bodySize(/** @type {Row[]} */ rows) {
  /** @type {Map<number, number>} */
  const counts = new Map();
  for (const row of rows) {
    for (const item of row.items) {
      const key = Math.round(item.size * 2) / 2;
      counts.set(key, (counts.get(key) ?? 0) + item.str.length);
    }
  }
  let best = 10;
  let bestCount = -1;
  for (const [size, count] of counts) {
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Finds the best vertical split of a set of rows, or null.
 * @param {Row[]} rows
 * @param {{ pageHeight: number, body: number }} context
 * @returns {{ start: number, end: number, gutter: number } | null} rows[start..end] split at x = gutter
 */
export function findColumnSplit(rows, context) {
  if (rows.length < 6) return null;
  const { body, pageHeight } = context;
  const minGutter = Math.max(12, 1.2 * body);
  const margin = minGutter / 2;
  // Each row as intervals covered by text, widened by half the minimum gutter.
  const covered = rows.map((row) => {
    /** @type {[number, number][]} */
    const intervals = [];
    for (const item of row.items) {
      const a = item.x - margin;
      const b = item.x + item.w + margin;
      const last = intervals[intervals.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else intervals.push([a, b]);
    }
    return intervals;
  });
  let minX = Infinity;
  let maxX = -Infinity;
  // Per row, where its first item ends and its last item starts: a row has text left of a gutter at g when
  // firstEnd <= g, right of it when lastStart >= g (tested for every g, so not by scanning the items each time).
  const firstEnd = new Float64Array(rows.length).fill(Infinity);
  const lastStart = new Float64Array(rows.length).fill(-Infinity);
  rows.forEach((row, r) => {
    for (const item of row.items) {
      minX = Math.min(minX, item.x);
      maxX = Math.max(maxX, item.x + item.w);
      firstEnd[r] = Math.min(/** @type {number} */ (firstEnd[r]), item.x + item.w);
      lastStart[r] = Math.max(/** @type {number} */ (lastStart[r]), item.x);
    }
  });
  // The gutters tried: g0, g0 + 1, ... below maxX - margin. Each row's text crosses some of them; marked once per
  // row here (crossed[r * count + k]) rather than testing every interval at every gutter.
  const g0 = Math.floor(minX) + margin;
  const count = Math.max(0, Math.ceil(maxX - margin - g0));
  // Text spread over more than 10,000 points (an A0 poster is 2,384 wide) is off any page: no columns.
  if (count > 10_000) return null;
  const crossed = new Uint8Array(rows.length * count);
  covered.forEach((intervals, r) => {
    const row = /** @type {Row} */ (rows[r]);
    const last = /** @type {TextItem} */ (row.items[row.items.length - 1]);
    for (const [a, b] of intervals) {
      const from = Math.max(0, Math.floor(a - g0));
      const to = Math.min(count - 1, Math.ceil(b - g0));
      for (let k = from; k <= to; k++) {
        const g = g0 + k;
        if (!(a < g && g < b)) continue;
        // A left column's last word run past its edge into the gutter (a long e-mail address in a narrow sidebar, which
        // HTML lets overflow its cell): the row is still the left column's when nothing else on it reaches the gutter
        // and the word ends within two ems of it (review 55: the sidebar's name and phone had been read in the main
        // column).
        const overflow = b === last.x + last.w + margin && last.x + last.w / 2 < g && last.x + last.w - g <= 2 * body && (/** @type {number} */ (lastStart[r]) < g - margin) && UNBREAKABLE_RE.test(last.str.trim()) && /[@/.]/.test(last.str);
        if (!overflow) crossed[r * count + k] = 1;
      }
    }
  });
  /** @type {{ start: number, end: number, gutter: number, score: number } | null} */
  let best = null;
  for (let k = 0; k < count; k++) {
    const g = g0 + k;
    if (g >= maxX - margin) break;
    let start = -1;
    let left = 0;
    let right = 0;
    for (let r = 0; r <= rows.length; r++) {
      if (r < rows.length && !crossed[r * count + k]) {
        if (start < 0) start = r;
        if (/** @type {number} */ (firstEnd[r]) <= g) left++;
        if (/** @type {number} */ (lastStart[r]) >= g) right++;
        continue;
      }
      // A row that crosses g (or the end of the page) closes the run of rows above it.
      if (start >= 0 && left >= 3 && right >= 3) {
        const end = r - 1;
        const rowsIn = end - start + 1;
        const height = /** @type {Row} */ (rows[end]).y - /** @type {Row} */ (rows[start]).y;
        const score = Math.min(left, right) * 1000 + rowsIn;
        // A short page (a sidebar résumé of a few lines) still splits when both sides hold several lines.
        if ((height >= 0.2 * pageHeight || (rowsIn >= 10 && Math.min(left, right) >= 6)) && (!best || score > best.score)) best = { start, end, gutter: g, score };
      }
      start = -1;
      left = 0;
      right = 0;
    }
  }
  if (!best) return null;
  const chosen = /** @type {{ start: number, end: number, gutter: number }} */ (best);
  const run = rows.slice(chosen.start, chosen.end + 1);
  // Centre the cut in the white band, so both sides keep everything that is theirs.
  let leftEdge = -Infinity;
  let rightEdge = Infinity;
  for (const row of run) {
    for (const item of row.items) {
      if (item.x + item.w <= chosen.gutter) leftEdge = Math.max(leftEdge, item.x + item.w);
      // A word of the left column run into the gutter sets neither edge.
      else if (item.x + item.w / 2 >= chosen.gutter) rightEdge = Math.min(rightEdge, item.x);
    }
  }
  const gutter = (leftEdge + rightEdge) / 2;
  if (!isTrueColumnSplit(run, gutter)) return null;
  return { start: chosen.start, end: chosen.end, gutter };
}

/** A word a browser cannot break to wrap it (an e-mail address, a web address): it runs past its column's edge. */
const UNBREAKABLE_RE = /^[^\s]{12,}$/u;
/** A cell of a date column: a year or "Present", short ("03/2019 - Present", "2019 – 2021"). */
const DATE_CELL = /^(?=.{0,40}$).*(?:\b(?:19|20)\d\d\b|\bpresent\b|\bcurrent\b)/iu;
// A place alone in a cell: "Seattle, WA", "Hangzhou, China", "New York, NY", "Remote".
const PLACE_CELL = /^(?:(?:\p{Lu}[\p{L}.'’-]*\s?){1,4},\s?(?:\p{Lu}{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)|remote|hybrid)$/u;

/**
 * A label column (dates in the margin, a key/value table) shares its baselines with the text beside it; two
 * real columns flow independently. Also both sides must carry real text, not a few scattered labels.
 * @param {Row[]} run
 * @param {number} gutter
 */
function isTrueColumnSplit(run, gutter) {
  let leftLines = 0;
  let rightLines = 0;
  let both = 0;
  let leftChars = 0;
  let rightChars = 0;
  let leftDates = 0;
  let leftPlaces = 0;
  let rightCells = 0;
  for (const row of run) {
    const left = row.items.filter((i) => i.x + i.w <= gutter);
    const right = row.items.filter((i) => i.x + i.w > gutter);
    for (const i of left) leftChars += i.str.trim().length;
    for (const i of right) rightChars += i.str.trim().length;
    const leftText = left.map((i) => i.str).join(" ").trim();
    if (left.length && DATE_CELL.test(leftText)) leftDates++;
    // FlowCV writes each job's town under its dates, in the same narrow column.
    else if (left.length && PLACE_CELL.test(leftText)) leftPlaces++;
    const rightText = right.map((i) => i.str).join(" ").trim();
    if (right.length && (DATE_CELL.test(rightText) || PLACE_CELL.test(rightText))) rightCells++;
    if (left.length) leftLines++;
    if (right.length) rightLines++;
    // Rows group baselines loosely; sharing a baseline means (almost) the same y.
    if (left.length && right.length) {
      const yl = median(left.map((i) => i.y));
      const yr = median(right.map((i) => i.y));
      if (Math.abs(yl - yr) <= Math.max(1, 0.12 * row.size)) both++;
    }
  }
  if (leftChars < 80 || rightChars < 80) return false;
  // A table's header row across the gap ("Degree⇥Institute⇥Board / University⇥Year⇥CGPA"): the gap is between the
  // table's cells, whose wrapped lines sit on baselines of their own, not between two columns of the page.
  if (run.some((row) => tableHeader(row, gutter))) return false;
  // A column of dates beside the entries, with the section headings in it (Zety, Novoresume), is one column read
  // across: most of its lines are dates.
  if (leftDates >= 3 && (leftDates + leftPlaces) * 2 >= leftLines) return false;
  // So is a strip of dates and places set right of the entries in a smaller font, whose baselines sit a point or two
  // lower than the rows' (HTML builders' flex rows, Awesome-CV): its lines are the entries' fields, not a column.
  if (rightCells >= 3 && rightCells * 4 >= rightLines * 3) return false;
  const shareLeft = both / leftLines;
  const shareRight = both / rightLines;
  return shareLeft < 0.7 && shareRight < 0.7;
}

/** The words of an education or a job table's header cells. */
// bdjobs.com's tables too: "Exam Title⇥Concentration/Major⇥Institute⇥Result⇥Pas.Year⇥Duration", "Training Title⇥Topic⇥
// Institute⇥Country⇥Location⇥Year⇥Duration".
const HEADER_CELL_RE = /^(?:degree|degree\s*\/\s*certificate|qualification|certificate|examination|exam(?: title)?|training(?: title)?|topic|institute|institution|school|college|university|board|board\s*\/\s*university|division|division\s*\/\s*board\s*\/\s*university|year|years|pas(?:s|sing)?\.?\s*year|year of passing|session|cgpa|gpa|marks|percentage|%|grade|result|score|subjects?|major|concentration(?:\s*\/\s*major)?|employer|company|organi[sz]ation|designation|position|role|from|to|duration|period|country|location)$/iu;
/**
 * @param {Row} row
 * @param {number} gutter
 */
function tableHeader(row, gutter) {
  const cells = rowToLine(row).fields;
  return cells.length >= 3 && cells.some((c) => c.x1 <= gutter) && cells.some((c) => c.x0 >= gutter) && cells.every((c) => headerCell(c.text.trim()));
}

/** A header cell, or two set closer than a field's gap ("Pas.Year Duration"). */
const headerCell = (/** @type {string} */ text) => HEADER_CELL_RE.test(text) || text.split(/\s+(?=\p{Lu})/u).every((part) => HEADER_CELL_RE.test(part));

const DATE_POINT_RE = /^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d$/iu;
const MONTH_POINT_RE = /^\p{L}{3,9}\.?\s+(?:19|20)\d\d$/iu;
const OPEN_END_RE = /^(?:present|current|now|today)$/iu;
const CONTACT_LINE_RE = /^\+?\(?\d{2,4}\)?[\s.-]?\d{2,4}[\s.-]?\d{3,4}(?:\s|$)|^\S+@\S+\.\S+$|^(?:https?:\/\/|www\.|linkedin\.com|github\.com)/iu;
const LABELLED_ROW_RE = /^\p{Lu}[\p{L}&/ -]{1,28}:\s/u;
// A label of one to three words before a colon ("Systems: ", "Soft skills: ").
const SHORT_LABEL_RE = /^\p{Lu}[\p{L}&/-]*(?: [\p{L}&/-]+){0,2}:\s/u;
const SECTION_LABEL_RE = /^(?:certifications?|certificates?|licen[cs]es?(?: (?:&|and) certifications)?|languages?|awards|honou?rs|interests|publications|memberships|volunteering)\s*:\s/iu;
// "February 2015 – Product …", or with the end's month on the first line and glued to the entry ("Févr. 2015 – aoûtAssistante …").
const OPENER_RE = /^(?:since|from|depuis|seit|ab|desde|sinds|vanaf)$/iu;
const CURRENT_TAIL_RE = /^(?:to date|till date|à ce jour|a ce jour|bis heute|jusqu'à ce jour|to present|till now|to now)$/iu;
/** A month's name or abbreviation written with a capital, as a range's end: "Feb", "Sept.", "March", "Okt", "Dez". */
const END_MONTH_RE = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Mär|März|Mai|Okt|Dez|Ene|Abr|Ago|Dic)\.?$/u;
const RUN_ON_DATE_RE = /^((?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d)\s*[–—-]\s*(?:(\p{Ll}{1,9}\.?)\s*)?(\p{Lu}.*)$/u;

/**
 * A date column whose cells hold a range on two rows ("2022" over "PRESENT", "JUN 2016" over "AUG 2016", beside a title
 * over its employer): the two are one range, in the first row's cell. The second is taken when it is "Present", when
 * both are a month and a year, or when it is alone on its row; two years beside two entries are two entries' dates.
 * @param {Line[]} lines
 * @returns {Line[]}
 */
function joinDateCells(lines) {
  const right = Math.max(...lines.map((l) => l.x1));
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = /** @type {Line} */ (lines[i]);
    const b = /** @type {Line} */ (lines[i + 1]);
    if (joinWrappedRow(a, b, right) || joinWrappedHeader(a, b) || joinWrappedSkillCell(a, b)) {
      lines.splice(i + 1, 1);
      continue;
    }
    // "February 2015 –" over "August 2015" in a date cell too narrow for the range: the cell's first line ran into the
    // entry beside it, with no gap to part them. The range goes back together, and the entry becomes the next field.
    // The end's first word may be on the first line ("Févr. 2015 – août" over "2015", "Octobre 2021 – à" over "ce jour").
    const runOn = a.fields.length === 1 ? RUN_ON_DATE_RE.exec(a.text) : null;
    const cellBelow = b.fields[0];
    // "Oct 2014 – Feb" over "2019": the capital after the dash is the end's month, not an entry.
    const endMonth = runOn && b.fields.length === 1 && END_MONTH_RE.test(runOn[3] ?? "") ? runOn[3] : undefined;
    const endWord = runOn?.[2] ?? endMonth;
    const endsThere = !!cellBelow && (endWord ? /^(?:19|20)\d\d$/u.test(cellBelow.text) || CURRENT_TAIL_RE.test(`${endWord} ${cellBelow.text}`) : DATE_POINT_RE.test(cellBelow.text) || OPEN_END_RE.test(cellBelow.text));
    if (runOn && cellBelow && endsThere && Math.abs(cellBelow.x0 - a.x0) <= 3 && b.y - a.y <= 1.8 * a.size && b.y > a.y) {
      const year = (/** @type {string} */ t) => Number(/\d{4}/u.exec(t)?.[0] ?? 9999);
      if (year(cellBelow.text) >= year(runOn[1] ?? "")) {
        const entry = endMonth ? "" : (runOn[3] ?? "");
        const cut = a.x0 + ((a.x1 - a.x0) * (a.text.length - entry.length)) / Math.max(1, a.text.length);
        const range = { text: `${runOn[1]} – ${endWord ? `${endWord} ` : ""}${cellBelow.text}`, x0: a.x0, x1: Math.max(cut, cellBelow.x1) };
        a.fields = entry ? [range, { text: entry, x0: cut, x1: a.x1 }] : [range];
        a.text = a.fields.map((f) => f.text).join("\t");
        a.fielded = a.fields.length > 1;
        if (dropFirstField(b)) lines.splice(i + 1, 1);
        continue;
      }
    }
    // "November" over "2021 – Present" in a gutter too narrow for the month and its year (review 51).
    if (a.fields.length >= 2 && a.fields[0] && cellBelow && END_MONTH_RE.test(a.fields[0].text.trim()) && /^(?:19|20)\d\d\b/u.test(cellBelow.text) && Math.abs(cellBelow.x0 - a.fields[0].x0) <= 3 && b.y - a.y <= 1.8 * a.size && b.y > a.y) {
      a.fields[0] = { ...a.fields[0], text: `${a.fields[0].text.trim()} ${cellBelow.text}`, x1: Math.max(a.fields[0].x1, cellBelow.x1) };
      // "September" over "2018 – June" over "2019": the range's end on a third line of the cell.
      const c = lines[i + 2];
      const end = c?.fields[0];
      const third = OPEN_RANGE_RE.test(a.fields[0].text) && end && RANGE_END_RE.test(end.text.trim()) && Math.abs(end.x0 - a.fields[0].x0) <= 3 && c.y - b.y <= 1.8 * a.size;
      if (third) a.fields[0] = { ...a.fields[0], text: `${a.fields[0].text} ${end.text.trim()}`, x1: Math.max(a.fields[0].x1, end.x1) };
      a.text = a.fields.map((f) => f.text).join("\t");
      if (third && c && dropFirstField(c)) lines.splice(i + 2, 1);
      if (dropFirstField(b)) lines.splice(i + 1, 1);
      continue;
    }
    // "Depuis" over "septembre 2020": "since" and its date on two lines of the cell.
    if (a.fields.length >= 2 && a.fields[0] && cellBelow && OPENER_RE.test(a.fields[0].text) && DATE_POINT_RE.test(cellBelow.text) && Math.abs(cellBelow.x0 - a.fields[0].x0) <= 3 && b.y - a.y <= 1.8 * a.size && b.y > a.y) {
      a.fields[0] = { ...a.fields[0], text: `${a.fields[0].text} ${cellBelow.text}`, x1: Math.max(a.fields[0].x1, cellBelow.x1) };
      a.text = a.fields.map((f) => f.text).join("\t");
      if (dropFirstField(b)) lines.splice(i + 1, 1);
      continue;
    }
    const start = a.fields[0];
    const cell = b.fields[0];
    if (a.fields.length < 2 || !start || !cell || !DATE_POINT_RE.test(start.text) || b.y - a.y > 1.8 * a.size) continue;
    if (Math.abs(cell.x0 - start.x0) > 3 || !(DATE_POINT_RE.test(cell.text) || OPEN_END_RE.test(cell.text))) continue;
    const year = (/** @type {string} */ t) => Number(/\d{4}/u.exec(t)?.[0] ?? 0);
    const paired = OPEN_END_RE.test(cell.text) || (MONTH_POINT_RE.test(start.text) && MONTH_POINT_RE.test(cell.text)) || b.fields.length === 1;
    if (!paired || (!OPEN_END_RE.test(cell.text) && year(cell.text) < year(start.text))) continue;
    a.fields[0] = { ...start, text: `${start.text} – ${cell.text}`, x1: Math.max(start.x1, cell.x1) };
    a.text = a.fields.map((f) => f.text).join("\t");
    if (dropFirstField(b)) lines.splice(i + 1, 1);
  }
  return lines;
}

/**
 * A table row whose cells are centred on the row's height: a cell of one line ("2014") sits half a line below a cell of
 * two ("Institute of Business" over "Administration"), closer than any two lines of text are. Lines less than 0.7 of a
 * line apart, each in cells, are one row: a cell under another cell goes on in it, the others take their places.
 * @param {Line[]} lines
 * @returns {Line[]}
 */
function joinCentredCells(lines) {
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = /** @type {Line} */ (lines[i]);
    const b = /** @type {Line} */ (lines[i + 1]);
    const size = Math.min(a.size, b.size);
    const gap = b.y - a.y;
    if (gap <= 0.2 * size || gap >= 0.7 * size || a.fields.length + b.fields.length < 3) continue;
    for (const f of b.fields) {
      const under = a.fields.find((g) => Math.abs(g.x0 - f.x0) <= 3 || (f.x0 < g.x1 && g.x0 < f.x1));
      if (under) {
        under.text = `${under.text} ${f.text}`;
        under.x1 = Math.max(under.x1, f.x1);
      } else a.fields.push({ ...f });
    }
    a.fields.sort((f, g) => f.x0 - g.x0);
    a.text = a.fields.map((f) => f.text).join("\t");
    a.fielded = a.fields.length > 1;
    // The row's baseline is its lowest line's: the next line's distance is measured from there.
    a.y = b.y;
    lines.splice(i + 1, 1);
    i--;
  }
  return lines;
}

/**
 * A cell whose date range ran out of room: "August 2014 – May", "2012 –", "August 20, 2014 → May", "Jan 2022 to",
 * "02/2021 to" (review 51: a gutter of dates 24 mm wide, every job of the résumé lost).
 */
const OPEN_RANGE_RE = /^(?:\p{L}{3,9}\.?\s+|\d{1,2}[/.]\s?)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:19|20)\d\d\s*(?:[–—→-]|\s(?:to|until|till))(?:\s*\p{L}{3,9}\.?)?$/u;
/** A range of year-month dates left open at a line's end: "2021-05 to", "2018-01 to 2021-". */
const ISO_OPEN_RANGE_RE = /^(?:19|20)\d\d[-/.]\d{1,2}\s*(?:[–—→-]|\s(?:to|until|till))(?:\s*(?:19|20)\d\d-)?$/u;
const RANGE_END_RE = /^(?:(?:\p{L}{3,9}\.?\s+|\d{1,2}[/.]\s?)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:19|20)\d\d|present|current|now|today)$/iu;

/**
 * A table's row whose cells wrapped onto a second line ("B.B.A. Management Information⇥The University of Texas at⇥
 * August 2014 – May" over "Systems⇥Austin⇥2018"): each cell goes on under itself, and the date cell's range is open
 * above and closed below. Rows of a table that each hold a whole entry are left apart: the range is what tells.
 * Joins `b` into `a` and returns true when it is such a row.
 * @param {Line} a
 * @param {Line} b
 * @param {number} right the block's right edge
 */
function joinWrappedRow(a, b, right) {
  if (a.fields.length < 2 || b.fields.length < 1 || b.y <= a.y || b.y - a.y > 1.8 * a.size) return false;
  const at = b.fields.map((f) => a.fields.findIndex((g) => Math.abs(g.x0 - f.x0) <= 3));
  if (at.some((k) => k < 0) || new Set(at).size !== at.length) return false;
  // "2021-05 to" over "present", "2018-01 to 2021-" over "04" (a Word table's date cell, review 64): the range's end wraps,
  // its month alone after a year cut at its hyphen.
  const dated = a.fields.findIndex((f) => OPEN_RANGE_RE.test(f.text.trim()) || ISO_OPEN_RANGE_RE.test(f.text.trim()));
  const end = at.indexOf(dated);
  if (dated < 0 || end < 0) return false;
  const cutYear = /(?:19|20)\d\d-$/.test(/** @type {Field} */ (a.fields[dated]).text.trim());
  const endText = /** @type {Field} */ (b.fields[end]).text.trim();
  if (cutYear ? !/^(?:0?[1-9]|1[0-2])$/.test(endText) : !RANGE_END_RE.test(endText)) return false;
  // A cell's line under a line that had room for its first word is a line of its own, not a wrap ("Software Engineer"
  // over "Northwind Labs, Austin, TX" beside "Jun 2016 – Dec" over "2019", review 39's M5): only the date goes up.
  const roomy = b.fields.some((f, k) => {
    if (k === end) return false;
    const g = /** @type {Field} */ (a.fields[/** @type {number} */ (at[k])]);
    // The cell ends where the next cell begins, or at the block's right edge.
    const cellEnd = a.fields[/** @type {number} */ (at[k]) + 1]?.x0 ?? right;
    const word = ((f.x1 - f.x0) * (f.text.trim().split(/\s/u)[0]?.length ?? 0)) / Math.max(1, f.text.trim().length);
    return g.x1 + word + 0.5 * a.size < cellEnd - 0.5 * a.size;
  });
  if (roomy && end === 0) {
    const g = /** @type {Field} */ (a.fields[dated]);
    const f = /** @type {Field} */ (b.fields[0]);
    g.text = `${g.text.trim()} ${f.text.trim()}`;
    g.x1 = Math.max(g.x1, f.x1);
    a.text = a.fields.map((x) => x.text).join("\t");
    dropFirstField(b);
    return false;
  }
  b.fields.forEach((f, k) => {
    const g = /** @type {Field} */ (a.fields[/** @type {number} */ (at[k])]);
    g.text = k === end && cutYear ? `${g.text.trim()}${f.text.trim()}` : `${g.text.trim()} ${f.text.trim()}`;
    g.x1 = Math.max(g.x1, f.x1);
  });
  a.text = a.fields.map((f) => f.text).join("\t");
  return true;
}

/**
 * A job's header cell that wrapped beside its dates in a narrow column ("Staff Platform Engineer, Fenwick⇥Jan 2023 –
 * Present" over "Cloud, Dublin"): the line below goes on in the cell when its first word had no room left on the line
 * above. Only a header that had begun its employer (a comma, " at ", a bar or a dash) is taken, so that a long title
 * over its employer's line stays apart (review 51: four employers cut in two).
 * Joins `b` into `a` and returns true when it is such a row.
 * @param {Line} a
 * @param {Line} b
 */
function joinWrappedHeader(a, b) {
  const [cell, dates] = a.fields;
  const below = b.fields[0];
  if (a.fields.length !== 2 || b.fields.length !== 1 || !cell || !dates || !below || b.bullet) return false;
  if (!DATE_ONLY_RE.test(dates.text.trim()) || b.y <= a.y || b.y - a.y > 1.8 * a.size || Math.abs(below.x0 - cell.x0) > 3) return false;
  if (!/,\s|\sat\s|\s[|–—]\s/u.test(cell.text) || DATE_ONLY_RE.test(below.text.trim()) || CONTACT_LINE_RE.test(below.text.trim())) return false;
  const text = below.text.trim();
  const word = ((below.x1 - below.x0) * (text.split(/\s/u)[0]?.length ?? 0)) / Math.max(1, text.length);
  if (cell.x1 + word + a.size < dates.x0) return false;
  cell.text = `${cell.text.trim()} ${text}`;
  a.text = a.fields.map((f) => f.text).join("\t");
  // The next line's distance is measured from the lower line, as for any wrapped line.
  a.y = b.y;
  return true;
}

/** A skill's level in the cell beside it. */
const LEVEL_CELL_RE = /^(?:beginner|basic|elementary|intermediate|advanced|expert|proficient|fluent|native|novice|working knowledge)$/iu;

/**
 * A skills table's name cell wrapped beside its level ("Benefits⇥Intermediate" over "administration", "Medication
 * therapy⇥Expert" over "management"): the line below, one cell in small letters under the name, goes on in it (review 51).
 * Joins `b` into `a` and returns true when it is such a row.
 * @param {Line} a
 * @param {Line} b
 */
function joinWrappedSkillCell(a, b) {
  const [cell, level] = a.fields;
  const below = b.fields[0];
  if (a.fields.length !== 2 || b.fields.length !== 1 || !cell || !level || !below || b.bullet) return false;
  if (!LEVEL_CELL_RE.test(level.text.trim()) || !/^\p{Ll}[\p{L} -]{0,30}$/u.test(below.text.trim())) return false;
  if (b.y <= a.y || b.y - a.y > 1.6 * a.size || Math.abs(below.x0 - cell.x0) > 3) return false;
  cell.text = `${cell.text.trim()} ${below.text.trim()}`;
  a.text = a.fields.map((f) => f.text).join("\t");
  a.top = a.top ?? a.y;
  a.y = b.y;
  return true;
}

/**
 * Takes the first cell off a line whose date cell was moved up; true when nothing is left of the line.
 * @param {Line} b
 */
function dropFirstField(b) {
  if (b.fields.length === 1) return true;
  b.fields = b.fields.slice(1);
  const first = /** @type {Field} */ (b.fields[0]);
  b.text = b.fields.map((f) => f.text).join("\t");
  b.x0 = first.x0;
  b.textStart = first.x0;
  b.firstWordWidth = ((first.x1 - first.x0) * (first.text.split(" ")[0]?.length ?? 0)) / Math.max(1, first.text.length);
  b.fielded = b.fields.length > 1;
  b.bullet = BULLET_RE.test(b.text);
  return false;
}

/** A date or a range alone in a cell: "2022", "PRESENT", "JUN 2016", "2019 2022", "Mar 2019 – Present". */
const DATE_ONLY_RE =
  /^(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d|present|current|now|today)(?:\s*(?:[–—-]|to)?\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d|present|current|now|today))?$/iu;

/**
 * A sidebar that holds the dates of the jobs written beside it (Canva's templates): each date, or a date over the
 * date under it ("2022" / "PRESENT"), standing alone in the left column at the height of a line of the right column,
 * is moved to the end of that line, where a date column on the right would put it. Dates with text next to them in
 * the sidebar (a school over its years) stay. Two such dates at least: one alone may be chance. Changes the arrays.
 * @param {TextItem[]} leftItems
 * @param {TextItem[]} rightItems
 */
function moveDateColumn(leftItems, rightItems) {
  const leftRows = groupRows(leftItems);
  const rightRows = groupRows(rightItems);
  if (leftRows.length < 2 || rightRows.length < 3) return;
  const text = (/** @type {Row} */ row) => row.items.map((i) => i.str).join(" ").replace(/\s+/g, " ").trim();
  const isDate = leftRows.map((row) => DATE_ONLY_RE.test(text(row)));
  const near = (/** @type {Row | undefined} */ row, /** @type {Row} */ ref) => !!row && Math.abs(row.y - ref.y) <= 1.8 * ref.size;
  const rightEnd = rightItems.reduce((end, i) => Math.max(end, i.x + i.w), -Infinity);
  /** @type {Set<TextItem>} */
  const moved = new Set();
  /** @type {TextItem[]} */
  const added = [];
  for (let k = 0; k < leftRows.length; k++) {
    if (!isDate[k]) continue;
    const row = /** @type {Row} */ (leftRows[k]);
    const group = [row];
    const next = leftRows[k + 1];
    if (next && isDate[k + 1] && near(next, row) && !/[–—-]|\d{4}\D+\d{4}/u.test(text(row))) group.push(next);
    const last = /** @type {Row} */ (group[group.length - 1]);
    const before = leftRows[k - 1];
    const after = leftRows[k + group.length];
    k += group.length - 1;
    if ((near(before, row) && !isDate[k - group.length]) || (near(after, last) && !isDate[k + 1])) continue;
    const target = rightRows.find((r) => Math.abs(r.y - row.y) <= 0.6 * Math.max(r.size, row.size));
    if (!target) continue;
    const str = group.map(text).join(" – ");
    added.push({ str, x: rightEnd + 24, y: target.y, w: str.length * row.size * 0.5, size: target.size });
    for (const g of group) for (const item of g.items) moved.add(item);
  }
  if (added.length < 2) return;
  const kept = leftItems.filter((item) => !moved.has(item));
  leftItems.splice(0, leftItems.length, ...kept);
  rightItems.push(...added);
}

/**
 * Splits rows into reading-ordered blocks and counts the columns side by side.
 * @param {Row[]} rows
 * @param {{ pageHeight: number, body: number }} context
 * @param {number} depth
 * @returns {{ blocks: Row[][], columns: number, sideRight?: { count: number, mainX: number, gutter: number } }}
 */
export function orderRegions(rows, context, depth = 0) {
  if (rows.length === 0) return { blocks: [], columns: 0 };
  const split = depth < 4 ? findColumnSplit(rows, context) : null;
  if (!split) return { blocks: [rows], columns: 1 };
  const above = rows.slice(0, split.start);
  const below = rows.slice(split.end + 1);
  /** @type {TextItem[]} */
  const leftItems = [];
  /** @type {TextItem[]} */
  const rightItems = [];
  for (const row of rows.slice(split.start, split.end + 1)) {
    for (const item of row.items) (item.x + item.w / 2 < split.gutter ? leftItems : rightItems).push(item);
  }
  moveDateColumn(leftItems, rightItems);
  // Rows were grouped across the whole width; each column's lines are grouped again on their own, so a tall
  // heading in one column cannot pull two lines of the other column into one row.
  const left = groupRows(leftItems);
  const right = groupRows(rightItems);
  const table = tableRowsOf(left, right);
  if (table) {
    // A layout table (employer, place and dates in the left cell, title and duties in the right): each row of the table
    // is read left cell, then right cell, so that a job's title stays with its employer (review 39's H1).
    const pairs = table.map(([l, r]) => [orderRegions(l, context, depth + 1), orderRegions(r, context, depth + 1)]);
    const [a, b] = [above, below].map((part) => orderRegions(part, context, depth + 1));
    return {
      blocks: [...(a?.blocks ?? []), ...pairs.flatMap(([l, r]) => [...(l?.blocks ?? []), ...(r?.blocks ?? [])]), ...(b?.blocks ?? [])],
      // Read row by row, a table is no pair of columns read one after the other (review 43's F3).
      columns: Math.max(a?.columns ?? 0, b?.columns ?? 0, ...pairs.map(([l, r]) => Math.max(l?.columns ?? 0, r?.columns ?? 0))),
    };
  }
  const parts = [above, left, right, below].map((part) => orderRegions(part, context, depth + 1));
  const [a, l, r, b] = /** @type {[typeof parts[0], typeof parts[0], typeof parts[0], typeof parts[0]]} */ (parts);
  const blocks = [...a.blocks, ...l.blocks, ...r.blocks, ...b.blocks];
  const columns = Math.max(a.columns, l.columns + r.columns, b.columns);
  // A sidebar on the right that ends the page: the main column may go on over the next page (sideRight, layoutDocument).
  const mainX = Math.min(...leftItems.map((i) => i.x));
  const sideEnd = Math.max(...rightItems.map((i) => i.x + i.w));
  if (depth === 0 && b.blocks.length === 0 && r.blocks.length && sideEnd - split.gutter < split.gutter - mainX)
    return { blocks, columns, sideRight: { count: r.blocks.length, mainX, gutter: split.gutter } };
  return { blocks, columns };
}

/**
 * Whether a page's text lies within the main column of the page before, whose right sidebar ended that page: a page 2
 * that goes on with the jobs of page 1's main column (review 51: a job on page 2 had been read after the sidebar's
 * Languages and Hobbies, and lost).
 * @param {Row[]} rows
 * @param {{ mainX: number, gutter: number }} side
 */
function continuesMain(rows, side) {
  const items = rows.flatMap((row) => row.items);
  if (!items.length) return false;
  const x0 = Math.min(...items.map((i) => i.x));
  const x1 = Math.max(...items.map((i) => i.x + i.w));
  return Math.abs(x0 - side.mainX) <= 15 && x1 <= side.gutter + 15;
}

/**
 * The rows of a layout table split at a gutter, as [left rows, right rows] a table row, or null when the two sides are
 * columns of their own. A table row starts on one baseline on both sides: each block of the left side (lines apart from
 * the next by more than a line and a half) starts level with a line of the right side that itself opens a block (the
 * first, or after a wider gap than the right side's lines have). Two such rows at least; a last left block level with
 * nothing (a heading under the table) is read after it. A sidebar beside a page of text has blocks that start level
 * with lines inside a paragraph.
 * @param {Row[]} allLeft
 * @param {Row[]} right
 * @returns {[Row[], Row[]][] | null}
 */
function tableRowsOf(allLeft, right) {
  // Left lines above the right side's first (the section's heading, set in the left cell's width) are read before.
  const first = /** @type {Row | undefined} */ (right[0]);
  const lead = first ? allLeft.filter((r) => r.y < first.y - 0.3 * Math.max(r.size, first.size)) : [];
  const left = allLeft.slice(lead.length);
  if (left.length < 2 || right.length < 2) return null;
  const blocks = [[/** @type {Row} */ (left[0])]];
  for (let i = 1; i < left.length; i++) {
    const a = /** @type {Row} */ (left[i - 1]);
    const b = /** @type {Row} */ (left[i]);
    if (b.y - a.y > 1.8 * Math.max(a.size, b.size)) blocks.push([b]);
    else /** @type {Row[]} */ (blocks.at(-1)).push(b);
  }
  if (blocks.length < 2) return null;
  const gaps = right.slice(1).map((r, i) => r.y - /** @type {Row} */ (right[i]).y);
  const line = median(gaps);
  /** @type {number[]} the index in `right` where each table row starts */
  const starts = [];
  for (const [k, block] of blocks.entries()) {
    const top = /** @type {Row} */ (block[0]);
    const j = right.findIndex((r) => Math.abs(r.y - top.y) <= 0.3 * Math.max(r.size, top.size));
    const opens = j === 0 ? k === 0 : j > 0 && /** @type {number} */ (gaps[j - 1]) > 1.25 * line;
    if (j < 0 && k === blocks.length - 1 && starts.length >= 2 && top.y > /** @type {Row} */ (right.at(-1)).y) break;
    if (!opens) return null;
    starts.push(j);
  }
  if (starts.length < 2) return null;
  /** @type {[Row[], Row[]][]} */
  const head = lead.length ? [[lead, []]] : [];
  return head.concat(starts.map((j, k) => {
    const from = /** @type {Row} */ (right[j]).y - 0.5;
    const next = starts[k + 1];
    const to = next === undefined ? Infinity : /** @type {Row} */ (right[next]).y - 0.5;
    const inRow = (/** @type {Row} */ r) => r.y >= from && r.y < to;
    const leftRows = blocks.slice(k, next === undefined ? starts.length : k + 1).flat().filter(inRow);
    return /** @type {[Row[], Row[]]} */ ([leftRows, right.filter(inRow)]);
  }), blocks.length > starts.length ? [[/** @type {Row[]} */ (blocks.at(-1)), []]] : []);
}

/**
 * A date column beside the entries, closer to them than a field's gap (an HTML or Word CV template's grid, a few
 * points apart): where four rows or more have an item starting at the same place, each after an item whose end lines
 * up with the others' (a right-aligned column) or whose start does (a left-aligned one), that place is a column's
 * edge, and the gap before it parts two fields ("Aug 2018 – Jul" | "Specialty Registrar …" over "2021" | "Education
 * England …"; reviews 70 and 76: the wrapped year had been read into the entry, and the range cut short).
 * @param {Row[]} rows
 */
function markColumnEdges(rows) {
  /** @type {Map<number, { a: TextItem, b: TextItem }[]>} */
  const at = new Map();
  for (const row of rows) {
    for (let i = 1; i < row.items.length; i++) {
      const a = /** @type {TextItem} */ (row.items[i - 1]);
      const b = /** @type {TextItem} */ (row.items[i]);
      const size = Math.max(a.size, b.size);
      const gap = b.x - (a.x + a.w);
      // Wider than a word's space (and not the space after a comma: "Berlin, Germany" under each date).
      if (gap < 0.45 * size || gap >= 0.8 * size || !a.str.trim() || !b.str.trim() || /,\s*$/.test(a.str)) continue;
      const key = Math.round(b.x);
      const list = at.get(key) ?? [];
      list.push({ a, b });
      at.set(key, list);
    }
  }
  for (const list of at.values()) {
    // Entries that differ: the same words at the same place row after row are a repeated line, not a column.
    if (list.length < 4 || new Set(list.map(({ b }) => b.str.trim())).size < 3) continue;
    const ends = list.map(({ a }) => a.x + a.w);
    const starts = list.map(({ a }) => a.x);
    const aligned = (/** @type {number[]} */ xs) => Math.max(...xs) - Math.min(...xs) <= 1.5;
    if (!aligned(list.map(({ b }) => b.x)) || !(aligned(ends) || aligned(starts))) continue;
    for (const { b } of list) b.edge = true;
  }
}

/** Letters of one word written apart by letter-spacing, within one item ("E x p e r i e n c e", "L I N D Q V I S T ,"). */
const SPACED_LETTERS_RE = /^\p{L}(?: \p{L})+(?: ?,)?$/u;
/** A letter or a pair a font kerns into one run ("TA" of small capitals). */
const LETTER_RUN_RE = /^\p{L}{1,2}$/u;

/**
 * Letter-spaced words as plain words. Two ways PDFs carry them (review 65): pdf.js puts a space between the letters
 * inside one item ("E x p e r i e n c e", the words apart in items of their own), or each letter is an item with a
 * narrow space item after it and a wide one between words ("D", " ", "I", …, "TA", "L", "  ", "M", …). Read as
 * written, every job title and degree so set came out as single letters. A row is changed only when it holds at
 * least four spaced letters, so "A B" or an initial between names stay as they are.
 * @param {TextItem[]} items
 * @returns {TextItem[]}
 */
function untracked(items) {
  const spacedIn = items.filter((i) => SPACED_LETTERS_RE.test(i.str));
  // Only where the words are items of their own: "J A N E D O E" in one item has lost the space between its words, and is
  // left for the readers of names and headings to split.
  if (spacedIn.length >= 2 && spacedIn.some((i) => i.str.length >= 7)) {
    // Each keeps its letters' pitch: the gap to the next word is as wide as the spacing, and parts no fields.
    return items.map((i) => (SPACED_LETTERS_RE.test(i.str) ? { ...i, str: i.str.replace(/ /gu, ""), pitch: i.w / i.str.replace(/ /gu, "").length } : i));
  }
  // Letters each with a space after it (cleanItems keeps a space item as a flag): the gap to the next letter is the
  // narrow space of the tracking, to the next word a wide one.
  const gaps = [];
  for (let k = 0; k < items.length - 1; k++) {
    const a = /** @type {TextItem} */ (items[k]);
    const b = /** @type {TextItem} */ (items[k + 1]);
    if (a.spaceAfter && LETTER_RUN_RE.test(a.str) && LETTER_RUN_RE.test(b.str)) gaps.push({ k, gap: b.x - (a.x + a.w) });
  }
  if (gaps.length < 4) return items;
  const sorted = gaps.map((g) => g.gap).sort((a, b) => a - b);
  // The widest jump between two gaps in order splits the narrow from the wide. With no jump (evenly spaced short words,
  // or one spaced word: "E X P E R I E N C E", which the heading reader knows) the row stays as it is.
  let cut = sorted.length;
  let best = 2.5;
  for (let i = 1; i < sorted.length; i++) {
    const ratio = /** @type {number} */ (sorted[i]) / Math.max(0.5, /** @type {number} */ (sorted[i - 1]));
    if (ratio >= best) {
      best = ratio;
      cut = i;
    }
  }
  if (cut === sorted.length || cut < 4 || cut < 0.6 * sorted.length) return items;
  const limit = /** @type {number} */ (sorted[cut - 1]);
  const narrow = new Set(gaps.filter((g) => g.gap <= limit).map((g) => g.k));
  return items.map((item, k) => (narrow.has(k) ? { ...item, spaceAfter: false } : item));
}

/**
 * A line of justified text in a narrow column (LaTeX's default): its word spaces are stretched past a field's gap, but
 * all alike, between single words of running prose. A table's cells have gaps as unlike as their words' widths (review
 * 72: each word of "Built the lab's arrayed CRISPR validation pipeline" had become a field, and a skill).
 * @param {TextItem[]} items
 */
function justifiedRow(items) {
  const words = items.filter((it, i) => it.str.trim() && !(i === 0 && BULLET_RE.test(it.str.trim())));
  if (words.length < 5 || words.some((it) => /\s/u.test(it.str.trim()))) return false;
  const gaps = [];
  for (let i = 1; i < words.length; i++) {
    const a = /** @type {TextItem} */ (words[i - 1]);
    const b = /** @type {TextItem} */ (words[i]);
    gaps.push(b.x - (a.x + a.w));
  }
  const size = median(words.map((it) => it.size));
  // Pieces of one word that touch ("fl" + "uorescence", a ligature drawn apart) part nothing.
  const spaces = gaps.filter((g) => g > 0.15 * size);
  const wide = spaces.filter((g) => g >= 0.8 * size);
  if (wide.length < 3 || wide.length < spaces.length * 0.8 || Math.max(...spaces) > 1.25 * Math.min(...spaces) || Math.max(...spaces) > 2.5 * size) return false;
  return words.filter((it) => /^\p{Ll}/u.test(it.str.trim())).length * 2 >= words.length;
}

/**
 * Joins a row's items into text: a space where the gap is a word space (or pdf.js saw one), a tab where the gap
 * separates fields (a date to the right of a title, a label column).
 * @param {Row} row
 * @returns {Line}
 */
export function rowToLine(row) {
  const items = untracked(row.items);
  // Letter-spaced text (S U M M A R Y) has wide gaps between single letters: raise the word-space threshold.
  const letterGaps = [];
  for (let i = 1; i < items.length; i++) {
    const a = /** @type {TextItem} */ (items[i - 1]);
    const b = /** @type {TextItem} */ (items[i]);
    if (a.str.length === 1 && b.str.length === 1) letterGaps.push(b.x - (a.x + a.w));
  }
  const tracking = letterGaps.length >= 3 && median(letterGaps) > 0.12 * row.size ? median(letterGaps) : 0;
  const justified = justifiedRow(items);
  let text = "";
  let fielded = false;
  let textStart = /** @type {TextItem} */ (items[0]).x;
  /** @type {{ x0: number, x1: number }[]} */
  const spans = [{ x0: textStart, x1: textStart }];
  for (let i = 0; i < items.length; i++) {
    const item = /** @type {TextItem} */ (items[i]);
    if (i > 0) {
      const prev = /** @type {TextItem} */ (items[i - 1]);
      const gap = item.x - (prev.x + prev.w);
      const size = Math.max(prev.size, item.size);
      const afterBullet = i === 1 && BULLET_RE.test(prev.str.trim());
      const pitch = Math.max(prev.pitch ?? 0, item.pitch ?? 0);
      const edge = !!item.edge && gap >= 0.3 * size;
      if (!afterBullet && !justified && (edge || (gap >= Math.max(0.8 * size, 2.5 * 0.3 * size, 1.5 * pitch) + tracking && gap > 6))) {
        text = text.replace(/\s+$/u, "") + "\t";
        fielded = true;
        spans.push({ x0: item.x, x1: item.x });
      } else if (gap > 0.18 * size + tracking || (prev.spaceAfter && gap > -0.1 * size)) {
        if (!/\s$/u.test(text) && !/^\s/u.test(item.str)) text += " ";
      }
    }
    text += item.str.replace(/\t/gu, " ");
    /** @type {{ x0: number, x1: number }} */ (spans[spans.length - 1]).x1 = item.x + item.w;
    if (i === 1 && BULLET_RE.test(/** @type {TextItem} */ (items[0]).str.trim())) textStart = item.x;
  }
  text = text.replace(/ {2,}/gu, " ").trim();
  const fields = text.split("\t").map((t, i) => ({ text: t.trim(), x0: spans[i]?.x0 ?? 0, x1: spans[i]?.x1 ?? 0 }));
  const first = /** @type {TextItem} */ (items[0]);
  const last = /** @type {TextItem} */ (items[items.length - 1]);
  // The first word may span several items (some PDFs place every glyph cluster on its own).
  let firstWordWidth = 0;
  for (let i = 0; i < items.length; i++) {
    const item = /** @type {TextItem} */ (items[i]);
    const str = item.str.replace(/^\s+/u, "");
    const space = str.search(/\s/u);
    if (space >= 0) {
      firstWordWidth = item.x + (item.w * space) / Math.max(1, str.length) - first.x;
      break;
    }
    firstWordWidth = item.x + item.w - first.x;
    const next = items[i + 1];
    if (!next || item.spaceAfter || next.x - (item.x + item.w) > 0.18 * item.size) break;
  }
  if (BULLET_RE.test(text) && textStart === first.x) {
    // A bullet glued to its text in one item: the text starts after the marker.
    const marker = text.match(BULLET_RE)?.[0] ?? "";
    textStart = first.x + (first.w * marker.length) / Math.max(1, first.str.length);
  }
  return {
    text,
    x0: first.x,
    x1: last.x + last.w,
    y: row.y,
    size: Math.max(...items.map((i) => i.size)),
    textStart,
    firstWordWidth,
    fielded,
    bullet: BULLET_RE.test(text),
    fields,
    firstFont: first.font,
    lastFont: last.font,
    oneFont: items.every((i) => i.font === first.font),
  };
}

/** The first words of a certificate's name: "Certified …", a vendor's certification. */
const CERT_START_RE = /^(?:Certified\s|(?:AWS|Microsoft|Google|Cisco|CompTIA|Oracle|Salesforce|HubSpot|Azure)\s(?:Certified|Cloud|Professional|Associate|Security|Network|Administrator|Developer|Solutions)\b)/u;
/** A line that is a range of dates alone: "2014 – 2018", "Sep 2019 – Present". */
const DATES_LINE_RE = /^(?:\p{L}{3,9}\.?\s)?(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s)?(?:19|20)\d{2}|present|current|now|today)$/iu;
/** The end of a line that runs on into the next: a comma, a dash, a joining word. */
const RUNS_ON_RE = /[,;:&/–—-]$|\s(?:of|and|for|the|in|at|from|since)$/iu;
/** A line opening with a school's name: "University of Washington", "Universidad de …", "College of Charleston". */
const SCHOOL_START_RE = /^(?:the\s)?(?:university|universidad|université|universität|college|institute|école|school) (?:of|de|du|des|für|for)\s\p{Lu}/iu;
/** A year at the end of a line, alone or ending a range: "…, 2022", "(2019)", "2015–2019" (not "since 2015.": a sentence). */
const YEAR_END_RE = /(?:^|[^\p{L}\p{Nd}])(?:19|20)\d{2}\)?$/u;
// A bullet written as text ("- Prepared …", "• Led …").
const BULLET_TEXT_RE = /^[-–•*·▪◦]\s/u;
// "Title, Employer, 2018 - 2019" or "… 2020 – Present": a capital, a comma, and a range of years at the end.
// (No i flag: with it, \p{Lu} takes lower-case letters too.)
const DATED_ENTRY_RE = /^\p{Lu}[^,]{0,80},.*(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|[Pp]resent|PRESENT|[Cc]urrent|CURRENT|[Nn]ow|[Tt]oday)\)?$/u;
const MONTH_START_RE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s/iu;
/** An open date range at the end of a line: "2019–present", "Jan 2020 – Present", "08/2019 to till date". */
const OPEN_RANGE_END_RE = /(?:[–—-]|\sto|\still)\s*(?:present|current|now|today|date|ongoing)\)?$/iu;
/** The last word of such a range, tested first (cheaper than the range on the whole line). */
const OPEN_END_WORD_RE = /(?:present|current|now|today|date|ongoing)\)?$/iu;
/** A phone number at the end or at the start of a line. */
const PHONE_END_RE = /(?:^|\s)\+?\(?\d[\d ().-]{6,}\d$/u;
const PHONE_START_RE = /^\+?\(?\d[\d ().-]{6,}\d(?:\s|$)/u;
/** One word that is an e-mail or a web address ("linkedin.com/in/name", "www.example.org", "example.dev"). */
const CONTACT_WORD_RE =
  /^(?:[^\s@]+@[^\s@]+\.\p{L}{2,}|(?:https?:\/\/|www\.)\S+|[\p{L}\p{Nd}-]+(?:\.[\p{L}\p{Nd}-]+)+\/\S*|[\p{L}\p{Nd}-]+(?:\.[\p{L}\p{Nd}-]+)*\.(?:com|org|net|io|dev|me|ai|app|co|edu|info))$/iu;

/** A town and its state, county or country alone on a line: "Warrington, UK", "Austin, TX", "Leeds, England". */
const PLACE_LINE_RE = /^(?:\p{Lu}[\p{L}.'’-]*\s?){1,3},\s?(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+)$/u;
const EMPLOYER_PLACE_END_RE = /\S,\s(?:\p{Lu}[\p{L}.'’-]*\s){0,2}\p{Lu}[\p{L}.'’-]*,\s\p{Lu}{2}$/u;

/**
 * Two lines are two entries of a list, not one wrapped line, when the first ends the way entries end (a year, a
 * date range, an e-mail, a web address, a phone number) and the second starts the way entries start (a capital
 * letter, a name like "eBay", or a contact detail even in lower case). The width test cannot tell them apart: in a
 * list of one-line entries the longest one sets the measure, so the next entry's first word "would not have
 * fitted" after it, and in a narrow sidebar almost no word fits after any line. A wrapped line rarely starts with a
 * capital right after a year or an address. The address patterns are tried on one word only: run over whole lines
 * they restart at every character (about 35 µs a line).
 */
function separateEntries(/** @type {Line} */ prev, /** @type {Line} */ line) {
  // A bullet over "Staff Accountant, Balance Co, 2018 - 2019": an entry's line, dated at its end, opens the next entry.
  // After the section's longest line every next line "would not have fitted" (review 35's F6).
  if ((prev.bullet || BULLET_TEXT_RE.test(prev.text)) && DATED_ENTRY_RE.test(line.text) && !MONTH_START_RE.test(line.text)) return true;
  // "United Utilities" over "Warrington, UK" in a narrow column: a place alone under a short name is the entry's place.
  // The place ends its line too: "Warrington, UK" over "Oct 2014 – Feb 2019".
  if (PLACE_LINE_RE.test(line.text) && prev.text.split(" ").length <= 4 && !/[,;:–—-]$/u.test(prev.text)) return true;
  if (PLACE_LINE_RE.test(prev.text) && /^[\p{Lu}\p{Nd}]/u.test(line.text)) return true;
  // "Great Lakes Community Bank, Milwaukee, WI" over "Lead a $4.1B community bank …": an employer's line ends on its
  // town and state; what follows on the next line opens a sentence of its own (review 56).
  if (EMPLOYER_PLACE_END_RE.test(prev.text) && /^\p{Lu}/u.test(line.text)) return true;
  const lastWord = prev.text.slice(prev.text.lastIndexOf(" ") + 1);
  const endsEntry =
    YEAR_END_RE.test(prev.text) ||
    (OPEN_END_WORD_RE.test(lastWord) && OPEN_RANGE_END_RE.test(prev.text)) ||
    PHONE_END_RE.test(prev.text) ||
    CONTACT_WORD_RE.test(lastWord);
  if (!endsEntry) return false;
  const firstWord = line.text.split(" ", 1)[0] ?? "";
  return /^\p{Ll}?\p{Lu}/u.test(line.text) || CONTACT_WORD_RE.test(firstWord) || PHONE_START_RE.test(line.text);
}

/**
 * A short line all in another font than the end of the line above ("Power Electronics Design Department, Itami Works"
 * over "Senior Engineer" in italics): a line of its own, such as a job title under its department. A wrapped line
 * goes on in the font the line above ended in.
 */
function newFontLine(/** @type {Line} */ prev, /** @type {Line} */ line) {
  return !!line.oneFont && !!line.firstFont && !!prev.lastFont && line.firstFont !== prev.lastFont && line.text.split(" ").length <= 6;
}

/** A short line in capitals or in a bigger font than the text around it: a section heading. */
function looksLikeHeading(/** @type {Line} */ line, /** @type {number} */ body) {
  return isShortLine(line) && (line.size > body * 1.15 || isCapitals(line));
}

function isShortLine(/** @type {Line} */ line) {
  const letters = line.text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && line.text.split(/\s+/u).length <= 5 && !/\d{3,}|[-,;]$/u.test(line.text);
}

function isCapitals(/** @type {Line} */ line) {
  const letters = line.text.replace(/[^\p{L}]/gu, "");
  return isShortLine(line) && letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * Turns a block (one column, top to bottom) into paragraphs: lines that wrapped are joined (the first word of
 * the next line would not have fitted), hyphenated words are mended, and a wider vertical gap or a heading
 * starts a new paragraph (a blank line).
 * @param {Line[]} lines
 * @param {number} body
 * @param {Map<string, number>} vocabulary lower-case word counts of the whole document
 * @returns {string}
 */
export function linesToText(lines, body, vocabulary) {
  if (lines.length === 0) return "";
  lines = moveSideFields(lines);
  // The measure a line is set in: where plain lines with the same indent end, near it (a section can be
  // narrower than the rest) but not much short of the whole block (a few short lines are not a narrow column).
  const measure = (/** @type {number} */ i) => {
    const line = /** @type {Line} */ (lines[i]);
    let left = line.x0;
    let near = line.x1;
    let anywhere = line.x1;
    lines.forEach((other, j) => {
      if (other.fielded || other.x0 < line.x0 - 2 * line.size || other.x0 > line.textStart + line.size) return;
      anywhere = Math.max(anywhere, other.x1);
      if (Math.abs(i - j) <= 8) {
        near = Math.max(near, other.x1);
        left = Math.min(left, other.x0);
      }
    });
    return { left, right: Math.max(near, left + 0.9 * (anywhere - left)) };
  };
  // Justified text stretches the spaces of a short line across the measure: wide, even gaps from margin to
  // margin are word spaces, not fields.
  lines = lines.map((line, i) => {
    if (!line.fielded || line.fields.length < 4) return line;
    const { left, right } = measure(i);
    const gaps = line.fields.slice(1).map((f, k) => f.x0 - /** @type {Field} */ (line.fields[k]).x1);
    const even = Math.max(...gaps) <= 1.8 * Math.min(...gaps) && Math.max(...gaps) <= 4 * line.size;
    const inParagraph = [lines[i - 1], lines[i + 1]].some(
      (n) => n && !n.fielded && Math.abs(n.size - line.size) <= 0.1 * line.size && Math.abs(n.y - line.y) <= 1.7 * line.size && Math.abs(n.x0 - line.x0) <= line.size,
    );
    if (!even || !inParagraph || line.x0 > left + line.size || line.x1 < right - line.size) return line;
    const text = line.fields.map((f) => f.text).join(" ");
    return { ...line, text, fielded: false, fields: [{ text, x0: line.x0, x1: line.x1 }] };
  });
  // A line wrapped when it is long (it reaches most of the way across) and the next line's first word would
  // not have fitted after it.
  const wrapsInto = (/** @type {number} */ i) => {
    const prev = /** @type {Line} */ (lines[i - 1]);
    const line = /** @type {Line} */ (lines[i]);
    const { left, right } = measure(i - 1);
    const em = line.size;
    return prev.x1 - left >= 0.7 * (right - left) && prev.x1 + 0.3 * em + line.firstWordWidth > right - 0.5 * em;
  };
  // A run of three or more short lines in one font, each opening with a capital and set in from the line above ("Brand
  // identity" / "Typography" / "Packaging design" under "EXPERTISE" in a sidebar whose bullets are drawn, not written):
  // items of a list, each a line of its own. In a narrow column the longest item sets the measure, so the width test
  // would join them.
  const listItem = (/** @type {Line} */ l) =>
    !l.fielded && !l.bullet && !!l.oneFont && /^\p{Lu}/u.test(l.text) && !/[,;:–—-]$/u.test(l.text) && l.text.split(" ").length <= 3 && !PLACE_LINE_RE.test(l.text);
  const inList = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; ) {
    let j = i;
    const first = /** @type {Line} */ (lines[i]);
    while (
      j < lines.length &&
      listItem(/** @type {Line} */ (lines[j])) &&
      /** @type {Line} */ (lines[j]).firstFont === first.firstFont &&
      Math.abs(/** @type {Line} */ (lines[j]).x0 - first.x0) <= 1 &&
      (j === i || /** @type {Line} */ (lines[j]).y - /** @type {Line} */ (lines[j - 1]).y <= 1.7 * first.size)
    )
      j++;
    // Set in from the line above it, as a bulleted list's text is from its heading: a wrapped name or a title over its
    // employer starts where the lines around it start.
    const above = lines[i - 1];
    if (j - i >= 3 && above && first.x0 - above.x0 >= 0.6 * first.size && first.x0 - above.x0 <= 3 * first.size) inList.fill(1, i, j);
    i = Math.max(j, i + 1);
  }
  // Line spacing relative to font size; the usual spacing inside a paragraph is among the smallest.
  const ratios = [];
  for (let i = 1; i < lines.length; i++) {
    const a = /** @type {Line} */ (lines[i - 1]);
    const b = /** @type {Line} */ (lines[i]);
    if (Math.abs(a.size - b.size) <= 0.1 * b.size && (b.top ?? b.y) > a.y) ratios.push(((b.top ?? b.y) - a.y) / b.size);
  }
  ratios.sort((a, b) => a - b);
  const typicalRatio = Math.max(1.05, ratios.length ? /** @type {number} */ (ratios[Math.floor(ratios.length * 0.3)]) : 1.2);
  /** @type {string[]} */
  const out = [];
  let current = "";
  let paragraphLeft = /** @type {Line} */ (lines[0]).x0;
  for (let i = 0; i < lines.length; i++) {
    const line = /** @type {Line} */ (lines[i]);
    if (i === 0) {
      current = line.text;
      continue;
    }
    const prev = /** @type {Line} */ (lines[i - 1]);
    // A row that took in its wrapped second line starts at its first line's height (`top`) and ends at the second's.
    const gap = (line.top ?? line.y) - prev.y;
    const headingStarts = looksLikeHeading(line, body);
    // A heading opens a paragraph when there is some room above it; other lines need clearly more room than
    // the spacing inside a paragraph.
    const paragraphBreak = gap > Math.max(line.size, prev.size) * typicalRatio * 1.4 || (headingStarts && gap > line.size * 1.3);
    const heading = isCapitals(line) || looksLikeHeading(prev, body);
    const em = line.size;
    const wrapped =
      !paragraphBreak &&
      !heading &&
      !prev.fielded &&
      !line.fielded &&
      !line.bullet &&
      Math.abs(line.size - prev.size) <= 0.1 * line.size &&
      gap <= 1.7 * line.size &&
      line.x0 >= Math.min(prev.textStart, paragraphLeft) - 0.6 * em &&
      line.x0 <= prev.textStart + 0.6 * em &&
      !separateEntries(prev, line) &&
      // "Technical: Python, …" over "Certifications: Lean Six Sigma …": a row labelled by another section's name is a
      // line of its own.
      // So is a row under a labelled row, labelled the same way ("Clinical: IV therapy, …, Phlebotomy" over "Systems:
      // Epic, Cerner"): a skills grid's next group.
      !(LABELLED_ROW_RE.test(prev.text) && (SECTION_LABEL_RE.test(line.text) || SHORT_LABEL_RE.test(line.text))) &&
      // A sidebar's contact lines ("Baton Rouge, LA 70808" over "225-555-0187", an e-mail): each is a line of its own.
      // A contact line wrapped after its separator ("… | Email:" over the address) goes on.
      !(CONTACT_LINE_RE.test(line.text) && !/[|·•:,;]\s*$/u.test(prev.text)) &&
      !newFontLine(prev, line) &&
      // "B.S. Computer Engineering" / "University of Washington" / "2014 – 2018" in a narrow sidebar: a range of dates alone,
      // or a school's name opening its line after a line that does not run on, is a line of its own (review 65).
      // ("… Member Service Representative," over "2012–2015" is one entry wrapped. A school only after a short line:
      // "… — Hunter College, City" over "University of New York, 2013" is one name wrapped.)
      !(DATES_LINE_RE.test(line.text) && !RUNS_ON_RE.test(prev.text)) &&
      !(SCHOOL_START_RE.test(line.text) && prev.text.split(" ").length <= 5 && !RUNS_ON_RE.test(prev.text)) &&
      // "AWS Certified Solutions Architect – Associate" over "Certified Kubernetes Administrator": a short line opening as a
      // certificate's name does, under a short line that ends on a capitalised word, is the list's next item (review 48).
      !(CERT_START_RE.test(line.text) && line.text.split(" ").length <= 6 && prev.text.split(" ").length <= 8 && /\s\p{Lu}[\p{L}\d)]*$/u.test(prev.text)) &&
      // "• Advised on … through the 2021 IPO." over "Slaughter and May, London — Associate, Commercial & IP" in bold: after a
      // bullet's finished sentence, a line in another font that starts left of the bullet's text is the next entry's
      // header, however long (review 64: a job had been lost).
      !(prev.bullet && /[.!?]$/u.test(prev.text) && !!line.oneFont && !!line.firstFont && line.firstFont !== prev.lastFont && line.x0 < prev.textStart - 0.3 * em) &&
      !(inList[i] && inList[i - 1]) &&
      // "University of" over "Washington" in a narrow sidebar: a line that ends on a joining word goes on (review 51).
      (wrapsInto(i) || (/\s(?:of|and|&|for|the)$/iu.test(prev.text) && /^\p{Lu}/u.test(line.text) && !/[.:;]/u.test(line.text)));
    if (wrapped) {
      current = joinWrapped(current, line.text, vocabulary);
    } else {
      out.push(current);
      if (paragraphBreak) out.push("");
      current = line.text;
      paragraphLeft = line.x0;
    }
  }
  out.push(current);
  return out.join("\n");
}

/**
 * Right-aligned side notes printed on the lines of a list (RenderCV's classic theme puts an entry's dates and
 * duration beside its first bullets): each note is taken off its line and put on a line of its own before the
 * list item it sits beside, so the item's wrapped lines can be joined again.
 * @param {Line[]} lines
 * @returns {Line[]}
 */
export function moveSideFields(lines) {
  const right = Math.max(...lines.map((l) => l.x1));
  const left = Math.min(...lines.map((l) => l.x0));
  /** @type {Line[]} */
  const out = [];
  /** @type {Map<Line, Line>} side note lines by the list item they go before */
  const notes = new Map();
  let itemStart = -1;
  /** @type {Line | undefined} */
  let chainNote;
  for (const line of lines) {
    let current = line;
    const last = line.fields[line.fields.length - 1];
    const isItem = line.bullet;
    const item = itemStart >= 0 ? out[itemStart] : undefined;
    // A line after an item that ends its sentence is no wrapped part of it: "• Led migration …, cutting build time 40%."
    // over "Junior Developer, Beta Labs — Dallas, TX⇥Jul 2014 – May 2016" is the next entry's header, its dates its own
    // (a typed bullet's text starts within 0.6 em of the line's left edge, where the header starts).
    const ended = /[.!?]$/.test(out[out.length - 1]?.text.trim() ?? "");
    // A line that starts where the bullet does, not where its text does, is the next entry's header ("• Redesigned …
    // from 71% to" / "90%" over "Library Assistant, Coleman Public Library⇥2022 – 2025": review 55 had lost that job).
    const atBullet = item !== undefined && item.textStart - item.x0 >= 0.4 * line.size && Math.abs(line.x0 - item.x0) < Math.abs(line.x0 - item.textStart);
    const continues = !isItem && item !== undefined && !ended && !atBullet && Math.abs(line.x0 - item.textStart) <= 0.6 * line.size;
    if (
      line.fields.length >= 2 &&
      last &&
      (isItem || continues) &&
      last.x0 >= left + 0.55 * (right - left) &&
      last.x1 >= right - line.size &&
      last.text.length <= 40
    ) {
      const kept = line.fields.slice(0, -1);
      current = {
        ...line,
        text: kept.map((f) => f.text).join("\t"),
        x1: /** @type {Field} */ (kept[kept.length - 1]).x1,
        fielded: kept.length > 1,
        fields: kept,
      };
      const anchor = isItem ? current : /** @type {Line} */ (out[itemStart]);
      // Notes beside the next items of the same list join the first note (dates, then the duration).
      const note = notes.get(anchor) ?? chainNote;
      if (note) {
        note.text += `\t${last.text}`;
      } else {
        chainNote = { ...line, text: last.text, x0: left, x1: last.x1, textStart: left, fielded: true, bullet: false, fields: [last] };
        notes.set(anchor, chainNote);
      }
    }
    if (isItem) itemStart = out.length;
    else if (!continues) {
      itemStart = -1;
      chainNote = undefined;
    }
    out.push(current);
  }
  if (notes.size === 0) return lines;
  return out.flatMap((line) => {
    const note = notes.get(line);
    return note ? [note, line] : [line];
  });
}

/**
 * Joins a wrapped line to the one before it, mending a word hyphenated at the line end. The hyphen goes when
 * the document spells the word without it elsewhere; it stays when the document spells the compound with it,
 * when the first half is a common compound head ("self-", "cross-"), or when the second half is a word the
 * document uses elsewhere ("community-driven" beside "event-driven"); otherwise it was a line-break hyphen.
 * @param {string} before
 * @param {string} after
 * @param {Map<string, number>} vocabulary lower-case word counts of the document
 */
export function joinWrapped(before, after, vocabulary) {
  // An address a narrow column broke: "daniel.kim.dev@gmail.c" over "om", "github.com/dkim-" over "dev" (review 51). The
  // e-mail's end is a common domain once joined; an address's hyphen is its own.
  const address = /(?:^|\s)(\S*(?:@|\/|www\.)\S*)$/u.exec(before)?.[1];
  const rest = /^([a-z0-9][\w./-]*)(?=\s|$)/u.exec(after)?.[1];
  if (address && rest) {
    const email = /@[\w-]+(?:\.[\w-]+)*\.([a-z]{0,2})$/i.exec(address);
    if (email && TOP_DOMAINS.has(`${email[1]}${rest}`.toLowerCase())) return before + after;
    if (!email && /-$/.test(address) && /[./]/.test(address)) return before + after;
    // "linkedin.com/in/thomasbecker" over "cpa": a profile's handle broken at the column's edge, the rest alone on the
    // next line (review 51).
    if (!email && after.trim() === rest && before.trim() === address && PROFILE_PATH.test(address)) return before + after;
  }
  const hyphen = before.match(/(\p{L}+)-$/u);
  const nextWord = after.match(/^(\p{Ll}\p{L}*)/u);
  if (hyphen && nextWord) {
    const head = /** @type {string} */ (hyphen[1]).toLowerCase();
    const tail = /** @type {string} */ (nextWord[1]).toLowerCase();
    const seen = (/** @type {string} */ word) => vocabulary.get(word) ?? 0;
    let keepHyphen;
    if (seen(head + tail) > 0) keepHyphen = false;
    else if (seen(`${head}-${tail}`) > 0 || COMPOUND_HEADS.has(head)) keepHyphen = true;
    else keepHyphen = head.length >= 3 && tail.length >= 3 && seen(tail) >= 2;
    return keepHyphen ? before + after : before.slice(0, -1) + after;
  }
  // "University of Illinois Urbana-" / "Champaign": a capital after a hyphen at the line's end continues a compound
  // name ("Jean-Pierre", "Baden-Württemberg"); the hyphen stays and no space comes between.
  if (hyphen && /^\p{Lu}\p{Ll}/u.test(after) && /\p{Lu}\p{Ll}*-$/u.test(before)) return before + after;
  return `${before} ${after}`;
}

/** A profile's address ending on its handle. */
const PROFILE_PATH = /(?:linkedin\.com\/in|github\.com|gitlab\.com|behance\.net|dribbble\.com|kaggle\.com)\/[\w-]+$/iu;

/** Top-level domains an e-mail address broken at the end of a line most often ends in. */
const TOP_DOMAINS = new Set(["com", "org", "net", "edu", "gov", "io", "dev", "co", "uk", "ca", "de", "fr", "in", "au", "us", "me", "info", "biz"]);

/** Lower-case words (and hyphenated compounds, and their parts) of the document, with counts. */
function vocabularyOf(/** @type {Line[]} */ lines) {
  return wordCounts(lines.map((line) => line.text));
}

/**
 * Lower-case words (and hyphenated compounds, and their parts) of some texts, with counts: what `joinWrapped` asks
 * whether a document writes a word so.
 * @param {string[]} texts
 */
export function wordCounts(texts) {
  /** @type {Map<string, number>} */
  const words = new Map();
  const add = (/** @type {string} */ w) => words.set(w, (words.get(w) ?? 0) + 1);
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) {
      add(word);
      if (word.includes("-")) for (const part of word.split("-")) if (part) add(part);
    }
  }
  return words;
}

/**
 * Puts a heading that sits in a label column on its own line ("EXPERIENCE<tab>Engineer, Acme" becomes two).
 * @param {Line} line
 * @param {Row} row
 * @param {number} body
 * @returns {Line[]}
 */
function splitHeadingCell(line, row, body) {
  if (!line.fielded) return [line];
  const [head, ...rest] = line.text.split("\t");
  const headText = /** @type {string} */ (head);
  const firstItem = /** @type {TextItem} */ (row.items[0]);
  const headEnd = line.fields[0]?.x1 ?? firstItem.x + firstItem.w;
  const restSize = Math.max(0, ...row.items.filter((i) => i.x >= headEnd).map((i) => i.size));
  const letters = headText.replace(/[^\p{L}]/gu, "");
  const isHeading =
    letters.length >= 3 &&
    !/\d/u.test(headText) &&
    headText.split(/\s+/u).length <= 3 &&
    (firstItem.size >= restSize * 1.5 || (letters === letters.toUpperCase() && letters.length >= 4));
  if (!isHeading) return [line];
  const [headField, ...restFields] = line.fields;
  return [
    { ...line, text: headText, fielded: false, x1: headField?.x1 ?? line.x1, bullet: false, fields: headField ? [headField] : [] },
    {
      ...line,
      text: rest.join("\t"),
      x0: restFields[0]?.x0 ?? line.x0,
      textStart: restFields[0]?.x0 ?? line.x0,
      fielded: rest.length > 1,
      bullet: BULLET_RE.test(rest.join("\t")),
      fields: restFields,
    },
  ];
}

const BROWSER_HEADER = /^\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[AP]M)?(?:\s|$)/iu;
const BROWSER_FOOTER = /^(?:https?|file):\/\/\S+\s+\d+\s?\/\s?\d+$/iu;
const nearEdgeOf = (/** @type {Line} */ l, /** @type {number} */ h) => l.y < h * 0.08 || l.y > h * 0.92;

/**
 * Removes running headers and footers: lines near the top or bottom edge that repeat (digits aside) on several
 * pages, such as "John Doe – 1/3" or "Page 2 of 3".
 * @param {{ lines: Line[], height: number }[]} pages
 */
function dropRunningLines(pages) {
  // A browser's print header and footer ("11/26/26, 6:58 PM⇥Resume — Tomás Herrera", "https://…⇥1/2"), on every page,
  // the first too: the date of printing, the tab's title and the address are no part of the résumé.
  for (const page of pages)
    page.lines = page.lines.filter((line) => !(nearEdgeOf(line, page.height) && (BROWSER_HEADER.test(line.text.trim()) || BROWSER_FOOTER.test(line.text.trim()))));
  if (pages.length < 2) return;
  const key = (/** @type {Line} */ l) => l.text.replace(/\d+/gu, "#").replace(/\s+/gu, " ").trim().toLowerCase();
  const nearEdge = (/** @type {Line} */ l, /** @type {number} */ h) => l.y < h * 0.08 || l.y > h * 0.92;
  /** @type {Map<string, number>} */
  const counts = new Map();
  /** How many pages print a line exactly so (digits too). @type {Map<string, number>} */
  const exact = new Map();
  for (const page of pages) {
    const seen = new Set();
    const seenExact = new Set();
    for (const line of page.lines)
      if (nearEdge(line, page.height)) {
        seen.add(key(line));
        seenExact.add(line.text.replace(/\s+/gu, " ").trim());
      }
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const k of seenExact) exact.set(k, (exact.get(k) ?? 0) + 1);
  }
  // A running header's first printing stays: the name and contact a Word header repeats on every page are the top of
  // the résumé. Later printings go, with a digit (a page number, a phone), an address or a link in them, or the name.
  const firstLine = pages.find((p) => p.lines.length)?.lines[0];
  const nameKey = firstLine ? key(firstLine) : "";
  /** @type {Set<string>} */
  const printed = new Set();
  const name = firstLine?.text.trim() ?? "";
  for (const [p, page] of pages.entries()) {
    page.lines = page.lines.filter((line) => {
      if (!nearEdge(line, page.height)) return true;
      // A later page's header that repeats the name or an e-mail in another form ("Marcus Delaney⇥marcus@…").
      if (p > 0 && ((name.length >= 5 && line.text.trim().startsWith(name)) || /\S@\S+\.\w/u.test(line.text))) return false;
      const pageNumber = /^(?:page\s*)?[-–]?\s*\d+\s*(?:(?:of|\/)\s*\d+)?\s*[-–]?$/iu.test(line.text);
      if (pageNumber) return false;
      const k = key(line);
      const running = (counts.get(k) ?? 0) >= 2 && (/\d|@|www\.|https?:|linkedin/iu.test(line.text) || k === nameKey);
      if (!running) return true;
      // Kept once: a header printed the same on every page (not a footer, not one that numbers its page).
      const same = (exact.get(line.text.replace(/\s+/gu, " ").trim()) ?? 0) >= 2;
      if (printed.has(k) || !same || line.y > page.height * 0.5) return false;
      printed.add(k);
      return true;
    });
  }
}

/**
 * Lays out a whole document: every page's items in reading order, as text.
 * @param {PageInput[]} pages
 * @returns {{ text: string, columns: number, pageColumns: number[] }}
 */
export function layoutDocument(pages) {
  const pagesRows = pages.map((page) => groupRows(cleanItems(page.items)));
  for (const rows of pagesRows) markColumnEdges(rows);
  dropIconGlyphs(pagesRows);
  const body = bodySize(pagesRows.flat());
  const pageColumns = [];
  /** @type {({ count: number, mainX: number, gutter: number } | null)[]} */
  const sides = [];
  /** @type {{ blocks: { lines: Line[] }[], height: number }[]} */
  const laidOut = [];
  for (let p = 0; p < pages.length; p++) {
    const rows = pagesRows[p] ?? [];
    const { blocks, columns, sideRight } = orderRegions(rows, { pageHeight: /** @type {PageInput} */ (pages[p]).height, body });
    pageColumns.push(rows.length ? Math.min(3, Math.max(1, columns)) : 0);
    sides.push(sideRight ?? null);
    laidOut.push({
      height: /** @type {PageInput} */ (pages[p]).height,
      blocks: blocks.map((blockRows) => ({ lines: joinDateCells(joinCentredCells(blockRows.flatMap((row) => splitHeadingCell(rowToLine(row), row, body)))) })),
    });
  }
  // Running headers and footers are judged on whole pages, before blocks are turned into text.
  const pageLines = laidOut.map((page) => ({ height: page.height, lines: page.blocks.flatMap((b) => b.lines) }));
  dropRunningLines(pageLines);
  const kept = new Set(pageLines.flatMap((p) => p.lines));
  const vocabulary = vocabularyOf([...kept]);
  // A right sidebar's blocks wait while the next pages go on with the main column, then follow it.
  /** @type {{ lines: Line[] }[]} */
  const ordered = [];
  /** @type {{ lines: Line[] }[]} */
  let waiting = [];
  /** @type {{ mainX: number, gutter: number } | null} */
  let side = null;
  laidOut.forEach((page, p) => {
    if (!(side && continuesMain(pagesRows[p] ?? [], side))) {
      ordered.push(...waiting);
      waiting = [];
      side = null;
    }
    const own = sides[p];
    if (own && (!side || Math.abs(own.gutter - side.gutter) <= 15)) {
      ordered.push(...page.blocks.slice(0, page.blocks.length - own.count));
      waiting.push(...page.blocks.slice(page.blocks.length - own.count));
      side = own;
    } else ordered.push(...page.blocks);
  });
  ordered.push(...waiting);
  const texts = ordered.map((block) => linesToText(block.lines.filter((l) => kept.has(l)), body, vocabulary));
  return {
    text: texts.filter((t) => t.trim()).join("\n\n"),
    columns: Math.max(1, ...pageColumns),
    pageColumns,
  };
}
