import { screen, waitFor } from '@testing-library/react';
import {
  DASHBOARD_LOADS,
  mockApi,
  renderApp,
  requestsOf,
  signedIn,
  signedOut,
  testUser,
  withEmptyDashboard,
} from '../test/render-app';

describe('verify email page', () => {
  it('works signed out: verifies the token, confirms it and opens the login page', async () => {
    const api = mockApi(() => ({ status: 200, data: { msg: 'Email Verified' } }));
    const { user } = renderApp('/verify/abc123', signedOut());

    expect(await screen.findByText(/upload a profile image/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'VERIFY ACCOUNT' }));

    expect(await screen.findByText('Email Verified')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['PUT /api/auth/verify/abc123']);
  });

  it('signed in: reloads the user and opens the dashboard without the verify notice', async () => {
    const api = mockApi(
      withEmptyDashboard(({ method }) => {
        if (method === 'PUT') return { status: 200, data: { msg: 'Email Verified' } };
        return { status: 200, data: { ...testUser, emailVerified: true } };
      }),
    );
    const { user } = renderApp('/verify/abc123', signedIn({ emailVerified: false }));

    await user.click(await screen.findByRole('button', { name: 'VERIFY ACCOUNT' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsOf(api)).toEqual(['PUT /api/auth/verify/abc123', 'GET /api/auth', ...DASHBOARD_LOADS]),
    );
    expect(screen.queryByRole('link', { name: 'Send a new verification email' })).not.toBeInTheDocument();
  });

  it('shows why an expired link failed', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'This verification link is invalid or has expired' }] } }));
    const { user } = renderApp('/verify/old', signedOut());

    await user.click(await screen.findByRole('button', { name: 'VERIFY ACCOUNT' }));

    expect(await screen.findByText('This verification link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VERIFY ACCOUNT' })).toBeEnabled();
  });
});
