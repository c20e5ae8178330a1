import { test as base, type Page } from '@playwright/test';
import { apiSignUp, newPageAs, type ApiUser } from './content';

interface Fixtures {
  /** A new writer made through the API (unverified). */
  writer: ApiUser;
  /** A page already signed in as `writer`, in its own browser context. */
  writerPage: Page;
}

/** Signed-in pages without walking the sign-up form: specs about other screens start here. */
export const test = base.extend<Fixtures>({
  writer: async ({ request }, provide, testInfo) => {
    await provide(await apiSignUp(request, testInfo, { verified: false }));
  },
  writerPage: async ({ browser, writer }, provide, testInfo) => {
    const { context, page } = await newPageAs(browser, testInfo, writer);
    await provide(page);
    await context.close();
  },
});

export { expect } from '@playwright/test';
