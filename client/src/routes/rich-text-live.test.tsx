import { screen, waitFor, within } from '@testing-library/react';
import type { Members } from '@three-act/contract/members';
import * as Y from 'yjs';
import { keepOnDevice, readFromDevice } from '../test/device-copy';
import { makeBoard, makeScene, STORY } from '../test/board-fixtures';
import { CODEX_URL, codexIndex, ELDERMERE, INDEX_URL, KINDS, KINDS_URL, makeEntry } from '../test/codex-fixtures';
import { mockApi, renderApp, signedIn, testUser } from '../test/render-app';

// Decision 192: on a shared story the board's scene summaries and the codex entries' descriptions
// are texts of the story's live document; the page's autosave leaves them out.

/** A WebSocket that never opens: the live server is out of reach, so the device's copy is the document. */
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

beforeAll(() => {
  // ProseMirror measures the page, which jsdom does not lay out.
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
beforeEach(() => {
  sockets.length = 0;
  globalThis.WebSocket = UnreachableSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  globalThis.WebSocket = realWebSocket;
});

/** A rich text as the server builds it from a row: one paragraph. */
function richText(text: string) {
  const fragment = new Y.XmlFragment();
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(0, [paragraph]);
  return fragment;
}

/** The story's document an earlier visit kept on this device: its title, scene s1's summary, Eldermere's description. */
async function keptOnDevice() {
  const doc = new Y.Doc();
  doc.getText('title').insert(0, 'The Long Night');
  doc.getMap('scenes').set('s1', richText('Rain on the harbour.'));
  doc.getMap('entries').set(ELDERMERE, richText('Bells under the lake.'));
  await keepOnDevice(STORY, doc);
}

/** What the device holds of a rich text now, as the document's XML. */
async function onDevice(texts: 'scenes' | 'entries', id: string) {
  return (await readFromDevice(STORY)).getMap(texts).get(id)?.toString();
}

const SINCE = '2026-01-01T00:00:00.000Z';
const shared: Members = {
  members: [
    { userId: 'u7', name: 'Ann Owner', role: 'owner', since: SINCE },
    { userId: testUser._id, name: testUser.name, role: 'coauthor', since: SINCE },
  ],
  invitations: [],
  you: 'coauthor',
};

describe('live rich texts (decision 192)', () => {
  it("edits a scene's summary in the live document; the panel's autosave sends the other fields, never the summary", async () => {
    await keptOnDevice();
    const board = makeBoard();
    const bodies: unknown[] = [];
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === `/api/stories/${STORY}/board`) return { status: 200, data: board };
      if (method === 'GET' && url === `/api/stories/${STORY}/members`) return { status: 200, data: shared };
      if (method === 'GET') return { status: 200, data: [] };
      if (method === 'PATCH' && url === `/api/stories/${STORY}/scenes/s1`) {
        bodies.push(data);
        // The server's row still has the summary it had: the live one is stored by the server itself.
        return {
          status: 200,
          data: makeScene({ _id: 's1', title: 'The lamp goes out', ...(data as object), version: 4 }),
        };
      }
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp(`/stories/${STORY}/board?scene=s1`, signedIn());
    const panel = within(await screen.findByRole('region', { name: 'The lamp goes out' }));
    // The document's text, not the row's (which has none), once the document is open.
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Summary' })).toHaveTextContent('Rain on the harbour.'),
    );
    const summary = panel.getByRole('textbox', { name: 'Summary' });
    expect(summary).not.toHaveAttribute('aria-readonly');
    expect(sockets).toEqual([`ws://${location.host}/api/collab`]);
    expect(screen.getByRole('heading', { name: 'Here now' })).toBeInTheDocument();

    await user.click(summary);
    await user.keyboard('Night. ');
    await user.type(panel.getByLabelText('Place'), 'The quay');
    await user.tab();
    await waitFor(() => expect(bodies).toContainEqual({ place: 'The quay' }));
    expect(bodies.flatMap((body) => Object.keys(body as object))).not.toContain('summary');
    expect(await panel.findByText('Summary: Offline — kept on this device')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await onDevice('scenes', 's1')).toBe('<paragraph>Night. Rain on the harbour.</paragraph>'),
    );
    // Only the summary was typed after the place saved: nothing else is left to save.
    expect(bodies).toHaveLength(1);
  });

  it("edits an entry's description in the live document; the entry's autosave sends the other fields, never the description", async () => {
    await keptOnDevice();
    const bodies: unknown[] = [];
    const entry = makeEntry();
    mockApi(({ method, url, data }) => {
      if (method === 'GET' && url === `${CODEX_URL}/${ELDERMERE}`) return { status: 200, data: entry };
      if (method === 'GET' && url === KINDS_URL) return { status: 200, data: { kinds: KINDS } };
      if (method === 'GET' && url === INDEX_URL) return { status: 200, data: codexIndex() };
      if (method === 'GET' && url === `/api/stories/${STORY}/board`) return { status: 200, data: makeBoard() };
      if (method === 'GET' && url === `/api/stories/${STORY}/members`) return { status: 200, data: shared };
      if (method === 'GET' && url === `/api/stories/${STORY}/relationships`)
        return { status: 200, data: { relationships: [] } };
      if (method === 'GET') return { status: 200, data: [] };
      if (method === 'PATCH' && url === `${CODEX_URL}/${ELDERMERE}`) {
        bodies.push(data);
        return { status: 200, data: { ...entry, ...(data as object), version: 2 } };
      }
      throw new Error(`Unexpected request: ${method} ${url}`);
    });
    const { user } = renderApp(`/stories/${STORY}/codex/${ELDERMERE}`, signedIn());
    // Until the story's members are read the description is the row's; then the document's.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Bells under the lake.'),
    );
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).not.toHaveTextContent('Its bells ring under water.');
    expect(screen.getByRole('heading', { name: 'Here now' })).toBeInTheDocument();

    await user.click(description);
    await user.keyboard('Cold. ');
    await user.type(screen.getByLabelText('Name'), ' Deep');
    await user.tab();
    await waitFor(() => expect(bodies).toContainEqual({ name: 'Eldermere Deep' }));
    expect(bodies.flatMap((body) => Object.keys(body as object))).not.toContain('description');
    expect(await screen.findByText('Description: Offline — kept on this device')).toBeInTheDocument();
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await onDevice('entries', ELDERMERE)).toBe('<paragraph>Cold. Bells under the lake.</paragraph>'),
    );
  });
});
