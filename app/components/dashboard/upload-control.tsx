import { FileUp, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useBlocker, useNavigation, useSubmit } from "react-router";
import { cn } from "~/lib/cn";
import { ACCEPT_ATTRIBUTE, checkFileBeforeUpload, UPLOAD_HINT } from "~/lib/upload-rules";
import { useToast } from "../toaster";
import { Button } from "../ui/button";

/**
 * Upload and Analyze (spec: Resume upload control). With JavaScript a valid file is uploaded as soon as it
 * is chosen and a wrong one is refused at once with a toast; without it, a file input and an Upload button
 * post the same form. Analyze is enabled once a résumé exists. Each waits for the other: an upload during an
 * analysis would replace the résumé being analyzed.
 */
export function UploadControl({ resumeId, className }: { resumeId: string | null; className?: string }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const uploading = busyIntent === "upload";
  const analyzing = busyIntent === "analyze";
  const sending = uploading ? navigation.formData?.get("file") : null;
  const file = sending instanceof File ? sending : null;
  useLeaveWarning(uploading);

  return (
    <div className={cn("flex flex-col gap-2 sm:items-end", className)}>
      <div className="flex flex-wrap items-center gap-2">
        {/* Outside the form: without JavaScript only the visible input below is posted. */}
        <input
          ref={input}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          disabled={uploading || analyzing}
          data-testid="resume-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            const problem = checkFileBeforeUpload(file);
            if (problem) {
              toast({ ...problem, variant: "destructive" });
              event.currentTarget.value = "";
              return;
            }
            const data = new FormData();
            data.set("intent", "upload");
            data.set("file", file);
            void submit(data, { method: "post", action: "/dashboard", encType: "multipart/form-data" });
            event.currentTarget.value = "";
          }}
        />
        <Form method="post" action="/dashboard" encType="multipart/form-data" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="upload" />
          <label className="no-js-only text-sm">
            <span className="sr-only">Resume file</span>
            <input
              type="file"
              name="file"
              accept={ACCEPT_ATTRIBUTE}
              aria-describedby="upload-hint"
              className="max-w-64 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-2 file:text-sm"
            />
          </label>
          {/* The step to take is the filled button: Upload until a résumé exists, then Analyze (review 77). */}
          <Button type="submit" variant={resumeId ? "outline" : "default"} className="no-js-only">
            <FileUp className="h-4 w-4" aria-hidden /> Upload
          </Button>
          <Button type="button" variant={resumeId ? "outline" : "default"} className="js-only" pending={uploading || analyzing} aria-describedby="upload-hint" onClick={() => input.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden />
            {uploading ? "Uploading..." : "Upload Resume"}
          </Button>
        </Form>
        <Form method="post" action="/dashboard">
          <input type="hidden" name="intent" value="analyze" />
          {resumeId ? <input type="hidden" name="resumeId" value={resumeId} /> : null}
          <Button type="submit" variant={resumeId ? "default" : "outline"} disabled={!resumeId} pending={analyzing || uploading}>
            <Sparkles className="h-4 w-4" aria-hidden />
            {!resumeId ? "Upload Resume First" : analyzing ? "Analyzing..." : "Analyze"}
          </Button>
        </Form>
      </div>
      <p id="upload-hint" className="text-xs text-muted-foreground">
        {/* What is on its way, while it is: a large file on a phone's connection takes a while (review 77). */}
        {file ? `Uploading ${file.name} (${fileSize(file.size)})… Stay on this page until it is done.` : UPLOAD_HINT}
      </p>
      {/* What the pressed button is doing, said once (its own text changes too, but a changed name is not announced). */}
      <p className="sr-only" role="status">
        {uploading ? "Uploading your resume..." : analyzing ? "Analyzing your resume..." : ""}
      </p>
    </div>
  );
}

const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const LEAVE_WARNING = "Your resume is still uploading. Leave this page and stop the upload?";

/**
 * Leaving the page during an upload stops it, and nothing is stored: a link in the app asks first, as closing or
 * reloading the tab does (review 77: a click on another page had cancelled the upload without a word).
 */
function useLeaveWarning(uploading: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => uploading && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploading]);
}
