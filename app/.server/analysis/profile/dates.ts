/**
 * Dates and date ranges in résumé text, resolved to calendar months by the rules of the evaluation contract
 * (../shared/eval/README.md section 2):
 *
 * - a range covers its start month through its end month, both counted; Present (present, current, now, till
 *   date, to date, onwards, "since X", "from X" with no end, "Month YYYY -" with no end) is the as-of month;
 * - a year without a month is July as a start and June as an end, except that when both ends are in the same
 *   year the end without a month takes the whole year ("2015 to 2015" = Jan-Dec, "March 2014 - 2014" = Mar-Dec);
 * - seasons: spring Mar-May, summer Jun-Aug, fall/autumn Sep-Nov, winter Dec-Feb; a season alone is its months;
 * - two-digit years 30-99 are 19xx, 00-29 20xx; "1998-02" is 1998 to 2002;
 * - numeric day/month order is decided per CV (a first part > 12 means day-first, a second part > 12
 *   month-first; within a range a part that is 1 in both dates is the day; otherwise a default);
 * - ranges are clipped at the as-of month and dropped when they start after it.
 *
 * Everything here is pure: `asOf` is passed in, the clock is never read.
 */

import { findEvidence, titleScore } from "./evidence";
import { allMatches, groupByFirstLetter } from "./regex";

/** A season, or a quarter or half of a year ("Q1 2017", "H2 2016"), read like one: its months. */
export type Season = "spring" | "summer" | "fall" | "winter" | "q1" | "q2" | "q3" | "q4" | "h1" | "h2";

/** One end of a range as written: a year, maybe a month or a season. */
export type DatePoint = { year: number; month: number | null; season: Season | null };

export type DateRange = {
  /** View offsets of the whole range text (both dates and what joins them). */
  start: number;
  end: number;
  text: string;
  from: DatePoint;
  /** null with `current` = Present; null without `current` = a lone season or a year span written as one token. */
  to: DatePoint | null;
  current: boolean;
  /** Resolved months, "YYYY-MM", both included, before clipping at asOf. */
  startMonth: string;
  endMonth: string;
  /** The range gives a month at both ends (or a season), not only years. */
  hasMonths: boolean;
  /** How the range was found: two dates, an open start (since X, X onwards, "Month YYYY -"), a lone season; or a role's
   * length without dates, placed before the dated work (`duration`, undated-roles.ts). */
  form: "pair" | "open" | "season" | "compound" | "duration";
  /** For open ranges, what left them open: "since X", "from X", "X onwards", "Month YYYY -". */
  opener?: "since" | "from" | "onwards" | "dash";
};

/** A date that is not part of a range ("2014" beside a title, "May 2016" beside a degree). */
export type LoneDate = { start: number; end: number; text: string; point: DatePoint };

export type DateScan = { ranges: DateRange[]; lone: LoneDate[] };

export type DateOptions = {
  /** "YYYY-MM-DD": what Present means. */
  asOf: string;
  /** Order of numeric dates whose parts do not decide it; defaults to `guessDayFirst` of the text. */
  dayFirst?: boolean;
};

