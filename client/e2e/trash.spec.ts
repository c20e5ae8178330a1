import { expect, test } from '@playwright/test';
import { newWriter, shot, signUp } from './support';

test('"Delete this story" stands apart from the buttons that make stories; it asks, moves the story to the trash, and the trash gives it back', async ({
  page,
}, testInfo) => {
  const writer = newWriter(testInfo);
  await signUp(page, writer);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const title of ['The Salt Road', 'The Second Harbour']) {
    expect((await page.request.post('/api/stories', { headers, data: { title } })).status()).toBe(201);
  }
  await page.goto('/dashboard');
  const stories = page.getByRole('region', { name: 'Your stories' });
  const remove = stories.getByRole('button', { name: 'Delete this story' });
  await expect(remove).toBeVisible();
  // Below the row of New story, Import and Trash, past a rule: not where a thumb aims for "New story".
  const make = (await stories.getByRole('button', { name: 'New story' }).boundingBox())!;
  const trash = (await stories.getByRole('link', { name: 'Trash' }).boundingBox())!;
  const deleting = (await remove.boundingBox())!;
  expect(deleting.y, 'below the row that makes stories').toBeGreaterThanOrEqual(
    Math.max(make.y + make.height, trash.y + trash.height) + 16,
  );
  await shot(page, testInfo, 'dashboard-stories');

  let prompt = '';
  page.once('dialog', (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await remove.click();
  expect(prompt).toBe('Move "The Second Harbour" to the trash? You can restore it from the trash for 30 days.');
  await expect(stories.getByRole('combobox', { name: 'Working on' })).toContainText('The Second Harbour');

  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect(page.getByText('"The Second Harbour" moved to the trash')).toBeVisible();
  await expect(stories.getByRole('combobox', { name: 'Working on' })).not.toContainText('The Second Harbour');

  await stories.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/stories\/trash$/);
  await page.getByRole('main').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('"The Second Harbour" restored')).toBeVisible();
  await page.goto('/dashboard');
  await expect(stories.getByRole('combobox', { name: 'Working on' })).toContainText('The Second Harbour');
});
