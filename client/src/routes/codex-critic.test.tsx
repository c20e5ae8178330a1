import { screen, within } from '@testing-library/react';
import type { Members } from '@three-act/contract/members';
import type { StoryThread } from '@three-act/contract/comments';
import { makeBoard, STORY } from '../test/board-fixtures';
import {
  CODEX_URL,
  codexIndex,
  codexPage,
  ELDERMERE,
  INDEX_URL,
  KINDS,
  KINDS_URL,
  makeEntry,
} from '../test/codex-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

const SINCE = '2026-01-01T00:00:00.000Z';
const ENTRY_URL = `${CODEX_URL}/${ELDERMERE}`;
const ann = { userId: 'u7', name: 'Ann Owner', role: 'owner' as const, since: SINCE };
const critic: Members = {
  members: [ann, { userId: 'u1', name: 'Jane Writer', role: 'critic', since: SINCE }],
  invitations: [],
  you: 'critic',
};
const RULES = {
  _id: 'r1',
  from: ELDERMERE,
  to: ELDERMERE,
  label: 'rules',
  directed: true,
  fromBeat: null,
  untilBeat: null,
  note: '',
};

/** Ann's codex, Jane (u1, signed in) on the story as `members.you`; the comments as the server keeps them. */
function codexAs(members: Members) {
  let threads: StoryThread[] = [];
  const sent: [string, unknown][] = [];
  mockApi(({ method, url, data, query }) => {
    if (method === 'GET' && url === `/api/stories/${STORY}/members`) return { status: 200, data: members };
    if (method === 'GET' && url === CODEX_URL) return { status: 200, data: codexPage(query) };
    if (method === 'GET' && url === INDEX_URL) return { status: 200, data: codexIndex() };
    if (method === 'GET' && url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
    if (method === 'GET' && url === ENTRY_URL) return { status: 200, data: makeEntry() };
    if (method === 'GET' && url === `/api/stories/${STORY}/board`) return { status: 200, data: makeBoard() };
    if (method === 'GET' && url === `/api/stories/${STORY}/relationships`)
      return { status: 200, data: { relationships: [RULES] } };
    if (method === 'GET' && url === `/api/stories/${STORY}/comments`) return { status: 200, data: threads };
    sent.push([`${method} ${url}`, data]);
    if (method === 'POST' && url === `/api/stories/${STORY}/comments`) {
      const body = data as { entry: string; text: string };
      const added: StoryThread = {
        _id: 'c1',
        target: { kind: 'entry', _id: body.entry },
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

const NOTE = 'You are a critic on this story: you can read it, not change it.';

describe("a critic's codex", () => {
  it('lists the entries with no form to add one, and says why', async () => {
    codexAs(critic);
    renderApp(`/stories/${STORY}/codex`, signedIn());
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Eldermere/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add entry|^Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /new entry/i })).not.toBeInTheDocument();
  });

  it("shows an entry's fields, ties, notes and arc to read, nothing to change or delete, and its comments", async () => {
    const { sent } = codexAs(critic);
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Eldermere');
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete place/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add or change ties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add point' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save the arc' })).toBeDisabled();

    const comments = within(await screen.findByRole('region', { name: 'Comments on Eldermere' }));
    await user.click(comments.getByRole('button', { name: 'Comment' }));
    await user.type(comments.getByRole('textbox', { name: 'New comment' }), 'Where is the bell tower?');
    await user.click(comments.getByRole('button', { name: 'Add comment' }));
    expect(await comments.findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(comments.getByText('Where is the bell tower?', { selector: 'p' })).toBeInTheDocument();
    expect(sent).toEqual([
      [`POST /api/stories/${STORY}/comments`, { entry: ELDERMERE, text: 'Where is the bell tower?' }],
    ]);
  });

  it('shows the ties with no Edit, Delete or form to add one', async () => {
    codexAs(critic);
    renderApp(`/stories/${STORY}/relationships`, signedIn());
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getAllByText('rules').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add tie|^Save tie/ })).not.toBeInTheDocument();
  });

  it("is the owner's to edit, with the entry's comments once the story is shared", async () => {
    codexAs({
      members: [
        { ...ann, userId: 'u1' },
        { ...ann, userId: 'u2', role: 'critic' },
      ],
      invitations: [],
      you: 'owner',
    });
    renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Comments on Eldermere' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete place/ })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
