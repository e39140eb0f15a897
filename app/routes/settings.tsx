import { data } from "react-router";
import { redirectWithToast } from "~/.server/toast";
import { SettingsForm } from "~/components/account/settings-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { serializePrefsCookie } from "~/lib/preferences";
import { settingsFormSchema } from "~/lib/schemas/settings";
import { TOASTS } from "~/lib/toast";
import type { Route } from "./+types/settings";
import { readForm } from "~/.server/http";

/**
 * The Settings dialog as a form post, for browsers without JavaScript: it sets the same preferences
 * cookie the dialog writes in the browser. Nothing is stored on the server.
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = settingsFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Invalid settings" }, { status: 400 });
  return redirectWithToast("/settings", TOASTS.settingsSaved, {
    headers: { "Set-Cookie": serializePrefsCookie(parsed.data) },
  });
}

export default function SettingsPage({ actionData }: Route.ComponentProps) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle as="h1">Settings</CardTitle>
        <CardDescription>These preferences are kept in this browser.</CardDescription>
      </CardHeader>
      <CardContent>
        {actionData?.error ? <p className="mb-4 text-sm text-destructive">{actionData.error}</p> : null}
        <SettingsForm variant="page" />
      </CardContent>
    </Card>
  );
}

export function meta() {
  return [{ title: `Settings · ${BRAND}` }];
}
