import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignUp, newPageAs, type ApiUser } from './content';
import { accessible, look, noHorizontalScroll } from './support';

// "Use in my story" (docs/decisions/157-ideas-into-stories.md): a Brainstorm idea into a beat and the
// unplaced list, seen in the story; its author told, without the story.

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiAs<T>(
  request: APIRequestContext,
  user: ApiUser,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request[method](url, { headers: { ...API_HEADERS, 'x-auth-token': user.token }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

interface StoryBeat {
  _id: string;
  key?: string;
  name: string;
}

test('a Brainstorm idea goes into a beat and a suggestion into the unplaced ideas; the story shows both', async ({
  browser,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const author = await apiSignUp(request, testInfo, { verified: true });
  const helper = await apiSignUp(request, testInfo, { verified: true });
  const writer = await apiSignUp(request, testInfo, { verified: true });
  const idea = `The map was drawn by the villain ${stamp}`;
  const suggestion = `Let the cartographer be her mother ${stamp}`;
  const post = await apiAs<{ _id: string }>(request, author, 'post', '/api/posts', { text: idea });
  await apiAs(request, helper, 'put', `/api/posts/comment/${post._id}`, { text: suggestion });
  const title = `The Salt Road ${testInfo.project.name}`;
  const made = await apiAs<{ _id: string }>(request, writer, 'post', '/api/stories', { title });
  const story = await apiAs<{ acts: { beats: StoryBeat[] }[] }>(request, writer, 'get', `/api/stories/${made._id}`);
  const midpoint = story.acts[1]!.beats.find((beat) => beat.key === 'act2a08')!;
  const position = story.acts[1]!.beats.indexOf(midpoint) + 1;

  const { context, page } = await newPageAs(browser, testInfo, writer);
  try {
    await page.goto(`/post/${post._id}`);
    const card = page.getByRole('article', { name: `Post by ${author.name}` });
    const open = card.getByRole('button', { name: 'Use in my story' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // From the keyboard: focus the button and press Enter.
    await open.focus();
    await page.keyboard.press('Enter');
    const form = card.getByRole('form', { name: 'Use in my story' });
    const storyField = form.getByRole('combobox', { name: 'Story' });
    await expect(storyField).toBeFocused();
    await expect(storyField.locator('option:checked')).toHaveText(title);
    const where = form.getByRole('combobox', { name: 'Where in it' });
    await where.selectOption({ label: `${position}. ${midpoint.name}` });
    await noHorizontalScroll(page);
    await accessible(page, 'the discussion with the form open');
    await look(page, testInfo, 'ideas-form');

    await form.getByRole('button', { name: 'Add to my story' }).click();
    const alert = page.locator('.alert').filter({ hasText: `Added to “${midpoint.name}” in “${title}”.` });
    await expect(alert).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(open).toBeFocused();
    await noHorizontalScroll(page);
    await look(page, testInfo, 'ideas-added');

    // The suggestion under it goes to the story's unplaced ideas (the form's first choice).
    const comment = page.getByRole('article', { name: `Comment by ${helper.name}` });
    await comment.getByRole('button', { name: 'Use in my story' }).click();
    const commentForm = comment.getByRole('form', { name: 'Use in my story' });
    await expect(commentForm.getByRole('combobox', { name: 'Where in it' })).toHaveValue('unplaced');
    await commentForm.getByRole('button', { name: 'Add to my story' }).click();
    const second = page.locator('.alert').filter({ hasText: `Added to the unplaced ideas of “${title}”.` });
    await expect(second).toBeVisible();
    // An alert with a link stays until dismissed or the page changes; the newer one takes the older's place.
    await expect(alert).toHaveCount(0);
    await noHorizontalScroll(page);
    await accessible(page, 'the discussion with the alerts and their links');
    await look(page, testInfo, 'ideas-added-both');

    // The alert's link opens the story at the unplaced ideas; the midpoint holds the idea and its line.
    await second.getByRole('link', { name: 'Open the story' }).click();
    await expect(page).toHaveURL(new RegExp(`/stories/${made._id}#unplaced$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const unplaced = page.locator('#unplaced');
    await expect(unplaced).toBeFocused();
    await expect(unplaced).toContainText(suggestion);
    await expect(unplaced.getByRole('link', { name: 'From a suggestion on the Brainstorm' })).toHaveAttribute(
      'href',
      `/post/${post._id}`,
    );
    const beat = page.locator(`#beat-${midpoint._id}`);
    await expect(beat).toContainText(idea);
    await expect(beat).toContainText(`— from a Brainstorm idea: ${new URL(page.url()).origin}/post/${post._id}`);
    await noHorizontalScroll(page);
    await accessible(page, "the story's page");
    await look(page, testInfo, 'ideas-story');
    await beat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/ideas-${testInfo.project.name}-story-beat.png` });

    // It is the current story: the act page, where the writer writes, has it in the midpoint.
    await page.goto(`/act-2#act2a08`);
    await expect(page.locator('#act2a08').locator('textarea')).toHaveValue(
      `${idea}\n— from a Brainstorm idea: ${new URL(page.url()).origin}/post/${post._id}`,
    );
  } finally {
    await context.close();
  }

  // The idea's author hears that a writer used it: never who, never which story.
  const told = await newPageAs(browser, testInfo, author);
  try {
    await told.page.goto('/notifications');
    const list = told.page.getByRole('list', { name: 'Your notifications' });
    const item = list.getByRole('listitem').filter({ hasText: 'used your idea' });
    await expect(item).toContainText(`A writer used your idea “${idea}” in their story.`);
    await expect(list).not.toContainText(title);
    await expect(list).not.toContainText(writer.name);
    await noHorizontalScroll(told.page);
    await look(told.page, testInfo, 'notification');
  } finally {
    await told.context.close();
  }
});
