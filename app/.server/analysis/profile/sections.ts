import type { SectionKind } from "~/lib/schemas/profile";
import { MONTH_SRC } from "./dates";
import { titleScore } from "./evidence";
import type { Line, TextView } from "./text";

/** An awards heading that names grants ("Research Funding", "Grants and Contracts"): a grant is no job, and its title's words are no skills. */
export const GRANTS_HEADING = /grant|funding/i;

/** The heading given to an e-mail signature ("-- " and what follows). */
export const SIGNATURE = "E-mail signature";

/** The heading given to a cover letter sent in the same file ("Dear Ms. Hartwell," ... "Sincerely,"). */
export const COVER_LETTER = "Cover letter";
/** The heading given to the résumé's own top after a letter pasted above it. */
export const AFTER_LETTER = "Résumé after the letter";
const SIGN_OFF = /^(?:sincerely|thank you|thanks|many thanks|best|best regards|kind regards|warm regards|regards|respectfully|yours (?:sincerely|truly|faithfully)|cheers)[,.!]?$/i;
const SALUTATION = /^(?:dear\s+\S.{0,60}|to whom it may concern|greetings)[,:]?$/i;
// "November 20, 2026", "20 November 2026", "2026-11-20": a letter's date on a line of its own.
const LETTER_DATE = new RegExp(`^(?:${MONTH_SRC}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_SRC}\\.?,?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})$`, "i");
// "Ms. Denise Hartwell", "Hiring Manager": the first line of the addressee's block above the salutation.
const ADDRESSEE = /^(?:(?:mr|ms|mrs|miss|mx|dr)\.?\s+\p{Lu}|hiring (?:manager|committee|team)|recruit(?:ing|ment) team|talent acquisition|human resources)/iu;

/**
 * Where a cover letter whose salutation is line `i` starts: its date line or its addressee's block above the
 * salutation (within eight lines, after any heading found), else the salutation itself.
 */
function letterStart(lines: Line[], i: number, after: number): number {
  let start = i;
  for (let k = i - 1; k >= Math.max(0, i - 8) && lines[k]!.start > after; k--) {
    if (LETTER_DATE.test(lines[k]!.text)) return k;
    if (ADDRESSEE.test(lines[k]!.text)) start = k;
  }
  return start;
}

/** A section in view offsets; `headingEnd` is where its content starts. */
export type ViewSection = { kind: SectionKind; heading: string; start: number; headingEnd: number; end: number };

const EXACT: Record<string, SectionKind> = {};
function add(kind: SectionKind, names: string) {
  for (const n of names.split("|")) EXACT[normalise(n)] = kind;
}
const FOREIGN = new Set<string>();
/** Headings of CVs written in another language than English. */
function addForeign(kind: SectionKind, names: string) {
  add(kind, names);
  for (const n of names.split("|")) FOREIGN.add(normalise(n));
}
/** Whether a heading is one of another language's ("Vaardigheden", "Compétences"): a word the skill lexicon may not know
 * as a heading, and the skill tagger may take for a skill. */
