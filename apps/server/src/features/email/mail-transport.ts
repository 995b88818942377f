import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../../config/env";
import type { OutboxRow } from "./email-outbox";

/** A file sent with a message: a tax document's PDF, named by its number. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** Delivers one outbox message; throws when it could not. `path` is the file written, if any. */
export type MailTransport = {
  send: (email: OutboxRow, attachments?: MailAttachment[]) => Promise<{ path?: string }>;
};

function mailOf(config: Config, email: OutboxRow, attachments: MailAttachment[] = []) {
  return {
    from: config.MAIL_FROM,
    to: email.toAddress,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // The same id on every attempt, so a mail server that got a message twice can tell.
    messageId: `<${email.id}@${new URL(config.PUBLIC_URL).hostname}>`,
    headers: { "Content-Language": email.language },
    attachments,
  };
}

/** An SMTP server (SMTP_URL), e.g. smtps://user:password@smtp.example.com. */
function smtpTransport(config: Config, smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (email, attachments) => {
      await transporter.sendMail(mailOf(config, email, attachments));
      return {};
    },
  };
}

/**
 * Without SMTP_URL each message becomes an RFC 822 file, DATA_DIR/outbox/<id>.eml, which any mail
 * program opens: development and tests see every email without a mail server.
 */
function folderTransport(config: Config): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const folder = path.join(config.DATA_DIR, "outbox");
  return {
    send: async (email, attachments) => {
      const info = await transporter.sendMail(mailOf(config, email, attachments));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${email.id}.eml`);
      await writeFile(file, info.message as Buffer);
      return { path: file };
    },
  };
}

export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? smtpTransport(config, config.SMTP_URL) : folderTransport(config);
}
