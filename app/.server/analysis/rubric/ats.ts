// ATS compatibility: checks of how well parsers will read the file (headings, layout, contact details, file type and
// size, dates, characters, length, placeholders, empty sections, personal data). Each check is a finding whose
// points add up to the ATS score (maxima sum to 100). Parsers that fail leave fields empty; none of these checks
// claims an ATS "rejects" a résumé ([GH1], [EH1]).
import { quote, type Doc, writtenHeading } from "./document";
import { finding, type Finding, listing, plural } from "./finding";
import { cite } from "./sources";
import { allMatches } from "~/.server/analysis/profile/regex";

export type AtsInput = { fileKind: "pdf" | "docx" | "doc" | "txt"; columns: number; pages: number | null; fileSize: number };

export const ATS_WEIGHTS = {
  "P12-headings": 15,
  P7: 10,
  P6: 5,
  P14: 7,
  P15: 10,
  "P2-P4": 10,
  P18: 10,
  "P9-P11": 10,
  C9: 5,
  P21: 8,
  P20: 5,
  C14: 5,
  C13: 0,
} as const;

const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------- headings, layout

function headings(doc: Doc): Finding {
  const max = ATS_WEIGHTS["P12-headings"];
  const missing: string[] = [];
  let points = max;
  if (!doc.kinds.has("experience")) {
    missing.push("Experience");
    points -= 7;
  }
  if (!doc.kinds.has("education")) {
    missing.push("Education");
    points -= 5;
  }
  const creative = doc.profile.sections.filter((s) => s.kind === "other" && s.heading.trim()).map((s) => writtenHeading(doc, s));
  points -= Math.min(3, creative.length);
  const problems = [
    ...(missing.length ? [`no ${listing(missing)} heading was recognised`] : []),
    ...(creative.length ? [`${plural(creative.length, "heading")} a parser may not map to a section: ${listing(creative.map((h) => `“${h}”`))}`] : []),
  ];
  const found = doc.profile.sections.filter((s) => s.heading.trim()).map((s) => writtenHeading(doc, s));
  const CORE = new Set(["summary", "experience", "education", "skills", "projects", "certifications"]);
  const core = [...new Set(doc.profile.sections.filter((s) => s.heading.trim() && CORE.has(s.kind)).map((s) => s.heading.trim()))];
  return finding({
    id: "P12-headings",
    rule: "Standard section headings (Experience, Education, Skills...)",
    points,
    max,
    status: missing.includes("Experience") ? "fail" : problems.length ? "warn" : "pass",
    detail: problems.length ? `${problems.join("; ")}.` : `Recognised headings: ${listing(found.map((h) => `“${h}”`), 8)}.`,
    lines: problems.length ? creative : found.slice(0, 6),
    source: cite("GH1", "OR1", "SV3"),
    evidence: "vendor doc",
    format: true,
    ...(problems.length
      ? { advice: `Use plain headings parsers know (“Experience”, “Education”, “Skills”, “Projects”): ${problems.join("; ")}.` }
      : { praise: `Plain section headings parsers recognise (${listing(core.slice(0, 4).map((h) => `“${h}”`))}).` }),
  });
}

function columns(input: AtsInput): Finding {
  const max = ATS_WEIGHTS.P7;
  const multi = input.columns > 1;
  return finding({
    id: "P7",
    rule: "Single-column layout",
    points: multi ? max * 0.4 : max,
    max,
    status: multi ? "warn" : "pass",
    detail: multi
      ? `The text extractor found ${input.columns} columns side by side. Parsers that read straight across the page can mix lines of the columns together.`
      : "One column of text.",
    lines: [],
    source: cite("GH1", "SV3", "RO1", "OR1"),
    evidence: "vendor doc",
    format: true,
    ...(multi
      ? { advice: `Use a single-column layout for applications through job portals: the ${input.columns} side-by-side columns here can be read across, mixing a sidebar into your roles (Greenhouse and Sovren list columns as a cause of failed parses).` }
      : {}),
  });
}

/**
 * Text laid out as a table: three or more rows in a row, each of three or more short cells (at most three words)
 * separated by tabs (wide gaps). A heuristic on the extracted text: rows with a phrase in a cell (a dated award
 * line) read well in any parser and are not counted.
 */
export function tableRows(doc: Doc): string[] {
  const rows: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) rows.push(...run);
    run = [];
  };
  for (const line of doc.text.split("\n")) {
    const cells = line.split("\t").map((c) => c.trim()).filter(Boolean);
    const short = cells.length >= 3 && cells.every((c) => c.split(/\s+/).length <= 3);
    // Contact lines ("City | e-mail | phone") are cells too, but read fine in any order.
    const contact = /@|https?:|www\.|\+?\d[\d ()-]{6,}/.test(line);
    if (short && !contact) run.push(cells.join(" | "));
    else flush();
  }
  flush();
  return rows;
}

