import type { Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types shared by the repositories. Columns use portable types only (text, integer), and times are
 * ISO-8601 UTC strings, so a PostgreSQL dialect can be added without touching services.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  resumes: ResumesTable;
  resume_metrics: ResumeMetricsTable;
  analyses: AnalysesTable;
}

export type Plan = "free" | "monthly" | "yearly";

export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username; unique, so "Ada" and "ada" are one account. */
  username_key: string;
  /** Lower-cased e-mail; unique. */
  email: string;
  name: string;
  password_hash: string;
  plan: Plan;
  /** A paid plan chosen at sign-up that still awaits payment (DESIGN decision 3). */
  pending_plan: Exclude<Plan, "free"> | null;
  /** The target role the user chose (O*NET-SOC code) for the dashboard and analyses; null: inferred from the résumé. */
  target_occupation: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** The opaque value carried by the signed session cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;

export interface ResumesTable {
  id: string;
  user_id: string;
  /** The display name, cleaned of paths and control characters. */
  file_name: string;
  file_kind: "pdf" | "docx" | "doc" | "txt";
  file_size: number;
  file_sha256: string;
  /** The file as uploaded; empty when the same user's earlier row with the same file_sha256 keeps it (a re-upload). */
  file_bytes: Uint8Array;
  /** The extracted text, as the parser read it. */
  text: string;
  pages: number | null;
  columns: number;
  /** The file's hyperlinks, JSON [{ url, top }] (migration 0004); "[]" for text files and older uploads. */
  links_json: string;
  /** What the text extractor said about the file, JSON ["…"] (migration 0006); "[]" for older uploads. */
  file_warnings_json: string;
  /** The parsed profile (app/lib/schemas/profile.ts), checked with zod when read. */
  profile_json: string;
  parser_version: string;
  uploaded_at: string;
}

export interface ResumeMetricsTable {
  id: string;
  resume_id: string;
  user_id: string;
  /** The metrics (app/lib/schemas/resume.ts), checked with zod when read. */
  metrics_json: string;
  engine_version: string;
  created_at: string;
}

export type ResumeRow = Selectable<ResumesTable>;
export type ResumeMetricsRow = Selectable<ResumeMetricsTable>;

export interface AnalysesTable {
  id: string;
  user_id: string;
  resume_id: string;
  kind: "detailed" | "gap" | "job-comparison" | "roadmap";
  /** What the run was asked (the job description, the roadmap preferences), as JSON. */
  input_json: string;
  /** The result (app/lib/schemas/analysis.ts), checked with zod when read. */
  result_json: string;
  engine_version: string;
  created_at: string;
}
