import { useCallback, useSyncExternalStore } from 'react';

/**
 * What each writer on a live story tells the others (decision 192): who they are, where they are
 * ("Act II, 5. Fun and games") and their selection there, relative to that field's shared text
 * (`Y.relativePositionToJSON`), so it stays on the same words while others type.
 */
interface PresenceState {
  user: { id: string; name: string; color: string };
  place: { field: string; label: string } | null;
  selection: { anchor: unknown; head: unknown } | null;
}

/** Another writer here now: their awareness client and what they said. */
export interface Presence extends PresenceState {
  client: number;
}

/** The part of y-protocols' Awareness a page uses (the provider's; a stand-in in tests). */
export interface AwarenessLike {
  clientID: number;
  getStates: () => Map<number, Record<string, unknown>>;
  /** This tab's own state (a live rich text's carets read it, rich-text-live.ts). */
  getLocalState: () => Record<string, unknown> | null;
  setLocalStateField: (field: string, value: unknown) => void;
  on: (event: 'change', listener: () => void) => void;
  off: (event: 'change', listener: () => void) => void;
}

/**
 * The field of a beat in the awareness state ("beat:act2a05"); the title's is "title"; a scene's
 * summary and an entry's description are "scene:<id>" and "entry:<id>" (use-live-rich-texts.tsx).
 */
export const placeOf = (field: string) => (field === 'title' ? 'title' : `beat:${field}`);

/**
 * Colours with white text at WCAG AA (≥ 4.5:1) and 3:1 against the page's white, as caret and
 * selection: each writer's is picked from their id, so it is the same on every screen.
 */
export const PRESENCE_COLORS = ['#0b57d0', '#a50e0e', '#0d652d', '#8430ce', '#9a4d00', '#00696f', '#b0175e', '#4a5568'];

export function colorOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length] ?? '#0b57d0';
}

const isPresence = (state: Record<string, unknown>): state is Record<string, unknown> & PresenceState => {
  const user = state.user as PresenceState['user'] | undefined;
  return typeof user?.id === 'string' && typeof user.name === 'string' && typeof user.color === 'string';
};

/**
 * The others on the story now, as their awareness states say (not this tab; another tab of the
 * same writer is "someone else here" as well, which it is: it holds a caret). A state that does not
 * have the expected shape (an older or newer client) is left out.
 */
export function othersOf(awareness: AwarenessLike): Presence[] {
  const others: Presence[] = [];
  for (const [client, state] of awareness.getStates()) {
    if (client === awareness.clientID || !isPresence(state)) continue;
    others.push({
      client,
      user: state.user,
      place: state.place && typeof state.place.field === 'string' ? state.place : null,
      selection: state.selection ?? null,
    });
  }
  return others.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.client - b.client);
}

const NOBODY: Presence[] = [];

/** The others of each awareness, read once per change (one list for every component that asks). */
const known = new WeakMap<AwarenessLike, { others: Presence[] | null }>();

function othersNow(awareness: AwarenessLike): Presence[] {
  let entry = known.get(awareness);
  if (!entry) {
    const fresh: { others: Presence[] | null } = { others: null };
    awareness.on('change', () => {
      fresh.others = null;
    });
    known.set(awareness, fresh);
    entry = fresh;
  }
  entry.others ??= othersOf(awareness);
  return entry.others;
}

/** The others here, following their awareness states as they change. */
export function useOthers(awareness: AwarenessLike | null): Presence[] {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!awareness) return () => undefined;
      awareness.on('change', changed);
      return () => awareness.off('change', changed);
    },
    [awareness],
  );
  const read = useCallback(() => (awareness ? othersNow(awareness) : NOBODY), [awareness]);
  return useSyncExternalStore(subscribe, read);
}
