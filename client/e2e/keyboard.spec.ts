import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newWriter, mailedLink } from './support';

/**
 * Keyboard only: Tab, Shift+Tab, Space, Enter and typing; no click, no fill. Every stop on the way
 * must show where the focus is.
 */

/**
 * The focused element shows a visible focus indicator (an outline of 2 px or more, or a ring) and is
 * not covered. The alerts float over the top of the page for a few seconds; when one covers the
 * focus, Escape must clear them without moving the focus (WCAG 2.4.11's "can be revealed").
 */
async function expectFocusVisible(page: Page) {
  const inspect = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { visible: false, byAlert: false, what: 'nothing (body)' };
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const ring = style.boxShadow !== 'none';
      // Not covered: the element itself is what sits at its start (the first line of a link broken
      // over two lines; where the caret is in an answer box).
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const top = document.elementFromPoint(
        box.left + Math.min(box.width / 2, 24),
        box.top + Math.min(box.height / 2, 16),
      );
      const unobscured = !!top && (el === top || el.contains(top));
      return {
        visible: el.matches(':focus-visible') && (outline || ring) && unobscured,
        byAlert: !unobscured && !!top?.closest('.alerts'),
        what: `${el.outerHTML.slice(0, 160)}${unobscured ? '' : ` (covered by ${top?.outerHTML.slice(0, 120)})`}`,
      };
    });
  let focus = await inspect();
  if (focus.byAlert) {
    const before = focus.what;
    await page.keyboard.press('Escape');
    await expect(page.locator('.alerts .alert')).toHaveCount(0);
    focus = await inspect();
    expect(focus.what, 'Escape moved the focus').toBe(before.replace(/ \(covered by .*$/, ''));
  }
  expect(focus.visible, `no visible focus on ${focus.what}`).toBe(true);
  await expect(page.locator(':focus')).toBeInViewport();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    // Elements on the way must show their focus too (the body between wraps has none).
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectFocusVisible(page);
  }
  throw new Error(`${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** What the screen shows around the focus (the viewport, not the full page), for a person to look at. */
async function focusShot(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', testInfo.project.name);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** The main navigation's link, through the Menu button where the links fold into it (phones). */
async function openFromNavbar(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await tabTo(page, menu, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name }));
  } else {
    await tabTo(page, nav.getByRole('link', { name }), { backwards: true });
  }
  await page.keyboard.press('Enter');
}

test('sign up, fill and save Act I, verify the e-mail and post in Brainstorm with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const writer = newWriter(testInfo);
  const main = page.getByRole('main');

  // Sign-up. The first Tab reaches the skip link, which jumps past the navigation (once the page
  // is drawn: a Tab pressed while a slow machine is still loading it lands nowhere).
  await page.goto('/register');
  await expect(main.getByLabel('Name')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await typeInto(page, main.getByLabel('Name'), writer.name);
  await typeInto(page, main.getByLabel('Email'), writer.email);
  await typeInto(page, main.getByLabel('Password', { exact: true }), writer.password);
  await typeInto(page, main.getByLabel('Confirm password'), writer.password);
  const consent = main.getByLabel(/I agree to the Privacy Policy/);
  await tabTo(page, consent);
  await focusShot(page, testInfo, 'keyboard-sign-up-focus');
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const age = main.getByLabel(/at least 13/);
  await tabTo(page, age);
  await page.keyboard.press('Space');
  await expect(age).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: /sign up/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Act I: the title, a caret, a beat, save.
  await tabTo(page, main.getByRole('link', { name: 'Start with Act I' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/act-1$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Act I: Setup' })).toBeVisible();
  await typeInto(page, main.getByLabel('Story title'), 'The Lamp at Greywater');
  const caret = main.getByRole('button', { name: 'Show full question 1' });
  await tabTo(page, caret);
  await page.keyboard.press('Space');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/who your hero is before anything changes\?/)).toBeVisible();
  await focusShot(page, testInfo, 'keyboard-act-caret-focus');
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  const firstBeat = main.locator('textarea').first();
  await tabTo(page, firstBeat);
  await page.keyboard.type('Mara keeps a lighthouse that no ship needs.');
  // Enter in an answer box is a new line, not a submit.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Then one does.');
  await expect(firstBeat).toHaveValue('Mara keeps a lighthouse that no ship needs.\nThen one does.');
  await tabTo(page, main.getByRole('button', { name: 'SAVE' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Outline Created')).toBeVisible();
  await expect(main.getByText('6% complete')).toBeVisible(); // (title + 1) / 33

  // Verify through the mailed link, opened by its address.
  const link = await mailedLink(writer.email);
  await page.goto(new URL(link).pathname);
  await tabTo(page, main.getByRole('button', { name: 'VERIFY ACCOUNT' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email Verified')).toBeVisible();

  // Brainstorm: reach it from the navigation, post, like the post.
  await openFromNavbar(page, 'Brainstorm');
  await expect(page).toHaveURL(/\/posts$/);
  const idea = `Keyboard idea (${testInfo.project.name} ${Date.now()}): can the mentor be the villain?`;
  await typeInto(page, main.getByRole('textbox', { name: 'Your plot idea or question' }), idea);
  await tabTo(page, main.getByRole('button', { name: 'Post', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post Added')).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: idea });
  await expect(card).toHaveCount(1);
  await tabTo(page, card.getByRole('button', { name: 'Like (0)' }));
  await page.keyboard.press('Space');
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expectFocusVisible(page);
  await focusShot(page, testInfo, 'keyboard-brainstorm-like-focus');
});
