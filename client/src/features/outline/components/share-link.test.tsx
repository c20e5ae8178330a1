import { screen, waitFor } from '@testing-library/react';
import { makeOutline } from '../../../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../../../test/render-app';

const LINK = '/read/AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** The outline page with a share answered by `share`; every POST …/share body is kept in `sent`. */
function outlineWithShare(initial: { characters: boolean; notes: boolean } | null, failing = false) {
  const sent: unknown[] = [];
  mockApi(({ method, url, data }) => {
    if (url === '/api/stories/o1/share' && method === 'GET')
      return { status: 200, data: initial && { url: LINK, ...initial } };
    if (url === '/api/stories/o1/share' && method === 'POST') {
      sent.push(data);
      if (failing) return { status: 500, data: { errors: [{ msg: 'Server error' }] } };
      return { status: 200, data: { url: LINK, notes: false, ...(data as object) } };
    }
    if (url === '/api/outlines/me') return { status: 200, data: makeOutline() };
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { sent, ...renderApp('/outlineoutput', signedIn()) };
}

describe('Share for feedback', () => {
  it("offers the characters' notes only with the characters, private by default", async () => {
    const { sent, user } = outlineWithShare(null);
    const notes = await screen.findByRole('checkbox', { name: "Show my characters' notes too" });
    const characters = screen.getByRole('checkbox', { name: 'Show my characters too' });
    expect(notes).not.toBeChecked();
    expect(notes).toBeDisabled();
    expect(notes).toHaveAccessibleDescription(
      'Notes are private by default: readers see them only if you tick this, and only with your characters.',
    );

    await user.click(characters);
    expect(notes).toBeEnabled();
    await user.click(notes);
    expect(notes).toBeChecked();
    // Unticking the characters unticks their notes.
    await user.click(characters);
    expect(notes).not.toBeChecked();
    expect(notes).toBeDisabled();

    await user.click(characters);
    await user.click(notes);
    await user.click(screen.getByRole('button', { name: 'Create a read-only link' }));
    expect(
      await screen.findByText(
        'Anyone with this link can read your outline, your characters and their notes, without signing in. Search engines are asked not to list it.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ characters: true, notes: true }]);
  });

  it('shares without notes unless they are ticked', async () => {
    const { sent, user } = outlineWithShare(null);
    await user.click(await screen.findByRole('checkbox', { name: 'Show my characters too' }));
    await user.click(screen.getByRole('button', { name: 'Create a read-only link' }));
    expect(
      await screen.findByText(/^Anyone with this link can read your outline and your characters \(not your notes\)/),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ characters: true, notes: false }]);
  });

  it('includes the codex only when ticked, on its own or with the characters, and keeps it when the characters change', async () => {
    const { sent, user } = outlineWithShare(null);
    const codex = await screen.findByRole('checkbox', { name: 'Include the codex' });
    expect(codex).not.toBeChecked();
    expect(codex).toHaveAccessibleDescription(
      'Your places, objects, groups, lore and own kinds with their sheets, and the ties between what the link shows. Characters follow the choice above.',
    );
    await user.click(codex);
    await user.click(screen.getByRole('checkbox', { name: 'Show my characters too' }));
    expect(codex).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create a read-only link' }));
    expect(
      await screen.findByText(
        'Anyone with this link can read your outline and your characters (not your notes), and your codex, without signing in. Search engines are asked not to list it.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ characters: true, notes: false, codex: true }]);

    // Unticked on the same link: the request leaves it out (absent is off).
    const ticked = screen.getByRole('checkbox', { name: 'Include the codex' });
    await waitFor(() => expect(ticked).toBeEnabled());
    await user.click(ticked);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ characters: true, notes: false });
    expect(
      await screen.findByText(
        /^Anyone with this link can read your outline and your characters \(not your notes\), without/,
      ),
    ).toBeInTheDocument();
  });

  it('turns the notes on and off on the same link, and off with the characters', async () => {
    const { sent, user } = outlineWithShare({ characters: true, notes: false });
    const notes = await screen.findByRole('checkbox', { name: "Show my characters' notes too" });
    expect(notes).toBeEnabled();
    expect(notes).not.toBeChecked();

    // Each click shows at once; the boxes wait for the server's answer before the next change.
    await user.click(notes);
    expect(notes).toBeChecked();
    await waitFor(() => expect(notes).toBeEnabled());
    expect(screen.getByText(/your characters and their notes/)).toBeInTheDocument();
    await user.click(notes);
    expect(notes).not.toBeChecked();
    await waitFor(() => expect(notes).toBeEnabled());
    await user.click(notes);
    await waitFor(() => expect(notes).toBeEnabled());
    expect(notes).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Show my characters too' }));
    expect(notes).not.toBeChecked();
    expect(notes).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show my characters too' })).toBeEnabled());
    expect(notes).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Read-only link' })).toHaveValue(`http://localhost${LINK}`);
    expect(sent).toEqual([
      { characters: true, notes: true },
      { characters: true, notes: false },
      { characters: true, notes: true },
      { characters: false, notes: false },
    ]);
  });

  it('shows a change at once and takes it back when the server refuses it', async () => {
    const { user } = outlineWithShare({ characters: true, notes: false }, true);
    const notes = await screen.findByRole('checkbox', { name: "Show my characters' notes too" });
    await user.click(notes);
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(notes).not.toBeChecked();
    expect(screen.getByText(/your characters \(not your notes\)/)).toBeInTheDocument();
  });
});
