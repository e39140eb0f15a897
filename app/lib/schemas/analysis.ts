import { z } from "zod";

/**
 * The four deeper analyses (spec section 3). Each result has exactly the spec's fields, plus `engineVersion`
 * and a few additive fields that let the screens explain the numbers (marked "beyond the spec").
 */

// ---------------------------------------------------------------------------------------------- detailed

/** One rubric rule as applied to this résumé (beyond the spec): how it scored and why. */
export const rubricFindingSchema = z.object({
  id: z.string(),
  rule: z.string(),
  /** Points earned of the rule's maximum; the sum over the rubric is the overall score. */
  points: z.number(),
  max: z.number(),
  status: z.enum(["pass", "warn", "fail", "info"]),
  /** What was found, in words, quoting the résumé's line(s) where it is about one. */
  detail: z.string(),
  lines: z.array(z.string()),
  /** Where the rule comes from and how strong that evidence is. */
  source: z.string(),
  evidence: z.enum(["vendor doc", "vendor-adj", "study", "practitioner", "folklore"]),
});
export type RubricFinding = z.infer<typeof rubricFindingSchema>;

export const detailedAnalysisSchema = z.object({
  summary: z.string(),
  overallScore: z.number().min(0).max(100),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  languageImprovements: z.array(z.object({ original: z.string(), improved: z.string(), explanation: z.string() })),
  atsCompatibility: z.object({ score: z.number().min(0).max(100), suggestions: z.array(z.string()) }),
  keywordSuggestions: z.array(z.string()),
  formatImprovements: z.array(z.string()),
  // beyond the spec
  rubric: z.array(rubricFindingSchema),
  atsChecks: z.array(rubricFindingSchema),
  targetOccupation: z.object({ code: z.string(), title: z.string() }).nullable(),
  engineVersion: z.string(),
});
export type DetailedAnalysis = z.infer<typeof detailedAnalysisSchema>;

// ---------------------------------------------------------------------------------------------- gap

export const courseSchema = z.object({
  name: z.string(),
  platform: z.string(),
  duration: z.string(),
  difficulty: z.string(),
  description: z.string(),
  skillsCovered: z.array(z.string()),
  link: z.string().url(),
});

export const freeResourceSchema = z.object({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  link: z.string().url(),
});

export const gapAnalysisSchema = z.object({
  overview: z.string(),
  matchScore: z.number().min(0).max(100),
  personalizedAdvice: z.string(),
  careerTrajectory: z.object({
    currentLevel: z.string(),
    nextLevel: z.string(),
    requiredSkills: z.array(z.string()),
    timeEstimate: z.string(),
    potentialSalaryIncrease: z.string(),
  }),
  skillGaps: z.array(z.object({ skill: z.string(), importance: z.number().int().min(1).max(10), relevance: z.string() })),
  skillMatches: z.array(z.object({ skill: z.string(), confidence: z.number().min(0).max(100) })),
  industryTrends: z.array(z.object({ trend: z.string(), timeframe: z.string(), relevance: z.string() })),
  recommendedCourses: z.array(courseSchema),
  freeResources: z.array(freeResourceSchema),
  // beyond the spec
  targetOccupation: z.object({ code: z.string(), title: z.string(), evidence: z.array(z.string()) }).nullable(),
  /** Honest notes, e.g. that the catalogs have no courses for this field. */
  notes: z.array(z.string()),
  engineVersion: z.string(),
});
export type GapAnalysis = z.infer<typeof gapAnalysisSchema>;

// ---------------------------------------------------------------------------------------------- job comparison

export const MAX_JOB_DESCRIPTION_CHARS = 20_000;

export const parsedJobSchema = z.object({
  title: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  preferredSkills: z.array(z.string()),
  /** Years of experience asked for (the smallest stated minimum), or null. */
  yearsRequired: z.number().nullable(),
  education: z.array(z.string()),
  requirements: z.array(z.string()),
  /** 0-1: how much of the text the parser could make sense of. */
  confidence: z.number().min(0).max(1),
  truncated: z.boolean(),
});
export type ParsedJob = z.infer<typeof parsedJobSchema>;

