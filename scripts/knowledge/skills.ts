// Builds the skill lexicon: canonical skills (name, category) and the aliases that find them in text, from the
// curated lists in ./curated and the reference lists under ../shared/data.
import { readFileSync } from "node:fs";
import { phraseKey, tokenize } from "~/.server/analysis/profile/skills-tokenize";
import { ALIAS_FLAGS, type SkillsFile } from "~/.server/analysis/knowledge/types";
import { readCsv, readJson, readTsv } from "./read";
import { EVIDENCE_PHRASES, OTHER_SKILLS, SOFT_FAMILIES } from "./curated/soft-skills";
import { STOP_LIST, TECHNICAL, VENDORS } from "./curated/technical";
import { OCCUPATIONAL } from "./curated/occupational";
import { EXTRA_LANGUAGES, LANGUAGE_ALIASES } from "./curated/languages";

type Category = "technical" | "soft" | "other";
const CAT_CODE = { technical: "t", soft: "s", other: "o" } as const;

export const SOURCE = {
  curated: 1,
  onet: 2,
  linguist: 4,
  topics: 8,
  devicon: 16,
  stackshare: 32,
  academic: 64,
  icons: 128,
  esco: 256,
  mined: 512,
} as const;
type SourceName = keyof typeof SOURCE;

type Skill = { name: string; category: Category; sources: number; group?: number; slug?: boolean };
type Alias = { key: string; skill: number; flags: number; surface?: string; curated: boolean; source: SourceName };

export type Decision = "drop" | "list" | "keep";
/**
 * What was learned from labelled résumés (scripts/dev/skills-learn.ts): per alias (phrase key) whether it is kept,
 * kept only as a whole list item, or dropped; the same per class of alias ("source:1" single word, "source:n"
 * phrase) for aliases the résumés never showed; and recurring skills missing from the reference lists.
 */
export type LearnedAdjustments = {
  aliases: Record<string, Decision>;
  classes: Record<string, Decision>;
  mined: { name: string; category: "technical" | "soft"; aliases: string[] }[];
};

export const aliasClass = (source: string, key: string) => `${source}:${key.includes(" ") ? "n" : "1"}`;

const stopWords = new Set(STOP_LIST.split(/\s+/).filter(Boolean));

