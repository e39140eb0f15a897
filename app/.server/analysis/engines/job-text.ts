// Reading a job description's layout: segments (lines, bullets, sentences of run-on text), section headings and
// the wording that marks a requirement as a must-have or a nice-to-have. Pure, linear in the text's length: every
// regular expression here runs on one segment (at most MAX_SEGMENT characters) and has bounded repetition.

/** "must": written as a requirement (a requirements heading or required wording); "required": an unmarked part of
 *  the posting (intro, responsibilities, a posting without sections); "preferred": a nice-to-have. */
export type Importance = "must" | "required" | "preferred";

export type JobSectionKind = "intro" | "description" | "required" | "preferred" | "responsibilities" | "about" | "education" | "experience" | "other";

export type Segment = {
  /** Offsets into the job description (UTF-16 code units, end exclusive), bullet markers excluded. */
  start: number;
  end: number;
  text: string;
  section: JobSectionKind;
  /** The heading of the block the segment sits in, as written; null before the first heading. */
  heading: string | null;
  /** True for a line that is itself a heading. */
  isHeading: boolean;
  /** True when the segment started with a bullet or list marker. */
  bulleted: boolean;
  /** Importance of each clause of the segment (offsets into the job description). */
  clauses: { start: number; end: number; importance: Importance | null }[];
};

/** Segments longer than this are cut at sentence ends (or hard-cut) so that per-segment regexes stay cheap. */
export const MAX_SEGMENT = 600;

const BULLET_CHARS = new Set(["•", "·", "▪", "◦", "●", "■", "►", "➢", "✓", "✔", "❖", "", "", "", "→", "⁃", "‣", "○", "□", "♦", "◆", "★"]);
// "- ", "* ", "1. ", "2) ", "(a) ", "a) ", "iv. " ("B. Tech" is a degree, not item B).
const LEADING_MARKER = /^(?:[-–—*+>]|\(?\d{1,2}[.)]|\(?[a-z][.)]|\([A-Za-z]\)|[A-Z]\)|\(?[ivx]{1,4}[.)])\s+/;

// ------------------------------------------------------------------------------------------------- headings

