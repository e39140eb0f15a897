import { createHash, randomUUID } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import {
  careerRoadmapSchema,
  detailedAnalysisSchema,
  gapAnalysisSchema,
  jobComparisonSchema,
  type AnalysisKind,
  type CareerRoadmap,
  type DetailedAnalysis,
  type GapAnalysis,
  type JobComparison,
  type RoadmapPreferences,
} from "~/lib/schemas/analysis";
import type { PublicUser } from "~/lib/schemas/auth";
import type { Profile } from "~/lib/schemas/profile";
import { paymentPath } from "~/lib/plans";
import { detailedAnalysis } from "../analysis/engines/detailed";
import { gapAnalysis } from "../analysis/engines/gap";
import { compareWithJob } from "../analysis/engines/job-comparison";
import { careerRoadmap } from "../analysis/engines/roadmap";
import { ENGINE_VERSION } from "../analysis/version";
import * as analyses from "../db/analyses";
import { DomainError, RateLimitedError } from "../errors";
import { loadResumeForAnalysis } from "./resumes";
import { targetRole } from "./target-role";
import { NoResumeError } from "./errors";

/** DESIGN decision 5: the free plan shares 5 runs of the four deeper analyses per calendar month. */
export const FREE_MONTHLY_RUNS = 5;
/** Fair use on paid plans: runs per user per hour. */
export const PAID_HOURLY_RUNS = 60;

export class QuotaExceededError extends DomainError {
  override name = "QuotaExceededError";
  constructor(
    public limit: number,
    public resetsOn: string,
  ) {
    super(
      `You have used the ${limit} free analyses of this month. They renew on ${resetsOn}; upgrade to a paid plan for unlimited analyses.`,
    );
  }
  upgradeUrl = paymentPath("monthly");
}

export class PaidFeatureError extends DomainError {
  override name = "PaidFeatureError";
  upgradeUrl = paymentPath("monthly");
  constructor(feature: string) {
    super(`${feature} is part of the paid plans. Upgrade to customise your roadmap, or generate the standard roadmap for free.`);
  }
}

export class JobDescriptionRequiredError extends DomainError {
  override name = "JobDescriptionRequiredError";
  constructor() {
    super("Please paste a job description to compare with your resume.");
  }
}

const SCHEMAS = {
  detailed: detailedAnalysisSchema,
  gap: gapAnalysisSchema,
  "job-comparison": jobComparisonSchema,
  roadmap: careerRoadmapSchema,
} as const;

type ResultOf = { detailed: DetailedAnalysis; gap: GapAnalysis; "job-comparison": JobComparison; roadmap: CareerRoadmap };
export type AnalysisInput = { jobDescription?: string; preferences?: RoadmapPreferences };

function monthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function nextMonthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export type Usage = { unlimited: boolean; limit: number; used: number; remaining: number; resetsOn: string };

/** How many deeper analyses the user has left this month. A paid sign-up awaiting payment counts as free. */
export async function usageOf(user: PublicUser, now = new Date()): Promise<Usage> {
  const used = await analyses.countSince(user.id, monthStart(now).toISOString());
  const resetsOn = nextMonthStart(now).toISOString().slice(0, 10);
  if (user.plan !== "free") return { unlimited: true, limit: Infinity, used, remaining: Infinity, resetsOn };
  return { unlimited: false, limit: FREE_MONTHLY_RUNS, used, remaining: Math.max(0, FREE_MONTHLY_RUNS - used), resetsOn };
}

let paidLimiter = new RateLimiterMemory({ points: PAID_HOURLY_RUNS, duration: 3600 });
export function resetAnalysisLimits() {
  paidLimiter = new RateLimiterMemory({ points: PAID_HOURLY_RUNS, duration: 3600 });
}

async function assertAllowed(user: PublicUser) {
  const usage = await usageOf(user);
  if (usage.unlimited) {
    try {
      await paidLimiter.consume(user.id);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000);
      throw error;
    }
    return;
  }
  if (usage.remaining <= 0) throw new QuotaExceededError(usage.limit, usage.resetsOn);
}

function hasCustomisation(preferences: RoadmapPreferences | undefined) {
  return !!preferences && Object.values(preferences).some((v) => v !== undefined && v !== "");
}

/**
 * Runs one deeper analysis on the user's résumé (the given one, or the latest), stores it as the newest
 * result of its kind and counts it against the plan. The engine is pure: the same résumé and input give the
 * same result.
 */
