import { createHash, randomBytes } from "node:crypto";
import { runInBackground } from "../background";
import { getConfig } from "../config";
import * as resets from "../db/password-resets";
import * as users from "../db/users";
import { InvalidResetTokenError } from "../errors";
import { getMailer } from "../mail/mailer";
import { passwordChangedMail, passwordResetMail } from "../mail/templates";
import { allowResetMail } from "../security/rate-limit";
import { hashPassword } from "./password";

export const RESET_TOKEN_MINUTES = 15;

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Queues the reset mail and returns at once, so the answer is the same, in content and in time, whether
 * or not an account has this address.
 */
export function requestPasswordReset(email: string) {
  runInBackground("password reset mail", () => sendResetMail(email));
}

async function sendResetMail(email: string) {
  if (!(await allowResetMail(email))) return;
  const user = await users.findByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await resets.replaceForUser({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
  });
  // Built from APP_ORIGIN, never from the request's Host header, which an attacker controls.
  const link = new URL("/reset-password", getConfig().appOrigin);
  link.searchParams.set("token", token);
  await getMailer().send(passwordResetMail(user.email, user.name, link.toString()));
}

export async function isResetTokenUsable(token: string) {
  if (!token || token.length > 200) return false;
  return resets.isUsable(hashToken(token), new Date().toISOString());
}

/** Sets the new password, uses the token up, signs the user out everywhere and sends a notice. */
export async function resetPassword(token: string, newPassword: string) {
  if (!token || token.length > 200) throw new InvalidResetTokenError();
  const passwordHash = await hashPassword(newPassword);
  const userId = await resets.consume({ tokenHash: hashToken(token), now: new Date().toISOString(), passwordHash });
  if (!userId) throw new InvalidResetTokenError();
  const user = await users.findById(userId);
  if (user) {
    const login = new URL("/login", getConfig().appOrigin).toString();
    runInBackground("password changed mail", () => getMailer().send(passwordChangedMail(user.email, user.name, login)));
  }
}
