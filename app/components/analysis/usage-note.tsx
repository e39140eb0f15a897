import { Link } from "react-router";
import { paymentPath } from "~/lib/plans";

export type UsageView = { limit: number; used: number; remaining: number; resetsOn: string } | null;

/** Runs left on the free plan this month (DESIGN decision 5); nothing on paid plans. */
export function UsageNote({ usage }: { usage: UsageView }) {
  if (!usage) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="usage-note">
      {usage.remaining > 0
        ? `${usage.remaining} of ${usage.limit} free analyses left this month (shared by the four analyses).`
        : `You have used your ${usage.limit} free analyses this month; they renew on ${usage.resetsOn}.`}{" "}
      <Link to={paymentPath("monthly")} className="font-medium text-primary hover:underline">
        Upgrade for unlimited analyses
      </Link>
    </p>
  );
}