export async function runAnalysis<K extends AnalysisKind>(user: PublicUser, kind: K, resumeId: string | undefined, input: AnalysisInput = {}) {
  const resume = await loadResumeForAnalysis(user.id, resumeId);
  if (!resume) throw new NoResumeError();
  if (kind === "job-comparison" && !input.jobDescription?.trim()) throw new JobDescriptionRequiredError();
  if (kind === "roadmap" && hasCustomisation(input.preferences) && user.plan === "free") throw new PaidFeatureError("Roadmap customisation");

  const { profile, row } = resume;
  // The target role the user chose is part of what is asked: changing it gives a new result, not the stored one.
  const occupation = kind === "job-comparison" ? null : await targetRole(user.id);
  const storedInput: unknown = {
    ...(kind === "job-comparison" ? { jobDescription: input.jobDescription } : kind === "roadmap" ? { preferences: input.preferences ?? {} } : {}),
    ...(occupation ? { targetOccupation: occupation } : {}),
  };
  // The same analysis of the same résumé with the same input by the same engine gives the same result: the stored
  // one is returned, and the run is not counted again (pressing Analyze twice cost two of the five free runs).
  const previous = await analyses.findLatest({ userId: user.id, resumeId: row.id, kind });
  if (previous && previous.engine_version === madeBy(profile) && previous.input_json === JSON.stringify(storedInput)) {
    const parsed = SCHEMAS[kind].safeParse(JSON.parse(previous.result_json));
    if (parsed.success) return { resumeId: row.id, result: parsed.data as ResultOf[K], input: storedInput };
  }
  await assertAllowed(user);

  const asOf = row.uploaded_at.slice(0, 10);
  let result: unknown;
  switch (kind) {
    case "detailed":
      result = detailedAnalysis({ profile, text: row.text, fileKind: row.file_kind, columns: row.columns, pages: row.pages, fileSize: row.file_size, occupation });
      break;
    case "gap":
      result = gapAnalysis({ profile, occupation });
      break;
    case "job-comparison":
      result = compareWithJob({ profile, jobDescription: input.jobDescription! });
      break;
    case "roadmap":
      result = careerRoadmap({ profile, preferences: input.preferences ?? {}, asOf, occupation });
      break;
  }
  // The engines promise the spec's shapes; checking here keeps a bad result from ever being stored or sent.
  const checked = SCHEMAS[kind].parse(result) as ResultOf[K];
  const now = new Date();
  const stored = await analyses.insertWithinLimit(
    {
      id: randomUUID(),
      user_id: user.id,
      resume_id: row.id,
      kind,
      input_json: JSON.stringify(storedInput),
      result_json: JSON.stringify(checked),
      engine_version: madeBy(profile),
      created_at: now.toISOString(),
    },
    user.plan === "free" ? { since: monthStart(now).toISOString(), max: FREE_MONTHLY_RUNS } : null,
  );
  if (stored.outcome === "over-limit") throw new QuotaExceededError(FREE_MONTHLY_RUNS, nextMonthStart(now).toISOString().slice(0, 10));
  // The same question asked twice at once: both get the answer stored first (the engine is deterministic, so it is this
  // one's too), and it is counted once.
  return { resumeId: row.id, result: checked, input: storedInput };
}

/**
 * What made a stored result: the engine, and the profile it read (a digest of it). When the stored profile is read again
 * by an upgraded parser, a result of the old reading is not handed back as the answer to the same question (review 36's
 * F1): the question is asked of a different profile.
 */
function madeBy(profile: Profile) {
  return `${ENGINE_VERSION} profile ${createHash("sha256").update(JSON.stringify(profile)).digest("hex").slice(0, 16)}`;
}

/** The newest stored result of a kind for the user's current résumé, with what it was asked. */
export async function latestAnalysis<K extends AnalysisKind>(userId: string, resumeId: string, kind: K) {
  const row = await analyses.findLatest({ userId, resumeId, kind });
  if (!row) return null;
  const parsed = SCHEMAS[kind].safeParse(JSON.parse(row.result_json));
  // A result stored by an older engine that no longer fits the schema is not shown; a new run replaces it.
  if (!parsed.success) return null;
  return { result: parsed.data as ResultOf[K], input: JSON.parse(row.input_json) as AnalysisInput, createdAt: row.created_at };
}
