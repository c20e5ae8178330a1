import { expect, test } from './fixtures';
import { newWorld, storyFor } from './act-page';
import { look } from './support';

// Decision 173: the act page at 360 px shows the first question on the first screen, a beat box
// grows with its text up to most of the screen and then scrolls, and the header stays put when the
// phone's menu opens.
test('the act page: the first question on the first screen, a beat box that grows, a header that stays put', async ({
  writerPage: page,
  writer,
  request,
}, testInfo) => {
  await storyFor(request, writer);
  const saveBar = page.locator('.save-bar');

  // Act I asks for the story's title first, and its first beat starts on the same screen.
  await page.goto('/act-1');
  await expect(page.getByLabel('Story title')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.beat').first().getByText('Opening image')).toBeInViewport({ ratio: 1 });

  for (const [act, question] of [
    ['/act-2', 'How is the world of Act II different'],
    ['/act-3', 'How does the hero rally allies'],
  ] as const) {
    await page.goto(act);
    const first = page.locator('.beat').first();
    await expect(first.getByText(question)).toBeInViewport({ ratio: 1 });
    const box = await first.locator('textarea').boundingBox();
    const bar = await saveBar.boundingBox();
    expect(box && bar && box.y < bar.y, `the first answer box starts above the save bar on ${act}`).toBe(true);
  }
  await page.goto('/act-2');

  const answer = newWorld(page);
  const start = (await answer.boundingBox())?.height ?? 0;
  await answer.fill('A long answer about the salt flats. '.repeat(30));
  await expect.poll(async () => (await answer.boundingBox())?.height ?? 0).toBeGreaterThan(start * 2);
  // The box is laid out by itself (decision 201), and what follows it still moves down as it grows.
  const below = await page.locator('.beat', { has: answer }).locator('.beat__words').boundingBox();
  const grown = await answer.boundingBox();
  expect(below && grown && below.y >= grown.y + grown.height, 'the word count under the grown box').toBe(true);
  await answer.fill('One line of many.\n'.repeat(300));
  const screen = page.viewportSize()?.height ?? 0;
  await expect.poll(async () => (await answer.boundingBox())?.height ?? 0).toBeLessThanOrEqual(screen * 0.7 + 1);
  expect(await answer.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);

  const brand = page.locator('.navbar__brand');
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await brand.boundingBox();
  const menu = page.getByRole('button', { name: 'Menu' });
  // The phone's links fold into a menu; on a desktop they are always there.
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await brand.boundingBox()).toEqual(before);
  await look(page, testInfo, 'act-page-header');
});
