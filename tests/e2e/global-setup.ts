import { execFileSync } from "node:child_process";
import { findChromium } from "../support/chromium";

/** Builds the production app once and makes sure a Chromium is there before any journey runs. */
export default function setup() {
  findChromium();
  if (process.env.E2E_SKIP_BUILD !== "1") {
    execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
  }
}
