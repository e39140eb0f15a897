// Measures skill extraction on the dev résumés with the project's scorer, on the whole set or one half.
//   npx tsx scripts/dev/skills-eval.ts [--half a|b] [--errors N] [--gold FILE]
// Half a = even résumé numbers, half b = odd ones (see skills-learn.ts, which learns from one half).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { decodeSkills, knowledge } from "~/.server/analysis/knowledge";
import { loadTagger, type TaggerFile } from "~/.server/analysis/profile/skills-tagger";
import { createSkillExtractor, extractSkills, writtenNames } from "~/.server/analysis/profile/skills";
import { buildSkills, type LearnedAdjustments } from "../knowledge/skills";
import { inHalf } from "./skills-common";

type Line = { id: string; text?: string; gold?: { technical?: string[]; soft?: string[] } };

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const goldPath = opt("--gold") ?? "../shared/eval/dev/resumes.jsonl";
const half = opt("--half");
const showErrors = Number(opt("--errors") ?? 0);

// --learned FILE: build the lexicon in memory with that learned file instead of using the committed knowledge.
// --tagger FILE|none: use that tagger model (none = lexicon matches only).
const learnedPath = opt("--learned");
const taggerPath = opt("--tagger");
const keepSources = opt("--keep-untagged");
const lexicon = learnedPath
  ? decodeSkills(
      buildSkills(resolve(process.env.KNOWLEDGE_DATA_DIR ?? "../shared/data"), learnedPath === "none" ? undefined : (JSON.parse(readFileSync(learnedPath, "utf8")) as LearnedAdjustments)).file,
    )
  : knowledge.skills;
const tagger = taggerPath === undefined ? knowledge.skillTagger : taggerPath === "none" ? null : loadTagger(JSON.parse(readFileSync(taggerPath, "utf8")) as TaggerFile);
if (tagger && opt("--bias")) tagger.bias = Number(opt("--bias"));
const keep = keepSources ? new Set(keepSources.split(",")) : undefined;
const extract =
  learnedPath || taggerPath || keep
    ? createSkillExtractor(lexicon, tagger, keep ? { keepUntagged: (a) => keep.has(a.source) } : {})
    : extractSkills;

const raw = readFileSync(goldPath, "utf8").split("\n").filter((l) => l.trim());
const lines = raw.map((l) => JSON.parse(l) as Line).filter((l) => l.text !== undefined && inHalf(l.id, half));
const goldOut = raw.filter((l) => {
  const o = JSON.parse(l) as Line;
  return o.text !== undefined && inHalf(o.id, half);
});

const preds: string[] = [];
let ms = 0;
const times: number[] = [];
for (const line of lines) {
  const text = line.text!;
  const t0 = performance.now();
  const skills = extract(text, [{ kind: "other", heading: "", start: 0, end: text.length }]);
  const dt = performance.now() - t0;
  ms += dt;
  times.push(dt);
  const by = (c: string) => skills.filter((s) => s.category === c).flatMap((s) => writtenNames(s, text));
  preds.push(
    JSON.stringify({
      id: line.id,
      skills: { technical: by("technical"), soft: by("soft"), other: by("other") },
      mentions: skills.flatMap((s) => s.mentions.map((m) => ({ start: m.start, end: m.end, skill: s.name, category: s.category }))),
    }),
  );
}
writeFileSync("/tmp/skills-pred.jsonl", `${preds.join("\n")}\n`);
writeFileSync("/tmp/skills-gold.jsonl", `${goldOut.join("\n")}\n`);
const json = JSON.parse(
  execFileSync("python3", ["../shared/eval/score.py", "/tmp/skills-gold.jsonl", "/tmp/skills-pred.jsonl", "--kind", "resumes", "--json"], { encoding: "utf8" }),
);
const s = json.skills;
const row = (c: string) => {
  const m = s[c].micro;
  return `${c.padEnd(10)} P ${m.P.toFixed(3)} R ${m.R.toFixed(3)} F1 ${m.F1.toFixed(3)}  (pred ${s[c].pred}, gold ${s[c].gold}, tp ${s[c].tp})`;
};
times.sort((a, b) => a - b);
console.log(`${half ? `half ${half}` : "all"}: ${lines.length} CVs, mean ${(ms / lines.length).toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms`);
for (const c of ["technical", "soft", "all"]) console.log(row(c));
console.log(`type accuracy ${s.typeAccuracy.accuracy}; spans: ${JSON.stringify(s.spans?.micro ?? s.spans ?? null).slice(0, 200)}`);

if (showErrors) {
  // Most frequent false positives and false negatives (normalised strings), by the scorer's matching.
  const norm = (x: string) => x.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, " ").replace(/_/g, " ").trim();
  const words = (x: string) => x.split(" ");
  const contains = (a: string, b: string) => {
    const A = words(a);
    const B = words(b);
    if (B.length > A.length) return false;
    for (let i = 0; i + B.length <= A.length; i++) if (B.every((w, k) => A[i + k] === w)) return true;
    return false;
  };
  const match = (a: string, b: string) => a === b || a.replace(/ /g, "") === b.replace(/ /g, "") || contains(a, b) || contains(b, a);
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  preds.forEach((p, k) => {
    const pred = JSON.parse(p);
    const gold = lines[k]!.gold ?? {};
    if (!gold.technical) return;
    const g = [...new Set([...(gold.technical ?? []), ...(gold.soft ?? [])].map(norm))];
    const ps = [...new Set([...pred.skills.technical, ...pred.skills.soft, ...pred.skills.other].map(norm))];
    for (const x of ps) if (!g.some((y) => match(x, y))) fp.set(x, (fp.get(x) ?? 0) + 1);
    for (const y of g) if (!ps.some((x) => match(x, y))) fn.set(y, (fn.get(y) ?? 0) + 1);
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, showErrors)
      .map(([k, v]) => `${k}:${v}`)
      .join(", ");
  console.log(`\nFALSE POSITIVES ${[...fp.values()].reduce((a, b) => a + b, 0)}: ${top(fp)}`);
  console.log(`\nFALSE NEGATIVES ${[...fn.values()].reduce((a, b) => a + b, 0)}: ${top(fn)}`);
}
