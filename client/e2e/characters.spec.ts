import { expect, test } from '@playwright/test';
import { PHOTO_URL, servePhotos } from './photos';
import { newWriter, shot, signUp } from './support';

const DELETE_CONFIRM = 'Are you sure that you want to delete this character? This is permanent and can NOT be undone.';
const NOTE_TITLES = [
  'Age',
  'Birthplace',
  'Gender',
  'Height',
  'Favorite Color',
  'Hair Color',
  'Occupation',
  'Education',
  'Flaw',
];

test('create a character in the rich-text editor, see the list, add a suggested note, delete the note and the character', async ({
  page,
}, testInfo) => {
  await servePhotos(page);
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const main = page.getByRole('main');

  await main.getByRole('link', { name: 'Create character' }).click();
  await expect(page).toHaveURL(/\/create-character$/);
  await main.getByLabel('Name').fill('Mara Vell');

  const editor = main.getByRole('textbox', { name: 'Description' });
  await editor.click();
  const bold = main.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Lighthouse keeper');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  const rest =
    ' on Greywater rock, who has not spoken to her sister in ten years and keeps the lamp burning out of spite as much as duty. She hates the sea and knows it better than anyone.';
  await page.keyboard.type(rest);
  await expect(editor.locator('strong')).toHaveText('Lighthouse keeper');

  const photo = main.getByLabel('Photo URL');
  await photo.fill('https://images.example.test/portraits/mara.webp');
  await expect(main.getByRole('img', { name: 'Preview of the character photo' })).toHaveCount(0);
  await photo.fill(PHOTO_URL);
  await expect(main.getByRole('img', { name: 'Preview of the character photo' })).toBeVisible();
  await main.getByLabel('This character is the protagonist').check();
  await shot(page, testInfo, 'create-character');
  await main.getByRole('button', { name: 'Add character' }).click();

  // The list shows the description's text, cut after 144 characters.
  await expect(page).toHaveURL(/\/outlines\/characters\/me$/);
  await expect(page.getByText('Character Added')).toBeVisible();
  const fullText = `Lighthouse keeper${rest}`;
  expect(fullText.length).toBeGreaterThan(145);
  const list = main.getByRole('list', { name: 'Characters' });
  await expect(list.getByText(`${fullText.slice(0, 144)}...`, { exact: true })).toBeVisible();
  await expect(list.getByText(/Protagonist: Yes/)).toBeVisible();
  await shot(page, testInfo, 'characters');

  // The card renders the description as HTML.
  await list.getByRole('link', { name: 'Mara Vell', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Mara Vell' })).toBeVisible();
  await expect(main.locator('.character-card__desc strong')).toHaveText('Lighthouse keeper');
  await expect(main.getByText(/Protagonist: Yes/)).toBeVisible();
  await expect(main.getByRole('img', { name: 'Photo of Mara Vell' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/outlines/characters/me');
  const cardUrl = page.url();

  // A note from the suggestion generator.
  await main.getByRole('link', { name: 'Add Note' }).click();
  await expect(page).toHaveURL(/\/outlines\/characters\/note\/[\w-]+$/);
  await main.getByRole('button', { name: 'Suggest a note' }).click();
  const noteTitle = await main.getByLabel('Note title').inputValue();
  const noteText = await main.getByLabel('Note text').inputValue();
  expect(NOTE_TITLES).toContain(noteTitle);
  expect(noteText.length).toBeGreaterThan(10);
  await shot(page, testInfo, 'add-note');
  await main.getByRole('button', { name: 'Add Note' }).click();

  await expect(page).toHaveURL(cardUrl);
  await expect(page.getByText('Note added to character')).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: noteTitle })).toBeVisible();
  await expect(main.getByText(noteText, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'character-card');

  await main.getByRole('button', { name: `Delete note ${noteTitle}` }).click();
  await expect(page).toHaveURL(/\/outlines\/characters\/me$/);
  await expect(page.getByText('Note Deleted')).toBeVisible();
  await expect(list.getByText('0 notes')).toBeVisible();

  // Deleting the character asks first; dismissing keeps it.
  await page.goto(cardUrl);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(DELETE_CONFIRM);
    void dialog.dismiss();
  });
  await main.getByRole('button', { name: 'Delete character' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Mara Vell' })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(DELETE_CONFIRM);
    void dialog.accept();
  });
  await main.getByRole('button', { name: 'Delete character' }).click();
  await expect(page).toHaveURL(/\/outlines\/characters\/me$/);
  await expect(page.getByText('Character Deleted')).toBeVisible();
  await expect(main.getByText('No characters found ...')).toBeVisible();
  await shot(page, testInfo, 'characters-empty');

  await page.goto(cardUrl);
  await expect(main.getByRole('heading', { name: 'Character Not Found' })).toBeVisible();
  await shot(page, testInfo, 'character-not-found');
});

test('a hostile description runs no script and its text still shows', async ({ page }, testInfo) => {
  await servePhotos(page);
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const main = page.getByRole('main');

  const hostile =
    '<p>Smiles <img src=x onerror="window.__xss=1"> too much <script>window.__xss=1</script>' +
    '<a href="javascript:window.__xss=1">and lies</a><iframe src="javascript:window.__xss=1"></iframe>' +
    '<svg onload="window.__xss=1"></svg> <b onmouseover="window.__xss=1">often</b>.</p>';
  const answer = await page.request.put('/api/outlines/characters', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Silas Crane', desc: hostile, photoUrl: PHOTO_URL, protag: false },
  });
  expect(answer.status()).toBe(201);

  await page.goto('/outlines/characters/me');
  await expect(main.getByText('Smiles too much and lies often.', { exact: true })).toBeVisible();
  await main.getByRole('link', { name: 'Silas Crane', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Silas Crane' })).toBeVisible();
  const description = main.locator('.character-card__desc');
  await expect(description).toHaveText('Smiles too much and lies often.');
  await description.getByText('often').hover();
  await expect(description.locator('img, script, iframe, svg, [onerror], [onload], [onmouseover]')).toHaveCount(0);
  await expect(main.getByText(/Protagonist: No/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The same text typed into the editor stays text.
  await page.goto('/create-character');
  await main.getByLabel('Name').fill('Typed Villain');
  await main.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>');
  await main.getByLabel('Photo URL').fill(PHOTO_URL);
  await main.getByRole('button', { name: 'Add character' }).click();
  await expect(page.getByText('Character Added')).toBeVisible();
  await main.getByRole('link', { name: 'Typed Villain', exact: true }).click();
  await expect(main.locator('.character-card__desc')).toHaveText(
    '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
  );
  await shot(page, testInfo, 'character-hostile');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('a card without a photo, or whose photo fails, gives its text the full width; its sections stand apart', async ({
  page,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const main = page.getByRole('main');
  const desc = '<p>She keeps the lamp lit through every storm, and she has never once told anyone why.</p>';
  for (const [name, photoUrl] of [
    ['Mara Vell', ''],
    ['Ines Roe', 'https://images.example.test/portraits/missing.webp'],
  ]) {
    const made = await page.request.put('/api/outlines/characters', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { name, desc, photoUrl, protag: false },
    });
    expect(made.status()).toBe(201);
    await page.goto('/outlines/characters/me');
    await main.getByRole('link', { name, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('img')).toHaveCount(0);
    const card = (await main.locator('.character-card__main').boundingBox())!;
    const body = (await main.locator('.character-card__body').boundingBox())!;
    expect(body.width, `${name}'s text beside no photo`).toBeGreaterThan(card.width * 0.8);
    const appears = (await main.locator('.character-card__beats').boundingBox())!;
    const notes = (await main.getByRole('heading', { name: 'Notes' }).boundingBox())!;
    expect(notes.y - (appears.y + appears.height), 'space above Notes').toBeGreaterThanOrEqual(16);
  }
  await shot(page, testInfo, 'character-without-photo');
});
