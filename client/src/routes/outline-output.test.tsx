import { screen, within } from '@testing-library/react';
import { makeCharacter, makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

describe('outline output', () => {
  it('loads the outline and lists every beat under its question, empty ones as "..."', async () => {
    const api = mockApi(({ url }) =>
      // Not shared yet: the "Share for feedback" block offers to make a link.
      url.endsWith('/share')
        ? { status: 200, data: null }
        : {
            status: 200,
            data: makeOutline({ act2a07: 'Beat seven of Act II', act2a15: 'Beat fifteen', act2a16: 'Beat sixteen' }),
          },
    );
    renderApp('/outlineoutput', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: '"The Long Night"' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create a read-only link' })).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['GET /api/outlines/me', 'GET /api/stories/o1/share']);
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/dashboard');

    const act2 = within(screen.getByRole('region', { name: 'Act II: Confrontation' }));
    expect(act2.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    // Beats 15 and 16 show their own text (the old app's defect is not reproduced).
    const beat15 = act2.getByRole('heading', { level: 3, name: /^15\. The realisation/ });
    // eslint-disable-next-line testing-library/no-node-access -- each beat shows its own text right under its question (the old defect showed another beat)
    expect(beat15.nextElementSibling).toHaveTextContent('Beat fifteen');
    const beat16 = act2.getByRole('heading', { level: 3, name: /^16\. Break into Act III/ });
    // eslint-disable-next-line testing-library/no-node-access -- as above
    expect(beat16.nextElementSibling).toHaveTextContent('Beat sixteen');

    expect(within(screen.getByRole('region', { name: 'Act I: Setup' })).getAllByText('...')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'Act III: Resolution' })).getAllByText('...')).toHaveLength(8);
    expect(act2.getAllByText('...')).toHaveLength(13);
  });

  it('offers the story as Markdown, Word and JSON from the server, in the layout shown, and lists the characters', async () => {
    mockApi(() => ({
      status: 200,
      data: makeOutline({
        act1a01: 'A storm.',
        characters: [makeCharacter({ beats: ['act2a08'], notes: [{ _id: 'n1', noteTitle: 'Age', noteText: '34' }] })],
      }),
    }));
    renderApp('/outlineoutput?layout=story-circle', signedIn());
    for (const [name, format] of [
      ['Markdown', 'md'],
      ['Word', 'docx'],
      ['JSON', 'json'],
    ]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', `/api/stories/o1/export?format=${format}&layout=story-circle`);
      expect(link).toHaveAttribute('download');
    }
    const bible = within(screen.getByRole('region', { name: 'Characters' }));
    expect(bible.getByRole('heading', { level: 3, name: 'Mara Vell · protagonist' })).toBeInTheDocument();
    expect(bible.getByText('Appears in: Act II · 8. Midpoint')).toBeInTheDocument();
    expect(bible.getByText('34')).toBeInTheDocument();
  });
});
