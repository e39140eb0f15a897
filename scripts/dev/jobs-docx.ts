// What the job-description parser reads from the real postings in ../shared/eval/dev/files/jobs-docx (for the notes
// of the analyses issue): required and preferred skills, years, education.
//   npx tsx scripts/dev/jobs-docx.ts [Backend_Developer ...]
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseJobDescription } from "~/.server/analysis/engines/job-description";
import { extractText } from "~/.server/resumes/extract";

const dir = resolve(process.env.EVAL_DIR ?? "../shared/eval", "dev/files/jobs-docx");
const wanted = process.argv.slice(2);
for (const file of readdirSync(dir).sort()) {
  if (wanted.length && !wanted.some((w) => file.startsWith(w))) continue;
  const { text } = await extractText(new Uint8Array(readFileSync(join(dir, file))), "docx");
  const job = parseJobDescription(text);
  console.log(`## ${file}`);
  console.log(`title: ${job.title ?? "-"} | years: ${job.yearsRequired ?? "-"} | education: ${JSON.stringify(job.education)}`);
  console.log(`required: ${job.requiredSkills.join(", ")}`);
  console.log(`preferred: ${job.preferredSkills.join(", ")}`);
  console.log(`confidence: ${job.confidence}\n`);
}
process.exit(0);
