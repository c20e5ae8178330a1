import { screen, waitFor, within } from '@testing-library/react';
import type { Outline } from '@three-act/contract/outlines';
import { LOGOUT_UNSAVED_CONFIRM } from '../features/auth/use-sign-out';
import { keepDraft, readDrafts } from '../lib/drafts';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn, type MockHandler } from '../test/render-app';

const SAVED = /^Saved at /;

/** A server holding one outline: GETs answer it, saves merge into it and bump its version. */
function serverWith(initial: Outline, refuse?: MockHandler) {
  let stored = initial;
  const handler: MockHandler = (request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    if (request.method === 'GET') return { status: 200, data: stored };
    stored = { ...stored, ...(request.data as object), version: stored.version + 1 };
    return { status: 200, data: stored };
  };
  return { api: mockApi(handler), stored: () => stored };
}

const beat = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^\\d+\\. ${name}`) });

describe('act forms save by themselves', () => {
  it('saves a beat about a second after typing pauses: only that beat, with the version it came from', async () => {
    const { api, stored } = serverWith(makeOutline({ version: 7 }));
    const { user } = renderApp('/act-2', signedIn());
    await user.type(await beat('New world'), 'Salt flats');

    expect(await screen.findByText(SAVED, {}, { timeout: 4000 })).toBeInTheDocument();
    // The page also reads the story's comments, for each beat's count.
    expect(requestsOf(api)).toEqual(['GET /api/outlines/me', 'GET /api/stories/o1/comments', 'POST /api/outlines']);
    const [request] = api.mock.calls[2]!;
    expect(JSON.parse(request.data as string)).toEqual({ act2a01: 'Salt flats' });
    expect(request.headers?.['If-Match']).toBe('"o1.7"');
    expect(stored().act2a01).toBe('Salt flats');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('saves at once on Ctrl-S, and the next save carries the version the server answered', async () => {
    const { api } = serverWith(makeOutline({ version: 3 }));
    const { user } = renderApp('/act-3', signedIn());
    const box = await beat('Climax');
    await user.type(box, 'The lamp');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await user.type(box, ' burns');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Outline Updated')).toBeInTheDocument();
    const posts = api.mock.calls.filter(([request]) => request.method === 'post');
    expect(posts.map(([request]) => request.headers?.['If-Match'])).toEqual(['"o1.3"', '"o1.4"']);
    expect(JSON.parse(posts[1]![0].data as string)).toEqual({ act3a05: 'The lamp burns' });
  });

  it('shows both texts when the beat changed elsewhere, and saves the choice', async () => {
    const theirs = makeOutline({ version: 9, act1a02: 'Their morning' });
    let refused = false;
    const { api, stored } = serverWith(makeOutline({ version: 8 }), ({ method }) => {
      if (method !== 'POST' || refused) return undefined as never;
      refused = true;
      return {
        status: 409,
        data: { errors: [{ msg: 'Changed elsewhere', path: 'act1a02' }], outline: theirs },
      };
    });
    const { user } = renderApp('/act-1', signedIn());
    await user.type(await beat('Hook'), 'My morning');
    await user.keyboard('{Control>}s{/Control}');

    const choice = await screen.findByRole('group', { name: 'Beat 2 changed elsewhere' });
    expect(screen.getByText('Changed elsewhere — choose a version')).toBeInTheDocument();
    expect(within(choice).getByText('My morning')).toBeInTheDocument();
    expect(within(choice).getByText('Their morning')).toBeInTheDocument();

    await user.click(within(choice).getByRole('button', { name: 'Keep both' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /changed elsewhere/ })).not.toBeInTheDocument();
    const last = api.mock.calls.at(-1)![0];
    expect(last.headers?.['If-Match']).toBe('"o1.9"');
    expect(stored().act1a02).toBe('Their morning\n\nMy morning');
  });

  it('says so when another tab opened a different story (412), keeps the text on the device and does not retry', async () => {
    const msg =
      'Another tab or device opened a different story; what you typed is kept on this device until you open this story again';
    const { api } = serverWith(makeOutline({ version: 5 }), ({ method }) =>
      method === 'POST' ? { status: 412, data: { errors: [{ msg }] } } : (undefined as never),
    );
    const { user } = renderApp('/act-1', signedIn());
    await user.type(await beat('Hook'), 'Words for the first story');
    await user.keyboard('{Control>}s{/Control}');

    expect(await screen.findByText(`Not saved — ${msg}`)).toBeInTheDocument();
    expect(await readDrafts('u1', 'o1', ['act1a02'])).toMatchObject({ act1a02: { text: 'Words for the first story' } });
    expect(api.mock.calls.filter(([request]) => request.method === 'post')).toHaveLength(1);
  });

  it('says the text is kept on the device while offline, and saves it when the network returns', async () => {
    let online = false;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    const { stored } = serverWith(makeOutline(), ({ method }) => {
      if (method === 'POST' && !online) throw Object.assign(new Error('offline'), { code: 'ERR_NETWORK' });
      return undefined as never;
    });
    const { user } = renderApp('/act-2', signedIn());
    await user.type(await beat('New world'), 'Written on a train');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Offline — kept on this device')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(stored().act2a01).toBe('Written on a train');
    onLine.mockRestore();
  });

  it('puts back and saves a draft left on the device by a reload or an ended session', async () => {
    await keepDraft(['u1', 'o1', 'act2a05'], { text: 'Typed before the reload', base: '' });
    const { stored } = serverWith(makeOutline());
    renderApp('/act-2', signedIn({ _id: 'u1' }));
    expect(await screen.findByDisplayValue('Typed before the reload')).toBeInTheDocument();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(stored().act2a05).toBe('Typed before the reload');
  });

  it('asks when the saved text changed since the draft was typed', async () => {
    await keepDraft(['u1', 'o1', 'act2a05'], { text: 'My draft', base: 'What I started from' });
    const { api } = serverWith(makeOutline({ act2a05: 'Changed on the phone' }));
    renderApp('/act-2', signedIn({ _id: 'u1' }));
    const choice = await screen.findByRole('group', { name: 'Beat 5 changed elsewhere' });
    expect(within(choice).getByText('My draft')).toBeInTheDocument();
    expect(within(choice).getByText('Changed on the phone')).toBeInTheDocument();
    expect(requestsOf(api)).toEqual(['GET /api/outlines/me', 'GET /api/stories/o1/comments']);
  });

  it("shows a beat's history as word changes against the current text, and restores a version", async () => {
    const revisions = [
      { _id: 'r2', field: 'act2a01', text: 'Salt flats at dusk', savedAt: '2025-01-02T10:05:00.000Z', author: null },
      { _id: 'r1', field: 'act2a01', text: 'Salt flats at noon', savedAt: '2025-01-02T10:00:00.000Z', author: null },
    ];
    const api = mockApi(({ method, url }) => {
      if (url === '/api/outlines/me/revisions') return { status: 200, data: revisions };
      if (method === 'PUT') return { status: 200, data: makeOutline({ act2a01: 'Salt flats at noon', version: 5 }) };
      return { status: 200, data: makeOutline({ act2a01: 'Salt flats at dusk', version: 4 }) };
    });
    const { user } = renderApp('/act-2', signedIn());
    await user.click(await screen.findByRole('button', { name: 'History of beat 1' }));
    const history = await screen.findByRole('region', { name: 'History of beat 1' });
    const items = await within(history).findAllByRole('listitem');
    expect(within(items[0]!).getByText('Same as now')).toBeInTheDocument();
    expect(within(items[1]!).getByText('noon').tagName).toBe('INS');
    expect(within(items[1]!).getByText('dusk').tagName).toBe('DEL');

    await user.click(within(items[1]!).getByRole('button', { name: /^Restore the version of/ }));
    expect(await screen.findByDisplayValue('Salt flats at noon')).toBeInTheDocument();
    expect(requestsOf(api)).toContain('PUT /api/outlines/me/revisions/r1/restore');
    expect(api.mock.calls.find(([request]) => request.url === '/outlines/me/revisions')![0].params).toEqual({
      field: 'act2a01',
    });
  });

  it("names who saved a version when it was another member, and not the writer's own", async () => {
    const revisions = [
      {
        _id: 'r3',
        field: 'act2a01',
        text: 'Salt flats at dusk',
        savedAt: '2025-01-02T10:10:00.000Z',
        author: { _id: 'u2', name: 'Ines Vidal' },
      },
      {
        _id: 'r2',
        field: 'act2a01',
        text: 'Salt flats at noon',
        savedAt: '2025-01-02T10:05:00.000Z',
        author: { _id: 'u1', name: 'Jane Writer' },
      },
      // Saved before authors were kept, or by an account since deleted.
      { _id: 'r1', field: 'act2a01', text: 'Salt flats', savedAt: '2025-01-02T10:00:00.000Z', author: null },
    ];
    mockApi(({ url }) => {
      if (url === '/api/outlines/me/revisions') return { status: 200, data: revisions };
      return { status: 200, data: makeOutline({ act2a01: 'Salt flats at dusk', version: 4 }) };
    });
    const { user } = renderApp('/act-2', signedIn({ _id: 'u1', name: 'Jane Writer' }));
    await user.click(await screen.findByRole('button', { name: 'History of beat 1' }));
    const history = await screen.findByRole('region', { name: 'History of beat 1' });
    const [theirs, mine, unknown] = await within(history).findAllByRole('listitem');
    expect(within(theirs!).getByText(/by Ines Vidal/)).toBeInTheDocument();
    expect(within(mine!).queryByText(/\bby\b/)).not.toBeInTheDocument();
    expect(within(unknown!).queryByText(/\bby\b/)).not.toBeInTheDocument();
    expect(within(history).queryByText(/Jane Writer/)).not.toBeInTheDocument();
  });
});

describe('Logout with text not yet saved', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves first, asks when it cannot, and clears the drafts from the device when the writer goes', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/outlines')
        throw Object.assign(new Error('offline'), { code: 'ERR_NETWORK' });
      if (url === '/api/auth/logout') return { status: 200, data: { msg: 'Logged out' } };
      return { status: 200, data: makeOutline() };
    });
    const { user } = renderApp('/act-2', signedIn({ _id: 'u1' }));
    await user.type(await beat('New world'), 'Not saved yet');
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);

    expect(confirm).toHaveBeenCalledWith(LOGOUT_UNSAVED_CONFIRM);
    expect(requestsOf(api)).not.toContain('POST /api/auth/logout');
    expect(await readDrafts('u1', 'o1', ['act2a01'])).toEqual({
      act2a01: expect.objectContaining({ text: 'Not saved yet' }),
    });

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/auth/logout'));
    // The landing page comes once the drafts are gone.
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/Act II/);
    await waitFor(async () => expect(await readDrafts('u1', 'o1', ['act2a01'])).toEqual({}));
  });
});
