import { screen, waitFor, within } from '@testing-library/react';
import type { BeatKey } from '@three-act/contract/beats';
import { makeBoard, makeScene } from '../test/board-fixtures';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

// Issue "Structure woven through": characters in beats (docs/decisions/131-characters-in-beats.md).

const mara = makeCharacter({ _id: 'c1', name: 'Mara Vell', protag: true, beats: ['act2a08'] });
const tomas = makeCharacter({ _id: 'c2', name: 'Tomas Reed', protag: false, beats: [] });

/** Answers the outline, and a beats PUT with the character as the server would store it. */
function castApi() {
  return mockApi(({ method, url, data }) => {
    if (method === 'PUT' && url.endsWith('/beats')) {
      const id = url.split('/').at(-2);
      const character = [mara, tomas].find((entry) => entry._id === id)!;
      return { status: 200, data: { ...character, beats: (data as { beats: BeatKey[] }).beats } };
    }
    if (url.endsWith('/codex-index')) {
      const keep = { _id: 'p1', kind: 'place', name: 'Harrow Keep', aliases: ['the Keep'], matchCase: true, tags: [] };
      return {
        status: 200,
        data: { entries: [keep, { ...mara, kind: 'character', aliases: [], matchCase: true, tags: [] }] },
      };
    }
    // Mara tells one scene and is in another with Tomas (decision 165).
    if (url.endsWith('/board')) {
      const scenes = [
        makeScene({ _id: 's1', title: 'Alone', pov: 'c1' }),
        makeScene({ _id: 's2', title: 'Together', characters: ['c1', 'c2'] }),
      ];
      return { status: 200, data: makeBoard({ scenes }) };
    }
    return { status: 200, data: makeOutline({ characters: [mara, tomas] }) };
  });
}

