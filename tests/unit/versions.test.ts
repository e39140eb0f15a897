import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// `npm audit` does not work on these machines; this pins the floor of the security-relevant packages.
const require = createRequire(import.meta.url);
const version = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
const atLeast = (actual: string, floor: string) => {
  const a = actual.split(".").map(Number);
  const b = floor.split(".").map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

describe("security-relevant package versions", () => {
  it.each([
    ["react-router", "7.18.2"], // earlier 7.x have CSRF advisories
    ["@react-router/node", "7.18.2"],
    ["@react-router/express", "7.18.2"],
    ["express", "4.21.2"],
    ["nodemailer", "7.0.7"],
    ["better-sqlite3", "12.0.0"],
    ["@node-rs/argon2", "2.0.0"],
  ])("%s is at least %s", (name, floor) => {
    expect(atLeast(version(name), floor), `${name} ${version(name)}`).toBe(true);
  });
});
