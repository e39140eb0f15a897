// Test inputs for the extraction tests: the committed résumé fixtures, and bad inputs made in code (nothing
// big is committed: the zip bomb is built as a stream).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import * as zlib from "node:zlib";
import PDFDocument from "pdfkit";
import yazl from "yazl";

export const FIXTURES = fileURLToPath(new URL("../fixtures/resumes/", import.meta.url));

export function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, path)));
}

/** Every committed résumé file (PDF, DOCX, DOC), relative to FIXTURES, in a fixed order. */
export function fixturePaths(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(pdf|docx|doc)$/.test(name)) out.push(relative(FIXTURES, full));
    }
  };
  walk(FIXTURES);
  return out;
}

/** A PDF made with pdfkit. */
export function makePdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

const RESUME_LINES = [
  "Taylor Morgan",
  "Software Engineer, Berlin",
  "Experience",
  "Backend Engineer at Example GmbH, 2019 - 2024",
  "Built payment services in TypeScript and PostgreSQL.",
  "Education",
  "BSc Computer Science, TU Berlin",
];

/** A password-protected PDF (a user password is needed to open it). */
export function encryptedPdf(): Promise<Uint8Array> {
  return makePdf((doc) => RESUME_LINES.forEach((line) => doc.text(line)), { userPassword: "secret", ownerPassword: "owner" });
}

/** A PDF that only has an owner password (it opens without one): it must be read like any other. */
export function ownerOnlyPdf(): Promise<Uint8Array> {
  return makePdf((doc) => RESUME_LINES.forEach((line) => doc.text(line)), { ownerPassword: "owner", permissions: { printing: "highResolution" } });
}

/** A "scan": a page with only an image on it. */
export function imageOnlyPdf(): Promise<Uint8Array> {
  const png = makePng(200, 260);
  return makePdf((doc) => {
    doc.image(Buffer.from(png), 50, 50, { width: 400 });
  });
}

/** A PDF with no text and no image at all. */
export function blankPdf(): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.rect(50, 50, 100, 100).stroke();
  });
}

/** A grey PNG with a few dark stripes, encoded by hand (no image library). */
export function makePng(width: number, height: number): Uint8Array {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = y % 20 < 3 && x > 20 && x < width - 20 ? 30 : 230;
  }
  const crc32 = (zlib as unknown as { crc32: (data: Buffer) => number }).crc32;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** The first bytes of an ELF executable (what a renamed program looks like). */
export function elfBytes(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  bytes.set([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00], 16);
  for (let i = 64; i < bytes.length; i++) bytes[i] = (i * 37) & 0xff;
  return bytes;
}

/** The start of a Windows PE executable. */
export function peBytes(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
  bytes.set(Buffer.from("This program cannot be run in DOS mode.", "latin1"), 78);
  return bytes;
}

