import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteAdapter, SqliteDialect, sql } from "kysely";
import { migrations } from "../migrations/index";
import { SqliteWalDriver, SYNC_WAIT_MS } from "./driver";
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
  if (!inMemory) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
    // Résumés, e-mail addresses and password hashes: a new database is readable by its owner only, as the session secret
    // is (review 36's F8); SQLite gives its -wal and -shm files the database file's permissions.
    if (!existsSync(resolve(path))) closeSync(openSync(resolve(path), "a", 0o600));
  }
  const writer = new SQLite(inMemory ? ":memory:" : resolve(path));
  writer.pragma("journal_mode = WAL");
  writer.pragma("foreign_keys = ON");
  writer.pragma(`busy_timeout = ${SYNC_WAIT_MS}`);
  writer.pragma("synchronous = FULL");
  // An in-memory database is private to its connection: there, one connection does everything.
  const reader = inMemory ? null : new SQLite(resolve(path));
  reader?.pragma(`busy_timeout = ${SYNC_WAIT_MS}`);
  reader?.pragma("query_only = ON");
  return new Kysely<Database>({ dialect: new SqliteWalDialect(writer, reader) });
}

/**
 * SQLite runs schema changes inside a transaction, though Kysely's adapter says it cannot: with it saying so, the pending
 * migrations and their records are applied all or nothing. A start stopped half-way through a migration had left its
 * table created and the migration unrecorded, and every later start failed with "table already exists" (review 36's
 * F11).
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class SqliteWalDialect extends SqliteDialect {
  constructor(
    private readonly writer: SQLite.Database,
    private readonly reader: SQLite.Database | null,
  ) {
    super({ database: writer });
  }

  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }

  override createDriver() {
    return new SqliteWalDriver(this.writer, this.reader);
  }
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
  if (error) throw new Error(migrationProblem(error), { cause: error });
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Claims the database for this process, or says which other one has it. The app keeps state in the process (plan
 * limits, upload locks, sign-in limits), so two servers on one file split it: a free account ran six analyses instead of
 * five (review 36's F10). The claim is an exclusive lock SQLite holds on a file beside the database, which the operating
 * system lets go of when the process ends however it ends, so a crash leaves no stale claim. Returns the release.
 */
export function claimDatabase(databaseUrl: string): () => void {
  if (!databaseUrl.startsWith("file:")) return () => {};
  const path = databaseUrl.slice("file:".length);
  if (!path || path === ":memory:") return () => {};
  const file = `${resolve(path)}.instance`;
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  const lock = new SQLite(file);
  try {
    lock.pragma("busy_timeout = 0");
    lock.pragma("journal_mode = MEMORY");
    lock.pragma("locking_mode = EXCLUSIVE");
    // The first write takes the exclusive lock; in this locking mode it is kept until the connection closes.
    lock.exec("create table if not exists instance (pid integer, started text)");
    lock.exec("begin exclusive");
    lock.prepare("delete from instance").run();
    lock.prepare("insert into instance values (?, ?)").run(process.pid, new Date().toISOString());
    lock.exec("commit");
  } catch (error) {
    lock.close();
    if (/^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code))) {
      throw new Error(`Another Resume Coach server is already running on this database (${resolve(path)}). Stop it first, or give this one its own DATABASE_URL.`);
    }
    throw error;
  }
  return () => lock.close();
}

/** What an operator is told when the database cannot be brought up to date. */
function migrationProblem(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // Kysely's words for a database that has a migration this version does not know: a newer version wrote it.
  const missing = /previously executed migration (\S+) is missing/.exec(message);
  if (missing) {
    return `This database was last opened by a newer version of Resume Coach (it has migration ${missing[1]}, which this version does not know). Start that version again, or restore a backup made before the upgrade.`;
  }
  return `The database could not be brought up to date, and nothing was changed: ${message}`;
}

/** A cheap round trip, for the health check. */
export async function ping(db: DB) {
  await sql`select 1`.execute(db);
}
