// @ts-check
// DOCX text, in the extraction worker: a zip-bomb guard with yauzl first, then mammoth.
import JSZip from "jszip";
import mammoth from "mammoth";
import yauzl from "yauzl";
import { collectLinks } from "./links.mjs";
import { WorkerError } from "./worker-error.mjs";

/** Limits of the zip guard: entries, total uncompressed bytes, and the inflation ratio of large entries. */
export const ZIP_LIMITS = Object.freeze({
  maxEntries: 2000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioAppliesAbove: 1024 * 1024,
});

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string, pages: null, columns: number, warnings: string[], links: import("./links.mjs").FileLink[] }>}
 */
export async function extractDocx(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = await inspectZip(buffer, ZIP_LIMITS);
  const main = mainPart(parts);
  if (!main) throw new WorkerError("corrupt", "no word/document.xml");
  // The app's own readers of headers, text boxes and fields match the usual "w:" prefix: a part written with another
  // prefix for the same namespace ("ns0:", from some XML toolchains) is read under "w:" (review 38's F11).
  for (const [name, xml] of parts) if (/^word\/[^/]+\.xml$/u.test(name)) parts.set(name, withWordPrefix(xml));
  // Text Word shows in capitals (Font > All caps, or a style that sets it) is read in capitals (review 53: a name and
  // employers typed in small letters under the caps property were read as a title and as the previous employer).
  const original = parts.get(main);
  const caps = capsStyles(parts.get("word/styles.xml") ?? "");
  for (const [name, xml] of parts) if (/^word\/(?:document\d*|header\d*|footer\d*)\.xml$/u.test(name)) parts.set(name, withCapsApplied(xml, caps));
  // The main part under another name ("word/document2.xml", as Word Online has written it): read under the usual names.
  if (main !== "word/document.xml") {
    parts.set("word/document.xml", parts.get(main) ?? "");
    const rels = parts.get(main.replace(/^word\//u, "word/_rels/") + ".rels");
    if (rels !== undefined) parts.set("word/_rels/document.xml.rels", rels);
  }
  let html;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: await withDocumentRewritten(buffer, parts.get(main) ?? "", main, parts.get(main) !== original) },
      {
        // Images are never read or inlined; linked files are never opened.
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
        // A table of contents lists the headings with their pages ("Core Skills⇥2"): read first, it would open their
        // sections at the top of the résumé.
        styleMap: [...Array.from({ length: 9 }, (_, k) => `p[style-name='toc ${k + 1}'] => !`), "p[style-name='TOC Heading'] => !"],
      },
    );
    html = result.value;
  } catch (error) {
    throw new WorkerError("corrupt", error instanceof Error ? error.message : String(error));
  }
  // Page headers, then footers: contact details sit in either, and are read as the top of the résumé.
  const margins = (/** @type {string} */ kind) =>
    [...parts.entries()]
      .filter(([name]) => new RegExp(`^word/${kind}\\d*\\.xml$`, "u").test(name))
      .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
      // Hidden text (an old phone number kept out of sight) is left out here as in the body (review 38's F9).
      .map(([, xml]) => wordXmlToText(withoutHiddenRuns(xml)))
      .filter((t) => t.trim());
  const headers = [...margins("header"), ...margins("footer")];
  const documentXml = withoutHiddenRuns(parts.get("word/document.xml") ?? "");
  const body = withAltChunks(withTextBoxesLast(withoutPlaceholders(htmlToText(withNotesApart(html)), placeholders(documentXml)), textBoxes(documentXml), boxesBeforeText(documentXml)), documentXml, parts);
  const text = withMargins(headers, body);
  const links = collectLinks([...headerLinks(parts), ...htmlLinks(html)]);
  return { text, pages: null, columns: 1, warnings: [], links };
}

/**
 * The name of the package's main part: the target of its officeDocument relationship (as Word and mammoth find it),
 * else "word/document.xml" or another "word/documentN.xml"; null when there is none.
 * @param {Map<string, string>} parts
 * @returns {string | null}
 */
export function mainPart(parts) {
  const rel = /<Relationship\b[^>]*\bType="[^"]*\/officeDocument"[^>]*>/u.exec(parts.get("_rels/.rels") ?? "");
  const target = rel && /\bTarget="\/?([^"]+)"/u.exec(rel[0]);
  if (target && parts.has(target[1] ?? "")) return target[1] ?? null;
  if (parts.has("word/document.xml")) return "word/document.xml";
  return [...parts.keys()].find((name) => /^word\/document\d*\.xml$/u.test(name)) ?? null;
}

/**
 * The page headers' and footers' lines put before the body, where contact details are read. The same header is often
 * repeated (first page, default), and a line already in the body is not added again; page numbering goes.
 * @param {string[]} margins
 * @param {string} body
 */
