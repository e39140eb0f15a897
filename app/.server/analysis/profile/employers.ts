import { knowledge } from "~/.server/analysis/knowledge";
import type { Position, ProfileSkill } from "~/lib/schemas/profile";
import { endsLikeTitle } from "~/.server/analysis/occupation";
import { LEGAL_FORM } from "./entries";
import { PRODUCT_VENDOR } from "./skills";
import { normalizeName } from "./skills-tokenize";

/**
 * Drops a skill the tagger read off a position's header that is that position's employer ("Lead Product Designer,
 * Fabrikam Health – Manchester"): every mention lies inside a position whose company is written exactly so, and the
 * name has a word that no O*NET title or description and no skill alias uses (a proper name: Fabrikam, Partouche,
 * CreekSide). Headers the position parser misreads ("Network Programming", "Labor Law" taken for the company) are
 * everyday words and keep their skill, as does any name the knowledge base knows.
 */
export function withoutEmployers(skills: ProfileSkill[], positions: Position[], text = "", home: string | null = null, name: string | null = null): ProfileSkill[] {
  // The town of the contact line ("Lyon, France · +33 6 ...") is no skill either.
  if (home) skills = skills.filter((s) => !s.mentions.every((m) => mentionWithin(text, m, home)));
  // Nor are the letters after the name ("Daniel Okonkwo-Reyes, PharmD, BCPS"): degrees and credentials, not skills.
  const at = name ? text.indexOf(name) : -1;
  if (name && at >= 0) {
    const line = lineAround(text, at);
    const after = at + name.length;
    const end = line.start + line.text.length;
    // Only a short tail opened by a comma: a text flattened to one line goes on after the name with everything else.
    if (end - after <= 60 && /^\s*,/.test(text.slice(after, end))) skills = skills.filter((s) => !s.mentions.every((m) => m.start >= after && m.end <= end));
  }
  // The name itself, wherever the file put it ("Luis Fernández" under the contact lines of a Word text box; review 65).
  if (name) skills = skills.filter((s) => !s.mentions.every((m) => normalizeName(m.text) === normalizeName(name)));
  // A surname the lexicon knows ("Robert \"Bobby\" Jenkins", read "Robert Jenkins"): a word of the name written before
  // the first line break after it names the person, not the CI server.
  if (name) {
    const words = new Set(name.toLowerCase().split(/\s+/).filter((w) => w.length > 1));
    const firstBreak = text.indexOf("\n", Math.max(0, text.search(/\S/)));
    skills = skills.filter((s) => !s.mentions.every((m) => words.has(m.text.toLowerCase()) && (firstBreak < 0 || m.end <= firstBreak)));
  }
  // A proper name ending in an organisation's word ("Gracepoint Behavioral Health", a placement's hospital) is a place
  // of work or study, whichever section holds it; a placement's name ("Mental Health Rotation") names none (review 58).
  // Listed in a skills section, a name is kept: its writer calls it a skill.
  const unknownName = (name: string) => !knowledge.skills.byName(name) && !PRODUCT_VENDOR.test(name);
  const listed = (s: ProfileSkill) => s.mentions.some((m) => m.section === "skills");
  const organisation = (name: string) => ORGANISATION_END.test(name) && hasProperName(name) && unknownName(name);
  skills = skills.filter((s) => listed(s) || (!organisation(s.name) && !(PLACEMENT_END.test(s.name) && unknownName(s.name))));
  if (!positions.length) return skills;
  const isEmployer = (m: ProfileSkill["mentions"][number]) =>
    positions.some((p) => p.company && p.textStart <= m.start && m.start < p.textEnd && normalizeName(p.company) === normalizeName(m.text));
  // A word of a registered company's name ("Logistics" in "HARBORVIEW LOGISTICS INC.") names the employer's business,
  // and a word of the job's place ("Quincy, MA") a town: neither is a skill. Other employers' names keep their skills:
  // the position parser takes some lines of skills for an employer ("Litigation, Immigration, Workers Compensation").
  const within = (m: ProfileSkill["mentions"][number], part: string | null) => mentionWithin(text, m, part);
  const registered = (company: string) => LEGAL_FORM.test(company.split(/\s+/).at(-1) ?? "");
  const inCompanyName = (m: ProfileSkill["mentions"][number]) =>
    positions.some((p) => m.start >= p.textStart && m.start < p.textEnd && ((registered(p.company) && within(m, p.company)) || within(m, p.location)));
  // Words of an employer's name that no list knows, from its first ("Peachtree Heating" of "Peachtree Heating & Air",
  // "FedEx Logistics"): the tagger's piece of the name, no skill (review 54).
  // A name, not a line of skills the position parser took for one (short, no label, no sentence).
  const named = (company: string) => company.split(/\s+/).length <= 6 && !/[:;]|\.\s/.test(company);
  // From the name's first word: "Personal Injury Law" of "Donnelly Personal Injury Law" is the firm's practice, kept.
  const leading = (m: ProfileSkill["mentions"][number], company: string) => within(m, company) && normalizeName(m.text).startsWith(normalizeName(company.split(/\s+/)[0]!));
  const inEmployer = (m: ProfileSkill["mentions"][number]) => positions.some((p) => p.company && named(p.company) && m.start >= p.textStart && m.start < p.textEnd && leading(m, p.company));
  // The whole title of a job held ("Special Agent", which O*NET also lists as an insurance product) names the role.
  // Only a title that ends as job titles do: a line of skills the position parser took for a title ("Project
  // Management") keeps its skill, and so does a vendor's product ("Microsoft InfoPath Designer").
  // The title before its unit ("Team Leader" of "Team Leader, Customer Care") too.
  const isTitle = (m: ProfileSkill["mentions"][number]) =>
    positions.some((p) => {
      const title = [p.title, p.title?.split(/,\s*/)[0]].find((t) => t && normalizeName(t) === normalizeName(m.text));
      return !!title && m.start >= p.textStart && m.start < p.textEnd && within(m, title) && endsLikeTitle(title) && !PRODUCT_VENDOR.test(title);
    });
  // An employer named again elsewhere ("Worked with Tata Consultancy Services (TCS) as …" in the summary) is no skill
  // either: a name of more than one word the lists do not know, written as one of the jobs' employers (review 59).
  const companies = new Set(positions.filter((p) => p.company && p.company.split(/\s+/).length >= 2).map((p) => normalizeName(p.company)));
  const namesEmployer = (m: ProfileSkill["mentions"][number]) => companies.has(normalizeName(m.text.replace(/\s*\([\p{Lu}&.]{2,8}\)?$/u, "")));
  const employerAgain = (s: ProfileSkill) => s.mentions.every(namesEmployer) && !listed(s) && hasProperName(s.name) && unknownName(s.name);
  // A skill read off one word of an employer's name by another of its names ("Apollo" of "Apollo English" for Apollo
  // GraphQL), or a language named in it ("LAO" of "Legislative Analyst's Office (LAO)"), is the employer's name (review
  // 67). A phrase is kept: the position parser takes some skills for an employer ("Human Resource Management").
  const partOfEmployer = (s: ProfileSkill) =>
    !listed(s) &&
    s.mentions.every((m) => !/\s/.test(m.text.trim()) && (normalizeName(m.text) !== normalizeName(s.name) || s.category === "other") && positions.some((p) => p.company && named(p.company) && m.start >= p.textStart && m.start < p.textEnd && within(m, p.company) && normalizeName(m.text) !== normalizeName(p.company)));
  return skills.filter(
    (s) => !partOfEmployer(s) && !s.mentions.every(isTitle) && !s.mentions.every(inCompanyName) && !employerAgain(s) && (knowledge.skills.byName(s.name) || ((!s.mentions.every(isEmployer) || !hasProperName(s.name)) && !s.mentions.every(inEmployer))),
  );
}

