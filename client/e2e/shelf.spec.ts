import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { apiAdmin, apiSignUp, newPageAs, type ApiUser } from './content';
import { accessible, look, noHorizontalScroll } from './support';

// Issue 32, "A shared library of beat sheets" (docs/decisions/160-shelf-pages.md): a sheet published,
// found on the Brainstorm's shelf, previewed, liked, adopted and edited; a reported one taken off the
// shelf by a moderator.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiAs<T>(
  request: APIRequestContext,
  user: ApiUser,
  method: 'post' | 'put',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': user.token }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** A word no other sheet holds (letters only, so the search's stemming keeps it whole). */
const uniqueWord = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** A sheet of `writer`'s own, made through the API: two acts, three beats. */
const makeSheet = (request: APIRequestContext, writer: ApiUser, name: string) =>
  apiAs<{ _id: string }>(request, writer, 'post', '/api/beat-sheets', {
    name,
    description: 'A caper in two moves: the plan, then everything that goes wrong with it.',
    acts: [
      {
        name: 'The plan',
        beats: [
          { name: 'The mark', question: 'Who is robbed, and why do they deserve it?', hint: 'Make us want it.' },
          { name: 'The crew', question: 'Who does the job with them?' },
        ],
      },
      { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?', hint: 'Plant it early.' }] },
    ],
  });

const main = (page: Page) => page.getByRole('main');

test('a sheet published, found on the shelf by search, previewed, liked, adopted and its copy edited', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord(testInfo);
  const name = `Heist ${word}`;
  const author = await apiSignUp(request, testInfo, { verified: true });
  const reader = await apiSignUp(request, testInfo, { verified: true });
  const newcomer = await apiSignUp(request, testInfo, { verified: false });
  const sheet = await makeSheet(request, author, name);

  // The author publishes it from the editor.
  const authorSide = await newPageAs(browser, testInfo, author);
  try {
    const page = authorSide.page;
    await page.goto(`/beat-sheets/${sheet._id}`);
    const shelf = main(page).getByRole('region', { name: "The Brainstorm's shelf" });
    await expect(shelf.getByText('Not on the shelf')).toBeVisible();
    // One button, its words changing with the state (so the focus stays on it).
    const publish = shelf.getByRole('button', { name: /the shelf/ });
    await expect(publish).toHaveAccessibleName('Publish to the shelf');
    await publish.click();
    await expect(page.locator('.alert').filter({ hasText: `"${name}" is on the shelf` })).toBeVisible();
    await expect(shelf.getByText('Published on the shelf')).toBeVisible();
    await expect(publish).toHaveAccessibleName('Take off the shelf');
    await expect(publish).toBeFocused();
    await accessible(page, 'the editor of a published sheet');
    await look(page, testInfo, 'shelf-editor-published');
  } finally {
    await authorSide.context.close();
  }

  // A writer who has not verified their address is told why they cannot publish.
  const newcomerSheet = await makeSheet(request, newcomer, `Unverified ${word}`);
  const newcomerSide = await newPageAs(browser, testInfo, newcomer);
  try {
    const page = newcomerSide.page;
    await page.goto('/beat-sheets');
    await main(page)
      .getByRole('button', { name: `Publish to the shelf Unverified ${word}` })
      .click();
    await expect(page.locator('.alert--danger')).toContainText(/verify/i);
    await expect(
      main(page)
        .getByRole('listitem', { name: `Unverified ${word}` })
        .getByText('Not on the shelf'),
    ).toBeVisible();
    expect(newcomerSheet._id).toBeTruthy();
  } finally {
    await newcomerSide.context.close();
  }

  const { context, page } = await newPageAs(browser, testInfo, reader);
  try {
    // The shelf is the Brainstorm's second tab.
    await page.goto('/posts');
    await main(page).getByRole('navigation', { name: 'Brainstorm' }).getByRole('link', { name: 'Beat sheets' }).click();
    await expect(page).toHaveURL(/\/posts\/beat-sheets$/);
    await main(page).getByRole('searchbox', { name: 'Search names and descriptions' }).fill(word);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const card = main(page).getByRole('listitem', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: author.name })).toHaveAttribute('href', `/profile/${author.id}`);
    await expect(card.getByText('2 acts · 3 beats · 0 likes')).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: 'Beat sheets on the shelf' }).getByRole('listitem'),
    ).toHaveCount(1);
    await accessible(page, 'the shelf with a search');
    await look(page, testInfo, 'shelf-search');
    await main(page).getByRole('link', { name: 'Top', exact: true }).click();
    await main(page).getByRole('link', { name: 'Clear search', exact: true }).click();
    await expect(main(page).getByRole('listitem', { name })).toBeVisible();
    await accessible(page, 'the shelf');
    await look(page, testInfo, 'shelf-shelf');

    // The preview: every act, beat, question and hint.
    await main(page).getByRole('listitem', { name }).getByRole('link', { name, exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'The job' })).toBeVisible();
    await expect(main(page).getByText('Who is robbed, and why do they deserve it?')).toBeVisible();
    await expect(main(page).getByText('Hint: Plant it early.')).toBeVisible();
    const like = main(page).getByRole('button', { name: 'Like (0)' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // From the keyboard: focus it and press Enter.
    await like.focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByRole('button', { name: 'Like (1)' })).toBeFocused();
    await expect(main(page).getByText('2 acts · 3 beats · 1 like')).toBeVisible();
    await accessible(page, 'the preview');
    await look(page, testInfo, 'shelf-preview');

    // Adopt a copy: the editor opens on it with its credit, and it can be changed.
    await main(page).getByRole('button', { name: 'Adopt a copy' }).click();
    await expect(page).toHaveURL(/\/beat-sheets\/[0-9a-f-]{36}$/);
    const heading = main(page).getByRole('heading', { level: 1, name: 'Edit beat sheet' });
    await expect(heading).toBeFocused();
    await expect(main(page).locator('.sheet-credit')).toHaveText(`Adapted from ${name} by ${author.name}`);
    await expect(page.locator('.alert').filter({ hasText: `"${name}" is now yours to change` })).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (mine)`);
    await main(page).getByRole('textbox', { name: 'Name of beat 3' }).fill('The double-cross');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText(/^Saved at/)).toBeVisible();
    await accessible(page, 'the editor of an adopted copy');
    await look(page, testInfo, 'shelf-adopted');

    // The list credits it too; the original is the author's still.
    await main(page).getByRole('link', { name: 'Back to beat sheets' }).click();
    const copy = main(page).getByRole('listitem', { name: `${name} (mine)` });
    await expect(copy.locator('.sheet-credit')).toHaveText(`Adapted from ${name} by ${author.name}`);
    await expect(copy.getByText('Not on the shelf')).toBeVisible();
    await noHorizontalScroll(page);
    await look(page, testInfo, 'shelf-list');
    await page.goto(`/posts/beat-sheets/${sheet._id}`);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText('The twist', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a reported sheet taken off the shelf by a moderator', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const word = uniqueWord(testInfo);
  const name = `Pills ${word}`;
  const author = await apiSignUp(request, testInfo, { verified: true });
  const reader = await apiSignUp(request, testInfo, { verified: true });
  const sheet = await makeSheet(request, author, name);
  await apiAs(request, author, 'post', `/api/beat-sheets/${sheet._id}/publish`);

  // A reader reports it with the posts' form.
  const readerSide = await newPageAs(browser, testInfo, reader);
  try {
    const page = readerSide.page;
    await page.goto(`/posts/beat-sheets/${sheet._id}`);
    const report = main(page).getByRole('button', { name: 'Report' });
    await report.click();
    const form = main(page).getByRole('form', { name: 'Report to the moderators' });
    await expect(form.getByRole('radio', { name: 'Spam or advertising' })).toBeFocused();
    await form.getByRole('textbox', { name: /Details/ }).fill(`Sells pills ${word}`);
    await accessible(page, 'the preview with the report form open');
    await look(page, testInfo, 'shelf-report');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.locator('.alert').filter({ hasText: 'Thank you: the moderators will look at it' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Take back my report' })).toBeFocused();
  } finally {
    await readerSide.context.close();
  }

  const admin = await apiAdmin(request);
  const { context, page } = await newPageAs(browser, testInfo, admin);
  try {
    await page.goto('/moderation');
    const section = main(page).getByRole('region', { name: /^Reported beat sheets/ });
    const item = section.getByRole('article', { name: `Beat sheet by ${author.name}` }).filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(item.getByText(`Sells pills ${word}`)).toBeVisible();
    await expect(item.getByText('Reported, still shown')).toBeVisible();
    await expect(item.getByRole('link', { name: 'Preview the sheet' })).toHaveAttribute(
      'href',
      `/posts/beat-sheets/${sheet._id}`,
    );
    await accessible(page, 'the moderation queue with a reported sheet');
    await item.scrollIntoViewIfNeeded();
    await look(page, testInfo, 'shelf-moderation');

    await item.getByRole('button', { name: 'Take off the shelf' }).click();
    const takeOff = item.getByRole('form', { name: 'Take this beat sheet off the shelf' });
    await takeOff.getByRole('textbox', { name: 'Reason (for the log)' }).fill('Advertising');
    await takeOff.getByRole('button', { name: 'Take off the shelf' }).click();
    await expect(page.locator('.alert').filter({ hasText: 'Beat sheet taken off the shelf' })).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(
      main(page)
        .getByRole('region', { name: 'Recent moderation' })
        .getByRole('listitem')
        .filter({ hasText: `took a beat sheet by ${author.name} off the shelf` })
        .first(),
    ).toBeVisible();
    await accessible(page, 'the moderation queue after a decision');
  } finally {
    await context.close();
  }

  // Off the shelf for everyone else; its author keeps it.
  const readerAgain = await newPageAs(browser, testInfo, reader);
  try {
    await readerAgain.page.goto(`/posts/beat-sheets/${sheet._id}`);
    await expect(
      main(readerAgain.page).getByRole('heading', { level: 1, name: 'Beat Sheet Not on the Shelf' }),
    ).toBeVisible();
    await accessible(readerAgain.page, 'a sheet no longer on the shelf');
  } finally {
    await readerAgain.context.close();
  }
});
