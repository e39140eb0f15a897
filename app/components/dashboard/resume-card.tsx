import { FileText } from "lucide-react";
import { RESUME_PREVIEW_CHARS, type Resume } from "~/lib/schemas/resume";
import { timeAgo } from "~/lib/relative-time";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";

export function previewText(text: string) {
  return text.length > RESUME_PREVIEW_CHARS ? `${text.slice(0, RESUME_PREVIEW_CHARS)}... (truncated)` : text;
}

/**
 * The Uploaded Resume card. 'Show Resume Content' is a disclosure whose button goes away once opened, so
 * the text stays shown (spec), with or without JavaScript. The text is always rendered as text.
 */
export function ResumeCard({ resume }: { resume: Resume }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <CardTitle className="text-lg">Uploaded Resume</CardTitle>
          {/* Whole, wrapped anywhere: a cut name loses its end ("…_final.pdf"), and a title shows on no phone. */}
          <p className="break-all text-sm font-medium">
            {resume.fileName}
          </p>
          <p className="text-xs text-muted-foreground">
            Uploaded <time dateTime={resume.uploadedAt} suppressHydrationWarning>{timeAgo(resume.uploadedAt)}</time>
          </p>
        </div>
      </CardHeader>
      <CardContent>
        {/* The button goes away when pressed: focus moves to the text it showed instead of falling back to the page. */}
        <details className="group" onToggle={(e) => e.currentTarget.open && e.currentTarget.querySelector<HTMLElement>("[data-testid=resume-preview]")?.focus()}>
          <summary className="inline-flex cursor-pointer list-none items-center rounded-md border border-input bg-card px-3 py-2 text-sm font-medium hover:bg-accent group-open:hidden [&::-webkit-details-marker]:hidden">
            Show Resume Content
          </summary>
          <div className="max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-mono text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="resume-preview" tabIndex={0} role="region" aria-label="Resume content">
            {previewText(resume.fileContent)}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
