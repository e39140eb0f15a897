import type { ReactNode } from "react";
import type { Resume } from "~/lib/schemas/resume";
import { ResumeContentPanel } from "../resume-content-panel";

/** The analysis screens: the collapsible 'Resume Content' panel on the left, the screen on the right. */
export function AnalysisLayout({ resume, children }: { resume: Pick<Resume, "fileName" | "fileContent"> | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <ResumeContentPanel resume={resume} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
