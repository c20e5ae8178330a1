import { expect, test } from '@playwright/test';
import { apiSignUp, newPageAs } from './content';

test('a signed-in visit fetches the page code while the session is being checked, not after', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  let chunkRequested = false;
  page.on('request', (req) => {
    if (/\/assets\/act-[\w-]+\.js$/.test(new URL(req.url()).pathname)) chunkRequested = true;
  });
  let chunkBeforeSession = false;
  await page.route('**/api/auth', async (route) => {
    // Hold the session check until the act page's chunk is asked for (or 5 s have passed).
    chunkBeforeSession = await expect
      .poll(() => chunkRequested, { timeout: 5_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    await route.continue();
  });

  await page.goto('/act-1');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Act I: Setup' })).toBeVisible({
    timeout: 15_000,
  });
  expect(chunkBeforeSession).toBe(true);
  await context.close();
});

test('a signed-out visit asks nothing about a session, so the console stays clean', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const sessionChecks: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth') sessionChecks.push(req.method());
  });
  await page.goto('/');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /sign up/i })
      .first(),
  ).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('main').getByRole('button', { name: /log in/i })).toBeVisible();
  expect(sessionChecks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a visitor’s landing page runs only the scripts the page names; the store comes with the login page', async ({
  page,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: true });
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /three acts/i })).toBeVisible();
  // The entry and its module preloads, as index.html lists them (decision 150): no lazy chunk.
  const named = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map(
      (element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
    ),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !named.includes(path))).toEqual([]);

  // From there, the session shell arrives with the login page and signing in works as ever.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password').fill(writer.password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(main.getByRole('heading', { name: `Welcome ${writer.name}` })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Three Act' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
