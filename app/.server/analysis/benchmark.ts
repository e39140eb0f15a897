import type { Profile } from "~/lib/schemas/profile";
import { knowledge } from "./knowledge";
import type { Benchmark } from "./metrics";
import { CREDITS_HEADING } from "./profile/sections";
import { chosenOccupation, inferOccupation, isOnetTitle, occupationBenchmark, type OccupationInference } from "./occupation";

/**
 * The titles occupation inference reads, most recent first (the current role says most about the next step). The
 * headline under the name comes last: it is what the person calls themselves, but positions are what they did.
 */
export function occupationTitles(profile: Profile): string[] {
  const titles = mostRecentFirst(profile.positions, profile.sections).map((p) => asConsultant(asPilot(asLawyer(asScientist(withField(withSchoolLevel(asChemical(asBankOfficer(p.title, p.company), profile), p.company), p.company, profile), profile), p.company, profile), p.company), p.company, profile)).filter(Boolean);
  const headline = profile.contact.headline;
  // "Civil Engineer" under the name over a latest "Project Engineer": a headline O*NET names exactly says who the
  // person is first (review 50).
  const leads = !!headline && !!titles[0] && isOnetTitle(headline);
  const all = headline && !titles.some((t) => t.toLowerCase() === headline.toLowerCase()) ? (leads ? [headline, ...titles] : [...titles, headline]) : titles;
  // A performer's résumé lists credits, not jobs: headings of film, television and stage credits name the occupation.
  if (!all.length && profile.sections.filter((s) => CREDITS_HEADING.test(s.heading)).length >= 2) return ["Actor"];
  return all;
}


/**
 * The positions from the most recent, so that the title the inference weighs most is the one the person holds now: the
 * dated ones by recency (a current job first, then by end and start), each in a slot a dated one held, so undated ones
 * keep their place. A résumé in chronological order is read backwards; so is one whose last section (a reserve
 * service, an earlier career) runs back further (review 78: a logistics manager had been read from his first job).
 * Of two current posts, one held beside a job (PRN, per diem, adjunct, part-time, reserve, or under a volunteer or board
 * heading) comes after the job; otherwise the one begun last comes first.
 */
function mostRecentFirst(positions: Profile["positions"], sections: Profile["sections"] = []): Profile["positions"] {
  // A post under "Volunteer Experience", "Board Service" or "Military Reserve" is held beside the job.
  const beside = sections.filter((s) => /\b(?:volunteer\w*|community|board|boards|civic|reserve|national guard|activities|extracurricular|affiliations)\b/i.test(s.heading));
  const side = (p: Profile["positions"][number]) =>
    /\b(?:prn|per diem|adjunct|part[- ]time|reserve|reservist|national guard)\b/i.test(`${p.title} ${p.company}`) || beside.some((s) => p.textStart >= s.start && p.textStart < s.end);
  const dated = positions.map((p, i) => ({ p, i })).filter(({ p }) => !!p.start);
  const key = (p: Profile["positions"][number]) => (p.current ? "9999-99" : (p.end ?? p.start!).padEnd(7, "-"));
  const sorted = [...dated].sort((a, b) => {
    if (key(a.p) !== key(b.p)) return key(a.p) < key(b.p) ? 1 : -1;
    if (a.p.current && b.p.current && side(a.p) !== side(b.p)) return side(a.p) ? 1 : -1;
    if (a.p.start! !== b.p.start!) return a.p.start! < b.p.start! ? 1 : -1;
    return a.i - b.i;
  });
  const out = [...positions];
  dated.forEach(({ i }, k) => (out[i] = sorted[k]!.p));
  return out;
}

/**
 * "Math Teacher" at "Lincoln High School" is a high-school teacher: O*NET tells elementary, middle and secondary
 * teachers apart by the level, which a teacher's title leaves to the school's name or to the grades it names
 * ("Language Arts Teacher, Grades 10–12"). The grades themselves are no part of an O*NET title.
 */
