import { AlertTriangle, CheckCircle2, GitCompareArrows, XCircle } from "lucide-react";
import { useState } from "react";
import { Form, useLocation } from "react-router";
import { loadAnalysisPage, runAnalysisFromForm } from "~/.server/resumes/analysis-page";
import { AnalysisLayout } from "~/components/analysis/analysis-layout";
import { ScoreRing } from "~/components/analysis/bars";
import { LinkTabs, pickTab } from "~/components/analysis/link-tabs";
import { ResultSkeleton, useRunning } from "~/components/analysis/run-button";
import { UsageNote } from "~/components/analysis/usage-note";
import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { inputClasses } from "~/components/ui/input";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { MAX_JOB_DESCRIPTION_CHARS, type JobComparison } from "~/lib/schemas/analysis";
import { fitLabel, fitRingTone, fitText, TONE_TEXT } from "~/lib/scores";
import type { Route } from "./+types/job-comparison";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "skills", label: "Skills" },
  { id: "experience", label: "Experience" },
  { id: "education", label: "Education" },
  { id: "requirements", label: "Requirements" },
  { id: "recommendations", label: "Recommendations" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export function loader({ context }: Route.LoaderArgs) {
  return loadAnalysisPage(context, "job-comparison");
}

export function action({ request, context }: Route.ActionArgs) {
  return runAnalysisFromForm(request, context, "job-comparison");
}

export default function JobComparisonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resume, latest, usage } = loaderData;
  const running = useRunning();
  const location = useLocation();
  const tab = pickTab<Tab>(location.search, TABS.map((t) => t.id), "overview");
  const [text, setText] = useState(latest?.input.jobDescription ?? "");
  // Without JavaScript the button cannot follow the text area, so it stays enabled and the server checks.
  const hydrated = useHydrated();
  const fieldError = actionData && "fieldErrors" in actionData ? actionData.fieldErrors?.jobDescription?.[0] : undefined;
  return (
    <>
      <PageHeader title="Job Description Comparison" description="See how well your resume fits a job, requirement by requirement." />
      {!resume ? (
        <NoResume variant="alert" message="Please upload a resume first to compare with job descriptions." />
      ) : (
        <AnalysisLayout resume={resume}>
          <div className="grid grid-cols-1 gap-6">
            <Card>
              <CardContent className="pt-6">
                <Form method="post" preventScrollReset className="grid gap-3">
                  <input type="hidden" name="intent" value="run" />
                  <label htmlFor="jobDescription" className="text-sm font-medium">
                    Job description
                  </label>
                  <textarea
                    id="jobDescription"
                    name="jobDescription"
                    placeholder="Paste job description here..."
                    value={text}
                    onChange={(e) => setText(e.currentTarget.value)}
                    rows={10}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? "jobDescription-error" : undefined}
                    className={cn(inputClasses, "h-auto min-h-48 resize-y py-2 font-normal")}
                  />
                  {fieldError ? (
                    <p id="jobDescription-error" className="text-sm text-destructive" role="alert">
                      {fieldError}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <UsageNote usage={usage} />
                    <Button type="submit" disabled={hydrated && !text.trim()} pending={running} className="ml-auto">
                      <GitCompareArrows className="h-4 w-4" aria-hidden />
                      {running ? "Comparing..." : "Compare with Resume"}
                    </Button>
                  </div>
                </Form>
              </CardContent>
            </Card>
            {running ? <ResultSkeleton /> : null}
            {!running && !text.trim() ? <HowItWorks /> : null}
            {!running && latest ? <Result result={latest.result} tab={tab} /> : null}
          </div>
        </AnalysisLayout>
      )}
    </>
  );
}

