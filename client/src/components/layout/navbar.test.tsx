import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, signedIn } from '../../test/render-app';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('navigation', () => {
  it('offers Sign Up and Login to visitors', () => {
    renderApp('/');
    expect(mainNav().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    for (const name of ['Privacy', 'Terms', 'Guidelines', 'About', 'Sign Up', 'Log In']) {
      expect(footer.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: 'Writers' })).toHaveAttribute('href', '/profiles');
  });

  it('offers Brainstorm, Writers, Dashboard and Logout to a signed-in user, without staff links', async () => {
    renderApp('/about', signedIn({ role: 'user' }));
    expect(mainNav().getByRole('link', { name: 'Brainstorm' })).toHaveAttribute('href', '/posts');
    expect(mainNav().getByRole('link', { name: 'Writers' })).toHaveAttribute('href', '/profiles');
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mainNav().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Three Act' })).toBeInTheDocument();
  });

  it('adds Moderation for moderators and Admin for admins', async () => {
    const { unmount } = renderApp('/dashboard', signedIn({ role: 'mod' }));
    await screen.findByRole('heading', { name: 'Welcome Jane Writer' });
    expect(mainNav().getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();

    renderApp('/dashboard', signedIn({ role: 'admin' }));
    await screen.findByRole('heading', { name: 'Welcome Jane Writer' });
    expect(mainNav().getByRole('link', { name: 'Moderation' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('folds the signed-in links into a menu that closes after navigating', async () => {
    const { user } = renderApp('/about', signedIn());
    const toggle = mainNav().getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(mainNav().getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(mainNav().getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no menu button to visitors, whose two links fit on a phone', () => {
    renderApp('/');
    expect(mainNav().queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('logs out from the navbar and returns to the landing page', async () => {
    const { user, store } = renderApp('/about', signedIn());
    mockApiLogout();
    await user.click(mainNav().getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: /free/i })).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

function mockApiLogout() {
  return mockApi(({ method, url }) => {
    if (method === 'POST' && url === '/api/auth/logout') return { status: 204 };
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
}
