// Derives the word lists of the detailed analysis's rubric from ../shared/data/wordlists into a compact, committed
// JSON file (app/.server/analysis/rubric/wordlists.json), so a fresh clone needs nothing outside the repository.
//
//   npx tsx scripts/derive-rubric.ts [--wordlists ../shared/data/wordlists] [--check]
//
// What it does to the upstream lists (see app/.server/analysis/rubric/README.md for the attributions):
// - action verbs (sangwo, MIT): fixes the typos SOURCE.txt lists ("cod" -> code, "instal" -> install, "rout" -> route,
//   "insure" -> ensure), moves the weak verbs SOURCE.txt names (help, assist, participate...) to a separate list,
//   drops multi-word entries that are not bullet openers ("meet deadlines", "problem solve"...), adds a short list of
//   our own common résumé verbs the list lacks ("ship", "migrate", "deploy"...), and spells out each verb's past
//   tense, past participle, -ing form and third person, so the engine can recognise "Managed" and rewrite
//   "managing" without a stemmer;
// - weasel words (btford, MIT) and corporate speak (proselint, BSD-3-Clause): copied, lower-cased;
// - LinkedIn's overused profile words (secondary reports): grouped by term with the years it was listed.
// `--check` compares with the committed file instead of writing it (exit code 1 when they differ).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "app/.server/analysis/rubric/wordlists.json");

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const WORDLISTS = resolve(ROOT, argValue("--wordlists") ?? "../shared/data/wordlists");

// ---------------------------------------------------------------------------------------------- fixes and additions

/** Typos and stems in the upstream list, as SOURCE.txt lists them. */
const TYPO_FIXES: Record<string, string> = { cod: "code", instal: "install", rout: "route", insure: "ensure" };

/** Verbs SOURCE.txt says a rubric may not want to reward: they say what one took part in, not what one did. */
const WEAK_FROM_LIST = ["help", "assist", "participate", "attend", "learn", "care", "play", "consider", "involve", "handle", "utilize"];

/** Multi-word entries that are phrases rather than bullet openers. "set up" stays ("Set up the CI pipeline"). */
const DROPPED_PHRASES = ["follow through", "meet deadlines", "problem solve", "set goals", "set priorities"];

/** Common résumé openers missing from the upstream list (ours). */
const OUR_VERBS = [
  "architect", "boost", "co-found", "cofound", "deploy", "grow", "halve", "lower", "migrate", "onboard", "prototype",
  "provision", "raise", "rebuild", "refactor", "release", "run", "scale", "ship", "triple", "quadruple", "launch",
  "hold", "bring", "make", "take", "give", "show", "keep", "spend",
];

// ---------------------------------------------------------------------------------------------- inflection

/** Irregular verbs: past tense, past participle. */
const IRREGULAR: Record<string, [string, string]> = {
  begin: ["began", "begun"], bind: ["bound", "bound"], build: ["built", "built"], rebuild: ["rebuilt", "rebuilt"],
  buy: ["bought", "bought"], cut: ["cut", "cut"], draw: ["drew", "drawn"], drive: ["drove", "driven"], lead: ["led", "led"],
  meet: ["met", "met"], oversee: ["oversaw", "overseen"], overcome: ["overcame", "overcome"], rewrite: ["rewrote", "rewritten"],
  sell: ["sold", "sold"], set: ["set", "set"], "set up": ["set up", "set up"], seek: ["sought", "sought"], speak: ["spoke", "spoken"],
  teach: ["taught", "taught"], win: ["won", "won"], write: ["wrote", "written"], run: ["ran", "run"], grow: ["grew", "grown"],
  forecast: ["forecast", "forecast"], hold: ["held", "held"], bring: ["brought", "brought"], make: ["made", "made"],
  take: ["took", "taken"], give: ["gave", "given"], show: ["showed", "shown"], keep: ["kept", "kept"], spend: ["spent", "spent"],
};

/** Verbs of two or more syllables stressed on the last one: the final consonant doubles ("submitted"). */
const DOUBLE_FINAL = new Set(["commit", "control", "submit", "compel", "refer", "prefer", "permit", "transfer", "equip", "admit", "occur", "omit", "patrol", "propel", "program", "excel", "expel", "confer", "acquit", "allot", "debug", "transmit", "diagram", "outfit", "regret", "kidnap"]);

const VOWEL = /[aeiou]/;

function doublesFinal(verb: string) {
  if (DOUBLE_FINAL.has(verb)) return true;
  // One syllable, one vowel, one final consonant (not w, x, y): plan, map, log, ship, scan.
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb);
}

