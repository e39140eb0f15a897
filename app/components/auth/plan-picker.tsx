import { Check } from "lucide-react";
import { formatAmount, PLAN_IDS, PLANS, type PlanId } from "~/lib/plans";
import { Badge } from "../ui/badge";

/**
 * The three plans as radio cards. The 'Selected' badge and the highlight follow the checked radio in
 * CSS (:has), so the choice shows the same with or without JavaScript.
 */
export function PlanPicker({ defaultPlan = "free" }: { defaultPlan?: PlanId }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">Choose your plan</legend>
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        return (
          <label
            key={id}
            className="plan-card relative flex cursor-pointer flex-col gap-2 rounded-lg border-2 border-border bg-card p-4 transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name="plan" value={id} defaultChecked={id === defaultPlan} className="sr-only" />
            <span className="flex items-start justify-between gap-2">
              <span className="font-semibold">{plan.name}</span>
              <Badge className="plan-selected hidden gap-1">
                <Check className="h-3 w-3" aria-hidden />
                Selected
              </Badge>
            </span>
            <span>
              <span className="text-2xl font-bold">${plan.priceCents === 0 ? "0" : formatAmount(plan.priceCents)}</span>{" "}
              <span className="text-sm text-muted-foreground">{plan.period}</span>
            </span>
            <span className="text-sm text-muted-foreground">{plan.blurb}</span>
            {plan.badges.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {plan.badges.map((b) => (
                  <Badge key={b} variant="success">
                    {b}
                  </Badge>
                ))}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
