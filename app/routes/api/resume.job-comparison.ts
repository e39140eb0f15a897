import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.job-comparison";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "job-comparison");
}