function tables(doc: Doc): Finding {
  const max = ATS_WEIGHTS.P6;
  const rows = tableRows(doc);
  return finding({
    id: "P6",
    rule: "No tables for layout",
    points: rows.length ? max * 0.4 : max,
    max,
    status: rows.length ? "warn" : "pass",
    detail: rows.length
      ? `${plural(rows.length, "line")} read as rows of short cells, as a table or grid does, e.g. ${quote(rows[0]!, 60)}.`
      : "No table-like rows in the text.",
    lines: rows,
    source: cite("GH1", "SV3", "DX1", "RO1"),
    evidence: "vendor doc",
    format: true,
    ...(rows.length
      ? { advice: `If ${quote(rows[0]!, 50)} and the lines around it are a table or grid in your document, turn them into a plain list (e.g. “Skills: A, B, C”): parsers can read table cells out of order.` }
      : {}),
  });
}

// ---------------------------------------------------------------------------------------------- contact

function nameCheck(doc: Doc, rubric: Finding[]): Finding {
  const r = rubric.find((f) => f.id === "P14-name")!;
  const max = ATS_WEIGHTS.P14;
  return finding({ ...r, id: "P14", points: (r.points / r.max) * max, max });
}

function contactCheck(doc: Doc, rubric: Finding[]): Finding {
  const email = rubric.find((f) => f.id === "P15-email")!;
  const phone = rubric.find((f) => f.id === "P15-phone")!;
  const max = ATS_WEIGHTS.P15;
  const points = (email.points / email.max) * (max / 2) + (phone.points / phone.max) * (max / 2);
  const both = email.status === "pass" && phone.status === "pass";
  const none = email.status !== "pass" && phone.status !== "pass";
  return finding({
    id: "P15",
    rule: "E-mail and phone in the body text",
    points,
    max,
    status: both ? "pass" : none ? "fail" : "warn",
    detail: `${email.detail} ${phone.detail}`,
    lines: [...new Set([...email.lines, ...phone.lines])],
    source: email.source,
    evidence: "vendor doc",
    ...(both ? {} : { advice: [email.advice, phone.advice].filter(Boolean).join(" ") }),
  });
}

// ---------------------------------------------------------------------------------------------- file

function file(input: AtsInput): Finding {
  const max = ATS_WEIGHTS["P2-P4"];
  const mb = input.fileSize / MB;
  const size = mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(input.fileSize / 1024))} KB`;
  const kind = input.fileKind.toUpperCase();
  const base = { id: "P2-P4", rule: "Accepted file type, under 1 MB", max, lines: [] as string[], source: cite("LV1", "SR1", "TL1", "GH1", "SV3", "HA1"), evidence: "vendor doc" as const, format: true };
  if (input.fileSize > 2.5 * MB) {
    return finding({
      ...base,
      points: 0,
      status: "fail",
      detail: `${kind}, ${size}: Greenhouse does not parse files over 2.5 MB, and Taleo's default attachment limit is 1 MB.`,
      advice: `Shrink the file below 1 MB (it is ${size}): remove images and embedded fonts, or export it again as a text-based PDF or DOCX.`,
    });
  }
  if (input.fileSize > MB) {
    return finding({
      ...base,
      points: max * 0.6,
      status: "warn",
      detail: `${kind}, ${size}: over Taleo's default 1 MB attachment limit.`,
      advice: `Bring the file under 1 MB (it is ${size}): some applicant systems cap attachments at 1 MB by default.`,
    });
  }
  return finding({
    ...base,
    points: max,
    status: "pass",
    detail: `${kind}, ${size}: a format applicant systems accept${input.fileKind === "pdf" ? " (a text-based PDF; Word is the only format every parser prefers, so keep a DOCX copy for portals that ask for one)" : ""}.`,
  });
}

// ---------------------------------------------------------------------------------------------- dates

function dates(rubric: Finding[]): Finding {
  const r = rubric.find((f) => f.id === "P18")!;
  const max = ATS_WEIGHTS.P18;
  return finding({ ...r, rule: "Dates parsers can read: month and year, one format", points: r.max ? (r.points / r.max) * max : 0, max });
}

// ---------------------------------------------------------------------------------------------- characters

const PUA = /[\uE000-\uF8FF]/u;
const LIGATURE = /[\uFB00-\uFB06]/u;
/** Words split where a ligature was ("Pro fi le", "Net fl ix"). */
const SPLIT_LIGATURE = /\b[A-Za-z]+ (?:fi|fl|ff|ffi|ffl) [a-z]+\b/g;
/** Four or more letters each followed by a space ("E X P E R I E N C E"). */
const LETTER_SPACED = /(?<![\p{L}\p{N}])(?:\p{L} ){3,}\p{L}(?![\p{L}\p{N}])/u;

