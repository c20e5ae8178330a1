import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@three-act/contract/notifications';
import { mockApi, renderApp, requestsOf, signedIn, testUser } from '../test/render-app';

const notice = (fields: Partial<Notification>): Notification => ({
  _id: 'n1',
  kind: 'comment',
  post: { _id: 'p1', excerpt: 'My villain needs a motive' },
  actor: { _id: 'u2', name: 'Felix Friend', avatar: '/api/users/u2/avatar' },
  comment: 'c1',
  reason: null,
  resolution: null,
  until: null,
  target: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  read: false,
  ...fields,
});

describe('notifications', () => {
  it('shows the unread count on the bell, lists what happened, and reads it all on opening', async () => {
    let unread = 2;
    const api = mockApi(
      ({ method, url, data }) => {
        if (method === 'GET' && url === '/api/notifications/unread') return { status: 200, data: { count: unread } };
        if (method === 'GET' && url === '/api/notifications')
          return {
            status: 200,
            data: [
              notice({}),
              notice({
                _id: 'n2',
                kind: 'removed',
                target: 'comment',
                actor: null,
                comment: null,
                post: { _id: 'p9', excerpt: 'Rude words' },
                reason: 'Be kind',
              }),
              notice({ _id: 'n3', kind: 'reply', read: true, post: { _id: 'p3', excerpt: 'Act two' } }),
              notice({
                _id: 'n4',
                kind: 'idea-used',
                target: 'comment',
                actor: null,
                comment: 'c4',
                read: true,
                post: { _id: 'p4', excerpt: 'Let the lighthouse go dark' },
              }),
            ],
          };
        if (method === 'PUT' && url === '/api/notifications/read') {
          expect(data).toEqual({});
          unread = 0;
          return { status: 200, data: { count: 0 } };
        }
        throw new Error(`unexpected ${method} ${url}`);
      },
      { bell: true },
    );
    const { user } = renderApp('/dashboard-missing', signedIn());
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await user.click(bell);

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Felix Friend commented on your post “My villain needs a motive”');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/post/p1');
    expect(items[0]).toHaveTextContent('New');
    expect(items[1]).toHaveTextContent('A moderator removed your comment “Rude words”. Reason: Be kind');
    expect(items[2]).toHaveTextContent('Felix Friend replied to your comment on “Act two”');
    expect(items[2]).not.toHaveTextContent('New');
    // Someone used a suggestion: never who, never which story; it leads to the discussion.
    expect(items[3]).toHaveTextContent('A writer used your suggestion “Let the lighthouse go dark” in their story.');
    expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', '/post/p4');
    // Opening the page read them: the bell clears, the list still shows which were new.
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('New');
    expect(requestsOf(api)).toContain('PUT /api/notifications/read');
  });

  it('turns the daily digest on in Settings', async () => {
    let sent: unknown;
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/users/me')
        return { status: 200, data: { ...testUser, pendingEmail: null, emailDigest: sent ? 'daily' : 'off' } };
      if (method === 'GET' && url === '/api/auth/sessions') return { status: 200, data: [] };
      if (method === 'PUT' && url === '/api/users/me/preferences') {
        sent = data;
        return { status: 200, data };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/settings', signedIn());
    const digest = await screen.findByRole('group', { name: 'A digest of your unread notifications' });
    expect(within(digest).getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(within(digest).getByRole('radio', { name: 'Once a day, when there is something new' }));
    expect(await screen.findByText('You will get a daily digest')).toBeInTheDocument();
    expect(sent).toEqual({ emailDigest: 'daily' });
    await waitFor(() =>
      expect(within(digest).getByRole('radio', { name: 'Once a day, when there is something new' })).toBeChecked(),
    );
  });

  it('stops the digest from the mail link with one button, signed out', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/unsubscribe/u1.token')
        return { status: 200, data: { msg: 'You will get no more digest mails' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/unsubscribe/u1.token');
    expect(requestsOf(api)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Stop the digest' }));
    expect(
      await screen.findByText(/You will get no more digest mails\. You can turn it on again in/),
    ).toBeInTheDocument();
  });
});
