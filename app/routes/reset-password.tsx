import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { isResetTokenUsable, resetPassword } from "~/.server/auth/password-reset";
import { InvalidResetTokenError, RateLimitedError } from "~/.server/errors";
import { clientAddress, readForm } from "~/.server/http";
import { consumeAuthRequest } from "~/.server/security/rate-limit";
import { AuthShell } from "~/components/auth/auth-shell";
import { ErrorList, Field, withoutKey } from "~/components/forms/field";
import { PasswordInput } from "~/components/forms/password-input";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { INVALID_TOKEN_MESSAGE, resetPasswordFormSchema } from "~/lib/schemas/auth";
import { callServerAction, skipRevalidationAfterFailure, RESET_PASSWORD_FAILED } from "~/lib/texts";
import type { Route } from "./+types/reset-password";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isResetTokenUsable(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: resetPasswordFormSchema });
  if (submission.status !== "success") {
    const tokenMissing = submission.error?.token?.includes(INVALID_TOKEN_MESSAGE);
    if (tokenMissing) return data({ view: "invalid" as const }, { status: 400 });
    return data({ view: "form" as const, result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }) }, { status: 400 });
  }
  try {
    await consumeAuthRequest(clientAddress(context));
    await resetPassword(submission.value.token, submission.value.newPassword);
    return { view: "success" as const };
  } catch (error) {
    if (error instanceof InvalidResetTokenError) return data({ view: "invalid" as const }, { status: 400 });
    if (error instanceof RateLimitedError) {
      return data({ view: "form" as const, result: submission.reply({ formErrors: [error.message], hideFields: ["newPassword", "confirmPassword"] }) }, { status: 429 });
    }
    throw error;
  }
}

export const shouldRevalidate = skipRevalidationAfterFailure;

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction, RESET_PASSWORD_FAILED);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "failure" in actionData ? actionData.failure : undefined;
  const fromAction = actionData && "view" in actionData ? actionData.view : undefined;
  const view = fromAction ?? (loaderData.token && loaderData.valid ? "form" : "invalid");
  return (
    <AuthShell>
      {view === "success" ? <SuccessView /> : view === "invalid" ? <InvalidView /> : (
        <ResetForm
          token={loaderData.token}
          failure={failure}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      )}
    </AuthShell>
  );
}

function ResetForm({ token, lastResult, failure }: { token: string; lastResult?: SubmissionResult<string[]>; failure?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordFormSchema }),
    shouldValidate: "onSubmit",
  });
  // The spec shows other failures in a banner, but never the missing-token message (that has its own view).
  const banner = failure ? [failure] : (form.errors?.filter((e) => e !== INVALID_TOKEN_MESSAGE) ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Reset Password</CardTitle>
        <CardDescription>Choose a new password for your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          {banner.length > 0 ? (
            <Alert variant="destructive">
              <ErrorList errors={banner} />
            </Alert>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <fieldset disabled={busy} className="grid gap-4">
            <Field label="New Password" errors={fields.newPassword.errors} errorId={fields.newPassword.errorId} inputProps={getInputProps(fields.newPassword, { type: "password" })}>
              <PasswordInput key={fields.newPassword.key} {...withoutKey(getInputProps(fields.newPassword, { type: "password" }))} autoComplete="new-password" autoFocus />
            </Field>
            <Field label="Confirm New Password" errors={fields.confirmPassword.errors} errorId={fields.confirmPassword.errorId} inputProps={getInputProps(fields.confirmPassword, { type: "password" })}>
              <PasswordInput key={fields.confirmPassword.key} {...withoutKey(getInputProps(fields.confirmPassword, { type: "password" }))} autoComplete="new-password" />
            </Field>
            <Button type="submit" className="w-full">
              {busy ? "Resetting..." : "Reset Password"}
            </Button>
          </fieldset>
        </Form>
      </CardContent>
    </Card>
  );
}

function SuccessView() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="h-10 w-10 text-success" aria-hidden />
        <CardTitle as="h1">Password Reset Successful</CardTitle>
        <CardDescription>Your password has been successfully reset. You can now log in with your new password.</CardDescription>
      </CardHeader>
      <CardContent className="grid">
        <Link to="/login" className={buttonClasses("default")}>
          Continue to Login
        </Link>
      </CardContent>
    </Card>
  );
}

function InvalidView() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <XCircle className="h-10 w-10 text-destructive" aria-hidden />
        <CardTitle as="h1">Invalid Reset Link</CardTitle>
        <CardDescription>This password reset link is invalid or has expired. Please request a new one.</CardDescription>
      </CardHeader>
      <CardContent className="grid">
        <Link to="/forgot-password" className={buttonClasses("default")}>
          Request New Reset Link
        </Link>
      </CardContent>
    </Card>
  );
}

export function meta() {
  return [{ title: `Reset password · ${BRAND}` }];
}