// English, German, French, Spanish, Portuguese, Dutch, Italian ("gen", "mag", "set" too), Hungarian, Russian, Turkish,
// Czech, Finnish, Indonesian, Greek, Arabic, Swedish, Norwegian, Danish, Croatian and Serbian, Romanian, Ukrainian,
// Persian (the Gregorian months), Thai ("พ.ค."), Slovak, Lithuanian ("rugsėjo"), Malay ("Ogos"), Bulgarian, Serbian (Cyrillic),
// Latvian and Norwegian "des." names (not
// Slovak "augusta": Augusta, GA) and abbreviations ("Sept", "Januar", "févr.",
// "dic.", "ago.", "mrt", "giugno"); Catalan ("ag."), Icelandic, Estonian, Albanian (and its "-i" forms), Swahili,
// Afrikaans, Slovenian (and its genitives, "januarja"), Georgian and Armenian (nominative and genitive).
const MONTHS: [RegExp, number][] = [
  [/^(?:jan(?:uary|uar|vier|uari)?|janv|ene(?:ro)?|janeiro|gen(?:n(?:aio)?)?|janu[áa]r|январь|января|янв|ocak|leden|ledna|tammikuu(?:ta)?|ιανουάριος|ιανουαρίου|ιανουαριος|ιανουαριου|ιαν|يناير|siječanj|siječnja|sijecanj|sijecnja|ianuarie|січень|січня|січ|ژانویه|มกราคม|ม\.ค\.?|januára|sausis|sausio|януари|јануар|јануара|janvāris|janvārī|gener|janúar|jaanuar|jaan|janar|janari|januarie|januarja|იანვარი|იანვრის|იან|հունվարի?)$/, 1],
  [/^(?:feb(?:ruary|ruar|rero|ruari)?|f[ée]v(?:r(?:ier)?)?|fevereiro|febb(?:raio)?|febr(?:u[áa]r)?|февраль|февраля|февр|фев|şubat|subat|únor|února|helmikuu(?:ta)?|φεβρουάριος|φεβρουαρίου|φεβρουαριος|φεβρουαριου|φεβ|فبراير|veljača|veljače|veljaca|veljace|februarie|лютий|лютого|лют|فوریه|กุมภาพันธ์|ก\.พ\.?|februára|vasaris|vasario|февруари|фебруар|фебруара|februāris|februārī|febrer|febrúar|veebruar|veebr|shkurt|shkurti|februarja|თებერვალი|თებერვლის|თებ|փետրվարի?)$/, 2],
  [/^(?:mar(?:ch|s|zo|ço|co)?|m[äa]rz|mär|maart|mrt|m[áa]rc(?:ius)?|март|марта|мар|mart|březen|března|maaliskuu(?:ta)?|maret|μάρτιος|μαρτίου|μαρτιος|μαρτιου|μαρ|مارس|marts|ožujak|ožujka|ozujak|ozujka|martie|березень|березня|бер|มีนาคม|มี\.ค\.?|marec|marca|kovas|kovo|mac|марта|martā|març|machi|märts|marsi|მარტი|მარტის|მარ|մարտի?)$/, 3],
  [/^(?:apr(?:il|ile)?|avr(?:il)?|abr(?:il)?|[áa]pr(?:ilis)?|апрель|апреля|апр|nisan|duben|dubna|huhtikuu(?:ta)?|απρίλιος|απριλίου|απριλιος|απριλιου|απρ|أبريل|ابريل|travanj|travnja|aprilie|квітень|квітня|квіт|آوریل|เมษายน|เม\.ย\.?|apríl|apríla|balandis|balandžio|април|априла|aprīlis|aprīlī|aprill|prill|prilli|aprili|aprila|აპრილი|აპრილის|აპრ|ապրիլի?)$/, 4],
  [/^(?:may|mai|maj|mayo|maio|mei|mag(?:g(?:io)?)?|m[áa]j(?:us)?|май|мая|mayıs|mayis|květen|května|toukokuu(?:ta)?|μάιος|μαΐου|μαιος|μαιου|μαΐ|مايو|svibanj|svibnja|травень|травня|трав|مه|พฤษภาคม|พ\.ค\.?|mája|gegužė|gegužės|мај|маја|maijs|maijā|maig|maí|maji|maja|მაისი|მაისის|მაი|մայիսի?)$/, 5],
  [/^(?:jun(?:e|i|io|ho)?|juin|giu(?:gno)?|j[úu]n(?:ius)?|июнь|июня|июн|haziran|červen|června|kesäkuu(?:ta)?|ιούνιος|ιουνίου|ιουνιος|ιουνιου|ιουν|يونيو|lipanj|lipnja|iunie|iun|червень|червня|черв|ژوئن|มิถุนายน|มิ\.ย\.?|júna|birželis|birželio|юни|јун|јуна|jūnijs|jūnijā|juny|júní|juuni|qershor|qershori|junie|junij|junija|ივნისი|ივნისის|ივნ|հունիսի?)$/, 6],
  [/^(?:jul(?:y|i|io|ho)?|juil(?:let)?|lug(?:lio)?|j[úu]l(?:ius)?|июль|июля|июл|temmuz|červenec|července|heinäkuu(?:ta)?|ιούλιος|ιουλίου|ιουλιος|ιουλιου|ιουλ|يوليو|srpanj|srpnja|iulie|iul|липень|липня|лип|ژوئیه|جولای|กรกฎาคม|ก\.ค\.?|júla|liepa|liepos|julai|юли|јул|јула|jūlijs|jūlijā|juliol|júlí|juuli|korrik|korriku|julie|julij|julija|ივლისი|ივლისის|ივლ|հուլիսի?)$/, 7],
  [/^(?:aug(?:ust|ustus|usti)?|ago(?:sto)?|ao[uû]t|augusztus|август|августа|авг|ağustos|agustos|agustus|srpen|srpna|elokuu(?:ta)?|αύγουστος|αυγούστου|αυγουστος|αυγουστου|αυγ|أغسطس|اغسطس|kolovoz|kolovoza|avgust|серпень|серпня|серп|اوت|آگوست|สิงหาคม|ส\.ค\.?|rugpjūtis|rugpjūčio|ogos|augusts|augustā|agost|ag|ágúst|ágú|gusht|gushti|agosti|avgusta|avg|აგვისტო|აგვისტოს|აგვ|օգոստոսի?)$/, 8],
  [/^(?:sep(?:t|tember|tiembre|tembre)?|setiembre|setembro|set(?:t(?:embre)?)?|szept(?:ember)?|сентябрь|сентября|сент|сен|eylül|eylul|září|syyskuu(?:ta)?|σεπτέμβριος|σεπτεμβρίου|σεπτεμβριος|σεπτεμβριου|σεπ|سبتمبر|rujan|rujna|septembrie|septembar|вересень|вересня|вер|سپتامبر|กันยายน|ก\.ย\.?|septembra|rugsėjis|rugsėjo|септември|септембар|септембра|septembris|septembrī|setembre|shtator|shtatori|septemba|სექტემბერი|სექტემბრის|სექ|սեպտեմբերի?)$/, 9],
  [/^(?:o[ck]t(?:ober|ubre|obre)?|outubro|ott(?:obre)?|okt(?:[óo]ber)?|октябрь|октября|окт|ekim|říjen|října|lokakuu(?:ta)?|οκτώβριος|οκτωβρίου|οκτωβριος|οκτωβριου|οκτ|أكتوبر|اكتوبر|listopada|octombrie|oktobar|жовтень|жовтня|жовт|اکتبر|ตุลาคม|ต\.ค\.?|októbra|spalis|spalio|октомври|октобар|октобра|oktobris|oktobrī|oktoober|tetor|tetori|oktoba|oktobra|ოქტომბერი|ოქტომბრის|ოქტ|հոկտեմբերի?)$/, 10],
  [/^(?:nov(?:ember|iembre|embro|embre)?|ноябрь|ноября|нояб|ноя|kasım|kasim|listopad|listopadu|marraskuu(?:ta)?|νοέμβριος|νοεμβρίου|νοεμβριος|νοεμβριου|νοε|نوفمبر|studeni|studenoga|studenog|noiembrie|novembar|листопад|листопада|лист|نوامبر|พฤศจิกายน|พ\.ย\.?|novembra|lapkritis|lapkričio|ноември|новембар|новембра|novembris|novembrī|nóvember|nóv|nëntor|nëntori|nentor|nentori|novemba|ნოემბერი|ნოემბრის|ნოე|նոյեմբերի?)$/, 11],
  [/^(?:de[cz](?:ember|embro)?|d[ée]c(?:embre)?|dic(?:iembre|embre)?|dezember|desember|декабрь|декабря|дек|aralık|aralik|prosinec|prosince|joulukuu(?:ta)?|δεκέμβριος|δεκεμβρίου|δεκεμβριος|δεκεμβριου|δεκ|ديسمبر|prosinac|prosinca|decembrie|decembar|грудень|грудня|груд|دسامبر|ธันวาคม|ธ\.ค\.?|decembra|gruodis|gruodžio|disember|декември|децембар|децембра|decembris|decembrī|des|desembre|detsember|dets|dhjetor|dhjetori|desemba|დეკემბერი|დეკემბრის|დეკ|դեկտեմբերի?)$/, 12],
];
/** English months as people mistype them ("Jnuary", "Febuary", "Septmber"; review 66), with their numbers. */
const MISSPELT: [string, number][] = [
  ["jnuary|janaury|janurary|januray|janauary", 1],
  ["febuary|feburary|febraury|februry|febrauary|feberuary", 2],
  ["apirl|aprli", 4],
  ["agust|augst|augest", 8],
  ["setpember|septmber|septemeber|sepember|septembr|septemebr|sepetember", 9],
  ["ocotber|octobor|octber|octomber|octobr", 10],
  ["novmber|novemeber|novembr|novemebr|noveber", 11],
  ["decmber|decemeber|dicember|decembr|decemebr|deceber", 12],
];
MONTHS.push(...MISSPELT.map(([words, n]) => [new RegExp(`^(?:${words})$`), n] as [RegExp, number]));
/** A month's name or abbreviation, as a regular expression source (no flags, no word boundaries). */
export const MONTH_SRC = groupByFirstLetter(
  "(?:machi|դեկտեմբերի?|սեպտեմբերի?|სექტემბრის|հոկտեմբերի?|სექტემბერი|თებერვლის|detsember|ოქტომბრის|februarja|თებერვალი|նոյեմբերի?|დეკემბერი|ოქტომბერი|დეკემბრის|nóvember|shtatori|desembre|setembre|հունվարի?|dhjetori|oktoober|ნოემბერი|օգոստոսի?|փետրվարի?|qershori|აგვისტოს|ნოემბრის|januarja|januarie|septemba|veebruar|ივლისის|nëntori|shtator|dhjetor|აპრილის|desemba|shkurti|novemba|հունիսի?|korriku|nentori|febrúar|հուլիսի?|იანვრის|ივნისის|qershor|jaanuar|აგვისტო|oktobra|avgusta|იანვარი|juliol|aprila|აპრილი|shkurt|ապրիլի?|ივნისი|janúar|janari|aprili|aprill|gushti|junija|prilli|oktoba|julija|korrik|nentor|մայիսի?|ივლისი|მარტის|მაისის|nëntor|febrer|tetori|agosti|prill|juuni|tetor|მარტი|juuli|janar|junij|veebr|ágúst|მაისი|մարտի?|julij|gusht|agost|junie|märts|gener|julie|marsi|març|maja|júní|maig|juny|júlí|maji|dets|jaan|სექ|დეკ|avg|ივლ|ნოე|maí|nóv|იან|თებ|მაი|აპრ|ოქტ|ágú|აგვ|ივნ|მარ|ag(?=\\.)|septembris|februāris|септембар|септембра|septembrī|novembris|decembris|janvāris|фебруара|februārī|oktobris|новембар|новембра|novembrī|децембар|децембра|decembrī|јануара|janvārī|фебруар|aprīlis|augusts|augustā|октобар|октобра|oktobrī|јануар|априла|aprīlī|jūnijs|jūnijā|jūlijs|jūlijā|марта|martā|maijs|maijā|маја|јуна|јула|мај|јун|јул|des|balandžio|rugpjūtis|rugpjūčio|septembra|септември|lapkritis|lapkričio|februára|февруари|balandis|birželis|birželio|rugsėjis|октомври|novembra|decembra|gruodžio|disember|декември|januára|vasaris|vasario|gegužės|rugsėjo|októbra|ноември|gruodis|sausis|sausio|януари|apríla|gegužė|liepos|spalis|spalio|marec|marca|kovas|apríl|април|liepa|julai|kovo|mája|júna|júla|ogos|mac|юни|юли|กุมภาพันธ์|septembrie|februarie|septembar|listopada|octombrie|studenoga|noiembrie|листопада|พฤศจิกายน|decembrie|siječanj|siječnja|sijecanj|sijecnja|ianuarie|березень|มี\\.ค\\.?|เม\\.ย\\.?|มิถุนายน|มิ\\.ย\\.?|kolovoza|вересень|studenog|novembar|листопад|prosinac|prosinca|decembar|ม\\.ค\\.?|veljača|veljače|veljaca|veljace|ก\\.พ\\.?|березня|travanj|travnja|aprilie|квітень|svibanj|svibnja|травень|พฤษภาคม|พ\\.ค\\.?|червень|กรกฎาคม|ก\\.ค\\.?|kolovoz|серпень|สิงหาคม|ส\\.ค\\.?|вересня|سپتامبر|กันยายน|ก\\.ย\\.?|oktobar|жовтень|ต\\.ค\\.?|studeni|พ\\.ย\\.?|грудень|ธันวาคม|ธ\\.ค\\.?|січень|ژانویه|มกราคม|лютого|ožujak|ožujka|ozujak|ozujka|martie|มีนาคม|квітня|เมษายน|травня|lipanj|lipnja|червня|srpanj|srpnja|липень|avgust|серпня|жовтня|ตุลาคม|نوامبر|грудня|دسامبر|січня|лютий|فوریه|marts|آوریل|iunie|iulie|липня|ژوئیه|جولای|آگوست|rujan|rujna|اکتبر|квіт|трав|черв|ژوئن|серп|жовт|лист|груд|січ|лют|бер|iun|iul|лип|اوت|вер|مه|φεβρουαριου|σεπτεμβριου|φεβρουαριος|φεβρουαρίου|σεπτέμβριος|φεβρουάριος|σεπτεμβριος|σεπτεμβρίου|δεκεμβριου|δεκεμβρίου|ιανουαρίου|δεκέμβριος|ιανουαριου|ιανουάριος|δεκεμβριος|ιανουαριος|οκτωβρίου|οκτωβριου|νοέμβριος|αυγουστος|αύγουστος|οκτωβριος|αυγουστου|νοεμβριος|οκτώβριος|νοεμβριου|νοεμβρίου|αυγούστου|απριλιος|απριλιου|απρίλιος|απριλίου|ιούλιος|ιουνιος|ιουλιος|ιουλιου|ιουλίου|ιουνιου|μαρτιου|ιούνιος|ιουνίου|μαρτίου|μαρτιος|μάρτιος|اكتوبر|أكتوبر|فبراير|نوفمبر|ديسمبر|سبتمبر|يونيو|μαιου|ابريل|يناير|أبريل|μαΐου|يوليو|أغسطس|اغسطس|μαιος|μάιος|مايو|مارس|ιουν|ιουλ|οκτ|μαΐ|σεπ|ιαν|μαρ|νοε|δεκ|απρ|φεβ|αυγ|marraskuu(?:ta)?|maaliskuu(?:ta)?|heinäkuu(?:ta)?|helmikuu(?:ta)?|toukokuu(?:ta)?|tammikuu(?:ta)?|joulukuu(?:ta)?|huhtikuu(?:ta)?|kesäkuu(?:ta)?|syyskuu(?:ta)?|lokakuu(?:ta)?|elokuu(?:ta)?|listopadu|prosince|сентябрь|listopad|červenec|сентября|prosinec|července|февраля|декабрь|октябрь|ağustos|октября|agustos|декабря|августа|февраль|haziran|agustus|červen|březen|апрель|temmuz|ноябрь|апреля|března|январь|června|август|aralık|aralik|ноября|января|květen|května|марта|mayıs|srpna|ledna|kasim|října|subat|dubna|kasım|nisan|února|leden|srpen|şubat|maret|mayis|eylul|říjen|eylül|duben|февр|июнь|mart|июль|сент|září|июля|únor|ocak|нояб|ekim|июня|март|дек|ноя|авг|окт|янв|мар|сен|фев|апр|май|мая|июл|июн|janu[áa]r|febru[áa]r|m[áa]rcius|[áa]prilis|m[áa]jus|j[úu]nius|j[úu]lius|augusztus|szeptember|okt[óo]ber|febr|m[áa]rc|[áa]pr|m[áa]j|j[úu]n|j[úu]l|szept|okt|jan(?:uary|uari|uar|vier)?|janv|janeiro|gen(?:n(?:aio)?)?|ene(?:ro)?|feb(?:ruary|ruari|ruar|rero)?|febb(?:raio)?|f[ée]vr(?:ier)?|f[ée]v|fevereiro|maart|mrt|mar(?:ch|s|zo|ço)?|m[äa]rz|apr(?:ile|il)?|avr(?:il)?|abr(?:il)?|mayo|maio|may|maj|mai|mei|mag(?:g(?:io)?)?|juin|jun(?:e|io|ho|i)?|giu(?:gno)?|juil(?:let)?|jul(?:y|io|ho|i)?|lug(?:lio)?|aug(?:ustus|usti|ust)?|ago(?:sto)?|ao[uû]t|sett(?:embre)?|sep(?:t(?:ember|iembre|embre)?)?|setiembre|setembro|set|ott(?:obre)?|o[ck]t(?:ober|ubre|obre)?|outubro|nov(?:ember|iembre|embro|embre)?|d[ée]c(?:embre)?|dic(?:iembre|embre)?|dezembro|desember|de[cz](?:ember)?|" + MISSPELT.map(([w]) => w).join("|") + ")",
);
const SEASON_SRC = "(?:spring|summer|fall|autumn|winter)";
const Y4 = "(?:19[2-9]\\d|20[0-4]\\d)";
const DAY = "(?:[0-3]?\\d)(?:st|nd|rd|th)?";
/** A day of the month, 1 to 31, with or without its ordinal ending, not run on into a number. */
const DAY_OF_MONTH = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?!\\d)";

