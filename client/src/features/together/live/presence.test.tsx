import { act, render, screen, within } from '@testing-library/react';
import * as Y from 'yjs';
import { colorOf, othersOf, PRESENCE_COLORS, useOthers, type AwarenessLike } from './presence';
import { PresenceList } from './presence-list';
import { RemoteCarets } from './remote-carets';

/** An awareness as y-protocols keeps it: this client's state and the others' it has heard. */
function fakeAwareness(clientID: number) {
  const states = new Map<number, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  const awareness: AwarenessLike & { set: (client: number, state: Record<string, unknown> | null) => void } = {
    clientID,
    getStates: () => states,
    getLocalState: () => states.get(clientID) ?? null,
    setLocalStateField: (field, value) => awareness.set(clientID, { ...states.get(clientID), [field]: value }),
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
    set: (client, state) => {
      if (state) states.set(client, state);
      else states.delete(client);
      for (const listener of listeners) listener();
    },
  };
  return awareness;
}

const mara = { id: 'u2', name: 'Mara', color: colorOf('u2') };
const tomas = { id: 'u3', name: 'Tomas', color: colorOf('u3') };

function Presence({ awareness }: { awareness: AwarenessLike }) {
  return <PresenceList others={useOthers(awareness)} />;
}

describe('presence (decision 192)', () => {
  it('gives each writer the same colour on every screen, from a palette', () => {
    expect(colorOf('u2')).toBe(colorOf('u2'));
    expect(PRESENCE_COLORS).toContain(colorOf('u2'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(colorOf)).size).toBeGreaterThan(1);
  });

  it('lists the others here and where they are, not this tab, and follows them', () => {
    const awareness = fakeAwareness(1);
    awareness.setLocalStateField('user', { id: 'u1', name: 'Jane', color: colorOf('u1') });
    awareness.set(7, {
      user: mara,
      place: { field: 'beat:act2a05', label: 'Act II, 5. Fun and games' },
      selection: null,
    });
    awareness.set(8, { user: tomas, place: null, selection: null });
    awareness.set(9, { cursor: 'a client of another kind' });
    expect(othersOf(awareness).map((other) => other.client)).toEqual([7, 8]);

    render(<Presence awareness={awareness} />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mara — Act II, 5. Fun and games', 'Tomas — elsewhere in the story']);
    expect(screen.getByText('2 other writers here')).toBeInTheDocument();
    // Announced politely, as writers come, go and move.
    // eslint-disable-next-line testing-library/no-node-access -- a live region has no role to find it by
    expect(list.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    act(() => awareness.set(8, null));
    act(() => awareness.set(7, { user: mara, place: { field: 'title', label: 'Act I, the title' }, selection: null }));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mara — Act I, the title']);
    act(() => awareness.set(7, null));
    expect(screen.getByText('No one else has this story open.')).toBeInTheDocument();
  });

  it('draws the others’ carets and selections in the field they are in, with their names, hidden from screen readers', () => {
    const doc = new Y.Doc();
    const text = doc.getMap<Y.Text>('beats').set('act2a05', new Y.Text('The lamp goes dark.'));
    const box = document.createElement('textarea');
    box.value = text.toString();
    document.body.append(box);
    const awareness = fakeAwareness(1);
    const at = (index: number) => Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, index));
    awareness.set(7, {
      user: mara,
      place: { field: 'beat:act2a05', label: 'Act II, 5. Fun and games' },
      selection: { anchor: at(4), head: at(8) },
    });
    awareness.set(8, {
      user: tomas,
      place: { field: 'title', label: 'Act I, the title' },
      selection: { anchor: at(0), head: at(0) },
    });

    // The overlay is hidden from screen readers, so it is found by its class and read as a sighted writer would.
    /* eslint-disable testing-library/no-container, testing-library/no-node-access */
    const { container } = render(<RemoteCarets field="act2a05" element={box} doc={doc} awareness={awareness} />);
    const overlay = container.querySelector('.live-carets');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // Only Mara is in this field; Tomas is in the title.
    expect(overlay?.textContent).toBe('Mara');
    expect(overlay?.querySelectorAll('.live-carets__selection')).toHaveLength(1);

    act(() => awareness.set(7, null));
    expect(container.querySelector('.live-carets')).toBeNull();
    /* eslint-enable testing-library/no-container, testing-library/no-node-access */
    box.remove();
  });
});
