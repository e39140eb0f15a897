import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { clientAddressContext } from "./context";
import { ConflictError, DomainError, InvalidCredentialsError, InvalidResetTokenError, RateLimitedError } from "./errors";
import { consumeAuthRequest } from "./security/rate-limit";

export function jsonError(status: number, error: string, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ ok: false, error, ...extra }, { ...init, status });
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a small JSON object body; a wrong type, oversize or malformed body is a clear 4xx, never a 500. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw jsonError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw jsonError(413, "Request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw jsonError(413, "Request body is too large.");
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
    return value as Record<string, unknown>;
  } catch {
    throw jsonError(400, "The request body is not valid JSON.");
  }
}

/** Blank strings count as missing, as they do for form fields. */
export function blankToUndefined(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === "string" && v.trim() === "" ? undefined : v]),
  );
}

/** Validates a JSON body; 400 with the first message and every field error. */
export function parseBody<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(blankToUndefined(body));
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = parsed.error.issues[0]?.message ?? "Invalid request";
  throw jsonError(400, first, { fieldErrors });
}

export function clientAddress(context: Readonly<RouterContextProvider>) {
  return context.get(clientAddressContext);
}

/** The per-address limit of the authentication endpoints, as a 429 answer. */
export async function limitAuthRequests(context: Readonly<RouterContextProvider>) {
  try {
    await consumeAuthRequest(clientAddress(context));
  } catch (error) {
    if (error instanceof RateLimitedError) throw rateLimitedResponse(error);
    throw error;
  }
}

export function rateLimitedResponse(error: RateLimitedError) {
  return jsonError(429, error.message, undefined, {
    headers: { "Retry-After": String(Math.ceil(error.retryAfterSeconds)) },
  });
}

/** Domain errors as API answers; anything else is rethrown (and logged by the framework as a 500). */
export function domainErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof RateLimitedError) return rateLimitedResponse(error);
  if (error instanceof InvalidCredentialsError) return jsonError(401, error.message);
  if (error instanceof ConflictError) return jsonError(409, error.message, { fieldErrors: { [error.field]: [error.message] } });
  if (error instanceof InvalidResetTokenError) return jsonError(400, error.message);
  if (error instanceof DomainError) return jsonError(400, error.message);
  throw error;
}
