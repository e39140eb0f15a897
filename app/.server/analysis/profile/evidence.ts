/**
 * Words that tell what a date is about: a job title or an employer nearby is work evidence; a degree, a
 * graduation or a grade nearby is education evidence. University and college names are neither (people work
 * at universities too).
 */

import { allMatches } from "./regex";

export type Evidence = { start: number; end: number; kind: "work" | "education" };

const TITLE =
  "(?:audit|tax|assurance|advisory|valuation) senior|resident|hospitalist|cardiologist|psychiatrist|pediatrician|paediatrician|anesthesiologist|anaesthetist|dermatologist|neurologist|oncologist|gastroenterologist|endocrinologist|nephrologist|pulmonologist|urologist|obstetrician|gynecologist|internist|intensivist|dentist|orthodontist|optometrist|audiologist|podiatrist|chiropractor|engineer|developer|programmer|manager|analyst|consultant|intern|internship|assistant|associate|director|officer|specialist|administrator|architect|supervisor|coordinator|executive|representative|technician|designer|teacher|lecturer|professor|instructor|tutor|researcher|scientist|president|founder|co-founder|cofounder|ceo|cto|cfo|coo|cio|vp|svp|evp|avp|owner|clerk|accountant|cashier|keyholder|key holder|caseworker|case worker|tester|trainee|volunteer|chief|editor|writer|nurse|advisor|adviser|counsell?or|operator|secretary|fellow|postdoc|auditor|controller|planner|strategist|buyer|recruiter|trainer|mentor|principal|freelancer|freelance|contractor|webmaster|dba|attorney|solicitor|barrister|constable|lawyer|paralegal|physician|pharmacist|therapist|coach|chef|cook|driver|mechanic|electrician|salesman|salesperson|receptionist|bookkeeper|economist|journalist|reporter|photographer|producer|lead|leader|head|superintendent|foreman|apprentice|demonstrator|returner|co-?op (?:[a-z&-]+ ){0,3}student|summer (?:[a-z&-]+ ){0,2}student|work[- ]study student|student (?:assistant|worker|employee)|service crew|kitchen crew|crew|insight programme|insight program|spring week|work experience placement|work shadowing|(?:bank|customs|revenue|executive|elected|immigration|tax) official|sde|swe|helper|worker|laborer|labourer|installer|welder|plumber|carpenter|machinist|dispatcher|courier|bartender|barista|waiter|waitress|housekeeper|janitor|custodian|caregiver|aide|attendant|sister|matron|agent|teller|underwriter|adjuster|broker|librarian|interpreter|translator|stylist|barber|nanny|sergeant|corporal|lieutenant|firefighter|paramedic|dentist|hygienist|surgeon|pilot|scheduler|merchandiser|stocker|dietitian|veterinarian|inspector|estimator|surveyor|drafter|artist|biologist|microbiologist|chemist|biochemist|physicist|geologist|ecologist|hydrologist|epidemiologist|statistician|mathematician|psychologist|archivist|curator|technologist|pathologist|radiologist|toxicologist|meteorologist|optometrist|audiologist|phlebotomist|sonographer|radiographer|physiotherapist|practitioner|midwife|clinician|forester|ranger|investigator|examiner|actuary|cartographer|copywriter|illustrator|animator|lifeguard|dishwasher|busser|valet|usher|packer|picker|fresher|(?<!(?:post|pre|peri|intra)-)operative|annotator|label+er|marketer|moderator|dasher|sdr|bdr|loader|(?<!(?:sql|web|file|exchange|windows|application|app|mail|database|db|media|game|print|proxy|dns|dhcp|build|linux|unix|ms|microsoft|virtual|cloud|apache|http|ftp|ldap|api|report|reporting|jenkins|license|licence|git|minecraft|discord)\\s+)(?<!\\d\\s*)server(?![\\s-]side)(?!\\s+and\\s+\\w+ing\\b)|host|barback|bar staff|bar person|kitchen porter|kitchen hand|front of house|glass collector|shelf stacker|delivery rider|food runner|handler|sorter|journeyman|journeyperson|craftsman|craftsperson|tradesman|tradesperson|rigger|assembler|deckhand|boatswain|storeman|storekeeper|rifleman|infantryman|medic|sapper|signaller|quartermaster|airman|loadmaster|seaman|bagger|chauffeur|roofer|handyman|expediter|landscaper|groundskeeper|babysitter|deputy|detective|trooper|steward|stewardess|realtor|concierge|hostess|greeter|counsel|shareholder|trustee|(?:school |board of |board )?governor|councill?or|commissioner|working student|werkstudent|employee|staff|member of technical staff|part-time|full-time|employed|employer|designation|adjunct|(?:adjunct|clinical|visiting|teaching|core|associate) faculty|faculty member";

