import { screen, waitFor } from '@testing-library/react';
import { FORGOT_MESSAGE, INVALID_RESET_LINK } from '@three-act/contract/auth';
import {
  DASHBOARD_LOADS,
  mockApi,
  renderApp,
  requestsOf,
  signedIn,
  testUser,
  withEmptyDashboard,
} from '../test/render-app';

const TOKEN = 'a'.repeat(43);

describe('forgot password', () => {
  it('is linked from the login page and answers with the same message for any address', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/auth/forgot') return { status: 200, data: { msg: FORGOT_MESSAGE } };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // The data router shows the login page until the reset page's code is in.
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByText(FORGOT_MESSAGE)).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['POST /api/auth/forgot']);
  });

  it('offers the reset when the login is locked after too many tries', async () => {
    mockApi(() => ({
      status: 429,
      data: { errors: [{ msg: 'Too many failed sign-in attempts; please wait 15 minutes and try again' }] },
    }));
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('link', { name: 'Reset it by e-mail' })).toHaveAttribute('href', '/forgot');
  });
});

describe('reset page', () => {
  it('sets the new password, signs in and opens the dashboard', async () => {
    const api = mockApi(
      withEmptyDashboard(({ method, url }) => {
        if (method === 'PUT' && url === `/api/auth/reset/${TOKEN}`) return { status: 200, data: { token: 'jwt' } };
        if (method === 'GET' && url === '/api/auth') return { status: 200, data: testUser };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user } = renderApp(`/reset/${TOKEN}`);
    const field = await screen.findByLabelText('New password');
    await user.type(field, 'the second draft is better');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsOf(api)).toEqual([`PUT /api/auth/reset/${TOKEN}`, 'GET /api/auth', ...DASHBOARD_LOADS]),
    );
  });

  it('says a used link is invalid and offers a new one', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: INVALID_RESET_LINK }] } }));
    const { user } = renderApp(`/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'the second draft is better');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot');
  });
});

describe('verify and resend pages', () => {
  it('offers a new verification link when a signed-in writer’s link is dead', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'PUT' && url.startsWith('/api/auth/verify/')) {
        return { status: 400, data: { errors: [{ msg: 'This verification link is invalid or has expired' }] } };
      }
      if (method === 'PUT' && url === '/api/auth/resend')
        return { status: 200, data: { msg: 'Verification Email Sent' } };
      // A refused verification still refreshes who is signed in (the mutation invalidates the user).
      if (method === 'GET' && url === '/api/auth') return { status: 200, data: { ...testUser, emailVerified: false } };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp(`/verify/${TOKEN}`, signedIn({ emailVerified: false }));
    await user.click(await screen.findByRole('button', { name: 'VERIFY ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(requestsOf(api)).toContain('PUT /api/auth/resend');
  });

  it('tells a writer with a mistyped address to sign up again (only a verified address can be changed)', async () => {
    renderApp('/resend', signedIn({ emailVerified: false }));
    expect(await screen.findByRole('link', { name: 'sign up again' })).toHaveAttribute('href', '/register');
  });
});

describe('confirm e-mail page', () => {
  it('confirms the new address with one click and opens the settings', async () => {
    mockApi(({ method, url }) => {
      if (method === 'PUT' && url === `/api/auth/email/${TOKEN}`)
        return { status: 200, data: { msg: 'Your e-mail address is changed' } };
      if (method === 'GET' && url === '/api/auth') return { status: 200, data: testUser };
      if (method === 'GET' && url === '/api/users/me')
        return { status: 200, data: { ...testUser, pendingEmail: null } };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: [] };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp(`/confirm-email/${TOKEN}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'USE THIS ADDRESS' }));
    expect(await screen.findByText('Your e-mail address is changed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in first and confirms nothing', async () => {
    const api = mockApi(({ method, url }) => {
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    renderApp(`/confirm-email/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'USE THIS ADDRESS' })).not.toBeInTheDocument();
    expect(requestsOf(api)).toEqual([]);
  });
});

describe('cancel e-mail change page', () => {
  it('cancels the change signed out with one click and says what to do next', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'PUT' && url === `/api/auth/email/cancel/${TOKEN}`)
        return { status: 200, data: { msg: 'The e-mail change is cancelled.' } };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp(`/cancel-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'CANCEL THE CHANGE' }));
    expect(await screen.findByText('The e-mail change is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'CANCEL THE CHANGE' })).toBeDisabled();
    expect(requestsOf(api)).toEqual([`PUT /api/auth/email/cancel/${TOKEN}`]);
  });

  it('explains a dead link', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'This link is invalid or has expired' }] } }));
    const { user } = renderApp(`/cancel-email/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'CANCEL THE CHANGE' }));
    expect(await screen.findByText(/already cancelled or confirmed/)).toBeInTheDocument();
  });
});
