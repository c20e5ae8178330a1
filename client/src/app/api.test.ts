import type { ApiRequest } from '../lib/api';
import { mockApi, signedIn } from '../test/render-app';
import { api } from './api';
import { injectApi, makeStore } from './store';

// Any endpoint: every request goes through the one base query.
const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.mutation<unknown, ApiRequest>({ query: (request) => request }) }),
});

describe('the base query', () => {
  it('ends the session in the store when any call answers 401', async () => {
    injectApi(api);
    const store = makeStore(signedIn());
    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Token is not valid' }] } }));

    await store.dispatch(probe.endpoints.probe.initiate({ url: '/outlines/me' }));

    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
  });

  it('leaves the session alone on other errors', async () => {
    injectApi(api);
    const store = makeStore(signedIn());
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'Text is required' }] } }));

    await store.dispatch(probe.endpoints.probe.initiate({ url: '/posts', method: 'POST', data: {} }));

    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
