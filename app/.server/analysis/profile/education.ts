import type { Education } from "~/lib/schemas/profile";
import { knowledge } from "../knowledge";
import { type DateScan, MONTH_SRC, pointToMonth } from "./dates";
import { entryHeader, fragments, isLocation, isRegion, lineAt, linkish } from "./entries";
import { everydayWords } from "./employers";
import { europassEntry } from "./europass";
import { titleScore } from "./evidence";
import type { ViewSection } from "./sections";
import { cellsOf, type TextView } from "./text";
import { allMatches } from "./regex";

const DEGREE =
  /\b(?:bachelor(?:'?s)?|master(?:'?s)?|doctor|doctorate|diploma|degree|associate of|associate in|high school|higher secondary|senior secondary|secondary school|matriculation|matric(?!\.?\s*(?:hr|higher|h\.?\s?s|school))|wassce|waec|ssce|neco|kcse|kcpe|bece|sijil pelajaran malaysia|sijil tinggi persekolahan malaysia|spm|stpm|tawjihi|grade 12|slc(?!\s*[-\d])|[ao]\/l|hssc|f\.?\s?sc|i\.?\s?com|ph\.?\s?d|ed\.?\s?d|mba|m\.?b\.?a|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|bca|mca|bba|b\.?\s?ed|m\.?\s?ed|b\.?\s?pharm|mbbs|hsc|ssc|sslc|(?:10|12)th(?![\s-]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|of\b))|(?:class|std\.?|standard)\s+(?:xii|x|10|12)(?:th)?(?![a-z])|puc(?![a-z])|pre-university|a[- ]levels?|gcses?|postgraduate|post graduate|undergraduate|graduate certificate|certificate|apprenticeship|bootcamp|boot camp|professional technician|nvq|btec|city (?:&|and) guilds|g\.?\s?c\.?\s?e\.?(?=\s|$)|(?:ordinary|advanced) level(?: examination)?|['‘’]?[ao]['‘’]\s?levels?|training program|driver training|level\s?[1-8]\s+(?:award|certificate|diploma|extended diploma)|pgcert|pgdip|pgche|ausbildung zu[mr]|hauptschulabschluss|realschulabschluss|mittlere reife|fachabitur|fachhochschulreife|promotion \(dr|promotion zu[mr] dr|staatsexamen|havo|vwo|mbo[- ]niveau|mbo \d|hbo[- ](?:bachelor|opleiding)|técnico em|técnico superior|tecnólogo em|diplomado en|especialización en|especialização em|bachiller(?:ato)?|diploma di (?:maturità|perito)|diplôme universitaire|(?:vocational|technical|trade) training|dipl[oô]me?|licence professionnelle|licence (?:en|de|d['’]|ès)|abitur|baccalaur[ée]at|m[áa]ster en|grado en|licenciatura|diplomatura|ingenier[oa]|ingenier[ií]a (?:de|en|civil|industrial|electr[oó]nica|mec[aá]nica|qu[ií]mica)|licenciad[oa]|engenheir[oa]|ing[ée]nieur dipl[ôo]m[ée]|magister|laurea(?:\s+(?:magistrale|triennale|specialistica))?|master di (?:i|ii|primo|secondo) livello|dottorato|legal practice course|graduate diploma in law|bar professional training course|professional skills course|doctorado|ma[îi]trise|doctorat|mestrado|doutorado|bacharelado|dipl\.?\s?-\s?(?:ing|kfm|inf|math|phys|volksw|wirt)\.?)\b|\b(?:BE|B\.E|ME|M\.E|BS|B\.S|MS|M\.S|BA|B\.A|MA|M\.A|MSc|BSc|BASc|MASc|BCom|MEng|BEng|MPhil|MPhys|MChem|MMath|MSci|MBiol|MPharm|JD|MD|LLB|LLM|PGDM|PGDBA|BFA|MFA|BSN|MSN|DNP|PharmD|DDS|DMD|DVM|MPA|MPH|MSW|BSW|EdD|AAS|AOS|MAcc|MPAcc|PGCE|PGDE|BMus|MMus|BDes|MDes|BArch|MRes|MLitt|DPhil|BDS|BVSc|MBChB|MDiv|DSc|MFin|MSBA|BEc|BBus|BAppSc|BSocSc|HND|HNC|OND|DUT|BTS|DEUG|DESS|LPC|GDL|BPTC|GED)\b\.?|\b(?:J\.D|A\.A|A\.S|A\.A\.S|A\.O\.S|M\.L\.S|B\.S\.W|M\.S\.W|B\.F\.A|M\.F\.A|M\.P\.A|M\.P\.H|B\.Eng|M\.Eng|Pharm\.D|LL\.M|LL\.B|Ing|Mgr|Bc)\.|\b(?:magistras|magistrė|bakalauras|inžinier|inžinierka|bakalár|magistra|magistar|prvostupnik|sarjana muda|ijazah sarjana|diploma lanjutan)\b|(?<![A-Za-z\d+])\+2\s+(?:science|commerce|arts|humanities|management)\b|(?:学士|學士|硕士|碩士|博士|本科|研究生|大专|大專|修士|licență|licenta|бакалавр|магістр|магистр|бакалавър|магистър|کارشناسی|دکتری|ปริญญาตรี|ปริญญาโท|ปริญญาเอก)/i;
const SHORT_DEGREE = /^(?:BE|ME|BS|MS|BA|MA|MD|JD)$/;
/**
 * A school, or the board that awards a school-leaving certificate ("HSC  Tamil Nadu State Board"). "Université",
 * "École", "Lycée" end or start with a letter \b does not see, so they are matched apart.
 */
const INSTITUTION =
  /\b(?:universit(?:y|ies|at|ad)|college|institute|tecnol[oó]gico|itesm|institut|institution|school|academy|polytechnic|gymnasium|iit|nit|iiit|iim|iut|ecole|hochschule|conservatory|seminary|(?:training|technology|technical|career|vocational) cent(?:er|re)|vo-?tech|(?:state|central|secondary|matriculation|examinations?) board|board of (?:secondary|higher secondary|intermediate|school|technical) education|cbse|icse)\b|\buniversit[éäà]|(?<![\p{L}])(?:coláiste|colaiste|scoil|gaelscoil|meánscoil|école|lycée|universidade|universidad|università|faculdade|facultad|instituto|istituto|escola|escuela|politécnico|politecnico|politécnica|politecnica|uniwersytet|politechnika|hogeschool|universiteit|universitet|universitetet|universitatea|academia|sveučilište|sveuciliste|univerzitet|veleučilište|університет|университет|інститут|институт|академія|академия|universitetas|kolegija|univerzita|vysoká škola|universiti|politeknik|колеж|høyskole|høgskole|høyskolen|høgskolen|handelshøyskole|handelshøyskolen|højskole|handelshøjskole|högskola|högskolan|háskóli|háskólinn|handelshochschule|fachhochschule)(?![\p{L}])|(?:大学|大學|学院|學院|高等学校|中学|中學|高中|دانشگاه|มหาวิทยาลัย)/iu;

const DATE_WORDS = new RegExp(`\\b${MONTH_SRC}\\b\\.?|\\b(?:19|20)\\d\\d\\b|\\b(?:expected|anticipated|graduat(?:ed|ion|ing)|completed|present|current|since|until|class of|gpa|cgpa)\\b\\.?:?|\\bexp\\.|[\\d.\\/%]+`, "gi");

// Quebec's college diplomas, in capitals ("DEC in Tourism Techniques"; "Dec" is a month).
const QUEBEC_DIPLOMA = /^(?:DEC|AEC|DEP)\b(?:\s+(?:in|en)\s+\S|$)/;
// France's three-year university degree named with its field in capitals ("Licence Information-Communication"); not a
// licence's number or class.
const FRENCH_LICENCE = /^Licence\s+(?!(?:number|no|class|type|holder|plate)\b)\p{Lu}[\p{L}'’-]+/u;

function isDegree(s: string) {
  // "Intermediate (I.Com)", "Intermediate": Pakistan's and India's higher secondary certificate, as a table's cell.
  // The Caribbean's secondary examinations ("CAPE: Biology (II)", "CSEC: English Language (I)"), in capitals only.
  if (/^(?:CSEC|CAPE|CXC)\b/.test(s.trim())) return true;
  // "MArch Architecture (Part 2)", "BArch", "M.Arch.": an architect's degree, in its own case ("March" is a month).
  if (/^(?:[BM]Arch|[BM]\.\s?Arch)\b/.test(s.trim())) return true;
  // "Cosmetology Program (1,600 hours)", "EMT-Basic Course": a vocational programme, what a trade school awards (review 76).
  if (/^\p{Lu}[\p{L}&/ -]{2,50}\s+(?:Program(?:me)?|Course)(?:\s*\(\s*[\d,.]+\s*(?:clock\s+)?hours?\s*\))?$/u.test(s.trim())) return true;
  if (SHORT_DEGREE.test(s.trim()) || QUEBEC_DIPLOMA.test(s.trim()) || FRENCH_LICENCE.test(s.trim()) || /^Intermediate(?:\s*\([^()]{2,30}\))?$/i.test(s.trim())) return true;
  const m = DEGREE.exec(s);
  if (!m) return false;
  // "Colonial High School" is a school; "High School Diploma" is what it awards.
  if (/^(?:high|secondary) school$/i.test(m[0]) && /\p{Lu}[\p{L}.'-]*\s+(?:[Ss]enior\s+|SENIOR\s+)?(?:[Hh]igh|HIGH|[Ss]econdary|SECONDARY)\s+(?:[Ss]chool|SCHOOL)\b/u.test(s) && !/\b(?:diploma|certificate|graduate|ged)\b/i.test(s)) return false;
  // "BS", "MS", "BA" (and the French "DUT", "BTS") must be capitals to be degrees.
  return !/^(?:be|me|bs|ms|ba|ma|md|jd|dut|bts|deug|dess)\.?$/i.test(m[0]) || m[0] === m[0].toUpperCase();
}

type Piece = {
  text: string;
  /** The piece before this one on its line ("Princeton University, Computer Science"). */
  after: string | null;
  /** Whether a comma, not a dash, bar or gap, parts this piece from `after`. */
  comma: boolean;
};

/** The parts of a text between its commas, but not the commas inside brackets opened in it. */
function commaParts(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (c === "," && depth === 0 && /\s/.test(text[i + 1] ?? "")) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out.map((p) => p.trim()).filter(Boolean);
}

function pieces(texts: { text: string }[]): Piece[] {
  const out: Piece[] = [];
  for (const t of texts) {
    let previous: string | null = null;
    const start = out.length;
    // "B.E. (Computer Sc.)  Visvesvaraya Technological University     2016      74.2%": a plain-text table's columns are
    // runs of two spaces or more when a row has several of them (review 89).
    const columns = (t.text.match(/\S {2,}(?=\S)/g) ?? []).length >= 2 ? t.text.replace(/(?<=\S) {2,}(?=\S)/g, "\t") : t.text;
    for (const f of fragments(columns)) {
      // ("B.Sc. (Botany, Zoology, Chemistry)", "Old Dominion University (online, completed while working)": a comma inside
      // brackets parts nothing; review 92.)
      let parts = commaParts(f);
      // "Rutgers, The State University of New Jersey": a university's official name holds a comma before "The" (a field of
      // study in everyday words, "Finance, The University of Texas", does not).
      for (let k = parts.length - 1; k > 0; k--)
        if (/^The\s+(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:University|College)\b/u.test(parts[k]!) && /^\p{Lu}[\p{Ll}-]+(?:\s\p{Lu}[\p{Ll}-]+)?$/u.test(parts[k - 1]!) && !INSTITUTION.test(parts[k - 1]!) && !isDegree(parts[k - 1]!) && !everydayWords(parts[k - 1]!))
          parts.splice(k - 1, 2, `${parts[k - 1]}, ${parts[k]}`);
      // A header has a few comma parts; hundreds are no header, and trying every cut among them would take quadratic time.
      if (parts.length > 16) parts = [f];
      // "Loyola College, Baltimore, MD": the place at the end goes ("MD" and "MS" are states there, not degrees).
      // "University of Lagos, Nigeria" is a school and its country, not a city and its country.
      // ("Texas A&M University, College Station, TX": a town whose name has a school's word, after the school.)
      const place = isLocation(f) ? -1 : parts.findIndex((_, k) => k > 0 && (!INSTITUTION.test(parts[k]!) || (knowledge.isCity(parts[k]!) && INSTITUTION.test(parts[k - 1]!))) && isLocation(parts.slice(k).join(", ")));
      if (place > 0) parts = parts.slice(0, place);
      cutParts(parts).forEach((piece, k) => {
        out.push({ text: piece, after: previous, comma: k > 0 });
        previous = piece;
      });
    }
    // "BS | Boğaziçi University": a two-letter degree opens a line that says more ("Columbia, MS" cut at the comma is a state).
    const line = out.splice(start);
    out.push(...line.filter((p, i) => !SHORT_DEGREE.test(p.text) || (i === 0 && line.length > 1)));
  }
  return out
    // "Dartmouth College ·" once the date after the dot is cut out: the separator goes too.
    // "Institution:⇥Tshwane University of Technology", "Qualification:⇥National Diploma", "Period:⇥2011 – 2013": labels of
    // a labelled block, not a school or a degree.
    .map((p) => ({ ...p, text: p.text.replace(/\s*\(\s*\)|\s*\(\s*$/g, "").replace(/^[\s·•◦|]+|[\s·•◦|]+$/g, "").replace(FIELD_LABEL, "").trim() }))
    .filter(({ text: p }) => !/^(?:period|duration|dates?|período|periodo|période|zeitraum|year|years|institution|qualification|degree(?:\s*\/\s*(?:program(?:me)?|course|diploma))?|course|school)\s*:?$/i.test(p))
    .filter(({ text: p }) => p && (!linkish(p) || isDegree(p)) && !isLocation(p) && (isDegree(p) || /\p{L}{3}|[\u4e00-\u9fff]{2}/u.test(p.replace(DATE_WORDS, ""))));
}

const FIELD_LABEL = /^(?:institution|school(?:\s+name)?|university|college|qualification|degree(?:\s*\/\s*(?:program(?:me)?|course|diploma))?|course|programme|program|major|field of study|instituição|institución|titulación|formação|abschluss|diplôme obtenu|diplôme|titolo|título)\s*(?::|\t)\s*/i;

/** A state university system whose campus follows a comma: "University of California, Davis", "California State University, Long Beach". */
const SYSTEM = /^(?:the\s+)?(?:california state university|state university of new york|city university of new york|texas a&m university|indiana university|purdue university|penn(?:sylvania)? state university|university of north carolina|university of nevada|university of louisiana|university of south florida)$|^(?:the\s+)?university of (?:california|wisconsin|texas|massachusetts|illinois|michigan|colorado|hawaii|maryland|missouri|nebraska|north carolina|minnesota|alabama|arkansas|tennessee|south carolina|houston|pittsburgh|washington)$|^(?:the\s+)?(?:indian institute of (?:technology|management|science|information technology)|national institute of technology|birla institute of technology(?: and science)?)$/i;
/** A college of the University of London before it ("Royal Holloway, University of London"). */
const LONDON_COLLEGE = /^(?:royal holloway|birkbeck|goldsmiths|queen mary|city|soas|ucl|lse|king's college|royal veterinary college|st george's)$/i;

/** "Princeton University, Computer Science" / "BS, Business Management, University of Phoenix": degree, field and school apart. */
function cutParts(parts: string[]): string[] {
  const campus = parts.findIndex((p, k) => k > 0 && SYSTEM.test(parts[k - 1]!) && /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?$/.test(p));
  if (campus > 0) parts = [...parts.slice(0, campus - 1), `${parts[campus - 1]}, ${parts[campus]}`, ...parts.slice(campus + 1)];
  // "Royal Holloway, University of London"; "Srishti Institute of Art, Design and Technology": one name with a comma in it
  // (reviews 82, 85).
  const named = parts.findIndex(
    (p, k) =>
      k > 0 &&
      ((/^university of london$/i.test(p) && LONDON_COLLEGE.test(parts[k - 1]!)) ||
        (/\b(?:institute|school|college|academy|university) of \p{Lu}[\p{L}-]+$/u.test(parts[k - 1]!) && /^\p{Lu}[\p{L}-]+(?:,?\s+(?:and|&)\s+\p{Lu}[\p{L}-]+)+$/u.test(p))),
  );
  if (named > 0) parts = [...parts.slice(0, named - 1), `${parts[named - 1]}, ${parts[named]}`, ...parts.slice(named + 1)];
  for (let k = 1; k < parts.length; k++) {
    const left = parts.slice(0, k).join(", ");
    const right = parts.slice(k).join(", ");
    if (INSTITUTION.test(left) !== INSTITUTION.test(right) || isDegree(left) !== isDegree(right)) return [left, ...cutParts(parts.slice(k))];
  }
  return [parts.join(", ")];
}

/** A degree that names no field ("PhD", "BS", "Bachelor of Science", "Bachelor of Applied Science (B.A.Sc.)"). */
const BARE_DEGREE =
  /^(?:(?:bachelor|master|doctor)(?:'?s)?(?: of (?:science|arts|engineering|technology|philosophy|fine arts|applied science|business administration|commerce|mathematics|music|business|design|architecture|nursing|education|computing|social work))?|associate(?:'?s)?(?: (?:of|in) (?:applied )?(?:science|arts|business))?|B\.?\s?B\.?\s?A\.?|A\.?\s?A\.?\s?B\.?|ph\.?\s?d\.?|[BM]\.?\s?(?:S|A|E|Sc|ASc|Eng|Tech|Com|Ed|Mus|Des|Res)\.?|M\.?A\.?T\.?|[BM]\.?S\.?[ENW]\.?|[BM]\.?F\.?A\.?|M\.?P\.?[HA]\.?|M\.?P?Acc|A\.?[AO]\.?S\.?|MBA|MPhil|MS|BS|licence professionnelle|(?:advanced |graduate )?diploma|(?:graduate |post-?graduate |advanced |professional )?certificate(?: of (?:achievement|completion|proficiency))?|магистър|бакалавър|магистр|бакалавр|magistras|bakalauras)$/i;
/** What a field of study looks like: a few capitalised words, no grade or honour. */
const FIELD = /^\p{Lu}[\p{L}&'() -]{2,60}$/u;
const NOT_FIELD = /\b(?:gpa|cgpa|g\.p\.a|honou?rs|cum laude|thesis|advisor|scholar(?:ship)?|valedictorian|coursework|minor|dean'?s list)\b/i;

/** Degree and institution of an entry's pieces; a bare degree takes the field written after it or its school. */
function readEntry(ps: Piece[]) {
  const degrees = ps.filter((p) => isDegree(p.text) && !INSTITUTION.test(p.text)).map((p) => p.text);
  let degree = degrees[0] ?? ps.find((p) => isDegree(p.text))?.text ?? "";
  // "BACHELOR OF BUSINESS" / "ADMINISTRATION" (a narrow sidebar): a degree in capitals wrapped onto the next piece.
  const k = ps.findIndex((p) => p.text === degree);
  const wrap = k >= 0 ? ps[k + 1] : undefined;
  if (wrap && /^\p{Lu}[\p{Lu}&-]{2,}(?: \p{Lu}[\p{Lu}&-]+)?$/u.test(wrap.text) && degree === degree.toUpperCase() && / OF$| IN$| OF [\p{Lu}& ]+$/u.test(degree) && !INSTITUTION.test(wrap.text) && !isDegree(wrap.text)) {
    degree = `${degree} ${wrap.text}`;
    ps = ps.filter((p) => p !== wrap);
  }
  // "PhD | Princeton University, PhD in Computer Science": the fuller spelling of the same degree.
  degree = degrees.find((d) => d !== degree && d.startsWith(degree)) ?? degree;
  // "Associate of Applied Science, Logistics and Supply Chain Management" with no school: the part after a bare degree
  // is its field, not a school.
  const fieldOfBare = (p: Piece) => p.comma && p.after === degree && BARE_DEGREE.test(degree) && isField(p.text);
  let institution = ps.find((p) => p.text !== degree && INSTITUTION.test(p.text))?.text ?? ps.find((p) => p.text !== degree && !isDegree(p.text) && !NOT_FIELD.test(p.text) && !fieldOfBare(p))?.text ?? "";
  // "Belk College of Business, UNC Charlotte": a school within a university, then the university by its initials.
  const university = ps.find((p) => p.after === institution && p.comma && /\b\p{Lu}{2,5}\b/u.test(p.text) && !isDegree(p.text) && !NOT_FIELD.test(p.text) && p.text.split(/\s+/).length <= 4);
  if (institution && university && /\b(?:college|school|faculty|institute) of\b/i.test(institution) && !/[.(\d]/.test(university.text) && !isLocation(university.text)) {
    ps = ps.filter((p) => p !== university);
    institution = `${institution}, ${university.text}`;
  }
  // "B.Sc. (First Class Honours)": the honour in brackets gives way to a field when one is written.
  const honour = /^(.*?)\s*\(([^()]*)\)$/.exec(degree);
  const bare = honour && NOT_FIELD.test(honour[2]!) ? honour[1]! : degree;
  // "Bachelor of Applied Science (B.A.Sc.), Mechanical Engineering": the degree's initials in brackets leave it bare (review 55).
  const initials = !!honour && /^[A-Za-z.]{2,12}$/.test(honour[2]!) && /[A-Z].*[A-Z]/.test(honour[2]!);
  if (BARE_DEGREE.test(initials ? honour![1]! : bare)) {
    // "University of Canterbury, Christchurch — Bachelor of Arts, Economics": the town after the school is no field.
    const k = ps.findIndex((p) => p.after && (p.after === degree || p.after === institution) && p.text !== institution && isField(p.text) && !(p.after === institution && knowledge.isCity(p.text)));
    // "B.S., Fish, Wildlife and Conservation Biology, Colorado State University": a field's further parts follow it after
    // commas, each capitalised ("B.A., Economics, magna cum laude" stops at the honour).
    let end = k + 1;
    while (k >= 0 && end < ps.length && ps[end]!.comma && ps[end]!.after === ps[end - 1]!.text && ps[end]!.text !== institution && isField(ps[end]!.text)) end++;
    // "BACHELOR OF ARTS, MAJOR IN MUSIC" drops "MAJOR IN".
    // "Магистър, Счетоводство и контрол": a degree in another script keeps its comma, not an English "in".
    if (k >= 0) degree = `${bare}${/\p{Script=Latin}/u.test(bare) ? " in " : ", "}${ps.slice(k, end).map((p) => fieldOf(p.text)).join(", ").replace(/^major(?:ing)?\s*(?:in\b|:)\s*/i, "")}`;
  }
  return { degree, institution };
}

/** A field of study: no degree, school, grade or place ("Kent OH" is tried as "Kent, OH"). */
function isField(text: string) {
  // "Mathematics (minor: Computer Science)": the minor in brackets leaves the field a field.
  const core = fieldOf(text).replace(/\s*\([^()]*\b(?:minor|concentration|specialization|specialisation|emphasis|track)\b[^()]*\)$|,\s*(?:minor|concentration|specialization|specialisation|emphasis)\b.*$/i, "");
  return !isDegree(text) && !INSTITUTION.test(text) && FIELD.test(core) && !NOT_FIELD.test(core) && !isLocation(text.replace(/\s+(\S+)$/, ", $1"));
}

/** "Biochemistry, with honors", "Economics, magna cum laude", "Civil Engineering (GPA 3.7/4.0)": the field without its honour. */
function fieldOf(text: string) {
  return text
    .replace(/\s*\([^()]*\b(?:honou?rs|cum laude|gpa|cgpa|distinction|merit)\b[^()]*\)$/i, "")
    .replace(/,\s*(?:with\s+(?:high(?:est)?\s+)?honou?rs|(?:summa|magna)\s+cum\s+laude|cum\s+laude|phi\s+beta\s+kappa|with\s+(?:distinction|merit)|first[- ]class(?:\s+honou?rs)?|c?gpa\b.*)$/i, "");
}

/**
 * The degree that opens line `i` when the line is too long to be read as a header: "Georgia Institute of Technology,
 * Atlanta, GA  Expected May 2027" over "B.S. in Computer Science (Threads: ...) · GPA 3.78/4.00 · Dean's List (6 semesters)".
 */
function degreeBelow(view: TextView, i: number, stop: number) {
  const l = view.lines[i];
  if (!l || i >= stop || l.bullet) return null;
  const first = fragments(l.text.slice(0, 400))[0];
  // The line opens with the degree: "Designed a customized certificate API ..." is a bullet written without its mark.
  return first && first.length <= 110 && DEGREE.exec(first)?.index === 0 && isDegree(first) ? { text: first, line: i } : null;
}

/** Education entries: one per date in an education section, or per degree line when there are no dates. */
/** A year of civilian, military or voluntary service ("Zivildienst", "National Service"). */
const SERVICE = /\b(?:civilian|civil|military|national|community|voluntary|alternative) service\b|\bzivildienst\b|\b(?:freiwilliges soziales jahr|bundesfreiwilligendienst)\b/i;

export function extractEducation(view: TextView, sections: ViewSection[], scan: DateScan): (Omit<Education, "textStart" | "textEnd"> & { start_: number; end_: number })[] {
  const out: (Omit<Education, "textStart" | "textEnd"> & { start_: number; end_: number })[] = [];
  const lines = view.lines;
  for (const section of sections) {
    if (section.kind !== "education") continue;
    const inside = (o: number) => o >= section.headingEnd && o < section.end;
    const anchors = [
      ...scan.ranges.filter((r) => inside(r.start)).map((r) => ({ start: r.start, end: r.end, from: pointToMonth(r.from, false), to: r.current ? null : pointToMonth(r.to ?? r.from, true) })),
      ...scan.lone.filter((l) => inside(l.start)).map((l) => ({ start: l.start, end: l.end, from: null as string | null, to: pointToMonth(l.point, true) as string | null })),
    ]
      .map((a) => ({ ...a, joined: false }))
      .sort((a, b) => a.start - b.start);
    const headingLine = lineAt(lines, Math.max(section.start, section.headingEnd - 1));
    const lastLine = lineAt(lines, section.end - 1);
    const named = (line: number) => isDegree(lines[line]!.text) || INSTITUTION.test(lines[line]!.text);
    for (let k = anchors.length - 1; k >= 0; k--) {
      const a = anchors[k]!;
      const line = lineAt(lines, a.start);
      if (a.from !== null) continue;
      // A year inside a bullet ("Siebel Scholar (Class of 2022)") is not an entry unless the bullet names a school or degree.
      if (lines[line]!.bullet && !named(line)) anchors.splice(k, 1);
      else {
        // "SJTU, Shanghai\t2013 – Present" over "Master student in EE, expected March 2016": one entry, ending then.
        const previous = anchors[k - 1];
        const previousLine = previous ? lineAt(lines, previous.start) : -1;
        if (previous && previous.from !== null && line - previousLine === 1 && !isDegree(lines[previousLine]!.text) && isDegree(lines[line]!.text) && !INSTITUTION.test(lines[line]!.text)) {
          if (previous.to === null) previous.to = a.to;
          a.joined = true;
        }
        // "Expected completion date July 2015" over "Feb 2012 current": one entry from then until the expected end.
        const next = anchors[k + 1];
        const nextLine = next ? lineAt(lines, next.start) : -1;
        if (!a.joined && next && !next.joined && next.from !== null && next.to === null && nextLine - line === 1 && !/[A-Za-z]{3}/.test(lines[nextLine]!.text.replace(DATE_WORDS, ""))) {
          a.from = next.from;
          next.joined = true;
        }
      }
    }
    if (anchors.length) {
      const anchorLines = anchors.map((a) => lineAt(lines, a.start));
      // "Aug 2024 – Present (expected Dec 2026)": a range still running ends when its line expects it to.
      for (let k = 1; k < anchors.length; k++) {
        const [previous, a] = [anchors[k - 1]!, anchors[k]!];
        if (anchorLines[k] === anchorLines[k - 1] && previous.from !== null && previous.to === null && a.from === null && /\b(?:expected|anticipated|exp\.)\s*(?:graduation\s*:?\s*)?$/i.test(view.text.slice(Math.max(0, a.start - 30), a.start))) previous.to = a.to;
      }
      // "Education" over "2009 – present", "University of Pittsburgh", "Doctor of Philosophy ...": with nothing between the
      // heading and the first date, each entry reads down from its date, and the lines an entry took are not the next one's.
      const readsDown = section.heading !== undefined && anchorLines[0] === headingLine + 1;
      let lastUsed = -1;
      for (let k = 0; k < anchors.length; k++) {
        const a = anchors[k]!;
        // Two dates on one line ("Sept 2018 – May 2023" read as one, or "2014 ... GPA 2015") are one entry.
        if (k > 0 && anchorLines[k] === anchorLines[k - 1]) continue;
        if (a.joined) continue;
        const stopBefore = Math.max(section.heading ? headingLine : -1, k > 0 ? anchorLines[k - 1]! : -1);
        const stopAfter = anchorLines.find((l, j) => j > k && !anchors[j]!.joined) ?? lastLine + 1;
        const own = lines[anchorLines[k]!]!;
        // "07/2009 – 06/2010  Civilian service" / "German Red Cross (DRK), Ulm": a year of service listed among the
        // schools is no degree, and its lines are no school of the next entry.
        if (SERVICE.test(own.text)) {
          if (readsDown) lastUsed = Math.min(stopAfter - 1, anchorLines[k]! + 1);
          continue;
        }
        if (own.bullet && isDegree(own.text)) {
          // "• B.Sc. Computer Science, Xidian University, 2013": a bullet that is a whole entry.
          const { degree, institution } = readEntry(pieces([{ text: view.text.slice(own.contentStart, Math.max(own.contentStart, a.start)) + view.text.slice(Math.min(own.end, a.end), own.end) }]));
          if (degree || institution) out.push({ degree, institution, start: a.from, end: a.to, start_: own.start, end_: own.end });
          continue;
        }
        // "• Judicial Extern to the Hon. L. Vitale, Superior Court of Pennsylvania, Spring 2014.", "Air Force ROTC Detachment
        // 157; commissioned Second Lieutenant, May 2007.": a dated detail of the degree above (a bullet, or a sentence),
        // naming no degree or school, is no entry.
        const detail = !view.flattened && (own.bullet || /\.$/.test(own.text)) && own.text.split(/\s+/).length >= 6;
        if (detail && !isDegree(own.text) && !INSTITUTION.test(own.text)) continue;
        // A Europass entry: "Title of qualification awarded" / the degree, "Name and type of organisation ..." / the school.
        const europass = europassEntry(lines, anchorLines[k]!, Math.min(stopAfter, lastLine + 1));
        if (europass) {
          out.push({ degree: europass.title, institution: europass.location ? europass.organisation : europass.organisationLine, start: a.from, end: a.to, start_: own.start, end_: lines[europass.lines[1]]!.end });
          continue;
        }
        // "Field Practicum: Sacramento County CFS (Sept 2015 – May 2016)", "OJT hours: 6,480 of 8,000 • Expected journeyman
        // card: Aug 2027": a labelled detail under a degree, naming no degree or school, is no entry.
        // A label of the entry's own dates ("Year: 1996-1999", "Expected Graduation date: May 2010") is its date.
        const label = /^(\p{L}[\p{L}\s'’-]{1,30}):\s(.*)$/u.exec(own.text.trim());
        const detailLabel = label && !/\b(?:year|years|date|dates|period|duration|graduat\w*|completed|completion|passing|batch|session|class of)\b/i.test(label[1]!);
        if (detailLabel && (label![2]!.replace(DATE_WORDS, " ").match(/\p{L}{2,}/gu) ?? []).length >= 2 && !isDegree(own.text) && !INSTITUTION.test(own.text)) continue;
        let header = withoutColumnNames(entryHeader(view, a, stopBefore, stopAfter, 2, 0), lines);
        // Reading down, an entry is the lines under its date, to the next date: "10/2012 – 07/2014" over
        // "Masterstudium …", "Technische Universität München" and "Abschluss: Master of Science (M.Sc.)".
        const down = readsDown && !view.flattened ? entryHeader(view, a, anchorLines[k]!, stopAfter, 0, Math.min(4, stopAfter - anchorLines[k]! - 1)) : null;
        // One degree in the block: a second one is an undated entry of its own ("B.S. in Chemical Engineering, Purdue").
        const downPieces = down ? pieces(down.fragments) : [];
        const degreeLines = down ? down.lines.filter((l) => pieces([{ text: lines[l]!.text }]).some((p) => isDegree(p.text))).length : 0;
        if (down && down.lines.length >= 2 && degreeLines === 1 && downPieces.some((p) => INSTITUTION.test(p.text))) header = down;
        else if (header.lines.some((l) => l <= lastUsed)) {
          // "DePaul University – 2015" over "MS, Cinema Production", then "University of Illinois – 2008" over "BS, ...":
          // the line above is the previous entry's degree. This entry's own comes below it when one is written there.
          const own = entryHeader(view, a, Math.max(stopBefore, lastUsed), stopAfter, 2, 2);
          if (pieces(own.fragments).some((p) => isDegree(p.text))) header = own;
        }
        let ps = pieces(header.fragments);
        const telling = (list: Piece[]) => list.filter((p) => isDegree(p.text) || INSTITUTION.test(p.text)).length;
        const whole = (list: Piece[]) => list.some((p) => isDegree(p.text)) && list.some((p) => INSTITUTION.test(p.text));
        if (!whole(ps)) {
          // A third line up ("Master's in ..." over the school and its place, or the school over the degree and a
          // grade), else the degree below the school and its date.
          for (const [up, down] of [[3, 0], [2, 2]] as const) {
            if (whole(ps)) break;
            const other = entryHeader(view, a, Math.max(stopBefore, lastUsed), stopAfter, up, down);
            const more = pieces(other.fragments);
            if (telling(more) > telling(ps)) {
              header = other;
              ps = more;
            }
          }
        }
        const below = degreeBelow(view, Math.max(anchorLines[k]!, ...header.lines) + 1, Math.min(stopAfter, lastLine + 1));
        if (below && !ps.some((p) => isDegree(p.text))) ps = [...ps, ...pieces([{ text: below.text }])];
        let { degree, institution } = readEntry(ps);
        if (!degree && !institution) continue;
        // A degree that took two lines leaves its school on the line after the header.
        const after = Math.max(anchorLines[k]!, ...header.lines) + 1;
        if (degree && !institution && after < Math.min(stopAfter, lastLine + 1) && INSTITUTION.test(lines[after]!.text) && !isDegree(lines[after]!.text))
          institution = pieces([{ text: lines[after]!.text }]).find((p) => INSTITUTION.test(p.text))?.text ?? "";
        // "HAW Hamburg, Hamburg, Germany" under the degree: a name written with its town and country is the school,
        // whatever its name says.
        else if (degree && !institution && after < Math.min(stopAfter, lastLine + 1) && !lines[after]!.bullet && !isDegree(lines[after]!.text)) {
          // "Hamburg, Germany⇥HAW Hamburg": the town in a date column's cell beside the name, as FlowCV sets them.
          const cells = cellsOf(lines[after]!.text.trim());
          const named = cells.length === 2 ? cells.find((c) => !isLocation(c)) : undefined;
          const parts = (cells.length === 2 && cells.some((c) => isLocation(c)) && named ? `${named}, ${cells.find((c) => c !== named)}` : lines[after]!.text.trim()).split(/,\s*/);
          if (parts.length >= 3 && parts.length <= 4 && isLocation(parts.slice(1).join(", ")) && !isLocation(parts[0]!) && /^\p{Lu}/u.test(parts[0]!) && parts[0]!.split(/\s+/).length <= 6 && !titleScore(parts[0]!)) institution = parts[0]!;
        }
        const first = Math.min(anchorLines[k]!, ...header.lines);
        const last = Math.max(anchorLines[k]!, ...header.lines);
        // "Rutgers Business School" / "Master of Accountancy, 2019" / "Bachelor of Science in Accounting, 2018": a
        // second degree right under the first is from the same school (what was read as its school is its field).
        const prev = out.at(-1);
        const prevFirst = prev ? lines[lineAt(lines, prev.start_)]!.text : "";
        if (
          degree &&
          first === last &&
          !INSTITUTION.test(institution) &&
          prev &&
          prev.start_ >= section.start &&
          INSTITUTION.test(prev.institution) &&
          INSTITUTION.test(prevFirst) &&
          !isDegree(prevFirst) &&
          first - lineAt(lines, prev.end_ - 1) === 1
        ) {
          if (institution && BARE_DEGREE.test(degree) && FIELD.test(institution) && !NOT_FIELD.test(institution)) degree = `${degree} in ${institution}`;
          institution = prev.institution;
        }
        if (readsDown) lastUsed = last;
        // The degree line under the entry is its text, but not a header line the next entry must step over.
        const end = below && degree.startsWith(below.text) ? below.line : last;
        out.push({ degree, institution, start: a.from, end: a.to, start_: lines[first]!.start, end_: lines[end]!.end });
      }
      // "B.S., Chemical Engineering, Purdue University, West Lafayette, IN" with no year, under a dated MBA: a degree
      // and its school on a line of their own that no dated entry took.
      const own = out.filter((e) => e.start_ >= section.start && e.end_ <= section.end);
      for (let i = headingLine + 1; i <= lastLine && !view.flattened; i++) {
        const l = lines[i]!;
        if (l.start < section.headingEnd || l.bullet || l.text.length > 160 || own.some((e) => l.start < e.end_ && l.end > e.start_)) continue;
        const ps = pieces([{ text: l.text }]);
        const { degree, institution } = readEntry(ps);
        if (degree && INSTITUTION.test(institution) && isDegree(degree)) out.push({ degree, institution, start: null, end: null, start_: l.start, end_: l.end });
      }
    } else {
      // No dates: one entry per degree line, with the school on the same or a neighbouring line.
      for (let i = headingLine + 1; i <= lastLine; i++) {
        const l = lines[i]!;
        if (l.start < section.headingEnd || !isDegree(l.text) || l.text.length > 160) continue;
        const ps = pieces([{ text: l.text }]);
        const degree = readEntry(ps).degree || l.text;
        let institution = ps.find((p) => p.text !== degree && INSTITUTION.test(p.text))?.text ?? "";
        // "M.Tech. Visveswariah Technogical University" names its own school, run into the degree: never the next line's.
        for (const j of INSTITUTION.test(l.text) ? [] : [i + 1, i - 1]) {
          if (institution || j <= headingLine || j > lastLine) continue;
          if (INSTITUTION.test(lines[j]!.text) && lines[j]!.text.length < 120) institution = pieces([{ text: lines[j]!.text }]).find((p) => INSTITUTION.test(p.text))?.text ?? "";
        }
        out.push({ degree, institution, start: null, end: null, start_: l.start, end_: l.end });
      }
    }
  }
  // "TRAINING & CERTIFICATIONS" / "A.O.S. Culinary Arts — The Culinary Institute of America, Hyde Park, NY 2013": with no
  // education section, a degree from a school listed among the certificates is education.
  if (!sections.some((s) => s.kind === "education")) {
    for (const section of sections) {
      if (section.kind !== "certifications") continue;
      for (const l of lines) {
        if (l.end <= section.headingEnd || l.start >= section.end) continue;
        const text = view.text.slice(Math.max(l.contentStart, section.headingEnd), l.end);
        if (!degreeFromSchool(text)) continue;
        const date = scan.lone.find((d) => d.start >= l.start && d.end <= l.end);
        const range = scan.ranges.find((r) => r.start >= l.start && r.end <= l.end);
        const { degree, institution } = readEntry(pieces([{ text: withoutDates(text) }]));
        const start = range ? pointToMonth(range.from, false) : null;
        const end = range ? (range.current ? null : pointToMonth(range.to ?? range.from, true)) : date ? pointToMonth(date.point, true) : null;
        if (degree) out.push({ degree, institution, start, end, start_: l.start, end_: l.end });
      }
    }
  }
  // "BCS Foundation Certificate in Business Analysis (2023) · IIBA ECBA (2014)" under "Education & Qualifications": a
  // certificate is read with the certifications (extractCertifications), not as a degree.
  const certLines = certificateLines(view, sections);
  // "B.S. in Kinesiology" under the college, then "Naperville North High School⇥Graduated June 2024": the school after
  // shares the college's lines, not its degree.
  out.forEach((e, k) => {
    const prev = out[k - 1];
    if (prev && e.degree && e.degree === prev.degree && e.institution !== prev.institution && e.start_ < prev.end_ && SECONDARY_SCHOOL.test(e.institution)) e.degree = "";
  });
  // "AAPC" over "Certified Professional Coder (CPC)" over "2017" under "Education & Certifications": an entry with no
  // degree whose name is a certificate's is a certificate.
  const certificate = (e: (typeof out)[number]) => !e.degree && CERTIFICATE.test(e.institution) && !INSTITUTION.test(e.institution) && !SCHOOL_CERTIFICATE.test(e.institution);
  return out.filter((e) => !linesOf(lines, e).every((i) => certLines.has(i)) && !certificate(e)).slice(0, 12);
}

const SECONDARY_SCHOOL = /\b(?:high school|secondary school|senior secondary|academy|lyc[ée]e|gymnasium|grammar school|sixth form)\b/i;

/** A qualifications table's column names ("Qualification | Board/University | Year of Passing | Percentage"). */
const EDU_COLUMN = /^(?:s\.?\s?no\.?|sr\.?\s?no\.?|qualifications?|degree|degree\s*\/\s*certificate|course|examination|exam|board|university|institute|institution|school|college|name of (?:the )?(?:institution|board|university|school|college|institute)|year|year of passing|passing year|year of completion|percentage|marks|% marks|cgpa|gpa|grade|division|class|result|speciali[sz]ation|stream|subjects?|duration|period|aggregate)$/i;
const columnNames = (text: string) => {
  const cells = text.trim().split(/\t|\s{2,}|\s*\|\s*/).filter(Boolean);
  return cells.length >= 2 && cells.every((c) => c.split(/\s*\/\s*/).every((part) => EDU_COLUMN.test(part)));
};
/** An entry's header without a table's row of column names above the first row (review 89). */
function withoutColumnNames<H extends { lines: number[]; fragments: { line: number }[] }>(header: H, lines: TextView["lines"]): H {
  const names = header.lines.filter((l) => columnNames(lines[l]!.text));
  return names.length ? { ...header, lines: header.lines.filter((l) => !names.includes(l)), fragments: header.fragments.filter((f) => !names.includes(f.line)) } : header;
}

function linesOf(lines: TextView["lines"], span: { start_: number; end_: number }) {
  const out: number[] = [];
  for (let i = lineAt(lines, span.start_); i <= lineAt(lines, Math.max(span.start_, span.end_ - 1)); i++) out.push(i);
  return out;
}

/** A certificate that is no degree and names no school ("Google Data Analytics Professional Certificate, 2022"). */
const CERTIFICATE = /\bcertifi(?:cate|cation|ed)\b/i;
/** A licence or a card under "Education & Training" ("RSA (Responsible Service of Alcohol), NSW, 2017"): no school's. */
const LICENCE_LINE = /\blicen[cs]e\b|\bresponsible service of (?:alcohol|gambling)\b|\bRS[AG]\b|\bfood (?:safety|hygiene|handler'?s?)\b|\bfirst aid\b|\bCPR\b|\bwhite card\b|\bforklift\b/i;
const SCHOOL_CERTIFICATE =
  /\b(?:graduate|postgraduate|post-graduate|undergraduate|bachelor|master|doctor|diploma|degree|associate (?:of|in)|high school|gcse|[ao]['‘’ -]?levels?|std|class (?:x|xii|10|12)|(?:school|leaving|secondary|matriculation) certificate|certificate (?:of (?:\w+ )?education|(?:of|in) (?:secondary|higher)|(?:i{1,3}|iv|v)\b|program(?:me)?))|^(?:eligible|pursuing|working toward|candidate|enrolled|expected)\b/i;
/** "Epicodus, Portland, OR — Full-Stack Web Development certificate": a place names where it was taught, a school. */
const placed = (t: string) => allMatches(/,\s*(\p{Lu}[\p{L}.' -]+,\s*(?:[A-Z]{2}|\p{Lu}\p{Ll}+))\b/gu, t).some((m) => isLocation(m[1]!));
/** A line of a skills list that names a certificate or a licence ("... Child Care certificate (2023); CPR/AED"). */
const MIXED_CERTIFICATE = /\bcertifi(?:cate|cation|ed)\b|\blicen[cs]e[ds]?\b|\bCPR\b|\bfirst aid\b|\bcredential\b/i;
/** "Arizona Society of Certified Public Accountants": a body one belongs to. */
const MEMBERSHIP = /\b(?:society|association|member(?:ship)?|chapter|council)\b/i;
/** "…, CPA (K) – KASNEB, 2017; Member No. 21876, ICPAK": a member's number after a certificate makes it no body's name. */
const MEMBER_NUMBER = /\bmember(?:ship)?\s*(?:no|number|id|#)\.?\s*:?\s*#?\s*[\w-]+/gi;
const namesBody = (t: string) => MEMBERSHIP.test(t.replace(MEMBER_NUMBER, ""));
/**
 * "Associate Chartered Accountant (ACA), Institute of Chartered Accountants of Nigeria (ICAN) – 2018", "Associate,
 * Chartered Institute of Taxation of Nigeria (ACTI)": a chartered body's grade is a credential, though the body's name
 * reads like a school's or an association's.
 */
const CHARTERED =
  /^(?:associate|fellow|chartered|certified|licentiate|(?:graduate |full |corporate )?member|affiliate)\b.*\b(?:chartered|certified|institut(?:e|ion) of (?:engineering|management accountants|internal auditors|bankers|directors))\b/i;
/** A professional's admission or designation listed under "Qualifications" or "Education & Designations" (review 83):
 * "Admitted as a Solicitor, Law Society of Scotland", "Notary Public", "FCA — Institute of Chartered Accountants …",
 * "CPA, CA – Chartered Professional Accountants of Ontario (2007)", "Writer to the Signet". */
const DESIGNATION =
  /^(?:\d{4}\s+)?(?:admitted (?:as an? |to (?:the )?)|(?:solicitor|barrister|attorney)(?: of| at|,)|notary public\b|writer to the signet\b|accredited specialist\b)|^(?:\d{4}\s+)?(?:F?CA|[AF]CA|[AF]CCA|CPA(?:, CA)?|CFA|[AF]?CMA|CIMA|CIPD|ICD\.D|P\.\s?Eng|PE)(?:\s*[,–—-]\s|\s+\()|^(?:\d{4}\s+)?(?:chartered (?:marketer|accountant|engineer|surveyor|manager|member|fellow|secretary|psychologist|physiotherapist|scientist|tax adviser|banker)|accounting technician)\b|\((?:[MF]CIPS|[MF]CIPD|MIATI|[MF]BCS|[MF]CIM|MAAT|AAT|FCCA|ACCA|ACA|FCA|CEng|MIET|MIMechE|MICE|[MF]RICS|[MF]CMI|MIIA|MCIArb|MIEI)\)/i;

/** An acronym a certificate is known by ("IIBA ECBA", "PMP", "CSM"), on a line of its own under a certificate. */
/** Words that name a credential among claims ("TWIC Card", "Class A CDL – exp. 11/2029", "BLS, ACLS"). */
const CREDENTIAL_WORD =
  /\b(?:cdl|card|endorsements?|exp\.?|expires?|expiry|valid|registered|registration|accredit\w*|diploma|chartered|member(?:ship)?|fellow|cpr|bls|acls|pals|first aid|osha|hazmat|twic|clearance|permit|qualified|level \d|[1-4](?:st|nd|rd|th) class|(?:first|second|third) class)\b/i;
const CERT_ACRONYM = /\b[A-Z][A-Z0-9]{2,}(?:[-/][A-Z0-9]+)*\b/;
/**
 * Certifications known by name, with no "certified" in it; among them teachers' credentials listed among degrees (review
 * 67: QTS, CELTA, DELTA, TEFL, TESOL, the NPQs, HLTA status) and a kitchen's, a site's and a clinic's (review 66:
 * ServSafe, OSHA 30, BLS, CPR).
 */
const KNOWN_CERT = /\b(?:scrum master|product owner|PSM|PSPO|CSM|CSPO|PMP|CAPM|PMI-ACP|CompTIA|CISSP|CISA|CISM|CEH|OSCP|CCNA|CCNP|CCIE|ITIL|six sigma|PRINCE2|CKA|CKAD|TOGAF|SHRM-CP|SHRM-SCP|Qualified Teacher Status|QTS|CELTA|DELTA|TEFL|TESOL|NPQH|NPQSL|NPQML|NPQLT|National Professional Qualification|HLTA|ServSafe|OSHA[- ]?\d{1,2}(?:[- ]Hour)?|BLS|ACLS|PALS|CPR)\b|\b(?:Security|Network|Cloud|Linux|Server|Data|Project)\+/;

/**
 * The lines of education sections that list certificates: a line naming a certificate, no degree and no school, and
 * the short lines under it that name one by its acronym and no degree or school ("IIBA ECBA (2014)").
 */
export function certificateLines(view: TextView, sections: ViewSection[]): Set<number> {
  const out = new Set<number>();
  const lines = view.lines;
  for (const section of sections) {
    if (section.kind !== "education") continue;
    let open = false;
    for (let i = lineAt(lines, Math.max(section.start, section.headingEnd - 1)); i < lines.length && lines[i]!.start < section.end; i++) {
      const l = lines[i]!;
      if (l.end <= section.headingEnd) continue;
      const t = view.text.slice(Math.max(l.contentStart, section.headingEnd), l.end).trim();
      // "Certificate" alone is a table's column.
      const chartered = (CHARTERED.test(t) || DESIGNATION.test(t)) && !isDegree(t) && t.length <= 200;
      const plain = chartered || (!INSTITUTION.test(t) && !SCHOOL_CERTIFICATE.test(t) && /\s/.test(t) && t.length <= 200 && !(/\.$/.test(t) && t.split(/\s+/).length >= 8) && !isLocation(t) && !namesBody(t) && !placed(t));
      // "Professional Scrum Master I (PSM I), Scrum.org, 2021", "CompTIA Security+, 2020": a certification known by its
      // name, though the name holds a degree's word.
      const known = KNOWN_CERT.test(t) && !INSTITUTION.test(t) && DEGREE.exec(t)?.index !== 0 && t.length <= 120;
      if ((plain && (CERTIFICATE.test(t) || chartered || (LICENCE_LINE.test(t) && !/:\s*(?:yes|no)\b/i.test(t)))) || known) open = true;
      else if (!(open && plain && !isDegree(t) && t.length <= 80 && CERT_ACRONYM.test(t))) open = false;
      if (open) out.add(i);
    }
  }
  return out;
}

/** A line that opens with a degree and names the school that gave it: a degree, wherever it is listed. */
export const degreeFromSchool = (text: string) => DEGREE.exec(text.trim())?.index === 0 && INSTITUTION.test(text) && !/\bcertifi/i.test(text);

const MONTH = `\\b${MONTH_SRC}\\b\\.?`;
/** A certificate's date in a column of its own at the end of its line ("Gainsight Administrator⇥2022"). */
const DATED_CELL = new RegExp(`\\t\\s*(?:${MONTH}\\.?\\s*)?(?:19|20)\\d\\d\\s*$`, "i");
const SEASON = "(?:spring|summer|fall|autumn|winter)";
/** A certification's date: "2023", "Mar 2018", "Jan-2017", "2027-06-30" (not the digits of a number: "OSHA 1910.269",
 * "BOE/MP/2016/0117"; review 69), "Spring 2024", "11.2020", "23/2/2012", "2020-11". */
const CERT_DATE = `(?:(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?(?:${MONTH}|${SEASON})(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s*|-)|\\b(?:\\d{1,2}[./-]){1,2}|(?<![./]))\\b(?:19|20)\\d\\d\\b(?![./]\\d{3})(?:[./-](?:0?[1-9]|1[0-2])\\b(?:-(?:0[1-9]|[12]\\d|3[01])\\b)?)?`;
/** The date with the word that introduces it ("renewed Spring 2024", "issued 2019"), and what follows a range ("2019 – present"). */
const CERT_DATED = new RegExp(
  `\\(?(?:\\b(?:renewed|issued|obtained|earned|awarded|completed|passed|expires?|expired|expiring|exp\\.?|(?:valid|current|good) (?:until|through|thru|till|to)|(?:scheduled|planned|due) (?:for|in)|since|in|on)\\s+)?${CERT_DATE}\\)?(?:\\s*(?:[–—-]|to)\\s*(?:present|current|now)\\b)?`,
  "gi",
);

/** A standard's year, part of its name: "ISO 9001:2015", "ASME Y14.5-2018", "BS 7671:2018" (review 63). */
const STANDARD_YEAR = /(?<![\w.-])([\dA-Z][\dA-Za-z.-]*)([:-])((?:19|20)\d\d)\b/g;
/** The standard's year hidden from the date rules (its digits as private-use characters), and shown again. The number
 * before it has a digit and is no year, month or day ("2016-2018", "01-2017", "Jan-2017" are dates). */
const hideDigits = (s: string) =>
  s.replace(STANDARD_YEAR, (all, num: string, mark: string, year: string) =>
    /\d/.test(num) && !/^(?:(?:19|20)\d\d|\d{1,2})$/.test(num) ? `${num}${mark}${year.replace(/\d/g, (d) => String.fromCharCode(0xe000 + Number(d)))}` : all,
  );
const showDigits = (s: string) => s.replace(/[\ue000-\ue009]/g, (c) => String(c.charCodeAt(0) - 0xe000));

/** The item without its dates, brackets that hold a date, and the separators left at its ends. */
function withoutDates(item: string) {
  return showDigits(
    hideDigits(item)
      // A remark in brackets that holds a date goes whole: "(current through 2027)", "(expires May 2026)".
      .replace(/\s*\([^()]*\b(?:19|20)\d\d\b[^()]*\)/g, "")
      // "PMP项目管理专业人士认证（2020年）": full-width brackets.
      .replace(/\s*（[^（）]*(?:19|20)\d\d[^（）]*）/g, "")
      .replace(CERT_DATED, "")
      // "EPA Section 609 MVAC Certification, 10/17": a month and a two-digit year closing the item.
      .replace(/,\s*(?:0?[1-9]|1[0-2])\/\d\d$/, "")
      // "License, TDLR — 01/2017 (superseded)": the dash that stood before the date goes with it.
      .replace(/(?:\s+[–—-])+\s+(?=\(|$)/g, " ")
      .replace(/\.\s*$/, "")
      // "— 2019, renewed 2022 and 2025": the words that joined a list of dates go with them (review 67).
      .replace(/(?:[\s,;:–—-]+(?:and|&)(?=[\s,;:–—-]*$))+/i, (m) => (/\b(?:19|20)\d\d\b/.test(item) ? "" : m))
      // "— certified 2018, valid through 2028", "— active through 01/2027", "— active, renews": the words that stood
      // before the dates go with them (review 76). ("Microsoft Certified" alone keeps its word: a date was there.)
      // ("NACD Directorship Certified, 2019" keeps its last word: "certified" goes only after a dash or before "through".)
      .replace(/(?:\s*[–—-]\s*(?:certified|active|current)(?:\s+(?:through|thru|until|till|to|in|on))?|(?:[\s,;:]+(?:certified|valid|active|current)\s+(?:through|thru|until|till|to))|[\s,;:–—-]+(?:renews?|renewed|expires?|expiring|expired|exp\.?|issued|granted|awarded|since|through|thru|until|till|valid|active))+[\s,;:–—-]*$/i, (m) => (/\b(?:19|20)\d\d\b|\d{1,2}\/\d{2,4}/.test(item) || /\b(?:renews?|active)\b/i.test(m) ? "" : m))
      // "General Pediatrics — , MOC current": a separator left alone between two parts.
      .replace(/\s+[–—-]\s*,\s*/g, ", ")
      .replace(/^[\s,;:–—|·•-]+|[\s,;:–—|·•-]+$/g, "")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

/**
 * The certifications a line lists: "A, 2023 · B, 2021", "A (2020); B (2017)" (never at a ";" inside brackets),
 * and two a PDF line joined after the first one's year ("..., Project Management Institute, 2022 Google ...").
 */
function certItems(line: string): string[] {
  // LinkedIn's "Name · Issuer · Issued Mar 2021 · Credential ID …": one certificate and who issued it.
  const parts = line.split(/\s+·\s+/);
  if (parts.length >= 3 && parts.slice(2).every((p) => LINKEDIN_CERT_DETAIL.test(p))) return [`${parts[0]}, ${parts[1]}`];
  // "Project Management Professional (PMP) • PMI • 2019", "OSHA 30-Hour Construction • 2016": a certificate, its
  // issuer and its year parted by bullets (Teal, Kickresume) are one item.
  const dotted = line.split(/\s+[·•]\s+/);
  if (dotted.length >= 2 && dotted.length <= 3 && /^(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d)$/.test(dotted.at(-1)!.trim()) && (dotted.length === 2 || ISSUER_NAME.test(dotted[1]!.trim())))
    return [dotted.length === 3 ? `${dotted[0]}, ${dotted[1]}, ${dotted[2]}` : `${dotted[0]}, ${dotted[1]}`];
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    // "System&amp; PLC": the semicolon of an HTML entity separates nothing.
    else if (depth === 0 && ((c === ";" && !/&#?\w{1,8}$/.test(line.slice(Math.max(0, i - 10), i))) || (/[·•◦▪]/.test(c) && /[ \t]/.test(line[i - 1] ?? "") && /[ \t]/.test(line[i + 1] ?? "")))) {
      out.push(line.slice(from, i));
      from = i + 1;
    }
  }
  out.push(line.slice(from));
  // "…, 2017; Member No. 21876, ICPAK": a member's number after a certificate is none.
  const kept = out.filter((item) => item.trim().search(MEMBER_NUMBER) !== 0);
  // "A (2023), B (2014)": a comma after a bracketed date ends an item when a capital follows.
  // Not after a label of the items' kind ("Type Ratings: A320 (2018), ERJ-170/190 (2015)"), which reads whole.
  // So is a full stop: "OSHA 10-Hour General Industry (2018). Certified Forklift Operator (2016)."
  return kept.flatMap((item) => (/^[^(]*:/.test(item) ? [item] : item.split(/(?<=\([^()]*\b(?:19|20)\d\d\b[^()]*\))\s*[,.]\s*(?=\p{Lu})/u))).flatMap(splitAfterYear).flatMap(sameIssuer).flatMap(cardList);
}

/** "BLS – American Heart Association ACLS – American Heart Association PALS – American Heart Association" (a sidebar's
 * lines run together): each certificate with the issuer written after every one (review 89). */
function sameIssuer(item: string): string[] {
  const parts = item.split(/\s+[–—-]\s+/);
  const issuer = parts.at(-1)!.trim();
  if (parts.length < 3 || issuer.length < 3 || !parts.slice(1, -1).every((p) => p.startsWith(`${issuer} `) && p.length > issuer.length + 1)) return [item];
  return [parts[0]!, ...parts.slice(1, -1).map((p) => p.slice(issuer.length + 1))].map((c) => `${c.trim()} – ${issuer}`);
}

/** One credential of a list of them: "BLS", "NASM-CPT", "OSHA 30", "First Aid", "Food Handler's Card". */
const LISTED_CARD = /^[A-Z][A-Z0-9+]{1,7}(?:[-/][A-Z0-9+]{1,6})*(?:\s+\d{1,3}(?:-[Hh]our)?)?$/;
const LISTED_LICENCE =
  /^(?:first aid(?: at work)?|emergency first aid(?: at work)?|(?:adult |pediatric |paediatric )?cpr(?: and| &| \/)? ?(?:aed)?|food (?:handler'?s?|safety|hygiene)(?: card| certificate| level \d)?|white card|forklift(?: licen[cs]e| certification)?|manual handling|moving and handling|infection (?:prevention(?: and control)?|control)|fire (?:safety|marshal|warden)|safeguarding(?: adults| children| vulnerable adults)?|working at heights?|confined spaces?|asbestos awareness|coshh|medication administration|basic life support)$/i;

/** "BLS, ACLS, PALS", "CPR & First Aid", "ACLS / PALS / PHTLS", "COSHH, Manual Handling, Infection Control": credentials
 * listed on one line, each one. Not "Registered Nurse, Texas" or "PMP, 2019": every part must be a credential's short
 * name. ("BLS, ACLS — AHA": who gave them all, after the last, goes with each.) */
function cardList(item: string): string[] {
  const issued = /^(.*?)\s+[—–-]\s+(\p{Lu}[\p{L}&.'’ ]{1,40})$/u.exec(item.trim());
  const body = issued && /[,/&]|\band\b/.test(issued[1]!) ? issued[1]! : item;
  const listed = (p: string) => (LISTED_CARD.test(p) || LISTED_LICENCE.test(p) || (KNOWN_CERT.test(p) && p.length <= 40 && !/\s(?:&|and)\s/.test(p))) && !/^(?:19|20)\d\d$/.test(p);
  // Parted at commas, slashes and bars; a part joined by "and" only when both halves are credentials ("CPR and First
  // Aid", not "Infection Prevention and Control").
  const parts = body
    .split(/\s*,\s*|\s+\/\s+|\s+\|\s+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => {
      if (listed(p)) return [p];
      const halves = p.split(/\s+(?:&|and)\s+/);
      return halves.length > 1 && halves.every(listed) ? halves : [p];
    });
  if (parts.length < 2 || !parts.every(listed)) return [item];
  return body === item ? parts : parts.map((p) => `${p} — ${issued![2]}`);
}

/** An issuer between a certificate and its year: initials ("PMI", "USGBC") or a few capitalised words. */
const ISSUER_NAME = /^(?:\p{Lu}[\p{Lu}\d&().-]{1,9}|\p{Lu}[\p{L}&.'’-]+(?:\s+(?:of|for|and|&|\p{Lu}[\p{L}&.'’-]+)){0,5})$/u;
const LINKEDIN_CERT_DETAIL = /^(?:issued|expires|expired|no expiration date|credential id)\b/i;

/** ", 2022 " (or ", May 2022 ") closing one item when a capitalised word follows it. */
const YEAR_THEN = new RegExp(`,\\s{0,3}(?:${MONTH}\\s{0,3})?(?:19|20)\\d\\d\\s+`, "gi");

/**
 * "..., Project Management Institute, 2022 Google Project Management Professional Certificate, Coursera, 2021": two
 * items a PDF line joined, each ending in its year ("Version 9.2, 2002 Course | ..." is one item wrapped).
 */
function splitAfterYear(item: string): string[] {
  const out: string[] = [];
  let from = 0;
  if (!/,\s{0,3}(?:19|20)\d\d\W{0,3}$/.test(item)) return [item];
  for (const m of allMatches(YEAR_THEN, item)) {
    const next = m.index + m[0].length;
    if (!/^[A-Z][a-z]/.test(item.slice(next, next + 2))) continue;
    out.push(item.slice(from, next));
    from = next;
  }
  out.push(item.slice(from));
  return out;
}

/** A heading the sections do not know ("SELECTED SPEAKING"): two to four words in capitals, no digits, nothing a certification says. */
function unknownHeading(text: string) {
  const t = text.trim();
  const words = t.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && /^[A-Z&/ -]+$/.test(t) && !/CERTIF|LICEN|\b(?:ASSOCIATE|PROFESSIONAL|PRACTITIONER|SPECIALIST|EXPERT|ADMINISTRATOR|ENGINEER|DEVELOPER|ARCHITECT|MASTER|BELT|FOUNDATION|REGISTERED|LEVEL|SAFETY|AID|CPR)\b/.test(t);
}

const STATE_CREDENTIAL = /\b(?:licen[cs]e[ds]?|permit|certifi(?:cate|cation|ed)|registered|registration|notary|board|accredit(?:ed|ation)|credential|endorsement)\b/i;

/**
 * An item under "Awards" that is a certificate to show ("Google Data Analytics Professional Certificate", "Licensed
 * Mental Health Counselor"), not a certificate of merit or a sentence about one.
 */
function awardedCertificate(t: string): boolean {
  return (
    /\b(?:certificat\w*|certified|licen[cs]ed?|credential)\b/i.test(t) &&
    t.split(/\s+/).length <= 8 &&
    /^\p{Lu}/u.test(t) &&
    !/^(?:I|Awarded|Successfully|Cleared|Co-?ordinated?|Received|Won|Achieved)\b|\bre-?certification|certificate of (?:excellence|merit|appreciation|achievement|recognition|participation|completion|education)|school certificate/i.test(t)
  );
}

/** Certifications: the items of certification sections (one per bullet, short line or separated item), without their dates. */
const ACHIEVEMENT = /^(?:hired|managed|led|created|developed|coordinated|organi[sz]ed|reduced|increased|improved|implemented|built|designed|launched|supervised|oversaw|streamlined|negotiated|handled|processed|prepared|mentored|taught|conducted|established|introduced|achieved|generated|drove|grew|saved|resolved|planned|ran|initiated|assembled|recruited|onboarded|scheduled|cut)\b(?:\s+\S+){2,}/i;
const TABLE_HEADER = /^(?:state|type|number|no\.?|expires?|expiration(?: date)?|expiry(?: date)?|issued(?: by| on)?|issuer|issuing (?:body|organi[sz]ation|authority)|place of issue|date of issue|valid (?:until|till|to)|licen[cs]e|certification|certificate|credential|name|date|status|id|level|year|provider|authority|grade)$/i;
/** "COC-MUM-24-1187": a certificate's number, in its own table cell. */
const DOCUMENT_NUMBER = /^[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+){2,}$/;

const CERT_FORM_NAME = /^(?:certification|certificate|license|licence|credential)\s+name\s*(?::|\t)\s*(.+)$/i;
const CERT_FORM_ISSUER = /^(?:issuing\s+(?:organi[sz]ation|authority|body)|issued\s+by|issuer)\s*(?::|\t)\s*(.+)$/i;
const CERT_FORM_DETAIL = /^(?:issuing\s+(?:organi[sz]ation|authority|body)|issued\s+by|issuer|date\s+(?:obtained|issued|earned|received)|(?:expiration|expiry)\s+date|credential\s+(?:id|url)|license\s+number)\s*(?::|\t)/i;

/** An issuer and a year alone on a line ("Google, 2022", "HubSpot Academy, May 2020"). */
/** An organisation's name alone on a line ("Nielsen Norman Group", "Project Management Institute"). */
const ORGANISATION_LINE = /^\p{Lu}[\p{L}&.'’ -]{1,50}\s(?:Group|Institute|Association|Board|Council|Foundation|Society|Alliance|Consortium|Inc\.?|LLC|Ltd\.?)$|^(?:Amazon Web Services|AWS|Microsoft|Google(?: Cloud)?|Cisco|CompTIA|Oracle|Salesforce|IBM|Red Hat|VMware|HashiCorp|Databricks|Snowflake|Tableau|HubSpot(?: Academy)?|Coursera|edX|Udemy|LinkedIn Learning|Linux Foundation|Cloud Native Computing Foundation|PMI|Scrum Alliance|Scrum\.org|ISACA|\(ISC\)²|ISC2|SHRM|HRCI|AXELOS|PeopleCert|American Heart Association|American Red Cross|Autodesk|Adobe|Meta|SAP)$/u;
const ISSUER_LINE = new RegExp(`^(\\p{Lu}[\\p{L}&.'’ -]{1,40}),\\s*(?:${MONTH}\\s*)?(?:19|20)\\d\\d\\.?$`, "iu");
/** What ends a certificate's name ("Professional (ENV SP), 2022", "Practitioner", "Specialist"). */
const NAME_END = /^(?:professional|practitioner|specialist|associate|expert|administrator|technician|analyst|manager|engineer|auditor|consultant|instructor|designer|developer|architect|planner|coach)\b/i;
/** The wrapped end alone: that word, its acronym and its year ("Professional (ENV SP), 2022"). */
const WRAPPED_END = new RegExp(`${NAME_END.source.slice(0, -2)}(?:\\s*\\([^()]{1,20}\\))?(?:,?\\s*(?:${MONTH}\\s*)?(?:19|20)\\d\\d)?$`, "i");
/**
 * "Envision Sustainability" over "Professional (ENV SP), 2022": a name a narrow column wrapped. The first line says
 * nothing a certificate says alone (no figure, bracket, comma or certificate's word, three words at most), and the
 * next one is the word that ends such a name, with its acronym and year ("Lean Six Sigma" over "Professional Scrum
 * Master" stays two).
 */
function wrappedName(line: string, next: string): boolean {
  const t = line.trim();
  return t.split(/\s+/).length <= 3 && !/[\d(),:;·|]/.test(t) && !MIXED_CERTIFICATE.test(t) && !CERT_ACRONYM.test(t) && !NAME_END.test(t.split(/\s+/).at(-1)!) && /^\p{Lu}\p{Ll}/u.test(next.trim()) && WRAPPED_END.test(next.trim());
}

/**
 * "Board Certified Environmental Engineer (BCEE), American Academy of Environmental⇥2005" over "Engineers and
 * Scientists": an issuer's name wrapped after an adjective or an "of", its end alone on the next line.
 */
function wrappedIssuer(line: string, next: string): boolean {
  const issuer = line.split("\t")[0]!.split(",").at(-1)!.trim();
  return (
    /\b(?:academy|association|institute|society|council|board|college|federation|american|national|international|royal)\b/i.test(issuer) &&
    /(?:\bof|\b\p{Lu}\p{Ll}+(?:al|an|ic))$/u.test(issuer) &&
    /^\p{Lu}\p{Ll}+(?:\s+(?:and|of|&|the|for|\p{Lu}\p{Ll}+)){0,5}$/u.test(next.trim())
  );
}

/**
 * A certificate already followed by its issuer ("CSPO — Scrum Alliance"): no line under it is its issuer. An en dash
 * inside a name ("AWS Certified Developer – Associate") is no such mark.
 */
const hasIssuer = (cert: string) => /\s—\s|\s[–—]\s*$/.test(cert);

/**
 * In a résumé with no headings at all, the lines that are certificates by their shape: "Certified Nursing Assistant
 * (CNA), Massachusetts, 2018", "CPR and First Aid, American Red Cross, 2024" (review 66). A certificate's name opens the
 * line and a year ends it; inside a job, only a row whose every cell is such a name ("OSHA 30 Construction (2019)⇥Flagger
 * certification (2018)"). Each is given as a certifications section of its own line, so that the usual reading applies.
 */
export function unheadedCertificates(view: TextView, sections: ViewSection[], jobs: { start_: number; end_: number }[]): ViewSection[] {
  if (sections.some((x) => x.heading)) return [];
  const named = (t: string) => KNOWN_CERT.exec(t)?.index === 0 || /^(?:certified\b|[^,\t]{2,50}\b(?:certificat(?:e|ion)|licen[cs]e|certified)\b)/i.test(t);
  const out: ViewSection[] = [];
  const text = view.lines.filter((l) => l.text.trim());
  for (const [k, l] of text.entries()) {
    const t = l.text.trim();
    if (k < 3 || l.bullet || t.split(/\s+/).length > 14 || /(?:19|20)\d\d\s*[-–—]|\b(?:present|current)\b/i.test(t) || /[.!?]$/.test(t)) continue;
    const cells = t.split(/\t|\s{3,}/).map((c) => c.trim()).filter(Boolean);
    // Within a job's lines, the certificates must open a block of their own (after a blank line or another of them).
    const inJob = jobs.some((j) => l.start >= j.start_ && l.start < j.end_);
    const above = view.lines[l.index - 1];
    const opens = !above || /\n\s*\n/.test(view.text.slice(above.end, l.start + 1)) || out.at(-1)?.end === above.end;
    const ok = (cells.length >= 2 && cells.every(named)) || (named(t) && /,\s*(?:19|20)\d\d$/.test(t) && (!inJob || opens));
    if (ok) out.push({ kind: "certifications", heading: "", start: l.start, headingEnd: l.start, end: l.end });
  }
  return out;
}

const COLUMN_HEADER = /^(?:title|name|credential|credentials|licen[cs]e|course|training|seminar(?:s)?|program(?:me)?|certificate|certification|sponsor|sponsored by|organi[sz]er|organi[sz]ed by|conducted by|provider|institution|venue|place|date|dates|year|duration|hours|no\.? of hours|inclusive dates|issuer|issued by|issued|issue date|date issued|number|no\.?|licen[cs]e (?:no\.?|number)|certificate (?:no\.?|number)|credential id|id|expires|expires on|expiry|expiry date|expiration|expiration date|valid until|valid through|valid to|endorsements?|state|type|status)$/i;

/** The rows of a table read a cell a line under a header row of two to five column names; null when the lines are not so. */
function tableRows(lines: string[]): string[][] | null {
  let width = 0;
  while (width < lines.length && width < 5 && COLUMN_HEADER.test(lines[width]!)) width++;
  const body = lines.slice(width);
  if (width < 2 || body.length < width || body.length % width !== 0) return null;
  const rows: string[][] = [];
  for (let k = 0; k < body.length; k += width) rows.push(body.slice(k, k + width));
  return rows;
}

export function extractCertifications(view: TextView, sections: ViewSection[], education: { start_: number; end_: number }[] = []): string[] {
  const out: string[] = [];
  const hasEducation = sections.some((s) => s.kind === "education");
  // Certificate lines of an education section, but none an education entry kept ("Paralegal Certificate" over its school).
  const certLines = certificateLines(view, sections);
  for (const e of education) for (const i of linesOf(view.lines, e)) certLines.delete(i);
  for (const section of sections) {
    // Templates without a certifications section (Google Docs') list certificates under "Awards": those that say so.
    const awards = section.kind === "awards";
    // Under an education heading, the lines that list certificates (certificateLines).
    const education = section.kind === "education";
    // "SKILLS & CERTIFICATIONS": a skills list whose heading names certificates holds them on lines that say so.
    const mixed = section.kind === "skills" && /certif|licen[cs]|credential/i.test(section.heading);
    // "Member of the Chartered Institute of Procurement & Supply (MCIPS)" under Memberships: a designation held (review 86).
    const members = section.kind === "other" && /\bmemberships?\b/i.test(section.heading);
    if (section.kind !== "certifications" && !awards && !education && !mixed && !members) continue;
    const capitalHeading = section.heading !== "" && section.heading === section.heading.toUpperCase();
    // "Gainsight Administrator⇥2022" over "Gainsight", and so on for each: a list whose lines alternate between a
    // certificate with its date in a column and a line without one holds each issuer under its certificate.
    const own = view.lines.filter((l) => l.start >= section.headingEnd && l.start < section.end && l.text.trim());
    const alternating = section.kind === "certifications" && own.length >= 4 && own.length % 2 === 0 && own.every((l, k) => DATED_CELL.test(l.text) === (k % 2 === 0) && !l.bullet);
    // "Title" / "Sponsor" / "Date" over the rows of a Word table read a cell a line (review 70): each row of cells is
    // one certificate, its name and who gave it; its date goes.
    const rows = section.kind === "certifications" ? tableRows(own.map((l) => l.text.trim())) : null;
    if (rows) {
      for (const cells of rows) {
        // A credential's number ("COMP001022334455") is no part of its name.
        const named = cells.map((c) => withoutDates(c).trim()).filter((c) => /\p{L}{3}/u.test(c) && !/^\d+\s*(?:hours?|hrs?|days?)$/i.test(c) && !(/^[A-Z0-9][A-Z0-9./-]{5,}$/.test(c) && (c.match(/\d/g) ?? []).length >= 4));
        const item = named.join(" — ");
        if (item && !out.includes(item)) out.push(item);
        if (out.length >= 20) return out;
      }
      continue;
    }
    let joined = -1;
    let lastLine = -1;
    for (const [i, l] of view.lines.entries()) {
      if (l.end <= section.headingEnd || l.start >= section.end || (education && !certLines.has(i)) || i === joined) continue;
      const from = Math.max(l.contentStart, section.headingEnd);
      let line = view.text.slice(from, l.end);
      const next = view.lines[i + 1];
      if (section.kind === "certifications" && next && next.start < section.end && !l.bullet && !next.bullet && wrappedName(line, next.text)) {
        line = `${line.trim()} ${next.text.trim()}`;
        joined = i + 1;
      } else if (section.kind === "certifications" && next && next.start < section.end && !l.bullet && !next.bullet && wrappedIssuer(line, next.text)) {
        // The issuer's name wrapped under its date's cell: joined before the cell.
        const [name, ...cells] = line.split("\t");
        line = [`${name!.trimEnd()} ${next.text.trim()}`, ...cells].join("\t");
        joined = i + 1;
      }
      // A form's labelled certificate: "Certification Name: …" over "Issuing Organization: AAPC" over "Date Obtained: …".
      if (CERT_FORM_DETAIL.test(line)) continue;
      // An e-mail address's line (a sidebar's certificates printed before the name and its contact line; review 65).
      if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(line)) continue;
      // "Referees available on request" at the list's end (review 85): no certificate.
      if (/^\W*(?:referees?|references?)\b[^\n]{0,40}\b(?:available|upon request|on request|provided)\b/i.test(line.trim())) continue;
      // "AWS Certified Developer – Associate" over "Amazon Web Services · Issued Mar 2022 · Credential ID 7XK2P9QW"
      // (LinkedIn's export): who issued the certificate above, and its details.
      const details = line.trim().split(/\s+·\s+/);
      if (details.length >= 2 && details.slice(1).every((p) => LINKEDIN_CERT_DETAIL.test(p)) && lastLine === i - 1 && out.length && !hasIssuer(out.at(-1)!)) {
        out[out.length - 1] = `${out.at(-1)} — ${details[0]}`;
        lastLine = i;
        continue;
      }
      // "Google Analytics Certification" over "Google, 2022": the issuer and the year under the certificate's name.
      const issuer = ISSUER_LINE.exec(line.trim());
      // Not "CSM, 2018" over "PMP, 2019", nor a list of "Special Education, 2015" lines: the name above had no date of its
      // own, and the line under is no such line.
      if (issuer && !l.bullet && lastLine === i - 1 && out.length && !MIXED_CERTIFICATE.test(issuer[1]!) && !hasIssuer(out.at(-1)!) && !/(?:19|20)\d\d|,\s*(?:current|present|active|ongoing)$/i.test(view.lines[i - 1]!.text.trim()) && !ISSUER_LINE.test(view.lines[i + 1]?.text.trim() ?? "")) {
        // "…, California Board of" over "Accountancy, 2017": a name wrapped after a small word goes on with a space.
        out[out.length - 1] = /\s(?:of|and|for|the|in|&)$/i.test(out.at(-1)!) ? `${out.at(-1)} ${issuer[1]}` : `${out.at(-1)} — ${issuer[1]}`;
        lastLine = i;
        continue;
      }
      if (alternating && !DATED_CELL.test(l.text) && lastLine === i - 1 && out.length && !hasIssuer(out.at(-1)!)) {
        out[out.length - 1] = `${out.at(-1)} — ${line.trim()}`;
        lastLine = i;
        continue;
      }
      // "UX Certification (UXC), 2020" over "Nielsen Norman Group": an organisation alone under a certificate is its
      // issuer.
      if (!l.bullet && lastLine === i - 1 && out.length && !hasIssuer(out.at(-1)!) && ORGANISATION_LINE.test(line.trim()) && !MIXED_CERTIFICATE.test(line) && !CERTIFICATE.test(line)) {
        out[out.length - 1] = `${out.at(-1)} — ${line.trim()}`;
        lastLine = i;
        continue;
      }
      const formName = CERT_FORM_NAME.exec(line);
      if (formName) {
        const issuer = CERT_FORM_ISSUER.exec(view.lines[i + 1]?.text ?? "");
        line = issuer ? `${formName[1]}, ${issuer[1]}` : formName[1]!;
      }
      if (mixed && !MIXED_CERTIFICATE.test(line)) continue;
      if (members && !DESIGNATION.test(line.trim()) && !CHARTERED.test(line.trim())) continue;
      // "Qualifications" read as licences (a truck driver's): "1.2 million safe miles" and "Clean MVR, no preventable
      // accidents" beside the CDL are claims, not credentials.
      const claimsToo = section.kind === "certifications" && /^(?:key\s+)?qualifications?:?$/i.test(section.heading.trim());
      // Under a heading in capitals, another line in capitals opens what follows (talks, memberships), not a certification.
      if (capitalHeading && !l.bullet && from === l.contentStart && unknownHeading(line)) break;
      // A degree from a school listed here counts as education when there is no education section (above).
      if (!hasEducation && degreeFromSchool(line)) continue;
      // "State⇥Type⇥Number⇥Expires": a table's header row.
      const cells = cellsOf(line);
      if (cells.length >= 2 && cells.every((c) => TABLE_HEADER.test(c))) continue;
      // The same header read a cell a line (a Word table): a run of such words.
      const headerWord = (k: number) => TABLE_HEADER.test(view.lines[k]?.text.trim() ?? "");
      if (headerWord(i) && (headerWord(i - 1) || headerWord(i + 1))) continue;
      if (DOCUMENT_NUMBER.test(line.trim()) && /\d{3}/.test(line)) continue;
      // A row of certificates found without a heading (unheadedCertificates): one item a cell.
      if (section.kind === "certifications" && !section.heading && cells.length >= 2) line = cells.join("; ");
      for (const item of certItems(line)) {
        if (members && !DESIGNATION.test(item.trim()) && !CHARTERED.test(item.trim())) continue;
        // A table's row ("Tennessee⇥RN – Multistate⇥RN 223344") is shown with its cells parted.
        const t = withoutDates(item).replace(/[^\S\n]*\t[\s]*/g, " · ");
        // "Present" under a licence (Indeed's builder puts each date on a line of its own) is its date.
        if (t.length < 3 || t.length > 140 || !/\p{L}{3}/u.test(t) || /^(?:present|current|ongoing|active|to date|till date)$/i.test(t)) continue;
        // "Orlando, FL" from "Annual Conference, Atlanta GA; Orlando, FL; ...": a place is no certification.
        // "Registered Nurse, Texas", "Notary Public, Florida": a credential of a state, not a place.
        if (awards && !awardedCertificate(t)) continue;
        // A sentence ("Trusted point of contact for board members, investors and customers.") or a soft skill alone
        // ("Communication", a Word template's row heading) is no certificate.
        if ((/\.\s*$/.test(item) && t.split(/\s+/).length >= 8 && !/certif|licen|diploma|course|training|program|degree|exam|award|accredit/i.test(t)) || (!/\s/.test(t) && knowledge.skills.byName(t)?.category === "soft")) continue;
        // "Hired and trained front-desk agents", "created cross-training checklists": an achievement under a skill area
        // named "... Training" (a functional résumé), told with its verb.
        if (ACHIEVEMENT.test(t)) continue;
        if (claimsToo && !CREDENTIAL_WORD.test(t) && !MIXED_CERTIFICATE.test(t) && !DESIGNATION.test(t)) continue;
        // Under "Bar Admissions" a state is the bar one was admitted to ("Pennsylvania, 2015" -> "Pennsylvania Bar").
        const bar = /\badmission/i.test(section.heading) && isRegion(t);
        if (/^(?:issued|credential|expires?|id|license number)\b/i.test(t) || (!bar && isLocation(t) && !STATE_CREDENTIAL.test(t.split(",")[0]!) && !titleScore(t.split(",")[0]!))) continue;
        const named = bar ? `${t} Bar` : t;
        if (!out.includes(named)) out.push(named);
        lastLine = i;
        if (out.length >= 20) return out;
      }
    }
  }
  return out;
}
