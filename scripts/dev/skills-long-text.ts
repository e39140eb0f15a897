// How many of a résumé's skills the tagger still finds when 13,000 characters of publications come after it, or
// before it (docs/decisions/0014 and 0045): each fold's lexicon and tagger, as cached by skills-cv.ts, on that fold's
// line-structured dev résumés of 2,500-4,000 characters.
//   npx tsx scripts/dev/skills-long-text.ts --cache /tmp/cvcache17 --tcache lex17 [--max-length 6k|none] [--bias 2000]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeSkills, type SkillsFile } from "~/.server/analysis/knowledge";
import { createSkillExtractor } from "~/.server/analysis/profile/skills";
import { loadTagger, type TaggerFile, type LengthBucket } from "~/.server/analysis/profile/skills-tagger";
import { foldOf, loadLabelled } from "../knowledge/labelled";

const args = process.argv.slice(2);
const opt = (name: string, def: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : def);
const cache = opt("--cache", "/tmp/cvcache17");
const tag = opt("--tcache", "lex17");
const maxLen = opt("--max-length", "6k");
const bias = Number(opt("--bias", "2000"));
const topics = ["coastal sediment transport", "regional labour markets", "urban heat islands", "medieval trade routes", "soil nitrogen cycles", "river delta morphology", "migration of shorebirds", "rural school attendance", "coral reef recovery", "household savings behaviour"];
let pubs = "PUBLICATIONS\n";
for (let i = 0; pubs.length < 13000; i++) pubs += `${["Smith J", "Okafor N", "Larsen P", "Mehta R"][i % 4]}, ${["Doe A", "Chen L", "Rossi M"][i % 3]} (${1995 + (i % 20)}). Notes on ${topics[i % 10]} in the ${["northern", "southern", "eastern", "western"][i % 4]} region, part ${i + 1}. Journal of ${["Regional", "Applied", "Historical"][i % 3]} Studies ${10 + i}(${(i % 4) + 1}): ${100 + i}-${120 + i}.\n`;
const all = loadLabelled();
let alone = 0, after = 0, before = 0;
for (let f = 0; f < 4; f++) {
  const lex = decodeSkills(JSON.parse(readFileSync(join(cache, `k4-f${f}-theta0.35.json`), "utf8")) as SkillsFile);
  const tagger = { ...loadTagger(JSON.parse(readFileSync(join(cache, `tag-${tag}-k4-f${f}.json`), "utf8")) as TaggerFile), bias, maxLength: maxLen === "none" ? undefined : (maxLen as LengthBucket) };
  const extract = createSkillExtractor(lex, tagger);
  const names = (text: string, from: number, to: number) => new Set(extract(text, [{ kind: "other", heading: "", start: 0, end: text.length }]).filter((s) => s.mentions.some((m) => m.start >= from && m.end <= to)).map((s) => s.name));
  for (const l of all.filter((x) => foldOf(x.id, 4) === f && x.text.includes("\n") && x.text.length >= 2500 && x.text.length <= 4000)) {
    const base = names(l.text, 0, l.text.length);
    alone += base.size;
    const a = names(l.text + "\n" + pubs, 0, l.text.length);
    const b = names(pubs + "\n" + l.text, pubs.length + 1, pubs.length + 1 + l.text.length);
    after += [...base].filter((x) => a.has(x)).length;
    before += [...base].filter((x) => b.has(x)).length;
  }
}
console.log(`${tag} ${maxLen}: alone ${alone}, kept with publications after ${after} (${((100 * after) / alone).toFixed(0)}%), before ${before} (${((100 * before) / alone).toFixed(0)}%)`);
