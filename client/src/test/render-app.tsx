import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { makeStore, type RootState } from '../app/store';
import type { User } from '@three-act/contract/users';
import { initialAuthState } from '../features/auth/auth-slice';
import { apiClient } from '../lib/api-client';

import { noOutline } from './outline-fixtures';

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (request: { method: string; url: string; data: unknown }) => MockReply;

/**
 * Replaces the network layer of the one axios instance: every request goes to `handler`
 * and nothing leaves the process. Returns the jest mock so tests can inspect the calls.
 */
export function mockApi(handler: MockHandler) {
  const adapter = jest.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const reply = handler({ method, url, data });
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data ?? '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  });
  apiClient.defaults.adapter = adapter;
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
export const DASHBOARD_LOADS = ['GET /api/outlines/me', 'GET /api/profile/me'];

const answering =
  (url: string, reply: MockReply) =>
  (other: MockHandler): MockHandler =>
  (request) =>
    request.method === 'GET' && request.url === url ? reply : other(request);

/** Answers the dashboard's profile load for a writer without a profile; `other` answers the rest. */
export const withoutProfile = answering('/api/profile/me', NO_PROFILE);
/** Answers the dashboard's outline load for a writer without an outline; `other` answers the rest. */
export const withoutOutline = answering('/api/outlines/me', noOutline);
/** A new writer's dashboard: no outline, no profile. */
export const withEmptyDashboard = (other: MockHandler) => withoutOutline(withoutProfile(other));

export const testUser: User = {
  _id: 'u1',
  name: 'Jane Writer',
  email: 'jane@example.com',
  avatar: '/api/users/u1/avatar',
  role: 'user',
  emailVerified: true,
  date: '2025-01-02T10:00:00.000Z',
};

export function signedIn(user: Partial<User> = {}): Partial<RootState> {
  return {
    auth: { ...initialAuthState, isAuthenticated: true, loading: false, user: { ...testUser, ...user } },
  };
}

export function signedOut(): Partial<RootState> {
  return { auth: { ...initialAuthState, loading: false } };
}

/** Renders the whole app (layout + routes) at `route` with a fresh store. */
export function renderApp(route: string, preloadedState: Partial<RootState> = signedOut()) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...view };
}

// Any request a test did not expect fails loudly instead of touching the network.
beforeEach(() => {
  mockApi(({ method, url }) => {
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
});
