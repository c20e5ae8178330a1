import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLanguage, i18next } from '../../../lib/i18n';
import { mockApi, renderApp, renderIn, requestsOf, signedIn, testUser, TEST_DRAFT_KEY } from '../../../test/render-app';
import { authApi } from '../auth-api';

// Decision 187: the account's language wins once signed in, is chosen in the settings or the
// footer, and every request asks the server for its messages in the interface's language.

const account = { ...testUser, pendingEmail: null, emailDigest: 'off', language: null };

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

describe('the account’s language', () => {
  it('is chosen in the settings: saved to the account, the interface switches, and requests ask for it', async () => {
    const asked: string[] = [];
    const api = mockApi(({ method, url, data, headers }) => {
      asked.push(`${method} ${url} ${headers?.get('accept-language')}`);
      if (method === 'GET' && url === '/api/users/me') return { status: 200, data: account };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: [] };
      if (method === 'PUT' && url === '/api/users/me/language') return { status: 200, data };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/settings', signedIn());
    const section = within(await screen.findByRole('region', { name: 'Language' }));
    // Neither the account nor this device has chosen: the browser's language (jsdom's is English).
    expect(section.getByRole('combobox')).toHaveValue('');
    expect(section.getByRole('option', { name: "Browser's language (English)", selected: true })).toBeInTheDocument();
    expect(asked).toContain('GET /api/users/me en');

    await user.selectOptions(section.getByRole('combobox'), 'Français');

    await waitFor(() => expect(requestsOf(api)).toContain('PUT /api/users/me/language'));
    const put = api.mock.calls.find(([config]) => config.url === '/users/me/language')![0];
    expect(JSON.parse(put.data as string)).toEqual({ language: 'fr' });
    await waitFor(() => expect(currentLanguage()).toBe('fr'));
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    // The account is read again after the change, in French.
    await waitFor(() => expect(asked).toContain('GET /api/users/me fr'));
  });

  it('follows the browser when chosen so: the account’s and this device’s choices are cleared', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    let saved: string | null = 'es';
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/users/me') return { status: 200, data: { ...account, language: saved } };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: [] };
      if (method === 'PUT' && url === '/api/users/me/language') {
        saved = (data as { language: string | null }).language;
        return { status: 200, data };
      }
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = await renderIn('es', '/settings', signedIn());
    const spanish = within(await screen.findByRole('region', { name: 'Idioma' }));
    await waitFor(() => expect(spanish.getByRole('combobox')).toHaveValue('es'));

    await user.selectOptions(spanish.getByRole('combobox'), 'Idioma del navegador (Deutsch)');

    await waitFor(() => expect(requestsOf(api)).toContain('PUT /api/users/me/language'));
    const put = api.mock.calls.find(([config]) => config.url === '/users/me/language')![0];
    expect(JSON.parse(put.data as string)).toEqual({ language: null });
    expect(localStorage.getItem('three-act-language')).toBeNull();
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    // Read again, the account follows the browser, said now in the browser's language.
    const german = within(await screen.findByRole('region', { name: 'Sprache' }));
    expect(
      await german.findByRole('option', { name: 'Sprache des Browsers (Deutsch)', selected: true }),
    ).toBeInTheDocument();
    expect(german.getByRole('combobox')).toBeEnabled();
  });

  it('is adopted from the session’s user at sign-in, and kept on the device', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/auth')
        return { status: 200, data: { ...testUser, draftKey: TEST_DRAFT_KEY, language: 'es' } };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { store } = renderApp('/about');
    await act(async () => {
      await store.dispatch(authApi.endpoints.getMe.initiate());
      await i18next.loadLanguages('es');
    });
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(localStorage.getItem('three-act-language')).toBe('es');
    expect(store.getState().auth.user).not.toHaveProperty('language');
  });

  it('leaves the interface as it is when the account has none', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/auth')
        return { status: 200, data: { ...testUser, draftKey: TEST_DRAFT_KEY, language: null } };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { store } = renderApp('/about');
    await act(async () => {
      await store.dispatch(authApi.endpoints.getMe.initiate());
    });
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('three-act-language')).toBeNull();
  });

  it('follows the footer’s choice when signed in', async () => {
    const api = mockApi(({ method, url, data }) => {
      if (method === 'PUT' && url === '/api/users/me/language') return { status: 200, data };
      return { status: 200, data: [] };
    });
    const { user } = renderApp('/about', signedIn());
    const footer = within(screen.getByRole('contentinfo'));
    await user.selectOptions(footer.getByRole('combobox', { name: 'Language' }), 'Polski');
    await waitFor(() => expect(requestsOf(api)).toContain('PUT /api/users/me/language'));
    await waitFor(() => expect(currentLanguage()).toBe('pl'));
  });

  it('is not asked for by a visitor’s footer choice, which stays on the device', async () => {
    const api = mockApi(() => ({ status: 200, data: [] }));
    const { user } = renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    await user.selectOptions(footer.getByRole('combobox', { name: 'Language' }), 'Nederlands');
    await waitFor(() => expect(currentLanguage()).toBe('nl'));
    expect(requestsOf(api)).not.toContain('PUT /api/users/me/language');
    expect(localStorage.getItem('three-act-language')).toBe('nl');
  });
});
