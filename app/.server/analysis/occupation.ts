// Occupation inference (which O*NET occupation a résumé is about) and the occupation's benchmark of important skills
// for the dashboard's Keyword Strength and Gap Score. Pure and deterministic: the knowledge base is read-only and
// every tie is broken by a fixed order.
import { knowledge, type ElementImportance, type Occupation } from "~/.server/analysis/knowledge";
import type { SkillCategory } from "~/lib/schemas/profile";
import { listText } from "~/lib/list-text";
import { fold } from "./profile/text";
import { allMatches } from "~/.server/analysis/profile/regex";

export type OccupationInput = { titles: string[]; skills: { name: string; category: string }[] };

export type TitleEvidence = {
  /** The résumé's title as given. */
  input: string;
  /** The O*NET title (occupation title, alternate or reported title) it matched. */
  matched: string;
  /** 0-1: 1 = the same words once abbreviations and seniority are set aside. */
  score: number;
};

export type OccupationCandidate = {
  code: string;
  title: string;
  jobZone: number;
  /** 0-1: how sure the inference is (the score, discounted when the runner-up is close). */
  confidence: number;
  /** 0-1: the combined title and skill score the candidates are ranked by. */
  score: number;
  evidence: { titles: TitleEvidence[]; skills: string[] };
};

export type OccupationInference = { best: OccupationCandidate | null; runnersUp: OccupationCandidate[] };

export type BenchmarkSkill = {
  /** Canonical skill name, as the skill extractor names skills. */
  name: string;
  category: SkillCategory;
  /** 0-1: how much the skill counts in Keyword Strength. */
  weight: number;
  /** Why the skill is in the benchmark, in words. */
  why: string;
  kind: "technology" | "skill" | "knowledge";
  /** O*NET importance (1-5) for skills and knowledge. */
  importance?: number;
  hot?: boolean;
  inDemand?: boolean;
  /** Other technologies of the same kind the occupation uses: any one of them shows this one (decision 0031). */
  alternatives?: string[];
};

export type OccupationBenchmark = {
  code: string;
  title: string;
  source: string;
  skills: BenchmarkSkill[];
  /** Hot technologies O*NET lists for the occupation that its field uses no more than others do (a nurse's Excel). */
  setAside: string[];
};

// ---------------------------------------------------------------------------------------------- title normalisation

const ABBREVIATIONS = new Map<string, string>(Object.entries({
  sr: "senior", snr: "senior", jr: "junior", jnr: "junior", engg: "engineer", eng: "engineer", engr: "engineer",
  engineeer: "engineer", mgr: "manager", mngr: "manager", dev: "developer", devs: "developer",
  sde: "software development engineer", swe: "software engineer", sdet: "software development engineer in test",
  asst: "assistant", assist: "assistant", assoc: "associate", admin: "administrator", exec: "executive",
  acct: "accountant", rn: "registered nurse", lpn: "licensed practical nurse", lvn: "licensed vocational nurse",
  cna: "certified nursing assistant", np: "nurse practitioner", pm: "project manager", qa: "quality assurance",
  hr: "human resources", vp: "vice president", svp: "senior vice president", avp: "assistant vice president",
  ceo: "chief executive officer", cto: "chief technology officer", cfo: "chief financial officer",
  coo: "chief operating officer", cio: "chief information officer", cmo: "chief marketing officer",
  dba: "database administrator", ba: "business analyst", ops: "operations", mktg: "marketing", mgmt: "management",
  gm: "general manager", sw: "software", hw: "hardware", sys: "system", sysadmin: "system administrator",
  spl: "specialist", spec: "specialist", coord: "coordinator", rep: "representative", supv: "supervisor",
  supvr: "supervisor", dir: "director", prof: "professor", lect: "lecturer", tech: "technician", techn: "technician",
  ml: "machine learning", ai: "artificial intelligence",
  ui: "user interface", ux: "user experience", it: "information technology", ict: "information technology",
  bi: "business intelligence", seo: "search engine optimization", cpa: "certified public accountant",
  hod: "head of department", pgt: "teacher", tgt: "teacher", prt: "teacher", md: "managing director",
  frontend: "front end", backend: "back end", fullstack: "full stack",
  // Member of Technical Staff: a software engineering grade (Oracle, VMware, Salesforce).
  smts: "software engineer", app: "application", apps: "application", develop: "developer",
  // A non-commissioned officer leads soldiers in a trade ("Transportation Operations NCO"): its civilian supervisor.
  nco: "supervisor", ncoic: "supervisor",
  qc: "quality control", math: "mathematics", maths: "mathematics", rnd: "research and development", mts: "software engineer",
}));

// O*NET's own short titles use "MD" for a medical doctor ("Urology MD") and "PM and R" for physical medicine: on a
// résumé's title "MD" is as often a managing director, and "PM" a project manager.
const ONET_ABBREVIATIONS = new Map<string, string>([["md", "medical doctor"]]);

// The commonest job-title words of CVs written in Spanish, French, German, Portuguese, Dutch and Italian (read for their structure since
// decision 0029), in English, accents folded: "Contable Sénior" is a senior accountant, "Ingeniera de Datos" a data
// engineer. Left out where English uses the word for something else: "chef" (chef de projet), "conductor", "fiscal".
const FOREIGN_TITLE_WORDS = new Map<string, string>(
  Object.entries({
    ingeniero: "engineer", ingeniera: "engineer", ingenieur: "engineer", ingenieurin: "engineer", engenheiro: "engineer", engenheira: "engineer",
    desarrollador: "developer", desarrolladora: "developer", developpeur: "developer", developpeuse: "developer", entwickler: "developer",
    entwicklerin: "developer", softwareentwickler: "software developer", desenvolvedor: "developer", desenvolvedora: "developer",
    programador: "programmer", programadora: "programmer", programmeur: "programmer",
    analista: "analyst", analyste: "analyst",
    gerente: "manager", responsable: "manager", jefe: "manager", jefa: "manager", gestionnaire: "manager", leiter: "manager", leiterin: "manager",
    projektleiter: "project manager", projektmanager: "project manager", directora: "director", directeur: "director", directrice: "director",
    diretor: "director", diretora: "director", coordinador: "coordinator", coordinadora: "coordinator", coordenador: "coordinator",
    coordenadora: "coordinator", asistente: "assistant", auxiliar: "assistant", assistente: "assistant", assistante: "assistant",
    administrativo: "administrative", administrativa: "administrative", secretario: "secretary", secretaria: "secretary",
    recepcionista: "receptionist", contable: "accountant", contador: "accountant", contadora: "accountant", comptable: "accountant",
    buchhalter: "accountant", buchhalterin: "accountant", contabilidad: "accounting", comptabilite: "accounting", contabilidade: "accounting",
    finanzas: "finance", financiero: "financial", financiera: "financial", auditoria: "audit", impuestos: "tax",
    enfermero: "nurse", enfermera: "nurse", infirmier: "nurse", infirmiere: "nurse", krankenschwester: "nurse", krankenpfleger: "nurse",
    pflegefachkraft: "nurse", enfermeiro: "nurse", enfermeira: "nurse", medico: "physician", medica: "physician", medecin: "physician",
    arzt: "physician", arztin: "physician", farmaceutico: "pharmacist", farmaceutica: "pharmacist", pharmacien: "pharmacist",
    profesor: "teacher", profesora: "teacher", maestro: "teacher", maestra: "teacher", docente: "teacher", enseignant: "teacher",
    enseignante: "teacher", professeur: "teacher", lehrer: "teacher", lehrerin: "teacher", professora: "teacher",
    abogado: "lawyer", abogada: "lawyer", avocat: "lawyer", avocate: "lawyer", rechtsanwalt: "lawyer", advogado: "lawyer", advogada: "lawyer",
    vendedor: "sales representative", vendedora: "sales representative", vendeur: "sales associate", vendeuse: "sales associate",
    verkaufer: "sales associate", ventas: "sales", vertrieb: "sales", comercial: "sales",
    consultor: "consultant", consultora: "consultant", berater: "consultant", beraterin: "consultant", conseiller: "advisor", conseillere: "advisor",
    tecnico: "technician", tecnica: "technician", technicien: "technician", technicienne: "technician", techniker: "technician",
    disenador: "designer", disenadora: "designer", graphiste: "graphic designer", arquitecto: "architect", arquitecta: "architect",
    architecte: "architect", cocinero: "cook", cocinera: "cook", cuisinier: "cook", koch: "cook", camarero: "waiter", camarera: "waitress",
    serveur: "waiter", serveuse: "waitress", cajero: "cashier", cajera: "cashier", caissier: "cashier", caissiere: "cashier",
    chauffeur: "driver", fahrer: "driver", electricista: "electrician", electricien: "electrician", elektriker: "electrician",
    mecanico: "mechanic", mecanicien: "mechanic", mechaniker: "mechanic", operario: "operator", operaria: "operator",
    investigador: "researcher", investigadora: "researcher", chercheur: "researcher", forscher: "researcher", cientifico: "scientist",
    cientifica: "scientist", practicante: "intern", becario: "intern", becaria: "intern", stagiaire: "intern", praktikant: "intern",
    werkstudent: "intern", estagiario: "intern", estagiaria: "intern",
    datos: "data", donnees: "data", dados: "data", sistemas: "systems", redes: "network", soporte: "support", logiciel: "software",
    proyecto: "project", proyectos: "project", projet: "project", projetos: "project", calidad: "quality", qualite: "quality",
    mantenimiento: "maintenance", produccion: "production", logistica: "logistics", almacen: "warehouse", compras: "purchasing",
    recursos: "resources", humanos: "human", humaines: "human", salud: "health", sante: "health", cliente: "customer", clientes: "customer",
    atencion: "service", servicio: "service",
    // Dutch and Italian.
    ontwikkelaar: "developer", softwareontwikkelaar: "software developer", beheerder: "administrator", adviseur: "advisor",
    verpleegkundige: "nurse", leraar: "teacher", lerares: "teacher", boekhouder: "bookkeeper", verkoper: "sales associate",
    kok: "cook", monteur: "mechanic", projectleider: "project manager", teamleider: "team leader", logistiek: "logistics",
    medewerker: "clerk", ingegnere: "engineer", sviluppatore: "developer", responsabile: "manager", impiegato: "clerk",
    impiegata: "clerk", commesso: "sales associate", commessa: "sales associate", infermiere: "nurse", infermiera: "nurse",
    insegnante: "teacher", avvocato: "lawyer", contabile: "accountant", magazziniere: "warehouse worker", autista: "driver",
    cuoco: "cook", cameriere: "waiter", cameriera: "waitress", vendite: "sales", dati: "data", progetto: "project",
  }),
);
// Their articles and prepositions ("Responsable de Contabilidad", "Chargé des ventes").
const FOREIGN_FILLER = new Set(["de", "del", "la", "el", "los", "las", "y", "en", "des", "du", "le", "les", "et", "der", "das", "und", "fur", "im", "von", "do", "da", "dos", "em", "di", "della", "delle", "het", "van"]);

