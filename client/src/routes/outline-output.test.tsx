import { screen, within } from '@testing-library/react';
import { B1, B2, B3, makeBoard } from '../test/board-fixtures';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';

/** The story's board (decision 165): its first beat is the Three Act story's seventh of Act II. */
const board = makeBoard({
  beats: [
    { _id: B1, act: 1, name: 'Fun and games', key: 'act2a07' },
    { _id: B2, act: 1, name: 'Midpoint', key: 'act2a08' },
    { _id: B3, act: 2, name: 'Climax', key: 'act3a05' },
  ],
});
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

describe('outline output', () => {
  it('loads the outline and lists every beat under its question, empty ones as "..."', async () => {
    const api = mockApi(({ url }) =>
      // Not shared yet: the "Share for feedback" block offers to make a link.
      url.endsWith('/share')
        ? { status: 200, data: null }
        : url.endsWith('/board')
          ? { status: 200, data: board }
          : {
              status: 200,
              data: makeOutline({ act2a07: 'Beat seven of Act II', act2a15: 'Beat fifteen', act2a16: 'Beat sixteen' }),
            },
    );
    renderApp('/outlineoutput', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: '"The Long Night"' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create a read-only link' })).toBeInTheDocument();
    expect(requestsOf(api).sort()).toEqual([
      'GET /api/outlines/me',
      'GET /api/stories/o1/board',
      'GET /api/stories/o1/codex-index',
      'GET /api/stories/o1/share',
    ]);
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/dashboard');

    const act2 = within(screen.getByRole('region', { name: 'Act II: Confrontation' }));
    expect(act2.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    // Beats 15 and 16 show their own text (the old app's defect is not reproduced).
    const beat15 = act2.getByRole('heading', { level: 3, name: /^15\. The realisation/ });
    // eslint-disable-next-line testing-library/no-node-access -- each beat shows its own text right under its question (the old defect showed another beat)
    expect(beat15.nextElementSibling).toHaveTextContent('Beat fifteen');
    const beat16 = act2.getByRole('heading', { level: 3, name: /^16\. Break into Act III/ });
    // eslint-disable-next-line testing-library/no-node-access -- as above
    expect(beat16.nextElementSibling).toHaveTextContent('Beat sixteen');

    expect(within(screen.getByRole('region', { name: 'Act I: Setup' })).getAllByText('...')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'Act III: Resolution' })).getAllByText('...')).toHaveLength(8);
    expect(act2.getAllByText('...')).toHaveLength(13);

    // Each beat's scenes under its text, with their facts; the unplaced ones after the acts.
    const scenes = within(await act2.findAllByRole('region', { name: 'Scenes' }).then((found) => found[0]!));
    expect(scenes.getByRole('heading', { level: 4, name: 'The lamp goes out' })).toBeInTheDocument();
    expect(scenes.getByText('Planned · Main plot · told by Mara Vell · 1,500 words planned')).toBeInTheDocument();
    expect(act2.getByRole('heading', { level: 4, name: 'Storm at sea' })).toBeInTheDocument();
    const unplaced = within(screen.getByRole('region', { name: 'Unplaced scenes' }));
    expect(unplaced.getByRole('heading', { level: 4, name: 'The ledger' })).toBeInTheDocument();
  });

  it('offers the story as Markdown, Word and JSON from the server, in the layout shown, and lists the characters', async () => {
    mockApi(({ url }) => ({
      status: 200,
      data: url.endsWith('/board')
        ? makeBoard()
        : makeOutline({
            act1a01: 'A storm.',
            characters: [
              makeCharacter({ beats: ['act2a08'], notes: [{ _id: 'n1', noteTitle: 'Age', noteText: '34' }] }),
            ],
          }),
    }));
    renderApp('/outlineoutput?layout=story-circle', signedIn());
    for (const [name, format] of [
      ['Markdown', 'md'],
      ['Word', 'docx'],
      ['JSON', 'json'],
    ]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', `/api/stories/o1/export?format=${format}&layout=story-circle`);
      expect(link).toHaveAttribute('download');
    }
    const bible = within(screen.getByRole('region', { name: 'Characters' }));
    expect(bible.getByRole('heading', { level: 3, name: 'Mara Vell · protagonist' })).toBeInTheDocument();
    expect(bible.getByText('Appears in: Act II · 8. Midpoint')).toBeInTheDocument();
    expect(bible.getByText('34')).toBeInTheDocument();
  });

  it('links the names written in a beat to their codex entries, by name or alias, as the entry matches case', async () => {
    const keep = { _id: 'p1', kind: 'place', name: 'Harrow Keep', aliases: ['the Keep'], matchCase: true, tags: [] };
    const order = { _id: 'g1', kind: 'group', name: 'Ashen Order', aliases: [], matchCase: false, tags: [] };
    mockApi(({ url }) =>
      url.endsWith('/share')
        ? { status: 200, data: null }
        : url.endsWith('/codex-index')
          ? { status: 200, data: { entries: [order, keep] } }
          : url.endsWith('/board')
            ? { status: 200, data: board }
            : {
                status: 200,
                data: makeOutline({ act2a07: 'They ride for the Keep; the ashen order waits. the keep is far.' }),
              },
    );
    renderApp('/outlineoutput', signedIn());
    const act2 = within(await screen.findByRole('region', { name: 'Act II: Confrontation' }));
    const keepLink = await act2.findByRole('link', { name: 'the Keep' });
    expect(keepLink).toHaveAttribute('href', '/stories/o1/codex/p1');
    expect(act2.getByRole('link', { name: 'ashen order' })).toHaveAttribute('href', '/stories/o1/codex/g1');
    // "the keep" in lower case is not the Keep: that entry matches case.
    expect(act2.getAllByRole('link').map((link) => link.textContent)).toEqual(['the Keep', 'ashen order']);
    expect(act2.getByText(/is far\./)).toHaveTextContent(
      'They ride for the Keep; the ashen order waits. the keep is far.',
    );
  });
});
