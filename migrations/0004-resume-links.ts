import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // The file's hyperlinks (PDF link annotations, Word hyperlinks) as JSON [{ url, top }], read at upload with the
  // text: the parser adds the profiles a résumé links from an icon or a word, and re-parsing needs them again.
  // Résumés uploaded before have none recorded.
  await db.schema
    .alterTable("resumes")
    .addColumn("links_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}
