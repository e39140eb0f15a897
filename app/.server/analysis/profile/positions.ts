import type { Position } from "~/lib/schemas/profile";
import { MONTH_SRC, monthIndex, pointToMonth } from "./dates";
import { WORKPLACE, bracketCountry, entryHeader, fragments, type Header, headerLike, isLocation, numberedEmployer, isRegion, LEGAL_FORM, lineAt, splitAddress, splitTitleCompany, TENURE_LINE, linkish } from "./entries";
import { knowledge } from "../knowledge";
import { endsLikeTitle } from "../occupation";
import { everydayWords } from "./employers";
import { europassEntry } from "./europass";
import { intervalFinder } from "./intervals";
import { labelledEntry } from "./labelled-entry";
import { promotions } from "./promotions";
import { serviceRecord } from "./service-record";
import { looksLikeCompany, titleScore } from "./evidence";
import { sectionAt, type ViewSection } from "./sections";
import type { Line, TextView } from "./text";
import { openingVerb } from "../rubric/words";
import type { ClassifiedRange } from "./work-ranges";

/** A date line that repeats the entry's dates under a label ("Duration: April 2017 - Till Date"). */
const REPEAT_LABEL = /^(?:duration|period|tenure|dates?|time ?frame)\s*[:\-–]/i;
// Europass's "Name and address of employer" sets its value after a tab or a run of spaces.
const EMPLOYER_LABEL = /^\W*(?:company(?: name)?|employer|organi[sz]ation|empresa|entreprise|unternehmen|arbeitgeber)\s*(?::|\t)|^\W*name and address of(?: (?:the )?employer)?(?:\s*(?::|\t)|\s{2,}|$)/i;
const DURATION_ONLY = /^(?:\(?\s*)?(?:\d+(?:\.\d+)?\s*(?:years?|yrs?|months?|mos?|weeks?)\s*(?:and\s*)?)+\)?$/i;
// "SGT (E-5), U.S. Army — Honorable Discharge": how a service ended is no place (review 69).
const FILLER = /^(?:present|current|till date|to date|now|onwards|full[- ]time|part[- ]time|contract|internship|remote|hybrid|on-?site|(?:the\s+)?(?:school|academic|fiscal)\s+years?|(?:honou?rabl[ey]|general|medical|other than honou?rable)\s+discharged?)$/i;

/** Labels, page furniture and a template's placeholders ("Name Of College", "City", "xxx") that name nothing. */
const JUNK =
  /^(?:x{3,}|description|job description|responsibilities|duties|summary|achievements|role|position|(?:current|present|previous|past|recent) (?:position|role|job|employer|employment)|industry|project|projects|client|page \d+(?: of \d+)?|(?:job |company |employer |your |college |school |university |organi[sz]ation )?(?:name|title)(?: here)?|name of (?:the )?(?:college|company|school|university|employer|organi[sz]ation|institution)|city(?:,? state)?|state|country|location|(?:clients?|duration|period|home|phone|mobile|cell|e-?mail|tel|fax|team size|environment|technologies|tools|thesis|supervisors?|advis[oe]rs?|(?:service )?country)\s*:.*)$/i;
// A month only as a whole word: "Marriott", "Augusta" and "Novartis" start like one.
// Other languages' "present" too: "shtator 2020 – në" over "vazhdim" (Albanian, a date cell wrapped) leaves no employer.
const DATE_WORDS = new RegExp(`\\b${MONTH_SRC}\\b\\.?|\\b(?:19|20)\\d\\d\\b|\\b(?:exp|expected|since|seit|depuis|desde|sinds|vanaf|dal|until|present|current|vazhdim|praegu|danes|hede|actualitat|aktualisht)\\b\\.?`, "gi");

/** `titled`: written after a title's label ("Position:", "Cargo:"), so the title whatever its words. */
type Piece = { text: string; order: number; line: number; seq: number; titled?: boolean; client?: boolean };
const TITLE_KIND_LABEL = /^(?:job\s+)?(?:position(?:\s+held)?|designation|role|title|post|cargo|puesto|poste|função|funcao)(?:\s+name)?\s*[:\-–]\s*\S/i;

/** "Working as a Software Engineer in Acme Ltd": the title and the employer a sentence names. */
const WORKING_AS = /^(?:i\s+am\s+|i\s+was\s+|have\s+)?(?:currently\s+|presently\s+)?(?:work(?:ing|ed|s)?|employed|serv(?:ing|ed|es))\s+as\s+(?:an?\s+)?(.+?)(?:\s+(?:in|at|for|with)\s+(?:the\s+)?(.+))?$/i;
/** "Worked with Tata Consultancy Services as Systems Engineer", "Associated with Infosys as Senior Analyst": the employer first, as Indian résumés write it. */
const WORKED_WITH_AS = /^(?:i\s+am\s+|i\s+was\s+|have\s+(?:been\s+)?)?(?:currently\s+|presently\s+)?(?:work(?:ing|ed)|associated|employed|serv(?:ing|ed))\s+(?:with|at|in|for)\s+(?:the\s+)?(.+?)\s+as\s+(?:an?\s+)?(.+?)(?:\s+(?:from|since|during|till|until|for)\b.*)?$/i;
/**
 * A label before the title or the employer ("Position: Analyst", "Organization : Infosys Limited") and bullet marks a
 * text extractor left ("{ Intern").
 */
// "Joined Panasonic Corporation (Kadoma, Osaka)": a rirekisho's event row names the employer after its verb.
// ("Joined Inc." is a firm so named.)
const EVENT_VERB = /^(?:joined|entered the employ of)\s+(?!(?:inc|ltd|llc|corp|co|group|plc)\b)(?=\p{Lu})/iu;
const TITLE_LABEL = /^(?:(?:earlier|prior|previous|other|early)\s+(?:roles|positions|career)\s*(?:\([^()]*\)\s*)?:\s*|(?:job\s+)?(?:position(?:\s+held)?|designation|role|title|post|company|employer|organi[sz]ation|firm|branch|rank|cargo|função|funcao|puesto|empresa|entreprise|poste|unternehmen|arbeitgeber)(?:\s+name)?\s*[:\-–]\s*|(?:contract|client)\s*:\s*|[{}[\]•*>»·]+\s*)/i;
/** The label left of a date on its line ("Period:⇥March 2019 – Present", "Período: mar/2021 – atual"): no title, no employer. */
const DATE_LABEL = /^(?:duration|period|período|periodo|période|zeitraum|tenure|dates?|time ?frame|from|desde)\s*:?$/i;
/**
 * A line of description without its bullet ("Performed teaching assistant duties in support of ..."). A verb that also
 * opens titles is a duty's only before a small word ("Lead a night shift of six"; "Lead Medical Laboratory Scientist,
 * Core Laboratory" is a title: review 78).
 */
const ACCOUNT = /^(?!(?:United|Advanced|Integrated|Applied|Allied|Associated|Limited|Qualified|Certified|Licensed|Registered|Accredited|Distinguished|Experienced|Red|Lockheed|Reed|Seed|Speed|Creed|Need)\b)(?:[A-Z][a-z]+ed|(?:Create|Develop|Design|Manage|Lead)(?=\s+\p{Ll}))\b(?:\s+\S+){5,}/u;
/** A heading written with spaced letters ("P ROFESSIONAL E XPERIENCE"), or a duration cut from a project line. */
const NOT_TITLE = /^(?:[A-Z]\s?[A-Z ]+ E\s?XPERIENCE|\d+\s*(?:months?|years?)\))/;

/**
 * What an employer is, written beside its name ("outpatient surgery and imaging centers", "14,000 employees", "a $2B
 * privately held distributor"): a description, neither a title nor an employer. Three words or more in small letters
 * are one; a word joined by hyphens ("chick-fil-a") is a name.
 */
const DESCRIPTION = /^(?=\S*\s)[a-z]+(?:[ -][a-z&]+){2,}$|\b\d[\d,.]*\+?\s*(?:[Ee]mployees|[Ss]taff|[Pp]eople|[Ss]tores|[Ll]ocations|[Hh]ospitals|[Bb]eds|[Cc]ountries|[Oo]ffices|[Cc]lients)\b|^(?:[Aa]n?)\s+(?:\$|leading|global|privately|publicly|Fortune|family-owned|venture|PE-backed)/;
/** "Summer job", "End-of-studies internship (6 months)": how a job was held, written where a title goes. */
const JOB_KIND = /^(?:summer|holiday|vacation|student|seasonal|part[- ]time|temporary|temp|end[- ]of[- ]studies|final[- ]year|gap[- ]year|weekend|casual|side)\s+(?:job|work|employment|position|internship|placement|traineeship)(?:\s*\([^()]*\))?$/i;
/** A heading of work done for clients ("Client Projects", "Freelance Work", "Consulting Engagements"). */
const CLIENT_WORK = /\b(?:client|freelance|consult|contract)/i;
const VARIOUS_ROLES = /^(?:various|several|multiple|progressive|successive|increasingly senior)\s+(?:roles|positions|assignments)\s+(?:at|with|in)\s+/i;
/** "[Senior Software Engineer]", "“Senior Software Engineer”": brackets or quotes around a whole title or employer. */
const WRAPPED = /^\s*[[“"«]\s*([^[\]“”"«»]+?)\s*[\]”"»]\s*$/u;
/** "(NYSE: LMH)": an employer's ticker, not part of its name. */
const TICKER = /\s*\((?:NYSE|NASDAQ|Nasdaq|LSE|TSX|ASX|OTC|AMEX)\s*:\s*[A-Z.]{1,6}\)/g;

/** "(part time to 2011)", "(Temporary)", "(60%)": how a job was held, after its title. */
// "(20 h/week, alongside studies)", "(20 hours per week)", "(300 hours)", "(alongside my studies)": hours and how a job
// was held.
// Icelandic, Estonian, Afrikaans, Catalan, Slovenian and Albanian "part-time" and "summer job" too.
const HOW_HELD = /\s*\((?:[^)]*\b(?:part[- ]?time|full[- ]?time|temporary|temp|contract|contractor|seasonal|volunteer|federal job|student job|working student|alongside (?:my )?stud(?:y|ies)|hlutastarf|sumarstarf|osaajaga|osalise tööajaga|deeltyds|a temps parcial|krajši delovni čas|me kohë të pjesshme)\b[^)]*|\d+\s*%[^)]*|\d{1,4}\s*(?:h|hrs?|hours?)(?:\s*(?:\/|per|a)\s*(?:wk|week))?\b[^)]*)\)\s*$/i;
// An agency or a client ("(via Hays)", "(through Robert Half)") is part of who the employer is: kept.
const REMARK = /\s*\((?=\p{Ll}{2,}[\s:,;)])(?!(?:via|through|thru|on behalf of|client|contracted|placed)\b)[^()]{1,120}\)/gu;
/** A course's code and name ("CS 1332 Data Structures", "CEE 274A", "MATH-221 Calculus"). */
// "CS 1332", "ISyE 3133": a department's code (two capitals at least, so not "Store 1234") and a course's number.
const COURSE = /^(?=(?:[a-z]*[A-Z]){2})[A-Z][A-Za-z]{1,4}[ -]?\d{3,5}[A-Z]?(?:\s|$)/;
const GRADES = /^(?:grades?|years?)\s+(?:\d{1,2}|k)(?:\s*(?:[–-]|to|and|&)\s*\d{1,2})?$|^(?:pre-?)?k\s*[–-]\s*\d{1,2}$/i;

/**
 * "Motor Transport Operator (Private - Specialist, E-2 to E-4)", "NCO (Sergeant First Class, E-7)": the commas and
 * dashes inside a bracket part nothing. They are hidden while the header is split, and given back in each piece.
 */
function shielded(text: string): string {
  return unitShielded(serialNameShielded(lawFirmShielded(text.replace(/\([^()]{1,60}\)/g, (m) => m.replace(/,\s/g, "\u0001").replace(/\s[–—-]\s/g, "\u0002")))));
}

/**
 * "Vice President, Enterprise Sales — Informatica", "Vice President & General Manager, Space Systems — Front Range
 * Aerospace": a unit after the title's comma, then a dash and the employer. The comma parts nothing (review 56: the unit
 * had been read as the employer and the employer as the place).
 */
const UNIT_THEN_EMPLOYER = /^([^,|·•\t]{2,60}), ([^,|·•\t]{2,40}?)(\s[—–-]\s)([^,|·•\t]{2,60})((?:,[^,]*){0,2})$/u;
function unitShielded(text: string): string {
  const m = UNIT_THEN_EMPLOYER.exec(text);
  if (!m) return text;
  const [, title, unit, dash, employer, place] = m;
  // The unit in everyday words ("Northwind Analytics — Lisbon" is an employer and its town).
  const ok = titleScore(title!) > 0 && !titleScore(unit!) && unit!.split(/\s+/).length <= 4 && everydayWords(unit!) && !LEGAL_FORM.test(unit!.split(/\s+/).at(-1)!) && !isLocation(unit!) && !titleScore(employer!) && !isLocation(employer!) && !knowledge.isCity(employer!) && (!place || isLocation(place.replace(/^,\s*/, "")));
  return ok ? `${title}\u0001${unit}${dash}${employer}${place}` : text;
}

/**
 * "Department of Child, Family and Adult Services", "Berkeys Air Conditioning, Plumbing & Electrical": a name that lists
 * what its holder does keeps its commas. Each item is in everyday words, and the part before the list is no title.
 */
const SERIAL_NAME = /(?<![\p{L}])(\p{Lu}[\p{L}'’-]*(?: (?:of|\p{Lu}[\p{L}'’-]*)){1,6}), (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?),? (?:and|&) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)(?=$|,|\s[|·•–—-]\s|\t)/gu;
function serialNameShielded(text: string): string {
  return text.replace(SERIAL_NAME, (m, head: string, second: string, last: string, at: number) => {
    const lastOfHead = head.split(" ").at(-1)!;
    if (titleScore(head) > 0 || isLocation(head) || [second, last].some((w) => titleScore(w) > 0) || [lastOfHead, second, last].some((w) => !everydayWords(w) || knowledge.isCity(w))) return m;
    // "Division of Pulmonary, Critical Care and Sleep Medicine, University of Cincinnati": a unit before its
    // organisation is parted from it by departmentOf, which reads the commas.
    if (/^,\s*(?:the\s+)?(?:university|college|hospital|institute|medical|school)\b/i.test(text.slice(at + m.length))) return m;
    return m.replace(", ", "\u0001");
  });
}

/**
 * "Cravath, Swaine & Moore LLP", "Skadden, Arps, Slate, Meagher & Flom LLP": a firm named for its partners keeps the
 * commas between their surnames. A title before it ("Associate, Cravath, …") is no surname.
 */
