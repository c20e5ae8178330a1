import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Board, Scene } from '@three-act/contract/board';
import { expect, test } from './fixtures';
import type { ApiUser } from './content';
import { accessible, look } from './support';

// Issue 33, the board: a subplot planned across the three acts by drag and drop and by keyboard
// only, a scene moved on a phone with "Move to…", a flashback in the timeline, a dropped thread
// in the story checks.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': token }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? (undefined as T) : ((await res.json()) as T);
}

/** A Three Act story (its beats as rows) for the writer, and its board as the API answers it. */
async function newStory(request: APIRequestContext, token: string, title: string) {
  const { _id } = await call<{ _id: string }>(request, token, 'post', '/api/outlines', { title });
  const board = await call<Board>(request, token, 'get', `/api/stories/${_id}/board`);
  const beat = (name: string) => board.beats.find((each) => each.name === name)?._id ?? '';
  return { story: _id, board, beat };
}

const addScene = (request: APIRequestContext, token: string, story: string, scene: object) =>
  call<Scene>(request, token, 'post', `/api/stories/${story}/scenes`, scene);

/** The cell of a plotline's row under a beat: its list of cards is named for both. */
const cell = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const card = (where: Locator, title: string) => where.getByRole('button', { name: title, exact: true });

/** A card dragged by its handle with the mouse and dropped on the middle of `target` (both in view). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The card or its target is not on the page');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // As a writer does: let go once the cell shows it will take the card.
  await expect(target.locator('xpath=ancestor-or-self::td[1]')).toHaveClass(/board-cell--target/);
  await page.mouse.up();
}

interface Journey {
  page: Page;
  writer: ApiUser;
  request: APIRequestContext;
}

/** At desktop size: a subplot planned across the three acts by drag and drop and by keyboard alone. */
async function planByDragAndKeys({ page, writer, request }: Journey, testInfo: TestInfo) {
  const { story } = await newStory(request, writer.token, 'Greywater');
  // Reached from the outline navigation.
  await page.goto('/act-1');
  await page.getByRole('navigation', { name: 'Outline' }).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${story}/board$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();

  // Two lanes: the main plot and the sister's subplot.
  await main.getByText('Plotlines (0)').click();
  await main.getByLabel('New plotline').fill('Main plot');
  await main.getByRole('button', { name: 'Add plotline' }).click();
  await expect(main.getByRole('rowheader', { name: 'Main plot' })).toBeVisible();
  await main.getByLabel('New plotline').fill('The sister');
  await main.getByRole('button', { name: 'Add plotline' }).click();
  await expect(main.getByRole('rowheader', { name: 'The sister' })).toBeVisible();

  // Act I: a scene added straight into the sister's row.
  const opening = 'The sister, Act I: Setup · Opening image';
  await main.getByRole('button', { name: `Add a scene to ${opening}` }).click();
  await main.getByLabel(`Title of the new scene in ${opening}`).fill('A letter from the sister');
  await page.keyboard.press('Enter');
  await expect(card(cell(page, opening), 'A letter from the sister')).toBeVisible();
  await page.keyboard.press('Escape');

  // Act II: added without a plotline, then dragged into the sister's row under the midpoint.
  const pinch = 'No plotline, Act II: Confrontation · Pinch point';
  await main.getByRole('button', { name: `Add a scene to ${pinch}` }).click();
  await main.getByLabel(`Title of the new scene in ${pinch}`).fill('The sister comes home');
  await page.keyboard.press('Enter');
  const handle = main.getByRole('button', { name: 'Drag The sister comes home' });
  await expect(handle).toBeVisible();
  await page.keyboard.press('Escape');
  const midpoint = main.getByRole('button', { name: 'Add a scene to The sister, Act II: Confrontation · Midpoint' });
  await midpoint.scrollIntoViewIfNeeded();
  await drag(page, handle, midpoint);
  const midpointCell = cell(page, 'The sister, Act II: Confrontation · Midpoint');
  await expect(card(midpointCell, 'The sister comes home')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    'The sister comes home moved to The sister, Act II: Confrontation · Midpoint, place 1.',
  );

  // Act III: added by keyboard alone, then picked up and moved up into the sister's row.
  const climax = 'No plotline, Act III: Resolution · Climax';
  await main.getByRole('button', { name: `Add a scene to ${climax}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('The sister’s goodbye');
  await page.keyboard.press('Enter');
  await expect(card(cell(page, climax), 'The sister’s goodbye')).toBeVisible();
  await page.keyboard.press('Escape');
  // The checks above the board have read the new scene (the board stays put from here).
  await expect(main.getByText('“The sister’s goodbye” is on no plotline.', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Drag The sister’s goodbye' }).focus();
  // As a screen-reader user does: each key once the last one's announcement is heard (a busy machine
  // can take longer to pick the card up than a script takes to press the next key).
  const heard = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(heard).toContainText(/(Picked up|is over .*No plotline, Act III: Resolution · Climax)/);
  await page.keyboard.press('ArrowUp');
  await expect(heard).toContainText(/is over (the end of )?The sister, Act III: Resolution · Climax/);
  await page.keyboard.press('Space');
  await expect(card(cell(page, 'The sister, Act III: Resolution · Climax'), 'The sister’s goodbye')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    'The sister’s goodbye moved to The sister, Act III: Resolution · Climax, place 1.',
  );

  // Stored: the sister's thread runs through every act, so no check says it was dropped.
  const board = await call<Board>(request, writer.token, 'get', `/api/stories/${story}/board`);
  const sister = board.plotlines.find((plotline) => plotline.name === 'The sister')?._id;
  expect(board.scenes.filter((scene) => scene.plotlines.includes(sister ?? '')).map((scene) => scene.title)).toEqual([
    'A letter from the sister',
    'The sister comes home',
    'The sister’s goodbye',
  ]);
  await page.reload();
  const checks = main.getByRole('region', { name: 'Story checks' });
  await expect(checks).toBeVisible();
  await expect(checks.getByText(/The sister/)).toHaveCount(0);

  // A card opens in the panel beside the board; its summary saves by itself.
  await card(midpointCell, 'The sister comes home').click();
  const panel = main.getByRole('region', { name: 'The sister comes home' });
  await expect(panel.getByRole('heading', { name: 'The sister comes home' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'Summary' }).fill('She brings the ledger back.');
  await expect(panel.getByText(/^Saved at /)).toBeVisible();
  // Its history keeps the summary as saved.
  await panel.getByText('History', { exact: true }).click();
  const versions = panel.getByRole('region', { name: 'Saved versions of the title and summary' });
  await expect(versions.getByRole('listitem').filter({ hasText: 'Summary' })).toContainText('Same as now');
  await look(page, testInfo, 'board');
  await panel.getByRole('button', { name: 'Close the scene' }).click();
  await accessible(page, 'the board');
}

/** On a phone: the board is a list per beat, and Move to… moves a scene. */
async function moveOnPhone({ page, writer, request }: Journey, testInfo: TestInfo) {
  const { story, beat } = await newStory(request, writer.token, 'Greywater');
  const sister = await call<{ _id: string }>(request, writer.token, 'post', `/api/stories/${story}/plotlines`, {
    name: 'The sister',
    color: '#1d4ed8',
  });
  await addScene(request, writer.token, story, {
    title: 'A letter from the sister',
    beat: beat('Opening image'),
    plotlines: [sister._id],
    status: 'planned',
    wordTarget: 1200,
  });
  await addScene(request, writer.token, story, { title: 'The sister comes home', beat: null, plotlines: [sister._id] });

  // Reached from the act bar's MORE menu.
  await page.goto('/act-1');
  const bar = page.getByRole('navigation', { name: 'Outline shortcuts' });
  await bar.getByText('MORE').click();
  await bar.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${story}/board$`));
  const main = page.getByRole('main');
  const unplaced = main.getByRole('region', { name: 'Unplaced' });
  await expect(unplaced.getByRole('button', { name: 'The sister comes home', exact: true })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);

  await unplaced.getByRole('button', { name: 'Move to… The sister comes home' }).click();
  const menu = page.getByRole('dialog', { name: 'Move “The sister comes home”' });
  await menu.getByLabel('Beat').selectOption({ label: 'Midpoint' });
  await menu.getByRole('button', { name: 'Move' }).click();
  const midpoint = main.getByRole('region', { name: 'Act II: Confrontation · Midpoint' });
  await expect(midpoint.getByRole('button', { name: 'The sister comes home', exact: true })).toBeVisible();
  await expect(midpoint.getByRole('button', { name: 'Move to… The sister comes home' })).toBeFocused();
  await expect(midpoint.getByRole('list', { name: 'Plotlines' })).toHaveText('The sister');
  await look(page, testInfo, 'board');
  await accessible(page, 'the board on a phone');
}

