import { DELETE_COMMENT_CONFIRM } from '../features/posts/components/comment-card';
import { screen, waitFor, within } from '@testing-library/react';
import type { Comment, Post, PostSummary } from '@three-act/contract/posts';
import { LOGOUT_UNSENT_CONFIRM } from '../features/auth/use-sign-out';
import { readDrafts } from '../lib/drafts';
import { mockApi, renderApp, requestsOf, signedIn, type MockReply } from '../test/render-app';

const summary = (overrides: Partial<PostSummary> = {}): PostSummary => ({
  _id: 'p1',
  text: 'A short idea',
  name: 'Ann Author',
  avatar: '/api/users/a1/avatar',
  user: 'a1',
  likes: [],
  reports: [],
  likeCount: 0,
  reportCount: 0,
  commentCount: 2,
  likedByMe: false,
  reportedByMe: false,
  flagged: false,
  date: '2025-03-04T15:05:00.000Z',
  editedAt: null,
  ...overrides,
});

/** The query of the latest GET /api/posts. */
const lastListParams = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url?.endsWith('/posts'))
    .at(-1)?.params;

describe('Brainstorm list', () => {
  it('explains the Brainstorm Button and previews long posts with the discussion hint', async () => {
    const long = `${'a'.repeat(340)}bcdefgh and more`;
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts') {
        return {
          status: 200,
          data: [summary({ _id: 'long', text: long }), summary({ _id: 'short', text: 'b'.repeat(344) })],
        };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderApp('/posts', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Brainstorming' })).toBeInTheDocument();
    expect(screen.getByText('Brainstorm Button')).toBeInTheDocument();
    const [longCard, shortCard] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(longCard).getByText(`${'a'.repeat(340)}bcde ...`)).toBeInTheDocument();
    expect(within(longCard).getByText(/to read the whole post/)).toHaveTextContent(
      'This is a preview. Click Discussion to read the whole post.',
    );
    expect(within(shortCard).getByText('b'.repeat(344))).toBeInTheDocument();
    expect(within(shortCard).queryByText(/to read the whole post/)).not.toBeInTheDocument();

    expect(within(longCard).getByRole('link', { name: /Discussion/ })).toHaveAttribute('href', '/post/long');
    expect(within(longCard).getByRole('link', { name: /Ann Author/ })).toHaveAttribute('href', '/profile/a1');
    expect(within(longCard).getByRole('img', { name: 'Avatar of Ann Author' })).toBeInTheDocument();
    expect(within(longCard).getByText('Posted at 3:05 pm on March 4th, 2025', { exact: false })).toBeInTheDocument();
    // someone else's post: no delete
    expect(within(longCard).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('presses the like button with the list the server answers, and announces the count', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts') return { status: 200, data: [summary({ likeCount: 2 })] };
      if (method === 'PUT' && url === '/api/posts/like/p1') {
        return { status: 200, data: [{ user: 'x1' }, { user: 'x2' }, { user: 'u1' }] };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/posts', signedIn({ _id: 'u1' }));

    const like = await screen.findByRole('button', { name: 'Like (2)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const pressed = await screen.findByRole('button', { name: 'Like (3)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(requestsOf(api)).toContain('PUT /api/posts/like/p1');
    expect(screen.getByRole('button', { name: 'Report (0)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows unverified writers a notice and a Verify Email link instead of the form', async () => {
    mockApi(() => ({ status: 200, data: [] }));
    renderApp('/posts', signedIn({ emailVerified: false }));
    expect(await screen.findByText(/Please verify your email address to start a brainstorm/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify Email' })).toHaveAttribute('href', '/resend');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('adds a post, clears the box and says Post Added; keeps the text when the server refuses', async () => {
    const created: Post = {
      ...summary({ _id: 'new', text: 'My new idea', user: 'u1', commentCount: 0 }),
      likes: [],
      reports: [],
      comments: [],
    };
    let refuse = true;
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/posts') return { status: 200, data: [] };
      if (method === 'POST' && url === '/api/posts') {
        if (refuse) return { status: 400, data: { errors: [{ msg: 'Post text is required', path: 'text' }] } };
        expect(data).toEqual({ text: 'My new idea' });
        return { status: 201, data: created };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/posts', signedIn({ _id: 'u1' }));
    const box = await screen.findByRole('textbox', { name: 'Your plot idea or question' });
    expect(box).toHaveAttribute('placeholder', expect.stringMatching(/Paste your outline.*explain the idea/));

    await user.type(box, 'My new idea');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post text is required')).toBeInTheDocument();
    expect(box).toHaveValue('My new idea');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post Added')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const card = screen.getByRole('article', { name: 'Post by Ann Author' });
    expect(within(card).getByText('My new idea')).toBeInTheDocument();
    // the author may delete it
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('loads the next page from the Link cursor with the Load more button', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts')
        return { status: 200, data: [summary({ _id: 'p1', text: 'First page' })] };
      throw new Error(`unexpected ${method} ${url}`);
    });
    // The mock adapter has no headers, so give the first answer its Link header here.
    api.mockImplementationOnce(async (config) => ({
      status: 200,
      statusText: '200',
      data: [summary({ _id: 'p1', text: 'First page' })],
      headers: { link: '</api/posts?cursor=abc_123&limit=20>; rel="next"' },
      config,
    }));
    api.mockImplementationOnce(async (config) => {
      expect(config.params).toEqual({ sort: 'top', cursor: 'abc_123' });
      return {
        status: 200,
        statusText: '200',
        data: [summary({ _id: 'p2', text: 'Second page' })],
        headers: {},
        config,
      };
    });
    const { user } = renderApp('/posts', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.getByText('First page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
  });

  it('asks for the sort, search and "My posts" the address holds, and the tabs and search box change it', async () => {
    const api = mockApi(({ method, url, query }): MockReply => {
      if (method === 'GET' && url === '/api/posts')
        return {
          status: 200,
          data: [],
          headers: query?.has('q') || query?.has('author') ? { 'X-Posts-Found': '0' } : {},
        };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/posts?sort=new', signedIn());
    const sorts = await screen.findByRole('navigation', { name: 'Sort posts' });
    expect(within(sorts).getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(lastListParams(api)).toEqual({ sort: 'new' }));

    await user.click(within(sorts).getByRole('link', { name: 'My posts' }));
    await waitFor(() => expect(lastListParams(api)).toEqual({ sort: 'new', author: 'me' }));
    expect(await screen.findByText('You have not started a brainstorm yet.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search posts and comments' }), '  lighthouse ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListParams(api)).toEqual({ sort: 'new', q: 'lighthouse', author: 'me' }));
    expect(await screen.findByRole('heading', { name: '0 posts found for “lighthouse”' })).toBeInTheDocument();
    expect(screen.getByText(/No post or comment matches that search/)).toBeInTheDocument();
    // "My posts" and the sort narrow and order the search in plain sight, each with its own way out.
    const filters = screen.getByRole('list', { name: 'Filters applied' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Remove the filter My posts×', 'Remove the filter Sorted by New×']);
    await user.click(within(filters).getByRole('link', { name: 'Remove the filter My posts' }));
    await waitFor(() => expect(lastListParams(api)).toEqual({ sort: 'new', q: 'lighthouse' }));
    expect(within(sorts).getByRole('link', { name: 'My posts' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Remove the filter Sorted by New' }));
    await waitFor(() => expect(lastListParams(api)).toEqual({ sort: 'top', q: 'lighthouse' }));
    expect(screen.queryByRole('list', { name: 'Filters applied' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '0 posts found for “lighthouse”' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search posts and comments' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: /found/ })).not.toBeInTheDocument();
  });

  it('says how many posts a search found, one or past the cap, and keeps the count as a post is deleted', async () => {
    let found = '1';
    mockApi(({ method, url, query }): MockReply => {
      if (method === 'GET' && url === '/api/posts')
        return {
          status: 200,
          data: [summary({ _id: 'mine', user: 'u1', text: 'A dragon in the well', commentCount: 1 })],
          headers: query?.has('q') ? { 'X-Posts-Found': found } : {},
        };
      if (method === 'DELETE' && url === '/api/posts/mine') return { status: 200, data: { msg: 'Post removed' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/posts?q=dragon', signedIn());
    expect(await screen.findByRole('heading', { name: '1 post found for “dragon”' })).toBeInTheDocument();
    // Only My posts and a sort are filters; a search under Top has none to name.
    expect(screen.queryByRole('list', { name: 'Filters applied' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discussion 1 comment' })).toHaveAttribute('href', '/post/mine');

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: '0 posts found for “dragon”' })).toBeInTheDocument();

    found = '1000+';
    await user.clear(screen.getByRole('searchbox', { name: 'Search posts and comments' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts and comments' }), 'well');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '1,000+ posts found for “well”' })).toBeInTheDocument();
  });
});

const comment = (overrides: Partial<Comment> = {}): Comment => ({
  _id: 'c1',
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
  ...overrides,
});

const detail = (comments: Comment[], overrides: Partial<Post> = {}): Post => ({
  ...summary({ text: 'Line one\nLine two <b>not bold</b>', commentCount: comments.length }),
  likes: [],
  reports: [],
  comments,
  ...overrides,
});

describe('Post discussion', () => {
  it('shows the full text as plain text, the detail date, and comments with vote buttons', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1')
        return { status: 200, data: detail([comment({ voteCount: 2 })]) };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { container } = renderApp('/post/p1', signedIn());
    expect(await screen.findByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/posts');
    const text = screen.getByText(/Line one/);
    // eslint-disable-next-line jest-dom/prefer-to-have-text-content -- the exact text with its line break, not a whitespace-normalised substring
    expect(text.textContent).toBe('Line one\nLine two <b>not bold</b>');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no <b> element may exist anywhere: the text must not become HTML
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Posted on March 4th, 2025 - 3:05 pm')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Comment by Carl Commenter' });
    expect(within(card).getByText('A helpful suggestion')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Vote (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Your suggestion' })).toBeInTheDocument();
  });

  it('shows only the flagged notice for a flagged comment, and the text too to its author', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1') {
        return {
          status: 200,
          data: detail([
            comment({ _id: 'c1', text: null, flagged: true, reportCount: 5, name: 'Other Writer', user: 'o1' }),
            comment({
              _id: 'c2',
              text: 'My own rude words',
              flagged: true,
              reportCount: 6,
              name: 'Jane Writer',
              user: 'u1',
            }),
          ]),
        };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderApp('/post/p1', signedIn({ _id: 'u1' }));
    const notice = '[This comment has been flagged by the community and is awaiting moderation]';
    const other = await screen.findByRole('article', { name: 'Comment by Other Writer' });
    expect(within(other).getByText(notice)).toBeInTheDocument();
    expect(within(other).queryByText(/because you wrote it/)).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Comment by Jane Writer' });
    expect(within(own).getByText(notice)).toBeInTheDocument();
    expect(within(own).getByText('My own rude words')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('adds a comment (Response Added) and deletes it (Response deleted)', async () => {
    const mine = comment({ _id: 'c7', text: 'Try a twist', user: 'u1', name: 'Jane Writer' });
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1') return { status: 200, data: detail([]) };
      if (method === 'PUT' && url === '/api/posts/comment/p1') return { status: 201, data: [mine] };
      if (method === 'DELETE' && url === '/api/posts/comment/p1/c7') return { status: 200, data: [] };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/post/p1', signedIn({ _id: 'u1' }));
    const box = await screen.findByRole('textbox', { name: 'Your suggestion' });
    await user.type(box, 'Try a twist');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Response Added')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const card = screen.getByRole('article', { name: 'Comment by Jane Writer' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_COMMENT_CONFIRM);
    expect(card).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Response deleted')).toBeInTheDocument();
    confirm.mockRestore();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Comment by Jane Writer' })).not.toBeInTheDocument(),
    );
  });

  it('keeps a half-written suggestion on the device: back after leaving the page, gone once sent', async () => {
    const mine = comment({ _id: 'c8', text: 'Let the lighthouse go dark', user: 'u1', name: 'Jane Writer' });
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1') return { status: 200, data: detail([]) };
      if (method === 'PUT' && url === '/api/posts/comment/p1') return { status: 201, data: [mine] };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user: typist, unmount: leave } = renderApp('/post/p1', signedIn({ _id: 'u1' }));
    await typist.type(await screen.findByRole('textbox', { name: 'Your suggestion' }), 'Let the lighthouse');
    await waitFor(async () =>
      expect(await readDrafts('u1', 'brainstorm', ['comment:p1'])).toMatchObject({
        'comment:p1': { text: 'Let the lighthouse' },
      }),
    );
    leave();

    // Another writer on the same device sees nothing of it.
    const { unmount: otherLeaves } = renderApp('/post/p1', signedIn({ _id: 'u2' }));
    expect(await screen.findByRole('textbox', { name: 'Your suggestion' })).toHaveValue('');
    otherLeaves();

    const { user } = renderApp('/post/p1', signedIn({ _id: 'u1' }));
    const box = await screen.findByRole('textbox', { name: 'Your suggestion' });
    await waitFor(() => expect(box).toHaveValue('Let the lighthouse'));
    await user.type(box, ' go dark');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Response Added')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await readDrafts('u1', 'brainstorm', ['comment:p1'])).toEqual({});
  });

  it('asks before Logout loses a suggestion not sent yet', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1') return { status: 200, data: detail([]) };
      if (url === '/api/auth/logout') return { status: 200, data: { msg: 'Logged out' } };
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/post/p1', signedIn({ _id: 'u1' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your suggestion' }), 'Half an idea');
    await waitFor(async () => expect(await readDrafts('u1', 'brainstorm', ['comment:p1'])).not.toEqual({}));
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LOGOUT_UNSENT_CONFIRM));
    expect(requestsOf(api)).not.toContain('POST /api/auth/logout');
    expect(screen.getByRole('textbox', { name: 'Your suggestion' })).toHaveValue('Half an idea');

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/auth/logout'));
    await waitFor(async () => expect(await readDrafts('u1', 'brainstorm', ['comment:p1'])).toEqual({}));
    confirm.mockRestore();
  });

  it('edits the own post and comment in place, marked edited, and replies under a comment', async () => {
    const mine = comment({ _id: 'c7', text: 'Try a twist', user: 'u1', name: 'Jane Writer' });
    const other = comment({ _id: 'c8', text: 'Or a storm', user: 'c9' });
    const reply = comment({
      _id: 'r1',
      text: 'A storm at the midpoint!',
      user: 'u1',
      name: 'Jane Writer',
      parent: 'c8',
    });
    const edited = '2025-03-06T10:00:00.000Z';
    let replied: unknown;
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/posts/p1')
        return { status: 200, data: detail([mine, other], { user: 'u1', name: 'Jane Writer' }) };
      if (method === 'PUT' && url === '/api/posts/p1') {
        return {
          status: 200,
          data: detail([mine, other], { user: 'u1', text: (data as { text: string }).text, editedAt: edited }),
        };
      }
      if (method === 'PUT' && url === '/api/posts/comment/p1/c7')
        return { status: 200, data: { ...mine, text: (data as { text: string }).text, editedAt: edited } };
      if (method === 'PUT' && url === '/api/posts/comment/p1') {
        replied = data;
        return { status: 201, data: [mine, other, reply] };
      }
      throw new Error(`unexpected ${method} ${url}`);
    });
    const { user } = renderApp('/post/p1', signedIn({ _id: 'u1' }));
    const postCard = await screen.findByRole('article', { name: 'Post by Jane Writer' });
    await user.click(within(postCard).getByRole('button', { name: 'Edit' }));
    const postBox = within(postCard).getByRole('textbox', { name: 'Your plot idea or question' });
    expect(postBox).toHaveValue('Line one\nLine two <b>not bold</b>');
    await user.clear(postBox);
    await user.type(postBox, 'A longer idea');
    await user.click(within(postCard).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post Updated')).toBeInTheDocument();
    expect(within(postCard).getByText('A longer idea')).toBeInTheDocument();
    expect(within(postCard).getByText('edited')).toBeInTheDocument();

    const myCard = screen.getByRole('article', { name: 'Comment by Jane Writer' });
    const otherCard = screen.getByRole('article', { name: 'Comment by Carl Commenter' });
    expect(within(otherCard).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(myCard).getByRole('button', { name: 'Edit' }));
    await user.click(within(myCard).getByRole('button', { name: 'Cancel' }));
    expect(within(myCard).getByText('Try a twist')).toBeInTheDocument();
    await user.click(within(myCard).getByRole('button', { name: 'Edit' }));
    const commentBox = within(myCard).getByRole('textbox', { name: 'Your suggestion' });
    await user.type(commentBox, ' with a storm');
    await user.click(within(myCard).getByRole('button', { name: 'Save changes' }));
    expect(await within(myCard).findByText('Try a twist with a storm')).toBeInTheDocument();
    expect(within(myCard).getByText('edited')).toBeInTheDocument();

    await user.click(within(otherCard).getByRole('button', { name: 'Reply' }));
    await user.type(
      within(otherCard).getByRole('textbox', { name: 'Your reply to Carl Commenter' }),
      'A storm at the midpoint!',
    );
    await user.click(within(otherCard).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply Added')).toBeInTheDocument();
    const replyCard = within(otherCard).getByRole('article', { name: 'Reply by Jane Writer' });
    expect(replyCard).toHaveTextContent('A storm at the midpoint!');
    expect(within(replyCard).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(replied).toEqual({ text: 'A storm at the midpoint!', parent: 'c8' });
  });

  it('shows unverified writers the notice instead of the comment form', async () => {
    mockApi(() => ({ status: 200, data: detail([]) }));
    renderApp('/post/p1', signedIn({ emailVerified: false }));
    expect(await screen.findByRole('link', { name: 'Verify Email' })).toHaveAttribute('href', '/resend');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says Post Not Found for a missing or hidden post', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Post not found' }] } }));
    renderApp('/post/nope', signedIn());
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
  });
});
