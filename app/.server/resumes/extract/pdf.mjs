// @ts-check
// PDF text through pdf.js (the legacy build of pdfjs-dist, pinned in package.json: one copy in the process), run inside the extraction
// worker. pdf.js's own "worker" runs in this same thread: its message handler is loaded here and handed to
// pdf.js through globalThis.pdfjsWorker, so nothing is fetched or spawned.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { drawnBulletItems, drawsBullets } from "./drawn-bullets.mjs";
import { layoutDocument } from "./layout.mjs";
import { collectLinks } from "./links.mjs";
import { WorkerError } from "./worker-error.mjs";

/**
 * pdf.js's worker code, loaded with two narrow changes (each made only where its pattern is found exactly once; with
 * another pdf.js version that lacks it, that part of the code stays as it is, which is correct, only slower or
 * without the hyphen fix). Never both copies: one handler is loaded.
 *
 * 1. pdf.js drops every "invisible format mark" (Unicode category Cf) from extracted text, and U+00AD SOFT HYPHEN
 *    is one; but TeX fonts (Awesome-CV's among them) map their visible hyphen glyph to U+00AD, so every hyphen of
 *    such a document vanished ("high-impact" read "highimpact", "Sep. 2023 - Mar. 2024" lost its dash). The test is
 *    narrowed to leave U+00AD in.
 * 2. Asked for a page's annotations, pdf.js extracts the page's whole text a second time to find the words under
 *    each link (`overlaidText`), which made reading a résumé's links cost about 5 ms a page. Links are
 *    read for their address and place only (the words under them come from the text already read), so a link no
 *    longer asks for that.
 */
