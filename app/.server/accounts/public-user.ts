import type { UserRow } from "../../../db/schema";
import type { PublicUser } from "~/lib/schemas/auth";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    plan: row.plan,
    pendingPlan: row.pending_plan,
  };
}