const H_PREFERRED =
  /\b(?:preferred|preferable|nice[- ]to[- ]haves?|good[- ]to[- ]haves?|bonus(?: points)?|pluses|plus|desirable|desired (?:skills|qualifications|experience|profile)|additional (?:skills|qualifications|requirements)|optional|advantageous|would be (?:great|nice)|extra credit|it'?s a plus)\b/;
const H_REQUIRED =
  /\b(?:requirements?|required|must[- ]haves?|must have|minimum|basic qualifications?|qualifications?|about you|who you are|what you(?:'|’)?ll (?:need|bring)|what you (?:need|bring|have)|what we(?:'|’)?re looking for|what we are looking for|we(?:'|’)?re looking for|looking for|you (?:have|bring|should have|will have|need)|prerequisites?|essential|mandatory|candidate profile|your profile|profile|skills? ?sets?|skills?|competenc(?:y|ies|e|es)|expertise|knowledge|eligibility|criteria|needed|must)\b/;
const H_RESPONSIBILITIES =
  /\b(?:responsibilit(?:y|ies)|duties|what you(?:'|’)?ll (?:do|be doing)|what you will (?:do|be doing)|your (?:role|mission|impact|day)|the role|role (?:overview|description|summary)|day[- ]to[- ]day|key result|kras?|accountabilities|tasks|job description|description|position summary|job summary|summary|overview|about the (?:job|role|position|opportunity)|the opportunity|purpose|mission)\b/;
const H_ABOUT =
  /\b(?:about (?:us|the company|the team|our)|about\b|company|who we are|benefits|perks|we offer|what we offer|salary|compensation|remuneration|pay|location|job types?|working (?:days|hours|times)|work remotely|remote|schedule|contract length|how to apply|apply|equal opportunit(?:y|ies)|eeo|why (?:join|work)|our (?:culture|values|team|story)|culture|application deadline|deadline|department|working with|position title|shift|start date|reports? to|industry|employment type|notice period)\b/;
const H_EDUCATION = /^(?:education(?:al)?|academic|degree)\b/;
const H_EXPERIENCE = /^(?:(?:work |professional |relevant |required )?experience(?: required| needed| level)?|years of experience|total experience)$/;
const H_LANGUAGE = /^(?:(?:spoken |programming )?languages?(?: needed| required)?)$/;

/** The kind of a heading's text, or null when it is not a known heading. */
export function headingKind(raw: string): JobSectionKind | null {
  const h = raw
    .toLowerCase()
    .replace(/^\(?[a-z0-9]{1,3}[.)]\s+/, "")
    .replace(/[\s:–—\-|]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!h || h.length > 70) return null;
  if (H_EDUCATION.test(h)) return "education";
  if (H_EXPERIENCE.test(h)) return "experience";
  if (H_LANGUAGE.test(h)) return "required";
  if (H_PREFERRED.test(h)) return "preferred";
  // "Duties and Requirements", "Skill Sets/ Requirements": a requirement word wins over duties.
  if (/\brequirements?\b|\bmust[- ]haves?\b|\bqualifications?\b/.test(h)) return "required";
  if (/\babout (?:you|yourself)\b/.test(h)) return "required";
  if (H_RESPONSIBILITIES.test(h)) return /\b(?:summary|overview|about|description|opportunity|purpose|mission)\b/.test(h) && !/\bresponsibilit|\bduties\b/.test(h) ? "description" : "responsibilities";
  if (H_ABOUT.test(h)) return "about";
  if (H_REQUIRED.test(h)) return "required";
  return null;
}

// ------------------------------------------------------------------------------------------------- wording

const CUE_PREFERRED =
  /\b(?:preferred|preferably|preference|a plus|an? (?:added |big |huge |strong )?(?:plus|advantage|bonus)|plus point|nice[- ]to[- ]have|good[- ]to[- ]have|bonus|ideally|familiarity|familiar with|exposure to|desirable|desired|advantageous|would be (?:great|nice|helpful|an asset)|an asset|optional|not (?:required|mandatory|necessary|essential|a must)|helpful|beneficial|appreciated|welcome)\b/i;
const CUE_MUST =
  /\b(?:required|requires?|requirement|must|mandatory|essential|compulsory|needed|you need|will need|need to|needs to|should (?:have|know|be)|minimum qualifications?|necessary (?:skills|prerequisites|qualifications|experience))\b/i;
const MARK_REQUIRED = /\((?:required|mandatory|must)\)/i;
const MARK_PREFERRED = /\((?:preferred|optional|desired|nice to have|a plus)\)/i;

/** The importance a clause's own wording gives it, or null when it says nothing about it. */
export function clauseCue(text: string): Importance | null {
  if (MARK_PREFERRED.test(text)) return "preferred";
  if (MARK_REQUIRED.test(text)) return "must";
  // "not required" is a preference, so the preferred cues are tested first.
  if (CUE_PREFERRED.test(text)) return "preferred";
  if (CUE_MUST.test(text)) return "must";
  return null;
}

const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|min|max|yrs?|no|nos|dept|sr|jr|mr|ms|dr|inc|ltd|co)|\b[A-Za-z])$/i;

/** Sentence ends inside a segment: after ". ! ? ;" followed by a space, not after an abbreviation. */
export function sentenceBreaks(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i]!;
    if (c !== "." && c !== "!" && c !== "?" && c !== ";") continue;
    if (text[i + 1] !== " ") continue;
    if (c === "." && ABBREVIATION.test(text.slice(Math.max(0, i - 8), i))) continue;
    out.push(i + 1);
  }
  return out;
}

/** Clause boundaries within a sentence: commas and contrastive words ("while", "but", "ideally"). */
function clauseBreaks(sentence: string): number[] {
  const out: number[] = [];
  const re = /,\s*|\s+(?=(?:while|but|whereas|although|ideally|preferably|and ideally|plus)\b)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence))) {
    out.push(m.index + m[0].length);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/**
 * Importance per clause: a clause's own wording first; a clause without cues takes the nearest preceding cue of
 * its sentence, else the nearest following one ("Docker, Kubernetes and Helm are a plus"); a sentence without
 * cues takes the segment's default.
 */
export function clauseImportance(text: string, offset: number, fallback: Importance | null): Segment["clauses"] {
  const clauses: Segment["clauses"] = [];
  // A "(Required)" or "(Preferred)" marker speaks for the whole segment (Indeed-style lists).
  const marked = MARK_PREFERRED.test(text) ? "preferred" : MARK_REQUIRED.test(text) ? "must" : null;
  if (marked) return [{ start: offset, end: offset + text.length, importance: marked }];
  const sentences = [0, ...sentenceBreaks(text), text.length];
  for (let s = 0; s + 1 < sentences.length; s++) {
    const a = sentences[s]!;
    const b = sentences[s + 1]!;
    if (b <= a) continue;
    const sentence = text.slice(a, b);
    const cuts = [0, ...clauseBreaks(sentence), sentence.length];
    const parts: { start: number; end: number; cue: Importance | null }[] = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      if (cuts[k + 1]! <= cuts[k]!) continue;
      parts.push({ start: a + cuts[k]!, end: a + cuts[k + 1]!, cue: clauseCue(sentence.slice(cuts[k]!, cuts[k + 1]!)) });
    }
    for (let k = 0; k < parts.length; k++) {
      let cue = parts[k]!.cue;
      for (let j = k - 1; cue === null && j >= 0; j--) cue = parts[j]!.cue;
      for (let j = k + 1; cue === null && j < parts.length; j++) cue = parts[j]!.cue;
      clauses.push({ start: offset + parts[k]!.start, end: offset + parts[k]!.end, importance: cue ?? fallback });
    }
  }
  return clauses;
}

