import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.detailed-analysis";
import { methodNotAllowed } from "~/.server/http";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "detailed");
}

export const loader = methodNotAllowed("POST");
