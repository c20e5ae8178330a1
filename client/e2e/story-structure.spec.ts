import { expect, test, type Page } from '@playwright/test';
import { newWriter, noHorizontalScroll, shot, signUp } from './support';

// Issue "Beat sheets of your own": a story on another beat sheet, its acts in the navigation, its
// beats saved by themselves and kept across a reload, the outline page and the dashboard following it.

const beats = (page: Page) => page.getByRole('main').locator('textarea');

async function startStory(page: Page, title: string, sheet: string) {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New story' }).click();
  await main.getByLabel('Title of the new story').fill(title);
  await main.getByLabel('Beat sheet', { exact: true }).selectOption({ label: sheet });
  await main.getByRole('button', { name: 'Start it' }).click();
  await expect(page.getByText(`Story "${title}" started`)).toBeVisible();
}

test('a story on Save the Cat: its acts, its beats autosaved and kept, the outline and dashboard follow', async ({
  page,
}, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await startStory(page, 'The Lantern Thief', 'Save the Cat (15 beats)');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Continue: Act I · 1. Opening image' })).toBeVisible();
  await main.getByRole('link', { name: 'Continue: Act I · 1. Opening image' }).click();
  await expect(page).toHaveURL(/\/act-1#[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Act I: /);
  await expect(beats(page).first()).toBeFocused();
  await page.keyboard.type('Mara counts the lanterns she did not steal.');
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  await shot(page, testInfo, 'save-the-cat-act-1');
  await noHorizontalScroll(page);

  // The navigation lists the story's own acts, and no framework views.
  const nav =
    testInfo.project.name === 'phone'
      ? page.getByRole('navigation', { name: 'Outline shortcuts' })
      : page.getByRole('navigation', { name: 'Outline' });
  await expect(nav.getByRole('link', { name: /ACT 3|Act III/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /ACT 4|Act IV/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Frameworks' })).toHaveCount(0);

  await page.reload();
  await expect(beats(page).first()).toHaveValue('Mara counts the lanterns she did not steal.');

  await page.goto('/act-2');
  await beats(page).nth(1).fill('Her sister keeps the ledger honest.');
  await expect(main.getByText(/^Saved at /)).toBeVisible();

  await page.goto('/outlineoutput');
  await expect(main.getByText('Mara counts the lanterns she did not steal.')).toBeVisible();
  await expect(main.getByText('Her sister keeps the ledger honest.')).toBeVisible();
  await shot(page, testInfo, 'save-the-cat-outline');

  await page.goto('/dashboard');
  // Title and 2 of 15 beats: 3 of 16.
  await expect(main.getByRole('progressbar', { name: 'Outline progress' })).toHaveAttribute('aria-valuenow', '19');
  await expect(main.getByRole('link', { name: /^Continue: Act I · 2\. / })).toBeVisible();
  await page.goto('/act-4');
  await expect(main.getByRole('heading', { name: 'No Act IV in this story' })).toBeVisible();
});

test('switches a Three Act story to Save the Cat and back with nothing lost, through the preview', async ({
  page,
}, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/act-1');
  const main = page.getByRole('main');
  await main.getByLabel('Story title').fill('Greywater');
  await beats(page).nth(0).fill('The lamp is lit every night.');
  await beats(page).nth(5).fill('The lamp goes out.');
  await main.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/story/beat-sheet');
  await main.getByLabel('New beat sheet').selectOption({ label: 'Save the Cat' });
  await expect(main.getByLabel('Where Act I · 1. Opening image goes').locator('option:checked')).toHaveText(
    'Act I · 1. Opening image',
  );
  await shot(page, testInfo, 'switch-preview');
  await noHorizontalScroll(page);
  await main.getByRole('button', { name: 'Switch to Save the Cat' }).click();
  await expect(page.getByText(/Switched to Save the Cat/)).toBeVisible();
  await expect(main.getByRole('heading', { name: '3 acts, 15 beats' })).toBeVisible();

  await main.getByLabel('New beat sheet').selectOption({ label: 'Three Act' });
  await main.getByRole('button', { name: 'Switch to Three Act' }).click();
  await expect(main.getByRole('heading', { name: '3 acts, 32 beats' })).toBeVisible();
  await page.goto('/act-1');
  await expect(beats(page).nth(1)).toBeVisible();
  const texts = await beats(page).evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value));
  expect(texts.join('\n')).toContain('The lamp is lit every night.');
  expect(texts.join('\n')).toContain('The lamp goes out.');
});

test('switches a Three Act story to Save the Cat and undoes it from the keyboard, every beat back as it was', async ({
  page,
}, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/act-1');
  const main = page.getByRole('main');
  await main.getByLabel('Story title').fill('Greywater');
  await beats(page).nth(0).fill('The lamp is lit every night.');
  await beats(page).nth(5).fill('The lamp goes out.\n\nNobody relights it.');
  await main.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/story/beat-sheet');
  await main.getByLabel('New beat sheet').selectOption({ label: 'Save the Cat' });
  await main.getByRole('button', { name: 'Switch to Save the Cat' }).click();
  await expect(page.getByText(/Switched to Save the Cat/)).toBeVisible();
  const heading = main.getByRole('heading', { name: '3 acts, 15 beats' });
  await expect(heading).toBeFocused();
  const undo = main.getByRole('button', { name: 'Undo the switch' });
  await expect(undo).toBeEnabled();
  await shot(page, testInfo, 'undo-offered');
  await noHorizontalScroll(page);
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Switch undone: your beats are back as they were')).toBeVisible();
  await expect(main.getByRole('heading', { name: '3 acts, 32 beats' })).toBeFocused();
  await expect(undo).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Unplaced text' })).toHaveCount(0);
  const earlier = main.getByRole('region', { name: 'Earlier structures' });
  await expect(earlier.getByRole('button', { name: /^Restore / })).toHaveCount(2);
  await shot(page, testInfo, 'undo-done');
  await noHorizontalScroll(page);

  await page.goto('/act-1');
  await expect(beats(page).nth(0)).toHaveValue('The lamp is lit every night.');
  await expect(beats(page).nth(5)).toHaveValue('The lamp goes out.\n\nNobody relights it.');
  const texts = await beats(page).evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value));
  expect(texts.filter((text) => text !== '')).toHaveLength(2);
});

