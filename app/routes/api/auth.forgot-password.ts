import { requestPasswordReset } from "~/.server/auth/password-reset";
import { domainErrorResponse, jsonError, limitAuthRequests, methodNotAllowed, parseBody, readJsonBody } from "~/.server/http";
import { forgotPasswordSchema } from "~/lib/schemas/auth";
import { FORGOT_PASSWORD_ANSWER } from "~/lib/texts";
import type { Route } from "./+types/auth.forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    await limitAuthRequests(context);
    const { email } = parseBody(forgotPasswordSchema, await readJsonBody(request));
    // The same answer, at once, whether or not the account exists; the mail goes out in the background.
    requestPasswordReset(email);
    return Response.json({ ok: true, message: FORGOT_PASSWORD_ANSWER });
  } catch (error) {
    return domainErrorResponse(error);
  }
}

export const loader = methodNotAllowed("POST");
