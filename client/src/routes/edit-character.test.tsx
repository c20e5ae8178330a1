import { screen, within } from '@testing-library/react';
import { makeCharacter } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

describe('editing a character and its notes', () => {
  it('saves only the changed field of the character by itself, and keeps the rest', async () => {
    const character = makeCharacter({ notes: [] });
    const api = mockApi(({ method, data }) =>
      method === 'PATCH'
        ? { status: 200, data: { ...character, ...(data as object) } }
        : { status: 200, data: character },
    );
    const { user } = renderApp('/outlines/characters/c1/edit', signedIn());
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Mara Quill');

    expect(await screen.findByText(/^Saved at /, {}, { timeout: 4000 })).toBeInTheDocument();
    const patch = api.mock.calls.find(([request]) => request.method === 'patch')![0];
    expect(patch.url).toBe('/outlines/characters/c1');
    expect(JSON.parse(patch.data as string)).toEqual({ name: 'Mara Quill' });
  });

  it('lets a photo link be cleared, since a photo is optional', async () => {
    const character = makeCharacter();
    const api = mockApi(({ method, data }) =>
      method === 'PATCH'
        ? { status: 200, data: { ...character, ...(data as object) } }
        : { status: 200, data: character },
    );
    const { user } = renderApp('/outlines/characters/c1/edit', signedIn());
    await user.clear(await screen.findByRole('textbox', { name: /^Photo URL/ }));
    await user.tab();
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    const patch = api.mock.calls.find(([request]) => request.method === 'patch')![0];
    expect(JSON.parse(patch.data as string)).toEqual({ photoUrl: '' });
  });

  it('edits a note in place on the card', async () => {
    const note = { _id: 'n1', noteTitle: 'Age', noteText: '34' };
    const character = makeCharacter({ notes: [note] });
    const api = mockApi(({ method, data }) =>
      method === 'PATCH'
        ? { status: 200, data: { ...character, notes: [{ ...note, ...(data as object) }] } }
        : { status: 200, data: character },
    );
    const { user } = renderApp('/outlines/characters/c1', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Edit note Age' }));
    const editor = screen.getByRole('form', { name: 'Edit note Age' });
    const text = within(editor).getByRole('textbox', { name: /^Note text/ });
    await user.clear(text);
    await user.type(text, 'Thirty-four');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Thirty-four')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit note Age' })).not.toBeInTheDocument();
    const patch = api.mock.calls.find(([request]) => request.method === 'patch')![0];
    expect(patch.url).toBe('/outlines/characters/note/c1/n1');
    expect(JSON.parse(patch.data as string)).toEqual({ noteText: 'Thirty-four' });
  });
});
