// Builds occupations.json (O*NET 29.3) and wages.json (BLS OEWS May 2024).
import type { OccupationsFile, WagesFile } from "~/.server/analysis/knowledge/types";
import { readCsv, readTsv } from "./read";
import { commonWords, type BuiltLexicon } from "./skills";

/**
 * Titles O*NET files elsewhere than the work they name today. "Product Designer" is listed only under Commercial and
 * Industrial Designers and Mechanical Drafters; in software it names a UI/UX designer, so Web and Digital Interface
 * Designers lists it too, and the résumé's skills (Figma and HTML, or SolidWorks and AutoCAD) decide between them.
 */
const EXTRA_TITLES: [code: string, title: string][] = [
  ["15-1255.00", "Product Designer"],
  // A consulting firm's "Engagement Manager" runs a consulting engagement, not community engagement. (A bare
  // "Consultant" is left to the skills: an SAP or Java consultant is no management analyst.)
  ["13-1111.00", "Engagement Manager"],
];

/**
 * O*NET skill, knowledge and work style descriptors that a résumé can show, mapped to canonical skills of the lexicon.
 * Descriptors mapped to null are kept with their importances but have no résumé keyword.
 */
export const ELEMENT_SKILLS: Record<string, string | null> = {
  "Reading Comprehension": null,
  "Active Listening": "Active listening",
  Writing: "Written communication",
  Speaking: "Verbal communication",
  Mathematics: "Mathematics",
  Science: null,
  "Critical Thinking": "Critical thinking",
  "Active Learning": "Quick learner",
  "Learning Strategies": null,
  Monitoring: null,
  "Social Perceptiveness": "Emotional intelligence",
  Coordination: "Teamwork",
  Persuasion: "Persuasion",
  Negotiation: "Negotiation",
  Instructing: "Mentoring",
  "Service Orientation": "Customer service",
  "Complex Problem Solving": "Problem solving",
  "Operations Analysis": "Requirements analysis",
  "Technology Design": null,
  "Equipment Selection": null,
  Installation: "Installation",
  Programming: "Programming",
  "Operations Monitoring": null,
  "Operation and Control": "Equipment operation",
  "Equipment Maintenance": "Equipment maintenance",
  Troubleshooting: "Troubleshooting",
  Repairing: "Equipment repair",
  "Quality Control Analysis": "Quality control",
  "Judgment and Decision Making": "Decision making",
  "Systems Analysis": "Systems analysis",
  "Systems Evaluation": null,
  "Time Management": "Time management",
  "Management of Financial Resources": "Budgeting",
  "Management of Material Resources": "Inventory management",
  "Management of Personnel Resources": "Team management",
  // Knowledge
  "Administration and Management": "Business management",
  Administrative: "Administrative support",
  "Economics and Accounting": "Accounting",
  "Sales and Marketing": "Marketing",
  "Customer and Personal Service": "Customer service",
  "Personnel and Human Resources": "Human resources",
  "Production and Processing": null,
  "Food Production": "Food production",
  "Computers and Electronics": null,
  "Engineering and Technology": null,
  Design: null,
  "Building and Construction": "Construction",
  Mechanical: "Mechanical skills",
  Physics: "Physics",
  Chemistry: "Chemistry",
  Biology: "Biology",
  Psychology: "Psychology",
  "Sociology and Anthropology": null,
  Geography: null,
  "Medicine and Dentistry": "Medical knowledge",
  "Therapy and Counseling": "Counseling",
  "Education and Training": "Teaching",
  "English Language": null,
  "Foreign Language": null,
  "Fine Arts": null,
  "History and Archeology": null,
  "Philosophy and Theology": null,
  "Public Safety and Security": "Safety",
  "Law and Government": "Regulatory compliance",
  Telecommunications: "Telecommunications",
  "Communications and Media": null,
  Transportation: "Transportation",
  // Work styles. Those a résumé can only claim with a cliché ("hard-working", "results-oriented", "innovative":
  // the rubric flags them) have no keyword.
  "Achievement/Effort": null,
  Persistence: null,
  Initiative: "Initiative",
  Leadership: "Leadership",
  Cooperation: "Teamwork",
  "Concern for Others": "Empathy",
  "Social Orientation": "Interpersonal skills",
  "Self-Control": null,
  "Stress Tolerance": "Stress management",
  "Adaptability/Flexibility": "Adaptability",
  Dependability: "Reliable",
  "Attention to Detail": "Attention to detail",
  Integrity: "Integrity",
  Independence: "Work independently",
  Innovation: null,
  "Analytical Thinking": "Analytical skills",
};

