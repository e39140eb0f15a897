import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.career-roadmap";
import { methodNotAllowed } from "~/.server/http";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "roadmap");
}

export const loader = methodNotAllowed("POST");
