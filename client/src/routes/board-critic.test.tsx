import { screen, within } from '@testing-library/react';
import type { Members } from '@three-act/contract/members';
import type { StoryThread } from '@three-act/contract/comments';
import { makeBoard, STORY } from '../test/board-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

const SINCE = '2026-01-01T00:00:00.000Z';
const ann = { userId: 'u7', name: 'Ann Owner', role: 'owner' as const, since: SINCE };
const jane = { userId: 'u1', name: 'Jane Writer', since: SINCE };

/** The board of Ann's story, Jane (u1, signed in) on it as `you`; the comments as the server keeps them. */
function boardAs(members: Members) {
  let threads: StoryThread[] = [];
  const sent: [string, unknown][] = [];
  mockApi(({ method, url, data }) => {
    if (method === 'GET' && url === `/api/stories/${STORY}/board`) return { status: 200, data: makeBoard() };
    if (method === 'GET' && url === `/api/stories/${STORY}/checks`) return { status: 200, data: [] };
    if (method === 'GET' && url === `/api/stories/${STORY}/members`) return { status: 200, data: members };
    if (method === 'GET' && url === `/api/stories/${STORY}/comments`) return { status: 200, data: threads };
    sent.push([`${method} ${url}`, data]);
    if (method === 'POST' && url === `/api/stories/${STORY}/comments`) {
      const body = data as { scene: string; text: string };
      const added: StoryThread = {
        _id: 'c1',
        target: { kind: 'scene', _id: body.scene },
        anchor: null,
        parent: null,
        author: { _id: 'u1', name: 'Jane Writer' },
        text: body.text,
        createdAt: SINCE,
        editedAt: null,
        resolvedAt: null,
        resolvedBy: null,
        replies: [],
      };
      threads = [added];
      return { status: 201, data: added };
    }
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
  return { sent };
}

const critic: Members = { members: [ann, { ...jane, role: 'critic' }], invitations: [], you: 'critic' };

describe("a critic's board", () => {
  it('shows every scene and plotline, with nothing to drag, move, add or delete, and says why', async () => {
    boardAs(critic);
    renderApp(`/stories/${STORY}/board`, signedIn());
    const table = await screen.findByRole('table');
    expect(
      await screen.findByText('You are a critic on this story: you can read it, not change it.'),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'The lamp goes out' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to…/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add a scene/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Drag a card by its handle/)).not.toBeInTheDocument();
    // The plotlines are listed, not edited; the deleted scenes are not offered back.
    const plotlines = within(screen.getByRole('list', { name: 'Plotlines' }));
    expect(plotlines.getByText('Main plot')).toBeInTheDocument();
    expect(plotlines.getByText('The sister')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add plotline' })).not.toBeInTheDocument();
    expect(screen.queryByText('Deleted scenes')).not.toBeInTheDocument();
  });

  it('opens a scene to read, not change, and comments on it', async () => {
    const { sent } = boardAs(critic);
    const { user } = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = within(await screen.findByRole('region', { name: 'The lamp goes out' }));
    expect(panel.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(panel.queryByRole('combobox')).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Delete scene' })).not.toBeInTheDocument();
    const terms = panel.getAllByRole('term').map((term) => term.textContent);
    const values = panel.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Point of view')]).toBe('Mara Vell');
    expect(values[terms.indexOf('Plotlines')]).toBe('Main plot');

    const comments = within(await panel.findByRole('region', { name: 'Comments on The lamp goes out' }));
    await user.click(comments.getByRole('button', { name: 'Comment' }));
    await user.type(comments.getByRole('textbox', { name: 'New comment' }), 'Why does it go out?');
    await user.click(comments.getByRole('button', { name: 'Add comment' }));
    expect(await comments.findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(comments.getByText('Why does it go out?', { selector: 'p' })).toBeInTheDocument();
    expect(sent).toEqual([[`POST /api/stories/${STORY}/comments`, { scene: 's1', text: 'Why does it go out?' }]]);
  });

  it("is the owner's to edit, with the scene's comments once the story is shared; alone, no comments", async () => {
    boardAs({
      members: [
        { ...ann, userId: 'u1' },
        { ...jane, userId: 'u2', role: 'critic' },
      ],
      invitations: [],
      you: 'owner',
    });
    const view = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = within(await screen.findByRole('region', { name: 'The lamp goes out' }));
    expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('The lamp goes out');
    expect(await panel.findByRole('region', { name: 'Comments on The lamp goes out' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Move to…/ }).length).toBeGreaterThan(0);
    view.unmount();

    boardAs({ members: [{ ...ann, userId: 'u1' }], invitations: [], you: 'owner' });
    renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const alone = within(await screen.findByRole('region', { name: 'The lamp goes out' }));
    expect(await alone.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(alone.queryByRole('region', { name: /^Comments on/ })).not.toBeInTheDocument();
  });
});
