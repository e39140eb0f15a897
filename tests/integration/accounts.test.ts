import { describe, expect, it } from "vitest";
import { createAccount, register, updateProfile, verifyLogin } from "~/.server/accounts/accounts";
import * as users from "~/.server/db/users";
import { ConflictError, InvalidCredentialsError, RateLimitedError } from "~/.server/errors";

const base = { name: "Ada Lovelace", email: "ada@example.com", username: "ada", password: "analytical-engine", plan: "free" as const };

describe("accounts", () => {
  it("stores an Argon2id hash, never the password", async () => {
    const user = await register(base);
    const row = await users.findById(user.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(base.password);
    expect(user).not.toHaveProperty("password_hash");
  });

  it("refuses a taken username (any case) and a taken email as field errors", async () => {
    await expect(register({ ...base, email: "other@example.com", username: "ADA" })).rejects.toMatchObject({
      field: "username",
      message: "That username is already taken",
    });
    await expect(register({ ...base, email: "ADA@Example.com", username: "ada2" })).rejects.toBeInstanceOf(ConflictError);
  });

  it("keeps a paid plan pending on a free account", async () => {
    const user = await createAccount({ ...base, email: "paid@example.com", username: "paid", plan: "yearly", passwordHash: "h" });
    expect(user.plan).toBe("free");
    expect(user.pendingPlan).toBe("yearly");
  });

  it("checks credentials case-insensitively on the username", async () => {
    const user = await verifyLogin({ username: " Ada ", password: base.password });
    expect(user.email).toBe("ada@example.com");
    await expect(verifyLogin({ username: "ada", password: "wrong" })).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(verifyLogin({ username: "nobody", password: "wrong" })).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it("locks a username after 10 failed logins, the same whether or not it exists", async () => {
    for (const username of ["ada", "ghost-user"]) {
      for (let i = 0; i < 10; i++) {
        await expect(verifyLogin({ username, password: `wrong-${i}` })).rejects.toBeInstanceOf(InvalidCredentialsError);
      }
      const locked = verifyLogin({ username, password: base.password });
      await expect(locked).rejects.toBeInstanceOf(RateLimitedError);
      await expect(locked).rejects.toThrow("Too many failed sign-in attempts. Please try again in 15 minutes.");
    }
  });

  it("updates the profile and refuses an email held by someone else", async () => {
    const other = await register({ ...base, email: "bob@example.com", username: "bob", name: "Bob" });
    const updated = await updateProfile(other.id, { name: "Robert", email: "Robert@Example.com" });
    expect(updated).toMatchObject({ name: "Robert", email: "robert@example.com" });
    await expect(updateProfile(other.id, { name: "Robert", email: "ada@example.com" })).rejects.toMatchObject({ field: "email" });
  });
});
