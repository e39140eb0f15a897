// Where the extraction worker script is at run time. The server is bundled into one file, so the worker cannot
// be a module imported by path from the bundle: it stays a plain JavaScript file in the source tree, found by
// walking up from this module to the project's package.json ("name": "resume-coach"). That works from the
// TypeScript source (Vitest, tsx, `react-router dev`: this file is app/.server/resumes/extract/locate-worker.ts)
// and from the production bundle (build/server/index.js: two levels below the project root).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, parse } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_NAME = "resume-coach";
export const WORKER_PATH_IN_PROJECT = join("app", ".server", "resumes", "extract", "worker.mjs");

/** The nearest folder at or above `start` whose package.json is named `name`, or null. */
export function findProjectRoot(start: string, name = PROJECT_NAME): string | null {
  let dir = start;
  const { root } = parse(dir);
  while (true) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === name) return dir;
      } catch {
        // An unreadable package.json is not ours; keep walking up.
      }
    }
    if (dir === root) return null;
    dir = dirname(dir);
  }
}

/** The absolute path of worker.mjs: from this module's location, else from the working directory. */
export function locateWorker(moduleUrl: string = import.meta.url, cwd: string = process.cwd()): string {
  const starts: string[] = [];
  if (moduleUrl.startsWith("file:")) starts.push(dirname(fileURLToPath(moduleUrl)));
  starts.push(cwd);
  for (const start of starts) {
    const root = findProjectRoot(start);
    if (!root) continue;
    const path = join(root, WORKER_PATH_IN_PROJECT);
    if (existsSync(path)) return path;
  }
  throw new Error(
    `The resume extraction worker was not found: looked for ${WORKER_PATH_IN_PROJECT} under the "${PROJECT_NAME}" project above ${starts.join(" and ")}. Deploy the app folder with the build.`,
  );
}
