import { FileUp } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./ui/button";

/**
 * The 'No Resume Found' state of the analysis screens. `variant="card"` is the centred card of Detailed
 * Analysis and Gap Analysis; `variant="alert"` the alert of Job Comparison and Career Roadmap.
 */
export function NoResume({ message, variant = "card" }: { message: string; variant?: "card" | "alert" }) {
  if (variant === "alert") {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <FileUp className="mt-0.5 h-5 w-5 shrink-0 text-warning" aria-hidden />
          <div>
            <h2 className="font-semibold">No Resume Found</h2>
            <p className="text-sm text-muted-foreground">{message}</p>
          </div>
        </div>
        <Link to="/dashboard" className={buttonClasses("outline", "sm")}>
          Go to Dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-lg border bg-card p-10 text-center shadow-sm">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <FileUp className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-semibold">No Resume Found</h2>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Link to="/dashboard" className={buttonClasses("default") + " mt-6"}>
        Go to Dashboard
      </Link>
    </div>
  );
}
