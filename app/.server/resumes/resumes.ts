import { createHash, randomUUID } from "node:crypto";
import { fileLinksSchema, fileWarningsSchema, profileSchema, type Profile } from "~/lib/schemas/profile";
import { MAX_UPLOAD_BYTES, metricsSchema, type LatestResume, type Metrics, type Resume } from "~/lib/schemas/resume";
import { benchmarkFor, targetOccupation } from "../analysis/benchmark";
import { computeMetrics } from "../analysis/metrics";
import { parseProfile, PARSER_VERSION } from "../analysis/profile";
import { ENGINE_VERSION } from "../analysis/version";
import * as resumes from "../db/resumes";
import { assertUploadAllowed, recordUpload } from "../security/rate-limit";
import { chooseTargetRole, targetRole } from "./target-role";
import { detectFileKind, ExtractionError, extractText, sanitizeFileName } from "./extract";
import { FileTooLargeError, MAX_RESUME_CHARS, NoResumeError, TextTooLongError, UploadInProgressError } from "./errors";

type ResumeSummary = NonNullable<Awaited<ReturnType<typeof resumes.findLatestByUserId>>>;

// One upload per user at a time: a second one while the first is being read is refused, not queued.
const uploading = new Set<string>();

function toResume(row: ResumeSummary): Resume {
  return { id: row.id, fileName: row.file_name, uploadedAt: row.uploaded_at, fileContent: row.text };
}

/**
 * Checks, reads and stores an uploaded résumé, which becomes the user's current one. Nothing is stored
 * unless every step succeeds, so a failed upload leaves the previous résumé as it was.
 */
export async function uploadResume(
  userId: string,
  upload: { fileName: string; bytes: Uint8Array } | (() => Promise<{ fileName: string; bytes: Uint8Array }>),
) {
  if (uploading.has(userId)) throw new UploadInProgressError();
  uploading.add(userId);
  try {
    await assertUploadAllowed(userId);
    // Given as a reader, the request body is read under the lock: a second upload while the first is still
    // arriving is refused too, not only one while the first is being extracted.
    const input = typeof upload === "function" ? await upload() : upload;
    if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    const fileName = sanitizeFileName(input.fileName);
    const kind = detectFileKind(input.bytes, fileName);
    const extracted = await extractText(input.bytes, kind).catch((error: unknown) => {
      logServerSide(error, kind, input.bytes.byteLength);
      throw error;
    });
    if (extracted.text.length > MAX_RESUME_CHARS) throw new TextTooLongError(extracted.text.length);
    const uploadedAt = new Date().toISOString();
    const profile = parseProfile(extracted.text, { asOf: uploadedAt.slice(0, 10), columns: extracted.columns, links: extracted.links, fileWarnings: extracted.warnings });
    const id = randomUUID();
    const sha256 = createHash("sha256").update(input.bytes).digest("hex");
    // The same file uploaded again keeps its bytes once: the new row's are empty, and the user's earlier row with the
    // same SHA-256 holds them (an 8 MB PDF uploaded 20 times had taken 164 MB; review 36's F2).
    const bytesKept = await resumes.keepsFileBytes(userId, sha256);
    await resumes.insert({
      id,
      user_id: userId,
      file_name: fileName,
      file_kind: kind,
      file_size: input.bytes.byteLength,
      file_sha256: sha256,
      file_bytes: bytesKept ? new Uint8Array(0) : input.bytes,
      text: extracted.text,
      pages: extracted.pages,
      columns: extracted.columns,
      links_json: JSON.stringify(extracted.links),
      file_warnings_json: JSON.stringify(extracted.warnings),
      profile_json: JSON.stringify(profile),
      parser_version: PARSER_VERSION,
      uploaded_at: uploadedAt,
    });
    await recordUpload(userId);
    return { resume: { id, fileName, uploadedAt, fileContent: extracted.text } satisfies Resume, profile };
  } finally {
    uploading.delete(userId);
  }
}

/**
 * An extraction that failed on the server's side (a worker that crashed, ran out of memory, ran out of time, could not
 * start or be found, or a full queue) is logged for the operator, without the file's content: the user's message says
 * only "try again" (review 36's F3). A file's own faults (damaged, encrypted, image-only) are not the operator's.
 */
const SERVER_SIDE = new Set(["failed", "too-complex", "timeout", "busy"]);
function logServerSide(error: unknown, kind: string, size: number) {
  if (!(error instanceof ExtractionError) || !SERVER_SIDE.has(error.code)) return;
  console.error(`Résumé extraction ${error.code} (${kind}, ${size} bytes): ${error.detail}`);
}

