import { screen, within } from '@testing-library/react';
import type { StorySummary } from '@three-act/contract/stories';
import { makeOutline } from '../../../test/outline-fixtures';
import { mockApi, renderApp, signedIn, withoutProfile } from '../../../test/render-app';

const story = (fields: Partial<StorySummary> & Pick<StorySummary, '_id' | 'title'>): StorySummary => ({
  progress: 10,
  updatedAt: '2025-03-04T15:05:00.000Z',
  current: false,
  ...fields,
});

/** The dashboard with these stories; the outline is the current one's. */
function dashboardWith(stories: StorySummary[]) {
  mockApi(
    withoutProfile(({ method, url }) => {
      if (method === 'GET' && url === '/api/stories') return { status: 200, data: stories };
      if (method === 'GET' && url === '/api/outlines/me') return { status: 200, data: makeOutline() };
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  renderApp('/dashboard', signedIn());
}

describe('the story switcher and shared stories (decision 189)', () => {
  it('marks a story shared with the writer, with whose it is and their role, and offers no "Delete" on it', async () => {
    dashboardWith([
      story({ _id: 'o1', title: 'The Long Night' }),
      story({ _id: 's2', title: 'Lanterns', current: true, shared: { role: 'critic', owner: 'Ann Owner' } }),
      story({ _id: 's3', title: 'The Salt Road', shared: { role: 'coauthor', owner: 'Bo Owner' } }),
    ]);
    const stories = within(await screen.findByRole('region', { name: 'Your stories' }));
    const working = stories.getByRole('combobox', { name: 'Working on' });
    expect(working).toHaveValue('s2');
    expect(within(working).getByRole('option', { name: 'The Long Night (10%)' })).toBeInTheDocument();
    expect(
      within(working).getByRole('option', { name: 'Lanterns (10%) — Shared by Ann Owner · Critic' }),
    ).toBeInTheDocument();
    expect(
      within(working).getByRole('option', { name: 'The Salt Road (10%) — Shared by Bo Owner · Co-author' }),
    ).toBeInTheDocument();
    expect(working).toHaveAccessibleDescription('Shared by Ann Owner · Critic');
    expect(stories.queryByRole('button', { name: 'Delete this story' })).not.toBeInTheDocument();
  });

  it('offers "Delete" on the writer\'s own current story', async () => {
    dashboardWith([
      story({ _id: 'o1', title: 'The Long Night', current: true }),
      story({ _id: 's2', title: 'Lanterns', shared: { role: 'critic', owner: 'Ann Owner' } }),
    ]);
    const stories = within(await screen.findByRole('region', { name: 'Your stories' }));
    expect(stories.getByRole('combobox', { name: 'Working on' })).not.toHaveAccessibleDescription();
    expect(stories.getByRole('button', { name: 'Delete this story' })).toBeInTheDocument();
  });
});
