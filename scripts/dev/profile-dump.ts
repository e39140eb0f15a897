// Prints what the product reads from résumé files: the extracted text (with --text), the parsed profile and the
// dashboard metrics, as JSON, one file after another. For reviewing the parser on new résumés.
//   npx tsx scripts/dev/profile-dump.ts FILE... [--as-of 2026-11-25] [--text] [--compact]
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";
import { MAX_RESUME_CHARS, TextTooLongError } from "~/.server/resumes/errors";
import { detectFileKind, ExtractionError, extractText } from "~/.server/resumes/extract";

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const asOf = opt("--as-of") ?? new Date().toISOString().slice(0, 10);
const files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--as-of");
if (!files.length) throw new Error("usage: profile-dump FILE... [--as-of YYYY-MM-DD] [--text] [--compact]");

for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  try {
    const extracted = await extractText(bytes, detectFileKind(bytes, basename(file)));
    // As the upload does: a text past the limit is refused before it is parsed, and the file's warnings are shown.
    if (extracted.text.length > MAX_RESUME_CHARS) throw new TextTooLongError(extracted.text.length);
    const profile = parseProfile(extracted.text, { asOf, columns: extracted.columns, links: extracted.links, fileWarnings: extracted.warnings });
    const metrics = computeMetrics(profile, benchmarkFor(profile), { id: "dump", resumeId: "dump", createdAt: `${asOf}T00:00:00.000Z`, asOf });
    const skills = profile.skills.map((s) => `${s.name} (${s.category}${s.mentions[0] ? `, ${s.mentions[0].section}` : ""})`);
    const out = {
      file,
      ...(args.includes("--text") ? { text: extracted.text } : {}),
      columns: extracted.columns,
      contact: profile.contact,
      sections: profile.sections.filter((s) => s.heading).map((s) => `${s.heading} (${s.kind})`),
      positions: profile.positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start ?? "?"} – ${p.current ? "Present" : (p.end ?? "?")}`),
      education: profile.education,
      certifications: profile.certifications,
      skills,
      warnings: profile.warnings.map((w) => w.message),
      metrics: { totalExperience: metrics.totalExperience, skillCount: metrics.skillCount, keywordStrength: metrics.keywordStrength, gapScore: metrics.gapScore, occupation: metrics.explanations.occupation ? `${metrics.explanations.occupation.title} (${metrics.explanations.occupation.code})` : null },
    };
    console.log(args.includes("--compact") ? JSON.stringify(out) : JSON.stringify(out, null, 2));
  } catch (error) {
    console.log(JSON.stringify({ file, error: error instanceof ExtractionError ? `${error.code}: ${error.userMessage}` : error instanceof Error ? error.message : String(error) }));
  }
}
process.exit(0);
