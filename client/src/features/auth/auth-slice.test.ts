import { makeStore } from '../../app/store';
import { mockApi, requestsOf, signedIn, TEST_DRAFT_KEY, testUser } from '../../test/render-app';
import { authApi } from './auth-api';
import { restoreSession } from './restore-session';
import { sessionEnded } from './session-ended';

const { getMe, login, register, logout, deleteAccount } = authApi.endpoints;
const loadUser = () => getMe.initiate(undefined, { subscribe: false, forceRefetch: true });
/** What a failed call gives its caller: the server's status and errors. */
const failure = (status: number, msg: string) => ({ status, errors: [{ msg }] });
import { hasSessionMarker } from './session-marker';

describe('auth slice', () => {
  it('starts unknown: loading, not authenticated', () => {
    expect(makeStore().getState().auth).toMatchObject({ isAuthenticated: false, loading: true, user: null });
  });

  it('GET /api/auth answered stores the user', async () => {
    const api = mockApi(() => ({ status: 200, data: testUser }));
    const store = makeStore();
    await store.dispatch(loadUser());
    expect(requestsOf(api)).toEqual(['GET /api/auth']);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loading: false, user: testUser });
  });

  it('GET /api/auth answered 401 means signed out and no longer loading', async () => {
    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'No token, authorization denied' }] } }));
    const store = makeStore();
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
  });

  it('remembers that the server ended a signed-in session (a 401), not a logout nor a start-up without one', async () => {
    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Please sign in to continue' }] } }));
    const ended = makeStore(signedIn());
    await ended.dispatch(loadUser());
    expect(ended.getState().auth).toMatchObject({ isAuthenticated: false, endedByServer: true });
    // Signing in again clears it.
    mockApi(() => ({ status: 200, data: { ...testUser, draftKey: TEST_DRAFT_KEY } }));
    await ended.dispatch(loadUser());
    expect(ended.getState().auth).toMatchObject({ isAuthenticated: true, endedByServer: false });

    const loggedOut = makeStore(signedIn());
    loggedOut.dispatch(sessionEnded());
    expect(loggedOut.getState().auth.endedByServer).toBe(false);

    mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Please sign in to continue' }] } }));
    const neverIn = makeStore();
    await neverIn.dispatch(loadUser());
    expect(neverIn.getState().auth.endedByServer).toBe(false);
  });

  describe('restoreSession at start-up', () => {
    const setMarker = () => {
      document.cookie = 'signed_in=1; Path=/';
    };
    afterEach(() => {
      document.cookie = 'signed_in=; Max-Age=0; Path=/';
    });

    it('without the signed_in cookie asks nothing and settles as signed out', async () => {
      const api = mockApi(() => ({ status: 200, data: testUser }));
      const store = makeStore();
      await store.dispatch(restoreSession());
      expect(requestsOf(api)).toEqual([]);
      expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
    });

    it('with the signed_in cookie loads the user from GET /api/auth', async () => {
      setMarker();
      const api = mockApi(() => ({ status: 200, data: testUser }));
      const store = makeStore();
      await store.dispatch(restoreSession());
      expect(requestsOf(api)).toEqual(['GET /api/auth']);
      expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loading: false, user: testUser });
    });

    it('a 401 (revoked session) signs out and drops the cookie, so the next visit asks nothing', async () => {
      setMarker();
      mockApi(() => ({ status: 401, data: { errors: [{ msg: 'Token is not valid' }] } }));
      const store = makeStore();
      await store.dispatch(restoreSession());
      expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
      expect(hasSessionMarker()).toBe(false);
    });
  });

  it('login posts the credentials, then loads the user', async () => {
    const api = mockApi(({ method }) =>
      method === 'POST' ? { status: 200, data: { token: 'jwt' } } : { status: 200, data: testUser },
    );
    const store = makeStore();
    const user = await store
      .dispatch(login.initiate({ email: 'jane@example.com', password: 'correct horse' }))
      .unwrap();

    expect(user).toEqual(testUser);
    expect(requestsOf(api)).toEqual(['POST /api/auth', 'GET /api/auth']);
    expect(JSON.parse(api.mock.calls[0]![0].data as string)).toEqual({
      email: 'jane@example.com',
      password: 'correct horse',
    });
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('a failed login rejects with the server errors and clears the session', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'Invalid credentials' }] } }));
    const store = makeStore(signedIn());

    await expect(
      store.dispatch(login.initiate({ email: 'a@b.co', password: 'wrongpass' })).unwrap(),
    ).rejects.toMatchObject(failure(400, 'Invalid credentials'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('a failed sign-up clears the session', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'User already exists' }] } }));
    const store = makeStore(signedIn());
    const payload = {
      name: 'Jane Writer',
      email: 'jane@example.com',
      password: 'a-long-pass',
      ageVerify: true,
      tosAgree: true,
    };

    await expect(store.dispatch(register.initiate(payload)).unwrap()).rejects.toMatchObject(
      failure(400, 'User already exists'),
    );
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('logout ends the local session even when the server call fails', async () => {
    mockApi(() => ({ status: 500, data: { errors: [{ msg: 'Server error' }] } }));
    const store = makeStore(signedIn());
    await store.dispatch(logout.initiate());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('deleteAccount calls DELETE /api/profile and signs out; a failure keeps the session', async () => {
    const api = mockApi(() => ({ status: 200, data: { msg: 'User deleted' } }));
    const store = makeStore(signedIn());
    await store.dispatch(deleteAccount.initiate({ password: 'plot twist at midnight' }));
    expect(requestsOf(api)).toEqual(['DELETE /api/profile']);
    expect(store.getState().auth.isAuthenticated).toBe(false);

    mockApi(() => ({ status: 500, data: { errors: [{ msg: 'Server error' }] } }));
    const other = makeStore(signedIn());
    await expect(
      other.dispatch(deleteAccount.initiate({ password: 'plot twist at midnight' })).unwrap(),
    ).rejects.toMatchObject(failure(500, 'Server error'));
    expect(other.getState().auth).toMatchObject({ isAuthenticated: true });
  });
});

describe('GET /api/auth with a misrouted answer', () => {
  it('does not take an HTML page for a signed-in user', async () => {
    mockApi(() => ({ status: 200, data: '<!doctype html><html></html>' }));
    const store = makeStore();
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
  });
});