/** Random-looking bytes with NULs and control codes, as in any binary file. */
export function binaryNoise(length = 4096): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = 12345;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A minimal, valid word/document.xml with one paragraph per line. */
export function documentXml(lines: string[]): string {
  const paragraphs = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${l.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</w:t></w:r></w:p>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`;
}

function zipToBuffer(zip: yazl.ZipFile): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on("error", reject);
    zip.end();
  });
}

/** A DOCX of the given document part and any further parts (headers, footers). */
function docxOf(document: string, parts: [name: string, xml: string][] = []): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml");
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels");
  zip.addBuffer(Buffer.from(document), "word/document.xml");
  for (const [name, xml] of parts) zip.addBuffer(Buffer.from(xml), name);
  return zipToBuffer(zip);
}

/** A small valid DOCX. */
export function smallDocx(lines: string[] = RESUME_LINES): Promise<Uint8Array> {
  return docxOf(documentXml(lines));
}

/** A small DOCX whose contact line is in the page header (mammoth ignores headers; the extractor reads them). */
export function docxWithHeader(): Promise<Uint8Array> {
  const header = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>taylor.morgan@example.com</w:t></w:r><w:r><w:tab/><w:t>+49 30 1234567</w:t></w:r></w:p><w:p><w:r><w:t>Taylor Morgan</w:t></w:r></w:p></w:hdr>`;
  return docxOf(documentXml(RESUME_LINES), [
    ["word/header1.xml", header],
    ["word/header2.xml", header],
  ]);
}

/**
 * A DOCX laid out as Word templates often are: each job a table row, the job on the left (title, employer, bullets)
 * and its dates alone in the right cell.
 */
export function docxWithDatesTable(): Promise<Uint8Array> {
  const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const cell = (paragraphs: string[]) => `<w:tc>${paragraphs.map(p).join("")}</w:tc>`;
  const row = (left: string[], dates: string) => `<w:tr>${cell(left)}${cell([dates])}</w:tr>`;
  const body = [
    p("Marisol Etxeberria"),
    p("marisol@example.com"),
    p("PROFESSIONAL EXPERIENCE"),
    `<w:tbl>${row(["Senior Project Engineer", "Kimley-Horn and Associates, Inc., Sacramento, CA", "• Project manager for storm-drain master plans."], "Apr 2021 – Present")}${row(["Project Engineer", "HDR Engineering, Inc., Folsom, CA", "• Design of levee-improvement projects."], "Jun 2016 – Mar 2021")}</w:tbl>`,
    p("EDUCATION"),
    p("B.S., Civil Engineering, University of California, Davis, 2016"),
  ].join("");
  return docxOf(documentXml([]).replace("<w:body></w:body>", `<w:body>${body}</w:body>`));
}

/** The namespaces of a document that holds drawings (text boxes) and relationships (an altChunk). */
const DRAWING_NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'mc:Ignorable="wps"',
].join(" ");

/**
 * A DOCX laid out as Word templates with a sidebar are: the contact details and skills in a text box anchored to the
 * name's paragraph, the headline and the jobs in the body. With `fallback`, the box is written twice, as Word does
 * (a DrawingML shape and its VML fallback); without, only as the shape, which mammoth does not read.
 */
