// Review 36: what a self-hoster meets when starting and stopping the built app. Each test starts its own process.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../support/app-server";

const ROOT = resolve(import.meta.dirname, "../..");
const started: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  const child = spawn(command, args, { cwd: options.cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, NODE_ENV: "production", HOST: "127.0.0.1", ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  const output: string[] = [];
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, output, exited };
}

async function listening(url: string, deadline = Date.now() + 30_000) {
  for (;;) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "resume-coach-operator-"));
  dirs.push(dir);
  return dir;
};

describe("starting the production server", () => {
  it("serves its styles and scripts when started from another folder, and reads a relative DATABASE_URL from there", async () => {
    const elsewhere = scratch();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    run(process.execPath, [join(ROOT, "server.js")], { cwd: elsewhere, env: { PORT: String(port), APP_ORIGIN: base, DATABASE_URL: "file:./data/app.sqlite" } });
    await listening(base);
    const html = await (await fetch(`${base}/login`)).text();
    const asset = /\/assets\/[^"]+\.(?:css|js)/.exec(html)![0];
    expect((await fetch(base + asset)).status).toBe(200);
    expect(existsSync(join(elsewhere, "data", "app.sqlite"))).toBe(true);
  });

  it("says what is wrong with PORT, or with a port already in use, in one line, and exits 1", async () => {
    const bad = run(process.execPath, ["server.js"], { cwd: ROOT, env: { PORT: "abc" } });
    expect(await bad.exited).toBe(1);
    expect(bad.output.join("")).toContain('Resume Coach could not start. PORT must be a number from 1 to 65535 (got "abc").');

    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((r) => taken.once("listening", r));
    const port = (taken.address() as { port: number }).port;
    try {
      const busy = run(process.execPath, ["server.js"], { cwd: ROOT, env: { PORT: String(port), DATABASE_URL: `file:${join(scratch(), "app.sqlite")}` } });
      expect(await busy.exited).toBe(1);
      const said = busy.output.join("");
      expect(said).toContain(`Port ${port} is already in use: is Resume Coach already running?`);
      expect(said).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  }, 60_000);

  it("refuses to start a second server on a database another one is running on, and starts once that one stops", async () => {
    const database = `file:${join(scratch(), "app.sqlite")}`;
    const [port, port2] = [await freePort(), await freePort()];
    const first = run(process.execPath, ["server.js"], { cwd: ROOT, env: { PORT: String(port), DATABASE_URL: database } });
    await listening(`http://127.0.0.1:${port}`);
    const second = run(process.execPath, ["server.js"], { cwd: ROOT, env: { PORT: String(port2), DATABASE_URL: database } });
    expect(await second.exited).toBe(1);
    expect(second.output.join("")).toContain("Another Resume Coach server is already running on this database");
    first.child.kill("SIGTERM");
    await first.exited;
    const third = run(process.execPath, ["server.js"], { cwd: ROOT, env: { PORT: String(port2), DATABASE_URL: database } });
    await listening(`http://127.0.0.1:${port2}`);
    third.child.kill("SIGTERM");
  }, 60_000);

  it("stops gracefully when `npm start` is sent SIGTERM, as a container's stop sends it", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const npm = run("npm", ["start"], { cwd: ROOT, env: { PORT: String(port), APP_ORIGIN: base, DATABASE_URL: `file:${join(scratch(), "app.sqlite")}` } });
    await listening(base, Date.now() + 60_000);
    npm.child.kill("SIGTERM");
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${base}/healthz`).catch(() => null)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await fetch(`${base}/healthz`).catch(() => "closed")).toBe("closed");
    await new Promise((r) => setTimeout(r, 500));
    expect(npm.output.join("")).toContain("SIGTERM: shutting down");
  }, 90_000);
});