/** Words frequent in plain English prose (O*NET task statements and descriptions), lower-cased. */
export function commonWords(dataDir: string): Set<string> {
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const m of text.matchAll(/\b[a-z][a-z'-]*\b/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  };
  for (const row of readTsv(`${dataDir}/onet-29.3/Task Statements.txt`)) add(row.Task ?? "");
  for (const row of readTsv(`${dataDir}/onet-29.3/Occupation Data.txt`)) add(row.Description ?? "");
  for (const row of readCsv(`${dataDir}/esco-1.1/transversalSkillsCollection_en.csv`)) add(`${row.description} ${row.altLabels}`);
  const common = new Set<string>();
  for (const [w, n] of counts) if (n >= 3) common.add(w);
  return common;
}

export class LexiconBuilder {
  skills: Skill[] = [];
  aliases = new Map<string, Alias>();
  private byName = new Map<string, number>();

  constructor(private common: Set<string>, private learned?: LearnedAdjustments) {}

  skillOfKey(key: string): number | undefined {
    return this.aliases.get(key)?.skill;
  }

  /** Finds the skill a primary name belongs to (by key or by key without spaces). */
  find(name: string): number | undefined {
    const key = phraseKey(name);
    if (!key) return undefined;
    const viaName = this.byName.get(key) ?? this.byName.get(key.replace(/ /g, ""));
    if (viaName !== undefined) return viaName;
    return (this.aliases.get(key) ?? this.aliases.get(key.replace(/ /g, "")))?.skill;
  }

  create(name: string, category: Category, source: SourceName): number {
    const id = this.skills.length;
    this.skills.push({ name, category, sources: SOURCE[source], slug: source === "devicon" });
    const key = phraseKey(name);
    if (!this.byName.has(key)) this.byName.set(key, id);
    const compact = key.replace(/ /g, "");
    if (!this.byName.has(compact)) this.byName.set(compact, id);
    return id;
  }

  /**
   * Adds an alias. Curated aliases carry their own flags and bypass the stop-list; aliases from reference lists
   * are checked: stop words, single letters and numbers are dropped, everyday English words and two-letter
   * abbreviations only match when capitalised and written as a list item.
   */
  alias(skill: number, phrase: string, opts: { curated?: boolean; flags?: number; caseSurface?: string; source?: SourceName } = {}) {
    const key = phraseKey(phrase);
    if (!key) return;
    const curated = !!opts.curated;
    let flags = opts.flags ?? 0;
    const tokens = key.split(" ");
    if (!curated) {
      if (key.length > 60 || tokens.length > 5) return;
      if (tokens.length === 1) {
        if (stopWords.has(key)) return;
        if (/^[0-9.]+$/.test(key) || key.length < 2) return;
        if (key.length === 2) flags |= ALIAS_FLAGS.CASE | ALIAS_FLAGS.LIST;
        else if (this.common.has(key)) flags |= ALIAS_FLAGS.CAP | ALIAS_FLAGS.LIST;
      } else if (tokens.every((t) => this.common.has(t) || stopWords.has(t) || /^[0-9]+$/.test(t))) {
        // "Ant Design", "Open Policy Agent": brand names made of everyday words.
        flags |= ALIAS_FLAGS.CAP;
      }
      if (tokens.every((t) => stopWords.has(t))) return;
    }
    const source = opts.source ?? (curated ? "curated" : "esco");
    if (this.learned) {
      // Curated aliases are never dropped (the benchmarks and the product need them), only reference-list ones.
      const decision = curated ? "keep" : (this.learned.aliases[key] ?? this.learned.classes[aliasClass(source, key)] ?? "keep");
      if (decision === "drop") return;
      if (decision === "list") flags |= ALIAS_FLAGS.LIST;
      if (curated && !(key in this.learned.aliases)) flags |= ALIAS_FLAGS.TRUSTED;
    }
    if (curated && EVIDENCE.has(key)) flags |= ALIAS_FLAGS.TRUSTED;
    // Case-restricted aliases are told apart by their surface ("Ant" and "ANT").
    const mapKey = flags & ALIAS_FLAGS.CASE ? `${key}\u0000${opts.caseSurface ?? phrase}` : key;
    const existing = this.aliases.get(mapKey);
    if (existing) {
      // The first owner keeps an alias; a curated entry may still tighten or loosen its own alias.
      if (existing.skill === skill && curated && !existing.curated) {
        existing.flags = flags;
        existing.curated = true;
        existing.surface = opts.caseSurface;
      }
      return;
    }
    this.aliases.set(mapKey, { key, skill, flags, surface: flags & ALIAS_FLAGS.CASE ? (opts.caseSurface ?? phrase) : undefined, curated, source });
  }

  /**
   * Adds a reference entry: merged into the skill one of its names already denotes, else a new skill named by
   * its first name. Returns the skill id.
   */
  entry(names: string[], aliases: string[], category: Category, source: SourceName): number | undefined {
    const clean = names.map((n) => n.trim()).filter((n) => phraseKey(n));
    if (!clean.length) return undefined;
    let id: number | undefined;
    for (const n of clean) {
      id = this.find(n);
      if (id !== undefined) break;
    }
    if (id === undefined) {
      // A name made only of stop words ("Project") never becomes a skill from a reference list.
      const usable = clean.filter((n) => !phraseKey(n).split(" ").every((t) => stopWords.has(t)));
      if (!usable.length) return undefined;
      id = this.create(usable[0]!, category, source);
    } else {
      const skill = this.skills[id]!;
      skill.sources |= SOURCE[source];
      // A name taken from a slug ("argocd", "kibana") gives way to a later list's written name ("Argo CD").
      const squash = (n: string) => n.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");
      const cased = skill.slug && skill.name === skill.name.toLowerCase() ? clean.find((n) => n !== n.toLowerCase() && squash(n) === squash(skill.name)) : undefined;
      if (cased) {
        skill.name = cased;
        skill.slug = false;
      }
    }
    for (const n of [...clean, ...aliases]) this.alias(id, n, { source });
    return id;
  }

  toFile(): SkillsFile {
    // Only skills that can be found (some alias) are kept; ids are renumbered densely.
    const used = new Set<number>();
    for (const a of this.aliases.values()) used.add(a.skill);
    const remap = (this.remap = new Map<number, number>());
    const skills: SkillsFile["skills"] = [];
    this.skills.forEach((s, i) => {
      if (!used.has(i)) return;
      remap.set(i, skills.length);
      skills.push([DISPLAY_NAMES[s.name] ?? s.name, CAT_CODE[s.category], s.sources]);
    });
    // Families (soft-skill variants) point to their first variant, by new id.
    this.skills.forEach((s, i) => {
      const id = remap.get(i);
      const g = s.group === undefined ? undefined : remap.get(s.group);
      if (id !== undefined && g !== undefined && g !== id) skills[id]!.push(g);
    });
    const sources = Object.keys(SOURCE);
    const aliases: SkillsFile["aliases"] = [...this.aliases.values()]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((a) => {
        const src = sources.indexOf(a.source);
        return a.surface ? [a.key, remap.get(a.skill)!, a.flags, src, a.surface] : [a.key, remap.get(a.skill)!, a.flags, src];
      });
    return { format: 1, skills, sources, aliases };
  }

  private remap = new Map<number, number>();
  /** The id a skill got in the written file (after toFile). */
  remapId(old: number): number | undefined {
    return this.remap.get(old);
  }
}

/** Parses one line of the curated DSL: "Name | alias^ | alias=@". */
function parseCurated(line: string) {
  const parts = line.split("|").map((p) => p.trim());
  const name = parts[0]!;
  const aliases = parts.map((p) => {
    const m = /^(.*?)([\^=@~]*)$/.exec(p)!;
    let flags = 0;
    for (const c of m[2]!) {
      if (c === "^") flags |= ALIAS_FLAGS.CAP;
      if (c === "=") flags |= ALIAS_FLAGS.CASE;
      if (c === "@") flags |= ALIAS_FLAGS.LIST;
      if (c === "~") flags |= ALIAS_FLAGS.NOYEAR;
    }
    return { phrase: m[1]!.trim(), flags };
  });
  // The name stands as an alias unless a later part gives the same words with their own flags.
  const rest = aliases.slice(1).filter((a) => a.phrase);
  const first = aliases[0]!;
  const restKeys = new Set(rest.map((a) => phraseKey(a.phrase)));
  return { name: first.phrase, aliases: restKeys.has(phraseKey(first.phrase)) ? rest : [first, ...rest] };
}

/**
 * Skills whose first list spells them otherwise than their makers and résumés do ("Tensorflow" in Devicon, "Cuda" in
 * Linguist, O*NET's "Adobe XD" left as "XD" once its vendor is stripped). Only the name changes, not the aliases.
 */
const DISPLAY_NAMES: Record<string, string> = { Tensorflow: "TensorFlow", Cuda: "CUDA", argocd: "Argo CD", XD: "Adobe XD", Travis: "Travis CI" };

const ACRONYM = /^[A-Z][A-Z0-9/+#.-]{1,7}$/;
// Everyday words that O*NET task statements use too rarely for `isCommon` but that name nothing without their vendor:
// "Splunk Enterprise" is not "Enterprise", "Microsoft Edge" not "Edge".
const PLAIN_WORDS = new Set(["enterprise", "edge", "domino", "world", "video", "concept", "calendar", "scholar", "rational", "middleware", "navigator", "arena", "central", "maintenance"]);

/** The names an O*NET technology example is known by: "Microsoft Excel" -> Excel; "Structured query language SQL" -> SQL. */
export function onetNames(example: string, isCommon: (word: string) => boolean = () => false): { primary: string[]; aliases: string[] } {
  const base = example.replace(/\s+software$/i, "").trim();
  const words = base.split(/\s+/);
  const last = words[words.length - 1]!;
  const aliases = base !== example ? [example] : [];
  if (words.length >= 3 && ACRONYM.test(last) && /[A-Z]/.test(last) && abbreviates(last, words.slice(0, -1))) {
    // "Hypertext markup language HTML": the acronym names the skill; the spelled-out form is an alias.
    const spelled = words.slice(0, -1).join(" ");
    return { primary: [last], aliases: [...new Set([spelled, stripVendor(spelled), ...aliases])] };
  }
  const stripped = stripVendor(base);
  // "Jenkins CI", "Eclipse IDE", "Spring Framework": the product is found under its usual name first.
  const bare = stripped.replace(/\s+(CI|IDE|Framework|ORM)$/, "");
  // A vendor's product named by an everyday word ("IBM Notes", "Microsoft Paint", "Oracle Inventory") keeps the
  // vendor, and a kind of software named by an adjective ("Statistical software") keeps "software": "Notes" or
  // "Statistical" alone names nothing.
  if (!bare.includes(" ")) {
    if (base !== bare && (isCommon(bare.toLowerCase()) || PLAIN_WORDS.has(bare.toLowerCase()))) return { primary: [base, bare], aliases };
    if (base !== example && /^[A-Z][a-z]+(?:al|ic)$/.test(base)) return { primary: [example, base], aliases };
  }
  return { primary: [...new Set([bare, stripped, base])], aliases };
}

/**
 * Whether an acronym abbreviates the words before it: its letters are initials of those words in order ("Amazon
 * Simple Storage Service S3"), or letters of a lower-case descriptor in order ("Extensible markup language XML").
 * Not a product's edition or module ("Altera Quartus II", "ADP Enterprise HR", "Microsoft Power BI").
 */
function abbreviates(acronym: string, words: string[]): boolean {
  const letters = acronym.toLowerCase().replace(/[^a-z]/g, "");
  const inOrder = (hay: string) => {
    let at = 0;
    for (const c of hay) if (c === letters[at]) at++;
    return at === letters.length;
  };
  if (inOrder(words.map((w) => w[0]!.toLowerCase()).join(""))) return true;
  return words.slice(1).every((w) => w === w.toLowerCase()) && inOrder(words.join(" ").toLowerCase());
}

const vendorsByLength = [...VENDORS].sort((a, b) => b.length - a.length);
export function stripVendor(name: string): string {
  for (const v of vendorsByLength) {
    // "Sage 50 Accounting", "Sage 100 Contractor": a number names nothing without its vendor.
    if (name.startsWith(`${v} `) && name.length > v.length + 2 && !/^\d/.test(name.slice(v.length + 1))) return name.slice(v.length + 1).trim();
  }
  return name;
}

export type BuiltLexicon = {
  file: SkillsFile;
  onetExampleSkill: Map<string, number>;
  nameToId: (name: string) => number | undefined;
  /** Which list each alias came from (for learning). */
  aliasSource: Map<string, string>;
};

const EVIDENCE = new Set(EVIDENCE_PHRASES.map(phraseKey));

export function buildSkills(dataDir: string, learned?: LearnedAdjustments): BuiltLexicon {
  const common = commonWords(dataDir);
  const lx = new LexiconBuilder(common, learned);

  // 1. Curated: technical, soft, other, spoken languages. They own their aliases.
  for (const line of `${TECHNICAL}\n${OCCUPATIONAL}`.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const { name, aliases } = parseCurated(line);
    const id = lx.find(name) ?? lx.create(name, "technical", "curated");
    for (const a of aliases) lx.alias(id, a.phrase, { curated: true, flags: a.flags, caseSurface: a.phrase.toLowerCase() === name.toLowerCase() ? name : a.phrase });
  }
  for (const family of SOFT_FAMILIES.split(/\n\s*\n/).map((f) => f.trim()).filter(Boolean)) {
    let root: number | undefined;
    for (const line of family.split("\n").map((l) => l.trim()).filter(Boolean)) {
      const parts = line.split("|").map((p) => p.trim()).filter(Boolean);
      const id = lx.find(parts[0]!) ?? lx.create(parts[0]!, "soft", "curated");
      root ??= id;
      if (id !== root) lx.skills[id]!.group = root;
      for (const a of parts) lx.alias(id, a, { curated: true });
    }
  }
  for (const s of OTHER_SKILLS) {
    const cat = s.category ?? "soft";
    const id = lx.find(s.name) ?? lx.create(s.name, cat, "curated");
    for (const a of [s.name, ...s.aliases]) lx.alias(id, a, { curated: true, flags: cat === "other" && phraseKey(a).length <= 4 ? ALIAS_FLAGS.CASE : 0, caseSurface: a.toUpperCase() });
  }
  const languageNames = new Set<string>(EXTRA_LANGUAGES);
  for (const row of readCsv(`${dataDir}/esco-1.1/languageSkillsCollection_en.csv`)) {
    const b = row.broaderConceptPT ?? "";
    if (/^[A-Z][a-z]+$/.test(b)) languageNames.add(b);
  }
  for (const lang of [...languageNames].sort()) {
    const id = lx.find(lang) ?? lx.create(lang, "other", "curated");
    lx.alias(id, lang, { curated: true, flags: ALIAS_FLAGS.CAP });
  }
  for (const [lang, aliases] of LANGUAGE_ALIASES) {
    const id = lx.find(lang);
    if (id !== undefined) for (const a of aliases) lx.alias(id, a, { curated: true, flags: /^\p{Lu}/u.test(a) ? ALIAS_FLAGS.CAP : 0 });
  }

  // 2. Mined from labelled résumés (recurring items only; see scripts/dev/skills-learn.ts).
  for (const m of learned?.mined ?? []) {
    const id = lx.find(m.name) ?? lx.create(m.name, m.category, "mined");
    for (const a of [m.name, ...m.aliases]) lx.alias(id, a, { source: "mined" });
  }

  // 3. Programming languages (GitHub Linguist).
  type Linguist = { name: string; type: string; aliases: string[] };
  for (const l of readJson<Linguist[]>(`${dataDir}/skill-lists/linguist_languages_names_aliases.json`)) {
    if (l.type !== "programming" && l.type !== "markup" && l.type !== "data") continue;
    lx.entry([l.name], l.aliases, "technical", "linguist");
  }

  // 4. GitHub Explore topics: display names and aliases (slugs).
  type Topic = { topic: string; display_name: string; aliases: string[] };
  for (const t of readJson<Topic[]>(`${dataDir}/github-explore-topics/topics.json`)) {
    const names = [t.display_name, t.topic?.replace(/-/g, " ")].filter((n): n is string => !!n);
    lx.entry(names, (t.aliases ?? []).map((a) => a.replace(/-/g, " ")), "technical", "topics");
  }

  // 5. O*NET technology examples.
  const onetExampleSkill = new Map<string, number>();
  const tech = readTsv(`${dataDir}/onet-29.3/Technology Skills.txt`);
  for (const example of [...new Set(tech.map((r) => r.Example!))].sort()) {
    const { primary, aliases } = onetNames(example, (w) => common.has(w));
    const id = lx.entry(primary, aliases, "technical", "onet");
    if (id !== undefined) onetExampleSkill.set(example, id);
  }

  // 6. Devicon, Stackshare / academic names, Simple Icons brands.
  type Devicon = { name: string; altnames: string[] };
  for (const d of readJson<Devicon[]>(`${dataDir}/skill-lists/devicon_names_tags.json`)) lx.entry([d.name], d.altnames, "technical", "devicon");
  type Ms = { aliases: string[]; displayNames: string[]; sources: string[] };
  for (const [, v] of Object.entries(readJson<Record<string, Ms>>(`${dataDir}/skill-lists/ms_skills_extractor_names.json`)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const src = v.sources.some((s) => s.startsWith("Stackshare") || s.startsWith("Github")) ? "stackshare" : "academic";
    lx.entry(v.displayNames, v.aliases, "technical", src);
  }
  type Icon = { title: string; aka?: string[] };
  for (const i of readJson<Icon[]>(`${dataDir}/skill-lists/simple_icons_brand_names.json`)) lx.entry([i.title], i.aka ?? [], "technical", "icons");

  // 7. ESCO skill labels (short ones: long verb phrases never appear verbatim in résumés).
  const transversal = readCsv(`${dataDir}/esco-1.1/transversalSkillsCollection_en.csv`);
  for (const row of transversal) {
    const labels = [row.preferredLabel!, ...(row.altLabels ?? "").split("|").map((s) => s.trim())].filter((l) => l && l.split(" ").length <= 3);
    if (labels.length) lx.entry(labels, [], "soft", "esco");
  }
  for (const label of readFileSync(`${dataDir}/esco-1.1/esco_skills_preferred_labels_v1.1.0.txt`, "utf8").split("\n")) {
    const l = label.trim();
    if (!l || tokenize(l).length > 4) continue;
    lx.entry([l], [], "technical", "esco");
  }

  const file = lx.toFile();
  const remapped = new Map<string, number>();
  for (const [ex, id] of onetExampleSkill) {
    const r = lx.remapId(id);
    if (r !== undefined) remapped.set(ex, r);
  }
  const nameToId = (name: string) => {
    const id = lx.find(name);
    return id === undefined ? undefined : lx.remapId(id);
  };
  const aliasSource = new Map([...lx.aliases.values()].map((a) => [a.key, a.source as string]));
  return { file, onetExampleSkill: remapped, nameToId, aliasSource };
}