function withSchoolLevel(title: string, company: string): string {
  const grades = GRADES.exec(title);
  const bare = grades ? title.slice(0, grades.index).trim() : title;
  if (!/\bteacher\b/i.test(bare) || /\b(?:high|middle|elementary|primary|secondary|preschool|kindergarten)\b/i.test(bare)) return bare;
  // A British academy, grammar school or sixth form teaches secondary pupils (a "Teacher of Geography" there).
  const british = /\b(?:academy|grammar school|comprehensive|sixth form|secondary school)\b/i.test(company) ? "high" : undefined;
  // "5th Grade Teacher", "Third-Grade Teacher": the grade before the title names the level.
  const ordinal = ORDINAL_GRADE.exec(bare);
  const grade = ordinal ? (ordinal[1] ? String(ORDINALS.indexOf(ordinal[1].toLowerCase()) + 1) : ordinal[2]) : undefined;
  const level = /\b(high|middle|elementary|primary) school\b/i.exec(company)?.[1] ?? british ?? (grades ? gradeLevel(grades[1]!, grades[2]) : grade ? gradeLevel(grade, undefined) : undefined);
  return level ? `${level.charAt(0).toUpperCase()}${level.slice(1).toLowerCase()} School ${bare}` : bare;
}

/**
 * "Assistant Professor" in the "Department of Civil and Environmental Engineering" is an engineering professor: O*NET
 * tells postsecondary teachers apart by their field ("Environmental Engineering Professor"), which an academic title
 * leaves to the department it is held in.
 */
function withField(title: string, company: string, profile?: Profile): string {
  // "Professor of Economics" names its field; "Assistant Professor, Department of History" leaves it to the department.
  const bare = title.replace(/,\s*(?:the\s+)?(?:department|dept\.?) of .*$/i, "");
  // "Leverhulme Early Career Fellow" at "Department of History, University of Glasgow": the unit the employer's line
  // opens with says the field, as it did when it was read into the title.
  const unit = /^((?:the\s+)?(?:department|dept\.?|school|division|faculty|centre|center|laboratory|lab)\s+(?:of|for)\s+[^,]+),\s/i.exec(company);
  if (!ACADEMIC_TITLE.test(bare)) return unit && !title.includes(unit[1]!) ? `${title}, ${unit[1]}` : title;
  if (/\b(?:of|in)\s+\p{Lu}/u.test(bare)) return title;
  const field = DEPARTMENT_FIELD.exec(`${title}, ${company}`);
  // No department written: the field of the doctorate ("Senior Lecturer" with a "PhD (Ecology)"; review 90).
  const named = field ? (field[1] ?? field[2])!.trim() : profile ? doctorateField(profile) : null;
  // Written as O*NET writes its postsecondary teachers ("Biology Professor"): its "Computer Science Lecturer" is a
  // school's (review 90). A department named for its sciences is the science's ("School of BioSciences").
  return named ? `${named.replace(/^(?:bio-?sciences|biological sciences|life sciences)$/i, "Biology").replace(/^(?:computing|informatics|computer sciences?(?: and engineering)?)$/i, "Computer Science")} Professor` : title;
}

/** The field of a doctorate ("PhD in Cancer Biology", "PhD (Ecology)", "PhD Immunology", "DPhil, Physiology"). */
function doctorateField(profile: Profile): string | null {
  for (const e of profile.education) {
    // (Not a professional doctorate: "Doctorate of Musical Arts", "Doctor of Education".)
    const m = /^(?:ph\.?\s?d\.?|d\.?\s?phil\.?|doctor(?:ate)? of philosophy|doctorate(?=\s+in\s))\s*(?:,\s*|\s+in\s+|\s+of\s+|\s*\(\s*|\s+(?=\p{Lu}))([^()]{3,60}?)\)?\s*(?:\([^)]*\))?$/iu.exec(e.degree.trim());
    if (m && !/^(?:candidate|student|researcher|thesis|expected)\b/i.test(m[1]!)) return m[1]!.trim();
  }
  return null;
}
/**
 * A postdoc is a scientist of their doctorate's field ("Postdoctoral Research Fellow" with a "PhD in Cancer Biology" is
 * a "Cancer Biology Scientist"). O*NET files its postdoc titles under Clinical Research Coordinators, which is what
 * few postdocs do.
 */
function asScientist(title: string, profile: Profile): string {
  const postdoc = /\bpost-?\s?doc(?:toral)?\b/i.test(title);
  // A research fellow, associate or scientist with no field in the title is one of the department's field, or of the
  // doctorate's ("Research Fellow, Department of Materials Science and Engineering"; review 90).
  const researcher = /^(?:(?:senior|junior|principal|staff|lead)\s+)?(?:research (?:fellow|associate|scientist|officer)|researcher)\b(?!\s+(?:in|of)\s+\p{Lu})/iu.test(title.trim());
  if (!postdoc && !researcher) return title;
  const department = DEPARTMENT_FIELD.exec(title);
  const field = department ? (department[1] ?? department[2])!.trim() : doctorateField(profile);
  if (field) return `${field} Scientist`;
  return postdoc ? "Research Scientist" : title;
}

