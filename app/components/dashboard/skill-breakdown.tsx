import type { SkillBreakdown } from "~/lib/schemas/resume";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { SKILL_COLORS, SkillDoughnut } from "./skill-chart";

const ROWS = [
  { key: "technical", label: "Technical", list: "technicalSkills" },
  { key: "soft", label: "Soft", list: "softSkills" },
  { key: "other", label: "Other", list: "otherSkills" },
] as const;

export function SkillBreakdownCard({ breakdown, analyzed = false, uploaded = false }: { breakdown: SkillBreakdown; analyzed?: boolean; uploaded?: boolean }) {
  const noData = breakdown.technicalSkills[0] === "N/A" && breakdown.softSkills[0] === "N/A";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Skill Breakdown</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <SkillDoughnut breakdown={breakdown} />
        <table className="w-full text-sm">
          <caption className="sr-only">Share of skills by category</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Share</th>
              <th scope="col">Skills</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const skills = breakdown[row.list];
              return (
                <tr key={row.key} className="border-b align-top last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    <span className="inline-flex items-center gap-2">
                      <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: noData ? "#cbd5e1" : SKILL_COLORS[row.key] }} />
                      {noData ? "N/A" : row.label}
                    </span>
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{breakdown[row.key]}%</td>
                  <td className="py-2 text-muted-foreground">
                    {noData ? "N/A" : skills.length === 0 ? "None found" : `${skills.slice(0, 6).join(", ")}${skills.length > 6 ? ` and ${skills.length - 6} more` : ""}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
      {noData ? (
        // The spec's equal thirds stand for "no data"; say which kind, so they do not read as figures.
        <p className="px-6 pb-6 text-sm text-muted-foreground" data-testid="skill-breakdown-note">
          {analyzed
            ? "No skills were recognised in your resume. A Skills section listing tools, methods and strengths helps."
            : uploaded
              ? "Press Analyze to see your skills by category."
              : "Upload your resume and press Analyze to see your skills by category."}
        </p>
      ) : null}
    </Card>
  );
}
