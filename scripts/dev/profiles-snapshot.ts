// What the parser reads from every résumé the repository can reach, one compact line each, for comparing a change's
// effect: the dev résumés' texts, the evaluation's files and layouts, the test fixtures and the review corpora.
//   npx tsx scripts/dev/profiles-snapshot.ts > before.jsonl   (change the parser)   ... > after.jsonl
//   npx tsx scripts/dev/profiles-snapshot.ts --diff before.jsonl after.jsonl   (prints each reading that moved)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { MAX_RESUME_CHARS } from "~/.server/resumes/errors";
import { detectFileKind, ExtractionError, extractText } from "~/.server/resumes/extract";
import type { Profile } from "~/lib/schemas/profile";

const AS_OF = "2026-11-01";
const args = process.argv.slice(2);

function summary(profile: Profile) {
  const metrics = computeMetrics(profile, benchmarkFor(profile), { id: "s", resumeId: "s", createdAt: `${AS_OF}T00:00:00.000Z`, asOf: AS_OF });
  const c = profile.contact;
  return {
    contact: [c.name, c.email, c.phone, c.location, c.headline].map((x) => x ?? "").join(" | "),
    sections: profile.sections.filter((s) => s.heading).map((s) => `${s.heading} (${s.kind})`),
    positions: profile.positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start ?? "?"} – ${p.current ? "Present" : (p.end ?? "?")}`),
    education: profile.education.map((e) => `${e.degree} | ${e.institution} | ${e.start ?? ""}–${e.end ?? ""}`),
    certifications: profile.certifications,
    skills: profile.skills.map((s) => `${s.name} (${s.category})`).sort(),
    warnings: profile.warnings.map((w) => w.code),
    metrics: `${metrics.totalExperienceMonths} months | ${metrics.skillCount} skills | KS ${metrics.keywordStrength} | gap ${metrics.gapScore} | ${metrics.explanations.occupation?.title ?? "-"}`,
  };
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if ([".pdf", ".docx", ".doc", ".txt"].includes(extname(name).toLowerCase())) out.push(path);
  }
  return out;
}

async function snapshot() {
  const shared = resolve(process.env.EVAL_DIR ?? "../shared/eval/dev");
  for (const line of readFileSync(join(shared, "resumes.jsonl"), "utf8").split("\n").filter(Boolean)) {
    const { id, text, asOf } = JSON.parse(line) as { id: string; text?: string; asOf?: string };
    if (!text) continue;
    console.log(JSON.stringify({ id, ...summary(parseProfile(text, { asOf: asOf ?? AS_OF })) }));
  }
  const reviews = "tests/reviews";
  const dirs = [join(shared, "files"), join(shared, "layouts"), "tests/fixtures", ...readdirSync(reviews).filter((d) => statSync(join(reviews, d)).isDirectory()).map((d) => join(reviews, d, "files"))];
  for (const file of dirs.flatMap(filesUnder)) {
    const bytes = new Uint8Array(readFileSync(file));
    try {
      const extracted = await extractText(bytes, detectFileKind(bytes, basename(file)));
      if (extracted.text.length > MAX_RESUME_CHARS) throw new Error("too long");
      const profile = parseProfile(extracted.text, { asOf: AS_OF, columns: extracted.columns, links: extracted.links, fileWarnings: extracted.warnings });
      console.log(JSON.stringify({ id: file, ...summary(profile) }));
    } catch (error) {
      console.log(JSON.stringify({ id: file, error: error instanceof ExtractionError ? error.code : String(error) }));
    }
  }
}

function diff(before: string, after: string) {
  const read = (path: string) => new Map(readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => [JSON.parse(l).id as string, JSON.parse(l) as Record<string, unknown>]));
  const [a, b] = [read(before), read(after)];
  let moved = 0;
  for (const [id, x] of a) {
    const y = b.get(id);
    if (!y) {
      console.log(`${id}: gone`);
      continue;
    }
    const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]));
    if (!keys.length) continue;
    moved++;
    console.log(`== ${id}`);
    for (const k of keys) {
      if (Array.isArray(x[k]) && Array.isArray(y[k])) {
        const [xs, ys] = [x[k] as string[], y[k] as string[]];
        const lost = xs.filter((v) => !ys.includes(v));
        const added = ys.filter((v) => !xs.includes(v));
        console.log(`  ${k}: ${lost.map((v) => `- ${v}`).join("  ")}${lost.length && added.length ? "  " : ""}${added.map((v) => `+ ${v}`).join("  ")}${!lost.length && !added.length ? "(order)" : ""}`);
      } else console.log(`  ${k}: ${JSON.stringify(x[k])} → ${JSON.stringify(y[k])}`);
    }
  }
  for (const id of b.keys()) if (!a.has(id)) console.log(`${id}: new`);
  console.log(`${moved} of ${a.size} moved`);
}

if (args[0] === "--diff") diff(args[1]!, args[2]!);
else await snapshot();
process.exit(0);
