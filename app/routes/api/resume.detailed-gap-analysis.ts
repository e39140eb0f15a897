import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.detailed-gap-analysis";
import { methodNotAllowed } from "~/.server/http";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "gap");
}

export const loader = methodNotAllowed("POST");
