import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/.server/auth/password-reset";
import { RateLimitedError } from "~/.server/errors";
import { clientAddress, readForm } from "~/.server/http";
import { consumeAuthRequest } from "~/.server/security/rate-limit";
import { AuthShell } from "~/components/auth/auth-shell";
import { ErrorList, Field } from "~/components/forms/field";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { forgotPasswordSchema } from "~/lib/schemas/auth";
import { callServerAction, skipRevalidationAfterFailure, FORGOT_PASSWORD_ANSWER, FORGOT_PASSWORD_FAILED } from "~/lib/texts";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    await consumeAuthRequest(clientAddress(context));
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }), sent: false }, { status: 429 });
  }
  // Answers at once and identically whether or not the account exists; the mail is sent in the background.
  requestPasswordReset(submission.value.email);
  return { result: submission.reply(), sent: true };
}

export const shouldRevalidate = skipRevalidationAfterFailure;

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction, FORGOT_PASSWORD_FAILED);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const sent = !!actionData && "sent" in actionData && actionData.sent;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
  });

  if (sent) {
    return (
      <AuthShell>
        <Card>
          <CardHeader className="items-center text-center">
            <MailCheck className="h-10 w-10 text-success" aria-hidden />
            <CardTitle as="h1">Check your email</CardTitle>
            <CardDescription>{FORGOT_PASSWORD_ANSWER}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 text-center">
            <p className="text-sm text-muted-foreground">
              The link works for 15 minutes. If the email does not arrive within a few minutes, check your spam or
              junk folder.
            </p>
            <Link to="/login" className={buttonClasses("default")}>
              Back to Login
            </Link>
          </CardContent>
        </Card>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Forgot Password</CardTitle>
          <CardDescription>Enter your email address and we&apos;ll send you a link to reset your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="grid gap-4">
            {form.errors?.length || failure ? (
              <Alert variant="destructive">
                <ErrorList errors={failure ? [failure] : form.errors} />
              </Alert>
            ) : null}
            <fieldset disabled={busy} className="grid gap-4">
              <Field
                label="Email"
                errors={fields.email.errors}
                errorId={fields.email.errorId}
                inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
              />
              <Button type="submit" className="w-full">
                {busy ? "Sending..." : "Send Reset Link"}
              </Button>
            </fieldset>
            <Link to="/login" className="text-center text-sm text-primary hover:underline">
              Back to Login
            </Link>
          </Form>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

export function meta() {
  return [{ title: `Forgot password · ${BRAND}` }];
}
