import { ArrowRight, FileUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, redirect, useActionData, useLocation, useNavigation, useRevalidator, useRouteError } from "react-router";
import { requireUser } from "~/.server/auth/guards";
import { describeAnalyzeError, describeUploadError } from "~/.server/resumes/http-errors";
import { skillPlaces } from "~/.server/analysis/metrics";
import { analyzeResume, changeTargetRole, getLatestResume, uploadResume } from "~/.server/resumes/resumes";
import { targetRole, targetRoleChoices, UnknownOccupationError } from "~/.server/resumes/target-role";
import { readUpload } from "~/.server/resumes/upload-request";
import { redirectWithToast, refusalWithToast } from "~/.server/toast";
import { CareerJourneyCard } from "~/components/dashboard/career-journey";
import { MetricCard } from "~/components/dashboard/metric-card";
import { MetricExplanation } from "~/components/dashboard/metric-explanation";
import { ParsedProfile } from "~/components/dashboard/parsed-profile";
import { ResumeCard } from "~/components/dashboard/resume-card";
import { TargetRole } from "~/components/dashboard/target-role";
import { SkillBreakdownCard } from "~/components/dashboard/skill-breakdown";
import { UploadControl } from "~/components/dashboard/upload-control";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { METRIC_KEYS, metricCards } from "~/lib/metrics";
import { NO_CAREER_DATA } from "~/lib/schemas/resume";
import { TARGET_ROLE_TOASTS, targetRoleFormSchema } from "~/lib/target-role";
import { skipRevalidationAfterFailure } from "~/lib/texts";
import { unansweredPostToast } from "~/lib/upload-rules";
import { useToast } from "~/components/toaster";
import type { Route } from "./+types/dashboard";
import { discardUnread, readForm } from "~/.server/http";

const EMPTY_BREAKDOWN = { technical: 33.3, soft: 33.3, other: 33.3, technicalSkills: ["N/A"], softSkills: ["N/A"], otherSkills: ["N/A"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const latest = await getLatestResume(user.id);
  // "/dashboard?explain=skills" (an older link) opens that explanation the way a card does, by the fragment.
  const params = new URL(request.url).searchParams;
  const explain = params.get("explain");
  if ((METRIC_KEYS as readonly string[]).includes(explain ?? "")) throw redirect(`/dashboard#explain-${explain}`);
  return {
    latest,
    places: latest ? Object.fromEntries(skillPlaces(latest.profile)) : {},
    target: targetRoleChoices(latest?.profile ?? null, await targetRole(user.id), params.get("role")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  // Media types are case-insensitive: "Multipart/Form-Data" is an upload too, read within the upload's limit.
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.includes("multipart/form-data")) {
    try {
      await uploadResume(user.id, () => readUpload(request));
      return redirectWithToast("/dashboard", { title: "Resume uploaded", description: "Your resume has been uploaded successfully." });
    } catch (error) {
      const failure = describeUploadError(error);
      if (!failure) throw error;
      return refusalWithToast(
        context,
        "/dashboard",
        { error: failure.message },
        { title: failure.title, description: failure.message, variant: "destructive" },
        { status: failure.status },
      );
    } finally {
      discardUnread(request);
    }
  }
  const form = await readForm(request);
  if (form.get("intent") === "analyze") {
    try {
      await analyzeResume(user.id, String(form.get("resumeId") ?? "") || undefined);
      return redirectWithToast("/dashboard", {
        title: "Resume analyzed successfully",
        description: "Your dashboard has been updated with the analysis results.",
      });
    } catch (error) {
      const failure = describeAnalyzeError(error);
      if (!failure) throw error;
      return refusalWithToast(context, "/dashboard", { error: failure.message }, { title: failure.title, description: failure.message, variant: "destructive" }, { status: failure.status });
    }
  }
  if (form.get("intent") === "target") {
    const parsed = targetRoleFormSchema.safeParse({ occupation: form.get("occupation") ?? "" });
    try {
      if (!parsed.success) throw new UnknownOccupationError();
      const { picked, inferred } = await changeTargetRole(user.id, parsed.data.occupation || null);
      return redirectWithToast("/dashboard", picked && picked.code !== inferred?.code ? TARGET_ROLE_TOASTS.chosen(picked.title) : TARGET_ROLE_TOASTS.inferred(inferred?.title ?? null));
    } catch (error) {
      if (!(error instanceof UnknownOccupationError)) throw error;
      return refusalWithToast(context, "/dashboard", { error: error.message }, { title: "Target role not changed", description: error.message, variant: "destructive" }, { status: 400 });
    }
  }
  return data({ error: "Unknown action" }, { status: 400 });
}

/**
 * In the browser: a post that gets no answer from the app (the connection dropped, a proxy's error page) shows the post's
 * failure toast and leaves the dashboard as it was. It had replaced the whole page with "Unable to load dashboard" and
 * the proxy's HTML, and the Analyze button had read "Upload Resume First" (review 77). Nothing is asked of the server
 * again until the next post: it would fail the same way.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const upload = (request.headers.get("Content-Type") ?? "").toLowerCase().includes("multipart/form-data");
  const intent = upload ? "upload" : String((await request.clone().formData()).get("intent") ?? "") === "target" ? "target" : "analyze";
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (or any answer the framework handles itself) is not a failure.
    if (error instanceof Response) throw error;
    return { failure: "unanswered", toast: unansweredPostToast(intent, isRouteErrorResponse(error) ? error.status : null) };
  }
}

export const shouldRevalidate = skipRevalidationAfterFailure;

/**
 * The latest résumé is read again when the tab comes back to the foreground (spec section 7: the query refetches on
 * focus): a tab left open had analyzed the résumé it showed after another tab uploaded a newer one (review 77).
 */
function RefreshOnFocus() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = revalidator.state !== "idle" || navigation.state !== "idle";
  const { revalidate } = revalidator;
  useEffect(() => {
    let last = 0;
    const onVisible = () => {
      if (document.visibilityState !== "visible" || busy.current || Date.now() - last < 2000) return;
      last = Date.now();
      void revalidate();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [revalidate]);
  return null;
}

/** The toast of a post that got no answer (clientAction), shown once. */
function UnansweredPost() {
  const result = useActionData<typeof clientAction>();
  const { toast } = useToast();
  const failure = result && typeof result === "object" && "toast" in result ? result.toast : null;
  useEffect(() => {
    if (failure) toast(failure);
  }, [failure, toast]);
  return null;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { latest, places, target } = loaderData;
  const occupation = latest?.metrics?.explanations.occupation;
  const metrics = latest?.metrics ?? null;
  return (
    <>
      <PageHeader
        title="Resume Analysis Dashboard"
        description={
          metrics ? "Your resume at a glance. Select a card to see how it is calculated." : latest ? "Press Analyze to see the numbers for your resume." : "Upload your resume to get started."
        }
        actions={<UploadControl resumeId={latest?.resume.id ?? null} />}
      />
      <section aria-label="Metrics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {metricCards(metrics, !!latest).map((card) => (
          <MetricCard key={card.metric} {...card} />
        ))}
      </section>
      {latest ? <TargetRole choices={target} used={occupation ? { title: occupation.title, chosen: !!occupation.chosen } : null} analyzed={!!metrics} /> : null}
      {/* All four, shown one at a time by the page's fragment (app.css), so opening one reloads nothing. */}
      {METRIC_KEYS.map((m) => (
        <MetricExplanation key={m} metric={m} metrics={metrics} uploaded={!!latest} />
      ))}
      <FocusFragment />
      <UnansweredPost />
      <RefreshOnFocus />
      {/* Each card its own height: a long career's timeline had stretched the chart's card beside it (review 73). */}
      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <SkillBreakdownCard breakdown={metrics?.skillBreakdown ?? EMPTY_BREAKDOWN} analyzed={!!metrics} uploaded={!!latest} />
        <CareerJourneyCard journey={metrics?.careerJourney ?? [NO_CAREER_DATA]} analyzed={!!metrics} />
      </div>
      {latest ? (
        <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <ResumeCard resume={latest.resume} />
          <NextSteps />
        </div>
      ) : (
        <UploadFirst />
      )}
      {latest ? <ParsedProfile profile={latest.profile} places={places} skillCount={metrics?.skillCount} /> : null}
    </>
  );
}

