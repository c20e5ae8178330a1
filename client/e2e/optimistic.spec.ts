import type { Page, Request } from '@playwright/test';
import { apiSignUp, newPageAs } from './content';
import { expect, test } from './fixtures';

const LIKE_URL = '**/api/posts/like/**';

/** Records when the like request's answer reaches the page, so a test can tell "before" from "after". */
function watchLikeAnswer(page: Page) {
  const state = { answered: false };
  page.on('requestfinished', (request: Request) => {
    if (request.url().includes('/api/posts/like/')) state.answered = true;
  });
  page.on('requestfailed', (request: Request) => {
    if (request.url().includes('/api/posts/like/')) state.answered = true;
  });
  return state;
}

test.describe('the like star answers at once (docs/decisions/107-rtk-query.md)', () => {
  test('shows the like under a 2 s network delay, then keeps the server’s answer', async ({
    browser,
    request,
  }, testInfo) => {
    const writer = await apiSignUp(request, testInfo, { verified: true });
    const { context, page } = await newPageAs(browser, testInfo, writer);
    await request.post('/api/posts', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token },
      data: { text: `A slow network does not slow the star (${testInfo.project.name})` },
    });
    await page.route(LIKE_URL, async (route) => {
      // The network under test: a 2 s round trip (the delay is the condition, not a wait for the app).
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const answer = watchLikeAnswer(page);

    await page.goto('/posts');
    const post = page.getByRole('article', { name: `Post by ${writer.name}` }).first();
    await post.getByRole('button', { name: 'Like (0)' }).click();

    const liked = post.getByRole('button', { name: 'Like (1)' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    expect(answer.answered).toBe(false);

    await expect.poll(() => answer.answered, { timeout: 5000 }).toBe(true);
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(post.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });

  test('takes the like back and says why when the server answers 500', async ({ browser, request }, testInfo) => {
    const writer = await apiSignUp(request, testInfo, { verified: true });
    const { context, page } = await newPageAs(browser, testInfo, writer);
    await request.post('/api/posts', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token },
      data: { text: `A refused like is taken back (${testInfo.project.name})` },
    });
    await page.route(LIKE_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ status: 500, json: { errors: [{ msg: 'Server error, please try again' }] } });
    });
    const answer = watchLikeAnswer(page);

    await page.goto('/posts');
    const post = page.getByRole('article', { name: `Post by ${writer.name}` }).first();
    await post.getByRole('button', { name: 'Like (0)' }).click();
    await expect(post.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 1000,
    });
    expect(answer.answered).toBe(false);

    const unliked = post.getByRole('button', { name: 'Like (0)' });
    await expect(unliked).toHaveAttribute('aria-pressed', 'false', { timeout: 5000 });
    await expect(page.getByText('Server error, please try again')).toBeVisible();
    await context.close();
  });
});