function inflect(base: string): { past: string; participle: string; ing: string; third: string } {
  // Phrasal and prefixed verbs inflect their first word ("set up", "co-author").
  const space = base.indexOf(" ");
  if (space > 0) {
    const head = inflect(base.slice(0, space));
    const tail = base.slice(space);
    return { past: head.past + tail, participle: head.participle + tail, ing: head.ing + tail, third: head.third + tail };
  }
  const hyphen = base.lastIndexOf("-");
  if (hyphen > 0 && !IRREGULAR[base]) {
    const prefix = base.slice(0, hyphen + 1);
    const head = inflect(base.slice(hyphen + 1));
    return { past: prefix + head.past, participle: prefix + head.participle, ing: prefix + head.ing, third: prefix + head.third };
  }
  const irregular = IRREGULAR[base];
  let past: string;
  let ing: string;
  let third: string;
  if (base.endsWith("ie")) {
    past = `${base}d`;
    ing = `${base.slice(0, -2)}ying`;
  } else if (base.endsWith("ee")) {
    past = `${base}d`;
    ing = `${base}ing`;
  } else if (base.endsWith("e")) {
    past = `${base}d`;
    ing = `${base.slice(0, -1)}ing`;
  } else if (/[^aeiou]y$/.test(base)) {
    past = `${base.slice(0, -1)}ied`;
    ing = `${base}ing`;
  } else if (doublesFinal(base)) {
    const last = base.slice(-1);
    past = `${base}${last}ed`;
    ing = `${base}${last}ing`;
  } else {
    past = `${base}ed`;
    ing = `${base}ing`;
  }
  if (/[^aeiou]y$/.test(base)) third = `${base.slice(0, -1)}ies`;
  else if (/(s|sh|ch|x|z)$/.test(base)) third = `${base}es`;
  else third = `${base}s`;
  if (!VOWEL.test(base)) throw new Error(`not a verb: ${base}`);
  return { past: irregular?.[0] ?? past, participle: irregular?.[1] ?? past, ing, third };
}

// ---------------------------------------------------------------------------------------------- read and write

type VerbEntry = [base: string, past: string, participle: string, ing: string, third: string, source: "sangwo" | "ours"];

function readLines(file: string) {
  return readFileSync(join(WORDLISTS, file), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

function derive() {
  const grouped = JSON.parse(readFileSync(join(WORDLISTS, "action_verbs_sangwo.json"), "utf8")) as Record<string, string[]>;
  const upstream = Object.keys(grouped)
    .sort()
    .flatMap((k) => grouped[k]!)
    .map((v) => v.trim().toLowerCase());
  const verbs = new Map<string, VerbEntry>();
  const weak = new Set<string>();
  const fixes: string[] = [];
  for (const raw of upstream) {
    const v = TYPO_FIXES[raw] ?? raw;
    if (v !== raw) fixes.push(`${raw} -> ${v}`);
    if (DROPPED_PHRASES.includes(v)) continue;
    if (WEAK_FROM_LIST.includes(v)) {
      weak.add(v);
      continue;
    }
    const f = inflect(v);
    verbs.set(v, [v, f.past, f.participle, f.ing, f.third, "sangwo"]);
  }
  for (const v of OUR_VERBS) {
    if (verbs.has(v)) continue;
    const f = inflect(v);
    verbs.set(v, [v, f.past, f.participle, f.ing, f.third, "ours"]);
  }
  const weakVerbs = [...weak].sort().map((v) => {
    const f = inflect(v);
    return [v, f.past, f.participle, f.ing, f.third] as const;
  });

  const weasel = [...new Set(readLines("weasel_words_btford.txt").map((w) => w.toLowerCase()))];
  const corporate = [...new Set(readLines("corporate_speak_proselint.txt").map((w) => w.toLowerCase()))];

  const buzz = new Map<string, { term: string; years: number[]; ranks: number[] }>();
  for (const line of readLines("linkedin_overused_buzzwords.tsv")) {
    const [year, rank, term] = line.split("\t");
    if (!year || !rank || !term || !/^\d{4}$/.test(year)) continue;
    const key = term.toLowerCase();
    const entry = buzz.get(key) ?? { term: key, years: [], ranks: [] };
    entry.years.push(Number(year));
    entry.ranks.push(Number(rank));
    buzz.set(key, entry);
  }

  return {
    about:
      "Derived by scripts/derive-rubric.ts from ../shared/data/wordlists; attributions in app/.server/analysis/rubric/README.md. Do not edit by hand.",
    sources: {
      actionVerbs: "github.com/sangwo/action-verbs-thesaurus action_verb_list.json @ eaa74463 (MIT, (c) 2020 sangwo), typos fixed; entries marked 'ours' added",
      weasel: "github.com/btford/weasel-words weasel.js @ 1032b0c5 (MIT, (c) 2014 Brian Ford)",
      corporateSpeak: "github.com/amperser/proselint proselint/checks/corporate_speak/misc.py @ 06b97f66 (BSD-3-Clause, (c) 2014-2015 Jordan Suchow, Michael Pacer, Lara A. Ross)",
      buzzwords: "LinkedIn's annual most-overused profile words 2010-2017, from secondary reports (facts; see linkedin_overused_buzzwords.tsv)",
    },
    fixes,
    /** [base, past, past participle, -ing, third person, source] */
    verbs: [...verbs.values()].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    /** [base, past, past participle, -ing, third person]: verbs that say one took part, not what one did. */
    weakVerbs,
    weasel,
    corporateSpeak: corporate,
    buzzwords: [...buzz.values()].sort((a, b) => (a.term < b.term ? -1 : 1)),
  };
}

const json = `${JSON.stringify(derive(), null, 0)
  .replace(/\],\[/g, "],\n[")
  .replace(/\},\{/g, "},\n{")}\n`;
if (args.includes("--check")) {
  const current = readFileSync(OUT, "utf8");
  if (current !== json) {
    console.error(`${OUT} is out of date: run npx tsx scripts/derive-rubric.ts`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date`);
} else {
  writeFileSync(OUT, json);
  console.log(`wrote ${OUT} (${json.length} bytes)`);
}
