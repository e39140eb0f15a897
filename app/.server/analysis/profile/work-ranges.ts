import type { SectionKind } from "~/lib/schemas/profile";
import { clipMonths, type DateRange } from "./dates";
import { type Evidence, nearestEvidence, titleScore } from "./evidence";
import { CAREER_BREAK, lineAt, numberedEmployer } from "./entries";
import { GRANTS_HEADING, sectionAt, type ViewSection, VOLUNTEER_HEADING } from "./sections";
import type { Line } from "./text";
import { allMatches } from "./regex";

export type ClassifiedRange = DateRange & {
  work: boolean;
  /** The kind of the section the range sits in; null before the first heading. */
  section: SectionKind | null;
  /** The nearest evidence in the range's section, when it was looked at. */
  evidence: Evidence["kind"] | null;
  /** Why the range counts or not ("education section, nearest: work(Teaching Assistant)"), for debugging. */
  reason: string;
};

/** A project's role line: "Role: Team Lead", "Position - Developer". */
const ROLE_LINE = /^\s*(?:my\s+)?(?:role|position|designation|title)\s*[:\-–]/i;

const CERTIFICATE_DATE = /\b(?:renewed|issued|obtained|earned|awarded|completed|certified|passed|valid(?: until| through| till)?|expires?|expiry|expiring|exp\.?)\s*(?:on|in)?\s*:?\s*$/i;

/** The label over a job's list of clients, engagements or credits ("Recent clients:", "Selected engagements:"). */
const WORK_LIST_LABEL =
  /^(?:recent |selected |key |notable |major |past |some |representative |select )?(?:clients?|engagements?|client engagements?|projects?|client projects?|credits?|screen credits?|assignments?|matters?|transactions?|deals?|commissions?|mandates?)(?: (?:include|included|worked with|served|delivered))?\s*:\s*$/i;

/** A line of a list under such a label, within a few lines, with no blank line between (review 82, 83: a freelancer's
 * dated clients and a consultant's dated engagements had been read as jobs). */
function listedUnder(own: Line, lines: Line[], text: string): boolean {
  for (let k = own.index - 1; k >= 0 && k >= own.index - 8; k--) {
    const l = lines[k]!;
    if (/\n[^\S\n]*\n/.test(text.slice(l.end, lines[k + 1]!.start))) return false;
    if (WORK_LIST_LABEL.test(text.slice(l.contentStart, l.end).trim())) return true;
  }
  return false;
}

/** A line that opens with a date ("Jan 2019 – …", "03/2015 - …", "2015 –"). */
const DATE_FIRST = /^\W*(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}[/.-])?(?:19|20)\d\d\b/;

/** Words of a break from work told in prose ("a year as a full-time caregiver", "took a sabbatical to travel"). */
const BREAK_IN_SENTENCE =
  /\b(?:caregiv(?:er|ing)|carer|sabbatical|career (?:break|gap)|gap year|(?:parental|maternity|paternity|family|medical) leave|stay-at-home|stay at home|time off|to care for|cared for|caring for)\b/i;

/** The sentence a range sits in: from the last full stop or line break before it to the next after it. */
function sentenceAround(text: string, start: number, end: number): string {
  // At most 160 characters either side: a text flattened to one line has few full stops.
  const lead = Math.max(0, start - 160);
  const stopBefore = text.slice(lead, start).search(/(?<=\.\s)[^.]*$/);
  const from = Math.max(text.lastIndexOf("\n", start - 1) + 1, stopBefore < 0 ? lead : lead + stopBefore);
  const tail = text.slice(end, end + 160);
  const stop = tail.search(/\.(?:\s|$)|\n/);
  return text.slice(from, end + (stop < 0 ? tail.length : stop));
}

/** A credential named on its line: a card, a licence, a certificate, a permit, and its validity. */
const CREDENTIAL_NAME = /\b(?:card|certificat\w*|certified|licen[cs]e[ds]?|permit|ticket|registration|registry|endorsement|expired|expires|valid|renewed)\b/i;

