import { requireApiUser } from "~/.server/auth/guards";
import type { Route } from "./+types/user";
import { methodNotAllowed } from "~/.server/http";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ user });
}

export const action = methodNotAllowed("GET");