export const foreignHeading = (heading: string) => FOREIGN.has(normalise(heading));
add("contact", "details|contact|contacts|contact information|contact info|contact details|personal information|personal details|personal data|personal info|address|personal particulars");
add(
  "summary",
  "summary|professional summary|career summary|executive summary|profile|professional profile|career profile|personal profile|objective|objectives|career objective|career objectives|professional objective|job objective|employment objective|about me|about|synopsis|overview|professional overview|career overview|introduction|personal statement|summary of qualifications|summary of qualification|qualifications summary|qualification summary|highlights|career highlights|key highlights|professional highlights|highlights of qualifications|personal summary|goal|goals|career goal|career goals|profile summary|summary of experience|experience summary|brief profile|snapshot|professional snapshot|value proposition|who i am",
);
add(
  "experience",
  // A physician's residency and fellowship are paid training posts, written as jobs. Board seats and advisory roles are
  // posts held, and after an executive's last job often the only current ones (review 56; decision 0050 revises 0021).
  "board and advisory roles|board roles|board memberships|board positions|board service|boards|advisory roles|advisory boards|advisory board|boards and advisory roles|directorships|non executive directorships|postgraduate training|graduate medical education|residency and fellowship|residency|fellowship training|residency training|medical training|clinical training|residency and fellowship training|internship and residency|internship residency and fellowship|internship and residency training|postdoctoral clinical training|graduate medical training|experience|experiences|work experience|professional experience|employment|employment history|work history|career history|professional background|relevant experience|related experience|other experience|additional experience|teaching experience|research experience|industry experience|military experience|military service|military|volunteer experience|volunteer work|volunteering|volunteer|civilian service|civil service|national service|alternative service|military and civilian service|internships|internship|internship experience|job history|career experience|positions held|position held|professional history|employment record|work profile|career|organizational experience|experience details|professional work experience|work experience details|leadership experience|relevant work experience|professional career|career path|practical experience|employment details|work|work details|previous experience|previous roles|prior roles|earlier roles|selected earlier roles|other roles|additional roles|previous employment|career experience job history|professional employment|employment experience|company experience|it experience|technical experience|corporate experience|relevant professional experience|selected experience|academic experience|work and experience|experience and employment|positions|appointments|academic positions|academic appointments|professional positions|professional appointments|research positions|research appointments|teaching positions|administrative positions|faculty positions|faculty appointments|employment and positions|early career|earlier career|previous career|prior career|prior experience|prior professional experience|earlier experience|early experience|military flying|flying experience|flight experience|client projects|freelance projects|contract projects|consulting projects|client work|selected client work|freelance work|client engagements|selected client engagements|freelance|freelancing|contract work|contract roles|contracts|consulting engagements|consulting",
);
add(
  "education",
  "education|educational background|educational qualification|educational qualifications|academic qualification|academic qualifications|academic background|academics|academic profile|academic details|academic credentials|education and training|training and education|qualifications|qualification|educational details|education details|scholastic profile|scholastic record|degrees|academia|educational credentials|education background|academic record|academic history|educational profile|education and qualifications|education history|formal education|schooling|university education|apprenticeship|apprenticeships|apprenticeship and education|education and apprenticeship|apprenticeship training|trade school|trade school and education|education and trade school|vocational training|vocational education|technical education|education and apprenticeships|apprenticeships and education",
);
add(
  "skills",
  "skills|technical skills|key skills|skills and tools|tools and skills|skills and technologies|skills and software|core skills|competencies|core competencies|areas of expertise|area of expertise|expertise|technical expertise|skill set|skillset|skills set|it skills|computer skills|technologies|technical proficiency|technical proficiencies|tools|tools and technologies|technologies and tools|strengths|technical summary|summary of skills|technical competencies|key competencies|abilities|technical profile|technology stack|tech stack|technical skill set|technical knowledge|software skills|professional skills|personal skills|special skills|skills and abilities|skills and expertise|skills summary|skill highlights|relevant skills|software|technical|technical strengths|key strengths|core strengths|areas of strength|qualifications and skills|knowledge|it knowledge|computer knowledge|computer proficiency|technical qualifications|skills and competencies|key skills and competencies|areas of exposure|area of exposure|additional skills|other skills|software knowledge|soft skills|systems|systems and tools|tools and systems|software and systems|systems and software|platforms|tools and platforms|platforms and tools|equipment|tools and equipment|equipment and tools|machinery|technical tools|tools and software|software and tools|software and data analysis|design software|software and applications|laboratory techniques|lab techniques|techniques|instrumentation|methods|techniques and instruments|instruments and techniques|techniques and instrumentation|techniques and equipment|instruments|instruments handled|instruments exposure|instrument exposure|instruments operated|equipment handled|analytical techniques|analytical instruments|analytical instrumentation|laboratory instruments|laboratory equipment|lab equipment|laboratory skills and instruments|wet lab|dry lab|wet lab skills|dry lab skills|computational|computational skills|scientific software|methods and techniques|clinical procedures|procedures",
);
add(
  "projects",
  "projects|academic projects|personal projects|key projects|major projects|selected projects|relevant projects|project experience|projects undertaken|technical projects|project work|projects handled|projects done|notable projects|side projects|open source|open source projects|project profile|projects summary|software projects|project details|projects details|project detail|details of projects|project undertaken|case studies|selected case studies|case study|featured case studies|featured projects|portfolio highlights",
);
add(
  "certifications",
  "certifications|certification|certificates|certificate|licenses|licences|licenses and certifications|certifications and licenses|certifications licenses|trainings|training|courses|professional development|certifications and trainings|training and certifications|workshops|courses and certifications|certifications and courses|professional certifications|relevant training|technical certifications|training attended|trainings attended|licensure|credentials|continuing education|additional training|licences and designations|licenses and designations|designations|professional designations|certifications and designations|designations and certifications|bar admissions|admissions|court admissions|bar and court admissions|admissions and licenses|medical licensure|licensure and certification|licensure and certifications|board certification|board certifications|certificates and ratings|ratings|licenses and ratings|certificates and licenses|certificates and licences|certifications and licences|licences and certifications|registrations|licenses and registrations|certifications and clearance|certifications and security clearance|security clearance|clearance|clearances|certifications and clearances|credentials and licenses|licenses and credentials|licences and credentials|certifications and credentials|credentials and certifications|ordination and credentials|ordination|ordination and licensing|licensing and ordination",
);
add(
  "awards",
  "awards|honors|honours|achievements|accomplishments|awards and honors|honors and awards|awards and honours|honours and awards|scholarships|recognition|recognitions|achievements and awards|awards and achievements|selected honors|key achievements|awards and recognition|honors and activities|select achievements|major achievements|academic achievements|notable achievements|awards and fellowships|fellowships|distinctions|grants|grants and fellowships|fellowships and grants|grants and awards|awards and grants|research grants|grants and contracts|funding|research funding|grants and funding|external funding|competitions|hackathons|kaggle|kaggle competitions|competitions and awards|awards and competitions|competitions and hackathons|residencies|residencies and fellowships|fellowships and residencies|artist residencies|selected residencies",
);
add(
  "publications",
  "publications|papers|research papers|patents|presentations|presentation|talks|invited talks|conference presentations|publications and presentations|selected publications|research|research publications|books|articles|conference papers|journal publications|patents and publications|selected speaking|speaking engagements|public speaking engagements|keynotes|keynote speeches|invited presentations|conference talks|talks and presentations|presentations and talks|media appearances|press coverage|publications and speaking|speaking and publications|speaking|published work|exhibitions|exhibitions and screenings|solo exhibitions|group exhibitions|selected exhibitions|selected solo exhibitions|selected group exhibitions|solo and group exhibitions|performances|selected performances|screenings|commissions|public collections|collections|bibliography|selected bibliography|press|selected press",
);
add("languages", "languages|language|language skills|languages known|language proficiency|spoken languages|foreign languages|linguistic proficiency|languages spoken");
add(
  "interests",
  "interests|hobbies|hobbies and interests|interests and hobbies|personal interests|extracurricular activities|extra curricular activities|extracurricular activity|extra curricular activity|extracurricular|extra curricular|activities|co curricular activities|cocurricular activities|leisure|hobby|outside interests|other interests|activities and interests",
);
// A contractor's, a freelancer's or a returner's own names for the jobs (review 57).
add("experience", "contract engagements|contract assignments|contract positions|contract employment|independent consulting|independent contracting|consulting engagements and contracts|contract and freelance work|freelance and contract work|contract and consulting work|consulting and contract work|gig work|gig economy work|gig and freelance work|freelance and gig work|returnship|returnships|self employment|interim assignments|interim roles|interim engagements");
// A travel nurse's, a locum's or an agency worker's assignments (review 58).
add("experience", "assignments|travel assignments|travel nursing assignments|travel nurse assignments|travel contracts|travel nursing contracts|agency assignments|locum tenens|locum tenens assignments|locum assignments|per diem|per diem work|per diem positions|per diem and travel|travel and per diem|staffing assignments|temporary assignments|temp assignments");
// A seafarer's CV: the contracts served at sea are the jobs; the certificates of competency are licences.
add("experience", "sea service|sea-going service|seagoing service|sea service record|sea time|sea experience|sailing experience|sailing record|vessels served");
add("certifications", "certificates of competency|certificate of competency|certificates of proficiency|coc and cop|stcw certificates|licences and endorsements|licenses and endorsements");
// A student's skills written with the activities that taught them: the activities' years are no jobs.
add("interests", "skills and activities|activities and skills|skills activities and interests|skills and interests");
// A student's courses (review 49: "STOR 455 Methods of Data Analysis — Fall 2023" read as four jobs; no degrees either),
// and the student teams of an engineering degree ("Suspension Lead, UW Formula Motorsports").
add("other", "relevant coursework|coursework|course work|relevant course work|graduate coursework|selected coursework|relevant courses|courses taken|key courses|core courses|core coursework");
add("interests", "design teams|student design teams|engineering teams|engineering design teams|student teams|competition teams|student projects and teams");
// Philippine and South African résumés' own headings.
add("education", "educational attainment|education attainment|highest educational attainment|tertiary education|tertiary qualifications|higher education|secondary education|secondary school education|educational institutions attended|educational institutions attended with dates|institutions attended|institutions attended with dates|schools attended|schools attended with dates");
add("experience", "on the job training|on-the-job training|internship ojt");
add("certifications", "certs|my certs|licences and ratings|licenses and ratings|ratings and licences|ratings and licenses|licences ratings and endorsements");
// Military and police honours (review 69).
add("awards", "commendations|decorations|commendations and awards|awards and commendations|honours and decorations|medals|medals and decorations");
// Teachers', tutors' and school leaders' jobs (review 67): "Tutoring and Teaching", "Academic Posts", "System Leadership".
add("experience", "tutoring and teaching|teaching and tutoring|tutoring experience|tutoring|teaching and tutoring experience|academic posts|posts held|posts|system leadership|system leadership roles|board and volunteer service|volunteer service|volunteer and board service");
// "Safeguarding and Compliance", "Checks": a school's or a care home's vetting, listed like a licence.
add("certifications", "safeguarding|safeguarding and compliance|checks|vetting|background checks|clearances and checks|checks and clearances");
add("certifications", "trade qualifications|trade qualifications and certificates|trade qualifications & certificates|trade tests|trade test|trade certificates");
add("certifications", "seminars and trainings attended|trainings and seminars attended|trainings attended|seminars attended|trainings and seminars|seminars and trainings|seminars and workshops attended|workshops and seminars attended|trainings and workshops attended|seminars|trainings");
add("certifications", "eligibility|eligibilities|civil service eligibility|licenses and eligibility|professional registration|professional registrations|registration|registrations and memberships|professional registration and memberships");
// "References available upon request" is a sentence, not a heading: what follows it is not references.
add("references", "references|referees|reference|non-related referees|non related referees|character references|professional referees|professional references");
// A New Zealander's or an Australian's "Study"; an architect's registration; a freelancer's contracts (review 82, 84).
add("education", "study|studies|tertiary study|formal study");
add("certifications", "registration and accreditation|registrations and accreditations|accreditation|accreditations|professional accreditation|professional accreditations|accreditation and registration|registration and licensure|professional registration and accreditation|registration and memberships and accreditation");
add("experience", "freelance contracts|freelance experience|freelance roles|freelance positions|freelance assignments|freelance engagements|freelance and contract roles|contract and freelance roles|freelance clients and contracts");
// A student's clubs, teams and posts in them (review 81: their years had counted as jobs); a lawyer's practice areas and
// admission to the bar (review 83).
add("interests", "positions of responsibility|position of responsibility|design team|leadership and involvement|involvement and leadership|clubs and activities|activities and clubs|clubs|societies|clubs and societies|societies and clubs|student societies|extracurriculars|leadership and extracurriculars|involvement");
add("skills", "practice areas|practice area|areas of practice|area of practice|areas of law|legal practice areas|practice focus");
add("certifications", "bar admission|admissions|admission|admitted to practice|admissions to practice|qualifications and designations|designations and memberships|designations");
// A tradesperson's cards and tickets, a clinician's registration and board examinations (reviews 87, 88); a Philippine
// nursing student's clinical duty ("Related Learning Experience"), no jobs.
// An academic's current post written apart from the earlier ones, a police officer's operational tickets and a
// public servant's checks (reviews 90, 91).
// An engineer's registrations and tickets and a teacher's eligibility tests ("Professional Qualifications" stays education:
// in the dev résumés it holds degrees and diplomas as often);
// an engineer's software with the codes designed to (reviews 89, 92).
add("certifications", "registrations and tickets|tickets and registrations|professional registration|professional registrations|professional registration and training|professional registrations and memberships|registrations and memberships|memberships and registrations|chartered status|eligibility tests|eligibility test|teacher eligibility tests");
add("skills", "software and standards|standards and software|codes and standards|design codes|codes and software|software and codes|know how|knowhow|technical know how");
add("experience", "board and other roles|board and other appointments|board and other positions|other appointments|other positions held");
const CURRENT_POSTS = "current position|current positions|current appointment|current appointments|present position|present positions|present appointment|current post|current role|current employment|present employment";
add("experience", CURRENT_POSTS);
const CURRENT_POST = new RegExp(`^(?:${CURRENT_POSTS})$`);
add("certifications", "certificates and checks|checks and certificates|certifications and checks|policing qualifications|police qualifications|operational qualifications|operational tickets|licences and tickets|licenses and tickets|tickets and licences|tickets and licenses|qualifications and cards|cards|cards and tickets|tickets and cards|licences and cards|licenses and cards|cards and licences|cards and licenses|registration and training|registration and examinations|licensure and board examinations|licensure and examinations|board examinations|licensure examinations|licenses and board examinations|licences and registrations|registrations|registration and licences|registration and licenses");
// "OTHERS" closing a Singaporean, Malaysian or Philippine CV (notice period, expected salary), and a Kenyan public
// servant's "Compliance documents" (Chapter Six clearances; review 100).
add("other", "others|compliance documents|compliance certificates|chapter six compliance|chapter six documents|chapter six requirements");
add("other", "related learning experience|related learning experiences|rle|clinical duty|clinical duties|clinical exposure");
// Regional headings of English CVs (review 30): volunteering told as activities, computer skills as literacy.
add("experience", "volunteer activities|volunteering activities|voluntary work|voluntary service");
// Hourly and seasonal workers' plain headings (review 93: the jobs under "Seasonal Work" were lost when "Other Work"
// followed).
add("experience", "work|jobs|jobs held|part-time jobs|part time jobs|previous jobs|past jobs|other jobs|seasonal work|seasonal jobs|seasonal employment|summer jobs|summer work|casual work|casual jobs|casual employment|places worked|where i have worked|experience in hospitality|experience in retail|experience in customer service|experience in food service");
add("education", "school and training|schools and training");
// Tradespeople's and teachers' courses and tickets (review 98).
add("certifications", "qualifications and tickets|tickets and qualifications|continuing professional development|cpd|cpd and training|training and cpd|cpd courses|continuing professional development and training|continuing education and training");
// Supply and substitute teachers' placements are their jobs (review 97).
add("experience", "supply placements|supply and fixed term placements|fixed term placements|supply teaching|supply work|supply and long term placements|substitute teaching|substitute teaching experience|long term substitute positions|substitute and long term positions");
add("certifications", "registration and checks|checks and registration|registration and vetting|vetting and registration|accreditation and checks|checks and tickets|tickets and checks|teaching licensure|teacher licensure|state licensure|licensure and certification|licensure and certifications|certification and licensure");
// Lawyers', auditors' and insurers' headings (review 94).
add("skills", "tools and languages|languages and tools|capabilities|key capabilities|core capabilities|skills and practice areas|key skills and practice areas|practice areas and skills");
add("certifications", "designations and licensing|licensing and designations|designations and licences|designations and licenses");
add("skills", "computer literacy|computer proficiency|ict skills");
/** A heading of volunteering ("Volunteer Work", "Community Service"): work sections whose roles are unpaid. */
export const VOLUNTEER_HEADING = /^\W*(?:volunteer(?:ing)?|volunteer (?:work|experience|roles|activities)|community (?:service|involvement))\W*$/i;
// A freelancer's or an agency's clients listed under a line of their own: names, no skills (review 61). No section: under a
// freelance job, the jobs after it would be lost.
export const CLIENTS_HEADING = /^\W*(?:selected |key |notable |past |select )?(?:clients?|brands)(?: (?:list|include|and brands|worked with|i have worked with))?\W*$/i;
// Open-source work (review 62: its dated entries had added years as jobs).
add("projects", "open source contributions|open-source contributions|open source work|open source projects and contributions|oss contributions|open source software");
// An SAP or ERP consultant's rollouts (review 59).
add("projects", "key implementations|implementations|major implementations|implementation projects|project implementations|key rollouts|rollouts");
// A seller's or a marketer's tools (review 60).
add("skills", "sales stack|sales tech stack|sales tools|sales technology|sales software|sales systems|crm and tools|crm tools|crm and sales tools|martech stack|marketing stack|marketing tools|marketing technology|tools and crm|software and crm|crm and software");
// A lawyer's matters and a banker's or a consultant's deals: work done within the jobs, no jobs (review 64: their years
// had been read as positions).
add("other", "representative matters|selected matters|notable matters|representative cases|selected cases|representative transactions|selected transactions|notable transactions|transactions|transaction experience|selected transaction experience|deal experience|selected deal experience|deal sheet|deal list|selected deals|representative deals|notable deals|deals|representative engagements");
// Australian sites' tickets, and a technical skills heading of two words (review 63).
add("certifications", "tickets|licences and tickets|licenses and tickets|tickets and licences|tickets and licenses|memberships and tickets|tickets and memberships|high risk licences|high risk work licences|tickets and inductions|inductions");
add("skills", "software and technical|technical and software|software and technical skills|technical software");
// A trade's or a clinic's own skills headings (review 50).
add("skills", "welding processes|welding skills|trade skills|clinical skills|clinical competencies|clinical expertise|nursing skills|patient care skills");
// Spanish, French, German and Portuguese headings, for a résumé written in one of them.
addForeign("summary", "perfil|perfil profesional|resumen|resumen profesional|sobre mí|objetivo|profil|profil professionnel|résumé professionnel|à propos|kurzprofil|profil|resumo|resumo profissional|sobre mim");
addForeign("experience", "experiencia|experiencia profesional|experiencia laboral|trayectoria profesional|historial laboral|expérience|expériences|expérience professionnelle|expériences professionnelles|parcours professionnel|berufserfahrung|beruflicher werdegang|experiência|experiência profissional");
addForeign("education", "educación|formación|formación académica|estudios|expediente académico|formation|formations|études|parcours académique|ausbildung|bildungsweg|studium|formação|formação acadêmica|formação académica|educação");
addForeign("skills", "habilidades|competencias|aptitudes|conocimientos|habilidades técnicas|compétences|compétences techniques|savoir-faire|kenntnisse|fähigkeiten|fachkenntnisse|kompetenzen|competências|habilidades e competências");
addForeign("languages", "idiomas|lenguas|langues|compétences linguistiques|sprachen|sprachkenntnisse|línguas");
addForeign("certifications", "certificaciones|certificados|certifications professionnelles|zertifikate|zertifizierungen|certificações|weiterbildung|weiterbildungen|weiterbildung und zertifikate|zertifikate und weiterbildungen|fortbildung|fortbildungen|fort- und weiterbildung|fort- und weiterbildungen");
addForeign("contact", "persönliche daten|persönliche angaben|angaben zur person|kontakt|kontaktdaten|données personnelles|informations personnelles|coordonnées|datos personales|información personal|dados pessoais|informações pessoais");
addForeign("projects", "proyectos|projets|projekte|projetos");
addForeign("interests", "intereses|aficiones|centres d'intérêt|loisirs|hobbys|interessen|interesses");
addForeign("references", "referencias|références|referenzen|referências");
// Dutch and Italian.
addForeign("summary", "profiel|persoonlijk profiel|over mij|profilo|profilo professionale|chi sono");
addForeign("experience", "werkervaring|werk ervaring|professionele ervaring|arbeidsverleden|loopbaan|esperienza|esperienze|esperienza lavorativa|esperienze lavorative|esperienza professionale|esperienze professionali");
addForeign("education", "opleiding|opleidingen|opleiding en training|istruzione|istruzione e formazione|formazione|titoli di studio");
addForeign("skills", "vaardigheden|competenties|kennis en vaardigheden|competenze|competenze tecniche|capacità e competenze");
// Compound headings of review 68: IT and personal skills, further training, registrations, driving licences.
addForeign("skills", "conocimientos informáticos|competencias personales|informática|conhecimentos|conhecimentos de informática|conhecimentos técnicos|competências|edv-kenntnisse|edv kenntnisse|it-kenntnisse|persönliche stärken|persönliche kompetenzen|competenze personali|competenze informatiche|capacità e competenze personali|capacità e competenze tecniche|capacità e competenze informatiche|computervaardigheden|compétences informatiques|informatique");
addForeign("education", "aus- und weiterbildung|aus und weiterbildung|schulbildung|schulische ausbildung");
addForeign("certifications", "weiterbildung|weiterbildungen|fort- und weiterbildung|fort und weiterbildung|weiterbildungen und scheine|scheine|iscrizioni|iscrizione albo|führerschein|permis de conduire|permis|carné de conducir|carnet de conducir|rijbewijs|patente|patente di guida|carteira de habilitação|cnh");
addForeign("other", "nevenactiviteiten|ehrenamt|ehrenamtliches engagement|hobbys|hobbies e interessi|centri di interesse|centres d'intérêt|loisirs|aficiones|passatempos");
addForeign("languages", "talen|talenkennis|lingue|conoscenze linguistiche");
addForeign("certifications", "cursussen|certificaten|cursussen en certificaten|certificeringen|certificazioni|corsi|corsi e certificazioni");
addForeign("contact", "personalia|persoonlijke gegevens|dati personali|informazioni personali");
addForeign("interests", "hobby's|interesses|interessi");
// Swedish and Norwegian.
addForeign("summary", "profil|sammanfattning|om mig|sammendrag|om meg");
addForeign("experience", "arbetslivserfarenhet|arbetserfarenhet|erfarenhet|yrkeserfarenhet|anställningar|arbeidserfaring|erfaring|yrkeserfaring");
addForeign("education", "utbildning|utbildningar|utdanning|utdannelse");
addForeign("skills", "kompetenser|kompetens|färdigheter|kunskaper|it-kunskaper|ferdigheter|kompetanse|kunnskaper");
addForeign("languages", "språk|språkkunskaper|språkkunnskaper");
addForeign("certifications", "certifieringar|certifikat|kurser|kurser och certifieringar|sertifiseringer|sertifikater|kurs|kurs og sertifiseringer");
addForeign("interests", "intressen|fritidsintressen|interesser|fritidsinteresser");
addForeign("references", "referenser|referanser");
addForeign("contact", "personuppgifter|kontaktuppgifter|personalia|kontaktinformasjon");
addForeign("references", "referenties|referenze");
// Chinese (simplified and traditional) and Japanese.
addForeign("experience", "工作经历|工作经验|工作經歷|工作經驗|实习经历|实习经验|實習經歷|职业经历|職歴|職務経歴");
addForeign("education", "教育背景|教育经历|教育經歷|学历|學歷|学歴");
addForeign("skills", "专业技能|專業技能|技能|技能特长|个人技能|スキル");
addForeign("certifications", "证书|證書|资格证书|資格證書|证书与资质|资格认证|資格|免許");
addForeign("summary", "自我评价|自我評價|个人简介|個人簡介|个人总结|自己紹介");
addForeign("projects", "项目经验|项目经历|項目經驗|項目經歷");
addForeign("contact", "个人信息|個人資料|基本信息|联系方式|聯絡方式");
addForeign("languages", "语言能力|語言能力|外语能力");
addForeign("awards", "荣誉奖项|获奖情况|荣誉|奖项|獎項");
addForeign("interests", "兴趣爱好|興趣愛好");
// Russian, Turkish, Czech, Finnish, Indonesian and Vietnamese.
addForeign("experience", "опыт работы|трудовой опыт|профессиональный опыт|опыт|iş deneyimi|deneyim|iş tecrübesi|tecrübe|profesyonel deneyim|pracovní zkušenosti|praxe|profesní zkušenosti|työkokemus|työhistoria|pengalaman kerja|pengalaman|riwayat pekerjaan|pengalaman profesional|kinh nghiệm làm việc|kinh nghiệm|quá trình làm việc|職務経歴");
addForeign("education", "образование|eğitim|eğitim bilgileri|vzdělání|koulutus|pendidikan|riwayat pendidikan|học vấn|trình độ học vấn|quá trình học tập");
addForeign("skills", "навыки|ключевые навыки|профессиональные навыки|beceriler|yetenekler|yetkinlikler|dovednosti|znalosti|taidot|atk-taidot|it-taidot|osaaminen|keahlian|keterampilan|kemampuan|kỹ năng|活かせる経験・知識・技術");
addForeign("certifications", "сертификаты|курсы|курсы и сертификаты|повышение квалификации|sertifikalar|kurslar|certifikáty|kurzy|sertifikaatit|kurssit|sertifikasi|sertifikat|pelatihan|chứng chỉ");
addForeign("languages", "языки|знание языков|иностранные языки|diller|yabancı dil|jazyky|jazykové znalosti|kielitaito|kielet|bahasa|ngoại ngữ");
addForeign("summary", "о себе|цель|обо мне|hakkımda|özet|o mně|profiili|tentang saya|ringkasan|mục tiêu nghề nghiệp|giới thiệu|職務要約|自己pr");
addForeign("contact", "контакты|контактная информация|личная информация|kişisel bilgiler|iletişim|osobní údaje|yhteystiedot|henkilötiedot|data pribadi|informasi pribadi|kontak|thông tin cá nhân");
addForeign("projects", "проекты|projeler|projekty|projektit|proyek|dự án");
addForeign("references", "рекомендации|referanslar|suosittelijat|referensi|người tham chiếu");
addForeign("interests", "хобби|интересы|hobiler|zájmy|harrastukset|hobi|sở thích");
// Korean, Greek, Hebrew and Arabic.
addForeign("experience", "경력|경력 사항|경력사항|업무 경력|직장 경력|εμπειρία|επαγγελματική εμπειρία|εργασιακή εμπειρία|ניסיון תעסוקתי|ניסיון מקצועי|ניסיון|الخبرات العملية|الخبرة العملية|الخبرات|الخبرة المهنية");
addForeign("education", "학력|학력 사항|학력사항|εκπαίδευση|σπουδές|השכלה|التعليم|المؤهلات العلمية|المؤهل العلمي");
addForeign("skills", "기술|보유 기술|기술 스택|역량|δεξιότητες|ικανότητες|כישורים|מיומנויות|المهارات");
addForeign("certifications", "자격증|자격 사항|수상 및 자격|πιστοποιήσεις|πιστοποιητικά|הסמכות|תעודות|الشهادات|الدورات التدريبية|الشهادات المهنية");
addForeign("languages", "어학|외국어|γλώσσες|ξένες γλώσσες|שפות|اللغات");
addForeign("summary", "자기소개|요약|προφίλ|περίληψη|תקציר|פרופיל|نبذة|الملخص|الملف الشخصي|الهدف الوظيفي");
addForeign("contact", "연락처|인적 사항|στοιχεία επικοινωνίας|προσωπικά στοιχεία|פרטים אישיים|المعلومات الشخصية|البيانات الشخصية|معلومات الاتصال");
addForeign("projects", "프로젝트|έργα|פרויקטים|المشاريع");
// Danish, Croatian (and Serbian, Bosnian), Romanian, Ukrainian, Persian and Thai.
addForeign("experience", "erhvervserfaring|arbejdserfaring|erhvervsmæssig erfaring|radno iskustvo|iskustvo|profesionalno iskustvo|experiență profesională|experiență|experiența profesională|istoric profesional|досвід роботи|досвід|професійний досвід|سوابق کاری|سوابق شغلی|تجربه کاری|تجربیات کاری|ประวัติการทำงาน|ประสบการณ์การทำงาน|ประสบการณ์ทำงาน");
addForeign("education", "uddannelse|uddannelser|obrazovanje|educație și formare|educație|educatie|studii|formare profesională|освіта|تحصیلات|سوابق تحصیلی|ประวัติการศึกษา|การศึกษา");
addForeign("skills", "kompetencer|færdigheder|kvalifikationer|it-kompetencer|vještine|vjestine|kompetencije|digitalne vještine|competențe|competente|aptitudini|навички|ключові навички|مهارت ها|مهارتها|ทักษะ|ความสามารถ");
addForeign("languages", "sprog|sprogkundskaber|strani jezici|jezici|limbi străine|limbi straine|мови|знання мов|زبان ها|زبانها|ภาษา");
addForeign("certifications", "kurser og certificeringer|certificeringer|certifikater|certifikati|tečajevi|certificări|cursuri|сертифікати|курси|گواهینامه ها|گواهینامهها|دوره ها|ใบรับรอง|ใบประกาศนียบัตร");
addForeign("summary", "om mig|profil|sažetak|o meni|despre mine|profil profesional|про себе|профіль|درباره من|خلاصه|ข้อมูลส่วนตัว|ประวัติโดยย่อ");
addForeign("contact", "personlige oplysninger|kontaktoplysninger|osobni podaci|kontakt|date personale|date de contact|особисті дані|контакти|اطلاعات تماس|اطلاعات شخصی|ข้อมูลติดต่อ");
addForeign("interests", "interesser|fritidsinteresser|hobiji|interese|hobby-uri|захоплення|хобі|علاقه مندی ها|งานอดิเรก");
addForeign("references", "referencer|preporuke|reference|рекомендації");
// Slovak, Lithuanian, Malay and Bulgarian.
addForeign("experience", "pracovné skúsenosti|pracovná prax|profesijné skúsenosti|darbo patirtis|profesinė patirtis|patirtis|pengalaman bekerja|професионален опит|трудов стаж|опит");
addForeign("education", "vzdelanie|išsilavinimas|kelayakan akademik|latar belakang pendidikan|образование и обучение");
addForeign("skills", "zručnosti|schopnosti|įgūdžiai|gebėjimai|kemahiran|умения|компетенции|професионални умения");
addForeign("languages", "jazykové znalosti|jazyky|kalbos|kalbų žinios|езици|чужди езици");
addForeign("certifications", "certifikáty a kurzy|sertifikatai|kursai|sijil profesional|sijil|sijil dan kursus|сертификати|курсове|квалификации");
addForeign("summary", "o mne|profesijný profil|apie mane|profilis|objektif kerjaya|objektif|ringkasan profil|за мен|професионален профил|резюме|objetivo profesional|objetivo laboral");
addForeign("contact", "osobné údaje|kontaktné údaje|asmeninė informacija|kontaktai|maklumat peribadi|maklumat diri|лична информация|лични данни");
addForeign("interests", "záujmy|pomėgiai|hobi dan minat|интереси|хобита");
addForeign("references", "referencie|rekomendacijos|rujukan|препоръки");
// Serbian (Cyrillic and Latin) and Latvian.
addForeign("experience", "радно искуство|искуство|професионално искуство|darba pieredze|pieredze|profesionālā pieredze");
addForeign("education", "образовање|izglītība");
addForeign("skills", "вештине|вјештине|veštine|kompetencije|prasmes|iemaņas");
addForeign("languages", "језици|страни језици|valodas|valodu zināšanas");
addForeign("certifications", "сертификати|курсеви|sertifikāti|kursi");
addForeign("summary", "профил|о мени|o meni|profils|par mani");
addForeign("contact", "лични подаци|lični podaci|personīgā informācija|kontaktinformācija");
addForeign("interests", "интересовања|хобији|intereses|hobiji");
// Estonian, Albanian, Georgian, Armenian, Icelandic, Swahili, Afrikaans, Slovenian and Catalan.
addForeign("summary", "profiil|kokkuvõte|minust|profili|përmbledhje|rreth meje|პროფილი|ჩემ შესახებ|შეჯამება|ամփոփում|իմ մասին|um mig|samantekt|muhtasari|wasifu|kuhusu mimi|opsomming|oor my|povzetek|perfil professional|sobre mi|resum|objectiu");
addForeign("experience", "töökogemus|töökogemused|erialane kogemus|përvoja e punës|përvoja profesionale|përvoja|eksperienca e punës|eksperienca profesionale|სამუშაო გამოცდილება|გამოცდილება|პროფესიული გამოცდილება|աշխատանքային փորձ|մասնագիտական փորձ|starfsreynsla|starfsferill|uzoefu wa kazi|uzoefu|historia ya kazi|werkservaring|werkondervinding|ondervinding|beroepservaring|delovne izkušnje|izkušnje|poklicne izkušnje|experiència|experiència professional|experiència laboral|trajectòria professional");
addForeign("education", "haridus|hariduskäik|arsimimi|arsimi|edukimi|formimi akademik|განათლება|կրթություն|menntun|elimu|historia ya elimu|kwalifikasies|akademiese kwalifikasies|izobrazba|izobraževanje|formació|formació acadèmica|estudis|educació");
addForeign("certifications", "sertifikaadid|koolitused|täiendkoolitused|kursused|certifikata|trajnime|სერტიფიკატები|ტრენინგები|კურსები|ტრენინგები და სერტიფიკატები|հավաստագրեր|սերտիֆիկատներ|դասընթացներ|námskeið|námskeið og réttindi|réttindi|vyeti|mafunzo|vyeti na mafunzo|sertifikate|kursusse|sertifikate en kursusse|tečaji|usposabljanja|certificacions|certificats|cursos|formació complementària");
addForeign("skills", "oskused|arvutioskused|aftësi|aftësitë|aftësi kompjuterike|უნარები|უნარ-ჩვევები|კომპიუტერული უნარები|հմտություններ|մասնագիտական հմտություններ|hæfni|færni|tölvukunnátta|ujuzi|ujuzi wa kompyuta|vaardighede|rekenaarvaardighede|znanja in veščine|veščine|znanja|kompetence|računalniška znanja|competències|habilitats|coneixements");
addForeign("languages", "keeled|keeleoskus|gjuhët|gjuhë të huaja|ენები|ენების ცოდნა|უცხო ენები|լեզուներ|լեզուների իմացություն|tungumál|tungumálakunnátta|lugha|tale|jeziki|znanje jezikov|tuji jeziki|idiomes|llengües");
addForeign("contact", "isikuandmed|kontaktandmed|të dhëna personale|საკონტაქტო ინფორმაცია|პირადი ინფორმაცია|անձնական տվյալներ|կոնտակտային տվյալներ|persónuupplýsingar|taarifa binafsi|maelezo binafsi|persoonlike besonderhede|persoonlike inligting|kontakbesonderhede|osebni podatki|kontaktni podatki|dades personals|informació personal");
addForeign("interests", "huvid|hobid|interesa|ინტერესები|հետաքրքրություններ|áhugamál|belangstellings|stokperdjies|interesi|interessos|aficions");
addForeign("references", "soovitajad|referenca|referencat|რეკომენდაციები|երաշխավորներ|meðmælendur|wadhamini|marejeo|verwysings|referente|priporočila|referències");
// Hungarian.
addForeign("summary", "összefoglaló|szakmai összefoglaló|bemutatkozás|szakmai profil|célkitűzés");
addForeign("experience", "szakmai tapasztalat|munkatapasztalat|munkahelyek|szakmai gyakorlat|tapasztalat");
addForeign("education", "tanulmányok|végzettség|iskolai végzettség|képzettség|oktatás");
addForeign("skills", "készségek|kompetenciák|számítógépes ismeretek|informatikai ismeretek|szakmai ismeretek|ismeretek");
addForeign("languages", "nyelvismeret|nyelvtudás|idegen nyelvek|nyelvek");
addForeign("certifications", "tanúsítványok|képesítések|bizonyítványok|tanfolyamok|képzések");
addForeign("contact", "személyes adatok|elérhetőségek|elérhetőség");
addForeign("interests", "érdeklődési kör|hobbi|hobbik");
addForeign("references", "referenciák|ajánlások");
// A performer's credits: roles in productions, not jobs.
const CREDITS = "film|films|television|tv|film and television|film & television|film/television|film/tv|theatre|theater|stage|musical theatre|musical theater|commercials|new media|voiceover|voice over|industrials|selected credits|credits|production credits|design credits|lighting design credits|set design credits|sound design credits|costume design credits|theatre credits|theater credits|stage credits|film credits|tv credits|television credits|music credits|recording credits|performance credits|acting credits|crew credits|camera credits|editing credits";
add("other", CREDITS);
/** A heading of a performer's credits ("FILM", "Television", "Musical Theatre"). */
export const CREDITS_HEADING = new RegExp(`^\\W*(?:${CREDITS.replace(/[&/]/g, "\\$&")})\\W*$`, "i");
// A student athlete's seasons and teams are no jobs ("NCAA Division I Women's Volleyball, UNC, Aug 2017 – May 2021").
// AltaCV's own headings.
add("summary", "my life philosophy|life philosophy|my philosophy|personal philosophy|teaching philosophy");
add("awards", "most proud of|proudest achievements|what i am proud of");
add("other", "athletics|athletics and leadership|leadership and athletics|athletics and activities|activities and athletics|varsity athletics|collegiate athletics|college athletics|intercollegiate athletics|athletic experience|athletic achievements|athletic involvement|athletic career|athletics experience|sports|sports and activities|activities and sports|sports and leadership|leadership and sports");
// A student's placements are part of the degree, not jobs: "Clinical Rotations", "Student Teaching", "Practicum".
add("other", "clinical rotations|clinical rotation|clinical placements|clinical placement|student teaching|student teaching experience|clinical teaching|practicum|practicums|practicum experience|field placements|field placement|clinical practicum|clinical practica|graduate clinical practicum|graduate clinical practica|clinical practicums|fieldwork|level ii fieldwork|level i fieldwork|fieldwork experience|fieldwork and capstone|student clinical experience|clinical education|clinical affiliations");
add(
  "other",
  "additional information|declaration|notes|footnotes|endnotes|links|assessments|indeed assessments|skill assessments|skills assessments|memberships|affiliations|teaching|teaching activities|courses taught|teaching and advising|teaching and mentoring|advising|mentoring|student supervision|supervision|students supervised|students advised|graduate students supervised|service|professional service|university service|academic service|departmental service|department service|institutional service|service and outreach|outreach|editorial service|editorial boards|editorial board|reviewing|professional activities|synergistic activities|professional affiliations|professional memberships|professional associations|other|miscellaneous|personal|leadership|leadership and activities|campus leadership|campus involvement|campus activities|student leadership|student activities|leadership activities|student organizations|student organisations|clubs and organizations|other information|additional|community service|community involvement|community|community engagement|community activities|community leadership|associations|social|online profiles|profiles|social profiles|find me online|links and profiles|portfolio|websites|social links|strength|other details|personal traits|passport details|misc|availability|vehicle and availability|flight time|flight hours|production|sales production|production history",
);

