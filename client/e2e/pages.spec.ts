import { expect, test } from '@playwright/test';
import { newWriter, noHorizontalScroll, shot, signUp } from './support';

test('landing page says it is free and offers sign-up and login', async ({ page }, testInfo) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText(/free/i).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /sign up/i }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /log in|login/i }).first()).toBeVisible();
  await shot(page, testInfo, 'landing');
  await noHorizontalScroll(page);
});

test('a signed-in writer is sent from the landing page to the dashboard', async ({ page }, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visitor is sent from /dashboard to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/act-1');
  await expect(page).toHaveURL(/\/login$/);
});

test('any other path shows Page Not Found', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Oops. The requested page could not be found.')).toBeVisible();
  await shot(page, testInfo, 'not-found');
});

test('the information pages are written in full', async ({ page }, testInfo) => {
  await page.goto('/guidelines');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Community Guidelines');
  await expect(main.locator('ol').first().locator(':scope > li')).toHaveCount(8);
  for (const rule of [
    /respect/i,
    /spam/i,
    /affiliate/i,
    /minors/i,
    /doxxing/i,
    /impersonat/i,
    /vulgar|explicit/i,
    /illegal/i,
  ]) {
    await expect(main.locator('ol').first()).toContainText(rule);
  }
  await shot(page, testInfo, 'guidelines');

  await page.goto('/privacy');
  await expect(main).toContainText('13');
  await expect(main).toContainText(/outside (of )?Europe|outside the European/i);
  await expect(main).toContainText(/delet/i);
  await expect(main.getByRole('link', { name: 'privacy@example.org' }).first()).toBeVisible();
  await shot(page, testInfo, 'privacy');

  await page.goto('/about');
  await expect(main).toContainText('any fiction that fits three acts');
  await shot(page, testInfo, 'about');

  await page.goto('/tos');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/Terms/);
  await shot(page, testInfo, 'tos');
});

test('the footer links to the legal pages and About', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    [/privacy/i, '/privacy'],
    [/terms/i, '/tos'],
    [/guidelines/i, '/guidelines'],
    [/about/i, '/about'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expect(footer.getByRole('link', { name: /sign up/i })).toBeVisible();
});
