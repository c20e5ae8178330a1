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
          makeCharacter({ photoUrl: 'https://example.org/mara.jpg' }),
          makeCharacter({
            _id: 'c2',
            name: 'Tomas',
            protag: false,
            photoUrl: '',
            desc: `<p><strong>${longText}</strong></p>`,
          }),
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
    // The list marks only the protagonist (the card keeps yes or no), and shows a photo when there is one.
    expect(tomas.queryByText(/Protagonist/)).not.toBeInTheDocument();
    expect(mara.getByRole('img', { name: 'Photo of Mara Vell' })).toHaveAttribute(
      'src',
      'https://example.org/mara.jpg',
    );
    expect(tomas.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/<strong>/)).not.toBeInTheDocument();
  });

  it('keeps a space between the blocks of a description in its preview', async () => {
    mockApi(() => ({
      status: 200,
      data: makeOutline({
        characters: [makeCharacter({ desc: '<p>She never forgave her mother.</p><p>Needs: a reason to stay.</p>' })],
      }),
    }));
    renderApp('/outlines/characters/me', signedIn());
    expect(await screen.findByText('She never forgave her mother. Needs: a reason to stay.')).toBeInTheDocument();
  });
});
