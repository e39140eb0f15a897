// @ts-check
// A plain-text résumé that lost every line break (pasted from a web form, saved by a tool that joins lines): headings,
// the contact line, job headers and bullets all run on in one line, so no section, name or position could be read
// (review 40's lay-11). Its line breaks are put back where the text itself marks them: before and after a heading in
// capitals, before a bullet, before the contact details, and between a bullet's last sentence and the next job's
// header. A text with any line break, or with runs of spaces (the flattened résumés of the evaluation, which keep their
// layout in those runs), is left as it is.

const HEADINGS = [
  "PROFESSIONAL SUMMARY", "CAREER SUMMARY", "SUMMARY", "PROFILE", "CAREER OBJECTIVE", "OBJECTIVE", "ABOUT ME",
  "PROFESSIONAL EXPERIENCE", "WORK EXPERIENCE", "RELEVANT EXPERIENCE", "EMPLOYMENT HISTORY", "WORK HISTORY", "EXPERIENCE",
  "EMPLOYMENT", "EDUCATION AND TRAINING", "EDUCATION", "TECHNICAL SKILLS", "KEY SKILLS", "CORE COMPETENCIES", "SKILLS",
  "CERTIFICATIONS", "CERTIFICATES", "LICENSES", "PROJECTS", "LANGUAGES", "AWARDS", "ACHIEVEMENTS", "PUBLICATIONS",
  "VOLUNTEER EXPERIENCE", "VOLUNTEERING", "INTERESTS", "HOBBIES", "REFERENCES", "COURSES", "TRAINING",
];
const HEADING_RE = new RegExp(`(?<=\\S) (${HEADINGS.join("|")}) (?=\\S)`, "gu");
// A heading that opens a long line, its section run on after it ("EXPERIENCE Account Manager, ADP, …").
const START_HEADING_RE = new RegExp(`^(${HEADINGS.join("|")}) (?=\\p{Lu})`, "u");
const BULLET_RE = / (?=[•●▪◦‣] )/gu;
const MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";
const MONTH = `(?:${MONTHS})[a-z]*\\.?`;
// A hyphen used as a bullet ("... 2021 – Present - Built fraud rules"), not the dash of a date range ("2019 - 2021",
// "Jan 2020 - Present") or of a phrase ("Python - advanced").
const DASH_BULLET_RE = new RegExp(` - (?!(?:Present|Current|Now|Today|(?:${MONTHS})[a-z]*)\\b)(?=\\p{Lu}\\p{Ll}+ \\p{Ll})`, "gu");
const WHEN = `(?:${MONTH} )?(?:19|20)\\d\\d`;
// A bullet's last sentence, then a job's header ending in its dates: "... with Airflow. Data Analyst Blue River Bank,
// Oakland, CA Jun 2016 – Dec 2019".
// ("… Paychex, Atlanta, GA (Jan 2019 – Feb 2021)": the dates in brackets too.)
const HEADER_AFTER_SENTENCE_RE = new RegExp(`([.!?]) (?=[^.!?•\\n]{3,160}? \\(?${WHEN} ?[–—-] ?(?:${WHEN}|Present|Current|Now|Today)\\)?$)`, "gu");
// The head noun a job title ends with ("Senior Data Analyst"), and the words that open one ("Senior", "Lead").
const TITLE_HEAD =
  "Analyst|Engineer|Developer|Manager|Designer|Consultant|Specialist|Scientist|Nurse|Teacher|Accountant|Director|Officer|" +
  "Assistant|Coordinator|Administrator|Architect|Technician|Representative|Executive|Intern|Associate|Supervisor|Clerk|" +
  "Driver|Chef|Cook|Writer|Editor|Researcher|Programmer|Tester|Auditor|Advisor|Adviser|Planner|Buyer|Recruiter|" +
  "Instructor|Tutor|Therapist|Pharmacist|Electrician|Mechanic|Operator|Founder|President|Lead";
