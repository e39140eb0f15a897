import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PlanId } from "~/lib/plans";
import { signupDetailsSchema } from "~/lib/schemas/auth";
import { describedWithHint, ErrorList, Field, withoutKey } from "../forms/field";
import { PasswordInput } from "../forms/password-input";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { PlanPicker } from "./plan-picker";

const PASSWORD_HINT = "At least 6 characters.";

export type SignupState = {
  step: "details" | "pricing";
  result?: SubmissionResult<string[]>;
  draft?: string;
  plan?: PlanId;
  message?: string;
};

/**
 * Sign-up in two steps: details, then the plan. The details go to the server, which checks them and keeps
 * them as a short-lived draft (password hashed), so the pricing step sends only the draft id and the plan.
 * With JavaScript, Back is instant and the typed details are still there.
 */
export function SignupFlow({ state, redirectTo }: { state?: SignupState; redirectTo: string }) {
  const serverStep = state?.step ?? "details";
  const [step, setStep] = useState(serverStep);
  useEffect(() => setStep(serverStep), [state, serverStep]);
  // The form holding the focused button is hidden when the step changes: the focus goes to the step shown (the chosen
  // plan, or the first detail), so a keyboard or screen-reader user is not left on the page's body.
  const details = useRef<HTMLFormElement>(null);
  const pricing = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = step === "pricing" ? pricing.current?.querySelector<HTMLElement>("input[type=radio]:checked, input[type=radio]") : details.current?.querySelector<HTMLElement>("input:not([type=hidden])");
    target?.focus();
  }, [step]);

  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;

  const [form, fields] = useForm({
    id: "signup",
    lastResult: state?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <>
      <Form method="post" {...getFormProps(form)} ref={details} hidden={step !== "details"} className="grid gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {state?.message ? <Alert variant="destructive">{state.message}</Alert> : null}
        <Field
          label="Full name"
          errors={fields.name.errors}
          errorId={fields.name.errorId}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", autoFocus: true }}
        />
        <Field
          label="Email"
          errors={fields.email.errors}
          errorId={fields.email.errorId}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <Field
          label="Username"
          errors={fields.username.errors}
          errorId={fields.username.errorId}
          inputProps={{
            ...getInputProps(fields.username, { type: "text" }),
            autoComplete: "username",
            autoCapitalize: "none",
            spellCheck: false,
          }}
          hint="Letters, digits, dots, dashes and underscores."
        />
        <Field
          label="Password"
          errors={fields.password.errors}
          errorId={fields.password.errorId}
          inputProps={getInputProps(fields.password, { type: "password" })}
          hint={PASSWORD_HINT}
        >
          <PasswordInput
            key={fields.password.key}
            {...withoutKey(getInputProps(fields.password, { type: "password" }))}
            aria-describedby={describedWithHint(getInputProps(fields.password, { type: "password" }), PASSWORD_HINT)}
            autoComplete="new-password"
          />
        </Field>
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" name="intent" value="details" pending={!!intent} className="w-full">
          {intent === "details" ? "Checking..." : "Continue to Pricing"}
        </Button>
      </Form>

      {step === "pricing" && state?.draft ? (
        <Form method="post" ref={pricing} className="plan-form grid gap-6">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="draft" value={state.draft} />
          {state.message ? <Alert variant="destructive">{state.message}</Alert> : null}
          <PlanPicker defaultPlan={state.plan ?? "free"} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              type="submit"
              name="intent"
              value="back"
              variant="outline"
              pending={!!intent}
              onClick={(event) => {
                // With JavaScript the details form is still on the page: just show it again.
                event.preventDefault();
                setStep("details");
              }}
            >
              Back
            </Button>
            <Button type="submit" name="intent" value="register" pending={!!intent} className="when-free">
              {intent === "register" ? "Creating account..." : "Create Free Account"}
            </Button>
            <Button type="submit" name="intent" value="register" pending={!!intent} className="when-paid">
              {intent === "register" ? "Creating account..." : "Continue to Payment"}
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
