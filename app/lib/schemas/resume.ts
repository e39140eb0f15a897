import { z } from "zod";
import { SKILL_CATEGORIES } from "./profile";

/** Spec section 3: Resume. `fileContent` is the extracted text. */
export const resumeSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  uploadedAt: z.string(),
  fileContent: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** Spec section 3: Career position. `endYear: null` means Present. */
export const careerPositionSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  duration: z.string(),
  durationPercentage: z.number().min(0).max(100),
  /** Where the bar starts on the career's span (0-100), so gaps and overlaps show. Not in the spec; metrics stored
   * before it was added have none and draw from the left edge. */
  startPercentage: z.number().min(0).max(100).optional(),
});
export type CareerPosition = z.infer<typeof careerPositionSchema>;

export const NO_CAREER_DATA: CareerPosition = {
  id: "no-data",
  title: "N/A",
  company: "N/A",
  startYear: null,
  endYear: null,
  duration: "N/A",
  durationPercentage: 0,
};

export const skillBreakdownSchema = z.object({
  technical: z.number(),
  soft: z.number(),
  other: z.number(),
  technicalSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  otherSkills: z.array(z.string()),
});
export type SkillBreakdown = z.infer<typeof skillBreakdownSchema>;

/** Why each metric has its value: what was counted, what was compared, what is missing. */
export const metricExplanationsSchema = z.object({
  experience: z.object({
    months: z.number().int(),
    /** The merged periods that were summed (overlaps counted once). */
    ranges: z.array(z.object({ start: z.string(), end: z.string(), months: z.number().int() })),
    positions: z.array(
      z.object({
        title: z.string(),
        company: z.string(),
        start: z.string().nullable(),
        end: z.string().nullable(),
        counted: z.boolean(),
        /** A role given only its length ("— 3 years", decision 0032): where its months were placed and counted. */
        placed: z.object({ start: z.string(), end: z.string(), months: z.number().int().min(0) }).optional(),
      }),
    ),
    statedYears: z.number().nullable(),
    asOf: z.string(),
    /** Dated work read outside the positions (a dated line the parser could not make a position of), with its line. */
    otherDates: z.array(z.object({ start: z.string(), end: z.string(), line: z.string() })).optional(),
  }),
  skills: z.object({
    skills: z.array(
      z.object({
        name: z.string(),
        category: z.enum(SKILL_CATEGORIES),
        where: z.array(z.string()),
        /** Variants of the same skill the résumé also writes, counted with it ("Communicator" with Communication). */
        also: z.array(z.string()).optional(),
      }),
    ),
  }),
  occupation: z
    .object({
      code: z.string(),
      title: z.string(),
      confidence: z.number(),
      evidence: z.array(z.string()),
      /** The user chose this occupation as their target role; it was not inferred from the résumé. */
      chosen: z.boolean().optional(),
      /** Hot technologies O*NET lists for the occupation but its field uses no more than others do: not counted. */
      setAside: z.array(z.string()).optional(),
    })
    .nullable(),
  keywords: z.object({
    present: z.array(z.object({ skill: z.string(), weight: z.number(), matchedBy: z.string() })),
    missing: z.array(z.object({ skill: z.string(), weight: z.number(), why: z.string() })),
  }),
  gaps: z.object({
    benchmarkSize: z.number().int(),
    missing: z.array(z.object({ skill: z.string(), weight: z.number(), why: z.string() })),
  }),
});
export type MetricExplanations = z.infer<typeof metricExplanationsSchema>;

/** Spec section 3: Metrics, with the engine's version and the explanations behind each number. */
export const metricsSchema = z.object({
  id: z.string(),
  resumeId: z.string(),
  totalExperience: z.string(),
  /** The same in months, for sorting and comparisons. */
  totalExperienceMonths: z.number().int(),
  skillCount: z.number().int(),
  keywordStrength: z.number().min(0).max(100),
  gapScore: z.number().min(0).max(100),
  skillBreakdown: skillBreakdownSchema,
  careerJourney: z.array(careerPositionSchema),
  explanations: metricExplanationsSchema,
  engineVersion: z.string(),
  createdAt: z.string(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** GET /api/resume/latest: the résumé plus its metrics (null until analysed). */
export const latestResumeSchema = z.object({ resume: resumeSchema, metrics: metricsSchema.nullable() });
export type LatestResume = z.infer<typeof latestResumeSchema>;

/** The JSON upload variant (DESIGN decision 8): plain text for .txt, base64 for binary files. */
export const jsonUploadSchema = z.object({
  fileName: z.string({ error: "fileName is required" }).min(1, "fileName is required").max(1000, "fileName is longer than 1,000 characters"),
  content: z.string({ error: "content is required" }).min(1, "content is required"),
});

export const analyzeRequestSchema = z.object({ resumeId: z.string().max(100).optional() });

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;
export const RESUME_PREVIEW_CHARS = 1000;
