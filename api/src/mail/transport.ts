import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';
import type { OutboxMail } from './mail.outbox';

/** Where mail goes: an SMTP server (SMTP_URL), or files in DATA_DIR/mail when there is none. */
export interface MailTransport {
  send(mail: OutboxMail, from: string): Promise<void>;
  close(): void;
}

const message = (mail: OutboxMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: { ...mail.headers, 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
});

/** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail, from) => void (await transport.sendMail(message(mail, from))),
    close: () => transport.close(),
  };
}

/**
 * No SMTP server (`npm start` on a laptop): each message becomes an RFC 5322 file
 * `DATA_DIR/mail/<ISO time>-<id>.eml` that any mail program opens, logged once with its path.
 */
export function fileTransport(dataDir: string, logger: Logger): MailTransport {
  const dir = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, from) {
      const info = await transport.sendMail(message(mail, from));
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/:/g, '-')}-${mail.id}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      logger.info(`Mail (${mail.kind}) written to ${file}: SMTP_URL is not set`);
    },
    close: () => undefined,
  };
}
