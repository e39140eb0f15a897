import type { Insertable } from "kysely";
import type { AnalysesTable } from "../../../db/schema";
import { getDb } from "./client";

export async function insert(row: Insertable<AnalysesTable>) {
  const db = await getDb();
  await db.insertInto("analyses").values(row).execute();
}

/** The newest run of a kind for a résumé, only through its owner. */
export async function findLatest(input: { userId: string; resumeId: string; kind: AnalysesTable["kind"] }) {
  const db = await getDb();
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

/** Runs of any deeper analysis since `since` (ISO), for the free plan's monthly allowance. */
export async function countSince(userId: string, since: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("analyses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
