import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { newWorld, status, storyFor } from './act-page';
import { apiSignUp, newPageAs, type ApiUser } from './content';
import { accessible, mailedLink, noHorizontalScroll, shot } from './support';

// Issue 35's members and roles (decision 189), with two accounts at once.

const API = { 'X-Requested-With': 'XMLHttpRequest' };

async function currentStoryId(request: APIRequestContext, writer: ApiUser) {
  const res = await request.get('/api/outlines/me', { headers: { ...API, 'x-auth-token': writer.token } });
  return ((await res.json()) as { _id: string })._id;
}

/** An owner's story with a beat written, and a verified critic who accepted the mailed invitation to it. */
async function storyWithCritic(request: APIRequestContext, testInfo: TestInfo) {
  const owner = await apiSignUp(request, testInfo, { verified: true });
  const critic = await apiSignUp(request, testInfo, { verified: true });
  await storyFor(request, owner, { act2a01: 'A ship that is not on any register.' });
  const storyId = await currentStoryId(request, owner);
  const invited = await request.post(`/api/stories/${storyId}/invitations`, {
    headers: { ...API, 'x-auth-token': owner.token },
    data: { email: critic.email, role: 'critic' },
  });
  expect(invited.status()).toBe(201);
  const token = (await mailedLink(critic.email, 'invitations')).split('/invitations/')[1];
  const accepted = await request.put(`/api/invitations/${token}/accept`, {
    headers: { ...API, 'x-auth-token': critic.token },
  });
  expect(accepted.status()).toBe(200);
  return { owner, critic, storyId };
}

test('the owner invites a co-author by e-mail, who accepts from the mailed link and writes in the same beat the owner then reads', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await apiSignUp(request, testInfo, { verified: true });
  const coauthor = await apiSignUp(request, testInfo, { verified: true });
  await storyFor(request, owner);
  const storyId = await currentStoryId(request, owner);

  const mine = await newPageAs(browser, testInfo, owner);
  await mine.page.goto(`/stories/${storyId}`);
  const members = mine.page.getByRole('region', { name: 'Members' });
  await members.getByLabel('Their e-mail address').fill(coauthor.email);
  await members.getByLabel('Role').selectOption('coauthor');
  await members.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(mine.page.getByText(`Invitation sent to ${coauthor.email}`)).toBeVisible();
  await expect(members.getByText(coauthor.email)).toBeVisible();
  await noHorizontalScroll(mine.page);
  await shot(mine.page, testInfo, 'members-owner');

  const link = await mailedLink(coauthor.email, 'invitations');
  const theirs = await newPageAs(browser, testInfo, coauthor);
  await theirs.page.goto(new URL(link).pathname);
  await expect(theirs.page.getByText(`${owner.name} invites you to “The Salt Road” as a co-author`)).toBeVisible();
  await noHorizontalScroll(theirs.page);
  await accessible(theirs.page, 'the invitation page');
  await shot(theirs.page, testInfo, 'invitation');
  await theirs.page.getByRole('button', { name: 'Accept' }).click();
  await expect(theirs.page).toHaveURL(new RegExp(`/stories/${storyId}$`));

  // The shared story is their current one: the act page writes into it.
  await theirs.page.goto('/act-2');
  // A story with members is live (decision 192): the co-author's words are the server's at once.
  await newWorld(theirs.page).fill('The co-author found the unregistered ship.');
  await expect(status(theirs.page)).toHaveText('Live — saved');

  await mine.page.goto('/act-2');
  await expect(newWorld(mine.page)).toHaveValue('The co-author found the unregistered ship.');
  await mine.page.goto(`/stories/${storyId}`);
  await expect(members.getByText(coauthor.name, { exact: true })).toBeVisible();
  await mine.context.close();
  await theirs.context.close();
});

test('a critic reads the act page without changing it, and the owner removing them closes the story to them', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, critic, storyId } = await storyWithCritic(request, testInfo);

  const theirs = await newPageAs(browser, testInfo, critic);
  await theirs.page.goto('/act-2');
  await expect(theirs.page.getByText('You are a critic on this story: you can read it, not change it.')).toBeVisible();
  await expect(newWorld(theirs.page)).toHaveValue('A ship that is not on any register.');
  // Read-only, not disabled: a critic can still select words of it to comment on (see below).
  await expect(newWorld(theirs.page)).not.toBeEditable();
  await expect(newWorld(theirs.page)).toHaveAttribute('aria-readonly', 'true');
  await noHorizontalScroll(theirs.page);
  await accessible(theirs.page, "a critic's act page");
  await shot(theirs.page, testInfo, 'critic-act-page');

  const mine = await newPageAs(browser, testInfo, owner);
  await mine.page.goto(`/stories/${storyId}`);
  const members = mine.page.getByRole('region', { name: 'Members' });
  mine.page.once('dialog', (dialog) => void dialog.accept());
  await members.getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByText(critic.name, { exact: true })).toHaveCount(0);

  await theirs.page.goto(`/stories/${storyId}`);
  await expect(theirs.page.getByText(/This story could not be loaded/)).toBeVisible();
  const list = await request.get('/api/stories', { headers: { ...API, 'x-auth-token': critic.token } });
  expect(((await list.json()) as unknown[]).length).toBe(0);
  await mine.context.close();
  await theirs.context.close();
});

