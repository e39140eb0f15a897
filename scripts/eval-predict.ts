// The evaluation contract (../shared/eval/README.md): one prediction per input line, on stdout.
//   npm run -s eval:predict -- FILE.jsonl                 résumés (text or file lines)
//   npm run -s eval:predict -- --kind ranking FILE.jsonl  job ranking
//   npm run -s eval:predict -- --kind jd-skills FILE.jsonl skills in job descriptions
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { analyzeJobDescription } from "~/.server/analysis/engines/job-description";
import { compareWithJobDetailed } from "~/.server/analysis/engines/job-comparison";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";
import { writtenNames } from "~/.server/analysis/profile/skills";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import type { Profile } from "~/lib/schemas/profile";

type Line = { id: string; text?: string; file?: string; asOf?: string };
type RankingLine = { id: string; jobDescription?: string; jobFile?: string; candidates?: string[] };

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

/** The text of a line given as text or as a file (PDF, DOCX, DOC, TXT) relative to the JSONL's folder. */
async function readLineText(text: string | undefined, file: string | undefined, baseDir: string) {
  if (!file) return { text: text ?? "", columns: 1, links: [] };
  const path = resolve(baseDir, file);
  const bytes = new Uint8Array(readFileSync(path));
  const extracted = await extractText(bytes, detectFileKind(bytes, path));
  return { text: extracted.text, columns: extracted.columns, links: extracted.links };
}

async function readProfile(line: Line, baseDir: string): Promise<Profile> {
  return (await readProfileAndText(line, baseDir)).profile;
}

async function readProfileAndText(line: Line, baseDir: string) {
  const asOf = line.asOf ?? new Date().toISOString().slice(0, 10);
  const { text, columns, links } = await readLineText(line.text, line.file, baseDir);
  return { text, profile: parseProfile(text, { asOf, columns, links }) };
}

export async function predictResume(line: Line, baseDir: string) {
  const { profile, text } = await readProfileAndText(line, baseDir);
  const cp = codePointOffsets(text);
  // Each skill as the résumé spells it ("AWS" and "Amazon Web Services"): the gold keeps the text's spellings.
  const byCategory = (c: string) => profile.skills.filter((s) => s.category === c).flatMap((s) => writtenNames(s, text));
  return {
    id: line.id,
    skills: { technical: byCategory("technical"), soft: byCategory("soft"), other: byCategory("other") },
    mentions: profile.skills.flatMap((s) => s.mentions.map((m) => ({ start: cp(m.start), end: cp(m.end), skill: s.name, category: s.category }))),
    // The format dates every position ("start": "YYYY-MM"); roles written without dates are left out.
    positions: profile.positions.filter((p) => p.start).map((p) => ({ title: p.title, company: p.company, start: p.start, end: p.end })),
    totalYears: totalYears(profile.workRanges),
  };
}

/** UTF-16 offset -> Unicode code point offset (the evaluation counts code points). */
function codePointOffsets(text: string): (offset: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (o) => o;
  const map = new Uint32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    map[i] = cp;
    const c = text.charCodeAt(i);
    if (!(c >= 0xd800 && c <= 0xdbff && i + 1 < text.length)) cp++;
  }
  map[text.length] = cp;
  return (o) => map[Math.min(o, text.length)]!;
}

/**
 * Skills in a job description: every skill the JD parser found, technical ones named as the posting first writes
 * them ("REST APIs", not the knowledge base's "REST": the gold keeps the text's form), with its mentions (offsets
 * into the given text).
 */
export function predictJobSkills(line: Line) {
  const text = line.text ?? "";
  const analysis = analyzeJobDescription(text);
  const cp = codePointOffsets(text);
  const written = (s: (typeof analysis.skills)[number]) => {
    const first = s.mentions[0]?.text.replace(/\s+/g, " ").replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}+#)]+$/gu, "");
    // Soft skills keep the canonical name: their mentions carry adjectives ("Excellent communication").
    return s.known && s.category === "technical" && first && first.length <= 40 ? first : s.name;
  };
  const byCategory = (c: string) => {
    // One name per normalised spelling ("Teaching" and "TEACHING" are one skill).
    const seen = new Set<string>();
    return analysis.skills
      .filter((s) => s.category === c)
      .map(written)
      .filter((n) => !seen.has(n.toLowerCase()) && !!seen.add(n.toLowerCase()));
  };
  return {
    id: line.id,
    skills: { technical: byCategory("technical"), soft: byCategory("soft"), other: byCategory("other") },
    mentions: analysis.skills
      .flatMap((s) => s.mentions.map((m) => ({ start: cp(m.start), end: cp(m.end), skill: s.name, category: s.category })))
      .sort((a, b) => a.start - b.start || a.end - b.end),
  };
}

/**
 * Ranking: each candidate's overall fit for the job. Capped fits tie by design (a missing must-have caps the fit
 * at 59/49/39), so the uncapped fit breaks ties: score = overallFit + (rawFit - overallFit) / 1000, which stays in
 * 0-100, moves a score by less than 0.1 and never reorders different overall fits.
 */
async function predictRanking(line: RankingLine, baseDir: string, profiles: Map<string, Profile | null>, resumes: Map<string, Line>) {
  const { text } = await readLineText(line.jobDescription, line.jobFile, baseDir);
  const scores: Record<string, number> = {};
  for (const id of line.candidates ?? []) {
    if (!profiles.has(id)) {
      const resume = resumes.get(id);
      let profile: Profile | null = null;
      if (resume) {
        try {
          profile = await readProfile(resume, baseDir);
        } catch (error) {
          console.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      } else console.error(`${line.id}: candidate ${id} is not in resumes.jsonl`);
      profiles.set(id, profile);
    }
    const profile = profiles.get(id);
    if (!profile) continue;
    const { comparison, rawFit } = compareWithJobDetailed({ profile, jobDescription: text });
    scores[id] = Math.round((comparison.overallFit + (rawFit - comparison.overallFit) / 1000) * 10000) / 10000;
  }
  return { id: line.id, scores };
}

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

async function main() {
  const { kind, file } = parseArgs(process.argv.slice(2));
  const baseDir = dirname(file);
  if (kind !== "resumes" && kind !== "ranking" && kind !== "jd-skills") throw new Error(`unknown --kind ${kind}`);
  const lines = readJsonl<Line & RankingLine>(file);
  // Ranking candidates are the résumés of resumes.jsonl beside the file, each parsed once.
  const resumesPath = resolve(baseDir, "resumes.jsonl");
  const resumes = new Map<string, Line>();
  if (kind === "ranking") {
    if (!existsSync(resumesPath)) throw new Error(`--kind ranking needs resumes.jsonl beside ${file}`);
    for (const r of readJsonl<Line>(resumesPath)) resumes.set(r.id, r);
  }
  const profiles = new Map<string, Profile | null>();
  for (const line of lines) {
    try {
      const prediction =
        kind === "resumes" ? await predictResume(line, baseDir) : kind === "jd-skills" ? predictJobSkills(line) : await predictRanking(line, baseDir, profiles, resumes);
      process.stdout.write(`${JSON.stringify(prediction)}\n`);
    } catch (error) {
      // A line that cannot be read is reported and left out (the scorer counts it as empty).
      console.error(`${line.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

await main();
