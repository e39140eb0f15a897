import { z } from "zod";
import { PLAN_IDS } from "../plans";

export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

const required = (label: string) => ({ error: `${label} is required` });

export const nameField = z
  .string(required("Name"))
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export const emailField = z
  .string(required("Email"))
  .trim()
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email("Please enter a valid email address"));

export const usernameField = z
  .string(required("Username"))
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, "Username may use letters, digits, dots, dashes and underscores");

export const newPasswordField = z
  .string(required("Password"))
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const planField = z.enum(PLAN_IDS, { error: "Choose a plan" });

/** Sign-in takes whatever was typed (older accounts may predate today's rules), within sane bounds. */
export const loginSchema = z.object({
  username: z.string(required("Username")).trim().min(1, "Username is required").max(NAME_MAX, "Username is too long"),
  password: z.string(required("Password")).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export const signupDetailsSchema = z.object({
  name: nameField,
  email: emailField,
  username: usernameField,
  password: newPasswordField,
});

export const registerSchema = signupDetailsSchema.extend({ plan: planField.default("free") });

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(EMAIL_MAX, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

export const INVALID_TOKEN_MESSAGE = "Invalid or missing reset token";

export const resetPasswordSchema = z.object({
  token: z.string({ error: INVALID_TOKEN_MESSAGE }).min(1, INVALID_TOKEN_MESSAGE).max(200, INVALID_TOKEN_MESSAGE),
  newPassword: z
    .string({ error: "Password must be at least 6 characters" })
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const profileSchema = z.object({ name: nameField, email: emailField });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

/** The user as the API and the pages see it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(PLAN_IDS),
  pendingPlan: z.enum(["monthly", "yearly"]).nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
