import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { loginSchema } from "~/lib/schemas/auth";
import { ErrorList, Field, withoutKey } from "../forms/field";
import { PasswordInput } from "../forms/password-input";
import { Button } from "../ui/button";

export function LoginForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="Username"
        errors={fields.username.errors}
        errorId={fields.username.errorId}
        inputProps={{
          ...getInputProps(fields.username, { type: "text" }),
          autoComplete: "username",
          autoCapitalize: "none",
          spellCheck: false,
          autoFocus: true,
        }}
      />
      <Field
        label="Password"
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        inputProps={getInputProps(fields.password, { type: "password" })}
      >
        <PasswordInput
          key={fields.password.key}
          {...withoutKey(getInputProps(fields.password, { type: "password" }))}
          autoComplete="current-password"
        />
      </Field>
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button type="submit" name="intent" value="login" pending={pending} className="w-full">
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}
