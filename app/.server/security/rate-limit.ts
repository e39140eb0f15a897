import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "../config";
import { humanWait, RateLimitedError } from "../errors";

// In-process counters: the product runs as one Node process. A multi-process deployment would swap these
// for rate-limiter-flexible's database-backed limiters behind the same functions.
let limiters: ReturnType<typeof createLimiters> | null = null;

function createLimiters() {
  return {
    authPerAddress: new RateLimiterMemory({ points: getConfig().authRateLimitPerMinute, duration: 60 }),
    loginFailuresPerUsername: new RateLimiterMemory({ points: LOGIN_FAILURE_LIMIT, duration: LOCK_SECONDS }),
    resetMailsPerEmail: new RateLimiterMemory({ points: 3, duration: 15 * 60 }),
    uploadsPerUser: new RateLimiterMemory({ points: getConfig().uploadsPerHour, duration: 3600 }),
  };
}

export const LOGIN_FAILURE_LIMIT = 10;
export const LOCK_SECONDS = 15 * 60;

function get() {
  limiters ??= createLimiters();
  return limiters;
}

/** Tests start each case with fresh counters. */
export function resetRateLimits() {
  limiters = null;
}

/** One request to an authentication endpoint from this client address. */
export async function consumeAuthRequest(address: string) {
  try {
    await get().authPerAddress.consume(address);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000);
    throw error;
  }
}

function usernameKey(username: string) {
  return username.trim().toLowerCase();
}

/** Throws while the username is locked after too many failed logins, whether or not it exists. */
export async function assertLoginAllowed(username: string) {
  const res = await get().loginFailuresPerUsername.get(usernameKey(username));
  if (res && res.consumedPoints >= LOGIN_FAILURE_LIMIT) {
    throw new RateLimitedError(
      res.msBeforeNext / 1000,
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(res.msBeforeNext / 60000)} minutes.`,
    );
  }
}

export async function recordLoginFailure(username: string) {
  await get()
    .loginFailuresPerUsername.consume(usernameKey(username))
    .catch(() => undefined);
}

export async function clearLoginFailures(username: string) {
  await get().loginFailuresPerUsername.delete(usernameKey(username));
}

/** Whether another reset mail may go to this address now; silently false past 3 in 15 minutes. */
export async function allowResetMail(email: string) {
  try {
    await get().resetMailsPerEmail.consume(email.trim().toLowerCase());
    return true;
  } catch {
    return false;
  }
}

/**
 * Throws once a user has stored `UPLOADS_PER_HOUR` résumés within the hour. Every stored upload is kept with its text
 * and profile (DESIGN decision 7), so without a limit one account could fill the server's disk (review 36's F2). Only
 * stored uploads count: a refused file costs nothing and does not count.
 */
export async function assertUploadAllowed(userId: string) {
  const res = await get().uploadsPerUser.get(userId);
  const limit = getConfig().uploadsPerHour;
  if (res && res.consumedPoints >= limit) {
    throw new RateLimitedError(
      res.msBeforeNext / 1000,
      `You have uploaded ${limit} ${limit === 1 ? "resume" : "resumes"} in the last hour. Please try again in ${humanWait(res.msBeforeNext / 1000)}.`,
    );
  }
}

export async function recordUpload(userId: string) {
  await get()
    .uploadsPerUser.consume(userId)
    .catch(() => undefined);
}
