import { Search, Target } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { OccupationChoice, TargetRoleChoices } from "~/lib/target-role";
import { Button } from "../ui/button";
import { Card, CardContent } from "../ui/card";
import { Input, Label } from "../ui/input";

/**
 * What Keyword Strength and Gap Score compare the résumé with, and a chooser to change it: the occupations the résumé
 * points to, or a search over every O*NET title. Plain forms (a GET search, a POST choice), so it works without
 * JavaScript; the panel opens by itself after a search.
 */
export function TargetRole({ choices, used, analyzed }: { choices: TargetRoleChoices; used: { title: string; chosen: boolean } | null; analyzed: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "target";
  // After a choice the buttons are gone or disabled: the keyboard focus goes to the line that now names the role.
  const summary = useRef<HTMLElement>(null);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && navigation.state === "idle") summary.current?.focus({ preventScroll: true });
    wasSaving.current = saving || (wasSaving.current && navigation.state !== "idle");
  }, [saving, navigation.state]);
  const shown = used ?? choices.current;
  // A search that found nothing leaves the résumé's own suggestions in place, under its message.
  const found = choices.results?.length ? choices.results : null;
  const options = found ?? choices.suggestions;
  const checked = choices.current?.code;
  return (
    <Card className="mt-4 scroll-mt-20" id="target-role">
      <details open={choices.open} className="group">
        <summary ref={summary} className="flex cursor-pointer list-none items-start gap-2 px-6 py-4 text-sm [&::-webkit-details-marker]:hidden">
          <Target className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 break-words">
            {shown ? (
              <>
                Keyword Strength and Gap Score {analyzed ? "compare" : "will compare"} your resume with <strong>{shown.title}</strong>
                {shown.chosen ? ", the target role you chose." : ", the occupation your job titles and skills point to."}
              </>
            ) : (
              "No occupation could be recognised from your resume yet: choose the role you are aiming for."
            )}{" "}
            <span className="font-medium text-primary underline-offset-4 hover:underline group-open:hidden">Change target role</span>
            <span className="hidden font-medium text-primary underline-offset-4 hover:underline group-open:inline">Close</span>
          </span>
        </summary>
        <CardContent className="grid gap-4 text-sm">
          {/* The fragment brings a page loaded without JavaScript back to the chooser. */}
          <Form method="get" action="/dashboard#target-role" preventScrollReset className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <Label htmlFor="target-role-search">Search for a role</Label>
              <Input id="target-role-search" name="role" type="search" defaultValue={choices.query} placeholder="e.g. Data Engineer" maxLength={120} />
            </div>
            <Button type="submit" variant="outline">
              <Search className="h-4 w-4" aria-hidden /> Search
            </Button>
          </Form>
          {choices.results && !found ? (
            <p className="break-words text-muted-foreground" role="status">
              No occupation matches “{choices.query}”. Try another title, such as the one in a job ad.
            </p>
          ) : null}
          {options.length === 0 ? (
            choices.results ? null : <p className="text-muted-foreground">Search for the role you are aiming for.</p>
          ) : (
            <Form method="post" action="/dashboard" preventScrollReset className="grid gap-3">
              {found ? (
                <p className="sr-only" role="status">
                  {found.length} {found.length === 1 ? "occupation matches" : "occupations match"} your search
                </p>
              ) : null}
              <input type="hidden" name="intent" value="target" />
              <fieldset className="grid gap-2">
                <legend className="mb-2 break-words font-medium">
                  {found
                    ? `${found.length} ${found.length === 1 ? "occupation matches" : "occupations match"} “${choices.correctedTo ?? choices.query}”${choices.correctedTo ? ` (you typed “${choices.query}”)` : ""}`
                    : choices.current?.chosen
                      ? "Your target role, and the occupations your resume points to"
                      : "Occupations your resume points to"}
                </legend>
                {options.map((o) => (
                  <Choice
                    key={o.code}
                    option={o}
                    current={o.code === checked}
                    defaultChecked={o.code === checked}
                  />
                ))}
              </fieldset>
              <Button type="submit" pending={saving} className="w-fit">
                {saving ? "Saving..." : "Compare with this role"}
              </Button>
            </Form>
          )}
          {choices.current?.chosen ? (
            <Form method="post" action="/dashboard" preventScrollReset>
              <input type="hidden" name="intent" value="target" />
              <input type="hidden" name="occupation" value="" />
              <Button type="submit" variant="outline" pending={saving} className="h-auto min-h-10 whitespace-normal text-left">
                {choices.inferred ? `Use ${choices.inferred.title}, the occupation my resume points to` : "Use the occupation my resume points to"}
              </Button>
            </Form>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Occupations and their skills come from O*NET. The gap analysis, the career roadmap and the detailed analysis use the
            same role.
          </p>
        </CardContent>
      </details>
    </Card>
  );
}

function Choice({ option, defaultChecked, current }: { option: OccupationChoice; defaultChecked: boolean; current: boolean }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent">
      <input type="radio" name="occupation" value={option.code} defaultChecked={defaultChecked} required className="mt-1" />
      <span>
        <span className="font-medium">{option.title}</span>
        {current ? <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">in use</span> : null}
        <span className="block text-xs text-muted-foreground">
          O*NET {option.code}
          {option.matched ? ` · as “${option.matched}”` : ""}
        </span>
      </span>
    </label>
  );
}
