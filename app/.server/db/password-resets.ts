import { getDb } from "./client";

/** Stores a new token and voids every earlier one of the same user, in one transaction. */
export async function replaceForUser(row: { userId: string; tokenHash: string; createdAt: string; expiresAt: string }) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", row.userId).execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/**
 * Uses the token once: marks it used, sets the new password hash and revokes every session of its user,
 * all in one transaction. Returns the user id, or null when the token is unknown, used or expired.
 */
export async function consume(input: { tokenHash: string; now: string; passwordHash: string }) {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: input.now })
      .where("token_hash", "=", input.tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", input.now)
      .returning(["user_id"])
      .executeTakeFirst();
    if (!token) return null;
    await trx
      .updateTable("users")
      .set({ password_hash: input.passwordHash, updated_at: input.now })
      .where("id", "=", token.user_id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", token.user_id).execute();
    await trx
      .deleteFrom("password_reset_tokens")
      .where("user_id", "=", token.user_id)
      .where("token_hash", "!=", input.tokenHash)
      .execute();
    return token.user_id;
  });
}

/** Whether a token could still be used at `now` (for showing the invalid-link view before the form). */
export async function isUsable(tokenHash: string, now: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("password_reset_tokens")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return !!row;
}