/** Company suffixes, capitalised after a capitalised word ("Trigent Software", "Nexus AI Inc.", "US Air Force"). */
const COMPANY_SUFFIX =
  "d\\.o\\.o|d\\.d|A\\/S|ApS|Berhad|Bhd|UAB|EOOD|s\\.r\\.o|Kft|Zrt|Inc|Ltd|LLC|LLP|Corp|Corporation|Pvt|Private Limited|Limited|Technologies|Solutions|Systems|Services|Group|Labs|Laboratories|Consulting|Consultancy|Consultants|Bank|Hospital|GmbH|PLC|AB|ASA|Oyj|Oy|SpA|S\\.p\\.A|SRL|S\\.r\\.l|SARL|BV|B\\.V|NV|N\\.V|AG|KG|Ltda|Pty Ltd|Sp\\. z o\\.o|Infotech|Software|Enterprises|Industries|Associates|Agency|Studios|Networks|Communications|Holdings|Company|Co|Air Force|Army|Navy|Marine Corps|Coast Guard|National Guard";
/** Employers that are not also product names (IBM, Oracle, Microsoft are skills as often as employers). */
const COMPANY_NAMES = "infosys|wipro|accenture|cognizant|tcs|capgemini|deloitte|hcl|mindtree|genpact|ey|kpmg|pwc|walmart|mcdonald'?s|starbucks";
const NOT_COMPANY = /^(?:Operating|Information|Management|Embedded|Distributed|Database|Computer|Control|Web|File|Expert|Software|Financial|Network|Storage|Version|Content|Learning|Support|Customer|Digital|Social|Health|Human|Legal|Security|Data|Enterprise|Business|Cloud|IT)\b/;

const EDUCATION =
  "bachelor'?s?|masters?|master'?s|b\\.?\\s?sc|m\\.?\\s?sc|b\\.?\\s?a\\.?\\s?sc|m\\.?\\s?a\\.?\\s?sc|b\\.\\s?e\\.?|be|b\\.?\\s?tech|m\\.?\\s?tech|mba|m\\.b\\.a|ph\\.?\\s?d|doctorate|diploma|degree|graduated|graduation|graduate|undergraduate|gpa|cgpa|percentage|coursework|major|minor|high school|higher secondary|senior secondary|secondary|hsc|ssc|sslc|cbse|icse|matriculation|b\\.a|m\\.a|b\\.s|m\\.s|bs|ms|ba|b\\.?\\s?com|m\\.?\\s?com|bca|mca|bba|b\\.?\\s?ed|m\\.?\\s?ed|a-levels|a levels|gcse|hons|thesis|dissertation|semester|expected|class of|pursuing|aggregate|cum laude|magna cum laude|dean'?s list|b\\.?\\s?pharm|m\\.?\\s?pharm|mbbs|md|associate'?s degree|associate (?:in|of) [a-z]+|certificate course|10th|12th|xii|xth|intermediate|puc|pre-university|student|pgce|pgde|pgcert|pgdip|qts|qualified teacher status";

