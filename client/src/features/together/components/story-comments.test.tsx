import { screen, waitFor, within } from '@testing-library/react';
import type { StoryComment, StoryThread } from '@three-act/contract/comments';
import { makeOutline } from '../../../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../../../test/render-app';

const AT = '2025-03-04T15:05:00.000Z';

const comment = (fields: Partial<StoryComment> & Pick<StoryComment, '_id' | 'text'>): StoryComment => ({
  target: { kind: 'beat', _id: 'act1a01' },
  anchor: null,
  parent: null,
  author: { _id: 'u2', name: 'Bo Critic' },
  createdAt: AT,
  editedAt: null,
  resolvedAt: null,
  resolvedBy: null,
  ...fields,
});

/** On beat 1: an open thread (with a quote and Jane's reply) and a resolved one; on beat 2, one open thread. */
const threads = (): StoryThread[] => [
  {
    ...comment({ _id: 't1', text: 'Is it night already?', anchor: { start: 2, end: 6, quote: 'lamp' } }),
    replies: [comment({ _id: 'r1', parent: 't1', text: 'Dusk.', author: { _id: 'u1', name: 'Jane Writer' } })],
  },
  { ...comment({ _id: 't2', text: 'Old note', resolvedAt: AT, resolvedBy: 'u1' }), replies: [] },
  { ...comment({ _id: 't3', text: 'Strong beat', target: { kind: 'beat', _id: 'act1a02' } }), replies: [] },
];

/**
 * Act I of story o1 (owned by u1), its beat 1 answered; the comments as the server keeps them:
 * each change is applied, and every change sent is kept in `sent` as ["METHOD url", body].
 */
