import type { Migration } from "kysely";
import * as accounts from "./0001-accounts";

/**
 * Every migration, in order. A static list (not a folder scan) so the migrations are bundled with the
 * server build and run the same under `react-router dev`, `npm start` and the tests.
 */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
};
