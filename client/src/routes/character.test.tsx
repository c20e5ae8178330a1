import { screen, within } from '@testing-library/react';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';
import { DELETE_CHARACTER_CONFIRM } from './character';

const notes = [
  { _id: 'n1', noteTitle: 'Age', noteText: '34.\nOld enough to regret it.' },
  { _id: 'n2', noteTitle: 'Flaw', noteText: 'Pride.' },
];

describe('character card', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows Character Not Found for a missing or foreign id', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Character not found' }] } }));
    renderApp('/outlines/characters/nope', signedIn());
    expect(await screen.findByRole('heading', { name: 'Character Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/outlines/characters/me');
  });

  it('shows the name, photo, protagonist mark, HTML description and notes', async () => {
    const api = mockApi(() => ({ status: 200, data: makeCharacter({ notes }) }));
    renderApp('/outlines/characters/c1', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Vell' })).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['GET /api/outlines/characters/c1']);
    expect(screen.getByRole('img', { name: 'Photo of Mara Vell' })).toHaveAttribute(
      'src',
      'https://example.org/mara.png',
    );
    expect(screen.getByText(/Protagonist: Yes/)).toBeInTheDocument();
    expect(screen.getByText('hates').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Age' })).toBeInTheDocument();
    // The line break is kept (shown with white-space: pre-line).
    // eslint-disable-next-line jest-dom/prefer-to-have-text-content -- the exact text with its line break, not a whitespace-normalised substring
    expect(screen.getByText(/Old enough to regret it/).textContent).toBe('34.\nOld enough to regret it.');
    expect(screen.getByRole('link', { name: 'Add Note' })).toHaveAttribute('href', '/outlines/characters/note/c1');
    expect(screen.getByRole('button', { name: 'Delete note Age' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete note Flaw' })).toBeInTheDocument();
  });

  it('deletes a note, then shows Note Deleted on the character list', async () => {
    const api = mockApi(({ method }) => {
      if (method === 'DELETE')
        return { status: 200, data: makeOutline({ characters: [makeCharacter({ notes: [notes[1]!] })] }) };
      if (method === 'GET' && api.mock.calls.length === 1) return { status: 200, data: makeCharacter({ notes }) };
      return { status: 200, data: makeOutline({ characters: [makeCharacter({ notes: [notes[1]!] })] }) };
    });
    const { user } = renderApp('/outlines/characters/c1', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete note Age' }));

    expect(await screen.findByText('Note Deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Characters' })).toBeInTheDocument();
    expect(requestsOf(api)).toContain('DELETE /api/outlines/characters/note/c1/n1');
  });

  it('asks before deleting the character, and does nothing when cancelled', async () => {
    const api = mockApi(() => ({ status: 200, data: makeCharacter() }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/outlines/characters/c1', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete character' }));

    expect(confirm).toHaveBeenCalledWith(DELETE_CHARACTER_CONFIRM);
    expect(DELETE_CHARACTER_CONFIRM).toBe(
      'Are you sure that you want to delete this character? This is permanent and can NOT be undone.',
    );
    expect(requestsOf(api)).toEqual(['GET /api/outlines/characters/c1']);
  });

  it('deletes the character after confirmation and shows Character Deleted on the list', async () => {
    const api = mockApi(({ method }) =>
      method === 'GET' && api.mock.calls.length === 1
        ? { status: 200, data: makeCharacter() }
        : { status: 200, data: makeOutline() },
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/outlines/characters/c1', signedIn());

    await user.click(await screen.findByRole('button', { name: 'Delete character' }));

    expect(await screen.findByText('Character Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No characters found ...')).toBeInTheDocument();
    expect(requestsOf(api)).toContain('DELETE /api/outlines/characters/c1');
    expect(within(screen.getByRole('main')).queryByRole('heading', { name: 'Mara Vell' })).not.toBeInTheDocument();
  });
});
