import { expect, test } from '@playwright/test';
import { newWriter, shot, signUp, mailedLink } from './support';

test('sign up, open the mailed link, verify and land on the dashboard', async ({ page }, testInfo) => {
  const writer = newWriter(testInfo);
  await page.goto('/register');
  await shot(page, testInfo, 'register');
  await signUp(page, writer);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Welcome ${writer.name}` })).toBeVisible();
  await expect(main.getByText('You have not yet set up a profile. Please fill out your profile info.')).toBeVisible();
  await expect(main.getByRole('link', { name: /verif/i })).toHaveAttribute('href', '/resend');
  await shot(page, testInfo, 'dashboard-unverified');

  const link = await mailedLink(writer.email);
  await page.goto(new URL(link).pathname);
  await expect(main.getByText('create Brainstorm posts')).toBeVisible();
  await shot(page, testInfo, 'verify');
  await main.getByRole('button', { name: 'VERIFY ACCOUNT' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Email Verified')).toBeVisible();
  await expect(main.getByRole('heading', { name: `Welcome ${writer.name}` })).toBeVisible();
  await expect(main.getByRole('link', { name: /verif/i })).toHaveCount(0);
  await shot(page, testInfo, 'dashboard-verified');

  // the link is single-use
  await page.goto(new URL(link).pathname);
  await main.getByRole('button', { name: 'VERIFY ACCOUNT' }).click();
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
});

test('log out, log back in, stay signed in across a reload, never keep the token in storage', async ({
  page,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, testInfo, 'login');

  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password').fill('not the password');
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();

  await main.getByLabel('Password').fill(writer.password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(main.getByRole('heading', { name: `Welcome ${writer.name}` })).toBeVisible();

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('token');

  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('mismatched passwords alert without a request; the error stays past 4 seconds until the form is edited', async ({
  page,
}, testInfo) => {
  await page.clock.install({ time: new Date('2026-11-21T09:00:00') });
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users')) signUps.push(request.url());
  });
  const writer = newWriter(testInfo);
  await page.goto('/register');
  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-11-21T09:01:00'));
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill(writer.name);
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password', { exact: true }).fill(writer.password);
  await main.getByLabel('Confirm password').fill(`${writer.password} but different`);
  await main.getByLabel(/I agree to the Privacy Policy/).check();
  await main.getByLabel(/at least 13/).check();
  // Paused, so the time the screenshot takes does not count towards the 4 seconds.
  await page.clock.pauseAt(Date.now() + 1000);
  await main.getByRole('button', { name: /sign up/i }).click();

  const alert = page.getByText('Passwords do not match');
  await expect(alert).toBeVisible();
  await shot(page, testInfo, 'register-mismatch');
  await page.clock.runFor(3900);
  await expect(alert).toBeVisible();
  // Errors stay until read and acted on (docs/product.md#alerts): editing the form clears them.
  await page.clock.runFor(10_000);
  await expect(alert).toBeVisible();
  await main.getByLabel('Confirm password').fill(writer.password);
  await expect(alert).toBeHidden();
  expect(signUps).toEqual([]);
  await expect(page).toHaveURL(/\/register$/);
});

test('the register form refuses to send without both consents', async ({ page }, testInfo) => {
  const writer = newWriter(testInfo);
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill(writer.name);
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password', { exact: true }).fill(writer.password);
  await main.getByLabel('Confirm password').fill(writer.password);
  await main.getByLabel(/at least 13/).check();
  await main.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(
    await main.getByLabel(/I agree to the Privacy Policy/).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  // Each box sits on its label's first line, to its left (the terms' label once wrapped under its box).
  for (const label of [/I agree to the Privacy Policy/, /at least 13/]) {
    const box = (await main.getByLabel(label).boundingBox())!;
    const text = (await main.locator('label').filter({ hasText: label }).boundingBox())!;
    expect(text.x, `${label} beside its box`).toBeGreaterThanOrEqual(box.x + box.width);
    expect(Math.abs(text.y - box.y), `${label} on its box's line`).toBeLessThan(box.height);
  }
  await shot(page, testInfo, 'register-consents');
});

test('resend sends a new verification mail and returns to the dashboard', async ({ page }, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const first = await mailedLink(writer.email);
  await page.goto('/resend');
  const main = page.getByRole('main');
  await expect(main.getByText(/up to 2 hours/)).toBeVisible();
  await shot(page, testInfo, 'resend');
  await main.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Verification Email Sent')).toBeVisible();
  await expect.poll(() => mailedLink(writer.email)).not.toBe(first);
});
