// Learns from labelled résumés which aliases of the lexicon the annotators count as skills, and mines recurring
// labelled skills missing from the reference lists (the result is scripts/knowledge/curated/learned.json).
//
// What is learned, and why it should carry over to unseen résumés:
// - per alias (phrase key) and context (whole list item or running prose): in how many résumés it matched and in
//   how many of those the skill is labelled. An alias is kept where its smoothed rate reaches theta, kept only as
//   a list item where only list matches do, and dropped otherwise. Rates are smoothed towards the rate of the
//   alias's class (its source list, one word or several), so one résumé decides little.
// - per class, the same decision for the aliases no résumé showed (most of the lexicon).
// - mined skills: labelled strings found in at least `minCvs` different résumés and not yet in the lexicon.
import { decodeSkills } from "~/.server/analysis/knowledge";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { phraseKey } from "~/.server/analysis/profile/skills-tokenize";
import { STOP_LIST } from "./curated/technical";
import { goldMatches, norm, type LabelledLine } from "./labelled";
import { aliasClass, buildSkills, type Decision, type LearnedAdjustments } from "./skills";

export type LearnOptions = { theta?: number; minCvs?: number; alpha?: number; log?: (s: string) => void };

export function learnAdjustments(train: LabelledLine[], dataDir: string, opts: LearnOptions = {}): LearnedAdjustments {
  const theta = opts.theta ?? 0.35;
  const minCvs = opts.minCvs ?? 2;
  const alpha = opts.alpha ?? 2;
  const log = opts.log ?? (() => {});
  const stop = new Set(STOP_LIST.split(/\s+/).filter(Boolean));

  // 1. Mine recurring labelled skills that no alias covers yet.
  const base = buildSkills(dataDir, { aliases: {}, classes: {}, mined: [] });
  const known = new Set(base.file.aliases.map((a) => a[0]));
  type Mined = { cvs: Set<string>; surfaces: Map<string, number>; soft: number; technical: number };
  const mined = new Map<string, Mined>();
  for (const l of train) {
    for (const cat of ["technical", "soft"] as const) {
      for (const s of l.gold[cat] ?? []) {
        const key = phraseKey(s);
        if (!key || known.has(key) || known.has(key.replace(/ /g, ""))) continue;
        const toks = key.split(" ");
        if (toks.length > 4 || toks.every((t) => stop.has(t)) || key.length < 2 || /^[\d\s.]+$/.test(key)) continue;
        let m = mined.get(key);
        if (!m) mined.set(key, (m = { cvs: new Set(), surfaces: new Map(), soft: 0, technical: 0 }));
        m.cvs.add(l.id);
        m.surfaces.set(s.trim(), (m.surfaces.get(s.trim()) ?? 0) + 1);
        m[cat]++;
      }
    }
  }
  const minedList: LearnedAdjustments["mined"] = [...mined.entries()]
    .filter(([, m]) => m.cvs.size >= minCvs)
    .map(([, m]) => {
      const surfaces = [...m.surfaces.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([s]) => s);
      const name = shownName(surfaces);
      return { name, category: m.soft > m.technical ? ("soft" as const) : ("technical" as const), aliases: surfaces.filter((s) => s !== name) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));

  // 2. Match the training résumés with everything (mined included, nothing dropped) and count.
  const full = buildSkills(dataDir, { aliases: {}, classes: {}, mined: minedList });
  const lexicon = decodeSkills(full.file);
  const matcher = createSkillMatcher(lexicon.aliases);
  type Count = { n: number; g: number };
  const stats = new Map<string, { list: Count; prose: Count }>();
  for (const l of train) {
    const gold = [...(l.gold.technical ?? []), ...(l.gold.soft ?? [])].map(norm);
    const seen = new Set<string>();
    for (const m of matcher.match(l.text)) {
      const key = lexicon.aliases[m.alias]!.key;
      const ctx = m.listItem ? "list" : "prose";
      const id = `${key}\u0000${ctx}`;
      if (seen.has(id)) continue;
      seen.add(id);
      let s = stats.get(key);
      if (!s) stats.set(key, (s = { list: { n: 0, g: 0 }, prose: { n: 0, g: 0 } }));
      s[ctx].n++;
      if (goldMatches(norm(lexicon.skills[m.skill]!.name), gold)) s[ctx].g++;
    }
  }

  // 3. Class rates, then decisions.
  const classOf = (key: string) => aliasClass(full.aliasSource.get(key) ?? "esco", key);
  const classStats = new Map<string, { list: Count; prose: Count }>();
  for (const [key, s] of stats) {
    const c = classOf(key);
    let cs = classStats.get(c);
    if (!cs) classStats.set(c, (cs = { list: { n: 0, g: 0 }, prose: { n: 0, g: 0 } }));
    for (const ctx of ["list", "prose"] as const) {
      cs[ctx].n += s[ctx].n;
      cs[ctx].g += s[ctx].g;
    }
  }
  const rate = (c: Count, prior: number) => (c.g + alpha * prior) / (c.n + alpha);
  const classes: Record<string, Decision> = {};
  const priors = new Map<string, { list: number; prose: number }>();
  for (const [c, cs] of [...classStats.entries()].sort()) {
    const list = cs.list.n ? cs.list.g / cs.list.n : 0;
    const prose = cs.prose.n ? cs.prose.g / cs.prose.n : 0;
    priors.set(c, { list: Math.max(list, prose), prose });
    classes[c] = prose >= theta ? "keep" : Math.max(list, prose) >= theta ? "list" : "drop";
    log(`class ${c.padEnd(16)} list ${cs.list.g}/${cs.list.n} prose ${cs.prose.g}/${cs.prose.n} -> ${classes[c]}`);
  }
  const aliases: Record<string, Decision> = {};
  for (const [key, s] of [...stats.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const p = priors.get(classOf(key)) ?? { list: 0.3, prose: 0.3 };
    const prose = rate(s.prose, p.prose);
    // Being right in prose is evidence for lists too.
    const list = rate({ n: s.list.n + s.prose.n, g: s.list.g + s.prose.g }, p.list);
    const listOnly = rate(s.list, p.list);
    aliases[key] = prose >= theta ? "keep" : (s.list.n ? listOnly : list) >= theta ? "list" : "drop";
  }
  const count = (d: Decision) => Object.values(aliases).filter((x) => x === d).length;
  log(`${train.length} résumés: ${stats.size} aliases seen: keep ${count("keep")}, list ${count("list")}, drop ${count("drop")}; ${minedList.length} mined skills`);
  return { aliases, classes, mined: minedList };
}

/** The surface a mined skill is shown by: the most frequent, except that a phrase of several words typed in capitals
 * ("SQL SERVER 7", "WIN RUNNER") gives way to the same words in the résumés' own mixed case; one capitalised word
 * (TIBCO, VLAN) stays as it is. */
export function shownName(surfaces: string[]): string {
  const top = surfaces[0]!;
  if (!/\s/.test(top) || top !== top.toUpperCase()) return top;
  return surfaces.find((s) => s !== top && s.toLowerCase() === top.toLowerCase() && s !== s.toUpperCase()) ?? top;
}