const WEAK_WORDS = new Set(
  "others|instruments|wet lab|dry lab|computational|sports|details|transactions|deals|tickets|inductions|work|career|research|technical|software|tools|systems|platforms|equipment|machinery|knowledge|other|personal|additional|social|strength|military|language|reference|certificate|qualification|internship|misc|goal|degrees|books|articles|papers|talks|portfolio|websites|leisure|hobby|overview|introduction|teaching|service|advising|mentoring|supervision|outreach|reviewing|funding|boards|admissions|ratings|speaking|production|registrations|freelance|freelancing|consulting|contracts|clearance|clearances".split("|"),
);
const CORE_WORDS =
  /\b(?:experience|employment|education|skills|projects|summary|objective|certifications|awards|publications|languages|interests|hobbies|references|qualifications|achievements|about me|personal statement|profile|work history|career history)\b/;
const HEADING_STOP =
  /\b(?:consultant|teacher|manager|professor|engineer|developer|director|assistant|coordinator|officer|analyst|specialist|member|lead|leader|intern|reviewer|secretary|master|masters|bachelor|bachelors|degree|diploma|doctor|phd|responsibilit\w*|duties|include|included|including|page)\b/;

/** Words that qualify "Positions" or "Appointments" in an academic CV's headings (not "Targeting Internship Positions"). */
const POSITION_QUALIFIERS = new Set("academic|faculty|professional|research|teaching|administrative|adjunct|tenure|line|track|visiting|current|previous|past|prior|other|university|clinical|hospital|editorial|leadership|and|honorary|industry|postdoctoral".split("|"));

