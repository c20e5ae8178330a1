import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

const decodeQuotedPrintable = (value: string) =>
  value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest `/{route}/<token>` link the server mailed to this address (read from its outbox folder). */
export async function mailedLink(
  email: string,
  route: 'verify' | 'reset' | 'confirm-email' | 'cancel-email' | 'invitations' = 'verify',
): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return '';
        for (const file of fs.readdirSync(outbox).sort().reverse()) {
          const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
          if (!raw.includes(`To: ${email}`)) continue;
          link = new RegExp(`http://localhost:\\d+/${route}/[\\w-]+`).exec(raw)?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { message: `/${route}/ mail to ${email}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

let counter = 0;
export function newWriter(testInfo: TestInfo) {
  counter += 1;
  const id = `${testInfo.project.name}-${testInfo.workerIndex}-${counter}-${Date.now()}`;
  return { name: `Writer ${id}`.slice(0, 50), email: `writer-${id}@e2e.test`, password: 'a quiet plot unfolds' };
}

export async function signUp(page: Page, writer: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(writer.name);
  await page.getByLabel('Email').fill(writer.email);
  await page.getByLabel('Password', { exact: true }).fill(writer.password);
  await page.getByLabel('Confirm password').fill(writer.password);
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await page.getByLabel(/at least 13/).check();
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Whether `shot` and `look` take their screenshots: `E2E_SCREENSHOTS=off` leaves them out, as CI does
 * (nobody looks at CI's; full-page screenshots took a fifth of the time of the specs that take most).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/** Where a screenshot for a person to look at goes: e2e/screenshots/<project>/<name>.png. */
export const screenshotPath = (testInfo: TestInfo, name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', testInfo.project.name, `${name}.png`);

/** Saves a full-page screenshot under e2e/screenshots/<project>/ for a person to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: screenshotPath(testInfo, name), fullPage: true });
}

/** The page fits its width: nothing scrolls sideways (a phone at 360 px included). */
export const noHorizontalScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

/**
 * Words that do not fit their box (a longer language's label in a button, a tab, a heading): every
 * visible block whose own text is wider than it, clipped or spilling. Fields and the boxes the page
 * scrolls on purpose are left out, and so are the screen-reader-only texts (a 1 px box).
 */
export const cutOffText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'svg', 'SCRIPT', 'STYLE'].includes(element.tagName)) return false;
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!own || !element.checkVisibility()) return false;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || element.clientWidth <= 1) return false;
        if (['auto', 'scroll'].includes(style.overflowX)) return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 60)}`,
      ),
  );

/** A screenshot for a person to look at, /tmp/<name>-<project>.png, and beside the others (`shot`). */
export async function look(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/${name}-${testInfo.project.name}.png`, fullPage: true });
  await shot(page, testInfo, name);
}

/**
 * axe as the suite runs it: WCAG 2.0/2.1 A and AA rules, and the experimental rule that a visible
 * label is part of the accessible name (WCAG 2.5.3; off in axe by default).
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    // `options` replaces what `withTags` set, so it goes first.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

/** axe on the page as it is (as a11y.spec.ts scans every route), and nothing scrolls sideways. */
export async function accessible(page: Page, where: string) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
  expect(results.passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(10);
  await noHorizontalScroll(page);
}

/**
 * What this origin keeps on the device, read in the page: `drafts`, the draft texts opened with the
 * signed-in writer's key as the app opens them (GET /api/auth; decision 152), what a reload finds;
 * `readable`, what a person at the device reads without signing in: every answer in the offline
 * app's cache, every draft record as stored (sealed ones as bytes), and every change a live story's
 * copy keeps (decision 192), as stored.
 */
const onDevice = (page: Page) =>
  page.evaluate(async () => {
    interface DraftRecord {
      text?: string;
      iv?: Uint8Array<ArrayBuffer>;
      sealed?: ArrayBuffer;
    }
    /** Every record of an IndexedDB database's store, as kept ([] when there is none). */
    const allOf = (database: string, storeName: string) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve([]);
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
        };
      });
    const records = (await allOf('three-act-drafts', 'drafts')) as DraftRecord[];
    const readable: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('three-act-writer')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        readable.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    for (const record of records) {
      readable.push(record.text ?? new TextDecoder('latin1').decode(record.sealed ?? new ArrayBuffer(0)));
    }
    const liveCopies = (await indexedDB.databases()).filter(({ name }) => name?.startsWith('three-act-live-'));
    for (const { name } of liveCopies) {
      const changes = await allOf(name as string, 'updates');
      for (const change of changes) {
        const bytes = ArrayBuffer.isView(change) ? change : (change as { sealed: ArrayBuffer }).sealed;
        readable.push(new TextDecoder('latin1').decode(bytes));
      }
    }

    const drafts: string[] = [];
    const answer =
      records.length > 0 ? await fetch('/api/auth', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }) : null;
    const { draftKey = '' } = answer?.ok ? ((await answer.json()) as { draftKey?: string }) : {};
    const raw = Uint8Array.from(atob(draftKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const key = draftKey ? await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']) : null;
    for (const record of records) {
      if (typeof record.text === 'string') drafts.push(record.text);
      else if (key && record.iv && record.sealed) {
        const plain = await crypto.subtle
          .decrypt({ name: 'AES-GCM', iv: record.iv }, key, record.sealed)
          .catch(() => null);
        if (plain) drafts.push((JSON.parse(new TextDecoder().decode(plain)) as { text: string }).text);
      }
    }
    return { drafts, readable: readable.join('\n') };
  });

/** The texts kept as drafts on the device that the signed-in writer's app opens: what a reload finds. */
export const draftTexts = async (page: Page) => (await onDevice(page)).drafts;

/** What a person at the device reads without signing in (the offline app's cache, draft records). */
export const readableOnDevice = async (page: Page) => (await onDevice(page)).readable;

/** Waits until this text is kept as a draft on the device. */
export async function draftKept(page: Page, text: string) {
  await expect.poll(async () => (await draftTexts(page)).includes(text)).toBe(true);
}

/**
 * The login page an ended session led to: it says why and that the text is kept; the writer signs in
 * again and the app goes back to the page the session ended on.
 */
export async function signInAfterSessionEnded(page: Page, writer: { email: string; password: string }) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session ended' })).toContainText(
    'anything you typed is kept on this device',
  );
  await page.getByLabel('Email').fill(writer.email);
  await page.getByLabel('Password').fill(writer.password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
}
