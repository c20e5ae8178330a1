import { screen, within } from '@testing-library/react';
import type { Members, PendingInvitation } from '@three-act/contract/members';
import type { StorySummary } from '@three-act/contract/stories';
import type { Story } from '@three-act/contract/story-structure';
import {
  mockApi,
  renderApp,
  requestsOf,
  signedIn,
  withEmptyDashboard,
  type MockHandler,
} from '../../../test/render-app';

const story: Story = {
  _id: 's1',
  title: 'The Salt Road',
  version: 3,
  acts: [{ name: 'Act I', beats: [{ _id: 'b1', name: 'Opening image', question: 'Where are we?', text: null }] }],
  unplaced: [],
};

const summary: StorySummary = {
  _id: 's1',
  title: 'The Salt Road',
  progress: 10,
  updatedAt: '2025-03-04T15:05:00.000Z',
  current: true,
};

const SINCE = '2025-03-04T15:05:00.000Z';
const jane = { userId: 'u1', name: 'Jane Writer', since: SINCE };
const bo = { userId: 'u2', name: 'Bo Critic', role: 'critic' as const, since: SINCE };
const cy = { userId: 'u3', name: 'Cy Coauthor', role: 'coauthor' as const, since: SINCE };

/** Jane (u1) owns the story; Bo reads it, Cy writes in it. */
const owned: Members = {
  // Not in order: the owner shows first whatever the answer's order.
  members: [bo, { ...jane, role: 'owner' }, cy],
  invitations: [],
  you: 'owner',
};

/** Ann owns the story; Jane (u1) is a co-author. */
const joined: Members = {
  members: [
    { userId: 'u9', name: 'Ann Owner', role: 'owner', since: SINCE },
    { ...jane, role: 'coauthor' },
  ],
  invitations: [],
  you: 'coauthor',
};

/**
 * The story page of s1 with `members`; POST …/invitations adds to the pending list as the server
 * would, and every body sent is kept in `sent`. `other` answers the rest.
 */
function storyPage(members: Members, other: MockHandler = ({ method, url }) => fail(method, url)) {
  const sent: unknown[] = [];
  let invitations: PendingInvitation[] = [...members.invitations];
  const api = mockApi((request) => {
    const { method, url, data } = request;
    if (method === 'GET' && url === '/api/stories/s1') return { status: 200, data: story };
    if (method === 'GET' && url === '/api/stories') return { status: 200, data: [summary] };
    if (method === 'GET' && url === '/api/stories/s1/members')
      return { status: 200, data: { ...members, invitations } };
    if (method === 'POST' && url === '/api/stories/s1/invitations') {
      sent.push(data);
      const { email, role } = data as Pick<PendingInvitation, 'email' | 'role'>;
      if (email === 'bo@example.com')
        return { status: 409, data: { errors: [{ msg: 'This writer is already a member of the story' }] } };
      const invitation = { _id: 'i1', email, role, expiresAt: '2025-03-11T15:05:00.000Z' };
      invitations = [...invitations, invitation];
      return { status: 201, data: invitation };
    }
    return other(request);
  });
  return { api, sent, ...renderApp('/stories/s1', signedIn()) };
}

function fail(method: string, url: string): never {
  throw new Error(`unexpected ${method} ${url}`);
}