// Letters with accents bound a word too: "Auditoría" holds no "Auditor".
const NOT_LETTER_BEFORE = "(?<![A-Za-zÀ-ÖØ-öø-ÿ])";
const NOT_LETTER_AFTER = "(?![A-Za-zÀ-ÖØ-öø-ÿ])";
const WORK_RE = new RegExp(`${NOT_LETTER_BEFORE}(?:${TITLE}|${COMPANY_NAMES})${NOT_LETTER_AFTER}`, "gi");
const COMPANY_RE = new RegExp(`\\b([A-Z][A-Za-z&.'-]*)\\s(?:${COMPANY_SUFFIX})\\b\\.?`, "g");
const EDU_RE = new RegExp(`${NOT_LETTER_BEFORE}(?:${EDUCATION}|máster|master en|grado en|licenciatura|diplomatura|doctorado|maîtrise|doctorat|mestrado|doutorado|bacharelado|ausbildung zu[mr]|hauptschulabschluss|realschulabschluss|mittlere reife|fachabitur|fachhochschulreife|promotion \\(dr|promotion zu[mr] dr|staatsexamen|havo|vwo|mbo[- ]niveau|mbo \\d|hbo[- ](?:bachelor|opleiding)|técnico em|técnico superior|tecnólogo em|diplomado en|especialización en|especialização em|bachiller(?:ato)?|diploma di (?:maturità|perito)|diplôme universitaire)${NOT_LETTER_AFTER}`, "gi");
/** Capitalised or all-caps forms only for the short, ambiguous ones ("BE", "MS", "BA", "MD", "Lead"). */
// A nurse's or an aide's credential used as the title ("RN, Mercy Hospital", "EMT-Basic, Acadian Ambulance"), in capitals.
const CASE_SENSITIVE = new Set(["hlta", "senco", "sendco", "sna", "lsa", "sert", "dece", "rpn", "official", "sdr", "bdr", "rn", "lpn", "lvn", "cna", "stna", "cma", "ccma", "pct", "emt", "emt-b", "emt-basic", "emt-p", "emt-paramedic", "emt-a", "emt-advanced", "emt-i", "cpht", "rrt", "rdh", "rda", "pm", "apm", "tpm", "gpm", "be", "bs", "ms", "ba", "md", "lead", "head", "major", "minor", "staff", "role", "job", "company", "contract", "position", "student", "expected", "intermediate", "secondary"]);