// Seniority and grade words say nothing about the occupation.
const LEVEL_WORDS = new Set(["senior", "junior", "i", "ii", "iii", "iv", "v", "vi", "1", "2", "3", "4", "5", "level", "grade", "principal", "staff", "sr", "jr", "trainee", "apprentice", "attending"]);
const FILLER = new Set(["and", "of", "the", "a", "an", "in", "for", "to", "with", "&"]);
// On a résumé an intern is a level too ("Summer Intern", "Marketing Intern"), not the medical intern O*NET lists
// (who writes "Resident"). Only the résumé's side drops these: O*NET's "Summer Associate" is not an "Associate".
// A co-op is a student's placement, and a volunteer's post is named by what follows ("Volunteer Health Educator"):
// "Mechanical Design Co-op" had matched O*NET's "CO Op" (a telephone operator) and a bare "Volunteer" its "Volunteer
// Coordinator" (review 55).
const RESUME_LEVEL_WORDS = new Set(["intern", "internship", "summer", "coop", "volunteer"]);

const SOFTWARE_TOOL = /^(?:selenium|testng|junit|pytest|cucumber|postman|appium|jmeter|loadrunner|uft|qtp|jira|java|python|javascript|typescript|c#|sql|mysql|postgresql|oracle|git|jenkins|docker|kubernetes|rest apis?|api testing|test automation|automation testing|manual testing|regression testing|agile|scrum|spring|spring boot|\.net|angular|react|node\.js|aws|azure|linux|unix|shell scripting)$/i;
const SOFTWARE_TESTING_TITLE = /^\s*(?:(?:senior|junior|lead|sr\.?|jr\.?|principal)\s+)?(?:test|testing|qa|quality assurance)\s+(?:engineer|analyst|lead|specialist|consultant)\b/i;
const IT_PROJECT_ENGINEER = /^\s*(?:(?:senior|sr\.?)\s+)?project engineer\s*$/i;
const TEACHING = new Set(["teacher", "professor", "instructor", "lecturer", "educator", "tutor"]);

const singular = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is") ? w.slice(0, -1) : w);

/** Title words: lower-case, abbreviations spelled out, seniority dropped, plurals made singular. */
export function titleTokens(title: string, onResume = true): string[] {
  // "Médecin", "Développeur": letters without their accents, not cut at them ("m decin").
  const cleaned = fold(title)
    .replace(/\([^)]*\)/g, " ")
    // "Tech Support", "Tech Lead": technical, not technician.
    .replace(/\btech(?= (?:support|lead|leader|team)\b)/g, "technical")
    .replace(onResume ? /\bco-?op\b/g : /$^/, "coop")
    // "Engineer at Google", "Analyst @ IBM", "Teacher | ABC School", "Nurse – City Hospital": the employer goes.
    .replace(/\s(at|@)\s.*$/, " ")
    // "Executive Assistant to the CEO", "Advisor to the Board": the person is the assistant, not whom they assist.
    .replace(onResume ? /\sto\s(?:the\s)?(?:ceo|cfo|coo|cto|president|director|board|vice president|vp|chair(?:man)?|founder|managing director|partner|dean|principal|head)\b.*$/ : /$^/, " ")
    .replace(/\s[|–—]\s.*$/, " ")
    .replace(/\s-\s.*$/, " ")
    .replace(onResume ? /$^/ : /\bpm and r\b/g, "physical medicine rehabilitation")
    .replace(/[^a-z0-9+#]+/g, " ");
  const out: string[] = [];
  const words = cleaned.split(" ").filter(Boolean);
  words.forEach((raw, i) => {
    const expanded = (onResume ? undefined : ONET_ABBREVIATIONS.get(raw)) ?? ABBREVIATIONS.get(raw) ?? (onResume ? FOREIGN_TITLE_WORDS.get(raw) : undefined) ?? raw;
    if (onResume && FOREIGN_FILLER.has(raw)) return;
    for (const w of expanded.split(" ")) {
      // "Principal Engineer" and "Associate Consultant" are grades; "Principal" runs a school and a "Sales
      // Associate" sells.
      const last = i === words.length - 1;
      if (FILLER.has(w) || (LEVEL_WORDS.has(w) && !(w === "principal" && last)) || (w === "associate" && !last) || (onResume && RESUME_LEVEL_WORDS.has(w))) continue;
      out.push(singular(w));
    }
  });
  return out;
}

let titleHeads: Set<string> | undefined;

/**
 * Whether a phrase ends in a word that ends O*NET job titles ("Automobile Estimator", "Claims Adjuster"), not in an
 * employer's word ("Taylor Motors"). English titles end in what the person is, before any "of" or comma part; words
 * that end at least five O*NET titles count.
 */
let titleWords: Set<string> | undefined;
/**
 * Whether a word is one of O*NET's job titles' ("senior", "data", "analyst"), in lower case: to part a letter-spaced
 * title ("SENIORDATA ANALYST") into its words.
 */
export function isTitleWord(word: string): boolean {
  if (!titleWords) {
    titleWords = new Set();
    const occ = knowledge.occupations;
    for (const o of occ.list) for (const t of [o.title, ...occ.titles(o.index)]) for (const w of t.toLowerCase().match(/[a-z]{2,}/g) ?? []) titleWords.add(w);
  }
  return titleWords.has(word.toLowerCase());
}

/** A title's words as a key, in any order ("Engineer, Civil" and "Civil Engineers" -> "civil engineer"). */
const titleKey = (title: string, onResume = true) => [...new Set(titleTokens(title, onResume))].sort().join(" ");
/** An occupation's name whole and each of the jobs it joins ("Receptionists and Information Clerks": also "receptionist"). */
const primaryKeys = (title: string) => [titleKey(title, false), ...(/,| and /.test(title) ? title.split(/,\s*(?:and\s+)?|\s+and\s+/).filter((p) => p.trim()).map((p) => titleKey(p, false)) : [])];

/** Whether O*NET names a title exactly, as written or with its words in another order ("Civil Engineer"). */
export function isOnetTitle(title: string): boolean {
  const key = titleKey(title);
  return key.length > 0 && getIndex().byKey.has(key);
}

export function endsLikeTitle(text: string): boolean {
  if (!titleHeads) {
    const count = new Map<string, number>();
    const occ = knowledge.occupations;
    for (const o of occ.list)
      for (const t of [o.title, ...occ.titles(o.index)]) {
        const head = lastTitleWord(t, false);
        if (head) count.set(head, (count.get(head) ?? 0) + 1);
      }
    titleHeads = new Set([...count.entries()].filter(([w, n]) => n >= 5 && !NOT_HEADS.has(w)).map(([w]) => w));
  }
  const head = lastTitleWord(text);
  return !!head && titleHeads.has(head);
}

// Words that end some O*NET titles but name places or things as often as people ("Special Forces", "Driving School").
const NOT_HEADS = new Set(["force", "school", "system", "department", "management", "support", "service", "team", "office"]);

function lastTitleWord(title: string, onResume = true): string | undefined {
  const first = title.replace(/\([^)]*\)/g, " ").split(/,|\s(?:of|for|in|at|with|to|on)\s/i)[0]!;
  const tokens = titleTokens(first, onResume);
  return tokens[tokens.length - 1];
}

// ---------------------------------------------------------------------------------------------- indexes (built once)

type TitleEntry = { occ: number; text: string; tokens: string[]; key: string; weight: number };
type Index = {
  entries: TitleEntry[];
  byKey: Map<string, number[]>;
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  techIdf: Map<number, number>;
  techNorm: Float64Array;
  prior: Float64Array;
};

let index: Index | undefined;

function buildIndex(): Index {
  const occ = knowledge.occupations;
  const entries: TitleEntry[] = [];
  const add = (o: number, text: string, weight: number) => {
    const tokens = [...new Set(titleTokens(text, false))];
    if (!tokens.length) return;
    entries.push({ occ: o, text, tokens, key: [...tokens].sort().join(" "), weight });
  };
  for (const o of occ.list) {
    add(o.index, o.title, 1);
    // An alternate title counts a little less than the occupation's own, and less when fewer sources give it.
    const sources = occ.titleSources(o.index);
    occ.titles(o.index).forEach((t, k) => add(o.index, t, 0.9 + 0.03 * Math.min(3, sources[k] ?? 1)));
  }
  const byKey = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const list = byKey.get(e.key);
    if (list) list.push(i);
    else byKey.set(e.key, [i]);
    for (const t of e.tokens) {
      const p = postings.get(t);
      if (p) p.push(i);
      else postings.set(t, [i]);
    }
  });
  const idf = new Map<string, number>();
  for (const [t, p] of postings) idf.set(t, Math.log(1 + entries.length / p.length));

  // Technology skills: how specific each is (inverse occupation frequency) and each occupation's norm.
  const df = new Map<number, number>();
  for (const o of occ.list) for (const t of occ.technology(o.index)) if (!t.generic) df.set(t.skill, (df.get(t.skill) ?? 0) + 1);
  const techIdf = new Map<number, number>();
  for (const [s, n] of df) techIdf.set(s, Math.log(1 + occ.list.length / n));
  const techNorm = new Float64Array(occ.list.length);
  const prior = new Float64Array(occ.list.length);
  for (const o of occ.list) {
    let sum = 0;
    for (const t of occ.technology(o.index)) if (!t.generic) sum += techIdf.get(t.skill)! ** 2;
    techNorm[o.index] = Math.sqrt(sum);
    // A small preference for common occupations breaks ties between equally good titles ("Teacher").
    const emp = knowledge.wages.forCode(o.code)?.employment ?? 0;
    prior[o.index] = Math.log10(1 + emp) / 7;
  }
  return { entries, byKey, postings, idf, techIdf, techNorm, prior };
}

