import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DASHBOARD_LOADS, mockApi, renderApp, requestsOf, testUser, withEmptyDashboard } from '../test/render-app';

async function fillForm(user: UserEvent, password: string, confirmation: string) {
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
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('uses the 8 to 72 character password limits and requires both consents', () => {
    renderApp('/register');
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
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

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

  it('shows each server validation error as a danger alert and stays on the form', async () => {
    mockApi(() => ({
      status: 400,
      data: { errors: [{ msg: 'User already exists' }, { msg: 'This password is too common', path: 'password' }] },
    }));
    const { user } = renderApp('/register');

    await fillForm(user, 'a-good-password', 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the message must sit in a danger alert
    expect(screen.getByText('This password is too common').closest('.alert')).toHaveClass('alert--danger');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
