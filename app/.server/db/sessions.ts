import { getDb } from "./client";

export async function insert(row: { id: string; userId: string; createdAt: string; expiresAt: string }) {
  const db = await getDb();
  await db
    .insertInto("sessions")
    .values({ id: row.id, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** The session and its user, if the session exists and has not expired at `now`. */
export async function findActiveWithUser(id: string, now: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.id as session_id", "sessions.expires_at as session_expires_at"])
    .where("sessions.id", "=", id)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteById(id: string) {
  const db = await getDb();
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

export async function deleteByUserId(userId: string) {
  const db = await getDb();
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function deleteExpired(now: string) {
  const db = await getDb();
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}
