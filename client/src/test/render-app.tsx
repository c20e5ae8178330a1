import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../app/router';
import * as sessionShell from '../app/session-shell';
import { setLoadedShell } from '../app/shell';
import { makeStore, type RootState } from '../app/store';
import type { User } from '@three-act/contract/users';
import { sessionKnown } from '../features/auth/auth-api';
import { initialAuthState } from '../features/auth/auth-slice';
import type { CacheDispatch } from '../lib/api';
import { apiClient } from '../lib/api-client';
import { unlockDrafts } from '../lib/drafts';
import { chooseLanguage, i18next, type Language } from '../lib/i18n';

import { noOutline } from './outline-fixtures';

export interface MockReply {
  status: number;
  data?: unknown;
  /** Answer headers, e.g. a list's `Link` or `X-Posts-Found`. */
  headers?: Record<string, string>;
}

export type MockHandler = (request: {
  method: string;
  url: string;
  data: unknown;
  query?: URLSearchParams;
  headers?: Headers;
}) => MockReply;

/** The network of every client test: MSW answers at the HTTP level; nothing leaves the process. */
const mockServer = setupServer();

// The request the app really made (after axios turned it into HTTP), for tests that check it.
const sendOverHttp = axios.getAdapter('xhr');

/**
 * Answers every request with `handler`, through MSW. Returns a jest mock of the one axios instance's
 * adapter that records each request's config (method, url, params, headers, JSON body) on its way
 * to the network, so tests can check what was sent.
 */
export function mockApi(handler: MockHandler, { bell = false }: { bell?: boolean } = {}) {
  const adapter = jest.fn((config: InternalAxiosRequestConfig) => sendOverHttp(config));
  // The navbar's bell asks on every signed-in page: unless a test answers it (`bell`), it hears
  // "nothing unread" here, unrecorded, so page tests see only their page's requests.
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    !bell && config.url === '/notifications/unread'
      ? Promise.resolve({ data: { count: 0 }, status: 200, statusText: 'OK', headers: {}, config })
      : adapter(config);
  mockServer.resetHandlers(
    http.all('*', async ({ request }) => {
      // JSON bodies as objects, like the server reads them; an image upload as its raw text.
      const json = request.headers.get('content-type')?.includes('application/json');
      const body = await request.text();
      const data: unknown = body && json ? JSON.parse(body) : body || undefined;
      let reply: MockReply;
      try {
        const { pathname, searchParams } = new URL(request.url);
        reply = handler({ method: request.method, url: pathname, data, query: searchParams, headers: request.headers });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_NETWORK') return HttpResponse.error();
        throw error;
      }
      const init = { status: reply.status, headers: reply.headers };
      return reply.data === undefined ? new HttpResponse(null, init) : HttpResponse.json(reply.data, init);
    }),
  );
  return adapter;
}

/** The requests an adapter mock received, as "METHOD /url" strings. */
export function requestsOf(adapter: ReturnType<typeof mockApi>): string[] {
  return adapter.mock.calls.map(
    ([config]) => `${(config.method ?? 'get').toUpperCase()} ${config.baseURL ?? ''}${config.url ?? ''}`,
  );
}

/** GET /api/profile/me for a writer without a profile (the dashboard asks on every visit). */
export const NO_PROFILE: MockReply = { status: 404, data: { errors: [{ msg: 'There is no profile for this user' }] } };

/** The two loads every dashboard visit makes, in the order it makes them. */
export const DASHBOARD_LOADS = ['GET /api/stories', 'GET /api/outlines/me', 'GET /api/profile/me'];

const answering =
  (url: string, reply: MockReply) =>
  (other: MockHandler): MockHandler =>
  (request) =>
    request.method === 'GET' && request.url === url ? reply : other(request);