test("switches a story to the writer's own beat sheet, and a restore keeps text typed since in the unplaced list", async ({
  page,
}, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/act-1');
  await page.getByRole('main').getByLabel('Story title').fill('The Heist');
  await beats(page).nth(0).fill('A vault under the opera.');
  await page.getByRole('main').getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A sheet of the writer's own, made through the API as the editor would.
  const made = await page.evaluate(async () => {
    const res = await fetch('/api/beat-sheets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({
        name: 'Heist',
        acts: [
          { name: 'The plan', beats: [{ name: 'The mark', question: 'Who is robbed?' }] },
          { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?' }] },
        ],
      }),
    });
    return res.status;
  });
  expect(made).toBe(201);

  await page.goto('/story/beat-sheet');
  const main = page.getByRole('main');
  await main.getByLabel('New beat sheet').selectOption({ label: 'Heist' });
  const where = main.getByLabel('Where Act I · 1. Opening image goes');
  await expect(where.locator('option:checked')).toHaveText('Act I · 1. The mark');
  await shot(page, testInfo, 'own-sheet-preview');
  await noHorizontalScroll(page);
  await main.getByRole('button', { name: 'Switch to Heist' }).click();
  const structure = main.getByRole('region', { name: '2 acts, 2 beats' });
  await expect(structure.getByRole('link', { name: 'Act I: The plan' })).toBeVisible();
  await expect(structure.getByRole('link', { name: 'Act II: The job' })).toBeVisible();

  await page.goto('/act-2');
  await expect(main.getByText('What goes wrong?')).toBeVisible();
  await beats(page).nth(0).fill('The vault is empty.');
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  await page.goto('/act-1');
  await expect(beats(page).nth(0)).toHaveValue('A vault under the opera.');

  // Back to Three Act from the list of earlier structures: the typed text waits, unplaced.
  await page.goto('/story/beat-sheet');
  const earlier = main.getByRole('region', { name: 'Earlier structures' });
  await earlier.getByRole('button', { name: /^Restore Three Act: 3 acts, 32 beats/ }).click();
  await expect(page.getByRole('status').getByText(/waits under Unplaced text/)).toBeVisible();
  await expect(main.getByRole('heading', { name: '3 acts, 32 beats' })).toBeVisible();
  const unplaced = main.getByRole('region', { name: 'Unplaced text' });
  await expect(unplaced.getByText('The vault is empty.')).toBeVisible();
  await expect(unplaced.getByText('A vault under the opera.')).toHaveCount(0);
  await shot(page, testInfo, 'own-sheet-restored');
  await noHorizontalScroll(page);
  await page.goto('/act-1');
  await expect(beats(page).nth(0)).toHaveValue('A vault under the opera.');
});
