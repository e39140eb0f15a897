import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // The target role a user chose (an O*NET-SOC code), which the dashboard and the analyses compare résumés with
  // instead of the occupation inferred from the résumé. Null: the inferred one.
  await db.schema.alterTable("users").addColumn("target_occupation", "text").execute();
}