/**
 * With JavaScript, the keyboard focus follows the fragment: into an explanation when its card is opened, back to the
 * card when the explanation is closed (the browser alone only moves where the next Tab starts).
 */
function FocusFragment() {
  const { hash } = useLocation();
  useEffect(() => {
    if (/^#(?:explain|metric)-[a-z]+$/.test(hash)) document.getElementById(hash.slice(1))?.focus({ preventScroll: true });
  }, [hash]);
  return null;
}

function NextSteps() {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        {/* A heading, as its neighbour's "Uploaded Resume" is (review 73). */}
        <h2 className="font-semibold">Next steps</h2>
        <p className="text-sm text-muted-foreground">Find the skills to add for your next role, or see how you fit a job you want.</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/gap-analysis" className={buttonClasses("default")}>
            Find Gaps <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <Link to="/job-comparison" className={buttonClasses("outline")}>
            Compare Jobs <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function UploadFirst() {
  return (
    <Card className="mt-6">
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
        <FileUp className="h-8 w-8 text-primary" aria-hidden />
        <p className="font-semibold">Upload your resume first</p>
        <p className="max-w-xl text-sm text-muted-foreground">
          Choose your resume file above and upload it (PDF, DOC, DOCX or TXT, up to 10MB), then press Analyze to fill this
          dashboard. After that you can find your skill gaps and compare your resume with job descriptions.
        </p>
      </CardContent>
    </Card>
  );
}

export function meta() {
  return [{ title: `Dashboard · ${BRAND}` }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const unauthorised = isRouteErrorResponse(error) && error.status === 401;
  const message =
    // A short message of the app's own; never a proxy's HTML page (review 77).
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data && error.data.length <= 300 && !error.data.includes("<")
      ? error.data
      : error instanceof Error && error.message
        ? error.message
        : "There was an error loading your resume data.";
  return (
    <>
      <PageHeader title="Resume Analysis Dashboard" actions={unauthorised ? null : <UploadControl resumeId={null} />} />
      <Card>
        <CardContent className="grid gap-2 pt-6">
          {unauthorised ? (
            <>
              <h2 className="text-lg font-semibold">Authentication Required</h2>
              <p className="text-sm text-muted-foreground">Please log in to access your dashboard.</p>
              <Link to="/login?redirectTo=%2Fdashboard" className={buttonClasses("default") + " mt-2 w-fit"}>
                Sign In
              </Link>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold">Unable to load dashboard</h2>
              <p className="text-sm text-muted-foreground">{message}</p>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