const WORKER_PATCHES = [
  { pattern: /if \(category\.isInvisibleFormatMark\) \{(\s*)continue;/gu, replacement: 'if (category.isInvisibleFormatMark && glyph.unicode !== "\\u00AD") {$1continue;' },
  { pattern: /(class LinkAnnotation extends Annotation \{(?:(?!\nclass )[\s\S])*?get overlaysTextContent\(\) \{\s*return )true;/gu, replacement: "$1false;" },
];

/** How many of WORKER_PATCHES the loaded worker code has (a test pins it for the pdf.js version in package.json). */
export let workerPatchesApplied = 0;

// After WORKER_PATCHES: the patches are read while this module is still being evaluated.
/** @type {any} */ (globalThis).pdfjsWorker = await loadWorkerHandler();

async function loadWorkerHandler() {
  const specifier = "pdfjs-dist/legacy/build/pdf.worker.mjs";
  try {
    let source = await readFile(fileURLToPath(import.meta.resolve(specifier)), "utf8");
    let applied = 0;
    for (const { pattern, replacement } of WORKER_PATCHES) {
      if ((source.match(pattern) ?? []).length !== 1) continue;
      source = source.replace(pattern, replacement);
      applied++;
    }
    if (applied) {
      const handler = await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
      workerPatchesApplied = applied;
      return handler;
    }
  } catch {
    // Fall through to the unchanged handler.
  }
  return import(specifier);
}

/** Pages read at most: a résumé is short; anything longer is read in part, with a warning. */
export const MAX_PAGES = 30;

const packageDir = (/** @type {string} */ sub) => {
  try {
    return fileURLToPath(new URL(`../../${sub}/`, import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));
  } catch {
    return undefined;
  }
};
// Resolved once, not at every extraction (where a loader such as tsx hooks resolution, that cost 0.7 ms each time).
const CMAP_DIR = packageDir("cmaps");
const STANDARD_FONT_DIR = packageDir("standard_fonts");

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string, pages: number, columns: number, warnings: string[], links: import("./links.mjs").FileLink[] }>}
 */
export async function extractPdf(bytes) {
  if (!hasEndMarker(bytes)) throw new WorkerError("corrupt", "the file has no %%EOF marker: it is truncated");
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: give it a copy, the bytes are needed later.
    data: bytes.slice(),
    // Text only: no fonts turned into browser fonts, no compiled glyph programs, no fetching or streaming.
    disableFontFace: true,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    // No image is decoded: the drawing operators read for drawn bullets would otherwise decode every photo.
    maxImageSize: 0,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DIR,
  });
  // No onPassword handler: a PDF that needs a user password rejects at once with a PasswordException.
  /** @type {import("pdfjs-dist/types/src/display/api").PDFDocumentProxy} */
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    throw classifyOpenError(error);
  }
  try {
    const warnings = [];
    const count = Math.min(doc.numPages, MAX_PAGES);
    if (doc.numPages > MAX_PAGES) warnings.push(`Only the first ${MAX_PAGES} of ${doc.numPages} pages were read.`);
    /** @type {import("./layout.mjs").PageInput[]} */
    const pages = [];
    /** @type {import("./links.mjs").FileLink[]} */
    const links = [];
    let failedPages = 0;
    let tinyChars = 0;
    const info = /** @type {{ Producer?: unknown, Creator?: unknown } | undefined} */ ((await doc.getMetadata().catch(() => null))?.info);
    const bulletShapes = drawsBullets(info?.Producer, info?.Creator);
    for (let n = 1; n <= count; n++) {
      try {
        const page = await readPage(doc, n, bulletShapes);
        pages.push(page);
        links.push(...page.links);
        tinyChars += page.tinyChars;
      } catch {
        failedPages++;
        pages.push({ width: 612, height: 792, items: [] });
      }
    }
    if (failedPages === count) throw new WorkerError("corrupt", "no page could be read");
    if (failedPages > 0) warnings.push(`${failedPages} page(s) could not be read.`);
    if (tinyChars >= TINY_WARNING_CHARS) warnings.push(TINY_TEXT_WARNING);
    const { text, columns } = layoutDocument(pages);
    if (text.replace(/\s/gu, "").length < 50) {
      throw hasImages(bytes) ? new WorkerError("image-only", "no text layer") : new WorkerError("empty", "no text");
    }
    return { text, pages: doc.numPages, columns, warnings, links: collectLinks(links) };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * Text smaller than this (in points) cannot be read on paper or on screen: a line of keywords set in 1 pt to be seen by
 * software only ("keyword stuffing"). It is left out, so it counts no skills and no years.
 */
export const TINY_TEXT_PT = 3;
/** Characters of such text from which the user is told (a stray dot is not worth a word). */
const TINY_WARNING_CHARS = 20;
export const TINY_TEXT_WARNING =
  "Some text is too small to see (under 3 pt) and was left out. Recruiters who notice hidden keywords treat them as keyword stuffing; remove it.";

/**
 * One page's text items, in device space at scale 1 (y down), with the page's rotation applied, and its links.
 * @param {import("pdfjs-dist/types/src/display/api").PDFDocumentProxy} doc
 * @param {number} n
 * @param {boolean} [bulletShapes] the PDF's maker draws list bullets as shapes (read from the page's drawing operators)
 * @returns {Promise<import("./layout.mjs").PageInput & { links: import("./links.mjs").FileLink[], tinyChars: number }>}
 */
async function readPage(doc, n, bulletShapes = false) {
  const page = await doc.getPage(n);
  try {
    const content = await page.getTextContent({ includeMarkedContent: false });
    const viewport = uprightViewport(page, content.items);
    withGlyphIdsAsText(/** @type {{ str: string, fontName: string }[]} */ (content.items.filter((i) => "str" in i)));
    /** @type {import("./layout.mjs").TextItem[]} */
    const items = [];
    /** @type {{ str: string, x: number, top: number, length: number, size: number, font: string, up: boolean }[]} */
    const turned = [];
    let tinyChars = 0;
    for (const raw of content.items) {
      if (!("str" in raw)) continue;
      const m = pdfjs.Util.transform(viewport.transform, raw.transform);
      const [a, b, c, d, e, f] = /** @type {number[]} */ (m);
      const size = Math.hypot(/** @type {number} */ (c), /** @type {number} */ (d));
      if (size > 0 && size < TINY_TEXT_PT) {
        tinyChars += raw.str.trim().length;
        continue;
      }
      // Text turned a quarter (a name set up a side band, a section's label beside it) is read as a line of its own,
      // at the top of the run (below). Other rotated or mirrored text (a watermark) has no place in line order.
      if (size > 0 && Math.abs(/** @type {number} */ (a)) < 0.01 * Math.abs(/** @type {number} */ (b)) && raw.str.trim()) {
        const length = raw.width * (Math.abs(/** @type {number} */ (b)) / Math.max(1e-6, Math.hypot(raw.transform[0], raw.transform[1])));
        const up = /** @type {number} */ (b) < 0;
        turned.push({ str: raw.str, x: Math.min(/** @type {number} */ (e), /** @type {number} */ (e) + /** @type {number} */ (c)), top: up ? /** @type {number} */ (f) - length : /** @type {number} */ (f), length, size, font: raw.fontName, up });
        continue;
      }
      if (!(size > 0) || Math.abs(/** @type {number} */ (b)) > 0.1 * Math.abs(/** @type {number} */ (a)) || /** @type {number} */ (a) <= 0) {
        continue;
      }
      const scale = Math.hypot(/** @type {number} */ (a), /** @type {number} */ (b)) / Math.max(1e-6, Math.hypot(raw.transform[0], raw.transform[1]));
      items.push({
        // A drawn soft hyphen is a hyphen (see loadWorkerHandler), and so are Unicode's hyphens, which Chromium draws
        // where it breaks a word at a line end ("Kuber‐" over "netes", review 39's L1).
        // Arabic's presentation forms (one glyph per letter shape) are the letters they show.
        // A phone number in a right-to-left line comes out of pdf.js with its "+" at the end ("٩٦٦ ٥٠ ٤٢٣ ٨١٦٧+").
        str: raw.str
          .replace(/[\u00AD\u2010\u2011]/gu, "-")
          .replace(/[\uFB50-\uFDFF\uFE70-\uFEFF]+/gu, (m) => m.normalize("NFKC"))
          .replace(/^([\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9 ()-]{5,})\+$/u, "+$1"),
        x: /** @type {number} */ (e),
        y: /** @type {number} */ (f),
        w: raw.width * (Number.isFinite(scale) && scale > 0 ? scale : 1),
        size,
        font: raw.fontName,
      });
    }
    if (bulletShapes) {
      try {
        items.push(...drawnBulletItems(await page.getOperatorList(), viewport.transform, items));
      } catch {
        // Without its drawing the page still has its text.
      }
    }
    let annotations = [];
    try {
      annotations = await page.getAnnotations({ intent: "display" });
    } catch {
      // A page whose annotations cannot be read still has its text.
    }
    const ordered = inLogicalOrder([...withoutWatermarks(items), ...formFieldItems(annotations, viewport)]);
    ordered.push(...turnedLines(turned));
    return { width: viewport.width, height: viewport.height, items: ordered, tinyChars, links: readLinks(annotations, viewport, n, ordered) };
  } finally {
    page.cleanup();
  }
}

/**
 * The page's viewport, turned a quarter or a half more when most of its text would read sideways or upside down: a page
 * given /Rotate 90 in a viewer and saved shows its text sideways, and read as shown every line was run together
 * (review 39's M2). A page whose text is mostly level (a side label aside) keeps its own.
 * @param {import("pdfjs-dist").PDFPageProxy} page
 * @param {any[]} raws the page's text items
 */
function uprightViewport(page, raws) {
  const shown = page.getViewport({ scale: 1 });
  const level = (/** @type {import("pdfjs-dist/types/src/display/display_utils").PageViewport} */ viewport) => {
    let yes = 0;
    let all = 0;
    for (const raw of raws) {
      if (!("str" in raw) || !raw.str.trim()) continue;
      const [a = 0, b = 0] = pdfjs.Util.transform(viewport.transform, raw.transform);
      all += raw.str.length;
      if (a > 0 && Math.abs(b) <= 0.1 * a) yes += raw.str.length;
    }
    return { yes, all };
  };
  const own = level(shown);
  if (own.all < 200 || own.yes >= 0.3 * own.all) return shown;
  let best = { viewport: shown, yes: own.yes };
  for (const turn of [90, 180, 270]) {
    const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + turn) % 360 });
    const { yes } = level(viewport);
    if (yes > best.yes) best = { viewport, yes };
  }
  return best.yes >= 0.7 * own.all ? best.viewport : shown;
}