// Swedish and Norwegian titles are compounds that end in the title word ("Systemutvecklare", "Prosjektleder").
const NORDIC_TITLE = "[A-Za-zÀ-ÖØ-öø-ÿ]*(?:utvecklare|utvikler|ledare|leder|sjef|ingenjör|ingeniør|ansvarig|konsult|konsulent|säljare|selger|lärare|lærer|sköterska|sykepleier|handläggare|saksbehandler|ekonom|tekniker|analytiker|arkitekt|samordnare|rådgivare|rådgiver|medarbetare|medarbeider|assistent)";
// Chinese and Japanese titles end in the word for the post ("高级产品经理", senior product manager); the script has no spaces.
// Vietnamese titles open with the word for the post ("Chuyên viên Nhân sự", HR specialist).
// Russian and Ukrainian titles' nouns, with their endings ("Інженер-програміст", "SMM-спеціаліст", "менеджера").
const CYR_TITLE = "[\\u0400-\\u04ff-]*(?:спеціаліст|специалист|менеджер|інженер|инженер|розробник|разработчик|аналітик|аналитик|керівник|руководитель|директор|бухгалтер|консультант|програміст|программист|дизайнер|маркетолог|стажер|стажёр|викладач|преподаватель|вчитель|учитель|лікар|врач|юрист|адміністратор|администратор|координатор|тестувальник|тестировщик|технік|техник|асистент|ассистент|помічник|помощник|начальник|тимлід|тимлид|архітектор|архитектор)[\\u0400-\\u04ff]*";
// Croatian, Serbian and Bosnian titles ("Viši softverski inženjer", "Programerka", "Voditeljica nabave").
// German titles, alone or at the end of a compound ("Entwicklungsingenieur", "Leiter Entwicklung", "Projektleiterin").
const DE_TITLE = "[A-Za-zÄÖÜäöüß]*(?:ingenieur|entwickler|berater|leiter|referent|sachbearbeiter|techniker|assistent|geschäftsführer|mitarbeiter|werkstudent|praktikant|architekt|kaufmann|kauffrau|buchhalter|lehrer|pfleger|verkäufer|elektriker|mechaniker|mechatroniker|informatiker)(?:in)?";
const SLAV_TITLE = "[A-Za-zčćžšđČĆŽŠĐ]*(?:inženjer|inzenjer|programer|voditelj|menadžer|menadzer|referent|direktor|analitičar|analiticar|koordinator|savjetnik|savetnik|stručnjak|specijalist|tehničar|računovođa|knjigovođa|upravitelj|rukovodilac)(?:ka|ica|a)?";
// Swahili titles open with the word for the post ("Afisa Mikopo", loan officer); Icelandic ones are compounds that end in
// it ("Hjúkrunarfræðingur", "Verkefnastjóri"); Georgian and Armenian nouns take case endings ("მენეჯერის").
const SW_TITLE = "(?:afisa|meneja|mhasibu|mkurugenzi|mhandisi|mwalimu|msaidizi|mtaalamu|muuguzi|karani|mratibu|mchambuzi|msimamizi)";
const IS_TITLE = "[A-Za-zÁÉÍÓÚÝÞÆÖáéíóúýþæöðÐ]*(?:fræðingur|stjóri|sjúkraliði|forritari|ráðgjafi|kennari|bókari|hönnuður|læknir|aðstoðarmaður|starfsmaður|sérfræðingur)";
const KA_HY_TITLE = "[\\u10d0-\\u10ff\\u0561-\\u0587\\u0531-\\u0556]*(?:მენეჯერ|სპეციალისტ|ინჟინერ|დეველოპერ|ანალიტიკოს|ბუღალტერ|დირექტორ|ხელმძღვანელ|კონსულტანტ|მასწავლებელ|ასისტენტ|კოორდინატორ|დიზაინერ|პროგრამისტ|მენեջեր|մենեջեր|մասնագետ|ինժեներ|ծրագրավորող|վերլուծաբան|հաշվապահ|տնօրեն|ղեկավար|խորհրդատու|ուսուցիչ|օգնական|համակարգող|դիզայներ|մշակող)[\\u10d0-\\u10ff\\u0561-\\u0587]*";
// Catalan (and Spanish) and Albanian titles open with the word for the post ("Enginyer de dades sènior", "Kontabilist i Lartë").
const CA_SQ_TITLE = "(?:enginyer|enginyera|tècnic|tècnica|analista|desenvolupador|desenvolupadora|programador|programadora|consultor|consultora|coordinador|coordinadora|dissenyador|dissenyadora|comptable|kontabilist|kontabiliste|asistent|asistente|menaxher|menaxhere|inxhinier|inxhiniere|zhvillues|zhvilluese|analist|analiste|drejtor|drejtoreshë|konsulent|koordinator|koordinatore|ekonomist|ekonomiste)";
const VI_TITLE = "(?:chuyên viên|trưởng phòng|trưởng nhóm|giám đốc|kỹ sư|nhân viên|quản lý|thực tập sinh|kế toán|lập trình viên|trợ lý)";
const CJK_TITLE = "[\\u4e00-\\u9fff\\u30a0-\\u30ff\\uac00-\\ud7af]*(?:개발자|엔지니어|매니저|팀장|과장|대리|부장|사원|연구원|디자이너|기획자|컨설턴트|经理|經理|工程师|工程師|总监|總監|主管|专员|專員|分析师|分析師|设计师|設計師|顾问|顧問|助理|实习生|實習生|架构师|架構師|教师|教師|会计|會計|总裁|總裁|主任|组长|組長|负责人|研究员|研究員|律师|律師|医生|醫生|护士|護士|部長|課長|エンジニア|マネージャー|コンサルタント|デザイナー)";
const TITLE_RE = new RegExp(`${NOT_LETTER_BEFORE}(?:${TITLE}|${NORDIC_TITLE}|${DE_TITLE}|${CJK_TITLE}|${VI_TITLE}|${CYR_TITLE}|${SLAV_TITLE}|${SW_TITLE}|${CA_SQ_TITLE}|${IS_TITLE}|${KA_HY_TITLE}|generalist|liaison|super user|superuser|various roles|various positions|multiple roles|hlta|senco|sendco|sna|lsa|sert|dece|rn|rpn|lpn|lvn|cna|stna|cma|ccma|pct|emt(?:-(?:b|basic|p|paramedic|a|advanced|i))?|cpht|rrt|rdh|rda|member|chair|chairman|chairperson|treasurer|organi[sz]er|captain|ambassador|partner|maintainer|contributor|fellowship|residency|pm|apm|tpm|gpm|preparer|purser|bookseller|cabin crew|steward|stewardess|(?:basic\\s+)?(?:military|civilian|alternative|national|compulsory|voluntary)\\s+service|zivildienst|wehrdienst)${NOT_LETTER_AFTER}`, "gi");
const TITLE_ONLY = /^(?:part-time|full-time|employed|employer|designation|staff|employee)$/i;

