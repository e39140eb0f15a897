import { verifyLogin } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { domainErrorResponse, jsonError, limitAuthRequests, methodNotAllowed, parseBody, readJsonBody } from "~/.server/http";
import { loginSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/auth.login";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    await limitAuthRequests(context);
    const input = parseBody(loginSchema, await readJsonBody(request));
    const user = await verifyLogin(input);
    const cookie = await startSession(request, user.id);
    return Response.json(
      { ok: true, user: { username: user.username, name: user.name, email: user.email, plan: user.plan } },
      { headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    return domainErrorResponse(error);
  }
}

export const loader = methodNotAllowed("POST");
