// Which skill shows which: a product shows its language or kind ("Django" shows "Python", "PostgreSQL" shows
// "SQL"). Used by the matcher (job-matching.ts) and by the parser, which reads "Python/Django" as both skills
// rather than as alternatives.
import type { Profile } from "~/lib/schemas/profile";
import { degreeKnowledge, titleKnowledge } from "./job-education";
import { productNames } from "./product-names";

// Résumé skill (key) -> posting skills (keys) it shows. One direction only: knowing Django shows Python; asking for
// Django is not answered by Python.
export const IMPLIES: Record<string, string[]> = {
  mysql: ["sql", "relational databases", "relational database", "databases", "rdbms"],
  postgresql: ["sql", "relational databases", "relational database", "databases", "rdbms"],
  "sql server": ["sql", "relational databases", "relational database", "databases", "rdbms"],
  "microsoft sql server": ["sql", "relational databases", "relational database", "databases", "rdbms"],
  oracle: ["sql", "relational databases", "relational database", "databases", "rdbms"],
  "oracle database": ["sql", "relational databases", "relational database", "databases", "rdbms"],
  sqlite: ["sql", "relational databases", "relational database", "databases"],
  mariadb: ["sql", "relational databases", "relational database", "databases", "rdbms"],
  "pl sql": ["sql"],
  "t sql": ["sql"],
  sql: ["databases", "relational databases", "relational database", "query languages"],
  mongodb: ["nosql", "databases"],
  cassandra: ["nosql", "databases"],
  hbase: ["nosql", "databases"],
  redis: ["nosql", "databases"],
  dynamodb: ["nosql", "databases", "aws"],
  couchdb: ["nosql", "databases"],
  neo4j: ["nosql", "databases"],
  git: ["version control", "source control"],
  github: ["git", "version control", "source control"],
  gitlab: ["git", "version control", "source control"],
  bitbucket: ["git", "version control", "source control"],
  svn: ["version control", "source control"],
  mercurial: ["version control", "source control"],
  aws: ["cloud computing", "cloud", "cloud platforms"],
  "amazon web services": ["aws", "cloud computing", "cloud", "cloud platforms"],
  azure: ["cloud computing", "cloud", "cloud platforms"],
  "microsoft azure": ["azure", "cloud computing", "cloud", "cloud platforms"],
  "google cloud platform": ["cloud computing", "cloud", "cloud platforms", "gcp"],
  ec2: ["aws", "cloud computing"],
  s3: ["aws", "cloud computing"],
  "aws lambda": ["aws", "cloud computing", "serverless"],
  cloudfront: ["aws"],
  typescript: ["javascript"],
  react: ["javascript", "front end development", "frontend development"],
  angular: ["javascript", "front end development", "frontend development"],
  angularjs: ["javascript"],
  "vue js": ["javascript"],
  vue: ["javascript"],
  "node js": ["javascript"],
  jquery: ["javascript"],
  "express js": ["javascript", "node js"],
  "next js": ["javascript", "react"],
  django: ["python", "web development", "web application development", "web applications"],
  flask: ["python"],
  fastapi: ["python"],
  pandas: ["python"],
  numpy: ["python"],
  scipy: ["python"],
  "scikit learn": ["python", "machine learning"],
  pytorch: ["machine learning", "deep learning"],
  tensorflow: ["machine learning", "deep learning"],
  keras: ["machine learning", "deep learning"],
  xgboost: ["machine learning"],
  "deep learning": ["machine learning"],
  spring: ["java"],
  "spring boot": ["java", "spring"],
  hibernate: ["java"],
  j2ee: ["java"],
  jsp: ["java"],
  laravel: ["php"],
  codeigniter: ["php"],
  symfony: ["php"],
  "ruby on rails": ["ruby"],
  rails: ["ruby"],
  "asp net": [".net", "net"],
  "asp net core": [".net", "net", "asp net"],
  docker: ["containers", "containerization"],
  kubernetes: ["containers", "containerization", "container orchestration"],
  html5: ["html"],
  css3: ["css"],
  sass: ["css"],
  scss: ["css"],
  less: ["css"],
  bootstrap: ["css"],
  "tailwind css": ["css"],
  ubuntu: ["linux"],
  centos: ["linux"],
  "red hat": ["linux"],
  rhel: ["linux"],
  debian: ["linux"],
  linux: ["unix"],
  unix: ["linux"],
  tableau: ["data visualization", "data visualisation", "business intelligence"],
  "microsoft power bi": ["data visualization", "data visualisation", "business intelligence", "power bi"],
  "power bi": ["data visualization", "data visualisation", "business intelligence"],
  "d3 js": ["data visualization", "data visualisation"],
  matplotlib: ["data visualization", "data visualisation"],
  ggplot2: ["data visualization", "data visualisation"],
  looker: ["data visualization", "business intelligence"],
  qlikview: ["data visualization", "business intelligence"],
  spss: ["statistics", "statistical analysis"],
  sas: ["statistics", "statistical analysis"],
  stata: ["statistics", "statistical analysis"],
  // The suite shows its everyday programs (no one lists Outlook beside Microsoft Office); Excel, a skill in itself
  // (models, pivot tables), is shown only by its own name.
  "ms office": ["microsoft word", "powerpoint", "microsoft outlook"],
  "microsoft office": ["microsoft word", "powerpoint", "microsoft outlook"],
  excel: ["ms office", "microsoft office", "spreadsheets"],
  word: ["ms office", "microsoft office"],
  powerpoint: ["ms office", "microsoft office"],
  outlook: ["ms office", "microsoft office"],
  // A CAD program shows computer-aided design.
  autocad: ["cad", "computer aided design"],
  solidworks: ["cad", "computer aided design"],
  revit: ["cad", "computer aided design", "bim"],
  catia: ["cad", "computer aided design"],
  creo: ["cad", "computer aided design"],
  microstation: ["cad", "computer aided design"],
  "autodesk inventor": ["cad", "computer aided design"],
  "fusion 360": ["cad", "computer aided design"],
  // Each of Adobe's design applications shows its suite.
  "adobe photoshop": ["adobe creative suite", "adobe creative cloud"],
  "adobe illustrator": ["adobe creative suite", "adobe creative cloud"],
  "adobe indesign": ["adobe creative suite", "adobe creative cloud"],
  "adobe after effects": ["adobe creative suite", "adobe creative cloud"],
  "adobe premiere pro": ["adobe creative suite", "adobe creative cloud"],
  "adobe xd": ["adobe creative suite", "adobe creative cloud"],
  pmp: ["project management"],
  prince2: ["project management"],
  scrum: ["agile"],
  kanban: ["agile"],
  jenkins: ["ci cd", "continuous integration"],
  "github actions": ["ci cd", "continuous integration"],
  "gitlab ci": ["ci cd", "continuous integration"],
  circleci: ["ci cd", "continuous integration"],
  terraform: ["infrastructure as code"],
  ansible: ["configuration management", "infrastructure as code"],
  restful: ["rest"],
  // Languages show programming; object-oriented ones show OOP.
  python: ["programming", "scripting", "software development"],
  java: ["programming", "object oriented programming", "oop", "software development"],
  "c++": ["programming", "object oriented programming", "oop", "software development"],
  "c#": ["programming", "object oriented programming", "oop", "software development"],
  c: ["programming"],
  go: ["programming"],
  ruby: ["programming", "scripting"],
  kotlin: ["programming", "object oriented programming", "oop"],
  swift: ["programming"],
  scala: ["programming"],
  perl: ["programming", "scripting"],
  bash: ["scripting", "shell scripting", "shell"],
  "shell scripting": ["scripting", "shell"],
  powershell: ["scripting"],
  // Web technologies show web development.
  php: ["programming", "web development", "web programming", "web application development", "web applications", "scripting"],
  javascript: ["programming", "web development", "web programming", "front end development", "scripting"],
  html: ["web development", "web design"],
  css: ["web development", "web design"],
  wordpress: ["cms", "content management systems", "web development"],
  drupal: ["cms", "content management systems", "web development"],
  joomla: ["cms", "content management systems", "web development"],
  "restful apis": ["rest", "apis"],
  rest: ["apis", "restful apis", "web services"],
  graphql: ["apis"],
  // Work outside offices: a skill of the trade shows the knowledge or skill O*NET rates for that work (Food production,
  // Medical knowledge, Installation, Safety ...), which the benchmarks name.
  "knife skills": ["food production"],
  "menu development": ["food production"],
  "menu planning": ["food production"],
  butchery: ["food production"],
  baking: ["food production"],
  catering: ["food production"],
  "food safety": ["safety"],
  haccp: ["food safety", "safety"],
  servsafe: ["food safety", "safety"],
  nursing: ["patient care", "medical knowledge"],
  "patient care": ["medical knowledge"],
  "patient assessment": ["medical knowledge"],
  "medication administration": ["medical knowledge"],
  "vital signs": ["medical knowledge"],
  "wound care": ["medical knowledge"],
  "medical terminology": ["medical knowledge"],
  pharmacology: ["medical knowledge"],
  "sterile compounding": ["medical knowledge"],
  "medication therapy management": ["pharmacology", "medical knowledge"],
  immunizations: ["medical knowledge"],
  phlebotomy: ["medical knowledge"],
  "infection control": ["medical knowledge", "safety"],
  "software installation": ["installation"],
  "electrical wiring": ["installation"],
  "conduit bending": ["installation"],
  "fire alarm systems": ["installation"],
  hvac: ["installation", "equipment repair", "mechanical skills"],
  plumbing: ["installation", "equipment repair"],
  "diesel engines": ["equipment repair", "mechanical skills"],
  hydraulics: ["mechanical skills"],
  pneumatics: ["mechanical skills"],
  "power tools": ["mechanical skills"],
  welding: ["mechanical skills"],
  machining: ["mechanical skills", "equipment operation"],
  "mechanical engineering": ["mechanical skills"],
  "forklift operation": ["equipment operation"],
  "commercial driving": ["transportation", "equipment operation"],
  "dot regulations": ["transportation", "regulatory compliance"],
  "hours of service": ["transportation", "regulatory compliance"],
  "electronic logging devices": ["transportation"],
  "pre trip inspection": ["transportation", "safety"],
  "load securement": ["transportation", "safety"],
  "route planning": ["transportation"],
  "fleet management": ["transportation"],
  dispatching: ["transportation"],
  logistics: ["transportation"],
  osha: ["safety", "regulatory compliance"],
  "lockout tagout": ["safety"],
  "hazardous materials": ["safety"],
  "loss prevention": ["safety"],
  "first aid": ["safety"],
  cpr: ["safety"],
  "national electrical code": ["regulatory compliance", "safety"],
  hipaa: ["regulatory compliance"],
  "legal research": ["regulatory compliance"],
  litigation: ["regulatory compliance"],
  // Session 21's curated skills of clinics, schools, social work, the law and the trades (review 50).
  "crisis intervention": ["counseling"],
  "crisis prevention": ["counseling"],
  "motivational interviewing": ["counseling", "psychology"],
  "family counseling": ["counseling"],
  "college counseling": ["counseling"],
  "suicide risk assessment": ["counseling", "psychology"],
  "trauma informed care": ["psychology"],
  "psychosocial assessment": ["psychology"],
  "case management": ["customer service"],
  "blood glucose monitoring": ["medical knowledge", "patient care"],
  "catheter care": ["medical knowledge", "patient care"],
  electrocardiography: ["medical knowledge"],
  injections: ["medical knowledge", "medication administration"],
  "manual therapy": ["medical knowledge", "patient care"],
  "therapeutic exercise": ["medical knowledge", "patient care"],
  "gait training": ["patient care"],
  "scaling and root planing": ["medical knowledge", "patient care"],
  "periodontal charting": ["medical knowledge"],
  "local anesthesia": ["medical knowledge"],
  "backflow testing": ["plumbing", "installation"],
  "water heaters": ["plumbing", "installation", "equipment repair"],
  "drain cleaning": ["plumbing", "equipment repair"],
  "plumbing codes": ["plumbing", "regulatory compliance"],
  pex: ["plumbing", "installation"],
  "epa 608": ["hvac", "regulatory compliance"],
  "rooftop units": ["hvac", "equipment repair"],
  "metal fabrication": ["welding", "mechanical skills"],
  "welding symbols": ["welding", "blueprint reading"],
  "fire suppression": ["safety", "public safety"],
  "fire prevention": ["safety", "public safety"],
  "emergency medical technician": ["first aid", "cpr", "patient care", "medical knowledge"],
  "emergency medical services": ["first aid", "patient care"],
  "search and rescue": ["safety", "public safety"],
  "incident command system": ["public safety"],
  "due diligence": ["regulatory compliance"],
  "corporate governance": ["regulatory compliance"],
  "contract drafting": ["regulatory compliance", "legal writing"],
  "securities law": ["regulatory compliance"],
  "mergers and acquisitions": ["finance"],
  "property and casualty insurance": ["insurance"],
  "cross selling": ["sales"],
  "hair coloring": ["customer service"],
  haircutting: ["customer service"],
};