test('plans a subplot across the acts: by drag and drop and by keyboard on a desktop, with Move to… on a phone', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  const journey = { page, writer, request };
  await (testInfo.project.name === 'phone' ? moveOnPhone(journey, testInfo) : planByDragAndKeys(journey, testInfo));
});

test('a plotline with scenes only in Act I shows a check, which can be dismissed', async ({
  writerPage: page,
  writer,
  request,
}) => {
  const { story, beat } = await newStory(request, writer.token, 'The Lighthouse');
  const lighthouse = await call<{ _id: string }>(request, writer.token, 'post', `/api/stories/${story}/plotlines`, {
    name: 'The lighthouse',
    color: '#0f766e',
  });
  await addScene(request, writer.token, story, {
    title: 'The lamp goes out',
    beat: beat('Inciting incident'),
    plotlines: [lighthouse._id],
  });
  await page.goto(`/stories/${story}/board`);
  const checks = page.getByRole('region', { name: 'Story checks' });
  const unresolved = checks.locator('[data-kind="plotline-unresolved"]');
  await expect(unresolved).toContainText('The lighthouse');
  await expect(unresolved).toContainText('Resolution');
  await unresolved.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(unresolved).toHaveCount(0);
  await page.reload();
  await expect(checks.getByText('Checking the plan…')).toHaveCount(0);
  await expect(checks.locator('[data-kind="plotline-unresolved"]')).toHaveCount(0);
});