/** "University of Colorado Colorado Springs, 2019", "Silver Spring, MD 2015": a town's name, not a spring (review 62). */
function placeOfSprings(m: RegExpExecArray): boolean {
  const before = m.input.slice(Math.max(0, m.index - 30), m.index);
  const word = m[0].slice(0, m[1]!.length + 1);
  return (/^Springs$/.test(word) && /\b[A-Z][a-z]+\s$/.test(before)) || (/^Spring\b/.test(m[0]) && /\bSilver\s$/.test(before));
}

/** The month (1-12) a word names ("Sept", "januar", "Mai"), or null. */
export function monthNumber(word: string): number | null {
  // "AG" is a company's legal form ("Siemens AG 2015"), not Catalan "ag." (August).
  if (/^AG\.?$/.test(word)) return null;
  const w = word.toLowerCase().replace(/\.$/, "");
  for (const [re, n] of MONTHS) if (re.test(w)) return n;
  return null;
}

/** Two-digit years: 30-99 are 19xx, 00-29 are 20xx. */
export function twoDigitYear(yy: number) {
  return yy < 30 ? 2000 + yy : 1900 + yy;
}

function seasonOf(word: string): Season {
  const w = word.toLowerCase();
  if (w.startsWith("spring")) return "spring";
  if (w.startsWith("summer")) return "summer";
  if (w.startsWith("winter")) return "winter";
  return "fall";
}

// --- atoms --------------------------------------------------------------------------------------------------

type AtomKind = "date" | "month" | "present" | "span";
type Atom = {
  kind: AtomKind;
  start: number;
  end: number;
  point?: DatePoint;
  /** For "span": a range written as one token ("2005-06", "20122016", "2015/2016"). */
  endPoint?: DatePoint;
  /** Numeric three-part dates wait for the CV's day/month order: [first, second]. */
  parts?: [number, number];
  /** Only meaningful as one end of a range (two-digit-year numerics, bare months). */
  weak?: boolean;
};

type Pattern = { re: RegExp; make: (m: RegExpExecArray, text: string) => Omit<Atom, "start" | "end"> | null };

// A Cyrillic word's end is no month's start ("сервер 2019" is no "вер 2019").
// Georgian and Armenian letters too: "მარ" (Mar.) is no month inside a longer word.
const L = "(?<![A-Za-z\\u0400-\\u04ff\\u0531-\\u0587\\u10a0-\\u10ff\\u1c90-\\u1cbf])";
const R = "(?![A-Za-z\\u0531-\\u0587\\u10a0-\\u10ff\\u1c90-\\u1cbf])";
const year4 = (s: string) => Number(s);
const EXPLICIT_NEXT = new RegExp(`^\\s{0,2}(?:[-–—]|to\\s|till\\s|until\\s)\\s*(?:${Y4}|present|current|date|now)`, "i");
/** The first month of a range of months, and its dash, before a month: "Oct - " of "Oct - Dec  2004 - 2009". */
const MONTH_RANGE_BEFORE = new RegExp(`(?:${MONTH_SRC})\\.?\\s{0,2}[-–—/]\\s{0,2}$`, "i");
const yearAny = (s: string) => (s.length === 4 ? Number(s) : twoDigitYear(Number(s)));

/** What follows the first month of an ISO range: a separator, then another ISO month or Present. */
// "--" and "---" (typed for an en dash in Markdown and LaTeX), a figure dash, a tilde.
const ISO_JOIN = "(?:[-–—‒―~]{1,3}|to|till|until)";
const ISO_NEXT = `\\s{0,2}${ISO_JOIN}\\s{0,2}(?:${Y4}-(?:0[1-9]|1[0-2])(?![\\d])|present|current|now|today|date|dabar|danas|prezent|kini|sekarang|súčasnos|dodnes|heute|aujourd|actualidad|presente|atual|oggi|heden|jelenleg|nyní|nyt|nå|nu\\b|настоящ|сейчас|тепер|дотепер|до момента|досега|hiện tại|現在|至今|현재|ปัจจุบัน|اکنون|الآن|היום|actualitat|actualment|praegu|danes|hede|tans|vazhdim|në vazhdim|aktualisht|hadi sasa|sasa|í dag|დღემდე|ამჟამად|առ այսօր|մինչ օրս|ներկայումս)`;

