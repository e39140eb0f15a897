import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { clientAddressContext } from "./context";
import { ConflictError, DomainError, InvalidCredentialsError, InvalidResetTokenError, RateLimitedError } from "./errors";
import { consumeAuthRequest } from "./security/rate-limit";

export function jsonError(status: number, error: string, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ ok: false, error, ...extra }, { ...init, status });
}

/**
 * An API route's answer to a method it does not take: a JSON 405 with the methods it does, not React Router's own
 * "Unexpected Server Error" and a stack trace in the log (review 34's F7).
 */
export const methodNotAllowed = (allow: string) => () => jsonError(405, "Method not allowed", undefined, { headers: { Allow: allow } });

const MAX_JSON_BYTES = 64 * 1024;
/** A page's form: a few fields (the job comparison's job description is the longest). */
export const MAX_FORM_BYTES = 512 * 1024;

/** A reader asked for one chunk at a time (see `serially`). */
export type ChunkReader = Pick<ReadableStreamDefaultReader<Uint8Array>, "read" | "cancel">;

/**
 * A reader that asks for one chunk at a time: a read asked while another is waiting (the drain after a refusal, while the
 * parser's last read is still out) left the request stream paused for good when chunks came in large pieces, so an
 * upload streamed without a length got no answer and kept its user's upload lock for five minutes (review 34's F4).
 * React Router's stream pump pauses the socket after handing a chunk to a waiting read, even when that read's answer
 * has just asked it to go on.
 */
export function serially(reader: ReadableStreamDefaultReader<Uint8Array>): ChunkReader {
  let last: Promise<unknown> = Promise.resolve();
  return {
    read() {
      const next = last.then(() => reader.read());
      last = next.catch(() => {});
      return next;
    },
    cancel: (reason?: unknown) => reader.cancel(reason),
  };
}

/** Past this much more, or this long, a refused body's connection is dropped rather than read to its end. */
const DISCARD_BYTES = 1024 * 1024 * 1024;
const DISCARD_MS = 20_000;

/**
 * Reads what is left of a refused body into nothing, in the background, while the refusal is answered. A client still
 * sending takes the answer instead of a reset connection (cancelling the stream destroys the socket under it: review
 * 34's F3), and memory does not grow. Past DISCARD_BYTES or DISCARD_MS the connection is dropped.
 */
export function discardRest(reader: ChunkReader): void {
  const deadline = Date.now() + DISCARD_MS;
  void (async () => {
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        size += value.byteLength;
        if (size > DISCARD_BYTES || Date.now() > deadline) break;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing is left to read.
    }
  })();
}

/**
 * A request answered without its body read (refused before reading: no session, an upload already running, the hourly
 * limit) has the body read into nothing too: left unread, a client still sending an 8 MB upload had its next request on
 * the same connection reset in three runs of eight of review 36's storage repro. A no-op for a body that was read
 * or is being read.
 */
export function discardUnread(request: Request): void {
  if (request.body && !request.body.locked && !request.bodyUsed) discardRest(serially(request.body.getReader()));
}

/**
 * The body's bytes, read only up to `maxBytes`: null when it is longer, and the rest is thrown away unread into memory.
 * Reading a whole body and measuring it after let one request without a session hold hundreds of megabytes (review
 * 34's F3).
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      discardRest(reader);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A page action's form, read within `maxBytes`. A body that is no form (JSON, text, none) reads as an empty form, which
 * the action answers as a missing field: a clear 4xx, not a 500 (review 34's F5). A longer body is a 413.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const urlencoded = type.startsWith("application/x-www-form-urlencoded");
  if (!urlencoded && !type.startsWith("multipart/form-data")) return new FormData();
  const body = await readBodyCapped(request, maxBytes);
  if (!body) throw new Response("The form is too large.", { status: 413 });
  if (urlencoded) {
    const form = new FormData();
    for (const [key, value] of new URLSearchParams(body.toString("utf8"))) form.append(key, value);
    return form;
  }
  try {
    return await new Request(request.url, { method: "POST", headers: { "Content-Type": request.headers.get("Content-Type")! }, body: new Uint8Array(body) }).formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}

/** Reads a small JSON object body; a wrong type, oversize or malformed body is a clear 4xx, never a 500. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw jsonError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const body = await readBodyCapped(request, maxBytes);
  if (!body) throw jsonError(413, "Request body is too large.");
  const text = body.toString("utf8");
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