test('a flashback set in the scene panel shows in the timeline, the untimed apart', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  const { story, beat } = await newStory(request, writer.token, 'Greywater');
  await addScene(request, writer.token, story, {
    title: 'The funeral',
    beat: beat('Opening image'),
    when: { start: { day: 10 } },
  });
  await addScene(request, writer.token, story, { title: 'The sisters as girls', beat: beat('Midpoint') });
  await addScene(request, writer.token, story, {
    title: 'The will is read',
    beat: beat('Climax'),
    when: { start: { day: 12 } },
  });
  await addScene(request, writer.token, story, { title: 'An idea for later', beat: null });

  await page.goto(`/stories/${story}/board`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'The sisters as girls', exact: true }).first().click();
  const panel = main.getByRole('region', { name: 'The sisters as girls' });
  await panel.getByLabel('Story time').selectOption({ label: 'A day number' });
  await panel.getByLabel('Day', { exact: true }).fill('-3000');
  await expect(panel.getByText(/^Saved at /)).toBeVisible();
  await panel.getByRole('button', { name: 'Close the scene' }).click();

  await main.getByRole('link', { name: 'Timeline' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stories/${story}/timeline$`));
  const timed = main.getByRole('region', { name: 'In story order' });
  await expect(timed.getByRole('listitem')).toHaveText([
    /^Day -3000The sisters as girlsRead 2Flashback$/,
    /^Day 10The funeralRead 1$/,
    /^Day 12The will is readRead 3$/,
  ]);
  await expect(main.getByRole('region', { name: 'Without a story time' }).getByRole('listitem')).toHaveText([
    /An idea for later/,
  ]);
  await look(page, testInfo, 'timeline');
  await accessible(page, 'the timeline');
});

/**
 * In the board the other way round (beats as rows, plotlines as columns): the row and column headers
 * a cell's list of cards sits under, as a sighted writer reads them.
 */
const headersOf = (list: Locator) =>
  list.evaluate((element) => {
    const td = element.closest('td');
    const table = td?.closest('table');
    return [
      td?.parentElement?.querySelector('th')?.textContent?.trim(),
      td && table?.tHead?.rows[0]?.cells[td.cellIndex]?.textContent?.trim(),
    ];
  });

/**
 * At desktop size: the board the other way round, its cards where they belong, a card moved there by
 * drag and another by keyboard onto a folded act (the view kept on reload); then plotlines as rows
 * again and a card dropped on a folded act.
 */
async function turnAndFold({ page, writer, request }: Journey, testInfo: TestInfo) {
  const { story, board, beat } = await newStory(request, writer.token, 'Greywater');
  const lane = async (name: string, color: string) =>
    (await call<{ _id: string }>(request, writer.token, 'post', `/api/stories/${story}/plotlines`, { name, color }))
      ._id;
  const mainPlot = await lane('Main plot', '#b45309');
  const sister = await lane('The sister', '#1d4ed8');
  // In Act II's last beat, beside Act III.
  const lastOfTwo = board.beats.filter((each) => each.act === 1).at(-1);
  const lastOfThree = board.beats.filter((each) => each.act === 2).at(-1);
  const scenes = [
    { title: 'The lamp goes out', beat: beat('Opening image'), plotlines: [mainPlot] },
    { title: 'The ledger', beat: beat('Midpoint'), plotlines: [mainPlot, sister] },
    { title: 'A letter from the sister', beat: lastOfTwo?._id, plotlines: [sister] },
    { title: 'Storm at sea', beat: null, plotlines: [] },
  ];
  for (const scene of scenes) await addScene(request, writer.token, story, scene);
  await page.goto(`/stories/${story}/board`);
  const main = page.getByRole('main');
  const where = `The sister, Act II: Confrontation · ${lastOfTwo?.name}`;
  await expect(card(cell(page, where), 'A letter from the sister')).toBeVisible();

  // Beats as rows: the plotlines head the columns; each card is in the cell of its beat's row and its
  // plotline's column (a scene on two plotlines in both), named as before.
  await main.getByRole('button', { name: 'Beats as rows' }).click();
  await expect(main.getByRole('button', { name: 'Beats as rows' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('columnheader')).toHaveText(['Main plot', 'The sister', 'No plotline']);
  await expect(main.getByRole('rowheader', { name: lastOfTwo?.name })).toBeVisible();
  for (const [title, name, row, column] of [
    ['The lamp goes out', 'Main plot, Act I: Setup · Opening image', 'Opening image', 'Main plot'],
    ['The ledger', 'Main plot, Act II: Confrontation · Midpoint', 'Midpoint', 'Main plot'],
    ['The ledger', 'The sister, Act II: Confrontation · Midpoint', 'Midpoint', 'The sister'],
    ['A letter from the sister', where, lastOfTwo?.name, 'The sister'],
    ['Storm at sea', 'No plotline, Unplaced', 'Unplaced', 'No plotline'],
  ] as const) {
    await expect(card(cell(page, name), title)).toBeVisible();
    expect(await headersOf(cell(page, name)), `the cell of ${title} in ${name}`).toEqual([row, column]);
  }
  await expect(main.getByRole('button', { name: 'The ledger', exact: true })).toHaveCount(2);
  await expect(main.getByRole('list', { name: /^(Main plot|The sister|No plotline), / })).toHaveCount(5);

  // Dragged one row down and one column right: another beat and another plotline.
  const hook = 'The sister, Act I: Setup · Hook';
  const hookCell = main.getByRole('button', { name: `Add a scene to ${hook}` });
  // The board is below the toolbar and the checks: its first rows to the middle of the window.
  await hookCell.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  await drag(page, main.getByRole('button', { name: 'Drag The lamp goes out' }), hookCell);
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    `The lamp goes out moved to ${hook}, place 1.`,
  );
  await expect(card(cell(page, hook), 'The lamp goes out')).toBeVisible();
  expect(await headersOf(cell(page, hook))).toEqual(['Hook', 'The sister']);
  await expect(cell(page, 'Main plot, Act I: Setup · Opening image')).toHaveCount(0);

  // By keyboard alone, down its column onto Act III folded (a row now): the end of the act's last beat.
  await main.getByRole('button', { name: 'Fold Act III: Resolution' }).click();
  const foldedThree = `The sister, Act III: Resolution · ${lastOfThree?.name}`;
  const letter = main.getByRole('button', { name: 'Drag A letter from the sister' });
  // In the middle of the board's frame, the folded act in view below it (a key that would go out of
  // view scrolls the frame first, and the next key moves).
  await letter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await letter.focus();
  const heard = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  // Picked up, it is over its own cell; the last card there, one key takes it down to the folded act.
  await expect(heard).toContainText(`is over the end of ${where}`);
  await page.keyboard.press('ArrowDown');
  await expect(heard).toContainText(`is over the end of ${foldedThree}`);
  await page.keyboard.press('Space');
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    `A letter from the sister moved to ${foldedThree}, place 1.`,
  );
  await expect(main.getByTitle(`Drop a scene here to put it at the end of ${foldedThree}`)).toHaveText('1 scene');
  await expect(cell(page, where)).toHaveCount(0);

  const moved = await call<Board>(request, writer.token, 'get', `/api/stories/${story}/board`);
  const stored = (title: string) => moved.scenes.find((scene) => scene.title === title);
  expect(stored('The lamp goes out')).toMatchObject({ beat: beat('Hook'), position: 0, plotlines: [sister] });
  expect(stored('A letter from the sister')).toMatchObject({
    beat: lastOfThree?._id,
    position: 0,
    plotlines: [sister],
  });

  // The view is kept on reload (the fold is not).
  await page.reload();
  await expect(main.getByRole('columnheader', { name: 'The sister' })).toBeVisible();
  await expect(card(cell(page, foldedThree), 'A letter from the sister')).toBeVisible();
  expect(await headersOf(cell(page, foldedThree))).toEqual([lastOfThree?.name, 'The sister']);
  await look(page, testInfo, 'board-beats-as-rows');
  await main.getByRole('button', { name: 'Beats as rows' }).click();
  await expect(main.getByRole('rowheader', { name: 'The sister' })).toBeVisible();

  // Act III folded: a card dropped on it goes to the end of its last beat, after the scenes there.
  await main.getByRole('button', { name: 'Fold Act III: Resolution' }).click();
  const folded = main.getByTitle(
    `Drop a scene here to put it at the end of No plotline, Act III: Resolution · ${lastOfThree?.name}`,
  );
  // In the middle of the window, away from the edges where a drag scrolls the board; the card is beside it.
  await folded.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  await drag(page, main.getByRole('button', { name: 'Drag Storm at sea' }), folded);
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    `Storm at sea moved to No plotline, Act III: Resolution · ${lastOfThree?.name}, place 2.`,
  );
  await expect(folded).toHaveText('1 scene');
  const last = await call<Board>(request, writer.token, 'get', `/api/stories/${story}/board`);
  expect(last.scenes.filter((scene) => scene.beat === lastOfThree?._id).map((scene) => scene.title)).toEqual([
    'A letter from the sister',
    'Storm at sea',
  ]);
}

/** On a phone: Move to… also chooses a scene's plotlines (there are no rows to drop it in). */
async function choosePlotlinesOnPhone({ page, writer, request }: Journey, testInfo: TestInfo) {
  const { story, beat } = await newStory(request, writer.token, 'Greywater');
  for (const [name, color] of [
    ['Main plot', '#b45309'],
    ['The sister', '#1d4ed8'],
  ] as const) {
    await call(request, writer.token, 'post', `/api/stories/${story}/plotlines`, { name, color });
  }
  await addScene(request, writer.token, story, { title: 'A letter from the sister', beat: beat('Opening image') });
  await page.goto(`/stories/${story}/board`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Move to… A letter from the sister' }).click();
  const menu = page.getByRole('dialog', { name: 'Move “A letter from the sister”' });
  await menu.getByRole('checkbox', { name: 'Main plot' }).check();
  await menu.getByRole('checkbox', { name: 'The sister' }).check();
  await look(page, testInfo, 'board-move-plotlines');
  await menu.getByRole('button', { name: 'Move' }).click();
  const opening = main.getByRole('region', { name: 'Act I: Setup · Opening image' });
  await expect(opening.getByRole('list', { name: 'Plotlines' })).toHaveText(['Main plot', 'The sister'].join(''));
  await expect(main.getByRole('status').filter({ hasText: 'moved to' })).toContainText(
    'A letter from the sister moved to',
  );
}

test('the board the other way round and a folded act as a drop target; on a phone, plotlines chosen in Move to…', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  const journey = { page, writer, request };
  await (testInfo.project.name === 'phone'
    ? choosePlotlinesOnPhone(journey, testInfo)
    : turnAndFold(journey, testInfo));
});
