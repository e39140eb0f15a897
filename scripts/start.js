// `npm start`: build the app when there is no build or the sources are newer, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

process.env.NODE_ENV ??= "production";

// Relative settings keep their meaning, then the app's folder is the working directory (see server.js): the build
// checked and served is the app's own wherever this was started from.
const { startServer, useAppFolder } = await import("../server.js");
useAppFolder();

const SOURCES = ["app", "db", "migrations", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
const BUILT = "build/server/index.js";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Only files count: a folder's own time changes whenever the database creates its journal beside it.
  let max = 0;
  for (const entry of readdirSync(path)) {
    // Runtime files beside the default database are not sources.
    if (/^(node_modules|outbox|uploads|session-secret)$|\.sqlite/.test(entry)) continue;
    // In db/ only the code is a source: a database named otherwise ("resume.db") and its -wal file, written while the
    // app runs, made every start rebuild the app (review 36's F7).
    if (path === "db" && !statSync(join(path, entry)).isDirectory() && !/\.(ts|js|mjs)$/.test(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
if (builtAt === 0 || SOURCES.some((s) => newest(s) > builtAt)) {
  console.info(builtAt === 0 ? "No build yet: building the app..." : "Sources changed: rebuilding the app...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Under `npm start`, npm runs this through a shell, which dies on SIGTERM without passing it on (a container's stop, a
// process manager): the server, left orphaned, kept the port. When the shell goes, the server stops as on SIGTERM
// (review 36's F4).
if (process.env.npm_lifecycle_event === "start") {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, 500).unref();
}

await startServer();