/** Tried in this order; earlier patterns win over later ones that overlap them. */
const PATTERNS: Pattern[] = [
  // "20122016", "2016present" (the dash lost in extraction); the year pair must be increasing and close.
  {
    re: new RegExp(`(?<!\\d)(${Y4})(${Y4})(?!\\d)`, "g"),
    make: (m) => {
      const a = year4(m[1]!);
      const b = year4(m[2]!);
      if (b < a || b - a > 50) return null;
      return { kind: "span", point: pt(a), endPoint: pt(b) };
    },
  },
  // "0608 2008": two months run together before a year (the dash lost in extraction) = Jun-Aug 2008.
  {
    re: new RegExp(`(?<![\\d/.-])(0[1-9]|1[0-2])(0[1-9]|1[0-2])\\s{1,2}(${Y4})(?![\\d/.-])`, "g"),
    make: (m) => {
      const a = Number(m[1]!);
      const b = Number(m[2]!);
      const year = year4(m[3]!);
      return b >= a ? { kind: "span", point: { year, month: a, season: null }, endPoint: { year, month: b, season: null } } : null;
    },
  },
  // ISO dates: "2019-06-01"; "2019-06 - 2022-02" and "2022-03 - Current" (a month of a range: alone, "2005-06" is two
  // years, as the evaluation's rule says).
  {
    re: new RegExp(
      `(?<![\\d.\\/-])(${Y4})-(0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\\d|3[01]))?(?![\\d-])(?:(?=${ISO_NEXT})|(?=\\t\\t)|(?<=${Y4}-(?:0[1-9]|1[0-2])\\s{0,2}${ISO_JOIN}\\s{0,2}${Y4}-(?:0[1-9]|1[0-2]))|(?<=-\\d\\d-\\d\\d))`,
      "gi",
    ),
    make: (m) => ({ kind: "date", point: { year: year4(m[1]!), month: Number(m[2]!), season: null } }),
  },
  // "2005-06", "1998-02", "1985- 86", "2014–'15": a year and a two-digit end year (not an ISO date "2015-06-01").
  {
    // Not "2016 – 28th February 2019": a day of the end date.
    re: new RegExp(`(?<![\\d.\\/-])(${Y4})\\s?[-–—]\\s?['’]?(\\d{2})(?![\\d%]|\\s?[-/.]\\s?\\d|(?:st|nd|rd|th)\\b|\\s{1,2}${MONTH_SRC}\\.?,?\\s{1,2}${Y4}(?!\\d))`, "giu"),
    make: (m) => {
      const a = year4(m[1]!);
      let b = twoDigitYear(Number(m[2]!));
      if (b < a) b = Math.floor(a / 100) * 100 + Number(m[2]!);
      // "2014-12" (Zety writes every date so): no span ends before it starts, so it is December 2014.
      const month = Number(m[2]!);
      if (b < a && /^\s*\d{4}-\d\d$/.test(m[0]) && month >= 1 && month <= 12) return { kind: "date", point: { year: a, month, season: null } };
      if (b < a || b - a > 50) return null;
      return { kind: "span", point: pt(a), endPoint: pt(b) };
    },
  },
  // "2015/2016": two consecutive years (longer slashed pairs are product versions: "Windows 2003/2008").
  {
    re: new RegExp(`(?<![\\d/])(${Y4})\\s?\\/\\s?(${Y4})(?![\\d/])`, "g"),
    make: (m) => {
      const a = year4(m[1]!);
      const b = year4(m[2]!);
      return b === a + 1 ? { kind: "span", point: pt(a), endPoint: pt(b) } : null;
    },
  },
  // "2015/16" (an academic or fiscal year): two consecutive years, the second in two digits ("2015-16" is read as a
  // range of its own).
  {
    re: new RegExp(`(?<![\\d/.-])(${Y4})\\s?\\/\\s?(\\d{2})(?![\\d/.-]|\\s?%)`, "g"),
    make: (m) => {
      const a = year4(m[1]!);
      return Number(m[2]) === (a + 1) % 100 ? { kind: "span", point: pt(a), endPoint: pt(a + 1) } : null;
    },
  },
  // A year then its month, as Chinese, Japanese and Korean résumés write it: "2019.07", "2019/07", "2019.7",
  // "2019.07.15" (after "2015/16" above, an academic year, has had its turn).
  {
    re: new RegExp(`(?<![\\d./])(${Y4})\\s?([./])\\s?(0?[1-9]|1[0-2])(?:\\2(?:0?[1-9]|[12]\\d|3[01]))?(?![\\d/%]|\\.\\d|\\s?[:]\\d)`, "g"),
    make: (m) => ({ kind: "date", point: { year: year4(m[1]!), month: Number(m[3]!), season: null } }),
  },
  // "2019年7月".
  {
    re: new RegExp(`(${Y4})\\s?年\\s?(0?[1-9]|1[0-2])\\s?月`, "g"),
    make: (m) => ({ kind: "date", point: { year: year4(m[1]!), month: Number(m[2]!), season: null } }),
  },
  // A year with a word for its part: "Mid-2018", "Early 2021", "Late 2015", "End of 2018", "Beginning of 2021". The month
  // is a guess at the middle of the part; the word goes with the date, so a header does not keep it as a field.
  {
    re: new RegExp(`${L}(early|mid|late|end\\sof|beginning\\sof|start\\sof)[-\\s]{0,2}(${Y4})(?!\\d)`, "gi"),
    make: (m) => {
      const part = m[1]!.toLowerCase();
      const month = part === "early" ? 2 : part === "mid" ? 6 : part === "late" ? 10 : part.startsWith("end") ? 12 : 1;
      return { kind: "date", point: { year: year4(m[2]!), month, season: null } };
    },
  },
  // A quarter or a half of a year: "Q1 2017", "Q1/2017", "Q1 '17", "H2 2016", "1Q17", "2017 Q1".
  {
    re: new RegExp(`(?<![A-Za-z0-9])(?:([QH])([1-4])\\s?[/'’-]?\\s?(${Y4}|\\d{2})|([1-4])([QH])\\s?['’]?(${Y4}|\\d{2})|(${Y4})\\s?([QH])([1-4]))(?![A-Za-z0-9])`, "g"),
    make: (m) => {
      const [kind, n, y] = m[1] ? [m[1], m[2]!, m[3]!] : m[4] ? [m[5]!, m[4], m[6]!] : [m[8]!, m[9]!, m[7]!];
      if (kind === "H" && Number(n) > 2) return null;
      return { kind: "date", point: { year: yearAny(y), month: null, season: `${kind.toLowerCase()}${n}` as Season } };
    },
  },
  // Season with a year: "Summer 2013", "Summers, 2008", "Fall '15", "Spring2014"; a school's term or semester
  // ("Autumn term 2019", "Fall semester 2021"; review 67).
  {
    re: new RegExp(`${L}(${SEASON_SRC})s?(?:\\s(?:term|semester|quarter))?,?\\s{0,2}(?:(${Y4})|['’](\\d{2}))(?!\\d)`, "gi"),
    make: (m) => (placeOfSprings(m) ? null : { kind: "date", point: { year: m[2] ? year4(m[2]) : twoDigitYear(Number(m[3]!)), month: null, season: seasonOf(m[1]!) } }),
  },
  // A range dated to the day whose year is written once, at its end: "Aug 15 – Sep 5, 2025", "Jun 3 – Aug 9 2024",
  // "June 3rd – August 9th, 2024", "March 3–7, 2025" (students date a camp or an internship so). Read alone, "Aug 15" had
  // been August 2015 and "Jun 3" nothing (review 55).
  {
    re: new RegExp(
      `${L}(${MONTH_SRC})\\.?\\s{0,2}${DAY_OF_MONTH}\\s{0,2}(?:[-–—]|to\\s|until\\s|through\\s|thru\\s)\\s{0,2}(?:(${MONTH_SRC})\\.?\\s{0,2})?${DAY_OF_MONTH},?\\s{1,2}(${Y4})(?![\\d%])`,
      "gi",
    ),
    make: (m) => {
      const from = monthNumber(m[1]!);
      const to = m[2] ? monthNumber(m[2]) : from;
      if (!from || !to) return null;
      const year = year4(m[3]!);
      // "Dec 15 – Jan 10, 2025": the range began the year before.
      return { kind: "span", point: { year: to < from ? year - 1 : year, month: from, season: null }, endPoint: { year, month: to, season: null } };
    },
  },
  // Day? month day? year: "June 2015", "Sept.2002", "Jan-2014", "May/2008", "Feb '2011", "Dec' 2015",
  // "September 1st 2014", "5th October, 2015", "01st Oct 2015", "September 30 1996", "Jul 11" (two-digit year),
  // "junio de 2013", "juny de 2013" (Spanish, Catalan, Portuguese).
  {
    re: new RegExp(
      `(?:(?<![\\d/.-])${DAY}(?: {0,2}|[-/.](?=[A-Za-z]))(?:of\\s)?)?${L}(${MONTH_SRC})\\.?${R}(?:\\s{0,2}(?<!\\d)${DAY},?(?=\\s{1,2}['’]?${Y4}))?(?:\\s{1,2}de(?=\\s{1,2}${Y4}))?[\\s,.'’/-]{0,4}(?:(${Y4})(?![\\d%]|\\s?[.:]\\d|\\s?(?:days?|weeks?|months?|years?|students?|%)\\b)|['’]?(\\d{2})(?![\\d%]|\\s?[.:]\\d|\\s?(?:am|pm|hrs?|hours?|days?|weeks?|months?|years?|students?|%)\\b))`,
      "gi",
    ),
    make: (m, text) => {
      const month = monthNumber(m[1]!);
      if (!month) return null;
      // "Oct - Dec  2004 - 2009" in a flattened text: a month and a year two spaces apart belong together
      // unless the year starts a range of its own, after a range of months. ("Mar  2020  –  Present", copied from a
      // justified PDF, is one month and year; review 75.)
      const sep = m[0].slice(m[0].search(new RegExp(MONTH_SRC, "i")));
      if (m[2] && /\s{2}/.test(sep.replace(/\s?\d{1,2}(?:st|nd|rd|th)?(?!\d),?/, "")) && EXPLICIT_NEXT.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24)) && MONTH_RANGE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)))
        return null;
      const year = m[2] ? year4(m[2]) : twoDigitYear(Number(m[3]!));
      // "Jul 11" may be a day; "Jan'15" (an apostrophe for the century) is a month and year as surely as "Jan 2015".
      return { kind: "date", point: { year, month, season: null }, weak: !m[2] && !/['’]\s{0,2}\d{2}$/.test(m[0]) };
    },
  },
  // "20190115": a DD-214's or an ERB's date, year, month and day run together.
  {
    re: new RegExp(`(?<![\\d/.-])(${Y4})(0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])(?![\\d])`, "g"),
    make: (m) => ({ kind: "date", point: { year: year4(m[1]!), month: Number(m[2]!), season: null } }),
  },
  // "2019. gada marts" (Latvian: the year, "gada", the month), "2016 m. rugsėjo mėn." (Lithuanian: the year, "m.", the
  // month, "mėn.").
  {
    re: new RegExp(`(?<!\\d)(${Y4})\\.?\\s?(?:gada\\s+|m\\.\\s{0,2})(${MONTH_SRC})(?:\\s?mėn\\.?)?(?![\\p{L}])`, "giu"),
    make: (m) => {
      const month = monthNumber(m[2]!);
      return month ? { kind: "date", point: { year: year4(m[1]!), month, season: null } } : null;
    },
  },
  // Year then month, when no year follows the month: "2009 Oct - Dec", "2007 June -Oct 2008", "2021. június" (Hungarian).
  {
    re: new RegExp(`(?<!\\d)(${Y4})\\.?\\s{1,2}(${MONTH_SRC})\\.?${R}(?!\\s{0,2}[,.'’/-]?\\s{0,2}(?:${Y4}|\\d{2}\\b))`, "gi"),
    make: (m) => {
      const month = monthNumber(m[2]!);
      return month ? { kind: "date", point: { year: year4(m[1]!), month, season: null } } : null;
    },
  },
  // Numeric day/month/year or month/day/year: "04-09-2003", "02/07/2009", "8/1/2008", "14/8/12".
  {
    re: /(?<![\d/.])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/.-]|\s?[.:]\d)/g,
    make: (m) => {
      const a = Number(m[1]!);
      const b = Number(m[3]!);
      const year = yearAny(m[4]!);
      if (year < 1920 || year > 2049 || a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
      return { kind: "date", point: { year, month: null, season: null }, parts: [a, b] };
    },
  },
  // Numeric month/year: "04/2019", "4/2003", "08 / 2007", "06-2013", "05/13", "8/08".
  {
    re: /(?<![\d/.,])(\d{1,2})\s?([/.-])\s?(\d{4}|\d{2})(?![\d/%]|\s?[.:,]\d)/g,
    make: (m) => {
      const month = Number(m[1]!);
      if (month < 1 || month > 12) return null;
      if (m[3]!.length === 2 && m[2] !== "/") return null;
      if (m[2] === "." && m[3]!.length === 2) return null;
      const year = yearAny(m[3]!);
      if (year < 1920 || year > 2049) return null;
      // "... | Minneapolis, MN | 05/14": a two-digit year ending a header line after a separator is the entry's date.
      const end = m.index + m[0].length;
      const headerDate = /(?:[|,–—]|\t|\s{2,})\s*$/.test(m.input.slice(Math.max(0, m.index - 4), m.index)) && /^[ \t)]*(?:\n|$)/.test(m.input.slice(end, end + 8));
      return { kind: "date", point: { year, month, season: null }, weak: m[3]!.length === 2 && !headerDate };
    },
  },
  // "'17–'19", "’15 – present": a year written with an apostrophe for its century counts only in a range (not "'90s").
  // Alone, it dates something only where a header's year goes: after a comma or a dash at the end of a line
  // ("Texas State University, '20").
  {
    re: /(?<![\w'’])['’](\d{2})(?![\d%'’]|s\b|\s?[.:]\d)/g,
    make: (m) => {
      const end = m.index + m[0].length;
      const headerYear = /[,–—-]\s*$/.test(m.input.slice(Math.max(0, m.index - 3), m.index)) && /^[ \t)]*(?:\n|$)/.test(m.input.slice(end, end + 8));
      return { kind: "date", point: pt(twoDigitYear(Number(m[1]!))), weak: !headerYear };
    },
  },
  // A bare season ("Fall - Spring 2005" starts from it).
  { re: new RegExp(`${L}(${SEASON_SRC})${R}`, "gi"), make: (m) => ({ kind: "month", point: { year: 0, month: null, season: seasonOf(m[1]!) }, weak: true }) },
  // A bare month: "Jun - Sept 2009", "January  August 2012", "November to December 2007".
  {
    re: new RegExp(`${L}(${MONTH_SRC})\\.?${R}`, "gi"),
    make: (m) => {
      const month = monthNumber(m[1]!);
      return month ? { kind: "month", point: { year: 0, month, season: null }, weak: true } : null;
    },
  },
  // A year.
  // "Puget Sound Logistics, Tacoma,2008 –" (a PDF's line wrapped in its cell): a comma glued to a word, not to a number.
  { re: new RegExp(`(?<![\\d.$£€#/])(?<!\\d,)(${Y4})(?![\\d%]|,\\d|\\.\\d|\\s?\\+)`, "g"), make: (m) => ({ kind: "date", point: pt(year4(m[1]!)) }) },
  // Present. "January 2021 – Date" (Nigeria, Ghana): "date" alone after a dash is "to date".
  {
    // "actualidad", "presente", "aujourd'hui", "à ce jour", "heute", "atual": Present in the languages whose months are
    // read; "至今" (to date) and "现在" (now) in English résumés from China, Taiwan and Japan. Words that are also names or
    // other words ("Danes", "Sasa", "sot") only right after a dash.
    re: /(?<![A-Za-zÀ-ÿ])(?:(?:till|to|until|up\s?to)\s{0,2}(?:date|now|today|present)|present|current(?:ly)?|now|today|ongoing|recently|(?<=[-–—]\s{0,3})date|(?:la\s)?actualidad|presente|actualmente|aujourd['’]hui|pr[ée]sent|[àa]\sce\sjour|heute|jetzt|at[ée]\so\smomento|at[ée]\shoje|at[ée]\sa\sdata|atual(?:mente)?|(?:ad\s)?oggi|attuale|in\scorso|(?:tot\s)?heden|huidig|(?<=[-–—]\s{0,3})(?:nu|nå)|p[åa]g[åa]ende|d\.d\.|dags\sdato|jelenleg|napjainkig|(?:по\s)?настоящее\sвремя|(?:по\s)?н\.\s?в\.|сейчас|halen|devam\sediyor|günümüz|(?:do\s)?současnost(?:i)?|dosud|nyní|(?<=[-–—]\s{0,3})nyt|jatkuu|sekarang|saat\sini|hiện\stại|hien\stai|σήμερα|σημερα|(?:עד\s)?היום|(?:حتى\s)?الآن|حاليا|현재|재직\s?중|至今|现在|現在|目前|(?:do\s)?danas|trenutno|(?:până\s|pana\s)?(?:în\s|in\s)?prezent|(?:по\s)?теперішній\sчас|дотепер|донині|(?:по\s)?тепер|нині|تاکنون|تا\sکنون|اکنون|تا\s(?:به\s)?امروز|ปัจจุบัน|(?:do\s)?súčasnos(?:ť|ti|t)|dodnes|(?:iki\s)?dabar|šiuo\smetu|(?:hingga\s|sehingga\s)?kini|до\sмомента|досега|понастоящем|до\sднес|тренутно|(?:до\s)?данас|садашњост|šobrīd|pašlaik|līdz\sšim|tagad|(?:fins\s(?:a\s)?)?(?:l['’])?actualitat|actualment|fins\sara|დღემდე|ამჟამად|առ\sայսօր|մինչ(?:և)?\s(?:օրս|այսօր)|ներկայումս|(?:til\s)?(?:dagsins\s)?í\sdag|núna|praegu|(?:kuni\s)?praeguseni|tänaseni|(?:në\s)?vazhdim|aktualisht|deri\s(?:më\s)?sot|(?:hadi|mpaka)\s(?:sasa|leo)|tot\s(?:hede|datum)|hede|do\sdanes|(?<=[-–—]\s{0,3})(?:danes|sedaj|tans|sasa|sot|tani|nú|actual))(?![A-Za-zÀ-ÿ\u0400-\u04ff\u0531-\u0587\u10a0-\u10ff])/gi,
    make: () => ({ kind: "present" }),
  },
];

