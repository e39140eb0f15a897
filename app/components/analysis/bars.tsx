import { cn } from "~/lib/cn";
import { TONE_BG, TONE_STROKE, TONE_TEXT, type Tone } from "~/lib/scores";

export function PercentBar({ value, tone, label }: { value: number; tone: Tone; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="h-2.5 flex-1 rounded-full bg-muted" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)} aria-label={label}>
        <div className={cn("h-2.5 rounded-full", TONE_BG[tone])} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} data-tone={tone} />
      </div>
      <span className={cn("w-12 text-right text-sm font-semibold tabular-nums", TONE_TEXT[tone])}>{Math.round(value)}%</span>
    </div>
  );
}

/** A ring showing a percentage, coloured by tone. */
export function ScoreRing({ value, tone, size = 128, suffix = "%" }: { value: number; tone: Tone; size?: number; suffix?: string }) {
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <div className="relative shrink-0" style={{ width: size, height: size }} data-tone={tone}>
      <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden>
        <circle cx="60" cy="60" r={r} className="fill-none stroke-muted" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={r}
          className={cn("fill-none", TONE_STROKE[tone])}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(Math.max(0, Math.min(100, value)) / 100) * c} ${c}`}
        />
      </svg>
      <span className={cn("absolute inset-0 flex items-center justify-center text-2xl font-bold tabular-nums", TONE_TEXT[tone])}>
        {Math.round(value)}
        {suffix}
      </span>
    </div>
  );
}
