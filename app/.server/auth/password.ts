import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults: Argon2id, m=19 MiB, t=2, p=1 (the OWASP recommendation).
export function hashPassword(password: string) {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still runs one verification against a
 * dummy hash, so a wrong username takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
