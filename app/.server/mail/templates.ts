import { BRAND } from "~/lib/brand";
import type { MailMessage } from "./mailer";

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND} password`,
    text: [
      `Hello ${name},`,
      "",
      `Someone (hopefully you) asked to reset the password of your ${BRAND} account.`,
      "Open this link within 15 minutes to choose a new password:",
      "",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function passwordChangedMail(to: string, name: string, loginLink: string): MailMessage {
  return {
    to,
    subject: `Your ${BRAND} password was changed`,
    text: [
      `Hello ${name},`,
      "",
      `The password of your ${BRAND} account was just changed, and every device was signed out.`,
      `Sign in again here: ${loginLink}`,
      "",
      "If you did not do this, reset your password at once from the sign-in page.",
    ].join("\n"),
  };
}