const ACADEMIC_QUALIFIERS = new Set("academic|faculty|research|teaching|administrative|university|clinical|postdoctoral".split("|"));
/** Words that may stand before "Education" in a heading. */
const EDUCATION_QUALIFIERS = new Set("formal|university|academic|professional|educational|and|training|further|college|tertiary|my|other|relevant|school".split("|"));

/** Headings that are also common sub-headings inside a skills section ("Languages: Python, C++"). */
const SKILL_SUBHEADS = new Set(["languages", "language", "tools", "software", "technologies", "technical", "knowledge", "databases", "frameworks"]);
const NATURAL_LANGUAGES =
  /\b(?:english|french|spanish|german|hindi|italian|portuguese|arabic|chinese|mandarin|cantonese|japanese|korean|russian|dutch|swedish|norwegian|danish|finnish|polish|turkish|greek|hebrew|urdu|bengali|tamil|telugu|kannada|malayalam|marathi|gujarati|punjabi|yoruba|swahili|persian|farsi|vietnamese|thai|indonesian|malay|tagalog|romanian|czech|hungarian|ukrainian|native|fluent|mother tongue|bilingual|anyanyelv|angol|német|francia|spanyol|olasz|orosz|engels|duits|frans|inglese|tedesco|francese|englisch|französisch|anglais|allemand|inglés|alemán|francés|engelska|tyska|engelsk|tysk)(?![\p{L}])/iu;

