// @ts-check
// Hyperlinks of a résumé file (PDF link annotations, Word hyperlinks), in the extraction worker. A résumé often
// links its profiles from an icon or a word ("LinkedIn", "GitHub") whose address is nowhere in its text; the
// parser shows such links and says that they are not written out.

/** @typedef {{ url: string, top: boolean, text: string }} FileLink */

/** Links kept per file, the longest address kept, and the most of a link's text kept. */
export const MAX_LINKS = 30;
const MAX_URL_LENGTH = 500;
const MAX_TEXT_LENGTH = 100;

/**
 * Web, e-mail and telephone links in document order, each once (`top` when any of its occurrences is near the top
 * of the first page, where contact details are; `text` what the first occurrence shows, "" for an icon). Anything
 * else (file:, javascript:, internal targets) is dropped.
 * @param {Iterable<{ url: string, top: boolean, text?: string }>} raw
 * @returns {FileLink[]}
 */
export function collectLinks(raw) {
  /** @type {Map<string, FileLink>} */
  const byUrl = new Map();
  for (const link of raw) {
    const url = String(link.url ?? "").trim();
    if (!url || url.length > MAX_URL_LENGTH || /[\s<>"]/u.test(url)) continue;
    if (!/^(?:https?:\/\/[^/?#]+\.[^/?#]+|mailto:[^@]+@|tel:\+?[\d(])/iu.test(url)) continue;
    const text = String(link.text ?? "").replace(/\s+/gu, " ").trim().slice(0, MAX_TEXT_LENGTH);
    const seen = byUrl.get(url);
    if (seen) {
      seen.top ||= Boolean(link.top);
      seen.text ||= text;
    } else if (byUrl.size < MAX_LINKS) byUrl.set(url, { url, top: Boolean(link.top), text });
  }
  return [...byUrl.values()];
}
