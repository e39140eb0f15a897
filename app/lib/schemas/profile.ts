import { z } from "zod";

/**
 * The parsed profile: what the parser read from a résumé's text. Stored with the résumé (with the parser's
 * version) and shown to the user, so every number built on it can be traced back to a line of the résumé.
 * Offsets (`start`, `end`) are UTF-16 code-unit offsets into the résumé's extracted text, `end` exclusive.
 */

export const SECTION_KINDS = [
  "contact",
  "summary",
  "experience",
  "education",
  "skills",
  "projects",
  "certifications",
  "awards",
  "publications",
  "languages",
  "interests",
  "references",
  "other",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SKILL_CATEGORIES = ["technical", "soft", "other"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

const span = { start: z.number().int().nonnegative(), end: z.number().int().nonnegative() };
/** Where an entry sits in the text, for entries whose `start`/`end` are dates. */
const textSpan = { textStart: z.number().int().nonnegative(), textEnd: z.number().int().nonnegative() };

export const sectionSchema = z.object({
  kind: z.enum(SECTION_KINDS),
  /** The heading as written ("WORK EXPERIENCE"); empty for the text before the first heading. */
  heading: z.string(),
  ...span,
});
export type Section = z.infer<typeof sectionSchema>;

/** "YYYY-MM" (or "YYYY" when the résumé gives only a year), as in the evaluation's gold. */
export const monthSchema = z.string().regex(/^\d{4}(-\d{2})?$/);

export const positionSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  start: monthSchema.nullable(),
  /** null with `current: true` means Present; null with `current: false` means no end date was found. */
  end: monthSchema.nullable(),
  current: z.boolean(),
  /** The dates as written ("Jan 2019 – Present"). */
  dateText: z.string().nullable(),
  bullets: z.array(z.string()),
  ...textSpan,
});
export type Position = z.infer<typeof positionSchema>;

export const workRangeSchema = z.object({
  start: z.string().regex(/^\d{4}-\d{2}$/),
  end: z.string().regex(/^\d{4}-\d{2}$/),
  /** Where the dates were read. */
  ...textSpan,
});
export type WorkRange = z.infer<typeof workRangeSchema>;

export const educationSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  start: monthSchema.nullable(),
  end: monthSchema.nullable(),
  ...textSpan,
});
export type Education = z.infer<typeof educationSchema>;

export const skillMentionSchema = z.object({
  ...span,
  /** The words as written in the résumé ("ReactJS"). */
  text: z.string(),
  section: z.enum(SECTION_KINDS).nullable(),
});

export const profileSkillSchema = z.object({
  /** Canonical name from the knowledge base ("React"). */
  name: z.string(),
  category: z.enum(SKILL_CATEGORIES),
  mentions: z.array(skillMentionSchema),
});
export type ProfileSkill = z.infer<typeof profileSkillSchema>;

export const contactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  links: z.array(z.string()),
  location: z.string().nullable(),
  /** The title the résumé gives its owner at the top ("Mobile Application Developer"). */
  headline: z.string().nullable(),
});

export const WARNING_CODES = [
  "two-columns",
  "no-email",
  "no-phone",
  "no-name",
  "no-experience-section",
  "no-skills-section",
  "no-education-section",
  "position-without-dates",
  "position-without-company",
  "short-text",
  "dates-ambiguous",
  "link-not-written",
  "stated-years",
  "placeholders",
  "file",
] as const;

/**
 * The hyperlinks of an uploaded file, stored with the résumé: a web, e-mail or phone address, whether it sits near the
 * top of the first page, and the text it shows ("" for an icon).
 */
/** What the text extractor said about an uploaded file, stored with the résumé. */
export const fileWarningsSchema = z.array(z.string().max(300)).max(10);

export const fileLinksSchema = z.array(z.object({ url: z.string().max(500), top: z.boolean(), text: z.string().max(100).default("") })).max(30);

export const profileWarningSchema = z.object({
  code: z.enum(WARNING_CODES),
  message: z.string(),
  /** Where in the text the warning points, when it is about one place. */
  start: z.number().int().nonnegative().optional(),
  end: z.number().int().nonnegative().optional(),
});
export type ProfileWarning = z.infer<typeof profileWarningSchema>;

export const profileSchema = z.object({
  parserVersion: z.string(),
  contact: contactSchema,
  sections: z.array(sectionSchema),
  positions: z.array(positionSchema),
  education: z.array(educationSchema),
  certifications: z.array(z.string()),
  skills: z.array(profileSkillSchema),
  /** A total the résumé states itself ("8+ years of experience"), in years. */
  statedYears: z.number().nullable(),
  /**
   * The work periods behind the total experience, each month counted once: positions' date ranges and
   * other work date ranges, resolved to months ("YYYY-MM", both ends included), clipped at the as-of month.
   */
  workRanges: z.array(workRangeSchema),
  warnings: z.array(profileWarningSchema),
  layout: z.object({ columns: z.number().int().min(1).max(3) }),
});
export type Profile = z.infer<typeof profileSchema>;
