import type { ApiRequest } from '../lib/api';
import { mockApi, signedIn } from '../test/render-app';
import { api } from './api';
import { makeStore } from './store';

// Any endpoint: every request goes through the one base query.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, ApiRequest>({ query: (request) => request }),
    read: build.query<unknown, string>({ query: (url) => ({ url }) }),
  }),
});

describe('the base query', () => {
  it('ends the session in the store when any call answers 401', async () => {
    const store = makeStore(signedIn());
    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Token is not valid' }] } }));

    await store.dispatch(probe.endpoints.probe.initiate({ url: '/outlines/me' }));

    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
  });

  it('drops every cached answer with the session on a 401', async () => {
    const store = makeStore(signedIn());
    mockApi(() => ({ status: 200, data: { title: 'The Salt Road' } }));
    await store.dispatch(probe.endpoints.read.initiate('/outlines/me'));
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);

    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Token is not valid' }] } }));
    await store.dispatch(probe.endpoints.probe.initiate({ url: '/posts', method: 'POST', data: {} }));

    expect(store.getState().api?.queries).toEqual({});
  });

  it('leaves the session alone on other errors', async () => {
    const store = makeStore(signedIn());
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'Text is required' }] } }));

    await store.dispatch(probe.endpoints.probe.initiate({ url: '/posts', method: 'POST', data: {} }));

    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
