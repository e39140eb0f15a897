import type { Profile } from "~/lib/schemas/profile";
import { withoutEmployers } from "./employers";
import { withFileLinks, type FileLink } from "./file-links";
import { extractSkills } from "./skills";
import { parseStructure } from "./structure";
import { markdownBlanked } from "./text";
import { profileWarnings } from "./warnings";

export const PARSER_VERSION = "0.3.41";

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
export function parseProfile(text: string, options: ParseOptions): Profile {
  const structure = parseStructure(text, { asOf: options.asOf });
  // Markdown's marks blanked, offsets unchanged: "**Practices:** distributed systems" is a labelled row, not a skill.
  const plain = markdownBlanked(text);
  // The headline under the name ("Digital Marketing Manager") is who the person is, not a skill, wherever a layout put it.
  const headline = structure.contact.headline?.toLowerCase();
  const skills = withoutEmployers(extractSkills(plain, structure.sections), structure.positions, plain, structure.contact.location, structure.contact.name).filter((s) => s.name.toLowerCase() !== headline);
  const columns = Math.min(3, Math.max(1, options.columns ?? 1));
  const profile: Omit<Profile, "warnings"> = {
    parserVersion: PARSER_VERSION,
    contact: withFileLinks(structure.contact, text, options.links ?? []),
    sections: structure.sections,
    positions: structure.positions,
    education: structure.education,
    certifications: structure.certifications,
    skills,
    statedYears: structure.statedYears,
    layout: { columns },
    workRanges: structure.workRanges,
  };
  const fromFile = (options.fileWarnings ?? []).map((message) => ({ code: "file" as const, message }));
  return { ...profile, warnings: [...fromFile, ...profileWarnings(text, profile)] };
}
