import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // What the text extractor had to say about the file ("Only the first 30 of 41 pages were read.", text too small to
  // see left out), as JSON ["…"]: shown with the parser's warnings, and needed again when the text is re-parsed.
  // Résumés uploaded before have none recorded.
  await db.schema
    .alterTable("resumes")
    .addColumn("file_warnings_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}
