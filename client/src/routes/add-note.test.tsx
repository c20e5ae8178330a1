import { screen } from '@testing-library/react';
import { NOTE_SUGGESTIONS } from '../content/note-suggestions';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';
import { REPLACE_NOTE_CONFIRM } from './add-note';

describe('add a note', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fills the form with a random suggestion, saves it and returns to the card', async () => {
    const saved = { _id: 'n1', noteTitle: '', noteText: '' };
    const api = mockApi(({ method, data }) => {
      if (method === 'PUT') {
        Object.assign(saved, data);
        return { status: 201, data: makeOutline({ characters: [makeCharacter({ notes: [saved] })] }) };
      }
      return { status: 200, data: makeCharacter({ notes: saved.noteTitle ? [saved] : [] }) };
    });
    jest.spyOn(Math, 'random').mockReturnValue(0.999); // the last entry
    const { user } = renderApp('/outlines/characters/note/c1', signedIn());

    expect(await screen.findByText('Mara Vell')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggest a note' }));

    const last = NOTE_SUGGESTIONS[NOTE_SUGGESTIONS.length - 1]!;
    expect(screen.getByLabelText('Note title')).toHaveValue(last.title);
    expect(screen.getByLabelText('Note text')).toHaveValue(last.text);

    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added to character')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: last.title })).toBeInTheDocument();
    const put = api.mock.calls.find(([config]) => config.method === 'put');
    expect(put?.[0].url).toBe('/outlines/characters/note/c1');
    expect(JSON.parse(put?.[0].data as string)).toEqual({ noteTitle: last.title, noteText: last.text });
  });

  it('shows the server validation errors', async () => {
    mockApi(({ method }) =>
      method === 'PUT'
        ? { status: 400, data: { errors: [{ msg: 'Note title is required' }, { msg: 'Note text is required' }] } }
        : { status: 200, data: makeCharacter() },
    );
    const { user } = renderApp('/outlines/characters/note/c1', signedIn());
    await screen.findByText('Mara Vell');
    const title = screen.getByLabelText('Note title');
    // Skip the browser's required check to see the server's answer.
    // eslint-disable-next-line testing-library/no-node-access -- switches off the browser check so the server message is what shows
    title.closest('form')?.setAttribute('novalidate', '');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note title is required')).toBeInTheDocument();
    expect(screen.getByText('Note text is required')).toBeInTheDocument();
  });

  it('shows Character Not Found for a foreign character', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Character not found' }] } }));
    renderApp('/outlines/characters/note/nope', signedIn());
    expect(await screen.findByRole('heading', { name: 'Character Not Found' })).toBeInTheDocument();
  });

  it('asks before a suggestion replaces words the writer typed, and not before replacing a suggestion', async () => {
    mockApi(() => ({ status: 200, data: makeCharacter() }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/outlines/characters/note/c1', signedIn());
    await screen.findByText('Mara Vell');

    await user.click(screen.getByRole('button', { name: 'Suggest a note' }));
    expect(confirm).not.toHaveBeenCalled();
    const suggested = (screen.getByLabelText('Note text') as HTMLTextAreaElement).value;
    await user.click(screen.getByRole('button', { name: 'Suggest a note' }));
    expect(confirm).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Note text'));
    await user.type(screen.getByLabelText('Note text'), 'My own words');
    await user.click(screen.getByRole('button', { name: 'Suggest a note' }));
    expect(confirm).toHaveBeenCalledWith(REPLACE_NOTE_CONFIRM);
    expect(screen.getByLabelText('Note text')).toHaveValue('My own words');
    expect(suggested).not.toBe('');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Suggest a note' }));
    expect(screen.getByLabelText('Note text')).not.toHaveValue('My own words');
  });
});