/** The user's current résumé and its latest metrics, or null when there is none. */
export async function getLatestResume(userId: string): Promise<(LatestResume & { profile: Profile }) | null> {
  const row = await resumes.findLatestByUserId(userId);
  if (!row) return null;
  const metricsRow = await resumes.findLatestMetrics(row.id, userId);
  const metrics = metricsRow ? readMetrics(metricsRow.metrics_json) : null;
  return { resume: toResume(row), metrics, profile: await currentProfile(row) };
}

function readMetrics(json: string): Metrics | null {
  const parsed = metricsSchema.safeParse(JSON.parse(json));
  // Metrics from an older engine that no longer fit the schema are simply not shown; a new run replaces them.
  return parsed.success ? parsed.data : null;
}

/** The stored profile, or a fresh one when the parser has improved since the upload. */
async function currentProfile(row: ResumeSummary): Promise<Profile> {
  if (row.parser_version === PARSER_VERSION) {
    const parsed = profileSchema.safeParse(JSON.parse(row.profile_json));
    if (parsed.success) return parsed.data;
  }
  const profile = parseProfile(row.text, {
    asOf: row.uploaded_at.slice(0, 10),
    columns: row.columns,
    links: stored(row.links_json, fileLinksSchema),
    fileWarnings: stored(row.file_warnings_json, fileWarningsSchema),
  });
  await resumes.updateProfile(row.id, { profileJson: JSON.stringify(profile), parserVersion: PARSER_VERSION });
  return profile;
}

/** A JSON column stored with the résumé (its links, what the extractor said), read by its schema; none when it holds anything unexpected. */
function stored<T>(json: string, schema: { safeParse(value: unknown): { success: true; data: T[] } | { success: false } }): T[] {
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The dashboard analysis: metrics for the given résumé (or the latest), stored as the newest run. 'Present'
 * means the day of the upload, so the same file always gives the same numbers.
 */
export async function analyzeResume(userId: string, resumeId?: string) {
  const row = resumeId ? await resumes.findByIdForUser(resumeId, userId) : await resumes.findLatestByUserId(userId);
  if (!row) throw new NoResumeError();
  const profile = await currentProfile(row);
  const createdAt = new Date().toISOString();
  const metrics = computeMetrics(profile, benchmarkFor(profile, await targetRole(userId)), {
    id: randomUUID(),
    resumeId: row.id,
    createdAt,
    asOf: row.uploaded_at.slice(0, 10),
    text: row.text,
  });
  // Pressing Analyze again on an unchanged résumé adds no copy of the same numbers (each row is about 14 KB; review 36's
  // F2): the stored result is the answer.
  const latest = await resumes.findLatestMetrics(row.id, userId);
  const stored = latest ? readMetrics(latest.metrics_json) : null;
  if (stored && sameNumbers(stored, metricsSchema.parse(metrics))) return { resume: toResume(row), metrics: stored };
  await resumes.insertMetrics({
    id: metrics.id,
    resume_id: row.id,
    user_id: userId,
    metrics_json: JSON.stringify(metrics),
    engine_version: ENGINE_VERSION,
    created_at: createdAt,
  });
  return { resume: toResume(row), metrics };
}

function sameNumbers(a: Metrics, b: Metrics) {
  const { id: _a, createdAt: _ac, ...restA } = a;
  const { id: _b, createdAt: _bc, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/**
 * Saves the user's target role (null: the one the résumé points to) and, when the current résumé has been analyzed,
 * analyzes it again, so the dashboard's numbers compare it with the new role at once.
 */
export async function changeTargetRole(userId: string, code: string | null) {
  const row = await resumes.findLatestByUserId(userId);
  const best = row ? targetOccupation(await currentProfile(row), null).best : null;
  const inferred = best ? { code: best.code, title: best.title } : null;
  const before = await targetRole(userId);
  const picked = await chooseTargetRole(userId, code, inferred?.code ?? null);
  if (row && (await targetRole(userId)) !== before && (await resumes.findLatestMetrics(row.id, userId))) await analyzeResume(userId, row.id);
  return { picked, inferred };
}

/** A résumé and its current profile for a deeper analysis, only through its owner. */
export async function loadResumeForAnalysis(userId: string, resumeId?: string) {
  const row = resumeId ? await resumes.findByIdForUser(resumeId, userId) : await resumes.findLatestByUserId(userId);
  if (!row) return null;
  return { row, profile: await currentProfile(row) };
}

/** The current résumé for the analysis screens (its text for the Resume Content panel), or null. */
export async function getCurrentResume(userId: string) {
  const row = await resumes.findLatestByUserId(userId);
  return row ? toResume(row) : null;
}
