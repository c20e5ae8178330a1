import { screen, within } from '@testing-library/react';
import { DASHBOARD_LOADS, mockApi, renderApp, requestsOf, signedIn, withoutOutline } from '../../../test/render-app';
import { makeProfile } from '../../../test/profile-fixtures';
import { DELETE_WORK_CONFIRM } from './dashboard-profile';

const works = [
  { _id: 'w1', title: 'The Salt Road', author: 'Jane Writer', genre: 'Fantasy', desc: '', asin: '', url: '' },
  { _id: 'w2', title: 'Tides', author: 'Jane Writer', genre: '', desc: '', asin: '', url: '' },
];

describe('dashboard profile block', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers edit, public profile and add-work buttons and lists the finished works', async () => {
    mockApi(() => ({ status: 200, data: makeProfile({ works }) }));
    renderApp('/dashboard', signedIn());

    const block = within(await screen.findByRole('region', { name: 'Your profile' }));
    expect(await block.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(block.getByRole('link', { name: 'View my public profile' })).toHaveAttribute('href', '/profile/u1');
    expect(block.getByRole('link', { name: 'Add finished work' })).toHaveAttribute('href', '/add-work');
    expect(
      block.queryByText('You have not yet set up a profile. Please fill out your profile info.'),
    ).not.toBeInTheDocument();
    const items = block.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The Salt Road by Jane Writer · FantasyDelete',
      'Tides by Jane WriterDelete',
    ]);
  });

  it('removes a work and says "Finished work removed"', async () => {
    const api = mockApi(
      withoutOutline(({ method, url }) => {
        if (method === 'GET' && url === '/api/profile/me') return { status: 200, data: makeProfile({ works }) };
        if (method === 'DELETE' && url === '/api/profile/works/w1')
          return { status: 200, data: makeProfile({ works: [works[1]!] }) };
        throw new Error(`Unexpected request: ${method} ${url}`);
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/dashboard', signedIn());

    // Asked first: cancelling keeps the work and sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Delete The Salt Road' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_WORK_CONFIRM('The Salt Road'));
    expect(requestsOf(api)).toEqual(DASHBOARD_LOADS);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete The Salt Road' }));

    expect(await screen.findByText('Finished work removed')).toBeInTheDocument();
    expect(screen.queryByText('The Salt Road')).not.toBeInTheDocument();
    expect(screen.getByText('Tides')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual([...DASHBOARD_LOADS, 'DELETE /api/profile/works/w1']);
  });

  it('says "No finished works added." when the profile has none, and shows a failed delete', async () => {
    mockApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: makeProfile({ works: [works[0]!] }) }
        : { status: 404, data: { errors: [{ msg: 'Work not found' }] } },
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/dashboard', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Delete The Salt Road' }));
    expect(await screen.findByText('Work not found')).toBeInTheDocument();
    expect(screen.getByText('The Salt Road')).toBeInTheDocument();
  });

  it('shows the empty works state', async () => {
    mockApi(() => ({ status: 200, data: makeProfile({ works: [] }) }));
    renderApp('/dashboard', signedIn());
    expect(await screen.findByText('No finished works added.')).toBeInTheDocument();
  });
});
