import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAdmin, apiSignUp, newPageAs, type ApiUser } from './content';
import { noHorizontalScroll, shot } from './support';

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiAs(request: APIRequestContext, user: ApiUser, method: 'post' | 'put', url: string, data: object) {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': user.token }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.json();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications, / });

test('the bell counts a comment from a second account while the tab is open, and clears when read', async ({
  browser,
  request,
}, testInfo) => {
  const author = await apiSignUp(request, testInfo, { verified: true });
  const friend = await apiSignUp(request, testInfo, { verified: true });
  const post = await apiAs(request, author, 'post', '/api/posts', { text: 'Where should my midpoint turn?' });

  const { context, page } = await newPageAs(browser, testInfo, author);
  try {
    await page.clock.install();
    await page.goto('/dashboard');
    // On a phone too the bell shows without opening the menu.
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await expect(bell(page)).toBeVisible();

    await apiAs(request, friend, 'put', `/api/posts/comment/${post._id}`, { text: 'Let the mentor die there' });
    // The open tab asks again within 30 seconds.
    await page.clock.fastForward(31_000);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell(page)).toHaveText('1');
    await noHorizontalScroll(page);
    await shot(page, testInfo, 'bell-unread');

    await bell(page).click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    const item = list.getByRole('listitem').first();
    await expect(item).toContainText(`${friend.name} commented on your post “Where should my midpoint turn?”`);
    await expect(item).toContainText('New');
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
    await noHorizontalScroll(page);
    await shot(page, testInfo, 'notifications');

    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/post/${post._id}$`));
    await expect(page.getByText('Let the mentor die there')).toBeVisible();
    // Read stays read after a reload.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  } finally {
    await context.close();
  }
});

test('a moderator removes a comment with a reason; its author reads why, and the log names them', async ({
  browser,
  request,
}, testInfo) => {
  const admin = await apiAdmin(request);
  const host = await apiSignUp(request, testInfo, { verified: true });
  const rude = await apiSignUp(request, testInfo, { verified: true });
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const post = await apiAs(request, host, 'post', '/api/posts', { text: `A quiet question ${stamp}` });
  await apiAs(request, rude, 'put', `/api/posts/comment/${post._id}`, { text: `Rude words ${stamp}` });

  const mod = await newPageAs(browser, testInfo, admin);
  try {
    await mod.page.goto(`/post/${post._id}`);
    const comment = mod.page.getByRole('article', { name: `Comment by ${rude.name}` });
    await comment.getByRole('button', { name: 'Delete' }).click();
    const form = comment.getByRole('form', { name: 'Remove this comment' });
    await expect(form.getByRole('button', { name: 'Delete comment' })).toBeDisabled();
    await form.getByLabel('Reason (the author reads it)').fill('Please critique the idea, not the writer');
    await noHorizontalScroll(mod.page);
    await shot(mod.page, testInfo, 'removal-reason');
    await form.getByRole('button', { name: 'Delete comment' }).click();
    await expect(mod.page.getByText('Response deleted')).toBeVisible();
    await expect(comment).toHaveCount(0);

    await mod.page.goto('/moderation');
    const line = mod.page.getByRole('listitem').filter({ hasText: `deleted a comment by ${rude.name}` });
    await expect(line).toContainText('Reason: “Please critique the idea, not the writer”');
    await expect(line.getByRole('link', { name: rude.name })).toHaveAttribute('href', `/profile/${rude.id}`);
    await expect(line.getByRole('link', { name: 'a comment' })).toHaveAttribute('href', `/post/${post._id}`);
  } finally {
    await mod.context.close();
  }

  const author = await newPageAs(browser, testInfo, rude);
  try {
    await author.page.goto('/notifications');
    const item = author.page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
    await expect(item).toContainText(
      `A moderator removed your comment “Rude words ${stamp}”. Reason: Please critique the idea, not the writer`,
    );
    await noHorizontalScroll(author.page);
    await shot(author.page, testInfo, 'notification-removed');
  } finally {
    await author.context.close();
  }
});

test('the daily digest is off until the writer turns it on in Settings', async ({ browser, request }, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: true });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  try {
    await page.goto('/settings');
    const digest = page.getByRole('group', { name: 'A digest of your unread notifications' });
    await expect(digest.getByRole('radio', { name: 'Off' })).toBeChecked();
    // The choice shows through the store, whose update reaches the page on the next animation frame
    // (RTK's auto-batching): click, then wait for the tick, as check() reads it in the click's frame.
    await digest.getByRole('radio', { name: 'Once a day, when there is something new' }).click();
    await expect(digest.getByRole('radio', { name: 'Once a day, when there is something new' })).toBeChecked();
    await expect(page.getByText('You will get a daily digest')).toBeVisible();
    await page.reload();
    await expect(digest.getByRole('radio', { name: 'Once a day, when there is something new' })).toBeChecked();
    await shot(page, testInfo, 'settings-digest');
  } finally {
    await context.close();
  }
});
