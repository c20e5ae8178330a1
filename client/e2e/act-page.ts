import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiUser } from './content';

/** The act pages as the never-lose and long-text specs drive them: a story made through the API, its second act's first beat and the save status. */
export const SAVED = /^Saved at /;

export async function storyFor(request: APIRequestContext, writer: ApiUser, fields: Record<string, string> = {}) {
  const res = await request.post('/api/outlines', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'x-auth-token': writer.token },
    data: { title: 'The Salt Road', ...fields },
  });
  expect(res.status()).toBe(201);
}

export const newWorld = (page: Page) => page.getByRole('textbox', { name: /^(1\. )?New world/ });
export const status = (page: Page) => page.locator('.save-bar__status');
