import { FileUp } from "lucide-react";
import { MetricCard } from "~/components/dashboard/metric-card";
import { PageHeader } from "~/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { gapStatus, keywordStatus } from "~/lib/metrics";

// The dashboard for a user with no résumé yet; upload, analysis and the filled-in states arrive with
// résumé ingestion.
export default function Dashboard() {
  return (
    <>
      <PageHeader title="Resume Analysis Dashboard" description="Your resume at a glance." />
      <section aria-label="Metrics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <MetricCard metric="experience" value="N/A" subtitle="No resume yet" status="neutral" />
        <MetricCard metric="skills" value="N/A" subtitle="No resume yet" status="neutral" />
        <MetricCard metric="keywords" value="N/A" subtitle="No resume yet" status={keywordStatus(null)} />
        <MetricCard metric="gaps" value="N/A" subtitle="No resume yet" status={gapStatus(null)} />
      </section>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Skill Breakdown</CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <caption className="sr-only">Share of skills by category</caption>
              <tbody>
                {["Technical", "Soft", "Other"].map((label) => (
                  <tr key={label} className="border-b last:border-0">
                    <th scope="row" className="py-2 text-left font-medium">{label}</th>
                    <td className="py-2 text-right text-muted-foreground">N/A</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Career Journey</CardTitle>
          </CardHeader>
          <CardContent className="text-center">
            <p className="font-medium">No career journey data available yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">Upload and analyze your resume to see your career timeline.</p>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <FileUp className="h-8 w-8 text-primary" aria-hidden />
          <p className="font-semibold">Upload your resume first</p>
          <p className="max-w-xl text-sm text-muted-foreground">
            Upload your resume (PDF, DOC, DOCX or TXT, up to 10MB) and analyze it to fill this dashboard. Then find your
            skill gaps and compare your resume with job descriptions.
          </p>
        </CardContent>
      </Card>
    </>
  );
}

export function meta() {
  return [{ title: `Dashboard · ${BRAND}` }];
}
