import { screen, within } from '@testing-library/react';
import { makeBoard } from '../test/board-fixtures';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderIn, signedIn } from '../test/render-app';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the characters in the writer’s language (issue 36)', () => {
  it('lists the characters in Russian, their names and descriptions as written', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ characters: [makeCharacter()] }) }));
    await renderIn('ru', '/outlines/characters/me', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Твои персонажи' })).toBeInTheDocument();
    const item = within(within(await screen.findByRole('list', { name: 'Персонажи' })).getAllByRole('listitem')[0]!);
    expect(item.getByRole('link', { name: 'Mara Vell' })).toBeInTheDocument();
    expect(item.getByText('A lighthouse keeper who hates the sea.')).toBeInTheDocument();
    expect(item.getByText(/Протагонист: да/)).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Открыть карточку Mara Vell' })).toHaveAttribute(
      'href',
      '/outlines/characters/c1',
    );
  });

  it('shows the cast grid in German, the beats named as the act pages name them', async () => {
    // The grid asks for the story's board too: answering it with the outline broke the page whenever
    // both answers landed in one render (a CI run under load).
    mockApi(({ url }) =>
      url.endsWith('/board')
        ? { status: 200, data: makeBoard() }
        : { status: 200, data: makeOutline({ characters: [makeCharacter({ beats: ['act2a08'] })] }) },
    );
    await renderIn('de', '/outlines/cast', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Figuren und Beats' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Beat' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Akt II: Konfrontation' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mara Vell in Akt II · 8. Mittelpunkt' })).toBeChecked();
    const list = within(screen.getByRole('list', { name: 'Beats nach Figur' }));
    expect(list.getByRole('link', { name: 'Akt II · 8. Mittelpunkt' })).toHaveAttribute('href', '/act-2#act2a08');
  });
});