const num = (s: string | undefined) => (s === undefined || s === "" ? NaN : Number(s));

export function buildOccupations(dataDir: string, lexicon: BuiltLexicon): OccupationsFile {
  const onet = `${dataDir}/onet-29.3`;
  const occRows = readTsv(`${onet}/Occupation Data.txt`).sort((a, b) => (a["O*NET-SOC Code"]! < b["O*NET-SOC Code"]! ? -1 : 1));
  const index = new Map<string, number>();
  occRows.forEach((r, i) => index.set(r["O*NET-SOC Code"]!, i));
  const zones = new Map(readTsv(`${onet}/Job Zones.txt`).map((r) => [r["O*NET-SOC Code"]!, Number(r["Job Zone"])]));
  const occupations: OccupationsFile["occupations"] = occRows.map((r) => [
    r["O*NET-SOC Code"]!,
    r.Title!,
    zones.get(r["O*NET-SOC Code"]!) ?? 0,
    r.Description!,
  ]);

  // Titles: alternate titles (and their short forms) and the titles incumbents reported, each with the number of
  // sources O*NET found it in (a reported title counts as one): a title many sources use for one occupation and one
  // source for another ("Data Engineer") names the first more surely.
  const titleMaps = occRows.map(() => new Map<string, number>());
  const addTitle = (i: number, title: string, sources: number) => {
    const m = titleMaps[i]!;
    if (title) m.set(title, Math.max(m.get(title) ?? 0, sources));
  };
  for (const r of readTsv(`${onet}/Alternate Titles.txt`)) {
    const i = index.get(r["O*NET-SOC Code"]!);
    if (i === undefined) continue;
    const sources = r["Source(s)"]!.split(",").filter((x) => x.trim()).length || 1;
    addTitle(i, r["Alternate Title"]!.trim(), sources);
    if (r["Short Title"]?.trim()) addTitle(i, r["Short Title"].trim(), sources);
  }
  for (const r of readTsv(`${onet}/Sample of Reported Titles.txt`)) {
    const i = index.get(r["O*NET-SOC Code"]!);
    if (i !== undefined) addTitle(i, r["Reported Job Title"]!.trim(), 1);
  }
  // An extra title is as sure as the surest occupation O*NET files it under: the skills decide between them.
  for (const [code, title] of EXTRA_TITLES) addTitle(index.get(code)!, title, Math.max(1, ...titleMaps.map((m) => m.get(title) ?? 0)));
  const titleRows = titleMaps.map((m, i) => [...m.entries()].filter(([t]) => t !== occupations[i]![1]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
  const titles = titleRows.map((rows) => rows.map(([t]) => t));
  const titleSources = titleRows.map((rows) => rows.map(([, n]) => n));

  // Technology skills with Hot Technology / In Demand flags, one row per skill (flags merged over examples).
  // Generic examples ("Web browser software", "Spreadsheet software") are kinds of software, not keywords: flag 4.
  const common = commonWords(dataDir);
  const generic = (example: string) => {
    const m = /^(.*) software$/.exec(example);
    if (!m || /[A-Z]/.test(m[1]!.slice(1))) return false;
    return m[1]!.toLowerCase().split(/\s+/).every((w) => common.has(w) || w === "and");
  };
  const tech = occRows.map(() => new Map<number, { flags: number; example: string; kind: string }>());
  for (const r of readTsv(`${onet}/Technology Skills.txt`)) {
    const i = index.get(r["O*NET-SOC Code"]!);
    const skill = lexicon.onetExampleSkill.get(r.Example!);
    if (i === undefined || skill === undefined) continue;
    const flags = (r["Hot Technology"] === "Y" ? 1 : 0) | (r["In Demand"] === "Y" ? 2 : 0) | (generic(r.Example!) ? 4 : 0);
    const prev = tech[i]!.get(skill);
    if (prev) prev.flags |= flags;
    else tech[i]!.set(skill, { flags, example: r.Example!, kind: r["Commodity Title"]! });
  }
  // O*NET's own example names, stored once and referred to by index.
  const examples = [...new Set(tech.flatMap((m) => [...m.values()].map((v) => v.example)))].sort();
  const exampleIndex = new Map(examples.map((e, i) => [e, i]));
  const ordered = tech.map((m) => [...m.entries()].sort((a, b) => b[1].flags - a[1].flags || a[0] - b[0]));
  const technology = ordered.map((rows) =>
    rows.map(([skill, { flags, example }]) =>
      lexicon.file.skills[skill]![0] === example ? ([skill, flags] as [number, number]) : ([skill, flags, exampleIndex.get(example)!] as [number, number, number]),
    ),
  );
  // The kind of software each technology is (O*NET's UNSPSC commodity: "Medical software"), stored once.
  const kinds = [...new Set(ordered.flatMap((rows) => rows.map(([, v]) => v.kind)))].sort();
  const kindIndex = new Map(kinds.map((k, i) => [k, i]));
  const technologyKinds = ordered.map((rows) => rows.map(([, v]) => kindIndex.get(v.kind)!));

  // Skills, knowledge and work styles importances (scale IM, 1-5).
  const elements: OccupationsFile["elements"] = [];
  const elementIndex = new Map<string, number>();
  const importance = occRows.map(() => [] as number[]);
  for (const [file, kind] of [
    ["Skills.txt", "s"],
    ["Knowledge.txt", "k"],
    ["Work Styles.txt", "w"],
  ] as const) {
    for (const r of readTsv(`${onet}/${file}`)) {
      if (r["Scale ID"] !== "IM") continue;
      const id = r["Element ID"]!;
      let e = elementIndex.get(id);
      if (e === undefined) {
        e = elements.length;
        elementIndex.set(id, e);
        const mapped = ELEMENT_SKILLS[r["Element Name"]!];
        const skill = mapped ? lexicon.nameToId(mapped) : undefined;
        if (mapped && skill === undefined) throw new Error(`O*NET element ${r["Element Name"]} maps to unknown skill ${mapped}`);
        elements.push([id, r["Element Name"]!, kind, skill ?? -1]);
      }
      const i = index.get(r["O*NET-SOC Code"]!);
      if (i !== undefined) importance[i]![e] = Math.round(num(r["Data Value"]) * 100);
    }
  }
  const dense = importance.map((row) => elements.map((_, e) => row[e] ?? 0));

  // Related occupations, in O*NET's order (Primary-Short, Primary-Long, Supplemental; then Index).
  const tierRank: Record<string, number> = { "Primary-Short": 0, "Primary-Long": 1, Supplemental: 2 };
  const rel = occRows.map(() => [] as { to: number; rank: number; idx: number }[]);
  for (const r of readTsv(`${onet}/Related Occupations.txt`)) {
    const i = index.get(r["O*NET-SOC Code"]!);
    const j = index.get(r["Related O*NET-SOC Code"]!);
    if (i === undefined || j === undefined) continue;
    rel[i]!.push({ to: j, rank: tierRank[r["Relatedness Tier"]!] ?? 3, idx: Number(r.Index) });
  }
  const related = rel.map((list) => list.sort((a, b) => a.rank - b.rank || a.idx - b.idx).map((x) => x.to));

  return { format: 1, source: "O*NET 29.3 Database (USDOL/ETA), CC BY 4.0, modified", occupations, titles, titleSources, examples, technology, kinds, technologyKinds, elements, importance: dense, related };
}

export function buildWages(dataDir: string): WagesFile {
  const wages: WagesFile["wages"] = {};
  const value = (s: string | undefined): [number | null, boolean] => {
    if (!s || s === "*" || s === "**") return [null, false];
    if (s === "#") return [239200, true];
    const n = Number(s.replace(/,/g, ""));
    return Number.isFinite(n) ? [n, false] : [null, false];
  };
  for (const r of readCsv(`${dataDir}/bls-oews-2024/national_M2024_dl.csv`)) {
    if (r.O_GROUP !== "detailed" && r.O_GROUP !== "broad") continue;
    const code = r.OCC_CODE!;
    if (wages[code] && r.O_GROUP === "broad") continue;
    let capped = false;
    const v = (k: string) => {
      const [n, c] = value(r[k]);
      capped ||= c;
      return n;
    };
    wages[code] = [r.OCC_TITLE!, v("A_PCT10"), v("A_PCT25"), v("A_MEDIAN"), v("A_PCT75"), v("A_PCT90"), value(r.TOT_EMP)[0], capped];
  }
  return { format: 1, source: "U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024", wages };
}
