import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, THEMES, type Settings, type Theme } from "~/lib/schemas/settings";
import { TOASTS } from "~/lib/toast";
import { usePreferences } from "../preferences";
import { useToast } from "../toaster";
import { Button } from "../ui/button";
import { Label, Select } from "../ui/input";

const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/**
 * Theme, notifications and language. In the dialog (JavaScript) the choice is saved in the browser only,
 * and the theme shows at once; as a page (no JavaScript) the form posts to /settings, which sets the
 * same cookie the browser would.
 */
export function SettingsForm({ variant, onSaved, footer }: { variant: "dialog" | "page"; onSaved?: () => void; footer?: ReactNode }) {
  const { settings, save } = usePreferences();
  const { toast } = useToast();
  const [theme, setTheme] = useState<Theme>(settings.theme);

  return (
    <Form
      method="post"
      action="/settings"
      className="grid gap-6"
      onSubmit={(event) => {
        // Only runs with JavaScript: saved in the browser, no server call.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const next: Settings = {
          theme,
          notifications: data.get("notifications") === "on",
          language: (data.get("language") as Settings["language"]) ?? "en",
        };
        save(next);
        toast({ ...TOASTS.settingsSaved, variant: "default" });
        onSaved?.();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {THEMES.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="theme"
                value={t}
                className="sr-only"
                checked={theme === t}
                onChange={() => {
                  setTheme(t);
                  // Applied at once, so the choice can be seen before saving.
                  document.documentElement.dataset.theme = t;
                }}
              />
              {THEME_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="notifications"
          defaultChecked={settings.notifications}
          className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]"
        />
        <span className="grid gap-1">
          <span className="text-sm font-medium leading-none">Notifications</span>
          <span className="text-xs text-muted-foreground">
            Show confirmation messages. Error messages are always shown.
          </span>
        </span>
      </label>
      <div className="grid gap-2">
        <Label htmlFor={`language-${variant}`}>Language</Label>
        <Select id={`language-${variant}`} name="language" defaultValue={settings.language}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]} ({l})
            </option>
          ))}
        </Select>
        <p className="text-xs text-muted-foreground">Saved in this browser. The interface is in English for now.</p>
      </div>
      <div className="flex justify-end gap-2">
        {footer}
        <Button type="submit">Save preferences</Button>
      </div>
    </Form>
  );
}
