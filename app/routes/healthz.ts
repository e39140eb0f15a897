import { ping } from "../../db/connection";
import { getDb } from "~/.server/db/client";

/** 200 while the database answers, 503 when it does not: for load balancers and uptime checks. */
export async function loader() {
  try {
    await ping(await getDb());
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "unavailable", error: "Database is not answering" }, { status: 503 });
  }
}
