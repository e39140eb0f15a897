import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

const FRESH_MS = 5 * 60_000;
const INTERVAL_MS = 30_000;
const REDIRECT_DELAY_MS = 1_000;

/**
 * The client-side half of the guard (spec section 4): the current user from /api/auth/me counts as fresh
 * for 5 minutes and is re-checked every 30 seconds while the page is in the foreground, without retries.
 * When the session is gone (logged out elsewhere, expired, password reset), the page says so and goes
 * to the login page, which brings the user back here afterwards.
 */
export function AuthWatch() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [redirecting, setRedirecting] = useState(false);
  const lastOk = useRef(Date.now());
  const here = useRef(location.pathname + location.search);
  here.current = location.pathname + location.search;

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    async function check() {
      if (inFlight || stopped || document.visibilityState !== "visible") return;
      inFlight = true;
      try {
        const response = await fetch("/api/auth/me", { headers: { Accept: "application/json" }, cache: "no-store" });
        if (response.ok) {
          lastOk.current = Date.now();
        } else if (response.status === 401 && !stopped) {
          // Say what is happening for a moment, then go.
          setRedirecting(true);
          window.setTimeout(() => navigate(`/login?${new URLSearchParams({ redirectTo: here.current, reason: "expired" })}`, { replace: true }), REDIRECT_DELAY_MS);
        }
      } catch {
        // Offline or the server restarting: not a sign-out; the next check decides.
      } finally {
        inFlight = false;
      }
    }
    const timer = window.setInterval(check, INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastOk.current > FRESH_MS) void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [navigate]);

  if (redirecting) {
    return (
      <div role="status" className="fixed inset-0 z-[90] flex items-center justify-center bg-background/90 text-lg font-medium">
        Redirecting to login...
      </div>
    );
  }
  if (navigation.state === "loading") {
    return (
      <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-[90] h-0.5 overflow-hidden bg-primary/20">
        <div className="h-full w-1/3 animate-pulse bg-primary" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  return null;
}
