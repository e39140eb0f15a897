// @ts-check
// List bullets drawn as shapes, not written as text. Chromium's "Save as PDF" (and so every résumé builder that prints
// from the browser) paints a list's discs and squares as small filled paths, so the text holds no marker where an item
// starts: an item that fills its line was read as wrapping into the next one, and two items became one (review 39's
// L4). Each such shape just left of a line's first word is given back as a "•" text item.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

const OPS = pdfjs.OPS;
const FILLS = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke]);
/** A font of their own for the bullets made here, as a Word bullet's Symbol font is: no glyph of the text's font. */
const DRAWN_BULLET_FONT = "drawn-bullet";
const MAX_SHAPES = 400;

/**
 * Whether a PDF was made by a program that draws list bullets as shapes: Skia, the PDF back end of Chromium, Chrome and
 * Edge, names itself the producer; Chromium also writes its user agent as the creator, which a tool that rewrites the
 * file after it (a print driver) often keeps.
 */
export function drawsBullets(/** @type {unknown} */ producer, /** @type {unknown} */ creator) {
  return (typeof producer === "string" && /\bSkia\/PDF\b/.test(producer)) || (typeof creator === "string" && /\b(?:HeadlessChrome|Chrome|Chromium)\/\d/.test(creator));
}

/**
 * Bullet items for the small filled shapes of one page that sit just left of a text item, level with its letters.
 * @param {{ fnArray: number[], argsArray: any[] }} ops the page's operator list
 * @param {number[]} viewportTransform
 * @param {import("./layout.mjs").TextItem[]} items the page's text items, in the same device space
 * @returns {import("./layout.mjs").TextItem[]}
 */
export function drawnBulletItems(ops, viewportTransform, items) {
  /** @type {{ x0: number, y0: number, x1: number, y1: number }[]} */
  const shapes = [];
  /** @type {{ x0: number, y0: number, x1: number, y1: number }[]} */
  const rails = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  /** @type {number[][]} */
  const saved = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = pdfjs.Util.transform(ctm, args);
    else if (fn === OPS.constructPath && args?.[2]) {
      const m = pdfjs.Util.transform(viewportTransform, ctm);
      const [ax, ay, bx, by] = args[2];
      const xs = [m[0] * ax + m[2] * ay + m[4], m[0] * bx + m[2] * ay + m[4], m[0] * ax + m[2] * by + m[4], m[0] * bx + m[2] * by + m[4]];
      const ys = [m[1] * ax + m[3] * ay + m[5], m[1] * bx + m[3] * ay + m[5], m[1] * ax + m[3] * by + m[5], m[1] * bx + m[3] * by + m[5]];
      const shape = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
      // Larger than a bullet at any text size: rules, boxes, backgrounds, icons.
      if (FILLS.has(args[0]) && shape.x1 - shape.x0 <= 8 && shape.y1 - shape.y0 <= 8) {
        // A page of hundreds of small shapes is a drawing (a chart, a dotted pattern), not lists; the search below
        // grows with the square of their number.
        if (shapes.push(shape) > MAX_SHAPES) return [];
      }
      // A thin upright line, filled or stroked: the rail of a timeline, whose dots mark entries, not list items.
      else if (shape.x1 - shape.x0 <= 3 && shape.y1 - shape.y0 >= 20 && rails.length < MAX_SHAPES) rails.push(shape);
    }
  }
  /** @type {import("./layout.mjs").TextItem[]} */
  const bullets = [];
  for (const s of shapes) {
    const w = s.x1 - s.x0;
    const h = s.y1 - s.y0;
    const cy = (s.y0 + s.y1) / 2;
    // Level with a line's letters: the shape's middle between the baseline and about an x-height and a half above it.
    const level = (/** @type {import("./layout.mjs").TextItem} */ it) => cy <= it.y + 0.05 * it.size && cy >= it.y - 0.75 * it.size;
    let next;
    for (const it of items) {
      if (!it.str.trim() || !level(it) || it.x < s.x1) continue;
      if (!next || it.x < next.x) next = it;
    }
    if (!next) continue;
    const em = next.size;
    // A bullet is a dot or a square a fraction of the text's size, its text starting within about an em of it.
    // Chromium's discs and squares measured 0.25-0.43 em, their text 0.5-1.2 em after them, over 480 bullets of the
    // fixtures and reviews.
    if (w < 0.12 * em || h < 0.12 * em || w > 0.45 * em || h > 0.45 * em || w > 2 * h || h > 2 * w || next.x - s.x1 > 1.5 * em) continue;
    const cx = (s.x0 + s.x1) / 2;
    if (rails.some((r) => cx >= r.x0 - 1.5 && cx <= r.x1 + 1.5 && cy >= r.y0 - 2 && cy <= r.y1 + 2)) continue;
    // Rating dots ("Python ●●●●○") come in rows: a shape with another beside it is none.
    if (shapes.some((o) => o !== s && Math.abs((o.y0 + o.y1) / 2 - cy) <= 0.3 * em && Math.abs(o.x0 - s.x0) <= 2 * em)) continue;
    // Text just before it on the line (a word, then the shape): a separator inside a line, not a list's bullet.
    if (items.some((it) => it.str.trim() && level(it) && it.x < s.x0 && it.x + it.w > s.x0 - em)) continue;
    bullets.push({ str: "•", x: s.x0, y: next.y, w, size: next.size, font: DRAWN_BULLET_FONT });
  }
  return bullets;
}