function HowItWorks() {
  const steps = [
    ["Paste the job description", "Copy the whole posting: title, responsibilities and requirements."],
    ["We read the posting", "Required and preferred skills, years of experience, education and each requirement line."],
    ["We match your resume", "Every item is checked against your resume, with the evidence found."],
    ["Close the gaps", "See your fit, what is missing, and what to add or emphasise, honestly."],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">How It Works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map(([title, text], i) => (
            <li key={title} className="flex gap-3 text-sm">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">{i + 1}</span>
              <span>
                <span className="font-medium">{title}</span>
                <br />
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function ScoreCard({ title, value }: { title: string; value: number }) {
  const tone = fitRingTone(value);
  return (
    <div className="rounded-lg border p-4" data-testid={`score-${title.toLowerCase()}`}>
      <p className="text-sm text-muted-foreground">{title}</p>
      <p className={cn("text-2xl font-bold tabular-nums", TONE_TEXT[tone])}>{Math.round(value)}%</p>
      <p className="text-sm font-medium">{fitLabel(value)}</p>
    </div>
  );
}

function List({ items, empty, good }: { items: string[]; empty: string; good: boolean }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const Icon = good ? CheckCircle2 : XCircle;
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className={cn("mt-0.5 h-4 w-4 shrink-0", good ? "text-success" : "text-destructive")} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Two lists side by side; when both are empty, one card says why, as "none met" beside "all met" contradicts itself. */
function TwoLists(props: { left: [string, string[], string]; right: [string, string[], string]; none: [string, string] }) {
  if (!props.left[1].length && !props.right[1].length) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{props.none[0]}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{props.none[1]}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {[props.left, props.right].map(([title, items, empty], i) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle className="text-base">{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <List items={items} empty={empty} good={i === 0} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Result({ result, tab }: { result: JobComparison; tab: Tab }) {
  const tone = fitRingTone(result.overallFit);
  return (
    <div className="min-w-0">
      {result.job.truncated ? (
        <p className="mb-3 flex gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
          The job description was very long: only its first {MAX_JOB_DESCRIPTION_CHARS.toLocaleString("en")} characters were compared.
        </p>
      ) : null}
      {result.job.confidence < 0.4 ? (
        <p className="mb-3 flex gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
          Little of this job description could be recognised (few known skills or requirements), so treat this fit as a rough guide.
        </p>
      ) : null}
      <LinkTabs tabs={[...TABS]} current={tab} label="Comparison sections" />
      {tab === "overview" ? (
        <div className="grid grid-cols-1 gap-4">
          <Card>
            <CardContent className="flex flex-col items-center gap-6 pt-6 sm:flex-row">
              <ScoreRing value={result.overallFit} tone={tone} />
              <div className="grid gap-2 text-sm">
                <h2 className="text-lg font-semibold">
                  Overall fit: <span className={TONE_TEXT[tone]} data-testid="overall-fit">{Math.round(result.overallFit)}%</span>
                </h2>
                <p className="font-medium">{fitText(result.overallFit)}</p>
                {/* The summary opens with the same sentence (the API's summary stands alone); shown once here. */}
                <p className="text-muted-foreground">{withoutPrefix(result.summary, fitText(result.overallFit))}</p>
                {result.job.title ? <p className="text-xs text-muted-foreground">Position: {result.job.title}</p> : null}
              </div>
            </CardContent>
          </Card>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <ScoreCard title="Skills" value={result.skillsMatch.matchPercentage} />
            <ScoreCard title="Experience" value={result.experienceMatch.matchPercentage} />
            <ScoreCard title="Education" value={result.educationMatch.matchPercentage} />
            <ScoreCard title="Requirements" value={result.requirementsFit.matchPercentage} />
          </div>
        </div>
      ) : null}
      {tab === "skills" ? (
        <TwoLists
          left={["Matched skills", result.skillsMatch.matchedSkills, "None of the posting's skills were found in your resume."]}
          right={["Missing skills", result.skillsMatch.missingSkills, "No missing skills."]}
          none={["Skills", "No skill in the job description could be recognised, so there is nothing to match. Paste the posting's full text, with its requirements."]}
        />
      ) : null}
      {tab === "experience" ? (
        <TwoLists
          left={["Relevant experience", result.experienceMatch.relevantExperience, "No directly relevant experience was found."]}
          right={["Experience gaps", result.experienceMatch.experienceGaps, "No experience gaps."]}
          none={["Experience", "The job description asks for no years of experience or role that could be compared with your positions."]}
        />
      ) : null}
      {tab === "education" ? (
        <TwoLists
          left={["Relevant qualifications", result.educationMatch.relevantQualifications, "No matching qualifications were found."]}
          right={["Missing qualifications", result.educationMatch.missingQualifications, "No missing qualifications."]}
          none={["Qualifications", "The job description asks for no degree or certification, and none of yours bears on it."]}
        />
      ) : null}
      {tab === "requirements" ? (
        <TwoLists
          left={["Met requirements", result.requirementsFit.metRequirements, "No requirement was clearly met."]}
          right={["Unmet requirements", result.requirementsFit.unrequirements, "Every requirement found is met."]}
          none={["Requirements", "No requirement lines (years, degrees, certifications, must-haves) were found in the job description to check."]}
        />
      ) : null}
      {tab === "recommendations" ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Recommendations</CardTitle>
            <CardDescription>Only add what is true: these point at what the posting looks for.</CardDescription>
          </CardHeader>
          <CardContent>
            {result.recommendations.length === 0 ? (
              <p className="text-sm text-muted-foreground">No recommendations: your resume covers this posting well.</p>
            ) : (
              <ol className="grid list-inside list-decimal gap-2 text-sm">
                {result.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function meta() {
  return [{ title: `Job Comparison · ${BRAND}` }];
}

function withoutPrefix(text: string, prefix: string) {
  return text.startsWith(prefix) ? text.slice(prefix.length).trimStart() : text;
}
