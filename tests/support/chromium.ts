import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Where Chromium is: $CHROMIUM_PATH, Debian's package, or a browser Playwright installed. On Debian as
 * root with none of them, installs Debian's `chromium` package. Otherwise fails with what to do; the
 * end-to-end tests never skip silently.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", safePlaywrightPath()];
  for (const path of candidates) if (path && existsSync(path)) return path;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.info("Chromium not found: installing Debian's chromium package...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "The end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`), " +
      "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
}

function safePlaywrightPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}