const LAW_FIRM_NAME = /(?<![\p{L}-])((?:\p{Lu}[\p{Ll}'’-]+, ){1,5}\p{Lu}[\p{Ll}'’-]+,? (?:&|and) \p{Lu}[\p{Ll}'’-]+(?:,? (?:LLP|L\.L\.P\.|LLC|PLLC|P\.C\.|PC)\b)?)/gu;
function lawFirmShielded(text: string): string {
  return text.replace(LAW_FIRM_NAME, (m, _name: string, offset: number) => {
    const names = m.split(", ");
    // "Trainee Solicitor, Shepherd & Wedderburn LLP": a first name that ends a longer phrase is no surname.
    let at = /\p{L}\s$/u.test(text.slice(0, offset)) ? 1 : 0;
    // ("Senior Accountant, Deloitte & Touche LLP": a title before a firm of two names leaves nothing to shield.)
    while (at < names.length - 1 && titleScore(names[at]!) > 0) at++;
    if (names.length - at < 2) return m;
    // Without "LLP" or its kin, every name must be a surname: "Sales, Marketing & Operations" and "Tampa, Orlando &
    // Miami" are a department and towns.
    const surnames = names.slice(at).flatMap((n) => n.split(/,? (?:&|and) /));
    if (!/(?:LLP|L\.L\.P\.|LLC|PLLC|P\.C\.|PC)$/.test(m) && surnames.some((n) => everydayWords(n) || knowledge.isCity(n))) return m;
    return [...names.slice(0, at), names.slice(at).join("\u0001")].join(", ");
  });
}
function unshielded(text: string): string {
  return text.replace(/\u0001/g, ", ").replace(/\u0002/g, " - ");
}

/**
 * "Financial Analyst, Fidelity Investments; Associate, State Street Corporation, Boston, MA" under one range: earlier
 * roles summed up on one line. The first role is read, with the place the line ends on.
 */
function firstRole(text: string): string {
  const groups = text.split(/;\s+/);
  if (groups.length < 2 || !groups.every((g) => /\S,\s+\S/.test(g)) || titleScore(groups[0]!.split(",")[0]!) <= 0 || titleScore(groups[1]!.split(",")[0]!.replace(TITLE_LABEL, "")) <= 0) return text;
  const last = groups.at(-1)!.split(/,\s*/);
  const place = last.length >= 4 && isLocation(last.slice(-2).join(", ")) ? `, ${last.slice(-2).join(", ")}` : "";
  return `${groups[0]}${place}`;
}

/** "City: Stuttgart | Country: Germany" (Europass's online editor): the town and its country, without their labels. */
function placeLabels(text: string): string {
  const m = /^\s*(?:city|town|location)\s*:\s*([^|:]+?)\s*\|\s*(?:country|state|region)\s*:\s*([^|:]+?)\s*(?:\|.*)?$/i.exec(text);
  return m ? `${m[1]}, ${m[2]}` : text;
}

/**
 * "INDUSTRIAL MAINTENANCE TECHNICIAN ROBERT BOSCH GMBH": Europass's editor sets the title in bold and the employer in
 * plain type on one line in capitals, which a text layer cannot tell apart. The title is the longest start ending in
 * a title's head word; the rest, a name (not a unit, a place or another title), is the employer.
 */
function capsTitleFirm(text: string): [string, string] | null {
  const t = text.trim();
  const words = t.split(/\s+/);
  if (words.length < 3 || t !== t.toUpperCase() || !/\p{Lu}{3}/u.test(t) || /[,|:;()]/.test(t)) return null;
  for (let k = words.length - 1; k >= 1; k--) {
    const title = words.slice(0, k).join(" ");
    const firm = words.slice(k).join(" ");
    if (!endsLikeTitle(title) || !titleScore(title) || titleScore(firm) || /^(?:OF|AND|&|FOR|IN|AT|TO|THE)$/.test(words[k]!)) continue;
    if (isLocation(firm) || DEPARTMENT.test(firm) || (!looksLikeCompany(firm) && everydayWords(firm))) return null;
    return [title, firm];
  }
  return null;
}

/** An agency in brackets after a contractor's title: "(Contract via Randstad Digital)", "(W2 contract through TEKsystems)". */
const AGENCY = /\s*\((?:(?:w-?2|c2c|1099|corp-to-corp)\s+)?(?:contract(?:or)?|temp(?:orary)?|interim|consultant|contracted)?\s*(?:via|through|thru)\s+([^()]{2,60})\)/i;
/** Who the contractor was placed with: "Client: Google", "placed at Kaiser Permanente", "Assignment: NHS Property Services". */
const PLACED = /^(\s*(?:,\s*)?)(?:end[- ]client\s*:|client\s*:|assignment\s*:|placed (?:at|with)|assigned to|on assignment (?:at|with))\s*(.{2,80}?)\s*$/i;

/**
 * A contractor's header names the agency that employs them and the client they work for: "Senior Data Engineer (Contract
 * via Randstad Digital) — Client: Google", "Data Engineer (W2 contract through TEKsystems), placed at Kaiser
 * Permanente", "Interim Management Accountant (via Hays)" over "Assignment: NHS Property Services". The agency is the
 * employer, with the client beside it, as "TEKsystems (client: Kaiser Permanente)" is written (review 78: the client had
 * been taken for the employer and the agency lost).
 */
function withAgency(written: Header["fragments"]): Header["fragments"] {
  // "Platform Engineer (Contract via" over "Harvey Nash) — Client: HMRC": the bracket wrapped in a narrow column.
  const fragments = written.flatMap((f, k) => {
    const next = written[k + 1];
    if (next && /\((?:[^()]*\s)?(?:via|through|thru)\s*$/i.test(f.text) && /^\s*[^()]{2,60}\)/.test(next.text)) return [{ ...f, text: `${f.text.trimEnd()} ${next.text.trim()}` }];
    if (k > 0 && /\((?:[^()]*\s)?(?:via|through|thru)\s*$/i.test(written[k - 1]!.text) && /^\s*[^()]{2,60}\)/.test(f.text)) return [];
    return [f];
  });
  const at = fragments.findIndex((f) => AGENCY.test(f.text));
  if (at < 0) return written;
  const agency = AGENCY.exec(fragments[at]!.text)![1]!.trim();
  const out = fragments.map((f, k) => (k === at ? { ...f, text: f.text.replace(AGENCY, "") } : f));
  // The client on the same line ("— Client: Google", ", placed at Kaiser Permanente, Oakland, CA"), or on a line of the
  // header after it ("Assignment: NHS Property Services, Leeds"). A town after the client stays the place.
  const named = (client: string) => {
    const parts = client.split(/,\s*/);
    const town = parts.length > 1 && (isLocation(parts.slice(1).join(", ")) || knowledge.isCity(parts.at(-1)!)) ? parts.slice(1).join(", ") : null;
    return `${agency} (client: ${(town ? parts[0]! : client).replace(/,\s*/g, " ")})${town ? `, ${town}` : ""}`;
  };
  const own = /(,|\s[—–|-])\s*(?:end[- ]client\s*:|client\s*:|assignment\s*:|placed (?:at|with)|assigned to|on assignment (?:at|with))\s*([^\t—–|]{2,80}?)\s*(?=$|\t|\s[—–|]\s)/i.exec(out[at]!.text);
  if (own) {
    const text = out[at]!.text;
    out[at] = { ...out[at]!, text: `${text.slice(0, own.index)}${own[1] === "," ? "," : " —"} ${named(own[2]!)}${text.slice(own.index + own[0].length)}` };
    return out;
  }
  // "… — Client:" over "Qualcomm, San Diego, CA": the label ends its line, the client opens the next.
  const dangling = /(?:,|\s[—–|-])\s*(?:end[- ]client|client|assignment)\s*:\s*$/i.exec(out[at]!.text);
  if (dangling && out[at + 1]) {
    out[at] = { ...out[at]!, text: out[at]!.text.slice(0, dangling.index) };
    out[at + 1] = { ...out[at + 1]!, text: named(out[at + 1]!.text.trim()) };
    return out;
  }
  const placed = out.findIndex((f, k) => k > at && PLACED.test(f.text));
  if (placed >= 0) {
    out[placed] = { ...out[placed]!, text: named(PLACED.exec(out[placed]!.text)![2]!) };
    return out;
  }
  // No client named: the agency stays a remark on the title, and the employer whatever the header names ("Data Entry
  // Clerk (Temp via Kelly Services) — Banner Health").
  return written;
}

function pieces(header: ReturnType<typeof entryHeader>): Piece[] {
  const out: Piece[] = [];
  for (const f of withAgency(header.fragments)) {
    // "Arcadis Nederland B.V., Piet Mondriaanlaan 26, 3812 GV Amersfoort (Netherlands)": the employer and its town.
    // "Shift Lead at Amazon (2019–2022), leading 25 pickers …": with the date taken out, a clause after it in small
    // letters says what the job was, not who the employer is.
    const text = bracketCountry(f.text.replace(/\s{2,},\s+\p{Ll}.*$/u, ""));
    const addressed = splitAddress(text.trim());
    if (addressed) {
      for (const piece of [addressed.name, addressed.location]) out.push({ text: piece, order: f.order, line: f.line, seq: f.line * 1000 + out.length });
      continue;
    }
    // Before the split at commas: "(part-time, while in culinary school)" is one remark, not a title and an employer.
    // "(drilling reservist: one weekend a month …)", "(winter seasons)", "(secondment to KPMG Singapore)": a remark in
    // brackets opening with a small word says how the job went, and names neither its title nor its employer.
    const frags = fragments(shielded(firstRole(placeLabels(text.replace(HOW_HELD, "").replace(REMARK, "").replace(EARLIER_LABEL, "").replace(POST_KIND_LABEL, "")))));
    for (const [at, whole] of frags.entries()) {
      // "Agency RPN – long-term care and retirement homes across Peel Region": what the post was, in small letters after a
      // dash, names no employer (review 88). (An employer typed in small letters, "chipotle mexican grill", has no small
      // word among its nouns.)
      if (at > 0 && /^\p{Ll}/u.test(whole.trim()) && !/^(?:placed|seconded|assigned|contracted|based|working|on assignment)\b/.test(whole.trim()) && whole.trim().split(/\s+/).length >= 4 && /\s(?:across|and|for|of|in|with|the|to|at|on)\s/.test(whole)) continue;
      // "Fort McMurray, AB (14 on / 7 off rotation)", "Etna, OH (CMH1 Fulfillment Center)", "Écully (69)": a remark
      // after the place (a rota, a site, a French département) is no part of a name.
      const remark = /^(.*?\S)\s*\(([^()]{1,40})\)$/.exec(whole);
      // "various roles at Procter & Gamble": no title, and the employer after it.
      const titled = TITLE_KIND_LABEL.test(whole.trim());
      // "| Client: CarMax": the client a contractor served, never the place of the job.
      const client = /^\s*client\s*:/i.test(whole);
      // "Boots UK, Leeds (Briggate)": a town the lists know after a comma, and the branch in brackets (not a name's
      // initials: "University of California, Los Angeles (UCLA)").
      const branch = !!remark && /,\s*[^,]+$/.test(remark[1]!) && knowledge.isCity(remark[1]!.split(/,\s*/).at(-1)!) && !/^[\p{Lu}&.]{2,8}$/u.test(remark[2]!);
      const frag = (remark && (placeBefore(unshielded(remark[1]!)) || /^\d{1,3}$/.test(remark[2]!) || branch) ? remark[1]! : whole).replace(WRAPPED, "$1").replace(TITLE_LABEL, "").replace(VARIOUS_ROLES, "").replace(EVENT_VERB, "");
      if (NOT_TITLE.test(frag) || DATE_LABEL.test(frag.trim())) continue;
      // "Portland, OR · June 2019 – February 2022 · Clients: Nike, Airbnb": a labelled list beside the dates names no
      // title or employer, whichever of its items comes last.
      if (/^(?:key\s+)?(?:clients?|customers|brands|accounts|tools|technologies|tech stack|stack|environment)\s*:/i.test(frag.trim())) continue;
      // "07/2020 - Present   Grade Level: GS-13   Hours per week: 40   Salary: $128,430": a federal résumé's particulars
      // beside the dates (USAJOBS; review 91) name neither the title nor the employer.
      if (/^(?:grade(?:\s+level)?|pay\s+plan|series|occupational\s+series|hours(?:\s+per\s+week)?|salary|supervisor|may\s+contact|duty\s+station|rank|series\/grade|pay\s+grade|clearance)\s*:/i.test(frag.trim())) continue;
      // The title and the employer a sentence names, in the order of WORKING_AS or the other way round.
      const workingAs = WORKING_AS.exec(frag);
      const withAs = workingAs ? null : WORKED_WITH_AS.exec(frag);
      const told = workingAs ? [workingAs[1]!, workingAs[2]] : withAs ? [withAs[2]!, withAs[1]] : null;
      // "Intern engineer / Joobi Solution Limited": a spaced slash between a title and an employer.
      const slash = /^(.+?)\s+\/\s+(.+)$/.exec(frag);
      // "Director/Producer: Atlantis Documentary", "DePaul University: Resident Advisor": a title and an employer.
      // (Not inside brackets: "Infosys Limited (client: Apple Inc., Cupertino)" is one employer; review 78.)
      const colonMatch = /^([^:]{2,60}):\s+([^:]{2,80})$/.exec(frag);
      const colon = colonMatch && !/\([^)]*$/.test(colonMatch[1]!) ? colonMatch : null;
      // "Summer Intern Manager: Jane Roe": the manager's name under a title, not a title "Summer Intern Manager".
      const reportsTo = colon && /^(.+?)\s+(?:manager|supervisor|mentor|advisor|adviser)$/i.exec(colon[1]!);
      const parts = told
        ? [told[0]!, ...(told[1] ? [told[1]] : [])]
        : reportsTo && titleScore(reportsTo[1]!) > 0 && titleScore(colon![2]!) <= 0
          ? [reportsTo[1]!]
        : slash && titleScore(slash[1]!) > 0 && !titleScore(slash[2]!) && looksLikeCompany(slash[2]!.split(",")[0]!)
          ? [slash[1]!, ...slash[2]!.split(/,\s*(.*)/s).filter(Boolean)]
          : colon && titleScore(colon[1]!) > 0 !== titleScore(colon[2]!) > 0
            ? [colon[1]!, colon[2]!]
            : (capsTitleFirm(frag) ?? splitTitleCompany(frag, titleScore));
      // "First Officer, Embraer E175 — SkyWest Airlines, Phoenix, AZ": when the next part names the employer and its
      // place, a short name after the title's comma (an aircraft, a unit) belongs to the title.
      const next = unshielded(frags[at + 1] ?? "");
      const nextParts = next.split(/,\s*/);
      const placeAt = nextParts.length >= 3 && isLocation(nextParts.slice(-2).join(", ")) ? nextParts.length - 2 : nextParts.length >= 2 && knowledge.isCity(nextParts.at(-1)!) ? nextParts.length - 1 : -1;
      const employerNext = placeAt >= 1 && !isLocation(nextParts.slice(0, placeAt).join(", ")) && !knowledge.isCity(nextParts[0]!);
      const held = employerNext && parts.length === 2 && titleScore(parts[0]!) > 0 && !titleScore(parts[1]!) && !looksLikeCompany(parts[1]!) && parts[1]!.split(/\s+/).length <= 3 && !LEGAL_FORM.test(parts[1]!.split(/\s+/).at(-1)!);
      if (held) {
        out.push({ text: unshielded(frag).trim(), order: f.order, line: f.line, seq: f.line * 1000 + out.length, ...(!out.some((q) => q.titled) ? { titled: true } : {}) });
        continue;
      }
      for (const p of parts.flatMap(departmentOf)) {
        let t = unshielded(p).replace(/^[\s,;:]+|[\s,;:]+$/g, "").trim();
        // Close a bracket the split left open ("Danggeun Pay Inc. (KarrotPay").
        if ((t.match(/\(/g) ?? []).length > (t.match(/\)/g) ?? []).length) t = t.replace(/\s*\([^)]*$/, (m) => (m.length > 3 ? `${m})` : ""));
        t = t.replace(/^\)+|^\(+(?=[^)]*$)/g, "").trim();
        // "(part time to 2011)", "(Temporary)": how the job was held, not its name.
        t = t.replace(HOW_HELD, "").trim();
        t = t.replace(TICKER, "").trim();
        // "Parcelbird (YC W17)⇥Remote": "Remote" in the employer's line is where the job was.
        if (/^remote$/i.test(t) && out.some((q) => q.line === f.line)) {
          out.push({ text: t, order: f.order, line: f.line, seq: f.line * 1000 + out.length });
          continue;
        }
        // "LINE COOK, chipotle mexican grill — Aurora CO": a name typed in small letters after the title's comma, a few
        // nouns with no small word or verb among them, is the employer (review 66).
        const typedName = parts.length >= 2 && p === parts[1] && titleScore(parts[0]!) > 0 && /^[a-z]+(?: [a-z&]+){1,3}\.?$/.test(t) && !/\b(?:the|and|or|of|for|to|in|with|on|at|a|an|my|our|from|by|as|per|all|new)\b|(?:ed|ing)\b/.test(t);
        if (!t || linkish(t) || DURATION_ONLY.test(t) || FILLER.test(t) || JUNK.test(t) || t.split(/\s+/).length > 14 || ACCOUNT.test(t) || (DESCRIPTION.test(t) && !typedName)) continue;
        // What is left of a date ("Exp. Jun. 2017", "2013") is not a title or a company.
        // ("PM", "Sr. PM", "PM II": a title of two letters stays.)
        // "AT&T", "P&G", "H&M" are names.
        // "3M", "BP", "GE", "HP", "EY", "LG": firms named by a short mark.
        // "L'Oréal": letters with accents are letters.
        // "東京", "서울": two Chinese characters or Korean syllables are a name.
        if (!/\p{L}{3}|[\p{sc=Han}\p{sc=Hang}]{2}|^[A-Z]\d{2,3}$|[A-Z](?:[-.&][A-Z]){2}|\b[A-Z]{1,3}&[A-Z]{1,3}\b|^(?:3M|BP|GE|HP|EY|LG|O2)$/u.test(t.replace(DATE_WORDS, "")) && !(t === t.toUpperCase() && DEPARTMENT.test(t)) && !titleScore(t)) continue;
        // "Language Arts Teacher, Grades 10–12": the grades a teacher teaches belong to the title, not an employer.
        const last = out.at(-1);
        // "Teaching Assistant, CS 1332 Data Structures": the course a TA teaches belongs to the title, not an employer.
        if ((GRADES.test(t) || (COURSE.test(t) && last && titleScore(last.text) > 0)) && last && last.line === f.line) {
          last.text += `, ${t}`;
          continue;
        }
        out.push({ text: t, order: f.order, line: f.line, seq: f.line * 1000 + out.length, ...(titled && !out.some((q) => q.titled) ? { titled } : {}), ...(client ? { client } : {}) });
      }
    }
  }
  return out;
}

/** Ends in a place, alone or after an employer ("Lextant, Columbus, OH" before "(16-week paid apprenticeship)"). */
function placeBefore(text: string): boolean {
  return isLocation(text) || isLocation(text.split(/,\s*/).slice(-2).join(", "));
}

/** "Department of Civil Engineering, Stanford University": the department and the organisation, two pieces. */
function departmentOf(piece: string): string[] {
  // "Department of Political Science, University of Wisconsin, Madison": the organisation may keep its campus.
  const m = /^([^,]+),\s+([^,]+(?:,\s+[^,]+)?)$/.exec(piece);
  if (m && DEPARTMENT.test(m[1]!) && /^(?:the\s+)?\p{Lu}/u.test(m[2]!) && !/^(?:[^,]+\s)?(?:and|&)\s/.test(m[2]!) && (ORGANISATION.test(m[2]!) || looksLikeCompany(m[2]!))) return [m[1]!, m[2]!];
  // "Studio Art, San Francisco State University", "Painting & Drawing, California College of the Arts": a subject in
  // everyday words before a school or a hospital is taught or worked in there; it is no part of the employer's name.
  const subject = /^\p{Lu}[\p{L}-]*(?:\s+(?:&|and|\p{Lu}[\p{L}-]*)){0,3}$/u;
  if (m && !m[2]!.includes(",") && /^(?:the\s+)?\p{Lu}/u.test(m[2]!) && ORGANISATION.test(m[2]!) && subject.test(m[1]!) && !ORGANISATION.test(m[1]!) && !DEPARTMENT.test(m[1]!) && everydayWords(m[1]!) && !titleScore(m[1]!) && !isLocation(m[1]!)) return [m[1]!, m[2]!];
  // "Division of Pulmonary, Critical Care and Sleep Medicine, University of Cincinnati College of Medicine": a unit whose
  // name has commas, then the organisation, named by its first word.
  const parts = piece.split(/,\s+/);
  const k = parts.findIndex((p, i) => i > 0 && /^(?:the\s+)?(?:university|college|hospital|institute|medical|school)\b/i.test(p) && !DEPARTMENT.test(p));
  return k > 0 && DEPARTMENT.test(parts[0]!) ? [parts.slice(0, k).join(", "), parts.slice(k).join(", ")] : [piece];
}

/** A line that reads like a job title ("Research Assistant, Boston University") with a bullet in the two lines after it. */
function startsRole(lines: Line[], i: number): boolean {
  const text = lines[i]!.text.trim();
  const words = text.split(/\s+/).length;
  if (!/^[A-Z]/.test(text) || words > 10 || /\d/.test(text) || /:$/.test(text) || titleScore(text) <= 0) return false;
  return lines.slice(i + 1, i + 3).some((l) => l.bullet);
}

/** A workplace known by what it is: a hotel, a restaurant, a shop, a paper. */
const VENUE = /\b(?:hotel|resort|restaurant|bistro|caf[eé]|pub|casino|supermarket|pharmacy|newspaper|magazine|gazette|tribune|herald)\b/i;
/** One to three towns' names ("Ennis and Limerick", "Mysuru & Pune", "Leeds / York"). */
const TOWNS_NAMED = /^\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?(?:(?:\s+(?:and|&)\s+|\s*\/\s*)\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?){0,2}$/u;
const NOT_EMPLOYER = /\b(?:program|programme)$|^(?:undergraduate|graduate|independent|academic) research$/i;
const ORGANISATION = /\b(?:university|college|hospital|medical|health|clinic|cent(?:er|re)|institute|school|foundation|council|agency|ministry|authority|trust)\b/i;
/** "Stage — Assistante chef de produit, Danone": the kind of post before a dash (an internship, a work-study), no employer (review 68). */
const POST_KIND_LABEL = /^\s*(?:stage|alternance|apprentissage|praktikum|werkstudent(?:in)?|pr[áa]cticas|pasant[íi]a|est[áa]gio|tirocinio)\s*[—–-]\s+(?=\S)/i;
/** "Earlier career (1985 – 1989): Staff Engineer, PennDOT, …" with its dates blanked: a label, no employer. */
const EARLIER_LABEL = /^\s*(?:(?:earlier|prior|previous|other|early)\s+(?:roles|positions|career|experience)|earlier|previously|before that)\s*(?:\(\s*\))?\s*:\s*/i;
/** A heading that groups jobs without being an employer. */
const GROUPING = /^(?:working holiday|gap year|travel(?:s|ling|ing)?|backpacking|freelance(?: work| projects)?|contract(?:ing)? (?:work|roles|assignments)|temporary (?:work|assignments)|various(?: employers| roles)?|seasonal (?:work|jobs)|casual work|odd jobs)\b/i;
/** A parent organisation before its unit: a school district, a health system, a university system. */
const PARENT_BODY = /\b(?:[A-Z]*ISD|USD|CUSD|school district|public schools|schools|district|health(?: system)?|healthcare|university system|county|city of|state of|department of)\b/i;
const UNIT = /^(?:(?:the\s+)?[\p{L}\p{N}&/ -]{2,40}\s+(?:department|dept\.?|division|unit|ward|clinics|team)|(?:department|dept\.?|division) of [\p{L}&/ -]{2,40}(?:,\s[\p{L}&/ -]{2,60})*)$|^(?:[\p{L}/ -]{2,30}\s)?(?:ICU|MICU|SICU|NICU|PICU|CICU|CVICU|CCU|PACU|ED|ER|OR|L&D)(?:\s+float pool)?$|^(?:[\p{L}/ -]{2,30}\s)?float pool$|^(?:IV|emergency|operating|recovery|delivery|procedure|infusion|mail|sterile processing|clean)\s+room$|^(?:(?:clinical|core|hospital|pathology|blood bank|hematology|microbiology|cath(?:eterization)?)\s+)?lab(?:oratory)?\s+services$|^(?:clinical|core|pathology|hematology|microbiology|cath(?:eterization)?|cardiac cath|sleep)\s+lab(?:oratory)?$|^(?:inpatient|outpatient|central|retail)\s+pharmacy(?:\s+services)?$|^\d{1,2}\s*(?:north|south|east|west)$/iu;
// A physician's specialty ("Pulmonary and Critical Care Medicine", "Internal Medicine", "Pediatrics"): the field of a
// residency or a fellowship, written where a department goes.
const SPECIALTY =
  /^(?:(?:internal|family|emergency|pulmonary|critical care|sleep|general|pediatric|paediatric|vascular|thoracic|cardiothoracic|cardiovascular|transplant|trauma|acute care|plastic|orthopaedic|orthopedic|colorectal|surgical|hospital|preventive|occupational|nuclear|sports|palliative|geriatric|adolescent|neonatal|perinatal|maternal-fetal|reproductive|interventional|diagnostic|radiation|medical|hematology|oncology|infectious diseases?|rheumatology|nephrology|endocrinology|gastroenterology|cardiology|neurology|addiction|child and adolescent)(?:,?\s+(?:(?:and|&)\s+)?))+(?:medicine|surgery|oncology|radiology|cardiology|neurology|pediatrics|paediatrics|psychiatry|pathology|anesthesiology|critical care|disease|diseases)$|^(?:pediatrics|paediatrics|psychiatry|neurology|dermatology|ophthalmology|urology|anesthesiology|anaesthesia|radiology|pathology|general surgery|obstetrics (?:and|&) gynecology|ob\/gyn)$/i;
// ("Investment Banking Division (Industrials coverage)": what the unit covers, in brackets after its name.)
/** A police force or an emergency service named by its area ("West Midlands Police", "Staffordshire Police", "Ottawa
 * Paramedic Service"): the employer, though its last word is a title's (review 91). */
const SERVICE_NAME = /^(?!(?:police|fire|ambulance|paramedic|sheriff)\b)\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}\s+(?:police(?:\s+(?:force|service|department))?|constabulary|fire(?:\s+(?:and|&)\s+rescue)?\s+(?:service|department|brigade|authority)|ambulance service|paramedic services?|sheriff'?s\s+(?:office|department))$/iu;
/** An academic unit by its kind first ("Department of Pathology", "School of Biochemistry and Immunology"). */
const ACADEMIC_UNIT = /^(?:the\s+)?(?:department|dept\.?|school|division|faculty|centre|center|laboratory|lab|section|unit)\s+(?:of|for)\s+\p{Lu}/iu;
const DEPARTMENT = {
  test: (text: string) => {
    const t = text.replace(/\s*\([^()]*\)$/, "");
    return UNIT.test(t) || SPECIALTY.test(t);
  },
};

// "Class Teacher – Year 3 (British Curriculum)", "Guest Lecturer – Chemistry", "TGT – Science": the class or the subject
// a teacher teaches, written where a unit goes (review 89).
const TEACHER = /\b(?:teachers?|lecturer|tutor|instructor|educator|professor|PGT|TGT|PRT|faculty|HOD|head of department)\b/i;
const TAUGHT =
  /^(?:(?:year|years|grade|grades|class|std\.?|standard|form|key stage|ks|level)\s?\d{1,2}(?:\s*(?:[-–—&,]|to|and)\s*\d{1,2})?|(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth)[- ]grade(?:\s+[\p{L}.]+){0,3}|(?:early years|eyfs|nursery|reception|kindergarten|kg|pre-?k|primary|elementary|secondary|middle school|high school|sixth form|ib(?: dp| myp| pyp)?|igcse|gcse|a[- ]level|cbse|icse)(?:\s+\p{L}+)?|(?:(?:a[- ]level|gcse|igcse|ib|ap|honou?rs)\s+)?(?:mathematics|maths|math|physics|chemistry|biology|science|general science|english|english language|english literature|literature|history|geography|economics|business studies|commerce|accountancy|accounting|computer science|computing|ict|information technology|music|art|art and design|drama|french|spanish|german|arabic|hindi|urdu|tamil|malayalam|social studies|social science|physical education|pe|religious education|re|psychology|sociology|esl|eal|efl|tesol|sen|special education|special needs|design and technology|d&t|food technology|statistics)(?:\s*(?:[&,/]|and)\s*[\p{L} ]{2,25})?)(?:\s*\([^()]{1,40}\))?$/iu;
const taughtBy = (text: string, title: string) => TEACHER.test(title) && TAUGHT.test(text.trim());

const ONE_FUNCTION = /^(?:marketing|sales|finance|accounting|operations|engineering|human resources|hr|it|legal|procurement|purchasing|product|customer (?:service|success|support)|logistics|compliance|internal audit|tax|payroll|administration|communications|strategy|(?:business|corporate) development|partnerships|growth|planning|analytics|supply chain|risk|investor relations|(?:sme|retail|corporate|commercial|private|consumer|investment|business|transaction|digital) banking|wealth management|treasury|transactions|deals|restructuring|mergers (?:&|and) acquisitions|m&a|valuations?|(?:credit|market|operational|enterprise|model|liquidity|counterparty) risk(?: management)?|risk management|(?:leveraged|corporate|project|structured|trade|acquisition|real estate) finance|(?:private )?wealth management|private banking|equity research|(?:equity|debt) capital markets|capital markets|asset management|portfolio management|fixed income|sales (?:&|and) trading)$/i;
/** "Marketing", "Strategy & Business Development", "Finance and Operations": a business function, or several. */
const BUSINESS_FUNCTION = { test: (text: string) => text.trim().split(/\s*(?:&|\band\b|\/|,)\s*/i).every((part) => ONE_FUNCTION.test(part)) };

/** A function with what it serves before it: "Hospital Operations", "Global Marketing", "Corporate Finance". */
const FUNCTION_TAIL = /^(?:[\p{L}-]+\s+){1,2}(?:operations|finance|marketing|sales|engineering|banking|advisory|assurance|audit|strategy|transformation|compliance|risk|treasury|procurement|logistics|planning|analytics|communications|litigation|lending|underwriting|research)$/iu;

/** The segment a seller covers ("Senior Account Executive, Mid-Market"): part of the title, never an employer. */
// A seller's territory or a branch ("Southeast Wisconsin Territory", "Milwaukee Branch", "Northeast Region") too (review 60).
const SALES_SEGMENT = /^(?:mid-?market|smb|sme|enterprise|commercial|strategic accounts|named accounts|key accounts|public sector|emea|apac|amer|latam|(?:[\p{Lu}][\p{L}.'-]*\s+){1,3}(?:territory|branch|region|district|market|office|store))$/iu;

/** "Vice President of Location & Services", "Head of Client Services": a title of a field that ends like a company. */
function titleOf(text: string): boolean {
  const m = /^(\S+(?:\s+\S+){0,2})\s+of\s/i.exec(text);
  return !!m && titleScore(m[1]!) > 0;
}

/** Words of occupations, a unit's acronym aside ("Card Partnerships FP&A"): a unit or a department, no proper name. */
const unitWords = (text: string) => everydayWords(text.replace(/\b[A-Z&]{2,5}\b/g, ""));

// One-word teams of software firms ("Software Engineer, Mobile").
const TEAM = /^(?:mobile|payments|growth|infrastructure|search|ads|platform|security|web|backend|back-end|frontend|front-end|android|ios|cloud|identity|billing|checkout|maps|messaging|reliability|observability|storage|networking|devops|tooling|core)$/i;

// "Payments Platform", "Consumer Banking Technology", "Search Infrastructure": a product team, written after a title
// where a unit goes (review 89: "Senior Software Engineer, Payments Platform" under "Grab⇥Singapore").
const PRODUCT_TEAM = { test: (text: string) => /^(?:[\p{L}&-]+\s+){1,3}(?:platform|platforms|infrastructure|squad|tribe|technology|team)$/iu.test(text) && !/^information technology$/i.test(text) && !looksLikeCompany(text) && !ORGANISATION.test(text) && !titleScore(text) };

const BRANCH = /^(?:\p{Lu}[\p{L}\d.'’-]*\s+){1,3}(?:[Mm]ain\s+)?(?:[Bb]ranch|BRANCH)$/u;

const SUB_UNIT = /^(?:institute|department|school|faculty|centre|center|division|laboratory|clinic)\s+(?:of|for)\s/i;
const HOST_BODY = /\b(?:universit(?:y|ät|é)|college|hospital|medical cent(?:er|re)|health system)\b/i;

/**
 * The unit after a title on its line ("Commercial Banking", words of occupations, or a business function) and the
 * employer alone on the entry's line above ("Capital One"), a short name (see readHeader).
 */
function unitOverEmployer(title: Piece, others: Piece[]): { unit: Piece; employer: Piece; town?: Piece } | undefined {
  const after = others.filter((p) => p.line === title.line && p.seq > title.seq);
  const unit = after.length === 1 && after[0]!.seq === title.seq + 1 ? after[0]! : undefined;
  // "Research Associate, Institute of Toxicology" under "Heinrich Heine University Düsseldorf": a university's or a
  // hospital's institute or department is its unit, though "Institute" names organisations too (review 52).
  const above1 = others.filter((p) => p.line === title.line - 1);
  const subUnit = !!unit && SUB_UNIT.test(unit.text) && above1.length === 1 && HOST_BODY.test(above1[0]!.text);
  if (!unit || titleScore(unit.text) || isLocation(unit.text) || (!subUnit && (looksLikeCompany(unit.text) || ORGANISATION.test(unit.text)))) return undefined;
  // One word ("Apple") may be a name; two or more of occupations' words ("Commercial Banking") are a unit.
  const words = unit.text.split(/\s+/).length;
  // "Cabin Crew, Grade II → First Class": a grade and where it led.
  const named = DEPARTMENT.test(unit.text) || BUSINESS_FUNCTION.test(unit.text) || TEAM.test(unit.text) || /\s(?:→|->)\s/.test(unit.text);
  // "Deliveroo — London" over "Tech Lead, Rider Experience": the employer's line may end in its town; under it the words
  // after the title name a team, whatever words they are (review 62).
  const lineAbove = others.filter((p) => p.line === title.line - 1);
  const town = lineAbove.length === 2 && lineAbove[1]!.seq === lineAbove[0]!.seq + 1 && (isLocation(lineAbove[1]!.text) || knowledge.isCity(lineAbove[1]!.text)) ? lineAbove[1] : undefined;
  const above = town ? [lineAbove[0]!] : lineAbove;
  const team = !!town && words <= 3 && !/[()\d]/.test(unit.text);
  if (!named && !team && (words < 2 || words > 4 || /[()]/.test(unit.text) || !unitWords(unit.text))) return undefined;
  const employer = above.length === 1 ? above[0]! : undefined;
  if (!employer || titleScore(employer.text) || isLocation(employer.text) || DEPARTMENT.test(employer.text) || BUSINESS_FUNCTION.test(employer.text)) return undefined;
  if (/^(?:and|or|of|the|&)\b/i.test(employer.text)) return undefined;
  return /^\p{Lu}[^,:;"“”]{1,40}$/u.test(employer.text) && employer.text.split(/\s+/).length <= (subUnit ? 6 : 4) ? { unit, employer, town } : undefined;
}

/**
 * "Pinnacle Learning Labs Denver, CO" (text copied out of a PDF, one space where the PDF had a gap): the town the lists
 * know at the end of a name, before a state or a country, is a place of its own (review 65).
 */
function townsApart(list: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of list) {
    const m = /^([^,]+),\s*([^,]+)$/.exec(p.text);
    const words = m ? m[1]!.split(/\s+/) : [];
    let split = -1;
    if (m && /^\p{Lu}[\p{L} .]{1,20}$/u.test(m[2]!) && words.length >= 3 && !isLocation(p.text)) {
      for (let n = Math.min(3, words.length - 2); n >= 1 && split < 0; n--) {
        const town = words.slice(-n).join(" ");
        if (/^\p{Lu}/u.test(town) && knowledge.isCity(town) && isLocation(`${town}, ${m[2]}`) && !titleScore(words.slice(0, -n).join(" ")) && !knowledge.isCity(words.slice(0, -n).join(" "))) split = words.length - n;
      }
    }
    if (split < 0) out.push(p);
    else out.push({ ...p, text: words.slice(0, split).join(" ") }, { ...p, text: `${words.slice(split).join(" ")}, ${m![2]}`, seq: p.seq + 0.5 });
  }
  return out;
}

/** A country's armed service, written as an employer ("U.S. Marine Corps Reserve", "Royal Air Force", "British Army"). */
const MILITARY_BRANCH =
  /^(?:(?:the\s+)?(?:U\.?\s?S\.?|United States)\s+(?:Army|Navy|Air Force|Marine Corps|Coast Guard|Space Force)(?:\s+(?:Reserves?|National Guard))?|(?:Army|Air) National Guard|Royal (?:Air Force|Navy|Marines)|British Army|Royal Canadian (?:Air Force|Navy)|Canadian (?:Armed Forces|Army)|Australian (?:Army|Defence Force)|Royal Australian (?:Air Force|Navy)|Indian (?:Army|Navy|Air Force))$/i;
const BRANCH_AFTER = new RegExp(`^(.{2,80}?),\\s*(${MILITARY_BRANCH.source.slice(1, -1)})$`, "i");
/** A military unit or a ship: a detail of the service, neither its employer nor the title. */
const MILITARY_UNIT = /^(?:\d+(?:st|nd|rd|th)\s+)?(?:[\p{L}-]+\s+){0,4}(?:Battalion|Brigade|Regiment|Division|Squadron|Wing|Fleet|Corps|Platoon|Battery)\b|^(?:USS|HMS|HMCS|HMAS|INS|USNS)\s/u;

/** An aircraft type ("Airbus A320", "Saab 340B", "Boeing 737-800", "Dash 8-400", "Cessna 208 Caravan"): a maker and a model
 * number, not a maker's name ("Boeing Commercial Airplanes"). */
const AIRCRAFT_TYPE = /^(?:(?:Airbus|Boeing|Embraer|ATR|Saab|Cessna|Bombardier|Beechcraft|Beech|Piper|Cirrus|Gulfstream|Dassault|Pilatus|Learjet|Sikorsky|Bell|Eurocopter|Leonardo|De Havilland|DHC)\s+[A-Z]{0,3}-?\d[\w-]*(?:\s+[\w-]+){0,2}|(?:Dash\s?8|King Air|Q400|CRJ[- ]?\d{3,4}|ERJ[- ]?\d{3}|E1[79]\d|A3[1-5]\d(?:neo)?|B7[3-8]7(?:-\d{3})?)(?:[- ]\w+)?)$/;
/** A police unit after a rank ("Highway Patrol", "General Duties", "CID"). */
const POLICE_UNIT = /^(?:highway patrol|general duties|traffic(?: policing)?|road policing|response(?: policing)?|neighbourhood policing|CID|criminal investigations?|major crime|public order|dog unit|firearms|custody|patrol)(?:\s+(?:unit|team|command|section|branch|division|squad))?$/i;

/**
 * The employer on another line of an entry whose title line reads "Title, Team": a firm by its form or its kind, an
 * organisation, or a name written with its town ("Credit Suisse, Singapore", read whole as a place). The piece after
 * the title must read as a team: a few words that name no firm, no place and no job. Null otherwise.
 */
function teamBesideTitle(title: Piece | null, company: Piece | null, others: Piece[], location: string | null, locationLine: number): { employer: Piece; location: string | null; wrapped?: boolean } | null {
  if (!title || !company || company.line !== title.line || company.seq !== title.seq + 1 || company.client) return null;
  // ("Urgent & Emergency Care (Band 7)": an NHS band after the unit is the post's grade; review 88.)
  // ("Service Delivery Reform (EL2)": an Australian public servant's classification, the same; review 91.)
  const unit = company.text.replace(/\s*\((?:(?:band|grade|level|tier|step)\s*\d{1,2}[a-z]?|(?:EL|APS|SES|HEO|SEO|EO|AO|G)\s?\d{0,2})\)$/i, "");
  const words = unit.split(/\s+/);
  if (words.length > 5 || /[\d:;]/.test(unit) || !/^\p{Lu}/u.test(unit) || titleScore(unit) || isLocation(unit) || knowledge.isCity(unit) || looksLikeCompany(unit) || ORGANISATION.test(unit) || LEGAL_FORM.test(words.at(-1)!)) return null;
  if (others.some((p) => p !== company && p.line === title.line && p.seq > company.seq)) return null;
  const near = (p: Piece) => p.line !== title.line && Math.abs(p.line - title.line) <= 2;
  // The piece after a name right under the title, last on its line, that names a place ("GlaxoSmithKline" /
  // "Barnard Castle": a town the lists do not know).
  const placeBeside = (p: Piece) => {
    if (location || p.line !== title.line + 1 || /\s/.test(p.text) || !/^\p{Lu}/u.test(p.text)) return undefined;
    const after = others.filter((q) => q.line === p.line && q.seq > p.seq);
    const q = after.length === 1 && after[0]!.seq === p.seq + 1 ? after[0]! : undefined;
    return q && /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){0,2}$/u.test(q.text) && !titleScore(q.text) && !looksLikeCompany(q.text) && !DEPARTMENT.test(q.text) && !BUSINESS_FUNCTION.test(q.text) && !ORGANISATION.test(q.text) ? q : undefined;
  };
  const firm = others.find((p) => {
    if (p === company || !near(p) || p.client || /:/.test(p.text) || titleScore(p.text) || isLocation(p.text) || DEPARTMENT.test(p.text) || BUSINESS_FUNCTION.test(p.text)) return false;
    // The first piece of its line.
    if (others.some((q) => q.line === p.line && q.seq < p.seq)) return false;
    // Two words at least, three for an organisation's: a name's last words wrapped onto the next line ("Hollis Peak" over
    // "Capital", "West Gate" over "Community College") are no employer of their own.
    const n = p.text.split(/\s+/).length;
    // ("GRAB" / "Singapore" / "Data Analyst, Deliveries Analytics⇥Mar 2023 – Present": an employer in capitals alone on its
    // line above the title and its place; review 100.)
    const capsAbove = p.text === p.text.toUpperCase() && /\p{Lu}{2}/u.test(p.text) && !/^(?:AND|OF|THE|FOR|&)\s/.test(p.text) && n <= 5 && p.line < title.line && !others.some((q) => q !== p && q.line === p.line) && (p.line === locationLine || locationLine === p.line + 1 || locationLine === -1);
    if (capsAbove) return true;
    // ("QA Manager, Sterile Operations⇥dates" over "GlaxoSmithKline, Barnard Castle": a name and its town right under the
    // title; review 99.)
    if (placeBeside(p) && !knowledge.isCity(p.text)) return true;
    if (n < 2 || !/^\p{Lu}/u.test(p.text) || p.text === p.text.toUpperCase()) return LEGAL_FORM.test(p.text.split(/\s+/).at(-1)!) && n >= 2;
    const placed = p.line === locationLine || others.some((q) => q.line === p.line && q.seq === p.seq + 1 && knowledge.isCity(q.text));
    // ("Manila Marriott Hotel, Pasay City", "The Loyola Phoenix": a hotel's, a shop's or a paper's name; review 81.)
    return LEGAL_FORM.test(p.text.split(/\s+/).at(-1)!) || looksLikeCompany(p.text) || (ORGANISATION.test(p.text) && n >= 3) || placed || VENUE.test(p.text) || (/^The\s+\p{Lu}/u.test(p.text) && n >= 3);
  });
  if (firm) {
    const town = location ? null : others.find((q) => q.line === firm.line && q.seq === firm.seq + 1 && knowledge.isCity(q.text)) ?? placeBeside(firm);
    // "English and Drama Teacher, West Gate" over "Community College, Newcastle": the name wrapped, one employer.
    // ("Cardiff University, Cardiff" under "Category Manager – Facilities & Estates" opens with a name: whole, no wrap.)
    const first = firm.text.split(/\s+/)[0]!;
    const wrapped = firm.line === title.line + 1 && ORGANISATION.test(firm.text.split(/\s+/).slice(0, 2).join(" ")) && (ORGANISATION.test(first) || (everydayWords(first) && !knowledge.isCity(first)));
    return { employer: firm, location: town ? town.text : location, wrapped };
  }
  // "Credit Suisse, Singapore": a name and a town the lists know, read whole as the place.
  const named = location && locationLine !== title.line && Math.abs(locationLine - title.line) <= 2 ? /^(.+?),\s*([^,]+)$/.exec(location) : null;
  // ("Natick, MA" under "Sales Associate, Best Buy": a town and its state; review 86.)
  if (named && knowledge.isCity(named[2]!) && !/^[A-Z]{2}$/.test(named[2]!) && !isLocation(named[1]!) && !knowledge.isCity(named[1]!) && !isRegion(named[1]!) && !titleScore(named[1]!) && /^\p{Lu}/u.test(named[1]!)) {
    return { employer: { text: named[1]!, order: 0, line: locationLine, seq: locationLine * 1000 + 998 }, location: named[2]! };
  }
  return null;
}

/** "London → Singapore", "Bengaluru, India → London, UK": a move between the places one worked in, a place. */
function isMove(text: string): boolean {
  const parts = text.split(/\s*(?:→|->|⇒|➜|⟶)\s*/);
  return parts.length >= 2 && parts.every((part) => isLocation(part) || knowledge.isCity(part.split(",")[0]!.trim()));
}

/**
 * Title, company and location from an entry's header pieces. The title is the piece with job-title words
 * ("Engineer", "Intern", "Founder"); without one, the order the other entries of the section use decides
 * (`titleFirst`), and "Title, Company" by default.
 */
export function readHeader(list: Piece[], titleFirst = true) {
  list = townsApart(list);
  let location: string | null = null;
  let locationLine = -1;
  let locationSeq = -1;
  // "Ecobank Ghana PLC, Ridge Branch, Accra", "Habib Bank Limited (HBL) — Gulberg Branch, Lahore": a branch and its town
  // after the employer are where the job was (review 89).
  const branchAt = list.findIndex((p, i) => i > 0 && BRANCH.test(p.text) && list[i - 1]!.line === p.line && list[i - 1]!.seq === p.seq - 1 && list[i + 1]?.line === p.line && list[i + 1]!.seq === p.seq + 1 && (knowledge.isCity(list[i + 1]!.text) || isLocation(list[i + 1]!.text)) && (looksLikeCompany(list[i - 1]!.text) || /\bbank\b/i.test(list[i - 1]!.text)));
  if (branchAt > 0) {
    location = `${list[branchAt]!.text}, ${list[branchAt + 1]!.text}`;
    locationLine = list[branchAt]!.line;
    locationSeq = list[branchAt + 1]!.seq;
    list = list.filter((_, i) => i !== branchAt && i !== branchAt + 1);
  }
  let rest: Piece[] = [];
  // "Senior Architectural Technologist, Warren and Mahoney, Auckland": a name of two words joined by "and", one of them
  // a town's, is the employer when a place follows it (review 92).
  const places = list.filter((p) => isLocation(p.text) || knowledge.isCity(p.text));
  const pair = places.length >= 2 && /\s(?:and|&)\s/.test(places[0]!.text) && !/\s(?:and|&)\s/.test(places.at(-1)!.text) && places.at(-1)!.seq > places[0]!.seq ? places[0] : undefined;
  for (const p of list) {
    if (p === pair) {
      rest.push(p);
      continue;
    }
    // "University of Cambridge, UK": a university, a college or a hospital and its country are the employer and the place.
    const named = isLocation(p.text) ? /^((?:the\s+)?(?:university|college|institute|hospital)\b[^,]*),\s*([^,]+)$/i.exec(p.text) : null;
    // (Not "University of Maryland, College Park": the campus is part of the name.)
    const school = named && (isRegion(named[2]!) || /^(?:UK|U\.K\.|USA|U\.S\.A?\.?|UAE)$/.test(named[2]!)) ? named : null;
    if (school) {
      rest.push({ ...p, text: school[1]! });
      if (location === null) {
        location = school[2]!;
        locationLine = p.line;
        locationSeq = p.seq;
      }
    } else if (!isLocation(p.text) && !isMove(p.text)) rest.push(p);
    else if (location === null) {
      location = p.text;
      locationLine = p.line;
      locationSeq = p.seq;
    }
  }
  // "Senior Graphic Designer — Publicis Conseil" over "Paris | Sept 2021 – today": a town the lists know, alone beside the
  // dates on its line, under a line with the title and the employer (review 95).
  const lone = !location ? rest.find((p) => knowledge.isCity(p.text) && rest.filter((q) => q.line === p.line).length === 1 && !titleScore(p.text) && !looksLikeCompany(p.text) && rest.filter((q) => q.line !== p.line).length >= 2 && rest.some((q) => q.line !== p.line && titleScore(q.text) > 0) && !rest.some((q) => q !== p && knowledge.isCity(`${q.text.split(/\s+/).at(-1)} ${p.text}`))) : undefined;
  if (lone) {
    location = lone.text;
    locationLine = lone.line;
    locationSeq = lone.seq;
    rest = rest.filter((p) => p !== lone);
  }
  if (!location) {
    // "Seoul, S.Korea" at the end of a line: a place not in the lists, but shaped like one.
    // "Seoul, S.Korea & LA, U.S.A": two such places joined.
    const shaped = (t: string) => t.split(/\s+&\s+/).every((part) => isLocation(part) || /^[A-Z][\p{L} .'-]{1,24},\s*[A-Z][\p{L}.'-]{1,14}$/u.test(part));
    const place = rest.find((p, i) => (rest[i + 1]?.line ?? -1) !== p.line && shaped(p.text) && !titleScore(p.text) && !looksLikeCompany(p.text) && !ORGANISATION.test(p.text));
    if (place && rest.length > 2) {
      location = place.text;
      rest = rest.filter((p) => p !== place);
    }
  }
  if (!location && rest.some((p) => DEPARTMENT.test(p.text))) {
    // "Landspitali, Reykjavik" under "Staff Nurse, Cardiac ICU": a town the lists know, last on its line after a name
    // and a comma, is where the job was, when a ward or a unit is written beside the title (the name is the hospital).
    const town = rest.find((p, i) => i > 0 && !DEPARTMENT.test(rest[i - 1]!.text) && rest[i - 1]!.line === p.line && p.seq === rest[i - 1]!.seq + 1 && (rest[i + 1]?.line ?? -1) !== p.line && knowledge.isCity(p.text) && !titleScore(p.text) && !looksLikeCompany(p.text) && !titleScore(rest[i - 1]!.text));
    if (town && rest.length > 2) {
      location = town.text;
      locationLine = town.line;
      locationSeq = town.seq;
      rest = rest.filter((p) => p !== town);
    }
  }
  // "Summer job – Assistant Accountant, Crédit Agricole", "End-of-studies internship (6 months) – Audit Assistant, KPMG":
  // the kind of job before its title names neither the title nor the employer when a title follows.
  const kind = rest.filter((p) => JOB_KIND.test(p.text));
  if (kind.length && rest.some((p) => !kind.includes(p) && titleScore(p.text) > 0)) rest = rest.filter((p) => !kind.includes(p));
  let title: Piece | null = rest.find((p) => p.titled) ?? null;
  let best = title ? Infinity : 0;
  for (const p of rest) {
    // "Tester software" (Romanian order) ends in a word in small letters: no firm's name.
    // "Dayton Daily Courier, Dayton, OH — Digital Content Intern": the name written with its town is the employer, though
    // its last word is a job's ("Courier"), when another piece on the line reads as a title too.
    const withItsTown = p.seq + 1 === locationSeq && rest.some((q) => q !== p && q.line === p.line && titleScore(q.text) > 0);
    const s = titleScore(p.text) - (looksLikeCompany(p.text) && !titleOf(p.text) && !/\s\p{Ll}+$/u.test(p.text) ? 1 : 0) - (withItsTown ? 1 : 0) - (SERVICE_NAME.test(p.text) ? 1 : 0);
    if (s > best || (s === best && s > 0 && title && Math.abs(p.order) < Math.abs(title.order))) {
      best = s;
      title = p;
    }
  }
  if (!title) {
    // No title word: a piece ending like an O*NET title ("Automobile Estimator"), when only one does, is the title.
    const like = rest.filter((p) => !looksLikeCompany(p.text) && !SERVICE_NAME.test(p.text) && endsLikeTitle(p.text));
    if (like.length === 1 && rest.length > 1) title = like[0]!;
  }
  let others = rest.filter((p) => p !== title);
  // "Staff Nurse, Emergency Department" over "Rush University Medical Center": the department is part of the job,
  // the employer is the organisation.
  // "Postdoctoral Fellow⇥Jan 2023 – present" over "School of Biochemistry and Immunology, Trinity College Dublin": an
  // academic unit on the line under the title, before its university, is the title's too (review 90).
  const underTitle = (p: Piece) => !!title && p.line === title.line + 1 && ACADEMIC_UNIT.test(p.text) && others.some((q) => q.line === p.line && q.seq > p.seq && /^(?:the\s+)?(?:university|college|institute)\b|\b(?:university|college)\b/i.test(q.text));
  const department = others.find((p) => title && ((DEPARTMENT.test(p.text) && p.line === title.line && p.seq > title.seq) || underTitle(p)));
  let organisation = department
    ? others
        // The organisation's name says so, or it is the name written with the job's place ("Mount Carmel East, Columbus, OH").
        .filter((p) => p !== department && (p.line !== title!.line || p.seq > department.seq) && !DEPARTMENT.test(p.text) && (looksLikeCompany(p.text) || ORGANISATION.test(p.text) || (p.line === locationLine && p.line !== title!.line && !titleScore(p.text))) && !/\s(?:at|from|for)\s/.test(p.text))
        .sort((a, b) => Number(a.line < title!.line) - Number(b.line < title!.line) || Math.abs(a.line - title!.line) - Math.abs(b.line - title!.line))[0]
    : undefined;
  if (department && organisation && ACADEMIC_UNIT.test(department.text)) {
    // "Department of Physiology, University of Oxford", "School of Informatics, University of Edinburgh": an academic
    // unit named by its kind first is written as part of the employer, and read so (reviews 81 and 90).
    const whole = { ...organisation, text: `${department.text}, ${organisation.text}`, seq: Math.min(department.seq, organisation.seq) };
    others = others.filter((p) => p !== department).map((p) => (p === organisation ? whole : p));
    organisation = whole;
  } else if (department && organisation) {
    title = { ...title!, text: `${title!.text}, ${department.text}` };
    others = others.filter((p) => p !== department);
  }
  // "Department Supervisor, Apparel" over "Kohl's, Waukesha, WI": a word or two after the title on its line is the
  // title's department or specialty when the employer is the name written with the job's place on another line.
  const qualifier =
    !department && title && locationLine >= 0 && locationLine !== title.line
      ? others.find((p) => {
          // "Investment Banking (Health Care Group)": a department may name its group in brackets.
          const bare = p.text.replace(/\s*\([^()]{1,40}\)$/, "");
          // "Card Partnerships FP&A": a unit may end in its acronym.
          return p.line === title!.line && p.seq > title!.seq && ((/^[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?(?: (?:&|and|[A-Z]?[a-z]+|[A-Z][A-Z&]{1,4})){0,2}$/.test(bare) && unitWords(bare)) || SALES_SEGMENT.test(bare)) && !titleScore(bare);
        })
      : undefined;
  const placed = qualifier ? others.find((p) => p !== qualifier && p.line === locationLine && !isLocation(`${p.text}, ${location}`)) : undefined;
  if (qualifier && placed) {
    title = { ...title!, text: `${title!.text}, ${qualifier.text}` };
    others = others.filter((p) => p !== qualifier);
  }
  // "Staff Reporter, Environment & Energy – Milwaukee Journal Sentinel, Milwaukee, WI", "Test Engineer, Bearing Systems –
  // Schaeffler Technologies AG & Co. KG, Herzogenaurach": between the title and the place on one line, a beat or a unit
  // in a few words, then the employer written with the place.
  // With no place written, the employer must be a registered firm ("Working Student, Data Warehousing, SAP SE").
  let between = !department && !qualifier && title && (locationLine === title.line || locationLine < 0) ? others.filter((p) => p.line === title!.line && p.seq > title!.seq).sort((a, b) => a.seq - b.seq) : [];
  // "Werkstudent, Data Warehousing · SAP SE, Berlin": a town the lists know, alone after the employer, is the place.
  const lastTown = between.length === 3 && locationLine < 0 && knowledge.isCity(between[2]!.text) && !titleScore(between[2]!.text) ? between[2]! : undefined;
  if (lastTown) {
    between = between.slice(0, 2);
    location = lastTown.text;
    locationLine = lastTown.line;
    others = others.filter((p) => p !== lastTown);
  }
  // "Hindustan Unilever Limited⇥Area Sales Manager – General Trade⇥Pune⇥Jul 2021 – Present": with the employer before the
  // title on its line, a unit in everyday words after the title and then a town the lists know (review 86).
  const firmBefore = title && between.length === 2 && locationLine < 0 && others.some((p) => p.line === title!.line && p.seq < title!.seq && (looksLikeCompany(p.text) || LEGAL_FORM.test(p.text.split(/\s+/).at(-1)!)));
  if (firmBefore && between[0]!.seq === title!.seq + 1 && knowledge.isCity(between[1]!.text) && !titleScore(between[1]!.text) && !titleScore(between[0]!.text) && everydayWords(between[0]!.text) && between[0]!.text.split(/\s+/).length <= 4) {
    const [unit, town] = between as [Piece, Piece];
    title = { ...title!, text: `${title!.text}, ${unit.text}` };
    location = town.text;
    locationLine = town.line;
    others = others.filter((p) => p !== unit && p !== town);
    between = [];
  }
  const [beat, employer] = between.length === 2 && between[0]!.seq === title!.seq + 1 ? between : [];
  const firm = !!employer && LEGAL_FORM.test(employer.text.split(/\s+/).at(-1)!);
  // A registered firm is no beat ("Store Manager — Next plc, St David's Centre, Cardiff": the shopping centre is the branch;
  // review 60).
  if (beat && employer && (locationLine >= 0 || firm) && beat.text.split(/\s+/).length <= 4 && !titleScore(beat.text) && !isLocation(beat.text) && !ORGANISATION.test(beat.text) && !LEGAL_FORM.test(beat.text.split(/\s+/).at(-1)!) && (everydayWords(beat.text) || firm) && !DEPARTMENT.test(employer.text) && !titleScore(employer.text) && (!everydayWords(employer.text) || looksLikeCompany(employer.text) || firm)) {
    title = { ...title!, text: `${title!.text}, ${beat.text}` };
    others = others.filter((p) => p !== beat);
  }
  // "Capital One⇥Apr 2020 – Present" over "Finance Manager, Commercial Banking⇥Richmond, VA": the words after the title
  // on its line are its unit when the employer stands alone on the line above.
  const unitLine = !department && !qualifier && title && !(beat && !others.includes(beat)) ? unitOverEmployer(title, others) : undefined;
  if (unitLine) {
    title = { ...title!, text: `${title!.text}, ${unitLine.unit.text}` };
    others = others.filter((p) => p !== unitLine.unit && p !== unitLine.town);
    if (unitLine.town && !location) location = unitLine.town.text;
  }
  // "Design Engineer, Chassis Systems" over "Robert Bosch GmbH, Stuttgart": a registered firm on another line is the
  // employer before a unit beside the title that has a firm's word (review 52).
  const registered = others.find((p) => LEGAL_FORM.test(p.text.split(/\s+/).at(-1)!) && !titleScore(p.text));
  const firmLike = others.find((p) => looksLikeCompany(p.text) && !BUSINESS_FUNCTION.test(p.text));
  const unitFirm = registered && firmLike && title && firmLike !== registered && firmLike.line === title.line && firmLike.seq === title.seq + 1 && registered.line !== title.line && !LEGAL_FORM.test(firmLike.text.split(/\s+/).at(-1)!) && firmLike.text.split(/\s+/).length <= 3 ? firmLike : undefined;
  if (unitFirm) {
    title = { ...title!, text: `${title!.text}, ${unitFirm.text}` };
    others = others.filter((p) => p !== unitFirm);
  }
  // "Captain, Airbus A320", "First Officer, Saab 340B", "Senior Constable, Highway Patrol": the aircraft flown or the
  // police unit after a rank is part of the title, never the employer (review 69).
  const unitOf = (p: Piece) => AIRCRAFT_TYPE.test(p.text) || POLICE_UNIT.test(p.text);
  // The rank before it is the title, though no list knows it as one ("Senior Constable").
  const rank = !title ? others.find((q) => others.some((p) => p.line === q.line && p.seq === q.seq + 1 && unitOf(p)) && !unitOf(q) && !isLocation(q.text)) : undefined;
  if (rank) {
    title = rank;
    others = others.filter((p) => p !== rank);
  }
  const flown = title ? others.find((p) => p.line === title!.line && p.seq === title!.seq + 1 && unitOf(p)) : undefined;
  if (flown) {
    title = { ...title!, text: `${title!.text}, ${flown.text}` };
    others = others.filter((p) => p !== flown);
  }
  // "LCpl, U.S. Marine Corps Reserve — 4th Combat Engineer Battalion": the service is the employer, the rank before it the
  // title, and a unit or a ship (a battalion, a division, "USS …") neither (review 69).
  let service = others.find((p) => MILITARY_BRANCH.test(p.text.trim()));
  // "Information Systems Technician Second Class (IT2), U.S. Navy": the rate and the service in one piece.
  const glued = service ? undefined : [...others, ...(title ? [title] : [])].find((p) => BRANCH_AFTER.test(p.text.trim()));
  if (glued) {
    const m = BRANCH_AFTER.exec(glued.text.trim())!;
    service = { ...glued, text: m[2]!, seq: glued.seq + 0.5 };
    title = { ...glued, text: m[1]! };
    others = [...others.filter((p) => p !== glued), service];
  }
  if (service) {
    const rankBefore = others.find((p) => p !== service && p.line === service!.line && p.seq === service!.seq - 1 && p.text.split(/\s+/).length <= 8 && !MILITARY_UNIT.test(p.text));
    if (rankBefore && (!title || MILITARY_UNIT.test(title.text))) {
      title = rankBefore;
      others = others.filter((p) => p !== rankBefore);
    }
    others = others.filter((p) => p === service || !MILITARY_UNIT.test(p.text));
  }
  let company = (service && others.includes(service) ? service : undefined) ?? unitLine?.employer ?? (beat && !others.includes(beat) ? employer : undefined) ?? organisation ?? placed ?? (unitFirm ? registered : undefined) ?? others.find((p) => looksLikeCompany(p.text) && !BUSINESS_FUNCTION.test(p.text) && !DEPARTMENT.test(p.text)) ?? null;
  // "Newly Qualified Teacher, Humanities · Westbury Park Community School": a school, a hospital or an agency is the
  // employer before a subject or a unit in everyday words next to the title.
  company ??= (title && others.find((p) => p.line === title!.line && ORGANISATION.test(p.text) && !DEPARTMENT.test(p.text) && !titleScore(p.text) && !isLocation(p.text) && others.some((q) => q !== p && q.line === title!.line && q.seq > title!.seq && q.seq < p.seq && everydayWords(q.text)))) ?? null;
  // "ScribeAmerica, Memorial Hermann Hospital, Houston, TX": an agency or a contractor before the hospital, school or
  // site it staffs is the employer, at that site; both are kept.
  const agency = company && ORGANISATION.test(company.text) ? others.find((p) => p.line === company!.line && p.seq === company!.seq - 1 && (/^\p{Lu}\p{Ll}+\p{Lu}[\p{L}]+$/u.test(p.text) || looksLikeCompany(p.text)) && !ORGANISATION.test(p.text) && !titleScore(p.text) && !isLocation(p.text)) : undefined;
  if (agency && company) {
    const joined = { ...agency, text: `${agency.text}, ${company.text}` };
    others = others.filter((p) => p !== agency).map((p) => (p === company ? joined : p));
    company = joined;
  }
  const named = !!company;
  // "Senior Executive – Accounts & Taxation, Bajaj Finserv Ltd.": a few everyday words right after the title, on its
  // line, before the employer named elsewhere, are the title's department or subject.
  const unitAfter = company && title ? others.find((p) => p !== company && p.line === title!.line && company!.line === title!.line && p.seq === title!.seq + 1 && p.seq < company!.seq && !titleScore(p.text) && !isLocation(p.text) && !looksLikeCompany(p.text) && !ORGANISATION.test(p.text) && p.text.split(/\s+/).length <= 4 && (everydayWords(p.text) || DEPARTMENT.test(p.text))) : undefined;
  if (unitAfter) {
    title = { ...title!, text: `${title!.text}, ${unitAfter.text}` };
    others = others.filter((p) => p !== unitAfter);
  }
  if (!company) {
    // The piece next to the title: on its line first, then the nearest line.
    // A programme or a kind of work ("Global Internship Program", "Undergraduate Research") names no employer when
    // another piece can ("NEXON" above it, "Machine Learning Lab" beside it).
    // A department when the organisation is written beside it ("Division of Pulmonary, ..., University of Cincinnati").
    // "Director, Strategy & Business Development" over "Northbeam Medical Devices, Waltham, MA": a function after the
    // title names no employer when another line can.
    const functionAfterTitle = (p: Piece) => !!title && p.line === title.line && p.seq === title.seq + 1 && BUSINESS_FUNCTION.test(p.text) && others.some((q) => q.line !== p.line && !isLocation(q.text) && !titleScore(q.text));
    // "Senior Software Engineer | Team Lead" over "Northwind Analytics, Austin, TX": a second title beside the first
    // names no employer when another line can.
    const secondTitle = (p: Piece) => !!title && p.line === title.line && titleScore(p.text) > 0 && others.some((q) => q.line !== p.line && !isLocation(q.text) && !titleScore(q.text));
    // "Registered Nurse – Emergency Department" over "Te Whatu Ora Waikato": a unit after the title names no employer
    // when another line can (review 52).
    const unitAfterTitle = (p: Piece) => !!title && p.line === title.line && p.seq === title.seq + 1 && (DEPARTMENT.test(p.text) || taughtBy(p.text, title.text) || PRODUCT_TEAM.test(p.text)) && others.some((q) => q.line !== p.line && !isLocation(q.text) && !titleScore(q.text) && !DEPARTMENT.test(q.text));
    const weak = (p: Piece) => Number(NOT_EMPLOYER.test(p.text) || functionAfterTitle(p) || secondTitle(p) || unitAfterTitle(p) || (DEPARTMENT.test(p.text) && others.some((q) => q.line === p.line && ORGANISATION.test(q.text) && !DEPARTMENT.test(q.text))));
    company = [...others].sort((a, b) => weak(a) - weak(b) || Math.abs(a.line - (title?.line ?? a.line)) - Math.abs(b.line - (title?.line ?? b.line)) || Math.abs(a.order) - Math.abs(b.order))[0] ?? null;
    // "Specialist II, Marketing" with no employer anywhere: a business function after the title is its department.
    if (company && title && company.line === title.line && company.seq > title.seq && BUSINESS_FUNCTION.test(company.text)) {
      title = { ...title, text: `${title.text}, ${company.text}` };
      others = others.filter((p) => p !== company);
      company = null;
    }
  }
  // "Manager, Business Development" / "Relationship Manager, SME Banking" over "Ecobank Ghana PLC, Accra": the function
  // after the title is part of it, whichever piece was taken for the employer.
  if (company && title) {
    // "Resident Physician, Family Medicine | Family Medicine Residency of Idaho | Boise, ID": the specialty after the title
    // had been taken for the employer named after it (review 76).
    if (company.line === title.line && company.seq === title.seq + 1 && SPECIALTY.test(company.text)) {
      const held = company;
      const employer = others.find((p) => p !== held && p.line === held.line && p.seq > held.seq && !isLocation(p.text) && (!titleScore(p.text) || ORGANISATION.test(p.text) || /\bresidency\b/i.test(p.text)) && !DEPARTMENT.test(p.text) && !BUSINESS_FUNCTION.test(p.text));
      if (employer) {
        title = { ...title, text: `${title.text}, ${held.text}` };
        others = others.filter((p) => p !== held);
        company = employer;
      }
    }
    const unit = others.find((p) => p !== company && p.line === title!.line && p.seq === title!.seq + 1 && (BUSINESS_FUNCTION.test(p.text) || taughtBy(p.text, title!.text) || (company!.line !== title!.line && (DEPARTMENT.test(p.text) || PRODUCT_TEAM.test(p.text)) && !titleScore(p.text) && !isLocation(p.text))));
    if (unit) {
      title = { ...title, text: `${title.text}, ${unit.text}` };
      others = others.filter((p) => p !== unit);
    }
  }
  // "Vice President, Credit Risk Management, Truist Financial, Charlotte, NC": the function the title is held in, then
  // the employer, in one comma list (review 78: "Credit Risk Management, Truist Financial" had been the employer).
  if (company && title && company.line === title.line && company.seq > title.seq && company.text.includes(", ")) {
    const [first, ...rest] = company.text.split(", ");
    const employer = rest.join(", ");
    if ((BUSINESS_FUNCTION.test(first!) || (FUNCTION_TAIL.test(first!) && !looksLikeCompany(first!))) && !BUSINESS_FUNCTION.test(employer) && !titleScore(employer) && !isLocation(employer) && !DEPARTMENT.test(employer)) {
      const named = { ...company, text: employer };
      title = { ...title, text: `${title.text}, ${first}` };
      others = others.map((p) => (p === company ? named : p));
      company = named;
    }
  }
  // "Banner – University Medical Center Tucson", "Kaiser Permanente - Oakland Medical Center": a health system and its
  // hospital, one employer.
  const branch = company && title && company.line !== title.line && company.text.split(/\s+/).length <= 3 ? others.find((p) => p.line === company!.line && p.seq === company!.seq + 1 && /\b(?:hospital|medical|health|clinic)\b/i.test(p.text) && !titleScore(p.text) && !isLocation(p.text)) : undefined;
  if (company && branch) {
    const joined = { ...company, text: `${company.text} – ${branch.text}` };
    others = others.filter((p) => p !== branch).map((p) => (p === company ? joined : p));
    company = joined;
  }
  const decided = !!title;
  // "Infosys Limited, Bengaluru" heading the roles held there: a short name after the employer on its line is where
  // it is, not a title.
  const placeAfterCompany = (p: Piece | undefined) =>
    !!p && !!company && p.line === company.line && p.seq > company.seq && /^[A-Z][\p{L}.'-]+(?: [A-Z][\p{L}.'-]+){0,2}$/u.test(p.text) && !titleScore(p.text) && !looksLikeCompany(p.text);
  if (!title && company && named && !location && others.length === 2 && placeAfterCompany(others.find((p) => p !== company))) {
    location = others.find((p) => p !== company)!.text;
  } else if (!title && company) {
    // No title word anywhere: the section's order, "Title, Company" by default.
    const second = others.find((p) => p !== company);
    // A piece that reads as a company ("Fleet Advertising Ltd.") leaves the title to the other one, in either order.
    if (second && named && second.text.split(/\s+/).length <= 6 && !/["“”]/.test(second.text)) title = second;
    else if (second) {
      const [a, b] = company.seq <= second.seq ? [company, second] : [second, company];
      title = titleFirst ? a : b;
      company = titleFirst ? b : a;
    }
  }
  // "Associate, Traded Risk⇥Jul 2017 – Feb 2021" over "Credit Suisse, Singapore", "Investment Banking Analyst, Restructuring"
  // under "Lazard — New York, NY⇥…": the words after the title on its line are its team or desk when another line of the
  // entry names the employer (reviews 62–64).
  const team = teamBesideTitle(title, company, others, location, locationLine);
  if (team?.wrapped) {
    company = { ...company!, text: `${company!.text} ${team.employer.text}` };
    others = others.filter((p) => p !== team.employer);
    location = team.location;
  } else if (team) {
    title = { ...title!, text: `${title!.text}, ${company!.text}` };
    others = others.filter((p) => p !== company);
    company = team.employer;
    location = team.location;
  }
  // "Sales Manager — Lone Star Widgets, Texas", "Support Engineer | Hiya Health, remote": with no employer anywhere
  // else, a name before a state or "remote" that is no town is the employer (one word only before "remote": "Gusto").
  const namePlace = !company && title && location ? /^(.+?),\s*([^,]+)$/.exec(location) : null;
  if (namePlace && isRegion(namePlace[2]!) && !isRegion(namePlace[1]!) && !isLocation(namePlace[1]!) && !knowledge.isCity(namePlace[1]!.split(",")[0]!) && (/^remote$/i.test(namePlace[2]!) || namePlace[1]!.split(/\s+/).length >= 2 || looksLikeCompany(namePlace[1]!))) {
    company = { text: namePlace[1]!, order: 0, line: locationLine, seq: locationLine * 1000 + 999 };
    location = namePlace[2]!;
  }
  if (!location && title && company) {
    // "Senior Data Engineer, Northwind Analytics – Lisbon": one more short name after the employer on its line is
    // where the job was (a city the lists do not name).
    const after = others.filter((p) => p !== company && p.line === company!.line && p.seq > company!.seq);
    const place = after.length === 1 && !after[0]!.client ? after[0]!.text : "";
    // "Kim Catalysis Lab, Purdue University": a lab and its university, one employer.
    if (ORGANISATION.test(place) && !ORGANISATION.test(company.text) && after.length === 1) company = { ...company, text: `${company.text}, ${place}` };
    else if ((/^\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+){0,2}$/u.test(place) || knowledge.isCity(place)) && !titleScore(place) && !looksLikeCompany(place) && !LEGAL_FORM.test(place.split(/\s+/).at(-1)!)) location = place;
  }
  // "Quantitative Analyst, UBS, Zurich." (moderncv): the town after the employer's name is where the job was, and
  // the full stop ends the entry, not the name (which keeps "Inc." or "Co.").
  let companyText = company?.text ?? "";
  if (!/\b(?:Inc|Ltd|Co|Corp|Bros|Dept|Assn|Intl|S\.A|N\.V|B\.V|L\.P|Pty)\.$/i.test(companyText)) companyText = companyText.replace(/(?<=\p{L}{2})\.$/u, "");
  // "Aya Healthcare (Assignment: Mercy Hospital) 13 weeks": a travel contract's length, no part of the name.
  companyText = companyText.replace(/(?<=\S)[^\S\n]*[,(]?[^\S\n]*\d{1,2}[^\S\n]*(?:-[^\S\n]*)?(?:weeks?|wks?)\)?$/i, "");
  // "The Whitfield Family, Upper East Side": a household's neighbourhood is where the job was.
  const household = /^((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+family),\s*(\p{Lu}[^,]{1,30})$/iu.exec(companyText);
  if (household) {
    companyText = household[1]!;
    location = location ? `${household[2]}, ${location}` : household[2]!;
  }
  // "Zapier (Remote)": how the job was done, not the employer's name.
  // "Pearson Online Learning Services, remote" too.
  const away = /^(.+?)\s*(?:\((remote|hybrid)\)|,\s*(remote|hybrid))$/i.exec(companyText);
  if (away) {
    companyText = away[1]!;
    location ??= away[2] ?? away[3]!;
  }
  const town = /^(.{2,}?),\s*(\p{Lu}[\p{L}\p{M}.'’ -]{1,40})$/u.exec(companyText);
  // A university's campus is part of its name ("University of California, Berkeley").
  // After a firm's legal form a short name is its town, however small ("Dr. Ing. h.c. F. Porsche AG, Weissach").
  // "LG Display Co., Ltd.": a second legal form is no town.
  const afterLegalForm = !!town && LEGAL_FORM.test(town[1]!.split(/\s+/).at(-1)!) && /^\p{Lu}[\p{L}.'-]+(?:[ -]\p{Lu}[\p{L}.'-]+){0,2}$/u.test(town[2]!) && !LEGAL_FORM.test(town[2]!);
  // "Data Engineer, Ocado Technology, Hatfield", "Sales Associate, Nordstrom Rack, Beaverton": after a title and an
  // employer of two words or more, one proper name no word list knows (a town too small for the lists).
  const smallTown =
    !!town && !!title && /^\p{Lu}\p{Ll}{2,}$/u.test(town[2]!) && town[1]!.split(/\s+/).length >= 2 && !everydayWords(town[2]!) && !titleScore(town[2]!) && !knowledge.skills.byName(town[2]!) && !/[,(]/.test(town[1]!);
  // ("Deliveroo (self-employed), Birmingham city centre": a town's centre or depot; review 93.)
  const centreOf = town ? /^(.+?)\s+(?:city centre|city center|town centre|cbd|depot|metro area)$/i.exec(town[2]!) : null;
  const centre = !!centreOf && knowledge.isCity(centreOf[1]!);
  const withTown = !!town && (knowledge.isCity(town[2]!) || afterLegalForm || smallTown || centre) && !looksLikeCompany(town[2]!) && (!/\b(?:universit|college|institut|school|campus)/i.test(town[1]!) || /\b(?:hospital|medical cent(?:er|re)|clinic|health)\b/i.test(town[1]!));
  if (withTown) {
    companyText = town[1]!;
    location ??= town[2]!;
  }
  // "Pfizer Ireland Pharmaceuticals, Ringaskiddy, Cork", "Dangote Cement Plc, Ikoyi, Lagos": a locality the lists do not
  // know, before the town, is part of the place (reviews 89, 92).
  const locality = withTown && location === town![2] ? /^(.{2,}?),\s*(\p{Lu}\p{Ll}{2,}(?: \p{Lu}\p{Ll}{2,})?)$/u.exec(companyText) : null;
  if (locality && locality[1]!.split(/\s+/).length >= 2 && !/[(,]/.test(locality[1]!) && !everydayWords(locality[2]!) && !titleScore(locality[2]!) && !knowledge.skills.byName(locality[2]!) && !ORGANISATION.test(locality[2]!) && !LEGAL_FORM.test(locality[2]!) && !/\b(?:universit|college|institut|school|campus)/i.test(locality[1]!)) {
    companyText = locality[1]!;
    location = `${locality[2]}, ${location}`;
  }
  // "Costa Coffee, Oxford Road" (over "Manchester"), "McDonald's, Coventry Road": a shop's street after its name is where
  // the job was (review 93).
  const street = /^([^,]{2,60}),\s*(\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)? (?:Road|Street|Avenue|Lane|Drive|Boulevard|Parade|Square|Row|Walk|Mall|Galleries|Arcade|Shopping Centre|Shopping Center|depot|Depot|hub|Hub))$/u.exec(companyText);
  if (street && !titleScore(street[1]!.replace(/\([^()]*\)/g, "")) && !isLocation(street[1]!)) {
    companyText = street[1]!;
    location = location ? `${street[2]}, ${location}` : street[2]!;
  }
  // "Concentrix Philippines, Eastwood City" at "Quezon City": a district named as such before the town is the place's.
  const district = location && !isLocation(companyText) ? /^(.{2,}?),\s*(\p{Lu}[\p{L}'’ -]{1,30}\s(?:City|Center|Centre|Village|Heights|Business Park|IT Park))$/u.exec(companyText) : null;
  if (district && knowledge.isCity(location!.split(/,\s*/)[0]!)) {
    companyText = district[1]!;
    location = `${district[2]}, ${location}`;
  }
  return {
    title: title?.text ?? "",
    company: companyText,
    location,
    /** Whether the title was told by its words, and in which order it came (for the section's convention). */
    decided,
    titleFirst: decided && title && company ? title.seq < company.seq : null,
    /** The employer was written with its town ("Swiss Re, Zurich"): an organisation, not a unit in everyday words. */
    withTown,
    /** The employer stands with the job's place on a line of its own ("Capital One, Richmond, VA" under the title). */
    besidePlace: !!company && !!title && company.line === locationLine && company.line !== title.line,
  };
}

export type ViewPosition = Omit<Position, "textStart" | "textEnd"> & { start_: number; end_: number };

/** Whether a blank line follows line `i`. */
function blankAfter(view: TextView, i: number): boolean {
  return (view.text.slice(view.lines[i]!.end, view.lines[i + 1]!.start).match(/\n/g) ?? []).length >= 2;
}

/**
 * "04/2019 – Present" over "Project Manager" and "Siemens AG, Munich", then a blank line and the next date: in a
 * date-first layout whose entries have no description, the lines right under a date, set off from the next date by a
 * blank line, are that date's entry, not the next one's header.
 */
function hangsUnder(view: TextView, h: { r: ClassifiedRange; section: ViewSection; dateLine: number }, next: { section: ViewSection; dateLine: number } | undefined): boolean {
  if (!next || next.section !== h.section || next.dateLine - h.dateLine < 2 || next.dateLine - h.dateLine > 4) return false;
  const lines = view.lines;
  const date = lines[h.dateLine]!;
  // The date alone on its line.
  if (/\p{L}{3}/u.test(view.text.slice(date.contentStart, h.r.start) + view.text.slice(h.r.end, date.end).replace(/\b(?:present|current|now|today)\b/gi, ""))) return false;
  const gap = (i: number) => blankAfter(view, i);
  for (let i = h.dateLine; i < next.dateLine - 1; i++) if (gap(i) || lines[i + 1]!.bullet) return false;
  return gap(next.dateLine - 1);
}

/**
 * "Senior Engineer" over "09/2019 – Present" over "Acme Ltd, Leeds", a blank line, then "Engineer" over the next date:
 * the lines right under a date, before the blank line that sets off the next entry's header, are that date's entry.
 * The last of them, or -1.
 */
function tailUnder(view: TextView, h: { section: ViewSection; dateLine: number }, next: { section: ViewSection; dateLine: number } | undefined): number {
  if (!next || next.section !== h.section || view.flattened) return -1;
  const lines = view.lines;
  const gap = (i: number) => blankAfter(view, i);
  let g = h.dateLine;
  while (g < next.dateLine - 1 && !gap(g)) g++;
  if (g === h.dateLine || g - h.dateLine > 2 || g >= next.dateLine - 1 || next.dateLine - g > 3) return -1;
  for (let i = h.dateLine + 1; i <= g; i++) if (lines[i]!.bullet || !headerLike(lines[i]!, lines[i - 1])) return -1;
  for (let i = g + 1; i < next.dateLine; i++) if (gap(i) || !headerLike(lines[i]!, lines[i - 1])) return -1;
  return g;
}

/**
 * The line right above an entry's date line when it is a job title with a bullet of its own ("• Senior Software
 * Engineer"): short, a title word, no sentence, and the date's line not a bullet. Else -1.
 */
function bulletedTitle(view: TextView, dateLine: number, stopBefore: number): number {
  const i = dateLine - 1;
  const l = view.lines[i];
  if (!l || i <= stopBefore || !l.bullet || view.lines[dateLine]!.bullet) return -1;
  const t = l.text.trim();
  if (!/^\p{Lu}/u.test(t) || /[.;:,!?]$/.test(t) || t.split(/\s+/).length > 7 || titleScore(t) === 0 || openingVerb(t)) return -1;
  return i;
}

/**
 * Positions: one per work date range in a work section (or, in a résumé without one, per work range with a
 * job title or employer near it), with the header read around the date and the bullets under it.
 */
export function extractPositions(view: TextView, sections: ViewSection[], ranges: ClassifiedRange[]): ViewPosition[] {
  const lines = view.lines;
  let anchors = ranges.filter((r) => r.work && r.section === "experience");
  if (!anchors.length) anchors = ranges.filter((r) => r.work && r.evidence === "work");
  anchors = anchors.sort((a, b) => a.start - b.start);
  // Dates under a label repeat the entry's own ("Duration: ..."), and two ranges on one line are one entry.
  anchors = anchors.filter((r, k) => {
    const line = lines[lineAt(lines, r.start)]!;
    const prev = anchors[k - 1];
    // Only when the entry has its date a few lines above: Naukri's "Duration : Aug'15 – May'18" is each job's only date.
    // A labelled employer between the two ("Company:⇥Murray & Roberts") opens another entry.
    const between = prev ? lines.slice(lineAt(lines, prev.start) + 1, lineAt(lines, r.start)) : [];
    if (REPEAT_LABEL.test(view.text.slice(line.contentStart, r.start).trim() + ":") && prev && lineAt(lines, r.start) - lineAt(lines, prev.start) <= 3 && !between.some((l) => EMPLOYER_LABEL.test(l.text))) return false;
    return !(prev && lineAt(lines, prev.start) === lineAt(lines, r.start) && /[A-Za-z]{3}/.test(view.text.slice(prev.end, r.start)) === false && prev.startMonth === r.startMonth);
  });
  // "Lifeguard⇥Summers 2023, 2024, 2025": one job held each summer, one position from the first to the last (each
  // summer still counts alone in the total).
  anchors = anchors.reduce<typeof anchors>((kept, r) => {
    const prev = kept.at(-1);
    if (prev && r.form === "season" && prev.form === "season" && lineAt(lines, prev.start) === lineAt(lines, r.start) && !/[A-Za-z]{3}/.test(view.text.slice(prev.end, r.start).replace(/\band\b/gi, ""))) {
      // "Summer 2002 & 2001": from the earliest summer to the latest, whatever order they are written in.
      const [first, last] = r.startMonth < prev.startMonth ? [r, prev] : [prev, r];
      kept[kept.length - 1] = { ...prev, end: r.end, text: view.text.slice(prev.start, r.end), from: first.from, startMonth: first.startMonth, to: last.to, endMonth: last.endMonth };
      return kept;
    }
    kept.push(r);
    return kept;
  }, []);
  const headers = anchors.map((r) => {
    const section = sectionAt(sections, r.start)!;
    return { r, section, headingLine: lineAt(lines, section.headingEnd - 1), dateLine: lineAt(lines, r.start) };
  });
  const column = dateColumn(view, headers);
  const belowSections = employerBelow(view, headers);
  const wrapped = headers.map((h, k) => wrappedOnto(view, h.r, h.dateLine, headers[k + 1]?.dateLine ?? lines.length));
  const hangs = headers.map((h, k) => hangsUnder(view, h, headers[k + 1]));
  const tails = headers.map((h, k) => (hangs[k] ? -1 : tailUnder(view, h, headers[k + 1])));
  const undecided: { at: number; pieces: Piece[]; section: ViewSection }[] = [];
  const votes = new Map<ViewSection, number>();
  // The ranges of each date line, and the entries read so far by their months, looked up, not searched for: with
  // thousands of entries, searching all of them for each made the parse grow with the square of their number.
  const rangesOnLine = new Map<number, (typeof headers)[number]["r"][]>();
  for (const h of headers) rangesOnLine.get(h.dateLine)?.push(h.r) ?? rangesOnLine.set(h.dateLine, [h.r]);
  // First pass: the date's line and the lines above; the lines below only for entries that found no title.
  const out: ViewPosition[] = [];
  const byMonths = new Map<string, ViewPosition[]>();
  let indexed = 0;
  const readBefore = (start: string | null, end: string | null) => {
    for (; indexed < out.length; indexed++) {
      const key = `${out[indexed]!.start}|${out[indexed]!.end}`;
      byMonths.get(key)?.push(out[indexed]!) ?? byMonths.set(key, [out[indexed]!]);
    }
    return byMonths.get(`${start}|${end}`) ?? [];
  };
  for (let k = 0; k < headers.length; k++) {
    const fromColumn = column.get(k);
    if (fromColumn) {
      out.push(fromColumn);
      continue;
    }
    const { r, section, headingLine, dateLine } = headers[k]!;
    const prev = headers[k - 1];
    const next = headers[k + 1];
    // "Experience⇥Sprout Social, Chicago, IL — Marketing Specialist": the heading's line is the first entry's too.
    const inGutter = !!section.heading && lines[headingLine]!.text.trimStart().startsWith(`${section.heading.trim()}\t`) && lines[headingLine]!.start < section.headingEnd && !!lines[headingLine]!.text.trimStart().slice(section.heading.trim().length + 1).trim();
    const stopBefore = belowSections.has(section)
      ? dateLine
      : Math.max(section.heading ? headingLine - (inGutter ? 1 : 0) : -1, prev && prev.section === section ? Math.max(prev.dateLine, wrapped[k - 1]!, hangs[k - 1] ? dateLine - 1 : -1, tails[k - 1]!) : -1);
    const stopAfter = next && next.section === section ? next.dateLine : lineAt(lines, section.end - 1) + 1;
    // An entry of labelled values (Europass, a military service record) says what each value is.
    const labelled = europassEntry(lines, dateLine, stopAfter) ?? serviceRecord(lines, dateLine, stopBefore, stopAfter) ?? labelledEntry(lines, dateLine, stopBefore, stopAfter);
    if (labelled) {
      out.push({
        title: labelled.title,
        company: labelled.organisation,
        location: labelled.location,
        start: pointToMonth(r.from, false),
        end: r.current ? null : pointToMonth(r.to ?? r.from, true),
        current: r.current,
        dateText: r.text.replace(/\s+/g, " ").trim(),
        bullets: labelled.details,
        start_: lines[labelled.lines[0]]!.start,
        end_: lines[labelled.lines[1]]!.end,
      });
      continue;
    }
    const lineRanges = rangesOnLine.get(dateLine) ?? [];
    // "Experience⇥Senior Customer Success Manager⇥Jan 2021 — Present": a heading in a left gutter on the entry's line
    // is no part of it.
    const gutter = (text: string) => text.trimStart().startsWith(`${section.heading.trim()}\t`);
    const own = (h: Header): Header => (section.heading ? { ...h, fragments: h.fragments.map((f) => (f.line === headingLine && gutter(f.text) ? { ...f, text: f.text.trimStart().slice(section.heading.trim().length + 1) } : f)) } : h);
    let header = own(withContinuation(view, entryHeader(view, r, stopBefore, stopAfter, 2, belowSections.has(section) ? 2 : 0, lineRanges), wrapped[k]!));
    let read = readHeader(pieces(header));
    // A unit or a department is no employer ("Registered Nurse II – Medical Intensive Care Unit" over "The Ohio State
    // University Wexner Medical Center"): the organisation may be on the line under the date.
    // So is a subject or a segment in everyday words after the title ("Grade 5 Teacher, Mathematics & Science").
    // "Card Partnerships FP&A": a unit's acronym is no proper name.
    // So is a team in everyday words after the title when the line under the date names an employer with its place
    // ("Senior Data Scientist, Experimentation Platform⇥Sep 2023 – Present" over "Wayfair — Boston, MA"; review 62).
    const below1 = lines[dateLine + 1];
    const placedBelow = !!below1 && !below1.bullet && (!next || dateLine + 1 < next.dateLine) && (() => {
      const m = /^(.+?)\s*(?:[|—–]|\s-\s|,|\t)\s*(.+)$/.exec(below1.text.trim());
      // A town the lists know alone is a place too ("Sun Life Global Investments, Toronto"; review 64).
      // ("SM Bacoor / Cavite": a mall and its province, a town the lists know among them; review 89.)
      const placed = (t: string) => isLocation(t) || knowledge.isCity(t) || (t.includes(" / ") && t.split(/\s+\/\s+/).some((x) => isLocation(x) || knowledge.isCity(x) || knowledge.isCity(x.replace(/^(?:SM|Ayala|Robinsons|Mall of)\s+/, ""))));
      return !!m && placed(m[2]!.trim()) && !titleScore(m[1]!) && !isLocation(m[1]!.trim()) && !knowledge.isCity(m[1]!.trim());
    })();
    const team = !!read.company && placedBelow && lines[dateLine]!.text.includes(read.company) && !below1!.text.includes(read.company) && !read.withTown && !looksLikeCompany(read.company) && !ORGANISATION.test(read.company) && read.company.split(/\s+/).length <= 4;
    const unit = !!read.company && (DEPARTMENT.test(read.company) || team || (unitWords(read.company) && !read.withTown && !looksLikeCompany(read.company) && !ORGANISATION.test(read.company)));
    if (!read.title || !read.company || unit || !read.decided) {
      // Lines below, but not those that head the next entry (the lines right above its date).
      let limit = stopAfter;
      if (next && next.section === section && !hangs[k]) {
        let i = next.dateLine - 1;
        let n = 0;
        while (i > dateLine && n < 2 && headerLike(lines[i]!, lines[i - 1])) {
          i--;
          n++;
        }
        limit = Math.min(stopAfter, Math.max(i + 1, tails[k]! + 1));
      }
      const below = own(entryHeader(view, r, stopBefore, limit, 2, 2, lineRanges));
      const readBelow = readHeader(pieces(below));
      // The team's employer on the line below: the team joins the title.
      const employerBelow = team && readBelow.company === read.company ? pieces(below).find((p) => p.line === dateLine + 1 && !isLocation(p.text) && p.text !== readBelow.location && p.text !== read.company) : undefined;
      if (employerBelow) Object.assign(readBelow, { title: `${read.title}, ${read.company}`, company: employerBelow.text });
      // (The reading below may have joined the team to the title itself: teamBesideTitle.)
      const teamJoined = team && !!readBelow.company && readBelow.title === `${read.title}, ${read.company}`;
      // (The same title once an agency in brackets went to the employer the line below names: withAgency.)
      if ((readBelow.title && !read.title) || (!read.company && readBelow.company && (readBelow.title === read.title || readBelow.title === read.title.replace(AGENCY, "").trim() || (!!read.title && readBelow.title.startsWith(`${read.title}, `)))) || !!employerBelow || teamJoined || (unit && readBelow.company && readBelow.company !== read.company && !DEPARTMENT.test(readBelow.company) && (!everydayWords(readBelow.company) || ORGANISATION.test(readBelow.company) || readBelow.besidePlace)) || (!read.decided && readBelow.decided)) {
        header = below;
        read = readBelow;
      }
    }
    // "• Senior Software Engineer" over "Acme Corp, Austin, TX — Jan 2020 – Present": a title given its own bullet (or a
    // dot drawn before it in a PDF). The line was the last entry's bullet until now.
    const bulleted = read.title ? -1 : bulletedTitle(view, dateLine, stopBefore);
    if (bulleted >= 0) {
      header = { ...header, lines: [bulleted, ...header.lines], fragments: [{ text: lines[bulleted]!.text, line: bulleted, order: -1 }, ...header.fragments.filter((f) => f.line !== bulleted)] };
      read = readHeader(pieces(header));
      const last = out.at(-1);
      if (last && last.end_ >= lines[bulleted]!.start) {
        if (last.bullets.at(-1) === lines[bulleted]!.text.trim()) last.bullets.pop();
        last.end_ = lines[bulleted - 1]!.end;
      }
    }
    // "2. Software Engineer" over its employer and dates: a numbered title read in the header is no bullet of the job
    // before (review 70's numbered titles).
    const opening = Math.min(...header.lines);
    const before = out.at(-1);
    if (bulleted < 0 && opening > 0 && lines[opening]?.numbered && before && before.end_ >= lines[opening]!.start) {
      if (before.bullets.at(-1) === lines[opening]!.text.trim()) before.bullets.pop();
      before.end_ = lines[opening - 1]!.end;
    }
    // "Ruby Jewel Ice Cream — wholesale ordering portal" under "Client Projects": with no title word, the client first on
    // the date's line is the employer, and what was built for it is no employer.
    if (!read.decided && CLIENT_WORK.test(section.heading)) {
      const client = pieces(header).filter((p) => p.line === dateLine).sort((a, b) => a.seq - b.seq)[0];
      if (client && !isLocation(client.text)) read = { ...read, title: "", company: client.text };
    }
    // "June 2019 - September 2021 (2 years 4 months)" over "Lakewood, Colorado" (LinkedIn): the line under the dates is the place.
    const under = lines[dateLine + 1];
    if (!read.location && under && !under.bullet && dateLine + 1 < stopAfter && isLocation(under.text.trim())) read = { ...read, location: under.text.trim() };
    // A role given with its length and no dates (undated-roles.ts) is counted, but shows no dates it did not have.
    const undated = r.form === "duration";
    const dateText = undated ? r.text.replace(/^[\s—–|,(-]+|[\s).]+$/g, "") : r.text.replace(/\s+/g, " ").trim();
    const start = undated ? null : pointToMonth(r.from, false);
    const end = r.current || undated ? null : pointToMonth(r.to ?? r.from, true);
    // "Jan 2015 – Apr 2015 and Sep 2015 – Dec 2015": a second spell of the role on the same line, with no words of its own.
    const last = out.at(-1);
    if (!read.title && !read.company && last && prev?.dateLine === dateLine) {
      out.push({ ...last, start, end, current: r.current, dateText: r.text.replace(/\s+/g, " ").trim() });
      continue;
    }
    if (!read.title && !read.company && out.length && k > 0) continue;
    // "Lecturer: BIOL10004 Biology of Cells and Organisms (1st year), 2019–2023" under Teaching: a course taught, by its
    // code, with no employer but another such course, is no post of its own (review 90).
    const taught = (t: string) => /^[^,]{2,60}, [A-Z][A-Za-z]{1,4}[ -]?\d{3,5}[A-Z]?\b/.test(t);
    if (taught(read.title) && (!read.company || taught(read.company) || COURSE.test(read.company))) continue;
    // The same job read twice (a date repeated in the description).
    // ("Area Sales Manager, General Trade" in a summary table, "Area Sales Manager" in the entry below it: the unit
    // written once; review 86.)
    const sameTitle = (a: string, b: string) => a === b || a.startsWith(`${b}, `) || b.startsWith(`${a}, `);
    if (readBefore(start, end).some((p) => ((p.title === read.title || !read.title) && (p.company === read.company || !read.company)) || (!!read.company && p.company === read.company && sameTitle(p.title, read.title)))) continue;
    const firstLine = Math.min(dateLine, ...header.lines);
    const lastHeader = Math.max(dateLine, ...header.lines);
    let endLine = next && next.section === section ? Math.max(lastHeader, next.dateLine - 1) : lineAt(lines, section.end - 1);
    const bullets: string[] = [];
    for (let i = lastHeader + 1; i <= endLine; i++) {
      const l = lines[i]!;
      // A title-like line after the bullets, with bullets of its own, starts another role (one with no dates).
      if (!l.bullet && bullets.length && startsRole(lines, i)) {
        endLine = i - 1;
        break;
      }
      if (l.bullet) bullets.push(l.text.trim());
      else if (bullets.length && /^[a-z(]/.test(l.text)) bullets[bullets.length - 1] += ` ${l.text.trim()}`;
    }
    // No bullet marks at all (a .doc file's list numbering is not in its text): the description's sentences are
    // the bullets, a sentence being the lines up to one ending in a full stop, starting with a capital, of 5+ words.
    if (!bullets.length) {
      let sentence = "";
      for (let i = lastHeader + 1; i <= endLine; i++) {
        const text = lines[i]!.text.trim();
        if (!text) {
          sentence = "";
          continue;
        }
        sentence = sentence ? `${sentence} ${text}` : /^[A-Z]/.test(text) ? text : "";
        if (sentence && /[.!]$/.test(text)) {
          if (sentence.split(/\s+/).length >= 5) bullets.push(sentence);
          sentence = "";
        }
      }
    }
    // A bullet line that carried the date (Classic theme) is the first bullet.
    if (lines[dateLine]!.bullet && !numberedEmployer(lines[dateLine]!, view.text.slice(lines[dateLine]!.contentStart, r.start))) {
      const l = lines[dateLine]!;
      const text = (view.text.slice(l.contentStart, r.start) + view.text.slice(r.end, l.end)).replace(/\s{2,}/g, " ").trim();
      if (text) bullets.unshift(text);
    }
    if (!read.decided) undecided.push({ at: out.length, pieces: pieces(header), section });
    else if (read.titleFirst !== null) votes.set(section, (votes.get(section) ?? 0) + (read.titleFirst ? 1 : -1));
    out.push({
      title: read.title,
      company: read.company,
      location: read.location,
      start,
      end,
      current: r.current,
      dateText,
      bullets,
      start_: lines[firstLine]!.start,
      end_: lines[endLine]!.end,
    });
  }
  // Entries whose title has no title word follow the order the section's other entries use.
  for (const u of undecided) {
    if ((votes.get(u.section) ?? 0) >= 0) continue;
    const read = readHeader(u.pieces, false);
    out[u.at] = { ...out[u.at]!, title: read.title, company: read.company };
  }
  sameEmployer(view.text, sections, out);
  rotations(out);
  linkedInGroups(view, out);
  placementsUnder(view.text, out);
  projectsInJobs(out);
  const roles = promotions(view, nestedRoles(view.text, sections, out));
  return servedIn([...roles, ...undatedPositions(view, sections, roles)].sort((a, b) => a.start_ - b.start_)).map(freelanceTown).map(employerBeforeCountry).map(officeTown);
}

/**
 * "Kenya & Somalia Country Office, Nairobi", "Alabang Site, Muntinlupa City": the town is the place (review 101). A bank's
 * branch stays with its town ("Gulberg Branch, Lahore"), as a customer looks it up.
 */
function officeTown(p: ViewPosition): ViewPosition {
  const parts = p.location?.split(/\s*,\s*/) ?? [];
  return parts.length >= 2 && WORKPLACE.test(parts[0]!) && !/\bbranch$/i.test(parts[0]!) ? { ...p, location: parts.slice(1).join(", ") } : p;
}

/**
 * "Data Analyst⇥Mar 2023 – Present" over "Shopee, Singapore": a name the towns' list does not know before a country, on
 * a job with no employer, is the employer (review 100: "Grab, Singapore" had been read as a place).
 */
function employerBeforeCountry(p: ViewPosition): ViewPosition {
  if (p.company || !p.location) return p;
  const m = /^([^,]{2,40}),\s*([^,]+)$/.exec(p.location.trim());
  if (!m || !isRegion(m[2]!) || knowledge.isCity(m[1]!) || isRegion(m[1]!) || isLocation(m[1]!) || !/^\p{Lu}/u.test(m[1]!) || m[1]!.split(/\s+/).length > 5) return p;
  return { ...p, company: m[1]!, location: m[2]! };
}

/** "Freelance Illustrator, Montréal — 2017–present": a freelancer's town, no employer (review 82). */
function freelanceTown(p: ViewPosition): ViewPosition {
  if (!p.company || p.location || !/\b(?:freelance|freelancer|self-employed|independent|contractor|sole trader)\b/i.test(p.title) || !knowledge.isCity(p.company)) return p;
  return { ...p, company: "", location: p.company };
}

/**
 * "SGT (E-5), U.S. Army" over "Unit Supply Sergeant (MOS 92Y), 1st Armored Division, Fort Bliss, TX": a role whose
 * employer was read as a unit ("1st Armored Division") served in the service named above it, within its dates (review 69).
 */
function servedIn(positions: ViewPosition[]): ViewPosition[] {
  let service: ViewPosition | undefined;
  return positions.map((p) => {
    if (MILITARY_BRANCH.test(p.company.trim())) {
      service = p;
      return p;
    }
    const within = service && (!service.start || !p.start || p.start >= service.start.slice(0, 4));
    return service && within && MILITARY_UNIT.test(p.company.trim()) ? { ...p, company: service.company } : p;
  });
}

/**
 * LinkedIn's export groups the roles held at one company under its name and the time spent there ("Brightwave" /
 * "5 years 2 months" / "Senior Account Manager" / dates / "Account Manager" / dates): the roles with no employer of
 * their own under such a heading were held there.
 */
function linkedInGroups(view: TextView, out: ViewPosition[]) {
  const lines = view.lines;
  // A heading: a short line over a tenure line over the first role's header (not a row of a skills grid: "ANT" / "1 years").
  const heads = lines.filter((l, i) => {
    const role = lines[i + 2];
    return !!role && TENURE_LINE.test(lines[i + 1]!.text) && !l.bullet && /[A-Za-z]{2}/.test(l.text) && l.text.trim().length <= 80 && out.some((p) => p.start_ >= l.start && p.start_ <= role.start && role.start < p.end_);
  });
  if (!heads.length) return;
  for (const p of out) {
    const head = heads.filter((h) => h.start <= p.start_).at(-1);
    if (!head || p.company) continue;
    // Only up to the next company of its own: a role with an employer starts another group.
    const between = out.filter((o) => o !== p && o.start_ > head.start && o.start_ < p.start_ && o.company && o.company !== head.text.trim());
    if (!between.length) p.company = head.text.trim();
  }
}

/**
 * Sections whose entries put the rest of the header under the dated line ("Accountant\tAug 2015 – Jun 2019" over
 * "Acme Corp, Boston, MA", no bullets): the first entry has nothing above its date but the heading, and both the first
 * and the last entry have a header line right under it. Read from above, each employer would go to the next job.
 */
function employerBelow(view: TextView, headers: { r: ClassifiedRange; section: ViewSection; headingLine: number; dateLine: number }[]) {
  const lines = view.lines;
  const out = new Set<ViewSection>();
  for (const section of new Set(headers.map((h) => h.section))) {
    const own = headers.filter((h) => h.section === section);
    if (own.length < 2 || !section.heading || view.flattened) continue;
    const [first, last] = [own[0]!, own.at(-1)!];
    const lastLine = lineAt(lines, section.end - 1);
    const under = (h: (typeof own)[number], limit: number) => {
      const l = lines[h.dateLine + 1];
      const date = lines[h.dateLine]!;
      // A place alone under the date ("LUMEN HEALTH SYSTEMS, INC.  2019 – Present" / "Nashville, TN") says nothing of
      // where the employer is written: the dated line may be the employer, with its roles dated below.
      // The dated line's words in any script ("მარკეტინგის მენეჯერი⇥March 2019 – Present").
      return !date.bullet && h.r.end <= date.end && /\p{L}{2}/u.test(view.text.slice(date.contentStart, h.r.start) + view.text.slice(h.r.end, date.end)) && !!l && l.index < limit && headerLike(l, date) && !isLocation(l.text.trim());
    };
    if (first.dateLine === first.headingLine + 1 && under(first, own[1]!.dateLine) && under(last, lastLine + 1)) out.add(section);
    // "Work experience" / "Mar 2019 – Present" / "Marketing Manager, Laima Sweets Ltd, Riga" / "Sep 2015 – Feb 2019" / …:
    // every date alone on its line, the first right under the heading, each over a header line. Each date's header
    // is the line under it, blank lines between entries or not.
    const alone = (h: (typeof own)[number]) => {
      const date = lines[h.dateLine]!;
      const next = lines[h.dateLine + 1];
      const rest = view.text.slice(date.contentStart, h.r.start) + view.text.slice(h.r.end, date.end);
      return !date.bullet && !/\p{L}{2}/u.test(rest.replace(/\b(?:present|current|now|today)\b/gi, "")) && !!next && next.index <= lastLine && headerLike(next, date) && !isLocation(next.text.trim());
    };
    if (first.dateLine === first.headingLine + 1 && own.every(alone) && own.every((h, k) => k === 0 || h.dateLine - own[k - 1]!.dateLine >= 2)) out.add(section);
  }
  return out;
}

/**
 * "Assistant Professor, Department of Civil and Environmental Engineering,\t2020 – present" over "University of
 * Vermont, Burlington, VT": a header too long for the space left of a date column wraps onto the next line. The line
 * under the date continues it when the date's line ends in a comma or a joining word, or inside the name of a
 * department ("Department of Civil and Environmental" over "Engineering, Stanford University"). Returns that line's
 * index, or -1.
 */
function wrappedOnto(view: TextView, range: { start: number; end: number }, dateLine: number, nextDateLine: number): number {
  const lines = view.lines;
  const line = lines[dateLine]!;
  const next = lines[dateLine + 1];
  if (view.flattened || line.bullet || !next || dateLine + 1 >= nextDateLine || range.end > line.end) return -1;
  // A word or a bracket cut off ("Guest Services Associate (part-" over "time) — Gaylord Opryland") goes on on the next
  // line, whatever that line looks like.
  const cutOff = (b: string) => /\p{L}-$/u.test(b) || (b.match(/\(/g) ?? []).length > (b.match(/\)/g) ?? []).length;
  if (!headerLike(next, line) && !cutOff(view.text.slice(line.contentStart, range.start).trim())) return -1;
  // The date stands apart, in a column of its own (a tab or a wide gap), at the end of the line.
  const gap = /(\t|\s{2,})$/.test(view.text.slice(line.contentStart, range.start));
  const before = view.text.slice(line.contentStart, range.start).trim();
  if (!gap || !/[A-Za-z]{2}/.test(before) || /\S/.test(view.text.slice(range.end, line.end))) return -1;
  // A blank line ends the header ("…, Fishers, IN⇥Jun 2021 – Aug 2022" over a blank line and "Education"), and a state's
  // capitals are no joining word.
  if (/\n[^\S\n]*\n/.test(view.text.slice(line.end, next.start))) return -1;
  if (/(?:,|&|\b(?:and|of|for|in|at|the|with|And|Of|For|At|The|With))$/.test(before)) return dateLine + 1;
  // "Sales Development⇥Jul 2017 – Dec 2018" over "Representative — Cobaltline Inc.": a title cut before its last word;
  // "Guest Services Associate (part-" over "time) — Gaylord Opryland": a bracket or a word cut at its hyphen (review 60).
  const firstWord = /^[\p{L}-]+/u.exec(next.text.trim())?.[0] ?? "";
  if (!titleScore(before) && firstWord && titleScore(`${before} ${firstWord}`) > 0 && /^\p{Lu}/u.test(firstWord) && !before.includes(",") && !isLocation(before) && !knowledge.isCity(before) && !ORGANISATION.test(before) && !/\b(?:department|dept|ministry|office)\b/i.test(before) && !looksLikeCompany(before)) return dateLine + 1;
  if (cutOff(before)) return dateLine + 1;
  const inName = /\b(?:department|dept\.?|school|faculty|division|institute|cent(?:er|re)) (?:of|for) [^,]*$/i.test(before);
  return inName && /^[A-Z][a-z]+(?: [A-Z][a-z]+)?,\s/.test(next.text) ? dateLine + 1 : -1;
}

/** The date's line and the line its header wrapped onto, read as one line. */
function withContinuation(view: TextView, header: Header, continuation: number): Header {
  const own = header.fragments.find((f) => f.line === header.dateLine);
  if (continuation < 0 || !own) return header;
  // A word cut at its hyphen ("part-" over "time)") joins without a space.
  const text = `${own.text.trimEnd()}${/\p{L}-$/u.test(own.text.trimEnd()) ? "" : " "}${view.lines[continuation]!.text.trim()}`;
  return {
    ...header,
    lines: [...new Set([...header.lines, continuation])].sort((a, b) => a - b),
    fragments: header.fragments.filter((f) => f.line !== continuation).map((f) => (f === own ? { ...f, text } : f)),
  };
}

/**
 * "Apprentice Electrician — Puget Sound Electrical JATC⇥Sep 2017 – Feb 2022" over "  Cochran Electric, Seattle, WA —
 * commercial tenant improvements (Sep 2017 – Aug 2019)": an employer named with no title, dated within the role just
 * above it and with no blank line between, is where that role was placed; it takes the role's title (review 58).
 */
function placementsUnder(text: string, out: ViewPosition[]): void {
  let role: ViewPosition | undefined;
  for (let k = 0; k < out.length; k++) {
    const p = out[k]!;
    // Set in under the role: indented, or a bullet.
    const indent = text.slice(text.lastIndexOf("\n", p.start_ - 1) + 1, p.start_);
    const setIn = /^[^\S\n]+$|^[^\S\n]*[-•*▪◦·][^\S\n]*$/.test(indent);
    if (!p.title && p.company && p.start && setIn && role?.start && role.start <= p.start && (role.current || (!!role.end && !!p.end && p.end <= role.end)) && !/\n[^\S\n]*\n/.test(text.slice(role.start_, p.start_))) {
      out[k] = { ...p, title: role.title };
      continue;
    }
    role = p.title ? p : undefined;
  }
}

const NUMBERED_PROJECT = /\bproject\s*(?:#|no\.?)?\s*\d{1,2}\b/i;

/**
 * "Automation Lead | Project #1: E-commerce Checkout Revamp" dated within a job: a project of that job, no job of its own
 * (review 59).
 */
function projectsInJobs(out: ViewPosition[]): void {
  const project = (p: ViewPosition) => NUMBERED_PROJECT.test(`${p.title} ${p.company}`);
  const inside = (p: ViewPosition, o: ViewPosition) => !!o.start && !!p.start && o.start <= p.start && (o.current || (!!o.end && !!p.end && p.end <= o.end));
  for (let k = out.length - 1; k >= 0; k--) {
    const p = out[k]!;
    if (project(p) && out.some((o) => o !== p && !project(o) && inside(p, o))) out.splice(k, 1);
  }
}

/** `part` is one half of "Parent – Unit" ("Northside ISD – Brandeis High School", "Optus – Contact Centre"). */
const halfOf = (whole: string, part: string) => !!part && (whole.endsWith(` – ${part}`) || whole.startsWith(`${part} – `));

/**
 * "DELOITTE & TOUCHE LLP, Chicago, IL  Sep 2014 – Present" over "Senior Manager, Audit & Assurance  Jun 2021 –
 * Present" / ... / "Manager  Jul 2018 – May 2021": an employer heading with the years spent there (one range or
 * several: "2004 – 2010 / 2012 – present"), and the roles held there under it, each with its own dates. The heading is
 * no role of its own: the roles get its employer (and place), and what the role's line put after a comma is the
 * role's department, not an employer ("Senior Vice President, Operations"). Its years still count (work ranges are
 * read from the dates, not from this list).
 */
function nestedRoles(text: string, sections: ViewSection[], out: ViewPosition[]): ViewPosition[] {
  // What a role's line names after its title: a department ("Audit & Assurance", "Operations"), short and on the
  // title's line, not an organisation of its own ("Southeast Michigan Information Center") nor a line of description.
  // A firm's word in everyday words is a unit's name ("Patient Care Services", "Assurance Services": review 56).
  const department = (p: ViewPosition) =>
    p.company.split(/\s+/).filter((w) => !/^(?:&|and|of|the)$/i.test(w)).length <= 4 &&
    // ("Hospital Operations" names a hospital's word and is a unit.)
    (!ORGANISATION.test(p.company) || FUNCTION_TAIL.test(p.company)) &&
    (!looksLikeCompany(p.company) || everydayWords(p.company)) &&
    !/[.;]$/.test(p.company) &&
    text
      .slice(p.start_, p.end_)
      .split("\n")
      .some((l) => l.includes(p.title) && l.includes(p.company));
  const drop = new Set<number>();
  for (let k = 0; k < out.length; k++) {
    let head = out[k]!;
    // "Northside ISD – Brandeis High School, San Antonio, TX⇥Aug 2013 – Present" over its roles: the dash parted a
    // parent organisation from its unit, not a title from its employer.
    if (head.title && head.company && head.start && !titleScore(head.title) && (PARENT_BODY.test(head.title) || looksLikeCompany(head.title)) && text.slice(head.start_, head.end_).includes(`${head.title} – ${head.company}`))
      head = { ...head, title: "", company: `${head.title} – ${head.company}` };
    // "Optus — Contact Centre, Macquarie Park NSW⇥Jun 2016 – Present", "OLD NAVY (Gap Inc.) — Easton Town Center, Columbus,
    // OH | 2012 – 2022" over roles dated within it: an employer and its unit or branch, whichever half was read as the
    // title when no title word is in either (review 60). Taken only when roles follow (below).
    else if (head.title && head.company && head.start && !titleScore(head.title) && !titleScore(head.company) && !endsLikeTitle(head.title)) {
      const block = text.slice(head.start_, head.end_);
      const dashed = (a: string, b: string) => [" – ", " — ", " - "].some((d) => block.includes(`${a}${d}${b}`));
      // "Execom — Novi Sad": an employer of one word and its town (review 74).
      if (dashed(head.title, head.company) && !head.location && knowledge.isCity(head.company) && !knowledge.isCity(head.title) && !isRegion(head.title)) head = { ...head, title: "", company: head.title, location: head.company };
      else if (dashed(head.title, head.company)) head = { ...head, title: "", company: `${head.title} – ${head.company}` };
      // "Allied Irish Banks (AIB), Ennis and Limerick⇥2004 – 2014" over its roles: an employer and the towns it was in.
      else if (!head.location && block.includes(`${head.title}, ${head.company}`) && (isLocation(head.company) || knowledge.isCity(head.company) || (TOWNS_NAMED.test(head.company) && !looksLikeCompany(head.company) && !ORGANISATION.test(head.company))) && !knowledge.isCity(head.title))
        head = { ...head, title: "", company: head.title, location: head.company };
      else if (dashed(head.company, head.title)) head = { ...head, title: "", company: `${head.company} – ${head.title}` };
    }
    if (head.title || !head.company || !head.start) continue;
    // The heading's ranges: it and the untitled entries right after it with the same employer (one line, two spells).
    const spells = [head];
    while (k + spells.length < out.length && !out[k + spells.length]!.title && out[k + spells.length]!.company === head.company && out[k + spells.length]!.start) spells.push(out[k + spells.length]!);
    // A role dated in years under a heading dated in months ("Senior Consultant (2011 - 2015)" under "Aug 2011 - Feb
    // 2017") is compared by years.
    const after = (a: string, b: string) => (a.length === 4 ? +a >= +b.slice(0, 4) : monthIndex(a, false) >= monthIndex(b, false));
    const before = (a: string, b: string) => (a.length === 4 ? +a <= +b.slice(0, 4) : monthIndex(a, true) <= monthIndex(b, true));
    // Only a role of more than one year: "SharePoint Designer 2012 – 2012" near three spells of late 2012 says too little.
    const yearsOnly = (p: ViewPosition) => p.start!.length === 4 && (p.current || (p.end?.length === 4 && +p.end > +p.start!));
    const within = (p: ViewPosition) =>
      spells.some((h) => (p.start!.length > 4 || h.start!.length === 4 || yearsOnly(p)) && after(p.start!, h.start!) && (h.current || (!p.current && p.end !== null && before(p.end, h.end!))));
    const section = sectionAt(sections, head.start_);
    let j = k + spells.length;
    const inner: number[] = [];
    while (j < out.length && out[j]!.title && out[j]!.start && sectionAt(sections, out[j]!.start_) === section && within(out[j]!)) {
      const role = out[j]!;
      // Under "Parent – Unit", a role that took the unit alone is at both.
      if (halfOf(head.company, role.company) || (!!head.location && role.company === head.location)) {
        inner.push(j++);
        continue;
      }
      // A role at another organisation inside those years (a client, a secondment, a board seat) is that one's; a
      // long title names its own ("Missouri Chapter of the National Committee ... Board Member").
      if ((role.company && role.company !== head.company && !department(role)) || role.title.split(/\s+/).length > 8) break;
      inner.push(j++);
    }
    if (!inner.length) continue;
    // "Working Holiday — Australia⇥Oct 2017 – Dec 2018" over "Bartender, Hotel Esplanade, St Kilda⇥…": a heading that
    // groups jobs held at their own employers names none of them.
    const grouping = GROUPING.test(head.company);
    for (const i of grouping ? [] : inner) {
      const role = out[i]!;
      // "Manager, Sydney" under "Bain & Company — Sydney & London": the office the role was held in, its place (review 83).
      const town = role.company && !role.location && (knowledge.isCity(role.company) || (!!head.location && head.location.split(/\s*(?:,|&|\band\b|\/)\s*/).includes(role.company))) ? role.company : "";
      const dept = role.company && !town && role.company !== head.company && !halfOf(head.company, role.company) && role.company !== head.location ? role.company : "";
      out[i] = { ...role, title: dept ? `${role.title}, ${dept}` : role.title, company: head.company, location: town || (role.location ?? head.location) };
    }
    spells.forEach((_, n) => drop.add(k + n));
    k = inner.at(-1)!;
  }
  return out.filter((_, i) => !drop.has(i));
}

/**
 * "KESSLER & DOYLE LLP — Newark, NJ" / "Audit Associate  Sep 2019 – Jul 2021" / ... / "Tax Intern  Jan 2019 – Apr
 * 2019": a role with no employer of its own, right after a role whose employer heads it, is at that employer.
 */
/** The role's years lie within the other's (compared by year when either is written in years only). */
function within(p: ViewPosition, outer: ViewPosition): boolean {
  if (!p.start || !outer.start) return false;
  const years = !p.start.includes("-") || !outer.start.includes("-");
  const at = (m: string | null, asEnd: boolean) => (m === null ? Infinity : years ? Number(m.slice(0, 4)) : monthIndex(m, asEnd));
  return at(p.start, false) >= at(outer.start, false) && at(p.end, true) <= at(outer.end, true) && p.start_ > outer.start_;
}

/**
 * "Trainee Solicitor, Addleshaw Goddard LLP" / "Corporate seat⇥Sep 2020 – Feb 2021" / "Verification notes ...": a
 * trainee's seat or rotation within the job above is held at that job's employer; the line under it describes it.
 */
function rotations(out: ViewPosition[]) {
  for (let k = 1; k < out.length; k++) {
    const p = out[k]!;
    if (!/\b(?:seat|rotation)$/i.test(p.title)) continue;
    const outer = out.slice(0, k).reverse().find((o) => o.company && !/\b(?:seat|rotation)$/i.test(o.title));
    if (outer && within(p, outer)) out[k] = { ...p, company: outer.company, location: p.location ?? outer.location };
  }
}

function sameEmployer(text: string, sections: ViewSection[], out: ViewPosition[]) {
  // Roles that took the employer heading them: the next role with none is under the same heading (a third role).
  const inherited = new Set<number>();
  for (let k = 1; k < out.length; k++) {
    const prev = out[k - 1]!;
    // "WELLS FARGO & COMPANY, Charlotte, NC" / "Vice President, Credit Risk Analytics⇥Mar 2022 – Present" / its bullets /
    // "Assistant Vice President, Credit Risk Analytics⇥Feb 2019 – Feb 2022": a later role's unit after its title is no
    // employer; the role is held at the employer heading the one above, with nothing between but that role's lines.
    // ("Manager, Sydney" under "Bain & Company — Sydney & London": the office a town, the role's place; review 83.)
    if (unitTakenForEmployer(text, out[k]!, prev) && sectionAt(sections, out[k]!.start_) === sectionAt(sections, prev.start_))
      out[k] = knowledge.isCity(out[k]!.company) && !out[k]!.location ? { ...out[k]!, location: out[k]!.company, company: "" } : { ...out[k]!, title: `${out[k]!.title}, ${out[k]!.company}`, company: "" };
    const p = out[k]!;
    if (p.company || !p.title || !prev.company || !prev.title || sectionAt(sections, p.start_) !== sectionAt(sections, prev.start_)) continue;
    // "Chief Fellow, 2017 – 2018" under the fellowship's lines: a role held within the one above, at its employer.
    // (On a line of its own, at most three lines under the other's start: not in a text flattened to one line.)
    const below = (text.slice(prev.start_, p.start_).match(/\n/g) ?? []).length;
    if (!inherited.has(k - 1) && !(within(p, prev) && below >= 1 && below <= 3)) {
      const head = text.slice(prev.start_, prev.end_);
      // "Banner – University Medical Center Tucson" was written with a hyphen ("Banner - University ...").
      const companyAt = head.indexOf(prev.company) >= 0 ? head.indexOf(prev.company) : head.indexOf(prev.company.split(" – ")[0]!);
      const titleAt = titleIndex(head, prev.title, 0);
      if (companyAt < 0 || titleAt < 0 || companyAt > titleAt) continue;
      // The employer's line right above the title, or with only its place between ("DELOITTE CONSULTING LLP" / "Chicago, IL").
      const between = head.slice(companyAt, titleAt).split("\n");
      // ("Arup, Cardiff", a blank line, then "Engineer⇥2015 – 2019": an employer heading set apart; review 92.)
      if (between.length !== 2 && !(between.length === 3 && (isLocation(between[1]!.trim()) || !between[1]!.trim()))) continue;
    }
    out[k] = { ...p, company: prev.company, location: p.location ?? prev.location };
    inherited.add(k);
  }
}

const MONTH_WORD = new RegExp(`^${MONTH_SRC}$`, "iu");

/** Where a read title is written in `text` from `from`, or -1: "Senior Staff Nurse, Intensive Care Unit" may have been
 * written "Senior Staff Nurse - Intensive Care Unit" (review 89). */
function titleIndex(text: string, title: string, from: number): number {
  const at = text.indexOf(title, from);
  if (at >= 0 || !title.includes(", ")) return at;
  const dashed = new RegExp(title.split(", ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(?:,|\\s+[-–—])\\s"), "g");
  dashed.lastIndex = from;
  return dashed.exec(text)?.index ?? -1;
}

/** How far above a role's title its employer's own line is looked for. */
const EMPLOYER_ABOVE_CHARS = 3000;

/** The last place of `word` starting at or before `at` and at most `within` characters above it, or -1. */
function lastIndexAbove(text: string, word: string, at: number, within: number): number {
  const from = Math.max(0, at - within);
  const found = text.slice(from, at + word.length).lastIndexOf(word);
  return found < 0 ? -1 : from + found;
}

/**
 * Whether a role's employer is the unit written after its title on its line ("Associate, Restructuring⇥2016 – 2019"),
 * right under the role above (its header and bullets only between), whose title has a unit too and whose employer is
 * on a line of its own above it: the unit names no employer.
 */
const DUTIES_LABEL = /^\s*(?:key\s+)?(?:duties|responsibilities|achievements|duties and responsibilities|roles? (?:and|&) responsibilities)\s*:\s*$/i;

function unitTakenForEmployer(text: string, p: ViewPosition, prev: ViewPosition): boolean {
  if (!p.company || !p.title || !prev.company || !prev.title || p.start_ <= prev.start_) return false;
  // The role above has a unit after its title too (kept in its title, or dropped: "Senior Associate, Restructuring").
  // Both searches stay between the two roles and a little above: over the whole text their cost grew with the square of
  // the number of roles.
  const titleAt = titleIndex(text.slice(0, p.start_ + prev.title.length), prev.title, prev.start_);
  // "Senior Vice President, Hospital Operations", "Associate, Banking & Finance": a unit named by what it does.
  const department = (DEPARTMENT.test(p.company) || BUSINESS_FUNCTION.test(p.company) || FUNCTION_TAIL.test(p.company)) && p.company.split(/\s+/).length <= 4 && !looksLikeCompany(p.company);
  if (titleAt < 0 || (text.slice(titleAt + prev.title.length, titleAt + prev.title.length + 2) !== ", " && !prev.title.includes(", ") && !department)) return false;
  // ... and its employer on a line of its own above it ("Data Analyst, Wayfair (2016)" names its employer beside it).
  const companyAt = lastIndexAbove(text, prev.company, titleAt, EMPLOYER_ABOVE_CHARS);
  if (companyAt < 0 || !text.slice(companyAt, titleAt).includes("\n")) return false;
  // A line the employer opens, not another role's line that names it ("Summer Intern, Pinecrest Labs" above "Lab Aide,
  // Pinecrest Labs" and "Camp Counselor, Pine Camp": review 55).
  if (/\S/.test(text.slice(text.lastIndexOf("\n", companyAt - 1) + 1, companyAt).replace(/^[\s•*·-]+/, ""))) return false;
  const eol = text.indexOf("\n", p.start_);
  const first = text.slice(p.start_, eol < 0 ? text.length : eol).replace(/^[\s•*·-]+/, "");
  // ("Staff Nurse - Surgical Ward" after "Senior Staff Nurse - Intensive Care Unit": the unit after a dash; review 89.)
  const joint = first.startsWith(p.title) ? /^(?:,|\s+[-–—])\s/.exec(first.slice(p.title.length))?.[0] : undefined;
  const rest = first.slice(p.title.length + (joint?.length ?? 0) + p.company.length).match(/\p{L}+/gu) ?? [];
  if (!joint || !first.startsWith(`${p.title}${joint}${p.company}`) || !rest.every((w) => MONTH_WORD.test(w) || /^(?:present|current|now|to|till|date)$/i.test(w))) return false;
  // The same unit after the title above ("Partner, Assurance Services" over "Senior Manager, Assurance Services") is a
  // unit however much it looks like a firm's name (review 56).
  const sameUnit = prev.title.endsWith(`, ${p.company}`);
  if (!sameUnit && (looksLikeCompany(p.company) || ORGANISATION.test(p.company) || LEGAL_FORM.test(p.company.split(/\s+/).at(-1)!) || p.company.split(/\s+/).length > 4)) return false;
  // Nothing between the two roles but the one above's lines: no blank line, no line that is not a bullet after its header
  // (blank lines too for the same unit or a department's name: "Senior Associate, Banking & Finance" / its bullets / "" /
  // "Associate, Banking & Finance").
  const between = text.slice(titleAt, p.start_).split("\n").slice(1, -1);
  // ("Responsibilities:" over the bullets is one of them.)
  return between.every((l) => /^\s*[-•*·▪◦]\s/.test(l) || DUTIES_LABEL.test(l) || ((sameUnit || department) && !l.trim()));
}

/**
 * Roles written without dates: in an experience section, outside every dated role, a line that reads like a job
 * title with bullets under it, and the employer on its line or the next. They are listed (and warned about), but
 * count no experience and have no place on the timeline.
 */
function undatedPositions(view: TextView, sections: ViewSection[], dated: ViewPosition[]): ViewPosition[] {
  const lines = view.lines;
  const out: ViewPosition[] = [];
  const datedAt = intervalFinder(dated.map((p) => [p.start_, p.end_ + 1] as const));
  const covered = (l: Line) => datedAt(l.start) >= 0 || out.some((p) => l.start >= p.start_ && l.start <= p.end_);
  for (const section of sections) {
    if (section.kind !== "experience") continue;
    const first = lineAt(lines, section.headingEnd);
    const last = lineAt(lines, section.end - 1);
    for (let i = first; i <= last; i++) {
      const l = lines[i]!;
      // A sentence ("Exchange System Manager."), a label ("Projects did during Internship") or a cut-off line is no title.
      if (l.start < section.headingEnd || l.bullet || covered(l) || !startsRole(lines, i) || /[.:;,)(]$/.test(l.text.trim()) || /^(?:the|projects?|key|major)\b/i.test(l.text.trim())) continue;
      const headerLines = [i];
      const next = lines[i + 1];
      if (next && i + 1 <= last && !next.bullet && !covered(next) && headerLike(next, l) && !startsRole(lines, i + 1)) headerLines.push(i + 1);
      const read = readHeader(pieces({ lines: headerLines, fragments: headerLines.map((n, order) => ({ text: lines[n]!.text, line: n, order })), dateLine: i }));
      // An employer too: a title-like word alone is too often a bullet's wrapped end ("... chaired by the Assistant"
      // over "Superintendent").
      if (!read.title || !/^[\p{Lu}\d]/u.test(read.company)) continue;
      const bullets: string[] = [];
      let end = headerLines.at(-1)!;
      for (let j = end + 1; j <= last; j++) {
        const b = lines[j]!;
        if (covered(b) || (!b.bullet && startsRole(lines, j))) break;
        if (b.bullet) bullets.push(b.text.trim());
        else if (bullets.length && /^[a-z(]/.test(b.text)) bullets[bullets.length - 1] += ` ${b.text.trim()}`;
        else if (bullets.length) break;
        end = j;
      }
      out.push({ title: read.title, company: read.company, location: read.location, start: null, end: null, current: false, dateText: null, bullets, start_: l.start, end_: lines[end]!.end });
      i = end;
    }
  }
  return out;
}

type Anchor = { r: ClassifiedRange; section: ViewSection; dateLine: number };

/**
 * A left column of dates read as a block before the entries it belongs to (moderncv and other two-column
 * layouts, when the extractor reads the column on its own): consecutive lines holding nothing but a date,
 * followed by as many entry headers, each with its bullets. The k-th date goes with the k-th header.
 */
function dateColumn(view: TextView, anchors: Anchor[]): Map<number, ViewPosition> {
  const lines = view.lines;
  const out = new Map<number, ViewPosition>();
  const dateOnly = (a: Anchor) => {
    const l = lines[a.dateLine]!;
    const rest = view.text.slice(l.contentStart, Math.max(l.contentStart, a.r.start)) + view.text.slice(Math.min(l.end, a.r.end), l.end);
    return !l.bullet && !/[A-Za-z]{2}/.test(rest) && lineAt(lines, Math.max(a.r.start, a.r.end - 1)) === a.dateLine;
  };
  let k = 0;
  while (k < anchors.length) {
    let j = k;
    while (j + 1 < anchors.length && anchors[j + 1]!.section === anchors[k]!.section && anchors[j + 1]!.dateLine === anchors[j]!.dateLine + 1 && dateOnly(anchors[j + 1]!)) j++;
    const run = j - k + 1;
    if (run < 2 || !dateOnly(anchors[k]!)) {
      k = j + 1;
      continue;
    }
    const section = anchors[k]!.section;
    const stop = anchors[j + 1]?.section === section ? anchors[j + 1]!.dateLine : lineAt(lines, section.end - 1) + 1;
    const groups: { lines: number[]; bullets: string[]; closed: boolean }[] = [];
    for (let i = anchors[j]!.dateLine + 1; i < stop; i++) {
      const l = lines[i]!;
      const last = groups[groups.length - 1];
      if (headerLike(l, lines[i - 1]) && !(last && !last.closed && last.lines.length >= 2)) {
        if (!last || last.closed) groups.push({ lines: [i], bullets: [], closed: false });
        else last.lines.push(i);
      } else if (last) {
        last.closed = true;
        if (l.bullet) last.bullets.push(l.text.trim());
        else if (last.bullets.length && /^[a-z(]/.test(l.text)) last.bullets[last.bullets.length - 1] += ` ${l.text.trim()}`;
      }
    }
    if (groups.length >= run) {
      for (let n = 0; n < run; n++) {
        const g = groups[n]!;
        const a = anchors[k + n]!;
        const read = readHeader(pieces({ lines: g.lines, dateLine: a.dateLine, fragments: g.lines.map((i, order) => ({ text: lines[i]!.text, line: i, order })) }));
        const endLine = (groups[n + 1]?.lines[0] ?? stop) - 1;
        out.set(k + n, {
          title: read.title,
          company: read.company,
          location: read.location,
          start: pointToMonth(a.r.from, false),
          end: a.r.current ? null : pointToMonth(a.r.to ?? a.r.from, true),
          current: a.r.current,
          dateText: a.r.text.replace(/\s+/g, " ").trim(),
          bullets: g.bullets,
          start_: lines[g.lines[0]!]!.start,
          end_: lines[Math.max(g.lines[0]!, endLine)]!.end,
        });
      }
    }
    k = j + 1;
  }
  return out;
}
