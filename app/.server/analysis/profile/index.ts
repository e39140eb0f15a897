import type { Profile } from "~/lib/schemas/profile";
import { withoutEmployers } from "./employers";
import { withoutRolesFilled } from "./recruited";
import { withFileLinks, type FileLink } from "./file-links";
import { extractSkills } from "./skills";
import { titleScore } from "./evidence";
import { parseStructure } from "./structure";
import { markdownBlanked, tagsBlanked, withoutRunningLines } from "./text";
import { placeholdersBlanked } from "./placeholders";
import { profileWarnings } from "./warnings";
import { allLowerCase, asWritten, capitalised } from "./lower-case";

export const PARSER_VERSION = "0.3.176";

export type ParseOptions = {
  /** The date 'Present' means, "YYYY-MM-DD"; the upload time for real résumés, the gold's asOf in evaluation. */
  asOf: string;
  /** Columns the text extractor found on the pages (PDF); 1 for other formats. */
  columns?: number;
  /** The file's hyperlinks (PDF, DOCX): profiles linked from an icon or a word whose address the text lacks. */
  links?: FileLink[];
  /** What the text extractor said about the file ("Only the first 30 of 41 pages were read."), shown first. */
  fileWarnings?: string[];
};

/** Text in, profile out: pure and deterministic (no clock, no I/O). */
export function parseProfile(written: string, options: ParseOptions): Profile {
  // Word's non-breaking hyphen (U+2011), the Unicode hyphen (U+2010) and the minus sign (U+2212, what a Symbol-font
  // dash in a Word file becomes) in "09/2021‑Present", "555‑0191" or "Jun 2016 − Dec 2019" are read as the hyphen they
  // look like; one character for one, so every offset into the text stays right.
  const text = placeholdersBlanked(tagsBlanked(written.replace(/[\u2010\u2011\u2212]/gu, "-")));
  const structure = allLowerCase(text) ? readCapitalised(text, options.asOf) : parseStructure(text, { asOf: options.asOf });
  // Markdown's marks blanked, offsets unchanged: "**Practices:** distributed systems" is a labelled row, not a skill.
  const plain = withoutRunningLines(markdownBlanked(text));
  // The headline under the name ("Digital Marketing Manager") is who the person is, not a skill, wherever a layout put it.
  const headline = structure.contact.headline?.toLowerCase();
  const found = withoutEmployers(extractSkills(plain, structure.sections), structure.positions, plain, structure.contact.location, structure.contact.name).filter((s) => s.name.toLowerCase() !== headline);
  const skills = withoutRolesFilled(found, structure.positions, plain, structure.contact.headline);
  const columns = Math.min(3, Math.max(1, options.columns ?? 1));
  const profile: Omit<Profile, "warnings"> = {
    parserVersion: PARSER_VERSION,
    contact: withFileLinks(structure.contact, text, options.links ?? []),
    sections: structure.sections,
    positions: withoutName(structure.positions, structure.contact.name),
    education: structure.education,
    certifications: structure.certifications,
    skills,
    statedYears: structure.statedYears,
    layout: { columns },
    workRanges: structure.workRanges,
  };
  const fromFile = (options.fileWarnings ?? []).map((message) => ({ code: "file" as const, message }));
  // The warnings read the text as written: its placeholders are named to the user.
  return { ...profile, warnings: [...fromFile, ...profileWarnings(text, profile, written)] };
}

/**
 * "Sam Lee, barista at Starbucks 2021–2024 …" (a résumé typed on one line): the person's name found at the start of a
 * title is no part of it (review 73).
 */
function withoutName(positions: Profile["positions"], name: string | null): Profile["positions"] {
  // Only on the name's own line, at the very top: "Enfermera General, Unidad de …" further down is a title, whatever
  // was taken for the name.
  if (!name || titleScore(name) > 0) return positions;
  const lead = `${name.toLowerCase()}, `;
  return positions.map((p) => (p.title.toLowerCase().startsWith(lead) && p.title.length > lead.length + 2 && p.textStart < 200 ? { ...p, title: p.title.slice(lead.length) } : p));
}

/** An all-lower-case résumé read from a capitalised copy, what it found given back as the résumé writes it (lower-case.ts). */
function readCapitalised(text: string, asOf: string): ReturnType<typeof parseStructure> {
  const copy = capitalised(text);
  const structure = parseStructure(copy, { asOf });
  const w = (s: string) => asWritten(text, copy, s);
  const wn = (s: string | null) => (s === null ? null : w(s));
  const c = structure.contact;
  return {
    ...structure,
    contact: { ...c, name: wn(c.name), headline: wn(c.headline), location: wn(c.location) },
    sections: structure.sections.map((x) => ({ ...x, heading: w(x.heading) })),
    positions: structure.positions.map((p) => ({ ...p, title: w(p.title), company: w(p.company), location: wn(p.location) })),
    education: structure.education.map((e) => ({ ...e, degree: w(e.degree), institution: w(e.institution) })),
    certifications: structure.certifications.map(w),
  };
}