/**
 * "Captain" at an airline or over an aircraft type ("Captain, Airbus A320", "First Officer — Virgin Australia Airlines")
 * flies it: O*NET's "Captain" alone is a ship's master (review 69).
 */
/**
 * A bank's "Officer" or "Senior Officer" with no function written is its banking officer (Bangladesh's, Pakistan's,
 * India's and Nigeria's ranks; review 89): O*NET's "Officer" alone is a police officer.
 */
/** A process engineer with a chemical engineering degree is a chemical engineer (O*NET's "Process Engineer" alone is an
 * industrial engineer's title; review 92). */
function asChemical(title: string, profile: Profile): string {
  if (!/\bprocess engineer\b/i.test(title) || /\bchemical\b/i.test(title)) return title;
  return profile.education.some((e) => /\bchemical\b/i.test(e.degree)) ? title.replace(/\bprocess engineer\b/i, "Chemical Process Engineer") : title;
}

function asBankOfficer(title: string, company: string): string {
  return /\bbank\b/i.test(company) && /^(?:(?:senior|junior|principal|probationary|trainee|assistant|executive)\s+)?officer(?:\s*\([^)]*\))?$/i.test(title.trim()) ? "Bank Officer" : title;
}

function asPilot(title: string, company: string): string {
  if (!/^(?:senior\s+|line\s+|training\s+)?(?:captain|first officer|second officer|co-?pilot|pilot)\b/i.test(title.trim())) return title;
  return AIRCRAFT.test(`${title} ${company}`) ? "Airline Pilot" : title;
}
const AIRCRAFT = /\b(?:airbus|boeing|embraer|bombardier|saab\s?\d|atr\s?\d|cessna|beechcraft|king air|dash\s?8|q400|crj\s?\d*|erj\s?\d*|[AB]3[1-5]\d|B7[3-8]7|airlines?|airways|air lines|aviation)\b/i;

/**
 * An "Associate" at a law firm, or held by someone with a law degree, is an associate attorney: O*NET files the bare
 * title under paralegals and clerks, which is not what a firm's associates are. The firm is known by its name ("…
 * Law Group") or by the person's degree, since most firms are named for their partners.
 */
function asLawyer(title: string, company: string, profile: Profile): string {
  // "Senior Associate – Banking & Finance", "Associate, Mergers & Acquisitions": the practice after the rank (review 83).
  const m = /^((?:(?:senior|junior|summer|litigation|corporate|transactional|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|mid|\d(?:st|nd|rd|th))[- ]level|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|\d(?:st|nd|rd|th))[- ]year)\s+)?associate)(?:\s*(?:,|\s[–—-])\s*[^,–—]{2,60})?$/i.exec(title.trim());
  if (!m) return title;
  const firm = LAW_FIRM.test(company);
  const lawDegree = profile.education.some((e) => LAW_DEGREE.test(`${e.degree} ${e.institution}`));
  // A trainee solicitor's or a law clerk's post before it says the same.
  const lawyer = profile.positions.some((p) => LAW_TITLE.test(p.title));
  return firm || lawDegree || lawyer ? `${m[1]!.trim()} Attorney` : title;
}

/**
 * "Principal" at a consultancy ("Bain & Company — Principal", "Grant Advisory Pty Ltd — Principal") is a consultant's
 * rank, not a school's head (review 83): when the employer is no school and the résumé names consulting work.
 */
function asConsultant(title: string, company: string, profile: Profile): string {
  if (!/^\s*(?:senior |associate )?principal\s*$/i.test(title) || SCHOOL.test(company)) return title;
  const consulting = CONSULTING.test(company) || CONSULTING.test(profile.contact.headline ?? "") || profile.positions.some((p) => CONSULTING.test(p.title));
  return consulting ? `${title.trim()} Consultant` : title;
}
const SCHOOL = /\b(?:school|academy|college|elementary|primary|secondary|high|isd|usd|district|education|montessori|kindergarten|preschool|lyc[eé]e|gymnasium)\b/i;
const CONSULTING = /\b(?:consult\w*|advisory|advisors?|advisers?|strategy|& company|partners)\b/i;