export function withMargins(margins, body) {
  const seen = new Set(body.split("\n").map((l) => l.trim()));
  const lines = [];
  for (const margin of margins) {
    for (const written of margin.split("\n")) {
      // "Name | e-mail | Page  of": a page number's field (PAGE, NUMPAGES) leaves its words without its figures.
      const line = written.replace(/(?:\s*[|•·–—-])?\s*\bpage\s*\d*\s*(?:(?:of|\/)\s*\d*)?\s*$/iu, "");
      // "Page 1 of 2", "- 2 -": page numbering says nothing.
      if (line.trim() && !seen.has(line.trim()) && !/^[\s\-–—]*(?:page\s*)?\d*(?:\s*(?:of|\/)\s*\d+)?[\s\-–—]*$/iu.test(line)) {
        seen.add(line.trim());
        lines.push(line);
      }
    }
  }
  return lines.length ? `${lines.join("\n")}\n\n${body}` : body;
}

/**
 * The document as mammoth should read it (the zip has passed the bomb check already):
 * - A simple field's result ("<w:fldSimple w:instr=' HYPERLINK …'>", a mail merge's "MERGEFIELD Employer") is dropped
 *   by mammoth, which reads only complex fields: the LinkedIn link or the employer's name was lost. Such fields are
 *   rewritten as the complex fields Word writes for the same thing.
 * - Hidden text (Font > Hidden: an old job kept out of sight, a note to self) is neither shown nor printed by Word, and
 *   mammoth reads it as any other text: it goes.
 * @param {Buffer} buffer
 * @param {string} documentXml
 * @param {string} [name] the main part's name in the zip
 * @returns {Promise<Buffer>}
 */
async function withDocumentRewritten(buffer, documentXml, name = "word/document.xml", changed = false) {
  const rewritten = withoutHiddenRuns(documentXml.includes("<w:fldSimple") ? complexFields(documentXml) : documentXml)
    // An alignment tab between a title and its dates, and a carriage return inside a paragraph, which mammoth drops:
    // "Senior Software EngineerJan 2020" lost its start month (review 38's F3, F4).
    .replace(/<w:ptab\b[^>]*\/>/gu, "<w:tab/>")
    .replace(/<w:cr\b[^>]*\/>/gu, "<w:br/>");
  if (rewritten === documentXml && !changed) return buffer;
  const zip = await JSZip.loadAsync(buffer);
  zip.file(name, rewritten);
  return zip.generateAsync({ type: "nodebuffer" });
}

const CAPS_ON = /<w:caps(?:\s+w:val="(?:1|true|on)")?\s*\/>/u;
const CAPS_OFF = /<w:caps\s+w:val="(?:0|false|off)"\s*\/>/u;

/**
 * The styles that set All caps (a Title or a Heading style of a template).
 * @param {string} stylesXml
 * @returns {Set<string>}
 */
export function capsStyles(stylesXml) {
  const ids = new Set();
  for (const m of stylesXml.matchAll(/<w:style\b[^>]*\bw:styleId="([^"]+)"[^>]*>((?:(?!<\/w:style>)[\s\S])*)<\/w:style>/gu)) if (CAPS_ON.test(m[2] ?? "")) ids.add(m[1]);
  return ids;
}

/**
 * Runs shown in capitals given their text in capitals: a run with `w:caps`, or a run or a paragraph of a style that sets
 * it (unless the run turns it off). Entities stay as written.
 * @param {string} xml
 * @param {Set<string>} styles
 */
export function withCapsApplied(xml, styles) {
  if (!xml.includes("<w:caps") && !styles.size) return xml;
  const upper = (/** @type {string} */ t) => t.replace(/(&[#\w]+;)|([^&]+)/gu, (_, entity, plain) => entity ?? plain.toUpperCase());
  // Innermost paragraphs (a text box's paragraphs inside a run of another are handled on their own).
  return xml.replace(/<w:p\b(?:(?!<w:p[\s>])[\s\S])*?<\/w:p>/gu, (paragraph) => {
    const pStyle = /<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*?<w:pStyle\s+w:val="([^"]+)"/u.exec(paragraph)?.[1];
    const byParagraph = !!pStyle && styles.has(pStyle);
    return paragraph.replace(/<w:r(?:\s[^>]*)?>(?:(?!<w:r[\s>]|<\/w:r>)[\s\S])*<\/w:r>/gu, (run) => {
      const props = /<w:rPr>((?:(?!<\/w:rPr>)[\s\S])*)<\/w:rPr>/u.exec(run)?.[1] ?? "";
      const rStyle = /<w:rStyle\s+w:val="([^"]+)"/u.exec(props)?.[1];
      const on = CAPS_OFF.test(props) ? false : CAPS_ON.test(props) || (!!rStyle && styles.has(rStyle)) || byParagraph;
      return on ? run.replace(/(<w:t(?:\s[^>]*)?>)([^<]*)(<\/w:t>)/gu, (_, open, text, close) => `${open}${upper(text)}${close}`) : run;
    });
  });
}

