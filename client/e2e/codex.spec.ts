import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Board } from '@three-act/contract/board';
import { expect, test } from './fixtures';
import { accessible, noHorizontalScroll, shot } from './support';

// Issue 34, the codex: a small fantasy world built on the codex page (three places, a faction, an
// object, two characters), two characters tied in the relationships table, and a character's arc
// written over four beats; at desktop size and at 360 px.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/** A Three Act story for the writer, and its board (acts, beats) as the API answers it. */
async function newStory(request: APIRequestContext, token: string, title: string, beats: object = {}) {
  const headers = { ...API_HEADERS, 'x-auth-token': token };
  const made = await request.post('/api/outlines', { headers, data: { title, ...beats } });
  expect(made.ok(), await made.text()).toBe(true);
  const { _id } = (await made.json()) as { _id: string };
  const board = (await (await request.get(`/api/stories/${_id}/board`, { headers })).json()) as Board;
  return { story: _id, board };
}

/** A screenshot to look at: /tmp/codex-shots/<name>-<project>.png, and beside the suite's others. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/codex-shots/${name}-${testInfo.project.name}.png`, fullPage: true });
  await shot(page, testInfo, `codex-${name}`);
}

async function addEntry(page: Page, kind: string, name: string) {
  const form = page.getByRole('form', { name: 'New entry' });
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: kind });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('region', { name: 'Entries' }).getByRole('link', { name, exact: true })).toBeVisible();
}

test('builds a small fantasy world, ties two characters and writes an arc over four beats', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const { story, board } = await newStory(request, writer.token, 'The Drowned Bell', {
    act1a02: 'The ferry leaves Eldermere at dusk, and the bell rings under the lake.',
  });
  const main = page.getByRole('main');

  // The codex is reached from the outline's navigation (on a phone, its MORE menu).
  await page.goto('/act-1');
  if (phone) {
    const bar = page.getByRole('navigation', { name: 'Outline shortcuts' });
    await bar.getByText('MORE').click();
    await bar.getByRole('link', { name: 'Codex' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Outline' }).getByRole('link', { name: 'Codex', exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/stories/${story}/codex$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Codex' })).toBeVisible();
  await expect(main.getByText('The codex is empty.')).toBeVisible();

  // The world: three places, a faction, an object, two characters.
  for (const name of ['Eldermere', 'Saltmarsh', 'Harrow Keep']) await addEntry(page, 'Place', name);
  await addEntry(page, 'Group', 'The Ash Guild');
  await addEntry(page, 'Object', 'The Drowned Bell');
  await addEntry(page, 'Character', 'Mara Vell');
  await addEntry(page, 'Character', 'Tobin Reed');
  const cards = main
    .getByRole('region', { name: 'Entries' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(7);

  // A place's own page: a summary, tags and an alias, saved by themselves.
  await main.getByRole('link', { name: 'Eldermere', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Eldermere' })).toBeVisible();
  await main.getByLabel('Aliases', { exact: true }).fill('The Drowned City');
  await main.getByLabel('Summary', { exact: true }).fill('A city under the lake; its bells still ring.');
  await main.getByLabel('Tags', { exact: true }).fill('north, ruin');
  await main.getByLabel('Image URL', { exact: true }).focus();
  await expect(main.getByText(/^Saved at/)).toBeVisible();
  await look(page, testInfo, 'entry');
  await accessible(page, 'a codex entry');
  // Its name written in a beat: "Appears in" links to the act page at that beat.
  const appears = main.getByRole('region', { name: 'Appears in' });
  await appears.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/act-1#act1a02$/);
  await expect(page.locator('#act1a02').getByRole('textbox')).toHaveValue(/The ferry leaves Eldermere/);
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Eldermere' })).toBeVisible();
  await main.getByRole('navigation', { name: 'Codex' }).getByRole('link', { name: 'Entries' }).click();

  // The search by alias and the filter by tag find it.
  await main.getByLabel('Search by name or alias').fill('drowned');
  await expect(cards).toHaveCount(2);
  await main.getByLabel('Search by name or alias').fill('');
  await expect(cards).toHaveCount(7);
  await main.getByLabel('Tag', { exact: true }).selectOption('ruin');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('A city under the lake');
  await main.getByLabel('Tag', { exact: true }).selectOption({ label: 'All tags' });
  await expect(cards).toHaveCount(7);
  await look(page, testInfo, 'codex');
  await accessible(page, 'the codex page');

  // Two characters tied by the table (a list per entry on a phone), and the faction one serves.
  await main.getByRole('navigation', { name: 'Codex' }).getByRole('link', { name: 'Relationships' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Relationships' })).toBeVisible();
  const form = main.getByRole('form', { name: 'Add a tie' });
  await form.getByLabel('From', { exact: true }).selectOption({ label: 'Mara Vell (Character)' });
  await form.getByLabel('Tie', { exact: true }).fill('sister of');
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'Tobin Reed (Character)' });
  await form.getByRole('button', { name: 'Add tie' }).click();
  await expect(main.getByText('One tie.')).toBeVisible();
  await form.getByLabel('From', { exact: true }).selectOption({ label: 'Tobin Reed (Character)' });
  await form.getByLabel('Tie', { exact: true }).fill('serves');
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'The Ash Guild (Group)' });
  await form.getByLabel('One way (from → to)').check();
  const midpoint = board.beats.find((beat) => beat.name === 'Midpoint');
  const label = (beat: Board['beats'][number]) => `Act ${ROMAN[beat.act]}: ${board.acts[beat.act]} · ${beat.name}`;
  if (midpoint) await form.getByLabel('Holds from').selectOption({ label: label(midpoint) });
  await form.getByRole('button', { name: 'Add tie' }).click();
  await expect(main.getByText('2 ties.')).toBeVisible();
  if (phone) {
    const mara = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mara Vell' }) });
    await expect(mara).toContainText('sister of: Tobin Reed');
  } else {
    const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Mara Vell' }) });
    await expect(row).toContainText('sister of');
    await expect(row).toContainText('Tobin Reed');
    await expect(main.getByRole('region', { name: 'Relationship map' })).toBeVisible();
    await main.getByRole('table').screenshot({ path: '/tmp/codex-shots/tie-table-desktop.png' });
  }
  // As of the first beat, before the oath, only the sisters' tie holds.
  const first = board.beats[0];
  if (first) {
    await main.getByLabel('As of beat').selectOption({ label: label(first) });
    await expect(main.getByText(`One tie holds as of ${label(first)}.`)).toBeVisible();
    await main.getByLabel('As of beat').selectOption({ label: 'Any time' });
    await expect(main.getByText('2 ties.')).toBeVisible();
  }
  if (!phone) {
    // A tie drawn on the map: dragged from the guild's dot onto Mara, then named in the form.
    const map = main.getByRole('region', { name: 'Relationship map' });
    const box = (name: string) => map.locator('.react-flow__node').filter({ hasText: name });
    await map.scrollIntoViewIfNeeded();
    const from = await box('The Ash Guild').locator('.map-tie-from').boundingBox();
    const to = await box('Mara Vell').boundingBox();
    if (!from || !to) throw new Error('the map shows neither the guild nor Mara');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(form.getByLabel('Tie', { exact: true })).toBeFocused();
    await expect(form.getByLabel('From', { exact: true }).locator('option:checked')).toHaveText(
      'The Ash Guild (Group)',
    );
    await expect(form.getByLabel('To', { exact: true }).locator('option:checked')).toHaveText('Mara Vell (Character)');
    await page.keyboard.type('watches');
    await form.getByRole('button', { name: 'Add tie' }).click();
    await expect(main.getByText('3 ties.')).toBeVisible();
    const guild = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'The Ash Guild' }) });
    await expect(guild.filter({ hasText: 'watches' })).toContainText('Mara Vell');
    await map.screenshot({ path: '/tmp/codex-shots/map-drawn-tie.png' });
  }
  await main.getByRole('form', { name: 'Add a tie' }).screenshot({
    path: `/tmp/codex-shots/tie-form-${testInfo.project.name}.png`,
  });
  await look(page, testInfo, 'relationships');
  await accessible(page, 'the relationships page');

  // Mara's arc over four beats, across the three acts.
  await main.getByRole('navigation', { name: 'Codex' }).getByRole('link', { name: 'Entries' }).click();
  await main.getByRole('link', { name: 'Mara Vell', exact: true }).click();
  const arc = main.getByRole('region', { name: 'Arc' });
  const beats = board.beats;
  const four = [0, Math.floor(beats.length / 3), Math.floor((2 * beats.length) / 3), beats.length - 1].map(
    (index) => beats[index] as Board['beats'][number],
  );
  const states = ['Believes the lie', 'Doubts it', 'Chooses the truth', 'Lives by it'];
  for (const [index, beat] of four.entries()) {
    await arc.getByLabel('At', { exact: true }).selectOption({ label: label(beat) });
    await arc.getByLabel('What is true of it there').fill(states[index] ?? '');
    await arc.getByRole('button', { name: 'Add point' }).click();
  }
  await arc.getByRole('button', { name: 'Save the arc' }).click();
  await expect(arc.getByText('Arc saved')).toBeVisible();
  await page.reload();
  const saved = main.getByRole('region', { name: 'Arc' });
  for (const [index, beat] of four.entries())
    await expect(saved.getByLabel(label(beat), { exact: true })).toHaveValue(states[index] ?? '');
  await expect(saved.getByRole('heading', { name: 'Across the story' })).toBeVisible();
  await noHorizontalScroll(page);
  await saved.screenshot({ path: `/tmp/codex-shots/arc-region-${testInfo.project.name}.png` });
  await look(page, testInfo, 'arc');
  await accessible(page, 'an entry with its arc');

  // The kind's sheet: a field added to every place.
  await main.getByRole('navigation', { name: 'Codex' }).getByRole('link', { name: 'Sheets' }).click();
  await main.getByLabel('Kind', { exact: true }).selectOption({ label: 'Place' });
  const sheet = main.getByRole('form', { name: 'Sheet: Place' });
  await sheet.getByRole('button', { name: 'Add a field' }).click();
  await sheet.getByLabel('Field name').fill('Population');
  await sheet.getByLabel('Type').selectOption({ label: 'Number' });
  await sheet.getByRole('button', { name: 'Save the sheet' }).click();
  await expect(page.getByText('The sheet of Place is saved')).toBeVisible();
  await look(page, testInfo, 'sheet');
  await accessible(page, 'the sheets page');
});

test("a place's notes written on its page, and a character's arc under each beat of the board", async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const headers = { ...API_HEADERS, 'x-auth-token': writer.token };
  const { story, board } = await newStory(request, writer.token, 'The Lamp at Saltmarsh');
  const add = async (kind: string, name: string) => {
    const made = await request.post(`/api/stories/${story}/codex`, { headers, data: { kind, name } });
    expect(made.ok(), await made.text()).toBe(true);
    return ((await made.json()) as { _id: string })._id;
  };
  const place = await add('place', 'Saltmarsh');
  const mara = await add('character', 'Mara Vell');
  const [first, second] = board.beats;
  const arc = await request.put(`/api/stories/${story}/codex/${mara}/arc`, {
    headers,
    data: {
      points: [
        { beat: first?._id, text: 'Believes the lamp keeps the dead away, and will not let anyone put it out' },
        { beat: second?._id, text: 'Doubts it' },
      ],
    },
  });
  expect(arc.ok(), await arc.text()).toBe(true);
  const main = page.getByRole('main');

  // A place's notes: added, edited in place, deleted once the writer says so (decision 182).
  await page.goto(`/stories/${story}/codex/${place}`);
  const notes = main.getByRole('region', { name: 'Notes' });
  const form = notes.getByRole('form', { name: 'Add a note to Saltmarsh' });
  await form.getByLabel('Note title').fill('Tides');
  await form.getByLabel(/^Note text/).fill('Twice a day the marsh road drowns.');
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('heading', { level: 3, name: 'Tides' })).toBeVisible();
  await expect(form.getByLabel('Note title')).toHaveValue('');
  await notes.getByRole('button', { name: 'Edit note Tides' }).click();
  const editor = notes.getByRole('form', { name: 'Edit note Tides' });
  await editor.getByLabel(/^Note text/).fill('Twice a day the marsh road drowns; the ferry waits.');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(notes.getByText('the ferry waits.')).toBeVisible();
  await page.reload();
  await expect(notes.getByText('Twice a day the marsh road drowns; the ferry waits.')).toBeVisible();
  await noHorizontalScroll(page);
  await look(page, testInfo, 'entry-notes');
  await accessible(page, "a place's notes");
  page.once('dialog', (dialog) => void dialog.accept());
  await notes.getByRole('button', { name: 'Delete note Tides' }).click();
  await expect(notes.getByText('No notes.')).toBeVisible();

  // The arc lane: at desktop size a row of the grid, on a phone within each beat of the list.
  await page.goto(`/stories/${story}/board`);
  await main.getByLabel('Arc lane').selectOption({ label: 'Mara Vell' });
  await expect(page).toHaveURL(new RegExp(`\\?arc=${mara}$`));
  await page.reload();
  await expect(main.getByLabel('Arc lane')).toHaveValue(mara);
  if (phone) {
    const beat = main.getByRole('region', { name: new RegExp(`· ${first?.name ?? ''}$`) });
    await expect(beat.getByText(/^Believes the lamp/)).toBeVisible();
    await expect(beat.getByText(/Arc: Mara Vell$/)).toBeVisible();
    const next = main.getByRole('region', { name: new RegExp(`· ${second?.name ?? ''}$`) });
    await expect(next.getByText('Doubts it')).toBeVisible();
    await noHorizontalScroll(page);
    await beat.screenshot({ path: '/tmp/arc-shots/board-beat-phone.png' });
    await page.screenshot({ path: '/tmp/arc-shots/board-phone.png', fullPage: true });
  } else {
    await expect(main.getByRole('rowheader', { name: 'Arc of Mara Vell' })).toBeVisible();
    await page.screenshot({ path: '/tmp/arc-shots/board-desktop.png' });
  }
  await accessible(page, 'the board with an arc lane');
});