/** How much a piece of text reads like a job title: the number of title words in it. */
export function titleScore(text: string) {
  // "Agent of the Quarter", "Employee of the Month": an award, never a post (review 100).
  if (/\bof the (?:month|quarter|year|week)\b/i.test(text)) return 0;
  let n = 0;
  for (const m of allMatches(TITLE_RE, text)) {
    const w = m[0];
    if (TITLE_ONLY.test(w)) continue;
    if (CASE_SENSITIVE.has(w.toLowerCase()) && !/^[A-Z]/.test(w)) continue;
    n++;
  }
  return n;
}

// "MAHLE Behr GmbH & Co. KG, Stuttgart": the suffix may come before the town.
const COMPANY_TEST = new RegExp(`\\S\\s+(?:${COMPANY_SUFFIX})\\b\\.?(?:\\s*\\(.*\\))?(?:,\\s*[A-Z][A-Za-z.'-]+(?:[ -][A-Z][A-Za-z.'-]+){0,2})?$|(?<![A-Za-z])(?:${COMPANY_NAMES})(?![A-Za-z])`, "i");
/** A company suffix or a known employer in the text ("Infosys Limited", "ABC Corp."). */
export function looksLikeCompany(text: string) {
  // "Tier 2", "Level 3", "Band 6" after a title: its grade, no employer (review 74).
  if (/^(?:tier|level|grade|band|step|class)\s?\d{1,2}$/i.test(text.trim())) return false;
  return (COMPANY_TEST.test(text) && !PROSE_END.test(text)) || FOREIGN_COMPANY.test(text);
}
/** A line of prose ending on a company's word in small letters ("Memproses baucar bayaran dan penyata bank"). */
const PROSE_END = /(?:^|\s)\p{Ll}[\p{Ll}-]*\s+\p{Ll}[\p{Ll}-]*\s+(?:bank|group|systems|services|solutions|company|communications|networks|software|agency|associates|studios|labs|consulting|technologies|industries|enterprises|hospital|holdings)\.?$/u;
/** A company by its legal form written first, as Vietnamese, Indonesian and Russian do ("Công ty TNHH Shopee", "PT Bank
 * Central Asia", "ООО «Ромашка»"), or last in Turkish ("Arçelik A.Ş."). */
const FOREIGN_COMPANY = /\(주\)|주식회사|株式会社|有限会社|合同会社|\(株\)|㈱|(?:公司|集团|集團)$|^(?:công ty|tập đoàn|ngân hàng|pt\.?\s+\p{Lu}|cv\.?\s+\p{Lu}|ооо|оао|зао|пао|ао|тов|пат|прат|фоп|شرکت|บริษัท)(?![\p{L}])|\sa\.ş\.?$|\s(?:tnhh|jsc)\b/iu;

