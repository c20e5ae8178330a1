import { expect, test, type Page } from '@playwright/test';
import { newWriter, screenshotPath, shot, signUp } from './support';

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

/** Adds a character to the current story through the API, as the create form would. */
async function addCharacter(page: Page, name: string, protag = false) {
  const answer = await page.request.put('/api/outlines/characters', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name, desc: `<p>${name}, in a sentence.</p>`, protag },
  });
  expect(answer.status()).toBe(201);
}

test('"@" and "Who\'s here" link characters to beats; the card and the cast show where they appear', async ({
  page,
}, testInfo) => {
  await writerWithActOne(page, testInfo, 'The Lamp at Greywater');
  await addCharacter(page, 'Mara Vell', true);
  await addCharacter(page, 'Tomas Reed');
  const main = page.getByRole('main');

  // The dashboard warns: the protagonist is in none of the three beats a protagonist carries.
  await page.goto('/dashboard');
  await expect(main.getByText(/Mara Vell is not in inciting incident, midpoint or climax yet/)).toBeVisible();

  // "@" in Act II's midpoint offers the characters by name; Enter writes the name and links her.
  await page.goto('/act-2#act2a08');
  const midpoint = main.locator('#act2a08');
  const answer = midpoint.locator('textarea');
  await expect(answer).toBeFocused();
  await page.keyboard.type('At the lamp, @ma');
  await expect(
    midpoint.getByRole('listbox', { name: 'Characters' }).getByRole('option', { name: 'Mara Vell' }),
  ).toBeVisible();
  await midpoint.screenshot({ path: screenshotPath(testInfo, 'mention-offer') });
  await page.keyboard.press('Enter');
  await page.keyboard.type('finds the logbook.');
  await expect(answer).toHaveValue('At the lamp, Mara Vell finds the logbook.');
  const cast = midpoint.getByRole('group', { name: "Who's here in beat 8" });
  await expect(cast.getByRole('link', { name: 'Mara Vell' })).toBeVisible();

  // "Who's here" adds Tomas to the same beat from its picker, and takes him out again.
  await cast.getByRole('combobox', { name: 'Add a character to beat 8' }).selectOption({ label: 'Tomas Reed' });
  await expect(cast.getByRole('link', { name: 'Tomas Reed' })).toBeVisible();
  await cast.getByRole('button', { name: 'Take Tomas Reed out of beat 8' }).click();
  await expect(cast.getByRole('link', { name: 'Tomas Reed' })).toHaveCount(0);
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  await midpoint.screenshot({ path: screenshotPath(testInfo, 'whos-here') });

  // After a reload the answer and the link are both still there.
  await page.reload();
  await expect(main.locator('#act2a08 textarea')).toHaveValue('At the lamp, Mara Vell finds the logbook.');
  await expect(
    main.getByRole('group', { name: "Who's here in beat 8" }).getByRole('link', { name: 'Mara Vell' }),
  ).toBeVisible();

  // Her card lists the beat, linking back to it.
  await main.getByRole('group', { name: "Who's here in beat 8" }).getByRole('link', { name: 'Mara Vell' }).click();
  const appears = main.getByRole('region', { name: 'Appears in' });
  await expect(appears.getByRole('link', { name: 'Act II · 8. Midpoint' })).toHaveAttribute('href', '/act-2#act2a08');

  // The cast page: a grid on a wide screen (a checkbox per character and beat), a list per character on a phone.
  await page.goto('/outlines/cast');
  await expect(main.getByText(/Mara Vell is not in inciting incident or climax yet/)).toBeVisible();
  if (testInfo.project.name === 'phone') {
    const lists = main.getByRole('list', { name: 'Beats by character' });
    await expect(lists.getByRole('link', { name: 'Act II · 8. Midpoint' })).toBeVisible();
    await expect(main.locator('.cast-grid')).toBeHidden();
  } else {
    const climax = main.getByRole('checkbox', { name: 'Mara Vell in Act III · 5. Climax' });
    await expect(main.getByRole('checkbox', { name: 'Mara Vell in Act II · 8. Midpoint' })).toBeChecked();
    // The ticks show through the store, whose updates reach the page on the next frame (RTK's
    // auto-batching), so each is clicked and then awaited rather than checked and read at once.
    const inciting = main.getByRole('checkbox', { name: 'Mara Vell in Act I · 6. Inciting incident' });
    await climax.click();
    await expect(climax).toBeChecked();
    await inciting.click();
    await expect(inciting).toBeChecked();
    await expect(main.getByText(/is not in/)).toHaveCount(0);
    await page.reload();
    await expect(climax).toBeChecked();
  }
  await expectNoSideScroll(page, '/outlines/cast');
  await shot(page, testInfo, 'cast');
});

