import { screen, waitFor, within } from '@testing-library/react';
import { STORY } from '../test/board-fixtures';
import { KINDS, KINDS_URL } from '../test/codex-fixtures';
import { mockApi, renderApp, signedIn, type MockHandler } from '../test/render-app';

const unexpected: MockHandler = ({ method, url }) => {
  throw new Error(`Unexpected request: ${method} ${url}`);
};

const OWN = { kind: 'spell', builtIn: false, fields: [], entries: 0 };

describe('a kind’s sheet', () => {
  it('renames, retypes, reorders, removes and adds fields, warns of the notes, and saves the sheet whole', async () => {
    let sent: unknown;
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
      if (method === 'PUT' && url === `${KINDS_URL}/place`) {
        sent = data;
        return { status: 200, data: { ...KINDS[1], fields: [] } };
      }
      return unexpected({ method, url, data });
    });
    const { user } = renderApp(`/stories/${STORY}/codex/sheets?kind=place`, signedIn());
    const form = await screen.findByRole('form', { name: 'Sheet: Place' });
    const field = (name: string) => within(form).getByRole('group', { name });
    expect(within(form).getAllByRole('group')).toHaveLength(4);
    for (const name of ['1. Population', '2. Climate', '3. Founded', '4. Walled'])
      expect(field(name)).toBeInTheDocument();
    await user.clear(within(field('1. Population')).getByLabelText('Field name'));
    await user.type(within(field('1. New field')).getByLabelText('Field name'), 'Souls');
    await user.click(within(field('2. Climate')).getByRole('button', { name: 'Move up Climate' }));
    expect(within(field('1. Climate')).getByRole('button', { name: 'Move up Climate' })).toHaveFocus();
    await user.selectOptions(within(field('3. Founded')).getByLabelText('Type'), 'Text (one line)');
    await user.click(within(field('4. Walled')).getByRole('button', { name: 'Remove Walled' }));
    expect(within(form).getByRole('note')).toHaveTextContent('To be removed on save: Walled.');
    expect(within(form).getByRole('note')).toHaveTextContent(/moves into that entry's notes/);
    await user.click(within(form).getByRole('button', { name: 'Add a field' }));
    const added = within(field('4. New field')).getByLabelText('Field name');
    expect(added).toHaveFocus();
    await user.type(added, 'Patron');
    await user.selectOptions(within(field('4. Patron')).getByLabelText('Type'), 'Choice');
    await user.click(within(form).getByRole('button', { name: 'Save the sheet' }));
    expect(within(field('4. Patron')).getByLabelText('Choices')).toHaveAccessibleDescription(
      /A choice field needs at least one choice/,
    );
    expect(sent).toBeUndefined();
    await user.type(within(field('4. Patron')).getByLabelText('Choices'), 'The Moon{Enter}The Tide');
    await user.click(within(form).getByRole('button', { name: 'Save the sheet' }));
    await waitFor(() =>
      expect(sent).toEqual({
        fields: [
          { id: 'climate', name: 'Climate', type: 'choice', choices: ['Cold', 'Mild', 'Hot'] },
          { id: 'population', name: 'Souls', type: 'number' },
          { id: 'founded', name: 'Founded', type: 'text' },
          { name: 'Patron', type: 'choice', choices: ['The Moon', 'The Tide'] },
        ],
      }),
    );
    expect(await screen.findByText('The sheet of Place is saved')).toBeInTheDocument();
  });

  it('deletes a writer’s own kind once it holds no entry', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === KINDS_URL)
        return { status: 200, data: { kinds: deleted ? KINDS : [...KINDS, OWN] } };
      if (method === 'DELETE' && url === `${KINDS_URL}/spell`) {
        deleted = true;
        return { status: 204 };
      }
      return unexpected({ method, url, data });
    });
    const { user } = renderApp(`/stories/${STORY}/codex/sheets?kind=spell`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Delete the kind spell' }));
    expect(await screen.findByText('The kind spell is deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
    confirm.mockRestore();
  });
});
