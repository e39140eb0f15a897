import { AlertTriangle, BarChart3, Clock, Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { METRIC_TITLES, METRIC_TOOLTIPS, type MetricKey, type MetricStatus } from "~/lib/metrics";

const ICONS = { experience: Clock, skills: Star, keywords: BarChart3, gaps: AlertTriangle } as const;

const STATUS_CLASSES: Record<MetricStatus, string> = {
  success: "border-l-success text-success",
  warning: "border-l-warning text-warning",
  danger: "border-l-destructive text-destructive",
  neutral: "border-l-border text-muted-foreground",
};

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
  return (
    <div
      className={cn("group relative rounded-lg border border-l-4 bg-card p-5 shadow-sm", STATUS_CLASSES[status].split(" ")[0])}
      data-status={status}
      data-metric={metric}
      title={METRIC_TOOLTIPS[metric]}
      aria-describedby={tooltipId}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{METRIC_TITLES[metric]}</h2>
        <Icon className={cn("h-5 w-5", STATUS_CLASSES[status].split(" ")[1])} aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>
      <span id={tooltipId} role="tooltip" className="sr-only">
        {METRIC_TOOLTIPS[metric]}
      </span>
    </div>
  );
}
