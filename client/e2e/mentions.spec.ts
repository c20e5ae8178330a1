import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Board } from '@three-act/contract/board';
import { expect, test } from './fixtures';
import { accessible, noHorizontalScroll, shot } from './support';

// Issue 34, mentions (docs/decisions/180-mentions-everywhere.md): "@" in a scene's summary and in a
// beat offers the codex's entries; the name chosen is written as text, which is what links it, so
// the place's "Appears in" lists the scene and the outline links the name to the place.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': token }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The open "@" list to look at: /tmp/mention-shots/<name>-<project>.png, and beside the suite's others. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/mention-shots/${name}-${testInfo.project.name}.png` });
  await shot(page, testInfo, `mentions-${name}`);
}

test('"@" in a scene summary and in a beat links a place, seen in its "Appears in" and on the outline', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { _id: story } = await call<{ _id: string }>(request, writer.token, 'post', '/api/outlines', {
    title: 'The Drowned Bell',
  });
  const board = await call<Board>(request, writer.token, 'get', `/api/stories/${story}/board`);
  const opening = board.beats[0]!;
  const scene = await call<{ _id: string }>(request, writer.token, 'post', `/api/stories/${story}/scenes`, {
    title: 'The ferry at dusk',
    beat: opening._id,
  });
  const main = page.getByRole('main');

  // The place, made on the codex page.
  await page.goto(`/stories/${story}/codex`);
  const form = page.getByRole('form', { name: 'New entry' });
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Place' });
  await form.getByLabel('Name', { exact: true }).fill('Harrow Keep');
  await form.getByRole('button', { name: 'Add entry' }).click();
  const keepLink = main
    .getByRole('region', { name: 'Entries' })
    .getByRole('link', { name: 'Harrow Keep', exact: true });
  await expect(keepLink).toBeVisible();
  const keepHref = await keepLink.getAttribute('href');

  // The scene's summary: "@Har" offers the place; Enter writes its name as text.
  await page.goto(`/stories/${story}/board?scene=${scene._id}`);
  const panel = main.getByRole('region', { name: 'The ferry at dusk' });
  const summary = panel.getByRole('textbox', { name: 'Summary' });
  await summary.click();
  await page.keyboard.type('The ferry leaves for @Har');
  const offered = panel.getByRole('listbox', { name: 'Codex entries' });
  await expect(offered.getByRole('option')).toHaveText(['Harrow Keep · place']);
  await expect(summary).toHaveAttribute('aria-controls', (await offered.getAttribute('id'))!);
  const option = offered.getByRole('option', { name: 'Harrow Keep · place' });
  await expect(summary).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await offered.scrollIntoViewIfNeeded();
  await look(page, testInfo, 'scene-summary');
  await noHorizontalScroll(page);
  await accessible(page, 'the board with the "@" list open');
  // Escape closes the list and keeps the text (that "@" stays dismissed, as TipTap's suggestions do);
  // an "@" written again opens it again.
  await page.keyboard.press('Escape');
  await expect(offered).toBeHidden();
  await expect(summary).not.toHaveAttribute('aria-activedescendant');
  await expect(summary).toHaveText('The ferry leaves for @Har');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('@Har');
  await expect(offered.getByRole('option')).toHaveText(['Harrow Keep · place']);
  await page.keyboard.press('Enter');
  await expect(offered).toBeHidden();
  await page.keyboard.type('at dusk.');
  await expect(summary).toHaveText('The ferry leaves for Harrow Keep at dusk.');
  await expect(panel.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });

  // The place's page lists the scene under "Appears in", and the link opens it on the board.
  await page.goto(keepHref!);
  await expect(main.getByRole('heading', { level: 1, name: 'Harrow Keep' })).toBeVisible();
  const appears = main.getByRole('region', { name: 'Appears in' });
  await appears.getByRole('link', { name: /The ferry at dusk/ }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${story}/board\\?scene=${scene._id}`));
  await expect(
    main.getByRole('region', { name: 'The ferry at dusk' }).getByRole('textbox', { name: 'Summary' }),
  ).toHaveText('The ferry leaves for Harrow Keep at dusk.');

  // A beat on the act page: "@" and the place chosen with the arrows and Tab.
  await page.goto('/act-1');
  const beat = page.locator('#act1a01').getByRole('textbox');
  await beat.click();
  await page.keyboard.type('Rain over @ha');
  const inBeat = main.getByRole('listbox', { name: 'Codex entries' });
  await expect(inBeat.getByRole('option')).toHaveText(['Harrow Keep · place']);
  await look(page, testInfo, 'beat');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(beat).toHaveValue('Rain over Harrow Keep ');
  await expect(main.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });

  // The outline links the name to the place's page.
  await page.goto('/outlineoutput');
  await main.getByRole('link', { name: 'Harrow Keep' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${keepHref!}$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Harrow Keep' })).toBeVisible();
  await expect(appears.getByRole('link')).toHaveCount(2);
});
