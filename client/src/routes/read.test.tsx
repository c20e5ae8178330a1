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

  it('says Page Not Found for a revoked or unknown link', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Page Not Found' }] } }));
    renderApp('/read/gone');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The Lighthouse')).not.toBeInTheDocument());
  });
});
