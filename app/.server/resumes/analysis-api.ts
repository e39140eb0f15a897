import { z } from "zod";
import { roadmapPreferencesSchema, type AnalysisKind } from "~/lib/schemas/analysis";
import { requireApiUser } from "../auth/guards";
import { blankToUndefined, jsonError, readJsonBody } from "../http";
import { runAnalysis, usageOf, type AnalysisInput } from "./analyses";
import { ANALYSIS_FAILED, describeAnalysisError } from "./http-errors";

// A pasted job description can be long; the engine compares the first 20,000 characters and says so.
const MAX_JOB_BODY_BYTES = 512 * 1024;
const MAX_JOB_DESCRIPTION_INPUT = 200_000;

const base = z.object({ resumeId: z.string().max(100).optional() });

export class InputError extends Error {
  constructor(
    message: string,
    public field: string,
  ) {
    super(message);
  }
}

/** Reads and checks the body of an analysis call; throws InputError naming the field. */
export function readAnalysisInput(kind: AnalysisKind, body: Record<string, unknown>): { resumeId?: string; input: AnalysisInput } {
  const { resumeId, ...rest } = blankToUndefined(body);
  const id = base.safeParse({ resumeId });
  if (!id.success) throw new InputError("resumeId must be a string", "resumeId");
  if (kind === "job-comparison") {
    const jd = body.jobDescription;
    if (jd !== undefined && typeof jd !== "string") throw new InputError("jobDescription must be a string", "jobDescription");
    if (typeof jd === "string" && jd.length > MAX_JOB_DESCRIPTION_INPUT) {
      throw new InputError(`The job description is too long (over ${MAX_JOB_DESCRIPTION_INPUT.toLocaleString("en")} characters).`, "jobDescription");
    }
    return { resumeId: id.data.resumeId, input: { jobDescription: typeof jd === "string" ? jd : "" } };
  }
  if (kind === "roadmap") {
    const parsed = roadmapPreferencesSchema.safeParse(rest);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "preferences");
      const message = issue.code === "unrecognized_keys" ? `Unknown preference: ${issue.keys.join(", ")}` : issue.message;
      throw new InputError(message, field);
    }
    return { resumeId: id.data.resumeId, input: { preferences: parsed.data } };
  }
  return { resumeId: id.data.resumeId, input: {} };
}

/** The `/api/resume/*` analysis calls: JSON in, `{success, result}` out, the spec's errors otherwise. */
export async function handleAnalysisApi(request: Request, kind: AnalysisKind) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireApiUser(request);
  let parsed: ReturnType<typeof readAnalysisInput>;
  try {
    parsed = readAnalysisInput(kind, await readJsonBody(request, kind === "job-comparison" ? MAX_JOB_BODY_BYTES : undefined));
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof InputError) return jsonError(400, error.message, { field: error.field, fieldErrors: { [error.field]: [error.message] } });
    throw error;
  }
  try {
    const { result } = await runAnalysis(user, kind, parsed.resumeId, parsed.input);
    const usage = await usageOf(user);
    return Response.json({ success: true, result, usage: usage.unlimited ? { unlimited: true } : usage });
  } catch (error) {
    const failure = describeAnalysisError(kind, error);
    if (failure) {
      return jsonError(failure.status, failure.title, {
        message: failure.message,
        code: failure.code,
        ...(failure.upgradeUrl ? { upgradeUrl: failure.upgradeUrl } : {}),
        ...(failure.field ? { field: failure.field } : {}),
      });
    }
    console.error(`${kind} analysis failed:`, error);
    return jsonError(500, ANALYSIS_FAILED[kind].title, { message: ANALYSIS_FAILED[kind].message });
  }
}
