import type { Relationship } from '@three-act/contract/codex';
import { screen, within } from '@testing-library/react';
import { B1, makeBoard, MARA, STORY } from '../test/board-fixtures';
import { ASH_GUILD, CODEX_URL, codexIndex, codexPage, INDEX_URL, KINDS, KINDS_URL } from '../test/codex-fixtures';
import { mockApi, type MockHandler, renderIn, signedIn } from '../test/render-app';

const TIES: Relationship[] = [
  { _id: 'r1', from: MARA, to: ASH_GUILD, label: 'serves', directed: true, note: null, fromBeat: B1, untilBeat: null },
];

const answering: MockHandler = (request) => {
  if (request.method === 'GET' && request.url === CODEX_URL) return { status: 200, data: codexPage(request.query) };
  if (request.method === 'GET' && request.url === INDEX_URL) return { status: 200, data: codexIndex() };
  if (request.method === 'GET' && request.url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
  if (request.method === 'GET' && request.url === `/api/stories/${STORY}/board`)
    return { status: 200, data: makeBoard() };
  if (request.method === 'GET' && request.url === `/api/stories/${STORY}/relationships`)
    return { status: 200, data: { relationships: TIES } };
  throw new Error(`Unexpected request: ${request.method} ${request.url}`);
};

describe('the codex in the writer’s language', () => {
  it('shows the codex page in German: its tabs, filters, kinds and cards', async () => {
    mockApi(answering);
    await renderIn('de', `/stories/${STORY}/codex`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kodex' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kodex' });
    expect(within(nav).getByRole('link', { name: 'Steckbriefe' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Beziehungen' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Einträge' });
    expect(await within(list).findByRole('img', { name: 'Bild von Eldermere' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Figurenkarte von Mara Vell' })).toBeInTheDocument();
    // A built-in kind's name is translated; the writer's names and tags stay as written.
    expect(within(list).getByText('Gruppe')).toBeInTheDocument();
    expect(within(list).getByLabelText('Nach Name oder Alias suchen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Neuer Eintrag' })).toBeInTheDocument();
  });

  it('shows the relationships page in Russian', async () => {
    mockApi(answering);
    await renderIn('ru', `/stories/${STORY}/relationships`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Связи' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Связи между записями' });
    expect(within(table).getByRole('columnheader', { name: 'В одну сторону' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Да' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Акт I: Setup · The call' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Конец' })).toBeInTheDocument();
    expect(screen.getByText('Одна связь.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Добавить связь' })).toBeInTheDocument();
  });
});
