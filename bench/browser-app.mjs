/**
 * What the browser benchmarks share: the built app on its own free port with a throw-away data
 * directory (the embedded database, mail written to DATA_DIR/outbox), and Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts `server/dist/index.js` (run `npm run build` first) on a throw-away embedded database; `stop`
 * ends it and removes its data. `seed(env)` runs first, while no server holds the data folder.
 */
export async function startApp(name, { seed } = {}) {
  // BENCH_PORT pins the port (a shared machine hands each helper its own range); otherwise a free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    BCRYPT_COST: '4',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  await seed?.(env);
  const child = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error('the app did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How the browser benchmarks start Debian's Chromium (never a downloaded one), headless. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
  ],
};

/** Debian's Chromium, headless. */
export const launchChromium = () => chromium.launch(CHROMIUM);

/** A browser context signed in as the writer whose token this is (the app's cookies). */
export async function signedInContext(browser, url, token, options = {}) {
  const context = await browser.newContext({ baseURL: url, ...options });
  await context.addCookies([
    { name: 'token', value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url, sameSite: 'Lax' },
  ]);
  return context;
}
