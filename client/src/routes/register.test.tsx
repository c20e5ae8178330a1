import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DASHBOARD_LOADS, mockApi, renderApp, requestsOf, testUser, withEmptyDashboard } from '../test/render-app';

async function fillForm(user: UserEvent, password: string, confirmation: string) {
  // The sign-up page is its own chunk: wait for it.
  await screen.findByRole('heading', { name: 'Create your account' });
  await user.type(screen.getByLabelText('Name'), 'Jane Writer');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms of Service' }));
  await user.click(screen.getByRole('checkbox', { name: 'I am at least 13 years old' }));
}

describe('register page', () => {
  it('refuses mismatched passwords without sending anything', async () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    const { user } = renderApp('/register');

    await fillForm(user, 'first-password', 'second-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('uses the 8 to 72 character password limits and requires both consents', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    for (const label of ['Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('minLength', '8');
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '72');
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('minLength', '5');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: /privacy policy/i })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /at least 13/i })).toBeRequired();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
  });

  it('signs up, loads the user and opens the dashboard', async () => {
    const api = mockApi(
      withEmptyDashboard(({ method, url }) => {
        if (method === 'POST' && url === '/api/users') return { status: 200, data: { token: 'jwt' } };
        if (method === 'GET' && url === '/api/auth')
          return { status: 200, data: { ...testUser, emailVerified: false } };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const { user } = renderApp('/register');

    await fillForm(user, 'a-good-password', 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    await waitFor(() => expect(requestsOf(api)).toEqual(['POST /api/users', 'GET /api/auth', ...DASHBOARD_LOADS]));
    expect(JSON.parse(api.mock.calls[0]![0].data as string)).toEqual({
      name: 'Jane Writer',
      email: 'jane@example.com',
      password: 'a-good-password',
      ageVerify: true,
      tosAgree: true,
    });
  });

  it('shows a server error that names a field under that field, focused, and one that names none at the top', async () => {
    mockApi(() => ({
      status: 400,
      data: { errors: [{ msg: 'User already exists' }, { msg: 'This password is too common', path: 'password' }] },
    }));
    const { user } = renderApp('/register');

    await fillForm(user, 'a-good-password', 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/This password is too common/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('refuses a name the contract refuses, under the name field, without sending anything', async () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    const { user } = renderApp('/register');

    await fillForm(user, 'a-good-password', 'a-good-password');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   Jo   ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Name must be 5 to 50 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });
});
