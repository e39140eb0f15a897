import { DEFAULT_SETTINGS, settingsSchema, type Settings } from "./schemas/settings";

/** Settings live in the browser (localStorage), mirrored in this cookie so the server renders the theme. */
export const PREFS_COOKIE = "prefs";
export const PREFS_STORAGE_KEY = "settings";

export function parseSettings(raw: string | null | undefined): Settings {
  if (!raw) return DEFAULT_SETTINGS;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function readPrefsCookie(cookieHeader: string | null): Settings {
  return findPrefsCookie(cookieHeader) ?? DEFAULT_SETTINGS;
}

/** The settings in the cookie, or null when there is no such cookie. */
export function findPrefsCookie(cookieHeader: string | null): Settings | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PREFS_COOKIE) {
      try {
        return parseSettings(decodeURIComponent(rest.join("=")));
      } catch {
        return DEFAULT_SETTINGS;
      }
    }
  }
  return null;
}

export function serializePrefsCookie(settings: Settings) {
  return `${PREFS_COOKIE}=${encodeURIComponent(JSON.stringify(settings))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
