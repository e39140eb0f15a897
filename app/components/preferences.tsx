import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { PREFS_STORAGE_KEY, parseSettings, serializePrefsCookie } from "~/lib/preferences";
import { DEFAULT_SETTINGS, type Settings } from "~/lib/schemas/settings";

type PreferencesValue = { settings: Settings; save: (settings: Settings) => void };

const PreferencesContext = createContext<PreferencesValue | null>(null);

function apply(settings: Settings) {
  document.documentElement.dataset.theme = settings.theme;
  try {
    localStorage.setItem(PREFS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be disabled (private mode); the cookie still carries the choice.
  }
  document.cookie = serializePrefsCookie(settings);
}

/**
 * Theme, notifications and language: kept in the browser, no server call (spec, Settings dialog). The
 * cookie is what the server rendered with, so when there is one it wins (the no-JavaScript Settings page
 * writes only the cookie); local storage is brought in line with it. Without a cookie, local storage wins.
 */
export function PreferencesProvider({ fromCookie, children }: { fromCookie: Settings | null; children: ReactNode }) {
  const [settings, setSettings] = useState(fromCookie ?? DEFAULT_SETTINGS);

  useEffect(() => {
    if (fromCookie) {
      apply(fromCookie);
      return;
    }
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(PREFS_STORAGE_KEY);
    } catch {
      stored = null;
    }
    const local = stored ? parseSettings(stored) : DEFAULT_SETTINGS;
    setSettings(local);
    apply(local);
    // Only on first load: later changes go through save().
  }, []);

  const save = useCallback((next: Settings) => {
    setSettings(next);
    apply(next);
  }, []);

  const value = useMemo(() => ({ settings, save }), [settings, save]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences() {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferences must be used inside PreferencesProvider");
  return value;
}
