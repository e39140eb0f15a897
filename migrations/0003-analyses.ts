import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // One row per run of a deeper analysis (detailed, gap, job comparison, roadmap). The newest row of a kind
  // for a résumé is the result shown; the rows of a calendar month count against the free plan's runs.
  await db.schema
    .createTable("analyses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("resume_id", "text", (c) => c.notNull().references("resumes.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("input_json", "text", (c) => c.notNull())
    .addColumn("result_json", "text", (c) => c.notNull())
    .addColumn("engine_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analyses_resume_kind_created").on("analyses").columns(["resume_id", "kind", "created_at"]).execute();
  await db.schema.createIndex("analyses_user_created").on("analyses").columns(["user_id", "created_at"]).execute();
}
