// The evaluation contract (../shared/eval/README.md): one prediction per input line, on stdout.
//   npm run -s eval:predict -- FILE.jsonl                 résumés (text or file lines)
//   npm run -s eval:predict -- --kind ranking FILE.jsonl  job ranking
//   npm run -s eval:predict -- --kind jd-skills FILE.jsonl skills in job descriptions
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";
import { detectFileKind, extractText } from "~/.server/resumes/extract";

type Line = { id: string; text?: string; file?: string; asOf?: string };

function parseArgs(argv: string[]) {
  let kind = "resumes";
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--kind") kind = argv[++i] ?? kind;
    else files.push(argv[i]!);
  }
  if (files.length !== 1) throw new Error("usage: eval-predict [--kind resumes|ranking|jd-skills] FILE.jsonl");
  return { kind, file: resolve(files[0]!) };
}

export async function predictResume(line: Line, baseDir: string) {
  const asOf = line.asOf ?? new Date().toISOString().slice(0, 10);
  let text = line.text ?? "";
  let columns = 1;
  if (line.file) {
    const path = resolve(baseDir, line.file);
    const bytes = new Uint8Array(readFileSync(path));
    const extracted = await extractText(bytes, detectFileKind(bytes, path));
    text = extracted.text;
    columns = extracted.columns;
  }
  const profile = parseProfile(text, { asOf, columns });
  const byCategory = (c: string) => profile.skills.filter((s) => s.category === c).map((s) => s.name);
  return {
    id: line.id,
    skills: { technical: byCategory("technical"), soft: byCategory("soft"), other: byCategory("other") },
    mentions: profile.skills.flatMap((s) => s.mentions.map((m) => ({ start: m.start, end: m.end, skill: s.name, category: s.category }))),
    positions: profile.positions.map((p) => ({ title: p.title, company: p.company, start: p.start, end: p.end })),
    totalYears: totalYears(profile.workRanges),
  };
}

async function main() {
  const { kind, file } = parseArgs(process.argv.slice(2));
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Line);
  for (const line of lines) {
    if (kind !== "resumes") throw new Error(`--kind ${kind} is not available yet`);
    try {
      process.stdout.write(`${JSON.stringify(await predictResume(line, dirname(file)))}\n`);
    } catch (error) {
      // A line that cannot be read is reported and left out (the scorer counts it as empty).
      console.error(`${line.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

await main();
