import { AlertTriangle, BarChart3, Clock, Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { METRIC_TITLES, METRIC_TOOLTIPS, type MetricKey, type MetricStatus } from "~/lib/metrics";

const ICONS = { experience: Clock, skills: Star, keywords: BarChart3, gaps: AlertTriangle } as const;

const STATUS_CLASSES: Record<MetricStatus, { icon: string; value: string }> = {
  success: { icon: "bg-success/15 text-success", value: "text-success" },
  warning: { icon: "bg-warning/15 text-warning", value: "text-warning" },
  danger: { icon: "bg-destructive/15 text-destructive", value: "text-destructive" },
  neutral: { icon: "bg-muted text-muted-foreground", value: "text-foreground" },
};

/** The status in words, for those who cannot tell it by its colour. */
const STATUS_WORDS: Record<MetricStatus, string | null> = { success: "good", warning: "needs attention", danger: "needs work", neutral: null };

/** One of the four dashboard metrics: title, value, icon, status colour, subtitle and tooltip. */
export function MetricCard({
  metric,
  value,
  subtitle,
  status,
}: {
  metric: MetricKey;
  value: string;
  subtitle: string;
  status: MetricStatus;
}) {
  const Icon = ICONS[metric];
  const tooltipId = `metric-${metric}-tooltip`;
  const classes = STATUS_CLASSES[status];
  return (
    // The tooltip is the link's sibling, not its child: inside, its text joined the link's name and was read twice.
    <div className="group relative" data-tooltip-group>
      {/* A link to the metric's explanation on this page (the spec's card click): a fragment, so that opening it, with
          or without JavaScript, reloads nothing and leaves the other panels as they are. `app.css` shows the explanation
          targeted and rings its card. */}
      <a
        id={`metric-${metric}`}
        href={`#explain-${metric}`}
        className="metric-card relative block h-full scroll-mt-20 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/60 hover:shadow-md"
        data-status={status}
        data-metric={metric}
        aria-describedby={tooltipId}
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{METRIC_TITLES[metric]}</h2>
          <span className={cn("flex h-9 w-9 items-center justify-center rounded-full", classes.icon)}>
            <Icon className="h-4 w-4" aria-hidden />
          </span>
        </div>
        <p className={cn("mt-1 text-3xl font-bold tracking-tight", classes.value)}>{value}</p>
        {/* The status colour said in words too (WCAG 1.4.1): "Gap Score 84.2%, needs attention". */}
        {STATUS_WORDS[status] ? <span className="sr-only">{STATUS_WORDS[status]}</span> : null}
        <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>
      </a>
      {/* Shown on hover and on keyboard focus alike (a `title` shows on neither touch nor focus), in CSS. It can be
          hovered itself (its top padding bridges the gap to the card) and Escape hides it (tooltip-dismiss.tsx). */}
      <span id={tooltipId} role="tooltip" className="absolute inset-x-3 top-full z-20 hidden pt-2 group-hover:block group-has-[:focus-visible]:block">
        <span className="block rounded-md bg-foreground px-3 py-2 text-xs font-normal text-background shadow-lg">{METRIC_TOOLTIPS[metric]}</span>
      </span>
    </div>
  );
}
