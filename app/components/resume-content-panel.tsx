import { FileText, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Resume } from "~/lib/schemas/resume";

/**
 * The collapsible left panel 'Resume Content' (spec: Layouts): wide when open, a narrow strip when
 * collapsed. A native disclosure, so it works without JavaScript.
 */
export function ResumeContentPanel({ resume }: { resume: Pick<Resume, "fileName" | "fileContent"> | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // On a phone the panel would push the screen's content far down: start it collapsed there.
    if (details.current && window.matchMedia("(max-width: 1023px)").matches) details.current.open = false;
  }, []);
  return (
    <details
      ref={details}
      open className="group shrink-0 rounded-lg border bg-card shadow-sm lg:sticky lg:top-20 lg:self-start lg:open:w-80 lg:[&:not([open])]:w-12">
      <summary className="flex cursor-pointer list-none items-center gap-2 p-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <PanelLeftClose className="hidden h-4 w-4 shrink-0 group-open:block" aria-hidden />
        <PanelLeftOpen className="h-4 w-4 shrink-0 group-open:hidden" aria-hidden />
        <span className="lg:group-not-open:sr-only">Resume Content</span>
      </summary>
      <div className="border-t p-3">
        {resume ? (
          <>
            <p className="mb-2 flex items-center gap-2 text-sm font-medium">
              <FileText className="h-4 w-4 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0 break-all">{resume.fileName}</span>
            </p>
            {/* Without JavaScript the panel stays open on a phone too: a short box keeps the screen's form in reach. */}
            {/* Focusable, so that keyboard users can scroll it too. */}
            <div
              tabIndex={0}
              role="region"
              aria-label="Resume text"
              className="max-h-48 overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:max-h-[60vh] whitespace-pre-wrap break-words rounded-md bg-muted/40 p-2 font-mono text-xs leading-relaxed"
            >
              {resume.fileContent}
            </div>
          </>
        ) : (
          <div className="text-sm">
            <p className="font-medium">No resume uploaded</p>
            <p className="text-muted-foreground">
              <Link to="/dashboard" className="text-primary hover:underline">
                Upload a resume from the dashboard
              </Link>
            </p>
          </div>
        )}
      </div>
    </details>
  );
}
