/** Typed domain errors: services throw them, route modules turn them into statuses, field errors and toasts. */
export class DomainError extends Error {
  override name = "DomainError";
}

export class RateLimitedError extends DomainError {
  override name = "RateLimitedError";
  constructor(
    public retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${humanWait(retryAfterSeconds)}.`,
  ) {
    super(message);
  }
}

export class InvalidCredentialsError extends DomainError {
  override name = "InvalidCredentialsError";
  constructor() {
    super("Invalid credentials");
  }
}

/** A unique field is taken; `field` names the form field the message belongs under. */
export class ConflictError extends DomainError {
  override name = "ConflictError";
  constructor(
    public field: "username" | "email",
    message: string,
  ) {
    super(message);
  }
}

export class InvalidResetTokenError extends DomainError {
  override name = "InvalidResetTokenError";
  constructor() {
    super("This password reset link is invalid or has expired. Please request a new one.");
  }
}

export function humanWait(seconds: number) {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
