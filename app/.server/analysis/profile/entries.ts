/**
 * Entry headers: the lines around a date that name what it is about ("Research Intern, NVIDIA Research –
 * Santa Clara, CA", "Princeton University / PhD in Computer Science"), split into fragments and sorted into
 * title, organisation and location. Shared by positions and education.
 *
 * Templates put these pieces in every order: "Title, Company – City", "Company, Title – City", the company
 * and city on the date's line with the title under it (Ember, Ink), the title over the company (Sb2nov,
 * Indeed), the dates first (moderncv), the dates at the end of the first bullet (a right-hand date column
 * read into the bullet's line). So the header is read from every side of the date, and each fragment is
 * judged by what it says, not by where it sits.
 */
import { knowledge } from "../knowledge";
import { openingVerb } from "../rubric/words";
import type { DateRange } from "./dates";
import { everydayWords } from "./employers";
import { looksLikeCompany, titleScore } from "./evidence";
import type { Line, TextView } from "./text";

/** The index of the line holding a view offset (the line before it when the offset is between lines). */
export function lineAt(lines: Line[], offset: number) {
  let lo = 0;
  let hi = lines.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The lines that start at or after `from` and end at or before `to`, found by halves (lines are in order and apart). */
export function linesWithin(lines: Line[], from: number, to: number): Line[] {
  let i = lineAt(lines, from);
  if (lines[i] && lines[i]!.start < from) i++;
  const out: Line[] = [];
  for (; i < lines.length && lines[i]!.end <= to; i++) out.push(lines[i]!);
  return out;
}

const LINK_LINE = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;
/** A piece that is (or holds) a link or an e-mail, never a title or a company. */
// "B.Com." and "M.Com." are degrees.
// ".NET Developer", "ASP.NET", "VB.NET": the platform, written in capitals, is no domain (review 74).
const URLISH = /(?:https?:\/\/|www\.|(?<!\b[bm])\.com\b|\.org\b|\.io\b|linkedin|github|\S@\S|(?<!\S)@\w)/i;
const NET_DOMAIN = /(?<=[A-Za-z0-9])\.(?:net|Net)\b/;
// "Booking.com, Amsterdam", "Amazon.com", "bol.com": a company named by its domain, at the start of a piece and with no
// path after it.
// "Various families through Care.com": in a piece too, but not a profile's host ("github.com/jo").
// "Web Developer — www.greenleafcoop.org": with its "www." too.
const COMPANY_DOMAIN = /(?<![\w./@(])(?:www\.)?(?!(?:linkedin|github|gitlab|behance|dribbble|medium|twitter|facebook|instagram|youtube|stackoverflow|kaggle)\.)[A-Za-z][\w&-]{1,30}\.(?:com|net|io|org)(?![\w./@])/gi;
/** A piece that is a link or an e-mail (not a company named by its domain). */
export const linkish = (t: string) => {
  const piece = t.trim().replace(COMPANY_DOMAIN, "");
  return URLISH.test(piece) || NET_DOMAIN.test(piece);
};
/** The lines of a federal résumé between an entry's dates and its title ("Salary: $52,000.00 USD Per Year"). */
// USAJOBS résumés write, between a job's agency and its duties: the schedule ("Permanent, Full-time") and the duty
// station's street address ("1800 F Street NW, Washington, DC 20405", "Alexandria, VA 22314 United States"). Neither is
// a title nor an employer (review 56).
const SCHEDULE_WORD = "permanent|temporary|term|full[- ]time|part[- ]time|seasonal|intermittent|career(?:-conditional)?";
const SCHEDULE_LINE = new RegExp(`^\\s*(?:${SCHEDULE_WORD})(?:\\s*[,/|;]\\s*(?:${SCHEDULE_WORD}))*\\s*$`, "i");
const STREET_LINE = /^\s*\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?:\p{Lu}[\p{L}.'-]*|\d{1,3}(?:st|nd|rd|th))\s+){0,4}(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Pl|Place|Pkwy|Parkway|Ct|Court|Hwy|Highway|Pike|Circle|Cir|Plaza|Sq|Square|Terrace)\b\.?(?:\s+(?:NW|NE|SW|SE))?(?:[,\s].*)?$/u;
const ZIP_LINE = /^\s*\p{Lu}[\p{L}.' -]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?(?:,?\s+(?:United States(?: of America)?|USA|U\.S\.A?\.?))?\s*$/u;
const FEDERAL_WORDS = "salary|hours per week|(?:series|grade|pay plan)(?:\\s*\\/\\s*(?:series|grade|level|step))?|supervisor(?:'s name)?|okay to contact this supervisor|may contact|number of employees supervised|full\\/part time|service country|duty station|duty location|work schedule|appointment type|tenure";
const FEDERAL_LABEL = new RegExp(`^(?:${FEDERAL_WORDS})\\s*:`, "i");
/**
 * "500 C Street SW, Washington, DC 20472 United States", "Alexandria, VA 22314 United States": a USAJOBS résumé's duty
 * station, written under the agency: the town and state are where the job was (review 91).
 */
function dutyStation(text: string): string | null {
  const m = /(?:^|,\s*)(\p{Lu}[\p{L} .'’-]{1,30}),\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?(?:,?\s+(?:United States(?: of America)?|USA?|U\.S\.A?\.?))?\s*$/u.exec(text.trim());
  return m && (STREET_LINE.test(text) || ZIP_LINE.test(text)) && !/\d/.test(m[1]!) ? `${m[1]!.trim()}, ${m[2]}` : null;
}
/** A federal label, a schedule or a street address: a line between a job's header lines that is none of them. */
const federalLine = (text: string) => FEDERAL_LABEL.test(text) || SCHEDULE_LINE.test(text) || STREET_LINE.test(text) || ZIP_LINE.test(text);
/** A federal field on a date's line: "April 2017 – October 2021 | Hours per week: 40 | Series/Grade: GS-0343-13". */
const FEDERAL_FIELD = new RegExp(`(?:^|\\|)[^\\S\\n]*(?:${FEDERAL_WORDS})\\s*:[^|\\n]*`, "giu");
/** A label line inside an entry ("Responsibilities:", "Project Description:"), not a header. */
const LABEL = /^(?:responsibilities|key responsibilities|roles? (?:and|&) responsibilities|duties|description|project description|project details|project|projects|role|environment|technologies(?: used)?|tools(?: used)?|team size|duration|client|achievements|accomplishments|summary|synopsis|location|platform|languages|skills|tasks|highlights|key achievements|major achievements|job description|work description|activities|reference|references|details|rotations?(?:\s*\([^)]{1,30}\))?|placements?|wards?|units?|sites?)\s*[:\-–]/i;

// "Gap year: 2016 – 2017", "Transition period (Aug 2024 – Jan 2025)": a break dated among the jobs.
export const CAREER_BREAK =
  /^\W*(?:gap year|career break|career gap|(?:personal |planned )?sabbatical|(?:family|full[- ]time|primary|unpaid) (?:caregiver|carer|caregiving|parent|mom|mother|dad|father|homemaker)|stay[- ]at[- ]home (?:parent|mom|mother|dad|father)|homemaker|(?:caregiver|carer|caregiving) (?:for|to) (?:a |an |my |the |our |two |three |an? )?(?:family|parents?|mother|father|mom|dad|spouse|husband|wife|partner|child|children|son|daughter|relatives?|grand\w+|siblings?|brother|sister|(?:terminally |chronically )?ill|elderly|aging|ageing|young)|military spouse(?: relocation)?|transition period|parental leave|maternity leave|paternity leave|family leave|personal leave|time off|(?:pcs |military |family |international |planned )?(?:relocation|relocated|relocating|move)\b(?! (?:project|program|team|services?|coordinator|manager|specialist|consultant|counsel+or|advisor|adviser|assistant|officer|agent|associate|director|lead|analyst|administrator|supervisor|expert))|moved (?:to|from|abroad|back)|immigrat(?:ion|ed|ing)|emigrat(?:ion|ed|ing)|(?:usmle|nclex|bar|licens(?:ing|ure)|board) (?:exams? )?prep(?:aration)?|career (?:note|pause|hiatus)|out of work|unemployed|unemployment|between (?:jobs|roles|positions)|looking for work|furlough(?:ed)?|medical(?:ly)? retire(?:ment|d)|(?:medical|sick|health|compassionate|bereavement|extended) (?:leave|break)|(?:health|medical)[- ]related (?:break|leave|absence)|illness|(?:health )?recovery|(?:full[- ]time|further|university|postgraduate|graduate) (?:study|studies|education)(?! (?:coordinator|officer|advisor|adviser|administrator|manager|assistant|lead))|redundan(?:cy|t)|laid off|job (?:search|seeking|hunting)|caring (?:responsibilities|for)|family (?:responsibilities|reasons|commitments)|personal (?:reasons|commitments)|travel(?:l?ing|led)?\b(?![- ](?:nurse|agent|consultant|coordinator|advisor|adviser|specialist|manager|writer|sales|counsel+or|industry|insurance|(?:and|&) (?:tourism|hospitality|leisure|expense)|assistant|officer|clerk|planner|therapist|technician|photographer|blogger|guide|company|agency|team|desk|services?|operations|expert|associate|director|lead|analyst|administrator|supervisor|rep|representative|medical|physical|occupational|respiratory|radiology|surgical|icu|er|or|rn|lpn|cna|tech|pt|ot|slp|ultrasound)))\b/i;

/** A break named on its line, after its dates too ("2019 – 2021: Full-time caregiver for a family member"; review 87). */
export const breakLine = (text: string) =>
  CAREER_BREAK.test(text) ||
  CAREER_BREAK.test(text.replace(/^\W*(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}[/.-])?(?:19|20)\d\d\s*(?:[–—-]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}[/.-])?(?:19|20)\d\d|present|now|current)\s*[:|–—-]?\s*/i, ""));

/** "Role: Senior Software Engineer" over the employer and dates: a title under its label heads the entry. */
function titleLabelled(line: Line): boolean {
  const m = /^(?:role|position|title|designation)\s*:\s*(\S.{0,60})$/i.exec(line.text.trim());
  return !line.bullet && !!m && titleScore(m[1]!) > 0 && !/[.;]$/.test(m[1]!);
}

/**
 * Whether a numbered or bulleted line heads an entry rather than telling a duty: "1. Infosys Limited, Bengaluru" (a
 * numbered list of employers), "* Senior Medical Representative at Pfizer Egypt", and a header given a bullet ("•
 * Senior Software Engineer, Northwind Analytics, Austin, TX | Mar 2021 – Present"; `placedHeader`).
 */
const JOB_SENTENCE = /^(?:(?:i\s+am|i\s+was|currently|presently)\s+)*(?:work(?:ing|ed)|employed|associated)\s+(?:as\s+(?:an?\s+)?\p{Lu}|(?:with|at|in|for)\s+(?:the\s+)?\p{Lu}.{2,60}?\s+as\s+(?:an?\s+)?\p{Lu})/iu;

export function numberedEmployer(line: Line, text = line.text) {
  if (line.numbered && namesCompany(text)) return true;
  if (!line.bullet) return false;
  // "* Senior Medical Representative at Pfizer Egypt – Alexandria" (Egyptian CVs), "1. Assistant Manager (Electrical)
  // ( March 1, 2021 - Present)" (Bdjobs): a list of jobs, each item a title at its employer, or a numbered title with
  // its dates. A duty opens with its verb.
  const t = text.trim();
  if (t.split(/\s+/).length > 14) return false;
  // "- Currently working as Back Office Executive in HDB Financial Services, Hyderabad since November 2019", "- Worked
  // with Tata Consultancy Services as Systems Engineer from Jul 2015 to May 2019": a job told in a sentence (review 59).
  if (JOB_SENTENCE.test(t) && /\b(?:19|20)\d\d\b/.test(line.text)) return true;
  if (openingVerb(t)) return false;
  const at = /^(.{3,60}?)\s+at\s+\p{Lu}/u.exec(t);
  if (at && titleScore(at[1]!) > 0) return true;
  const head = t.split(/\s*\(/)[0]!;
  if (!!line.numbered && head.split(/\s+/).length <= 6 && titleScore(head) > 0 && /\b(?:19|20)\d\d\b/.test(line.text)) return true;
  // "1. Senior Principal Officer, Credit Risk Management Division" over its bank and its dates (Bdjobs; review 70): a
  // numbered title, its unit after a comma, the year on a line below.
  const numberedTitle = t.split(/\s*[,(]/)[0]!;
  if (!!line.numbered && text === line.text && /^\p{Lu}/u.test(t) && numberedTitle.split(/\s+/).length <= 5 && titleScore(numberedTitle) > 0 && t.split(/\s+/).length <= 10 && !/[.;:]$/.test(t)) return true;
  // "- Operations Manager, First Union (2001 – 2005)" under "Previous Roles": a title, a comma, a capitalised employer and
  // the years, as a list of earlier roles is written (review 56).
  // "• Commander, 50th Operations Group, Schriever AFB, CO (2005 – 2008)": with the place after the employer.
  const pair = /^([^,]{3,60}),\s+([\p{Lu}\d][^,()]{1,60}?)((?:,\s*[^,()]{2,40}?){0,3})[\s,(–—|-]*$/u.exec(t);
  const placed = !pair?.[3] || isLocation(pair[3].replace(/^,\s*/, "")) || /,\s*[A-Z]{2}$/.test(pair[3]);
  if (pair && placed && pair[1]!.split(/\s+/).length <= 6 && titleScore(pair[1]!) > 0 && !titleScore(pair[2]!) && /\b(?:19|20)\d\d\b/.test(line.text)) return true;
  // "• Call Centre Agent – CCI South Africa, Cape Town (Jun 2022 – Present): …": the title and the employer parted by a
  // dash (review 100).
  const dashed = /^(.{3,60}?)\s+[–—-]\s+(\p{Lu}[^,()–—]{1,60}?)((?:,\s*[^,()]{2,40}?){0,3})[\s,(–—|-]*$/u.exec(t);
  if (dashed && dashed[1]!.split(/\s+/).length <= 6 && titleScore(dashed[1]!) > 0 && !titleScore(dashed[2]!) && (!dashed[3] || isLocation(dashed[3].replace(/^,\s*/, "")) || /^,\s*\p{Lu}[\p{L} .'-]{2,30}$/u.test(dashed[3])) && /\b(?:19|20)\d\d\b/.test(line.text)) return true;
  // "- Professor of Economics, 2005 – present" under its college's line: a title and its years alone (the text before
  // the date is given).
  const titleOnly = t.replace(/[\s,–—(-]+$/, "");
  if (text !== line.text && /^\p{Lu}/u.test(titleOnly) && !titleOnly.includes(",") && titleOnly.split(/\s+/).length <= 6 && titleScore(titleOnly) > 0) return true;
  return placedHeader(t);
}

/**
 * "• Senior Software Engineer, Northwind Analytics, Austin, TX |", "• Northwind Analytics, Austin, TX": a job's header
 * given a bullet, read as a title or an employer in capitals followed by its place (a duty is a sentence).
 */
function placedHeader(t: string): boolean {
  // ("• Clients: Acme, Boston, MA" labels a list under a job.)
  if (/[.;:]$/.test(t) || t.includes(":")) return false;
  const cells = t
    .replace(/[\s|·,–—@-]+$/u, "")
    .split(/\s*(?:,|\||·|•|\t|\s[–—-]\s|\s{2,}|[\p{So}\p{Co}]\uFE0F?)\s*/u)
    .filter(Boolean);
  if (cells.length < 2 || cells.length > 5) return false;
  const named = (c: string) => /^\p{Lu}/u.test(c) && c.split(/\s+/).every((w) => /^[\p{Lu}\d&(]/u.test(w) || /^(?:of|and|for|the|de|du|la|le|y|und|&)$/.test(w));
  const placed = isLocation(cells.at(-1)!) || (cells.length >= 3 && isLocation(cells.slice(-2).join(", ")));
  return placed && named(cells[0]!) && (titleScore(cells[0]!) > 0 || cells.length <= 3 || namesCompany(cells[1]!) || named(cells[1]!));
}

/** The line's first piece (before a comma or a bracket) reads as a company ("Infosys Limited, Bengaluru"). */
function namesCompany(text: string) {
  return looksLikeCompany(text.replace(/\s*[(,].*$/, "").trim());
}

/** Whether a line can be part of an entry header: short, no bullet, no sentence, no label. */
function dutyTold(t: string): boolean {
  const words = t.split(/\s+/);
  if (words.length < 6 || words.filter((w) => /^\p{Ll}/u.test(w)).length < 4) return false;
  const opener = openingVerb(t);
  return !!opener && (opener.form === "past" || (opener.form === "base" && opener.verb.past === opener.verb.base)) && opener.word.toLowerCase() === words[0]!.toLowerCase();
}

export function headerLike(line: Line, previous: Line | undefined) {
  const t = line.text.trim();
  if ((line.bullet && !numberedEmployer(line)) || !t || linkish(t)) return false;
  // "Forward Support Company, 2nd Battalion, ..., Fort Bragg, NC", "first direct (HSBC UK), Leeds": a line that ends
  // in a place is a header however long, and a brand may be written in lower case.
  const tail = t.length <= 160 ? /,\s*([^,]+,\s*[A-Z]{2}|[^,]+)$/.exec(t) : null;
  // "Grupo Bimbo — Tlalnepantla, Edo. Méx.": a place may end in its abbreviation's full stop.
  const placed = !!tail && (isLocation(tail[1]!) || knowledge.isCity(tail[1]!)) && (!/[.;]$/.test(t) || (/\s\p{Lu}\p{Ll}{1,3}\.$/u.test(t) && !REGION_SET.has(t.slice(t.lastIndexOf(" ") + 1, -1).toLowerCase()) && isLocation(tail[1]!)));
  // "Delivery Associate – Amazon DSP (Lightning Logistics LLC) – 150+ stops a day, Flex scanner, van inspections": a
  // header with what the job was after a last dash (review 66's Word table) is as long as its header.
  const parts = t.split(/\s[–—-]\s/);
  const told = parts.length >= 3 && /,|\d|^\p{Ll}/u.test(parts.at(-1)!.trim()) ? parts.slice(0, -1).join(" – ") : t;
  if (told.length > (placed ? 160 : 110) || told.split(/\s+/).length > (placed ? 22 : 16)) return false;
  // "forklift operator, midwest freight co." (a header typed all in small letters, review 66): a title, a comma and its
  // employer, opening a block of its own after a blank line.
  const typedSmall = t === t.toLowerCase() && /^[^,]{3,40},\s*\p{Ll}/u.test(t) && t.split(/\s+/).length <= 8 && (!previous || line.start - previous.end >= 2) && titleScore(t.split(",")[0]!) > 0;
  // "Studio Fjord S.r.l.": a legal form's full stop ends no sentence.
  if (/[.;]$/.test(t) && !/\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Bhd|Pty)\.$/.test(t) && !/\s(?:S\.r\.l|S\.p\.A|S\.A|S\.A\.S|N\.V|B\.V|s\.r\.o|a\.s|d\.o\.o|d\.d|A\.Ş|L\.L\.C|L\.P)\.$/.test(t) && !placed && !(typedSmall && /\b(?:inc|ltd|co|corp|llc)\.$/.test(t))) return false;
  // "Own tolerance stack-ups for a 40-part product line; run FEA in ANSYS": a clause after a semicolon, a duty's line.
  if (/;\s+\p{Ll}/u.test(t)) return false;
  // "Cut close time from 9 to 6 business days by automating 40 reconciliations": a duty told in the past, without its
  // bullet (a PDF's list). Not "Registered Nurse at Mercy Hospital of St. Louis": a sentence has its small words.
  if (dutyTold(t)) return false;
  // A page's running header or footer ("Robert J. Harrington · Page 2", "Page 2 of 3").
  if (/\bpage\s+\d+(?:\s*(?:of|\/)\s*\d+)?$/i.test(t)) return false;
  // A project's technologies under its name ("Next.js, TypeScript, Stripe Billing, PostgreSQL, Vercel"): no header.
  const items = t.split(/\s*,\s*/);
  // "Waste Management, Phoenix, AZ" ends in a place: an employer, though the lists know its words as skills.
  if (!placed && items.length >= 3 && items.filter((i) => knowledge.skills.byName(i)?.category === "technical").length >= Math.max(2, items.length / 2)) return false;
  // A label or a line leading into a list ("Selected client engagements, several run in parallel:").
  if (LABEL.test(t) || /:$/.test(t)) return false;
  // "Project 1: Mobile banking app" right under a role's header: a project of that role (review 74). Set apart by a blank
  // line it heads its own dated block, which `projectsInJobs` folds into the job.
  if (/^project\s*#?\s*\d{1,2}\s*[:\-–]/i.test(t) && previous && line.start - previous.end < 2) return false;
  // A lowercase start after a bullet continues the bullet ("uptime", "divisions"), but for a brand written so, with
  // its legal form ("iGate Global Solutions Ltd.", "eBay Inc.").
  // So is a title so written ("iOS Engineer", "eCommerce Manager").
  const brandTitle = /^[a-z]{1,2}[A-Z]/.test(t) && titleScore(t.split(/\t|\s{2,}|,/)[0]!) > 0;
  // "eBay | San Jose, CA", "iRobot — Bedford, MA": a brand so written, with its place (review 62).
  const brandPlace = /^[a-z]{1,2}[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s*(?:[|—–,]|\s-\s|\t|\s{2,})\s*(.+)$/.exec(t);
  if (brandPlace && isLocation(brandPlace[1]!.trim()) && !previous?.bullet) return true;
  // "lululemon, Vancouver, BC — Educator (Part-time)": a brand in small letters, its place after a comma, set apart by a
  // blank line from the bullets above (review 98).
  const smallBrand = /^[a-z][\w&.'-]*(?:\s[a-z][\w&.'-]*)?,\s*([^,–—|]+,\s*[A-Z]{2,3}|[^,–—|]+?)\s*(?:\s[–—-]\s|\s\|\s|$)/.exec(t);
  if (smallBrand && (isLocation(smallBrand[1]!.trim()) || knowledge.isCity(smallBrand[1]!.trim())) && (!previous || line.start - previous.end >= 2)) return true;
  if (/^[a-z]/.test(t) && (previous?.bullet || t.split(/\s+/).length > 3) && !(/^[a-z]+[A-Z]/.test(t) && namesCompany(t)) && !brandTitle && !(placed && !previous?.bullet && t.split(/\s+/).length <= 8) && !typedSmall) return false;
  return true;
}

const STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|ON|BC|AB|QC|NS|MB|SK|NB|NL|YT|NU|UK|UAE|USA|US|EU|NSW|VIC|QLD|WA|SA|TAS|ACT|NT|IN";
const REGIONS =
  "india|usa|united states|united kingdom|england|scotland|wales|ireland|canada|australia|new zealand|germany|france|spain|italy|portugal|netherlands|the netherlands|nederland|italia|españa|deutschland|schweiz|suisse|österreich|belgië|belgique|belgium|switzerland|austria|sweden|norway|denmark|finland|poland|czech republic|czechia|slovakia|slovenia|croatia|serbia|bulgaria|estonia|latvia|lithuania|luxembourg|iceland|cyprus|malta|hungary|romania|greece|turkey|türkiye|turkiye|israel|egypt|nigeria|kenya|south africa|ghana|uae|united arab emirates|saudi arabia|ksa|k.s.a|qatar|kuwait|oman|bahrain|pakistan|bangladesh|sri lanka|nepal|china|japan|korea|south korea|s.korea|s. korea|republic of korea|u.s.a|u.s|u.k|singapore|hong kong|taiwan|malaysia|indonesia|philippines|vietnam|thailand|brazil|mexico|argentina|chile|colombia|peru|russia|ukraine|iraq|iran|maharashtra|karnataka|tamil nadu|telangana|andhra pradesh|kerala|gujarat|rajasthan|uttar pradesh|madhya pradesh|west bengal|delhi|haryana|punjab|odisha|bihar|goa|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|district of columbia|ontario|quebec|alberta|british columbia|nova scotia|new brunswick|manitoba|saskatchewan|newfoundland and labrador|newfoundland|prince edward island|yukon|nunavut|northwest territories|gauteng|western cape|eastern cape|northern cape|kwazulu-natal|kwazulu natal|free state|limpopo|mpumalanga|north west|metro manila|rizal|cavite|laguna|bulacan|pampanga|batangas|cebu|davao del sur|iloilo|bavaria|royaume-uni|west yorkshire|south yorkshire|north yorkshire|east yorkshire|greater london|greater manchester|west midlands|east midlands|tyne and wear|merseyside|east sussex|west sussex|lancashire|cheshire|hampshire|hertfordshire|berkshire|buckinghamshire|oxfordshire|cambridgeshire|gloucestershire|wiltshire|derbyshire|nottinghamshire|leicestershire|lincolnshire|northamptonshire|staffordshire|warwickshire|worcestershire|shropshire|bedfordshire|county durham|county dublin|county cork|america|north america|latin america|europe|asia|remote|românia|danmark|hrvatska|srbija|slovenija|polska|česko|česká republika|slovensko|magyarország|suomi|sverige|norge|ísland|éire|україна|украина|россия|беларусь|казахстан|българия|ελλάδα|ישראל|مصر|السعودية|الإمارات|ایران|ไทย|ประเทศไทย|中国|日本|한국|대한민국|việt nam|lietuva|latvija|eesti|méxico|edo. méx.|edo. méx|edo. de méx.|edo. de méx|estado de méxico|cdmx|jalisco|nuevo león|selangor|johor|pulau pinang|penang|sabah|sarawak|perak|kedah|kelantan|melaka|negeri sembilan|pahang|terengganu|putrajaya|wilayah persekutuan|albania|shqipëri|shqipëria|shqiperi|shqiperia|kosovo|kosova|armenia|հայաստան|sakartvelo|საქართველო|tanzania|suid-afrika|wes-kaap|oos-kaap|noord-kaap|vrystaat|noordwes|catalunya|catalonia|jamaica|trinidad and tobago|trinidad|barbados|bahamas|the bahamas|guyana|belize|haiti|dominican republic|puerto rico|saint lucia|st. lucia|grenada|antigua and barbuda|saint kitts and nevis|st. kitts and nevis|saint vincent and the grenadines|cuba|panama|costa rica|guatemala|honduras|nicaragua|el salvador|ecuador|bolivia|paraguay|uruguay|venezuela|suriname|uganda|rwanda|zambia|zimbabwe|botswana|namibia|mozambique|ethiopia|senegal|côte d'ivoire|cote d'ivoire|ivory coast|sierra leone|liberia|malawi|burundi|cameroon|gabon|angola|madagascar|mauritius|seychelles|somalia|sudan|south sudan|eritrea|djibouti|benin|burkina faso|gambia|the gambia|guinea-bissau|equatorial guinea|lesotho|eswatini|swaziland|cabo verde|cape verde|bhutan|maldives|myanmar|burma|cambodia|laos|mongolia|uzbekistan|kazakhstan|kyrgyzstan|tajikistan|turkmenistan|azerbaijan|lebanon|jordan|hashemite kingdom of jordan|palestine|syria|iraq|yemen|libya|tunisia|algeria|fiji|papua new guinea|samoa|tonga|vanuatu|solomon islands|brunei|timor-leste|east timor|montenegro|north macedonia|macedonia|bosnia and herzegovina|bosnia|moldova|belarus|iceland|luxembourg|liechtenstein|monaco|andorra|san marino|malta|cyprus" +
  // Hong Kong's three areas and Nigeria's capital territory ("Tsuen Wan, New Territories", "Gwarinpa, Abuja FCT"; review 100).
  "|new territories|kowloon|hong kong island|fct|abuja fct|federal capital territory" +
  // Jamaica's parishes named with a saint, and three more that name no town elsewhere ("Spanish Town, St. Catherine").
  "|st. catherine|st catherine|st. andrew|st andrew|st. ann|st ann|st. james|st james|st. elizabeth|st elizabeth|st. thomas|st thomas|st. mary|st mary|trelawny|westmoreland|clarendon";
const STATE_SET = new Set(STATES.split("|"));
const ADMIN_AREA = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s(?:State|Province|Region|County|Governorate|Division|District)$/u;
const REGION_SET = new Set([...REGIONS.split("|"), "nz"]);
/** An Irish county as Irish addresses write it after the town ("Ennis, Co. Clare", "Naas, County Kildare"). */
const IRISH_COUNTY =
  /^(?:co\.?|county)\s+(?:antrim|armagh|carlow|cavan|clare|cork|derry|londonderry|donegal|down|dublin|fermanagh|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|tyrone|waterford|westmeath|wexford|wicklow)$/i;
/** British counties and regions written between a town and its postcode. */
export const UK_COUNTY =
  /^(?:(?:North|South|East|West) Yorkshire|West Midlands|Greater Manchester|Greater London|Tyne and Wear|Merseyside|Cheshire|Lancashire|Cumbria|Northumberland|Durham|Derbyshire|Nottinghamshire|Leicestershire|Lincolnshire|Staffordshire|Shropshire|Warwickshire|Worcestershire|Herefordshire|Northamptonshire|Rutland|Cambridgeshire|Norfolk|Suffolk|Essex|Kent|Surrey|(?:East |West )?Sussex|Hampshire|Berkshire|Buckinghamshire|Hertfordshire|Bedfordshire|Oxfordshire|Gloucestershire|Wiltshire|Somerset|Dorset|Devon|Cornwall|Middlesex|Isle of Wight|Lanarkshire|Renfrewshire|Ayrshire|Fife|Midlothian|West Lothian|Aberdeenshire|Gwynedd|(?:South |Mid |West )?Glamorgan|Powys|Pembrokeshire|Carmarthenshire|County (?:Antrim|Down|Armagh|Tyrone|Fermanagh|Londonderry))$/;
/** A Dublin postal district ("Dublin 8", "Dublin 6W"): a place alone. */
const DUBLIN_DISTRICT = /^dublin\s(?:[1-9]|1[0-8]|2[024]|6w)$/i;
// Words of a firm's name, never of a town's ("Klarna Bank AB" is no town in Alberta).
const CORPORATE = /\b(?:inc|ltd|llc|llp|plc|corp|gmbh|pvt|limited|company|corporation|bank|group|holdings|technologies|solutions|systems|consulting|labs)\b/i;
// Any script's letters: "Wrocław", "Gdańsk", "Łódź" and "Århus" as well as "Kraków" and "Zürich".
// Initials run together ("J.P. MORGAN", "A.T. Kearney") name a firm, not a town ("St. Louis" has a space).
// Georgian letters have no capitals ("თბილისი").
const CITY = /^(?!.*\p{Lu}\.\p{Lu}\.)[\p{Lu}\u10d0-\u10ff][\p{L}\p{M}.'’ -]{1,30}$/u;
/** "San Francisco, CA", "Istanbul, Türkiye", "Pune, Maharashtra", "Remote". */
/** "м. Київ", "г. Москва": the Ukrainian and Russian word for "city" before a town's name. */
const CITY_MARK = /^(?:м|г)\.\s?/;

// A military base is where a service member served: "RAF Coningsby", "CFB Edmonton", "Fort Bragg", "Lackland AFB",
// "Catterick Garrison", "Naval Station Norfolk", "Camp Lejeune" (review 96). ("Camp" alone opens a summer camp's name.)
const MILITARY_BASE = /^(?:(?:RAF|CFB|CFS|HMNB|RNAS|RAAF Base|RNZAF Base|Fort|Ft\.?|Joint Base|NAVSTA|MCAS|Naval (?:Air )?Station|Marine Corps (?:Base|Air Station))\s+\p{Lu}[\p{L}'-]+(?:[ -]\p{Lu}[\p{L}'-]+){0,2}|Camp (?:Lejeune|Pendleton|Humphreys|Bastion|Buehring|Arifjan|Casey|Zama|Foster|Kinser|Courtney|Hansen|Schwab|Victory|Leatherneck|Taji|Shelby|Atterbury|Ripley|Grayling|Mabry|Murray|Dodge|Blanding|Gagetown)|\p{Lu}[\p{L}'-]+(?:[ -]\p{Lu}[\p{L}'-]+){0,2}\s+(?:AFB|Air Force Base|Air Base|Garrison|Barracks|Army Airfield|AAF))$/u;

// (Not an organisation's own office: "UNICEF Kenya Country Office", "Georgia State University VITA site".)
export const WORKPLACE = /^(?!.*\b(?:\p{Lu}{3,}|University|College|School|Hospital|Institute|Bank|Council)\b)(?:\p{Lu}[\p{L}&'’.-]*\s+(?:&\s+)?){1,4}(?:[Cc]ountry [Oo]ffice|[Ss]ub-[Oo]ffice|[Ff]ield [Oo]ffice|[Rr]egional [Oo]ffice|[Bb]ranch|BRANCH|[Ss]ite|[Cc]ampus)$/u;

export function isLocation(fragment: string): boolean {
  // "Dr. Amara Okafor-Reyes, MD": a name after its honorific, and a physician's letters (review 76).
  if (/^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+\p{Lu}/u.test(fragment.trim())) return false;
  // "Town of Milton, ON", "City of Brampton": a municipality by its kind is the employer, a council (review 92).
  if (/^(?:the\s+)?(?:Town|City|County|Village|Borough|Township|Municipality|Municipal District|Region|District|Shire)\s+of\s+\p{Lu}/u.test(fragment.trim())) return false;
  // "Fort Hood, TX and Camp Buehring, Kuwait": two places, each with its state or country.
  const two = /^([^,]+,[^,]+?)\s+(?:and|&|\/)\s+([^,]+,[^,]+)$/.exec(fragment.trim());
  if (two && isLocation(two[1]!) && isLocation(two[2]!)) return true;
  // "Isleworth and Leeds", "London and Salford": two towns the lists know, where the job was (reviews 82, 85).
  const towns = /^(\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+)?)\s+(?:and|&)\s+(\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+)?)$/u.exec(fragment.trim());
  if (towns && (knowledge.isCity(towns[1]!) || knowledge.isCity(towns[2]!)) && !CORPORATE.test(fragment) && !/^(?:Marks|Procter|Johnson|Ernst|Black|Barnes|Crate|Bath|Bed)$/i.test(towns[1]!)) return true;
  const parts = fragment.trim().replace(/\.$/, "").split(/\s*,\s*/);
  // "Huntsville, AL US" (USAJOBS writes the country after the state).
  const place = (p: string) => STATE_SET.has(p) || REGION_SET.has(p.toLowerCase()) || (/^[A-Z]{2} US$/.test(p) && STATE_SET.has(p.slice(0, 2))) || IRISH_COUNTY.test(p) || DUBLIN_DISTRICT.test(p) || (UK_COUNTY.test(p) && parts.length === 2);
  if (parts.length === 1) {
    if (DUBLIN_DISTRICT.test(parts[0]!) || ((MILITARY_BASE.test(parts[0]!) || WORKPLACE.test(parts[0]!)) && !CORPORATE.test(parts[0]!))) return true;
    // "Tempe AZ", "Phoenix AZ", "Parramatta NSW": a city and its state's capitals without the comma.
    const cityState = /^(.+?)\s+([A-Z]{2,3})$/.exec(parts[0]!);
    // "Chicago USA" is a place; "L'Oréal USA" a company's national arm: after a country, only a town the lists know.
    // So after "AB", Alberta and a Swedish company's form ("Ericsson AB").
    const country = /^(?:USA|US|UK|AB)$/.test(cityState?.[2] ?? "");
    // "Coastline Grocers DC" is a distribution centre; only Washington is in DC written so.
    const dc = cityState?.[2] === "DC" && !/^washington$/i.test(cityState[1]!.trim());
    // ("Fire and Rescue NSW": an agency of the state is no town; review 91.)
    const agency = !!cityState && /\s(?:and|of|for)\s|\b(?:Fire|Rescue|Police|Ambulance|Health|Services?|Department|Council|Government|Transport)\b/.test(cityState[1]!);
    if (cityState && !dc && !agency && STATE_SET.has(cityState[2]!) && CITY.test(cityState[1]!) && cityState[1]!.split(/\s+/).length <= 3 && !CORPORATE.test(cityState[1]!) && (!country || knowledge.isCity(cityState[1]!))) return true;
    // "Москва", "東京都", "서울": a town the lists know, written in its own script, is a place alone (a Latin name alone
    // may be an employer's: "Phoenix", "Reading").
    return REGION_SET.has(parts[0]!.toLowerCase()) || (!/\p{Script=Latin}/u.test(parts[0]!) && knowledge.isCity(parts[0]!.replace(CITY_MARK, "")));
  }
  // "Kenya & Somalia Country Office, Nairobi", "Alabang Site, Muntinlupa City", "Kisumu branch": an organisation's
  // office, site or branch where the job was (review 100, 101).
  if (WORKPLACE.test(parts[0]!) && !CORPORATE.test(parts[0]!) && parts.slice(1).every((p) => /^\p{Lu}[\p{L} .'’-]{2,30}$/u.test(p) && !titleScore(p))) return true;
  // "Camp Dodge, Johnston, IA": a base and the town it lies in.
  if (MILITARY_BASE.test(parts[0]!) && !CORPORATE.test(parts[0]!) && isLocation(parts.slice(1).join(", "))) return true;
  // "FLAG Inc., California": an employer before the state, not a city.
  // "Reno / Sparks, NV": neighbouring cities of one state.
  const cities = parts[0]!.split(/\s+\/\s+/);
  // "NY, MA": a list of states is no town in one.
  if (parts.length > 3 || cities.length > 3 || !cities.every((c) => CITY.test(c) && !(STATE_SET.has(c) && parts.slice(1).every((p) => STATE_SET.has(p)))) || CORPORATE.test(parts[0]!)) return false;
  // "L'Oréal USA, New York": a company's national arm, not a town.
  // So is "Tesco Ireland, Dublin 4".
  if (/\s(?:USA|U\.S\.A?\.?|US|UK)$/.test(parts[0]!) || (/\s(?:Ireland|Australia|Canada|India|Germany|France|Spain|Italy|Netherlands|Nederland|Deutschland|España|Italia|Singapore|Malaysia|Philippines|Japan|China|Brasil|Brazil|Mexico|México)$/.test(parts[0]!) && !/^(?:Northern|New|South|North|West|East)\s/.test(parts[0]!))) return false;
  // "Glossier, New York, NY", "Acme, Washington, DC": a state's name that is also its city's, then the state. The first
  // part is a place only when the lists know it ("Brooklyn, New York, NY").
  if (parts.length === 3 && /^[A-Z]{2}$/.test(parts[2]!) && STATE_SET.has(parts[2]!) && REGION_SET.has(parts[1]!.toLowerCase())) return knowledge.isCity(parts[0]!);
  // "Wrocław, Dolnośląskie, Poland", "Campinas, São Paulo, Brazil": a town the lists know, its region (any), its country
  // (LinkedIn writes them so; review 74).
  // (Not a district before its city: "Södermalm, Stockholm, Sweden".)
  if (parts.length === 3 && REGION_SET.has(parts[2]!.toLowerCase()) && /^\p{Lu}[\p{L}' -]{2,30}$/u.test(parts[1]!) && knowledge.isCity(parts[0]!) && !knowledge.isCity(parts[1]!)) return true;
  // "Brightmoor, Remote": an employer worked for remotely; a town only when the lists know it ("Leeds, Remote").
  if (parts.length === 2 && /^remote$/i.test(parts[1]!) && !knowledge.isCity(parts[0]!)) return false;
  // A two-letter state must be written in capitals ("Smith, Al" is a name).
  // "Port Harcourt, Rivers State", "Jubail, Eastern Province", "Kumasi, Ashanti Region": a town the lists know, then the
  // state, province, region or county it lies in (review 70).
  return parts.slice(1).every((p) => place(p) || (parts.length === 2 && ADMIN_AREA.test(p) && knowledge.isCity(parts[0]!)));
}

/** "Rotterdam (Netherlands)" (Europass) -> "Rotterdam, Netherlands": a country in brackets after a town. */
export function bracketCountry(text: string): string {
  // "Companies House, Cardiff (remote)": worked from home for an employer in a town the lists know; the town is the place
  // (review 84).
  text = text.replace(/(,\s*)(\p{Lu}[\p{L}' .-]{1,30}?)\s*\((?:remote|hybrid|fully remote|remote-first)\)(?=\s*(?:$|[·|\t]))/giu, (m, sep: string, town: string) => (knowledge.isCity(town.trim()) ? `${sep}${town}` : m));
  // "Utrecht (NL)", "Basel (CH)": a town the lists know with its country's code in brackets is that town (review 99).
  text = text.replace(/(\p{Lu}[\p{L}' .-]{1,30}?)\s*\((?:[A-Z]{2}|UK|USA)\)(?=\s*(?:$|[·|\t]))/gu, (m, town: string) => (knowledge.isCity(town.trim()) ? town : m));
  // "Mitsubishi Electric Corporation (Tokyo, Japan)": a town with its country in brackets too.
  // "CUSTOMER CARE SPECIALIST (REMOTE)": how the job was worked is a piece of its own, not the place of the words before it
  // (review 66).
  return text.replace(/\s*\(([^()]{2,40})\)(?=\s*(?:$|[·|\t]))/g, (m, c: string) =>
    /^(?:remote|hybrid|on-?site|work from home|wfh)$/i.test(c.trim()) ? ` | ${c.trim()}` : REGION_SET.has(c.trim().toLowerCase()) || (c.includes(",") && isLocation(c.trim())) ? `, ${c.trim()}` : m,
  );
}

// "Piet Mondriaanlaan 26", "Rua do Rego Lameiro 38", "ul. Legnicka 48/12", "1420 Oak Street": a street and its number.
const STREET_PART = /^(?:\p{L}[\p{L}\p{M}.'’ -]{2,40}\s\d{1,5}[a-zA-Z]?(?:\/\d+)?|\d{1,5}[a-zA-Z]?\s\p{L}[\p{L}\p{M}.'’ -]{2,40})$/u;
// "3812 GV Amersfoort", "4300-454 Porto", "54-202 Wrocław", "10245 Berlin": a postcode and its town.
const POSTCODE_TOWN = /^(?:\d{4}\s?[A-Z]{2}|\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3})\s+(\p{Lu}[\p{L}\p{M} .'’-]{1,40})$/u;

/**
 * "Arcadis Nederland B.V., Piet Mondriaanlaan 26, 3812 GV Amersfoort, Netherlands": an employer written with its postal
 * address (Europass asks for it). The name, and the town with its country; null when no street or postcode is written.
 */
export function splitAddress(value: string): { name: string; location: string } | null {
  const parts = value.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 3) return null;
  const at = parts.findIndex((p, k) => k > 0 && (STREET_PART.test(p) || POSTCODE_TOWN.test(p)));
  if (at < 1) return null;
  const rest = parts.slice(at);
  const country = REGION_SET.has(rest.at(-1)!.toLowerCase()) ? rest.at(-1)! : null;
  // The town after its postcode, or after the street when a country ends the address ("District 65, Evanston, IL" is
  // no street address).
  const town = rest.map((p) => POSTCODE_TOWN.exec(p)?.[1]).find(Boolean) ?? (country && rest.length >= 3 && STREET_PART.test(rest[0]!) && /^\p{Lu}[\p{L}\p{M} .'’-]+$/u.test(rest[1]!) ? rest[1] : undefined);
  if (!town) return null;
  return { name: parts.slice(0, at).join(", "), location: country && country !== town ? `${town}, ${country}` : town };
}

/** "Texas", "Germany", "Remote": a state, country or region written out, or remote work (not a two-letter code). */
export const isRegion = (text: string) => REGION_SET.has(text.trim().toLowerCase());

// "Full-time · 6 yrs 2 mos": LinkedIn's web page writes the kind of employment before the time at a company (review 78).
export const TENURE_LINE = /^\s*(?:(?:full[- ]time|part[- ]time|contract|self[- ]employed|freelance|internship|apprenticeship|seasonal|permanent|temporary)\s*·\s*)?(?:\d{1,2}\s*(?:years?|yrs?|months?|mos?)\s*){1,2}$/i;

/** Splits header text into fragments at dashes, bars, bullets and wide gaps. */
export function fragments(text: string): string[] {
  return text
    // "1. Infosys Limited, Bengaluru", "2) Tech Mahindra Ltd.": an entry's number in a list names nothing.
    .replace(/^\s*\(?\d{1,2}[.)]\s+(?=\S)/, "")
    // "Freelancer — Web Developer", "Self-employed – Photographer": the way of working first, the title after it; read
    // as the title and its "employer" (review 74: the two had been swapped).
    .replace(/^\s*(Freelancer|Freelance|Self-employed|Self employed|Independent contractor|Contractor)\s+[–—-]\s+([^–—(|\t]+?)(?=\s*(?:\(|$|\t|\s[–—|]\s))/i, (m, kind: string, title: string) => (titleScore(title) > 0 ? `${title} — ${kind}` : m))
    // "Technical Support Representative – Tier 2": the title's grade after a dash stays with it (review 74).
    .replace(/\s+[–—-]\s+((?:Tier|Level|Grade|Band)\s?\d{1,2})(?=\s*(?:$|[|,\t]|\s[–—-]\s))/g, " ($1)")
    // Chinese and Japanese write no spaces between words: two spaces, or one ideographic space, part a row's cells.
    .split(/(?<=[\p{sc=Han}\p{sc=Kana}\p{sc=Hira}\p{sc=Hang}ー）)])(?:\s{2}|\u3000)\s*(?=[\p{sc=Han}\p{sc=Kana}\p{sc=Hira}\p{sc=Hang}（(])|\s{3,}|\t|\s+[|•·◦]\s+|\s+[–—-]+\s+|\s+[–—-]+$|^[–—-]+\s+|\s*\|\s*/u)
    .map((f) => f.replace(/^(?!\(주\))[\s,;:–—|·•(-]+|[\s,;:–—|·•(-]+$/g, "").trim())
    .filter((f) => f && /\p{L}/u.test(f));
}

/** A company's legal form written as its own part or last word ("Inc.", "LLP", "GmbH"). */
export const LEGAL_FORM = /^(?:inc|ltd|llc|llp|pllc|corp|corporation|co|gmbh|plc|s\.?a|ag|kg|bv|nv|se|sarl|s\.?r\.?l|s\.?p\.?a|oy|oyj|pvt\.? ltd|pty\.? ltd|sdn\.? bhd|limited|l\.?p|l\.l\.c|l\.l\.p|d\.o\.o|d\.d|a\/s|aps|s\.r\.o|a\.s|bhd|berhad|uab|eood|ood|еоод|оод|ад)\.?$/i;

const AGENCY_NOTE = /\s*\((?:via|through|contracted through|placed by|agency:?|on behalf of)\s[^()]*\)/gi;

/** "Title, Company" or "Company, Title" or "Title at Company": the pieces when one of them is a title. */
export function splitTitleCompany(fragment: string, score: (s: string) => number): string[] {
  if (isLocation(fragment)) return [fragment];
  // "at" in Italian, French, German and Dutch too ("Revisore contabile presso PwC", "Ingénieur chez Renault").
  // The foreign word says it alone: the titles before it are in a language the title words do not know.
  const at = /^(.+?)\s+(at|@|presso|chez|bei|bij)\s+(\S.*)$/.exec(fragment);
  // The title is the words right before "at" ("Maintenance Helper, Marriott Cleveland Downtown at Key Tower" names a
  // hotel at a building, the title before the comma; review 57).
  if (at && (score(at[1]!.split(/[,،]\s+/).at(-1)!) > 0 || (/^(?:presso|chez|bei|bij)$/.test(at[2]!) && at[1]!.split(/\s+/).length <= 6))) return [at[1]!, ...placeAfter(at[3]!)];
  // Persian and Arabic write "،" for a comma.
  const parts = fragment.split(/[,،]\s+/);
  if (parts.length < 2) return [fragment];
  // "FLAG Inc. California, America": a place written after the employer's legal form without a comma.
  const suffixed = /^(.*\b(?:Inc|Ltd|LLC|Corp|Co|GmbH|PLC|Limited)\.?)\s+([A-Z][\p{L} ]+)$/u.exec(parts[0]!);
  if (suffixed && isLocation([suffixed[2]!, ...parts.slice(1)].join(", "))) return [suffixed[1]!, [suffixed[2]!, ...parts.slice(1)].join(", ")];
  // Try every cut; keep the one where exactly one side reads as a title.
  for (let k = 1; k < parts.length; k++) {
    const left = parts.slice(0, k).join(", ");
    const right = parts.slice(k).join(", ");
    // "Старший инженер, ООО «Яндекс», Москва": what is before the place may split by the rules below.
    if (isLocation(right)) {
      return [...(k > 1 ? clearSplit(left, score) : [left]), right];
    }
    // ("Multi-drop Driver, DPD (via Driver Hire agency), Oldbury depot": the agency's name in a note is no title; review 93.)
    const l = score(left.replace(AGENCY_NOTE, ""));
    const r = score(right.replace(AGENCY_NOTE, ""));
    // "Software Engineer, Acme Corp, Berlin, Germany": the city and country after the employer are a third piece.
    // "Cheesecake Factory, Waiter, Huntington Beach, CA": the place after the title is a third piece too.
    if ((l > 0) !== (r > 0)) {
      if (r > 0) return [...placeAfter(left), ...placeAfter(right)];
      const [title, rest] = withQualifier(left, right);
      if (!rest) return [title];
      const [first, ...others] = placeAfter(rest).flatMap(firmApart);
      // "Senior Vice President, Clinical Development, Triangle Therapeutics, Durham, NC": a unit named by its function
      // goes with the title, the name after it is the employer (review 56).
      const unit = /^([^,]{3,40}),\s+(\p{Lu}[^,]{2,60})$/u.exec(first ?? "");
      if (unit && FUNCTION_UNIT.test(unit[1]!) && everydayWords(unit[1]!) && unit[1]!.split(/\s+/).length <= 4 && !score(unit[1]!) && !score(unit[2]!) && !isLocation(unit[2]!) && !FUNCTION_UNIT.test(unit[2]!))
        return [`${title}, ${unit[1]}`, unit[2]!, ...others];
      // "Teaching Assistant, ME 101 Engineering Graphics, Northbridge Institute of Technology": a course before a school.
      // ("Teaching Assistant, CHEM 104 General Chemistry II, UW–Madison": after a teaching title, a school by its short
      // name too; review 90.)
      if (unit && COURSE.test(unit[1]!) && (SCHOOL.test(unit[2]!) || /\b(?:teaching|tutor|instructor|demonstrator|lecturer|TA)\b/i.test(title)) && !SCHOOL.test(unit[1]!)) return [`${title}, ${unit[1]}`, unit[2]!, ...others];
      return [title, ...(first ? [first] : []), ...others];
    }
  }
  // "Accounts & Taxation, Bajaj Finserv Ltd., Pune": a department before a registered firm, and its town after it.
  const [unit, firm] = firmApart(fragment);
  if (firm) return [unit!, ...placeAfter(firm)];
  // "Programmatore, Fincantieri, Trieste": with a town the lists know set apart, the rest may split by the rules above.
  // "Rozetka, м. Київ": "м." (Ukrainian) and "г." (Russian) say "city".
  const town = parts.at(-1)!;
  const known = knowledge.isCity(town.replace(CITY_MARK, ""));
  if (parts.length >= 3 && known) {
    const inner = clearSplit(parts.slice(0, -1).join(", "), score);
    if (inner.length > 1) return [...inner, town];
    // "Utrecht University, Debye Institute for Nanomaterials Science, Utrecht": an institution, its unit, its town
    // (review 99).
    if (/\b(?:university|universiteit|universität|université|college|hospital|institute|laboratory|laboratories|council|agency|ministry|authority|trust|foundation)\b/i.test(parts[0]!) && !score(parts[0]!)) return [parts.slice(0, -1).join(", "), town];
  }
  // "شرکت ساختمانی آرمان سازه، اصفهان": a firm by its legal form, then a town the lists know.
  if (parts.length === 2 && known && looksLikeCompany(parts[0]!)) return parts;
  // "Mahindra & Mahindra Ltd. (Automotive Sector), Kandivali, Mumbai": a firm, a suburb and its town (review 89).
  if (parts.length === 3 && known && looksLikeCompany(parts[0]!) && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(parts[1]!) && !score(parts[1]!) && !everydayWords(parts[1]!) && !looksLikeCompany(parts[1]!)) return [parts[0]!, `${parts[1]}, ${town}`];
  // Two short parts, neither a title by its words ("Jane Street, Quant"): two pieces, read by the section's order.
  if (parts.length === 2 && parts.every((p) => p.split(/\s+/).length <= 5) && !parts.some((p) => score(p) > 0) && !LEGAL_FORM.test(parts[1]!.replace(/\s*\([^()]*\)$/, ""))) return parts;
  return [fragment];
}

/** The split of what is before a place, when a title or a firm's legal form shows it ("Office of Undergraduate
 * Admissions, Columbia University, New York, NY" stays one employer). */
function clearSplit(text: string, score: (s: string) => number): string[] {
  const inner = splitTitleCompany(text, score);
  return inner.length > 1 && inner.some((p) => score(p) > 0 || looksLikeCompany(p)) ? inner : [text];
}

/** A course by its code ("ME 101 Engineering Graphics", "CS 3300"), and a school that teaches it. */
const COURSE = /^\p{Lu}{2,5}\s?\d{2,4}[A-Z]?(?:\s+(?:\p{Lu}[\p{L}&-]*|to|of|and|in|for|the|&)){0,6}$/u;
const SCHOOL = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;
/** A unit named by its function ("Clinical Development", "Sales Operations", "Research and Development"). */
const FUNCTION_UNIT = /^(?:[\p{Lu}][\p{L}&-]*\s+(?:and\s+|&\s+)?){0,3}(?:Development|Operations|Sales|Marketing|Engineering|Finance|Research|Strategy|Affairs|Programs|Analytics|Technology)$/u;

/** What narrows a title: a grade taught, a shift, a team, a stack, hours ("Grade 7", "Night Shift", "Backend", "Part-time"). */
const QUALIFIER =
  /^(?:grades?\s+(?:k|\d{1,2})(?:\s*(?:[–—-]|to|&|and|,)\s*\d{1,2})*|(?:k|pre-?k|kindergarten|\d{1,2}(?:st|nd|rd|th))(?:\s*(?:[–—-]|to|&|and)\s*\d{1,2}(?:st|nd|rd|th)?)?\s+grades?|(?:night|day|evening|weekend|overnight|rotating|swing|graveyard|early|late)\s+shifts?|(?:[\p{L}&/-]+\s+){1,3}(?:team|squad|pod|tribe)|part[- ]time|full[- ]time|back[- ]?end|front[- ]?end|full[- ]stack|seasonal|temporary|contract|remote|hybrid|per diem|prn)$/iu;

/** A title that sells or serves accounts ("Account Executive", "Sales Development Representative"). */
const SELLER = /\b(?:accounts?|sales|business development|customer success|solutions? (?:engineer|consultant|architect)|partner manager|territory)\b/i;
/** The market a seller covers: "Enterprise", "Mid-Market", "SMB", "Public Sector", "Strategic Accounts". */
const SEGMENT =
  /^(?:enterprise|mid[- ]?market|smb|small business|commercial|corporate|strategic|majors?|emerging|growth|public sector|federal|sled|state and local|(?:enterprise|strategic|named|major|key|global|national|commercial|corporate) accounts|new business|inside|outside|field|(?:north|south|east|west|central|northeast|northwest|southeast|southwest|mid-?atlantic|midwest)(?:\s+(?:region|territory))?|emea|apac|latam|amer|americas|dach|nordics|benelux|anz)$/i;

/**
 * "Science Teacher" and "Grade 7, Cedar Ridge Middle School": what narrows the title goes with it, and the employer is
 * what follows ("Science Teacher, Grade 7" and "Cedar Ridge Middle School").
 */
function withQualifier(title: string, rest: string): [string, string] {
  const parts = rest.split(/,\s+/);
  let q = 0;
  while (q < parts.length - 1 && QUALIFIER.test(parts[q]!.trim())) q++;
  // "Senior Account Executive, Enterprise – Salesforce": a seller's market segment narrows the title even when the
  // employer is in the next piece; "Enterprise" alone after another title may be the car-rental firm.
  while (q < parts.length && SELLER.test(title) && SEGMENT.test(parts[q]!.trim())) q++;
  return [[title, ...parts.slice(0, q)].join(", "), parts.slice(q).join(", ")];
}

/**
 * "Bearing Systems, Schaeffler Technologies AG & Co. KG", "Accounts & Taxation, Bajaj Finserv Ltd., Pune": a unit of
 * five words at most before a registered firm (a name of two words or more ending in its legal form), two pieces.
 */
function firmApart(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  const firm = parts.findIndex((p, k) => k > 0 && p.split(/\s+/).length >= 2 && LEGAL_FORM.test(p.split(/\s+/).at(-1)!));
  const unit = parts.slice(0, firm).join(", ");
  return firm > 0 && unit.split(/\s+/).length <= 5 ? [unit, parts.slice(firm).join(", ")] : [piece];
}

/** "Acme Corp, Berlin, Germany" -> the employer and the place, when the last two or more parts are a place. */
function placeAfter(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  // A base with its town is one place ("Camp Dodge, Johnston, IA").
  if (parts.length > 1 && MILITARY_BASE.test(parts[0]!) && isLocation(piece)) return [piece];
  for (let k = 1; k <= parts.length - 1; k++) {
    const place = parts.slice(k).join(", ");
    // One part alone is a place only as a city with its state ("Tempe AZ"), not as a bare region name.
    // A town written in its own script is a place alone ("Rozetka, м. Київ").
    if (isLocation(place) && (k < parts.length - 1 || /\s[A-Z]{2}$/.test(place) || !/\p{Script=Latin}/u.test(place) || MILITARY_BASE.test(place))) return [parts.slice(0, k).join(", "), place];
    // A town the lists know, after a name of two words or more, is one too ("Trinity College Dublin, Dublin"); not a
    // campus ("University of Wisconsin, Madison").
    if (k === parts.length - 1 && /^\p{Lu}/u.test(place) && knowledge.isCity(place) && /\s/.test(parts[k - 1]!) && !/^University of\b/i.test(parts[k - 1]!)) return [parts.slice(0, k).join(", "), place];
  }
  return [piece];
}

export type Header = { lines: number[]; fragments: { text: string; line: number; order: number }[]; dateLine: number };

/** hh.ru's line under a company: its town and its site ("Almaty, kolesa.kz"). */
const TOWN_SITE = /^\p{Lu}[\p{L} .'-]{1,30},\s*[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}$/u;
/** A line on what an employer is: its revenue, its staff, its plants ("A $2.4B privately held maker of snacks"). */
const COMPANY_BLURB =
  /\$\d[\d.,]*\s?(?:[BMK]|bn|billion|million)\b|\b\d[\d,.]*\+?\s+(?:employees|staff|people|plants|stores|locations|hospitals|beds|countries|offices|clients|restaurants|sites|factories|branches)\b|^\(?(?:a|an)\s+(?:\$|leading|global|privately|publicly|fortune|family-owned|venture|pe-backed|private)/i;

/**
 * A header hard-wrapped onto the date's line, as e-mailed text is ("Senior Claims Adjuster, Nationwide, Columbus," /
 * "OH, March 2019 - Present"): the line above ends in a comma or a joining word, so the two are one line.
 */
function joinWrapped(texts: { text: string; line: number; order: number }[], dateLine: number) {
  const own = texts.findIndex((t) => t.line === dateLine);
  const above = texts.findIndex((t) => t.line === dateLine - 1);
  if (own < 0 || above < 0) return;
  // "Senior Claims Adjuster, Nationwide Mutual" / "Insurance Company, Columbus, OH, March 2019": the employer's name
  // broken before its last words, which name a firm.
  const lead = texts[own]!.text.trim().split(/,\s*/)[0]!;
  const up = texts[above]!.text.trim();
  // Not under a title alone ("Senior Associate" over "Leerink Partners, Boston, MA"): the firm's whole name is there.
  // "Insurance Company" goes on a name ("Nationwide Mutual"); "Leerink Partners" under "Senior Associate, Healthcare
  // Investment Banking" is a name of its own.
  const firmRest = lead.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(lead) && /\b(?:company|corporation|group|holdings|partners)$/i.test(lead) && !/[,.;]$/.test(up) && (up.includes(",") || !(titleScore(up) > 0)) && everydayWords(lead);
  // "Senior Claims" / "Adjuster, Nationwide Mutual Insurance Company, ...": a title broken before its head word.
  // Only after a level word: "Google" over "Intern, Mountain View, CA" is an employer heading.
  const titleRest = /^\p{Lu}\p{Ll}+$/u.test(lead) && titleScore(lead) > 0 && /^(?:Senior|Junior|Sr\.?|Jr\.?|Lead|Principal|Chief|Assistant|Associate|Staff|Deputy|Regional|General)(?: \p{Lu}[\p{L}-]*){1,2}$/u.test(up) && !titleScore(up) && !looksLikeCompany(up);
  if (!firmRest && !titleRest && !/(?:,|\b(?:and|of|&|for|the))$/i.test(texts[above]!.text.trimEnd())) return;
  const text = `${texts[above]!.text.trimEnd()} ${texts[own]!.text.trimStart()}`;
  // A sentence wrapped onto a dated line ("Team Leader for Brookwood Baptist Church," / "Coordinate and volunteer to
  // feed Homeless at Linn Park, Birmingham, AL 2003-2004") is too long for one header.
  if (text.split(/\s+/).length > 16) return;
  texts[own] = { ...texts[own]!, text };
  texts.splice(above, 1);
}

/**
 * The header lines of the entry whose date is `range`: the date's own line (without the date) unless it is
 * a bullet, up to `before` header-like lines above it and, when the date's line is not a bullet, up to
 * `after` header-like lines under it, never crossing `stopBefore`/`stopAfter` (other entries' lines).
 */
/** A company's description in sentence case ("Seed-stage last-mile delivery startup") under its name and place. */
function blurbUnder(l: Line, above: Line | undefined, aboveInRange: boolean): boolean {
  const t = l.text.trim();
  if (l.bullet || !above || !aboveInRange || t.split(/\s+/).length < 4 || !/^\p{Lu}[\p{Ll}-]+(?:\s+(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,5}))+$/u.test(t) || titleScore(t) > 0) return false;
  const cells = above.text.split(/\t|\s{2,}|\s[|·•]\s/).map((c) => c.trim()).filter(Boolean);
  return cells.length >= 2 && isLocation(cells.at(-1)!);
}

export function entryHeader(
  view: TextView,
  range: Pick<DateRange, "start" | "end">,
  stopBefore: number,
  stopAfter: number,
  before = 2,
  after = 2,
  lineRanges: Pick<DateRange, "start" | "end">[] = [],
): Header {
  const lines = view.lines;
  const first = lineAt(lines, range.start);
  const last = Math.max(first, lineAt(lines, Math.max(range.start, range.end - 1)));
  const picked: number[] = [];
  const texts: { text: string; line: number; order: number }[] = [];
  let order = 0;
  const dateLineBullet = lines[first]!.bullet && !numberedEmployer(lines[first]!, view.text.slice(lines[first]!.contentStart, range.start));
  // The date's lines, with the date cut out.
  if (!dateLineBullet) {
    for (let i = first; i <= last; i++) {
      const l = lines[i]!;
      const a = Math.max(l.contentStart, Math.min(l.end, range.start));
      const b = Math.min(l.end, Math.max(l.contentStart, range.end));
      // Several roles on one line ("Vice President, Finance (2007 – 2010) · Director, FP&A (2004 – 2007)"): a range's
      // own words are those between it and the range before it; ranges with none between them ("2004 – 2010 / 2012 –
      // present") share the words before the first and after the last.
      let [from, to] = [l.contentStart, l.end];
      const others = lineRanges.filter((o) => o.start !== range.start && o.start >= l.contentStart && o.start < l.end).sort((x, y) => x.start - y.start);
      const prev = others.filter((o) => o.end <= range.start).at(-1);
      const next = others.find((o) => o.start >= range.end);
      // "Jan 2015 – Apr 2015 and Sep 2015 – Dec 2015": a conjunction between two ranges is no role's words.
      const words = (s: string) => /[A-Za-z]{2}/.test(s.replace(/\b(?:and|or|then|also|again)\b/gi, ""));
      if (prev && words(view.text.slice(prev.end, a))) from = prev.end;
      // The words after a range that has words of its own before it are the next role's.
      if (next && words(view.text.slice(b, next.start))) to = /[A-Za-z]{2}/.test(view.text.slice(from, a)) ? b : next.start;
      // "Infosys Limited, Bengaluru (Since Jan'15)": the word that opened the range and its bracket go with the date.
      // The other ranges' own text (and a conjunction joining them) is no part of this one's header.
      const own = (x: number, y: number) => {
        let t = view.text.slice(x, y);
        for (const o of others) {
          const [p, q] = [Math.max(x, o.start), Math.min(y, o.end)];
          if (p < q) t = t.slice(0, p - x) + " ".repeat(q - p) + t.slice(q - x);
        }
        return others.length ? t.replace(/\s+(?:and|or|&)\s*$|^\s*(?:and|or|&)\s+/gi, " ") : t;
      };
      const before = own(from, a)
        .replace(/^[\s)\];,·•|/]+/, "")
        .replace(/[([@]?\s*(?:since|from|starting|w\.?e\.?f\.?|seit|depuis|desde|sinds|vanaf|dal|[àa] partir d[eu])?\s*$/iu, "");
      const after = own(b, to).replace(/^\s*[)\]]/, "").replace(FEDERAL_FIELD, "");
      const rest = (before + "   " + after).trim();
      if (rest && /\p{L}{2}/u.test(rest)) {
        picked.push(i);
        texts.push({ text: rest, line: i, order: order++ });
      }
    }
  }
  // Lines above; from a date printed on a bullet line, over the bullets above it first (up to 4).
  let top = first - 1;
  if (dateLineBullet) {
    let skipped = 0;
    while (top > stopBefore && skipped < 4 && (lines[top]!.bullet || (/^[a-z(]/.test(lines[top]!.text) && lines[top - 1]?.bullet))) {
      top--;
      skipped++;
    }
  }
  // "2. Senior Executive (Electrical) ( July 1, 2017 - …)": a numbered item opens its entry; the lines above are the
  // entry before's.
  const itemOpens = !!lines[first]!.numbered && !dateLineBullet;
  for (let i = top, n = 0; i > stopBefore && n < before && !itemOpens; i--) {
    const l = lines[i]!;
    // A link line (a page footer, a profile URL) sits between the pieces of a header: step over it, and over the last
    // entry's federal labels ("Okay to contact this Supervisor: Yes").
    // So is LinkedIn's time at the company under its name ("Brightwave" / "5 years 2 months" / the role), and Habr
    // Career's line on the company ("Almaty • freedom24.com • Fintech, 1000+ employees"; review 74).
    // (Its site between bullets tells it from an executive's "Nashville, TN · outpatient centers, 14,000 employees", whose
    // place is the job's.)
    const station = dutyStation(l.text);
    if (station) texts.push({ text: station, line: i, order: -1 - n });
    if (LINK_LINE.test(l.text) || federalLine(l.text) || TENURE_LINE.test(l.text) || (!view.flattened && !l.bullet && COMPANY_BLURB.test(l.text) && /\s•\s[\w-]+(?:\.[\w-]+)+\s•\s/.test(l.text) && l.text.length <= 160)) continue;
    // "Lumen Ledger⇥San Francisco, CA" over "Bookkeeping API for small businesses" over the title and its dates: what the
    // company does, told in everyday words under its name, is no part of the header.
    if (i === top && !dateLineBullet && blurbUnder(l, lines[i - 1], i - 1 > stopBefore) && titleScore(lines[first]!.text) > 0) continue;
    // "Career break, Jan 2018 – Mar 2020 (caring for a parent)": a break between jobs heads no entry.
    if ((!headerLike(l, lines[i - 1]) && !titleLabelled(l)) || breakLine(l.text)) break;
    picked.push(i);
    texts.push({ text: l.text, line: i, order: -1 - n });
    // A line that is only the place ("Seoul, S.Korea" between "Dunamu Inc." and "DevOps Engineer") takes no room of
    // the header's: the employer may sit over it.
    if (!isLocation(l.text.trim())) n++;
  }
  joinWrapped(texts, first);
  // Lines below, until the first bullet.
  if (!dateLineBullet) {
    for (let i = last + 1, n = 0; i < stopAfter && n < after; i++) {
      const l = lines[i]!;
      // USAJOBS' résumé builder puts the pay and hours between the dates and the title; an executive's résumé, a line on
      // what the employer is ("$2.4B maker of snacks and frozen foods; 6,200 employees; 14 plants.").
      // hh.ru's export, the time served under the dates ("5 years 2 months"; review 74), takes no room of the header's;
      // nor do its company's town and site ("Almaty, kolesa.kz") and the industry line under them.
      // ("Brookdale University Park, Birmingham, AL⇥Skilled nursing & rehab, 120 beds": the name's cell stays, the
      // blurb's goes; review 80.)
      const cells = l.text.split("\t").map((c) => c.trim()).filter(Boolean);
      const blurbCell = !view.flattened && !l.bullet && cells.length === 2 && !COMPANY_BLURB.test(cells[0]!) && COMPANY_BLURB.test(cells[1]!);
      const station = dutyStation(l.text);
      if (station) texts.push({ text: station, line: i, order: order++ });
      if (LINK_LINE.test(l.text) || federalLine(l.text) || TENURE_LINE.test(l.text) || (!view.flattened && !l.bullet && !blurbCell && COMPANY_BLURB.test(l.text) && l.text.length <= 160)) continue;
      if (blurbCell && headerLike(l, lines[i - 1])) {
        picked.push(i);
        texts.push({ text: cells[0]!, line: i, order: order++ });
        n++;
        continue;
      }
      if (TOWN_SITE.test(l.text.trim()) || (TENURE_LINE.test(lines[first + 1]?.text ?? "") && knowledge.isCity(l.text.trim()))) {
        if (lines[i + 1] && /,/.test(lines[i + 1]!.text) && !titleScore(lines[i + 1]!.text)) i++;
        continue;
      }
      // "Career Break" under a job's dates heads the break below it, no part of the job.
      // "Oracle NetSuite" over "4 years 6 months": LinkedIn's next employer, with its time there, heads the roles below it
      // (review 98: a role whose last line, a headcount, was read as a blurb had taken it).
      if (!headerLike(l, lines[i - 1]) || CAREER_BREAK.test(l.text) || TENURE_LINE.test(lines[i + 1]?.text ?? "")) break;
      picked.push(i);
      texts.push({ text: l.text, line: i, order: order++ });
      n++;
    }
  }
  return { lines: picked.sort((a, b) => a - b), fragments: texts, dateLine: first };
}
