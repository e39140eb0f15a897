// Position titles and companies against the dotin gold title/company spans (token Jaccard >= 0.5 with any
// span of the same CV): a proxy for header reading on real résumés. --show prints the misses.
import { readFileSync } from "node:fs";
import { parseStructure } from "~/.server/analysis/profile/structure";

const show = process.argv.includes("--show");
const half = process.argv.includes("--half") ? process.argv[process.argv.indexOf("--half") + 1] : undefined;
type G = { id: string; text: string; asOf: string; meta: { origin: string }; gold: { spans?: { start: number; end: number; label: string }[] } };
let lines = readFileSync("../shared/eval/dev/resumes.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l) as G);
if (half) lines = lines.filter((l) => (Number(l.id.replace(/\D/g, "")) % 2 === 0) === (half === "a"));
const toks = (s: string) => new Set(s.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, " ").trim().split(" ").filter(Boolean));
const jac = (a: string, b: string) => {
  const x = toks(a), y = toks(b);
  const i = [...x].filter((w) => y.has(w)).length;
  return x.size + y.size - i ? i / (x.size + y.size - i) : 0;
};
const stats = { indeed: { n: 0, t: 0, c: 0 }, kaggle: { n: 0, t: 0, c: 0 } } as Record<string, { n: number; t: number; c: number }>;
for (const l of lines) {
  const spans = l.gold.spans ?? [];
  const titles = spans.filter((s) => s.label === "title").map((s) => l.text.slice(s.start, s.end));
  const companies = spans.filter((s) => s.label === "company").map((s) => l.text.slice(s.start, s.end));
  if (!titles.length) continue;
  const s = parseStructure(l.text, { asOf: l.asOf });
  const st = stats[l.meta.origin]!;
  for (const p of s.positions) {
    st.n++;
    const tOk = titles.some((t) => jac(t, p.title) >= 0.5);
    const cOk = companies.some((c) => jac(c, p.company) >= 0.5);
    if (tOk) st.t++;
    if (cOk) st.c++;
    if (show && (!tOk || !cOk)) console.log(`${l.id} ${tOk ? "  " : "T!"} ${cOk ? "  " : "C!"} ${JSON.stringify(p.title)} @ ${JSON.stringify(p.company)} [${p.dateText}]`);
  }
}
for (const [k, v] of Object.entries(stats)) console.log(`${k}: positions ${v.n}, title matches a gold title span ${(v.t / v.n).toFixed(3)}, company matches a gold company span ${(v.c / v.n).toFixed(3)}`);
