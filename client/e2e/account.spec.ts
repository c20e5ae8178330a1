import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { apiSignUp, newPageAs } from './content';
import { mailedLink, newWriter, noHorizontalScroll, shot, signUp } from './support';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A second browser signed in as the same writer. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, writer: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await logIn(page, writer.email, writer.password);
  return { context, page };
}

test('forgot password: the mailed link sets a new one and lands signed in on the dashboard', async ({
  page,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  await page.context().clearCookies();

  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await main.getByLabel('Email').fill(writer.email);
  await main.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(main.getByText(/a link to choose a new password is on its way/)).toBeVisible();
  await shot(page, testInfo, 'forgot-sent');

  const link = await mailedLink(writer.email, 'reset');
  await page.goto(new URL(link).pathname);
  const password = main.getByLabel('New password');
  await password.fill('the second draft is better');
  await expect(password).toHaveAttribute('type', 'password');
  await main.getByRole('button', { name: /^show/i }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await shot(page, testInfo, 'reset');
  await main.getByRole('button', { name: 'Save and sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByRole('heading', { name: `Welcome ${writer.name}` })).toBeVisible();
  // The mailbox is proven: no more "please verify".
  await expect(main.getByRole('link', { name: /verif/i })).toHaveCount(0);

  // The link works once.
  await page.goto(new URL(link).pathname);
  await main.getByLabel('New password').fill('a third password here');
  await main.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(main.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('a password changed in one browser signs the other out on its next request', async ({
  page,
  browser,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const { context: other, page: otherPage } = await secondBrowser(browser, testInfo, writer);

  await page.goto('/settings');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill(writer.password);
  await form.getByLabel('New password').fill('a brand new plot twist');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed: every other device is signed out')).toBeVisible();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  // This browser stays signed in.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await logIn(otherPage, writer.email, 'a brand new plot twist');
  await other.close();
});

test('settings: name, e-mail change waiting for its link, devices, download my data', async ({
  page,
  browser,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  // Only a verified address can be changed (decision 148).
  await page.goto(new URL(await mailedLink(writer.email)).pathname);
  await page.getByRole('main').getByRole('button', { name: 'VERIFY ACCOUNT' }).click();
  await expect(page.getByText('Email Verified')).toBeVisible();
  const { context: other } = await secondBrowser(browser, testInfo, writer);

  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const nameForm = main.getByRole('form', { name: 'Name' });
  await nameForm.getByLabel('Name').fill('Renamed Writer');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();

  const newEmail = `moved-${writer.email}`;
  const emailForm = main.getByRole('form', { name: 'E-mail address' });
  await emailForm.getByLabel('New e-mail address').fill(newEmail);
  await emailForm.getByLabel('Your password').fill(writer.password);
  await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(emailForm.getByText(/Waiting for confirmation/)).toContainText(newEmail);

  const devices = main.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.locator('.badge', { hasText: 'this device' })).toBeVisible();
  await shot(page, testInfo, 'settings');

  // The new address counts once its link is opened, signed in (signing out the other devices first
  // would end the change: decision 148).
  const link = await mailedLink(newEmail, 'confirm-email');
  await page.goto(new URL(link).pathname);
  await main.getByRole('button', { name: 'USE THIS ADDRESS' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(main.getByText(newEmail)).toBeVisible();
  await expect(main.getByText(/Waiting for confirmation/)).toHaveCount(0);

  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^three-act-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await shot(page, testInfo, 'settings-after');
  await other.close();
});

test('an e-mail change the writer did not ask for: the notice’s link cancels it signed out, and Settings cancels another', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: true });
  const askChange = async (email: string) => {
    const res = await request.put('/api/auth/email', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token },
      data: { password: writer.password, email },
    });
    expect(res.status()).toBe(200);
  };
  await askChange(`intruder-${writer.email}`);
  const cancelLink = await mailedLink(writer.email, 'cancel-email');

  // Signed out, from the notice mailed to the old address: one click stops it.
  const { context: signedOut, page: notice } = await newPageAs(browser, testInfo);
  await notice.goto(new URL(cancelLink).pathname);
  await expect(notice.getByRole('heading', { level: 1, name: 'Cancel the e-mail change' })).toBeVisible();
  await notice.getByRole('button', { name: 'CANCEL THE CHANGE' }).click();
  await expect(notice.getByText(/The e-mail change is cancelled/).first()).toBeVisible();
  await expect(notice.getByRole('main').getByRole('link', { name: 'log in', exact: true })).toBeVisible();
  await noHorizontalScroll(notice);
  await shot(notice, testInfo, 'cancel-email-done');
  await notice.reload();
  await notice.getByRole('button', { name: 'CANCEL THE CHANGE' }).click();
  await expect(notice.getByText(/may have expired/)).toBeVisible();
  await signedOut.close();

  // Signed in, another change waits in Settings until the writer cancels it there.
  await askChange(`second-${writer.email}`);
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto('/settings');
  const emailForm = page.getByRole('main').getByRole('form', { name: 'E-mail address' });
  await expect(emailForm.getByText(/Waiting for confirmation/)).toContainText(`second-${writer.email}`);
  await shot(page, testInfo, 'settings-email-pending');
  await emailForm.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByText('The e-mail change is cancelled')).toBeVisible();
  await expect(emailForm.getByText(/Waiting for confirmation/)).toHaveCount(0);
  await page.reload();
  await expect(emailForm.getByText(writer.email)).toBeVisible();
  await expect(emailForm.getByText(/Waiting for confirmation/)).toHaveCount(0);
  await context.close();
});