export const jobComparisonSchema = z.object({
  summary: z.string(),
  overallFit: z.number().min(0).max(100),
  skillsMatch: z.object({ matchPercentage: z.number().min(0).max(100), matchedSkills: z.array(z.string()), missingSkills: z.array(z.string()) }),
  experienceMatch: z.object({
    matchPercentage: z.number().min(0).max(100),
    relevantExperience: z.array(z.string()),
    experienceGaps: z.array(z.string()),
  }),
  educationMatch: z.object({
    matchPercentage: z.number().min(0).max(100),
    relevantQualifications: z.array(z.string()),
    missingQualifications: z.array(z.string()),
  }),
  // `unrequirements` is the spec's field name, kept for compatibility.
  requirementsFit: z.object({ matchPercentage: z.number().min(0).max(100), metRequirements: z.array(z.string()), unrequirements: z.array(z.string()) }),
  recommendations: z.array(z.string()),
  // beyond the spec
  job: parsedJobSchema,
  engineVersion: z.string(),
});
export type JobComparison = z.infer<typeof jobComparisonSchema>;

// ---------------------------------------------------------------------------------------------- roadmap

export const WORK_STYLES = ["Balanced", "Relaxed", "Aggressive"] as const;
export const REMOTE_PREFERENCES = ["Remote", "Hybrid", "On-site"] as const;
export const SALARY_IMPORTANCE = ["Low", "Medium", "High"] as const;
export const CAREER_TRACKS = ["Management", "Individual Contributor", "Entrepreneurship"] as const;

export const roadmapPreferencesSchema = z
  .object({
    industry: z.string().trim().max(100, "industry must be at most 100 characters").optional(),
    workStyle: z.enum(WORK_STYLES, { error: `workStyle must be one of ${WORK_STYLES.join(", ")}` }).optional(),
    preferredLocation: z.string().trim().max(100, "preferredLocation must be at most 100 characters").optional(),
    remotePreference: z.enum(REMOTE_PREFERENCES, { error: `remotePreference must be one of ${REMOTE_PREFERENCES.join(", ")}` }).optional(),
    salaryImportance: z.enum(SALARY_IMPORTANCE, { error: `salaryImportance must be one of ${SALARY_IMPORTANCE.join(", ")}` }).optional(),
    careerTrack: z.enum(CAREER_TRACKS, { error: `careerTrack must be one of ${CAREER_TRACKS.join(", ")}` }).optional(),
  })
  .strict();
export type RoadmapPreferences = z.infer<typeof roadmapPreferencesSchema>;

export const milestoneSchema = z.object({
  role: z.string(),
  year: z.number().int(),
  description: z.string(),
  salary: z.object({ currency: z.string(), min: z.number(), max: z.number() }),
  requiredSkills: z.array(z.string()),
  potentialEmployers: z.array(z.string()),
  industryTrends: z.array(z.string()),
});

export const careerPathSchema = z.object({
  name: z.string(),
  description: z.string(),
  suitabilityScore: z.number().min(0).max(100),
  milestones: z.array(milestoneSchema),
});

export const careerRoadmapSchema = z.object({
  overview: z.string(),
  currentPosition: z.object({ role: z.string(), strengths: z.array(z.string()), developmentAreas: z.array(z.string()) }),
  potentialPaths: z.object({ path1: careerPathSchema, path2: careerPathSchema }),
  recommendedLearning: z.object({ shortTerm: z.array(z.string()), midTerm: z.array(z.string()), longTerm: z.array(z.string()) }),
  networkingStrategy: z.array(z.string()),
  // beyond the spec
  salarySource: z.string(),
  preferences: roadmapPreferencesSchema,
  engineVersion: z.string(),
});
export type CareerRoadmap = z.infer<typeof careerRoadmapSchema>;

export const ANALYSIS_KINDS = ["detailed", "gap", "job-comparison", "roadmap"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];
