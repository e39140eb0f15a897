import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { checkSignupAvailable, createAccount } from "~/.server/accounts/accounts";
import { createDraft, deleteDraft, getDraft } from "~/.server/accounts/signup-drafts";
import { authenticator } from "~/.server/auth/authenticator";
import { getSessionUser, startSession } from "~/.server/auth/session";
import { ConflictError, InvalidCredentialsError, RateLimitedError } from "~/.server/errors";
import { clientAddress, readForm } from "~/.server/http";
import { consumeAuthRequest } from "~/.server/security/rate-limit";
import { dataWithToast, redirectWithToast } from "~/.server/toast";
import { AuthShell } from "~/components/auth/auth-shell";
import { LoginForm } from "~/components/auth/login-form";
import { SignupFlow, type SignupState } from "~/components/auth/signup-flow";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { paymentPath, PLAN_IDS } from "~/lib/plans";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema, signupDetailsSchema } from "~/lib/schemas/auth";
import { TOASTS } from "~/lib/toast";
import { callServerAction, SESSION_EXPIRED, SESSION_EXPIRED_POST, skipRevalidationAfterFailure } from "~/lib/texts";
import type { Route } from "./+types/login";

const registerStepSchema = z.object({ draft: z.string().max(100).optional(), plan: z.enum(PLAN_IDS).catch("free") });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  const reason = url.searchParams.get("reason");
  const notice = reason === "expired-post" ? SESSION_EXPIRED_POST : reason === "expired" ? SESSION_EXPIRED : null;
  return { mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("signin" as const), redirectTo, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  // remix-auth reads the body itself, so this reads a copy (within the form's limit; past it the body is not read on).
  const formData = await readForm(request.clone());
  const intent = String(formData.get("intent") ?? "");
  const redirectTo = safeRedirect(formData.get("redirectTo"));

  try {
    await consumeAuthRequest(clientAddress(context));
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const description = error.message;
    if (intent === "login") {
      const result = { status: "error" as const, error: { "": [description] } };
      return dataWithToast(context, { login: result }, { ...TOASTS.loginFailed, description }, { status: 429 });
    }
    return dataWithToast(context, { signup: { step: "details", message: description } satisfies SignupState }, TOASTS.registrationFailed(description), { status: 429 });
  }

  switch (intent) {
    case "login":
      return login(request, context, formData, redirectTo);
    case "details":
      return signupDetails(formData);
    case "back":
      return signupBack(formData);
    case "register":
      return signupRegister(request, context, formData, redirectTo);
    default:
      return data({ signup: { step: "details", message: "Please fill in the form again." } satisfies SignupState }, { status: 400 });
  }
}

type Context = Readonly<RouterContextProvider>;

async function login(request: Request, context: Context, formData: FormData, redirectTo: string) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ login: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await authenticator.authenticate("form", request);
    const cookie = await startSession(request, user.id);
    return redirectWithToast(redirectTo, TOASTS.loginSuccess(user.name), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof RateLimitedError) {
      const description = error instanceof RateLimitedError ? error.message : TOASTS.loginFailed.description;
      return dataWithToast(
        context,
        { login: submission.reply({ formErrors: [description], hideFields: ["password"] }) },
        { ...TOASTS.loginFailed, description },
        { status: error instanceof RateLimitedError ? 429 : 401 },
      );
    }
    throw error;
  }
}

async function signupDetails(formData: FormData) {
  const submission = parseWithZod(formData, { schema: signupDetailsSchema });
  if (submission.status !== "success") {
    return data({ signup: { step: "details", result: submission.reply({ hideFields: ["password"] }) } satisfies SignupState }, { status: 400 });
  }
  try {
    await checkSignupAvailable(submission.value);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const result = submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields: ["password"] });
    return data({ signup: { step: "details", result } satisfies SignupState }, { status: 400 });
  }
  const draft = await createDraft(submission.value);
  return { signup: { step: "pricing", draft, result: submission.reply({ hideFields: ["password"] }) } satisfies SignupState };
}

