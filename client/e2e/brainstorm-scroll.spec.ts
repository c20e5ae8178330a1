import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignUp, newPageAs, type ApiUser } from './content';
import { noHorizontalScroll, shot } from './support';

// Decision 167: Brainstorm loads more as the reader scrolls, Back keeps the place, a search counts.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
/** A writer may start 10 posts in 10 minutes: three writers start nine each, more than a page of 20. */
const WRITERS = 3;
const EACH = 9;

async function startPosts(request: APIRequestContext, writer: ApiUser, texts: string[]) {
  for (const text of texts) {
    const res = await request.post('/api/posts', {
      headers: { ...API_HEADERS, 'x-auth-token': writer.token },
      data: { text },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('Brainstorm loads the next page as the reader scrolls, Back returns to the post opened, a search says what it found', async ({
  browser,
  request,
}, testInfo) => {
  // One word of letters and digits, this run's alone, so the search lists exactly the posts made here.
  const word = `kestrel${testInfo.project.name}${Date.now()}`;
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, () => apiSignUp(request, testInfo, { verified: true })),
  );
  const number = (writer: number, post: number) => String(writer * EACH + post + 1).padStart(2, '0');
  // Made oldest first, so under New "Idea 27" leads and "Idea 03" is the 25th, on the second page.
  for (const [index, writer] of writers.entries()) {
    await startPosts(
      request,
      writer,
      Array.from({ length: EACH }, (_, post) => `Idea ${number(index, post)} about the ${word} in the bell tower`),
    );
  }
  const total = WRITERS * EACH;
  const { context, page } = await newPageAs(browser, testInfo, writers[0]);

  // The count and the filters applied, each with its way out.
  await page.goto(`/posts?sort=new&q=${word}`);
  await expect(page.getByRole('heading', { name: `${total} posts found for “${word}”` })).toBeVisible();
  const filters = page.getByRole('list', { name: 'Filters applied' });
  await expect(filters.getByRole('link')).toHaveText(['Remove the filter Sorted by New×']);
  const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
  await expect(posts).toHaveCount(20);
  await noHorizontalScroll(page);
  await shot(page, testInfo, 'brainstorm-search-count');
  await page.getByRole('search', { name: 'Posts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/brainstorm-search-count-${testInfo.project.name}.png` });

  // "My posts" narrows the search in plain sight, and its chip takes it off again.
  await page.getByRole('navigation', { name: 'Sort posts' }).getByRole('link', { name: 'My posts' }).click();
  await expect(page.getByRole('heading', { name: `${EACH} posts found for “${word}”` })).toBeVisible();
  await expect(filters.getByRole('link')).toHaveText([
    'Remove the filter My posts×',
    'Remove the filter Sorted by New×',
  ]);
  await page.getByRole('heading', { name: `${EACH} posts found` }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'brainstorm-search-my-posts');
  await page.screenshot({ path: `/tmp/brainstorm-search-my-posts-${testInfo.project.name}.png` });
  await filters.getByRole('link', { name: 'Remove the filter My posts' }).click();
  await expect(page).toHaveURL(new RegExp(`/posts\\?sort=new&q=${word}$`));
  await expect(page.getByRole('heading', { name: `${total} posts found for “${word}”` })).toBeVisible();
  await expect(posts).toHaveCount(20);

  // Scrolling to the end of the list loads the second page; the button is never pressed.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeVisible();
  await posts.last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(posts).toHaveCount(total);
  await expect(page.getByText('You have reached the end of the list.')).toBeVisible();

  // A post of the second page, opened and left with Back: the same post in view, every page still there.
  const opened = posts.filter({ hasText: `Idea 03 about the ${word}` });
  await opened.scrollIntoViewIfNeeded();
  await opened.getByRole('link', { name: /Discussion/ }).click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByText(`Idea 03 about the ${word} in the bell tower`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/posts\\?sort=new&q=${word}$`));
  await expect(posts).toHaveCount(total);
  await expect(opened).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.screenshot({ path: `/tmp/brainstorm-back-${testInfo.project.name}.png` });
  await shot(page, testInfo, 'brainstorm-back');

  // The same after a reload on the post page (every page forgotten): Back reads them again up to the
  // second, and puts the same post back in view.
  await opened.getByRole('link', { name: /Discussion/ }).click();
  await expect(page.getByText(`Idea 03 about the ${word} in the bell tower`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Idea 03 about the ${word} in the bell tower`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/posts\\?sort=new&q=${word}$`));
  await expect(posts).toHaveCount(total);
  await expect(opened).toBeInViewport();
  await shot(page, testInfo, 'brainstorm-back-after-reload');
  await context.close();
});
