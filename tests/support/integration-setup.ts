// Every integration test file gets its own SQLite file in a temporary folder and fresh in-process state.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach } from "vitest";
import { settleBackground } from "~/.server/background";
import { resetConfig } from "~/.server/config";
import { closeDb } from "~/.server/db/client";
import { resetMailer } from "~/.server/mail/mailer";
import { resetRateLimits } from "~/.server/security/rate-limit";

const dir = mkdtempSync(join(tmpdir(), "resume-coach-test-"));
process.env.DATABASE_URL = `file:${join(dir, "app.sqlite")}`;
process.env.SESSION_SECRET = "test-secret-one";
process.env.APP_ORIGIN = "http://app.test";
process.env.NODE_ENV = "test";
delete process.env.SMTP_URL;
resetConfig();
resetMailer();

beforeEach(() => {
  resetRateLimits();
});

afterAll(async () => {
  await settleBackground();
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

export const testDataDir = dir;
