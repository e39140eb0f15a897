import { z } from "zod";

export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français", de: "Deutsch" };

export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];

export const settingsSchema = z.object({
  theme: z.enum(THEMES).catch("system"),
  notifications: z.boolean().catch(true),
  language: z.enum(LANGUAGES).catch("en"),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { theme: "system", notifications: true, language: "en" };

/** The settings form: a checkbox sends "on" when ticked and nothing when not. */
export const settingsFormSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose a theme" }),
  notifications: z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean()),
  language: z.enum(LANGUAGES, { error: "Choose a language" }),
});
