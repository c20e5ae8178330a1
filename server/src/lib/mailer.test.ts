import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from './logger';
import { createMailer, verificationMail } from './mailer';
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

  it('writes an .eml file to the outbox when SMTP_URL is unset', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Three Act <no-reply@localhost>', outboxDir, logger });
    await mailer.send(verificationMail('ursula@example.org', 'Ursula', link));
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(raw).toContain('To: ursula@example.org');
    expect(raw).toContain(link);
  });
});
