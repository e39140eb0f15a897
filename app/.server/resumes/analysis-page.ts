import { data, type RouterContextProvider } from "react-router";
import { chosenOccupation } from "../analysis/occupation";
import type { AnalysisKind } from "~/lib/schemas/analysis";
import { requireUser } from "../auth/guards";
import { dataWithToast, redirectWithToast } from "../toast";
import { latestAnalysis, runAnalysis, usageOf } from "./analyses";
import { InputError, readAnalysisInput } from "./analysis-api";
import { ANALYSIS_FAILED, describeAnalysisError } from "./http-errors";
import { getCurrentResume } from "./resumes";
import { targetRole } from "./target-role";
import { readForm } from "../http";

type Context = Readonly<RouterContextProvider>;

const SUCCESS = {
  detailed: { title: "Detailed analysis completed", description: "Your ATS optimization and language improvements are ready." },
  gap: { title: "Gap analysis completed", description: "Your skill gaps, trends and learning recommendations are ready." },
  "job-comparison": {
    title: "Job comparison completed",
    description: "Your resume has been compared to the job description. View the analysis results.",
  },
  roadmap: {
    title: "Career roadmap generated",
    description: "Your 10-year career roadmap with milestones and skills to acquire is ready to view.",
  },
} as const;

const PATHS = { detailed: "/detailed-analysis", gap: "/gap-analysis", "job-comparison": "/job-comparison", roadmap: "/career-roadmap" } as const;

/** What an analysis screen shows: the current résumé, the newest stored result of its kind, the runs left. */
export async function loadAnalysisPage<K extends AnalysisKind>(context: Context, kind: K) {
  const user = requireUser(context);
  const resume = await getCurrentResume(user.id);
  const latest = resume ? await latestAnalysis(user.id, resume.id, kind) : null;
  const usage = await usageOf(user);
  // A result made for another target role than the one now chosen (on the dashboard) says so: it is not re-run by itself.
  const target = kind === "job-comparison" ? null : await targetRole(user.id);
  const madeFor = latest ? ((latest.input as { targetOccupation?: string }).targetOccupation ?? null) : null;
  const targetChanged =
    latest && kind !== "job-comparison" && madeFor !== target
      ? { now: target ? (chosenOccupation(target)?.title ?? null) : null }
      : null;
  return {
    resume,
    latest,
    targetChanged,
    usage: usage.unlimited ? null : { limit: usage.limit, used: usage.used, remaining: usage.remaining, resetsOn: usage.resetsOn },
    plan: user.plan,
  };
}

/** The screen's form post: run the analysis, then show the page again with the new result and a toast. */
export async function runAnalysisFromForm(request: Request, context: Context, kind: AnalysisKind) {
  const user = requireUser(context);
  const form = await readForm(request);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "intent") fields[key] = value;
  let parsed: ReturnType<typeof readAnalysisInput>;
  try {
    parsed = readAnalysisInput(kind, fields);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return dataWithToast(
      context,
      { fieldErrors: { [error.field]: [error.message] } },
      { title: ANALYSIS_FAILED[kind].title, description: error.message, variant: "destructive" },
      { status: 400 },
    );
  }
  try {
    await runAnalysis(user, kind, parsed.resumeId, parsed.input);
  } catch (error) {
    const failure = describeAnalysisError(kind, error);
    if (!failure) {
      console.error(`${kind} analysis failed:`, error);
      const { title, message } = ANALYSIS_FAILED[kind];
      return dataWithToast(context, { error: message }, { title, description: message, variant: "destructive" }, { status: 500 });
    }
    return dataWithToast(
      context,
      { error: failure.message, upgradeUrl: failure.upgradeUrl ?? null, fieldErrors: failure.field ? { [failure.field]: [failure.message] } : undefined },
      { title: failure.title, description: failure.message, variant: "destructive" },
      { status: failure.status },
    );
  }
  const url = new URL(request.url);
  url.searchParams.delete("customize");
  url.searchParams.delete("tab");
  url.searchParams.delete("path");
  return redirectWithToast(`${PATHS[kind]}${url.search}`, SUCCESS[kind]);
}

export function unknownIntent() {
  return data({ error: "Unknown action" }, { status: 400 });
}
