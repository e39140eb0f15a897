// Helpers to call route loaders and actions directly, the way React Router would, against the real database.
import { RouterContextProvider } from "react-router";
import { guardSignedIn } from "~/.server/auth/guards";
import { clientAddressContext, dataRequestContext } from "~/.server/context";
import { popToast } from "~/.server/toast";
import { resetConfig } from "~/.server/config";
import { resetRateLimits } from "~/.server/security/rate-limit";

export const ORIGIN = "http://app.test";

/** A request context as the root middleware leaves it; by default a client-side (JavaScript) data request. */
export function makeContext(address = "203.0.113.7", { dataRequest = true } = {}) {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  context.set(dataRequestContext, dataRequest);
  return context;
}

type RequestOptions = { cookie?: string; headers?: Record<string, string> };

export function getRequest(path: string, options: RequestOptions = {}) {
  return new Request(ORIGIN + path, { headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers } });
}

export function formRequest(path: string, fields: Record<string, string>, options: RequestOptions = {}) {
  return new Request(ORIGIN + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

export function jsonRequest(path: string, method: string, body: unknown, options: RequestOptions = {}) {
  return new Request(ORIGIN + path, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

export type Result<T = unknown> = { status: number; headers: Headers; data: T; location: string | null };

/** Normalises what a loader or action returned or threw: a Response, data(...) or a plain value. */
export async function settle<T = any>(run: () => unknown): Promise<Result<T>> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? await value.json() : await value.text();
    return { status: value.status, headers: value.headers, data: data as T, location: value.headers.get("Location") };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data, location: null };
  }
  return { status: 200, headers: new Headers(), data: value as T, location: null };
}

/** Runs the signed-in layout's guards, then the loader or action, as the framework would. */
export async function signedIn<T = any>(request: Request, run: (context: RouterContextProvider) => unknown) {
  const context = makeContext();
  return settle<T>(async () => {
    await guardSignedIn(request, context);
    return run(context);
  });
}

/** The cookies a response sets, as a Cookie request header (name=value; ...). */
export function cookiesFrom(headers: Headers, previous = "") {
  const jar = new Map<string, string>();
  for (const part of previous.split(";").map((s) => s.trim()).filter(Boolean)) {
    const [name, ...rest] = part.split("=");
    jar.set(name!, rest.join("="));
  }
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...attrs] = line.split(";");
    const [name, ...rest] = pair.trim().split("=");
    const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
    if (expired) jar.delete(name!);
    else jar.set(name!, rest.join("="));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The toast a response queued in the flash cookie. */
export async function toastFrom(headers: Headers) {
  const cookie = cookiesFrom(headers);
  const { toast } = await popToast(new Request(ORIGIN, { headers: { Cookie: cookie } }));
  return toast;
}

/**
 * Runs `fn` with these environment settings read afresh (and fresh rate-limit counters), then puts the settings back as
 * they were.
 */
export async function withSettings<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfig();
    resetRateLimits();
  };
  apply(env);
  try {
    return await fn();
  } finally {
    apply(before);
  }
}
