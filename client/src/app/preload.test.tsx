import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { initialAuthState } from '../features/auth/auth-slice';
import { restoreSession } from '../features/auth/restore-session';
import { makeBoard, STORY } from '../test/board-fixtures';
import { mockApi, renderApp, signedOut, testUser, type MockReply } from '../test/render-app';
import { routes } from './router';
import { sendFirstReads } from './first-reads';

const SIGNED_OUT = { errors: [{ msg: 'Please sign in to continue' }] };
const markSignedIn = () => (document.cookie = 'signed_in=1; path=/');
const hasMarker = () => document.cookie.split(';').some((part) => part.trim() === 'signed_in=1');
afterEach(() => (document.cookie = 'signed_in=; Max-Age=0; path=/'));

/** Answers by "METHOD /path?query" and records every HTTP request, the early `fetch`es and the axios client's alike. */
function answer(replies: Record<string, MockReply>): string[] {
  const asked: string[] = [];
  mockApi(({ method, url, query }) => {
    const request = `${method} ${url}${query?.size ? `?${query.toString()}` : ''}`;
    asked.push(request);
    const reply = replies[request];
    if (!reply) throw new Error(`Unexpected request: ${request}`);
    return reply;
  });
  return asked;
}

/** The route declared for `path`, wherever it sits in the table. */
function routeAt(path: string, table: RouteObject[] = routes): RouteObject | undefined {
  for (const { children: nested, ...route } of table) {
    if (route.path === path) return route as RouteObject;
    const found = nested && routeAt(path, nested);
    if (found) return found;
  }
  return undefined;
}

const NEW_WRITER = {
  'GET /api/auth': { status: 200, data: testUser },
  'GET /api/stories': { status: 200, data: [] },
  'GET /api/outlines/me?absent=null': { status: 200, data: null },
  'GET /api/profile/me?absent=null': { status: 200, data: null },
};

describe('pages in one trip (app/preload.ts)', () => {
  it("sends the session check and the dashboard's reads before the app's code runs, and the page takes their answers: each is asked once", async () => {
    markSignedIn();
    const asked = answer(NEW_WRITER);

    sendFirstReads(new URL('http://localhost/dashboard'));
    // All four are out before any store, page or guard exists.
    await waitFor(() => expect([...asked].sort()).toEqual(Object.keys(NEW_WRITER).sort()));

    const { store } = renderApp('/dashboard', { auth: initialAuthState });
    void store.dispatch(restoreSession());
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /create (your )?profile/i })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your outline' })).not.toBeInTheDocument();
    // A new writer's missing story and profile are 200s with null (no 404 in the console), and
    // nothing was asked a second time.
    expect([...asked].sort()).toEqual(Object.keys(NEW_WRITER).sort());
  });

  it("sends a board's read with the entry script; the board takes its answer and asks it once", async () => {
    markSignedIn();
    const board = `GET /api/stories/${STORY}/board`;
    const asked = answer({
      'GET /api/auth': { status: 200, data: testUser },
      [board]: { status: 200, data: makeBoard() },
      [`GET /api/stories/${STORY}/checks`]: { status: 200, data: [] },
    });

    sendFirstReads(new URL(`http://localhost/stories/${STORY}/board`));
    await waitFor(() => expect([...asked].sort()).toEqual(['GET /api/auth', board]));

    const { store } = renderApp(`/stories/${STORY}/board`, { auth: initialAuthState });
    void store.dispatch(restoreSession());
    expect(await screen.findByRole('button', { name: 'The lamp goes out' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain(`GET /api/stories/${STORY}/checks`));
    expect(asked.filter((request) => request === board)).toEqual([board]);
  });

  it("the board's lazy starts its read into the store beside its code, for the story in the address", async () => {
    markSignedIn();
    const asked = answer({ [`GET /api/stories/${STORY}/board`]: { status: 200, data: makeBoard() } });
    const { store } = renderApp('/no-such-page', { auth: initialAuthState });
    const lazy = routeAt('/stories/:id/board')?.lazy as () => Promise<RouteObject>;
    // The first page of a visit: the browser's address is the board's.
    window.history.pushState(null, '', `/stories/${STORY}/board`);
    try {
      await lazy();
      await waitFor(() => expect(asked).toEqual([`GET /api/stories/${STORY}/board`]));
    } finally {
      window.history.pushState(null, '', '/');
    }
    const cached = Object.values(store.getState().api.queries).map((entry) => entry?.endpointName);
    expect(cached).toContain('getBoard');
  });

  it("the route's lazy starts the page's reads into the store beside its code, once", async () => {
    markSignedIn();
    // On the way from another page (the browser's address is still that page's): the plain list.
    const asked = answer({ 'GET /api/posts?sort=top': { status: 200, data: [] } });
    const { store } = renderApp('/no-such-page', { auth: initialAuthState });
    const lazy = routeAt('/posts')?.lazy as () => Promise<RouteObject>;

    const loaded = await lazy();

    expect(loaded.element).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['GET /api/posts?sort=top']));
    const cached = Object.values(store.getState().api.queries).map((entry) => entry?.endpointName);
    expect(cached).toContain('getPosts');
    // Its subscription is let go once answered: the page's own hook is what keeps the list.
    await waitFor(() => expect(store.getState().api.subscriptions).toEqual({}));
  });

  it('a visitor without a session asks nothing and is still sent to /login', async () => {
    const asked = answer({});
    sendFirstReads(new URL('http://localhost/dashboard'));
    renderApp('/dashboard', signedOut());

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a session that has ended: the early 401s are not taken, the app asks again and goes to /login', async () => {
    markSignedIn();
    const ended = { status: 401, data: SIGNED_OUT };
    const asked = answer({ 'GET /api/auth': ended, 'GET /api/outlines/me?absent=null': ended });

    sendFirstReads(new URL('http://localhost/act-1'));
    const { store } = renderApp('/act-1', { auth: initialAuthState });
    void store.dispatch(restoreSession());

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(hasMarker()).toBe(false);
    // The session check went through the app's one client after the early one (which only reads).
    expect(asked.filter((request) => request === 'GET /api/auth').length).toBe(2);
    // Signed out at start-up, not mid-session: the login page says nothing of a session that ended.
    expect(screen.queryByText(/your session ended/i)).not.toBeInTheDocument();
  });
});
