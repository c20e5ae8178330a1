import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, apiAdmin, holdSession } from './content';
import { accessible, draftKept, draftTexts, newWriter, noHorizontalScroll, shot, signUp, mailedLink } from './support';

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const FLAGGED_NOTICE = '[This comment has been flagged by the community and is awaiting moderation]';

interface ApiWriter {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A writer made through the API (faster than the form), verified through the mailed link if asked. */
async function apiWriter(request: APIRequestContext, testInfo: TestInfo, verified: boolean): Promise<ApiWriter> {
  const writer = newWriter(testInfo);
  const res = await request.post('/api/users', {
    headers: API_HEADERS,
    data: { ...writer, ageVerify: true, tosAgree: true },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  if (verified) {
    const link = await mailedLink(writer.email);
    const verify = await request.put(`/api/auth/verify/${link.split('/verify/')[1]}`, { headers: API_HEADERS });
    expect(verify.status()).toBe(200);
  }
  return { ...writer, token };
}

/** Calls the API as this writer (x-auth-token wins over any cookie the request context holds). */
async function apiAs(
  request: APIRequestContext,
  writer: ApiWriter,
  method: 'post' | 'put',
  url: string,
  data?: object,
) {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': writer.token }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.json();
}

/** Signs up through the form and verifies through the mailed link, landing on the dashboard. */
async function verifiedWriter(page: Page, testInfo: TestInfo) {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const link = await mailedLink(writer.email);
  await page.goto(new URL(link).pathname);
  await page.getByRole('main').getByRole('button', { name: 'VERIFY ACCOUNT' }).click();
  await expect(page.getByText('Email Verified')).toBeVisible();
  return writer;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function newPost(page: Page, text: string) {
  const main = page.getByRole('main');
  const box = main.getByRole('textbox', { name: 'Your plot idea or question' });
  await box.fill(text);
  await main.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post Added')).toBeVisible();
  await expect(box).toHaveValue('');
}

test('an unverified writer sees a notice and a Verify Email link instead of the forms', async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, newWriter(testInfo));
  await page.goto('/posts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Brainstorming' })).toBeVisible();
  await expect(main.getByText('Brainstorm Button')).toBeVisible();
  await expect(main.getByText(/Please verify your email address to start a brainstorm/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Verify Email' })).toHaveAttribute('href', '/resend');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await shot(page, testInfo, 'posts-unverified');

  const author = await apiWriter(request, testInfo, true);
  const post = await apiAs(request, author, 'post', '/api/posts', { text: 'An idea to discuss' });
  await page.goto(`/post/${post._id}`);
  await expect(main.getByRole('link', { name: 'Verify Email' })).toHaveAttribute('href', '/resend');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await main.getByRole('link', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/resend$/);
});

test('a verified writer posts, likes, reports, comments and votes', async ({ page }, testInfo) => {
  const writer = await verifiedWriter(page, testInfo);
  await page.goto('/posts');
  const main = page.getByRole('main');
  const text = `My heroine loses her ship in act one (${testInfo.project.name} ${Date.now()}).\nWhat should the midpoint be?`;
  await newPost(page, text);

  const card = main.getByRole('article').filter({ hasText: text.split('\n')[0] });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: new RegExp(writer.name) })).toHaveAttribute(
    'href',
    /^\/profile\/[0-9a-f-]{36}$/,
  );
  await expect(card.getByRole('img', { name: `Avatar of ${writer.name}` })).toBeVisible();
  await expect(card.getByText(/^Posted at \d{1,2}:\d{2} (am|pm) on \w+ \d{1,2}(st|nd|rd|th), \d{4}$/)).toBeVisible();

