import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { BRAND } from "~/lib/brand";

export default function CareerRoadmap() {
  return (
    <>
      <PageHeader title="10-Year Career Roadmap" description="Two paths for the next ten years, with milestones and what to learn." />
      <NoResume variant="alert" message="Please upload a resume first to generate a career roadmap." />
    </>
  );
}

export function meta() {
  return [{ title: `Career Roadmap · ${BRAND}` }];
}
