import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { BRAND } from "~/lib/brand";

export default function JobComparison() {
  return (
    <>
      <PageHeader title="Job Description Comparison" description="See how well your resume fits a job description." />
      <NoResume variant="alert" message="Please upload a resume first to compare with job descriptions." />
    </>
  );
}

export function meta() {
  return [{ title: `Job Comparison · ${BRAND}` }];
}
