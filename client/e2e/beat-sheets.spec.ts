import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessible, look } from './support';

// Issue 32, "Your own beat sheets": the list, the editor of one's own sheets, the built-ins read-only.

const main = (page: Page) => page.getByRole('main');

/** Each act's name with its beats' names, in the order the editor shows them. */
async function order(page: Page) {
  const acts = await main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: /^Name of act \d+$/ }) })
    .all();
  return Promise.all(
    acts.map(async (act) => [
      await act.getByRole('textbox', { name: /^Name of act \d+$/ }).inputValue(),
      await Promise.all(
        (await act.getByRole('textbox', { name: /^Name of beat \d+$/ }).all()).map((input) => input.inputValue()),
      ),
    ]),
  );
}

/** The beats' names in the editor's order. */
const beatNames = async (page: Page) =>
  Promise.all(
    (
      await main(page)
        .getByRole('textbox', { name: /^Name of beat \d+$/ })
        .all()
    ).map((input) => input.inputValue()),
  );

/**
 * Drags by `handle` with the mouse (dnd-kit's pointer sensor) to a point `at` of `target`'s height
 * (0 its top, 1 its bottom), in small steps as a hand would; the label that follows the pointer is
 * what lands there. A target off screen is reached as a hand reaches it: the pointer waits at the
 * window's edge while the page scrolls by itself.
 */
async function drag(page: Page, handle: Locator, target: Locator, at: number, during?: () => Promise<unknown>) {
  // The pointer starts mid-screen: at an edge the page would start scrolling under it at once.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const x = from.x + from.width / 2;
  const height = page.viewportSize()!.height;
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Where the target is on the page before the drag: once it starts, the list makes room (moves it).
  const to = (await target.boundingBox())!;
  const goal = to.y + to.height * at + (await scrollY());
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
  for (let tries = 0; ; tries += 1) {
    const y = goal - (await scrollY());
    // Outside the fifth at each edge where dnd-kit scrolls the page.
    if ((y > height / 4 && y < (height * 3) / 4) || tries > 100) {
      await page.mouse.move(x, y, { steps: 10 });
      // On its way out of the edge the pointer scrolled the page a little more: follow the target.
      let pointer = y;
      for (let settle = 0; settle < 5; settle += 1) {
        await page.waitForTimeout(60);
        const now = goal - (await scrollY());
        if (Math.abs(now - pointer) < 2) break;
        await page.mouse.move(x, now, { steps: 2 });
        pointer = now;
      }
      break;
    }
    await page.mouse.move(x, y <= height / 4 ? 2 : height - 2, { steps: 4 });
    await page.waitForTimeout(40);
  }
  await during?.();
  await page.mouse.up();
}

/** Opens the beat sheets from the navigation: the dashboard's block on a wide screen, the menu on a phone. */
async function openBeatSheets(page: Page, testInfo: TestInfo) {
  await page.goto('/dashboard');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Beat sheets' }).click();
  } else {
    await main(page).getByRole('region', { name: 'Beat sheets' }).getByRole('link', { name: 'Beat sheets' }).click();
  }
  await expect(page).toHaveURL(/\/beat-sheets$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Beat sheets' })).toBeVisible();
}