function normalise(s: string) {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    // Korean syllables come apart into letters under NFD: put together again.
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    // Chinese and Japanese headings ("工作经历") keep their characters.
    // Ukrainian "і", Persian "ی" and Thai letters too; Armenian and Georgian, and Icelandic "æ", "ð", "þ".
    .replace(/[^a-z\u00e6\u00f0\u00fe\u0561-\u0587\u10d0-\u10ff\u03b1-\u03c9\u0430-\u045f\u05d0-\u05ea\u0621-\u064a\u067e-\u06cc\u0e01-\u0e4e\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]+/g, " ")
    .trim();
}

/** The words of the common headings that a hand-typed résumé misspells ("EXPIERENCE", "Skils", "Educaton"). */
const SPELLED = "experience|employment|education|skills|history|professional|qualifications|certifications|summary|objective|references|achievements|languages|volunteer".split("|");

/** Whether two words are one letter apart: one added, dropped, changed, or two neighbours swapped. */
function oneApart(a: string, b: string) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** "expierence": a long word's letters, its first two and its last in place, the others shuffled among three places. */
function shuffled(a: string, b: string) {
  if (a.length !== b.length || a.length < 7 || a.slice(0, 2) !== b.slice(0, 2) || a.at(-1) !== b.at(-1)) return false;
  if ([...a].sort().join("") !== [...b].sort().join("")) return false;
  return [...a].filter((c, i) => c !== b[i]).length <= 3;
}

/**
 * A known heading typed with one wrong letter in a word of five or more ("Work Experiance", "Employment Hisotry"),
 * written as a heading: every word capitalised, one to three words (review 66). Not "Sills" (a name) in small letters.
 */
function misspelt(raw: string, n: string): SectionKind | undefined {
  const words = n.split(" ");
  if (words.length > 3 || !raw.trim().split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || /^(?:and|&|of)$/.test(w))) return undefined;
  let changed = false;
  const fixed = words.map((w) => {
    if (w.length < 5 || SPELLED.includes(w)) return w;
    // Not another form of the word ("Experienced", "Related Experiences", "Technical Qualification"): a typing slip only.
    const near = SPELLED.filter((k) => !w.startsWith(k) && !k.startsWith(w) && (oneApart(w, k) || shuffled(w, k)));
    if (near.length !== 1) return w;
    changed = true;
    return near[0]!;
  });
  return changed ? EXACT[fixed.join(" ")] : undefined;
}

/** LinkedIn's levels of a language ("Full Professional Proficiency") under the language's name: no heading. */
const LANGUAGE_LEVEL = /^(?:elementary|limited working|professional working|full professional|native or bilingual|native|bilingual|working)\s+proficiency$/i;

/** A Europass CV's field labels ("Title of qualification awarded"): each heads a value, not a section. */
const EUROPASS_LABEL =
  /^(?:title of (?:the )?qualification awarded|name and type of organi[sz]ation providing education and training|occupation or position held|name and address of (?:the )?employer|main activities and responsibilities|type of business or sector|level in national or international classification|principal subjects ?\/ ?occupational skills covered)$/i;

/** The kind of a heading text, or null when it is not a known heading. */
/** Words that say a training heading lists courses taken. */
const TRAINING_QUALIFIERS = new Set(["and", "&", "memberships", "membership", "affiliations", "accreditations", "qualifications", "licensing", "cpd", "certified", "professional", "relevant", "additional", "technical", "continuing", "safety", "specialized", "specialised", "job", "related", "in", "service", "inservice", "military", "formal", "other", "industry", "vendor", "corporate", "management", "leadership", "development", "compliance", "clinical", "medical", "seminars", "workshops", "education", "attended", "completed", "key", "select", "selected", "ongoing", "trade", "vocational", "skills", "software", "it", "computer", "language", "on", "the", "courses"]);

export function headingKind(raw: string, options: { titled?: boolean } = {}): SectionKind | null {
  if (EUROPASS_LABEL.test(raw.trim().replace(/\s*:$/, "")) || LANGUAGE_LEVEL.test(raw.trim())) return null;
  const n = normalise(raw);
  if (!n || n.split(" ").length > 6) return null;
  // "Year | Body | Qualification", "Qualification⇥Institution⇥Year": a table's header row, no heading (review 100).
  const cells = n.split(" ");
  if (cells.length >= 2 && cells.every((w) => TABLE_HEADER_WORDS.has(w)) && cells.some((w) => TABLE_HEADER_ONLY.has(w))) return null;
  // "PERSONAL DETAILS⇥البيانات الشخصية": a bilingual heading is known by either of its halves.
  const halves = /[a-z]/.test(n) && /[^a-z ]/.test(n) ? [n.replace(/[^a-z ]+/g, " ").replace(/\s+/g, " ").trim(), n.replace(/[a-z]+/g, " ").replace(/\s+/g, " ").trim()] : [];
  const exact = EXACT[n] ?? EXACT[n.replace(/^(?:my|the|other|key|relevant|selected)\s/, "")] ?? halves.map((h) => EXACT[h]).find(Boolean) ?? misspelt(raw, n);
  // A heading in lower case must say what it is ("work experience"); "software" alone is a line of content.
  // "secondary education" in small letters names a level of school in a sentence ("sample résumé for secondary education").
  if (exact && /^[a-z]/.test(raw.trim()) && (!CORE_WORDS.test(n) || /^secondary (?:school )?education$/.test(n))) return null;
  // A common word alone ("Work", "Research", "Software", "Volunteer") is a heading only when written as one:
  // in capitals or followed by a colon.
  // Or when the résumé writes its headings so ("Teaching" set apart like its "Education", `titled`).
  if (exact && WEAK_WORDS.has(n) && raw.trim() !== raw.trim().toUpperCase() && !/:\s*$/.test(raw) && !(options.titled && /^\p{Lu}\p{Ll}+$/u.test(raw.trim()))) return null;
  // "Higher education" heads schools (Habr Career, review 74); "Higher Education" in title case is as often a firm's or
  // a sector's name on an entry's line.
  if (n === "higher education" && /^Higher Education\s*$/.test(raw.trim())) return null;
  if (exact) return exact;
  // "Ausbildung / Education": a bilingual heading whose halves name the same section (review 63).
  const slashed = raw.split(/\s+\/\s+/);
  if (slashed.length === 2) {
    const [a, b] = slashed.map((h) => headingKind(h, options));
    if (a && a === b) return a;
    // "EDUCATION / CERTS": schools and certificates under one heading; the certificates are read from its lines.
    if ((a === "education" && b === "certifications") || (a === "certifications" && b === "education")) return "education";
  }
  // Longer headings are written as headings: capitalised, no brackets or commas, the keyword at the end
  // ("Relevant Work Experience", "Software Engineering Skills") or in capitals throughout.
  const t = raw.trim();
  if (!/^[A-Z]/.test(t) || /[(),;]|[—–]/.test(t)) return null;
  const allCaps = t === t.toUpperCase();
  const words = n.split(" ");
  // A job title or a degree is not a heading ("EDUCATION CONSULTANT", "Master of Education"), nor a label
  // inside an entry ("Responsibilities/Achievements"), nor a sentence starting with a verb.
  if (HEADING_STOP.test(n) || (/^[a-z]+ed$/.test(words[0]!) && !/^(?:selected|featured|funded|invited)$/.test(words[0]!))) return null;
  const lastWords = words.length > 2 && allCaps ? words.slice(-2).join(" ") : words[words.length - 1]!;
  // Longer or unusual headings: judged by the first keyword they contain.
  const rules: [RegExp, SectionKind][] = [
    [/\bprojects\b/, "projects"],
    [/\b(?:summary|objective|profile)\b/, "summary"],
    [/\b(?:experience|employment|work history|career history|(?:prior|previous|earlier|early) career)\b/, "experience"],
    [/\b(?:education|academic|qualifications?)\b/, "education"],
    [/\bskills?\b|competenc|expertise|proficienc/, "skills"],
    // Not "certified" ("Journeyman Plumber | Med Gas Certified" is a headline).
    // ("OHIO LICENSURE", "Registration & Vetting", "CHECKS AND TICKETS": a teacher's or a carer's licences and checks;
    // review 97.)
    [/certific|\bcerts\b|licen[cs]e|licensure|\bvetting\b|\bchecks\b|trainings?\b|courses\b/, "certifications"],
    // "Title of qualification awarded" is a Europass label inside an education entry, not an awards heading.
    [/award(?!ed)|honou?rs?\b|achievement|accomplishment|scholarship/, "awards"],
    // Not "Patente (di guida)", Italian and Spanish for a driving licence (review 68).
    [/publication|\bpatents?\b|\btalks\b|presentations/, "publications"],
    [/\b(?:interests|hobbies)\b/, "interests"],
    [/\breferences\b/, "references"],
    // "Selected Stage Management Credits", "Lighting Design Credits": productions worked on, no jobs (review 61).
    [/\bcredits$/, "other"],
  ];
  // "Prior Career in Marketing", "Earlier Career (Finance)": a career changer's earlier work.
  if (/^(?:prior|previous|earlier|early) career\b/.test(n) && words.length <= 5 && !/award|prize|grant|fellow|scholar|investigator|development/.test(n)) return "experience";
  // "Tenure-line Academic Positions", "Adjunct Academic Positions": academic CVs list jobs as positions or appointments.
  // One "Position" is a label inside an entry ("Position: Analyst", "CURRENT POSITION") unless it is an academic one.
  const qualifiers = words.slice(0, -1);
  const plural = /^(?:positions|appointments)$/.test(words.at(-1)!);
  if ((plural || (/^(?:position|appointment)$/.test(words.at(-1)!) && qualifiers.some((w) => ACADEMIC_QUALIFIERS.has(w)))) && qualifiers.every((w) => POSITION_QUALIFIERS.has(w))) return "experience";
  // A field of education is no heading ("Special Education", "Major: Elementary Education", "Kentucky Department of
  // Education"); "Formal Education" and "University Education" are.
  if (words.at(-1) === "education" && !words.slice(0, -1).every((w) => EDUCATION_QUALIFIERS.has(w))) return null;
  let best: { at: number; kind: SectionKind; academic: boolean } | null = null;
  for (const [re, kind] of rules) {
    const m = re.exec(n);
    // "Academic" gives way to what the heading names besides ("ACADEMIC HONORS AND AWARDS", "ACADEMIC PROJECT").
    const academic = m?.[0] === "academic";
    if (m && (allCaps || re.test(lastWords)) && (!best || (best.academic && !academic) || (m.index < best.at && !academic))) best = { at: m.index, kind, academic };
  }
  if (best && best.kind === "skills" && /\blanguage/.test(n) && !/programming|computer|scripting/.test(n)) return "languages";
  // "Facilitation & Training", "Staff Development & Training": a functional résumé's theme, its bullets achievements;
  // training joined to another word heads courses taken when that word says so ("Seminars & Training").
  const joinedTo = /^(.+?)\s+(?:&|and)\s+trainings?$/.exec(n)?.[1];
  if (best?.kind === "certifications" && joinedTo && !/certific|\bcerts\b|licen[cs]e|courses\b/.test(n) && !joinedTo.split(" ").every((w) => TRAINING_QUALIFIERS.has(w))) return null;
  if (best && /\bprogramming|computer languages/.test(n) && best.kind !== "skills") return null;
  return best?.kind ?? null;
}

