import { ROLE_CHANGE_CONFIRM } from '../features/moderation/components/user-role-row';
import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, requestsOf, signedIn, testUser } from '../test/render-app';

const flaggedPost = {
  _id: 'p1',
  text: 'An offensive idea',
  name: 'Rude Writer',
  avatar: '/api/users/r1/avatar',
  user: 'r1',
  reportCount: 5,
  likeCount: 0,
  commentCount: 0,
  date: '2025-03-04T15:05:00.000Z',
  hidden: true,
  reports: [
    {
      reason: 'harassment',
      details: 'Mocks another writer',
      counted: true,
      date: '2025-03-04T16:00:00.000Z',
      reporter: { _id: 'v1', name: 'Vera Reader', verified: true, role: 'user', joined: '2024-01-01T00:00:00.000Z' },
    },
    {
      reason: 'spam',
      details: null,
      counted: false,
      date: '2025-03-04T16:05:00.000Z',
      reporter: { _id: 'n1', name: 'New Account', verified: false, role: 'user', joined: new Date().toISOString() },
    },
  ],
  history: { removed: 2, suspensions: 1, suspension: null },
};
const flaggedComment = {
  ...flaggedPost,
  _id: 'c1',
  post: 'p9',
  text: 'An offensive comment',
  voteCount: 0,
  history: { removed: 2, suspensions: 2, suspension: { until: null, reason: 'Spam links in every comment' } },
};

describe('moderation queue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists reported posts and comments with reasons, reporters and history; clear-reports, delete and suspend', async () => {
    let suspended: unknown;
    let removal: unknown;
    const api = mockApi(({ method, url, data }) => {
      if (url === '/api/moderation/posts') return { status: 200, data: [flaggedPost] };
      if (url === '/api/moderation/comments') return { status: 200, data: [flaggedComment] };
      if (url === '/api/moderation/log') return { status: 200, data: [] };
      if (method === 'PUT' && url === '/api/moderation/posts/p1/clear-reports')
        return { status: 200, data: { msg: 'Reports cleared' } };
      if (method === 'DELETE' && url === '/api/moderation/comments/c1') {
        removal = data;
        return { status: 200, data: { msg: 'Response deleted' } };
      }
      if (method === 'PUT' && url === '/api/moderation/users/r1/suspension') {
        suspended = data;
        return { status: 200, data: { ...testUser, _id: 'r1', name: 'Rude Writer' } };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/moderation', signedIn({ role: 'mod' }));

    const post = await screen.findByRole('article', { name: 'Post by Rude Writer' });
    expect(within(post).getByText('An offensive idea')).toBeInTheDocument();
    expect(within(post).getByText('5 reports')).toBeInTheDocument();
    expect(within(post).getByText('Hidden from writers')).toBeInTheDocument();
    const reports = within(within(post).getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent('harassment — “Mocks another writer” · Vera Reader (verified, joined');
    expect(reports[1]).toHaveTextContent('spam · New Account (not verified, joined today, not counted)');
    expect(within(post).getByText(/Rude Writer: 2 items removed before, 1 suspension/)).toBeInTheDocument();

    await user.click(within(post).getByText('Suspend Rude Writer…'));
    await user.click(within(post).getByRole('radio', { name: '30 days' }));
    await user.type(within(post).getByRole('textbox', { name: 'Reason (the writer reads it)' }), 'Repeated harassment');
    await user.click(within(post).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Rude Writer is suspended')).toBeInTheDocument();
    expect(suspended).toEqual({ days: 30, reason: 'Repeated harassment' });
    const comment = screen.getByRole('article', { name: 'Comment by Rude Writer' });
    expect(within(comment).getByRole('link', { name: 'Open discussion' })).toHaveAttribute('href', '/post/p9');
    expect(
      within(comment).getByText(
        /Rude Writer: 2 items removed before, 2 suspensions · suspended now, until lifted: “Spam links in every comment”/,
      ),
    ).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Clear reports' }));
    expect(await screen.findByText('Reports cleared')).toBeInTheDocument();
    expect(screen.getByText('No reported posts.')).toBeInTheDocument();

    // Delete asks for the reason the author will read, and sends it.
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    const form = within(comment).getByRole('form', { name: 'Remove this comment' });
    expect(within(form).getByRole('button', { name: 'Delete comment' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Reason (the author reads it)' }), 'Mocks a writer');
    await user.click(within(form).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('No reported comments.')).toBeInTheDocument();
    expect(removal).toEqual({ reason: 'Mocks a writer' });
    expect(requestsOf(api)).toEqual(
      expect.arrayContaining(['PUT /api/moderation/posts/p1/clear-reports', 'DELETE /api/moderation/comments/c1']),
    );
    // Three flows typed key by key: longer than jest's 5 s on a loaded 2-core machine.
  }, 15_000);
});

describe('admin page', () => {
  it('searches users and sets a role', async () => {
    const ann = {
      _id: 'a1',
      name: 'Ann Author',
      email: 'ann@example.org',
      avatar: '',
      role: 'user',
      emailVerified: true,
      date: '',
    };
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/admin/users') return { status: 200, data: [ann] };
      if (method === 'PUT' && url === '/api/admin/users/a1/role') {
        expect(data).toEqual({ role: 'mod' });
        return { status: 200, data: { ...ann, role: 'mod' } };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/admin', signedIn({ role: 'admin' }));
    const select = await screen.findByRole('combobox', { name: 'Role for Ann Author' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'ann');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Chosen, then confirmed: a cancel leaves the role as it was and sends nothing.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.selectOptions(select, 'mod');
    expect(confirm).toHaveBeenCalledWith(ROLE_CHANGE_CONFIRM('Ann Author', 'mod'));
    expect(select).toHaveValue('user');
    expect(api.mock.calls.some(([config]) => config.method === 'put')).toBe(false);
    confirm.mockReturnValue(true);
    await user.selectOptions(select, 'mod');
    expect(await screen.findByText('Ann Author is now mod')).toBeInTheDocument();
    confirm.mockRestore();
    expect(screen.getByRole('combobox', { name: 'Role for Ann Author' })).toHaveValue('mod');
    expect(api.mock.calls.some(([config]) => config.params?.q === 'ann')).toBe(true);
  });
});
