import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { storyFor } from './act-page';
import { apiSignUp, holdSession, type ApiUser } from './content';
import { cutOffText, look, noHorizontalScroll } from './support';

// Issue 36: the main screens in the two languages with the longest words, German and Russian, as a
// browser set to that language opens them (docs/decisions/186-the-writers-language.md): the words
// are that language's, <html lang> says so, nothing scrolls sideways and no word is cut off. The
// screenshots are for a person to look at (/tmp/lang-<screen>-<language>-<project>.png).

const LANGUAGES = {
  de: {
    locale: 'de-DE',
    footer: 'Datenschutz',
    signUp: 'Konto erstellen',
    act: 'Titel der Geschichte',
    question: 'Eröffnungsbild',
    brainstorm: 'Brainstorming',
    welcome: 'Willkommen,',
    timeline: 'Zeitleiste',
    structure: 'Das Beat Sheet deiner Geschichte',
    addAct: 'Akt hinzufügen',
    newSheet: 'Neues Beat Sheet',
    sheetName: 'Name',
  },
  ru: {
    locale: 'ru-RU',
    footer: 'Конфиденциальность',
    signUp: 'Создай аккаунт',
    act: 'Название истории',
    question: 'Первый образ',
    brainstorm: 'Мозговой штурм',
    welcome: 'Добро пожаловать,',
    timeline: 'Хронология',
    structure: 'Бит-шит твоей истории',
    addAct: 'Добавить акт',
    newSheet: 'Новый бит-шит',
    sheetName: 'Название',
  },
} as const;

/** A context whose browser reads `locale` (navigator.languages and Accept-Language), signed in as `writer` when given. */
async function pageIn(browser: Browser, testInfo: TestInfo, locale: string, writer?: ApiUser) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    locale,
    serviceWorkers: 'block',
  });
  if (writer) await holdSession(context, testInfo, writer.token);
  return { context, page: await context.newPage() };
}

/** The screen as a person reads it in `language`: its words, the page's language, its width, whole words. */
async function readsWell(page: Page, testInfo: TestInfo, language: string, screen: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await noHorizontalScroll(page);
  expect(await cutOffText(page), `words cut off on ${screen} in ${language}`).toEqual([]);
  await look(page, testInfo, `lang-${screen}-${language}`);
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`the main screens in ${language}: sign-up, the dashboard, an act, the board, the structure, a new beat sheet and Brainstorm`, async ({
    browser,
    request,
  }, testInfo) => {
    const visitor = await pageIn(browser, testInfo, words.locale);
    await visitor.page.goto('/register');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(words.signUp);
    await expect(visitor.page.getByRole('contentinfo').getByRole('link', { name: words.footer })).toBeVisible();
    await readsWell(visitor.page, testInfo, language, 'sign-up');
    await visitor.context.close();

    const writer = await apiSignUp(request, testInfo, { verified: true });
    await storyFor(request, writer);
    const { context, page } = await pageIn(browser, testInfo, words.locale, writer);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.welcome);
    await readsWell(page, testInfo, language, 'dashboard');

    await page.goto('/act-1');
    await expect(page.getByLabel(words.act)).toBeVisible();
    await expect(page.getByText(words.question).first()).toBeVisible();
    await readsWell(page, testInfo, language, 'act');

    const stories = await request.get('/api/stories', { headers: { 'x-auth-token': writer.token } });
    const [story] = (await stories.json()) as { _id: string }[];
    await page.goto(`/stories/${story?._id}/board`);
    await expect(page.getByRole('link', { name: words.timeline })).toBeVisible();
    await readsWell(page, testInfo, language, 'board');

    // The story's structure page and the beat sheet editor, a new sheet named in the language.
    await page.goto('/story/beat-sheet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.structure);
    await readsWell(page, testInfo, language, 'structure');
    await page.goto('/beat-sheets');
    await page.getByRole('main').getByRole('button', { name: words.newSheet, exact: true }).click();
    await expect(page).toHaveURL(/\/beat-sheets\/[\w-]+$/);
    await expect(page.getByRole('button', { name: words.addAct })).toBeVisible();
    await expect(page.getByRole('textbox', { name: words.sheetName, exact: true })).toHaveValue(words.newSheet);
    await readsWell(page, testInfo, language, 'sheet-editor');

    await page.goto('/posts');
    await expect(page.getByRole('heading', { level: 1, name: words.brainstorm, exact: true })).toBeVisible();
    await readsWell(page, testInfo, language, 'brainstorm');
    await context.close();
  });
}
