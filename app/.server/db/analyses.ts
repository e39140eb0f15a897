import type { Insertable, Kysely } from "kysely";
import type { AnalysesTable, Database } from "../../../db/schema";
import { getDb } from "./client";

type LatestQuery = { userId: string; resumeId: string; kind: AnalysesTable["kind"] };

/** The queries below, on the database or inside a transaction (a Transaction is a Kysely). */
async function latestOf(db: Kysely<Database>, input: LatestQuery) {
  return (
    (await db
      .selectFrom("analyses")
      .selectAll()
      .where("user_id", "=", input.userId)
      .where("resume_id", "=", input.resumeId)
      .where("kind", "=", input.kind)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

async function countOf(db: Kysely<Database>, userId: string, since: string) {
  const row = await db
    .selectFrom("analyses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest run of a kind for a résumé, only through its owner. */
export async function findLatest(input: LatestQuery) {
  return latestOf(await getDb(), input);
}

/** Runs of any deeper analysis since `since` (ISO), for the free plan's monthly allowance. */
export async function countSince(userId: string, since: string) {
  return countOf(await getDb(), userId, since);
}

/**
 * Stores a run, in one transaction with the checks that decide whether it may be stored, so runs arriving together
 * cannot all pass them (review 37's F2: while the database was locked, 9 of 10 simultaneous free runs passed a count
 * of 5, each counted before any was stored):
 * - "same": the newest run of this kind for this résumé already answers the same input with the same engine, so the
 *   run is not stored or counted again (a double click);
 * - "over-limit": the user has `limit.max` runs since `limit.since`;
 * - "stored".
 */
export async function insertWithinLimit(row: Insertable<AnalysesTable> & { input_json: string; engine_version: string }, limit: { since: string; max: number } | null) {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const latest = await latestOf(trx, { userId: row.user_id, resumeId: row.resume_id, kind: row.kind });
    if (latest && latest.engine_version === row.engine_version && latest.input_json === row.input_json) return { outcome: "same" as const, row: latest };
    if (limit && (await countOf(trx, row.user_id, limit.since)) >= limit.max) return { outcome: "over-limit" as const };
    await trx.insertInto("analyses").values(row).execute();
    return { outcome: "stored" as const };
  });
}