  await card.getByRole('button', { name: 'Like (0)' }).click();
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  // The flag asks why first, and says what a report does.
  await card.getByRole('button', { name: 'Report (0)' }).click();
  const reportForm = card.getByRole('form', { name: 'Report to the moderators' });
  await expect(reportForm).toContainText('Press the flag again to take your report back.');
  await reportForm.getByRole('radio', { name: 'Off-topic' }).check();
  await reportForm.getByLabel('Details for the moderators (optional)').fill('Not about plotting');
  await reportForm.getByRole('button', { name: 'Send report' }).click();
  await expect(reportForm).toBeHidden();
  await expect(card.getByRole('button', { name: 'Report (1)' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Report (1)' }).click();
  await expect(card.getByRole('button', { name: 'Report (0)' })).toHaveAttribute('aria-pressed', 'false');
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'posts-list');

  // the like is the server's: it survives a reload
  await page.reload();
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('link', { name: /Discussion/ }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/posts');
  const fullText = main.getByText(/My heroine loses her ship/);
  await expect(fullText).toHaveText(text);
  expect(await fullText.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  await expect(main.getByText(/^Posted on \w+ \d{1,2}(st|nd|rd|th), \d{4} - \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();

  const suggestion = main.getByRole('textbox', { name: 'Your suggestion' });
  await suggestion.fill('Make the midpoint a mutiny.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Response Added')).toBeVisible();
  await expect(suggestion).toHaveValue('');
  const comment = main.getByRole('article', { name: `Comment by ${writer.name}` });
  await expect(comment.getByText('Make the midpoint a mutiny.')).toBeVisible();
  await comment.getByRole('button', { name: 'Vote (0)' }).click();
  await expect(comment.getByRole('button', { name: 'Vote (1)' })).toHaveAttribute('aria-pressed', 'true');
  await comment.getByRole('button', { name: 'Report (0)' }).click();
  await comment.getByRole('button', { name: 'Send report' }).click();
  await expect(comment.getByRole('button', { name: 'Report (1)' })).toHaveAttribute('aria-pressed', 'true');
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'post-detail');

  // Deleting one's own comment or post asks first.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this suggestion? This cannot be undone.');
    void dialog.accept();
  });
  await comment.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Response deleted')).toBeVisible();
  await expect(comment).toHaveCount(0);

  await main.getByRole('link', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  page.once('dialog', (dialog) => void dialog.dismiss());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post Removed')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a new post is first under New after a reload; search finds comments; My posts keeps one writer', async ({
  page,
  request,
}, testInfo) => {
  // A word no other test writes: letters only, so the search reads it as one word; consonants
  // without "y": the search stems its words, and a prefix ending in consonant + "y" is stemmed to
  // "…i" ("quillonhy" → "quillonhi:*"), which misses the longer word (seen once; noted in issue 37).
  const consonants = 'bcdfghjklmnpqrtvwxz';
  const word = `quill${Array.from({ length: 8 }, () => consonants[Math.floor(Math.random() * consonants.length)]).join('')}`;
  const [writer, helper] = await Promise.all([apiWriter(request, testInfo, true), apiWriter(request, testInfo, true)]);
  const asked = (await apiAs(request, helper, 'post', '/api/posts', { text: 'Where should my second act turn?' })) as {
    _id: string;
  };
  await apiAs(request, writer, 'put', `/api/posts/comment/${asked._id}`, {
    text: `Try a ${word} twist at the midpoint`,
  });

  await logIn(page, writer.email, writer.password);
  await page.goto('/posts');
  const mine = `My lighthouse keeper hides a letter ${testInfo.project.name} ${Date.now()}`;
  await newPost(page, mine);

  const sorts = page.getByRole('navigation', { name: 'Sort posts' });
  await sorts.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/posts\?sort=new$/);
  await page.reload();
  await expect(sorts.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
  // On the first page, whatever other writers post meanwhile (under Top it would sink below older, starred posts).
  await expect(page.getByRole('article').filter({ hasText: mine })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search posts and comments' });
  await search.fill(word.slice(0, 9));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word.slice(0, 9)}`));
  await expect(page.getByRole('heading', { name: `1 post found for “${word.slice(0, 9)}”` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove the filter Sorted by New' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Where should my second act turn?');
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'posts-search');
  // Under Top the same prefix is ranked by relevance through the word index (decision 141).
  await sorts.getByRole('link', { name: 'Top' }).click();
  await expect(page).toHaveURL(new RegExp(`/posts\\?q=${word.slice(0, 9)}$`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Where should my second act turn?');

  await page.getByRole('link', { name: 'Clear search' }).click();
  await sorts.getByRole('link', { name: 'My posts' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(mine);
  await page.goBack();
  await expect(sorts.getByRole('link', { name: 'My posts' })).not.toHaveAttribute('aria-current', 'page');
  await shot(page, testInfo, 'posts-new');
});

test('the author edits a post and a comment, marked edited; a reply sits under its comment', async ({
  page,
  request,
}, testInfo) => {
  const [writer, helper] = await Promise.all([apiWriter(request, testInfo, true), apiWriter(request, testInfo, true)]);
  const post = (await apiAs(request, writer, 'post', '/api/posts', { text: 'My villain has no reason yet' })) as {
    _id: string;
  };
  await apiAs(request, helper, 'put', `/api/posts/comment/${post._id}`, { text: 'Give her a debt to repay' });

  await logIn(page, writer.email, writer.password);
  await page.goto(`/post/${post._id}`);
  const postCard = page.getByRole('article', { name: /^Post by/ });
  await postCard.getByRole('button', { name: 'Edit' }).click();
  const postBox = postCard.getByRole('textbox', { name: 'Your plot idea or question' });
  await postBox.fill('My villain needs a reason to betray the hero');
  await postCard.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Post Updated')).toBeVisible();
  await expect(postCard).toContainText('My villain needs a reason to betray the hero');
  await expect(postCard.getByText('edited', { exact: true })).toBeVisible();

  const comment = page.getByRole('article', { name: /^Comment by/ });
  await comment.getByRole('button', { name: 'Reply' }).click();
  await comment.getByRole('textbox', { name: /^Your reply to/ }).fill('A debt to the hero himself?');
  await comment.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply Added')).toBeVisible();
  const reply = comment.getByRole('article', { name: /^Reply by/ });
  await expect(reply).toContainText('A debt to the hero himself?');

  await reply.getByRole('button', { name: 'Edit' }).click();
  await reply.getByRole('textbox', { name: 'Your suggestion' }).fill('A debt to the hero’s father?');
  await reply.getByRole('button', { name: 'Save changes' }).click();
  await expect(reply).toContainText('A debt to the hero’s father?');
  await expect(reply.getByText('edited', { exact: true })).toBeVisible();

  // A reload keeps all of it, in its place.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Reply by/ })).toContainText('A debt to the hero’s father?');
  await expect(page.getByRole('article', { name: /^Post by/ })).toContainText('betray the hero');
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'post-edited-reply');
});

test('a half-written post, suggestion and edit survive a reload and the back button; sending clears one, Logout asks and clears the rest', async ({
  page,
  request,
}, testInfo) => {
  const writer = await apiWriter(request, testInfo, true);
  const post = (await apiAs(request, writer, 'post', '/api/posts', { text: 'Where does my heist go wrong?' })) as {
    _id: string;
  };
  await logIn(page, writer.email, writer.password);

  // A new post, half typed, then a reload.
  await page.goto('/posts');
  const main = page.getByRole('main');
  const postBox = main.getByRole('textbox', { name: 'Your plot idea or question' });
  await postBox.fill('A lighthouse keeper finds a');
  await draftKept(page, 'A lighthouse keeper finds a');
  await page.reload();
  await expect(postBox).toHaveValue('A lighthouse keeper finds a');

  // A suggestion and an edit of the post on its discussion, then away and back.
  await page.goto(`/post/${post._id}`);
  const suggestion = main.getByRole('textbox', { name: 'Your suggestion' });
  await suggestion.fill('The safe is already');
  const postCard = page.getByRole('article', { name: /^Post by/ });
  await postCard.getByRole('button', { name: 'Edit' }).click();
  await postCard
    .getByRole('textbox', { name: 'Your plot idea or question' })
    .fill('Where does my heist go wrong, and why?');
  await draftKept(page, 'The safe is already');
  await draftKept(page, 'Where does my heist go wrong, and why?');
  await page.goto('/dashboard');
  await page.goBack();
  await expect(suggestion).toHaveValue('The safe is already');
  await postCard.getByRole('button', { name: 'Edit' }).click();
  await expect(postCard.getByRole('textbox', { name: 'Your plot idea or question' })).toHaveValue(
    'Where does my heist go wrong, and why?',
  );
  await shot(page, testInfo, 'brainstorm-drafts-back');

  // Sending a text forgets its draft; Logout asks, then forgets the rest.
  await suggestion.fill('The safe is already empty');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Response Added')).toBeVisible();
  await expect
    .poll(async () => (await draftTexts(page)).sort())
    .toEqual(['A lighthouse keeper finds a', 'Where does my heist go wrong, and why?']);
  await page.reload();
  await expect(suggestion).toHaveValue('');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Logout' }).first().click();
  expect(await asked).toMatch(/^You have Brainstorm text you have not sent yet/);
  await expect(page).toHaveURL(/\/$/);
  expect(await draftTexts(page)).toEqual([]);
});

test('the session ends before a suggestion is sent: after signing in it is back and sends', async ({
  page,
  request,
}, testInfo) => {
  const writer = await apiWriter(request, testInfo, true);
  const post = (await apiAs(request, writer, 'post', '/api/posts', { text: 'How does my thief get in?' })) as {
    _id: string;
  };
  // The browser holds the session the API made, so revoking that one ends the page's.
  await holdSession(page.context(), testInfo, writer.token);
  await page.goto(`/post/${post._id}`);
  const main = page.getByRole('main');
  const suggestion = main.getByRole('textbox', { name: 'Your suggestion' });
  await suggestion.fill('Through the bell tower, during the storm');
  await draftKept(page, 'Through the bell tower, during the storm');
  // The page has made its requests (a request that meets the revoked session ends it before the
  // writer sends: seen in CI rehearsals under load); the writer sends from an idle page.
  await page.waitForLoadState('networkidle');
  // The session is revoked on the server (as "Sign out everywhere" from another device does).
  const revoked = await request.post('/api/auth/logout', {
    headers: { ...API_HEADERS, 'x-auth-token': writer.token },
  });
  expect(revoked.ok()).toBe(true);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByLabel('Email').fill(writer.email);
  await main.getByLabel('Password').fill(writer.password);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post._id}$`));
  await expect(suggestion).toHaveValue('Through the bell tower, during the storm');
  await shot(page, testInfo, 'brainstorm-draft-after-session');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Response Added')).toBeVisible();
  await expect(page.getByRole('article', { name: /^Comment by/ })).toContainText('Through the bell tower');
  await expect.poll(() => draftTexts(page)).toEqual([]);
});

test('a moderator sees why a post was reported and by whom, suspends its author, who is told why', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const [author, reporter] = await Promise.all([
    apiWriter(request, testInfo, true),
    apiWriter(request, testInfo, true),
  ]);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const post = (await apiAs(request, author, 'post', '/api/posts', { text: `Buy cheap followers ${stamp}` })) as {
    _id: string;
  };
  await apiAs(request, reporter, 'put', `/api/posts/report/${post._id}`, { reason: 'spam', details: 'An advert' });
  const admin = await apiAdmin(request);
  const mod = await apiWriter(request, testInfo, true);
  const whoIsMod = await request.get('/api/auth', { headers: { ...API_HEADERS, 'x-auth-token': mod.token } });
  const modId = ((await whoIsMod.json()) as { _id: string })._id;
  await apiAs(request, admin, 'put', `/api/admin/users/${modId}/role`, { role: 'mod' });

  await logIn(page, mod.email, mod.password);
  await page.goto('/moderation');
  const item = page.getByRole('article').filter({ hasText: `Buy cheap followers ${stamp}` });
  await expect(item.getByText('Reported, still shown')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Reports' })).toContainText(
    `spam — “An advert” · ${reporter.name} (verified`,
  );
  await item.getByText(`Suspend ${author.name}…`).click();
  await item.getByRole('radio', { name: '7 days' }).check();
  await item.getByRole('textbox', { name: 'Reason (the writer reads it)' }).fill('Selling followers is spam');
  await item.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`${author.name} is suspended`)).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'moderation-suspend');

  // The suspended writer, in their own browser, reads Brainstorm and is told why they cannot post.
  const phone = testInfo.project.name === 'phone';
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  });
  const writerPage = await context.newPage();
  try {
    await logIn(writerPage, author.email, author.password);
    await writerPage.goto('/posts');
    const notice = writerPage.getByRole('note').filter({ hasText: 'Your account is suspended until' });
    await expect(notice).toContainText('Reason given by the moderator: Selling followers is spam');
    await expect(writerPage.getByRole('textbox', { name: 'Your plot idea or question' })).toHaveCount(0);
    await expect(writerPage.getByRole('article').first()).toBeVisible();
    await shot(writerPage, testInfo, 'posts-suspended');
  } finally {
    await context.close();
  }
});

