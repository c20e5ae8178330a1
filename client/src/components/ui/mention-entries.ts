import { createContext } from 'react';
import type { Mentionable } from './use-mention';

/**
 * What "@" offers in a story's texts (docs/decisions/177-the-codex.md, 180): its characters and its
 * other codex entries, given by the page that holds the text (the outline's frame reads them from
 * the codex index once `ask` is called, at the first "@", so no page reads more on load). A beat
 * offers the outline's own characters with `entries`; the other texts offer `characters` and
 * `entries`. Outside such a page, none.
 */
export const MentionEntries = createContext<{
  /** Entries that are not characters. */
  entries: readonly Mentionable[];
  /** The story's characters, as the codex index has them (none before it is read). */
  characters: readonly Mentionable[];
  ask: () => void;
}>({
  entries: [],
  characters: [],
  ask: () => undefined,
});