/** Without JavaScript, Back is a post: show the details again, filled from the draft (not the password). */
function signupBack(formData: FormData) {
  const draft = getDraft(String(formData.get("draft") ?? ""));
  const values = draft ? { name: draft.name, email: draft.email, username: draft.username } : {};
  const replay = new FormData();
  for (const [k, v] of Object.entries(values)) replay.set(k, v);
  const result = parseWithZod(replay, { schema: signupDetailsSchema }).reply({ resetForm: false });
  return { signup: { step: "details", result: { initialValue: result.initialValue } } satisfies SignupState };
}

async function signupRegister(request: Request, context: Context, formData: FormData, redirectTo: string) {
  const { draft: draftId, plan } = registerStepSchema.parse(Object.fromEntries(formData));
  const draft = getDraft(draftId);
  if (!draftId || !draft) {
    const message = "Your sign-up details expired. Please enter them again.";
    return dataWithToast(context, { signup: { step: "details", message } satisfies SignupState }, TOASTS.registrationFailed(message), { status: 400 });
  }
  try {
    const user = await createAccount({ ...draft, plan });
    deleteDraft(draftId);
    const cookie = await startSession(request, user.id);
    const next = user.pendingPlan ? paymentPath(user.pendingPlan) : redirectTo;
    return redirectWithToast(next, TOASTS.accountCreated(user.name), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const replay = new FormData();
    replay.set("name", draft.name);
    replay.set("email", draft.email);
    replay.set("username", draft.username);
    const result = parseWithZod(replay, { schema: signupDetailsSchema }).reply({
      fieldErrors: { [error.field]: [error.message] },
    });
    return dataWithToast(context, { signup: { step: "details", result } satisfies SignupState }, TOASTS.registrationFailed(error.message), { status: 409 });
  }
}

/** In the browser: a server that cannot be reached gets a message on the form, not the error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const result = await callServerAction(serverAction, "Something went wrong. Please try again.");
  if (!("failure" in result)) return result;
  const failure = String(result.failure);
  if (form.get("intent") === "login") return { failure, login: { status: "error" as const, error: { "": [failure] } } };
  const draft = form.get("draft");
  if (form.get("intent") === "register" && typeof draft === "string") {
    return { failure, signup: { step: "pricing", draft, message: failure } satisfies SignupState };
  }
  return { failure, signup: { step: "details", message: failure } satisfies SignupState };
}

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, notice } = loaderData;
  const keep = redirectTo !== "/dashboard" ? `redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const signupHref = `/login?mode=signup${keep ? `&${keep}` : ""}`;
  const signinHref = `/login${keep ? `?${keep}` : ""}`;
  const signup = actionData && "signup" in actionData ? actionData.signup : undefined;
  const pricing = mode === "signup" && signup?.step === "pricing";

  return (
    <AuthShell wide={pricing}>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">{mode === "signup" ? (pricing ? "Choose your plan" : "Create an account") : "Sign in"}</CardTitle>
          <CardDescription>
            {mode === "signup"
              ? pricing
                ? "Start free, or pick a paid plan for unlimited analyses. You can change plans later."
                : "Sign up to analyze your resume and plan your career."
              : "Welcome back. Sign in to see your dashboard."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {notice && mode !== "signup" ? (
            <p role="status" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm" data-testid="session-notice">
              {notice}
            </p>
          ) : null}
          {mode === "signup" ? (
            <SignupFlow key="signup" state={signup as SignupState | undefined} redirectTo={redirectTo} />
          ) : (
            <LoginForm
              key="signin"
              lastResult={actionData && "login" in actionData ? (actionData.login as never) : undefined}
              redirectTo={redirectTo}
            />
          )}
          <p className="text-center text-sm text-muted-foreground">
            {mode === "signup" ? (
              <>
                Already have an account?{" "}
                <Link to={signinHref} className="font-medium text-primary hover:underline">
                  Sign in
                </Link>
              </>
            ) : (
              <>
                Don&apos;t have an account?{" "}
                <Link to={signupHref} className="font-medium text-primary hover:underline">
                  Sign up
                </Link>
              </>
            )}
          </p>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.mode === "signup" ? "Sign up" : "Sign in"} · ${BRAND}` }];
}
