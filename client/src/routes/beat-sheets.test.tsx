import { screen, within } from '@testing-library/react';
import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';
import { builtInSheets as builtIns } from '../test/sheet-fixtures';

const saveTheCat = builtIns.find((sheet) => sheet._id === 'save-the-cat')!;

const OWN_ID = '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11';
const own: BeatSheet = {
  _id: OWN_ID,
  name: 'Heist',
  description: 'A caper in four moves.',
  builtIn: false,
  acts: [
    {
      name: 'The plan',
      beats: [
        { name: 'The mark', question: 'Who is robbed?' },
        { name: 'The crew', question: '' },
      ],
    },
    { name: 'The job', beats: [{ name: 'The twist', question: 'What goes wrong?', hint: 'Plant it early.' }] },
  ],
};

const sent = (api: ReturnType<typeof mockApi>, method: string) =>
  JSON.parse(api.mock.calls.find(([request]) => request.method === method)![0].data as string) as unknown;

describe('beat sheets', () => {
  it('lists the writer’s sheets and the built-in ones, with their acts and beats on demand', async () => {
    mockApi(() => ({ status: 200, data: [...builtIns, own] }));
    const { user } = renderApp('/beat-sheets', signedIn());
    const yours = await screen.findByRole('region', { name: 'Your beat sheets' });
    expect(within(yours).getByRole('link', { name: 'Heist' })).toHaveAttribute('href', `/beat-sheets/${OWN_ID}`);
    expect(within(yours).getByText('2 acts · 3 beats')).toBeInTheDocument();
    expect(within(yours).getByText('1 of at most 200')).toBeInTheDocument();

    const shelf = screen.getByRole('region', { name: 'Built-in beat sheets' });
    expect(within(shelf).getByRole('link', { name: 'Save the Cat' })).toHaveAttribute(
      'href',
      '/beat-sheets/save-the-cat',
    );
    expect(within(shelf).queryByRole('button', { name: 'Delete Save the Cat' })).not.toBeInTheDocument();
    const firstBeat = saveTheCat.acts[0]!.beats[0]!.name;
    const card = within(within(shelf).getByRole('listitem', { name: 'Save the Cat' }));
    expect(card.getByText(firstBeat)).not.toBeVisible();
    await user.click(card.getByText('Acts and beats'));
    expect(card.getByText(firstBeat)).toBeVisible();
  });

  it('duplicates a built-in sheet and opens the copy in the editor', async () => {
    const copy: BeatSheet = { ...saveTheCat, _id: OWN_ID, name: 'Save the Cat (copy)', builtIn: false };
    const api = mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/beat-sheets/save-the-cat/duplicate') return { status: 201, data: copy };
      if (url === `/api/beat-sheets/${OWN_ID}`) return { status: 200, data: copy };
      return { status: 200, data: builtIns };
    });
    const { user, router } = renderApp('/beat-sheets', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Duplicate Save the Cat' }));
    expect(await screen.findByRole('heading', { name: 'Edit beat sheet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/beat-sheets/${OWN_ID}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Save the Cat (copy)');
    expect(requestsOf(api)).toContain('POST /api/beat-sheets/save-the-cat/duplicate');
  });

  it('deletes one of the writer’s sheets once asked', async () => {
    let sheets = [...builtIns, own];
    const api = mockApi(({ method }) => {
      if (method === 'DELETE') {
        sheets = builtIns;
        return { status: 204 };
      }
      return { status: 200, data: sheets };
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/beat-sheets', signedIn());
    const remove = await screen.findByRole('button', { name: 'Delete Heist' });
    await user.click(remove);
    expect(requestsOf(api)).not.toContain(`DELETE /api/beat-sheets/${OWN_ID}`);
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Delete the beat sheet "Heist"? This is permanent and can NOT be undone.');
    expect(await screen.findByText(/You have none yet/)).toBeInTheDocument();
    expect(requestsOf(api)).toContain(`DELETE /api/beat-sheets/${OWN_ID}`);
    confirm.mockRestore();
  });

  it('opens a built-in sheet read-only, with every question', async () => {
    mockApi(() => ({ status: 200, data: saveTheCat }));
    renderApp('/beat-sheets/save-the-cat', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Save the Cat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate to edit' })).toBeInTheDocument();
    expect(screen.getByText(saveTheCat.acts[0]!.beats[0]!.question)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('publishes a sheet to the shelf and takes it off, its likes shown; an adopted copy shows its credit', async () => {
    const adopted: BeatSheet = {
      ...own,
      _id: '5e2a7c1d-8f94-4b6e-a7d5-7c7f0b5a6f55',
      name: 'Caper',
      adoptedFrom: { sheet: 'f00d', name: 'Heist', author: 'Ann Author' },
    };
    let published = false;
    const api = mockApi(({ method, url }) => {
      if (url === `/api/beat-sheets/${OWN_ID}/publish`) {
        published = method === 'POST';
        return { status: 200, data: { ...own, published, likes: 3 } };
      }
      return { status: 200, data: [...builtIns, { ...own, published, likes: 3 }, adopted] };
    });
    const { user } = renderApp('/beat-sheets', signedIn());
    const card = within(await screen.findByRole('listitem', { name: 'Heist' }));
    expect(card.getByText('Not on the shelf')).toBeInTheDocument();
    const publish = card.getByRole('button', { name: 'Publish to the shelf Heist' });
    await user.click(publish);
    expect(await screen.findByText('"Heist" is on the shelf')).toBeInTheDocument();
    expect(await card.findByText('Published on the shelf')).toBeInTheDocument();
    expect(card.getByText(/3 likes/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See it on the shelf Heist' })).toHaveAttribute(
      'href',
      `/posts/beat-sheets/${OWN_ID}`,
    );
    // The same button, now taking it off: the focus stays on it.
    expect(publish).toHaveAccessibleName('Take off the shelf Heist');
    expect(publish).toHaveFocus();
    await user.click(publish);
    expect(await screen.findByText('"Heist" is off the shelf')).toBeInTheDocument();
    expect(await card.findByText('Not on the shelf')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(
      expect.arrayContaining([`POST /api/beat-sheets/${OWN_ID}/publish`, `DELETE /api/beat-sheets/${OWN_ID}/publish`]),
    );

    const copy = within(screen.getByRole('listitem', { name: 'Caper' }));
    expect(copy.getByText(/^Adapted from/, { selector: 'p' })).toHaveTextContent('Adapted from Heist by Ann Author');
  });

  it('shows the server’s refusal to publish for an unverified writer', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? { status: 403, data: { errors: [{ msg: 'Please verify your e-mail address first' }] } }
        : { status: 200, data: [...builtIns, own] },
    );
    const { user } = renderApp('/beat-sheets', signedIn({ emailVerified: false }));
    await user.click(await screen.findByRole('button', { name: 'Publish to the shelf Heist' }));
    expect(await screen.findByText('Please verify your e-mail address first')).toBeInTheDocument();
    expect(screen.getByText('Not on the shelf')).toBeInTheDocument();
  });

  it('publishes from the editor, which keeps its unsaved draft', async () => {
    const api = mockApi(({ method, url }) =>
      url.endsWith('/publish')
        ? { status: 200, data: { ...own, published: method === 'POST', likes: 0 } }
        : { status: 200, data: own },
    );
    const { user } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Heist, revised');
    const shelf = within(screen.getByRole('region', { name: "The Brainstorm's shelf" }));
    await user.click(shelf.getByRole('button', { name: 'Publish to the shelf' }));
    expect(await shelf.findByText('Published on the shelf')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Heist, revised');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(requestsOf(api)).toContain(`POST /api/beat-sheets/${OWN_ID}/publish`);
  });

  it('sends another writer’s sheet opened here to its preview on the shelf', async () => {
    mockApi(() => ({ status: 200, data: { ...own, author: { _id: 'a1', name: 'Ann Author' }, liked: false } }));
    const { router } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Heist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/posts/beat-sheets/${OWN_ID}`);
  });

  it('shows Beat Sheet Not Found for a sheet that is not the writer’s', async () => {
    mockApi(() => ({ status: 404, data: { errors: [{ msg: 'Beat sheet not found' }] } }));
    renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    expect(await screen.findByRole('heading', { name: 'Beat Sheet Not Found' })).toBeInTheDocument();
  });
});

describe('the beat sheet editor', () => {
  it('adds, renames and moves beats, then saves the whole sheet', async () => {
    const api = mockApi(({ method, data }) =>
      method === 'PATCH' ? { status: 200, data: { ...own, ...(data as object) } } : { status: 200, data: own },
    );
    const { user } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Add a beat to act 1' }));
    const added = screen.getByRole('textbox', { name: 'Name of beat 3' });
    expect(added).toHaveFocus();
    await user.clear(added);
    await user.type(added, 'The getaway');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // The new beat walks down into act 2 and back up; the focus stays on the button pressed.
    await user.click(screen.getByRole('button', { name: 'Move down beat 3' }));
    expect(screen.getByRole('textbox', { name: 'Name of beat 3' })).toHaveValue('The getaway');
    expect(screen.getByText('The getaway is now beat 3, place 1 in act 2 (The job).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move down beat 3' }));
    expect(screen.getByRole('textbox', { name: 'Name of beat 4' })).toHaveValue('The getaway');
    expect(screen.getByRole('button', { name: 'Move down beat 4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up beat 4' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move up act 2' }));
    expect(screen.getByRole('textbox', { name: 'Name of act 1' })).toHaveValue('The job');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(sent(api, 'patch')).toEqual({
      name: 'Heist',
      description: 'A caper in four moves.',
      acts: [
        {
          name: 'The job',
          beats: [
            { name: 'The twist', question: 'What goes wrong?', hint: 'Plant it early.' },
            { name: 'The getaway', question: '' },
          ],
        },
        {
          name: 'The plan',
          beats: [
            { name: 'The mark', question: 'Who is robbed?' },
            { name: 'The crew', question: '' },
          ],
        },
      ],
    });
  });

  it('shows a 400 under the field it names, wherever that beat has moved since', async () => {
    mockApi(({ method }) =>
      method === 'PATCH'
        ? {
            status: 400,
            data: { errors: [{ msg: 'Question must be one line, refused here', path: 'acts[1].beats[0].question' }] },
          }
        : { status: 200, data: own },
    );
    const { user } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('textbox', { name: 'Guided question of beat 3' });
    expect(question).toHaveAccessibleDescription('Question must be one line, refused here');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not saved — fix the fields marked')).toBeInTheDocument();

    // The beat moves up into act 1: its error goes with it, and typing there clears it.
    await user.click(screen.getByRole('button', { name: 'Move up beat 3' }));
    await user.click(screen.getByRole('button', { name: 'Move up beat 3' }));
    const moved = screen.getByRole('textbox', { name: 'Guided question of beat 2' });
    expect(moved).toHaveValue('What goes wrong?');
    expect(moved).toHaveAccessibleDescription('Question must be one line, refused here');
    await user.type(moved, '!');
    expect(moved).not.toHaveAttribute('aria-invalid');
  });

  it('checks names before sending, and keeps the last act and beat', async () => {
    const single: BeatSheet = { ...own, acts: [{ name: 'Only', beats: [{ name: 'One', question: '' }] }] };
    const api = mockApi(() => ({ status: 200, data: single }));
    const { user } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    expect(await screen.findByRole('button', { name: 'Delete act 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete beat 1' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Name of act 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const actName = screen.getByRole('textbox', { name: 'Name of act 1' });
    expect(actName).toHaveAccessibleDescription('Act name is required');
    expect(requestsOf(api)).not.toContain(`PATCH /api/beat-sheets/${OWN_ID}`);

    for (let i = 2; i <= 7; i += 1) await user.click(screen.getByRole('button', { name: 'Add an act' }));
    expect(screen.getByRole('button', { name: 'Add an act' })).toBeDisabled();
    expect(screen.getByText('A beat sheet holds at most 7 acts.')).toBeInTheDocument();
    // An empty act goes without asking.
    await user.click(screen.getByRole('button', { name: 'Delete act 7' }));
    expect(screen.getByRole('button', { name: 'Add an act' })).toBeEnabled();
  });

  it('asks before deleting an act that holds beats', async () => {
    mockApi(() => ({ status: 200, data: own }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp(`/beat-sheets/${OWN_ID}`, signedIn());
    await user.click(await screen.findByRole('button', { name: 'Delete act 1' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete The plan and its 2 beats? They go when you Save.');
    expect(screen.getByRole('textbox', { name: 'Name of act 1' })).toHaveValue('The plan');
    await user.click(screen.getByRole('button', { name: 'Delete act 1' }));
    expect(screen.getByRole('textbox', { name: 'Name of act 1' })).toHaveValue('The job');
    expect(screen.queryByRole('textbox', { name: 'Name of act 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    confirm.mockRestore();
  });
});