export function docxWithTextBoxSidebar(fallback = true): Promise<Uint8Array> {
  const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const box = `<w:txbxContent>${["Contact", "(617) 555-0181", "camille.fontaine@example.com", "Boston, MA", "Certifications", "SHRM-SCP (2023)"].map(p).join("")}</w:txbxContent>`;
  const shape = `<wps:wsp><wps:txbx>${box}</wps:txbx></wps:wsp>`;
  const anchor = fallback
    ? `<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData>${shape}</a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:rect><v:textbox>${box}</v:textbox></v:rect></w:pict></mc:Fallback></mc:AlternateContent>`
    : `<w:drawing><wp:anchor><a:graphic><a:graphicData>${shape}</a:graphicData></a:graphic></wp:anchor></w:drawing>`;
  const body = [
    `<w:p><w:r><w:t>CAMILLE R. FONTAINE</w:t></w:r><w:r>${anchor}</w:r></w:p>`,
    p("Senior HR Business Partner"),
    p("Experience"),
    p("Senior HR Business Partner\tJan 2022 – Present"),
    p("Vertex Pharmaceuticals | Boston, MA"),
  ].join("");
  return docxOf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${DRAWING_NAMESPACES}><w:body>${body}</w:body></w:document>`);
}

/**
 * A DOCX from a Word template whose second education item was never filled in: its content controls still show their
 * placeholders ("Month Year", "Degree Title", "School"), marked `w:showingPlcHdr`.
 */
export function docxWithPlaceholders(): Promise<Uint8Array> {
  const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const control = (text: string, placeholder: boolean) =>
    `<w:sdt><w:sdtPr>${placeholder ? "<w:showingPlcHdr/>" : ""}</w:sdtPr><w:sdtContent><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:sdtContent></w:sdt>`;
  const body = [
    p("Rosalind Achterberg"),
    p("r.achterberg@example.com"),
    p("Education"),
    `<w:p>${control("Jun 2011", false)}</w:p>`,
    `<w:p>${control("Associate of Applied Business, Office Administration, Sinclair Community College", false)}</w:p>`,
    `<w:p>${control("Month Year", true)}</w:p>`,
    `<w:p>${control("Degree Title", true)}<w:r><w:t xml:space="preserve">, </w:t></w:r>${control("School", true)}</w:p>`,
  ].join("");
  return docxOf(documentXml([]).replace("<w:body></w:body>", `<w:body>${body}</w:body>`));
}

/**
 * A DOCX with a table of contents (paragraphs styled "toc 1") over its headings, a simple field holding a LinkedIn
 * link, and a mail merge's field holding the employer (`w:fldSimple`, which mammoth does not read).
 */
export function docxWithFieldsAndContents(): Promise<Uint8Array> {
  const p = (text: string, style?: string) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const field = (instr: string, text: string) => `<w:p><w:fldSimple w:instr="${instr}"><w:r><w:t>${text}</w:t></w:r></w:fldSimple><w:r><w:tab/><w:t>Dublin, OH</w:t></w:r></w:p>`;
  const body = [
    p("Rebecca L. Hartman"),
    `<w:p><w:fldSimple w:instr=" HYPERLINK &quot;https://www.linkedin.com/in/rebeccahartman&quot; "><w:r><w:t>linkedin.com/in/rebeccahartman</w:t></w:r></w:fldSimple></w:p>`,
    p("Contents", "TOCHeading"),
    p("Core Skills\t2", "TOC1"),
    p("Professional Experience\t1", "TOC1"),
    p("Professional Experience"),
    p("Senior Program Manager\tAug 2020 – Present"),
    field(" MERGEFIELD Employer \\* MERGEFORMAT ", "Cardinal Health"),
    p("Core Skills"),
    p("Program management, Budgeting"),
  ].join("");
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:styleId="TOC1"><w:name w:val="toc 1"/></w:style><w:style w:type="paragraph" w:styleId="TOCHeading"><w:name w:val="TOC Heading"/></w:style></w:styles>`;
  return docxOf(documentXml([]).replace("<w:body></w:body>", `<w:body>${body}</w:body>`), [["word/styles.xml", styles]]);
}

/** A small DOCX whose contact line is in the page footer, with "Page 1 of 1" beside it. */
export function docxWithFooter(): Promise<Uint8Array> {
  const footer = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>taylor.morgan@example.com | +49 30 1234567 | Berlin, Germany</w:t></w:r></w:p><w:p><w:r><w:t>Page 1 of 1</w:t></w:r></w:p></w:ftr>`;
  return docxOf(documentXml(RESUME_LINES), [["word/footer1.xml", footer]]);
}

/** A DOCX whose footer's page number is a field Word fills in: the saved text is "Name | e-mail | Page  of". */
export function docxWithEmptyPageField(): Promise<Uint8Array> {
  const footer = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t xml:space="preserve">Taylor Morgan  |  taylor.morgan@example.com  |  Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> of </w:t></w:r></w:p></w:ftr>`;
  return docxOf(documentXml(RESUME_LINES), [["word/footer1.xml", footer]]);
}

const HYPERLINK = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink";
const relsXml = (rels: [id: string, target: string][]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.map(([id, target]) => `<Relationship Id="${id}" Type="${HYPERLINK}" Target="${target}" TargetMode="External"/>`).join("")}</Relationships>`;
const linkRun = (id: string, text: string) => `<w:hyperlink r:id="${id}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink>`;

/**
 * A DOCX that links its profiles from words: "LinkedIn" in the contact line, "GitHub" in the page header, and a
 * publication's DOI far down the body.
 */