/**
 * The document without its hidden runs: a run whose own properties say `w:vanish` (not `w:val="0"`). A run holding
 * another run (a text box in a drawing) is left alone.
 * @param {string} xml
 */
export function withoutHiddenRuns(xml) {
  if (!xml.includes("<w:vanish")) return xml;
  return xml.replace(/<w:r(?:\s[^>]*)?>\s*<w:rPr>((?:(?!<\/w:rPr>)[\s\S])*)<\/w:rPr>(?:(?!<w:r[\s>]|<\/w:r>)[\s\S])*<\/w:r>/gu, (run, props) =>
    /<w:vanish(?:\s+w:val="(?:1|true|on)")?\s*\/>/u.test(props) ? "" : run,
  );
}

/**
 * @param {string} xml
 * @returns {string}
 */
export function complexFields(xml) {
  const run = (/** @type {string} */ inner) => `<w:r>${inner}</w:r>`;
  return xml
    .replace(/<w:fldSimple\b[^>]*\/>/gu, "")
    .replace(/<w:fldSimple\b([^>]*)>([\s\S]*?)<\/w:fldSimple>/gu, (_, attributes, result) => {
      const instr = /w:instr="([^"]*)"/u.exec(attributes)?.[1] ?? "";
      return `${run('<w:fldChar w:fldCharType="begin"/>')}${run(`<w:instrText xml:space="preserve">${instr}</w:instrText>`)}${run('<w:fldChar w:fldCharType="separate"/>')}${result}${run('<w:fldChar w:fldCharType="end"/>')}`;
    });
}

/**
 * Footnotes and endnotes: mammoth marks a reference "[1]" in the text ("Jacobs[1], Sacramento") and lists the notes at
 * the end. The marks go, so that a name stays a name, and the notes stay as lines under a "Notes" heading, so that a
 * note is not read as the last section's entry.
 * @param {string} html
 */
export function withNotesApart(html) {
  const marks = /<sup><a href="#(?:foot|end)note-\d+"[^>]*>\[\d+\]<\/a><\/sup>/gu;
  const backLinks = /\s*<a href="#(?:foot|end)note-ref-\d+">[^<]*<\/a>/gu;
  let headed = false;
  return html
    .replace(marks, "")
    .replace(backLinks, "")
    .replace(/<ol>(?=<li id="(?:foot|end)note-\d+">)((?:(?!<\/ol>)[\s\S])*)<\/ol>/gu, (_, items) => {
      const notes = String(items).replace(/<\/?li[^>]*>/gu, "");
      const heading = headed ? "" : "<p>Notes</p>";
      headed = true;
      return heading + notes;
    });
}

/**
 * Reads the zip's directory and inflates its XML parts, refusing a zip bomb: too many entries, too many bytes
 * in all (as declared, and as actually inflated), or an entry that inflates too far. Returns the XML parts by
 * name (what mammoth and the header reader will read; images and other binaries are never inflated here nor
 * by mammoth, whose image converter does not read them).
 * @param {Buffer} buffer
 * @param {typeof ZIP_LIMITS} limits
 * @returns {Promise<Map<string, string>>}
 */
