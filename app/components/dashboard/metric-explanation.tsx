import { X } from "lucide-react";
import { listText } from "~/lib/list-text";
import { METRIC_TITLES, METRIC_TOOLTIPS, type MetricKey } from "~/lib/metrics";
import { dayLabel, monthLabel } from "~/lib/month-label";
import type { Metrics } from "~/lib/schemas/resume";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";


/** Why a metric has its value: opened by clicking its card (a link, so it also works without JavaScript). */
export function MetricExplanation({ metric, metrics, uploaded = false }: { metric: MetricKey; metrics: Metrics | null; uploaded?: boolean }) {
  return (
    <Card
      tabIndex={-1}
      id={`explain-${metric}`}
      className="metric-explanation mt-6 scroll-mt-20 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-label={`How ${METRIC_TITLES[metric]} is calculated`}
    >
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle className="text-lg">How {METRIC_TITLES[metric]} is calculated</CardTitle>
          <CardDescription>{METRIC_TOOLTIPS[metric]}.</CardDescription>
        </div>
        {/* Back to the card: the explanation is no longer the target, so it closes. */}
        <a
          href={`#metric-${metric}`}
          aria-label="Close explanation"
          className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
        >
          <X className="h-4 w-4" aria-hidden />
        </a>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {!metrics ? (
          <p>{uploaded ? "Press Analyze to see this metric and how it was calculated." : "Upload your resume, then press Analyze, to see this metric and how it was calculated."}</p>
        ) : metric === "experience" ? (
          <ExperienceExplanation metrics={metrics} />
        ) : metric === "skills" ? (
          <SkillsExplanation metrics={metrics} />
        ) : (
          <BenchmarkExplanation metric={metric} metrics={metrics} />
        )}
        {metrics ? <p className="text-xs text-muted-foreground">Engine version {metrics.engineVersion}.</p> : null}
      </CardContent>
    </Card>
  );
}

