import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>) {
  // The web addresses of a PDF's link annotations: a profile a theme prints only as an icon keeps its URL there, and
  // a profile parsed again later (a newer parser) must still see them.
  await db.schema.alterTable("resumes").addColumn("links_json", "text", (c) => c.notNull().defaultTo("[]")).execute();
}