describe('the cast page', () => {
  it('shows a checkbox per character and beat, and a tick links the character (in outline order)', async () => {
    const api = castApi();
    const { user } = renderApp('/outlines/cast', signedIn());
    const midpoint = await screen.findByRole('checkbox', { name: 'Mara Vell in Act II · 8. Midpoint' });
    expect(midpoint).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tomas Reed in Act II · 8. Midpoint' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(64);

    await user.click(screen.getByRole('checkbox', { name: 'Mara Vell in Act I · 6. Inciting incident' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Mara Vell in Act I · 6. Inciting incident', checked: true }),
    ).toBeInTheDocument();
    const put = api.mock.calls.find(([config]) => config.method === 'put')!;
    expect(put[0].url).toBe('/outlines/characters/c1/beats');
    expect(JSON.parse(put[0].data as string)).toEqual({ beats: ['act2a08', 'act1a06'] });
  });

  it('warns which of the protagonist beats the protagonist is missing from, with links to them', async () => {
    castApi();
    renderApp('/outlines/cast', signedIn());
    const warning = await screen.findByRole('note');
    expect(warning).toHaveTextContent('Mara Vell is not in inciting incident or climax yet.');
    expect(within(warning).getByRole('link', { name: 'climax' })).toHaveAttribute('href', '/act-3#act3a05');
  });

  it('lists each character with the beats they appear in (the phone layout)', async () => {
    castApi();
    renderApp('/outlines/cast', signedIn());
    const lists = within(await screen.findByRole('list', { name: 'Beats by character' }));
    expect(lists.getByRole('link', { name: 'Act II · 8. Midpoint' })).toHaveAttribute('href', '/act-2#act2a08');
    expect(lists.getByText('In no beat yet.')).toBeInTheDocument();
    expect(await lists.findByRole('link', { name: 'In 2 scenes' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/stories\/.+\/board$/),
    );
    expect(lists.getByRole('link', { name: 'In 1 scene' })).toBeInTheDocument();
  });
});

describe('a character named in a beat (decision 175)', () => {
  // Mara is linked to the midpoint by hand and named in the inciting incident's text.
  const named = makeCharacter({
    _id: 'c1',
    name: 'Mara Vell',
    protag: true,
    beats: ['act1a06', 'act2a08'],
    namedIn: ['act1a06'],
  });
  const namedApi = () =>
    mockApi(({ method, url, data }) => {
      if (method === 'PUT')
        return { status: 200, data: { ...named, beats: [...(data as { beats: BeatKey[] }).beats, 'act1a06'] } };
      if (url.endsWith('/board')) return { status: 200, data: makeBoard() };
      return { status: 200, data: makeOutline({ act1a06: 'A letter reaches Mara Vell.', characters: [named] }) };
    });

  it('ticks the beat on the cast grid, which cannot untick it, and the warning counts it', async () => {
    const api = namedApi();
    const { user } = renderApp('/outlines/cast', signedIn());
    const inciting = await screen.findByRole('checkbox', { name: 'Mara Vell in Act I · 6. Inciting incident' });
    expect(inciting).toBeChecked();
    expect(inciting).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Mara Vell in Act II · 8. Midpoint' })).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent('Mara Vell is not in climax yet.');
    expect(screen.getByText(/^A greyed tick: the name is written in that beat/)).toBeInTheDocument();

    // A tick elsewhere sends the beats linked by hand only: the named one follows the text.
    await user.click(screen.getByRole('checkbox', { name: 'Mara Vell in Act III · 5. Climax' }));
    await waitFor(() => expect(api.mock.calls.some(([config]) => config.method === 'put')).toBe(true));
    const put = api.mock.calls.find(([config]) => config.method === 'put')!;
    expect(JSON.parse(put[0].data as string)).toEqual({ beats: ['act2a08', 'act3a05'] });
  });

  it('shows under the beat as "named", without a button to take it out', async () => {
    namedApi();
    renderApp('/act-1', signedIn());
    const beat6 = within(await screen.findByRole('group', { name: "Who's here in beat 6" }));
    expect(beat6.getByRole('link', { name: 'Mara Vell' })).toBeInTheDocument();
    expect(beat6.getByText('named')).toBeInTheDocument();
    expect(beat6.queryByRole('button', { name: 'Take Mara Vell out of beat 6' })).not.toBeInTheDocument();
  });
});

describe('a character card', () => {
  it('lists the beats the character appears in, each linking to it', async () => {
    mockApi(() => ({ status: 200, data: makeCharacter({ beats: ['act1a06', 'act3a05'] }) }));
    renderApp('/outlines/characters/c1', signedIn());
    const appears = await screen.findByRole('region', { name: 'Appears in' });
    expect(within(appears).getByRole('link', { name: 'Act I · 6. Inciting incident' })).toHaveAttribute(
      'href',
      '/act-1#act1a06',
    );
    expect(within(appears).getByRole('link', { name: 'Act III · 5. Climax' })).toBeInTheDocument();
  });
});

describe("an act form's cast", () => {
  it('"Who\'s here" adds a character to a beat and takes one out', async () => {
    const api = castApi();
    const { user } = renderApp('/act-2', signedIn());
    const beat8 = within(await screen.findByRole('group', { name: "Who's here in beat 8" }));
    expect(beat8.getByRole('link', { name: 'Mara Vell' })).toBeInTheDocument();

    await user.selectOptions(beat8.getByRole('combobox', { name: 'Add a character to beat 8' }), 'Tomas Reed');
    expect(await beat8.findByRole('link', { name: 'Tomas Reed' })).toBeInTheDocument();
    await user.click(beat8.getByRole('button', { name: 'Take Mara Vell out of beat 8' }));
    await waitFor(() => expect(beat8.queryByRole('link', { name: 'Mara Vell' })).not.toBeInTheDocument());

    const puts = api.mock.calls.filter(([config]) => config.method === 'put');
    expect(puts.map(([config]) => [config.url, JSON.parse(config.data as string)])).toEqual([
      ['/outlines/characters/c2/beats', { beats: ['act2a08'] }],
      ['/outlines/characters/c1/beats', { beats: [] }],
    ]);
  });

  it('"@" offers characters whose name has a word starting so; Enter writes the name and links the character', async () => {
    const api = castApi();
    const { user } = renderApp('/act-2', signedIn());
    const answer = (await screen.findAllByRole('textbox'))[0]!;
    await user.click(answer);
    await user.type(answer, 'Then @re');
    const offered = screen.getByRole('listbox', { name: 'Characters' });
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tomas Reed']);
    await user.keyboard('{Enter}');
    expect(answer).toHaveValue('Then Tomas Reed ');
    expect(screen.queryByRole('listbox', { name: 'Characters' })).not.toBeInTheDocument();
    const put = api.mock.calls.find(([config]) => config.method === 'put')!;
    expect([put[0].url, JSON.parse(put[0].data as string)]).toEqual([
      '/outlines/characters/c2/beats',
      { beats: ['act2a01'] },
    ]);
  });

  it('"@" offers the codex\'s other entries too, by name or alias, once typed: Enter writes the name and links nothing', async () => {
    const api = castApi();
    const { user } = renderApp('/act-2', signedIn());
    const answer = (await screen.findAllByRole('textbox'))[0]!;
    await user.click(answer);
    // The act page reads the codex only once "@" is typed.
    expect(api.mock.calls.some(([config]) => config.url?.endsWith('/codex-index'))).toBe(false);
    await user.type(answer, 'They ride for @ke');
    const offered = await screen.findByRole('listbox', { name: 'Codex entries' });
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Harrow Keep · place']);
    await user.keyboard('{Enter}');
    expect(answer).toHaveValue('They ride for Harrow Keep ');
    expect(api.mock.calls.filter(([config]) => config.method === 'put')).toEqual([]);
  });
});
