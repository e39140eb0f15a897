import { Info, Landmark } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { continueOnFreePlan } from "~/.server/accounts/accounts";
import { requireUser } from "~/.server/auth/guards";
import { redirectWithToast } from "~/.server/toast";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BRAND } from "~/lib/brand";
import { formatAmount, PLANS, type PaidPlanId } from "~/lib/plans";
import type { Route } from "./+types/payment";
import { readForm } from "~/.server/http";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const requested = new URL(request.url).searchParams.get("plan");
  // Spec: monthly by default, or yearly. The amount in the URL is only shown back; the plan decides.
  const plan: PaidPlanId = requested === "yearly" ? "yearly" : "monthly";
  return { user, plan };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readForm(request);
  if (form.get("intent") === "continue-free") {
    await continueOnFreePlan(user.id);
    return redirectWithToast("/dashboard", {
      title: "Free plan",
      description: "You are on the free plan. You can upgrade from the Payment Portal at any time.",
    });
  }
  return redirect("/payment");
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { user, plan } = loaderData;
  const info = PLANS[plan];
  const amount = formatAmount(info.priceCents);
  const description = `${BRAND} ${info.name} Plan Subscription`;
  return (
    <>
      <PageHeader title="Payment Portal" description="Pay for your plan by US bank account (ACH)." />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Landmark className="h-5 w-5" aria-hidden /> Bank payment
            </CardTitle>
            <CardDescription>Payments typically take 1-3 business days and may require verification.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div role="status" className="flex gap-3 rounded-md border bg-muted/50 p-4 text-sm">
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
              <p>
                Linking a bank account and paying are not available in this version yet. Your account works on the free
                plan in the meantime.
              </p>
            </div>
            {user.pendingPlan ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="continue-free" />
                <Button type="submit" variant="outline">
                  Continue with the free plan
                </Button>
                <span className="text-sm text-muted-foreground">You chose the {info.name} plan when you signed up.</span>
              </Form>
            ) : (
              <Link to="/dashboard" className={buttonClasses("outline") + " w-fit"}>
                Back to dashboard
              </Link>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Order summary</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <div className="flex items-center justify-between">
              <span className="font-medium">{info.name}</span>
              <span className="flex gap-1">
                {info.badges.map((b) => (
                  <Badge key={b} variant="success">
                    {b}
                  </Badge>
                ))}
              </span>
            </div>
            <div className="flex items-baseline justify-between">
              <span className="text-muted-foreground">Amount (USD)</span>
              <span className="text-2xl font-bold">${amount}</span>
            </div>
            <div className="grid gap-1">
              <span className="text-muted-foreground">Description</span>
              <span>{description}</span>
            </div>
            <p className="text-xs text-muted-foreground">Billed {info.period}. Your current plan: {PLANS[user.plan].name}.</p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export function meta() {
  return [{ title: `Payment Portal · ${BRAND}` }];
}
