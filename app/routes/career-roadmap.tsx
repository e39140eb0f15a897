import { Briefcase, Lock, Map as MapIcon, SlidersHorizontal } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { loadAnalysisPage, runAnalysisFromForm } from "~/.server/resumes/analysis-page";
import { AnalysisLayout } from "~/components/analysis/analysis-layout";
import { LinkTabs, pickTab } from "~/components/analysis/link-tabs";
import { ResultSkeleton, useRunning } from "~/components/analysis/run-button";
import { TargetChangedNote } from "~/components/analysis/target-changed-note";
import { UsageNote } from "~/components/analysis/usage-note";
import { NoResume } from "~/components/no-resume";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input, Label, Select } from "~/components/ui/input";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { paymentPath } from "~/lib/plans";
import {
  CAREER_TRACKS,
  REMOTE_PREFERENCES,
  SALARY_IMPORTANCE,
  WORK_STYLES,
  type CareerRoadmap,
  type RoadmapPreferences,
} from "~/lib/schemas/analysis";
import { matchScoreTone, TONE_TEXT } from "~/lib/scores";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/career-roadmap";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "paths", label: "Career Paths" },
  { id: "learning", label: "Learning Plan" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export function loader({ context }: Route.LoaderArgs) {
  return loadAnalysisPage(context, "roadmap");
}

export function action({ request, context }: Route.ActionArgs) {
  return runAnalysisFromForm(request, context, "roadmap");
}

export default function CareerRoadmapPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resume, latest, usage, plan } = loaderData;
  const running = useRunning();
  const hydrated = useHydrated();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const tab = pickTab<Tab>(location.search, TABS.map((t) => t.id), "overview");
  const [customizing, setCustomizing] = useState(params.get("customize") === "1");
  // The form closes after a successful generation (a new result arrives).
  const createdAt = latest?.createdAt;
  useEffect(() => setCustomizing(false), [createdAt]);
  const fieldErrors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined;

  const customizeHref = `?${new URLSearchParams({ ...Object.fromEntries(params), customize: "1" })}`;
  return (
    <>
      <PageHeader
        title="10-Year Career Roadmap"
        description="Two paths for the next ten years, with milestones, salaries (U.S. BLS) and what to learn."
        actions={
          resume ? (
            <>
              {hydrated ? (
                <Button type="button" variant="outline" onClick={() => setCustomizing((v) => !v)} aria-expanded={customizing}>
                  <SlidersHorizontal className="h-4 w-4" aria-hidden /> Customize
                </Button>
              ) : (
                <Link to={customizeHref} className={buttonClasses("outline")}>
                  <SlidersHorizontal className="h-4 w-4" aria-hidden /> Customize
                </Link>
              )}
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="run" />
                <Button type="submit" pending={running}>
                  <MapIcon className="h-4 w-4" aria-hidden /> {running ? "Generating..." : "Generate Roadmap"}
                </Button>
              </Form>
            </>
          ) : null
        }
      />
      {!resume ? (
        <NoResume variant="alert" message="Please upload a resume first to generate a career roadmap." />
      ) : (
        <AnalysisLayout resume={resume}>
          <div className="grid grid-cols-1 gap-6">
            <UsageNote usage={usage} />
            <TargetChangedNote changed={loaderData.targetChanged} />
            {customizing ? (
              <PreferencesForm
                defaults={latest?.input.preferences ?? {}}
                locked={plan === "free"}
                running={running}
                errors={fieldErrors}
                onCancel={hydrated ? () => setCustomizing(false) : undefined}
              />
            ) : null}
            {running ? <ResultSkeleton /> : latest ? <Result result={latest.result} tab={tab} /> : <Intro />}
          </div>
        </AnalysisLayout>
      )}
    </>
  );
}

