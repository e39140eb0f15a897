// The résumé as the rubric reads it: its lines (with the section each sits in) and its experience statements (the
// bullets or sentences under each dated role), built once from the text and the parsed profile.
import { LENGTH_ONLY } from "~/.server/analysis/profile/undated-roles";
import { titleScore } from "~/.server/analysis/profile/evidence";
import { createView, toRaw } from "~/.server/analysis/profile/text";
import type { Position, Profile, Section, SectionKind } from "~/lib/schemas/profile";
import { intervalFinder } from "~/.server/analysis/profile/intervals";
import { allMatches } from "~/.server/analysis/profile/regex";

export type DocLine = {
  index: number;
  /** The line as the parser reads it (escapes decoded, bullet marker removed), trimmed. */
  text: string;
  /** Offsets in the original text. */
  start: number;
  end: number;
  bullet: boolean;
  section: SectionKind | null;
  /** Index into profile.sections, -1 before the first section. */
  sectionIndex: number;
};

export type Statement = {
  text: string;
  /** Index into profile.positions, or null for a line of an experience or projects section outside any role. */
  position: number | null;
  kind: "experience" | "projects";
  /** Where it sits in the text (for document order). */
  at: number;
};

export type Doc = {
  text: string;
  profile: Profile;
  lines: DocLine[];
  /** Statements of work experience, in document order. */
  experience: Statement[];
  /** Bullets of projects sections, in document order. */
  projects: Statement[];
  words: number;
  kinds: Set<SectionKind>;
  /** A CV with publications, a doctorate or academic titles: its length is judged as a CV's. */
  academic: boolean;
  /** Positions in document order with the index of the section they sit in. */
  positionSections: number[];
};

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*/gu;

export function countWords(text: string): number {
  let n = 0;
  // Chinese and Japanese are written without spaces: a word there is about two characters.
  for (const [w] of allMatches(WORD_RE, text)) n += Math.max(1, Math.ceil((w.match(CJK_CHAR) ?? []).length / 2));
  return n;
}
const CJK_CHAR = /[\u3040-\u30ff\u4e00-\u9fff]/gu;

/**
 * A section's heading as the résumé writes it, to quote: a letter-spaced "E X P E R I E N C E" is read as
 * EXPERIENCE, and a heading on its content's line ("Skills: Python") as its word alone.
 */
export function writtenHeading(doc: Doc, section: Section): string {
  const line = doc.lines.find((l) => l.start <= section.start && section.start < l.end) ?? doc.lines.find((l) => l.start >= section.start);
  const heading = section.heading.trim();
  return !line || line.text.toLowerCase().includes(heading.toLowerCase()) ? heading : line.text;
}

export const wordsOf = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Index of the section containing a raw offset, -1 when before all of them. Sections are sorted by start. */
function sectionIndexAt(profile: Profile, offset: number): number {
  const s = profile.sections;
  let lo = 0;
  let hi = s.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s[mid]!.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found >= 0 && offset >= s[found]!.end) {
    // Between sections (should not happen: sections tile the text); take the previous one.
    return found;
  }
  return found;
}