export function docxWithLinks(): Promise<Uint8Array> {
  const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`;
  const p = (inner: string) => `<w:p>${inner}</w:p>`;
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
  const filler = Array.from({ length: 12 }, (_, i) => p(run(`Built and ran payment service number ${i + 1} in TypeScript and PostgreSQL for the team.`)));
  const body = [
    p(run("Taylor Morgan")),
    p(run("taylor.morgan@example.com | ") + linkRun("rId5", "LinkedIn")),
    p(run("Experience")),
    p(run("Backend Engineer at Example GmbH, 2019 - 2024")),
    ...filler,
    p(run("Publications")),
    p(run("Payments at scale, ") + linkRun("rId6", "doi")),
  ].join("");
  return docxOf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${ns}><w:body>${body}</w:body></w:document>`, [
    ["word/_rels/document.xml.rels", relsXml([["rId5", "https://www.linkedin.com/in/taylor-morgan/"], ["rId6", "https://doi.org/10.1234/pay.2024"]])],
    ["word/header1.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${ns}>${p(linkRun("rId1", "GitHub"))}</w:hdr>`],
    ["word/_rels/header1.xml.rels", relsXml([["rId1", "https://github.com/taylormorgan"]])],
  ]);
}

/**
 * A PDF whose contact line links "LinkedIn" and "Email" (no address written), with a project link further down and
 * a link of an unsafe kind.
 */
export function pdfWithLinks(): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.fontSize(20).text("Taylor Morgan", 72, 60);
    doc.fontSize(10).text("Berlin, Germany  |  ", 72, 90, { continued: true }).text("LinkedIn", { link: "https://linkedin.com/in/taylor-morgan", continued: true }).text("  |  ", { continued: true }).text("Email", { link: "mailto:taylor.morgan@example.com" });
    doc.text("Experience", 72, 300);
    doc.text("Backend Engineer at Example GmbH, 2019 - 2024. Built payment services in TypeScript and PostgreSQL.", 72, 320);
    doc.text("Project: an open-source payment simulator (", 72, 500, { continued: true }).text("demo", { link: "https://demo.example.org/sim", continued: true }).text(").", { continued: true }).text(" Code", { link: "javascript:alert(1)" });
  });
}

/** A stream of `size` zero bytes, produced a megabyte at a time (never held in memory at once). */
function zeros(size: number): Readable {
  const block = Buffer.alloc(1024 * 1024);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, block.length);
      left -= n;
      this.push(n === block.length ? block : block.subarray(0, n));
    },
  });
}

/** A DOCX zip bomb: a valid document plus a `size`-byte entry of zeros, deflated (about 1000:1). */
export function zipBombDocx(size = 200 * 1024 * 1024): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml");
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels");
  zip.addBuffer(Buffer.from(documentXml(RESUME_LINES)), "word/document.xml");
  zip.addReadStream(zeros(size), "word/media/zeros.bin", { size });
  return zipToBuffer(zip);
}

/** A DOCX with more entries than the guard allows. */
export function manyEntriesDocx(count = 2100): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml");
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels");
  zip.addBuffer(Buffer.from(documentXml(RESUME_LINES)), "word/document.xml");
  for (let i = 0; i < count; i++) zip.addBuffer(Buffer.from("x"), `word/parts/p${i}.xml`, { compress: false });
  return zipToBuffer(zip);
}

/**
 * A DOCX whose word/document.xml lies: its directory entry declares 1,000 bytes, but it inflates to `size`
 * bytes (mostly zeros after a valid start). Only a guard that counts while inflating catches it.
 */
