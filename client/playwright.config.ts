import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** The built app on its own port and throw-away data folder; mail lands in its outbox. */
export const E2E_PORT = Number(process.env.E2E_PORT || 5055);
export const E2E_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `.e2e-data-${E2E_PORT}`);

/**
 * Specs whose pages lay out, scroll and behave the same at 360 px as at 1280 (the accounts, the saves'
 * logic, loading, the shelf's journey): the phone project leaves them out, since running them twice
 * checked nothing new and cost CI a sixth of the suite. Every page's phone layout stays covered by the
 * specs that run on both (a11y scans every route at 360 px; never-lose keeps its phone run for the save
 * bar's layout). A spec that measures a layout, or branches on the phone, does not belong here.
 */
const SAME_ON_A_PHONE = [
  'account',
  'auth',
  'codex-never-lose',
  'forms',
  'ideas',
  'keyboard',
  'loading',
  'long-texts',
  // Also: it starts a server of its own on one port (E2E_PORT + 1000), which a second run would meet.
  'mail-languages',
  'mentions',
  'optimistic',
  'pages-one-trip',
  'shelf',
  'trash',
].map((spec) => `${spec}.spec.ts`);

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: once in ~120 runs Debian's headless Chromium stopped rendering after a document
  // navigation's response (no load event, no frames) until the test timed out. A test that passes
  // only on its retry is listed as "flaky" in the output; one that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  // Two workers, two Chromiums and the server share two cores in CI: a page can take seconds to
  // answer, and the longest journeys (the profile's, the axe scans) take most of a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    // The service worker answers from its caches, which page.route and fresh-data checks must not
    // meet; the PWA spec turns it on for its own contexts.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test costs CPU the pages then lack; the retry of a failure records one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: SAME_ON_A_PHONE,
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node ../server/dist/index.js`,
    url: `http://localhost:${E2E_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: `http://localhost:${E2E_PORT}`,
      BCRYPT_COST: '8',
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ADMIN_EMAILS: 'admin@e2e.test',
      LOG_LEVEL: 'warn',
    },
  },
});
