import { randomUUID } from "node:crypto";
import { createCookie, data, redirect, type RouterContextProvider } from "react-router";
import { toastSchema, type Toast, type ToastInput } from "~/lib/toast";
import { getConfig } from "./config";
import { dataRequestContext, pendingToastContext } from "./context";

/** A one-shot cookie carrying the next toast, so toasts survive redirects and work without JavaScript. */
function toastCookie() {
  return createCookie("toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: getConfig().sessionSecrets,
    maxAge: 60,
  });
}

function normalise(input: ToastInput): Toast {
  return { id: input.id ?? randomUUID(), variant: input.variant ?? "default", ...input } as Toast;
}

export async function toastHeader(input: ToastInput) {
  return toastCookie().serialize(normalise(input));
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(input));
  return redirect(url, { ...init, headers });
}

/**
 * Answers an action with data and a toast. A full page post (no JavaScript) renders the page in the same
 * request, so the toast goes straight to the root loader through the context; a client-side submission
 * revalidates in a second request, so the toast travels in the flash cookie.
 */
export async function dataWithToast<T>(context: Readonly<RouterContextProvider>, value: T, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  if (context.get(dataRequestContext)) headers.append("Set-Cookie", await toastHeader(input));
  else context.set(pendingToastContext, normalise(input));
  return data(value, { ...init, headers });
}

/**
 * Answers a failed post that has nothing to show again (an upload's file cannot be put back in its input). A
 * client-side submission gets the data with its status; a full page post is sent back to `url` with the toast
 * (post, redirect, get), so reloading the page does not post the refused file a second time.
 */
export async function refusalWithToast<T>(context: Readonly<RouterContextProvider>, url: string, value: T, input: ToastInput, init: ResponseInit) {
  if (context.get(dataRequestContext)) return dataWithToast(context, value, input, init);
  return redirectWithToast(url, input, { status: 303 });
}

/** Reads and consumes the pending toast; the returned header clears the cookie. */
export async function popToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const header = request.headers.get("Cookie");
  const headers = new Headers();
  if (!header?.includes("toast=")) return { toast: null, headers };
  const cookie = toastCookie();
  let toast: Toast | null = null;
  try {
    const parsed = toastSchema.safeParse(await cookie.parse(header));
    toast = parsed.success ? parsed.data : null;
  } catch {
    toast = null;
  }
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  return { toast, headers };
}
