import { ROLE_CHANGE_CONFIRM } from '../features/moderation/components/user-role-row';
import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';
import { MODERATION_DELETE_CONFIRM } from './moderation';

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
};
const flaggedComment = { ...flaggedPost, _id: 'c1', post: 'p9', text: 'An offensive comment', voteCount: 0 };

describe('moderation queue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists flagged posts and comments; clear-reports and delete remove them from the queue', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(({ method, url }) => {
      if (url === '/api/moderation/posts') return { status: 200, data: [flaggedPost] };
      if (url === '/api/moderation/comments') return { status: 200, data: [flaggedComment] };
      if (url === '/api/moderation/log') return { status: 200, data: [] };
      if (method === 'PUT' && url === '/api/moderation/posts/p1/clear-reports')
        return { status: 200, data: { msg: 'Reports cleared' } };
      if (method === 'DELETE' && url === '/api/moderation/comments/c1')
        return { status: 200, data: { msg: 'Response deleted' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/moderation', signedIn({ role: 'mod' }));

    const post = await screen.findByRole('article', { name: 'Post by Rude Writer' });
    expect(within(post).getByText('An offensive idea')).toBeInTheDocument();
    expect(within(post).getByText('5 reports')).toBeInTheDocument();
    const comment = screen.getByRole('article', { name: 'Comment by Rude Writer' });
    expect(within(comment).getByRole('link', { name: 'Open discussion' })).toHaveAttribute('href', '/post/p9');

    await user.click(within(post).getByRole('button', { name: 'Clear reports' }));
    expect(await screen.findByText('Reports cleared')).toBeInTheDocument();
    expect(screen.getByText('No flagged posts.')).toBeInTheDocument();

    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    expect(window.confirm).toHaveBeenCalledWith(MODERATION_DELETE_CONFIRM);
    expect(await screen.findByText('No flagged comments.')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(
      expect.arrayContaining(['PUT /api/moderation/posts/p1/clear-reports', 'DELETE /api/moderation/comments/c1']),
    );
  });
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
