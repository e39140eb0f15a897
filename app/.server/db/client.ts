import { createDatabase, migrateToLatest, type DB } from "../../../db/connection";
import { getConfig } from "../config";

let ready: Promise<DB> | null = null;
let current: DB | null = null;

/**
 * The process-wide database, migrated before first use. Both `npm start` and `react-router dev` reach
 * the database through here, so migrations always run at start.
 */
export function getDb(): Promise<DB> {
  if (!ready) {
    ready = (async () => {
      const db = createDatabase(getConfig().databaseUrl);
      try {
        const applied = await migrateToLatest(db);
        if (applied.length > 0 && process.env.NODE_ENV !== "test") console.info(`database: applied ${applied.join(", ")}`);
      } catch (error) {
        await db.destroy();
        throw error;
      }
      current = db;
      return db;
    })();
    ready.catch(() => {
      ready = null;
    });
  }
  return ready;
}

/** Closes the database; the next `getDb()` opens it again (tests, shutdown). */
export async function closeDb() {
  const db = current;
  ready = null;
  current = null;
  if (db) await db.destroy();
}
