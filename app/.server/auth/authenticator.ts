import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema, type PublicUser } from "~/lib/schemas/auth";
import { verifyLogin } from "../accounts/accounts";
import { InvalidCredentialsError } from "../errors";

/**
 * remix-auth checks the credentials; sessions are ours (a row per session, see session.ts), since
 * remix-auth 4 leaves session handling to the app.
 */
export const authenticator = new Authenticator<PublicUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) throw new InvalidCredentialsError();
    return verifyLogin(parsed.data);
  }),
  "form",
);
