import { requireApiUser } from "~/.server/auth/guards";
import type { Route } from "./+types/auth.me";
import { methodNotAllowed } from "~/.server/http";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ username: user.username, name: user.name, email: user.email });
}

export const action = methodNotAllowed("GET");
