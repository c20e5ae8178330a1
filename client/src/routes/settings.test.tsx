import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderApp, requestsOf, signedIn, testUser } from '../test/render-app';

const account = { ...testUser, pendingEmail: null, emailDigest: 'off' };
const sessions = [
  {
    _id: 'session-here',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-23T09:00:00.000Z',
    device: 'Firefox on Linux',
    current: true,
  },
  {
    _id: 'session-phone',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-22T09:00:00.000Z',
    device: 'Safari on iOS',
    current: false,
  },
];

/** The settings page's reads, and `other` for the rest. */
const settingsApi =
  (other: (request: { method: string; url: string; data: unknown }) => { status: number; data?: unknown }) =>
  (request: { method: string; url: string; data: unknown }) => {
    if (request.method === 'GET' && request.url === '/api/users/me') return { status: 200, data: account };
    if (request.method === 'GET' && request.url === '/api/auth/sessions') return { status: 200, data: sessions };
    return other(request);
  };

describe('settings page', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    const api = mockApi(
      settingsApi(({ method, url }) => {
        if (method === 'DELETE' && url === '/api/auth/sessions/session-phone') return { status: 204 };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user } = renderApp('/settings', signedIn());
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    const [here, phone] = await within(devices).findAllByRole('listitem');
    expect(here).toHaveTextContent(/Firefox on Linux\s*this device/);
    await user.click(within(phone!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(requestsOf(api)).toContain('DELETE /api/auth/sessions/session-phone'));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field and changes nothing else', async () => {
    mockApi(
      settingsApi(({ method, url }) => {
        if (method === 'PUT' && url === '/api/auth/password') {
          return {
            status: 400,
            data: { errors: [{ msg: 'That is not your current password', path: 'currentPassword' }] },
          };
        }
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user } = renderApp('/settings', signedIn());
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('Current password'), 'not it at all');
    await user.type(within(form).getByLabelText('New password'), 'a brand new plot twist');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('That is not your current password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
  });

  it('asks for an e-mail change and shows it as waiting', async () => {
    let pending: string | null = null;
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/users/me')
        return { status: 200, data: { ...account, pendingEmail: pending } };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: sessions };
      if (method === 'PUT' && url === '/api/auth/email') {
        pending = (data as { email: string }).email;
        return { status: 200, data: { msg: `We sent a link to ${pending}` } };
      }
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/settings', signedIn());
    const form = await screen.findByRole('form', { name: 'E-mail address' });
    await user.type(within(form).getByLabelText('New e-mail address'), 'new@example.org');
    await user.type(within(form).getByLabelText('Your password'), 'my secret password');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(form).findByText(/Waiting for confirmation/)).toBeInTheDocument();
    expect(within(form).getByText('new@example.org')).toBeInTheDocument();
    const sent = api.mock.calls.map(([config]) => config).find((config) => config.url === '/auth/email');
    expect(JSON.parse(String(sent?.data))).toEqual({ email: 'new@example.org', password: 'my secret password' });
  });

  it('cancels a pending e-mail change', async () => {
    let pending: string | null = 'new@example.org';
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/users/me')
        return { status: 200, data: { ...account, pendingEmail: pending } };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: sessions };
      if (method === 'DELETE' && url === '/api/auth/email') {
        pending = null;
        return { status: 200, data: { msg: 'The e-mail change is cancelled' } };
      }
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/settings', signedIn());
    const form = await screen.findByRole('form', { name: 'E-mail address' });
    expect(await within(form).findByText(/Waiting for confirmation/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('The e-mail change is cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
    expect(requestsOf(api)).toContain('DELETE /api/auth/email');
  });

  it('renames the writer and the navbar greeting follows', async () => {
    mockApi(
      settingsApi(({ method, url, data }) => {
        if (method === 'PUT' && url === '/api/users/me')
          return { status: 200, data: { ...testUser, ...(data as object) } };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user, store } = renderApp('/settings', signedIn());
    const form = await screen.findByRole('form', { name: 'Name' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Jane Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(store.getState().auth.user?.name).toBe('Jane Renamed');
  });
});