const DEGREE_IN = new RegExp(`(?<![A-Za-z])(?:${EDUCATION})\\.?\\s+(?:degree\\s+)?(?:in|of)\\s+(?:[A-Za-z&-]+\\s+){0,3}$`, "i");

/** A line that opens with a degree and names its field after "in": what follows is studied. */
const DEGREE_LINE = /^[^\S\n]*(?:(?:associate|bachelor|master|doctor)(?:'?s)?(?:\s+degree)?\s+(?:of|in)\b|(?:[BM]\.\s?(?:A|S|Sc|Eng|Ed)\.?|A\.A\.S\.?|BSc|MSc|BEng|MEng|BA|BS|MA|MS|AAS|AS|AA|PhD|MBA|BBA)\s)[^\n]{0,80}?\sin\s[^\n]*$/i;

export function findEvidence(text: string): Evidence[] {
  const out: Evidence[] = [];
  for (const [re, kind] of [
    [WORK_RE, "work"],
    [EDU_RE, "education"],
  ] as const) {
    re.lastIndex = 0;
    for (const m of allMatches(re, text)) {
      const w = m[0];
      const lower = w.toLowerCase().replace(/\./g, "");
      if (CASE_SENSITIVE.has(lower)) {
        // "BE", "MS", "BA", "MD" must be capitals; "Lead", "Major" capitalised (a title or a label, not prose).
        if (lower.length <= 2 ? w !== w.toUpperCase() : !/^[A-Z]/.test(w)) continue;
      }
      // "Associate of Applied Science in Paralegal Studies", "… in IT Network Specialist": a job word in the field of
      // study a degree's line names (review 53: the degree's years had counted as work).
      if (kind === "work" && DEGREE_LINE.test(text.slice(text.lastIndexOf("\n", m.index) + 1, m.index))) continue;
      // "AWS Certified Developer", "Certified Scrum Master" name a certificate, not a job.
      if (kind === "work" && /certifi(?:ed|cate|cation)[^\n.;,]{0,30}$/i.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      // "Advisor: Prof. X", "Designation: ..." are labels of a line, not a title held.
      if (kind === "work" && /^\s?:/.test(text.slice(m.index + w.length, m.index + w.length + 2)) && !/designation|position|role/i.test(w)) continue;
      out.push({ start: m.index, end: m.index + w.length, kind });
    }
  }
  for (const m of allMatches(COMPANY_RE, text)) {
    if (NOT_COMPANY.test(m[1]!)) continue;
    // "B.A. Communications", "BSc Systems": the field a degree names.
    if (/^(?:[BM]\.?\s?(?:A|S|Sc|Eng|Com|Tech|Ed|F\.?A)\.?|BA|BS|MA|MS|BSc|MSc|BEng|MEng|PhD|Ph\.D\.?|MBA|AAS|AA|AS|Mass|Strategic|Corporate|Marketing|Integrated|Organizational|Organisational)$/.test(m[1]!)) continue;
    // "B.S. in Symbolic Systems", "MSc in Information Systems": a field of study after a degree, not an employer.
    if (DEGREE_IN.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, kind: "work" });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The nearest evidence within `radius` characters of [start, end), or null. */
export function nearestEvidence(evidence: Evidence[], start: number, end: number, radius = 200, from = 0, to = Infinity, line?: { start: number; end: number }): Evidence | null {
  // Evidence on the date's own line comes first: the next entry's title starts right under the date.
  if (line) {
    const own = nearestEvidence(evidence, start, end, radius, Math.max(from, line.start), Math.min(to, line.end));
    if (own) return own;
  }
  let best: Evidence | null = null;
  let bestDistance = Infinity;
  for (const e of evidence) {
    if (e.start > end + radius || e.start >= to) break;
    if (e.end < start - radius || e.start < from) continue;
    const d = e.end <= start ? start - e.end : e.start >= end ? e.start - end : 0;
    if (d < bestDistance || (d === bestDistance && e.kind === "education")) {
      best = e;
      bestDistance = d;
    }
  }
  return bestDistance <= radius ? best : null;
}
