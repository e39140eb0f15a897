import { z } from "zod";

/** The dashboard's "choose your target role" form: an O*NET-SOC code, or empty to go back to the inferred role. */
export const targetRoleFormSchema = z.object({
  occupation: z.union([z.literal(""), z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, "Choose a role from the list.")]),
});

export type OccupationChoice = { code: string; title: string; /** The O*NET title a search matched, when another. */ matched?: string };

/** What the target-role chooser shows. */
export type TargetRoleChoices = {
  /** The occupation in use: the chosen one, or the one the résumé points to; null when neither. */
  current: (OccupationChoice & { chosen: boolean }) | null;
  /** Occupations the résumé points to, best first. */
  suggestions: OccupationChoice[];
  /** What the user searched for ("" when nothing). */
  query: string;
  /** The occupations matching the search; null when there was none. */
  results: OccupationChoice[] | null;
  /** The search as read when a word of it was misspelt ("accountant" for "acountant"); null otherwise. */
  correctedTo: string | null;
  /** The occupation the résumé points to, whether or not another was chosen. */
  inferred: OccupationChoice | null;
  /** Whether the chooser is shown open (after a search, or from a link to it). */
  open: boolean;
};

export const TARGET_ROLE_TOASTS = {
  chosen: (title: string) => ({
    title: "Target role updated",
    description: `Keyword Strength and Gap Score now compare your resume with ${title}; the gap analysis, the roadmap and the detailed analysis use it when you run them again.`,
  }),
  inferred: (title: string | null) => ({
    title: "Target role updated",
    description: title
      ? `Your resume is compared with ${title}, the occupation its job titles and skills point to, again.`
      : "Your resume is compared with the occupation its job titles and skills point to again.",
  }),
} as const;