function characters(doc: Doc): Finding {
  const max = ATS_WEIGHTS["P9-P11"];
  const lines = doc.text.split("\n");
  const pua: string[] = [];
  const lig: string[] = [];
  const split: string[] = [];
  const spaced: string[] = [];
  const headings = new Set(doc.profile.sections.map((s) => s.heading.trim()));
  let spacedInHeading = false;
  for (const raw of lines) {
    const l = raw.trim();
    if (!l) continue;
    if (PUA.test(l)) pua.push(l);
    if (LIGATURE.test(l)) lig.push(l);
    for (const m of allMatches(SPLIT_LIGATURE, l)) split.push(m[0]);
    if (LETTER_SPACED.test(l)) {
      spaced.push(l);
      // A whole line of spaced letters is a heading or the name: the parser cannot read it at all.
      if (headings.has(l) || doc.lines[0]?.text === l.replace(/\s+/g, " ") || /^(?:\p{L} )+\p{L}$/u.test(l)) spacedInHeading = true;
    }
  }
  let points = max;
  const problems: string[] = [];
  const advice: string[] = [];
  if (spaced.length) {
    points -= spacedInHeading ? max : 4;
    problems.push(`letter-spaced words (${listing(spaced.slice(0, 2).map((s) => quote(s, 40)))})`);
    advice.push("write letter-spaced words normally and get the spacing from the font's tracking instead: a parser reads “E X P E R I E N C E” as single letters");
  }
  if (pua.length) {
    points -= 4;
    problems.push(`${plural(pua.length, "line")} with icon-font symbols (Private Use Area characters), e.g. ${quote(pua[0]!, 40)}`);
    advice.push("replace icon-font symbols (phone, envelope, pin icons) with plain words or nothing: they come out as unreadable characters next to your contact details");
  }
  if (lig.length || split.length) {
    points -= 3;
    const examples = [...new Set([...split, ...lig.map((l) => quote(l, 40))])].slice(0, 3);
    problems.push(`ligatures that break words (${listing(examples)})`);
    advice.push(`turn off ligatures or export with another font: words such as ${listing(examples.slice(0, 2))} are read as broken keywords`);
  }
  return finding({
    id: "P9-P11",
    rule: "No icon fonts, ligatures or letter-spaced words",
    points,
    max,
    status: spacedInHeading ? "fail" : problems.length ? "warn" : "pass",
    detail: problems.length ? `Found ${problems.join("; ")}.` : "No icon-font symbols, ligatures or letter-spaced words in the text.",
    lines: [...new Set([...spaced, ...pua, ...lig])],
    source: cite("GH1", "SV3", "LV1", "DX1"),
    evidence: "vendor doc",
    format: true,
    ...(problems.length ? { advice: `${advice.map((a, i) => (i === 0 ? a.charAt(0).toUpperCase() + a.slice(1) : a)).join("; ")}.` } : {}),
  });
}

// ---------------------------------------------------------------------------------------------- length

function textAmount(doc: Doc, rubric: Finding[], input: AtsInput): Finding {
  const r = rubric.find((f) => f.id === "C9")!;
  const max = ATS_WEIGHTS.C9;
  // In a PDF, very little text often means the rest is an image (a scan, text turned into outlines).
  if (doc.words < 150 && input.fileKind === "pdf") {
    return finding({
      ...r,
      rule: "Enough text to parse",
      points: 0,
      max,
      status: "fail",
      detail: `Only ${doc.words} words could be read: if the resume looks longer, part of it is an image or an unusual layout the extractor could not read.`,
      advice: `Only ${doc.words} words could be read from the PDF: check that all of its text is real text (you can select it in a PDF viewer), not an image.`,
    });
  }
  return finding({ ...r, rule: "Length: one to two pages (longer for an academic CV)", points: (r.points / r.max) * max, max });
}

// ---------------------------------------------------------------------------------------------- placeholders

function placeholders(rubric: Finding[]): Finding {
  const r = rubric.find((f) => f.id === "P21")!;
  const max = ATS_WEIGHTS.P21;
  return finding({ ...r, points: (r.points / r.max) * max, max });
}

// ---------------------------------------------------------------------------------------------- empty sections

