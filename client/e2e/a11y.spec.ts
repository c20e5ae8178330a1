import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiSignUp, newPageAs, writerWithContent, type ApiUser } from './content';
import { axe, shot } from './support';

/**
 * axe (WCAG 2.0/2.1 A and AA rules, and visible labels in accessible names: support.ts's `axe`) on every route of client/src/app/router.tsx, signed out and
 * signed in, in both projects (desktop 1280 px and phone 360 px): no violation anywhere.
 */
interface Finding {
  route: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Opens the route, waits until the page has settled (no spinner, a title), and scans it. */
async function scan(page: Page, route: string, findings: Finding[], expectedPath: string = route) {
  await page.goto(route);
  await expect(page).toHaveURL((url) => url.pathname === expectedPath);
  await settle(page);
  await analyze(page, route, findings);
}

/** Scans the page as it is now. */
async function analyze(page: Page, label: string, findings: Finding[]) {
  const results = await axe(page).analyze();
  for (const violation of results.violations) {
    findings.push({
      route: label,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
  // A scan that found no elements would pass without looking at anything.
  expect(results.passes.length, `axe checked nothing on ${label}`).toBeGreaterThan(10);
}

async function settle(page: Page) {
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.route}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

test.describe('axe finds no WCAG 2.1 A/AA violation', () => {
  test('signed out: every public route, the 404 page and a verification link', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const writer = await apiSignUp(request, testInfo, { verified: true });
    const { context, page } = await newPageAs(browser, testInfo);
    const findings: Finding[] = [];
    for (const route of [
      '/',
      '/register',
      '/login',
      '/forgot',
      '/profiles',
      '/about',
      '/tos',
      '/privacy',
      '/guidelines',
    ]) {
      await scan(page, route, findings);
    }
    await scan(page, `/profile/${writer.id}`, findings);
    await scan(page, '/verify/sometoken', findings);
    await scan(page, '/no/such/page', findings);
    // A private route sends a visitor to the login page.
    await scan(page, '/dashboard', findings, '/login');

    // The login form showing the server's error.
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(writer.email);
    await main.getByLabel('Password').fill('not the password');
    await main.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await analyze(page, '/login with an error', findings);

    await context.close();
    expect(findings, report(findings)).toEqual([]);
  });

  // Five tests so they run in parallel and each stays well inside the time limit.
  const writerRoutes = {
    'the outline pages': (ids: { characterId: string }) => [
      '/dashboard',
      '/act-1',
      '/act-2',
      '/act-3',
      '/outlineoutput',
      '/create-character',
      '/outlines/characters/me',
      `/outlines/characters/${ids.characterId}`,
      `/outlines/characters/note/${ids.characterId}`,
    ],
    'Brainstorm and the profiles': (ids: { postId: string; writerId: string }) => [
      '/posts',
      `/post/${ids.postId}`,
      // The Brainstorm's shelf of beat sheets (its preview is scanned in shelf.spec.ts).
      '/posts/beat-sheets',
      '/edit-profile',
      '/add-work',
      `/profile/${ids.writerId}`,
      '/profiles',
      // A writer is not a moderator: the "not allowed" page.
      '/moderation',
    ],
    "the story's beat sheet and the beat sheet pages": (ids: { storyId: string; sheetId: string }) => [
      '/story/beat-sheet',
      `/stories/${ids.storyId}`,
      '/beat-sheets',
      '/beat-sheets/save-the-cat',
      `/beat-sheets/${ids.sheetId}`,
    ],
    // The pages other specs open that the groups above did not (the board and timeline are scanned
    // with scenes in board.spec.ts).
    'the account, the cast, the frameworks, the trash and the notifications': (ids: { characterId: string }) => [
      '/settings',
      '/notifications',
      '/stories/trash',
      '/outlines/cast',
      '/outline/frameworks/save-the-cat',
      '/outline/frameworks/heros-journey',
      `/outlines/characters/${ids.characterId}/edit`,
    ],
    'the information pages and the 404 page': () => [
      '/resend',
      '/about',
      '/tos',
      '/privacy',
      '/guidelines',
      '/no/such/page',
    ],
  };
  for (const [name, routesOf] of Object.entries(writerRoutes)) {
    test(`signed in as a verified writer with an outline, a character, a profile and a post: ${name}`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { writer, ...ids } = await writerWithContent(request, testInfo);
      const { context, page } = await newPageAs(browser, testInfo, writer);
      const findings: Finding[] = [];
      for (const route of routesOf({ ...ids, writerId: writer.id })) {
        await scan(page, route, findings);
      }
      // Signed in, the landing page sends the writer to the dashboard.
      if (name === 'the outline pages') await scan(page, '/', findings, '/dashboard');
      await context.close();
      expect(findings, report(findings)).toEqual([]);
    });
  }

  test('signed in as a new, unverified writer (empty pages and the verification notices)', async ({
    browser,
    request,
  }, testInfo) => {
    const writer: ApiUser = await apiSignUp(request, testInfo, { verified: false });
    const { context, page } = await newPageAs(browser, testInfo, writer);
    const findings: Finding[] = [];
    for (const route of [
      '/dashboard',
      '/act-1',
      '/outlines/characters/me',
      '/create-profile',
      '/posts',
      '/posts/beat-sheets',
      '/resend',
      '/verify/sometoken',
    ]) {
      await scan(page, route, findings);
    }
    await context.close();
    expect(findings, report(findings)).toEqual([]);
  });

  test('signed in as the admin: the moderation queue with flagged content, and the admin page', async ({
    browser,
    request,
  }, testInfo) => {
    await writerWithContent(request, testInfo);
    const admin = await apiAdmin(request);
    const { context, page } = await newPageAs(browser, testInfo, admin);
    const findings: Finding[] = [];
    await scan(page, '/moderation', findings);
    await expect(page.getByRole('main').getByText('A post that five readers reported.').first()).toBeVisible();
    await scan(page, '/admin', findings);
    await shot(page, testInfo, 'a11y-admin');
    await scan(page, '/dashboard', findings);
    // On a phone the signed-in links fold into a menu: scan it open too.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
      await analyze(page, '/dashboard with the menu open', findings);
    }
    await context.close();
    expect(findings, report(findings)).toEqual([]);
  });
});
