import type { Profile, ProfileWarning } from "~/lib/schemas/profile";
import { extractSkills } from "./skills";
import { parseStructure } from "./structure";

export const PARSER_VERSION = "0.1.0";

export type ParseOptions = {
  /** The date 'Present' means, "YYYY-MM-DD"; the upload time for real résumés, the gold's asOf in evaluation. */
  asOf: string;
  /** Columns the text extractor found on the pages (PDF); 1 for other formats. */
  columns?: number;
};

/** Text in, profile out: pure and deterministic (no clock, no I/O). */
export function parseProfile(text: string, options: ParseOptions): Profile {
  const structure = parseStructure(text, { asOf: options.asOf });
  const skills = extractSkills(text, structure.sections);
  const warnings: ProfileWarning[] = [];
  const columns = Math.min(3, Math.max(1, options.columns ?? 1));
  if (columns > 1) {
    warnings.push({ code: "two-columns", message: `${columns} columns detected: each column was read top to bottom, one after the other.` });
  }
  if (!structure.contact.email) warnings.push({ code: "no-email", message: "No e-mail address found." });
  return {
    parserVersion: PARSER_VERSION,
    contact: structure.contact,
    sections: structure.sections,
    positions: structure.positions,
    education: structure.education,
    certifications: structure.certifications,
    skills,
    statedYears: structure.statedYears,
    warnings,
    layout: { columns },
    workRanges: structure.workRanges,
  };
}
