import { requireApiUser } from "~/.server/auth/guards";
import { jsonError, methodNotAllowed, parseBody, readJsonBody } from "~/.server/http";
import { describeAnalyzeError } from "~/.server/resumes/http-errors";
import { analyzeResume } from "~/.server/resumes/resumes";
import { analyzeRequestSchema } from "~/lib/schemas/resume";
import type { Route } from "./+types/resume.analyze";

/** DESIGN decision 9: answers `{success: true, resume, metrics}`. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    const { resumeId } = parseBody(analyzeRequestSchema, await readJsonBody(request));
    const { resume, metrics } = await analyzeResume(user.id, resumeId);
    return Response.json({ success: true, resume, metrics });
  } catch (error) {
    if (error instanceof Response) return error;
    const failure = describeAnalyzeError(error);
    if (!failure) throw error;
    return jsonError(failure.status, failure.title, { message: failure.message, code: failure.code });
  }
}

export const loader = methodNotAllowed("POST");
