import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.job-comparison";
import { methodNotAllowed } from "~/.server/http";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "job-comparison");
}

export const loader = methodNotAllowed("POST");