function Intro() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Plan the next ten years</CardTitle>
        <CardDescription>
          Press Generate Roadmap for two paths built from related occupations (O*NET), with a suitability score from your
          skills, milestones with U.S. salary ranges (BLS), a learning plan and a networking strategy. Customize sets your
          industry, pace, location, remote preference, salary priority and career track.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function PreferencesForm(props: {
  defaults: RoadmapPreferences;
  locked: boolean;
  running: boolean;
  errors?: Record<string, string[] | undefined>;
  onCancel?: () => void;
}) {
  const { defaults, locked, running, errors } = props;
  const error = (field: string) =>
    errors?.[field]?.[0] ? (
      <p className="text-sm text-destructive" role="alert">
        {errors[field]![0]}
      </p>
    ) : null;
  const select = (name: keyof RoadmapPreferences, label: string, options: readonly string[]) => (
    <div className="grid gap-2">
      <Label htmlFor={`pref-${name}`}>{label}</Label>
      <Select id={`pref-${name}`} name={name} defaultValue={defaults[name] ?? ""} disabled={locked}>
        <option value="">No preference</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
      {error(name)}
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Customize your roadmap</CardTitle>
        <CardDescription>Leave anything on &ldquo;No preference&rdquo; to let your resume decide.</CardDescription>
      </CardHeader>
      <CardContent>
        {locked ? (
          <p className="mb-4 flex flex-wrap items-center gap-2 rounded-md bg-muted/60 p-3 text-sm">
            <Lock className="h-4 w-4" aria-hidden /> Customisation is part of the paid plans; the standard roadmap is free.
            <Link to={paymentPath("monthly")} className="font-medium text-primary hover:underline">
              Upgrade
            </Link>
          </p>
        ) : null}
        <Form method="post" preventScrollReset className="grid gap-4">
          <input type="hidden" name="intent" value="run" />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="pref-industry">Industry</Label>
              <Input id="pref-industry" name="industry" defaultValue={defaults.industry ?? ""} placeholder="e.g. Healthcare" maxLength={100} disabled={locked} />
              {error("industry")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="pref-preferredLocation">Preferred location</Label>
              <Input
                id="pref-preferredLocation"
                name="preferredLocation"
                defaultValue={defaults.preferredLocation ?? ""}
                placeholder="e.g. Austin, TX"
                maxLength={100}
                disabled={locked}
              />
              {error("preferredLocation")}
            </div>
            {select("workStyle", "Work style", WORK_STYLES)}
            {select("remotePreference", "Remote preference", REMOTE_PREFERENCES)}
            {select("salaryImportance", "Salary importance", SALARY_IMPORTANCE)}
            {select("careerTrack", "Career track", CAREER_TRACKS)}
          </div>
          <div className="flex justify-end gap-2">
            {props.onCancel ? (
              <Button type="button" variant="outline" onClick={props.onCancel}>
                Cancel
              </Button>
            ) : (
              <Link to="/career-roadmap" className={buttonClasses("outline")}>
                Cancel
              </Link>
            )}
            <Button type="submit" disabled={locked} pending={running}>
              {running ? "Generating..." : "Generate Custom Roadmap"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function Chips({ items, variant = "secondary" }: { items: string[]; variant?: "secondary" | "outline" }) {
  if (items.length === 0) return <span className="text-sm text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((i) => (
        <li key={i}>
          <Badge variant={variant} className="font-normal">
            {i}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

function Result({ result, tab }: { result: CareerRoadmap; tab: Tab }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const selected = params.get("path") === "path2" ? "path2" : "path1";
  const path = result.potentialPaths[selected];
  return (
    <div className="min-w-0">
      <LinkTabs tabs={[...TABS]} current={tab} label="Roadmap sections" />
      {tab === "overview" ? (
        <div className="grid grid-cols-1 gap-4">
          <Card>
            <CardContent className="grid gap-2 pt-6 text-sm">
              <p>{result.overview}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Briefcase className="h-4 w-4" aria-hidden /> Current position: {result.currentPosition.role}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 text-sm md:grid-cols-2">
              <div>
                <p className="mb-2 font-medium">Key strengths</p>
                <Chips items={result.currentPosition.strengths} />
              </div>
              <div>
                <p className="mb-2 font-medium">Development areas</p>
                <Chips items={result.currentPosition.developmentAreas} variant="outline" />
              </div>
            </CardContent>
          </Card>
        </div>
      ) : null}
      {tab === "paths" ? (
        <div className="grid grid-cols-1 gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {(["path1", "path2"] as const).map((id) => {
              const p = result.potentialPaths[id];
              const active = id === selected;
              const to = new URLSearchParams(params);
              to.set("tab", "paths");
              to.set("path", id);
              return (
                <Link
                  key={id}
                  to={`?${to.toString()}`}
                  preventScrollReset
                  replace
                  aria-current={active ? "true" : undefined}
                  data-testid={`path-card-${id}`}
                  className={cn("block rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary/60", active && "border-primary ring-1 ring-primary")}
                >
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold">{p.name}</p>
                    <span className={cn("shrink-0 text-sm font-semibold tabular-nums", TONE_TEXT[matchScoreTone(p.suitabilityScore)])}>
                      {Math.round(p.suitabilityScore)}% suitable
                    </span>
                  </div>
                  <p className="mt-2 text-sm text-muted-foreground">{p.description}</p>
                </Link>
              );
            })}
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Milestones: {path.name}</CardTitle>
              <CardDescription>{result.salarySource}</CardDescription>
            </CardHeader>
            <CardContent>
              <ol className="relative grid gap-6 border-l pl-6">
                {path.milestones.map((m) => (
                  <li key={`${m.year}-${m.role}`} className="relative grid gap-2 text-sm">
                    <span className="absolute -left-[1.95rem] top-1 h-3 w-3 rounded-full bg-primary ring-4 ring-card" aria-hidden />
                    <p className="font-semibold">
                      {m.year} · {m.role}
                    </p>
                    <p className="text-muted-foreground">{m.description}</p>
                    <p>
                      Salary:{" "}
                      {m.salary.max === 0
                        ? "no BLS estimate for this role"
                        : m.salary.min === m.salary.max
                          ? `${usd(m.salary.max)} ${m.salary.currency}`
                          : `${usd(m.salary.min)} – ${usd(m.salary.max)} ${m.salary.currency}`}
                    </p>
                    <div className="grid gap-1">
                      <span className="text-xs font-medium uppercase text-muted-foreground">Skills to have</span>
                      <Chips items={m.requiredSkills} />
                    </div>
                    <div className="grid gap-1">
                      <span className="text-xs font-medium uppercase text-muted-foreground">Who hires for it</span>
                      <Chips items={m.potentialEmployers} variant="outline" />
                    </div>
                    {m.industryTrends.length ? (
                      <div className="grid gap-1">
                        <span className="text-xs font-medium uppercase text-muted-foreground">Trends</span>
                        <ul className="list-inside list-disc text-muted-foreground">
                          {m.industryTrends.map((t) => (
                            <li key={t}>{t}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
      ) : null}
      {tab === "learning" ? (
        <div className="grid grid-cols-1 gap-4">
          <div className="grid gap-4 md:grid-cols-3">
            {(
              [
                ["Short Term (1-2 years)", result.recommendedLearning.shortTerm],
                ["Mid Term (3-5 years)", result.recommendedLearning.midTerm],
                ["Long Term (5+ years)", result.recommendedLearning.longTerm],
              ] as const
            ).map(([title, items]) => (
              <Card key={title}>
                <CardHeader>
                  <CardTitle className="text-base">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  {items.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Nothing specific for this horizon.</p>
                  ) : (
                    <ul className="grid list-inside list-disc gap-1 text-sm">
                      {items.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Networking strategy</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-inside list-disc gap-1 text-sm">
                {result.networkingStrategy.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}

export function meta() {
  return [{ title: `Career Roadmap · ${BRAND}` }];
}
