import { endSession } from "~/.server/auth/session";
import { jsonError, methodNotAllowed } from "~/.server/http";
import type { Route } from "./+types/auth.logout";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  // Tells the browser to drop this site's caches and local and session storage too.
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return Response.json({ ok: true }, { headers });
}

export const loader = methodNotAllowed("POST");