/** First line whose start is at or after `offset` (binary search). */
function firstLineAtOrAfter(lines: DocLine[], offset: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Lines of a role that are its header (title, employer, dates, place) rather than a statement of what was done. */
function isHeaderLine(line: DocLine, p: Position): boolean {
  const t = norm(line.text);
  const words = wordsOf(line.text).length;
  if (words < 4) return true;
  if (p.dateText && t.includes(norm(p.dateText))) return true;
  if (words <= 12 && ((p.title && t.includes(norm(p.title))) || (p.company && t.includes(norm(p.company))))) return true;
  // A label line ("Responsibilities:", "Key achievements:").
  if (/:$/.test(line.text.trim()) && words <= 4) return true;
  return false;
}

export function buildDoc(profile: Profile, text: string): Doc {
  const view = createView(text);
  const lines: DocLine[] = view.lines.map((l, index) => {
    const start = toRaw(view, l.start);
    const end = toRaw(view, l.end);
    const sectionIndex = sectionIndexAt(profile, start);
    return {
      index,
      text: l.text.replace(/\s+/g, " ").trim(),
      start,
      end,
      bullet: l.bullet,
      section: sectionIndex >= 0 ? profile.sections[sectionIndex]!.kind : null,
      sectionIndex,
    };
  });

  const experience: Statement[] = [];
  const seen = new Set<string>();
  const push = (list: Statement[], s: Statement) => {
    const key = norm(s.text);
    if (!key || seen.has(key)) return;
    seen.add(key);
    list.push(s);
  };
  const covered: [number, number][] = [];
  const positionSections: number[] = [];
  profile.positions.forEach((p, i) => {
    covered.push([p.textStart, p.textEnd]);
    positionSections.push(sectionIndexAt(profile, p.textStart));
    const from = firstLineAtOrAfter(lines, p.textStart);
    let to = from;
    while (to < lines.length && lines[to]!.start < p.textEnd) to++;
    if (p.bullets.length) {
      // Find each bullet's line (bullets come in order) for its place in the document.
      let k = from;
      for (const b of p.bullets) {
        const head = norm(b).slice(0, 40);
        let at = p.textStart;
        for (let j = k; j < to; j++) {
          if (norm(lines[j]!.text).startsWith(head.slice(0, Math.min(head.length, norm(lines[j]!.text).length || 1)))) {
            at = lines[j]!.start;
            k = j + 1;
            break;
          }
        }
        push(experience, { text: b.replace(/\s+/g, " ").trim(), position: i, kind: "experience", at });
      }
    } else {
      // No bullet markers: the role's sentences.
      for (let j = from; j < to; j++) {
        const l = lines[j]!;
        if (isHeaderLine(l, p)) continue;
        push(experience, { text: l.text, position: i, kind: "experience", at: l.start });
      }
    }
  });
  // Experience-section lines outside every role: bullets, or sentences when no role was found at all.
  const roleAt = intervalFinder(covered);
  const inRole = (offset: number) => roleAt(offset) >= 0;
  for (const l of lines) {
    if (l.section !== "experience" || inRole(l.start)) continue;
    const words = wordsOf(l.text).length;
    if ((l.bullet && words >= 3) || (!profile.positions.length && words >= 6)) push(experience, { text: l.text, position: null, kind: "experience", at: l.start });
  }
  experience.sort((a, b) => a.at - b.at);

  const projects: Statement[] = [];
  for (const l of lines) {
    if (l.section === "projects" && l.bullet && wordsOf(l.text).length >= 3) push(projects, { text: l.text, position: null, kind: "projects", at: l.start });
  }

  const kinds = new Set(profile.sections.map((s) => s.kind));
  const academic =
    kinds.has("publications") ||
    profile.education.some((e) => /\b(?:ph\.?\s?d|doctor(?:ate)?|d\.?phil)\b/i.test(e.degree)) ||
    profile.positions.some((p) => /\b(?:professor|lecturer|postdoc|post-doctoral|postdoctoral|research (?:fellow|scientist|associate))\b/i.test(p.title));

  return { text, profile, lines, experience, projects, words: countWords(text), kinds, academic, positionSections };
}

const VENDOR = /^(?:apache|microsoft|ms|amazon|aws|google|adobe|oracle|ibm|sap)\s+/i;

/**
 * The lower-case words a role's text may name a skill by: its name and the words the résumé wrote it with, each
 * also without a vendor ("Flink" for "Apache Flink") and without a plural s. For `containsTerm`.
 */
export function skillTerms(skill: { name: string; mentions: { text: string }[] }): string[] {
  const names = [skill.name, ...skill.mentions.map((m) => m.text)].map((n) => n.trim());
  return [...new Set(names.flatMap((n) => [n, n.replace(VENDOR, ""), n.replace(/(?<=[a-z]{3})s$/, "")]))].filter((n) => n.length >= 2).map((n) => n.toLowerCase());
}

/**
 * Whether `needle` occurs in `haystack` as a whole word or phrase (case-insensitive; both already lower-cased):
 * no letter or digit right before it, and none (nor "+" or "#", as in "C++", "C#") right after it.
 */
export function containsTerm(haystack: string, needle: string): boolean {
  if (!needle) return false;
  const isWordChar = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) {
    const before = haystack[i - 1];
    const after = haystack[i + needle.length];
    if (isWordChar(before)) continue;
    if (isWordChar(after) || after === "+" || after === "#") continue;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------- quoting

/** A line shortened at a word boundary, with an ellipsis when cut. */
export function shorten(line: string, max = 90): string {
  const t = line.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** “…” around a shortened line. */
export const quote = (line: string, max = 90) => `“${shorten(line, max)}”`;

/** Experience-section lines outside every dated role that read like a job title: roles with no dates. */
/** Roles without dates: the header line of each undated position, then the title-like lines no position took. */
export function undatedRoles(doc: Doc): { text: string; start: number; end: number }[] {
  const own = doc.profile.positions
    // A role given with its length ("— 3 years") counts; it has its own warning.
    .filter((p) => !p.start && !LENGTH_ONLY.test(p.dateText ?? ""))
    .map((p) => {
      const line = doc.lines.find((l) => l.start >= p.textStart && l.start < p.textEnd);
      return line ? { text: line.text, start: line.start, end: line.end } : { text: [p.title, p.company].filter(Boolean).join(", "), start: p.textStart, end: p.textEnd };
    });
  return [...own, ...undatedEntries(doc).map((l) => ({ text: l.text, start: l.start, end: l.end }))];
}

export function undatedEntries(doc: Doc): DocLine[] {
  if (!doc.kinds.has("experience")) return [];
  const spanAt = intervalFinder(doc.profile.positions.map((p) => [p.textStart, p.textEnd] as const));
  const headings = new Set(doc.profile.sections.map((s) => s.heading.trim().toLowerCase()));
  // Header lines of dated roles name their title or employer.
  const known = doc.profile.positions.flatMap((p) => [p.title, p.company]).map((x) => x.trim().toLowerCase()).filter((x) => x.length >= 3);
  const out: DocLine[] = [];
  // A dated role's span runs to the next date, so an undated role after it sits inside it: a title-like line
  // after the role's bullets starts a new, undated role.
  let span = -1;
  let bulletsSeen = false;
  // A role has bullets: one of the two lines after its title is a bullet.
  const bulletFollows = (i: number) => doc.lines.slice(i + 1, i + 3).some((n) => n.bullet && n.section === "experience");
  for (const l of doc.lines) {
    if (l.section !== "experience") continue;
    const inSpan = spanAt(l.start);
    if (inSpan !== span) {
      span = inSpan;
      bulletsSeen = false;
    }
    if (l.bullet) {
      bulletsSeen = true;
      continue;
    }
    if (inSpan >= 0 && !bulletsSeen) continue;
    const words = wordsOf(l.text).length;
    const lower = l.text.toLowerCase();
    if (words === 0 || words > 10 || /\d/.test(l.text) || headings.has(lower) || known.some((k) => lower.includes(k))) continue;
    if (titleScore(l.text) > 0 && /^[A-Z]/.test(l.text) && bulletFollows(l.index)) {
      out.push(l);
      bulletsSeen = false;
    }
  }
  return out;
}
