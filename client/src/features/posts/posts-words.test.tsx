import { screen, within } from '@testing-library/react';
import type { Comment, PostSummary } from '@three-act/contract/posts';
import { mockApi, renderIn, signedIn } from '../../test/render-app';

const summary = (overrides: Partial<PostSummary> = {}): PostSummary => ({
  _id: 'p1',
  text: 'A short idea',
  name: 'Ann Author',
  avatar: '/api/users/a1/avatar',
  user: 'a1',
  likes: [],
  reports: [],
  likeCount: 2,
  reportCount: 0,
  commentCount: 3,
  likedByMe: false,
  reportedByMe: false,
  flagged: false,
  date: '2025-03-04T15:05:00.000Z',
  editedAt: null,
  ...overrides,
});

const comment = (id: string): Comment => ({
  _id: id,
  text: 'A helpful suggestion',
  parent: null,
  name: 'Carl Commenter',
  avatar: '/api/users/c9/avatar',
  user: 'c9',
  votes: [],
  reports: [],
  voteCount: 0,
  reportCount: 0,
  votedByMe: false,
  reportedByMe: false,
  flagged: false,
  date: '2025-03-05T09:00:00.000Z',
  editedAt: null,
});

describe('Brainstorm in the writer’s language', () => {
  it('shows the list, its search count and its buttons in German', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts')
        return { status: 200, data: [summary()], headers: { 'X-Posts-Found': '1000+' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    await renderIn('de', '/posts?q=Drache&sort=new', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Brainstorming' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1.000+ Beiträge gefunden für „Drache“' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter entfernen: Sortiert nach Neu' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Beiträge und Kommentare durchsuchen' })).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Beitrag von Ann Author' }));
    expect(card.getByRole('button', { name: 'Gefällt mir (2)' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Diskussion 3 Kommentare' })).toHaveAttribute('href', '/post/p1');
    expect(card.getByText(/^Gepostet am 4\. März 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Posten' })).toBeInTheDocument();
  });

  it('shows a discussion in Russian, with the plural its count needs', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1')
        return { status: 200, data: { ...summary(), comments: [comment('c1'), comment('c2')] } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    await renderIn('ru', '/post/p1', signedIn());

    expect(await screen.findByRole('link', { name: 'НАЗАД' })).toHaveAttribute('href', '/posts');
    expect(screen.getByRole('heading', { level: 1, name: 'Обсуждение' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 предложения' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Оставь предложение' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Голосовать (0)' })).toHaveLength(2);
    expect(screen.getAllByRole('article', { name: 'Комментарий от Carl Commenter' })).toHaveLength(2);
  });
});
