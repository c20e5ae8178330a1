import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, newPageAs } from './content';
import { screenshotPath, shot } from './support';
import { SAVED, newWorld, status, storyFor } from './act-page';

/** Issue 37 (decision 168): a long beat is never cut, its limit is said, and other tabs follow a settled conflict. */

/** A chapter of `length` characters, paragraphs and all, with a mark at its end, so a cut shows. */
const chapter = (length: number) =>
  `${'The road ran on past the salt flats.\n\n'.repeat(3000)}`.slice(0, length - 4) + ' END';

/**
 * As a paste arrives: the whole text in one input event. Set through the value, as the browser does
 * for a paste: typing it (`keyboard.insertText`) costs Chromium time growing with the square of its
 * line breaks (1.9 s for 20 000 characters, ~50 s for 100 000), not the page. The box has no
 * maxlength, so the browser cuts nothing either.
 */
async function paste(page: Page, text: string) {
  const box = newWorld(page);
  await box.click();
  expect(await box.evaluate((element: HTMLTextAreaElement) => element.maxLength)).toBe(-1);
  await box.evaluate((element: HTMLTextAreaElement, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('a pasted 100 000-character beat is saved whole and is all there after a reload', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  await storyFor(request, writer, { title: 'The Long Road' });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto('/act-2');
  const text = chapter(100_000);
  await paste(page, text);
  await expect(page.getByText('0 characters left of 100,000')).toBeVisible();
  await expect(status(page)).toHaveText(SAVED);
  await shot(page, testInfo, 'long-beat-at-limit');

  await page.reload();
  await expect(newWorld(page)).toBeVisible();
  expect(await newWorld(page).inputValue()).toBe(text);
  await context.close();
});

test('a paste past the limit is kept whole, said, and never "Saved"', async ({ browser, request }, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  await storyFor(request, writer, { title: 'The Long Road' });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto('/act-2');
  const text = chapter(100_012);
  await paste(page, text);
  const message = page.getByText(
    'Too long: 12 characters over the limit of 100,000. Shorten it; nothing has been cut.',
  );
  await expect(message).toBeVisible();
  expect(await newWorld(page).inputValue()).toBe(text);
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText('Not saved — an answer is too long: shorten it to save');
  await newWorld(page).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'long-beat-over-limit');
  await message.screenshot({ path: screenshotPath(testInfo, 'long-beat-over-limit-message') });
  await expect(status(page)).not.toHaveText(SAVED);

  // Nothing reached the server; the text waits on the device and comes back on a reload.
  const stored = await request.get('/api/outlines/me', { headers: { 'x-auth-token': writer.token } });
  expect((await stored.json()).act2a01).toBeNull();
  await page.reload();
  await expect(newWorld(page)).toBeVisible();
  await expect.poll(() => newWorld(page).inputValue()).toBe(text);
  await context.close();
});

test('a pasted story title past its limit is kept whole, said, not saved; shortened, it saves (decision 176)', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  await storyFor(request, writer, { title: 'The Long Road' });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto('/act-1');
  const title = page.getByRole('textbox', { name: 'Story title' });
  await expect(title).toHaveValue('The Long Road');
  expect(await title.evaluate((element: HTMLInputElement) => element.maxLength)).toBe(-1);
  const long = `${'The Long Road Home Across the Salt '.repeat(6)}Flats!`; // 216 characters
  await title.fill(long);
  await expect(title).toHaveValue(long);
  const message = page.getByText('Too long: 16 characters over the limit of 200. Shorten it; nothing has been cut.');
  await expect(message).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText('Not saved — the title is too long: shorten it to save');
  await shot(page, testInfo, 'title-over-limit');
  const headers = { 'x-auth-token': writer.token };
  expect((await (await request.get('/api/outlines/me', { headers })).json()).title).toBe('The Long Road');

  await title.fill(long.slice(0, 200));
  await expect(message).toBeHidden();
  await expect(status(page)).toHaveText(SAVED);
  expect((await (await request.get('/api/outlines/me', { headers })).json()).title).toBe(long.slice(0, 200));
  await context.close();
});

test("a scene's pasted title past its limit is kept whole and held back while the place saves (decision 176)", async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  await storyFor(request, writer, { title: 'The Long Road' });
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token };
  const story = (await (await request.get('/api/outlines/me', { headers })).json()) as { _id: string };
  const created = await request.post(`/api/stories/${story._id}/scenes`, {
    headers,
    data: { title: 'The lamp goes out', beat: null },
  });
  expect(created.status()).toBe(201);
  const scene = (await created.json()) as { _id: string };
  const { context, page } = await newPageAs(browser, testInfo, writer);
  await page.goto(`/stories/${story._id}/board?scene=${scene._id}`);
  const panel = page.getByRole('region', { name: 'The lamp goes out' });
  const title = panel.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('The lamp goes out');
  const long = `${'The lamp goes out over the water '.repeat(6)}at last!`; // 206 characters
  await title.fill(long);
  await panel.getByLabel('Place').fill('The lighthouse');
  await panel.getByLabel('Place').blur();
  await expect(panel.getByText('Not saved — the title is too long: shorten it to save')).toBeVisible();
  await expect(
    panel.getByText('Too long: 6 characters over the limit of 200. Shorten it; nothing has been cut.'),
  ).toBeVisible();
  await expect(title).toHaveValue(long);
  await panel.getByText('Not saved — the title is too long: shorten it to save').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'scene-title-over-limit');
  const board = async () =>
    (
      (await (await request.get(`/api/stories/${story._id}/board`, { headers })).json()) as {
        scenes: { _id: string; title: string; place: string | null }[];
      }
    ).scenes.find((each) => each._id === scene._id);
  await expect.poll(board).toMatchObject({ title: 'The lamp goes out', place: 'The lighthouse' });

  await title.fill(long.slice(0, 200));
  await title.blur();
  await expect(panel.getByText(/^Saved at /)).toBeVisible();
  await expect.poll(board).toMatchObject({ title: long.slice(0, 200) });
  await context.close();
});

test('two tabs on one act: a conflict settled in one shows in the other at once', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  await storyFor(request, writer, { title: 'The Long Road' });
  const device = await newPageAs(browser, testInfo, writer);
  const { context, page: first } = await newPageAs(browser, testInfo, writer);
  const second = await context.newPage();
  await device.page.goto('/act-2');
  await first.goto('/act-2');
  await second.goto('/act-2');
  await expect(newWorld(first)).toBeVisible();
  await expect(newWorld(second)).toBeVisible();

  await newWorld(device.page).fill('Written on the other device');
  await expect(status(device.page)).toHaveText(SAVED);
  await newWorld(first).fill('Written in the first tab');
  const choice = first.getByRole('group', { name: 'Beat 1 changed elsewhere' });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Keep both' }).click();
  await expect(status(first)).toHaveText(SAVED);

  // The second tab of the same browser, untouched, shows the settled text without a reload.
  await expect(newWorld(second)).toHaveValue('Written on the other device\n\nWritten in the first tab');
  await shot(second, testInfo, 'other-tab-settled');
  await device.context.close();
  await context.close();
});
