import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './support';

/** The alert region's messages never share a pixel with the navbar, the page heading or the save bar. */
async function expectClearOf(alert: Locator, others: Locator[]) {
  const box = await alert.boundingBox();
  expect(box).not.toBeNull();
  for (const other of others) {
    const them = await other.boundingBox();
    if (!box || !them) continue;
    const overlaps =
      box.x < them.x + them.width &&
      them.x < box.x + box.width &&
      box.y < them.y + them.height &&
      them.y < box.y + box.height;
    expect(overlaps, `alert ${JSON.stringify(box)} overlaps ${JSON.stringify(them)}`).toBe(false);
  }
}

let attempt = 0;

/** A failed login with an address of its own, so the failed-login limit of one address is never reached. */
async function failLogin(page: Page) {
  attempt += 1;
  await page.goto('/login');
  await page.getByLabel('Email').fill(`nobody-${process.pid}-${attempt}-${Date.now()}@e2e.test`);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Log In' }).click();
  return page.getByRole('status').getByText('Invalid credentials');
}

test('an error alert stays past 4 s, clear of the navbar and heading, until dismissed', async ({ page }, testInfo) => {
  await page.clock.install();
  const alert = await failLogin(page);
  await expect(alert).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(alert).toBeVisible();
  await expectClearOf(page.locator('.alert'), [page.locator('.navbar'), page.getByRole('heading', { level: 1 })]);
  await shot(page, testInfo, 'alert-error-login');

  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(alert).toBeHidden();
});

test('editing the form or leaving the page clears its error alerts', async ({ page }) => {
  await page.clock.install();
  const alert = await failLogin(page);
  await expect(alert).toBeVisible();
  await page.getByLabel('Password').fill('another try');
  await expect(alert).toBeHidden();

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(alert).toBeVisible();
  await page.clock.runFor(1_000); // read for a second
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.locator('.alerts')).toBeEmpty();
});

test('the same error twice is one alert', async ({ page }) => {
  const alert = await failLogin(page);
  await expect(alert).toBeVisible();
  // Submitting again without editing raises the same message: still one.
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await expect(page.getByRole('status').locator('.alert')).toHaveCount(1);
});

test('a save alert on a long act form sits clear of the navbar, heading and save bar, and hides after 4 s', async ({
  writerPage: page,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/act-1');
  await page.getByLabel('Story title').fill('Alerts in their place');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/act-2');
  const beat = page.getByRole('main').locator('textarea').last();
  await beat.fill('The last beat of Act II, typed at the bottom of the page.');
  await page.getByRole('button', { name: 'SAVE' }).click();
  const alert = page.getByRole('status').getByText('Outline Updated');
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  await expectClearOf(page.locator('.alert'), [
    page.locator('.navbar'),
    page.getByRole('heading', { level: 1 }),
    page.locator('.save-bar'),
  ]);
  // What the writer sees: the viewport, scrolled to the save bar.
  await page.screenshot({ path: testInfo.outputPath('alert-save-act-2.png') });
  await shot(page, testInfo, 'alert-save-act-2');
  await page.clock.fastForward(4_100);
  await expect(alert).toBeHidden();
});