const LEVEL = "Senior|Sr\\.?|Junior|Jr\\.?|Lead|Principal|Staff|Chief|Head|Associate|Assistant";
// "Renée Müller Senior Data Analyst": a name of two or three words, then a headline that opens with a level or is a
// two-word title.
const NAME_HEADLINE_RE = new RegExp(`^(\\p{Lu}\\S* \\p{Lu}\\S*(?: \\p{Lu}\\S*)??) (?=(?:${LEVEL}) |\\p{Lu}\\S* (?:${TITLE_HEAD})$)`, "u");
// "Senior Data Analyst Acme Analytics, San Francisco, CA Jan 2020 – Present": the title ends at its head noun, where
// the employer's name begins.
const TITLE_COMPANY_RE = new RegExp(`^((?:\\p{Lu}[\\p{L}&/-]* ){0,4}(?:${TITLE_HEAD})) (?=\\p{Lu}[^,]{1,60}, .* ${WHEN} ?[–—-] ?(?:${WHEN}|Present|Current|Now|Today)$)`, "u");
// The first e-mail address, phone number or web address after the name and headline.
const CONTACT_RE = /^(\S+(?: \S+){1,9}?) (?=[\w.+-]+@[\w-]+\.[\w.]+|\+?\(?\d[\d ().-]{7,}\d|https?:\/\/)/u;

/**
 * @param {string} text
 * @returns {string}
 */
export function withLineBreaksRestored(text) {
  const body = text.trim();
  if (!body.includes("\n")) return body.length < 300 || /\s{2,}|\t/u.test(body) ? text : (restoreLine(body, true) ?? text);
  // A résumé saved on a few long lines ("EXPERIENCE Account Manager, ADP … • Manage 85 clients … Sales Development
  // Representative, Paychex … (Jan 2019 – Feb 2021) • …"): each such line is restored on its own (review 75). A text
  // that keeps its layout in runs of spaces or tabs is left as it is.
  if (/ {2,}|\t/u.test(text)) return text;
  const lines = text.split("\n");
  const first = lines.findIndex((l) => l.trim());
  let changed = false;
  const out = lines.map((line, i) => {
    const long = line.length >= 300 || (line.length >= 120 && START_HEADING_RE.test(line.trim()));
    const restored = long ? restoreLine(line.trim(), i === first) : null;
    if (restored === null) return line;
    changed = true;
    return restored;
  });
  return changed ? out.join("\n") : text;
}

/**
 * One line's breaks put back, or null when nothing anchors them (no heading inside it: a paragraph of prose).
 * @param {string} body
 * @param {boolean} top the résumé's first line, where the name, the headline and the contact details run on
 * @returns {string | null}
 */
function restoreLine(body, top) {
  const withHeadings = body.replace(HEADING_RE, "\n\n$1\n").replace(START_HEADING_RE, "$1\n");
  // (Or, in a text with its lines, inline bullets: a section's jobs run on under their heading's line.)
  if (withHeadings === body && (top || (body.match(BULLET_RE) ?? []).length < 2)) return null;
  // Hyphens as bullets only when there are several: one " - " is as likely a phrase's dash.
  const dashes = (withHeadings.match(DASH_BULLET_RE) ?? []).length >= 2;
  const lines = (dashes ? withHeadings.replace(DASH_BULLET_RE, "\n- ") : withHeadings)
    .replace(BULLET_RE, "\n")
    .split("\n")
    .map((line) => (/^[•●▪◦‣-] /u.test(line) ? line.replace(HEADER_AFTER_SENTENCE_RE, "$1\n") : line));
  if (top) lines[0] = (lines[0] ?? "").replace(CONTACT_RE, "$1\n").replace(/^[^\n]*/u, (head) => head.replace(NAME_HEADLINE_RE, "$1\n"));
  return lines
    .join("\n")
    .split("\n")
    .map((line) => line.replace(TITLE_COMPANY_RE, "$1\n"))
    .join("\n");
}
