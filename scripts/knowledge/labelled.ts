// The labelled résumés the learned parts of the knowledge come from (../shared/eval/dev/resumes.jsonl), and the
// evaluation's skill-matching rules (../shared/eval/README.md section 6) for per-item checks.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export type LabelledLine = {
  id: string;
  text: string;
  gold: { technical?: string[]; soft?: string[]; spans?: { start: number; end: number; label: string }[] };
};

export const devPath = () => resolve(process.env.EVAL_DIR ?? "../shared/eval", "dev/resumes.jsonl");

/** The labelled text résumés (those whose skills were annotated), or [] when the file is absent. */
export function loadLabelled(path = devPath()): LabelledLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledLine)
    .filter((l) => typeof l.text === "string" && l.gold && Array.isArray(l.gold.technical));
}

export const norm = (x: string) =>
  x
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .replace(/_/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const containsPhrase = (long: string, short: string) => {
  const A = long.split(" ");
  const B = short.split(" ");
  if (!short || B.length > A.length) return false;
  for (let i = 0; i + B.length <= A.length; i++) if (B.every((w, k) => A[i + k] === w)) return true;
  return false;
};

/** The scorer's lenient match of two normalised names. */
export const skillMatch = (a: string, b: string) => a === b || a.replace(/ /g, "") === b.replace(/ /g, "") || containsPhrase(a, b) || containsPhrase(b, a);

export const goldMatches = (pred: string, gold: string[]) => gold.some((g) => skillMatch(pred, g));

/** A deterministic fold of a résumé id: its number modulo k. */
export const foldOf = (id: string, k: number) => Number(/(\d+)$/.exec(id)?.[1] ?? 0) % k;
