import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createLogger } from './logger';
import { createMailer } from './mailer';
import { verificationMail } from './mails';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp';

const logger = createLogger('silent');
const link = 'http://localhost:5000/verify/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('mailer', () => {
  it('delivers the verification mail over SMTP with a plain-text and an HTML part carrying the link', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Three Act <no-reply@localhost>', outboxDir: '', logger });
    try {
      await mailer.send(verificationMail('ursula@example.org', 'Ursula <b>K</b>', link));
      expect(smtp.mails).toHaveLength(1);
      const [mail] = smtp.mails;
      expect(mail!.to).toEqual(['ursula@example.org']);
      const raw = decodeQuotedPrintable(mail!.raw);
      expect(raw).toMatch(/^Subject: Verify your e-mail for Three Act$/m);
      expect(raw).toMatch(/^From: Three Act <no-reply@localhost>$/m);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      const [, textPart] = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw) ?? [];
      const [, htmlPart] = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw) ?? [];
      expect(textPart).toContain(link);
      expect(htmlPart).toContain(`<a href="${link}">`);
      // the name is escaped in the HTML part
      expect(htmlPart).toContain('Ursula &#60;b&#62;K&#60;/b&#62;');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('writes an .eml file only its owner can read to the outbox when SMTP_URL is unset', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    fs.mkdirSync(outboxDir, { mode: 0o755 }); // as an older version left it
    const mailer = createMailer({ from: 'Three Act <no-reply@localhost>', outboxDir, logger });
    await mailer.send(verificationMail('ursula@example.org', 'Ursula', link));
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(outboxDir, files[0]!)).mode & 0o777).toBe(0o600);
    const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(raw).toContain('To: ursula@example.org');
    expect(raw).toContain(link);
  });

  it('logs the link of an outbox mail only when asked (development), never otherwise', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged = (logLinks: boolean) => {
      const lines: string[] = [];
      const capture = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      return { lines, mailer: createMailer({ from: 'x <x@localhost>', outboxDir, logger: capture, logLinks }) };
    };
    const development = logged(true);
    await development.mailer.send(verificationMail('ursula@example.org', 'Ursula', link));
    expect(development.lines.join('')).toContain(link);
    const production = logged(false);
    await production.mailer.send(verificationMail('ursula@example.org', 'Ursula', link));
    expect(production.lines).toHaveLength(1);
    expect(production.lines.join('')).not.toContain('AbCdEfGh');
  });
});