// ------------------------------------------------------------------------------------------------- segments

type Piece = { start: number; end: number; bulleted: boolean };

/** Lines, cut at inline bullets and, when long, at sentence ends; bullet markers and outer spaces excluded. */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let start = lineStart;
    let bulleted = false;
    for (let i = lineStart; i <= lineEnd; i++) {
      const c = i < lineEnd ? text[i]! : "";
      // A bullet character at the start of the line or after a space (not "C·D" inside a word).
      const isBullet = i < lineEnd && BULLET_CHARS.has(c) && (i === lineStart || /\s/.test(text[i - 1]!) || text[i - 1] === ":");
      if (isBullet || i === lineEnd) {
        pushPiece(text, start, i, bulleted, out);
        start = i + 1;
        bulleted = isBullet;
      }
    }
    lineStart = lineEnd + 1;
  }
  return out;
}

function pushPiece(text: string, start: number, end: number, bulleted: boolean, out: Piece[]) {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end <= start) return;
  const head = text.slice(start, Math.min(end, start + 12));
  const marker = LEADING_MARKER.exec(head);
  // "- item" or "1. item" at the start of a line is a list marker; "C# developer" is not.
  if (marker && end - start > marker[0].length) {
    start += marker[0].length;
    bulleted = true;
  }
  if (end - start <= MAX_SEGMENT) {
    out.push({ start, end, bulleted });
    return;
  }
  // Run-on text: cut at sentence ends, or hard-cut at a space.
  const slice = text.slice(start, end);
  const breaks = sentenceBreaks(slice);
  let from = 0;
  let last = 0;
  for (const b of [...breaks, slice.length]) {
    if (b - from > MAX_SEGMENT && last > from) {
      out.push(...hardCut(start + from, start + last, bulleted && from === 0));
      from = last;
      while (from < slice.length && slice[from] === " ") from++;
    }
    last = b;
  }
  if (slice.length > from) out.push(...hardCut(start + from, end, bulleted && from === 0));
}

function hardCut(start: number, end: number, bulleted: boolean): Piece[] {
  const out: Piece[] = [];
  for (let a = start; a < end; a += MAX_SEGMENT) out.push({ start: a, end: Math.min(end, a + MAX_SEGMENT), bulleted: bulleted && a === start });
  return out;
}

