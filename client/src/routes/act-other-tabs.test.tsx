import { screen, waitFor, within } from '@testing-library/react';
import type { Outline } from '@three-act/contract/outlines';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, signedIn } from '../test/render-app';

// Decision 168: what another tab of the same story saved (a settled conflict) shows here at once,
// and text typed here and not yet saved becomes a choice rather than being overwritten.
const beat = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^\\d+\\. ${name}`) });
let otherTab: BroadcastChannel;
beforeEach(() => {
  otherTab = new BroadcastChannel('three-act-saved');
});
afterEach(() => otherTab.close());

const savedInOtherTab = (outline: Outline) =>
  otherTab.postMessage({ writer: 'u1', story: outline._id, version: outline.version, answer: outline });

describe('another tab of the same story saves', () => {
  it('shows the text it settled at once, and the next save here carries its version', async () => {
    const api = mockApi((request) =>
      request.method === 'GET'
        ? { status: 200, data: makeOutline({ version: 3 }) }
        : { status: 200, data: makeOutline({ version: 6, act1a02: 'Their morning\n\nMy morning', act1a06: 'Mine' }) },
    );
    const { user } = renderApp('/act-1', signedIn());
    const hook = await beat('Hook');
    savedInOtherTab(makeOutline({ version: 5, act1a02: 'Their morning\n\nMy morning' }));
    await waitFor(() => expect(hook).toHaveValue('Their morning\n\nMy morning'));
    expect(screen.queryByRole('group', { name: /changed elsewhere/ })).not.toBeInTheDocument();

    await user.type(await beat('Inciting incident'), 'Mine');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    const post = api.mock.calls.find(([request]) => request.method === 'post')![0];
    expect(post.headers?.['If-Match']).toBe('"o1.5"');
    expect(JSON.parse(post.data as string)).toEqual({ act1a06: 'Mine' });
  });

  it('makes a choice of a beat typed here and not saved yet, keeping what was typed', async () => {
    const api = mockApi(() => ({ status: 200, data: makeOutline({ version: 3 }) }));
    const { user } = renderApp('/act-1', signedIn());
    const hook = await beat('Hook');
    await user.type(hook, 'Typing here');
    savedInOtherTab(makeOutline({ version: 4, act1a02: 'Settled there' }));

    const choice = await screen.findByRole('group', { name: 'Beat 2 changed elsewhere' });
    expect(hook).toHaveValue('Typing here');
    expect(within(choice).getByText('Typing here')).toBeInTheDocument();
    expect(within(choice).getByText('Settled there')).toBeInTheDocument();
    expect(screen.getByText('Changed elsewhere — choose a version')).toBeInTheDocument();
    expect(api.mock.calls.filter(([request]) => request.method === 'post')).toHaveLength(0);
  });

  it('ignores another story, an older version and another writer', async () => {
    mockApi(() => ({ status: 200, data: makeOutline({ version: 3, act1a02: 'Here' }) }));
    renderApp('/act-1', signedIn());
    const hook = await beat('Hook');
    savedInOtherTab(makeOutline({ _id: 'o2', version: 9, act1a02: 'Another story' }));
    savedInOtherTab(makeOutline({ version: 2, act1a02: 'Older' }));
    otherTab.postMessage({
      writer: 'u2',
      story: 'o1',
      version: 9,
      answer: makeOutline({ version: 9, act1a02: 'Other writer' }),
    });
    savedInOtherTab(makeOutline({ version: 4, act1a02: 'Here', act1a06: 'The newest' }));
    // Had any of the first three been taken, the version would have passed 4 and this one been ignored.
    await waitFor(async () => expect(await beat('Inciting incident')).toHaveValue('The newest'));
    expect(hook).toHaveValue('Here');
  });
});