// "LLP" alone is no law firm: the large accounting firms are LLPs, and their associates are auditors.
const LAW_FIRM = /\b(?:law|legal services|attorneys?|solicitors|lawyers|advocates|chambers|barristers)\b/i;
const LAW_DEGREE = /\b(?:J\.?\s?D\.?|juris doctor(?:ate)?|LL\.?\s?[BM]\.?|bachelor of laws|master of laws|legal practice course|LPC|GDL|PGDL|graduate diploma in law|BCL|bachelor of civil law)(?![\p{L}])/iu;
const LAW_TITLE = /\b(?:trainee solicitor|solicitor|attorney|lawyer|law clerk|judicial clerk|barrister|advocate|counsel)\b/i;

const ACADEMIC_TITLE = /\b(?:professor|lecturer|instructor|reader|docent)\b/i;
const DEPARTMENT_FIELD =
  /\b(?:[Dd]epartment|[Dd]ept\.?|[Ss]chool|[Ff]aculty|[Cc]ollege|[Dd]ivision|[Ii]nstitute)\s+of\s+((?:\p{Lu}[\p{L}-]*|and|&)(?:\s+(?:\p{Lu}[\p{L}-]*|and|&)){0,5})|\b((?:\p{Lu}[\p{L}-]*\s+){1,4})(?:[Dd]epartment|[Dd]ept\.?)\b/u;

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const ORDINAL_GRADE = new RegExp(`\\b(?:(${ORDINALS.join("|")})|(\\d{1,2})(?:st|nd|rd|th))[- ]grade\\s+teacher\\b`, "i");
const GRADES = /,?\s*\bgrades?\s+(k|\d{1,2})(?:\s*(?:[–-]|to|and|&)\s*(\d{1,2}))?$/i;

/** US grades: 9 and up are high school, 6 to 8 middle school, up to 5 elementary school. */
function gradeLevel(from: string, to: string | undefined): string | undefined {
  const lo = /k/i.test(from) ? 0 : Number(from);
  const hi = to ? Number(to) : lo;
  if (lo >= 9) return "high";
  if (lo >= 6 && hi <= 8) return "middle";
  if (hi <= 5) return "elementary";
  return undefined;
}

/** How the screens name the evidence for an occupation the user chose. */
export const CHOSEN_EVIDENCE = "your choice on the dashboard";

/**
 * The occupation every screen compares a résumé with: the target role the user chose, or else the one its titles and
 * skills point to. The inferred candidates stay as runners-up, so a chooser can offer them.
 */
export function targetOccupation(profile: Profile, chosen?: string | null): OccupationInference & { chosen: boolean } {
  const inferred = inferOccupation({
    titles: occupationTitles(profile),
    skills: profile.skills.map((s) => ({ name: s.name, category: s.category })),
  });
  const picked = chosen ? chosenOccupation(chosen) : null;
  if (!picked) return { ...inferred, chosen: false };
  const others = [inferred.best, ...inferred.runnersUp].filter((c): c is NonNullable<typeof c> => !!c && c.code !== picked.code);
  return { best: picked, runnersUp: others, chosen: true };
}

/**
 * What the dashboard compares a résumé with: the O*NET occupation its titles and skills point to, and that
 * occupation's weighted skills (technologies with Hot and In-Demand flags, important skills and knowledge).
 */
export function benchmarkFor(profile: Profile, chosen?: string | null): Benchmark {
  const inference = targetOccupation(profile, chosen);
  // "Communicator" on a résumé counts for "Communication", in the benchmark and in the Skill Count.
  const family = (name: string) => knowledge.skills.familyName(name);
  const best = inference.best;
  if (!best) return { occupation: null, skills: [], family };
  const bench = occupationBenchmark(best.code);
  if (!bench) return { occupation: null, skills: [], family };
  // A chosen role has no evidence from the résumé: the explanation says it was chosen.
  const evidence = inference.chosen
    ? []
    : [
        ...best.evidence.titles.map((t) => (t.input === t.matched ? `title “${t.input}”` : `title “${t.input}” ≈ “${t.matched}”`)),
        ...(best.evidence.skills.length ? [`skills ${best.evidence.skills.slice(0, 6).join(", ")}`] : []),
      ];
  return {
    occupation: {
      code: best.code,
      title: best.title,
      confidence: Math.round(best.confidence * 100) / 100,
      evidence,
      ...(inference.chosen ? { chosen: true } : {}),
      ...(bench.setAside.length ? { setAside: bench.setAside.slice(0, 5) } : {}),
    },
    skills: bench.skills.map((s) => ({ name: s.name, weight: s.weight, why: s.why, ...(s.alternatives ? { alternatives: s.alternatives } : {}) })),
    family,
  };
}