test("a character's name written plainly in a beat puts them in it: Who's here, the card, the cast and its warning (decision 175)", async ({
  page,
}, testInfo) => {
  await writerWithActOne(page, testInfo, 'The Lamp at Greywater');
  await addCharacter(page, 'Mara Vell', true);
  const main = page.getByRole('main');

  await page.goto('/act-3#act3a05');
  const climax = main.locator('#act3a05');
  await climax.locator('textarea').fill('The storm breaks and Mara Vell climbs the tower; Tamara waits below.');
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  const cast = climax.getByRole('group', { name: "Who's here in beat 5" });
  await expect(cast.getByRole('link', { name: 'Mara Vell' })).toBeVisible();
  await expect(cast.getByText('named', { exact: true })).toBeVisible();
  await expect(cast.getByRole('button', { name: 'Take Mara Vell out of beat 5' })).toHaveCount(0);
  await climax.screenshot({ path: screenshotPath(testInfo, 'whos-here-named') });

  await page.goto('/outlines/cast');
  await expect(main.getByText(/Mara Vell is not in inciting incident or midpoint yet/)).toBeVisible();
  if (testInfo.project.name === 'phone') {
    const lists = main.getByRole('list', { name: 'Beats by character' });
    await expect(lists.getByRole('link', { name: 'Act III · 5. Climax' })).toBeVisible();
  } else {
    const box = main.getByRole('checkbox', { name: 'Mara Vell in Act III · 5. Climax' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  await shot(page, testInfo, 'cast-named');

  await main.getByRole('link', { name: 'Mara Vell' }).first().click();
  const appears = main.getByRole('region', { name: 'Appears in' });
  await expect(appears.getByRole('link', { name: 'Act III · 5. Climax' })).toHaveAttribute('href', '/act-3#act3a05');
});

test('a framework view edits a beat and the act form shows it; the outline lays out by a framework', async ({
  page,
}, testInfo) => {
  await writerWithActOne(page, testInfo, 'The Lamp at Greywater');
  const main = page.getByRole('main');

  if (testInfo.project.name === 'phone') {
    // The phone's outline bar keeps its six shortcuts; the outline page links to the frameworks.
    await page.goto('/outlineoutput?layout=save-the-cat');
    await main.getByRole('link', { name: 'answer it beat by beat' }).click();
  } else {
    await page.goto('/act-1');
    await page
      .getByRole('navigation', { name: 'Outline', exact: true })
      .getByRole('link', { name: 'Frameworks' })
      .click();
  }
  await expect(main.getByRole('heading', { level: 1, name: 'Save the Cat' })).toBeVisible();
  // Act I answered: Opening image, Theme stated, Set-up, Catalyst, Debate, Break into Two.
  await expect(main.getByText('6 of 15 beats fully answered.')).toBeVisible();
  const frameworks = page.getByRole('navigation', { name: 'Frameworks' });
  await expect(frameworks.getByRole('link', { name: /Save the Cat 6\/15/ })).toBeVisible();

  const midpoint = main.getByRole('region', { name: '9. Midpoint' });
  await expect(midpoint.getByText('Not answered yet')).toBeVisible();
  await midpoint.locator('textarea').fill('A false victory: the lamp is lit, but the keeper is gone.');
  await expect(main.getByText(/^Saved at /)).toBeVisible();
  await expect(main.getByText('7 of 15 beats fully answered.')).toBeVisible();
  await expect(midpoint.getByText('Not answered yet')).toHaveCount(0);
  await expectNoSideScroll(page, '/outline/frameworks/save-the-cat');
  await shot(page, testInfo, 'framework-save-the-cat');

  await frameworks.getByRole('link', { name: /The Hero's Journey/ }).click();
  await expect(main.getByRole('heading', { level: 1, name: "The Hero's Journey" })).toBeVisible();
  await expect(main.getByRole('region', { name: '8. The ordeal' }).locator('textarea')).toHaveValue(
    'A false victory: the lamp is lit, but the keeper is gone.',
  );

  await page.goto('/act-2#act2a08');
  await expect(main.locator('#act2a08 textarea')).toHaveValue(
    'A false victory: the lamp is lit, but the keeper is gone.',
  );

  await page.goto('/outlineoutput');
  await main.getByLabel('Lay out by').selectOption({ label: 'Story Circle' });
  await expect(page).toHaveURL(/\/outlineoutput\?layout=story-circle$/);
  await expect(main.getByRole('heading', { level: 2, name: '5. Find' })).toBeVisible();
  await expect(main.getByRole('region', { name: '5. Find' })).toContainText('the keeper is gone');
  await page.reload();
  await expect(main.getByLabel('Lay out by')).toHaveValue('story-circle');
  const download = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Markdown' }).click();
  expect((await download).suggestedFilename()).toBe('the-lamp-at-greywater-story-circle.md');
  const file = await (await download).path();
  const markdown = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(markdown).toContain('*Laid out by Story Circle*');
  expect(markdown).toContain('## 5. Find');
  await shot(page, testInfo, 'outline-story-circle');
});

test('the outline page downloads Word and JSON; a JSON or Markdown file imports as a new story', async ({
  page,
}, testInfo) => {
  await writerWithActOne(page, testInfo, 'The Lamp at Greywater');
  await addCharacter(page, 'Mara Vell', true);
  const main = page.getByRole('main');

  await page.goto('/outlineoutput');
  await expect(main.getByRole('region', { name: 'Characters' }).getByText('Mara Vell, in a sentence.')).toBeVisible();
  const saved: Record<string, string> = {};
  for (const [name, suffix] of [
    ['Word', 'docx'],
    ['JSON', 'json'],
    ['Markdown', 'md'],
  ] as const) {
    const download = page.waitForEvent('download');
    await main.getByRole('link', { name, exact: true }).click();
    expect((await download).suggestedFilename()).toBe(`the-lamp-at-greywater.${suffix}`);
    saved[suffix] = (await (await download).path())!;
  }
  const fs = await import('node:fs');
  // A Word file is a ZIP (PK…); its text is checked in the server's tests and by LibreOffice in CI.
  expect(fs.readFileSync(saved.docx!).subarray(0, 2).toString()).toBe('PK');
  expect(JSON.parse(fs.readFileSync(saved.json!, 'utf8'))).toMatchObject({ format: 'three-act-story/2' });

  await page.goto('/dashboard');
  const stories = main.getByRole('region', { name: 'Your stories' });
  await stories.locator('input[type="file"]').setInputFiles(saved.json!);
  await expect(page.getByText(/imported as a new story/)).toBeVisible();
  await expect(stories.getByRole('combobox', { name: 'Working on' }).locator('option')).toHaveCount(2);
  await stories.locator('input[type="file"]').setInputFiles(saved.md!);
  await expect(stories.getByRole('combobox', { name: 'Working on' }).locator('option')).toHaveCount(3);
  await page.goto('/outlines/characters/me');
  await expect(main.getByRole('link', { name: 'Mara Vell', exact: true })).toBeVisible();

  // A file that is not a story is refused with what is wrong, and adds nothing.
  await page.goto('/dashboard');
  await stories.locator('input[type="file"]').setInputFiles({
    name: 'notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('Just some notes'),
  });
  await expect(page.getByText('The file has no title line (# Title)')).toBeVisible();
  await expect(stories.getByRole('combobox', { name: 'Working on' }).locator('option')).toHaveCount(3);
  await shot(page, testInfo, 'import-refused');
});
