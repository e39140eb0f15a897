import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Toast, ToastInput } from "~/lib/toast";
import { usePreferences } from "./preferences";

type ToastValue = { toast: (input: ToastInput) => void; dismiss: () => void };
const ToastContext = createContext<ToastValue | null>(null);

const toastClasses = (variant: Toast["variant"]) =>
  cn(
    "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
    variant === "destructive"
      ? "border-destructive bg-destructive text-destructive-foreground"
      : "border-border bg-card text-card-foreground",
  );

/**
 * One toast at a time (spec: at most 1 visible). Toasts come from the server's flash cookie (so they
 * work without JavaScript) or from `useToast()` in the browser. With notifications switched off in the
 * settings, success toasts are not shown; failures always are.
 */
export function ToastProvider({ serverToast, children }: { serverToast: Toast | null; children: ReactNode }) {
  const { settings } = usePreferences();
  const [current, setCurrent] = useState<Toast | null>(serverToast);
  const [open, setOpen] = useState(!!serverToast);

  useEffect(() => {
    if (serverToast) {
      setCurrent(serverToast);
      setOpen(true);
    }
  }, [serverToast]);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ id: input.id ?? crypto.randomUUID(), variant: input.variant ?? "default", ...input } as Toast);
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const visible = current && (current.variant === "destructive" || settings.notifications) ? current : null;

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right" duration={5000}>
        {children}
        {visible ? (
          <>
            <RadixToast.Root
              key={visible.id}
              open={open}
              onOpenChange={setOpen}
              type={visible.variant === "destructive" ? "foreground" : "background"}
              // A failure says what to do next ("export it again as PDF"): it stays until closed, as without JavaScript.
              duration={visible.variant === "destructive" ? Infinity : undefined}
              className={cn(toastClasses(visible.variant), "data-[state=open]:animate-toast-in")}
            >
              <div className="grid gap-1">
                <RadixToast.Title className="text-sm font-semibold">{visible.title}</RadixToast.Title>
                {visible.description ? (
                  <RadixToast.Description className="text-sm">{visible.description}</RadixToast.Description>
                ) : null}
              </div>
              <RadixToast.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
                <X className="h-4 w-4" aria-hidden />
              </RadixToast.Close>
            </RadixToast.Root>
            {/* Without JavaScript Radix renders nothing; the same toast is printed into the page instead. */}
            {open ? <StaticToast toast={visible} /> : null}
          </>
        ) : null}
        {/* On a phone a success shows under the header (h-14 and its border) for its five seconds: at the bottom it
            covered Keyword Strength's value (review 73). A failure stays until closed, so it goes to the bottom: at the top
            it covered the header's menu, and under the header the upload control the user retries with (review 77). */}
        <RadixToast.Viewport className={cn(visible?.variant === "destructive" ? "bottom-0" : "top-[57px]", "fixed right-0 z-[100] sm:top-auto sm:bottom-0 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]")} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toast without JavaScript: a close button that is a label for a hidden checkbox (checked, the toast is
 * hidden by CSS), and a success toast also fades out by itself, as the scripted one does after 5 seconds (a failure stays
 * until closed, in both).
 */
function StaticToast({ toast }: { toast: Toast }) {
  const id = `static-toast-${toast.id}`;
  const destructive = toast.variant === "destructive";
  return (
    // A labelled section is a landmark: its close checkbox is not content outside every landmark.
    <section
      aria-label="Notification"
      className={cn("no-js-only pointer-events-none fixed right-0 z-[100]", destructive ? "bottom-0" : "top-[57px]", "sm:top-auto sm:bottom-0 w-full p-4 sm:max-w-[420px]", !destructive && "animate-toast-out")}
    >
      {/* Inside the fixed box, so that focusing it does not scroll the page to wherever it would sit. */}
      <input type="checkbox" id={id} className="peer sr-only" aria-label="Close notification" />
      <div className="peer-checked:hidden peer-focus-visible:[&_label]:ring-2 peer-focus-visible:[&_label]:ring-ring">
        <div role={destructive ? "alert" : "status"} className={toastClasses(toast.variant)} data-testid="toast">
          <div className="grid gap-1">
            <div className="text-sm font-semibold">{toast.title}</div>
            {toast.description ? <div className="text-sm">{toast.description}</div> : null}
          </div>
          <label htmlFor={id} className="absolute right-2 top-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100" title="Close">
            <X className="h-4 w-4" aria-hidden />
          </label>
        </div>
      </div>
    </section>
  );
}

export function useToast() {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside ToastProvider");
  return value;
}
