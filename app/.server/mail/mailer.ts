import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { getConfig } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** The one interface mail goes through: SMTP when SMTP_URL is set, otherwise a folder of .eml files. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Writes each message as one RFC 822 file in `folder` and logs its path. */
export function createOutboxMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      console.info(`mail: "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}

let mailer: Mailer | null = null;

export function getMailer(): Mailer {
  if (!mailer) {
    const config = getConfig();
    mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(join(config.dataDir, "outbox"), config.mailFrom);
  }
  return mailer;
}

export function resetMailer() {
  mailer = null;
}
