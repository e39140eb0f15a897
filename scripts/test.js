// `npm test`: every suite in turn (typecheck, unit, integration, end-to-end in Chromium), then one line
// summing them all, `N passed, N failed`, which CI reads. Exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const only = process.argv.slice(2);
const suites = [
  { name: "typecheck", run: () => typecheck() },
  { name: "unit", run: () => vitest("unit") },
  { name: "integration", run: () => vitest("integration") },
  { name: "e2e", run: () => vitest("e2e") },
].filter((s) => only.length === 0 || only.includes(s.name));

function sh(command, args) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
}

function typecheck() {
  const gen = sh("npx", ["react-router", "typegen"]);
  const tsc = gen.status === 0 ? sh("npx", ["tsc"]) : gen;
  return tsc.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

function vitest(project) {
  mkdirSync("test-results", { recursive: true });
  const out = `test-results/${project}.json`;
  rmSync(out, { force: true });
  const result = sh("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  if (!existsSync(out)) return { passed: 0, failed: 1, note: `vitest exited with ${result.status} before reporting` };
  const report = JSON.parse(readFileSync(out, "utf8"));
  // A file that failed to load (syntax error, failing setup) has no tests but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === "failed" && (f.assertionResults ?? []).length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (result.status !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const r = suite.run();
  passed += r.passed;
  failed += r.failed;
  lines.push(`${suite.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ""}`);
}
console.log(`\n${lines.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
