import { screen, waitFor, within } from '@testing-library/react';
import type { PatchSceneBody, Scene } from '@three-act/contract/board';
import { makeBoard, STORY } from '../test/board-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

// Decision 180: "@" in a scene's notes offers the story's characters and codex entries, read from
// the codex index at the first "@" (the board reads nothing more on load); the name chosen saves.

const scene = makeBoard().scenes.find((each) => each._id === 's1') as Scene;
const INDEX = `/api/stories/${STORY}/codex-index`;

function mentionServer() {
  const sent: PatchSceneBody[] = [];
  const api = mockApi(({ method, url, data }) => {
    if (method === 'PATCH') {
      sent.push(data as PatchSceneBody);
      return { status: 200, data: { ...scene, ...(data as object), version: scene.version + sent.length } };
    }
    if (url.endsWith('/codex-index')) {
      const entry = { aliases: [], matchCase: false, tags: [] };
      return {
        status: 200,
        data: {
          entries: [
            { ...entry, _id: 'p1', kind: 'place', name: 'Harrow Keep', aliases: ['the Keep'] },
            { ...entry, _id: 'c9', kind: 'character', name: 'Hal Ashby' },
            { ...entry, _id: 'o1', kind: 'object', name: 'The Drowned Bell' },
          ],
        },
      };
    }
    if (url.endsWith('/board')) return { status: 200, data: makeBoard() };
    return { status: 200, data: [] };
  });
  return { api, sent };
}

describe('"@" in a scene panel', () => {
  it('offers characters and entries in the notes once "@" is typed, and the name chosen is saved', async () => {
    const { api, sent } = mentionServer();
    const { user } = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    // The panel is a chunk of its own (the rich-text editor's): it may take a moment.
    const panel = within(await screen.findByRole('region', { name: scene.title }, { timeout: 10_000 }));
    const notes = panel.getByRole('textbox', { name: 'Notes' });
    const summary = panel.getByRole('textbox', { name: 'Summary' });
    expect(summary).toHaveAttribute('aria-autocomplete', 'list');

    await user.click(notes);
    await user.type(notes, 'Rain. ');
    expect(requestsOf(api)).not.toContain(`GET ${INDEX}`);
    await user.type(notes, '@ha');
    const offered = await panel.findByRole('listbox', { name: 'Codex entries' });
    expect(requestsOf(api).filter((request) => request === `GET ${INDEX}`)).toHaveLength(1);
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hal Ashby', 'Harrow Keep · place']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(notes).toHaveValue('Rain. Harrow Keep ');
    expect(panel.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(notes, 'and @the');
    expect(
      within(panel.getByRole('listbox', { name: 'Codex entries' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Harrow Keep · place', 'The Drowned Bell · object']);
    await user.keyboard('{Escape}');
    expect(panel.queryByRole('listbox')).not.toBeInTheDocument();
    expect(notes).toHaveValue('Rain. Harrow Keep and @the');

    await user.tab();
    await waitFor(() => expect(Object.assign({}, ...sent)).toEqual({ notes: 'Rain. Harrow Keep and @the' }));
  });
});