// A cloud provider's service shows the provider: "Amazon Redshift" and "AWS Glue" show AWS, "Azure Functions" Azure,
// "Google Cloud Storage" and "BigQuery" Google Cloud. The knowledge base names about sixty such services.
const PLATFORMS: [RegExp, string[]][] = [
  [/^(?:amazon (?!alexa|kindle|echo|fire|prime|seller|associates)|aws )\S/, ["aws", "amazon web services", "cloud computing", "cloud"]],
  [/^(?:microsoft )?azure \S/, ["azure", "microsoft azure", "cloud computing", "cloud"]],
  [/^(?:google cloud \S|google compute|(?:google )?bigquery$)/, ["google cloud platform", "google cloud", "gcp", "cloud computing", "cloud"]],
];

/** The skill keys a résumé skill's key shows besides itself (one direction only). */
export function impliedKeys(key: string): string[] {
  const listed = IMPLIES[key] ?? [];
  const platform = PLATFORMS.find(([re]) => re.test(key))?.[1] ?? [];
  return platform.length ? [...new Set([...listed, ...platform.filter((k) => k !== key)])] : listed;
}

/**
 * The keys a résumé's skills answer for, each to the résumé's own name: the skill, its family and what it shows
 * (PostgreSQL answers for SQL, Amazon Redshift for AWS); then the knowledge of a degree's field (BSc in Mathematics
 * answers for Mathematics) and of a job title's work (a teacher's, Teaching). A skill's own name wins over another's
 * family or implication. Used wherever a benchmark meets the résumé: dashboard, gap analysis, detailed analysis.
 */
