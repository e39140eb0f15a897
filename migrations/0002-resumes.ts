import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // One row per upload: the original file, its extracted text and the profile the parser read from it.
  // Earlier uploads stay; the newest is the user's current résumé (DESIGN decision 7).
  await db.schema
    .createTable("resumes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_kind", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("file_sha256", "text", (c) => c.notNull())
    // "blob" here; a PostgreSQL dialect would create this column as bytea.
    .addColumn("file_bytes", "blob", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("pages", "integer")
    .addColumn("columns", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("profile_json", "text", (c) => c.notNull())
    .addColumn("parser_version", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resumes_user_uploaded").on("resumes").columns(["user_id", "uploaded_at"]).execute();

  // One row per run of the dashboard analysis; the newest for a résumé is the one shown.
  await db.schema
    .createTable("resume_metrics")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("resume_id", "text", (c) => c.notNull().references("resumes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("metrics_json", "text", (c) => c.notNull())
    .addColumn("engine_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resume_metrics_resume_created").on("resume_metrics").columns(["resume_id", "created_at"]).execute();
}