/** The cells of a table row: "01-Apr-2020 | Till Date", "03-Jan-2017⇥31-Mar-2020". */
const CELL_GAP = /^[^\S\n]*(?:\||\t)[^\S\n]*$/;
/** A table headed "… | From | To" above `at` (within ten lines): its rows' two dates are a range. */
function fromToColumns(text: string, at: number): boolean {
  // Within 2,000 characters: a long line of such pairs is searched back from each pair only that far.
  const floor = Math.max(0, at - 2000);
  const above = text.slice(floor, at);
  let end = above.lastIndexOf("\n");
  for (let k = 0; k < 10 && end > 0; k++) {
    const start = above.lastIndexOf("\n", end - 1) + 1;
    if (/(?:^|[|\t])[^\S\n]*(?:from|start(?:\s+date)?|joined|date of joining)[^\S\n]*(?:\||\t)[^\S\n]*(?:to|till|until|end(?:\s+date)?|left|date of leaving|relieved)[^\S\n]*(?:[|\t]|$)/i.test(above.slice(start, end))) return true;
    end = start - 1;
  }
  return false;
}
const FORM_START = /(?:start(?:ing)?\s+date|date\s+(?:started|from)|from\s+date|start|from)\s*[:\t][^\S\n]*$/i;
const FORM_END = /^[^\S\n]*\n[^\S\n]*(?:end(?:ing)?\s+date|date\s+(?:ended|to)|to\s+date|end|to|until)\s*[:\t][^\S\n]*$/i;

function pt(year: number): DatePoint {
  return { year, month: null, season: null };
}

/**
 * Words right before a year that make it a product version, not a date ("SQL Server 2008", "Office 2010");
 * two spaces or a line break between them ("Oracle  2012 - 2015") is a company and its dates.
 */
const VERSION_BEFORE =
  // A whole word: "Teams 2018", "Head of Analytics 2019" and "BSc Physics 2015" end in letters of "ms" and "cs", and are dates.
  /(?<![A-Za-z])(?:server|windows|office|studio|excel|word|outlook|exchange|access|project|sharepoint|dynamics|xp|vista|visio|powerpoint|autocad|revit|photoshop|quickbooks|tally|sap|oracle|sql|vs|net|ax|nav|crm|ms|iso|ieee|cs\d?|version|v\.?|release|r2|edition|dot net)[ -]?$/i;
/** Words after a year that make it a version or a quantity, on the same line ("2019\nServer" is a date and a title). */
const VERSION_AFTER = /^(?:[^\S\n]?r2\b|[^\S\n]?(?:server|sp\d)|[^\S\n]?(?:students?|employees?|users?|people|members?|words?|lines)\b)/i;
/** Product words that are also common nouns of employers' names: before a range of years they are the name's. */
const NOUN_BEFORE = /(?:studio|office|project|access|exchange|word|dynamics)[ -]?$/i;
const RANGE_AFTER = /^[^\S\n]?[–—-][^\S\n]?(?:\d{4}|present|current|now|today)\b/i;

/**
 * Thai CVs count years in the Buddhist Era ("05/2560" is May 2017): 543 years on. Read as the common era, in the whole
 * text when it is written in Thai, else where a numeric month comes before the year. Same length, so offsets hold.
 */
function commonEra(text: string): string {
  const be = (y: string) => String(Number(y) - 543);
  if (/[\u0e00-\u0e7f]/.test(text)) return text.replace(/(?<!\d)25[3-7]\d(?!\d)/g, be);
  return text.replace(/(?<=(?:^|[^\d/.])\d{1,2}[/.])25[3-7]\d(?![\d/.])/g, be);
}

function scanAtoms(written: string): Atom[] {
  const text = commonEra(written);
  const taken = new Uint8Array(text.length + 1);
  const atoms: Atom[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    for (const m of allMatches(p.re, text)) {
      let start = m.index;
      const end = start + m[0].length;
      // Leading whitespace or punctuation consumed by a pattern is not part of the atom.
      // (Not the apostrophe of a year written "’82": it is the year's, or a header keeps it as a stray mark.)
      while (start < end && /[\s,.'’/-]/.test(text[start]!) && !/['’]\d/.test(text.slice(start, start + 2))) start++;
      let free = true;
      for (let i = start; i < end; i++)
        if (taken[i]) {
          free = false;
          break;
        }
      if (!free) continue;
      const made = p.make(m as unknown as RegExpExecArray, text);
      if (!made) continue;
      if (made.kind === "date" || made.kind === "span") {
        const before = text.slice(Math.max(0, start - 16), start);
        const after = text.slice(end, end + 12);
        // "CorePower Yoga Studio 2016 – 2019" is a studio's dates; "Visual Studio 2019" a version.
        const version = (VERSION_BEFORE.test(before) && !(NOUN_BEFORE.test(before) && RANGE_AFTER.test(after))) || VERSION_AFTER.test(after);
        if (!made.point!.month && !made.point!.season && !made.parts && version) continue;
      }
      for (let i = start; i < end; i++) taken[i] = 1;
      atoms.push({ ...made, start, end });
    }
  }
  return atoms.sort((a, b) => a.start - b.start);
}

// --- day/month order ----------------------------------------------------------------------------------------

const NUMERIC3 = /(?<![\d/.-])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/.-])/g;

/**
 * The CV's order for numeric dates: a first part > 12 anywhere means day-first, a second part > 12
 * month-first; null when no date decides it.
 */
export function numericOrder(text: string): "day-first" | "month-first" | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const m of allMatches(NUMERIC3, text)) {
    const a = Number(m[1]!);
    const b = Number(m[3]!);
    if (a > 12 && b <= 12) dayFirst = true;
    if (b > 12 && a <= 12) monthFirst = true;
  }
  if (dayFirst && !monthFirst) return "day-first";
  if (monthFirst && !dayFirst) return "month-first";
  return null;
}

/**
 * A numeric date that could be read either way ("04-09-2003") in a text where no date decides the order, with
 * the order it was read in; null when there is none or the order is known.
 */
const PERSONAL_DATE = /(?:\b(?:date of birth|birth ?date|birthday|born(?: on)?|d\.?\s?o\.?\s?b\.?|passport\b[^\n]*|date of issue|issue date|issued on|date of expiry|expiry date|expiry|expires|valid (?:until|till|upto|up to))|^\s*(?:place\b[^\n]*)?\bdated?)[\s:.–-]*$/i;
export function ambiguousNumericDate(text: string): { example: string; start: number; end: number; dayFirst: boolean; month: number; year: number } | null {
  if (numericOrder(text)) return null;
  for (const m of allMatches(NUMERIC3, text)) {
    const a = Number(m[1]!);
    const b = Number(m[3]!);
    if (m[4]!.length !== 4 || a < 1 || a > 12 || b < 1 || b > 12 || a === b) continue;
    // "Date of Birth : 02/11/1988", "Passport expiry 03/05/2030", "Place: Pune  Date: 01/11/2026" (a declaration): no
    // date of work or study, and no reader's guess about it matters (review 89).
    const before = text.slice(text.lastIndexOf("\n", m.index! - 1) + 1, m.index!);
    if (PERSONAL_DATE.test(before)) continue;
    const dayFirst = guessDayFirst(text);
    return { example: m[0], start: m.index!, end: m.index! + m[0].length, dayFirst, month: dayFirst ? b : a, year: Number(m[4]) };
  }
  return null;
}

/**
 * The default when no date decides the order: day-first unless the CV looks North American (US/Canadian
 * state and postcode, US phone format), which writes month-first. Résumés from India, the UK, Europe,
 * Australia and most of the world write day-first.
 */
export function guessDayFirst(text: string) {
  const order = numericOrder(text);
  if (order) return order === "day-first";
  const american =
    /\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|ON|BC|AB|QC)\s{1,2}\d{5}\b|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|\bUSA\b|United States/;
  const elsewhere = /\bIndia\b|\+91|Indeed|\bUK\b|United Kingdom|\+44|Australia|\+61|Nigeria|Kenya|Pakistan|Dubai|UAE|Europe/;
  if (elsewhere.test(text) && !american.test(text)) return true;
  if (american.test(text)) return false;
  return true;
}

// --- ranges -------------------------------------------------------------------------------------------------