const getIndex = () => (index ??= buildIndex());

/** Best title match per occupation for one résumé title (`ranks`: a title that adds a rank counts less). */
function matchTitle(ix: Index, title: string, ranks = true): Map<number, { score: number; entry: TitleEntry }> {
  const out = new Map<number, { score: number; entry: TitleEntry }>();
  const tokens = [...new Set(titleTokens(title))];
  if (!tokens.length) return out;
  // A journeyman or master of a trade is past its helpers, whom O*NET also gives the title ("Journeyman Plumber").
  const qualified = /\b(?:journeyman|journeyperson|journey level|master)\b/i.test(title);
  const consider = (i: number, score: number) => {
    const e = ix.entries[i]!;
    if (qualified && knowledge.occupations.list[e.occ]!.title.startsWith("Helpers")) return;
    const s = score * e.weight;
    const prev = out.get(e.occ);
    if (!prev || s > prev.score || (s === prev.score && e.text < prev.entry.text)) out.set(e.occ, { score: s, entry: e });
  };
  const exact = ix.byKey.get([...tokens].sort().join(" "));
  if (exact) for (const i of exact) consider(i, 1);
  // Weighted Dice over shared words, words weighted by rarity among all titles.
  const weight = (t: string) => ix.idf.get(t) ?? Math.log(1 + ix.entries.length);
  const inSum = tokens.reduce((s, t) => s + weight(t), 0);
  const shared = new Map<number, number>();
  // Entries that share a word other than "lead": on a résumé "lead" is mostly a level ("SAP SD Lead"), so it alone
  // does not make a match with the metal of O*NET's "Lead Refiner"; with another word it counts ("Lead Teacher").
  const beyondLead = new Set<number>();
  for (const t of tokens) {
    const p = ix.postings.get(t);
    if (!p) continue;
    const w = weight(t);
    for (const i of p) {
      shared.set(i, (shared.get(i) ?? 0) + w);
      if (t !== "lead") beyondLead.add(i);
    }
  }
  // An acronym in a mixed-case title ("SAP SD Lead") names a technology or a unit, not the everyday word it spells:
  // it counts only against titles that write it in capitals too (not "Sap Gatherer").
  const acronyms = (title !== title.toUpperCase() ? [...new Set(allMatches(/\b[A-Z]{2,3}\b/g, title).map((m) => m[0]))] : [])
    .filter((a) => !ABBREVIATIONS.has(a.toLowerCase()) && tokens.includes(a.toLowerCase()))
    .map((a) => ({ token: a.toLowerCase(), written: new RegExp(`\\b${a}\\b`) }));
  const level = schoolLevel(title);
  const fieldAlone = tokens.length === 1 && !TEACHING.has(tokens[0]!) && !/^(?:teach|tutor|educat|faculty|instruct|lectur|professor|coach|train|dean|provost|academic)/.test(tokens[0]!);
  // A search for a word ("police") looks for every job of it, supervisors' too.
  const unranked = ranks && !tokens.some((t) => RANKS.has(t));
  for (const [i, sharedWeight] of shared) {
    if (!beyondLead.has(i)) continue;
    const e = ix.entries[i]!;
    // "Owner-Operator" (a truck driver) is no urologist, whom O*NET also calls "Owner": a title of one word that any
    // trade's head may bear matches only when written alone.
    if (e.tokens.length === 1 && GENERIC_ONE.has(e.tokens[0]!)) continue;
    // A field alone ("Summer Intern, Marketing", "Winter Intern, Finance") is no teacher of it (review 81: an MBA intern
    // read as a business teacher).
    if (fieldAlone && e.tokens.some((t) => TEACHING.has(t))) continue;
    // A high-school teacher is no junior-high one: titles that name different school levels do not match.
    const other = level && schoolLevel(e.text);
    if (other && other !== level) continue;
    let common = sharedWeight;
    for (const a of acronyms) if (e.tokens.includes(a.token) && !a.written.test(e.text)) common -= weight(a.token);
    if (common <= 0) continue;
    const eSum = e.tokens.reduce((s, t) => s + weight(t), 0);
    // "Claims Adjuster Supervisor" for a "Claims Adjuster": a title that adds a rank the résumé's does not name is
    // another job, however many words they share (O*NET files supervisors of every office job under one code).
    const ranked = !unranked || !e.tokens.some((t) => RANKS.has(t)) ? 1 : RANK_FACTOR;
    const dice = ((2 * common) / (inSum + eSum)) * ranked;
    // A partial match counts for less than an exact one, however close.
    if (dice >= 0.3) consider(i, Math.min(0.95, dice));
  }
  return out;
}

const EXACT_TITLE = 0.9;
const LATEST_EXACT_BONUS = 0.08;

/**
 * Software titles O*NET files where a résumé's reader would not: "Site Reliability Engineer" is an alternate title of
 * Validation Engineers (manufacturing) as well as of Software Developers, and won on the word "Engineers";
 * "Platform Engineer" is filed under Blockchain Engineers alone. The occupation a résumé with the title means.
 */
