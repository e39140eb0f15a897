import { handleAnalysisApi } from "~/.server/resumes/analysis-api";
import type { Route } from "./+types/resume.detailed-gap-analysis";

export function action({ request }: Route.ActionArgs) {
  return handleAnalysisApi(request, "gap");
}
