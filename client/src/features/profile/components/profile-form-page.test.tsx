import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, NO_PROFILE, renderApp, requestsOf, signedIn } from '../../../test/render-app';
import { makeProfile } from '../../../test/profile-fixtures';

describe('profile form (/create-profile, /edit-profile)', () => {
  it('creates a profile: status, genres as text, social links behind the toggle', async () => {
    let saved: unknown = null;
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/profile/me') return saved ? { status: 200, data: saved } : NO_PROFILE;
      if (method === 'POST' && url === '/api/profile') {
        saved = makeProfile({ genres: ['Fantasy', 'Sci-Fi'] });
        return { status: 201, data: saved };
      }
      throw new Error(`Unexpected request: ${method} ${url} ${JSON.stringify(data)}`);
    });
    const { user } = renderApp('/create-profile', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeInTheDocument();
    const status = await screen.findByLabelText('Professional status *');
    expect(status).toBeRequired();
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'Just Looking',
      'Amateur or Hobbyist',
      'Aspiring Writer',
      'Published Writer',
      'Student or Learning',
      'Instructor',
      'Other',
    ]);
    expect(screen.getByLabelText('Genres *')).toBeRequired();
    // The page says which fields it requires (it once called everything optional; issue 37).
    expect(screen.getByText(/only your status and genres are required/)).toBeInTheDocument();
    expect(screen.queryByText(/public and optional/)).not.toBeInTheDocument();
    // No photo upload on the create page.
    expect(screen.queryByLabelText('Choose a new profile photo')).not.toBeInTheDocument();

    await user.selectOptions(status, 'Aspiring Writer');
    await user.type(screen.getByLabelText('Genres *'), 'Fantasy, Sci-Fi');
    await user.type(screen.getByLabelText('Location'), 'Oslo');

    const toggle = screen.getByRole('button', { name: 'Show social links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Twitter URL')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide social links' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Twitter URL'), 'https://twitter.com/jane');

    await user.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Profile Created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    const post = api.mock.calls.find(([config]) => config.method === 'post')!;
    expect(JSON.parse(post[0].data as string)).toEqual({
      status: 'Aspiring Writer',
      genres: 'Fantasy, Sci-Fi',
      company: '',
      website: '',
      location: 'Oslo',
      bio: '',
      amazonauthor: '',
      twitter: 'https://twitter.com/jane',
      facebook: '',
      youtube: '',
      linkedin: '',
      instagram: '',
    });
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/profile'));
  });

  it('pre-fills the edit form (genres back to text, social links shown) and says "Profile Updated"', async () => {
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/profile/me') return { status: 200, data: makeProfile() };
      if (method === 'POST' && url === '/api/profile')
        return { status: 200, data: makeProfile({ company: 'Night Press' }) };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/edit-profile', signedIn());

    expect(await screen.findByLabelText('Genres *')).toHaveValue('Fantasy, Horror');
    expect(screen.getByLabelText('Professional status *')).toHaveValue('Published Writer');
    expect(screen.getByLabelText('Company or publisher')).toHaveValue('Lantern House');
    expect(screen.getByLabelText('Bio')).toHaveValue('Writes at night.');
    // A saved social link is never hidden behind the toggle.
    expect(screen.getByRole('button', { name: 'Hide social links' })).toBeInTheDocument();
    expect(screen.getByLabelText('Twitter URL')).toHaveValue('https://twitter.com/jane');

    await user.clear(screen.getByLabelText('Company or publisher'));
    await user.type(screen.getByLabelText('Company or publisher'), 'Night Press');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const post = api.mock.calls.find(([config]) => config.method === 'post')!;
    expect(JSON.parse(post[0].data as string)).toMatchObject({ company: 'Night Press', genres: 'Fantasy, Horror' });
  });

  it('shows the server validation messages and stays on the form', async () => {
    mockApi(({ method }) =>
      method === 'GET'
        ? NO_PROFILE
        : { status: 400, data: { errors: [{ msg: 'Website must be an http(s) link', path: 'website' }] } },
    );
    const { user } = renderApp('/create-profile', signedIn());
    await user.selectOptions(await screen.findByLabelText('Professional status *'), 'Other');
    await user.type(screen.getByLabelText('Genres *'), 'Poetry');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Website must be an http(s) link')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeInTheDocument();
  });

  it('explains to an unverified writer why there is no photo upload, with a link to /resend', async () => {
    mockApi(() => ({ status: 200, data: makeProfile() }));
    renderApp('/edit-profile', signedIn({ emailVerified: false }));
    expect(await screen.findByText(/please verify your email address first/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/resend');
    expect(screen.queryByLabelText('Choose a new profile photo')).not.toBeInTheDocument();
  });

  it('lets a verified writer preview and upload a photo, and refuses a non-image before sending', async () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const api = mockApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/profile/me') return { status: 200, data: makeProfile() };
      if (method === 'PUT' && url === '/api/profile/avatar')
        return { status: 200, data: { avatar: '/api/users/u1/avatar?v=2' } };
      if (method === 'GET' && url === '/api/auth')
        return {
          status: 200,
          data: {
            _id: 'u1',
            name: 'Jane Writer',
            avatar: '/api/users/u1/avatar?v=2',
            email: 'jane@example.com',
            role: 'user',
            emailVerified: true,
            date: '',
          },
        };
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp('/edit-profile', signedIn());

    const input = await screen.findByLabelText('Choose a new profile photo');
    const upload = screen.getByRole('button', { name: 'Upload photo' });
    expect(upload).toBeDisabled();

    // The file picker honours accept=, but a drop or a picker set to "All files" does not.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PNG, JPEG, WebP or GIF image.');
    expect(upload).toBeDisabled();

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })] },
    });
    expect(screen.getByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(upload);

    expect(await screen.findByText('Profile photo updated')).toBeInTheDocument();
    const put = api.mock.calls.find(([config]) => config.method === 'put')!;
    expect(put[0].headers['Content-Type']).toBe('image/png');
    expect(put[0].data).toBeInstanceOf(File);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your current profile photo' })).toHaveAttribute(
        'src',
        '/api/users/u1/avatar?v=2',
      ),
    );
  });
});
