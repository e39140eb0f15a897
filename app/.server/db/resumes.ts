import type { ResumeMetricsTable, ResumesTable } from "../../../db/schema";
import { sql, type Insertable } from "kysely";
import { getDb } from "./client";

// Every read is scoped by user id: a résumé is only ever found through its owner.
const SUMMARY_COLUMNS = [
  "id",
  "user_id",
  "file_name",
  "file_kind",
  "file_size",
  "text",
  "pages",
  "columns",
  "links_json",
  "file_warnings_json",
  "profile_json",
  "parser_version",
  "uploaded_at",
] as const;

export async function insert(row: Insertable<ResumesTable>) {
  const db = await getDb();
  await db.insertInto("resumes").values(row).execute();
}

/** Whether the user has a résumé that keeps the bytes of a file with this SHA-256 (a re-upload of the same file). */
export async function keepsFileBytes(userId: string, sha256: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("resumes")
    .select("id")
    .where("user_id", "=", userId)
    .where("file_sha256", "=", sha256)
    .where(sql<number>`length(file_bytes)`, ">", 0)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function findLatestByUserId(userId: string) {
  const db = await getDb();
  return (
    (await db
      .selectFrom("resumes")
      .select(SUMMARY_COLUMNS)
      .where("user_id", "=", userId)
      .orderBy("uploaded_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function findByIdForUser(id: string, userId: string) {
  const db = await getDb();
  return (
    (await db.selectFrom("resumes").select(SUMMARY_COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst()) ??
    null
  );
}

export async function updateProfile(id: string, input: { profileJson: string; parserVersion: string }) {
  const db = await getDb();
  await db
    .updateTable("resumes")
    .set({ profile_json: input.profileJson, parser_version: input.parserVersion })
    .where("id", "=", id)
    .execute();
}

export async function insertMetrics(row: Insertable<ResumeMetricsTable>) {
  const db = await getDb();
  await db.insertInto("resume_metrics").values(row).execute();
}

export async function findLatestMetrics(resumeId: string, userId: string) {
  const db = await getDb();
  return (
    (await db
      .selectFrom("resume_metrics")
      .selectAll()
      .where("resume_id", "=", resumeId)
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function countByUserId(userId: string) {
  const db = await getDb();
  const row = await db.selectFrom("resumes").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
