import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The browser half of npm run test:security: the built app on its own port and throw-away data
 * folder, filled with the attack corpus through the API, then every page that shows it is opened.
 */
export const SECURITY_PORT = Number(process.env.SECURITY_PORT || 5086);
export const SECURITY_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `.security-data-${SECURITY_PORT}`,
);

export default defineConfig({
  testDir: './security',
  outputDir: './test-results/security',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 15 * 60_000,
  use: {
    // The service worker answers from its caches, which page.route and fresh-data checks must not
    // meet; the PWA spec turns it on for its own contexts.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${SECURITY_PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${SECURITY_DATA_DIR}" && node ../server/dist/index.js`,
    url: `http://localhost:${SECURITY_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      JWT_SECRET: 'security-suite-secret-that-is-long-enough-for-hs256',
      PORT: String(SECURITY_PORT),
      DATA_DIR: SECURITY_DATA_DIR,
      // PGlite by default; CI gives it an empty PostgreSQL database of its own (SECURITY_DATABASE_URL),
      // which the run then meets too, and a little quicker: 160 writers seeded and browsed in 27 + 103 s
      // against 29 + 119 s on PGlite on a quiet machine, seeded in 79 s against 104 s on a busy one.
      DATABASE_URL: process.env.SECURITY_DATABASE_URL ?? '',
      SMTP_URL: '',
      APP_URL: `http://localhost:${SECURITY_PORT}`,
      BCRYPT_COST: '4',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      ADMIN_EMAILS: 'admin@security.test',
      LOG_LEVEL: 'warn',
    },
  },
});
