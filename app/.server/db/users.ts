import type { NewUserRow, Plan, UserRow } from "../../../db/schema";
import { getDb } from "./client";

export type { UserRow };

export async function findById(id: string) {
  const db = await getDb();
  return (await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function findByUsername(username: string) {
  const db = await getDb();
  return (
    (await db
      .selectFrom("users")
      .selectAll()
      .where("username_key", "=", username.trim().toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

export async function findByEmail(email: string) {
  const db = await getDb();
  return (
    (await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

/** Which of the unique fields are already held by someone else. */
export async function findTaken(input: { username?: string; email?: string; exceptUserId?: string }) {
  const db = await getDb();
  let query = db.selectFrom("users").select(["username_key", "email"]);
  query = query.where((eb) =>
    eb.or([
      ...(input.username ? [eb("username_key", "=", input.username.trim().toLowerCase())] : []),
      ...(input.email ? [eb("email", "=", input.email.trim().toLowerCase())] : []),
    ]),
  );
  if (input.exceptUserId) query = query.where("id", "!=", input.exceptUserId);
  const rows = await query.limit(2).execute();
  return {
    username: !!input.username && rows.some((r) => r.username_key === input.username!.trim().toLowerCase()),
    email: !!input.email && rows.some((r) => r.email === input.email!.trim().toLowerCase()),
  };
}

export async function insert(row: NewUserRow) {
  const db = await getDb();
  await db.insertInto("users").values(row).execute();
  return (await findById(row.id))!;
}

export async function updateProfile(id: string, input: { name: string; email: string; now: string }) {
  const db = await getDb();
  await db
    .updateTable("users")
    .set({ name: input.name, email: input.email.trim().toLowerCase(), updated_at: input.now })
    .where("id", "=", id)
    .execute();
  return findById(id);
}

export async function updatePlan(id: string, input: { plan: Plan; pendingPlan: UserRow["pending_plan"]; now: string }) {
  const db = await getDb();
  await db
    .updateTable("users")
    .set({ plan: input.plan, pending_plan: input.pendingPlan, updated_at: input.now })
    .where("id", "=", id)
    .execute();
}

export async function updateTargetOccupation(id: string, input: { code: string | null; now: string }) {
  const db = await getDb();
  await db.updateTable("users").set({ target_occupation: input.code, updated_at: input.now }).where("id", "=", id).execute();
}
