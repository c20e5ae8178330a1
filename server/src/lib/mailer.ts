import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged outside production when mail goes to the outbox, so a local user can click it. */
  link?: string;
  /** Extra headers, such as a digest's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Log each outbox mail's link (development); never in production, where it is a live sign-in. */
  logLinks?: boolean;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox, readable
 * by the app's own user only (docs/decisions/115-production-mail.md).
 */
export function createMailer({ smtpUrl, from, outboxDir, logger, logLinks = false }: MailerOptions): Mailer {
  const message = ({ to, subject, text, html, headers }: Mail) => ({ from, to, subject, text, html, headers });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await fs.chmod(outboxDir, 0o700); // an outbox made by an older version was world-readable
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: mail.to, subject: mail.subject, file, ...(logLinks && { link: mail.link }) },
        'mail written to outbox (SMTP_URL unset)',
      );
    },
    close: () => transport.close(),
  };
}