const TITLE_HOME: [RegExp, string][] = [
  [/\b(?:site reliability engineer(?:ing)?|sre|platform engineer(?:ing)?)\b/i, "15-1252.00"],
];
/** "SRE" and its kin written out, so that O*NET's titles match them. */
const TITLE_SPELLED: [RegExp, string][] = [
  [/\bSREs?\b/g, "Site Reliability Engineer"],
  // "Platform Engineer" reads as the software engineer of a platform team.
  [/\bPlatform Engineer\b/gi, "Platform Software Engineer"],
  // An accounting firm's "Assurance" practice is its audit ("Partner, Assurance Services"), not quality assurance.
  // Only where it opens the title or a part of it: "Quality Assurance", "Information Assurance" stay.
  [/(?<!\p{L}\s+)\b(?:audit\s+(?:&|and)\s+)?assurance(?:\s+(?:&|and)\s+advisory)?(?:\s+services)?\b(?!\s+(?:analyst|engineer|specialist|tech))/giu, "Audit"],
  // Nor "Managing Director" or "Managing Partner" (its words alone matched a real-estate "Managing Broker"): the head
  // of a firm or of its practice.
  [/\bManaging (?:Director|Partner)\b/gi, "Chief Executive"],
  // A partner of a firm, no practice named ("Senior Partner", "Partner & Associate Director"), is one of its owners; its
  // words alone had matched a "Delivery Partner" (a driver). "Partner, Audit" and "HR Business Partner" are matched as
  // written.
  [/^\s*(?:(?:senior|junior|associate|equity|salaried|founding|name)\s+)?partner(?:\s*(?:&|and|\/)\s*(?:(?:associate|managing|executive)\s+)?director)?\s*$/gi, "Chief Executive"],
  // O*NET files "Account Executive" under advertising managers alone; on a résumé it is most often a seller carrying a
  // quota (review 60). An agency's or a medium's account executive keeps O*NET's reading.
  [/\bAccount Executive\b(?![^,|–—]*\b(?:advertising|media|agency|pr|public relations)\b)/gi, "Account Representative"],
  // The UK's and Ireland's call-centre title (review 60).
  [/\bCustomer (?:Service )?Advis[eo]r\b/gi, "Customer Service Representative"],
  // A bank's ranks before or after its function ("Associate, Healthcare Investment Banking", "Vice President, Market Risk
  // Management"): the function is the job; the rank alone had matched a professor, an architect or an assistant (review 64).
  [/^.*\binvestment banking\b.*$/gi, "Investment Banking Analyst"],
  [/^.*\b(?:market|credit|traded|counterparty|liquidity|enterprise|operational)\s+risk\b.*$/gi, "Financial Risk Specialist"],
  // A company's head of its people ("Chief People Officer", "Group Executive, People & Culture", "VP, Human Resources").
  [/^\s*(?:chief (?:people|human resources|hr|talent) officer|chro|(?:(?:senior |executive )?(?:vice president|vp|svp|evp|director|head|group executive|general manager|gm)\s*(?:,|of|–|—|-)?\s*)(?:people(?: (?:&|and) culture)?|human resources|hr|people operations))\s*$/gi, "Human Resources Manager"],
  // The UK's school, care and library titles, which O*NET does not list (review 67): a head teacher is a principal, her
  // deputy an assistant principal; a registered manager runs a care home; a support worker gives personal care; a
  // class teacher of Years 1 to 6 teaches a primary class; a volunteer coordinator manages a community service ("volunteer"
  // alone is dropped as a résumé's level word); the title in brackets ("Branch Manager (Librarian III)") is
  // the profession, the rank outside them.
  [/\b(?:deputy|assistant|associate)\s+head\s?teacher\b/gi, "Assistant Principal"],
  [/\b(?:executive\s+)?head\s?teacher\b|\bhead\s+of\s+school\b/gi, "Principal"],
  [/\b(?:higher level teaching assistant|hlta|learning support assistant|classroom assistant)\b/gi, "Teacher Aide"],
  [/^.*\b(?:registered manager|(?:care|nursing|residential) home manager|manager,?\s+(?:care|nursing|residential) home)\b.*$/gi, "Nursing Home Administrator"],
  [/^\s*(?:senior\s+|lead\s+)?support worker\s*$/gi, "Personal Support Worker"],
  [/^.*\(\s*(?:senior\s+|principal\s+)?librarian\b[^)]*\).*$/gi, "Librarian"],
  [/\bvolunteer (?:coordinator|co-ordinator|manager)\b/gi, "Community Services Manager"],
  [/^.*\b(?:year\s?[1-6]|reception|ks\s?[12]|key stage [12])\b.*\bteacher\b.*$|^\s*class teacher\s*$/gi, "Elementary School Teacher"],
  // A prison's officers guard it (O*NET's "Officer" alone matched police), and a power station's shift charge engineer
  // and control-desk operator run its plant (review 69).
  [/\b(?:prison|prisoner custody|custody|custodial|detention|correctional) officer\b/gi, "Correctional Officer"],
  [/^.*\b(?:shift charge engineer|unit control desk|control room operator|power station operator|station operator)\b.*$/gi, "Power Plant Operator"],
  // A clinical research associate monitors trials; O*NET gives the title to laboratory technologists alone (review 63).
  [/\bClinical Research Associate\b/gi, "Clinical Research Coordinator"],
  // O*NET has no "Chief of Staff", and "staff" is dropped as a grade: "Chief" alone was a fire chief.
  [/\bChief of Staff\b/gi, "General and Operations Manager"],
  // Today's titles that O*NET does not list, whose words alone matched far-off occupations ("Agile Coach" a sports coach,
  // "Developer Advocate" an urban planner, "Growth Hacker" a forest worker, "Head of Product" a meat cutter; review 71):
  // each written as the O*NET title of its home.
  [/\b(?:ml\s?ops|llm|gen\s?ai|generative ai|prompt|ai\s?\/\s?ml|ml\s?\/\s?ai|applied ai)\s+engineer\b/gi, "Machine Learning Engineer"],
  [/\b(?:developer (?:advocate|evangelist|relations(?: engineer)?)|devrel(?: engineer)?|(?:technical|technology|developer) evangelist)\b/gi, "Software Developer"],
  [/\b(?:agile (?:coach|delivery lead|delivery manager)|release train engineer)\b/gi, "Scrum Master"],
  [/\btechnical program manager\b/gi, "IT Project Manager"],
  [/\banalytics engineer\b/gi, "Business Intelligence Analyst"],
  [/\b(?:customer|client) success (?:manager|lead|director|partner|specialist)\b|\btechnical account manager\b/gi, "Client Relationship Consultant"],
  [/\bpeople (?:(?:&|and) culture )?(?:business )?partner\b/gi, "HR Business Partner"],
  [/\b(?:talent|technical) sourcer\b/gi, "Recruiter"],
  [/\bgrowth (?:hacker|marketer|marketing (?:manager|lead|specialist)|lead|manager)\b|\bdemand generation (?:manager|specialist|lead)\b/gi, "Marketing Specialist"],
  [/\b(?:(?:ai |data )?(?:annotator|annotation specialist|labell?er|labell?ing specialist)|ai (?:data )?trainer|rlhf (?:specialist|annotator|trainer)|search quality rater|ads quality rater)\b/gi, "Data Entry Clerk"],
  [/\binteraction designer\b/gi, "UX Designer"],
  [/\bdocumentation engineer\b/gi, "Technical Writer"],
  [/\bdetection engineer\b/gi, "Information Security Analyst"],
  [/\b(?:head|vp|vice president|director)(?:\s+of|,)?\s+product(?:\s+management)?\b/gi, "Product Manager"],
  // A consultant, analyst or administrator of a business system ("SAP FICO Consultant", "Workday HCM Consultant",
  // "Salesforce Administrator", "Oracle Fusion Financials Consultant") configures it: a systems analyst, as O*NET files
  // its "ERP Consultant". The product's name had left no title words, or only "Financials" (review 71).
  [/^.*\b(?:sap|s\/4\s?hana|workday|salesforce|netsuite|servicenow|oracle (?:fusion|ebs|e-business|cloud|financials|hcm)|peoplesoft|dynamics (?:365|ax|nav|crm)|erp|hris|successfactors)\b.*\b(?:consultant|functional analyst|business analyst|analyst|administrator|admin|specialist|lead|architect)\b.*$/gi, "ERP Consultant"],
  // A social media manager or coordinator runs a brand's channels (O*NET's "Social Media Specialist"); O*NET's
  // "Community Manager" alone is a housing estate's. A fulfilment centre's associate moves stock; a delivery lead
  // runs a project's delivery (review 71: a truck driver before).
  [/\bsocial media (?:manager|coordinator|lead|executive|strategist)\b|\b(?:online|digital|social|discord|developer|brand) community manager\b/gi, "Social Media Specialist"],
  [/\b(?:fulfill?ment|distribution|sortation) (?:centre |center )?(?:associate|operative|team member|worker)\b/gi, "Warehouse Associate"],
  [/^\s*(?:senior\s+|technical\s+)?delivery lead\s*$/gi, "Project Delivery Manager"],
  // A gig platform's courier ("DoorDash Dasher", "Instacart Shopper", "Uber Eats courier", "Amazon Flex driver"): an older
  // title had decided for a title that matched nothing (review 71).
  [/^.*\b(?:dasher|doordash|uber\s?eats|instacart|grubhub|deliveroo|postmates|shipt|amazon flex|just eat|gopuff)\b.*$/gi, "Food Delivery Courier"],
  // The titles of Commonwealth and Gulf CVs (review 70): a nursing officer is a hospital's registered nurse, a bank's
  // relationship manager manages its clients' credit (not public relations), an accounts executive keeps the accounts,
  // and a procurement or purchasing officer buys for the firm.
  [/(?<!\bchief\s+)\b(?:senior\s+|principal\s+)?nursing officer(?:\s+(?:i{1,3}|[1-3]|grade\s+\w+))?\b/gi, "Registered Nurse"],
  [/^.*\brelationship (?:manager|officer|executive)\b.*\b(?:bank|banking|sme|credit|loans?|branch|corporate|retail|commercial|priority|wealth)\b.*$|^.*\b(?:bank|banking|sme|credit|loans?|branch|corporate banking|priority|wealth)\b.*\brelationship (?:manager|officer|executive)\b.*$/gi, "Loan Officer"],
  [/\baccounts? (?:executive|officer|assistant)\b/gi, "Accountant"],
  [/\b(?:procurement|purchasing) (?:officer|executive)\b/gi, "Purchasing Agent"],
  // A hospital laboratory's scientist is its medical technologist (BLS 29-2011); O*NET lists the title under research
  // scientists (reviews 76 and 78). "Management Accountant" (CIMA) is an accountant, not a management analyst.
  [/\b(?:medical|clinical) laboratory scientist\b|\bMLS\b(?=\s*(?:\(|,|$))/gi, "Medical Technologist"],
  [/\bmanagement accountant\b/gi, "Accountant"],
  // An audit firm's ranks ("Audit Senior", "Associate, Assurance", "Article Assistant (CA articleship)") and a chartered
  // accountant are accountants and auditors; their words alone had matched an audit clerk, a bookkeeper (review 84).
  [/^\s*(?:senior\s+)?associate\s*(?:,|–|—|-)\s*(?:audit|assurance)\b.*$|\b(?:audit|assurance)\s+(?:senior|semi-senior|associate|trainee)\b|\bartic(?:le|led)\s+(?:assistant|clerk|trainee)\b/gi, "Auditor"],
  [/\bchartered (?:professional )?accountant\b/gi, "Accountant"],
  // "Registered Nurse, Cardiac Step-Down Unit", "Charge Nurse – 4 West Telemetry": the ward a title is held on names no
  // occupation, and its words had kept the title from matching at all (review 80).
  [/\s*(?:,|\s[–—-])\s*[^,–—]*\b(?:unit|icu|micu|sicu|nicu|picu|ccu|cvicu|step-?down|telemetry|ward|med-?surg|medical-surgical|floor)\b[^,–—]*$/gi, ""],
  // An engineer in training (Canada's EIT) is an engineer of the field named, whatever the post's word ("Structural
  // Designer (EIT)"; review 92).
  [/^(.*?)\s*\b(?:designer|technologist|engineer|analyst)?\s*\(\s*(?:EIT|E\.I\.T\.?)\s*\).*$/gi, "$1 Engineer"],
  [/\bengineer[- ]in[- ]training\b/gi, "Engineer"],
  // Public servants' and aid workers' titles (review 91): a policy adviser, officer or lead studies and advises on
  // government policy (O*NET's "Policy Analyst" alone is an insurance clerk's); a fire service's station officer
  // commands a station's crews; a monitoring and evaluation officer measures a programme.
  [/^(?!.*\b(?:insurance|claims?|underwriting|underwriter)\b).*\bpolicy (?:adviser|advisor|officer|lead|manager|analyst|specialist|consultant|director|fellow)\b.*$/gi, "Political Scientist"],
  [/^(?!.*\b(?:power|railway|rail|radio|petrol|gas|pumping|weather|research)\b).*\bstation officer\b.*$/gi, "Fire Captain"],
  [/^.*\b(?:monitoring (?:&|and) evaluation|m\s?&\s?e|meal) (?:specialist|officer|manager|lead|coordinator|co-ordinator|analyst|associate)\b.*$/gi, "Management Analyst"],
  // South Asian and Gulf ranks before a function (review 89): "Senior Executive - Finance", "Assistant Manager - Finance"
  // keep the accounts; "PGT Chemistry", "TGT Science" teach a secondary school's classes; a call centre's team leader
  // supervises its agents, and its agent serves customers whatever the account ("– Telco Account (US)").
  [/^\s*(?:(?:senior|sr\.?|junior|jr\.?)\s+)?(?:executive|officer|(?:assistant|deputy)\s+manager)\s*(?:[-–—,:(]\s*|\s+)(?:finance|accounts?|accounting|finance (?:&|and) accounts)\b.*$/gi, "Accountant"],
  [/^\s*(?:(?:senior|general)\s+)?(?:manager|head|director)\s*(?:[-–—,:(]|\s+of)\s*(?:finance|accounts|finance (?:&|and) (?:accounts|administration))\b.*$/gi, "Financial Manager"],
  [/^\s*(?:pgt|tgt|post[- ]?graduate teacher|trained graduate teacher)\b.*$/gi, "Secondary School Teacher"],
  // Schools' titles (review 97): "Teacher of Geography", "Head of Geography (KS3–IBDP)", "Second in English" are the
  // British secondary school's (a university's are lecturers); "2nd Grade Teacher", "Year 4 Teacher", "PYP Homeroom
  // Teacher" teach a primary school's classes; a nursery's practitioner or room leader looks after young children.
  [/^\s*(?:subject\s+)?teacher\s+of\s+(?!(?:the\b|year\b|the deaf|the blind))[a-z&/ ]{3,40}(?:\s*\([^()]*\))?\s*$/gi, "Secondary School Teacher"],
  [/^\s*(?:(?:assistant\s+)?head|second|curriculum leader|subject leader|(?:assistant\s+)?director|coordinator|co-ordinator|lead teacher)\s+(?:of|in|for)\s+(?:mathematics|maths|math|english|science|sciences|physics|chemistry|biology|geography|history|humanities|computing|computer science|ict|modern (?:foreign )?languages|mfl|languages|french|spanish|german|music|art|drama|design (?:&|and) technology|d&t|physical education|pe|religious education|re|rs|business studies|economics|psychology|sociology|literacy|numeracy|english language|english literature)\b.*$/gi, "Secondary School Teacher"],
  [/^.*\b(?:(?:1st|2nd|3rd|[4-6]th|first|second|third|fourth|fifth|sixth)[- ]grade|grades?\s+[1-6](?:\s*[-–&]\s*[1-6])?|year\s+[1-6]|(?:pyp|primary years|primary|elementary)(?:\s+\w+)?)\s+(?:\w+\s+)?teacher\b.*$/gi, "Elementary School Teacher"],
  [/^.*\b(?:nursery|early years|eyfs|toddler room|baby room|pre-?school room)\b.*\b(?:practitioner|room leader|leader|nurse|assistant|officer|worker|manager|educator)\b.*$/gi, "Preschool Teacher"],
  [/^\s*room leader\b.*$/gi, "Preschool Teacher"],
  // "Head of Sales", "Head of Operations": the manager of that function (its words had matched a "Head Trimmer").
  [/^\s*(?:(?:global|group|regional|deputy|assistant|interim)\s+)?head\s+of\s+(?!department\b|school\b|year\b|house\b)([a-z&/ ,-]{3,40}?)\s*(?:\([^()]*\))?\s*$/gi, "$1 Manager"],
  [/^.*\bteam (?:leader|lead)\b\s*(?:[-–—,:(]\s*|\s+)(?:customer (?:care|service|support)|voice|chat|inbound|outbound)\b.*$/gi, "Customer Service Supervisor"],
  [/^.*\bcustomer (?:service|care|support) (?:representative|advisor|adviser|associate|agent|executive)\b.*\baccount\b.*$/gi, "Customer Service Representative"],
  // "Senior Executive (Electrical)", "Assistant Manager (Mechanical)": in South Asian industry a grade with its
  // engineering discipline in brackets is an engineer of that discipline (the brackets are otherwise dropped).
  [/\b(?:(?:senior|junior|assistant|sr\.?|jr\.?)\s+)?(?:executive|officer|engineer|assistant manager|deputy manager)\s*\((electrical|mechanical|civil|chemical|electronics|instrumentation|electrical (?:&|and) electronics)\)/gi, "$1 Engineer"],
  // Charities' and communications' titles (review 101). O*NET files "Communications Officer" under 911 dispatchers, and
  // "Program Officer" and "Program Manager" under transport planners and broadcasting: a charity's or a company's
  // communications officer writes its news and handles the press; its programme staff run projects. "Programme" is
  // the British spelling; what follows a programme manager's title is its portfolio or region, no occupation
  // ("Programme Manager, Middle East Education Portfolio" had been a fund manager). An Indian pharma plant's "Executive - Quality Assurance" is a grade over the QA function.
  [/^(?!.*\b(?:emergency|911|999|dispatch|police|fire|ambulance|radio|signals?|military|naval|army|air force|ship)\b).*\bcommunications? (?:officer|advis[eo]r|coordinator|co-ordinator|specialist|executive|assistant|associate|lead)\b.*$/gi, "Public Relations Specialist"],
  [/^.*\btrusts?\s+(?:and|&)\s+foundations?\b.*$/gi, "Fundraiser"],
  [/^.*\bvolunteer (?:program(?:me)?|services|engagement|involvement) (?:coordinator|co-ordinator|manager|lead|officer)\b.*$/gi, "Community Services Manager"],
  [/^(.*\bprogram(?:me)?\s+(?:manager|director|lead))\s*[,–—|-].*$/gi, "$1"],
  [/\bprogramme(s?)\b/gi, "Program$1"],
  [/^(?!.*\b(?:technical|software|it|engineering|radio|tv|television|broadcast|station|channel|media)\b).*\bprogram\s+(?:manager|director|lead|head)\b.*$/gi, "Project Management Specialist"],
  [/^(?!.*\b(?:radio|tv|television|broadcast|computer|software)\b).*\bprogram(?:me)?\s+(?:officer|coordinator|co-ordinator|assistant|associate|specialist|executive)\b.*$/gi, "Program Coordinator"],
  [/^\s*(?:(?:senior|sr\.?|junior|jr\.?)\s+)?(?:executive|officer)\s*(?:[-–—,:(]\s*|\s+)(?:quality assurance|qa|quality control|qc)\b.*$/gi, "Quality Control Analyst"],
];

/**
 * Engine-room ranks at sea ("Second Engineer", "3rd Engineer", "Engineer Officer"), which O*NET does not list: on a
 * résumé that names one, each is a ship's engineer. Ashore a "Chief Engineer" heads an engineering department;
 * O*NET has no such title, and its partial matches were fire and police chiefs.
 */
const SEA_RANK = /\b(?:second|third|fourth|2nd|3rd|4th|junior)\s+engineer\b|\bengineer officer\b|\b(?:oiler|motorman|wiper|engine cadet)\b/i;
const ENGINE_RANK = /\b(?:chief|second|third|fourth|2nd|3rd|4th|junior)\s+engineer(?:\s+officer)?\b|\bengineer officer\b/gi;
/** Deck ranks at sea: beside one of them, a "Chief Officer" is a ship's chief mate, not a company's officer (review 69). */
const DECK_RANK = /\b(?:second|third|2nd|3rd|junior)\s+(?:officer|mate)\b|\bdeck\s+(?:cadet|officer|rating)\b|\bofficer of the watch\b|\bchief mate\b|\bmaster mariner\b|\bbosun\b|\bboatswain\b|\bable seaman\b/i;
function engineRanks(titles: string[]): string[] {
  if (titles.some((t) => DECK_RANK.test(t)) && !titles.some((t) => /\b(?:airline|airbus|boeing|pilot|aircraft)\b/i.test(t))) titles = titles.map((t) => t.replace(/\bchief officer\b/gi, "Chief Mate"));
  if (titles.some((t) => SEA_RANK.test(t))) return titles.map((t) => t.replace(ENGINE_RANK, "Ship Engineer"));
  return titles.map((t) => t.replace(/\bchief engineer\b/gi, "Architectural and Engineering Manager"));
}

const SOFTWARE_TITLE = /\b(?:software|back[- ]?end|front[- ]?end|full[- ]?stack|developer|devops|sre|site reliability|data engineer|ml engineer|machine learning engineer|platform engineer|mobile engineer|ios|android)\b/i;
const SOFTWARE_MANAGER = /^\s*(?:senior\s+|sr\.?\s+)?(?:software|software engineering|software development|development|dev)\s+(?:engineering\s+)?manager\b/i;
const ENGINEERING_MANAGER = /^\s*(?:senior\s+|sr\.?\s+)?(?:engineering manager|manager,?\s+(?:software\s+)?engineering|(?:director|head|vp|vice president)\s+of\s+(?:software\s+)?engineering)\b/i;

/** Office software every occupation lists: alone, it says nothing of the work. */
const OFFICE_TOOLS = new Set(["Excel", "Microsoft Word", "PowerPoint", "Microsoft Outlook", "MS Office", "Google Workspace", "Google Docs", "Google Sheets"]);

const GENERIC_ONE = new Set(["owner", "proprietor", "founder", "cofounder", "chief"]);

const RANKS = new Set(["supervisor", "manager", "director", "chief", "head", "superintendent", "foreman"]);
const RANK_FACTOR = 0.85;

/** The school level a title names: "junior high" and "middle school" before "high school". */
function schoolLevel(title: string): "middle" | "high" | "elementary" | null {
  if (/\b(?:junior high|middle school|intermediate school)\b/i.test(title)) return "middle";
  if (/\b(?:high school|secondary school|senior high)\b/i.test(title)) return "high";
  if (/\b(?:elementary|primary school|grade school)\b/i.test(title)) return "elementary";
  return null;
}

// ---------------------------------------------------------------------------------------------- inference

/**
 * The O*NET occupation a résumé is most likely about, from its job titles (most recent first) and its skills,
 * with up to four runners-up. Titles weigh most; skills decide when titles are missing or ambiguous.
 */
export function inferOccupation(input: OccupationInput): OccupationInference {
  const ix = getIndex();
  const occ = knowledge.occupations;
  const titleScore = new Map<number, number>();
  const titleEvidence = new Map<number, TitleEvidence[]>();
  // "Senior PM" after "Associate Product Manager": a product manager where another title names the product kind.
  const product = input.titles.some((t) => /\bproduct (?:manager|management|owner|lead)\b/i.test(t));
  // The titles as written (shown as evidence) and as matched.
  const written = input.titles.map((t) => t.trim()).filter(Boolean).slice(0, 8);
  // "Engineering Manager, Payments Platform" over "Senior Backend Engineer": a software team's manager where another title
  // names software work, or the title says so (review 62: had read as a bill collector, through "Payments").
  const software = input.titles.some((t) => SOFTWARE_TITLE.test(t));
  const managed = (t: string) => (SOFTWARE_MANAGER.test(t) || (software && ENGINEERING_MANAGER.test(t)) ? "Computer and Information Systems Manager" : t);
  // "Principal" alone over "Senior Associate" and "Project Engineer": a partner's rank in an engineering or an architects'
  // firm, not a school's head (review 63).
  const firmTrade = input.titles.map((t) => /\b(engineer|architect)/i.exec(t)?.[1]).find(Boolean);
  const ranked = (t: string) => (firmTrade && /^\s*(?:associate |senior )?principal\s*$/i.test(t) ? `Principal ${firmTrade}` : t);
  // "Test Engineer", "Test Analyst", Wipro's "Project Engineer" among software tools (Selenium, Java, SQL): software work,
  // not an aircraft's tests or a plant's projects (review 85).
  const softwareTools = input.skills.filter((s) => SOFTWARE_TOOL.test(s.name)).length >= 3;
  const tested = (t: string) => (softwareTools ? t.replace(SOFTWARE_TESTING_TITLE, "Software Quality Assurance Analyst").replace(IT_PROJECT_ENGINEER, "Software Engineer") : t);
  const titles = engineRanks(written).map((t) => TITLE_SPELLED.reduce((x, [re, full]) => x.replace(re, full), managed(ranked(tested(product ? t.replace(/\bPM\b/g, "Product Manager") : t)))).trim());
  const home = TITLE_HOME.find(([re]) => titles[0] && re.test(titles[0]))?.[1];
  let weightSum = 0;
  // Occupations the latest title names (nearly) exactly: "Civil Engineering Technologist" is one, whatever partial
  // matches older titles add up to elsewhere.
  const latestExact = new Set<number>();
  titles.forEach((title, i) => {
    const w = 1 / (1 + 0.6 * i);
    weightSum += w;
    for (const [o, m] of matchTitle(ix, title)) {
      if (i === 0 && m.score >= EXACT_TITLE) latestExact.add(o);
      titleScore.set(o, (titleScore.get(o) ?? 0) + w * m.score);
      const ev = titleEvidence.get(o) ?? [];
      ev.push({ input: written[i] ?? title, matched: m.entry.text, score: round2(m.score) });
      titleEvidence.set(o, ev);
    }
  });

  // Skills: cosine of the résumé's technology skills with each occupation's, weighted by specificity.
  const skillIds = new Set<number>();
  for (const s of input.skills) {
    const k = knowledge.skills.byName(s.name);
    if (k && ix.techIdf.has(k.id)) skillIds.add(k.id);
  }
  let resumeNorm = 0;
  for (const id of skillIds) resumeNorm += ix.techIdf.get(id)! ** 2;
  resumeNorm = Math.sqrt(resumeNorm);
  const skillScore = new Map<number, number>();
  const skillEvidence = new Map<number, string[]>();
  if (resumeNorm > 0) {
    for (const o of occ.list) {
      let dot = 0;
      let flagged = 0;
      const names: string[] = [];
      for (const t of occ.technology(o.index)) {
        if (t.generic || !skillIds.has(t.skill)) continue;
        const w = ix.techIdf.get(t.skill)! ** 2;
        dot += w;
        // A technology the occupation marks Hot or In Demand is stronger evidence than one it merely lists.
        flagged += (w * (2 + (t.hot ? 1 : 0) + (t.inDemand ? 1 : 0))) / 4;
        names.push(t.name);
      }
      if (!dot) continue;
      // How much of the résumé's technology the occupation uses (flag-weighted), and the cosine, so that neither a
      // long catch-all list nor a short narrow one wins on its own.
      const coverage = flagged / resumeNorm ** 2;
      const cosine = dot / (resumeNorm * ix.techNorm[o.index]!);
      skillScore.set(o.index, 0.6 * coverage + 0.4 * cosine);
      skillEvidence.set(o.index, names.slice(0, 12));
    }
  }

  const hasTitles = titleScore.size > 0;
  // One tool alone, or office software alone ("Excel", "Excel, Word" beside a title in another language), names no
  // occupation: among the hundreds that list them, the one they score highest for is chance (a German accountant had
  // been read as a gambling cashier; review 68).
  if (!hasTitles && (skillIds.size < 2 || [...skillIds].every((id) => OFFICE_TOOLS.has(knowledge.skills.skills[id]!.name)))) return { best: null, runnersUp: [] };
  const hasSkills = skillScore.size > 0;
  // O*NET's "All Other" occupations (Managers, All Other) have titles but no skills, technologies or related
  // occupations: nothing to compare a résumé with, so the next candidate is taken.
  const candidates = new Set<number>([...titleScore.keys(), ...skillScore.keys()].filter(hasProfile));
  const heads = new Set(titles.slice(0, 1).map((t) => lastTitleWord(t)).filter((h): h is string => !!h));
  const titleKeys = titles.map((t) => titleKey(t));
  const scored = [...candidates].map((o) => {
    const t = hasTitles ? (titleScore.get(o) ?? 0) / weightSum : 0;
    const s = skillScore.get(o) ?? 0;
    // Titles say most; skills confirm. Skills alone identify an occupation less surely.
    const score = hasTitles ? (hasSkills ? 0.75 * t + 0.25 * s : t) : 0.6 * s;
    // Between titles matched equally well, the occupation named for what the person is ("UX Designer": Web and Digital
    // Interface Designers, not Software Quality Assurance Analysts and Testers, which lists the title too).
    const named = heads.size > 0 && heads.has(lastTitleWord(occ.list[o]!.title, false) ?? "") ? 0.015 : 0;
    const homed = home && occ.list[o]!.code === home ? LATEST_EXACT_BONUS : 0;
    // "Civil Engineer" is an alternate title of Environmental Engineers too, but the name of Civil Engineers alone.
    const keys = primaryKeys(occ.list[o]!.title);
    const at = titleKeys.findIndex((k) => k && keys.includes(k));
    const own = at >= 0 ? LATEST_EXACT_BONUS / (1 + 0.6 * at) : 0;
    return { o, score, rank: score + 0.02 * ix.prior[o]! + named + homed + own + (latestExact.has(o) ? LATEST_EXACT_BONUS : 0) };
  });
  scored.sort((a, b) => b.rank - a.rank || (occ.list[a.o]!.code < occ.list[b.o]!.code ? -1 : 1));
  const top = scored.slice(0, 5);
  if (!top.length || top[0]!.score <= 0) return { best: null, runnersUp: [] };
  const best = top[0]!.score;
  const second = top[1]?.score ?? 0;
  const make = (x: { o: number; score: number }, i: number): OccupationCandidate => {
    const o: Occupation = occ.list[x.o]!;
    const margin = i === 0 ? Math.min(1, 0.5 + (best - second) / best) : x.score / best / 2;
    return {
      code: o.code,
      title: o.title,
      jobZone: o.jobZone,
      confidence: round2(Math.min(1, x.score) * margin),
      score: round2(x.score),
      evidence: { titles: titleEvidence.get(x.o) ?? [], skills: skillEvidence.get(x.o) ?? [] },
    };
  };
  return { best: make(top[0]!, 0), runnersUp: top.slice(1).map((x, i) => make(x, i + 1)) };
}

/**
 * An occupation the user chose as their target, as a candidate the engines take like an inferred one: certain, with
 * no evidence from the résumé. Null for an unknown code or an occupation with nothing to compare with.
 */
export function chosenOccupation(code: string): OccupationCandidate | null {
  const o = knowledge.occupations.byCode(code);
  if (!o || !hasProfile(o.index)) return null;
  return { code: o.code, title: o.title, jobZone: o.jobZone, confidence: 1, score: 1, evidence: { titles: [], skills: [] } };
}

export type OccupationMatch = { code: string; title: string; /** The O*NET title the query matched, when another. */ matched?: string };

/**
 * The query with each word no O*NET title has replaced by the title word it most likely means: one letter off, or
 * two in a long word ("acountant" -> "accountant", "softwre" -> "software"), else the commonest word it starts
 * ("quant" -> "quantitative"). Null when every word is known.
 */
export function correctedQuery(query: string): string | null {
  const ix = getIndex();
  let changed = false;
  const out = query.slice(0, 120).replace(/[\p{L}]{4,}/gu, (word) => {
    const w = fold(word);
    if (ABBREVIATIONS.has(w) || ix.postings.has(w) || ix.postings.has(singular(w))) return word;
    const limit = w.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (const [token, list] of ix.postings) {
      if (Math.abs(token.length - w.length) > limit || token.length < 4) continue;
      const d = editDistance(w, token, limit);
      // Equally close: a word with a letter more (a typist drops letters: "electrican"), then the commoner.
      const longer = (t: string) => Number(t.length > w.length);
      if (d < bestDistance || (d === bestDistance && best && (longer(token) - longer(best) || list.length - ix.postings.get(best)!.length) > 0)) {
        best = token;
        bestDistance = d;
      }
    }
    if (!best) {
      for (const [token, list] of ix.postings) if (token.startsWith(w) && (!best || list.length > ix.postings.get(best)!.length)) best = token;
    }
    if (!best) return word;
    changed = true;
    return best;
  });
  return changed ? out : null;
}

/** Levenshtein distance with adjacent swaps, or limit + 1 once it is sure to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let min = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row.push(v);
      min = Math.min(min, v);
    }
    if (min > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * Occupations for a role a user types ("data engineer"), best first: the same title matching as the inference, over
 * every O*NET title and alternate title, common occupations first among equals.
 */
export function searchOccupations(query: string, limit = 8): OccupationMatch[] {
  const ix = getIndex();
  const occ = knowledge.occupations;
  const text = query.slice(0, 120);
  // A searched word is what an occupation is about when its own title has it and many of its titles do ("police":
  // Police and Sheriff's Patrol Officers, not the secretaries one source also calls "Police").
  const tokens = [...new Set(titleTokens(text))];
  const withAll = new Map<number, number>();
  const lists = tokens.map((t) => new Set(ix.postings.get(t) ?? []));
  if (lists.length) for (const i of lists[0]!) if (lists.every((l) => l.has(i))) withAll.set(ix.entries[i]!.occ, (withAll.get(ix.entries[i]!.occ) ?? 0) + 1);
  // The share of the searched words the occupation's own title has ("designer" of "UX designer" in Web and Digital
  // Interface Designers, none in Software Quality Assurance Analysts and Testers).
  const inOwnTitle = (o: number) => {
    const own = new Set(titleTokens(occ.list[o]!.title, false));
    return tokens.length ? tokens.filter((t) => own.has(t)).length / tokens.length : 0;
  };
  const found = [...matchTitle(ix, text, false)].filter(([o]) => hasProfile(o));
  // Weak partial matches ("Back Tender" for "backend engineer") go when a close one exists.
  const raw = (m: { score: number; entry: TitleEntry }) => m.score / m.entry.weight;
  const best = Math.max(0, ...found.map(([, m]) => raw(m)));
  return found
    .filter(([, m]) => raw(m) >= 0.6 * best)
    .map(([o, m]) => ({ o, m, rank: m.score + 0.15 * inOwnTitle(o) + 0.03 * Math.log2(1 + (withAll.get(o) ?? 0)) + 0.02 * ix.prior[o]! }))
    .sort((a, b) => b.rank - a.rank || (occ.list[a.o]!.code < occ.list[b.o]!.code ? -1 : 1))
    .slice(0, limit)
    .map(({ o, m }) => {
      const title = occ.list[o]!.title;
      return m.entry.text === title ? { code: occ.list[o]!.code, title } : { code: occ.list[o]!.code, title, matched: m.entry.text };
    });
}

const hasProfile = (i: number) => {
  const occ = knowledge.occupations;
  return occ.technology(i).length > 0 || occ.importance(i).length > 0 || occ.related(i).length > 0;
};

// ---------------------------------------------------------------------------------------------- benchmark

const IMPORTANT = 3.25;
const FAIRLY_IMPORTANT = 3;

/**
 * The skills that matter for an occupation, weighted: its Hot and In-Demand technologies (O*NET technology skills),
 * its most important skills and knowledge areas that a résumé can name (O*NET importance, 1-5) and the work styles it
 * needs more than most occupations do. Null for an unknown code.
 */
export function occupationBenchmark(code: string, options: { maxTechnology?: number; maxElements?: number; maxStyles?: number } = {}): OccupationBenchmark | null {
  const occ = knowledge.occupations;
  const o = occ.byCode(code);
  if (!o) return null;
  const maxTech = options.maxTechnology ?? 15;
  const maxElements = options.maxElements ?? 8;
  const skills: BenchmarkSkill[] = [];
  const seen = new Set<string>();
  const push = (s: BenchmarkSkill) => {
    const key = s.name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    skills.push(s);
  };

  // O*NET's Hot flag is earned in job postings of all occupations together: a nurse's list carries Excel, SharePoint,
  // Apache Spark and a dental office's Dentrix as Hot. Unless this occupation's own postings ask for it (In Demand), a
  // technology counts only where its field uses it more than occupations at large do, and one field occupation in ten
  // lists it (Epic, MEDITECH and EMR software for a nurse; not Outlook, nor a system few health occupations name).
  const fieldOwn = (skill: number) => typicalOfField(o.code, skill);
  const listed = occ.technology(o.index).filter((t) => !t.generic);
  const tech = listed
    .filter((t) => t.inDemand || fieldOwn(t.skill))
    // Among equally flagged technologies, those most occupations of the same field use come first.
    .map((t) => ({ t, weight: t.hot && t.inDemand ? 1 : t.inDemand ? 0.9 : t.hot ? 0.8 : 0.5, pop: fieldShare(o.code, t.skill) }))
    .sort((a, b) => b.weight - a.weight || b.pop - a.pop || (a.t.name < b.t.name ? -1 : 1));
  // A technology this occupation's postings ask for by name (In Demand) stands alone. The others are examples of a kind
  // of software: a nurse who charts in Epic is not missing MEDITECH, eClinicalWorks and five more EMRs. One entry per
  // kind, shown by any technology of that kind O*NET lists for the occupation. Decision 0031.
  const byKind = new Map<string, BenchmarkSkill>();
  let technologies = 0;
  let suite: BenchmarkSkill | undefined;
  for (const { t, weight } of tech) {
    const skill = knowledge.skills.skills[t.skill]!;
    if (technologies++ >= maxTech) break;
    // Word, PowerPoint, Outlook and the suite itself are one entry, shown by any of them: four entries for one office
    // suite outweighed the tools of the trade (review 71). Excel stays a skill of its own (decision 0031). As with the
    // kinds, the cap counts before grouping: the benchmark shrinks rather than taking further technologies.
    if (suite && SUITE.has(skill.name)) continue;
    if (SUITE.has(skill.name)) {
      const programs = listed.filter((x) => SUITE.has(knowledge.skills.skills[x.skill]!.name)).map((x) => knowledge.skills.skills[x.skill]!.name);
      const flags = [t.hot ? "a Hot Technology" : "", t.inDemand ? "in demand in job postings" : ""].filter(Boolean).join(" and ");
      suite = {
        name: "MS Office",
        category: skill.category,
        weight,
        why: `${flags ? `${cap(flags)}; ` : ""}the office suite ${o.title} use: ${listText([...new Set(["Microsoft Office", ...programs.filter((n) => n !== "MS Office")])], "or")}; any one counts (O*NET technology skills)`,
        kind: "technology",
        hot: t.hot,
        inDemand: t.inDemand,
        alternatives: [...SUITE].filter((n) => n !== "MS Office"),
      };
      push(suite);
      continue;
    }
    const grouped = !t.inDemand && !MIXED_KINDS.has(t.kind);
    if (grouped && byKind.has(t.kind)) continue;
    const flags = [t.hot ? "a Hot Technology" : "", t.inDemand ? "in demand in job postings" : ""].filter(Boolean).join(" and ");
    const others = grouped ? listed.filter((x) => x.kind === t.kind && !x.inDemand && x.skill !== t.skill) : [];
    const alternatives = [...new Set(others.map((x) => knowledge.skills.skills[x.skill]!.name))];
    // The reason names them as O*NET does ("Sage 50 Accounting", "Intuit QuickBooks").
    const examples = [...new Set([t.example, ...others.map((x) => x.example)])];
    const entry: BenchmarkSkill = {
      name: skill.name,
      category: skill.category,
      weight,
      why: alternatives.length
        ? `${flags ? `${cap(flags)}; ` : ""}${oneOfKind(t.kind, o.title, examples)} (O*NET technology skills)`
        : `${flags ? `${cap(flags)}; ` : ""}used by ${o.title} (O*NET technology skills${t.example !== skill.name ? `: ${t.example}` : ""})`,
      kind: "technology",
      hot: t.hot,
      inDemand: t.inDemand,
      ...(alternatives.length ? { alternatives } : {}),
    };
    push(entry);
    if (grouped) byKind.set(t.kind, entry);
  }

  // O*NET rates skills and knowledge for most occupations; for the others, the closest related occupation's ratings.
  const rates = (i: number) => occ.importance(i).filter((e): e is ElementImportance & { kind: "skill" | "knowledge" } => e.kind !== "work style");
  let rated = o;
  if (!rates(o.index).length) rated = occ.related(o.index).find((r) => rates(r.index).length) ?? o;
  const named = rates(rated.index).filter((e) => e.skill !== null);
  // Occupations of the first job zones rate everything lower (a machine operator's Troubleshooting is 3.1): when few
  // skills reach "important", those rated at least "fairly important" (3 of 5) count as well.
  const important = named.filter((e) => e.importance >= IMPORTANT);
  // A skill O*NET rates important for most occupations (Active Listening, Critical Thinking, Speaking) says nothing
  // about this one, and a résumé does not name it: it is left out, as common work styles are (decision 0031).
  const elements = (important.length >= 6 ? important : named.filter((e) => e.importance >= FAIRLY_IMPORTANT))
    .slice(0, maxElements)
    .filter((e) => !commonToMost(e.id));
  for (const e of elements) {
    const skill = knowledge.skills.skills[e.skill!]!;
    const forWhom = rated === o ? o.title : `${rated.title} (the closest related occupation O*NET rates)`;
    push({
      name: skill.name,
      category: skill.category,
      weight: round2((e.importance - 1) / 4),
      why: `O*NET rates ${e.kind === "skill" ? "the skill" : "knowledge of"} "${e.name}" ${e.importance.toFixed(1)} of 5 in importance for ${forWhom}`,
      kind: e.kind,
      importance: e.importance,
    });
  }
  for (const st of distinctiveStyles(o.index, options.maxStyles ?? 3)) {
    const skill = knowledge.skills.skills[st.skill]!;
    push({
      name: skill.name,
      category: skill.category,
      weight: round2((st.importance - 1) / 4),
      why: `O*NET rates the work style "${st.name}" ${st.importance.toFixed(1)} of 5 for ${o.title}, higher than ${Math.floor(st.above * 100)}% of occupations`,
      kind: "skill",
      importance: st.importance,
    });
  }
  skills.sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : 1));
  const setAside = occ
    .technology(o.index)
    .filter((t) => t.hot && !t.inDemand && !t.generic && !fieldOwn(t.skill) && !seen.has(knowledge.skills.skills[t.skill]!.name.toLowerCase()))
    .sort((a, b) => overallShare(b.skill) - overallShare(a.skill) || (a.name < b.name ? -1 : 1))
    .map((t) => t.example);
  return { code: o.code, title: o.title, source: "O*NET 29.3 (USDOL/ETA), CC BY 4.0", skills, setAside: [...new Set(setAside)] };
}

/**
 * Kinds of software under which O*NET files unlike technologies: SQL with Microsoft Access, Yardi and PyTorch; C with
 * Azure and Kafka; Photoshop with Illustrator. Their technologies are no alternatives to one another, so each stands
 * alone in a benchmark.
 */
/** The everyday programs of Microsoft's office suite, one benchmark entry (Excel is not among them: decision 0031). */
const SUITE = new Set(["MS Office", "Microsoft Word", "PowerPoint", "Microsoft Outlook"]);
const MIXED_KINDS = new Set([
  "Analytical or scientific software",
  "Application server software",
  "Cloud-based management software",
  "Data base management system software",
  "Data base user interface and query software",
  "Development environment software",
  "Enterprise application integration software",
  "Expert system software",
  "Graphics or photo imaging software",
  "Object or component oriented development software",
  "Operating system software",
  "Web page creation and editing software",
  "Web platform development software",
]);

let importantShares: Map<string, number> | undefined;
/** True when O*NET rates a skill or knowledge area important (3.25 of 5 or more) for more than half of all occupations. */
function commonToMost(elementId: string): boolean {
  const occ = knowledge.occupations;
  if (!importantShares) {
    const counts = new Map<string, number>();
    let rated = 0;
    for (const o of occ.list) {
      const elements = occ.importance(o.index).filter((e) => e.kind !== "work style");
      if (!elements.length) continue;
      rated++;
      for (const e of elements) if (e.importance >= IMPORTANT) counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
    }
    importantShares = new Map([...counts].map(([id, n]) => [id, n / rated]));
  }
  return (importantShares.get(elementId) ?? 0) > 0.5;
}

/**
 * The work styles a résumé can show by what it says was done: leading a team, working with others, analysing. The
 * others (Attention to Detail, Dependability, Integrity, Initiative, Adaptability ...) it can only claim
 * ("detail-oriented", "reliable"), which the detailed analysis flags as clichés and recruiters do not believe, so a
 * benchmark does not ask for them (decision 0031).
 */
const SHOWN_STYLES = new Set(["Leadership", "Cooperation", "Analytical Thinking"]);

let styleRatings: Map<string, number[]> | undefined;

/**
 * The work styles (leadership, initiative, attention to detail ...) an occupation needs more than most: every
 * occupation rates nearly every style above 4 of 5, so a style says something about this occupation only where its
 * rating is among the highest 15% of all occupations' ratings of that style. Most distinctive first.
 */
function distinctiveStyles(index: number, max: number): { name: string; skill: number; importance: number; above: number }[] {
  const occ = knowledge.occupations;
  if (!styleRatings) {
    styleRatings = new Map();
    for (const o of occ.list)
      for (const e of occ.importance(o.index)) {
        if (e.kind !== "work style") continue;
        const list = styleRatings.get(e.id) ?? [];
        list.push(e.importance);
        styleRatings.set(e.id, list);
      }
  }
  const out: { name: string; skill: number; importance: number; above: number }[] = [];
  for (const e of occ.importance(index)) {
    if (e.kind !== "work style" || e.skill === null || e.importance < 3.5 || !SHOWN_STYLES.has(e.name)) continue;
    const all = styleRatings.get(e.id)!;
    const above = all.filter((x) => x < e.importance).length / all.length;
    if (above >= 0.85) out.push({ name: e.name, skill: e.skill, importance: e.importance, above });
  }
  return out.sort((a, b) => b.above - a.above || b.importance - a.importance || (a.name < b.name ? -1 : 1)).slice(0, max);
}

const fieldCounts = new Map<string, { occupations: number; bySkill: Map<number, number> }>();
/**
 * How typical a technology is in an occupation's field: the share of the occupations of the same SOC major group
 * ("29" health-care practitioners) that list it. O*NET lists Apache Spark for Registered Nurses, but few health
 * occupations do; Microsoft Excel is listed by most.
 */
export function fieldShare(code: string, skillId: number): number {
  const group = code.slice(0, 2);
  let f = fieldCounts.get(group);
  if (!f) {
    f = { occupations: 0, bySkill: new Map() };
    for (const o of knowledge.occupations.list) {
      if (group !== "" && !o.code.startsWith(group)) continue;
      const tech = knowledge.occupations.technology(o.index);
      if (!tech.length) continue;
      f.occupations++;
      for (const id of new Set(tech.map((t) => t.skill))) f.bySkill.set(id, (f.bySkill.get(id) ?? 0) + 1);
    }
    fieldCounts.set(group, f);
  }
  return f.occupations ? (f.bySkill.get(skillId) ?? 0) / f.occupations : 0;
}

/**
 * Whether a technology belongs to an occupation's field: one field occupation in ten lists it, and the field lists it
 * at least as often as occupations at large do (Epic for nurses; not Outlook, which every field lists). Decision 0017.
 */
export const typicalOfField = (code: string, skillId: number) => fieldShare(code, skillId) >= 0.1 && fieldShare(code, skillId) >= overallShare(skillId);

/** The share of all occupations (with technology skills in O*NET) that list a technology: 0.93 for Microsoft Excel. */
export const overallShare = (skillId: number) => fieldShare("", skillId);

const round2 = (x: number) => Math.round(x * 100) / 100;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "one of the medical software Registered Nurses use: Epic Systems, MEDITECH or another; any one counts". */
function oneOfKind(kind: string, title: string, names: string[]): string {
  const lower = /^\p{Lu}\p{Ll}/u.test(kind) ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind;
  const named = names.length > 5 ? `${names.slice(0, 5).join(", ")} or another` : listText(names, "or");
  return `one of the ${lower} ${title} use: ${named}; any one counts`;
}
