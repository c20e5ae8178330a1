import { screen, waitFor } from '@testing-library/react';
import { DASHBOARD_LOADS, mockApi, renderApp, requestsOf, signedIn, withEmptyDashboard } from '../test/render-app';

describe('resend verification page', () => {
  it('sends a new email and returns to the dashboard', async () => {
    const api = mockApi(withEmptyDashboard(() => ({ status: 200, data: { msg: 'Verification Email Sent' } })));
    const { user } = renderApp('/resend', signedIn({ emailVerified: false }));

    expect(await screen.findByText(/allow up to 2 hours/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }));

    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    await waitFor(() => expect(requestsOf(api)).toEqual(['PUT /api/auth/resend', ...DASHBOARD_LOADS]));
  });

  it('shows the throttling message from the server', async () => {
    mockApi(() => ({ status: 429, data: { errors: [{ msg: 'Too many verification emails, try again later' }] } }));
    const { user } = renderApp('/resend', signedIn({ emailVerified: false }));

    await user.click(await screen.findByRole('button', { name: 'RESEND VERIFICATION EMAIL' }));

    expect(await screen.findByText('Too many verification emails, try again later')).toBeInTheDocument();
  });

  it('tells a verified user there is nothing to do', async () => {
    renderApp('/resend', signedIn({ emailVerified: true }));
    expect(await screen.findByRole('heading', { name: 'Your email is already verified' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).not.toBeInTheDocument();
  });
});
