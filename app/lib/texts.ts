/** Texts the spec quotes, shared by pages and API answers. */
export const FORGOT_PASSWORD_ANSWER =
  "We've sent a password reset link to your email address if an account exists.";

export const NETWORK_ERROR = "Network error. Please try again.";
/** The login page's notice when a session that was there is gone. */
export const SESSION_EXPIRED = "Your session has ended. Please sign in again.";
export const SESSION_EXPIRED_POST = "Your session had ended, so what you last sent was not saved. Please sign in again and repeat it (for example, upload your resume again).";
export const FORGOT_PASSWORD_FAILED = "Failed to send reset email";
export const RESET_PASSWORD_FAILED = "Failed to reset password";

/** A failed call (see callServerAction) reloads nothing: asking the server again would only fail again. */
export function actionFailed(actionResult: unknown) {
  return !!actionResult && typeof actionResult === "object" && "failure" in actionResult;
}

export function skipRevalidationAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  return actionFailed(actionResult) ? false : defaultShouldRevalidate;
}

/**
 * Runs a route's server action from the browser and turns a failure to reach the server (offline, server
 * down) or an unexpected server error into a message for the form, instead of the error page.
 */
export async function callServerAction<T>(serverAction: () => Promise<T>, fallback: string): Promise<T | { failure: string }> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (or any answer the framework handles itself) is not a failure.
    if (error instanceof Response) throw error;
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    return { failure: offline || error instanceof TypeError ? NETWORK_ERROR : fallback };
  }
}
