// The review corpora (tests/reviews) read at least as well as recorded: a change that reads one of their résumés worse
// fails here. The figures are checks passed, of the checks written before the parser first read the files.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreReview } from "../../scripts/dev/review-score";

const recorded = JSON.parse(readFileSync("tests/reviews/scores.json", "utf8")) as Record<string, { passed: number; checks: number }>;

describe("review corpora", () => {
  for (const [name, figure] of Object.entries(recorded)) {
    it(`${name} passes at least ${figure.passed} of ${figure.checks} checks`, { timeout: 120_000 }, async () => {
      const results = await scoreReview(`tests/reviews/${name}`);
      const passed = results.reduce((n, r) => n + r.checks.filter((c) => c.ok).length, 0);
      const checks = results.reduce((n, r) => n + r.checks.length, 0);
      const failed = results.flatMap((r) => r.checks.filter((c) => !c.ok).map((c) => `${r.file}: ${c.what}`));
      expect(checks, "the expectations changed: record the new figure").toBe(figure.checks);
      expect(passed, `failed:\n${failed.join("\n")}`).toBeGreaterThanOrEqual(figure.passed);
    });
  }
});
