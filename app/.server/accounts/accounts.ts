import { randomUUID } from "node:crypto";
import { isPaidPlan } from "~/lib/plans";
import type { LoginInput, ProfileInput, PublicUser, RegisterInput } from "~/lib/schemas/auth";
import { hashPassword, verifyPassword } from "../auth/password";
import * as users from "../db/users";
import { ConflictError, InvalidCredentialsError } from "../errors";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "../security/rate-limit";
import { toPublicUser } from "./public-user";

const TAKEN = {
  username: "That username is already taken",
  email: "An account with that email already exists",
} as const;

async function assertAvailable(input: { username?: string; email?: string; exceptUserId?: string }) {
  const taken = await users.findTaken(input);
  if (taken.username) throw new ConflictError("username", TAKEN.username);
  if (taken.email) throw new ConflictError("email", TAKEN.email);
}

/** Whether the sign-up details are free, for the pricing step before the account exists. */
export async function checkSignupAvailable(input: { username: string; email: string }) {
  await assertAvailable(input);
}

/**
 * Creates the account. A paid plan is kept as pending and the account starts on the free plan until
 * payment succeeds (DESIGN decision 3).
 */
export async function register(input: RegisterInput): Promise<PublicUser> {
  await assertAvailable(input);
  return createAccount({ ...input, passwordHash: await hashPassword(input.password) });
}

type NewAccount = Omit<RegisterInput, "password"> & { passwordHash: string };

export async function createAccount(input: NewAccount): Promise<PublicUser> {
  await assertAvailable(input);
  const now = new Date().toISOString();
  try {
    const row = await users.insert({
      id: randomUUID(),
      username: input.username,
      username_key: input.username.toLowerCase(),
      email: input.email.toLowerCase(),
      name: input.name,
      password_hash: input.passwordHash,
      plan: "free",
      pending_plan: isPaidPlan(input.plan) ? input.plan : null,
      created_at: now,
      updated_at: now,
    });
    return toPublicUser(row);
  } catch (error) {
    // Two sign-ups raced for the same name: report it like the check above would have.
    await assertAvailable(input);
    throw error;
  }
}

/** Checks a username and password; throws InvalidCredentialsError or RateLimitedError. */
export async function verifyLogin(input: LoginInput): Promise<PublicUser> {
  await assertLoginAllowed(input.username);
  const row = await users.findByUsername(input.username);
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) {
    await recordLoginFailure(input.username);
    throw new InvalidCredentialsError();
  }
  await clearLoginFailures(input.username);
  return toPublicUser(row);
}

export async function getUser(id: string) {
  const row = await users.findById(id);
  return row ? toPublicUser(row) : null;
}

export async function updateProfile(userId: string, input: ProfileInput): Promise<PublicUser> {
  await assertAvailable({ email: input.email, exceptUserId: userId });
  try {
    const row = await users.updateProfile(userId, { ...input, now: new Date().toISOString() });
    return toPublicUser(row!);
  } catch (error) {
    await assertAvailable({ email: input.email, exceptUserId: userId });
    throw error;
  }
}

/** Gives up a pending paid plan: the user stays on the free plan and the payment guard lets them through. */
export async function continueOnFreePlan(userId: string) {
  const row = await users.findById(userId);
  if (!row) return;
  await users.updatePlan(userId, { plan: row.plan, pendingPlan: null, now: new Date().toISOString() });
}
