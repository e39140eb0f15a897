import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

export type AppConfig = {
  isProduction: boolean;
  port: number;
  appOrigin: string;
  databaseUrl: string;
  /** Folder for files the app keeps beside the default database (secret, outbox). */
  dataDir: string;
  sessionSecrets: string[];
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: boolean;
  /** Requests a minute, per client address, on the sign-in, sign-up and recovery endpoints. */
  authRateLimitPerMinute: number;
  /** Résumés a user can store in an hour: one every three minutes, plenty for editing and trying again. */
  uploadsPerHour: number;
};

let cached: AppConfig | null = null;

/** Reads the environment once; tests call `resetConfig()` after changing it. */
export function getConfig(): AppConfig {
  if (!cached) cached = readConfig(process.env);
  return cached;
}

export function resetConfig() {
  cached = null;
}

function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const isProduction = env.NODE_ENV === "production";
  // `react-router dev` serves on 5173 unless told otherwise; `npm start` on 3000.
  const port = toInt(env.PORT, isProduction ? 3000 : 5173);
  const databaseUrl = env.DATABASE_URL?.trim() || "file:./db/app.sqlite";
  const dataDir = env.DATA_DIR?.trim() || dataDirFor(databaseUrl);
  return {
    isProduction,
    port,
    appOrigin: normaliseOrigin(env.APP_ORIGIN) ?? `http://localhost:${port}`,
    databaseUrl,
    dataDir,
    sessionSecrets: readSecrets(env.SESSION_SECRET, dataDir),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || "Resume Coach <no-reply@localhost>",
    trustProxy: ["1", "true", "yes", "on"].includes((env.TRUST_PROXY ?? "").toLowerCase()),
    authRateLimitPerMinute: toInt(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    uploadsPerHour: toInt(env.UPLOADS_PER_HOUR, 20),
  };
}

function toInt(value: string | undefined, fallback: number) {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function normaliseOrigin(value: string | undefined) {
  if (!value?.trim()) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    throw new Error(`APP_ORIGIN is not a URL: ${value}`);
  }
}

/** The default database lives in db/; a database elsewhere keeps its secret and outbox beside it. */
function dataDirFor(databaseUrl: string) {
  if (databaseUrl.startsWith("file:")) {
    const path = databaseUrl.slice("file:".length);
    if (path && path !== ":memory:") return dirname(resolve(path));
  }
  return resolve("db");
}

function readSecrets(value: string | undefined, dataDir: string): string[] {
  const fromEnv = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;
  // No secret configured: generate one on first start and keep it, so sessions survive restarts.
  const file = resolve(dataDir, "session-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) return [kept];
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return [secret];
}
