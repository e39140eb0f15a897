import { requireApiUser } from "~/.server/auth/guards";
import type { Route } from "./+types/user";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ user });
}
