import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { PREFS_STORAGE_KEY, parseSettings, serializePrefsCookie } from "~/lib/preferences";
import type { Settings } from "~/lib/schemas/settings";

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

/** Theme, notifications and language: kept in the browser, no server call (spec, Settings dialog). */
export function PreferencesProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(PREFS_STORAGE_KEY);
    } catch {
      stored = null;
    }
    if (stored) {
      const local = parseSettings(stored);
      if (JSON.stringify(local) !== JSON.stringify(initial)) {
        setSettings(local);
        apply(local);
      }
    } else {
      apply(initial);
    }
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