/** Answers the dashboard's profile load for a writer without a profile; `other` answers the rest. */
export const withoutProfile = answering('/api/profile/me', NO_PROFILE);
/** Answers the dashboard's outline load for a writer without an outline; `other` answers the rest. */
export const withoutOutline = answering('/api/outlines/me', noOutline);
/** Answers the dashboard's story list for a writer without stories; `other` answers the rest. */
const withoutStories = answering('/api/stories', { status: 200, data: [] });
/** A new writer's dashboard: no stories, no outline, no profile. */
export const withEmptyDashboard = (other: MockHandler) => withoutStories(withoutOutline(withoutProfile(other)));

export const testUser: User = {
  _id: 'u1',
  name: 'Jane Writer',
  email: 'jane@example.com',
  avatar: '/api/users/u1/avatar',
  role: 'user',
  emailVerified: true,
  date: '2025-01-02T10:00:00.000Z',
  suspension: null,
};

/** What GET /api/auth tells a writer besides who they are: the key their drafts are sealed with. */
export const TEST_DRAFT_KEY = 'dGhlIHRlc3QgZHJhZnQga2V5IG9mIHRocmVlIGFjdCE';

export function signedIn(user: Partial<User> = {}): Partial<RootState> {
  return {
    auth: { ...initialAuthState, isAuthenticated: true, loading: false, user: { ...testUser, ...user } },
  };
}

export function signedOut(): Partial<RootState> {
  return { auth: { ...initialAuthState, loading: false } };
}

type LazyRoute = () => Promise<Partial<RouteObject>>;
const loadedPages = new Map<LazyRoute, Partial<RouteObject>>();

/**
 * The route table with the pages an earlier render loaded already in place, as a browser keeps a
 * chunk it has fetched: a page's first render in a test file waits for its code, the next ones don't.
 */
function withLoadedPages(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const children = route.children && withLoadedPages(route.children);
    const lazy = route.lazy as LazyRoute | undefined;
    if (typeof lazy !== 'function') return { ...route, children } as RouteObject;
    const loaded = loadedPages.get(lazy);
    if (loaded) return { ...route, lazy: undefined, ...loaded, children } as RouteObject;
    const load: LazyRoute = async () => {
      const properties = await lazy();
      loadedPages.set(lazy, properties);
      return properties;
    };
    return { ...route, lazy: load, children } as RouteObject;
  });
}

/**
 * Renders the whole app (layout + routes, in a memory data router) at `route` with a fresh store.
 * The session shell is in place (with this store) as the route layer loads it before any page but
 * a visitor's landing page.
 */
export function renderApp(route: string, preloadedState: Partial<RootState> = signedOut()) {
  const store = makeStore(preloadedState);
  sessionShell.startSession(store);
  setLoadedShell(sessionShell);
  // A signed-in page starts as the app does after sign-in: GET /api/auth already answered.
  const writer = preloadedState.auth?.user;
  if (writer) {
    void (store.dispatch as CacheDispatch)(sessionKnown());
    void unlockDrafts(writer._id, TEST_DRAFT_KEY);
  }
  const router = createMemoryRouter(withLoadedPages(routes), { initialEntries: [route] });
  // Every key still fires its events; only the pause between keys (a timer each) is left out.
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  return { store, user, router, ...view };
}

let inAnotherLanguage = false;

/**
 * `renderApp` in another language (decision 186): the writer chose `language` on this device before
 * the page loads, and its words are here. After the test the interface is English again and the
 * device forgets the choice (and the rest of its storage).
 */
export async function renderIn(language: Language, route: string, preloadedState?: Partial<RootState>) {
  inAnotherLanguage = true;
  await chooseLanguage(language);
  return renderApp(route, preloadedState);
}

afterEach(async () => {
  if (!inAnotherLanguage) return;
  inAnotherLanguage = false;
  localStorage.clear();
  await i18next.changeLanguage('en');
});

// Any request a test did not expect fails loudly instead of touching the network.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mockApi(({ method, url }) => {
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
});
afterAll(() => mockServer.close());
