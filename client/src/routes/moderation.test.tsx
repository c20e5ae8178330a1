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
      if (url === '/api/moderation/beat-sheets') return { status: 200, data: [] };
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

  it('lists reported beat sheets beside posts and comments; takes one off the shelf, clears another', async () => {
    const SHEET_A = '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11';
    const SHEET_B = '1c8e0a3f-5b62-4d2f-8b2a-4a4c7e2e3d22';
    const sheet = (id: string, name: string) => ({
      _id: id,
      name,
      description: 'Buy pills at my site',
      author: { _id: 'r1', name: 'Rude Writer', avatar: '/api/users/r1/avatar' },
      beats: 12,
      reportCount: 5,
      likes: 1,
      date: '2025-03-04T15:05:00.000Z',
      hidden: true,
      reports: flaggedPost.reports,
      history: { removed: 0, suspensions: 0, suspension: null },
    });
    let taken: unknown;
    const log = [
      {
        _id: 'l1',
        moderator: { _id: 'm1', name: 'Mia Mod' },
        action: 'unpublish',
        targetType: 'beat sheet',
        targetId: SHEET_A,
        summary: '5 reports',
        reason: 'Spam in the description',
        subject: { _id: 'r1', name: 'Rude Writer' },
        post: null,
        date: '2025-03-05T10:00:00.000Z',
      },
    ];
    let decided = false;
    const api = mockApi(({ method, url, data }) => {
      if (url === '/api/moderation/posts' || url === '/api/moderation/comments') return { status: 200, data: [] };
      if (url === '/api/moderation/beat-sheets')
        return { status: 200, data: [sheet(SHEET_A, 'Pill Plot'), sheet(SHEET_B, 'Fair Plot')] };
      if (url === '/api/moderation/log') return { status: 200, data: decided ? log : [] };
      if (method === 'DELETE' && url === `/api/moderation/beat-sheets/${SHEET_A}`) {
        taken = data;
        decided = true;
        return { status: 200, data: { msg: 'Beat sheet taken off the shelf' } };
      }
      if (method === 'PUT' && url === `/api/moderation/beat-sheets/${SHEET_B}/clear-reports`)
        return { status: 200, data: { msg: 'Reports cleared' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/moderation', signedIn({ role: 'mod' }));
    const section = await screen.findByRole('region', { name: 'Reported beat sheets (2)' });
    const [pill, fair] = within(section).getAllByRole('article', { name: 'Beat sheet by Rude Writer' });
    expect(within(pill!).getByRole('heading', { name: 'Pill Plot' })).toBeInTheDocument();
    expect(within(pill!).getByText('Buy pills at my site')).toBeInTheDocument();
    expect(within(pill!).getByText('12 beats · 1 like')).toBeInTheDocument();
    expect(within(pill!).getByText('Hidden from writers')).toBeInTheDocument();
    expect(within(pill!).getByRole('link', { name: 'Preview the sheet' })).toHaveAttribute(
      'href',
      `/posts/beat-sheets/${SHEET_A}`,
    );
    expect(within(within(pill!).getByRole('list', { name: 'Reports' })).getAllByRole('listitem')).toHaveLength(2);

    // Taking it off the shelf asks for the log's reason; the author keeps the sheet.
    const takeOff = within(pill!).getByRole('button', { name: 'Take off the shelf' });
    await user.click(takeOff);
    expect(takeOff).toHaveAttribute('aria-expanded', 'true');
    const form = within(pill!).getByRole('form', { name: 'Take this beat sheet off the shelf' });
    await user.type(within(form).getByRole('textbox', { name: 'Reason (for the log)' }), 'Spam in the description');
    await user.click(within(form).getByRole('button', { name: 'Take off the shelf' }));
    expect(await screen.findByText('Beat sheet taken off the shelf')).toBeInTheDocument();
    expect(taken).toEqual({ reason: 'Spam in the description' });
    const heading = screen.getByRole('heading', { name: 'Reported beat sheets (1)' });
    expect(heading).toHaveFocus();
    // The log says what happened, in order.
    const entry = await within(screen.getByRole('region', { name: 'Recent moderation' })).findByRole('listitem');
    expect(entry).toHaveTextContent(
      'Mia Mod took a beat sheet by Rude Writer off the shelf (5 reports) — Reason: “Spam in the description”',
    );

    await user.click(within(fair!).getByRole('button', { name: 'Clear reports' }));
    expect(await screen.findByText('No reported beat sheets.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reported beat sheets (0)' })).toHaveFocus();
    expect(requestsOf(api)).toEqual(
      expect.arrayContaining([
        `DELETE /api/moderation/beat-sheets/${SHEET_A}`,
        `PUT /api/moderation/beat-sheets/${SHEET_B}/clear-reports`,
      ]),
    );
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
