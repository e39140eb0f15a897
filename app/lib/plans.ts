export type PlanId = "free" | "monthly" | "yearly";
export type PaidPlanId = Exclude<PlanId, "free">;

export type PlanInfo = {
  id: PlanId;
  name: string;
  /** Price in US cents; the server charges from here, never from the client (DESIGN decision 4). */
  priceCents: number;
  period: string;
  blurb: string;
  badges: string[];
};

export const PLANS: Record<PlanId, PlanInfo> = {
  free: {
    id: "free",
    name: "Free Trial",
    priceCents: 0,
    period: "forever",
    blurb: "Limited features",
    badges: [],
  },
  monthly: {
    id: "monthly",
    name: "Monthly",
    priceCents: 499,
    period: "per month",
    blurb: "Every analysis, unlimited",
    badges: [],
  },
  yearly: {
    id: "yearly",
    name: "Yearly",
    priceCents: 4999,
    period: "per year",
    blurb: "Every analysis, unlimited",
    badges: ["Save 17%", "Save $10.89"],
  },
};

export const PLAN_IDS = ["free", "monthly", "yearly"] as const;

export function isPaidPlan(plan: string | null | undefined): plan is PaidPlanId {
  return plan === "monthly" || plan === "yearly";
}

/** 499 -> "4.99", the form the spec's URLs and amounts use. */
export function formatAmount(cents: number) {
  return (cents / 100).toFixed(2);
}

export function paymentPath(plan: PaidPlanId) {
  return `/payment?plan=${plan}&amount=${formatAmount(PLANS[plan].priceCents)}`;
}
