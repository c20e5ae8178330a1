import { screen, within } from '@testing-library/react';
import { mockApi, renderApp } from '../test/render-app';

describe('information pages', () => {
  it('privacy policy shows the default address, then the one the server is configured with', async () => {
    let answer: (value: void) => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi(({ url }) => {
      if (url !== '/api/config') throw new Error(`Unexpected request ${url}`);
      answer();
      return { status: 200, data: { contactEmail: 'help@threeact.example' } };
    });
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await answered;
    const links = await screen.findAllByRole('link', { name: 'help@threeact.example' });
    expect(links[0]).toHaveAttribute('href', 'mailto:help@threeact.example');
    expect(screen.queryByText('privacy@example.org')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);

    expect(screen.getByRole('heading', { name: 'Not for children under 13' })).toBeInTheDocument();
    expect(screen.getByText(/outside Europe/)).toBeInTheDocument();
    expect(screen.getByText(/two cookies/)).toBeInTheDocument();
  });

  it('privacy policy keeps the default address when the config call fails', async () => {
    mockApi(() => ({ status: 500, data: { errors: [{ msg: 'Server error' }] } }));
    renderApp('/privacy');
    const links = await screen.findAllByRole('link', { name: 'privacy@example.org' });
    expect(links[0]).toHaveAttribute('href', 'mailto:privacy@example.org');
  });

  it('guidelines list exactly the eight rules and explain reporting', async () => {
    mockApi(() => ({ status: 200, data: { contactEmail: 'privacy@example.org' } }));
    renderApp('/guidelines');

    const rulesHeading = await screen.findByRole('heading', { name: 'The rules' });
    // eslint-disable-next-line testing-library/no-node-access -- the rules are the list of the section under its heading
    const rules = within(rulesHeading.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(rules).toHaveLength(8);
    expect(rules[3]).toHaveTextContent('No sexual content involving minors.');
    expect(screen.getByText(/collects 5 reports/)).toBeInTheDocument();
  });

  it('about page says it suits any fiction that fits three acts', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Three Act' })).toBeInTheDocument();
    expect(screen.getByText(/any fiction that fits three acts/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free and open source' })).toBeInTheDocument();
  });

  it('terms of service are reachable from the footer', async () => {
    mockApi(() => ({ status: 200, data: { contactEmail: 'privacy@example.org' } }));
    const { user } = renderApp('/about');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    await user.click(footer.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your content stays yours' })).toBeInTheDocument();
  });
});
