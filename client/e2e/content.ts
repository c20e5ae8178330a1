import { expect, type APIRequestContext, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import { PHOTO_URL, servePhotos } from './photos';
import { newWriter, mailedLink } from './support';

/** Writers made through the API (much faster than the forms), and pages signed in as them. */

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** The account the e2e server makes an admin (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN = { name: 'Ada Keeper', email: 'admin@e2e.test', password: 'the admin keeps the peace' };

export interface ApiUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  token?: string,
  data?: object,
) {
  const res = await request[method](url, {
    headers: { ...API_HEADERS, ...(token ? { 'x-auth-token': token } : {}) },
    data,
  });
  expect(res.ok(), `${method.toUpperCase()} ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function whoIs(request: APIRequestContext, token: string) {
  return call<{ _id: string; role: string }>(request, 'get', '/api/auth', token);
}

export async function apiSignUp(
  request: APIRequestContext,
  testInfo: TestInfo,
  { verified }: { verified: boolean },
): Promise<ApiUser> {
  const writer = newWriter(testInfo);
  const { token } = await call<{ token: string }>(request, 'post', '/api/users', undefined, {
    ...writer,
    ageVerify: true,
    tosAgree: true,
  });
  if (verified) {
    const link = await mailedLink(writer.email);
    await call(request, 'put', `/api/auth/verify/${link.split('/verify/')[1]}`);
  }
  return { ...writer, token, id: (await whoIs(request, token))._id };
}

/**
 * Signs the admin up the first time, logs them in after that (specs run in parallel). The list makes
 * the account admin once its address is verified (docs/decisions/108-admin-emails.md): whichever run
 * gets there first opens the mailed link; the other may see it already used.
 */
export async function apiAdmin(request: APIRequestContext): Promise<ApiUser> {
  const signUp = await request.post('/api/users', {
    headers: API_HEADERS,
    data: { ...ADMIN, ageVerify: true, tosAgree: true },
  });
  let token: string;
  if (signUp.ok()) {
    token = ((await signUp.json()) as { token: string }).token;
  } else {
    token = (
      await call<{ token: string }>(request, 'post', '/api/auth', undefined, {
        email: ADMIN.email,
        password: ADMIN.password,
      })
    ).token;
  }
  const me = await whoIs(request, token);
  if (me.role !== 'admin') {
    const link = await mailedLink(ADMIN.email);
    await request.put(`/api/auth/verify/${link.split('/verify/')[1]}`, { headers: API_HEADERS });
    await expect.poll(async () => (await whoIs(request, token)).role).toBe('admin');
  }
  return { ...ADMIN, token, id: me._id };
}

export interface WriterContent {
  writer: ApiUser;
  storyId: string;
  characterId: string;
  postId: string;
  sheetId: string;
}

/**
 * A verified writer with content on every page: an outline with answers in each act, a character
 * with a note, a beat sheet of their own, a profile with a work, and a Brainstorm post with a comment. Five other writers
 * report a second post and the comment, so the moderation queue has something to show.
 */
export async function writerWithContent(request: APIRequestContext, testInfo: TestInfo): Promise<WriterContent> {
  const writer = await apiSignUp(request, testInfo, { verified: true });
  const as = <T>(method: 'post' | 'put', url: string, data?: object) =>
    call<T>(request, method, url, writer.token, data);

  const story = await as<{ _id: string }>('post', '/api/outlines', {
    title: 'The Lighthouse Keeper',
    act1a01: 'Mara keeps the last manned lighthouse on a coast that no longer needs one.',
    act1a02: 'A letter from the shipping company: the light goes dark at the end of the season.',
    act2a01: 'She logs the ships that still pass at night and finds one that is not on any register.',
    act3a01: 'The night of the last storm, she lights the lamp one more time.',
  });
  const outline = await as<{ characters: { _id: string }[] }>('put', '/api/outlines/characters', {
    name: 'Mara Quillon',
    desc: '<p>A keeper who <strong>distrusts</strong> the sea.</p><ul><li>Stubborn</li><li>Kind</li></ul>',
    photoUrl: PHOTO_URL,
    protag: true,
  });
  const characterId = outline.characters[0]._id;
  await as('put', `/api/outlines/characters/note/${characterId}`, {
    noteTitle: 'Flaw',
    noteText: 'She never asks for help.',
  });

  await as('post', '/api/profile', {
    status: 'Aspiring Writer',
    genres: 'Mystery, Literary Fiction',
    location: 'Brittany',
    bio: 'I write about the sea and the people who keep watch over it.',
    website: 'https://writer.example.org',
  });
  await as('put', '/api/profile/works', {
    title: 'Salt and Signal',
    author: writer.name,
    genre: 'Mystery',
    desc: 'A short novel.',
  });

  const sheet = await as<{ _id: string }>('post', '/api/beat-sheets', {
    name: 'Lighthouse in four',
    description: 'Four movements, as the keeper sees her season.',
    acts: [
      { name: 'Calm', beats: [{ name: 'The light', question: 'What does she keep, and for whom?' }] },
      { name: 'Storm', beats: [{ name: 'The ship', question: 'What comes out of the dark?', hint: 'Unregistered.' }] },
    ],
  });

  const post = await as<{ _id: string }>('post', '/api/posts', {
    text: 'How long should the midpoint of act two be?\nMine feels rushed.',
  });
  const withComment = await as<{ comments?: { _id: string }[] } | { _id: string }[]>(
    'put',
    `/api/posts/comment/${post._id}`,
    {
      text: 'Give it room: it is the turn of the whole story.',
    },
  );
  const comments = Array.isArray(withComment) ? withComment : (withComment.comments ?? []);
  const flagged = await as<{ _id: string }>('post', '/api/posts', { text: 'A post that five readers reported.' });

  // Only verified writers' reports count toward hiding (decision 137).
  for (let i = 0; i < 5; i += 1) {
    const reader = await apiSignUp(request, testInfo, { verified: true });
    await call(request, 'put', `/api/posts/report/${flagged._id}`, reader.token);
    if (comments[0])
      await call(request, 'put', `/api/posts/comment/${post._id}/report/${comments[0]._id}`, reader.token);
  }
  return { writer, storyId: story._id, characterId, postId: post._id, sheetId: sheet._id };
}

/**
 * A page in its own context made with browser.newContext() (what @axe-core/playwright needs),
 * with the project's viewport and device, signed in as `user` when given, without the service
 * worker unless asked.
 */
export async function newPageAs(
  browser: Browser,
  testInfo: TestInfo,
  user?: ApiUser,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    // The service worker (the offline app) answers from its caches: only the PWA test wants it.
    serviceWorkers,
  });
  await servePhotos(context);
  if (user) await holdSession(context, testInfo, user.token);
  return { context, page: await context.newPage() };
}

/** Signs a browser context in with a session the API made, as the app's login leaves it. */
export async function holdSession(context: BrowserContext, testInfo: TestInfo, token: string) {
  const { baseURL } = testInfo.project.use;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}
