import { ExternalLink, Info, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { loadAnalysisPage, runAnalysisFromForm } from "~/.server/resumes/analysis-page";
import { AnalysisLayout } from "~/components/analysis/analysis-layout";
import { PercentBar } from "~/components/analysis/bars";
import { ResultSkeleton, RunButton, useRunning } from "~/components/analysis/run-button";
import { TargetChangedNote } from "~/components/analysis/target-changed-note";
import { UsageNote } from "~/components/analysis/usage-note";
import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import type { GapAnalysis } from "~/lib/schemas/analysis";
import { confidenceTone, matchScoreTone } from "~/lib/scores";
import type { Route } from "./+types/gap-analysis";

export function loader({ context }: Route.LoaderArgs) {
  return loadAnalysisPage(context, "gap");
}

export function action({ request, context }: Route.ActionArgs) {
  return runAnalysisFromForm(request, context, "gap");
}

export default function GapAnalysisPage({ loaderData }: Route.ComponentProps) {
  const { resume, latest, usage } = loaderData;
  const running = useRunning();
  return (
    <>
      <PageHeader
        title="Resume Gap Analysis"
        description="The skills to add for your next role, the trends to watch, and where to learn."
        actions={resume ? <RunButton label="Do a Detailed Gap Analysis" /> : null}
      />
      {!resume ? (
        <NoResume message="Please upload a resume on the dashboard first." />
      ) : (
        <AnalysisLayout resume={resume}>
          <div className="mb-4">
            <UsageNote usage={usage} />
            <TargetChangedNote changed={loaderData.targetChanged} />
          </div>
          {running ? (
            <ResultSkeleton />
          ) : latest ? (
            <Result result={latest.result} />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Find what stands between you and your next role</CardTitle>
                <CardDescription>
                  Press Do a Detailed Gap Analysis: your resume is compared with the occupation it matches best (O*NET), with
                  skill gaps ranked by importance, your strongest skills, trends, courses and free resources, and the
                  salary step to the next level (U.S. BLS data).
                </CardDescription>
              </CardHeader>
            </Card>
          )}
        </AnalysisLayout>
      )}
    </>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-muted-foreground">{children}</p>;

function Result({ result }: { result: GapAnalysis }) {
  const t = result.careerTrajectory;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Section title="Analysis Overview">
        <div className="grid gap-4 text-sm">
          <p>{result.overview}</p>
          {result.targetOccupation ? (
            <p className="text-xs text-muted-foreground">
              Target occupation: {result.targetOccupation.title} (O*NET {result.targetOccupation.code})
              {result.targetOccupation.evidence.length ? `, from ${result.targetOccupation.evidence.join("; ")}` : ""}.{" "}
              <Link to="/dashboard?role=#target-role" className="text-primary underline underline-offset-4">
                Change target role
              </Link>
            </p>
          ) : null}
          <div>
            <p className="mb-1 font-medium">Match score</p>
            <PercentBar value={result.matchScore} tone={matchScoreTone(result.matchScore)} label="Match score" />
          </div>
          <div>
            <p className="mb-1 font-medium">Personalized Career Advice</p>
            <p>{result.personalizedAdvice}</p>
          </div>
          {result.notes.map((note) => (
            <p key={note} className="flex gap-2 rounded-md bg-muted/60 p-2 text-muted-foreground">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {note}
            </p>
          ))}
        </div>
      </Section>

      <Section title="Career Trajectory">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Current level</dt>
            <dd className="font-medium">{t.currentLevel}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Next level</dt>
            <dd className="font-medium">{t.nextLevel}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Estimated time to advance</dt>
            <dd className="font-medium">{t.timeEstimate}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Potential salary increase</dt>
            <dd className="font-medium">{t.potentialSalaryIncrease}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="mb-1 text-muted-foreground">Required skills</dt>
            <dd>
              {t.requiredSkills.length === 0 ? (
                <Empty>None beyond what you have.</Empty>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {t.requiredSkills.map((s) => (
                    <li key={s}>
                      <Badge variant="secondary">{s}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </Section>

      <div className="grid gap-4 xl:grid-cols-2">
        <Section title="Skill Gaps to Address" description="Ranked by importance for your target occupation.">
          {result.skillGaps.length === 0 ? (
            <Empty>No important gaps found for this occupation.</Empty>
          ) : (
            <ul className="divide-y text-sm">
              {result.skillGaps.map((g) => (
                <li key={g.skill} className="grid gap-1 py-2">
                  <div className="flex justify-between gap-3">
                    <span className="font-medium">{g.skill}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">{g.importance}/10</span>
                  </div>
                  <p className="text-muted-foreground">{g.relevance}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Current Skill Strength" description="How clearly your resume shows each skill.">
          {result.skillMatches.length === 0 ? (
            <Empty>None of the occupation's key skills were found in your resume yet.</Empty>
          ) : (
            <ul className="grid gap-3 text-sm">
              {result.skillMatches.map((m) => (
                <li key={m.skill} className="grid gap-1">
                  <span className="font-medium">{m.skill}</span>
                  <PercentBar value={m.confidence} tone={confidenceTone(m.confidence)} label={`${m.skill} confidence`} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section title="Industry Trends to Watch">
        {result.industryTrends.length === 0 ? (
          <Empty>No trend data for this occupation.</Empty>
        ) : (
          <ul className="grid gap-3 text-sm">
            {result.industryTrends.map((trend) => (
              <li key={trend.trend} className="flex gap-3">
                <TrendingUp className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                <div>
                  <p className="font-medium">
                    {trend.trend} <Badge variant="outline" className="ml-1 font-normal">{trend.timeframe}</Badge>
                  </p>
                  <p className="text-muted-foreground">{trend.relevance}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Recommended Paid Courses" description="From open course catalogs: free to take, though some platforms (Coursera, edX, Udemy) charge for a certificate.">
        {result.recommendedCourses.length === 0 ? (
          <Empty>No courses in our catalogs match your gaps closely enough to recommend.</Empty>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {result.recommendedCourses.map((c) => (
              <li key={c.link} className="grid gap-2 rounded-md border p-3 text-sm">
                <p className="font-medium">{c.name}</p>
                <p className="text-xs text-muted-foreground">
                  {c.platform} · {c.duration} · {c.difficulty}
                </p>
                <p className="text-muted-foreground">{c.description}</p>
                {c.skillsCovered.length ? (
                  <ul className="flex flex-wrap gap-1">
                    {c.skillsCovered.map((s) => (
                      <li key={s}>
                        <Badge variant="secondary">{s}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <a href={c.link} target="_blank" rel="noopener noreferrer" className="inline-flex w-fit items-center gap-1 font-medium text-primary hover:underline">
                  View Course <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Free Learning Resources">
        {result.freeResources.length === 0 ? (
          <Empty>No free resources in our catalogs match your gaps closely enough to recommend.</Empty>
        ) : (
          <ul className="divide-y text-sm">
            {result.freeResources.map((r) => (
              <li key={r.link} className="grid gap-1 py-2">
                <p className="font-medium">
                  {r.name} <Badge variant="outline" className="ml-1 font-normal">{r.type}</Badge>
                </p>
                <p className="text-muted-foreground">{r.description}</p>
                <a href={r.link} target="_blank" rel="noopener noreferrer" className="inline-flex w-fit items-center gap-1 font-medium text-primary hover:underline">
                  Access Resource <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export function meta() {
  return [{ title: `Gap Analysis · ${BRAND}` }];
}