export function shownSkills(
  skills: { name: string }[],
  key: (name: string) => string,
  family: (name: string) => string | undefined,
  degrees: string[] = [],
  titles: string[] = [],
): Map<string, string> {
  const have = new Map<string, string>();
  for (const s of skills) have.set(key(s.name), s.name);
  for (const s of skills) {
    const f = family(s.name);
    for (const k of [...(f ? [key(f)] : []), ...impliedKeys(key(s.name))]) if (!have.has(k)) have.set(k, s.name);
  }
  // A product with its edition or without its vendor: "Workday HCM" answers for Workday, "Westlaw" for Thomson
  // Reuters Westlaw.
  for (const s of skills) for (const name of productNames(s.name)) if (!have.has(key(name))) have.set(key(name), s.name);
  // A degree shows the knowledge of its field: "BSc in Mathematics" answers for Mathematics.
  for (const d of degrees) for (const name of degreeKnowledge(d)) if (!have.has(key(name))) have.set(key(name), d);
  // And a job title the knowledge of its work: "Mathematics Teacher" answers for Teaching.
  for (const t of titles) for (const name of titleKnowledge(t)) if (!have.has(key(name))) have.set(key(name), t);
  return have;
}

/** `shownSkills` of a whole profile: its skills, the fields of its degrees and the work its job titles name. */
export function profileShows(profile: Profile, key: (name: string) => string, family: (name: string) => string | undefined): Map<string, string> {
  return shownSkills(profile.skills, key, family, profile.education.map((e) => e.degree), profile.positions.map((p) => p.title));
}

/** True when one of two skill keys shows the other ("django" and "python"). */
export function related(a: string, b: string): boolean {
  return impliedKeys(a).includes(b) || impliedKeys(b).includes(a);
}
