import type { Migration } from "kysely";
import * as accounts from "./0001-accounts";
import * as resumes from "./0002-resumes";
import * as analyses from "./0003-analyses";
import * as resumeLinks from "./0004-resume-links";
import * as targetOccupation from "./0005-target-occupation";
import * as resumeFileWarnings from "./0006-resume-file-warnings";

/**
 * Every migration, in order. A static list (not a folder scan) so the migrations are bundled with the
 * server build and run the same under `react-router dev`, `npm start` and the tests.
 */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-resumes": resumes,
  "0003-analyses": analyses,
  "0004-resume-links": resumeLinks,
  "0005-target-occupation": targetOccupation,
  "0006-resume-file-warnings": resumeFileWarnings,
};
