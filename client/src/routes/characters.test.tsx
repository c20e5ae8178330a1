import { screen, within } from '@testing-library/react';
import { makeCharacter, makeOutline, noOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

describe('character list', () => {
  it('says so when there are no characters', async () => {
    mockApi(() => noOutline);
    renderApp('/outlines/characters/me', signedIn());
    expect(await screen.findByText('No characters found ...')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the list is the section under its heading
    const page = within(screen.getByRole('heading', { level: 1, name: 'Your Characters' }).closest('section')!);
    expect(page.getByRole('link', { name: 'Create character' })).toHaveAttribute('href', '/create-character');
  });

  it('lists every character with a text preview of the description, cut after 144 characters', async () => {
    const longText = `${'Born in a storm. '.repeat(12)}`.trim(); // 203 characters
    mockApi(() => ({
      status: 200,
      data: makeOutline({
        characters: [
          makeCharacter(),
          makeCharacter({ _id: 'c2', name: 'Tomas', protag: false, desc: `<p><strong>${longText}</strong></p>` }),
        ],
      }),
    }));
    renderApp('/outlines/characters/me', signedIn());

    const items = within(await screen.findByRole('list', { name: 'Characters' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const mara = within(items[0]!);
    expect(mara.getByRole('link', { name: 'Mara Vell' })).toHaveAttribute('href', '/outlines/characters/c1');
    expect(mara.getByText('A lighthouse keeper who hates the sea.')).toBeInTheDocument();
    expect(mara.getByText(/Protagonist: Yes/)).toBeInTheDocument();

    const tomas = within(items[1]!);
    expect(tomas.getByText(`${longText.slice(0, 144)}...`)).toBeInTheDocument();
    expect(tomas.getByText(/Protagonist: No/)).toBeInTheDocument();
    expect(screen.queryByText(/<strong>/)).not.toBeInTheDocument();
  });
});