export async function inspectZip(buffer, limits) {
  /** @type {import("yauzl").ZipFile} */
  let zip;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw new WorkerError("corrupt", `not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new WorkerError("too-complex", `${zip.entryCount} zip entries`);
  }
  /** @type {Map<string, string>} */
  const parts = new Map();
  let declaredTotal = 0;
  let inflatedTotal = 0;
  try {
    for await (const entry of entries(zip)) {
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxTotalBytes) throw new WorkerError("too-complex", `more than ${limits.maxTotalBytes} bytes uncompressed`);
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioAppliesAbove && ratio > limits.maxRatio) {
        throw new WorkerError("too-complex", `${entry.fileName} inflates ${Math.round(ratio)} times`);
      }
      // XML parts, and the HTML an "alternative format chunk" holds (see altChunksText).
      if (entry.fileName.endsWith("/") || !/\.(xml|rels|mht|mhtml|html?)$/iu.test(entry.fileName)) continue;
      if (entry.isEncrypted()) throw new WorkerError("encrypted", `${entry.fileName} is encrypted`);
      const data = await inflate(zip, entry, limits, () => inflatedTotal, (n) => (inflatedTotal += n));
      parts.set(entry.fileName, data.toString("utf8"));
    }
  } finally {
    zip.close();
  }
  return parts;
}

/**
 * The zip's entries, one at a time.
 * @param {import("yauzl").ZipFile} zip
 * @returns {AsyncGenerator<import("yauzl").Entry>}
 */
async function* entries(zip) {
  while (true) {
    const next = await new Promise((resolve, reject) => {
      const onEntry = (/** @type {import("yauzl").Entry} */ entry) => done(null, entry);
      const onEnd = () => done(null, null);
      const onError = (/** @type {Error} */ error) => done(error, null);
      const done = (/** @type {Error | null} */ error, /** @type {import("yauzl").Entry | null} */ entry) => {
        zip.off("entry", onEntry);
        zip.off("end", onEnd);
        zip.off("error", onError);
        if (error) reject(new WorkerError("corrupt", `zip directory: ${error.message}`));
        else resolve(entry);
      };
      zip.on("entry", onEntry);
      zip.on("end", onEnd);
      zip.on("error", onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/**
 * Inflates one entry, counting bytes as they come: the declared sizes are not trusted (yauzl also stops an
 * entry that inflates past its declared size).
 * @param {import("yauzl").ZipFile} zip
 * @param {import("yauzl").Entry} entry
 * @param {typeof ZIP_LIMITS} limits
 * @param {() => number} total
 * @param {(n: number) => void} add
 * @returns {Promise<Buffer>}
 */
async function inflate(zip, entry, limits, total, add) {
  const stream = await zip.openReadStreamPromise(entry).catch((error) => {
    throw new WorkerError("corrupt", `${entry.fileName}: ${error instanceof Error ? error.message : String(error)}`);
  });
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      add(chunk.length);
      if (total() > limits.maxTotalBytes) throw new WorkerError("too-complex", `more than ${limits.maxTotalBytes} bytes inflated`);
      if (size > limits.ratioAppliesAbove && size / Math.max(1, entry.compressedSize) > limits.maxRatio) {
        throw new WorkerError("too-complex", `${entry.fileName} inflates more than ${limits.maxRatio} times`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof WorkerError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // yauzl's own check: the entry inflated past the size its directory entry declares.
    if (/too many bytes/iu.test(message)) throw new WorkerError("too-complex", `${entry.fileName}: ${message}`);
    throw new WorkerError("corrupt", `${entry.fileName}: ${message}`);
  }
  return Buffer.concat(chunks);
}

/** Body text before this many characters is the top of the résumé, where contact details are. */
const TOP_CHARS = 500;

/**
 * The hyperlinks of mammoth's HTML, in order, with the text they show; `top` for those in the first characters of
 * the text.
 * @param {string} html
 * @returns {import("./links.mjs").FileLink[]}
 */
export function htmlLinks(html) {
  /** @type {import("./links.mjs").FileLink[]} */
  const links = [];
  /** @type {import("./links.mjs").FileLink | null} */
  let open = null;
  let chars = 0;
  for (const [tag, href, textPart] of html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>|<[^>]*>|([^<]+)/gu)) {
    if (textPart !== undefined) {
      chars += textPart.length;
      if (open) open.text += decodeEntities(textPart);
    } else if (href !== undefined) {
      open = { url: decodeEntities(href), top: chars < TOP_CHARS, text: "" };
      links.push(open);
    } else if (/^<\/a\s*>$/iu.test(tag)) open = null;
  }
  return links;
}

/**
 * A WordprocessingML part whose main namespace is bound to another prefix than "w", with "w" in its place; any other
 * part as it is.
 * @param {string} xml
 */
export function withWordPrefix(xml) {
  const bound = /\bxmlns:([A-Za-z_][\w.-]*)="http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main"/u.exec(xml.slice(0, 10000));
  const prefix = bound?.[1];
  if (!prefix || prefix === "w" || /\bxmlns:w="/u.test(xml.slice(0, 10000))) return xml;
  const p = prefix.replace(/[.]/gu, "\\.");
  return xml
    .replace(new RegExp(`(</?)${p}:`, "gu"), "$1w:")
    .replace(new RegExp(`(\\s)${p}:(?=[\\w-]+=)`, "gu"), "$1w:")
    .replace(new RegExp(`\\bxmlns:${p}=`, "u"), "xmlns:w=");
}

/**
 * The addresses of a part's HYPERLINK fields, complex (instruction text split over runs) or simple; a link to a place in
 * the document (\\l) is not an address.
 * @param {string} xml
 */
export function fieldLinks(xml) {
  /** @type {string[]} */
  const instructions = [];
  for (const [, text, simple] of xml.matchAll(/<w:fldChar\b[^>]*w:fldCharType="begin"|<w:instrText\b[^>]*>([^<]*)<\/w:instrText>|\bw:instr="([^"]*)"/gu)) {
    if (simple !== undefined) instructions.push(decodeEntities(simple), "");
    else if (text === undefined) instructions.push("");
    else if (instructions.length) instructions[instructions.length - 1] += decodeEntities(text);
  }
  return instructions.flatMap((instr) => {
    const m = /^\s*HYPERLINK\s+((?:\\[a-z]\s+(?:"[^"]*"\s+)?)*)"([^"]+)"/iu.exec(instr);
    return m && !/\\l/u.test(m[1] ?? "") ? [m[2]?.trim() ?? ""] : [];
  }).filter(Boolean);
}

/**
 * Hyperlinks of the page headers and footers (mammoth reads neither): the external targets of their relationships,
 * and the addresses of their HYPERLINK fields (review 38's F10).
 * @param {Map<string, string>} parts
 * @returns {import("./links.mjs").FileLink[]}
 */
function headerLinks(parts) {
  const links = [];
  for (const [name, xml] of parts) {
    if (/^word\/(?:header|footer)\d*\.xml$/u.test(name)) for (const url of fieldLinks(xml)) links.push({ url, top: true, text: "" });
    if (!/^word\/_rels\/(?:header|footer)\d*\.xml\.rels$/u.test(name)) continue;
    for (const [rel] of xml.matchAll(/<Relationship\s[^>]*>/gu)) {
      const target = /\sTarget="([^"]*)"/u.exec(rel)?.[1];
      // The text a header's link shows is not looked up: a header is the top, where any link is a contact's.
      if (target && /\/hyperlink"/u.test(rel) && /TargetMode="External"/u.test(rel)) links.push({ url: decodeEntities(target), top: true, text: "" });
    }
  }
  return links;
}

/**
 * Paragraph text of a WordprocessingML part (a header): runs' text, tabs and breaks, one paragraph a line. An
 * alignment tab (`w:ptab`, in Word's three-column headers) is a tab; a non-breaking hyphen is a hyphen.
 */
export function wordXmlToText(/** @type {string} */ xml) {
  return xml
    .split(/<\/w:p>/u)
    .map((paragraph) => {
      let line = "";
      for (const [token, text] of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:ptab\b[^>]*\/>|<w:br\b[^>]*\/>|<w:cr\/>|<w:noBreakHyphen\/>/gu)) {
        if (text !== undefined) line += decodeEntities(text);
        else line += token.startsWith("<w:noBreakHyphen") ? "-" : /^<w:p?tab/u.test(token) ? "\t" : "\n";
      }
      return line.trim();
    })
    .filter(Boolean)
    .join("\n");
}

/**
 * The text a template's content controls still show as their placeholder ("Month Year", "Degree Title", "School"):
 * Word marks them `w:showingPlcHdr`, and the user never typed them.
 * @param {string} xml
 */
export function placeholders(xml) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const m of xml.matchAll(/<w:sdtPr>((?:(?!<\/w:sdtPr>)[\s\S])*)<\/w:sdtPr>\s*(?:<w:sdtEndPr\s*\/>|<w:sdtEndPr>(?:(?!<\/w:sdtEndPr>)[\s\S]){0,2000}<\/w:sdtEndPr>)?\s*<w:sdtContent>((?:(?!<\/?w:sdtContent\b)[\s\S])*)<\/w:sdtContent>/gu)) {
    if (!/<w:showingPlcHdr\s*\/>/u.test(m[1] ?? "")) continue;
    const text = wordXmlToText(m[2] ?? "").trim();
    if (text) for (const line of text.split("\n")) out.add(line.trim());
  }
  return [...out].filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * The body without the lines made only of placeholders ("Degree Title, School"); a line with other words keeps them all.
 * @param {string} body
 * @param {string[]} shown
 */
export function withoutPlaceholders(body, shown) {
  if (!shown.length) return body;
  return body
    .split("\n")
    .filter((line) => {
      let rest = line;
      for (const p of shown) rest = rest.split(p).join(" ");
      return rest === line || /[\p{L}\p{N}]/u.test(rest);
    })
    .join("\n");
}

/**
 * The text of each text box (or shape with text) of a document's XML, once each: Word writes a box twice, as a
 * DrawingML shape and as its VML fallback. (A box's content never holds another box's tags: the scan stays linear on
 * a file whose boxes are never closed.)
 * @param {string} xml
 */
export function textBoxes(xml) {
  const seen = new Set();
  /** @type {string[]} */
  const out = [];
  for (const m of xml.matchAll(/<w:txbxContent\b[^>]*>((?:(?!<\/?w:txbxContent\b)[\s\S])*)<\/w:txbxContent>/gu)) {
    const text = wordXmlToText(m[1] ?? "");
    if (text && !seen.has(text)) {
      seen.add(text);
      out.push(text);
    }
  }
  return out;
}

/**
 * The text of the boxes anchored before the body's first text (a name set in a box at the top of the page).
 * @param {string} xml
 * @returns {Set<string>}
 */
export function boxesBeforeText(xml) {
  const out = new Set();
  let depth = 0;
  let start = -1;
  for (const m of xml.matchAll(/<w:txbxContent\b[^>]*>|<\/w:txbxContent>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/gu)) {
    if (m[0].startsWith("<w:txbxContent")) {
      if (depth++ === 0) start = (m.index ?? 0) + m[0].length;
    } else if (m[0] === "</w:txbxContent>") {
      if (depth > 0 && --depth === 0) {
        const text = wordXmlToText(xml.slice(start, m.index));
        if (text) out.add(text);
      }
    } else if (depth === 0 && /\S/u.test(m[1] ?? "")) break;
  }
  return out;
}

/**
 * The body with the HTML of its "alternative format chunks" (`w:altChunk`), which mammoth does not read: web résumé
 * builders that export through html-docx-js put the whole résumé in one such chunk (an MHT file), and Word shows it.
 * A chunk before the body's first text opens the body; any other is added after it.
 * @param {string} body
 * @param {string} documentXml
 * @param {Map<string, string>} parts
 */
export function withAltChunks(body, documentXml, parts) {
  if (!documentXml.includes("<w:altChunk")) return body;
  const rels = parts.get("word/_rels/document.xml.rels") ?? "";
  const firstText = documentXml.search(/<w:t[\s>]/u);
  /** @type {string[]} */
  const before = [];
  /** @type {string[]} */
  const after = [];
  for (const m of documentXml.matchAll(/<w:altChunk\b[^>]*\br:id="([^"]+)"/gu)) {
    const rel = new RegExp(`<Relationship\\b[^>]*\\bId="${(m[1] ?? "").replace(/[^\w-]/gu, "")}"[^>]*>`, "u").exec(rels)?.[0] ?? "";
    const target = /\bTarget="([^"]+)"/u.exec(rel)?.[1];
    if (!target) continue;
    const name = target.startsWith("/") ? target.slice(1) : `word/${target}`;
    const chunk = parts.get(name);
    if (chunk === undefined) continue;
    const text = htmlToText(plainHtml(mhtHtml(chunk)));
    if (text.trim()) (firstText < 0 || (m.index ?? 0) < firstText ? before : after).push(text);
  }
  return [...before, body, ...after].filter((t) => t.trim()).join("\n\n");
}

/** The HTML of an MHT file (its first text/html part, decoded), or the text itself when it is HTML already. */
export function mhtHtml(/** @type {string} */ chunk) {
  const boundary = /boundary="?([^"\r\n;]+)"?/iu.exec(chunk.slice(0, 2000))?.[1];
  if (!boundary || !/^\s*MIME-Version:/iu.test(chunk)) return chunk;
  for (const part of chunk.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/u);
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/content-type:\s*text\/html/iu.test(head)) continue;
    const content = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/iu.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(content, "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      // "=E2=80=94" is a byte each; characters written as they are (the zip part was read as UTF-8) stay as they are.
      const soft = content.replace(/=\r?\n/gu, "");
      const bytes = [];
      let last = 0;
      for (const q of soft.matchAll(/=([0-9A-Fa-f]{2})/gu)) {
        bytes.push(Buffer.from(soft.slice(last, q.index), "utf8"), Buffer.from([parseInt(q[1] ?? "0", 16)]));
        last = (q.index ?? 0) + 3;
      }
      bytes.push(Buffer.from(soft.slice(last), "utf8"));
      return Buffer.concat(bytes).toString("utf8");
    }
    return content;
  }
  return "";
}

/** Web HTML as the simple HTML htmlToText reads: no head, styles, scripts or comments; block elements as paragraphs. */
function plainHtml(/** @type {string} */ html) {
  return html
    .replace(/<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>/gu, "")
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, "")
    .replace(/<\/?(?:div|section|article|header|footer|main|aside|address|blockquote|dt|dd|dl|hr)\b[^>]*>/giu, "<p>");
}

/** A line of dates only: "Apr 2020 – Present", "09/2016 - 03/2020", "2014 – 2018". */
const DATES_ALONE = /^(?:(?:\p{L}{3,9}\.?|\d{1,2}[/.])?\s?(?:19|20)\d{2}|present|current|now|today)\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?|\d{1,2}[/.])?\s?(?:19|20)\d{2}|present|current|now|today)$/iu;

/** A person's name alone on its line: two to four capitalised words, no digits. */
export const NAME_LINE = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
/** A line of contact details: a phone, an e-mail, a link, a town with its state or country. */
export const CONTACT_ITEM = /^(?:(?:phone|tel|mobile|e-?mail|linkedin|web(?:site)?|address)\s*:\s*)?(?:\+?[\d(][\d\s().-]{6,}\d|\S+@\S+\.\S+|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?|\p{Lu}[\p{L} .'-]{1,30},\s*\p{Lu}[\p{L}]{1,20}(?:\s+\d{4,5})?)$/iu;

/**
 * A Word template's sidebar sits in text boxes anchored to a paragraph of the body, often the name's; mammoth reads a
 * box where it is anchored (between the name and the headline) or, without its VML fallback, not at all. The boxes
 * are read after the body, as a second column is, unless the body starts with one (a name set in a box; without the
 * fallback, a box anchored before the body's first text: review 38's F7), or the box holds a job's dates alone
 * (LibreOffice writes every frame as a box; "Apr 2020 – Present" floated right of a title belongs where mammoth reads
 * it, under that title).
 * @param {string} body
 * @param {string[]} boxes
 * @param {Set<string>} [leading] the boxes anchored before the body's first text
 */
export function withTextBoxesLast(body, boxes, leading = new Set()) {
  if (!boxes.length) return body;
  let lines = body.split("\n");
  /** @type {string[]} */
  const moved = [];
  // Lines compared without the blank lines and list marks the body's HTML gave them: a box whose headings are styled
  // as headings sits in the body between blank lines, was not found there, and was read twice (review 38's F2).
  const bare = (/** @type {string} */ l) => l.trim().replace(/^(?:•|\d+\.)\s+/u, "");
  for (const box of boxes) {
    const want = box.split("\n").map((l) => l.trim()).filter(Boolean);
    if (want.length === 1 && /** @type {string} */ (want[0]).length <= 40 && DATES_ALONE.test(/** @type {string} */ (want[0]))) continue;
    const wanted = want.map(bare);
    const written = lines.flatMap((l, i) => (bare(l) ? [{ i, text: bare(l) }] : []));
    const at = written.findIndex((_, j) => wanted.every((w, k) => written[j + k]?.text === w));
    // A box of contact details anchored before the name ("Phoenix, AZ" / the e-mail / the phone over "Luis Fernández"):
    // the name first, as the page shows it; read first, the name had come after four lines and was taken for a skill
    // (review 65).
    if (at === 0 && want.every((l) => CONTACT_ITEM.test(l))) {
      const after = written[wanted.length];
      if (after && NAME_LINE.test(after.text)) {
        const last = /** @type {{ i: number }} */ (written[wanted.length - 1]).i;
        lines = [...lines.slice(last + 1, after.i + 1), ...lines.slice(0, last + 1), ...lines.slice(after.i + 1)];
      }
      continue;
    }
    if (at === 0) continue;
    // A box of contact details alone (a town, a phone, an e-mail, a link beside the name) stays at the top, where it is
    // anchored: after the body it joined the last section, and its town was read as a skill (review 53).
    if (want.every((l) => CONTACT_ITEM.test(l))) {
      if (at < 0) {
        const name = lines.findIndex((l) => l.trim());
        lines = [...lines.slice(0, name + 1), ...want, ...lines.slice(name + 1)];
      }
      continue;
    }
    if (at < 0 && leading.has(box)) {
      lines = [...want, "", ...lines];
      continue;
    }
    if (at > 0) {
      const first = /** @type {{ i: number }} */ (written[at]).i;
      const last = /** @type {{ i: number }} */ (written[at + wanted.length - 1]).i;
      lines = [...lines.slice(0, first), ...lines.slice(last + 1)];
    }
    moved.push(want.join("\n"));
  }
  return moved.length ? `${lines.join("\n").trimEnd()}\n\n${moved.join("\n\n")}` : lines.join("\n");
}

/**
 * Mammoth's HTML as text: every paragraph, heading, list item and table cell on a line of its own (a layout
 * table's cells are read cell after cell, never glued together), a blank line before headings and around
 * tables, list items marked with "•" (or their number).
 * @param {string} html
 */
export function htmlToText(html) {
  /** @type {string[]} */
  const lines = [];
  let current = "";
  /** @type {{ ordered: boolean, n: number }[]} */
  const lists = [];
  /** The open table rows, each a list of its cells' [first, end) line numbers. @type {[number, number][][]} */
  const rows = [];
  const flush = () => {
    const line = current.replace(/[ \t]+/gu, (m) => (m.includes("\t") ? "\t" : " ")).trim();
    if (line) lines.push(line);
    current = "";
  };
  const blank = () => {
    flush();
    if (lines.length && lines[lines.length - 1] !== "") lines.push("");
  };
  /** Cells merged down over the next rows ("Harborview Medical Group" beside two roles): their first line, and the
   * number of rows still to come. @type {{ text: string, left: number }[]} */
  let spans = [];
  /** @type {{ text: string, left: number } | null} */
  let opening = null;
  /** Rows closed so far in the current table. */
  let tableRows = 0;
  const tokens = html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>|([^<]+)/gu);
  for (const [, closing, rawTag, attributes, textPart] of tokens) {
    if (textPart !== undefined) {
      current += decodeEntities(textPart);
      continue;
    }
    const tag = /** @type {string} */ (rawTag).toLowerCase();
    if (tag === "br") {
      flush();
    } else if (/^h[1-6]$/u.test(tag)) {
      if (closing) blank();
      else blank();
    } else if (tag === "tr") {
      flush();
      if (!closing) {
        // The employer of a cell merged over this row too heads this row's job.
        for (const span of spans) lines.push(span.text);
        spans = spans.filter((span) => --span.left > 0);
        rows.push([]);
      } else {
        const row = rows.pop();
        if (row && !headerRowDropped(lines, row, tableRows)) datesBeside(lines, row);
        tableRows++;
      }
    } else if (tag === "td" || tag === "th") {
      flush();
      const row = rows[rows.length - 1];
      if (row && !closing) {
        row.push([lines.length, lines.length]);
        const merged = Number(/\browspan="(\d+)"/u.exec(attributes ?? "")?.[1] ?? 1);
        opening = merged > 1 ? { text: "", left: merged - 1 } : null;
      } else {
        const cell = row?.[row.length - 1];
        if (cell) cell[1] = lines.length;
        if (opening && cell && cell[1] > cell[0]) spans.push({ text: /** @type {string} */ (lines[cell[0]]), left: opening.left });
        opening = null;
      }
    } else if (tag === "p") {
      flush();
    } else if (tag === "table") {
      blank();
      spans = [];
      tableRows = 0;
    } else if (tag === "ul" || tag === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === "ol", n: 0 });
    } else if (tag === "li") {
      flush();
      if (!closing) {
        const list = lists[lists.length - 1];
        if (list) list.n++;
        current = list?.ordered ? `${list.n}. ` : "• ";
      }
    }
  }
  flush();
  return lines.join("\n").replace(/\n{3,}/gu, "\n\n");
}

/**
 * Whether the table's first row was its header and was dropped.
 * @param {string[]} lines
 * @param {[number, number][]} row
 * @param {number} index
 */
function headerRowDropped(lines, row, index) {
  // "Period | Company | Position" over the jobs: a data table's header row, read a cell a line, put its labels above
  // the first job's dates, where they were taken for its title and employer. Only the first row, each cell one label.
  if (index !== 0 || row.length < 2) return false;
  const cells = row.map(([a, b]) => lines.slice(a, b));
  if (!cells.every((c) => c.length === 1 && TABLE_LABEL.test(/** @type {string} */ (c[0]).trim()))) return false;
  const [first] = /** @type {[number, number]} */ (row[0]);
  const [, end] = /** @type {[number, number]} */ (row[row.length - 1]);
  lines.splice(first, end - first);
  return true;
}

/** A data table's column label. */
const TABLE_LABEL = /^(?:period|dates?|duration|from|to|years?|company(?: name)?|employer|organi[sz]ation|position(?: held)?|designation|job title|title|role|rank|location|place|country|city|vessel|sign on|sign off|institution|school|university|degree|qualification|course|result|grade|gpa|percentage|certificate|certification|number|no\.?|issued(?: by)?|issuer|expiry|validity|responsibilities|duties)$/iu;

/**
 * A row of a Word résumé's table with the job on the left and only its dates (and place) on the right
 * ("Sales Manager" … | "Jan 2019 – Present"): the dates go on the job's first line, after a tab, as a PDF reads them,
 * not after the job's bullets, where they would date the next job.
 * @param {string[]} lines
 * @param {[number, number][]} row
 */
function datesBeside(lines, row) {
  // "Employer | Title and bullets | Dates": the dates go beside the cell just before them.
  if (row.length < 2) return;
  const [[leftStart, leftEnd], [rightStart, rightEnd]] = /** @type {[[number, number], [number, number]]} */ (row.slice(-2));
  const right = lines.slice(rightStart, rightEnd);
  const dated = right.length >= 1 && right.length <= 2 && right.join(" ").length <= 60 && /(?:19|20)\d\d|['’]\d\d\b|\b(?:present|current)\b/iu.test(right.join(" "));
  // A job takes two lines or more (a title, an employer, bullets); a one-line label on the left ("Dates" in a Europass
  // CV) keeps its value on a line of its own.
  if (!dated || leftEnd - leftStart < 2 || rightStart !== leftEnd) return;
  lines.splice(rightStart, right.length);
  lines[leftStart] = `${lines[leftStart]}\t${right.join("\t")}`;
}

function decodeEntities(/** @type {string} */ s) {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/gu, (_, e) => {
    if (e === "amp") return "&";
    if (e === "lt") return "<";
    if (e === "gt") return ">";
    if (e === "quot") return '"';
    if (e === "apos") return "'";
    const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
  });
}
