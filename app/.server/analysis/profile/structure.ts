import type { Education, Position, Section, WorkRange } from "~/lib/schemas/profile";

export type Structure = {
  sections: Section[];
  positions: Position[];
  education: Education[];
  certifications: string[];
  contact: { name: string | null; email: string | null; phone: string | null; links: string[]; location: string | null };
  statedYears: number | null;
  /** Work date ranges (positions and other work dates), resolved to months; not yet merged. */
  workRanges: WorkRange[];
};

// Skeleton: replaced by the structure parser (sections, contact, positions, education, dates, years).
export function parseStructure(text: string, options: { asOf: string }): Structure {
  void options;
  return {
    sections: [{ kind: "other", heading: "", start: 0, end: text.length }],
    positions: [],
    education: [],
    certifications: [],
    contact: { name: null, email: null, phone: null, links: [], location: null },
    statedYears: null,
    workRanges: [],
  };
}
