import { screen, within } from '@testing-library/react';
import { mockApi, renderIn, signedIn } from '../../test/render-app';

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
      details: null,
      counted: true,
      date: '2025-03-04T16:00:00.000Z',
      reporter: { _id: 'v1', name: 'Vera Reader', verified: true, role: 'user', joined: new Date().toISOString() },
    },
  ],
  history: { removed: 2, suspensions: 1, suspension: null },
};

const logEntry = {
  _id: 'l1',
  moderator: { _id: 'm1', name: 'Mia Mod' },
  action: 'delete',
  targetType: 'post',
  targetId: 'p2',
  summary: '5 reports',
  reason: 'Spam',
  subject: { _id: 'r1', name: 'Rude Writer' },
  post: null,
  date: '2025-03-05T10:00:00.000Z',
};

it('shows the moderation queue in Russian, with plurals and the log sentence', async () => {
  mockApi(({ method, url }) => {
    if (url === '/api/moderation/posts') return { status: 200, data: [flaggedPost] };
    if (url === '/api/moderation/comments') return { status: 200, data: [] };
    if (url === '/api/moderation/beat-sheets') return { status: 200, data: [] };
    if (url === '/api/moderation/log') return { status: 200, data: [logEntry] };
    throw new Error(`unexpected ${method} ${url}`);
  });
  await renderIn('ru', '/moderation', signedIn({ role: 'mod' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Очередь модерации' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Посты с жалобами (1)' })).toBeInTheDocument();
  expect(screen.getByText('Нет комментариев с жалобами.')).toBeInTheDocument();
  const post = within(screen.getByRole('article', { name: 'Пост от Rude Writer' }));
  expect(post.getByText('5 жалоб')).toBeInTheDocument();
  expect(post.getByText('Скрыто от авторов')).toBeInTheDocument();
  expect(post.getByText(/Rude Writer: удалено ранее — 2 материала, 1 блокировка/)).toBeInTheDocument();
  expect(post.getByRole('listitem')).toHaveTextContent('травля · Vera Reader (подтверждён, зарегистрирован сегодня)');
  expect(post.getByRole('button', { name: 'Снять жалобы' })).toBeInTheDocument();

  const log = within(screen.getByRole('region', { name: 'Недавняя модерация' }));
  expect(await log.findByRole('listitem')).toHaveTextContent(
    'Mia Mod удалил(а) пост автора Rude Writer (5 reports) — Причина: «Spam»',
  );
  expect(log.getByRole('link', { name: 'Rude Writer' })).toHaveAttribute('href', '/profile/r1');
});

it('shows the admin page in German, the roles named and the question asked in German', async () => {
  const ann = {
    _id: 'a1',
    name: 'Ann Author',
    email: 'ann@example.org',
    avatar: '',
    role: 'user',
    emailVerified: true,
    date: '',
  };
  mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/admin/users') return { status: 200, data: [ann] };
    throw new Error(`unexpected ${method} ${url}`);
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { user } = await renderIn('de', '/admin', signedIn({ role: 'admin' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Nutzer:innen und Rollen' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeInTheDocument();
  const select = await screen.findByRole('combobox', { name: 'Rolle von Ann Author' });
  expect(within(select).getByRole('option', { name: 'Moderator:in (mod)' })).toBeInTheDocument();
  await user.selectOptions(select, 'mod');
  expect(confirm).toHaveBeenCalledWith('Ann Author zur Moderator:in machen (bearbeitet die Moderationswarteschlange)?');
  confirm.mockRestore();
});