/**
 * A font embedded without a map from its glyphs to characters (as some print drivers write them) gives pdf.js its glyph
 * numbers as text: "-RUGDQ\u0003(OOLV" for "Jordan Ellis" (review 39's M1). A TrueType subset in the standard Macintosh
 * order numbers its glyphs 29 below the characters' codes (space 3, "A" 36), so such a font's text, control codes
 * between capitals and hardly a small letter, is read 29 codes up. Changes the items.
 * @param {{ str: string, fontName: string }[]} items
 */
export function withGlyphIdsAsText(items) {
  /** @type {Map<string, { chars: number, controls: number, small: number, letters: number, inRange: number }>} */
  const fonts = new Map();
  for (const item of items) {
    const f = fonts.get(item.fontName) ?? { chars: 0, controls: 0, small: 0, letters: 0, inRange: 0 };
    for (const c of item.str) {
      const code = c.charCodeAt(0);
      f.chars++;
      if (code < 32 && code !== 9 && code !== 10 && code !== 13) f.controls++;
      if (code >= 3 && code <= 0x62) f.inRange++;
      if (/[A-Za-z]/u.test(c)) f.letters++;
      if (/[a-z]/u.test(c)) f.small++;
    }
    fonts.set(item.fontName, f);
  }
  // Control codes between capitals, nearly every character in the range the shift covers, hardly a small letter; one
  // font at least with a paragraph's worth of such text (a script other than Latin, or an icon font, is left alone).
  const like = (/** @type {{ chars: number, controls: number, small: number, letters: number, inRange: number }} */ f) =>
    f.controls >= 1 && f.controls * 25 >= f.chars && f.inRange >= 0.9 * f.chars && f.letters >= 3 && f.small * 7 <= f.letters;
  if (![...fonts.values()].some((f) => like(f) && f.letters >= 50)) return;
  const glyphIds = new Set([...fonts].filter(([, f]) => like(f)).map(([name]) => name));
  for (const item of items) {
    if (!glyphIds.has(item.fontName)) continue;
    item.str = item.str
      .replace(/[\u0003-\u0062]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 29))
      // A glyph past the standard order standing alone is, in a résumé, a bullet at a line's start and a dash elsewhere
      // ("Jan 2020 – Present").
      .replace(/^[^\x00-\x7F](?=\s)/u, "•")
      .replace(/(?<=\s)[^\x00-\x7F](?=\s|$)/gu, "–");
  }
}

