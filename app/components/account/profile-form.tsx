import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type ReactNode } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { profileSchema, type PublicUser } from "~/lib/schemas/auth";
import { TOASTS } from "~/lib/toast";
import { ErrorList, Field } from "../forms/field";
import { Button } from "../ui/button";
import { useToast } from "../toaster";

type Props = {
  user: PublicUser;
  /** With JavaScript both save through PUT /api/user/profile; without it the form posts to /profile. */
  variant: "dialog" | "page";
  lastResult?: SubmissionResult<string[]>;
  onSaved?: () => void;
  footer?: ReactNode;
};

export function ProfileForm({ user, variant, lastResult, onSaved, footer }: Props) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  const [form, fields] = useForm({
    id: `profile-${variant}`,
    lastResult,
    defaultValue: { name: user.name, email: user.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit: async (event, { submission }) => {
      // Only runs with JavaScript; without it the form posts to the /profile route instead.
      event.preventDefault();
      if (submission?.status !== "success") return;
      setSaving(true);
      setServerErrors({});
      try {
        const response = await fetch("/api/user/profile", {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(submission.value),
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { fieldErrors?: Record<string, string[]> } | null;
          setServerErrors(body?.fieldErrors ?? {});
          toast(TOASTS.profileFailed);
          return;
        }
        toast(TOASTS.profileUpdated);
        await revalidator.revalidate();
        onSaved?.();
      } catch {
        toast(TOASTS.profileFailed);
      } finally {
        setSaving(false);
      }
    },
  });

  const busy = saving || (variant === "page" && navigation.state === "submitting");
  return (
    <Form method="post" action="/profile" {...getFormProps(form)} className="grid gap-4">
      <fieldset disabled={busy} className="grid gap-4">
        <Field
          label="Name"
          errors={serverErrors.name ?? fields.name.errors}
          errorId={fields.name.errorId}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
        />
        <Field
          label="Email"
          errors={serverErrors.email ?? fields.email.errors}
          errorId={fields.email.errorId}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex justify-end gap-2">
          {footer}
          <Button type="submit">{busy ? "Saving..." : "Save changes"}</Button>
        </div>
      </fieldset>
    </Form>
  );
}
