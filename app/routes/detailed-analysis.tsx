import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { BRAND } from "~/lib/brand";

// The résumé-backed states (intro, analysis, result tabs) arrive with the analysis engine.
export default function DetailedAnalysis() {
  return (
    <>
      <PageHeader title="Detailed Resume Analysis" description="ATS compatibility, language and keyword improvements." />
      <NoResume message="Upload a resume to get started with detailed analysis." />
    </>
  );
}

export function meta() {
  return [{ title: `Detailed Analysis · ${BRAND}` }];
}