export async function lyingDocx(size = 20 * 1024 * 1024): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml");
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels");
  const head = Buffer.from(documentXml(RESUME_LINES));
  zip.addBuffer(Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]), "word/document.xml");
  const bytes = await zipToBuffer(zip);
  const buf = Buffer.from(bytes);
  const name = Buffer.from("word/document.xml");
  // Central directory header: signature, then the uncompressed size at offset 24 and the name at 46.
  for (let p = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); p >= 0; p = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p - 1)) {
    const nameLength = buf.readUInt16LE(p + 28);
    if (buf.subarray(p + 46, p + 46 + nameLength).equals(name)) {
      buf.writeUInt32LE(1000, p + 24);
      break;
    }
  }
  // The local header carries the size too (offset 22); make it agree with the directory.
  for (let p = buf.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04])); p >= 0; p = buf.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), p + 4)) {
    const nameLength = buf.readUInt16LE(p + 26);
    if (buf.subarray(p + 30, p + 30 + nameLength).equals(name)) {
      buf.writeUInt32LE(1000, p + 22);
      break;
    }
  }
  return new Uint8Array(buf);
}

/** A zip archive that is not a DOCX (no word/document.xml). */
export function plainZip(): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from("hello"), "readme.txt");
  zip.addBuffer(Buffer.from(binaryNoise(2048)), "bin/tool");
  return zipToBuffer(zip);
}

/**
 * A DOCX with Word's "Blank (Three Columns)" page header (alignment tabs, `w:ptab`) and non-breaking hyphens
 * (`w:noBreakHyphen`) in its phone number and a job's dates.
 */
export function docxWithHeaderMarks(): Promise<Uint8Array> {
  const ptab = '<w:r><w:ptab w:relativeTo="margin" w:alignment="center" w:leader="none"/></w:r>';
  const t = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
  const nb = "<w:r><w:noBreakHyphen/></w:r>";
  const header = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p>${t("hannah.berg@example.com")}${ptab}${t("Minneapolis, MN")}${ptab.replace("center", "right")}${t("(612) 555")}${nb}${t("0191")}</w:p></w:hdr>`;
  const body = [
    `<w:p>${t("Hannah Berg")}</w:p>`,
    `<w:p>${t("Experience")}</w:p>`,
    `<w:p>${t("Physical Therapist, Courage Kenny Rehabilitation Institute, Minneapolis, MN")}<w:r><w:tab/></w:r>${t("09/2021")}${nb}${t("Present")}</w:p>`,
    `<w:p>${t("Treated 14 patients a day")}</w:p>`,
  ].join("");
  return docxOf(documentXml([]).replace("<w:body></w:body>", `<w:body>${body}</w:body>`), [["word/header1.xml", header]]);
}

/**
 * A DOCX with an old job formatted Hidden (`w:vanish`), a job whose dates sit in a small text box anchored to its
 * title (as LibreOffice writes every frame), and, with `chunk`, the rest of the résumé as an HTML "alternative format
 * chunk" (an MHT part, as html-docx-js writes it).
 */
export function docxWithHiddenFramesAndChunk(): Promise<Uint8Array> {
  const t = (text: string, hidden = false) => `<w:r>${hidden ? "<w:rPr><w:vanish/></w:rPr>" : ""}<w:t xml:space="preserve">${text}</w:t></w:r>`;
  const box = (text: string) =>
    `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent><w:p>${t(text)}</w:p></w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:rect><v:textbox><w:txbxContent><w:p>${t(text)}</w:p></w:txbxContent></v:textbox></v:rect></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
  const body = [
    `<w:p>${t("Katarzyna Nowak")}</w:p>`,
    `<w:p>${t("kasia.nowak@example.com")}</w:p>`,
    `<w:p>${t("Experience")}</w:p>`,
    `<w:p>${t("Lead Veterinary Technician")}${box("Apr 2020 – Present")}</w:p>`,
    `<w:p>${t("DoveLewis Emergency Animal Hospital, Portland, OR")}</w:p>`,
    `<w:p>${t("Kennel Assistant, Hidden Valley Kennels, Salem, OR", true)}<w:r><w:rPr><w:vanish/></w:rPr><w:tab/></w:r>${t("Jan 2010 – Dec 2013", true)}</w:p>`,
    `<w:p>${t("Veterinary Assistant, Banfield Pet Hospital, Beaverton, OR")}<w:r><w:tab/></w:r>${t("Sep 2016 – Mar 2020")}</w:p>`,
    '<w:altChunk r:id="htmlChunk"/>',
  ].join("");
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="/word/afchunk.mht" Id="htmlChunk"/></Relationships>`;
  const mht = [
    "MIME-Version: 1.0",
    'Content-Type: multipart/related; type="text/html"; boundary="----=mhtDocumentPart"',
    "",
    "------=mhtDocumentPart",
    'Content-Type: text/html; charset="utf-8"',
    "Content-Transfer-Encoding: quoted-printable",
    "",
    '<!DOCTYPE html><html><head><meta charset=3D"utf-8"><style>p { margin: 0 }</style></head><body><h2>Education</h2><div>Associate of Applied Science in Veterinary Technology =E2=80=94 Portland Community Coll=',
    "ege, 2016</div></body></html>",
    "------=mhtDocumentPart--",
  ].join("\r\n");
  return docxOf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${DRAWING_NAMESPACES}><w:body>${body}</w:body></w:document>`, [
    ["word/_rels/document.xml.rels", rels],
    ["word/afchunk.mht", mht],
  ]);
}

