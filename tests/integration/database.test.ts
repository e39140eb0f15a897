import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { createDatabase, migrateToLatest } from "../../db/connection";
import { SYNC_WAIT_MS } from "../../db/driver";
import { migrations } from "../../migrations/index";

describe("database", () => {
  it("runs on SQLite with WAL, foreign keys, a short synchronous busy timeout and synchronous=FULL", async () => {
    const db = await getDb();
    // Inside a transaction: on the connection that writes (reads outside one come from a second connection).
    const pragma = async (name: string) => {
      const { rows } = await db.transaction().execute((trx) => sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(trx));
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("foreign_keys")).toBe(1);
    // The rest of the wait for a lock is asynchronous (db/driver.ts).
    expect(await pragma("busy_timeout")).toBe(SYNC_WAIT_MS);
    expect(await pragma("synchronous")).toBe(2); // FULL
  });

  it("applies the migrations once and records them", async () => {
    const db = await getDb();
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(["0001-accounts", "0002-resumes", "0003-analyses", "0004-resume-links", "0005-target-occupation", "0006-resume-file-warnings"]);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["users", "sessions", "password_reset_tokens"]));
  });

  it("deletes a user's sessions and tokens with the user (foreign keys cascade)", async () => {
    const db = await getDb();
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({ id: "u-cascade", username: "cascade", username_key: "cascade", email: "c@example.com", name: "C", password_hash: "x", plan: "free", pending_plan: null, created_at: now, updated_at: now })
      .execute();
    await db.insertInto("sessions").values({ id: "s-cascade", user_id: "u-cascade", created_at: now, expires_at: now }).execute();
    await db.deleteFrom("users").where("id", "=", "u-cascade").execute();
    const left = await db.selectFrom("sessions").selectAll().where("id", "=", "s-cascade").execute();
    expect(left).toEqual([]);
  });

  it("upgrades a database of an earlier version: résumés stored before the links and file-warnings columns have none, users no target role", async () => {
    const db = createDatabase("file::memory:");
    try {
      await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo("0003-analyses");
      const now = new Date().toISOString();
      await sql`insert into users (id, username, username_key, email, name, password_hash, plan, created_at, updated_at) values ('u-old', 'old', 'old', 'old@example.com', 'Old', 'x', 'free', ${now}, ${now})`.execute(db);
      await sql`insert into resumes (id, user_id, file_name, file_kind, file_size, file_sha256, file_bytes, text, columns, profile_json, parser_version, uploaded_at) values ('r-old', 'u-old', 'cv.txt', 'txt', 3, 'x', x'616263', 'abc', 1, '{}', '0.3.10', ${now})`.execute(db);
      expect(await migrateToLatest(db)).toEqual(["0004-resume-links", "0005-target-occupation", "0006-resume-file-warnings"]);
      const row = await db.selectFrom("resumes").select(["id", "links_json", "file_warnings_json"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ id: "r-old", links_json: "[]", file_warnings_json: "[]" });
      // Users from before the target role have none: their résumés are compared with the inferred occupation.
      expect(await db.selectFrom("users").select(["id", "target_occupation"]).executeTakeFirstOrThrow()).toEqual({ id: "u-old", target_occupation: null });
    } finally {
      await db.destroy();
    }
  });

  it("applies pending migrations all or nothing: one that fails half-way leaves nothing behind, and the next start works (review 36's F11)", async () => {
    const db = createDatabase("file::memory:");
    try {
      await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo("0001-accounts");
      // Something already holds the name 0002's index takes: its table is created, then its index fails.
      await sql`create table squatter (x integer)`.execute(db);
      await sql`create index resumes_user_uploaded on squatter (x)`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow(/could not be brought up to date, and nothing was changed/);
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain("resumes");
      await sql`drop table squatter`.execute(db);
      expect(await migrateToLatest(db)).toEqual(["0002-resumes", "0003-analyses", "0004-resume-links", "0005-target-occupation", "0006-resume-file-warnings"]);
    } finally {
      await db.destroy();
    }
  });

  it("says a database written by a newer version is one, not 'corrupted'", async () => {
    const db = createDatabase("file::memory:");
    try {
      await migrateToLatest(db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', ${new Date().toISOString()})`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow(/last opened by a newer version of Resume Coach \(it has migration 9999-from-the-future/);
    } finally {
      await db.destroy();
    }
  });

  it("creates a new database file readable by its owner only (review 36's F8)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "db-mode-"));
    const db = createDatabase(`file:${join(dir, "app.sqlite")}`);
    try {
      await migrateToLatest(db);
      expect(statSync(join(dir, "app.sqlite")).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
