import { resetPassword } from "~/.server/auth/password-reset";
import { domainErrorResponse, jsonError, limitAuthRequests, methodNotAllowed, parseBody, readJsonBody } from "~/.server/http";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/auth.reset-password";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    await limitAuthRequests(context);
    const { token, newPassword } = parseBody(resetPasswordSchema, await readJsonBody(request));
    await resetPassword(token, newPassword);
    return Response.json({ ok: true });
  } catch (error) {
    return domainErrorResponse(error);
  }
}

export const loader = methodNotAllowed("POST");