/**
 * A fillable PDF résumé form filled in and saved without flattening: the labels are page text, the answers are the
 * values of text fields (AcroForm widgets), which pdf.js leaves out of the page's text.
 */
export function filledFormPdf(): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.initForm();
    doc.font("Helvetica").fontSize(10);
    const field = (label: string, name: string, value: string, x: number, y: number) => {
      doc.text(label, x, y + 4, { lineBreak: false });
      doc.formText(name, x + 90, y, 170, 18, { value, fontSize: 10 });
    };
    field("Full Name", "name", "Marcus Hill", 50, 50);
    field("Email", "email", "marcus.hill@example.com", 330, 50);
    field("City, State", "place", "Phoenix, AZ", 50, 75);
    doc.fontSize(13).text("Work Experience", 50, 115, { lineBreak: false }).fontSize(10);
    field("Job Title", "title1", "Medical Assistant", 50, 140);
    field("Employer", "employer1", "Banner Health Clinic", 330, 140);
    field("City, State", "place1", "Phoenix, AZ", 50, 165);
    field("From (MM/YYYY)", "from1", "02/2021", 330, 165);
    field("To", "to1", "Present", 330, 190);
    field("Job Title", "title2", "Patient Service Representative", 50, 225);
    field("Employer", "employer2", "CVS MinuteClinic", 330, 225);
    field("City, State", "place2", "Tempe, AZ", 50, 250);
    field("From (MM/YYYY)", "from2", "09/2016", 330, 250);
    field("To", "to2", "01/2021", 330, 275);
  });
}

/** A DOCX whose jobs sit in a data table with a header row ("Period | Company | Position"), as Singapore CVs write them. */
export function docxWithHeaderRowTable(): Promise<Uint8Array> {
  const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const row = (cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc>${p(c)}</w:tc>`).join("")}</w:tr>`;
  const body = [
    p("TAN WEI MING"),
    p("tan.weiming@example.com"),
    p("EMPLOYMENT HISTORY"),
    `<w:tbl>${row(["Period", "Company", "Position"])}${row(["Apr 2021 – Present", "ST Engineering Aerospace Ltd", "Senior Procurement Executive"])}${row(["Jul 2017 – Mar 2021", "Sembcorp Marine Ltd", "Procurement Executive"])}</w:tbl>`,
    p("EDUCATION"),
    p("Diploma in Logistics & Operations Management, Temasek Polytechnic, 2011"),
  ].join("");
  return docxOf(documentXml([]).replace("<w:body></w:body>", `<w:body>${body.replace(/&(?!amp;)/g, "&amp;")}</w:body>`));
}
