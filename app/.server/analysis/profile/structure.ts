/**
 * The structure of a résumé's plain text: sections, contact, positions, education, certifications, the total
 * the résumé states itself, and every work date range resolved to months. Pure and deterministic: `asOf` is
 * what Present means; the clock is never read.
 *
 * The text may be line-structured (PDF, DOCX, Indeed) or flattened to one line with runs of spaces where the
 * line breaks were (Kaggle); it may carry literal escape sequences (`\xe2\x80\x93`) in place of characters.
 * Everything is read from a normalised view of it (./text.ts) and every offset reported is mapped back to
 * the text as given.
 */
import type { Education, Position, Section, WorkRange } from "~/lib/schemas/profile";
import { extractContact, type Contact } from "./contact";
import { guessDayFirst, scanDates } from "./dates";
import { extractCertifications, extractEducation, unheadedCertificates } from "./education";
import { findEvidence } from "./evidence";
import { eventRows } from "./event-rows";
import { headerYears } from "./header-years";
import { extractPositions } from "./positions";
import { detectSections } from "./sections";
import { findStatedYears } from "./stated-years";
import { createView, toRaw } from "./text";
import { rolesByLength } from "./undated-roles";
import { classifyRanges, toWorkRanges } from "./work-ranges";

export type Structure = {
  sections: Section[];
  positions: Position[];
  education: Education[];
  certifications: string[];
  contact: Contact;
  statedYears: number | null;
  /** Work date ranges (positions and other work dates), resolved to months; not yet merged. */
  workRanges: WorkRange[];
};

export function parseStructure(text: string, options: { asOf: string }): Structure {
  const view = createView(text);
  const raw = (o: number) => toRaw(view, o);
  const sections = detectSections(view);
  const scan = eventRows(view, headerYears(view, sections, scanDates(view.text, { asOf: options.asOf, dayFirst: guessDayFirst(view.text) }), options.asOf), options.asOf);
  const dated = classifyRanges(scan.ranges, sections, findEvidence(view.text), view.text, view.lines);
  const classified = [...dated, ...rolesByLength(view, sections, dated)].sort((a, b) => a.start - b.start);
  const jobs = extractPositions(view, sections, classified);
  const positions = jobs.map(({ start_, end_, ...p }) => ({ ...p, textStart: raw(start_), textEnd: raw(end_) }));
  const entries = extractEducation(view, sections, scan);
  const education = entries.map(({ start_, end_, ...e }) => ({ ...e, textStart: raw(start_), textEnd: raw(end_) }));
  const contact = extractContact(view, sections);
  // A Word sidebar table read cell after cell puts the main column's name and headline under the sidebar's last
  // heading ("Certifications" / ... / "NADIA HADDAD" / "Digital Marketing Manager"): they are no certificates.
  const own = new Set([contact.name, contact.headline].filter((x): x is string => !!x).map((x) => x.toLowerCase()));
  return {
    sections: sections.map((s) => ({ kind: s.kind, heading: s.heading, start: raw(s.start), end: raw(s.end) })),
    positions,
    education,
    certifications: extractCertifications(view, [...sections, ...unheadedCertificates(view, sections, jobs)], entries).filter((c) => !own.has(c.toLowerCase())),
    contact,
    statedYears: findStatedYears(view.text, raw),
    workRanges: toWorkRanges(classified, options.asOf, raw),
  };
}
