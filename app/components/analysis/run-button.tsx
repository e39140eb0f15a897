import { Sparkles } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";

/** The screen's run button: a form post; 'Analyzing...' and unavailable (keeping the focus) while the analysis runs. */
export function RunButton({ label, busyLabel = "Analyzing...", disabled = false }: { label: string; busyLabel?: string; disabled?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="run" />
      <Button type="submit" disabled={disabled} pending={busy}>
        <Sparkles className="h-4 w-4" aria-hidden />
        {busy ? busyLabel : label}
      </Button>
      <span className="sr-only" role="status">
        {busy ? busyLabel : ""}
      </span>
    </Form>
  );
}

/** Whether an analysis is running on this page (for the skeleton). */
export function useRunning() {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}

export function ResultSkeleton() {
  return (
    <div className="grid animate-pulse gap-4" aria-busy="true" aria-label="Analyzing">
      <div className="h-32 rounded-lg border bg-card" />
      <div className="h-10 w-2/3 rounded-md bg-muted" />
      <div className="h-48 rounded-lg border bg-card" />
      <span className="sr-only">Analyzing...</span>
    </div>
  );
}
