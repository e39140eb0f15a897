import { Link } from "react-router";

/** Under a result made for another target role than the one now chosen on the dashboard. */
export function TargetChangedNote({ changed }: { changed: { now: string | null } | null }) {
  if (!changed) return null;
  return (
    <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" role="note">
      Your target role has changed since this result was made: it is now {changed.now ?? "the occupation your resume points to"}. Run the
      analysis again to compare with it.{" "}
      <Link to="/dashboard?role=#target-role" className="underline underline-offset-4">
        Change target role
      </Link>
    </p>
  );
}
