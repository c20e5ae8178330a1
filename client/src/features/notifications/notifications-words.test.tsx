/**
 * The notifications in another language (docs/decisions/186-the-writers-language.md): the page, the
 * bell's count and each sentence in German, with the writer's own words left as they wrote them.
 */
import { screen } from '@testing-library/react';
import type { Notification } from '@three-act/contract/notifications';
import { mockApi, renderIn, signedIn } from '../../test/render-app';

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

it('shows the notifications page, the bell and the sentences in German', async () => {
  mockApi(
    ({ method, url }) => {
      if (method === 'GET' && url === '/api/notifications/unread') return { status: 200, data: { count: 2 } };
      if (method === 'GET' && url === '/api/notifications')
        return {
          status: 200,
          data: [notice({}), notice({ _id: 'n2', kind: 'removed', target: 'comment', actor: null, reason: 'Be kind' })],
        };
      if (method === 'PUT' && url === '/api/notifications/read') return { status: 200, data: { count: 0 } };
      throw new Error(`unexpected ${method} ${url}`);
    },
    { bell: true },
  );
  await renderIn('de', '/notifications', signedIn());

  expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  expect(
    await screen.findByRole('link', {
      name: 'Felix Friend hat deinen Beitrag “My villain needs a motive” kommentiert',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Die Moderation hat deinen Kommentar “My villain needs a motive” entfernt. Begründung: Be kind', {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Neu')).toHaveLength(2);
  expect(screen.getByText(/Eine tägliche E-Mail dazu findest du in den/)).toBeInTheDocument();
});
