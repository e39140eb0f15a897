import { requireApiUser } from "~/.server/auth/guards";
import { getLatestResume } from "~/.server/resumes/resumes";
import type { Route } from "./+types/resume.latest";
import { methodNotAllowed } from "~/.server/http";

/** The current résumé plus its latest metrics; 404 when the user has none (the client reads that as null). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  const latest = await getLatestResume(user.id);
  if (!latest) return Response.json({ error: "No resume found" }, { status: 404 });
  return Response.json({ resume: latest.resume, metrics: latest.metrics, profile: latest.profile });
}

export const action = methodNotAllowed("GET");