/** What may join the two dates of a range. */
// Between two dates: a dash, "to", or the word of a language whose months are read ("jan/2017 a fev/2021", "até",
// "hasta", "à", "au", "bis", "tot", "al").
// Catalan elides "de" before a vowel ("maig 2014 – d'octubre de 2019").
// Notion writes "June 1, 2018 → April 30, 2021"; Croatian and Serbian put a dot after a year ("svibanj 2016. – veljača 2019.").
// A bullet's mark on the next line joins nothing ("Since 2014" over "- Ongoing commissions for Reuters").
const JOIN = /^(?:\.(?=\s*[-–—]))?(?![^\S\n]*\n[^\S\n]*[-–—•*]\s)[\s]*(?:(?:[-–—‒―~]+|[→⇒➜⟶]|->)\s*)?(?:(?:to|till|until|through|thru|upto|up\s?to|a|até|ate|hasta|al|à|au|bis|tot|\/)\s*:?)?\s*(?:[-–—]\s*)?(?:(?:exp\.?|expected|anticipated)\s*)?(?:d['’])?['’]?$/i;
const OPEN_BEFORE =
  /(?:^|[^\p{L}])(?:since|from|starting|started|w\.?e\.?f\.?|seit|depuis|desde|sinds|vanaf|dal|[àa] partir d[eu])[\s:,]{1,3}(?:the\s|le\s)?(?:\d{1,2}(?:st|nd|rd|th|\.)?\s)?$/iu;
/** "Since" in English, German, French, Spanish, Portuguese, Dutch and Italian: a current job's start, with or without a month. */
const SINCE = /since|seit|depuis|desde|sinds|vanaf|partir|dal/i;
// "… onwards", "… till now"; or a table's empty end cell after a start cell ("2020-06-01⇥⇥Yes", an ATS export's current job).
const OPEN_AFTER = /^[^\S\n]{0,2}[-–—(]?[^\S\n]{0,2}(?:onwards?|on\swards|till\snow|to\snow|ongoing|on-going)(?![A-Za-z])|^\t\t(?=[^\t\n]|\t|\n|$)/i;
/** The header before a month alone: a few words, then a bar, a dash, a tab or a gap ("Poll Worker — Cook County | "). */
const ONE_MONTH_HEADER = /^[^\S\n]*\p{Lu}[^\n]{2,100}?(?:[^\S\n][|–—][^\S\n]*|\t|[^\S\n]{2,}|,[^\S\n]*\()$/u;
/** The end of a line, then the next line's first cell and a tab: a date cell wrapped with the cell before it. */
const WRAPPED_CELL = /^[^\S\n]*\n[^\S\n]*\S[^\n\t]*\t[^\S\n]*$/;
// ("Dates⇥01/03/2019 →": the old Europass CV's arrow for a post still held; review 95.)
const DANGLING_DASH = /^[^\S\n]{0,2}(?:[-–—]|→)\s*(?:$|\n|\s{2,}|[A-Za-z(•]|\|)/;

/** A date atom's point, with the month of a numeric day/month date chosen by the order in force. */
function resolveParts(a: Pick<Atom, "point" | "parts">, dayFirst: boolean): DatePoint {
  const point = a.point!;
  if (!a.parts) return point;
  const [p, q] = a.parts;
  const month = p > 12 ? q : q > 12 ? p : dayFirst ? q : p;
  return { ...point, month };
}

function seasonMonths(s: Season): [number, number, number] {
  // [first month, last month, years added to reach the last month]
  const part = /^([qh])([1-4])$/.exec(s);
  if (part) {
    const n = Number(part[2]);
    return part[1] === "q" ? [3 * n - 2, 3 * n, 0] : [6 * n - 5, 6 * n, 0];
  }
  if (s === "spring") return [3, 5, 0];
  if (s === "summer") return [6, 8, 0];
  if (s === "fall") return [9, 11, 0];
  return [12, 2, 1];
}

function monthIndexOf(year: number, month: number) {
  return year * 12 + month - 1;
}

export function monthStr(index: number) {
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Month index of the as-of date. */
export function asOfIndex(asOf: string) {
  const [y, m] = asOf.split("-").map(Number);
  return monthIndexOf(y!, m!);
}

/**
 * Resolves the two ends of a range to month indexes by the year-only and same-year rules.
 * `to` null = Present (asOf). Returns null when the end is before the start.
 */
export function resolveMonths(from: DatePoint, to: DatePoint | null, asOf: string): [number, number] | null {
  const now = asOfIndex(asOf);
  let startIdx: number;
  if (from.season) startIdx = monthIndexOf(from.year, seasonMonths(from.season)[0]);
  else if (from.month) startIdx = monthIndexOf(from.year, from.month);
  else startIdx = monthIndexOf(from.year, to && !to.season && to.year === from.year ? 1 : 7);
  let endIdx: number;
  // "Starting February 2027", "Feb 2027 – Present": a job not yet begun keeps its start (clipMonths leaves it out of
  // the years).
  if (!to) endIdx = Math.max(now, startIdx);
  else if (to.season) {
    const [, last, plus] = seasonMonths(to.season);
    endIdx = monthIndexOf(to.year + plus, last);
  } else if (to.month) endIdx = monthIndexOf(to.year, to.month);
  else endIdx = monthIndexOf(to.year, to.year === from.year ? 12 : 6);
  if (endIdx < startIdx) return null;
  return [startIdx, endIdx];
}

/** Clips resolved months at asOf: null when the range starts after it. */
export function clipMonths(range: { startMonth: string; endMonth: string }, asOf: string): { start: string; end: string } | null {
  const now = asOfIndex(asOf);
  const s = toIndex(range.startMonth);
  const e = Math.min(toIndex(range.endMonth), now);
  if (s > now || e < s) return null;
  return { start: monthStr(s), end: monthStr(e) };
}

/** "2019-08" or "2019" as a month count; a year alone is its first month as a start, its last as an end. */
export function monthIndex(m: string, asEnd: boolean): number {
  const [y, mo] = m.split("-").map(Number);
  return y! * 12 + (mo ? mo - 1 : asEnd ? 11 : 0);
}

function toIndex(month: string) {
  const [y, m] = month.split("-").map(Number);
  return monthIndexOf(y!, m!);
}

function rank(p: DatePoint, asEnd: boolean) {
  const month = p.season ? seasonMonths(p.season)[asEnd ? 1 : 0] + (asEnd ? seasonMonths(p.season)[2] * 12 : 0) : (p.month ?? (asEnd ? 12 : 1));
  return p.year * 12 + month;
}

const TERM_MONTHS: Record<string, string> = { autumn: "Sep–Dec", spring: "Jan–Mar", summer: "Apr–Jul" };

/** Finds every date range (and the dates left alone) in a text. Offsets are into `text`. */
export function scanDates(written: string, options: DateOptions): DateScan {
  // "FY2019–FY2021", "AY 2019–20 to AY 2021–22": a fiscal or academic year is read as its year, the prefix as a space
  // (the same length, so every offset holds).
  // "MArch Architecture, University of Sheffield, 2014": a Master of Architecture, written so, is no month (review 92).
  // "GS-0343-11/12", "GS-12/13", "WG-10": a US federal pay grade (a ladder of grades) is no month and year (review 91).
  // "Summer term 2026": a British school's term, Apr–Jul (autumn Sep–Dec, spring Jan–Mar), not the summer (review 97).
  const terms: [number, number][] = [];
  const text = written.replace(/(?<![A-Za-z])(autumn|spring|summer)\s+term\s+((?:19|20)\d\d)(?!\d)/gi, (m, term: string, year: string, at: number) => {
    const months = `${TERM_MONTHS[term.toLowerCase()]} ${year}`;
    terms.push([at, at + m.length]);
    return " ".repeat(m.length - months.length) + months;
  }).replace(/(?<![A-Za-z])(?:FY|AY)\s?(?=['’]?\d{2})/g, (m) => " ".repeat(m.length)).replace(/(?<![A-Za-z])MArch(?![a-z])/g, "     ").replace(/(?<![A-Za-z])(?:GS|GG|GM|WG|WL|WS|NH|NT|FS)[- ](?:\d{4}[- ])?\d{1,2}(?:\/\d{1,2}){1,3}(?![\d/])/g, (m) => " ".repeat(m.length));
  const dayFirst = options.dayFirst ?? guessDayFirst(text);
  const atoms = scanAtoms(text);
  const ranges: DateRange[] = [];
  const lone: LoneDate[] = [];
  const used = new Set<number>();

  const push = (a: Atom, b: Atom | null, from: DatePoint, to: DatePoint | null, current: boolean, form: DateRange["form"], opener?: DateRange["opener"]) => {
    const months = resolveMonths(from, to, options.asOf);
    if (!months) return false;
    const start = a.start;
    const end = b ? b.end : a.end;
    ranges.push({
      start,
      end,
      text: written.slice(start, end),
      from,
      to,
      current,
      startMonth: monthStr(months[0]),
      endMonth: monthStr(months[1]),
      hasMonths: !!(from.month || from.season) && (current || !!(to && (to.month || to.season))),
      form,
      ...(opener ? { opener } : {}),
    });
    return true;
  };

  for (let i = 0; i < atoms.length; i++) {
    if (used.has(i)) continue;
    const a = atoms[i]!;
    if (a.kind === "present") continue;
    if (a.kind === "span") {
      const before = text.slice(Math.max(0, a.start - 12), a.start);
      const season = /(spring|summer|fall|autumn|winter)s?,?\s{0,2}$/i.exec(before);
      const from = season ? { ...a.point!, season: seasonOf(season[1]!) } : a.point!;
      // "2017/18 – present", "2015/16 – 2016/17": a range from one academic year to the present or to another.
      const b = atoms[i + 1];
      const dash = b && /^\s*(?:[-–—]|to|until|till)\s*$/i.test(text.slice(a.end, b.start));
      if (dash && b.kind === "present" && push(a, b, from, null, true, "pair")) {
        used.add(i).add(i + 1);
        i++;
        continue;
      }
      if (dash && b.kind === "span" && b.endPoint!.year >= from.year && push(a, b, from, b.endPoint!, false, "pair")) {
        used.add(i).add(i + 1);
        i++;
        continue;
      }
      // "Winter seasons 2014/15 –⇥Ski Instructor" over "2018/19⇥Whistler …": a date cell wrapped in two.
      const wrapped = b?.kind === "span" && /^[^\S\n]*[-–—][^\S\n]*(?:\t|[^\S\n]{2,})\S[^\n]*\n[^\S\n]*$/.test(text.slice(a.end, b.start));
      // As with a wrapped date cell below, the range is the first date's text: the title after it is the entry's.
      if (wrapped && b.endPoint!.year >= from.year && push(a, null, from, b.endPoint!, false, "pair")) {
        used.add(i).add(i + 1);
        i++;
        continue;
      }
      // "Winter 2014/15": the winter that runs over the New Year between the two years, Dec – Feb.
      const winter = from.season === "winter" && a.endPoint!.year === from.year + 1;
      if (push(a, null, winter ? { ...from, season: null, month: 12 } : from, winter ? { year: from.year + 1, month: 2, season: null } : a.endPoint!, false, "compound")) used.add(i);
      continue;
    }
    const b = atoms[i + 1];
    const gap = b ? text.slice(a.end, b.start) : "";
    // "Start Date: 03/2019" over "End Date: Current": a job-board form's two labelled lines are one range.
    const formPair = (!!b && FORM_END.test(gap) && FORM_START.test(text.slice(Math.max(0, a.start - 24), a.start))) || (!!b && CELL_GAP.test(gap) && fromToColumns(text, a.start));
    // "… Programs 2020" / "– Present": a narrow column wraps a range after its year; the dash opening the next line
    // is no bullet when the date or "Present" after it is all that line holds (review 67).
    const wrapped = !!b && /^[^\S\n]*\n[^\S\n]*[-–—][^\S\n]*$/.test(gap) && /^[^\S\n]*(?:\n|$)/.test(text.slice(b.end, b.end + 40));
    if (b && ((gap.length <= 16 && (JOIN.test(gap) || wrapped)) || formPair) && b.kind !== "span") {
      const explicit = /[-–—‒―~/]|to|till|until|through|thru/i.test(gap) || b.kind === "present" || formPair;
      let from: DatePoint | null = null;
      let to: DatePoint | null = null;
      let current = false;
      if (b.kind === "present") {
        if (a.kind === "month" || a.weak) {
          // "July till date": no year; "05/13 - Present" is still a date.
          if (a.kind !== "month") from = resolveParts(a, dayFirst);
        } else from = resolveParts(a, dayFirst);
        current = true;
      } else if (a.kind === "month" && b.kind === "date" && b.point!.year) {
        // "Jun - Sept 2009": the bare month takes the year of the end (the year before when it is later).
        to = resolveParts(b, dayFirst);
        const fromPart = a.point!;
        const startMonth = fromPart.season ? seasonMonths(fromPart.season)[0] : fromPart.month!;
        const endMonth = to.season ? seasonMonths(to.season)[0] : (to.month ?? 12);
        from = { ...fromPart, year: startMonth > endMonth ? to.year - 1 : to.year };
      } else if (a.kind === "date" && b.kind === "month" && (a.point!.month || a.point!.season)) {
        // "2009 Oct - Dec", "Jan 2015 - Mar": the bare end month takes the start's year.
        const fromPoint = resolveParts(a, dayFirst);
        if (explicit) {
          from = fromPoint;
          const endMonth = b.point!.month ?? seasonMonths(b.point!.season!)[0];
          const startMonth = fromPoint.month ?? seasonMonths(fromPoint.season!)[0];
          to = { ...b.point!, year: endMonth < startMonth ? fromPoint.year + 1 : fromPoint.year };
          // "…, RetailMeNot,Jan 2015 – May" over "Austin, TX⇥2019": a PDF's date cell wrapped with the title's, its
          // year ending the next line.
          const c = atoms[i + 2];
          // So is "Jun 2019 – Dec Security Operations Manager, G4S …" over "2021" alone on its line (a narrow date
          // column wrapped beside the header; review 69), and "2019⇥•⇥Supervised …", the year in a date rail beside the
          // first bullet (review 72).
          const alone = c && /^[^\S\n]*\n[^\S\n]*$/.test(text.slice(text.lastIndexOf("\n", c.start - 1), c.start)) && /^[^\n]{0,160}\n[^\S\n]*$/.test(text.slice(b.end, c.start)) && !/\b(?:19|20)\d\d\b/.test(text.slice(b.end, c.start));
          if (c && c.kind === "date" && !c.weak && !c.parts && !c.point!.month && !c.point!.season && c.point!.year >= fromPoint.year && (WRAPPED_CELL.test(text.slice(b.end, c.start)) || alone) && (/^[^\S\n]*(?:\n|$)/.test(text.slice(c.end)) || (alone && /^\t/.test(text.slice(c.end))))) {
            to = { ...b.point!, year: c.point!.year };
            used.add(i + 2);
          }
        }
      } else if (a.kind === "date" && b.kind === "date") {
        // Numeric pairs: a part that is 1 in both dates is the day.
        let order = dayFirst;
        if (a.parts && b.parts) {
          if (a.parts[0] === 1 && b.parts[0] === 1 && !(a.parts[1] === 1 && b.parts[1] === 1)) order = true;
          else if (a.parts[1] === 1 && b.parts[1] === 1 && !(a.parts[0] === 1 && b.parts[0] === 1)) order = false;
        }
        from = resolveParts(a, order);
        to = resolveParts(b, order);
        // Two dates side by side with only spaces between make a range when they are written alike and in order.
        const alike = (a.parts ? 3 : a.point!.month && /\d/.test(text[a.start]!) ? 2 : 1) === (b.parts ? 3 : b.point!.month && /\d/.test(text[b.start]!) ? 2 : 1);
        const sameYearOnly = !from.month && !from.season && !to.month && !to.season && from.year === to.year;
        if (!explicit && (!alike || sameYearOnly || rank(to, true) < rank(from, false))) {
          from = null; // two dates side by side, not in order: a list, not a range
          to = null;
        }
        if (from && to && to.year - from.year > 50) from = to = null;
      }
      if (from && (to || current)) {
        if (push(a, b, from, to, current, "pair")) {
          used.add(i);
          used.add(i + 1);
          i++;
          continue;
        }
      }
    }
    if (a.kind !== "date" || a.weak) continue;
    const point = resolveParts(a, dayFirst);
    const before = text.slice(Math.max(0, a.start - 24), a.start);
    const after = text.slice(a.end, a.end + 16);
    const next = atoms[i + 1];
    const nextIsDate = next && next.start - a.end <= 6 && next.kind !== "present";
    const opened = OPEN_BEFORE.exec(before);
    // "from 1962" in a sentence is history, not a job: "from" opens a range only with a month; "Since 1923,
    // Novo Nordisk has ..." is a company's history: no comma after the date, and no career of 50 years.
    // "Placed 150+ implants since 2022; introduced CEREC": a clause follows the date (a duty, not a job's dates).
    const history = /^[,;]/.test(after) || asOfIndex(options.asOf) - (point.year * 12 + (point.month ?? 7) - 1) > 50 * 12;
    if (opened && !history && (SINCE.test(opened[0]) || point.month || point.season)) {
      if (push(a, null, point, null, true, "open", SINCE.test(opened[0]) ? "since" : "from")) used.add(i);
      continue;
    }
    const onwards = OPEN_AFTER.exec(after);
    if (onwards) {
      if (push(a, { ...a, end: a.end + onwards[0].length }, point, null, true, "open", "onwards")) used.add(i);
      continue;
    }
    // "juli 2014 – xyzwober 2016" in a language whose months are not read: a word and a year after the dash end the range
    // in that year; it does not run to the present. So does a two-letter abbreviation with its full stop ("ag. 2019").
    const unknownEnd = /^[^\S\n]{0,2}[-–—][^\S\n]*(?:\p{L}{3,12}\.?|\p{L}{2}\.)[^\S\n]{1,2}(?:19|20)\d\d(?!\d)/u.test(text.slice(a.end, a.end + 24));
    if (unknownEnd && (point.month || point.season)) {
      const b = atoms[i + 1];
      if (b && b.kind === "date" && !used.has(i + 1) && b.start - a.end <= 24) {
        const to = resolveParts(b, dayFirst);
        if (rank(to, true) >= rank(point, false) && push(a, b, point, to, false, "pair")) {
          used.add(i);
          used.add(i + 1);
          continue;
        }
      }
    }
    // A year with a dash and then a tab or a gap before the entry ("2016–⇥Lecturer, …") is how academic and artists' CVs
    // date a current post.
    // So is a year with a dash that ends a job's line ("Chief Executive Officer, Alpha Corp⇥2012 –", "(2012 – )"): a
    // current job and its years had been lost (review 56).
    const endsHeader = !point.month && !point.season && /^[^\S\n]{0,2}[-–—][^\S\n]*\)?[^\S\n]*(?:\n|$)/.test(after) && /\p{L}{3}/u.test(text.slice(text.lastIndexOf("\n", a.start - 1) + 1, a.start));
    const openYear = endsHeader || (!point.month && !point.season && /^[^\S\n]{0,2}[-–—](?:\t|[^\S\n]{2,})[^\S\n]*\p{L}/u.test(after));
    if ((point.month || point.season || openYear) && (DANGLING_DASH.test(after) || endsHeader) && !nextIsDate && !unknownEnd) {
      // "07/2015 –⇥Research Associate, …" over "06/2018" alone on the next line: a date cell wrapped in two; the range
      // ends there, it does not run to the present.
      const b = atoms[i + 1];
      const between = b ? text.slice(a.end, b.start) : "";
      // So is a table's date cell whose rows go on in the next cell: "Aug 2017 –⇥Staff Accountant" over "May 2021⇥Huntington ...".
      const cell = /^[^\S\n]{0,2}[-–—][^\S\n]*(?:\t|[^\S\n]{2,})\S/.test(after) && /^(?:\t|[^\S\n]{2,})\S/.test(text.slice(b?.end ?? 0, (b?.end ?? 0) + 8));
      // Or the date ends the next line, after a tab, with the title's cell wrapped before it: "… Client: Feb 2022 –" over
      // "Qualcomm, San Diego, CA⇥Sep 2022".
      const ending = b && /^[^\S\n]*[-–—]/.test(between) && WRAPPED_CELL.test(between.replace(/^[^\S\n]*[-–—]/, "")) && /^[^\S\n]*(?:\n|$)/.test(text.slice(b.end));
      const alone = b && b.kind === "date" && !used.has(i + 1) && (between.match(/\n/g) ?? []).length === 1 && (/\n[^\S\n]*$/.test(between) || ending) && (/^[^\S\n]*(?:\n|$)/.test(text.slice(b.end)) || cell);
      if (alone) {
        const to = resolveParts(b, dayFirst);
        if (rank(to, true) >= rank(point, false) && push(a, null, point, to, false, "pair")) {
          used.add(i);
          used.add(i + 1);
          continue;
        }
      }
      if (push(a, null, point, null, true, "open", "dash")) used.add(i);
      continue;
    }
    if (point.season) {
      // A quarter alone in a sentence ("top seller in Q3 2021") is a moment, not a job's time: only one that ends its
      // line, as a header's date does ("Contractor, Fidelity⇥H2 2016"), is a range.
      const quarter = /^[qh]/.test(point.season);
      const lineRest = text.slice(a.end, (text.indexOf("\n", a.end) + 1 || text.length + 1) - 1);
      if (quarter && (!/^[\s)|·•]*$/.test(lineRest) || /\b(?:in|of|during|for|by|from|since|until|through|the)\s*$/i.test(before))) {
        lone.push({ start: a.start, end: a.end, text: text.slice(a.start, a.end), point });
        continue;
      }
      if (push(a, null, point, point, false, "season")) used.add(i);
      // "Summers 2016 & 2017", "Summers 2013, 2014 and 2015", "Summer 2019 & 2021": the same season of each year listed,
      // not the years between. A singular season takes a year joined by "&" or "and", not one that opens a range.
      const plural = /^\p{L}+s\b/u.test(text.slice(a.start, a.end));
      const joiner = plural ? /^\s*(?:,|&|and|,\s*and)\s*$/i : /^\s*(?:&|and)\s*$/i;
      if (plural || joiner.test(text.slice(a.end, atoms[i + 1]?.start ?? a.end))) {
        for (let j = i + 1; j < atoms.length; j++) {
          const y = atoms[j]!;
          if (y.kind !== "date" || y.weak || y.parts || y.point!.month || y.point!.season || !joiner.test(text.slice(atoms[j - 1]!.end, y.start))) break;
          if (/^[^\S\n]*[-–—]/.test(text.slice(y.end, y.end + 4))) break;
          const each = { ...point, year: y.point!.year };
          if (!push(y, null, each, each, false, "season")) break;
          used.add(j);
        }
      }
      continue;
    }
    // "2013 (6 months)", "3 months in 2018": a year with the job's length. The months are placed from July (where a
    // year alone starts), or to December when there are more than six.
    const length = !point.month && !point.season ? (/^\s*\(\s*(\d{1,2})\s*(?:months?|mos?)\.?\s*\)/i.exec(after) ?? /\b(\d{1,2})\s*(?:months?|mos?)\.?\s+in\s+$/i.exec(before)) : null;
    const n = length ? Number(length[1]) : 0;
    if (n >= 1 && n <= 12) {
      const first = n <= 6 ? 7 : 13 - n;
      const b = /^\s*\(/.test(after) ? { ...a, end: a.end + length![0].length } : null;
      if (push(a, b, { year: point.year, month: first, season: null }, { year: point.year, month: first + n - 1, season: null }, false, "pair")) {
        used.add(i);
        continue;
      }
    }
    // "Election Poll Worker — Cook County Board of Elections | November 2024": a month alone that ends a header's line, after
    // a mark that parts the header's fields, is a job of that month (review 55).
    // The header names a job (a degree's month of graduation is no range).
    const header = text.slice(text.lastIndexOf("\n", a.start - 1) + 1, a.start);
    // (Or the employer's line, the post named on the line under it: "Lloyds Banking Group, London⇥Apr 2024" over "Spring
    // Insight Programme"; review 81.)
    const nextLine = /^[^\S\n]*\)?[^\S\n]*\n([^\n]*)/.exec(text.slice(a.end, a.end + 200))?.[1] ?? "";
    const named = titleScore(header) > 0 || (titleScore(nextLine) > 0 && !findEvidence(nextLine).some((e) => e.kind === "education"));
    if (point.month && !a.weak && /^[^\S\n]*\)?[^\S\n]*(?:\n|$)/.test(after) && ONE_MONTH_HEADER.test(header) && named && !findEvidence(header).some((e) => e.kind === "education")) {
      if (push(a, null, point, point, false, "pair")) {
        used.add(i);
        continue;
      }
    }
    lone.push({ start: a.start, end: a.end, text: text.slice(a.start, a.end), point });
  }
  // A range that starts inside a school term's words starts with them ("Summer term 2026", not "er term 2026").
  const termed: DateRange[] = [];
  for (const r of ranges) {
    const t = terms.find(([a, b]) => r.start > a && r.start < b);
    const here = t ? { ...r, start: t[0], text: written.slice(t[0], r.end) } : r;
    // "Autumn term 2019 – Spring term 2020": from the first term to the last.
    const last = termed.at(-1);
    if (t && last && terms.some(([a]) => a === last.start) && /^[^\S\n]*(?:[-–—]|to|until)[^\S\n]*$/i.test(written.slice(last.end, here.start))) {
      termed[termed.length - 1] = { ...last, end: here.end, text: written.slice(last.start, here.end), to: here.to, endMonth: here.endMonth };
      continue;
    }
    termed.push(here);
  }
  return { ranges: schoolYears(written, seasonal(text, termed, options.asOf), options.asOf), lone };
}

/** "2019-2020": a school year written as its two years, no months. */
const schoolYear = (r: DateRange) => r.form === "pair" && !r.current && !!r.to && !r.from.month && !r.from.season && !r.to.month && !r.to.season && r.to.year === r.from.year + 1 && /^\d{4}\s*[-–/]\s*\d{2,4}$/.test(r.text.trim());

/**
 * "2019-2020 – 2020-2021", "2017-2018 & 2018-2019", "2021-2022 to present": a teacher's contract written in school years,
 * from one to another or to the present, is one range (review 97: two positions, or the present lost).
 */
function schoolYears(text: string, ranges: DateRange[], asOf: string): DateRange[] {
  const out: DateRange[] = [];
  for (const r of ranges) {
    const last = out.at(-1);
    const gap = last ? text.slice(last.end, r.start) : "";
    // One school year to another: a dash or "to" between them; "&" or "and" when the second follows on.
    if (last && schoolYear(r) && (schoolYear(last) || (last.form === "pair" && last.to && /^\d{4}\s*[-–/]\s*\d{4}\s*[-–—]\s*\d{4}\s*[-–/]\s*\d{2,4}$/.test(text.slice(last.start, r.end).trim()))) && r.from.year >= last.from.year && (/^[^\S\n]*(?:[-–—]|to|until|till)[^\S\n]*$/i.test(gap) || (/^[^\S\n]*(?:&|and|,)[^\S\n]*$/i.test(gap) && r.from.year === last.to!.year))) {
      out[out.length - 1] = { ...last, end: r.end, text: text.slice(last.start, r.end), to: r.to, endMonth: r.endMonth };
      continue;
    }
    const present = schoolYear(r) ? /^[^\S\n]*(?:[-–—]|to|until|till)[^\S\n]*(?:present|current|now|date|today)\b/i.exec(text.slice(r.end, r.end + 24)) : null;
    const months = present ? resolveMonths(r.from, null, asOf) : null;
    if (present && months) {
      out.push({ ...r, end: r.end + present[0].length, text: text.slice(r.start, r.end + present[0].length), to: null, current: true, endMonth: monthStr(months[1]) });
      continue;
    }
    out.push(r);
  }
  return out;
}

/** "(Dec – Apr)", "(Jun-Oct)": the months of each year a seasonal job was held, written after its years. */
const SEASON_MONTHS = new RegExp(`^[^\\S\\n]*\\(\\s*(${MONTH_SRC})\\.?\\s*(?:[-–—]|to)\\s*(${MONTH_SRC})\\.?\\s*\\)`, "iu");
/** "Summers", "winter seasons", "NZ ski seasons", "Seasons": the words before a seasonal job's years. */
const SEASON_WORDS = new RegExp(`(?:\\b(?:[\\p{L}]{2,12}\\s+)?\\b(${SEASON_SRC})s?(?:\\s+seasons?)?|\\b(?:[\\p{L}]{2,12}\\s+)?seasons)[^\\S\\n]*,?[^\\S\\n]*$`, "iu");

/**
 * Years of seasonal work: "Summers 2016 – 2019", "Winter seasons 2014/15 – 2018/19 (Dec – Apr)", "2015 – 2019 (May –
 * Sep)". The job was held those months of each year, not every month between the first year and the last, so the range
 * becomes one season range a year (each counted alone in the total; the position still runs from the first to the last).
 * A season that runs over New Year ("Dec – Apr", winter) starts in every year but the last.
 */
function seasonal(text: string, ranges: DateRange[], asOf: string): DateRange[] {
  return ranges.flatMap((r) => {
    if (r.form !== "pair" || r.current || !r.to || r.from.month || r.to.month || r.to.season) return [r];
    // The words stand just before the years: a short stretch is looked at, not a long line (its cost would grow with
    // each range on it).
    const lineStart = text.lastIndexOf("\n", r.start - 1) + 1;
    const near = Math.max(lineStart, r.start - 40);
    const found = SEASON_WORDS.exec(text.slice(near, r.start));
    const words = found ? { 1: found[1], index: near - lineStart + found.index } : null;
    const plural = r.from.season && /^\p{L}+s\b/u.test(r.text);
    // The months stand after the years, or open one of the next two lines under a date cell that starts its line (the
    // cell may have wrapped: "Winter seasons 2014/15 –" over "2018/19" over "(Dec – Apr)").
    const cell = !text.slice(lineStart, words ? lineStart + words.index : r.start).trim();
    const sameLine = SEASON_MONTHS.exec(text.slice(r.end));
    const below = (n: number) => {
      let at = r.end;
      for (let k = 0; k < n; k++) at = text.indexOf("\n", at) + 1 || text.length;
      return SEASON_MONTHS.exec(text.slice(at));
    };
    const months = sameLine ?? (cell ? (below(1) ?? below(2)) : null);
    const season = words?.[1] ? seasonOf(words[1]) : plural ? r.from.season : null;
    let first: number;
    let last: number;
    if (months) [first, last] = [monthNumber(months[1]!)!, monthNumber(months[2]!)!];
    else if (season) [first, last] = seasonMonths(season);
    else return [r];
    const overNewYear = first > last;
    const lastYear = overNewYear ? r.to.year - 1 : r.to.year;
    if (lastYear < r.from.year || lastYear - r.from.year > 30) return [r];
    const start = words ? lineStart + words.index : r.start;
    const end = sameLine ? r.end + sameLine[0].length : r.end;
    const out: DateRange[] = [];
    for (let year = r.from.year; year <= lastYear; year++) {
      const from = { year, month: first, season: null };
      const to = { year: overNewYear ? year + 1 : year, month: last, season: null };
      const resolved = resolveMonths(from, to, asOf);
      if (!resolved) continue;
      out.push({ start, end, text: text.slice(start, end), from, to, current: false, startMonth: monthStr(resolved[0]), endMonth: monthStr(resolved[1]), hasMonths: true, form: "season" });
    }
    return out.length ? out : [r];
  });
}

/** Parses one piece of text that should hold one range ("Jan 2019 – Present"); null when it holds none. */
export function parseDateRange(text: string, options: DateOptions): DateRange | null {
  return scanDates(text, options).ranges[0] ?? null;
}

/** "YYYY-MM" or "YYYY" for a position's start or end, as the evaluation's gold writes it. */
export function pointToMonth(p: DatePoint, asEnd: boolean): string {
  if (p.season) {
    const [first, last, plus] = seasonMonths(p.season);
    return asEnd ? `${p.year + plus}-${String(last).padStart(2, "0")}` : `${p.year}-${String(first).padStart(2, "0")}`;
  }
  if (p.month) return `${p.year}-${String(p.month).padStart(2, "0")}`;
  return String(p.year);
}
