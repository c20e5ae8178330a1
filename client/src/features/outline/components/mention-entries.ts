import { createContext } from 'react';
import type { Mentionable } from './use-mention';

/**
 * What "@" offers in a beat beside the story's characters: its other codex entries (decision 177),
 * given by the page that holds the form (the outline's frame reads them from the codex once `ask`
 * is called, at the first "@"). Outside such a page, none.
 */
export const MentionEntries = createContext<{ entries: readonly Mentionable[]; ask: () => void }>({
  entries: [],
  ask: () => undefined,
});