function actPage(owner = 'u1', shared?: { role: 'critic' | 'coauthor'; owner: string }) {
  let stored = threads();
  const sent: [string, unknown][] = [];
  const api = mockApi(({ method, url, data }) => {
    if (method === 'GET' && url === '/api/outlines/me')
      return { status: 200, data: makeOutline({ user: owner, act1a01: 'A lamp goes out.', shared }) };
    if (method === 'GET' && url === '/api/stories/o1/comments') return { status: 200, data: stored };
    sent.push([`${method} ${url}`, data]);
    if (method === 'POST' && url === '/api/stories/o1/comments') {
      const body = data as { beat?: string; parent?: string; text: string; anchor?: StoryComment['anchor'] };
      const added = comment({
        _id: `n${sent.length}`,
        text: body.text,
        anchor: body.anchor ?? null,
        parent: body.parent ?? null,
        author: { _id: 'u1', name: 'Jane Writer' },
      });
      stored = body.parent
        ? stored.map((thread) =>
            thread._id === body.parent ? { ...thread, replies: [...thread.replies, added] } : thread,
          )
        : [...stored, { ...added, replies: [] }];
      return { status: 201, data: added };
    }
    const patched = /^\/api\/stories\/o1\/comments\/(\w+)$/.exec(url)?.[1];
    if (method === 'PATCH' && patched) {
      const body = data as { text?: string; resolved?: boolean };
      const change = (each: StoryComment): StoryComment =>
        each._id !== patched
          ? each
          : {
              ...each,
              ...(body.text !== undefined ? { text: body.text, editedAt: AT } : {}),
              ...(body.resolved !== undefined
                ? { resolvedAt: body.resolved ? AT : null, resolvedBy: body.resolved ? 'u1' : null }
                : {}),
            };
      stored = stored.map((thread) => ({ ...change(thread), replies: thread.replies.map(change) }) as StoryThread);
      const answer = stored.flatMap((thread) => [thread, ...thread.replies]).find(({ _id }) => _id === patched);
      return { status: 200, data: { ...answer, replies: undefined } };
    }
    if (method === 'DELETE' && url === '/api/stories/o1/comments/r1') {
      stored = stored.map((thread) => ({ ...thread, replies: thread.replies.filter(({ _id }) => _id !== 'r1') }));
      return { status: 204 };
    }
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
  return { api, sent, ...renderApp('/act-1', signedIn()) };
}

/** The answer box of beat `number`. */
const answerOf = async (number: number) =>
  (await screen.findByRole('textbox', { name: new RegExp(`^${number}\\. `) })) as HTMLTextAreaElement;

describe('comments on a beat', () => {
  afterEach(() => jest.restoreAllMocks());

  it("counts each beat's open threads and shows them: author, date, quote, text and replies", async () => {
    const { api, user } = actPage();
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    const toggle = await beat1.findByRole('button', { name: 'Comments (1)' });
    expect(
      within(await screen.findByRole('region', { name: 'Comments on beat 2' })).getByRole('button', {
        name: 'Comments (1)',
      }),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Comments on beat 3' })).getByRole('button', {
        name: 'Comment',
      }),
    ).toBeInTheDocument();
    // One read for the whole story, whatever the number of beats.
    expect(requestsOf(api).filter((request) => request.includes('/comments'))).toEqual([
      'GET /api/stories/o1/comments',
    ]);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(beat1.queryByText('Is it night already?')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The open thread, then its reply; the resolved thread is not shown.
    const articles = beat1.getAllByRole('article');
    expect(articles).toHaveLength(2);
    const thread = within(articles[0]!);
    const reply = within(articles[1]!);
    expect(thread.getByText('lamp').tagName).toBe('BLOCKQUOTE');
    expect(thread.getByText('Bo Critic')).toBeInTheDocument();
    expect(thread.getByText('3:05 pm on March 4th, 2025')).toBeInTheDocument();
    expect(thread.getByText('Is it night already?')).toBeInTheDocument();
    expect(reply.getByText('Jane Writer')).toBeInTheDocument();
    expect(reply.getByText('Dusk.')).toBeInTheDocument();
    expect(beat1.queryByText('Old note')).not.toBeInTheDocument();
  });

  it('sends a new comment on the beat, with the text selected in the beat as its anchor', async () => {
    const { sent, user } = actPage();
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));

    await user.type(beat1.getByRole('textbox', { name: 'New comment' }), 'Whole beat');
    await user.click(beat1.getByRole('button', { name: 'Add comment' }));
    expect(await beat1.findByText('Whole beat')).toBeInTheDocument();
    expect(beat1.getByRole('textbox', { name: 'New comment' })).toHaveValue('');

    (await answerOf(1)).setSelectionRange(2, 6);
    await user.type(beat1.getByRole('textbox', { name: 'New comment' }), 'Which lamp?');
    await user.click(beat1.getByRole('button', { name: 'Add comment' }));
    expect(await beat1.findByText('Which lamp?')).toBeInTheDocument();
    expect(await beat1.findByRole('button', { name: 'Comments (3)' })).toBeInTheDocument();

    expect(sent).toEqual([
      ['POST /api/stories/o1/comments', { beat: 'act1a01', text: 'Whole beat' }],
      [
        'POST /api/stories/o1/comments',
        { beat: 'act1a01', text: 'Which lamp?', anchor: { start: 2, end: 6, quote: 'lamp' } },
      ],
    ]);
  });

  it('replies to a thread and resolves it, which takes it off the count', async () => {
    const { sent, user } = actPage();
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));

    await user.type(beat1.getByRole('textbox', { name: 'Your reply' }), 'Not yet');
    await user.click(beat1.getByRole('button', { name: 'Reply' }));
    expect(await beat1.findByText('Not yet')).toBeInTheDocument();

    await user.click(beat1.getByRole('button', { name: 'Resolve' }));
    expect(await beat1.findByRole('button', { name: 'Comment' })).toBeInTheDocument();
    expect(beat1.queryByText('Is it night already?')).not.toBeInTheDocument();

    expect(sent).toEqual([
      ['POST /api/stories/o1/comments', { parent: 't1', text: 'Not yet' }],
      ['PATCH /api/stories/o1/comments/t1', { resolved: true }],
    ]);
  });

  it("lets a member delete their own comments only, and the owner anyone's, once confirmed", async () => {
    const member = actPage('u9');
    let beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await member.user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));
    // Jane (u1) wrote the reply, not the thread; the story is u9's.
    const articles = beat1.getAllByRole('article');
    const thread = within(articles[0]!);
    const reply = within(articles[1]!);
    expect(thread.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await member.user.click(reply.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this comment?');
    expect(member.sent).toEqual([]);
    await member.user.click(reply.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(beat1.queryByText('Dusk.')).not.toBeInTheDocument());
    expect(beat1.getByText('Is it night already?')).toBeInTheDocument();
    expect(member.sent).toEqual([['DELETE /api/stories/o1/comments/r1', undefined]]);
    member.unmount();

    const owner = actPage('u1');
    beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await owner.user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));
    expect(beat1.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });
  it('lets a critic select words of the read-only beat and comment on them', async () => {
    const { sent, user } = actPage('u9', { role: 'critic', owner: 'Ann Owner' });
    const answer = await answerOf(1);
    expect(answer).toHaveAttribute('readonly');
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));
    answer.setSelectionRange(2, 6);
    await user.type(beat1.getByRole('textbox', { name: 'New comment' }), 'Which lamp?');
    await user.click(beat1.getByRole('button', { name: 'Add comment' }));
    expect(await beat1.findByText('Which lamp?')).toBeInTheDocument();
    expect(sent).toEqual([
      [
        'POST /api/stories/o1/comments',
        { beat: 'act1a01', text: 'Which lamp?', anchor: { start: 2, end: 6, quote: 'lamp' } },
      ],
    ]);
  });

  it('lets its author edit their own comment in place: Save sends it, Cancel and Escape keep it', async () => {
    const { sent, user } = actPage();
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));
    const [thread, reply] = beat1.getAllByRole('article').map((article) => within(article));
    // Bo wrote the thread; Jane (u1, signed in) the reply: only hers has Edit.
    expect(thread!.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(reply!.getByRole('button', { name: 'Edit' }));
    const box = reply!.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Dusk.');
    await user.type(box, ' Late.');
    await user.click(reply!.getByRole('button', { name: 'Cancel' }));
    expect(reply!.getByText('Dusk.')).toBeInTheDocument();
    await waitFor(() => expect(reply!.getByRole('button', { name: 'Edit' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.type(reply!.getByRole('textbox', { name: 'Edit your comment' }), ' Late.{Escape}');
    expect(reply!.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
    expect(reply!.getByText('Dusk.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(reply!.getByRole('button', { name: 'Edit' }));
    await user.clear(reply!.getByRole('textbox', { name: 'Edit your comment' }));
    await user.type(reply!.getByRole('textbox', { name: 'Edit your comment' }), 'At dusk.');
    await user.click(reply!.getByRole('button', { name: 'Save' }));
    // (The box, on its way out, holds the same words: the comment's own paragraph is what counts.)
    expect(await beat1.findByText('At dusk.', { selector: 'p' })).toBeInTheDocument();
    expect(beat1.getByText(/edited/)).toBeInTheDocument();
    expect(sent).toEqual([['PATCH /api/stories/o1/comments/r1', { text: 'At dusk.' }]]);
  });

  it('hides resolved threads behind "Show resolved (n)", and reopens one', async () => {
    const { sent, user } = actPage();
    const beat1 = within(await screen.findByRole('region', { name: 'Comments on beat 1' }));
    await user.click(await beat1.findByRole('button', { name: 'Comments (1)' }));
    expect(beat1.queryByText('Old note')).not.toBeInTheDocument();
    const show = beat1.getByRole('button', { name: 'Show resolved (1)' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    const resolved = within(beat1.getByRole('list', { name: 'Resolved' }));
    expect(resolved.getByText('Old note')).toBeInTheDocument();
    // A resolved thread takes no reply until it is reopened.
    expect(resolved.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(beat1.getByRole('button', { name: 'Hide resolved' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(resolved.getByRole('button', { name: 'Reopen' }));
    expect(await beat1.findByRole('button', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(beat1.queryByRole('button', { name: /Show resolved/ })).not.toBeInTheDocument();
    expect(beat1.getByText('Old note')).toBeInTheDocument();
    expect(sent).toEqual([['PATCH /api/stories/o1/comments/t2', { resolved: false }]]);
  });
});
