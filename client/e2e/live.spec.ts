import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { newWorld, storyFor } from './act-page';
import { apiSignUp, newPageAs, type ApiUser } from './content';
import { accessible, mailedLink, noHorizontalScroll, readableOnDevice, shot } from './support';

// Issue 35's live document (decision 192): two accounts on one story at once, in two browsers.

const API = { 'X-Requested-With': 'XMLHttpRequest' };
const LIVE_SAVED = 'Live — saved';
const liveStatus = (page: Page) => page.locator('.save-bar__status');

/** An owner's story with its first beat of act II written, and a member of `role` in it, current for both. */
async function sharedStory(request: APIRequestContext, testInfo: TestInfo, role: 'coauthor' | 'critic') {
  const owner = await apiSignUp(request, testInfo, { verified: true });
  const member = await apiSignUp(request, testInfo, { verified: true });
  await storyFor(request, owner, { act2a01: 'A ship that is not on any register.' });
  const outline = await request.get('/api/outlines/me', { headers: { ...API, 'x-auth-token': owner.token } });
  const storyId = ((await outline.json()) as { _id: string })._id;
  await invite(request, owner, member, storyId, role);
  return { owner, member, storyId };
}

async function invite(request: APIRequestContext, owner: ApiUser, member: ApiUser, storyId: string, role: string) {
  const invited = await request.post(`/api/stories/${storyId}/invitations`, {
    headers: { ...API, 'x-auth-token': owner.token },
    data: { email: member.email, role },
  });
  expect(invited.status()).toBe(201);
  const token = (await mailedLink(member.email, 'invitations')).split('/invitations/')[1];
  const accepted = await request.put(`/api/invitations/${token}/accept`, {
    headers: { ...API, 'x-auth-token': member.token },
  });
  expect(accepted.status()).toBe(200);
}

const presence = (page: Page) => page.getByRole('region', { name: 'Here now' });

test('two co-authors type in the same beat and each sees both texts, who is here and where, and the other’s caret', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, member } = await sharedStory(request, testInfo, 'coauthor');
  const mine = await newPageAs(browser, testInfo, owner);
  const theirs = await newPageAs(browser, testInfo, member);
  await mine.page.goto('/act-2');
  await theirs.page.goto('/act-2');
  await expect(liveStatus(mine.page)).toHaveText(LIVE_SAVED);
  await expect(liveStatus(theirs.page)).toHaveText(LIVE_SAVED);

  // The co-author writes at the end, the owner at the start, at once.
  const own = newWorld(mine.page);
  const other = newWorld(theirs.page);
  await other.click();
  await other.press('Control+End');
  await other.pressSequentially(' It flies no flag.');
  await own.click();
  await own.press('Control+Home');
  await own.pressSequentially('At dawn: ');
  const both = 'At dawn: A ship that is not on any register. It flies no flag.';
  await expect(own).toHaveValue(both);
  await expect(other).toHaveValue(both);

  // Each sees the other here, in this beat, and their caret drawn in the beat's box.
  await expect(presence(mine.page).getByText(new RegExp(`^${member.name} — Act II`))).toBeVisible();
  await other.click();
  await expect(presence(mine.page).getByText(new RegExp(`^${member.name} — Act II, 1\\.`))).toBeVisible();
  await expect(mine.page.locator('.live-carets__writer').first()).toBeAttached();
  await expect(liveStatus(mine.page)).toHaveText(LIVE_SAVED);
  await noHorizontalScroll(mine.page);
  await noHorizontalScroll(theirs.page);
  await accessible(mine.page, 'a live act page with another writer in it');
  await shot(mine.page, testInfo, 'live-owner');
  await shot(theirs.page, testInfo, 'live-coauthor');

  // Stored within seconds: a fresh read of the story has both.
  await expect
    .poll(async () => {
      const res = await request.get('/api/outlines/me', { headers: { ...API, 'x-auth-token': owner.token } });
      return ((await res.json()) as { act2a01: string }).act2a01;
    })
    .toBe(both);
  await mine.context.close();
  await theirs.context.close();
});