describe('the members of a story', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the owner first, and lets the owner invite a writer as a critic: the invitation waits under 'Pending invitations'", async () => {
    const { sent, user } = storyPage(owned);
    const panel = within(await screen.findByRole('region', { name: 'Members' }));
    const rows = await panel.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Jane Writer \(you\)Owner$/),
      expect.stringMatching(/^Bo Critic/),
      expect.stringMatching(/^Cy Coauthor/),
    ]);
    expect(panel.getByRole('combobox', { name: 'Role of Bo Critic' })).toHaveValue('critic');
    expect(panel.getByRole('combobox', { name: 'Role of Cy Coauthor' })).toHaveValue('coauthor');
    // Only a co-author can be handed the story.
    expect(within(rows[1]!).queryByRole('button', { name: 'Make owner' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Make owner' })).toHaveAccessibleDescription('Cy Coauthor');
    expect(panel.queryByRole('button', { name: 'Leave this story' })).not.toBeInTheDocument();

    const form = within(panel.getByRole('form', { name: 'Invite a writer' }));
    const role = form.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('coauthor');
    expect(role).toHaveAccessibleDescription(
      'Co-authors edit everything, but cannot delete the story or manage its members. Critics read the whole story and comment on it.',
    );
    await user.type(form.getByRole('textbox', { name: 'Their e-mail address' }), 'new@example.com');
    await user.selectOptions(role, 'critic');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));

    const pending = within(await panel.findByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByText('new@example.com')).toBeInTheDocument();
    expect(pending.getByText('Critic')).toBeInTheDocument();
    expect(pending.getByText('Expires March 11th, 2025')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription('new@example.com');
    expect(sent).toEqual([{ email: 'new@example.com', role: 'critic' }]);
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    // Ready for the next one, in the same role.
    expect(form.getByRole('textbox', { name: 'Their e-mail address' })).toHaveValue('');
    expect(role).toHaveValue('critic');
  });

  it("shows the server's refusal in the invite form", async () => {
    const { sent, user } = storyPage(owned);
    const form = within(await screen.findByRole('form', { name: 'Invite a writer' }));
    await user.type(form.getByRole('textbox', { name: 'Their e-mail address' }), 'bo@example.com');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This writer is already a member of the story');
    expect(sent).toEqual([{ email: 'bo@example.com', role: 'coauthor' }]);
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });

  it('removes a member only once the owner confirms', async () => {
    let removed = false;
    const { api, user } = storyPage(owned, ({ method, url }) => {
      if (method === 'DELETE' && url === '/api/stories/s1/members/u2') {
        removed = true;
        return { status: 204 };
      }
      return fail(method, url);
    });
    const panel = within(await screen.findByRole('region', { name: 'Members' }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    // The rows: Jane (the owner), Bo, Cy.
    const bo = within((await panel.findAllByRole('listitem'))[1]!);
    expect(bo.getByText('Bo Critic')).toBeInTheDocument();

    await user.click(bo.getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenLastCalledWith('Remove Bo Critic from this story? They can no longer open it.');
    expect(requestsOf(api)).not.toContain('DELETE /api/stories/s1/members/u2');

    await user.click(bo.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bo Critic was removed from this story')).toBeInTheDocument();
    expect(removed).toBe(true);
  });

  it('shows a member the members and "Leave this story", no invite form; leaving goes to the dashboard', async () => {
    const { api, user } = storyPage(
      joined,
      withEmptyDashboard(({ method, url }) =>
        method === 'DELETE' && url === '/api/stories/s1/members/u1' ? { status: 204 } : fail(method, url),
      ),
    );
    const panel = within(await screen.findByRole('region', { name: 'Members' }));
    expect(await panel.findByText('Ann Owner')).toBeInTheDocument();
    expect(panel.getByText('Jane Writer (you)')).toBeInTheDocument();
    expect(panel.getByText('Owner')).toBeInTheDocument();
    expect(panel.getByText('Co-author')).toBeInTheDocument();
    expect(
      panel.getByText(
        'You are a co-author on this story: you can write in all of it, but not delete it or manage its members.',
      ),
    ).toBeInTheDocument();
    expect(panel.queryByRole('form', { name: 'Invite a writer' })).not.toBeInTheDocument();
    expect(panel.queryByRole('combobox')).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(panel.getByRole('button', { name: 'Leave this story' }));
    expect(confirm).toHaveBeenCalledWith(
      'Leave this story? You can no longer open it unless its owner invites you again.',
    );
    expect(await screen.findByRole('heading', { name: 'Welcome Jane Writer' })).toBeInTheDocument();
    expect(screen.getByText('You left the story')).toBeInTheDocument();
    expect(requestsOf(api)).toContain('DELETE /api/stories/s1/members/u1');
  });
});
