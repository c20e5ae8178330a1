import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoryCheck } from '@three-act/contract/board';
import { makeBoard, STORY, SUB } from '../test/board-fixtures';
import { mockApi, type MockHandler, renderIn, signedIn } from '../test/render-app';

/** A check as the server sends it (server/src/modules/board/checks.ts): the client says it from its kind and values. */
const CHECKS: StoryCheck[] = [
  {
    key: `plotline-unresolved:${SUB}:act:2`,
    kind: 'plotline-unresolved',
    message: '“The sister” has no scene in Resolution: is it resolved?',
    values: { plotline: 'The sister', act: 'Resolution' },
    refs: [SUB, 'act:2'],
  },
];

const answering: MockHandler = ({ method, url }) => {
  if (method === 'GET' && url === `/api/stories/${STORY}/board`) return { status: 200, data: makeBoard() };
  if (method === 'GET' && url === `/api/stories/${STORY}/checks`) return { status: 200, data: CHECKS };
  if (method === 'GET' && url === `/api/stories/${STORY}/timeline`) {
    return {
      status: 200,
      data: {
        scenes: [{ _id: 's4', title: 'The ledger', when: { start: { day: 1 } }, readingIndex: 3, shift: 'flashback' }],
        untimed: [],
      },
    };
  }
  throw new Error(`Unexpected request: ${method} ${url}`);
};

describe('the board in the writer’s language', () => {
  it('shows the board, its cards, its checks and its drag instructions in German', async () => {
    mockApi(answering);
    await renderIn('de', `/stories/${STORY}/board`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Zuklappen Akt I: Setup' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Kein Handlungsstrang' })).toBeInTheDocument();
    const card = within(table)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: 'The lamp goes out' })) as HTMLElement;
    // The status is a value of the API, its label German; the writer's title stays as written.
    expect(card).toHaveTextContent('Geplant');
    expect(card).toHaveTextContent('1.500 Wörter');
    expect(within(card).getByRole('button', { name: 'Verschieben… The lamp goes out' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'The lamp goes out ziehen' })).toBeInTheDocument();
    expect(
      await screen.findByText('„The sister“ hat keine Szene in Resolution: Ist er aufgelöst?'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Um eine Szene aufzunehmen, drück Leertaste oder Enter/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Verschieben… The lamp goes out' }));
    const dialog = screen.getByRole('dialog', { name: '„The lamp goes out“ verschieben' });
    expect(within(dialog).getByRole('combobox', { name: 'Handlungsstrang' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('shows a scene’s panel in German', async () => {
    mockApi(answering);
    await renderIn('de', `/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = await screen.findByRole('region', { name: 'The lamp goes out' });
    expect(within(panel).getByRole('textbox', { name: 'Titel' })).toHaveValue('The lamp goes out');
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Geplant');
    expect(within(panel).getByRole('combobox', { name: 'Erzählperspektive' })).toHaveDisplayValue('Mara Vell');
    expect(within(panel).getByRole('group', { name: 'Wer vorkommt' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Szene löschen' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Szene schließen' })).toBeInTheDocument();
  });

  it('shows the timeline in Russian', async () => {
    mockApi(answering);
    await renderIn('ru', `/stories/${STORY}/timeline`, signedIn());
    const timed = await screen.findByRole('region', { name: 'В порядке событий' });
    expect(within(timed).getByRole('listitem')).toHaveTextContent('День 1The ledgerЧтение: 4Флешбэк');
    expect(screen.getByRole('link', { name: 'Доска' })).toHaveAttribute('href', `/stories/${STORY}/board`);
  });
});