/** Whether a line can be a heading on its own: short, no sentence, no digits, no bullet. */
function headingCandidate(line: Line, previous?: Line, next?: Line, glyph?: (l: Line) => string) {
  // "■職務経歴": Japanese and Chinese headings are often marked with a square; an English bullet is an item.
  // "1. Experience", "II. EDUCATION": a numbered heading, when what follows the number is a known heading (review 66).
  // Not an item of a numbered list ("1. Managed the stock" / "2. Training").
  if (line.numbered && !previous?.numbered && line.text.trim().length <= 40 && (EXACT[normalise(line.text)] || headingKind(line.text.trim().replace(/\s*:$/, ""))))
    return line.text.trim().replace(/\s*:$/, "");
  // "3. Clinical Rotations (Student)": a numbered heading with a remark in brackets (review 80).
  const numberedRemark = line.numbered && !previous?.numbered ? /^(.{3,40}?)\s*\([^()]{1,30}\)$/.exec(line.text.trim()) : null;
  if (numberedRemark && EXACT[normalise(numberedRemark[1]!)]) return numberedRemark[1]!;
  // "01 | PROFILE", "02 / Experience", "03 · Skills": a designer's numbered heading, a known one after its number.
  const designed = /^\d{1,2}\s*[|/:·–—-]\s*(\p{L}[^\d\t]{2,40})$/u.exec(line.text.trim());
  if (designed && !line.bullet && EXACT[normalise(designed[1]!.replace(/\s*:$/, ""))]) return designed[1]!.replace(/\s*:$/, "");
  // "▸ Experience", "■ EDUCATION": a template's glyph before a known heading, not an item of a list (review 96).
  // (The bullets around it, if any, are drawn with another glyph.)
  const mark = line.bullet && glyph ? glyph(line) : "";
  const glyphed = /^[▸►▶■●➤➢✦◆❖♦]$/u.test(mark) && !line.numbered && !(previous?.bullet && glyph!(previous) === mark) && !(next?.bullet && glyph!(next) === mark) ? /^(\p{L}[\p{L} &/-]{2,40})$/u.exec(line.text.trim()) : null;
  if (glyphed && EXACT[normalise(glyphed[1]!)]) return glyphed[1]!;
  if (line.bullet && !/^[\u3040-\u30ff\u4e00-\u9fff]/.test(line.text.trim())) return null;
  let t = line.text.trim();
  // "— EXPERIENCE —", "EXPERIENCE:", "[ Skills ]", "~~ Skills ~~", "📌 EXPERIENCE"
  // ("▍ EXPERIENCE": a block or a geometric shape drawn before it; review 95.)
  t = t.replace(/^[\s\-–—=_*#|[\]()•:>~\p{Extended_Pictographic}\uFE0F\u2580-\u25FF]+|[\s\-–—=_*#|[\]():.~\p{Extended_Pictographic}\uFE0F]+$/gu, "");
  // "PEER-REVIEWED PUBLICATIONS (* STUDENT ADVISEE)", "Experience (10 years)": a remark in brackets after the heading.
  const remark = /^(.{3,}?)\s*[([][^()[\]]{1,60}[)\]]?$/.exec(t);
  if (remark && (EXACT[normalise(remark[1]!)] || remark[1] === remark[1]!.toUpperCase()) && headingKind(remark[1]!)) t = remark[1]!;
  // "Work experience — 8 years 1 month" (Habr Career's export; review 74): the total after a dash.
  const total = /^(.{3,}?)\s*[—–:-]\s*\d{1,2}\s*(?:years?|yrs?)(?:\s*\d{1,2}\s*months?)?$/i.exec(t);
  if (total && EXACT[normalise(total[1]!)]) t = total[1]!;
  // "Full UK driving licence.": a sentence's full stop; a heading other than a known one has none.
  if (/[a-z]\.$/.test(line.text.trim()) && !EXACT[normalise(t)]) return null;
  t = unspaced(t);
  if (!t || t.length > 48 || /\d/.test(t)) return null;
  if (!/^\p{L}/u.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length > 6) return null;
  // A sentence or a list, not a heading.
  if (/[.;!?]\s/.test(t) || /,.*,/.test(t)) return null;
  return t;
}

/** Known headings without their spaces ("workexperience"), for letter-spaced headings written with one space throughout. */
const SPACELESS = new Map(Object.keys(EXACT).map((k) => [k.replace(/ /g, ""), k]));

/**
 * "E X P E R I E N C E", "W O R K  E X P E R I E N C E": a heading set with letter spacing, as a template's small
 * capitals come out of a PDF or a designer writes them, read as its words.
 */
export function unspaced(t: string): string {
  // Small capitals after a larger first letter, parted by the PDF ("E XPERIENCE", "W ORK E XPERIENCE"; review 72).
  if (/^[A-Z] [A-Z]{2,}(?:\s+(?:&\s+)?[A-Z] [A-Z]{2,})*$/.test(t.trim())) return t.trim().replace(/\b([A-Z]) ([A-Z]{2,})\b/g, "$1$2");
  // "B R O O K E   L I N D Q V I S T ,   R D H": a spaced name and the letters after it, each read alone (review 75).
  const comma = /^([^,]+?)\s*,\s+([^,]+)$/.exec(t.trim());
  if (comma && unspaced(comma[1]!) !== comma[1]) return `${unspaced(comma[1]!)}, ${unspaced(comma[2]!).replace(/^(\p{L})(?: (\p{L}))+$/u, (m) => m.replace(/ /g, ""))}`;
  // A PDF's kerning may close up a pair of letters ("E D U C AT I O N"), or three ("AWA R D S"; review 90).
  // ("M A R S H - W H I T B Y": a double surname's hyphen spaced out with its letters; review 99.)
  if (t.length < 5 || !/^[\p{L}&]{1,3}(?:\s{1,3}(?:[\p{L}&]{1,3}|-))+$/u.test(t)) return t;
  const chunks = t.split(/\s+/);
  if (chunks.filter((c) => c.length === 1).length * 3 < chunks.length * 2) return t;
  const words = t.split(/\s{2,}/).map((w) => w.replace(/\s/g, ""));
  if (words.length > 1) return words.join(" ");
  const known = SPACELESS.get(words[0]!.toLowerCase().replace(/&/g, "and")) ?? segmented(words[0]!.toLowerCase());
  if (!known) return words[0]!;
  const upper = words[0] === words[0]!.toUpperCase();
  return upper ? known.toUpperCase() : known.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The words of known headings ("executive", "profile"), to part a letter-spaced heading no list names whole. */
const HEADING_WORDS = new Set(Object.keys(EXACT).flatMap((k) => k.split(" ")).filter((w) => w.length >= 3));

/**
 * "executiveprofile" -> "executive profile": the fewest words of known headings, two to four of them. "legalexperience"
 * -> "legal experience": one word no heading has may open it when a core heading's word ends it.
 */
function segmented(t: string): string | undefined {
  const known = knownWords(t);
  if (known && known.length >= 2 && known.length <= 4) return known.join(" ");
  // The longest such word first: "groundexperience" is "ground experience", not "gro und experience".
  for (let k = Math.min(12, t.length - 5); k >= 3; k--) {
    const rest = knownWords(t.slice(k));
    if (rest && rest.length <= 3 && CORE_WORDS.test(rest.at(-1)!) && /[aeiouy]/.test(t.slice(0, k))) return [t.slice(0, k), ...rest].join(" ");
  }
  return undefined;
}

/** The fewest words of known headings that spell `t`. */
function knownWords(t: string): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let i = 1; i <= t.length; i++)
    for (let j = Math.max(0, i - 16); j < i; j++) {
      const prefix = best[j];
      if (prefix && HEADING_WORDS.has(t.slice(j, i)) && (!best[i] || best[i]!.length > prefix.length + 1)) best[i] = [...prefix, t.slice(j, i)];
    }
  return best[t.length];
}

type Found = { kind: SectionKind; heading: string; start: number; headingEnd: number };

/**
 * Finds the section headings of a text: lines that are a known heading, and lines that start with one written
 * in capitals or followed by a colon, with the content on the same line ("SKILLS Python, SQL").
 */
export function findHeadings(view: TextView): Found[] {
  const glyphOf = (l: Line) => view.text.slice(l.start, l.contentStart).trim();
  const found: Found[] = [];
  let current: SectionKind | null = null;
  /** Whether the section now open was opened by a bulleted label ("- Licences: …"), so the next such label opens its own. */
  let bulletedLabels = false;
  // A job's own projects ("Selected projects" under a superintendent's job): the experience goes on at the next job.
  let jobProjects: string | null = null;
  const lines = view.lines;
  // A line set apart: a blank line above it, and text after it.
  const apart = (i: number) => i > 0 && i + 1 < lines.length && /\n[^\S\n]*\n/.test(view.text.slice(lines[i - 1]!.end, lines[i]!.start));
  // The résumé sets its headings apart in title case ("Education", "Solo Exhibitions"): at least two known ones do so.
  // Text from a Word file has no blank lines at all: there, every line is as set apart as any other.
  const compact = (view.text.trim().match(/\n/g) ?? []).length > 8 && (view.text.trim().match(/\n[^\S\n]*\n/g) ?? []).length <= 2;
  // Or right after a list's last item, over a line that is no item ("• NIMS Machining Level I, 2004" / "Equipment" /
  // "Mazak Variaxis 5-axis, …" from a .doc): the list ended there.
  const afterList = (i: number) => i > 0 && i + 1 < lines.length && lines[i - 1]!.bullet && !lines[i + 1]!.bullet;
  const titleCase = (i: number) => /^\p{Lu}\p{Ll}+(?:\s+(?:\p{Lu}\p{Ll}+|and|&|of))*$/u.test(lines[i]!.text.trim()) && !lines[i]!.bullet && (apart(i) || afterList(i) || (compact && i > 0 && i + 1 < lines.length));
  const oneWord = (i: number) => titleCase(i) && !/\s/.test(lines[i]!.text.trim());
  const titled = lines.filter((l, i) => titleCase(i) && EXACT[normalise(l.text)] && !WEAK_WORDS.has(normalise(l.text))).length >= 2;
  // Standard Resume sets its headings in a left gutter, on the first line of the section's first entry
  // ("Experience⇥Senior Customer Success Manager⇥Jan 2021 — Present"): two such lines or more make it the résumé's way.
  const gutterHeading = (text: string): { label: string; kind: SectionKind; length: number; core: boolean } | null => {
    const m = /^(\p{Lu}[\p{L} &/]{2,40}?)\t(?=\S)/u.exec(text);
    const n = m ? normalise(m[1]!) : "";
    return m && EXACT[n] && !WEAK_WORDS.has(n) ? { label: m[1]!, kind: EXACT[n]!, length: m[0].length, core: CORE_WORDS.test(n) } : null;
  };
  // ("■ Experience⇥…": Google Docs' Swiss template draws a square before each; review 98.)
  const boxed = (l: Line) => !l.bullet || /^[▸►▶■●➤➢✦◆❖♦]$/u.test(glyphOf(l));
  const gutter = lines.filter((l) => boxed(l) && gutterHeading(l.text)?.core).length >= 2;
  let signedAt = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // The next job: its header line (a title and the dates), or its title alone over a dated line ("IT Project Manager" /
    // "Cathay Pacific Airways Limited, Lantau Island⇥Jan 2016 – Mar 2020"; review 100).
    const nextJob = () => {
      if (line.bullet || !(titleScore(line.text.split(/\t|\s{2,}|\s[|–—]\s|,/)[0]!) > 0)) return false;
      if (JOB_LINE.test(line.text)) return true;
      const below = lines[i + 1];
      return !!below && !below.bullet && JOB_LINE.test(below.text) && line.text.trim().split(/\s+/).length <= 8 && !/[.:;]$/.test(line.text.trim());
    };
    if (jobProjects !== null && (current === "projects" || current === "other" || current === "awards") && nextJob()) {
      found.push({ kind: "experience", heading: jobProjects, start: line.start, headingEnd: line.start });
      current = "experience";
      jobProjects = null;
    }
    // "-- " (an e-mail's signature separator): what follows is the sender's signature, not the résumé.
    if (/^--\s*$/.test(line.text)) {
      found.push({ kind: "other", heading: SIGNATURE, start: line.start, headingEnd: line.end });
      current = "other";
      continue;
    }
    // "Dear Ms. Hartwell,": a cover letter sent with the résumé; its dates and titles are no jobs.
    if (SALUTATION.test(line.text) && !line.bullet) {
      const k = letterStart(lines, i, found.at(-1)?.start ?? -1);
      found.push({ kind: "other", heading: COVER_LETTER, start: lines[k]!.start, headingEnd: line.end });
      current = "other";
      signedAt = -1;
      continue;
    }
    // A résumé pasted under its e-mail ("Thank you," / "Keisha" / "-----" / "Keisha Monroe" …): the letter ends at a
    // rule, or at the first line set apart after its sign-off and the signer's name; the résumé's own top follows
    // (review 66).
    if (found.at(-1)?.heading === COVER_LETTER) {
      if (SIGN_OFF.test(line.text.trim())) signedAt = i;
      const rule = /^\s*(?:[-_=*~]\s*){3,}$/.test(line.text);
      if (rule || (signedAt >= 0 && i >= signedAt + 2 && apart(i))) {
        const at = rule ? lines[i + 1] : line;
        if (at) found.push({ kind: "contact", heading: AFTER_LETTER, start: at.start, headingEnd: at.start });
        current = "contact";
        if (rule) continue;
      }
    }
    let cand = headingCandidate(line, lines[i - 1], lines[i + 1], glyphOf);
    let headingEnd = line.end;
    // "EDUCATION AND" / "TRAINING": a heading wrapped in a narrow label column (Europass, sidebars).
    const next = lines[i + 1];
    const rest = cand && /\s(?:and|&|of)$/i.test(cand) && next ? headingCandidate(next) : null;
    if (rest && EXACT[normalise(`${cand} ${rest}`)]) {
      cand = `${cand} ${rest}`;
      headingEnd = next!.end;
      i++;
    }
    let kind = cand ? headingKind(cand, { titled: titled && oneWord(i) }) : null;
    let heading = cand;
    if (!kind) {
      // Same-line heading: "EXPERIENCE Software Engineer ...", "Skills: Python, SQL".
      const m = sameLineHeading(line.text);
      // ("- Licences: EPA Section 608 …" under "Additional Information": a bulleted label there opens its part; review 80.)
      if (m && (!line.bullet || ((current === "other" || bulletedLabels) && m.matched.includes(":")))) {
        const k = EXACT[normalise(m.label)];
        const rest = line.text.slice(m.matched.length);
        const colon = m.matched.includes(":");
        const allCaps = m.label === m.label.toUpperCase();
        // "Experience: 5 years" states a duration, it does not open a section.
        // ("Higher Education: Handbook of Theory and Research", a book's title in a list, is no heading.)
        if (k && (allCaps || colon) && !(normalise(m.label) === "higher education" && !allCaps) && !/^\s*(?:\d|over|more|less|about|around|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(rest)) {
          kind = k;
          heading = m.label.trim();
          headingEnd = line.contentStart + m.matched.length;
          // A colon heading mid-section may be a label: "Languages: Python" and "Tools: Git" in a skills
          // section, "Address: ..." in the contact block.
          if (colon && !allCaps && current) {
            if (kind === "languages") kind = NATURAL_LANGUAGES.test(rest.slice(0, 160)) ? kind : null;
            else if (current === "skills" && (kind === "skills" || SKILL_SUBHEADS.has(normalise(heading)))) kind = null;
            else if (kind === "contact" || kind === "other" || kind === "references") kind = null;
            // "Qualification:⇥National Diploma" under "Tertiary Education": a label of the section's own kind.
            else if (kind === current) kind = null;
            // "Courses: Natural Language Understanding, …" under a degree: the degree's courses (review 81: the degree
            // after it had been read as a certificate).
            else if (current === "education" && /^(?:courses?|relevant courses|key courses|modules?|key modules|coursework|relevant coursework|subjects?|electives)$/.test(normalise(heading))) kind = null;
            // "Skills: Solution Selling · Salesforce.com · +3 skills" under a LinkedIn entry: the entry's skills.
            else if (current === "experience" && kind === "skills" && /\s·\s|\+\d+\s+skills?\b/.test(rest)) kind = null;
            // "Projects: Implementation for Amara Raja Batteries; AMS support ..." under a job: the job's projects
            // (review 52: the two jobs after it had been lost).
            else if (current === "experience" && kind === "projects" && rest.trim()) kind = null;
            // "Military Service: Completed (Mar 2012 – Jun 2013)" under "Personal Information": a status among the
            // personal details, no section of jobs (review 70).
            // So is "National Service: 3rd Sergeant, SAF (2014 – 2016)" under "OTHERS", beside the notice period (review 100).
            else if ((current === "contact" || (current === "other" && /^others$/i.test(found.at(-1)?.heading.trim() ?? ""))) && kind === "experience" && found.at(-1)?.heading && rest.trim()) kind = null;
          }
        }
      }
    }
    const g: ReturnType<typeof gutterHeading> = !kind && gutter && boxed(line) ? gutterHeading(line.text) : null;
    if (g) {
      kind = g.kind;
      heading = g.label;
      headingEnd = line.contentStart + g.length;
      // The square drawn before it makes no list item of the line: the rest of it is the section's first entry.
      if (line.bullet) Object.assign(line, { bullet: false });
    }
    // Europass's "Additional information" rows: "Certifications⇥Autodesk Certified Professional ...", a label before a tab.
    if (!kind && current === "other" && !line.bullet) {
      const tab = /^([A-Z][A-Za-z &/]{2,40}?)\t(?=\S)/.exec(line.text);
      const k = tab ? EXACT[normalise(tab[1]!)] : undefined;
      if (k === "certifications" || k === "awards" || k === "publications") {
        kind = k;
        heading = tab![1]!;
        headingEnd = line.contentStart + tab![0].length;
      }
    }
    if (!kind || !heading) continue;
    // "⇥Selected screen credits:" indented under a job, more jobs to come: the job's own label (review 82: the jobs after
    // it had been lost).
    // (Indented further than the section's own heading: texts indented throughout keep their headings.)
    const indentAt = (at: number) => {
      const before = view.text.slice(view.text.lastIndexOf("\n", at - 1) + 1, at);
      return /^[\t ]*$/.test(before) ? before.replace(/\t/g, "    ").length : 0;
    };
    const opened = found.at(-1);
    if (current === "experience" && opened && indentAt(line.start) > indentAt(opened.start) + 1 && /:\s*$/.test(line.text) && heading !== heading.toUpperCase() && moreJobs(lines, i)) continue;
    // "Availability" over ": Immediate upon notice" (a Word table of personal particulars read a cell a line): a label
    // whose value follows, no section.
    if (headingEnd === line.end && /^\s*:/.test(lines[i + 1]?.text ?? "")) continue;
    // "Present position: Legal Counsel, …", "CURRENT POSITION: Paralegal": the post named after the label, a headline, no
    // section; nor in a text flattened to one line, where the label and the post cannot be told apart.
    if (kind === "experience" && CURRENT_POST.test(normalise(heading)) && (view.flattened || /^[^:]*:[^\S\n]*\S/.test(line.text))) continue;
    // "Contact" over "Address" over "Baton Rouge, LA" (Zety's sidebar): a label of the contact block, no section.
    if (current === "contact" && kind === "contact") continue;
    // "Key achievements:", "Tools: SAP, Power BI" inside a job, with more dated jobs to come: the job's own labels.
    if (current === "experience" && (kind === "awards" || kind === "skills") && heading !== heading.toUpperCase() && /:/.test(line.text) && JOB_SUBLABEL.test(normalise(heading)) && moreJobs(lines, i)) continue;
    // "Technologies: Python, Oracle" inside a project, its values after the colon: the project's own label (review 59).
    if (current === "projects" && (kind === "awards" || kind === "skills") && heading !== heading.toUpperCase() && /^[^:]*:[^\S\n]*\S/.test(line.text) && JOB_SUBLABEL.test(normalise(heading))) continue;
    // "Google Analytics Certification" over "Google, 2022" in a certifications list: an item that names its kind, not
    // a heading of its own.
    // A heading in capitals ("OTHER CERTIFICATIONS", "SEMINARS AND TRAININGS ATTENDED") still heads its own list.
    if (current === "certifications" && kind === "certifications" && !EXACT[normalise(heading)] && heading !== heading.toUpperCase()) continue;
    // "Paralegal Certificate" over its school under EDUCATION: a programme studied, not a certifications heading (review 51).
    if (current === "education" && kind === "certifications" && !EXACT[normalise(heading)] && heading !== heading.toUpperCase() && /\bcertificate$/i.test(heading.trim())) continue;
    // Inside a skills section, "Languages", "Tools", "Software" are sub-headings unless the content is about
    // spoken languages.
    if (current === "skills" && SKILL_SUBHEADS.has(normalise(heading))) {
      const after = view.text.slice(headingEnd, headingEnd + 160);
      if (!(kind === "languages" && NATURAL_LANGUAGES.test(after))) continue;
    }
    if (kind === "languages") {
      const after = view.text.slice(headingEnd, headingEnd + 200);
      if (!NATURAL_LANGUAGES.test(after) && /\b(?:java|python|c\+\+|sql|javascript|html|php|ruby|perl|c#)\b/i.test(after)) continue;
    }
    // "Certificates" over "Certificate⇥Number⇥Issued by" (a table's first header cell, a cell a line): a heading of
    // the same kind right under the heading is part of its section.
    const previous = found.at(-1);
    if (previous && kind === current && i > 0 && previous.headingEnd >= lines[i - 1]!.start && previous.headingEnd <= lines[i - 1]!.end && /^(?:number|no\.?|issued(?: by| on)?|issuer|issuing authority|date|expiry|type|level|authority|year|grade)$/i.test(lines[i + 1]?.text.trim() ?? "")) continue;
    // "Hiring and training", "Customer experience" in a one-per-line list under "Core Competencies": an item that ends on a
    // heading's word, between two items, not set apart, is no heading (review 50).
    const item = (l: Line | undefined) => !!l && !l.bullet && l.text.trim().split(/\s+/).length <= 4 && !/[.:,;]$/.test(l.text.trim());
    // (Not in a text flattened to one line, where every piece is "between two items": "Other Employment Experience".)
    if (current === "skills" && !view.flattened && !EXACT[normalise(heading)] && heading !== heading.toUpperCase() && !apart(i) && item(lines[i - 1]) && item(lines[i + 1])) continue;
    const experience = current === "experience" ? [...found].reverse().find((f) => f.kind === "experience")?.heading : undefined;
    // ("Representative matters:", "Selected transactions:" under a lawyer's or a banker's job: its matters or deals, and
    // the next job after them; review 94.)
    // So are "Key Achievements" under each job, the Australian and New Zealand way (review 100).
    jobProjects = ((kind === "projects" && JOB_PROJECTS.test(normalise(heading))) || (kind === "other" && JOB_DEALS.test(normalise(heading))) || (kind === "awards" && JOB_ACHIEVEMENTS.test(normalise(heading)))) && experience && heading !== heading.toUpperCase() ? experience : null;
    found.push({ kind, heading, start: line.start, headingEnd });
    current = kind;
    bulletedLabels = line.bullet && !cand;
  }
  return found;
}

/** "EXPERIENCE Software Engineer ...", "Skills: Python, SQL": a heading and the text it heads, on one line. */
function sameLineHeading(text: string): { label: string; matched: string } | null {
  const m = /^([A-Z][A-Z &/]{2,40}?)(?:\s*:\s*|\s+)(?=[A-Z][a-z]|[a-z0-9(•])/.exec(text) ?? /^([A-Za-z][A-Za-z &/]{2,40}?)\s*:\s*(?=\S)/.exec(text);
  if (!m) {
    // "Skills⇥ISO 13485; CAPA": a spreadsheet's row, its label in the first cell.
    const row = /^([A-Z][A-Za-z &/]{2,40}?)\t(?=\S)/.exec(text);
    const kind = row ? EXACT[normalise(row[1]!)] : undefined;
    return row && (kind === "skills" || kind === "languages") ? { label: row[1]!, matched: `${row[1]}:` + row[0].slice(row[1]!.length) } : null;
  }
  // "CERTIFICATES AWS Certified Developer": a heading in capitals before content that opens with an acronym (a gutter
  // heading the PDF joined to its first entry).
  if (!EXACT[normalise(m[1]!)] && m[1] === m[1]!.toUpperCase()) {
    const words = m[1]!.trim().split(/\s+/);
    for (let n = words.length - 1; n >= 1; n--) {
      const head = words.slice(0, n).join(" ");
      // The content opens with an acronym ("AWS"), and the heading is no weak word ("SOFTWARE ENGINEER").
      if (EXACT[normalise(head)] && !WEAK_WORDS.has(normalise(head)) && head.length >= 6 && /^[A-Z0-9]{2,6}$/.test(words[n]!)) return { label: head, matched: `${head} ` };
    }
  }
  return { label: m[1]!, matched: m[0] };
}

const TABLE_HEADER_WORDS = new Set("year years date dates period from to duration body board institution institute university school college qualification qualifications degree course grade class score percentage marks result results awarding organisation organization name title level subject subjects and of".split(" "));
const TABLE_HEADER_ONLY = new Set("year years date dates period from to duration body board grade class score percentage marks result results level".split(" "));
const JOB_PROJECTS = /^(?:selected|key|major|notable|featured|recent|representative) projects?$|^project highlights$|^projects$/;
const JOB_ACHIEVEMENTS = /^(?:(?:key|major|notable|selected|significant|main)\s+)?(?:achievements|accomplishments|highlights|contributions)$/;
const JOB_DEALS = /^(?:(?:selected|key|major|notable|representative|recent)\s+)?(?:matters|cases|transactions|transaction experience|deals|deal experience|engagements)$/;
// A job's header line: a range of years (or a month and a year) to a year or Present.
const JOB_LINE = new RegExp(`(?:${MONTH_SRC}\\.?\\s+)?(?:19|20)\\d\\d\\s*(?:[–—-]|\\bto\\b|\\buntil\\b|\\btill\\b)\\s*(?:(?:${MONTH_SRC}\\.?\\s+)?(?:19|20)\\d\\d|present|current|date|now)`, "i");

/** Sections from the headings; the text before the first heading is a "contact" (or "other") section. */
/**
 * "Qualifications" over "Class A CDL (Missouri) – exp. 11/2029" and "TWIC Card": a truck driver's or a nurse's
 * licences, not schooling (the heading's British sense), when no degree or school is named under it.
 */
/**
 * "Training" over "Residency, Orthopaedic Surgery (PGY-1 – PGY-5)" and "Fellowship, Sports Medicine": a physician's
 * paid training posts, read as jobs as under "Postgraduate Training" (review 76: the residency had become certificates,
 * and its five years were lost). A list of courses under "Training" stays certificates.
 */
function postgraduateTraining(h: { kind: SectionKind; heading: string }, body: string): boolean {
  if (h.kind !== "certifications" || !/^(?:(?:medical|clinical|specialty|specialist|professional)\s+)?training:?$/i.test(h.heading.trim())) return false;
  const posts = body.match(/\b(?:residency|resident|fellowship|internship|pgy-?\d|house officer|registrar|foundation year|chief resident)\b/gi) ?? [];
  return posts.length >= 2 && /\b(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present)\b|\b(?:19|20)\d\d\s*[-–—]\s*\p{L}/iu.test(body);
}

function licences(h: { kind: SectionKind; heading: string }, body: string, otherEducation: boolean): boolean {
  if (h.kind !== "education" || !/^(?:professional\s+|key\s+)?qualifications?$/i.test(h.heading.trim().replace(/:$/, ""))) return false;
  // A British CV's "Professional Qualifications" beside its "Education": a professional body's diplomas and
  // memberships (CIPS, ACCA, CIPD), unless a degree or a university is named under it.
  // In an American résumé the heading opens a summary's claims ("• Six years of functional experience …"), so most
  // of its lines must name a credential.
  if (otherEducation && /^professional/i.test(h.heading.trim())) {
    if (/\b(?:bachelor|master|degree|universit\w*|college|school|b\.?\s?sc|m\.?\s?sc|b\.?a\.|m\.?a\.|mba|ph\.?d|llb|llm|gcses?|a-?levels?)(?![\p{L}])/iu.test(body)) return false;
    const lines = body.split("\n").map((l) => l.trim()).filter(Boolean);
    const named = lines.filter((l) => PROFESSIONAL_CREDENTIAL.test(l)).length;
    // (A text flattened to one line says nothing line by line.)
    return lines.length > 0 && lines.length <= 12 && lines.every((l) => l.length <= 200) && named >= 0.6 * lines.length;
  }
  if (/\b(?:bachelor|master|degree|diploma|universit|college|school|academy|institute|gcse|a-?levels?|b\.?\s?s\.?c?|m\.?\s?s\.?c?|b\.?a\.?|m\.?a\.?|mba|ph\.?d|llb|llm)\b/i.test(body)) return false;
  return /\b(?:cdl|licen[cs]e[ds]?|endorsements?|certifi(?:ed|cate|cation)|card|registered|accredit(?:ed|ation)|exp\.|expires)\b/i.test(body);
}

// The words in either case ("Chartered", "Diploma"), the acronyms ("ACCA") in capitals only.
const PROFESSIONAL_CREDENTIAL = /\b(?:[Cc]ertifi\w*|[Dd]iploma|[Ll]icen[cs]\w*|[Cc]hartered|[Mm]ember(?:ship)?|[Ff]ellow(?:ship)?|[Ll]evel \d|[Qq]ualified|[Aa]ccredit\w*|[Rr]egistered|[Aa]ssociate of)\b|^(?:[-•*·]\s*)?[A-Z]{3,6}\b/;

/** A job's own labels: what it achieved, the tools it used. */
const JOB_SUBLABEL = /^(?:key |main |selected )?(?:achievements|accomplishments|results|highlights|tools|tools used|technologies|tech stack|environment|skills used)$/;
/** Whether a range of years (a later job's dates) follows within the next dozen lines. */
function moreJobs(lines: { text: string }[], i: number): boolean {
  // "Jul 2017 – Mar 2021", "07.2017 – 03.2021", "2019 – present": a dated job within the next lines. So are Europass's
  // "01/07/2016 – 31/12/2018" and the year-first "2018.07-2021.03" (review 74: the jobs after a "Technologies:" line had
  // been read as skills).
  const range = /(?:19|20)\d\d(?:[./-]\d{1,2})?\s*(?:[–—-]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+|(?:\d{1,2}\s?[./-]\s?){1,2})?(?:19|20)\d\d|present|current|now|till date|to date|date)/i;
  return lines.slice(i + 1, i + 13).some((l) => range.test(l.text));
}

export function detectSections(view: TextView): ViewSection[] {
  const headings = findHeadings(view);
  const sections: ViewSection[] = [];
  const firstStart = headings[0]?.start ?? view.text.length;
  const lead = view.text.slice(0, firstStart);
  if (lead.trim()) {
    // The top of a résumé is its contact block: a name, an address, links; a long text without any is not.
    const contactish = /@|\+?\d[\d\s().-]{7,}\d|linkedin|github|https?:\/\//i.test(lead) || (headings.length > 0 && lead.trim().length < 400);
    sections.push({ kind: contactish ? "contact" : "other", heading: "", start: 0, headingEnd: 0, end: firstStart });
  }
  // Counted once: looked for again under each heading, a text of 4,500 headings took a while (review 37).
  const educationHeadings = headings.filter((o) => o.kind === "education").length;
  headings.forEach((h, k) => {
    const end = headings[k + 1]?.start ?? view.text.length;
    // "Highlights" right after a job's entry: the job's highlights, not a summary of the résumé.
    const highlights = (/^highlights:?$/i.test(h.heading.trim()) && sections.at(-1)?.kind === "experience") || postgraduateTraining(h, view.text.slice(h.headingEnd, end));
    const otherEducation = educationHeadings - (h.kind === "education" ? 1 : 0) > 0;
    sections.push({ kind: licences(h, view.text.slice(h.headingEnd, end), otherEducation) ? "certifications" : highlights ? "experience" : h.kind, heading: h.heading, start: h.start, headingEnd: h.headingEnd, end });
  });
  if (!sections.length) sections.push({ kind: "other", heading: "", start: 0, headingEnd: 0, end: view.text.length });
  return sections;
}

/** The section holding a view offset. */
export function sectionAt(sections: ViewSection[], offset: number): ViewSection | null {
  let lo = 0;
  let hi = sections.length - 1;
  let found: ViewSection | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sections[mid]!.start <= offset) {
      found = sections[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
