import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { migrations } from "../migrations/index";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/**
 * The one place that knows which database engine is in use. Everything SQLite-specific (the file, the
 * pragmas) lives here; repositories only speak Kysely's portable query builder.
 */
export function createDatabase(databaseUrl: string): DB {
  if (databaseUrl.startsWith("file:")) return createSqlite(databaseUrl.slice("file:".length));
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      "DATABASE_URL points at PostgreSQL, which this version does not support yet. Use file:./db/app.sqlite.",
    );
  }
  throw new Error(`DATABASE_URL must start with file: (got "${databaseUrl}")`);
}

function createSqlite(path: string): DB {
  const inMemory = path === ":memory:";
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(inMemory ? ":memory:" : resolve(path));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies every pending migration, forward only; throws if one fails so the server does not start half-done. */
export async function migrateToLatest(db: DB) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** A cheap round trip, for the health check. */
export async function ping(db: DB) {
  await sql`select 1`.execute(db);
}