function ExperienceExplanation({ metrics }: { metrics: Metrics }) {
  const e = metrics.explanations.experience;
  return (
    <>
      <p>
        The union of the work periods found in your resume, each month counted once (overlapping jobs are not counted
        twice, gaps are not counted). &lsquo;Present&rsquo; means the day you uploaded: {dayLabel(e.asOf)}. A year written without
        its month counts from July when it starts a period and to June when it ends one; a job dated by one year
        (&ldquo;2016&rdquo;, &ldquo;2015 to 2015&rdquo;) counts the whole year.
      </p>
      {e.ranges.length === 0 ? (
        <p>No dated work periods were found. Add start and end dates (month and year) to each position.</p>
      ) : (
        <ul className="grid gap-1">
          {e.ranges.map((r) => (
            <li key={r.start} className="flex justify-between gap-4 border-b py-1 last:border-0">
              <span>
                {monthLabel(r.start)} – {monthLabel(r.end)}
              </span>
              <span className="tabular-nums text-muted-foreground">{r.months} months</span>
            </li>
          ))}
          <li className="flex justify-between gap-4 pt-1 font-medium">
            <span>Total</span>
            <span className="tabular-nums">
              {e.months} months = {metrics.totalExperience}
            </span>
          </li>
        </ul>
      )}
      {e.positions.length > 0 ? (
        <div>
          <p className="mb-1 font-medium">Positions read</p>
          <ul className="grid gap-1">
            {e.positions.map((p, i) => (
              <li key={i} className="text-muted-foreground">
                {p.title || "Untitled role"}
                {p.company ? ` at ${p.company}` : ""}:{" "}
                {!p.start && p.placed ? (
                  `no dates; its length counted, ${p.placed.months} ${p.placed.months === 1 ? "month" : "months"} placed ${monthLabel(p.placed.start)} – ${monthLabel(p.placed.end)}`
                ) : (
                  <>
                    {p.start ? monthLabel(p.start) : "no start date"} – {p.end ? monthLabel(p.end) : p.start ? "Present" : "no end date"}
                    {p.counted ? "" : " (not counted: no dates)"}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {e.otherDates?.length ? (
        <div>
          <p className="mb-1 font-medium">Other dated work counted</p>
          <ul className="grid gap-1">
            {e.otherDates.map((d, i) => (
              <li key={i} className="text-muted-foreground">
                {monthLabel(d.start)} – {monthLabel(d.end)}
                {d.line ? <>: &ldquo;{d.line}&rdquo;</> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {e.statedYears !== null ? <p>Your resume also states {e.statedYears} years of experience.</p> : null}
    </>
  );
}

function SkillsExplanation({ metrics }: { metrics: Metrics }) {
  const skills = metrics.explanations.skills.skills;
  if (skills.length === 0) return <p>No skills were recognised. A Skills section with one skill per item helps.</p>;
  return (
    <>
      <p>
        {skills.length} different skills, each counted once however often it appears, after merging spellings
        (&ldquo;JS&rdquo; and &ldquo;JavaScript&rdquo; are one skill) and variants (&ldquo;Strong communicator&rdquo; counts
        as Communication).
      </p>
      <ul className="flex flex-wrap gap-2">
        {skills.map((s) => (
          <li key={s.name}>
            <Badge className="inline-block" variant="outline" title={`${s.category}; found in ${s.where.join(", ")}`}>
              {s.name}
              {s.also?.length ? <span className="ml-1 font-normal">(also {s.also.join(", ")})</span> : null}
              <span className="ml-1 font-normal text-muted-foreground">· {s.where.join(", ")}</span>
            </Badge>
          </li>
        ))}
      </ul>
    </>
  );
}

function BenchmarkExplanation({ metric, metrics }: { metric: "keywords" | "gaps"; metrics: Metrics }) {
  const { occupation, keywords, gaps } = metrics.explanations;
  const weightPresent = keywords.present.reduce((a, k) => a + k.weight, 0);
  const weightTotal = weightPresent + gaps.missing.reduce((a, k) => a + k.weight, 0);
  const rise = (weight: number) => (weightTotal ? Math.round((weight / weightTotal) * 1000) / 10 : 0);
  if (!occupation) {
    return (
      <p>
        No occupation could be recognised from your job titles and skills, so there is no benchmark to compare with.{" "}
        <a href="/dashboard?role=#target-role" className="text-primary underline underline-offset-4">Choose your target role</a>
      </p>
    );
  }
  return (
    <>
      <p>
        Compared with the skills that matter for <strong>{occupation.title}</strong> (O*NET {occupation.code}),{" "}
        {occupation.chosen
          ? "the target role you chose"
          : `the occupation that best matches your resume${occupation.evidence.length ? ` (${occupation.evidence.join("; ")})` : ""}`}
        . <a href="/dashboard?role=#target-role" className="text-primary underline underline-offset-4">Change target role</a>
      </p>
      {metric === "keywords" ? (
        <p>
          Keyword Strength is the weighted share of these {gaps.benchmarkSize} skills that your resume shows: more important
          skills weigh more. {keywords.present.length} of {gaps.benchmarkSize} {keywords.present.length === 1 ? "is" : "are"} present,
          carrying {points(weightPresent)} of the {points(weightTotal)} weight points: {metrics.keywordStrength}%.
        </p>
      ) : (
        <p>
          Gap Score is the share of these {gaps.benchmarkSize} skills that your resume does not show: {gaps.missing.length} of{" "}
          {gaps.benchmarkSize}, {metrics.gapScore}%. It counts every skill once, where Keyword Strength weighs them, so the two
          need not add up to 100%.
        </p>
      )}
      {keywords.present.length > 0 ? (
        <div>
          <p className="mb-1 font-medium">Present</p>
          <ul className="flex flex-wrap gap-2">
            {keywords.present.map((k) => (
              <li key={k.skill}>
                {/* The résumé's own skill when it shows the benchmark's under another name (Amazon Redshift shows AWS). */}
                <Badge variant="success">{k.matchedBy.toLowerCase() === k.skill.toLowerCase() ? k.skill : `${k.skill} (via ${k.matchedBy})`}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {gaps.missing.length > 0 ? (
        <div>
          <p className="mb-1 font-medium">Missing, the most important first</p>
          <p className="mb-2 text-muted-foreground">
            Each with how much Keyword Strength would rise if your resume showed it (only add what you can do).
          </p>
          {/* One reason, many skills: the reason is written once for its group. */}
          <ul className="grid gap-2">
            {missingGroups(gaps.missing).map((g) => (
              <li key={g.why}>
                <ul className="flex flex-wrap gap-1.5" aria-label={g.why}>
                  {g.skills.map((k) => (
                    <li key={k.skill}>
                      <Badge className="inline-block" variant="outline" title={k.detail || undefined}>
                        {k.skill}
                        <span className="ml-1 font-normal text-muted-foreground">
                          +{rise(k.weight)}%{k.detail ? <span className="sr-only">, {k.detail}</span> : null}
                        </span>
                      </Badge>
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-muted-foreground">{g.why}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {occupation.setAside?.length ? (
        // Decision 0017: why a nurse is not asked for Excel or Apache Spark.
        <p className="text-sm text-muted-foreground">
          Not counted: O*NET also lists {listText(occupation.setAside)} for {occupation.title}, but this field uses{" "}
          {occupation.setAside.length === 1 ? "it" : "them"} no more than other fields do.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Occupation data: O*NET 29.3 Database, U.S. Department of Labor, Employment and Training Administration (CC BY 4.0).
      </p>
    </>
  );
}

const points = (n: number) => String(Math.round(n * 10) / 10);

type Missing = Metrics["explanations"]["gaps"]["missing"][number];

/**
 * The reason a benchmark skill counts, split into what its group shares ("A Hot Technology ...; used by Data
 * Scientists") and what is its own (O*NET's product name, a rating), so a reason shared by eleven skills is written once.
 */
function reasonOf(why: string): { group: string; detail: string } {
  const tech = /^(.*?) \(O\*NET technology skills(?:: (.+))?\)$/.exec(why);
  if (tech) return { group: `${tech[1]} (O*NET technology skills)`, detail: tech[2] ? `O*NET lists it as ${tech[2]}` : "" };
  const rated = /^O\*NET rates (?:the skill|knowledge of) "(.+)" ([\d.]+) of 5 in importance for (.+)$/.exec(why);
  if (rated) return { group: `O*NET rates how important these are for ${rated[3]}`, detail: `"${rated[1]}": ${rated[2]} of 5` };
  return { group: why, detail: "" };
}

/** The missing skills by weight, the heaviest first, gathered under their reason in the order the reasons first come. */
function missingGroups(missing: Missing[]) {
  const groups = new Map<string, (Missing & { detail: string })[]>();
  for (const k of [...missing].sort((a, b) => b.weight - a.weight)) {
    const { group, detail } = reasonOf(k.why);
    groups.set(group, [...(groups.get(group) ?? []), { ...k, detail }]);
  }
  return [...groups].map(([why, skills]) => ({ why, skills }));
}