test('a beat sheet from scratch: acts and beats added, moved by button and by drag, saved and kept', async ({
  writerPage: page,
}, testInfo) => {
  // The story tools' side navigation links the sheets on a wide screen.
  if (testInfo.project.name === 'desktop') {
    await page.goto('/act-1');
    await expect(
      page.getByRole('navigation', { name: 'Outline' }).getByRole('link', { name: 'Beat sheets' }),
    ).toHaveAttribute('href', '/beat-sheets');
  }
  await openBeatSheets(page, testInfo);
  await expect(main(page).getByText('You have none yet.', { exact: false })).toBeVisible();
  await main(page).getByRole('button', { name: 'New beat sheet' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit beat sheet' })).toBeVisible();
  await expect(page).toHaveURL(/\/beat-sheets\/[0-9a-f-]{36}$/);
  expect(await order(page)).toEqual([['Act 1', ['Beat 1']]]);

  const m = main(page);
  await m.getByRole('textbox', { name: 'Name', exact: true }).fill('Heist');
  await m.getByRole('textbox', { name: 'Description (optional)' }).fill('A caper in two acts.');
  await m.getByRole('textbox', { name: 'Name of act 1' }).fill('The plan');
  await m.getByRole('textbox', { name: 'Name of beat 1' }).fill('The mark');
  await m
    .getByRole('textbox', { name: 'Guided question of beat 1', exact: true })
    .fill('Who is going to be robbed, and why them?');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await m.getByRole('button', { name: 'Add an act' }).click();
  await expect(m.getByRole('textbox', { name: 'Name of act 2' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('The job');
  await m.getByRole('button', { name: 'Add a beat to act 2' }).click();
  await expect(m.getByRole('textbox', { name: 'Name of beat 2' })).toBeFocused();
  await m.getByRole('textbox', { name: 'Name of beat 2' }).fill('The twist');
  await m.getByRole('textbox', { name: 'Hint of beat 2 (optional)' }).fill('Plant it in the first act.');

  // Drag the second act above the first.
  await drag(page, m.getByRole('button', { name: 'Drag act 2' }), m.getByRole('listitem', { name: 'Act 1' }), 0.4);
  await expect
    .poll(() => order(page))
    .toEqual([
      ['The job', ['The twist']],
      ['The plan', ['The mark']],
    ]);

  await m.getByRole('button', { name: 'Add a beat to act 1' }).click();
  await m.getByRole('textbox', { name: 'Name of beat 2' }).fill('The getaway');
  expect(await order(page)).toEqual([
    ['The job', ['The twist', 'The getaway']],
    ['The plan', ['The mark']],
  ]);

  // Move up within an act; Move down from an act's last place into the next act.
  await m.getByRole('button', { name: 'Move up beat 2' }).click();
  await expect(m.getByRole('button', { name: 'Move down beat 1', exact: true })).toBeFocused();
  expect(await order(page)).toEqual([
    ['The job', ['The getaway', 'The twist']],
    ['The plan', ['The mark']],
  ]);
  await m.getByRole('button', { name: 'Move down beat 2' }).click();
  expect(await order(page)).toEqual([
    ['The job', ['The getaway']],
    ['The plan', ['The twist', 'The mark']],
  ]);
  await expect(page.getByText('The twist is now beat 2, place 1 in act 2 (The plan).')).toBeAttached();

  // Drag the last beat above the one before it.
  const beats = m.getByRole('list', { name: 'Beats of act 2' }).getByRole('listitem');
  await drag(page, m.getByRole('button', { name: 'Drag beat 3' }), beats.first(), 0.3);
  await expect
    .poll(() => order(page))
    .toEqual([
      ['The job', ['The getaway']],
      ['The plan', ['The mark', 'The twist']],
    ]);

  // Drag a beat into another act, onto the lower half of the beat it is to follow there.
  await drag(
    page,
    m.getByRole('button', { name: 'Drag beat 3' }),
    m.getByRole('list', { name: 'Beats of act 1' }).getByRole('listitem').first(),
    0.8,
    // What the window shows mid-drag (a full-page shot resizes the window, which ends a drag).
    () => page.screenshot({ path: `/tmp/sheet-editor-${testInfo.project.name}-dragging.png` }),
  );
  const final = [
    ['The job', ['The getaway', 'The twist']],
    ['The plan', ['The mark']],
  ];
  await expect.poll(() => order(page)).toEqual(final);
  await look(page, testInfo, 'sheet-editor-from-scratch');
  await accessible(page, 'the editor');

  // Leaving with unsaved changes asks first; staying keeps them.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await m.getByRole('link', { name: 'Back to beat sheets' }).click();
  await expect(page).toHaveURL(/\/beat-sheets\/[0-9a-f-]{36}$/);

  await m.getByRole('button', { name: 'Save' }).click();
  await expect(m.getByText(/^Saved at /)).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit beat sheet' })).toBeVisible();
  expect(await order(page)).toEqual(final);
  await expect(m.getByRole('textbox', { name: 'Guided question of beat 3', exact: true })).toHaveValue(
    'Who is going to be robbed, and why them?',
  );
  await expect(m.getByRole('textbox', { name: 'Hint of beat 2 (optional)' })).toHaveValue('Plant it in the first act.');
  await expect(m.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Heist');

  await m.getByRole('link', { name: 'Back to beat sheets' }).click();
  const yours = main(page).getByRole('region', { name: 'Your beat sheets' });
  await expect(yours.getByRole('listitem', { name: 'Heist' }).getByText('2 acts · 3 beats')).toBeVisible();

  // A story started on it: its acts are the sheet's, its beats saved and kept across a reload.
  await page.goto('/dashboard');
  await main(page).getByRole('button', { name: 'New story' }).click();
  await main(page).getByLabel('Title of the new story').fill('The Vault at Low Tide');
  await main(page).getByLabel('Beat sheet', { exact: true }).selectOption({ label: 'Heist (3 beats)' });
  await main(page).getByRole('button', { name: 'Start it' }).click();
  await expect(page.getByText('Story "The Vault at Low Tide" started')).toBeVisible();
  await page.goto('/act-1');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Act I: The job');
  await expect(main(page).getByText('The getaway')).toBeVisible();
  const getaway = 'They leave by the sea gate, an hour before the tide turns.';
  await main(page).locator('textarea').first().fill(getaway);
  await expect(main(page).getByText(/^Saved at /)).toBeVisible();
  await page.goto('/act-2');
  await main(page).locator('textarea').first().fill('The mark keeps the key on a chain.');
  await expect(main(page).getByText(/^Saved at /)).toBeVisible();
  await page.reload();
  await expect(main(page).locator('textarea').first()).toHaveValue('The mark keeps the key on a chain.');
  await page.goto('/act-1');
  await expect(main(page).locator('textarea').first()).toHaveValue(getaway);
  await look(page, testInfo, 'sheet-editor-story-on-own-sheet');
});

test('a built-in sheet: previewed, read-only, duplicated and edited', async ({ writerPage: page }, testInfo) => {
  await openBeatSheets(page, testInfo);
  const shelf = main(page).getByRole('region', { name: 'Built-in beat sheets' });
  const cat = shelf.getByRole('listitem', { name: 'Save the Cat' });
  await expect(cat.getByText('15 beats', { exact: false })).toBeVisible();
  await cat.getByText('Acts and beats').click();
  await expect(cat.getByText('Catalyst')).toBeVisible();
  await look(page, testInfo, 'sheet-editor-list');
  await accessible(page, 'the list');

  await cat.getByRole('link', { name: 'Save the Cat' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Save the Cat' })).toBeVisible();
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await look(page, testInfo, 'sheet-editor-built-in');
  await accessible(page, 'a built-in sheet');

  await main(page).getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit beat sheet' })).toBeVisible();
  const m = main(page);
  await expect(m.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Save the Cat (copy)');
  const before = await beatNames(page);
  expect(before).toHaveLength(15);

  await m.getByRole('textbox', { name: 'Name', exact: true }).fill('My cat');
  await m
    .getByRole('textbox', { name: 'Guided question of beat 1', exact: true })
    .fill('What does the first page promise?');
  await m.getByRole('button', { name: 'Delete beat 2', exact: true }).click();
  await m.getByRole('button', { name: 'Move down beat 1', exact: true }).click();
  await look(page, testInfo, 'sheet-editor-duplicate');
  await m.getByRole('button', { name: 'Save' }).click();
  await expect(m.getByText(/^Saved at /)).toBeVisible();

  await page.reload();
  await expect(m.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('My cat');
  expect(await beatNames(page)).toEqual([before[2], before[0], ...before.slice(3)]);
  await expect(m.getByRole('textbox', { name: 'Guided question of beat 2', exact: true })).toHaveValue(
    'What does the first page promise?',
  );
});

test('an own sheet deleted from the list once confirmed', async ({ writerPage: page }, testInfo) => {
  await openBeatSheets(page, testInfo);
  const shelf = main(page).getByRole('region', { name: 'Built-in beat sheets' });
  await shelf.getByRole('button', { name: 'Duplicate Story Circle' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit beat sheet' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to beat sheets' }).click();

  const yours = main(page).getByRole('region', { name: 'Your beat sheets' });
  const copy = yours.getByRole('listitem', { name: 'Story Circle (copy)' });
  await expect(copy).toBeVisible();
  page.once('dialog', (dialog) => void dialog.dismiss());
  await copy.getByRole('button', { name: 'Delete Story Circle (copy)' }).click();
  await expect(copy).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Delete the beat sheet "Story Circle (copy)"? This is permanent and can NOT be undone.',
    );
    void dialog.accept();
  });
  await copy.getByRole('button', { name: 'Delete Story Circle (copy)' }).click();
  await expect(page.getByText('"Story Circle (copy)" deleted')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(yours.getByText('0 of at most 200')).toBeVisible();
});