/** A clinical placement's name as a student writes it ("Mental Health Rotation", "Capstone Preceptorship"). */
const PLACEMENT_END = /\b(?:Rotation|Preceptorship)$/;
const ORGANISATION_END = /\b(?:hospital|health|healthcare|health system|clinic|medical center|medical centre|university|college|school|academy|bank|group|inc|ltd|llc|corporation|foundation|institute)\.?$/i;

/** The mention lies inside `part` as written on the mention's line. */
function mentionWithin(text: string, m: ProfileSkill["mentions"][number], part: string | null) {
  if (!part) return false;
  const line = lineAround(text, m.start);
  const at = line.text.toLowerCase().indexOf(part.toLowerCase());
  return at >= 0 && line.start + at <= m.start && m.end <= line.start + at + part.length;
}

function lineAround(text: string, offset: number) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return { start, text: text.slice(start, end < 0 ? text.length : end) };
}

let occupationWords: Set<string> | undefined;

/** Every word of the text is an everyday word of O*NET's titles and descriptions or of the skill names ("Apparel"). */
export function everydayWords(text: string): boolean {
  return !hasProperName(text);
}

function hasProperName(name: string): boolean {
  occupationWords ??= wordsOfOccupations();
  return words(name).some((w) => w.length >= 3 && !occupationWords!.has(w));
}

function wordsOfOccupations(): Set<string> {
  const out = new Set<string>();
  const { occupations } = knowledge;
  for (const o of occupations.list) {
    for (const w of words(`${o.title} ${o.description}`)) out.add(w);
    for (const t of occupations.titles(o.index)) for (const w of words(t)) out.add(w);
  }
  for (const a of knowledge.skills.aliases) for (const w of words(a.key)) out.add(w);
  return out;
}

const words = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? [];
