// Dumps the text of PDFs through the extraction module's PDF reader (when present) for looking at layouts.
//   npx tsx scripts/dev/structure-extract.ts OUTDIR FILE.pdf...
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

const [out, ...files] = process.argv.slice(2);
mkdirSync(out!, { recursive: true });
const { extractPdf } = (await import("~/.server/resumes/extract/pdf.mjs")) as { extractPdf: (b: Uint8Array) => Promise<{ text: string; columns: number }> };
for (const f of files) {
  try {
    const r = await extractPdf(new Uint8Array(readFileSync(f)));
    writeFileSync(join(out!, basename(f).replace(/\.pdf$/i, ".txt")), r.text);
    console.log(f, "columns", r.columns, "chars", r.text.length);
  } catch (e) {
    console.log(f, "ERROR", e instanceof Error ? e.message : e);
  }
}
