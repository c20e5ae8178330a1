import { screen, within } from '@testing-library/react';
import type { BeatSheet, ShelfSheet } from '@three-act/contract/beat-sheets';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

const HEIST_ID = '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11';
const COPY_ID = '1c8e0a3f-5b62-4d2f-8b2a-4a4c7e2e3d22';
const OWN_ID = '2d9f1b4a-6c73-4e3a-9c3b-5b5d8f3f4e33';

const shelfSheet = (n: number, extra: Partial<ShelfSheet> = {}): ShelfSheet => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Sheet ${n}`,
  author: { _id: 'a1', name: 'Ann Author' },
  description: `Description ${n}`,
  beats: 12,
  acts: 3,
  likes: n,
  liked: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const heist: BeatSheet = {
  _id: HEIST_ID,
  name: 'Heist',
  description: 'A caper in four moves.',
  builtIn: false,
  author: { _id: 'a1', name: 'Ann Author' },
  liked: false,
  likes: 2,
  acts: [
    {
      name: 'The plan',
      beats: [
        { name: 'The mark', question: 'Who is robbed?', hint: 'Someone who deserves it.' },
        { name: 'The crew', question: '' },
      ],
    },
    { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?' }] },
  ],
};

const copy: BeatSheet = {
  ...heist,
  _id: COPY_ID,
  author: undefined,
  liked: undefined,
  likes: 0,
  published: false,
  description: 'Adapted from Heist by Ann Author. A caper in four moves.',
  adoptedFrom: { sheet: HEIST_ID, name: 'Heist', author: 'Ann Author' },
};

describe('the beat sheet shelf', () => {
  it('lists published sheets with their author, size and likes, searches, sorts and loads more', async () => {
    const first = Array.from({ length: 20 }, (_, i) => shelfSheet(i + 1));
    // The page answers by the query it was asked (as the request recorded it): the second page, a search, the first.
    const api = mockApi(({ url }) => {
      if (url !== '/api/beat-sheets/library') throw new Error(`unexpected ${url}`);
      const params = api.mock.calls.at(-1)![0].params as Record<string, string>;
      if (params.cursor === 'page-2') {
        return {
          status: 200,
          data: { sheets: [shelfSheet(21, { adoptedFrom: { sheet: 'x', name: 'Old Plan', author: 'Ben' } })] },
        };
      }
      return { status: 200, data: params.q ? { sheets: [] } : { sheets: first, next: 'page-2' } };
    });
    const { user, router } = renderApp('/posts/beat-sheets', signedIn());

    const tabs = await screen.findByRole('navigation', { name: 'Brainstorm' });
    expect(within(tabs).getByRole('link', { name: 'Beat sheets' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');
    const card = await screen.findByRole('listitem', { name: 'Sheet 3' });
    expect(within(card).getByRole('link', { name: 'Sheet 3' })).toHaveAttribute(
      'href',
      '/posts/beat-sheets/00000000-0000-4000-8000-000000000003',
    );
    expect(within(card).getByRole('link', { name: 'Ann Author' })).toHaveAttribute('href', '/profile/a1');
    expect(within(card).getByText('Description 3')).toBeInTheDocument();
    expect(within(card).getByText('3 acts · 12 beats · 3 likes')).toBeInTheDocument();
    expect(api.mock.calls[0]![0].params).toEqual({ sort: 'top' });

    // "Load more" asks for the next cursor; the focus goes to the first sheet it added.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const added = await screen.findByRole('listitem', { name: 'Sheet 21' });
    expect(within(added).getByRole('link', { name: 'Sheet 21' })).toHaveFocus();
    expect(within(added).getByText('Adapted from', { exact: false })).toHaveTextContent('Adapted from Old Plan by Ben');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the shelf.')).toBeInTheDocument();
    expect(api.mock.calls[1]![0].params).toEqual({ sort: 'top', cursor: 'page-2' });

    await user.click(screen.getByRole('link', { name: 'New' }));
    expect(router.state.location.search).toBe('?sort=new');
    await user.type(screen.getByRole('searchbox', { name: 'Search names and descriptions' }), '  heist ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No beat sheet matches that search/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beat sheets matching “heist”' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=new&q=heist');
    expect(api.mock.calls.at(-1)![0].params).toEqual({ sort: 'new', q: 'heist' });
    expect(requestsOf(api).every((request) => request === 'GET /api/beat-sheets/library')).toBe(true);
  });

  it('says when the shelf is empty', async () => {
    mockApi(() => ({ status: 200, data: { sheets: [] } }));
    renderApp('/posts/beat-sheets', signedIn());
    expect(await screen.findByText(/No beat sheets on the shelf yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is one of the Brainstorm’s tabs', async () => {
    mockApi(({ url }) => {
      if (url === '/api/posts') return { status: 200, data: [] };
      throw new Error(`unexpected ${url}`);
    });
    const { user, router } = renderApp('/posts', signedIn());
    const tabs = await screen.findByRole('navigation', { name: 'Brainstorm' });
    expect(within(tabs).getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    mockApi(() => ({ status: 200, data: { sheets: [] } }));
    await user.click(within(tabs).getByRole('link', { name: 'Beat sheets' }));
    expect(router.state.location.pathname).toBe('/posts/beat-sheets');
  });
});

describe('a shelf sheet’s preview', () => {
  it('shows its acts, beats, questions and hints; likes and takes the like back', async () => {
    let liked = false;
    const api = mockApi(({ method, url }) => {
      if (url === `/api/beat-sheets/${HEIST_ID}/like`) {
        liked = method === 'PUT';
        return { status: 200, data: { likes: liked ? 3 : 2, liked } };
      }
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: heist };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Heist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Author' })).toHaveAttribute('href', '/profile/a1');
    expect(screen.getByText('A caper in four moves.')).toBeInTheDocument();
    expect(screen.getByText('2 acts · 3 beats · 2 likes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The plan' })).toBeInTheDocument();
    expect(screen.getByText('Who is robbed?')).toBeInTheDocument();
    expect(screen.getByText('Hint: Someone who deserves it.')).toBeInTheDocument();
    expect(screen.getByText('What goes wrong?')).toBeInTheDocument();

    const like = screen.getByRole('button', { name: 'Like (2)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 acts · 3 beats · 3 likes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Like (3)' }));
    expect(await screen.findByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(requestsOf(api)).toEqual(
      expect.arrayContaining([`PUT /api/beat-sheets/${HEIST_ID}/like`, `DELETE /api/beat-sheets/${HEIST_ID}/like`]),
    );
  });

  it('takes a refused like back and shows why', async () => {
    mockApi(({ method, url }) => {
      if (method === 'PUT')
        return { status: 403, data: { errors: [{ msg: 'Please verify your e-mail address first' }] } };
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: heist };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn({ emailVerified: false }));
    await user.click(await screen.findByRole('button', { name: 'Like (2)' }));
    expect(await screen.findByText('Please verify your e-mail address first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports with the posts’ reasons, then takes the report back, the focus kept on its button', async () => {
    const sent: unknown[] = [];
    mockApi(({ method, url, data }) => {
      if (url === `/api/beat-sheets/${HEIST_ID}/report`) {
        sent.push(method === 'POST' ? data : 'DELETE');
        return { status: 200, data: { reported: method === 'POST' } };
      }
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: heist };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    const report = await screen.findByRole('button', { name: 'Report' });
    await user.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Report to the moderators' });
    expect(within(form).getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    await user.click(within(form).getByRole('radio', { name: 'Off-topic' }));
    await user.type(within(form).getByRole('textbox', { name: /Details/ }), 'Not a beat sheet');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: the moderators will look at it')).toBeInTheDocument();
    const takeBack = screen.getByRole('button', { name: 'Take back my report' });
    expect(takeBack).toHaveFocus();
    await user.click(takeBack);
    expect(await screen.findByRole('button', { name: 'Report' })).toHaveFocus();
    expect(sent).toEqual([{ reason: 'off-topic', details: 'Not a beat sheet' }, 'DELETE']);
  });

  it('offers to take back a report made on an earlier visit', async () => {
    mockApi(({ method, url }) => {
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: { ...heist, reportedByMe: true } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    expect(await screen.findByRole('button', { name: 'Take back my report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('adopts a copy and opens it in the editor with its credit', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'POST' && url === `/api/beat-sheets/${HEIST_ID}/adopt`) return { status: 201, data: copy };
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: heist };
      if (url === `/api/beat-sheets/${COPY_ID}`) return { status: 200, data: copy };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user, router } = renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Adopt a copy' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit beat sheet' });
    expect(router.state.location.pathname).toBe(`/beat-sheets/${COPY_ID}`);
    expect(heading).toHaveFocus();
    expect(screen.getByText('"Heist" is now yours to change')).toBeInTheDocument();
    expect(screen.getByText(/^Adapted from/, { selector: 'p' })).toHaveTextContent('Adapted from Heist by Ann Author');
    expect(screen.getByRole('link', { name: 'Heist' })).toHaveAttribute('href', `/posts/beat-sheets/${HEIST_ID}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Heist');
    expect(requestsOf(api)).toContain(`POST /api/beat-sheets/${HEIST_ID}/adopt`);
  });

  it('shows the server’s refusal to adopt', async () => {
    mockApi(({ method, url }) => {
      if (method === 'POST')
        return {
          status: 400,
          data: { errors: [{ msg: 'This beat sheet is already yours: duplicate it to make a copy' }] },
        };
      if (url === `/api/beat-sheets/${HEIST_ID}`) return { status: 200, data: heist };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user, router } = renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Adopt a copy' }));
    expect(
      await screen.findByText('This beat sheet is already yours: duplicate it to make a copy'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/posts/beat-sheets/${HEIST_ID}`);
  });

  it('shows one’s own sheet with a link to edit it, and no Adopt', async () => {
    const own: BeatSheet = { ...copy, _id: OWN_ID, adoptedFrom: undefined, published: true, likes: 4 };
    mockApi(() => ({ status: 200, data: own }));
    renderApp(`/posts/beat-sheets/${OWN_ID}`, signedIn());
    expect(await screen.findByText(/This is your beat sheet, published on the shelf/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Heist' })).toHaveAttribute('href', `/beat-sheets/${OWN_ID}`);
    expect(screen.queryByRole('button', { name: 'Adopt a copy' })).not.toBeInTheDocument();
  });

  it('says when a sheet is not on the shelf', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Beat sheet not found' }] } }));
    renderApp(`/posts/beat-sheets/${HEIST_ID}`, signedIn());
    expect(await screen.findByRole('heading', { name: 'Beat Sheet Not on the Shelf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shelf' })).toHaveAttribute('href', '/posts/beat-sheets');
  });
});
