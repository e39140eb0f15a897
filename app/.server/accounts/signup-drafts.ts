import { randomBytes } from "node:crypto";
import { hashPassword } from "../auth/password";

/**
 * The sign-up details between the details step and the pricing step. The server keeps them (with the
 * password already hashed) so the browser never has to store or re-send the password: the pricing step
 * only carries the draft's random id. In-process and short-lived, like the rate limits.
 */
export type SignupDraft = { name: string; email: string; username: string; passwordHash: string; expiresAt: number };

const TTL_MS = 30 * 60_000;
const MAX_DRAFTS = 10_000;
const drafts = new Map<string, SignupDraft>();

function sweep(now: number) {
  for (const [id, draft] of drafts) if (draft.expiresAt <= now) drafts.delete(id);
  // Still full: drop the oldest (Map keeps insertion order).
  while (drafts.size >= MAX_DRAFTS) {
    const oldest = drafts.keys().next().value;
    if (oldest === undefined) break;
    drafts.delete(oldest);
  }
}

export async function createDraft(details: { name: string; email: string; username: string; password: string }) {
  const now = Date.now();
  sweep(now);
  const id = randomBytes(24).toString("base64url");
  drafts.set(id, {
    name: details.name,
    email: details.email,
    username: details.username,
    passwordHash: await hashPassword(details.password),
    expiresAt: now + TTL_MS,
  });
  return id;
}

export function getDraft(id: string | null | undefined) {
  if (!id) return null;
  const draft = drafts.get(id);
  if (!draft || draft.expiresAt <= Date.now()) return null;
  return draft;
}

export function deleteDraft(id: string) {
  drafts.delete(id);
}
