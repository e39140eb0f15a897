// What the parser could not read, or read with doubt, said to the user next to what it read: each warning names
// the problem and, where it is about one place, points at it in the text.
import { buildDoc, countWords, undatedRoles } from "~/.server/analysis/rubric/document";
import { LENGTH_ONLY } from "./undated-roles";
import type { Profile, ProfileWarning } from "~/lib/schemas/profile";
import { totalYears } from "~/.server/analysis/experience";
import { ambiguousNumericDate } from "./dates";
import { emailWritten, phoneWritten, writtenInText } from "./file-links";
import { placeholdersIn } from "./placeholders";

/** Fewer words than this and the text is probably not the whole résumé (a cut-off file, a picture with a caption). */
const SHORT_TEXT_WORDS = 100;
/** Fewer words than this and even a text with jobs and skills is too short to be a whole résumé. */
const WHOLE_MIN_WORDS = 40;
/** A stated total this many years above the dated jobs' is worth a word (a rounded "10+ years" is not). */
const STATED_GAP_YEARS = 3;
const formatYears = (n: number) => String(Math.round(n * 10) / 10);
/** Per-place warnings of one kind beyond this are summed up, not listed. */
const MAX_PER_KIND = 5;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 59)}…` : s}”`;

export function profileWarnings(text: string, profile: Omit<Profile, "warnings">, written = text): ProfileWarning[] {
  const out: ProfileWarning[] = [];
  const left = placeholdersIn(written);
  if (left.length) {
    out.push({
      code: "placeholders",
      message: `Template text is still in your resume: ${left.slice(0, 4).map(quote).join(", ")}${left.length > 4 ? ` and ${left.length - 4} more` : ""}. It was not read as your details; replace it with your own.`,
    });
  }
  const kinds = new Set(profile.sections.map((s) => s.kind));
  const columns = profile.layout.columns;
  if (columns > 1) {
    // What the parser did, and what it means for the user: applicant tracking systems may read across the columns
    // (research/ats-rubric.md, P7); review 73 found the bare statement read as a problem with no action.
    out.push({ code: "two-columns", message: `${columns} columns detected: each column was read top to bottom, one after the other. Check the positions below; some applicant tracking systems read across columns, so a one-column layout is safer.` });
  }
  const words = countWords(text);
  // A short résumé that is whole (dated jobs, and skills or education) was read whole: a one-page résumé of a
  // warehouse worker is 70 words, and no picture is missing from it (review 66).
  const whole = profile.positions.length > 0 && (kinds.has("skills") || kinds.has("education") || profile.education.length > 0);
  if (words < WHOLE_MIN_WORDS || (words < SHORT_TEXT_WORDS && !whole)) {
    out.push({ code: "short-text", message: `Only ${words} words were read. If your resume is longer, part of it may be an image or in a form the parser cannot read.` });
  }
  if (!profile.contact.name) out.push({ code: "no-name", message: "No name found: put your full name on the first line." });
  if (!profile.contact.email) out.push({ code: "no-email", message: "No e-mail address found." });
  if (!profile.contact.phone) out.push({ code: "no-phone", message: "No phone number found." });
  const linkedOnly = linkedNotWritten(text, profile.contact);
  if (linkedOnly.length) {
    out.push({
      code: "link-not-written",
      message: `Linked in the file but not written out: ${linkedOnly.join(", ")}. A printed copy, and any reader that takes only the text, will miss ${linkedOnly.length > 1 ? "them" : "it"}: write ${linkedOnly.length > 1 ? "each address" : "the address"} in the text.`,
    });
  }
  if (!kinds.has("experience")) {
    out.push({
      code: "no-experience-section",
      message: profile.positions.length
        ? "No heading such as “Experience” was found; the roles were read from their dates alone."
        : "No work experience was found: no “Experience” heading and no dated roles.",
    });
  }
  if (!kinds.has("skills")) {
    out.push({ code: "no-skills-section", message: "No skills section found; skills were read from the whole text." });
  }
  if (!kinds.has("education") && !profile.education.length) {
    out.push({ code: "no-education-section", message: "No education section found." });
  }

  // "30 years of experience" in the summary beside 15 years of dated jobs: the total counts dated jobs only, so the
  // dashboard shows 15; the person is told why and what to add (review 56).
  const counted = totalYears(profile.workRanges);
  if (profile.statedYears !== null && profile.statedYears >= counted + STATED_GAP_YEARS && profile.statedYears >= 1.3 * counted) {
    out.push({
      code: "stated-years",
      message: `Your resume says ${formatYears(profile.statedYears)} years of experience; its dated jobs add up to ${formatYears(counted)} years. Only dated jobs count: add the years of earlier roles (a line such as “Earlier roles: Analyst, Bank One, 1994 – 1998” will do).`,
    });
  }

  const ambiguous = ambiguousNumericDate(text);
  if (ambiguous) {
    out.push({
      code: "dates-ambiguous",
      message: `Dates such as ${quote(ambiguous.example)} can be read day first or month first; they were read ${ambiguous.dayFirst ? "day first" : "month first"} (${MONTHS[ambiguous.month - 1]} ${ambiguous.year}). Write months as words (“Sep 2003”) so that no reader has to guess.`,
      start: ambiguous.start,
      end: ambiguous.end,
    });
  }

  // "Software Engineer, Acme Logistics — 3 years": counted, but no reader can place it.
  for (const p of profile.positions.filter((x) => !x.start && LENGTH_ONLY.test(x.dateText ?? "")).slice(0, MAX_PER_KIND)) {
    out.push({
      code: "position-without-dates",
      message: `${quote([p.title, p.company].filter(Boolean).join(", "))} gives its length (${p.dateText}) but no dates. Its experience counts, placed before the jobs listed above it; add start and end months (“Jan 2020 – Dec 2022”) so that the timeline shows it.`,
      start: p.textStart,
      end: p.textEnd,
    });
  }
  const undated = undatedRoles(buildDoc({ ...profile, warnings: [] }, text));
  undated.slice(0, MAX_PER_KIND).forEach((u) => {
    out.push({
      code: "position-without-dates",
      message: `No dates on this position: ${quote(u.text)}. Add start and end months (“Jan 2020 – Present”) so that its experience counts.`,
      start: u.start,
      end: u.end,
    });
  });
  if (undated.length > MAX_PER_KIND) {
    out.push({ code: "position-without-dates", message: `${undated.length - MAX_PER_KIND} more positions have no dates.` });
  }

  // A dated title with no employer next to it (a position with neither shows its dates and names nothing).
  // A freelancer's or a self-employed person's work has no employer to name ("Freelance Illustrator, Montréal").
  const noCompany = profile.positions.filter((p) => p.start && p.title.trim() && !p.company.trim() && !/\b(?:freelance|freelancer|self-employed|independent)\b/i.test(p.title));
  noCompany.slice(0, MAX_PER_KIND).forEach((p) => {
    out.push({
      code: "position-without-company",
      message: `No employer found for ${quote(p.title)}.`,
      start: p.textStart,
      end: p.textEnd,
    });
  });
  if (noCompany.length > MAX_PER_KIND) {
    out.push({ code: "position-without-company", message: `${noCompany.length - MAX_PER_KIND} more positions have no employer.` });
  }
  return out;
}

/** Contact details the parser took from the file's hyperlinks because the text does not write them. */
function linkedNotWritten(text: string, contact: Profile["contact"]): string[] {
  const out: string[] = [];
  if (contact.email && !emailWritten(text, contact.email)) out.push(contact.email);
  if (contact.phone && !phoneWritten(text, contact.phone)) out.push(contact.phone);
  for (const link of contact.links) if (!writtenInText(text, link)) out.push(link);
  return out;
}
