import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.career-roadmap";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "roadmap");
}
