import type { Relationship } from '@three-act/contract/codex';
import { screen, waitFor, within } from '@testing-library/react';
import { B1, B3, makeBoard, MARA, STORY } from '../test/board-fixtures';
import { ASH_GUILD, codexIndex, ELDERMERE, INDEX_URL, KINDS, KINDS_URL } from '../test/codex-fixtures';
import { mockApi, renderApp, signedIn, type MockHandler } from '../test/render-app';

const unexpected: MockHandler = ({ method, url }) => {
  throw new Error(`Unexpected request: ${method} ${url}`);
};
const TIES_URL = `/api/stories/${STORY}/relationships`;
const TIES: Relationship[] = [
  {
    _id: 'r1',
    from: MARA,
    to: ASH_GUILD,
    label: 'serves',
    directed: true,
    note: 'Sworn at twelve',
    fromBeat: B1,
    untilBeat: B3,
  },
  {
    _id: 'r2',
    from: ASH_GUILD,
    to: ELDERMERE,
    label: 'rules',
    directed: false,
    note: null,
    fromBeat: null,
    untilBeat: null,
  },
];

/** The page's four reads answered (the ties as of a beat: the first only); `other` answers the rest. */
const answering =
  (other: MockHandler, ties = TIES): MockHandler =>
  (request) => {
    if (request.method === 'GET' && request.url === INDEX_URL) return { status: 200, data: codexIndex() };
    if (request.method === 'GET' && request.url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
    if (request.method === 'GET' && request.url === `/api/stories/${STORY}/board`)
      return { status: 200, data: makeBoard() };
    if (request.method === 'GET' && request.url === TIES_URL)
      return { status: 200, data: { relationships: request.query?.get('asOf') ? ties.slice(0, 1) : ties } };
    return other(request);
  };

describe('the relationships page', () => {
  it('shows the ties in a table, "as of" a beat from the server, and by kind', async () => {
    mockApi(answering(unexpected));
    const { user } = renderApp(`/stories/${STORY}/relationships`, signedIn());
    await screen.findByRole('table');
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Mara Vell');
    expect(first).toHaveTextContent('serves');
    expect(first).toHaveTextContent('The Ash Guild');
    expect(first).toHaveTextContent('Act I: Setup · The call');
    expect(first).toHaveTextContent('Act III: Resolution · The climax');
    expect(first).toHaveTextContent('Sworn at twelve');
    expect(
      within(first).getByRole('button', { name: 'Edit the tie Mara Vell serves The Ash Guild' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('As of beat'), 'Act II: Confrontation · The midpoint');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('One tie holds as of Act II: Confrontation · The midpoint.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('As of beat'), 'Any time');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Place');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('rules');
  });

  it('adds a tie with the form and edits another', async () => {
    const bodies: unknown[] = [];
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'POST' && url === TIES_URL) {
          bodies.push(data);
          return { status: 201, data: { ...TIES[1], _id: 'r3' } };
        }
        if (method === 'PATCH' && url === `${TIES_URL}/r2`) {
          bodies.push(data);
          return { status: 200, data: TIES[1] };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/relationships`, signedIn());
    const form = await screen.findByRole('form', { name: 'Add a tie' });
    await user.click(within(form).getByRole('button', { name: 'Add tie' }));
    expect(within(form).getByLabelText('From')).toHaveAccessibleDescription('Choose the entry the tie is from');
    await user.selectOptions(within(form).getByLabelText('From'), 'Mara Vell (Character)');
    await user.type(within(form).getByLabelText('Tie'), 'was born in');
    await user.selectOptions(within(form).getByLabelText('To'), 'Eldermere (Place)');
    await user.click(within(form).getByLabelText('One way (from → to)'));
    await user.selectOptions(within(form).getByLabelText('Until'), 'Act II: Confrontation · The midpoint');
    await user.click(within(form).getByRole('button', { name: 'Add tie' }));
    await waitFor(() =>
      expect(bodies[0]).toEqual({
        from: MARA,
        to: ELDERMERE,
        label: 'was born in',
        directed: true,
        note: '',
        fromBeat: null,
        untilBeat: makeBoard().beats[1]?._id,
      }),
    );
    expect(await screen.findByText('Tie added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the tie The Ash Guild rules Eldermere' }));
    const edit = screen.getByRole('form', { name: 'Edit the tie' });
    expect(within(edit).getByLabelText('From')).toHaveFocus();
    expect(within(edit).getByLabelText('Tie')).toHaveValue('rules');
    await user.type(within(edit).getByLabelText('Note'), 'Since the flood');
    await user.click(within(edit).getByRole('button', { name: 'Save the tie' }));
    await waitFor(() => expect(bodies[1]).toMatchObject({ label: 'rules', note: 'Since the flood' }));
    expect(await screen.findByRole('form', { name: 'Add a tie' })).toBeInTheDocument();
  });

  it('deletes a tie once the writer confirms', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    mockApi(
      answering(({ method, url, data }) => {
        if (method === 'DELETE' && url === `${TIES_URL}/r1`) {
          deleted = true;
          return { status: 204 };
        }
        return unexpected({ method, url, data });
      }),
    );
    const { user } = renderApp(`/stories/${STORY}/relationships`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Delete the tie Mara Vell serves The Ash Guild' }));
    expect(confirm).toHaveBeenCalledWith('Delete the tie “Mara Vell serves The Ash Guild”?');
    expect(await screen.findByText('Tie deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
    confirm.mockRestore();
  });
});
