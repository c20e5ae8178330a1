import { screen, waitFor } from '@testing-library/react';
import * as Y from 'yjs';
import { keepOnDevice, readFromDevice } from '../test/device-copy';
import { makeOutline } from '../test/outline-fixtures';
import { mockApi, renderApp, requestsOf, signedIn } from '../test/render-app';

/** A WebSocket that never opens: the live server is out of reach, as offline. */
class UnreachableSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  constructor(readonly url: string) {
    super();
    sockets.push(url);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
const sockets: string[] = [];
const realWebSocket = globalThis.WebSocket;

/**
 * The copy of the live story an earlier visit kept on this device: its title and Act I's first two
 * beats (the server made no text for the third, so that one saves as ever).
 */
async function keptOnDevice(story: string) {
  const doc = new Y.Doc();
  doc.getText('title').insert(0, 'The Long Night');
  const beats = doc.getMap<Y.Text>('beats');
  beats.set('act1a01', new Y.Text('A lamp goes out.'));
  beats.set('act1a02', new Y.Text(''));
  await keepOnDevice(story, doc);
}

beforeEach(() => {
  sockets.length = 0;
  globalThis.WebSocket = UnreachableSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  globalThis.WebSocket = realWebSocket;
});

describe('a live story on the act page (decision 192)', () => {
  it('edits the title and beats in the live document, never through the autosave, and the rest saves as ever', async () => {
    await keptOnDevice('o1');
    const outline = makeOutline({ live: true, act1a01: 'Older text on the server', act1a03: 'Third' });
    const api = mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/outlines/me') return { status: 200, data: outline };
      if (method === 'GET') return { status: 200, data: [] };
      return { status: 200, data: { ...outline, ...(data as object), version: 2 } };
    });
    const { user } = renderApp('/act-1', signedIn());

    // The document's text wins over the saved answer: it is the live one.
    const first = await screen.findByDisplayValue('A lamp goes out.');
    expect(first).toHaveAttribute('name', 'act1a01');
    expect(sockets).toEqual([`ws://${location.host}/api/collab`]);
    expect(screen.getByRole('heading', { name: 'Here now' })).toBeInTheDocument();
    expect(screen.getByText('No one else has this story open.')).toBeInTheDocument();

    await user.type(first, ' Then another.');
    await user.type(screen.getByRole('textbox', { name: 'Story title' }), '!');
    await user.type(screen.getByDisplayValue('Third'), ' beat');
    // The word count follows the live text.
    expect(screen.getByText(/This act: 8 words/)).toBeInTheDocument();

    // Only the beat the document does not hold goes through the REST save.
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/outlines'), { timeout: 4000 });
    const saves = api.mock.calls.filter(([request]) => request.method === 'post');
    expect(saves.map(([request]) => JSON.parse(request.data as string))).toEqual([{ act1a03: 'Third beat' }]);

    // Typed offline, the live text waits on this device, and the page says so.
    expect(await screen.findByText('Offline — kept on this device')).toBeInTheDocument();
    await waitFor(async () => {
      const kept = await readFromDevice('o1');
      expect(kept.getMap<Y.Text>('beats').get('act1a01')?.toString()).toBe('A lamp goes out. Then another.');
      expect(kept.getText('title').toString()).toBe('The Long Night!');
    });
  });

  it('opens no live document for a story of one writer', async () => {
    mockApi(({ method, url }) =>
      method === 'GET' && url === '/api/outlines/me'
        ? { status: 200, data: makeOutline({ act1a01: 'Only mine' }) }
        : { status: 200, data: [] },
    );
    renderApp('/act-1', signedIn());
    expect(await screen.findByDisplayValue('Only mine')).toBeInTheDocument();
    expect(sockets).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Here now' })).not.toBeInTheDocument();
  });
});
