import { updateProfile } from "~/.server/accounts/accounts";
import { requireApiUser } from "~/.server/auth/guards";
import { domainErrorResponse, jsonError, parseBody, readJsonBody } from "~/.server/http";
import { profileSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/user.profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ name: user.name, email: user.email });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return jsonError(405, "Method not allowed", undefined, { headers: { Allow: "GET, PUT" } });
  try {
    const user = await requireApiUser(request);
    const input = parseBody(profileSchema, await readJsonBody(request));
    const updated = await updateProfile(user.id, input);
    return Response.json({ ok: true, user: updated });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
