import { screen, within } from '@testing-library/react';
import type { Profile } from '@three-act/contract/profile';
import { mockApi, renderApp, requestsOf, signedOut } from '../test/render-app';
import { makeProfile } from '../test/profile-fixtures';

const writer = (n: number): Profile =>
  makeProfile({ _id: `p${n}`, user: { _id: `u${n}`, name: `Writer ${n}`, avatar: `/api/users/u${n}/avatar` } });

describe('profiles list (/profiles)', () => {
  it('says "No profiles found ..." when there are none', async () => {
    mockApi(() => ({ status: 200, data: [] }));
    renderApp('/profiles', signedOut());
    expect(await screen.findByText('No profiles found ...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('shows cards with avatar, name, status, company, location, at most 4 genres and a link', async () => {
    const profile = makeProfile({ genres: ['Fantasy', 'Horror', 'Noir', 'Western', 'Poetry'] });
    mockApi(() => ({ status: 200, data: [profile] }));
    renderApp('/profiles', signedOut());

    // eslint-disable-next-line testing-library/no-node-access -- one card is the list item around its heading
    const card = within((await screen.findByRole('heading', { level: 2, name: 'Jane Writer' })).closest('li')!);
    expect(card.getByText('Published Writer')).toBeInTheDocument();
    expect(card.getByText(/at Lantern House/)).toBeInTheDocument();
    expect(card.getByText('Boston, MA')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fantasy', 'Horror', 'Noir', 'Western']);
    expect(card.getByRole('link', { name: 'View profile of Jane Writer' })).toHaveAttribute('href', '/profile/u1');
    // eslint-disable-next-line testing-library/no-node-access -- the avatar is decorative (empty alt), so it has no role to query by
    expect(document.querySelector('.profile-card img')).toHaveAttribute('src', '/api/users/u1/avatar');
  });

  it('loads 20 at a time with "Load more writers" until a short page', async () => {
    // axios keeps the query in config.params, so this test answers from the adapter itself.
    const api = mockApi(() => ({ status: 500 }));
    api.mockImplementation(async (config) => {
      const data =
        Number(config.params.page) === 1 ? Array.from({ length: 20 }, (_, i) => writer(i + 1)) : [writer(21)];
      return { status: 200, statusText: '200', data, headers: {}, config };
    });
    const { user } = renderApp('/profiles', signedOut());

    expect(await screen.findByRole('heading', { name: 'Writer 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more writers' }));
    expect(await screen.findByRole('heading', { name: 'Writer 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more writers' })).not.toBeInTheDocument();
    expect(api.mock.calls.map(([config]) => config.params)).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
    ]);
    expect(requestsOf(api)).toEqual(['GET /api/profile', 'GET /api/profile']);
  });

  it('searches by name and genre, keeps the search in the address, and shows everyone again', async () => {
    const api = mockApi(() => ({ status: 500 }));
    api.mockImplementation(async (config) => {
      const data = config.params.q === 'ada' ? [writer(7)] : [writer(1), writer(2)];
      return { status: 200, statusText: '200', data, headers: {}, config };
    });
    const { user } = renderApp('/profiles', signedOut());
    expect(await screen.findByRole('heading', { level: 2, name: 'Writer 2' })).toBeInTheDocument();

    const search = () => within(screen.getByRole('search', { name: 'Writers' }));
    await user.type(search().getByLabelText('Name'), ' ada ');
    await user.type(search().getByLabelText('Genre'), 'Horror');
    await user.click(search().getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Writer 7' })).toBeInTheDocument();
    expect(api.mock.calls.at(-1)![0].params).toEqual({ page: 1, limit: 20, q: 'ada', genre: 'Horror' });

    // The fields show the search the list is for, trimmed.
    expect(search().getByLabelText('Name')).toHaveValue('ada');
    await user.click(search().getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Writer 1' })).toBeInTheDocument();
    expect(search().getByLabelText('Name')).toHaveValue('');
  });
});
