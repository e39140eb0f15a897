import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { getSessionUser } from "./.server/auth/session";
import { pendingToastContext } from "./.server/context";
import { securityMiddleware } from "./.server/security/middleware";
import { popToast } from "./.server/toast";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/nonce";
import { PreferencesProvider } from "./components/preferences";
import { ToastProvider } from "./components/toaster";
import { ErrorCard } from "./components/error-card";
import { BRAND } from "./lib/brand";
import { findPrefsCookie } from "./lib/preferences";
import { DEFAULT_SETTINGS } from "./lib/schemas/settings";
import { actionFailed } from "./lib/texts";

export const middleware: Route.MiddlewareFunction[] = [securityMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [session, { toast, headers }] = await Promise.all([getSessionUser(request), popToast(request)]);
  return data(
    {
      user: session?.user ?? null,
      toast: context.get(pendingToastContext) ?? toast,
      settings: findPrefsCookie(request.headers.get("Cookie")),
    },
    { headers },
  );
}

/**
 * After any form submission the root loader runs again, even when the action answered 4xx (which React
 * Router would otherwise skip), so the toast an action queued in the flash cookie is shown at once.
 */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionFailed(actionResult)) return false;
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const theme = root?.settings?.theme ?? DEFAULT_SETTINGS.theme;
  return (
    <html lang="en" data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // From here on React handles clicks: swap the no-JavaScript fallbacks for the interactive controls.
    // (Done at hydration, not earlier, so the fallbacks keep working while a slow page loads.)
    document.documentElement.classList.add("js");
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <PreferencesProvider fromCookie={loaderData.settings}>
      <ToastProvider serverToast={loaderData.toast}>
        <Outlet />
      </ToastProvider>
    </PreferencesProvider>
  );
}

export function meta() {
  return [{ title: BRAND }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "404 Page Not Found";
      message = "Did you forget to add the page to the router?";
    } else {
      title = `${error.status} ${error.statusText || "Error"}`;
      message = typeof error.data === "string" && error.data ? error.data : message;
    }
  } else if (error instanceof Error) {
    console.error(error);
  }
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <ErrorCard title={title} message={message} />
    </main>
  );
}
