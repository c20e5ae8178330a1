import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { look, newWriter } from './support';

// Issue 36: the server answers in the request's language and writes mails in the recipient's
// (docs/decisions/187-the-servers-language.md). A French browser is told why its password is refused,
// by the server as by the form; a writer who chose Spanish gets the daily digest in Spanish. The
// screenshots are for a person to look at (/tmp/lang-*-<project>.png).

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const SHORT_PASSWORD_FR = /^Le mot de passe doit .* de 8 à 72 caractères/;

test('a French browser is told in French why its password is refused, by the server too', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto('/register');
    const writer = newWriter(testInfo);
    // A short password never leaves the form (the field's own check); the server's answer to this
    // browser (its Accept-Language is French) says the same in French, for any client.
    const answer = await page.evaluate(
      async (body) => {
        const res = await fetch('/api/users', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { errors: { msg: string; path?: string }[] } };
      },
      { ...writer, password: 'court', ageVerify: true, tosAgree: true },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({ path: 'password', msg: expect.stringMatching(SHORT_PASSWORD_FR) }),
    );

    // A password only the server can refuse (too common) comes back under its field, in French.
    await page.locator('input[name="name"]').fill(writer.name);
    await page.locator('input[name="email"]').fill(writer.email);
    for (const field of ['password', 'password2']) await page.locator(`input[name="${field}"]`).fill('password123');
    for (const consent of ['tosAgree', 'ageVerify']) await page.locator(`input[name="${consent}"]`).check();
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText('Ce mot de passe est trop courant ; choisis-en un autre')).toBeVisible();
    await look(page, testInfo, 'lang-password-fr');
  } finally {
    await context.close();
  }
});

// A server of its own, started twice on one data folder: the daily digest goes out when a server starts
// (then hourly), so the second start sends the digest the first start's writer has become due for.
const PORT = E2E_PORT + 1000;
const BASE = `http://localhost:${PORT}`;
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/dist/index.js');

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      APP_URL: BASE,
      BCRYPT_COST: '8',
      SIGNUP_LIMIT_PER_HOUR: '10000',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/api/config`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The newest mail in the outbox to `email` whose subject matches, parsed. */
async function mailTo(dataDir: string, email: string, subject: RegExp): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          if (to?.text === email && subject.test(mail.subject ?? '')) return Boolean((found = mail));
        }
        return false;
      },
      { message: `a mail to ${email} with the subject ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function call<T>(api: APIRequestContext, method: 'post' | 'put', url: string, token?: string, data?: object) {
  const res = await api[method](url, { headers: { ...API_HEADERS, ...(token && { 'x-auth-token': token }) }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A verified writer on the digest's server. */
async function verifiedWriter(api: APIRequestContext, dataDir: string, testInfo: Parameters<typeof newWriter>[0]) {
  const writer = newWriter(testInfo);
  const { token } = await call<{ token: string }>(api, 'post', '/api/users', undefined, {
    ...writer,
    ageVerify: true,
    tosAgree: true,
  });
  const mail = await mailTo(dataDir, writer.email, /./);
  const link = /\/verify\/([\w-]+)/.exec(mail.text ?? '')![1];
  await call(api, 'put', `/api/auth/verify/${link}`);
  return { ...writer, token };
}

test('a writer who chose Spanish gets the daily digest in Spanish', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-digest-'));
  let server = await startServer(dataDir);
  const api = await requests.newContext({ baseURL: BASE });
  try {
    const author = await verifiedWriter(api, dataDir, testInfo);
    const friend = await verifiedWriter(api, dataDir, testInfo);
    await call(api, 'put', '/api/users/me/language', author.token, { language: 'es' });
    await call(api, 'put', '/api/users/me/preferences', author.token, { emailDigest: 'daily' });
    const post = await call<{ _id: string }>(api, 'post', '/api/posts', author.token, {
      text: 'Where should my midpoint turn?',
    });
    await call(api, 'put', `/api/posts/comment/${post._id}`, friend.token, { text: 'Let the mentor die there' });

    await stopServer(server);
    server = await startServer(dataDir);
    const digest = await mailTo(dataDir, author.email, /^Three Act: /);
    expect(digest.subject).toBe('Three Act: 1 notificación nueva');
    expect(digest.text).toContain('Esto es lo que pasó en Three Act desde tu último resumen:');
    expect(digest.text).toContain(`${friend.name} comentó tu publicación «Where should my midpoint turn?»`);
    expect(digest.text).toContain('Recibes este correo porque activaste el resumen diario en Ajustes.');
    // The writers' own words stay as written; the mail as a person reads it.
    await page.setContent(String(digest.html));
    await expect(page.getByRole('link', { name: 'Abrir tus notificaciones' })).toBeVisible();
    await look(page, testInfo, 'lang-digest-es');
  } finally {
    await api.dispose();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
