import { describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { closeDb, getDb } from "~/.server/db/client";
import { loader } from "~/routes/healthz";
import { settle } from "../support/routes";

describe("/healthz", () => {
  it("is 200 while the database answers and 503 when it does not", async () => {
    expect(await settle(() => loader())).toMatchObject({ status: 200, data: { status: "ok" } });
    const previous = process.env.DATABASE_URL;
    await closeDb();
    // A database path under a regular file cannot be opened.
    process.env.DATABASE_URL = "file:/dev/null/app.sqlite";
    resetConfig();
    try {
      expect(await settle(() => loader())).toMatchObject({ status: 503, data: { status: "unavailable" } });
    } finally {
      process.env.DATABASE_URL = previous;
      resetConfig();
    }
    await getDb();
    expect((await settle(() => loader())).status).toBe(200);
  });
});