const SENTENCE_END = /[.!?]["')\]]?$/;
const STRONG_HEADING =
  /^(?:requirements|responsibilities|qualifications|(?:minimum|basic|preferred|required|desired) qualifications|nice to have|good to have|must have|about the (?:job|role)|about us|job description|benefits|skills|education|experience|what you(?:'|’)?ll do|what you(?:'|’)?ll bring|what we offer|who you are)$/i;

// "Necessary prerequisites - skills", "Key responsibilities": a heading word near the start, in any case.
const LEADING_HEADING_WORD =
  /^(?:[A-Za-z]+\s+){0,2}(?:requirements?|qualifications?|prerequisites?|responsibilit(?:y|ies)|duties|must[- ]haves?|nice[- ]to[- ]haves?|good[- ]to[- ]haves?|preferred|bonus)\b/i;

/**
 * A line shaped like a heading: it ends with a colon or dash, or it is short and written like a title ("Key
 * Skills", "REQUIREMENTS"), or it is one of the usual headings. "Excellent communication skills" is not.
 */
function headingShape(t: string, words: number): boolean {
  if (/[:：–—-]$/.test(t)) return true;
  if (words <= 5 && LEADING_HEADING_WORD.test(t)) return true;
  const bare = t.replace(/\s*\(.*\)\s*$/, "").trim();
  if (STRONG_HEADING.test(bare)) return true;
  if (words > 5) return false;
  const significant = bare.split(/\s+/).filter((w) => w.length > 3 && !/^(?:with|from|your|that|this|into|over)$/i.test(w));
  return significant.length > 0 && significant.every((w) => /^[A-Z0-9(]/.test(w));
}

function defaultImportance(section: JobSectionKind, hasRequirementSection: boolean): Importance | null {
  switch (section) {
    case "required":
    case "education":
    case "experience":
      return "must";
    case "preferred":
      return "preferred";
    case "about":
      return null;
    case "responsibilities":
      // What the job does, not what it asks for: a nice-to-have when the posting lists its requirements elsewhere.
      return hasRequirementSection ? "preferred" : "required";
    case "description":
      // "About the job": narrative (products, teams, the employer) when the posting lists its requirements elsewhere.
      return hasRequirementSection ? null : "required";
    default:
      return "required";
  }
}

/** The job description cut into segments with their section and per-clause importance. */
export function segmentJob(text: string): Segment[] {
  const raw = pieces(text);
  type Draft = { piece: Piece; text: string; kind: JobSectionKind | null; isHeading: boolean; inlineKind: JobSectionKind | null; contentStart: number };
  const drafts: Draft[] = raw.map((piece) => {
    const t = text.slice(piece.start, piece.end);
    const words = t.split(/\s+/).length;
    let kind: JobSectionKind | null = null;
    let isHeading = false;
    let inlineKind: JobSectionKind | null = null;
    let contentStart = piece.start;
    if (!piece.bulleted && t.length <= 70 && words <= 8 && !SENTENCE_END.test(t) && headingShape(t, words)) {
      kind = headingKind(t);
      if (kind) isHeading = true;
      else if (/[:：]$/.test(t) && words <= 6) {
        // An unknown heading ("Reconciliation:"): a sub-heading of the block it sits in.
        isHeading = true;
      }
    }
    if (!isHeading) {
      // "Nice to have: Terraform, Kafka" / "Experience: Minimum 1 year": a heading and its content on one line.
      const colon = /^([^:：\n]{2,50}?)\s*[:：]\s+\S/.exec(t.length > 200 ? t.slice(0, 200) : t);
      if (colon) {
        const k = headingKind(colon[1]!);
        if (k) {
          inlineKind = k;
          contentStart = piece.start + colon[0].length - 1;
        }
      }
    }
    return { piece, text: t, kind, isHeading, inlineKind, contentStart };
  });
  const hasRequirementSection = drafts.some((d) => (d.isHeading && (d.kind === "required" || d.kind === "preferred")) || d.inlineKind === "required" || d.inlineKind === "preferred");

  const segments: Segment[] = [];
  let section: JobSectionKind = "intro";
  let heading: string | null = null;
  for (const d of drafts) {
    if (d.isHeading) {
      if (d.kind) {
        section = d.kind;
        heading = d.text.replace(/[\s:：–—-]+$/, "");
      } else if (section !== "required" && section !== "preferred" && section !== "responsibilities" && section !== "education" && section !== "experience") {
        section = "other";
        heading = d.text.replace(/[\s:：–—-]+$/, "");
      }
      const own = defaultImportance(section, hasRequirementSection);
      segments.push({ start: d.piece.start, end: d.piece.end, text: d.text, section, heading, isHeading: true, bulleted: false, clauses: section === "about" ? [] : [{ start: d.piece.start, end: d.piece.end, importance: own }] });
      continue;
    }
    const kind = d.inlineKind ?? section;
    const fallback = defaultImportance(kind, hasRequirementSection);
    const contentText = text.slice(d.contentStart, d.piece.end);
    const clauses = kind === "about" ? [{ start: d.contentStart, end: d.piece.end, importance: null }] : clauseImportance(contentText, d.contentStart, fallback);
    if (d.contentStart > d.piece.start) clauses.unshift({ start: d.piece.start, end: d.contentStart, importance: null });
    segments.push({
      start: d.piece.start,
      end: d.piece.end,
      text: d.text,
      section: kind,
      heading: d.inlineKind ? d.text.slice(0, d.contentStart - d.piece.start).replace(/[\s:：]+$/, "") : heading,
      isHeading: false,
      bulleted: d.piece.bulleted,
      clauses,
    });
  }
  return segments;
}

/** The importance at an offset of a segment (null: not a requirement, e.g. company information). */
export function importanceAt(segment: Segment, offset: number): Importance | null {
  for (const c of segment.clauses) if (offset >= c.start && offset < c.end) return c.importance;
  return segment.clauses.length ? segment.clauses[segment.clauses.length - 1]!.importance : null;
}

/** Stronger of two importances (must > required > preferred > null). */
export function stronger(a: Importance | null, b: Importance | null): Importance | null {
  const rank = (x: Importance | null) => (x === "must" ? 3 : x === "required" ? 2 : x === "preferred" ? 1 : 0);
  return rank(a) >= rank(b) ? a : b;
}