/**
 * The page without its flat watermark ("DRAFT" in 120 pt across the page, review 39's L3): text four times the size of
 * most of the page's and at least 48 pt, with other text drawn over it, would join the heading it covers ("Skills
 * DRAFT"). A diagonal watermark is left out already, as rotated text; a large name has no text over it.
 * @param {import("./layout.mjs").TextItem[]} items
 */
export function withoutWatermarks(items) {
  const sizes = items.filter((i) => i.str.trim()).map((i) => i.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const huge = items.filter((i) => i.size >= Math.max(48, 4 * median) && i.str.trim());
  if (!huge.length) return items;
  const covers = (/** @type {import("./layout.mjs").TextItem} */ w) =>
    items.some((i) => i !== w && i.size < w.size / 2 && i.x < w.x + w.w && i.x + i.w > w.x && i.y <= w.y && i.y >= w.y - 0.75 * w.size);
  const marks = new Set(huge.filter(covers));
  return marks.size ? items.filter((i) => !marks.has(i)) : items;
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LTR_LETTER = /[A-Za-z\u00C0-\u024F]/gu;
const MIRRORED = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{" };

/**
 * Lines written right to left (Hebrew, Arabic) are drawn with their first word at the right; the layout reads every
 * line left to right. So a line whose letters are mostly Hebrew or Arabic is mirrored within its own extent: each
 * right-to-left piece takes the mirrored place, and a left-to-right run inside it ("Check Point", a phone number)
 * moves as a block and keeps its own order. Lines of other scripts are left as they are.
 * @param {import("./layout.mjs").TextItem[]} items
 * @returns {import("./layout.mjs").TextItem[]}
 */
export function inLogicalOrder(items) {
  const count = (/** @type {string} */ s, /** @type {RegExp} */ re) => (s.match(re) ?? []).length;
  if (!items.some((i) => count(i.str, RTL_LETTER) > 0)) return items;
  /** The whitespace items of mirrored lines: a space there is told by the gap, not by the item before it. */
  const dropped = new Set();
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  /** @type {import("./layout.mjs").TextItem[][]} */
  const rows = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(/** @type {import("./layout.mjs").TextItem} */ (row[0]).y - item.y) <= 0.5 * Math.max(/** @type {import("./layout.mjs").TextItem} */ (row[0]).size, item.size)) row.push(item);
    else rows.push([item]);
  }
  // On a page written mostly right to left, a line that ends (at its right) in a right-to-left word is one too
  // ("Check Point ,מנהלת מוצר" reads "מנהלת מוצר, Check Point"), whatever its share of Latin letters.
  const all = items.map((i) => i.str).join("");
  const rtlPage = count(all, RTL_LETTER) > count(all, LTR_LETTER);
  for (const row of rows) {
    const text = row.map((i) => i.str).join("");
    row.sort((a, b) => a.x - b.x);
    const lastStrong = [...row].reverse().find((i) => count(i.str, RTL_LETTER) + count(i.str, LTR_LETTER) > 0);
    const endsRtl = !!lastStrong && count(lastStrong.str, RTL_LETTER) > count(lastStrong.str, LTR_LETTER);
    if (count(text, RTL_LETTER) <= count(text, LTR_LETTER) && !(rtlPage && endsRtl)) {
      mirrorRtlRuns(row, (i) => (count(i.str, LTR_LETTER) ? "ltr" : count(i.str, RTL_LETTER) ? "rtl" : "neutral"), dropped);
      continue;
    }
    for (const item of row) if (!item.str.trim()) dropped.add(item);
    const left = Math.min(...row.map((i) => i.x));
    const right = Math.max(...row.map((i) => i.x + i.w));
    // Runs: a right-to-left piece alone; left-to-right and neutral pieces (figures, marks) together.
    /** @type {import("./layout.mjs").TextItem[][]} */
    const runs = [];
    for (const item of row) {
      const rtl = count(item.str, RTL_LETTER) > 0;
      const last = runs.at(-1);
      if (!rtl && last && !count(last.map((i) => i.str).join(""), RTL_LETTER)) last.push(item);
      else runs.push([item]);
    }
    for (const run of runs) {
      // Brackets around figures in a right-to-left line are drawn mirrored, and pdf.js names the glyph drawn: "پایه ۲
      // (۲۰۲۰)" comes as ") 2020 (". Around Latin words they are not ("(Python)").
      // Figures and marks between them run right to left too ("۲ (۲۰۲۰)" is drawn "(۲۰۲۰) ۲"): each piece is placed
      // mirrored on its own.
      const runText = run.map((i) => i.str).join("");
      if (!count(runText, RTL_LETTER) && !count(runText, LTR_LETTER) && run.length > 1) {
        for (const item of run) {
          item.str = item.str.replace(/[()[\]{}]/g, (c) => MIRRORED[/** @type {keyof typeof MIRRORED} */ (c)]);
          item.x = left + right - (item.x + item.w);
        }
        continue;
      }
      const start = Math.min(...run.map((i) => i.x));
      const end = Math.max(...run.map((i) => i.x + i.w));
      for (const item of run) item.x = left + right - end + (item.x - start);
    }
  }
  return items.filter((i) => !dropped.has(i));
}

/**
 * Arabic or Hebrew words in a left-to-right line ("Jordan Ellis جوردان إليس", "… | دبي، الإمارات") come from pdf.js as
 * pieces in the order they are drawn, right to left: each run of such pieces (with the marks and spaces between them)
 * is placed mirrored, so that the line reads them in their own order (review 39's M4). Its spaces go, as in a
 * right-to-left line: the gaps tell them.
 * @param {import("./layout.mjs").TextItem[]} row the line's items, left to right
 * @param {(item: import("./layout.mjs").TextItem) => "ltr" | "rtl" | "neutral"} direction
 * @param {Set<import("./layout.mjs").TextItem>} dropped
 */
function mirrorRtlRuns(row, direction, dropped) {
  for (let i = 0; i < row.length; i++) {
    if (direction(/** @type {import("./layout.mjs").TextItem} */ (row[i])) !== "rtl") continue;
    let last = i;
    for (let j = i + 1; j < row.length; j++) {
      const d = direction(/** @type {import("./layout.mjs").TextItem} */ (row[j]));
      if (d === "ltr") break;
      if (d === "rtl") last = j;
    }
    if (last > i) {
      const run = row.slice(i, last + 1);
      const start = Math.min(...run.map((t) => t.x));
      const end = Math.max(...run.map((t) => t.x + t.w));
      for (const t of run) {
        if (!t.str.trim()) dropped.add(t);
        // A piece drawn with no width (a hamza on its alef) ends where the next is drawn: mirrored, it comes just before it.
        t.x = start + end - (t.x + t.w) - (t.w > 0 ? 0 : 0.01);
      }
    }
    i = last;
  }
}

/**
 * Text turned a quarter, as lines: the pieces of one run (same column, same direction, end to end) joined, each run
 * set level just above where it starts, in a size no larger than a heading's, so that it reads as a line of its own
 * before the text beside it ("JORDAN ELLIS" up a side band before the first line; "EXPERIENCE" before its section).
 * @param {{ str: string, x: number, top: number, length: number, size: number, font: string, up: boolean }[]} turned
 * @returns {import("./layout.mjs").TextItem[]}
 */
function turnedLines(turned) {
  /** @type {{ str: string, x: number, top: number, bottom: number, size: number, font: string, up: boolean }[]} */
  const runs = [];
  // Reading order: a run read upwards starts at its bottom.
  const order = [...turned].sort((p, q) => p.x - q.x || (p.up ? q.top + q.length - (p.top + p.length) : p.top - q.top));
  for (const t of order) {
    const run = runs.at(-1);
    const joins = run && run.up === t.up && Math.abs(run.x - t.x) <= 1 && (t.up ? run.top - (t.top + t.length) : t.top - run.bottom) <= 0.6 * t.size;
    if (run && joins) {
      run.str += t.str;
      run.top = Math.min(run.top, t.top);
      run.bottom = Math.max(run.bottom, t.top + t.length);
    } else runs.push({ str: t.str, x: t.x, top: t.top, bottom: t.top + t.length, size: t.size, font: t.font, up: t.up });
  }
  return runs
    .filter((r) => (r.str.match(/\p{L}/gu) ?? []).length >= 2)
    .map((r) => {
      const size = Math.min(r.size, 14);
      return { str: r.str.trim(), x: r.x, y: r.top - 0.3 * size, w: r.str.trim().length * size * 0.5, size, font: r.font };
    });
}

/**
 * The values of a filled-in form's text fields (a fillable résumé template saved without flattening) and the text of
 * text boxes added on the page (FreeText annotations): pdf.js leaves both out of the page's text, so the résumé read as
 * its empty labels. Each value becomes text where its box is, one item per line, so that it is read beside or under its
 * label.
 * @param {any[]} annotations
 * @param {import("pdfjs-dist/types/src/display/display_utils").PageViewport} viewport
 * @returns {import("./layout.mjs").TextItem[]}
 */
function formFieldItems(annotations, viewport) {
  /** @type {import("./layout.mjs").TextItem[]} */
  const out = [];
  for (const a of annotations) {
    // A text field's value, or the text of a text box added on the page (Acrobat's "Add text", Preview's text box:
    // a FreeText annotation, review 39's M6).
    const value = a.subtype === "Widget" && a.fieldType === "Tx" ? a.fieldValue : a.subtype === "FreeText" ? a.contentsObj?.str : undefined;
    if (a.hidden || typeof value !== "string" || !value.trim()) continue;
    const [xa = 0, ya = 0, xb = 0, yb = 0] = /** @type {number[]} */ (viewport.convertToViewportRectangle(a.rect));
    const [x1, x2, y1, y2] = [Math.min(xa, xb), Math.max(xa, xb), Math.min(ya, yb), Math.max(ya, yb)];
    const lines = value.split(/\r\n?|\n/u).filter((/** @type {string} */ l) => l.trim());
    const given = Number(a.defaultAppearanceData?.fontSize);
    // Font size 0 means "fit the box": a line's share of the box's height.
    const size = given > 0 ? given : Math.min(12, Math.max(6, (0.7 * (y2 - y1)) / Math.max(1, lines.length)));
    lines.forEach((/** @type {string} */ line, /** @type {number} */ k) => {
      const y = lines.length === 1 ? (y1 + y2) / 2 + 0.35 * size : y1 + 1.15 * size * (k + 1);
      // The drawn width is not known: half an em a character, within the box.
      out.push({ str: line.trim(), x: x1 + 2, y, w: Math.min(0.5 * size * line.trim().length, Math.max(size, x2 - x1 - 4)), size });
    });
  }
  return out;
}

/** Where contact details sit: the top of the first page (a header or the head of a sidebar). */
const TOP_SHARE = 0.2;

/**
 * The page's link annotations that go outside the document (pdf.js gives `url` only for an absolute address of a
 * safe kind), each with whether it lies in the top of the first page and the text drawn inside it (empty for an
 * icon).
 * @param {any[]} annotations
 * @param {import("pdfjs-dist/types/src/display/display_utils").PageViewport} viewport
 * @param {number} n
 * @param {import("./layout.mjs").TextItem[]} items
 */
function readLinks(annotations, viewport, n, items) {
  /** @type {import("./links.mjs").FileLink[]} */
  const links = [];
  for (const a of annotations) {
    if (a.subtype !== "Link" || typeof a.url !== "string") continue;
    const [xa = 0, ya = 0, xb = 0, yb = 0] = /** @type {number[]} */ (viewport.convertToViewportRectangle(a.rect));
    const [x1, x2, y1, y2] = [Math.min(xa, xb), Math.max(xa, xb), Math.min(ya, yb), Math.max(ya, yb)];
    const top = n === 1 && y1 < viewport.height * TOP_SHARE;
    // Items whose start lies in the box (baselines sit at its bottom edge, give or take a descender).
    const text = items
      .filter((it) => it.x >= x1 - 2 && it.x < x2 && it.y >= y1 - 2 && it.y <= y2 + 4)
      .map((it) => it.str)
      .join(" ");
    links.push({ url: a.url, top, text });
  }
  return links;
}

/** pdf.js's errors by name: a password, a broken file, anything else. */
function classifyOpenError(/** @type {unknown} */ error) {
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException" || /password/iu.test(message)) return new WorkerError("encrypted", message);
  return new WorkerError("corrupt", `${name}: ${message}`);
}

/** A complete PDF ends with %%EOF (a few bytes of trailing junk are common, so the last 4 KB are searched). */
function hasEndMarker(/** @type {Uint8Array} */ bytes) {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.byteLength - 4096));
  return tail.includes("%%EOF");
}

/** Image XObjects are streams, never packed into object streams, so their dictionaries are visible in the raw file. */
function hasImages(/** @type {Uint8Array} */ bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return /\/Subtype\s*\/Image/u.test(buf.toString("latin1"));
}
