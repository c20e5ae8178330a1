import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignUp, newPageAs, writerWithContent } from './content';

/**
 * Pages in one trip (docs/decisions/171-pages-in-one-trip.md): a signed-in page's data starts loading
 * with its code, not after it. Every script but the entry and what index.html names with it is held
 * back 1.5 s here: the page's API reads must all be asked for before the first of them has arrived,
 * each once, and the page must then show its content.
 */

/** The scripts index.html names (the entry and its module preloads): the ones not held back. */
async function entryScripts(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
}

interface Timeline {
  /** Each API request as "/api/path?query", in the order asked. */
  asked: string[];
  /** How many API requests had been asked when the first held-back script arrived. */
  askedBeforeCode: number | null;
}

async function holdBackCode(page: Page, request: APIRequestContext): Promise<Timeline> {
  const entry = await entryScripts(request);
  const timeline: Timeline = { asked: [], askedBeforeCode: null };
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !entry.has(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) timeline.asked.push(url.pathname + url.search);
  });
  page.on('requestfinished', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js') && !entry.has(pathname)) timeline.askedBeforeCode ??= timeline.asked.length;
  });
  return timeline;
}

const pages = (story: string) => [
  {
    path: '/dashboard',
    reads: ['/api/auth', '/api/stories', '/api/outlines/me?absent=null', '/api/profile/me?absent=null'],
    shown: (page: Page) => page.getByRole('main').getByText('The Lighthouse Keeper', { exact: true }).first(),
  },
  {
    path: '/act-1',
    reads: ['/api/auth', '/api/outlines/me?absent=null'],
    shown: (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Act I: Setup' }),
  },
  {
    path: '/posts',
    reads: ['/api/auth', '/api/posts?sort=top'],
    shown: (page: Page) => page.getByRole('main').getByRole('article').first(),
  },
  {
    // Issue 33: the board's first cards within a second at 600 scenes (decision 174).
    path: `/stories/${story}/board`,
    reads: ['/api/auth', `/api/stories/${story}/board`],
    shown: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Fold Act I: Setup' }),
  },
];

test('the dashboard, an act page, Brainstorm and the board ask for their data before their code has arrived, each once', async ({
  browser,
  request,
}, testInfo) => {
  const { writer, storyId } = await writerWithContent(request, testInfo);
  for (const { path, reads, shown } of pages(storyId)) {
    const { context, page } = await newPageAs(browser, testInfo, writer);
    const timeline = await holdBackCode(page, request);

    await page.goto(path);
    await expect(shown(page)).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    const beforeCode = timeline.asked.slice(0, timeline.askedBeforeCode ?? 0);
    expect(beforeCode, `${path}: asked before the first lazy chunk arrived`).toEqual(expect.arrayContaining(reads));
    for (const read of reads) {
      expect(
        timeline.asked.filter((url) => url === read),
        `${path}: ${read} asked once`,
      ).toHaveLength(1);
    }
    await context.close();
  }
});

test('the act page of a story of one writer loads no live-document code (decision 199)', async ({
  browser,
  request,
}, testInfo) => {
  const { writer } = await writerWithContent(request, testInfo);
  const { context, page } = await newPageAs(browser, testInfo, writer);
  /** Each script the page loaded, and whether it holds Yjs (its own warning, in whichever chunk it is). */
  const scripts: Promise<[string, boolean]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js'))
      scripts.push(response.text().then((body) => [pathname, body.includes('Yjs was already imported')]));
  });
  await page.goto('/act-1');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Act I: Setup' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter(([, yjs]) => yjs).map(([pathname]) => pathname)).toEqual([]);
  await context.close();
});

test('a new writer with no story and no profile meets no console error on the dashboard, Brainstorm and settings', async ({
  browser,
  request,
}, testInfo) => {
  const writer = await apiSignUp(request, testInfo, { verified: false });
  const { context, page } = await newPageAs(browser, testInfo, writer);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const main = page.getByRole('main');

  await page.goto('/dashboard');
  await expect(main.getByRole('heading', { level: 1, name: `Welcome ${writer.name}` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Create Profile' })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Outline progress' })).toBeVisible();

  await page.goto('/posts');
  await expect(main.getByRole('heading', { level: 1, name: 'Brainstorming' })).toBeVisible();

  await page.goto('/settings');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
