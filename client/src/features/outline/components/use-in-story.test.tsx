import { screen, waitFor, within } from '@testing-library/react';
import type { Comment, Post } from '@three-act/contract/posts';
import type { StorySummary } from '@three-act/contract/stories';
import type { Story } from '@three-act/contract/story-structure';
import { mockApi, renderApp, requestsOf, signedIn, type MockHandler } from '../../../test/render-app';

const comment = (overrides: Partial<Comment> = {}): Comment => ({
  _id: 'c1',
  text: 'The safe is already empty',
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

const post = (comments: Comment[]): Post => ({
  _id: 'p1',
  text: 'What if the map is a lie?',
  name: 'Ann Author',
  avatar: '/api/users/a1/avatar',
  user: 'a1',
  likes: [],
  reports: [],
  comments,
  likeCount: 0,
  reportCount: 0,
  commentCount: comments.length,
  likedByMe: false,
  reportedByMe: false,
  flagged: false,
  date: '2025-03-04T15:05:00.000Z',
  editedAt: null,
});

const summary = (_id: string, title: string, current: boolean): StorySummary => ({
  _id,
  title,
  progress: 10,
  updatedAt: '2025-03-04T15:05:00.000Z',
  current,
});

const salt: Story = {
  _id: 's1',
  title: 'The Salt Road',
  version: 3,
  acts: [
    { name: 'Act I', beats: [{ _id: 'b1', name: 'Opening image', question: 'Where are we?', text: null }] },
    {
      name: 'Act II',
      beats: [
        { _id: 'b2', name: 'New world', question: 'What is new?', text: null },
        { _id: 'b3', name: 'Midpoint', question: 'What turns?', text: 'The caravan splits.' },
      ],
    },
  ],
  unplaced: [],
};
const lantern: Story = {
  _id: 's2',
  title: 'Lanterns',
  version: 1,
  acts: [{ name: 'Ki', beats: [{ _id: 'k1', name: 'Introduction', question: 'Who?', text: null }] }],
  unplaced: [],
};

/** The discussion page with the writer's two stories (Lanterns is the current one); `other` answers the rest. */
const discussion =
  (comments: Comment[], other: MockHandler = ({ method, url }) => fail(method, url)): MockHandler =>
  (request) => {
    const { method, url } = request;
    if (method === 'GET' && url === '/api/posts/p1') return { status: 200, data: post(comments) };
    if (method === 'GET' && url === '/api/stories')
      return { status: 200, data: [summary('s1', 'The Salt Road', false), summary('s2', 'Lanterns', true)] };
    if (method === 'GET' && url === '/api/stories/s1') return { status: 200, data: salt };
    if (method === 'GET' && url === '/api/stories/s2') return { status: 200, data: lantern };
    return other(request);
  };

function fail(method: string, url: string): never {
  throw new Error(`unexpected ${method} ${url}`);
}

describe('Use in my story', () => {
  // jsdom lays nothing out, so it has no scrollIntoView: the story's page calls it on the beat the link names.
  const scrolled = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrolled;
  });

  it("puts a comment into a beat of a chosen story, says where with a link, and shows it on the story's page", async () => {
    let sent: unknown;
    const midpoint = { ...salt.acts[1]!.beats[1]!, text: 'The caravan splits.\n\nThe safe is already empty' };
    const saved: Story = {
      ...salt,
      version: 4,
      acts: [salt.acts[0]!, { ...salt.acts[1]!, beats: [salt.acts[1]!.beats[0]!, midpoint] }],
    };
    const ask = discussion([comment()], ({ method, url, data }) => {
      if (method === 'POST' && url === '/api/posts/comment/p1/adopt/c1') {
        sent = data;
        return { status: 201, data: saved };
      }
      return fail(method, url);
    });
    const api = mockApi((request) =>
      sent && request.method === 'GET' && request.url === '/api/stories/s1'
        ? { status: 200, data: saved }
        : ask(request),
    );
    const { user } = renderApp('/post/p1', signedIn());
    const card = await screen.findByRole('article', { name: 'Comment by Carl Commenter' });
    const open = within(card).getByRole('button', { name: 'Use in my story' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked before the writer opens it.
    expect(requestsOf(api)).toEqual(['GET /api/posts/p1']);

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = within(card).getByRole('form', { name: 'Use in my story' });
    const story = await within(form).findByRole('combobox', { name: 'Story' });
    // The current story first, and the focus on the choice.
    expect(story).toHaveValue('s2');
    expect(story).toHaveFocus();
    const where = await within(form).findByRole('combobox', { name: 'Where in it' });
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unplaced ideas (place it later)', '1. Introduction']);

    await user.selectOptions(story, 's1');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Where in it' })).toHaveTextContent('2. Midpoint'),
    );
    const beats = within(form).getByRole('combobox', { name: 'Where in it' });
    expect(within(beats).getByRole('group', { name: 'Act II' })).toHaveTextContent('1. New world2. Midpoint');
    await user.selectOptions(beats, 'b3');
    await user.click(within(form).getByRole('button', { name: 'Add to my story' }));

    expect(await screen.findByText('Added to “Midpoint” in “The Salt Road”.')).toBeInTheDocument();
    expect(sent).toEqual({ story: 's1', beat: 'b3' });
    expect(within(card).queryByRole('form', { name: 'Use in my story' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Open the story' });
    expect(link).toHaveAttribute('href', '/stories/s1#beat-b3');

    // The page of the story shows the beat with the idea in it, in view and focused.
    await user.click(link);
    const heading = await screen.findByRole('heading', { name: 'Midpoint' });
    // eslint-disable-next-line testing-library/no-node-access -- the beat is the list item the heading names
    const beat = heading.closest('li');
    expect(beat).toHaveTextContent('The caravan splits. The safe is already empty');
    await waitFor(() => expect(beat).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(beat);
    expect(screen.getByRole('heading', { level: 1, name: 'The Salt Road' })).toBeInTheDocument();
    expect(screen.getByText(/choose it under "Your stories" on the dashboard/)).toBeInTheDocument();
  });

  it('sends a post to the unplaced ideas of the current story by default, and links there', async () => {
    let sent: unknown;
    mockApi(
      discussion([], ({ method, url, data }) => {
        if (method === 'POST' && url === '/api/posts/p1/adopt') {
          sent = data;
          return {
            status: 201,
            data: {
              ...lantern,
              unplaced: [
                {
                  _id: 'u1',
                  text: 'What if the map is a lie?',
                  origin: { post: 'p1' },
                  date: '2025-03-06T10:00:00.000Z',
                },
              ],
            },
          };
        }
        return fail(method, url);
      }),
    );
    const { user } = renderApp('/post/p1', signedIn());
    const card = await screen.findByRole('article', { name: 'Post by Ann Author' });
    await user.click(within(card).getByRole('button', { name: 'Use in my story' }));
    const form = within(card).getByRole('form', { name: 'Use in my story' });
    await within(form).findByRole('combobox', { name: 'Where in it' });
    await user.click(within(form).getByRole('button', { name: 'Add to my story' }));
    expect(await screen.findByText('Added to the unplaced ideas of “Lanterns”.')).toBeInTheDocument();
    expect(sent).toEqual({ story: 's2' });
    expect(screen.getByRole('link', { name: 'Open the story' })).toHaveAttribute('href', '/stories/s2#unplaced');
  });

  it("keeps the form open with the server's reason when it refuses, and Cancel gives the focus back", async () => {
    mockApi(
      discussion([comment()], ({ method, url }) => {
        if (method === 'POST' && url === '/api/posts/comment/p1/adopt/c1')
          return {
            status: 400,
            data: {
              errors: [
                { msg: 'The beat would pass 10000 characters: choose another beat, or Unplaced ideas', path: 'beat' },
              ],
            },
          };
        return fail(method, url);
      }),
    );
    const { user } = renderApp('/post/p1', signedIn());
    const card = await screen.findByRole('article', { name: 'Comment by Carl Commenter' });
    const open = within(card).getByRole('button', { name: 'Use in my story' });
    await user.click(open);
    const form = within(card).getByRole('form', { name: 'Use in my story' });
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Where in it' }), 'k1');
    await user.click(within(form).getByRole('button', { name: 'Add to my story' }));
    expect(await screen.findByText(/The beat would pass 10000 characters/)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Where in it' })).toHaveValue('k1');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(form).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('offers no button on what reports hid from the viewer, and a way to start a story when there is none', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/posts/p1')
        return {
          status: 200,
          data: post([
            comment({ _id: 'c1', text: null, flagged: true, reportCount: 5, name: 'Other Writer', user: 'o1' }),
            comment({
              _id: 'c2',
              text: 'My own flagged words',
              flagged: true,
              reportCount: 5,
              name: 'Jane Writer',
              user: 'u1',
            }),
          ]),
        };
      if (method === 'GET' && url === '/api/stories') return { status: 200, data: [] };
      return fail(method, url);
    });
    const { user } = renderApp('/post/p1', signedIn({ _id: 'u1', role: 'mod' }));
    const hidden = await screen.findByRole('article', { name: 'Comment by Other Writer' });
    expect(within(hidden).queryByRole('button', { name: 'Use in my story' })).not.toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Comment by Jane Writer' });
    await user.click(within(own).getByRole('button', { name: 'Use in my story' }));
    const form = within(own).getByRole('form', { name: 'Use in my story' });
    expect(await within(form).findByRole('link', { name: 'Start one on your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(form).getByRole('button', { name: 'Add to my story' })).toBeDisabled();
  });
});