test('a co-author’s words typed offline merge with the owner’s on reconnecting, nothing lost or doubled', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, member } = await sharedStory(request, testInfo, 'coauthor');
  const mine = await newPageAs(browser, testInfo, owner);
  const theirs = await newPageAs(browser, testInfo, member);
  await mine.page.goto('/act-2');
  await theirs.page.goto('/act-2');
  await expect(liveStatus(theirs.page)).toHaveText(LIVE_SAVED);

  await theirs.context.setOffline(true);
  const other = newWorld(theirs.page);
  await other.click();
  await other.press('Control+End');
  await other.pressSequentially(' Typed on the train.');
  await expect(liveStatus(theirs.page)).toHaveText('Offline — kept on this device');
  await shot(theirs.page, testInfo, 'live-offline');
  // Kept on the device sealed, as drafts are (decision 152): a person at the device reads none of it.
  await expect.poll(() => readableOnDevice(theirs.page)).not.toBe('');
  expect(await readableOnDevice(theirs.page)).not.toContain('not on any register');
  const own = newWorld(mine.page);
  await own.click();
  await own.press('Control+Home');
  await own.pressSequentially('Meanwhile: ');

  await theirs.context.setOffline(false);
  const both = 'Meanwhile: A ship that is not on any register. Typed on the train.';
  await expect(other).toHaveValue(both, { timeout: 20_000 });
  await expect(own).toHaveValue(both);
  await expect(liveStatus(theirs.page)).toHaveText(LIVE_SAVED);
  await mine.page.reload();
  await expect(newWorld(mine.page)).toHaveValue(both);
  await mine.context.close();
  await theirs.context.close();
});

test('a key typed the moment a beat turns live is kept, not replaced by the shared text', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, member } = await sharedStory(request, testInfo, 'coauthor');
  const theirs = await newPageAs(browser, testInfo, member);
  // The first moment the beat can take a key: as the page makes it editable (a script watching the
  // box, before the browser runs anything else), a word goes in as a key would put it.
  await theirs.page.addInitScript(() => {
    const typed = ' At once.';
    const watch = new MutationObserver(() => {
      const box = document.querySelector<HTMLTextAreaElement>('textarea[name="act2a01"]');
      if (!box || box.readOnly || !box.value) return;
      watch.disconnect();
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(box, box.value + typed);
      box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: typed }));
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['readonly'] });
  });
  await theirs.page.goto('/act-2');
  const both = 'A ship that is not on any register. At once.';
  await expect(newWorld(theirs.page)).toHaveValue(both);
  await expect(liveStatus(theirs.page)).toHaveText(LIVE_SAVED);

  const mine = await newPageAs(browser, testInfo, owner);
  await mine.page.goto('/act-2');
  await expect(newWorld(mine.page)).toHaveValue(both);
  await mine.context.close();
  await theirs.context.close();
});

test('a critic follows the beat live without changing it, and removing them ends it on their open page', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, member, storyId } = await sharedStory(request, testInfo, 'critic');
  const mine = await newPageAs(browser, testInfo, owner);
  const theirs = await newPageAs(browser, testInfo, member);
  await mine.page.goto('/act-2');
  await theirs.page.goto('/act-2');
  await expect(liveStatus(mine.page)).toHaveText(LIVE_SAVED);
  const own = newWorld(mine.page);
  await own.click();
  await own.press('Control+End');
  await own.pressSequentially(' Its crew is asleep.');
  await expect(newWorld(theirs.page)).toHaveValue('A ship that is not on any register. Its crew is asleep.');
  await expect(newWorld(theirs.page)).not.toBeEditable();

  // The critic's comment appears on the owner's open page, without a reload.
  const theirComments = theirs.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await theirComments.getByRole('button', { name: 'Comment', exact: true }).click();
  await theirComments.getByLabel('New comment').fill('Who is the crew?');
  await theirComments.getByRole('button', { name: 'Add comment' }).click();
  const ownComments = mine.page.getByRole('region', { name: 'Comments on beat 1', exact: true });
  await expect(ownComments.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  const removed = await request.delete(`/api/stories/${storyId}/members/${member.id}`, {
    headers: { ...API, 'x-auth-token': owner.token },
  });
  expect(removed.status()).toBe(204);
  await expect(theirs.page.getByText('Your access to this story has ended.')).toBeVisible({ timeout: 5000 });
  await expect(theirs.page.getByText('Its crew is asleep.')).toHaveCount(0);
  await shot(theirs.page, testInfo, 'live-removed');
  await mine.context.close();
  await theirs.context.close();
});

