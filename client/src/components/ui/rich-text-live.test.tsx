import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import { RichTextEditor } from './rich-text-editor';
import type { CursorAwareness } from './rich-text-live';

// Decision 192: a rich text edited live is a Y.XmlFragment of the story's document; two writers'
// editors on two copies of it, which relay their updates as the server would, see each other's words.

beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

/** Two copies of one document, each update of one applied to the other (the server's part). */
function twoCopies() {
  const mine = new Y.Doc();
  const theirs = new Y.Doc();
  mine.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'relay') Y.applyUpdate(theirs, update, 'relay');
  });
  theirs.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'relay') Y.applyUpdate(mine, update, 'relay');
  });
  // Only the server adds a text to the document: here, as if it had built it from the scene's row.
  const server = new Y.Doc();
  const fragment = new Y.XmlFragment();
  server.getMap('scenes').set('scene1', fragment);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText('At the harbour.')]);
  fragment.insert(0, [paragraph]);
  const built = Y.encodeStateAsUpdate(server);
  Y.applyUpdate(mine, built, 'relay');
  Y.applyUpdate(theirs, built, 'relay');
  return { mine, theirs };
}

/** The awareness of both copies: one list of states, as the server relays them (y-protocols' stand-in). */
function sharedAwareness() {
  const states = new Map<number, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  return (doc: Y.Doc, user: { name: string; color: string }): CursorAwareness => {
    states.set(doc.clientID, { user });
    return {
      clientID: doc.clientID,
      getStates: () => states,
      getLocalState: () => states.get(doc.clientID) ?? null,
      setLocalStateField: (field, value) => {
        const before = states.get(doc.clientID) ?? {};
        if (JSON.stringify(before[field]) === JSON.stringify(value)) return;
        states.set(doc.clientID, { ...before, [field]: value });
        for (const listener of [...listeners]) listener();
      },
      on: (_event, listener) => listeners.add(listener),
      off: (_event, listener) => listeners.delete(listener),
    };
  };
}

/** The words an editor shows, without the others' carets (their names are drawn in the text, hidden from screen readers). */
function wordsOf(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const caret of copy.querySelectorAll('.rte-caret')) caret.remove();
  return (copy.textContent ?? '').replace(/\u2060/g, '');
}

/** Another writer's caret drawn in an editor (aria-hidden, so found by its class). */
// eslint-disable-next-line testing-library/no-node-access -- as above
const caretIn = (element: HTMLElement) => element.querySelector('.rte-caret');

const fragmentOf = (doc: Y.Doc) => doc.getMap('scenes').get('scene1') as Y.XmlFragment;

describe('a live rich text', () => {
  it("shows what one writer types in the other's editor, with their caret, and reports the HTML", async () => {
    const user = userEvent.setup();
    const { mine, theirs } = twoCopies();
    const awarenessOf = sharedAwareness();
    const myChanges = jest.fn();
    const theirChanges = jest.fn();
    render(
      <>
        <RichTextEditor
          label="My summary"
          onChange={myChanges}
          live={{ fragment: fragmentOf(mine), awareness: awarenessOf(mine, { name: 'Ada', color: '#0b57d0' }) }}
        />
        <RichTextEditor
          label="Their summary"
          onChange={theirChanges}
          live={{ fragment: fragmentOf(theirs), awareness: awarenessOf(theirs, { name: 'Mara', color: '#a50e0e' }) }}
        />
      </>,
    );
    const my = screen.getByRole('textbox', { name: 'My summary' });
    const their = screen.getByRole('textbox', { name: 'Their summary' });
    // Both start from the document, not from any HTML given.
    expect(my).toHaveTextContent('At the harbour.');
    expect(their).toHaveTextContent('At the harbour.');

    await user.click(my);
    await user.keyboard('Rain falls. ');
    await waitFor(() => expect(wordsOf(their)).toBe('Rain falls. At the harbour.'));
    expect(fragmentOf(theirs).toString()).toBe('<paragraph>Rain falls. At the harbour.</paragraph>');
    // The HTML is reported on both sides (each page counts it; neither saves it).
    expect(myChanges).toHaveBeenLastCalledWith('<p>Rain falls. At the harbour.</p>');
    expect(theirChanges).toHaveBeenLastCalledWith('<p>Rain falls. At the harbour.</p>');
    // Ada's caret shows in Mara's editor, named, hidden from screen readers; not in her own.
    await waitFor(() => expect(caretIn(their)).toHaveTextContent('Ada'));
    expect(caretIn(their)).toHaveAttribute('aria-hidden', 'true');
    expect(caretIn(my)).toBeNull();

    // What the other writer types arrives here, and undo takes back only this writer's own words.
    await user.click(their);
    await user.keyboard('Night. ');
    await waitFor(() => expect(wordsOf(my)).toBe('Night. Rain falls. At the harbour.'));
    await user.click(my);
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(wordsOf(their)).toBe('Night. At the harbour.'));
  });

  it('puts a kept version into the shared text when asked', async () => {
    const { mine, theirs } = twoCopies();
    const awarenessOf = sharedAwareness();
    render(
      <>
        <RichTextEditor
          label="My summary"
          onChange={jest.fn()}
          live={{
            fragment: fragmentOf(mine),
            awareness: awarenessOf(mine, { name: 'Ada', color: '#0b57d0' }),
            put: '<p>An older <strong>version</strong>.</p>',
          }}
        />
        <RichTextEditor
          label="Their summary"
          onChange={jest.fn()}
          live={{ fragment: fragmentOf(theirs), awareness: awarenessOf(theirs, { name: 'Mara', color: '#a50e0e' }) }}
        />
      </>,
    );
    const their = screen.getByRole('textbox', { name: 'Their summary' });
    await waitFor(() => expect(wordsOf(their)).toBe('An older version.'));
    expect(within(their).getByText('version')).toContainHTML('<strong>version</strong>');
  });
});
