import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignUp, newPageAs, type ApiUser } from './content';
import { shot, signInAfterSessionEnded } from './support';

/**
 * A codex entry as a writer meets it on a train and at a shared desk (decision 183): typed offline
 * and the tab closed, the session ended mid-typing, two tabs on one entry.
 */

const headersOf = (writer: ApiUser) => ({ 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token });

async function placeFor(request: APIRequestContext, writer: ApiUser) {
  const story = await request.post('/api/stories', {
    headers: headersOf(writer),
    data: { title: 'The Drowned Bells' },
  });
  expect(story.status()).toBe(201);
  const { _id } = (await story.json()) as { _id: string };
  const entry = await request.post(`/api/stories/${_id}/codex`, {
    headers: headersOf(writer),
    data: { kind: 'place', name: 'Eldermere' },
  });
  expect(entry.status()).toBe(201);
  return { url: `/stories/${_id}/codex/${((await entry.json()) as { _id: string })._id}` };
}

async function serverEntry(request: APIRequestContext, writer: ApiUser, url: string) {
  const res = await request.get(`/api${url}`, { headers: headersOf(writer) });
  expect(res.status()).toBe(200);
  return (await res.json()) as { summary: string | null; description: string };
}

const summary = (page: Page) => page.getByLabel('Summary', { exact: true });
const status = (page: Page) => page.locator('.codex-entry__status');

test('an entry typed offline is kept when the tab closes, and saved when it opens again', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  const { url } = await placeFor(request, writer);
  const train = await newPageAs(browser, testInfo, writer);
  await train.page.goto(url);
  await expect(summary(train.page)).toBeVisible();
  await train.context.setOffline(true);
  await summary(train.page).fill('A city under the lake; its bells still ring');
  await expect(status(train.page)).toHaveText('Offline — kept on this device');
  await shot(train.page, testInfo, 'codex-entry-offline');
  await train.page.close();
  expect((await serverEntry(request, writer, url)).summary).toBeNull();

  // Back online, the entry opened again: the text is back and saved.
  await train.context.setOffline(false);
  const again = await train.context.newPage();
  await again.goto(url);
  await expect(summary(again)).toHaveValue('A city under the lake; its bells still ring');
  await expect(status(again)).toHaveText(/^Saved at/);
  expect((await serverEntry(request, writer, url)).summary).toBe('A city under the lake; its bells still ring');
  await train.context.close();
});

test('the session ends mid-typing on an entry: after signing in the text is back and saved', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  const { url } = await placeFor(request, writer);
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto(url);
  await expect(summary(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await request.post('/api/auth/logout', { headers: headersOf(writer) })).ok()).toBe(true);
  await summary(page).fill('Written as the session ended');
  await signInAfterSessionEnded(page, writer);
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(summary(page)).toHaveValue('Written as the session ended');
  await expect(status(page)).toHaveText(/^Saved at/);
  const login = await request.post('/api/auth', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: writer.email, password: writer.password },
  });
  const { token } = (await login.json()) as { token: string };
  expect((await serverEntry(request, { ...writer, token }, url)).summary).toBe('Written as the session ended');
  await context.close();
});

test('two tabs on one entry: each saves the values it changed, neither undoes the other; one value changed in both is a choice', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  const { url } = await placeFor(request, writer);
  const laptop = await newPageAs(browser, testInfo, writer);
  const phone = await newPageAs(browser, testInfo, writer);
  await laptop.page.goto(url);
  await phone.page.goto(url);
  await summary(laptop.page).fill('Written on the laptop');
  await expect(status(laptop.page)).toHaveText(/^Saved at/);
  // The phone still shows the entry as it was: its change to the description leaves the summary alone.
  const description = phone.page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Its bells ring under water.');
  await phone.page.getByRole('textbox', { name: 'Aliases' }).click();
  await expect(status(phone.page)).toHaveText(/^Saved at/);
  const saved = await serverEntry(request, writer, url);
  expect(saved.summary).toBe('Written on the laptop');
  expect(saved.description).toContain('Its bells ring under water.');
  // The phone's save found the laptop's: it took the summary without a reload (decision 185).
  await expect(summary(phone.page)).toHaveValue('Written on the laptop');
  await phone.page.reload();
  await expect(summary(phone.page)).toHaveValue('Written on the laptop');
  await shot(phone.page, testInfo, 'codex-entry-two-tabs');

  // Both change the summary: the later asks which to keep, and keeping both keeps every word.
  await summary(laptop.page).fill('The laptop’s summary');
  // The status already read "Saved at" from the first save: the server is what says this one is in.
  await expect.poll(async () => (await serverEntry(request, writer, url)).summary).toBe('The laptop’s summary');
  await expect(status(laptop.page)).toHaveText(/^Saved at/);
  await summary(phone.page).fill('The phone’s summary');
  await phone.page.getByRole('textbox', { name: 'Aliases' }).click();
  const choice = phone.page.getByRole('group', { name: 'The summary changed elsewhere' });
  await expect(choice).toBeVisible();
  await expect(status(phone.page)).toHaveText('Changed elsewhere — choose a version');
  await shot(phone.page, testInfo, 'codex-entry-same-value-two-tabs');
  expect((await serverEntry(request, writer, url)).summary).toBe('The laptop’s summary');
  await choice.getByRole('button', { name: 'Keep both' }).click();
  await expect(status(phone.page)).toHaveText(/^Saved at/);
  expect((await serverEntry(request, writer, url)).summary).toBe('The laptop’s summary\n\nThe phone’s summary');
  await laptop.context.close();
  await phone.context.close();
});
