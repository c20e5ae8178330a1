import { screen, within } from '@testing-library/react';
import type { Invitation } from '@three-act/contract/members';
import type { Story } from '@three-act/contract/story-structure';
import {
  mockApi,
  renderApp,
  renderIn,
  requestsOf,
  signedIn,
  signedOut,
  testUser,
  type MockHandler,
} from '../test/render-app';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const PAGE = `/invitations/${TOKEN}`;

const invitation: Invitation = {
  storyTitle: 'The Salt Road',
  invitedBy: 'Ann Owner',
  role: 'coauthor',
  email: 'jane@example.com',
  expiresAt: '2025-03-11T15:05:00.000Z',
};

const story: Story = {
  _id: 's1',
  title: 'The Salt Road',
  version: 3,
  acts: [{ name: 'Act I', beats: [{ _id: 'b1', name: 'Opening image', question: 'Where are we?', text: null }] }],
  unplaced: [],
  shared: { role: 'coauthor', owner: 'Ann Owner' },
};

function fail(method: string, url: string): never {
  throw new Error(`unexpected ${method} ${url}`);
}

/** The invitation answered by `answer`; `other` answers the rest. */
const inviting =
  (
    answer: { status: number; data: unknown },
    other: MockHandler = ({ method, url }) => fail(method, url),
  ): MockHandler =>
  (request) =>
    request.method === 'GET' && request.url === `/api/invitations/${TOKEN}` ? answer : other(request);

describe('the invitation page', () => {
  it('tells a visitor who invites them to what, and offers to log in or sign up, coming back here', async () => {
    mockApi(
      inviting({ status: 200, data: invitation }, ({ method, url }) => {
        if (method === 'POST' && url === '/api/auth') return { status: 200, data: { token: 'jwt' } };
        if (method === 'GET' && url === '/api/auth') return { status: 200, data: testUser };
        return fail(method, url);
      }),
    );
    const { user } = renderApp(PAGE, signedOut());

    expect(await screen.findByText('Ann Owner invites you to “The Salt Road” as a co-author')).toBeInTheDocument();
    expect(
      screen.getByText('Co-authors edit everything, but cannot delete the story or manage its members.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Sent to jane@example\.com\. It works until March 11th, 2025 - /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('link', { name: 'Log in to accept' }));
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    // Signed in, back on the invitation, which can now be accepted.
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByText('Ann Owner invites you to “The Salt Road” as a co-author')).toBeInTheDocument();
  });

  it('comes back here after signing up, and passes the way back on to the login page', async () => {
    mockApi(
      inviting({ status: 200, data: invitation }, ({ method, url }) => {
        if (method === 'POST' && url === '/api/users') return { status: 200, data: { token: 'jwt' } };
        if (method === 'GET' && url === '/api/auth')
          return { status: 200, data: { ...testUser, emailVerified: false } };
        return fail(method, url);
      }),
    );
    const { user, router } = renderApp(PAGE, signedOut());
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();

    // "Already have an account?" keeps the way back too.
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: PAGE });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign Up' }));

    await user.type(await screen.findByLabelText('Name'), 'Jane Writer');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms of Service' }));
    await user.click(screen.getByRole('checkbox', { name: 'I am at least 13 years old' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it("speaks the reader's language (German)", async () => {
    mockApi(inviting({ status: 200, data: invitation }));
    await renderIn('de', PAGE, signedOut());
    expect(await screen.findByText('Ann Owner lädt dich zu „The Salt Road“ als Co-Autor:in ein')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden und annehmen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/register');
  });

  it('names an untitled story and a critic', async () => {
    mockApi(inviting({ status: 200, data: { ...invitation, storyTitle: null, role: 'critic' } }));
    renderApp(PAGE, signedOut());
    expect(await screen.findByText('Ann Owner invites you to an untitled story as a critic')).toBeInTheDocument();
    expect(screen.getByText('Critics read the whole story and comment on it.')).toBeInTheDocument();
  });

  it('accepts for a signed-in writer and opens the story', async () => {
    const api = mockApi(
      inviting({ status: 200, data: invitation }, ({ method, url }) => {
        if (method === 'PUT' && url === `/api/invitations/${TOKEN}/accept`)
          return { status: 200, data: { storyId: 's1', role: 'coauthor' } };
        if (method === 'GET' && url === '/api/stories/s1') return { status: 200, data: story };
        if (method === 'GET' && url === '/api/stories') return { status: 200, data: [] };
        if (method === 'GET' && url === '/api/stories/s1/members')
          return {
            status: 200,
            data: {
              members: [
                { userId: 'u9', name: 'Ann Owner', role: 'owner', since: '2025-03-01T10:00:00.000Z' },
                { userId: 'u1', name: 'Jane Writer', role: 'coauthor', since: '2025-03-04T15:05:00.000Z' },
              ],
              invitations: [],
              you: 'coauthor',
            },
          };
        return fail(method, url);
      }),
    );
    const { user, router } = renderApp(PAGE, signedIn());

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Salt Road' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stories/s1');
    expect(screen.getByText('You joined the story')).toBeInTheDocument();
    expect(requestsOf(api)).toContain(`PUT /api/invitations/${TOKEN}/accept`);
    expect(await screen.findByText('Jane Writer (you)')).toBeInTheDocument();
  });

  it("shows the server's refusal to accept (another account) and stays", async () => {
    mockApi(
      inviting({ status: 200, data: invitation }, ({ method, url }) =>
        method === 'PUT' && url === `/api/invitations/${TOKEN}/accept`
          ? { status: 403, data: { errors: [{ msg: 'This invitation was sent to another e-mail address' }] } }
          : fail(method, url),
      ),
    );
    const { user, router } = renderApp(PAGE, signedIn({ email: 'someone@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation was sent to another e-mail address')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it.each([
    [404, 'This invitation is invalid or has expired'],
    [410, 'This invitation has expired or was used already'],
  ])("shows a %s's message plainly", async (status, msg) => {
    mockApi(inviting({ status, data: { errors: [{ msg }] } }));
    renderApp(PAGE, signedOut());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.queryByRole('link', { name: 'Log in to accept' })).not.toBeInTheDocument();
  });
});