test('the owner comments on words of a beat, a critic reads the thread with its quote and replies, the owner resolves it', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, critic } = await storyWithCritic(request, testInfo);

  const mine = await newPageAs(browser, testInfo, owner);
  await mine.page.goto('/act-2');
  // The words "not on any register" selected in the beat, then a comment on them.
  await newWorld(mine.page).evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(15, 34));
  const ownComments = mine.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await ownComments.getByRole('button', { name: 'Comment', exact: true }).click();
  await ownComments.getByLabel('New comment').fill('Should the reader learn why it is missing?');
  await ownComments.getByRole('button', { name: 'Add comment' }).click();
  await expect(ownComments.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  const theirs = await newPageAs(browser, testInfo, critic);
  await theirs.page.goto('/act-2');
  const comments = theirs.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await comments.getByRole('button', { name: 'Comments (1)' }).click();
  await expect(comments.getByText('not on any register')).toBeVisible();
  await expect(comments.getByText('Should the reader learn why it is missing?')).toBeVisible();
  await comments.getByLabel('Your reply').fill('Yes, by the end of act two.');
  await comments.getByRole('button', { name: 'Reply' }).click();
  await expect(comments.getByText('Yes, by the end of act two.')).toBeVisible();
  await noHorizontalScroll(theirs.page);
  await accessible(theirs.page, 'an act page with a comment thread open');
  await shot(theirs.page, testInfo, 'comment-thread');

  await mine.page.reload();
  await ownComments.getByRole('button', { name: 'Comments (1)' }).click();
  await expect(ownComments.getByText('Yes, by the end of act two.')).toBeVisible();
  await ownComments.getByRole('button', { name: 'Resolve' }).click();
  await expect(ownComments.getByRole('button', { name: 'Comment', exact: true })).toBeVisible();
  await mine.context.close();
  await theirs.context.close();
});

test('a critic selects words of a beat and comments on them, the owner resolves then reopens the thread; the critic’s board moves nothing', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, critic, storyId } = await storyWithCritic(request, testInfo);
  const scene = await request.post(`/api/stories/${storyId}/scenes`, {
    headers: { ...API, 'x-auth-token': owner.token },
    data: { title: 'The harbour master lies' },
  });
  expect(scene.status()).toBe(201);

  const theirs = await newPageAs(browser, testInfo, critic);
  await theirs.page.goto('/act-2');
  // The first words of the beat selected with the mouse, as a read-only box allows (a disabled one does not).
  const beat = newWorld(theirs.page);
  await beat.scrollIntoViewIfNeeded();
  const box = (await beat.boundingBox())!;
  await theirs.page.mouse.move(box.x + 8, box.y + 18);
  await theirs.page.mouse.down();
  await theirs.page.mouse.move(box.x + 160, box.y + 18, { steps: 8 });
  await theirs.page.mouse.up();
  expect(
    await beat.evaluate((field: HTMLTextAreaElement) => field.selectionEnd - field.selectionStart),
  ).toBeGreaterThan(3);
  await expect(beat).toHaveValue('A ship that is not on any register.');
  const comments = theirs.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await comments.getByLabel('New comment').fill('Which register? Say it.');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments.locator('blockquote')).toHaveText(/^A ship/);

  const mine = await newPageAs(browser, testInfo, owner);
  await mine.page.goto('/act-2');
  const ownComments = mine.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await ownComments.getByRole('button', { name: 'Comments (1)' }).click();
  await expect(ownComments.getByText('Which register? Say it.')).toBeVisible();
  await ownComments.getByRole('button', { name: 'Resolve' }).click();
  await expect(ownComments.getByText('Which register? Say it.')).toHaveCount(0);
  await ownComments.getByRole('button', { name: 'Show resolved (1)' }).click();
  await expect(ownComments.getByText('Which register? Say it.')).toBeVisible();
  await ownComments.getByRole('button', { name: 'Reopen' }).click();
  await expect(ownComments.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await expect(ownComments.getByRole('button', { name: /Show resolved/ })).toHaveCount(0);

  await theirs.page.goto(`/stories/${storyId}/board`);
  await expect(theirs.page.getByRole('button', { name: 'The harbour master lies' }).first()).toBeVisible();
  await expect(theirs.page.getByText('You are a critic on this story: you can read it, not change it.')).toBeVisible();
  await expect(theirs.page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await expect(theirs.page.getByRole('button', { name: /^Move to…/ })).toHaveCount(0);
  await expect(theirs.page.getByRole('button', { name: /^Add a scene/ })).toHaveCount(0);
  await accessible(theirs.page, "a critic's board");
  await shot(theirs.page, testInfo, 'critic-board');
  await mine.context.close();
  await theirs.context.close();
});
