import { CheckCircle2, XCircle } from "lucide-react";
import { useLocation } from "react-router";
import { loadAnalysisPage, runAnalysisFromForm } from "~/.server/resumes/analysis-page";
import { AnalysisLayout } from "~/components/analysis/analysis-layout";
import { PercentBar, ScoreRing } from "~/components/analysis/bars";
import { LinkTabs, pickTab } from "~/components/analysis/link-tabs";
import { ResultSkeleton, RunButton, useRunning } from "~/components/analysis/run-button";
import { TargetChangedNote } from "~/components/analysis/target-changed-note";
import { UsageNote } from "~/components/analysis/usage-note";
import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";
import type { DetailedAnalysis, RubricFinding } from "~/lib/schemas/analysis";
import { matchScoreTone, overallScoreTone, TONE_TEXT } from "~/lib/scores";
import { linesWithoutRewrite } from "~/lib/detailed";
import type { Route } from "./+types/detailed-analysis";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "language", label: "Language" },
  { id: "ats", label: "ATS Compatibility" },
  { id: "keywords", label: "Keywords" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export function loader({ context }: Route.LoaderArgs) {
  return loadAnalysisPage(context, "detailed");
}

export function action({ request, context }: Route.ActionArgs) {
  return runAnalysisFromForm(request, context, "detailed");
}

export default function DetailedAnalysisPage({ loaderData }: Route.ComponentProps) {
  const { resume, latest, usage } = loaderData;
  const running = useRunning();
  const location = useLocation();
  const tab = pickTab<Tab>(location.search, TABS.map((t) => t.id), "overview");
  return (
    <>
      <PageHeader
        title="Detailed Resume Analysis"
        description="ATS compatibility, language and keyword improvements, each explained by its rule and source."
        actions={resume ? <RunButton label="Analyze Resume" /> : null}
      />
      {!resume ? (
        <NoResume message="Upload a resume to get started with detailed analysis." />
      ) : (
        <AnalysisLayout resume={resume}>
          <div className="mb-4">
            <UsageNote usage={usage} />
            <TargetChangedNote changed={loaderData.targetChanged} />
          </div>
          {running ? (
            <ResultSkeleton />
          ) : !latest ? (
            <Intro />
          ) : (
            <Result result={latest.result} tab={tab} />
          )}
        </AnalysisLayout>
      )}
    </>
  );
}

function Intro() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">What the detailed analysis gives you</CardTitle>
        <CardDescription>Press Analyze Resume to run it on your current resume.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          <li>• An overall score out of 100 from a published rubric, rule by rule, with the source of each rule.</li>
          <li>• Strengths and areas for improvement, each pointing at the line of your resume it is about.</li>
          <li>• Rewrites of weak lines that never invent facts: where a number would help, a placeholder shows where.</li>
          <li>• An ATS compatibility score with the checks behind it: headings, columns, contact details, dates, characters.</li>
          <li>• The keywords of your target occupation that your resume is missing, and format improvements.</li>
        </ul>
      </CardContent>
    </Card>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Result({ result, tab }: { result: DetailedAnalysis; tab: Tab }) {
  const tone = overallScoreTone(result.overallScore);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 pt-6 sm:flex-row sm:items-start">
          <div className="flex flex-col items-center gap-1">
            <ScoreRing value={result.overallScore} tone={tone} suffix="" />
            <span className="text-xs text-muted-foreground">out of 100</span>
          </div>
          <div className="grid gap-2">
            <h2 className="text-lg font-semibold">
              Overall score: <span className={TONE_TEXT[tone]} data-testid="overall-score">{result.overallScore}/100</span>
            </h2>
            <p className="text-sm">{result.summary}</p>
            {result.targetOccupation ? (
              <p className="text-xs text-muted-foreground">
                Compared with {result.targetOccupation.title} (O*NET {result.targetOccupation.code}).
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <div className="min-w-0">
        <LinkTabs tabs={[...TABS]} current={tab} label="Detailed analysis sections" />
        {tab === "overview" ? <Overview result={result} /> : null}
        {tab === "language" ? <Language result={result} /> : null}
        {tab === "ats" ? <Ats result={result} /> : null}
        {tab === "keywords" ? <Keywords result={result} /> : null}
      </div>
    </div>
  );
}

function Overview({ result }: { result: DetailedAnalysis }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <NoteList
          title="Strengths"
          items={result.strengths}
          empty="No particular strengths stood out yet; the areas for improvement show where to start."
          icon={<CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />}
        />
        <NoteList
          title="Areas for improvement"
          items={result.weaknesses}
          empty="Nothing to improve was found by the rubric."
          icon={<XCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />}
        />
      </div>
      <Findings title="How the score was made" findings={result.rubric} />
    </div>
  );
}

/** A card listing short notes, each after the same icon, or a line saying there are none. */
function NoteList({ title, items, empty, icon }: { title: string; items: string[]; empty: string; icon: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {items.map((s) => (
              <li key={s} className="flex gap-2">
                {icon}
                {s}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Findings({ title, findings }: { title: string; findings: RubricFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>Each rule with its points, what was found, and where the rule comes from.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {findings.map((f) => (
            <li key={f.id} className="grid gap-1 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{f.rule}</span>
                <span className={cn("shrink-0 tabular-nums", f.status === "fail" ? "text-destructive" : f.status === "warn" ? "text-warning" : "text-muted-foreground")}>
                  {f.points}/{f.max}
                </span>
              </div>
              <p className="text-muted-foreground">{f.detail}</p>
              {f.lines.length ? (
                <ul className="grid gap-1">
                  {f.lines.slice(0, 3).map((line) => (
                    <li key={line} className="rounded bg-muted/60 px-2 py-1 font-mono text-xs">
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-xs text-muted-foreground">
                Source: {f.source} <Badge variant="outline" className="ml-1 font-normal">{f.evidence}</Badge>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Language({ result }: { result: DetailedAnalysis }) {
  const unrewritten = linesWithoutRewrite(result);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Language optimization</CardTitle>
        <CardDescription>Stronger wording for weak lines. Text in [brackets] is for you to fill in with your real figures.</CardDescription>
      </CardHeader>
      <CardContent>
        {result.languageImprovements.length === 0 ? (
          unrewritten.length ? (
            <div className="grid gap-2 text-sm">
              <p>
                No line could be reworded without guessing what you did. These lines do not open with an action verb:
                start each with the verb that says what you did (&ldquo;Built&rdquo;, &ldquo;Led&rdquo;, &ldquo;Reduced&rdquo;).
              </p>
              <ul className="grid gap-1">
                {unrewritten.map((line) => (
                  <li key={line} className="rounded-md border p-2 text-muted-foreground">
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <Empty>No weak lines were found: your bullets already open with action verbs and avoid duty language.</Empty>
          )
        ) : (
          <ol className="grid gap-4">
            {result.languageImprovements.map((item, i) => (
              <li key={i} className="grid gap-2 rounded-md border p-3 text-sm">
                <p>
                  <span className="text-xs font-semibold uppercase text-muted-foreground">Original</span>
                  <br />
                  <span className="line-through decoration-destructive/60">{item.original}</span>
                </p>
                <p>
                  <span className="text-xs font-semibold uppercase text-muted-foreground">Improved</span>
                  <br />
                  <span className="font-medium">{item.improved}</span>
                </p>
                <p className="text-muted-foreground">{item.explanation}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Ats({ result }: { result: DetailedAnalysis }) {
  const { score, suggestions } = result.atsCompatibility;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">ATS compatibility</CardTitle>
          <CardDescription>How well applicant tracking systems can read your file.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <PercentBar value={score} tone={matchScoreTone(score)} label="ATS compatibility" />
          {suggestions.length === 0 ? (
            <Empty>No problems found: headings, contact details, dates and characters all read cleanly.</Empty>
          ) : (
            <ul className="grid list-inside list-disc gap-1 text-sm">
              {suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Findings title="ATS checks" findings={result.atsChecks} />
    </div>
  );
}

function Keywords({ result }: { result: DetailedAnalysis }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Recommended keywords</CardTitle>
          <CardDescription>
            {result.targetOccupation ? `Important for ${result.targetOccupation.title}, missing from your resume. Add only those you really have.` : "No target occupation was recognised."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {result.keywordSuggestions.length === 0 ? (
            <Empty>No missing keywords to suggest.</Empty>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {result.keywordSuggestions.map((k) => (
                <li key={k}>
                  <Badge variant="secondary">{k}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Format improvements</CardTitle>
        </CardHeader>
        <CardContent>
          {result.formatImprovements.length === 0 ? (
            <Empty>No format changes needed.</Empty>
          ) : (
            <ul className="grid list-inside list-disc gap-1 text-sm">
              {result.formatImprovements.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function meta() {
  return [{ title: `Detailed Analysis · ${BRAND}` }];
}
