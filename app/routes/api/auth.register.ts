import { register } from "~/.server/accounts/accounts";
import { startSession } from "~/.server/auth/session";
import { domainErrorResponse, jsonError, limitAuthRequests, methodNotAllowed, parseBody, readJsonBody } from "~/.server/http";
import { paymentPath } from "~/lib/plans";
import { registerSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/auth.register";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    await limitAuthRequests(context);
    const input = parseBody(registerSchema, await readJsonBody(request));
    const user = await register(input);
    const cookie = await startSession(request, user.id);
    return Response.json(
      {
        ok: true,
        user: { username: user.username, name: user.name, email: user.email, plan: user.plan },
        // A paid plan awaits payment: the account starts free until then (DESIGN decision 3).
        next: user.pendingPlan ? paymentPath(user.pendingPlan) : "/dashboard",
      },
      { status: 201, headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    return domainErrorResponse(error);
  }
}

export const loader = methodNotAllowed("POST");