test("a feedback link opens signed out with the characters' notes when chosen, starts a Brainstorm post, and dies when revoked", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const writer = await apiWriter(request, testInfo, true);
  await apiAs(request, writer, 'post', '/api/outlines', { title: 'The Salt Road', act1a01: 'A smuggler comes home' });
  const { characters } = (await apiAs(request, writer, 'put', '/api/outlines/characters', {
    name: 'Ines Vale',
    desc: '<p>The smuggler</p>',
    protag: true,
  })) as { characters: { _id: string }[] };
  await apiAs(request, writer, 'put', `/api/outlines/characters/note/${characters[0]!._id}`, {
    noteTitle: 'What she hides',
    noteText: 'She sold the lighthouse keeper out',
  });
  await logIn(page, writer.email, writer.password);
  await page.goto('/outlineoutput');
  const panel = page.getByRole('region', { name: 'Share for feedback' });
  // The notes are private by default and can only be shown with the characters.
  const notesChoice = panel.getByLabel("Show my characters' notes too");
  await expect(notesChoice).toBeDisabled();
  await expect(notesChoice).not.toBeChecked();
  await expect(panel.getByText('Notes are private by default')).toBeVisible();
  await panel.getByLabel('Show my characters too').check();
  await notesChoice.check();
  await shot(page, testInfo, 'share-form-notes');
  await panel.getByRole('button', { name: 'Create a read-only link' }).click();
  const link = panel.getByRole('textbox', { name: 'Read-only link' });
  await expect(link).toHaveValue(/\/read\/[A-Za-z0-9_-]{32}$/);
  await expect(panel.getByText(/your characters and their notes/)).toBeVisible();
  const url = await link.inputValue();
  await shot(page, testInfo, 'share-link');

  // A reader without an account opens it.
  const phone = testInfo.project.name === 'phone';
  const reader = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
  const readerPage = await reader.newPage();
  try {
    await readerPage.goto(new URL(url).pathname);
    await expect(readerPage.getByRole('heading', { level: 1, name: '"The Salt Road"' })).toBeVisible();
    await expect(readerPage.getByText('A smuggler comes home')).toBeVisible();
    await expect(readerPage.getByRole('heading', { name: /Ines Vale/ })).toBeVisible();
    await expect(readerPage.getByText('She sold the lighthouse keeper out')).toBeVisible();
    await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await noHorizontalScroll(readerPage);
    await shot(readerPage, testInfo, 'read-shared');

    // The notes taken back: the same link, the character without the note.
    await notesChoice.uncheck();
    await expect(panel.getByText(/your characters \(not your notes\)/)).toBeVisible();
    await expect(link).toHaveValue(url);
    await readerPage.reload();
    await expect(readerPage.getByRole('heading', { name: /Ines Vale/ })).toBeVisible();
    await expect(readerPage.getByText('She sold the lighthouse keeper out')).toHaveCount(0);

    // Ask Brainstorm: the post form starts with the link.
    await panel.getByRole('link', { name: 'Ask Brainstorm for feedback' }).click();
    await expect(page.getByRole('textbox', { name: 'Your plot idea or question' })).toHaveValue(new RegExp(url));
    await page.goBack();

    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('region', { name: 'Share for feedback' })
      .getByRole('button', { name: 'Stop sharing' })
      .click();
    await expect(page.getByText('Link revoked')).toBeVisible();
    await readerPage.reload();
    await expect(readerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  } finally {
    await reader.close();
  }
});

