import { screen, waitFor, within } from '@testing-library/react';
import {
  DASHBOARD_LOADS,
  mockApi,
  renderApp,
  requestsOf,
  signedIn,
  withEmptyDashboard,
  withoutProfile,
} from '../test/render-app';
import { makeOutline } from '../test/outline-fixtures';
import { DELETE_ACCOUNT_CONFIRM } from '../features/auth/components/delete-account-button';

describe('dashboard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('welcomes the user and offers an optional public profile', async () => {
    mockApi(
      withEmptyDashboard(({ method, url }) => {
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    renderApp('/dashboard', signedIn({ name: 'Jane Writer' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(
      await screen.findByText('You have not yet set up a profile. Please fill out your profile info.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/public.*entirely optional/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/create-profile');
    expect(screen.queryByRole('link', { name: /verification email/i })).not.toBeInTheDocument();
  });

  it("shows the current story's checks once it has scenes, each to dismiss (decision 165)", async () => {
    const outline = makeOutline();
    mockApi(
      withoutProfile(({ method, url }) => {
        if (url === '/api/stories') {
          const story = { _id: outline._id, title: outline.title, progress: 3, updatedAt: outline.date, current: true };
          return { status: 200, data: [{ ...story, scenes: 4 }] };
        }
        if (url === '/api/outlines/me') return { status: 200, data: outline };
        if (method === 'GET' && url === `/api/stories/${outline._id}/checks`) {
          const message = '“Romance” has no scene in Act III: is it resolved?';
          return {
            status: 200,
            data: [
              {
                key: 'plotline-unresolved:x:act:2',
                kind: 'plotline-unresolved',
                message,
                values: { plotline: 'Romance', act: 'Act III' },
                refs: [],
              },
            ],
          };
        }
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    renderApp('/dashboard', signedIn());
    const checks = await screen.findByRole('region', { name: 'Story checks' });
    expect(await within(checks).findByText('“Romance” has no scene in Act III: is it resolved?')).toBeInTheDocument();
    expect(within(checks).getByRole('button', { name: /^Dismiss/ })).toBeInTheDocument();
  });

  it("keeps a new story's pasted title whole past its limit, counts it and starts the story once it fits (decision 176)", async () => {
    const outline = makeOutline();
    const created: unknown[] = [];
    mockApi(
      withoutProfile(({ method, url, data }) => {
        if (method === 'POST' && url === '/api/stories') {
          created.push(data);
          return { status: 201, data: makeOutline({ _id: 'o2', title: (data as { title: string }).title }) };
        }
        if (url === '/api/stories') {
          return {
            status: 200,
            data: [{ _id: outline._id, title: outline.title, progress: 3, updatedAt: outline.date, current: true }],
          };
        }
        if (url === '/api/outlines/me') return { status: 200, data: outline };
        return { status: 200, data: [] };
      }),
    );
    const { user } = renderApp('/dashboard', signedIn());
    await user.click(await screen.findByRole('button', { name: 'New story' }));
    const title = screen.getByRole('textbox', { name: 'Title of the new story' });
    expect(title).not.toHaveAttribute('maxlength');
    const long = `${'The Lamp at Greywater '.repeat(9)}and after`; // 198 + 9 = 207 characters
    await user.paste(long);
    expect(title).toHaveValue(long);
    expect(
      screen.getByText('Too long: 7 characters over the limit of 200. Shorten it; nothing has been cut.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start it' }));
    expect(created).toEqual([]);
    expect(title).toHaveValue(long);

    await user.click(title);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Start it' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created).toEqual([expect.objectContaining({ title: long.slice(0, -7) })]);
  });

  it('asks an unverified user to verify, with a link to /resend', async () => {
    renderApp('/dashboard', signedIn({ emailVerified: false }));
    const link = await screen.findByRole('link', { name: 'Send a new verification email' });
    expect(link).toHaveAttribute('href', '/resend');
  });

  it('does nothing when account deletion is not confirmed', async () => {
    const api = mockApi(withEmptyDashboard(() => ({ status: 200, data: { msg: 'deleted' } })));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/dashboard', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    expect(confirm).toHaveBeenCalledWith(DELETE_ACCOUNT_CONFIRM);
    expect(DELETE_ACCOUNT_CONFIRM).toBe(
      'Are you sure that you want to delete your account? This is permanent and can NOT be undone.',
    );
    expect(requestsOf(api)).toEqual([...DASHBOARD_LOADS]);
    expect(screen.getByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
  });

  it('deletes the account after confirmation and the password, offering a copy first, and signs out', async () => {
    const api = mockApi(withEmptyDashboard(() => ({ status: 200, data: { msg: 'User deleted' } })));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, store } = renderApp('/dashboard', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const form = within(await screen.findByRole('form', { name: 'Delete your account for good' }));
    expect(form.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    const password = form.getByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(password).toBeRequired();
    expect(requestsOf(api)).toEqual([...DASHBOARD_LOADS]);

    await user.type(password, 'plot twist at midnight');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Account, Outline, & Profile deleted')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual([...DASHBOARD_LOADS, 'DELETE /api/profile']);
    expect(JSON.parse(api.mock.calls.at(-1)![0].data as string)).toEqual({ password: 'plot twist at midnight' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows a wrong password under its field and keeps the user signed in', async () => {
    mockApi(
      withEmptyDashboard(() => ({
        status: 400,
        data: { errors: [{ msg: 'That is not your current password', path: 'password' }] },
      })),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/dashboard', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const form = within(await screen.findByRole('form', { name: 'Delete your account for good' }));
    await user.type(form.getByLabelText('Your password'), 'not my password');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));

    expect(await form.findByText('That is not your current password')).toBeInTheDocument();
    expect(form.getByLabelText('Your password')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
  });
});
