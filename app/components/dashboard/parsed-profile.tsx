import { AlertTriangle } from "lucide-react";
import { monthLabel } from "~/lib/month-label";
import type { Profile } from "~/lib/schemas/profile";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";

const CATEGORY_LABELS = { technical: "Technical", soft: "Soft", other: "Other" } as const;

function dates(start: string | null, end: string | null, current: boolean, onlyEnd: "until" | "alone" = "until") {
  if (!start && !end) return current ? "Present" : "no dates";
  // A degree with only its year ("2019") is common; a job with only an end is "until 2019".
  if (!start && !current) return onlyEnd === "alone" ? monthLabel(end!) : `until ${monthLabel(end!)}`;
  return `${start ? monthLabel(start) : "?"} – ${current ? "Present" : end ? monthLabel(end) : "?"}`;
}

// What the extractor said about the file (text too small to see left out, pages not read) is serious too.
const SERIOUS = new Set(["short-text", "no-experience-section", "position-without-dates", "file"]);

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** "What the parser read": sections, positions, skills and where each was found, and the warnings. */
export function ParsedProfile({ profile, places, skillCount }: { profile: Profile; places: Record<string, string[]>; skillCount?: number }) {
  const sections = profile.sections.filter((s) => s.heading).length;
  const skills = profile.skills.length;
  // Opened at once when the numbers may be wrong for want of what was read: that is when a person should look.
  const misread = profile.positions.length === 0 || skills === 0 || profile.warnings.some((w) => SERIOUS.has(w.code));
  return (
    <Card className="mt-6">
      <details className="group" open={misread}>
        <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          <CardHeader>
            <CardTitle className="text-lg">
              What we read from your resume <span className="text-sm font-normal text-primary group-open:hidden">Show</span>
              <span className="hidden text-sm font-normal text-primary group-open:inline">Hide</span>
            </CardTitle>
            <CardDescription>
              {plural(sections, "section")}, {plural(profile.positions.length, "position")}, {plural(skills, "skill")}
              {skillCount !== undefined && skillCount !== skills ? ` (${skillCount} in the Skill Count, where variants of one skill count once)` : ""}
              {profile.warnings.length ? `, ${plural(profile.warnings.length, "warning")}` : ""}. Check
              that nothing is missing: every number on this page is built from this.
            </CardDescription>
          </CardHeader>
        </summary>
        <CardContent className="grid gap-6 text-sm">
          {profile.warnings.length > 0 ? (
            <section aria-label="Warnings">
              <h3 className="mb-2 font-semibold">Warnings</h3>
              <ul className="grid gap-1">
                {profile.warnings.map((w, i) => (
                  <li key={i} className="flex gap-2">
                    <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
                    {w.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Contact">
            <h3 className="mb-2 font-semibold">Contact</h3>
            <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{profile.contact.name ?? "not found"}</dd>
              {profile.contact.headline ? (
                <>
                  <dt className="text-muted-foreground">Headline</dt>
                  <dd>{profile.contact.headline}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{profile.contact.email ?? "not found"}</dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{profile.contact.phone ?? "not found"}</dd>
              {profile.contact.location ? (
                <>
                  <dt className="text-muted-foreground">Location</dt>
                  <dd>{profile.contact.location}</dd>
                </>
              ) : null}
              {profile.contact.links.length ? (
                <>
                  <dt className="text-muted-foreground">Links</dt>
                  <dd className="break-all">{profile.contact.links.join(", ")}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <section aria-label="Sections">
            <h3 className="mb-2 font-semibold">Sections</h3>
            {profile.sections.some((s) => s.heading) ? (
              <ul className="flex flex-wrap gap-2">
                {profile.sections
                  .filter((s) => s.heading)
                  .map((s, i) => (
                    <li key={i}>
                      <Badge className="inline-block" variant="outline">
                        {s.heading}
                        {/* The kind the heading was read as, unless the heading says it already ("Skills"). */}
                        {s.heading.trim().toLowerCase() !== s.kind ? <span className="ml-1 font-normal text-muted-foreground">({s.kind})</span> : null}
                      </Badge>
                    </li>
                  ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">No section headings found. Headings such as Experience, Education and Skills help applicant tracking systems read a resume.</p>
            )}
          </section>
          <section aria-label="Positions">
            <h3 className="mb-2 font-semibold">Positions</h3>
            {profile.positions.length === 0 ? (
              <p className="text-muted-foreground">No positions found.</p>
            ) : (
              <ol className="grid gap-2">
                {profile.positions.map((p, i) => (
                  <li key={i} className="rounded-md border p-3">
                    <p className="font-medium">{p.title || "Untitled role"}</p>
                    <p className="text-muted-foreground">
                      {[p.company, p.location].filter(Boolean).join(" · ") || "no company found"} · {dates(p.start, p.end, p.current)}
                    </p>
                    {p.bullets.length ? <p className="text-xs text-muted-foreground">{p.bullets.length} {p.bullets.length === 1 ? "bullet point" : "bullet points"}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {profile.education.length > 0 ? (
            <section aria-label="Education">
              <h3 className="mb-2 font-semibold">Education</h3>
              <ul className="grid gap-1">
                {profile.education.map((e, i) => (
                  <li key={i}>
                    {[e.degree, e.institution].filter(Boolean).join(", ")}{" "}
                    <span className="text-muted-foreground">{e.start || e.end ? dates(e.start, e.end, false, "alone") : ""}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {profile.certifications.length > 0 ? (
            <section aria-label="Certifications">
              <h3 className="mb-2 font-semibold">Certifications</h3>
              <ul className="list-inside list-disc">
                {profile.certifications.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Skills">
            <h3 className="mb-2 font-semibold">Skills and where they were found</h3>
            {profile.skills.length === 0 ? (
              <p className="text-muted-foreground">No skills recognised.</p>
            ) : (
              <div className="grid gap-3">
                {(["technical", "soft", "other"] as const).map((category) => {
                  const list = profile.skills.filter((s) => s.category === category);
                  if (list.length === 0) return null;
                  return (
                    <div key={category}>
                      <p className="mb-1 text-muted-foreground">{CATEGORY_LABELS[category]}</p>
                      <ul className="flex flex-wrap gap-2">
                        {list.map((s) => (
                          <li key={s.name}>
                            <Badge className="inline-block" variant="secondary" title={`Written as: ${[...new Set(s.mentions.map((m) => m.text))].join(", ")}`}>
                              {s.name}
                              <span className="ml-1 font-normal opacity-70">
                                · {(places[s.name] ?? [...new Set(s.mentions.map((m) => m.section ?? "other text"))]).join(", ")}
                              </span>
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            )}
          </section>
        </CardContent>
      </details>
    </Card>
  );
}