test('a feedback link with the codex shows it by kind, readable on a phone, and the names in the beats go to their entries', async ({
  request,
  browser,
  baseURL,
  page,
}, testInfo) => {
  const writer = await apiWriter(request, testInfo, true);
  const outline = (await apiAs(request, writer, 'post', '/api/outlines', {
    title: 'The Salt Road',
    act1a01: 'A smuggler sails from SALTMARSH with the Lantern of Hollowmere',
  })) as { _id: string };
  const base = `/api/stories/${outline._id}`;
  await apiAs(request, writer, 'post', `${base}/codex`, {
    kind: 'place',
    name: 'Saltmarsh',
    matchCase: false,
    summary: 'A harbour town',
    description: `<p>${'Fog and nets and tar; '.repeat(30)}</p>`,
    tags: ['coast', 'unbrokenlongtagwithnospacesinit_0123456'],
  });
  await apiAs(request, writer, 'post', `${base}/codex`, { kind: 'object', name: 'Lantern of Hollowmere' });
  const share = (await apiAs(request, writer, 'post', `${base}/share`, { characters: false, codex: true })) as {
    url: string;
    codex: boolean;
  };
  expect(share.codex).toBe(true);

  const phone = testInfo.project.name === 'phone';
  const reader = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
  const readerPage = await reader.newPage();
  try {
    await readerPage.goto(share.url);
    const codex = readerPage.getByRole('region', { name: 'Codex' });
    await expect(codex.getByRole('heading', { level: 2, name: 'Codex' })).toBeVisible();
    await expect(
      codex.getByRole('region', { name: 'Places' }).getByRole('heading', { name: 'Saltmarsh' }),
    ).toBeVisible();
    await expect(codex.getByRole('region', { name: 'Objects' }).getByText('Lantern of Hollowmere')).toBeVisible();
    await accessible(readerPage, 'a shared story with its codex');
    await shot(readerPage, testInfo, 'read-shared-codex');

    await readerPage.getByRole('link', { name: 'SALTMARSH' }).click();
    await expect(readerPage).toHaveURL(/#codex-entry-\d+$/);
    await expect(codex.getByRole('region', { name: 'Saltmarsh' })).toBeInViewport();
  } finally {
    await reader.close();
  }
});

test('long posts are cut to 344 characters with the discussion hint; markup is shown as text', async ({
  page,
}, testInfo) => {
  await verifiedWriter(page, testInfo);
  await page.goto('/posts');
  const main = page.getByRole('main');
  const marker = `Long ${testInfo.project.name} ${Date.now()} `;
  const long = (marker + 'the storm rolls in and everything changes. ').repeat(12);
  expect(long.length).toBeGreaterThanOrEqual(345);
  await newPost(page, long);
  const card = main.getByRole('article').filter({ hasText: marker });
  await expect(card.getByText(`${long.slice(0, 344)} ...`)).toBeVisible();
  await expect(card.getByText(/This is a preview\. Click Discussion to read the whole post\./)).toBeVisible();
  await card.getByRole('link', { name: /Discussion/ }).click();
  await expect(main.getByText(long.trim())).toBeVisible();
  await expect(main.getByText(/This is a preview/)).toHaveCount(0);

  await page.goto('/posts');
  const stamp = `XSS ${testInfo.project.name} ${Date.now()}`;
  const attack = `${stamp} <script>window.__xss=1</script> <img src=x onerror="window.__xss=1">`;
  await newPost(page, attack);
  const xssCard = main.getByRole('article').filter({ hasText: stamp });
  await expect(xssCard.getByText(attack)).toBeVisible();
  await expect(xssCard.locator('img[src="x"]')).toHaveCount(0);
  await expect(xssCard.locator('script')).toHaveCount(0);
  await xssCard.getByRole('link', { name: /Discussion/ }).click();
  await expect(main.getByText(attack)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await shot(page, testInfo, 'post-xss');
});

test('a comment with 5 reports shows only the flagged notice', async ({ page, request }, testInfo) => {
  const author = await apiWriter(request, testInfo, true);
  const post = await apiAs(request, author, 'post', '/api/posts', { text: `A post with a rude reply ${Date.now()}` });
  const [comment] = await apiAs(request, author, 'put', `/api/posts/comment/${post._id}`, { text: 'Rude words here' });
  for (let i = 0; i < 5; i += 1) {
    const reporter = await apiWriter(request, testInfo, true);
    await apiAs(request, reporter, 'put', `/api/posts/comment/${post._id}/report/${comment._id}`);
  }

  await signUp(page, newWriter(testInfo));
  await page.goto(`/post/${post._id}`);
  const card = page.getByRole('main').getByRole('article', { name: `Comment by ${author.name}` });
  await expect(card.getByText(FLAGGED_NOTICE)).toBeVisible();
  await expect(page.getByText('Rude words here')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Report (5)' })).toBeVisible();
  await shot(page, testInfo, 'flagged-comment');
});

test('an admin makes a moderator, who clears one flagged post and deletes another from /moderation', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // Three browsers' worth of steps (admin, moderator, the reason form) past the default minute on a busy phone run.
  test.slow();
  // The e2e server has ADMIN_EMAILS=admin@e2e.test; the desktop and phone runs share the account.
  await apiAdmin(request);

  const author = await apiWriter(request, testInfo, true);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const keep = await apiAs(request, author, 'post', '/api/posts', { text: `Misreported idea ${stamp}` });
  const remove = await apiAs(request, author, 'post', '/api/posts', { text: `Spam idea ${stamp}` });
  const reporters = await Promise.all(Array.from({ length: 5 }, () => apiWriter(request, testInfo, true)));
  for (const reporter of reporters) {
    await apiAs(request, reporter, 'put', `/api/posts/report/${keep._id}`);
    await apiAs(request, reporter, 'put', `/api/posts/report/${remove._id}`);
  }
  const hidden = await request.get(`/api/posts/${keep._id}`, { headers: { 'x-auth-token': reporters[0].token } });
  expect(hidden.status()).toBe(404);

  // The admin promotes a fresh writer to moderator on the admin page.
  const future = await apiWriter(request, testInfo, true);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search by name or email' }).fill(future.email);
  await main.getByRole('button', { name: 'Search' }).click();
  const role = main.getByRole('combobox', { name: `Role for ${future.name}` });
  await expect(role).toHaveValue('user');
  // Chosen, then confirmed.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Make ${future.name} a moderator (works the moderation queue)?`);
    void dialog.accept();
  });
  await role.selectOption('mod');
  await expect(page.getByText(`${future.name} is now mod`)).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'admin');

  // The new moderator works the queue in their own browser.
  const phone = testInfo.project.name === 'phone';
  const modContext = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  });
  const modPage = await modContext.newPage();
  try {
    await logIn(modPage, future.email, future.password);
    if (phone) await modPage.getByRole('button', { name: 'Menu' }).click();
    await modPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
    const queue = modPage.getByRole('main');
    await expect(queue.getByRole('heading', { level: 1, name: 'Moderation Queue' })).toBeVisible();
    const keepItem = queue.getByRole('article').filter({ hasText: `Misreported idea ${stamp}` });
    const removeItem = queue.getByRole('article').filter({ hasText: `Spam idea ${stamp}` });
    await expect(keepItem.getByText('5 reports')).toBeVisible();
    await expect(keepItem.getByRole('link', { name: author.name })).toBeVisible();
    await noHorizontalScroll(modPage);
    await shot(modPage, testInfo, 'moderation');

    await keepItem.getByRole('button', { name: 'Clear reports' }).click();
    await expect(modPage.getByText('Reports cleared')).toBeVisible();
    await expect(keepItem).toHaveCount(0);

    // Delete asks for the reason the author will read.
    await removeItem.getByRole('button', { name: 'Delete' }).click();
    await removeItem.getByLabel('Reason (the author reads it)').fill('Advertising is not allowed');
    await removeItem.getByRole('button', { name: 'Delete post' }).click();
    await expect(modPage.getByText('Post Removed')).toBeVisible();
    await expect(removeItem).toHaveCount(0);
    await expect(queue.getByText(/cleared the reports of a post/).first()).toBeVisible();
    await shot(modPage, testInfo, 'moderation-after');
  } finally {
    await modContext.close();
  }

  const restored = await request.get(`/api/posts/${keep._id}`, { headers: { 'x-auth-token': reporters[0].token } });
  expect(restored.status()).toBe(200);
  const gone = await request.get(`/api/posts/${remove._id}`, { headers: { 'x-auth-token': author.token } });
  expect(gone.status()).toBe(404);
});
