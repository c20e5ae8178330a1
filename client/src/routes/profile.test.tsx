import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, signedIn, signedOut } from '../test/render-app';
import { makeProfile } from '../test/profile-fixtures';

const full = makeProfile({
  amazonauthor: 'https://www.amazon.com/author/jane',
  social: {
    twitter: 'https://twitter.com/jane',
    facebook: '',
    youtube: 'https://youtube.com/@jane',
    linkedin: '',
    instagram: '',
  },
  works: [
    {
      _id: 'w1',
      title: 'The Salt Road',
      author: 'Jane Writer',
      genre: 'Fantasy',
      desc: 'A long walk.',
      asin: 'B00ABC1234',
      url: 'https://books.example.org/salt',
    },
    { _id: 'w2', title: 'Tides', author: 'Jane Writer', genre: '', desc: '', asin: '', url: '' },
  ],
});

describe('public profile page (/profile/:id)', () => {
  it('shows the writer to a visitor, with safe external links and no Edit button', async () => {
    mockApi(({ url }) => (url === '/api/profile/user/u1' ? { status: 200, data: full } : { status: 500 }));
    renderApp('/profile/u1', signedOut());

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Writer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Jane Writer's profile photo" })).toHaveAttribute(
      'src',
      '/api/users/u1/avatar',
    );
    expect(screen.getByText('Published Writer')).toBeInTheDocument();
    expect(screen.getByText(/at Lantern House/)).toBeInTheDocument();
    expect(screen.getByText('Boston, MA')).toBeInTheDocument();
    expect(screen.getByText('Writes at night.')).toBeInTheDocument();
    const genres = within(screen.getByRole('list', { name: 'Genres' }));
    expect(genres.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fantasy', 'Horror']);

    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Website', 'https://jane.example.org'],
      ['Amazon author page', 'https://www.amazon.com/author/jane'],
      ['Twitter', 'https://twitter.com/jane'],
      ['YouTube', 'https://youtube.com/@jane'],
    ]);
    const external = [
      ...links,
      screen.getByRole('link', { name: 'The Salt Road' }),
      screen.getByRole('link', { name: /View on Amazon/ }),
    ];
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'The Salt Road' })).toHaveAttribute(
      'href',
      'https://books.example.org/salt',
    );
    expect(screen.getByRole('link', { name: /View on Amazon/ })).toHaveAttribute(
      'href',
      'https://www.amazon.com/dp/B00ABC1234',
    );
    expect(screen.getByRole('heading', { name: 'Tides' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View on Amazon/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('shows the Edit Profile button to its owner only', async () => {
    mockApi(() => ({ status: 200, data: full }));
    renderApp('/profile/u1', signedIn());
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
  });

  it('hides the Edit Profile button from another signed-in writer', async () => {
    mockApi(() => ({ status: 200, data: full }));
    renderApp('/profile/u1', signedIn({ _id: 'u2', name: 'Other Writer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Writer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('says clearly when there is no such profile', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Profile not found' }] } }));
    renderApp('/profile/nobody', signedOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/no public profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profiles' })).toHaveAttribute('href', '/profiles');
  });
});
