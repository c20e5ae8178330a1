import { screen, waitFor, within } from '@testing-library/react';
import {
  DASHBOARD_LOADS,
  mockApi,
  renderApp,
  requestsOf,
  signedIn,
  testUser,
  withEmptyDashboard,
} from '../test/render-app';

describe('login page', () => {
  it('logs in and opens the dashboard', async () => {
    const api = mockApi(
      withEmptyDashboard(({ method, url }) => {
        if (method === 'POST' && url === '/api/auth') return { status: 200, data: { token: 'jwt' } };
        if (method === 'GET' && url === '/api/auth') return { status: 200, data: testUser };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user } = renderApp('/login');

    // The login page is its own chunk: wait for it, as a visitor would.
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    await waitFor(() => expect(requestsOf(api)).toEqual(['POST /api/auth', 'GET /api/auth', ...DASHBOARD_LOADS]));
  });

  it('shows "Invalid credentials" and stays on the form', async () => {
    mockApi(() => ({ status: 400, data: { errors: [{ msg: 'Invalid credentials' }] } }));
    const { user } = renderApp('/login');

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    mockApi(() => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    });
    const { user } = renderApp('/login');

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Network error, please try again.')).toBeInTheDocument();
  });

  it('types the fields for the browser and links to sign-up', () => {
    renderApp('/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '8');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    renderApp('/login', signedIn());
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
  });
});
