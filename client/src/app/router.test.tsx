import { screen } from '@testing-library/react';
import { mockApi, renderApp, signedIn, signedOut } from '../test/render-app';
import { initialAuthState } from '../features/auth/auth-slice';

describe('routing', () => {
  it('sends a signed-out visitor of a private page to /login', async () => {
    renderApp('/dashboard', signedOut());
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /welcome/i })).not.toBeInTheDocument();
  });

  it('shows a spinner, not a redirect, while the user is still loading', () => {
    renderApp('/dashboard', { auth: initialAuthState });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Oops. The requested page could not be found.')).toBeInTheDocument();
  });

  it('redirects a signed-in visitor from the landing page to the dashboard', async () => {
    renderApp('/', signedIn({ name: 'Jane Writer' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
  });

  it('shows the landing page with sign-up and login links to visitors', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: /free/i })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the moderation queue from ordinary users', async () => {
    renderApp('/moderation', signedIn({ role: 'user' }));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });

  it('lets moderators into the moderation queue but not the admin page', async () => {
    mockApi(() => ({ status: 200, data: [] }));
    renderApp('/moderation', signedIn({ role: 'mod' }));
    expect(await screen.findByRole('heading', { name: 'Moderation Queue' })).toBeInTheDocument();
  });

  it('keeps the admin page from moderators', async () => {
    renderApp('/admin', signedIn({ role: 'mod' }));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