/** A programme studied ("... Technician Certificate", "Diploma in ...", "Associate Degree"). */
// "Specialist in Design, ..., 2010 – 2015": the five-year degree of Russian and other post-Soviet universities.
const CREDENTIAL = /\b(?:certificate|diploma|degree)\b|^\W*specialist(?:['’]s)?\s+(?:in|of)\s/i;
/** A degree named as its title, with the native title beside it: "Chemical Engineer (Ingeniero Químico)". */
const DEGREE_AS_TITLE = /\((?:ingeniero|ingeniera|licenciado|licenciada|licenciatura|engenheiro|engenheira|bacharel|ingegnere|ingénieur|diplom-\p{L}+|magister|mag\.|dipl\.)[^()]*\)/iu;
const SCHOOL_LINE = /\b(?:universit\w*|universidad|universidade|università|université|college|polytechnic|politécnico|politecnico|instituto|institute of technology)\b/iu;
/** A course, or a school named in its own language ("Escola Profissional", "Fachhochschule"), which no job is held at
 * under an education heading as a teaching assistant's "University" may be. */
const PROGRAMME = /\b(?:course|programme|apprenticeship|vocational|escola|escuela|[ée]cole|scuola|schule|hochschule|fachhochschule|lyc[ée]e|liceo|colegio|instituto|universidade|universidad|universit[àä]t?)\b/i;

/** "Member, ASME", "Member of the Chartered Institute of ...": a membership; not "Member of Technical Staff". */
const MEMBERSHIP = /^\W*(?:(?:associate|student|full|professional|life|chartered|registered)\s+)?member(?:ship)?(?:,|\s+of\b)(?!\s+(?:the\s+)?technical\s+staff)/i;

/** A student body or club ("student newspaper", "Society of Professional Journalists student chapter", "Club Rowing Team",
 * a law school's law review or moot court). */
/** A line that names an award, a prize or a scholarship won. */
const AWARD_LINE = /\b(?:award|prize|scholarship|bursary|medal|dean'?s list|honou?r roll)\b/i;
const STUDENT_BODY = /\bstudent[- ](?:newspaper|paper|chapter|association|government|organi[sz]ation|club|council|union|society|senate|body|section|branch|magazine|radio|television|tv|activities|ambassadors?)\b|\b(?:club|intramural|varsity)\b|\b(?:law|legal) (?:review|journal)\b|\bmoot court\b/i;

/** "Client: State Medicaid agency — ... (Dec 2020 – Apr 2021)": a consultant's engagement or a project within the job. */
const ENGAGEMENT = /^\W*(?:client|engagement|assignment|project)(?:\s+(?:name|\d{1,2}))?\s*:/i;

/** "Worked as Software Engineer with Prolifics from Dec' 2015 to Sept' 2016": a bullet that is itself a job. */
const JOB_LINE = /^\W*(?:(?:i\s+am|i\s+was|currently|presently)\s+)*(?:worked|working|work|employed|joined|served|serving|associated with)\b/i;
/** "Translation instructor at Oxford English Center since 2012.": a title at an employer, itself a job. */
const TITLE_AT = /^\W*([^.;:,]{2,60}?)\s+(?:at|@)\s+\p{Lu}/u;
// ("Completed Pilot Training at Columbus AFB, 2007–2008." tells what was done, with its verb.)
const isJobLine = (line: string) => JOB_LINE.test(line) || (titleScore(TITLE_AT.exec(line)?.[1] ?? "") > 0 && !/^\W*\p{L}+ed\b/u.test(line));

/**
 * "• Sponsor, Robotics Club, 2016–present.", "• Raised scores from 52% (2016–17) to 71%", "- Deployed to Kandahar,
 * Oct 2019 - Jun 2020: ran 212 patrols": a date written inside a bullet's (or a line of prose's) sentence tells of
 * something within the job above it, not of a job. A date set apart at the end of a bullet (a right-hand date column
 * read into its line) still dates one.
 */
function inSentence(r: DateRange, own: Line, text: string): boolean {
  // "Deployments: Iraq (2009–2010), Afghanistan (2012–2013)": the years in brackets on a labelled line within a job.
  if (r.end <= own.end && /^\W*(?:deployments?|deployed|tours?|missions?|assignments?|rotations?|tdy|bases?)\s*:/i.test(text.slice(own.contentStart, own.end)) && /\(\s*$/.test(text.slice(own.contentStart, r.start))) return true;
  // "Permian Highway Pipeline: 42-inch mainline tie-ins, 2019–2020.", "Contract: Missile Defense Agency IWAS, $1.2B IDIQ,
  // 2020–2030": a labelled line under a job, its years last after a comma.
  const whole = text.slice(own.contentStart, own.end);
  // "Bases: Newark (EWR), Jun 2019 – Aug 2021; Chicago O'Hare (ORD), Sep 2021 – Present": several, parted by semicolons.
  if (r.end <= own.end && /^\W*\p{L}[^:]{1,60}:\s+\S/u.test(whole) && /,\s*$/.test(text.slice(own.contentStart, r.start)) && /^\s*(?:\.\s*$|;|$)/.test(text.slice(r.end, own.end))) return true;
  // "Purser-qualified on the B787 since 2023.": a short sentence under a job that ends on when something began.
  const lead = text.slice(own.contentStart, r.start);
  if (r.end <= own.end && /\bsince\s*$/i.test(lead) && /^\s*\.\s*$/.test(text.slice(r.end, own.end)) && (lead.match(/(?:^|\s)\p{Ll}/gu) ?? []).length >= 3) return true;
  // A bullet, or a line of prose without its bullet mark (a PDF's list drawn, not written).
  if (r.end > own.end || (!own.bullet && text.slice(own.contentStart, own.end).split(/\s+/).length < 8)) return false;
  const before = text.slice(own.contentStart, r.start);
  const after = text.slice(r.end, own.end);
  if (!/[A-Za-z]{2}/.test(before) || /(?:\t|\s{2,})$/.test(before)) return false;
  // A line of prose is a sentence, ending in a full stop, that goes on after the date or holds it in brackets ("... from
  // 52% (2021–22) to 71% (2023–24)."); a header ends on its date ("Adjunct Instructor, University of Maryland, 1997"),
  // and roles on one line have no full stop ("Vice President, Finance (2007 – 2010) · Director, FP&A (2004 – 2007)").
  // A PDF's list drawn without its marks: "Sponsor of the robotics club and its team, 2016–present." is a bullet's sentence.
  // A sentence that ends on its date ("...; unit practice council 2017–2019.", "charge nurse since 2022.") tells of it
  // too, when it is a sentence before the date: a clause before it, or six words and more.
  const sentenceEnd = /^\s*\.\s*$/.test(after) && (/;/.test(before) || before.trim().split(/\s+/).length >= 6);
  // "Footwear and camping departments; top-5 membership sign-ups in the region, Q4 2023", "AP Literature and 10th grade
  // English; department chair 2018–2020": clauses parted by a semicolon before the date are a description, stop or none.
  if (!own.bullet && /;/.test(before) && (before.match(/\p{L}{2,}/gu) ?? []).length >= 6) return true;
  if (!own.bullet) return /\.$/.test(text.slice(own.contentStart, own.end)) && (/[A-Za-z]{2}/.test(after) || /\(\s*$/.test(before) || /,\s*$|\b(?:in|during|between|since|from)\s*$/i.test(before) || sentenceEnd);
  return /[A-Za-z]{2}/.test(after) || /[,(]\s*$|\b(?:in|from|since|during|between|of)\s*$/i.test(before) || sentenceEnd;
}

/** "• Charge nurse on nights (2019–2021) for a 68-bed department.": the sentence goes on after the years (review 72). */
const goesOn = (after: string) => /^\s*\)?\s*(?:for|in|on|at|with|across|of|to|and|while|when|where|during)?\s*\p{Ll}{2,}/u.test(after) && /\p{Ll}{2,}.*\p{Ll}{2,}/u.test(after);

/** The name of a course, not of a post: "… Training Program", "… Course", "Seminar on …", "Workshop". */
const COURSE_NAME = /\b(?:training (?:program(?:me)?|course)|course|seminar|workshop|webinar|bootcamp|boot camp|in-service training|orientation program(?:me)?)\b/i;

/** The marks that part a header's pieces ("Lead Developer, TrailMix — Austin⇥Sep 2018 – May 2019"). */
const PIECE_MARK = /[,;:|(\t—–]|\s-\s|\s{2,}/;
const PIECE_MARKS = new RegExp(PIECE_MARK.source, "g");

/**
 * A job word on a project's header that names the role held: a piece of the header that ends on it, written as a title
 * ("Lead Developer, TrailMix"); not a word of what the project is ("Route Planner for Food Banks — capstone project",
 * "Trailhead — hiking trip planner"). A piece that ends on a job word is the project's own name when nothing else on the
 * header names the project and the piece holds no word of rank ("Task Manager (Python, React)", "Senior Capstone: Solar
 * Charge Controller (sponsored by …)": students' projects had counted their semesters as work, review 55).
 */
function roleOfHeader(text: string, e: Evidence, line: Line, r: { start: number; end: number }): boolean {
  if (e.kind !== "work") return true;
  const after = text.slice(e.end, line.end);
  const mark = after.search(PIECE_MARK);
  const rest = (mark < 0 ? after : after.slice(0, mark)).trim();
  if (!/^\p{Lu}/u.test(text.slice(e.start, e.end)) || /\p{L}/u.test(rest)) return false;
  const before = text.slice(line.contentStart, e.start);
  const piece = before.slice(lastMarkEnd(before)).trim();
  if (!piece || ROLE_RANK.test(piece)) return true;
  // Another piece names the project: capitalised, not in brackets, not a label before a colon, not the dates.
  const header = text.slice(line.contentStart, Math.max(line.contentStart, r.start)) + "\t" + text.slice(Math.min(line.end, r.end), line.end);
  const pieces = header.replace(/\([^()]*\)?|\[[^\]]*\]?/g, "\t").split(/[^\S\n]*:[^\S\n]*|(?:[,;|\t—–]|\s-\s|\s{2,})/);
  const own = text.slice(line.contentStart, e.end).trim();
  const labels = new Set(header.split(/\t|\s{2,}/).flatMap((p) => allMatches(/([^,;|—–:]+):/g, p).map((m) => m[1]!.trim())));
  return pieces.some((p) => {
    const t = p.trim();
    return /^\p{Lu}/u.test(t) && !labels.has(t) && !own.endsWith(t) && !/\d{4}/.test(t);
  });
}

/** Where the last piece mark before the end of `text` ends (0 when there is none). */
function lastMarkEnd(text: string): number {
  let end = 0;
  for (const m of allMatches(PIECE_MARKS, text)) end = m.index + m[0].length;
  return end;
}

/** A line that tells, in words of the sentence, what help was given, with no job word and not set out in fields. */
function helpInASentence(line: string): boolean {
  if (/\t|\s{3}/.test(line) || titleScore(line)) return false;
  const words = line.replace(/\b(?:19|20)\d\d\b/g, " ").match(/\p{L}+/gu) ?? [];
  return words.length >= 6 && words.filter((w) => /^\p{Ll}/u.test(w) && w.length > 3).length >= 3;
}

/** Words of rank or of a team's role in front of a job word: the piece is a role ("Lead Developer", "Co-founder"). */
const ROLE_RANK = /^(?:lead|senior|sr\.?|junior|jr\.?|team|project|technical|tech|principal|chief|head|founding|co-?founder|founder|solo|sole|student|volunteer|freelance|contract|intern)\b/i;

/**
 * Work or not, by the section a range sits in and by what is near it (the rule the evaluation's gold was
 * made with, README section 3):
 * - in a work section (experience, employment, military, volunteer ...): work;
 * - in publications, interests (activities), references and other sections (memberships, additional
 *   information): not;
 * - in an education section or another section (skills, projects, certifications ...): work only when the
 *   nearest evidence is work evidence (a job title or an employer);
 * - before any heading: work unless the nearest evidence is education evidence.
 */
/** A range in brackets ("(2018 – 2020)", "(Mar 2019 – present)"). */
const BRACKETED_RANGE = /\(\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d|present|current|now)\s*\)/giu;
/** A student's clinical placement named as such, under a clinical heading ("Obstetrics Rotation"), or anywhere when the
 * line says so ("Clinical rotation", "Preceptorship"): not a graduate programme's rotation ("Rotation 2: Treasury"), nor a
 * shift pattern ("14 on / 7 off rotation"). */
const ROTATION = /\b(?:rotation|practicum|clinicals)\b/i;
const CLINICAL_ROTATION = /\bclinical\s+(?:rotation|practicum|placement)s?\b|\bpreceptorship\b/i;
/** A placement's hours ("180 hours", "90 clinical hours"). */
const PLACEMENT_HOURS = /\b\d{2,3}\s*(?:clinical\s+)?(?:hours|hrs)\b/i;
/** The date's line or the header lines just above it (no blank line, bullet or other date between) name a clinical placement. */
function rotation(own: Line, lines: Line[], text: string, clinicalHeading: boolean): boolean {
  for (let k = own.index, n = 0; k >= 0 && n < 3; k--, n++) {
    const l = lines[k]!;
    // Another entry's dated line ends the header.
    if (k < own.index && (l.bullet || /\n[^\S\n]*\n/.test(text.slice(l.end, lines[k + 1]!.start)) || /\b(?:19|20)\d\d\b/.test(l.text))) break;
    const t = text.slice(l.contentStart, l.end);
    if (CLINICAL_ROTATION.test(t) || (clinicalHeading && (ROTATION.test(t) || PLACEMENT_HOURS.test(t)))) return true;
  }
  return false;
}

/** A labelled list of the courses a teacher taught ("Courses taught:", "Classes:", "Modules led:"). */
const COURSES_LABEL = /^\W*(?:courses?|classes|subjects|modules|sections|units)(?:\s+(?:taught|developed|designed|led|instructed|delivered))?\s*:/i;
const COURSE_TAUGHT = /^\W*[\p{L} ]{2,40}:\s*[A-Z][A-Za-z]{1,4}[ -]?\d{3,5}[A-Z]?\s+\p{Lu}/u;
const TEACHING_POST = /\b(?:lecturer|instructor|professor|teacher|tutor|docent|teaching (?:assistant|fellow|artist)|artist[- ]in[- ]residence|faculty)\b/i;

export function classifyRanges(ranges: DateRange[], sections: ViewSection[], evidence: Evidence[], text = "", lines: Line[] = []): ClassifiedRange[] {
  const show = (e: Evidence | null) => (e ? `${e.kind}(${text.slice(e.start, e.end)})` : "");
  // The ranges that date jobs so far: a date inside a job's sentence is measured against these, not against another such date.
  const jobs: DateRange[] = [];
  const studyEvidence = evidence.filter((e) => !(e.kind === "work" && /^(?:part|full)[- ]?time$/i.test(text.slice(e.start, e.end))));
  return ranges.map((r) => {
    const section = sectionAt(sections, r.start);
    const kind = section && section.heading ? section.kind : null;
    if (kind === "experience") {
      // "Gap year: 2016 – 2017, family caregiving" dates a break between jobs, written where the jobs are.
      // "January – February 2022: sabbatical (travel)" names the break after its dates.
      const own = lines.length ? lines[lineAt(lines, r.start)] : undefined;
      const rest = own ? (text.slice(own.contentStart, Math.max(own.contentStart, r.start)) + " " + text.slice(Math.min(own.end, r.end), own.end)).replace(/^[\s:–—,|·•-]+/, "") : "";
      // "Career Break (raising two young children)" over "Jan 2019 – May 2021": the break named on the line above a date
      // that stands alone.
      const above = own && own.index > 0 && !/\p{L}{3}/u.test(rest.replace(/\b(?:present|current|now|today)\b/gi, "")) ? lines[own.index - 1] : undefined;
      const namedAbove = !!above && above.end < own!.start && !/\n\s*\n/.test(text.slice(above.end, own!.start)) && CAREER_BREAK.test(text.slice(above.contentStart, above.end));
      // "07/2019 – 08/2022" over "Career break": named on the line below, when that line has no dates of its own and no
      // date line follows it (which would make it the next entry's header).
      const below = above !== undefined || (own && !/\p{L}{3}/u.test(rest.replace(/\b(?:present|current|now|today)\b/gi, ""))) ? lines[own!.index + 1] : undefined;
      const belowText = below ? text.slice(below.contentStart, below.end) : "";
      const namedBelow =
        !!below && !/\n\s*\n/.test(text.slice(own!.end, below.start)) && CAREER_BREAK.test(belowText) && !/(?:19|20)\d\d/.test(belowText) && !DATE_FIRST.test(lines[own!.index + 2]?.text ?? "");
      if (own && (CAREER_BREAK.test(text.slice(own.contentStart, own.end)) || CAREER_BREAK.test(rest) || namedAbove || namedBelow))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: a career break" };
      // "Mental Health Rotation — Gracepoint Behavioral Health⇥Jan 2023 – Apr 2023", "Barnes-Jewish Hospital — Medical-
      // Surgical, 180 hours (Spring 2019)" under "Clinical Experience": a nursing student's placements, school not work.
      if (own && rotation(own, lines, text, /clinical/i.test(section!.heading)))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: a clinical rotation" };
      // "Member, VDI and ASME⇥2017 – present" under Volunteering: a membership of a society is no role in it.
      if (own && MEMBERSHIP.test(text.slice(own.contentStart, own.end)))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: a membership" };
      // "Columbus Free Clinic – monthly blood pressure and diabetes screening evenings, 2008 to 2024." under Volunteer: a
      // sentence of what was done, naming no role, dates help given now and then, not a post held (review 65: it had
      // added 16 years to a nurse's 2).
      if (own && VOLUNTEER_HEADING.test(section!.heading) && helpInASentence(text.slice(own.contentStart, own.end)))
        return { ...r, work: false, section: kind, evidence: null, reason: "volunteer section: help told in a sentence, no role" };
      // "Duke of Edinburgh's Award – Gold (2021)" under Positions of Responsibility: an award's year, no role held.
      if (own && AWARD_LINE.test(text.slice(own.contentStart, own.end)) && !titleScore(text.slice(own.contentStart, own.end)))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: an award" };
      // "Courses taught: AP Biology (Fall 2019 – Spring 2026); Honors Chemistry (2021–2022)": a teacher's courses and
      // their terms, under the job; no job of their own.
      // ("Lecturer: BIOL10004 Biology of Cells and Organisms (1st year), 2019–2023": a course by its code after the role
      // taught in; here and under "Teaching"; review 90.)
      if (own && (COURSES_LABEL.test(text.slice(own.contentStart, own.end)) || COURSE_TAUGHT.test(text.slice(own.contentStart, own.end))))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: courses taught" };
      // "Led the 2009–2012 legacy-data migration", "its 2010 – 2016 flow was rebuilt": years set before a noun, after
      // "the" or "its", name a thing (a project, a system's age), not a time at work.
      if (own && /\b(?:the|its|their|our|his|her|this|that|these|those)\s+$/i.test(text.slice(own.contentStart, r.start)) && /^\s*\p{L}/u.test(text.slice(r.end, own.end)))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: years naming a thing" };
      // Within the dates of the job it is written under (the nearest dated line above, in the section).
      const job = own && jobs.findLast((o) => o.start < own.start && sectionAt(sections, o.start) === section);
      // "- Cashier (2017 – 2018), Grocery Clerk (2018 – 2020), Produce Team Lead (2020 – 2022)" under "Various roles, City
      // Market⇥2017 – 2022": the roles held within the job, each dated in brackets, on one line.
      const rolesListed = own && own.bullet && allMatches(BRACKETED_RANGE, text.slice(own.contentStart, own.end)).length >= 2;
      if (own && job && (inSentence(r, own, text) || ENGAGEMENT.test(text.slice(own.contentStart, own.end)) || rolesListed || listedUnder(own, lines, text)) && (r.startMonth >= job.startMonth || (!r.hasMonths && r.startMonth.slice(0, 4) === job.startMonth.slice(0, 4))) && r.startMonth <= job.endMonth && (rolesListed || !isJobLine(text.slice(own.contentStart, own.end))) && (rolesListed || !(own.bullet && numberedEmployer(own, text.slice(own.contentStart, r.start)) && !goesOn(text.slice(r.end, own.end)))))
        return { ...r, work: false, section: kind, evidence: null, reason: "experience section: a date within the job above it" };
      jobs.push(r);
      return { ...r, work: true, section: kind, evidence: null, reason: "experience section" };
    }
    // Under "Teaching", an artist's or an adjunct's appointments: a dated line that names a teaching post ("2016–⇥Lecturer,
    // Studio Art, San Francisco State University") is a job; the courses an academic lists there are not.
    const own = kind === "other" && section && /^teaching\b/i.test(section.heading.trim()) && lines.length ? lines[lineAt(lines, r.start)] : undefined;
    if (own && TEACHING_POST.test(text.slice(own.contentStart, own.end)) && !COURSE_TAUGHT.test(text.slice(own.contentStart, own.end)))
      return { ...r, work: true, section: "experience", evidence: null, reason: "teaching section: a teaching post" };
    // Papers, talks, memberships, committees and hobbies carry dates and titles ("Team Leader", "Chair"),
    // but they are not jobs.
    if (kind === "publications" || kind === "other" || kind === "interests" || kind === "references")
      return { ...r, work: false, section: kind, evidence: null, reason: `${kind} section` };
    // "2015 – 2018  AHA Predoctoral Fellowship. Role: Principal Investigator. $78,000.": a grant's years and its holder's
    // role are the funding's, not a job's; the work it paid for is dated under the appointments.
    if (kind === "awards" && section && GRANTS_HEADING.test(section.heading))
      return { ...r, work: false, section: kind, evidence: null, reason: "grants section" };
    // "2018 –⇥Organizer of Austin Python User Group" under Community or Honors & Awards: a year left open by a dash
    // alone outside a work section is a role held since then, not a job, and would run to today.
    if (kind && r.opener === "dash") return { ...r, work: false, section: kind, evidence: null, reason: `${kind} section: open by a dash alone` };
    // "Wilderness First Responder, renewed Spring 2024": a certificate's dates (issued, renewed, valid until) are no
    // job, whatever title its name holds.
    if (kind === "certifications" && CERTIFICATE_DATE.test(text.slice(Math.max(0, r.start - 24), r.start)))
      return { ...r, work: false, section: kind, evidence: null, reason: "certifications section: a certificate's date" };
    const line = lines.length ? lines[lineAt(lines, r.start)] : undefined;
    // "CSCS Labourer (Green) Card — 2010 – 2013 (expired)": the years a card or a licence was valid, on its own line.
    if (kind === "certifications" && line && CREDENTIAL_NAME.test(text.slice(line.contentStart, line.end)))
      return { ...r, work: false, section: kind, evidence: null, reason: "certifications section: a credential's years" };
    // "... after a year as a full-time caregiver for my mother (2022–23).": a summary's sentence that explains a gap.
    if (BREAK_IN_SENTENCE.test(sentenceAround(text, r.start, r.end)))
      return { ...r, work: false, section: kind, evidence: null, reason: `${kind ?? "no heading"}: a break told in a sentence` };
    // "since 2014" outside a work section is a membership, a listing, a company's history.
    if (r.opener === "since" || r.opener === "from") return { ...r, work: false, section: kind, evidence: null, reason: `${kind ?? "no heading"}: open "${r.opener}" outside a work section` };
    // Evidence counts within the range's own section: a job title under the next heading says nothing about it.
    // "Heavy Equipment Technician Certificate, Cambrian College — 2008 – 2009", "Medical Assistant Diploma": under an
    // education heading, a programme named on the range's line is studied, whatever job its name holds.
    // The date alone on its line (Europass: "[ 09/2008 – 07/2011 ]" over "Professional Technician in Electronics, Escola
    // Profissional de Setúbal"): the programme is named on the line under it.
    // (Worked out under an education heading only: on a long line of ranges it costs the line's length each.)
    const named = kind === "education" && line && !/\p{L}{3}/u.test(text.slice(line.contentStart, line.end).replace(/\b(?:present|current|now|today|ongoing)\b/gi, "")) ? lines[line.index + 1] : line;
    if (kind === "education" && named && (CREDENTIAL.test(text.slice(named.contentStart, named.end)) || PROGRAMME.test(text.slice(named.contentStart, named.end))))
      return { ...r, work: false, section: kind, evidence: null, reason: "education section: a programme's dates" };
    // "Chemical Engineer (Ingeniero Químico)⇥01/03/2007 – 20/12/2013" over "Universidad Nacional de Córdoba": a degree
    // named as the professional title it confers (Latin American and European degrees), its school on the next line.
    const schoolUnder = named && lines[named.index + 1];
    if (kind === "education" && named && schoolUnder && DEGREE_AS_TITLE.test(text.slice(named.contentStart, named.end)) && SCHOOL_LINE.test(text.slice(schoolUnder.contentStart, schoolUnder.end)))
      return { ...r, work: false, section: kind, evidence: null, reason: "education section: a degree named as its title" };
    // "Staff writer, The Badger Herald (student newspaper), 2012 - 2015", "President, SPJ student chapter": under an
    // education heading, a student body's roles are activities of the degree, whatever title they carry.
    if (kind === "education" && STUDENT_BODY.test(sentenceAround(text, r.start, r.end)))
      return { ...r, work: false, section: kind, evidence: null, reason: "education section: a student activity" };
    // "B.S. in Accounting (part-time, evening program)", "UX Design Immersive (full-time bootcamp)": under an education
    // or training heading, part-time and full-time tell how one studied, not that one worked.
    // A project is work when its own header names a role ("Lead Developer, TrailMix") or a role line follows it
    // ("Role: Team Lead"); a job word in what it is ("route planner app", "password manager") or in another project says
    // nothing of it.
    if (kind === "projects" && line) {
      const roleLine = lines.slice(line.index + 1, line.index + 4).find((l) => ROLE_LINE.test(text.slice(l.contentStart, l.end)));
      const own = evidence.filter((e) => (e.start >= line.start && e.end <= line.end && roleOfHeader(text, e, line, r)) || (roleLine && e.start >= roleLine.start && e.end <= roleLine.end));
      const work = own.some((e) => e.kind === "work");
      return { ...r, work, section: kind, evidence: work ? "work" : null, reason: work ? "projects section: a role on the project's lines" : "projects section: no role on the project's lines" };
    }
    // "Basic Life Support (BLS), American Heart Association — 2023 – 2025" under Certifications: a job held there is
    // named on the range's own line, or above a date alone on its line (Indeed's "Online Content Writer" over "July 2016
    // to Present"); the nurse's title two lines up dates no card.
    if (kind === "certifications" && line && /\p{L}{3}/u.test(text.slice(line.contentStart, Math.max(line.contentStart, r.start)) + text.slice(Math.min(r.end, line.end), line.end)) && !evidence.some((e) => e.kind === "work" && e.start >= line.start && e.end <= line.end))
      return { ...r, work: false, section: kind, evidence: null, reason: "certifications section: no role on its line" };
    // "Hospital Nurse Training Program (6 months) — Amang Rodriguez Memorial Medical Center — Oct 2014 – Mar 2015" under
    // "Trainings and Seminars Attended": a course, though its name holds a job's words (review 70).
    if (kind === "certifications" && line && COURSE_NAME.test(text.slice(line.contentStart, Math.max(line.contentStart, r.start))))
      return { ...r, work: false, section: kind, evidence: null, reason: "certifications section: a course" };
    // Under Education, what the range's own paragraph says comes first: a sidebar's degree over "2012 – 2017", then a
    // blank line and the main column's name and headline ("Senior Mobile Developer"), is a degree (review 52: +4.7 years).
    const para = kind === "education" ? paragraphAround(text, r.start, r.end) : null;
    const inParagraph = para ? nearestEvidence(studyEvidence, r.start, r.end, 200, Math.max(section?.start ?? 0, para.start), Math.min(section?.end ?? Infinity, para.end), line) : null;
    const near = inParagraph ?? nearestEvidence(kind === "education" || kind === "certifications" ? studyEvidence : evidence, r.start, r.end, 200, section?.start ?? 0, section?.end ?? Infinity, line);
    if (!kind) {
      const work = near?.kind !== "education";
      return { ...r, work, section: kind, evidence: near?.kind ?? null, reason: near ? `no heading, nearest: ${show(near)}` : "no heading" };
    }
    const work = near?.kind === "work";
    return { ...r, work, section: kind, evidence: near?.kind ?? null, reason: near ? `${kind} section, nearest: ${show(near)}` : `${kind} section, nothing near` };
  });
}

/** Work ranges resolved to months and clipped at asOf (ranges starting after it are dropped). */
export function toWorkRanges(ranges: ClassifiedRange[], asOf: string, toRaw: (offset: number) => number) {
  const out: { start: string; end: string; textStart: number; textEnd: number }[] = [];
  const covered = coveredByRoles(ranges);
  for (const r of ranges) {
    if (!r.work || covered.has(r)) continue;
    const clipped = clipMonths(r, asOf);
    if (!clipped) continue;
    out.push({ ...clipped, textStart: toRaw(r.start), textEnd: toRaw(r.end) });
  }
  return out;
}

/**
 * "PIEDMONT COMMUNITY BANK, GREENSBORO, NC  2011 – 2014" over roles dated "Aug 2011 – Jun 2012" … "Jul 2012 – May
 * 2014": an employer's years alone, filled by the month-dated roles under it (the first starting in its first year,
 * the last ending in its last), add nothing but the months a year alone is taken to have (July 2011).
 */
function coveredByRoles(ranges: ClassifiedRange[]): Set<ClassifiedRange> {
  const out = new Set<ClassifiedRange>();
  const work = ranges.filter((r) => r.work).sort((a, b) => a.start - b.start);
  work.forEach((y, k) => {
    if (y.hasMonths) return;
    const roles: ClassifiedRange[] = [];
    for (const r of work.slice(k + 1)) {
      if (!r.hasMonths) break;
      roles.push(r);
    }
    if (roles.length < 2) return;
    const year = (m: string) => m.slice(0, 4);
    const first = roles.reduce((a, b) => (a.startMonth <= b.startMonth ? a : b));
    const last = roles.reduce((a, b) => (a.endMonth >= b.endMonth ? a : b));
    if (year(first.startMonth) === year(y.startMonth) && (year(last.endMonth) === year(y.endMonth) || (y.current && last.current))) out.add(y);
  });
  return out;
}

/** The paragraph holding [start, end): the text between the blank lines around it. */
// Looked for within a window: evidence counts within 200 characters, and a search of the whole text for each range
// would make a long text's reading grow with the square of its length.
function paragraphAround(text: string, start: number, end: number): { start: number; end: number } {
  const from = Math.max(0, start - 1000);
  let before = -1;
  for (const m of allMatches(/\n[^\S\n]*\n/g, text.slice(from, start))) before = from + m.index;
  const blank = /\n[^\S\n]*\n/g;
  blank.lastIndex = end;
  const after = blank.exec(text);
  return { start: before < 0 ? from : before + 1, end: after ? after.index : text.length };
}
