/** Texts the spec quotes, shared by pages and API answers. */
export const FORGOT_PASSWORD_ANSWER =
  "We've sent a password reset link to your email address if an account exists.";