function emptySections(doc: Doc): Finding {
  const max = ATS_WEIGHTS.P20;
  const s = doc.profile.sections;
  const empty: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const sec = s[i]!;
    if (!sec.heading.trim()) continue;
    const body = doc.text.slice(sec.start, sec.end).replace(sec.heading, "").replace(/[\s•:|–—-]+/g, "");
    if (body) continue;
    // A heading right above sub-sections of its kind ("Honors & Awards" over "International Awards") is a parent.
    const next = s[i + 1];
    if (next && (next.kind === sec.kind || sec.kind === "other")) continue;
    empty.push(sec.heading.trim());
  }
  return finding({
    id: "P20",
    rule: "No empty sections",
    points: max - Math.min(max, empty.length * 2.5),
    max,
    status: empty.length ? "warn" : "pass",
    detail: empty.length ? `${plural(empty.length, "heading")} with nothing under ${empty.length === 1 ? "it" : "them"}: ${listing(empty.map((h) => `“${h}”`))}.` : "Every section has content.",
    lines: empty,
    source: cite("RC1"),
    evidence: "vendor doc",
    format: true,
    ...(empty.length ? { advice: `Fill or remove the empty ${listing(empty.map((h) => `“${h}”`))} section${empty.length === 1 ? "" : "s"}.` } : {}),
  });
}

// ---------------------------------------------------------------------------------------------- personal data

const SENSITIVE: [RegExp, string][] = [
  [/\b(?:date of birth|d\.?\s?o\.?\s?b\.?|born on|birth ?date)\b/i, "date of birth"],
  [/\bage\s*[:\-–]\s*\d{2}\b|\b\d{2} years old\b/i, "age"],
  [/\bmarital status\b|\b(?:married|single|divorced|widowed)\b(?=\s*$|\s*[,|])/i, "marital status"],
  [/\b(?:sex|gender)\s*[:\-–]|\b(?:sex|gender)\s*$/im, "sex or gender"],
  [/\breligion\b/i, "religion"],
  [/\b(?:passport|identity|id|national insurance|aadhaa?r|pan|ssn|social security)\s*(?:no\.?|number|#)|\bsocial security\b/i, "an identity document number"],
  [/\b(?:driv(?:er'?s|ing) licen[cs]e)\b/i, "a driving licence"],
  [/\bnationality\b/i, "nationality"],
];
const SSN = /(?<!\d)(?!000)\d{3}-\d{2}-\d{4}(?!\d)/;

function personalData(doc: Doc): Finding {
  const max = ATS_WEIGHTS.C14;
  const found = new Map<string, string>();
  for (const l of doc.lines) {
    for (const [re, label] of SENSITIVE) if (!found.has(label) && re.test(l.text)) found.set(label, l.text);
    if (!found.has("a social security number") && SSN.test(l.text) && !(doc.profile.contact.phone && l.text.includes(doc.profile.contact.phone))) {
      found.set("a social security number", l.text);
    }
  }
  const labels = [...found.keys()];
  return finding({
    id: "C14",
    rule: "No sensitive personal data (birth date, age, marital status, ID numbers)",
    points: found.size === 0 ? max : found.size <= 1 ? max * 0.6 : found.size <= 2 ? max * 0.4 : 0,
    max,
    status: found.size ? "warn" : "pass",
    detail: found.size ? `Personal details found: ${listing(labels, 6)}.` : "No sensitive personal details found.",
    lines: [...new Set(found.values())],
    source: cite("RC1", "RO1", "ET12"),
    evidence: "vendor doc",
    ...(found.size
      ? { advice: `Remove ${listing(labels, 6)}: in the US and UK they are not expected, can bias a reader, and some parsers flag them (RChilli 5103 for driving licences). Keep them only where a local employer requires them.` }
      : {}),
  });
}

// ---------------------------------------------------------------------------------------------- references (info)

function references(doc: Doc): Finding {
  const heading = doc.profile.sections.find((s) => s.kind === "references")?.heading;
  const line = doc.lines.find((l) => /available (?:up)?on request/i.test(l.text))?.text;
  const found = heading || line;
  return finding({
    id: "C13",
    rule: "No references section (information only)",
    points: 0,
    max: 0,
    status: "info",
    detail: found ? `Found ${quote(heading ?? line ?? "")}: references are usually asked for later.` : "No references section.",
    lines: [heading, line].filter((x): x is string => !!x),
    source: cite("RC1"),
    evidence: "vendor doc",
    ...(found ? { advice: `Drop ${quote(heading ?? line ?? "")} and use the space for results: employers ask for references when they need them.`, format: true } : {}),
  });
}

export function atsChecks(doc: Doc, input: AtsInput, rubric: Finding[]): Finding[] {
  return [
    headings(doc),
    columns(input),
    tables(doc),
    nameCheck(doc, rubric),
    contactCheck(doc, rubric),
    file(input),
    dates(rubric),
    characters(doc),
    textAmount(doc, rubric, input),
    placeholders(rubric),
    emptySections(doc),
    personalData(doc),
    references(doc),
  ];
}

