import type { CareerPosition } from "~/lib/schemas/resume";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";

function period(p: CareerPosition) {
  // A summer internship reads "2019", not "2019 – 2019".
  if (p.startYear !== null && p.startYear === p.endYear) return String(p.startYear);
  return `${p.startYear ?? "?"} – ${p.endYear ?? "Present"}`;
}

/** The years the track's two ends stand for, once the bars are drawn to one scale. */
function SpanEnds({ journey }: { journey: CareerPosition[] }) {
  const starts = journey.map((p) => p.startYear).filter((y): y is number => y !== null);
  if (starts.length === 0 || journey.every((p) => p.startPercentage === undefined)) return null;
  const ends = journey.map((p) => p.endYear);
  const last = ends.includes(null) ? "Present" : String(Math.max(...(ends as number[])));
  return (
    <div className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
      <span>{Math.min(...starts)}</span>
      <span>{last}</span>
    </div>
  );
}

/**
 * One bar per position, as wide as its share of the career (durationPercentage) and set where it starts on the
 * career's span, so a break or two jobs at once show. Hovering or focusing a bar shows its card; both work in CSS
 * alone, so the timeline needs no JavaScript.
 */
export function CareerJourneyCard({ journey, analyzed = false }: { journey: CareerPosition[]; analyzed?: boolean }) {
  const empty = journey.length === 0 || (journey.length === 1 && journey[0]!.id === "no-data");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Career Journey</CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? (
          <div className="py-6 text-center">
            <p className="font-medium">No career journey data available yet.</p>
            {analyzed ? (
              // The spec's hint is for a dashboard with nothing analysed; after an analysis, say what was missing instead.
              <p className="mt-1 text-sm text-muted-foreground">
                Your resume was analyzed, but no job with dates was found. Give each job a start and an end, such as
                &ldquo;Mar 2021 – Present&rdquo;.
              </p>
            ) : (
              <p className="mt-1 text-sm text-muted-foreground">
                Upload and analyze your resume to see your career timeline.
              </p>
            )}
          </div>
        ) : (
          <>
            <ol className="grid grid-cols-1 gap-3">
              {journey.map((p) => (
                <li key={p.id} className="grid min-w-0 grid-cols-1 gap-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    {/* Two lines at most: on a phone one line cut a long title's employer off entirely. */}
                    <span className="line-clamp-2 min-w-0 break-words">
                      <span className="font-medium">{p.title}</span>
                      {/* Two jobs with one title are told apart on the row, not only in the card. */}
                      {p.company ? <span className="text-muted-foreground"> · {p.company}</span> : null}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{period(p)}</span>
                  </div>
                  <div className="group relative h-3 rounded-full bg-muted" data-tooltip-group>
                    <div
                      tabIndex={0}
                      // A bar drawn to scale: an image to assistive technology, named by what it shows.
                      role="img"
                      aria-describedby={`${p.id}-card`}
                      // The ring stands off the bar in the text colour: in the bar's own blue it could not be told from it.
                      className="h-3 rounded-full bg-primary outline-none transition-opacity hover:opacity-80 focus-visible:ring-2 focus-visible:ring-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-card"
                      style={{
                        width: `${p.durationPercentage}%`,
                        marginLeft: `${p.startPercentage ?? 0}%`,
                      }}
                      aria-label={`${p.title}${p.company ? ` at ${p.company}` : ""}, ${period(p)}, ${p.duration}`}
                    />
                    {/* Its top padding bridges the gap to the bar, so the card can be hovered itself; Escape hides it. It
                        opens under the bar's start, kept inside the track (review 73: the current job's card had opened
                        far to its left). */}
                    <div
                      id={`${p.id}-card`}
                      role="tooltip"
                      className="invisible absolute top-3 z-20 w-64 pt-2 opacity-0 transition-opacity group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100"
                      style={{ left: `max(0px, min(${p.startPercentage ?? 0}%, 100% - 16rem))` }}
                    >
                      <div className="rounded-md border bg-card p-3 text-sm shadow-lg">
                        <p className="font-semibold">{p.title}</p>
                        {p.company ? <p className="text-muted-foreground">{p.company}</p> : null}
                        <p className="mt-1">{period(p)}</p>
                        <p className="text-muted-foreground">{p.duration}</p>
                      </div>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
            <SpanEnds journey={journey} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
