import { expect, test, type Page } from '@playwright/test';
import { newWriter, shot, signUp } from './support';

// Issue "Structure woven through": the next step, word counts, questions cut at a word, long titles.

const beats = (page: Page) => page.getByRole('main').locator('textarea');

async function expectNoSideScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `side scroll on ${where}`).toBeLessThanOrEqual(0);
}

/** A new writer whose story has `title` and Act I answered (the first SAVE creates it). */
async function writerWithActOne(page: Page, testInfo: Parameters<typeof newWriter>[0], title: string) {
  await signUp(page, newWriter(testInfo));
  await page.goto('/act-1');
  const main = page.getByRole('main');
  await main.getByLabel('Story title').fill(title);
  for (let i = 0; i < 8; i += 1)
    await beats(page)
      .nth(i)
      .fill(`Beat ${i + 1} of the first act, in seven words.`);
  await main.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the dashboard continues at the first empty beat, and the forms count words', async ({ page }, testInfo) => {
  await writerWithActOne(page, testInfo, 'The Lamp at Greywater');
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar', { name: 'Act I progress' })).toHaveAttribute(
    'aria-valuetext',
    '8 of 8 beats',
  );
  await expect(main.getByRole('progressbar', { name: 'Act II progress' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 16 beats',
  );
  await shot(page, testInfo, 'dashboard-next-step');

  await main.getByRole('link', { name: 'Continue: Act II · 1. New world' }).click();
  await expect(page).toHaveURL(/\/act-2#act2a01$/);
  const first = beats(page).first();
  await expect(first).toBeFocused();
  await page.keyboard.type("She doesn't look back, not once.");
  await expect(main.locator('#act2a01').getByText('6 words')).toBeVisible();
  // Act I's 8 × 9 words are the rest of the story.
  await expect(main.getByText('This act: 6 words · the whole story: 78 words')).toBeVisible();
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  await shot(page, testInfo, 'act-2-word-counts');

  await main.getByRole('link', { name: 'BACK' }).click();
  await expect(main.getByRole('link', { name: 'Continue: Act II · 2. B story' })).toBeVisible();

  await page.goto('/outlineoutput');
  await expect(main.getByText('78 words in all')).toBeVisible();
  await expect(main.locator('.outline-output__act').first().getByText('72 words', { exact: true })).toBeVisible();
});

test('a long question is cut at a word boundary, with the caret for the rest', async ({ page }, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/act-1');
  const questions = page.getByRole('main').locator('.beat__question');
  await expect(questions).toHaveCount(8);
  const cut = (await questions.allTextContents()).filter((text) => text.endsWith('…'));
  expect(cut.length).toBeGreaterThan(0);
  for (const [i, text] of (await questions.allTextContents()).entries()) {
    if (!text.endsWith('…')) continue;
    await page.getByRole('button', { name: `Show full question ${i + 1}` }).click();
    const full = (await questions.nth(i).textContent()) ?? '';
    const kept = text.slice(0, -1);
    expect(full.startsWith(kept)).toBe(true);
    expect(full.charAt(kept.length), `question ${i + 1} cut inside a word: "${text}"`).toMatch(/[\s,;:]/);
    await page.getByRole('button', { name: `Show full question ${i + 1}` }).click();
  }
  await shot(page, testInfo, 'act-1-questions-cut');
});

test('a 200-character title without a space wraps on every page', async ({ page }, testInfo) => {
  const title = 'Greywater'.repeat(23).slice(0, 200);
  await writerWithActOne(page, testInfo, title);
  // The title shows as text on the dashboard and the outline page, in a field on the act forms.
  for (const [path, shown] of [
    ['/dashboard', true],
    ['/outlineoutput', true],
    ['/act-1', false],
    ['/act-2', false],
    ['/outlines/characters/me', false],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (shown) {
      await expect(page.locator('.outline-summary__title, .outline-output__header h1')).toContainText(
        title.slice(0, 30),
      );
    }
    await expectNoSideScroll(page, path);
  }
  await page.goto('/dashboard');
  await expect(page.locator('.outline-summary__title')).toContainText(title.slice(0, 30));
  await shot(page, testInfo, 'dashboard-long-title');
  await page.goto('/outlineoutput');
  await expect(page.locator('.outline-output__header h1')).toContainText(title.slice(0, 30));
  await shot(page, testInfo, 'outline-long-title');
});