test('two co-authors write a scene’s summary on the board and an entry’s description in the codex together', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, member, storyId } = await sharedStory(request, testInfo, 'coauthor');
  const headers = { ...API, 'x-auth-token': owner.token };
  const made = await request.post(`/api/stories/${storyId}/scenes`, {
    headers,
    data: { title: 'The harbour master lies', summary: '<p>He smiles.</p>' },
  });
  expect(made.status()).toBe(201);
  const scene = ((await made.json()) as { _id: string })._id;
  const added = await request.post(`/api/stories/${storyId}/codex`, {
    headers,
    data: { kind: 'character', name: 'Mara', description: '<p>A pilot.</p>' },
  });
  expect(added.status()).toBe(201);
  const entry = ((await added.json()) as { _id: string })._id;
  const mine = await newPageAs(browser, testInfo, owner);
  const theirs = await newPageAs(browser, testInfo, member);

  // The board: the co-author types in the open scene's summary; the owner sees it, and where they are.
  const summaryOf = (page: Page) => page.getByRole('textbox', { name: 'Summary', exact: true });
  await mine.page.goto(`/stories/${storyId}/board?scene=${scene}`);
  await theirs.page.goto(`/stories/${storyId}/board?scene=${scene}`);
  await expect(mine.page.getByText('Summary: Live — saved')).toBeVisible();
  await expect(theirs.page.getByText('Summary: Live — saved')).toBeVisible();
  await summaryOf(theirs.page).click();
  await theirs.page.keyboard.press('Control+End');
  await theirs.page.keyboard.type(' Nobody believes him.');
  await expect(summaryOf(mine.page)).toContainText('He smiles. Nobody believes him.');
  await expect(
    presence(mine.page).getByText(`${member.name} — Scene: The harbour master lies`, { exact: true }),
  ).toBeVisible();
  await expect(summaryOf(mine.page).locator('.rte-caret')).toContainText(member.name);
  await expect(mine.page.getByText('Summary: Live — saved')).toBeVisible();
  await noHorizontalScroll(mine.page);
  await accessible(mine.page, 'a live scene summary with another writer in it');
  await shot(mine.page, testInfo, 'live-scene-summary');
  // The server stores it as the scene's row (HTML) within seconds.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/stories/${storyId}/board`, { headers });
      const board = (await res.json()) as { scenes: { _id: string; summary: string | null }[] };
      return board.scenes.find((each) => each._id === scene)?.summary;
    })
    .toBe('<p>He smiles. Nobody believes him.</p>');

  // The codex: the owner types in Mara's description; the co-author sees it.
  const descriptionOf = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });
  await mine.page.goto(`/stories/${storyId}/codex/${entry}`);
  await theirs.page.goto(`/stories/${storyId}/codex/${entry}`);
  await expect(mine.page.getByText('Description: Live — saved')).toBeVisible();
  await expect(theirs.page.getByText('Description: Live — saved')).toBeVisible();
  await descriptionOf(mine.page).click();
  await mine.page.keyboard.press('Control+End');
  await mine.page.keyboard.type(' She never lands twice.');
  await expect(descriptionOf(theirs.page)).toContainText('A pilot. She never lands twice.');
  await expect(presence(theirs.page).getByText(`${owner.name} — Codex: Mara`, { exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/stories/${storyId}/codex/${entry}`, { headers });
      return ((await res.json()) as { description: string }).description;
    })
    .toBe('<p>A pilot. She never lands twice.</p>');
  await mine.context.close();
  await theirs.context.close();
});
