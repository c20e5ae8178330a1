import { screen, within } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import type { StructureBody, StructureRevision } from '@three-act/contract/story-structure';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn, type MockHandler } from '../test/render-app';
import { builtInSheets as builtIns, kishotenketsuStory as story } from '../test/sheet-fixtures';

const STORY_ID = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';

const own: BeatSheet = {
  _id: '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11',
  name: 'Heist',
  description: '',
  builtIn: false,
  acts: [
    { name: 'The plan', beats: [{ name: 'The mark', question: 'Who is robbed?' }] },
    { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?' }] },
  ],
};

/** The page's requests answered: the outline, the story, the sheets; `other` answers the rest. */
const answering =
  (other: MockHandler): MockHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === '/api/outlines/me')
      return { status: 200, data: makeOutline({ _id: STORY_ID }) };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY_ID}`) return { status: 200, data: story };
    if (request.method === 'GET' && request.url === '/api/beat-sheets')
      return { status: 200, data: [...builtIns, own] };
    return other(request);
  };

describe('the story’s beat sheet page', () => {
  it("switches the story to the writer's own sheet, previewing where each beat's text goes", async () => {
    let sent: StructureBody | undefined;
    const api = mockApi(
      answering(({ method, url, data }) => {
        if (method === 'PUT' && url === `/api/stories/${STORY_ID}/structure`) {
          sent = data as StructureBody;
          return { status: 200, data: { ...story, version: 8 } };
        }
        return { status: 200, data: [] };
      }),
    );
    const { user } = renderApp('/story/beat-sheet', signedIn());
    const choice = await screen.findByLabelText('New beat sheet');
    const yours = await within(choice).findByRole('group', { name: 'Your beat sheets' });
    expect(within(yours).getByRole('option', { name: 'Heist' })).toBeInTheDocument();
    await user.selectOptions(choice, 'Heist');
    const preview = screen.getByRole('table', { name: 'Where your text goes' });
    // Two written beats over the sheet's two beats, by position.
    expect(within(preview).getByLabelText('Where Act I · 1. Ki goes')).toHaveDisplayValue('Act I · 1. The mark');
    const last = within(preview).getByLabelText('Where Act I · 4. Ketsu goes');
    expect(last).toHaveDisplayValue('Act II · 1. The twist');
    await user.selectOptions(last, 'The unplaced list');
    await user.click(screen.getByRole('button', { name: 'Switch to Heist' }));
    expect(await screen.findByText(/Switched to Heist/)).toBeInTheDocument();
    expect(sent).toEqual({
      acts: [
        { name: 'The plan', beats: [{ name: 'The mark', question: 'Who is robbed?', from: ['b1'] }] },
        { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?' }] },
      ],
    });
    const put = api.mock.calls.find(([config]) => config.method === 'put')![0];
    expect(put.headers['If-Match']).toBe(`"${STORY_ID}.7"`);
    expect(requestsOf(api)).toContain(`PUT /api/stories/${STORY_ID}/structure`);
  });

  it('switches to a built-in sheet by key, through the framework mappings', async () => {
    let sent: StructureBody | undefined;
    mockApi(
      answering(({ method, data }) => {
        if (method === 'PUT') sent = data as StructureBody;
        return { status: 200, data: { ...story, version: 8 } };
      }),
    );
    const { user } = renderApp('/story/beat-sheet', signedIn());
    await screen.findByRole('option', { name: 'Save the Cat' });
    await user.selectOptions(screen.getByLabelText('New beat sheet'), 'Save the Cat');
    expect(screen.getByLabelText('Where Act I · 1. Ki goes')).toHaveDisplayValue('Act I · 1. Opening image');
    await user.click(screen.getByRole('button', { name: 'Switch to Save the Cat' }));
    expect(await screen.findByText(/Switched to Save the Cat/)).toBeInTheDocument();
    expect(sent!.acts[0]).toMatchObject({ key: 'save-the-cat/act-1', name: 'Act One' });
    expect(sent!.acts[0]!.beats[0]).toEqual({ key: 'save-the-cat/opening-image', from: ['b1'] });
  });

  it('offers "Undo the switch" right after a switch, and restores the structure kept before it', async () => {
    const kept: StructureRevision = {
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      savedAt: '2025-01-02T10:00:00.000Z',
      author: { _id: 'u2', name: 'Ines Vidal' },
      sheet: 'Kishōtenketsu',
      acts: [{ name: 'All of it', beats: 4 }],
    };
    let current = story;
    let revisions: StructureRevision[] = [];
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/outlines/me') return { status: 200, data: makeOutline({ _id: STORY_ID }) };
      if (method === 'GET' && url === `/api/stories/${STORY_ID}`) return { status: 200, data: current };
      if (method === 'GET' && url === '/api/beat-sheets') return { status: 200, data: [...builtIns, own] };
      if (method === 'GET' && url === `/api/stories/${STORY_ID}/structure/revisions`)
        return { status: 200, data: revisions };
      if (method === 'PUT' && url === `/api/stories/${STORY_ID}/structure`) {
        current = { ...story, version: 8, acts: own.acts.map((act) => ({ ...act, beats: [] })) };
        revisions = [kept];
        return { status: 200, data: current };
      }
      if (method === 'PUT' && url === `/api/stories/${STORY_ID}/structure/revisions/${kept._id}/restore`) {
        current = { ...story, version: 9, unplaced: [{ _id: 'u1', text: 'Typed since', origin: {}, date: '' }] };
        revisions = [
          {
            ...kept,
            _id: 'newer',
            author: { _id: 'u1', name: 'Jane Writer' },
            sheet: undefined,
            acts: [{ name: 'The plan', beats: 1 }],
          },
          kept,
        ];
        return { status: 200, data: current };
      }
      return { status: 404, data: { errors: [{ msg: 'Not found' }] } };
    });
    const { user } = renderApp('/story/beat-sheet', signedIn());
    await screen.findByRole('option', { name: 'Heist' });
    // Nothing kept yet: no earlier structures, no undo.
    expect(screen.queryByRole('heading', { name: 'Earlier structures' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New beat sheet'), 'Heist');
    await user.click(screen.getByRole('button', { name: 'Switch to Heist' }));
    const undo = await screen.findByRole('button', { name: 'Undo the switch' });
    expect(screen.getByRole('heading', { name: '2 acts, 0 beats' })).toHaveFocus();
    await screen.findByRole('button', { name: /^Restore Kishōtenketsu: one act, 4 beats, kept until / });
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(
      await screen.findByText(
        'Switch undone: your beats are back as they were; text written since that had no beat there waits under Unplaced text',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo the switch' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'One act, 4 beats' })).toHaveFocus();
    const restore = api.mock.calls.find(([config]) => config.url?.endsWith('/restore'))![0];
    expect(restore.method).toBe('put');
    expect(restore.headers['If-Match']).toBe(`"${STORY_ID}.8"`);
    // The undo is kept too, and can be undone from the list of earlier structures.
    const list = await screen.findByRole('region', { name: 'Earlier structures' });
    await within(list).findByRole('button', { name: /^Restore One act, one beat, kept until / });
    // The change another member made names them; the writer's own does not.
    const [undone, switched] = within(list).getAllByRole('listitem');
    expect(within(switched!).getByText('changed by Ines Vidal')).toBeInTheDocument();
    expect(within(undone!).queryByText(/changed by/)).not.toBeInTheDocument();
    expect(requestsOf(api)).toContain(`PUT /api/stories/${STORY_ID}/structure/revisions/${kept._id}/restore`);
  });
  it('is read-only for a critic: the acts to read, no switch or restore, and says why', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/outlines/me')
        return { status: 200, data: makeOutline({ _id: STORY_ID, shared: { role: 'critic', owner: 'Ann Owner' } }) };
      if (method === 'GET' && url === `/api/stories/${STORY_ID}`)
        return { status: 200, data: { ...story, shared: { role: 'critic', owner: 'Ann Owner' } } };
      return { status: 200, data: [] };
    });
    renderApp('/story/beat-sheet', signedIn());
    expect(
      await screen.findByText('You are a critic on this story: you can read it, not change it.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Act I: / }).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('New beat sheet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
    for (const button of screen.queryAllByRole('button', { name: /^Restore|^Place|^Drop/ }))
      expect(button).toBeDisabled();
  });
});
