import { parseWithZod } from "@conform-to/zod/v4";
import { requireUser } from "~/.server/auth/guards";
import { updateProfile } from "~/.server/accounts/accounts";
import { ConflictError } from "~/.server/errors";
import { dataWithToast, redirectWithToast } from "~/.server/toast";
import { ProfileForm } from "~/components/account/profile-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { profileSchema } from "~/lib/schemas/auth";
import { TOASTS } from "~/lib/toast";
import type { Route } from "./+types/profile";
import { readForm } from "~/.server/http";

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireUser(context) };
}

/** The Edit Profile dialog as a form post, for browsers without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") {
    return dataWithToast(context, { result: submission.reply() }, TOASTS.profileFailed, { status: 400 });
  }
  try {
    await updateProfile(user.id, submission.value);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return dataWithToast(
      context,
      { result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) },
      TOASTS.profileFailed,
      { status: 409 },
    );
  }
  return redirectWithToast("/profile", TOASTS.profileUpdated);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle as="h1">Edit Profile</CardTitle>
        <CardDescription>Change the name and email of your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileForm user={loaderData.user} variant="page" lastResult={actionData?.result} />
      </CardContent>
    </Card>
  );
}

export function meta() {
  return [{ title: `Profile · ${BRAND}` }];
}
