import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { BRAND } from "~/lib/brand";

export default function GapAnalysis() {
  return (
    <>
      <PageHeader title="Resume Gap Analysis" description="The skills to add for your next role, and where to learn them." />
      <NoResume message="Please upload a resume on the dashboard first." />
    </>
  );
}

export function meta() {
  return [{ title: `Gap Analysis · ${BRAND}` }];
}
