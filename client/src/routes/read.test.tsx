import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderApp } from '../test/render-app';

const story = {
  title: 'The Lighthouse',
  author: 'Jane Writer',
  beats: { act1a01: 'A keeper alone on a rock', act1a02: null },
  characters: [{ name: 'Mara', desc: '<p>The <b>keeper</b></p>', protag: true, beats: ['act1a01'] }],
};

describe('/read/:token', () => {
  it('shows a shared story signed out, with its characters, and asks not to be indexed', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/read/tok') return { status: 200, data: story };
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderApp('/read/tok');
    expect(await screen.findByRole('heading', { level: 1, name: '"The Lighthouse"' })).toBeInTheDocument();
    expect(screen.getByText('An outline by Jane Writer, shared for feedback')).toBeInTheDocument();
    expect(screen.getByText('A keeper alone on a rock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Mara/ })).toBeInTheDocument();
    // The robots meta tag is outside the accessibility tree: only the DOM can show it.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it("shows the characters' notes when the writer shared them, and none otherwise", async () => {
    const notes = [
      { noteTitle: 'Secret', noteText: 'She burned the letters' },
      { noteTitle: 'Age', noteText: '34' },
    ];
    mockApi(({ url }) => ({
      status: 200,
      data: url === '/api/read/with-notes' ? { ...story, characters: [{ ...story.characters[0], notes }] } : story,
    }));
    const { unmount } = renderApp('/read/with-notes');
    const bible = within(await screen.findByRole('region', { name: 'Characters' }));
    expect(bible.getByText('She burned the letters')).toBeInTheDocument();
    // In the order the writer sees them.
    expect(bible.getAllByText(/^(Secret|Age):$/).map((title) => title.textContent)).toEqual(['Secret:', 'Age:']);
    unmount();

    renderApp('/read/tok');
    expect(await screen.findByRole('heading', { name: /Mara/ })).toBeInTheDocument();
    expect(screen.queryByText('She burned the letters')).not.toBeInTheDocument();
    expect(screen.queryByText('Secret:')).not.toBeInTheDocument();
  });

  it('shows the codex when the writer shared it, by kind, with the names in the beats linked to their entries', async () => {
    const codex = {
      entries: [
        {
          kind: 'place',
          name: 'Harbour',
          aliases: ['Docks'],
          matchCase: false,
          summary: 'Where ships come in',
          description: '<p>Salt and <b>tar</b></p>',
          tags: ['coast'],
          fields: [{ name: 'Climate', value: 'Wet' }],
        },
        {
          kind: 'Spells',
          name: 'Lamp',
          aliases: [],
          matchCase: true,
          summary: null,
          description: '',
          tags: [],
          fields: [],
        },
      ],
      relationships: [{ from: 'Lamp', to: 'Harbour', label: 'lights', directed: true, note: 'At night' }],
    };
    mockApi(({ url }) => ({
      status: 200,
      data:
        url === '/api/read/with-codex'
          ? { ...story, beats: { act1a01: 'A keeper walks the DOCKS to the Lamp, not the lamp.' }, codex }
          : story,
    }));
    const { unmount } = renderApp('/read/with-codex');
    const section = within(await screen.findByRole('region', { name: 'Codex' }));
    expect(section.getByRole('heading', { level: 2, name: 'Codex' })).toBeInTheDocument();
    const places = within(section.getByRole('region', { name: 'Places' }));
    const harbour = within(places.getByRole('region', { name: 'Harbour' }));
    expect(harbour.getByText('Where ships come in')).toBeInTheDocument();
    expect(harbour.getByText('Docks', { exact: false })).toBeInTheDocument();
    expect(harbour.getByText('Wet', { exact: false })).toBeInTheDocument();
    expect(harbour.getByText('tar')).toBeInTheDocument();
    expect(
      within(section.getByRole('region', { name: 'Spells' })).getByRole('heading', { name: 'Lamp' }),
    ).toBeInTheDocument();
    expect(within(section.getByRole('region', { name: 'Relationships' })).getByRole('listitem')).toHaveTextContent(
      'Lamp — lights → Harbour: At night',
    );
    // "DOCKS" names the harbour (any case); "Lamp" only as written.
    expect(screen.getByRole('link', { name: 'DOCKS' })).toHaveAttribute('href', '#codex-entry-0');
    expect(screen.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '#codex-entry-1');
    expect(screen.queryByRole('link', { name: 'lamp' })).not.toBeInTheDocument();
    expect(places.getByRole('region', { name: 'Harbour' })).toHaveAttribute('id', 'codex-entry-0');
    unmount();

    // Not shared: no codex, and the beats' names are plain text.
    renderApp('/read/tok');
    expect(await screen.findByText('A keeper alone on a rock')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Codex' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mara' })).not.toBeInTheDocument();
  });

  it('says Page Not Found for a revoked or unknown link', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Page Not Found' }] } }));
    renderApp('/read/gone');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The Lighthouse')).not.toBeInTheDocument());
  });
});
