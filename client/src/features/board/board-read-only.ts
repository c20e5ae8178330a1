import { createContext } from 'react';

/**
 * A critic's board (decision 189): scenes to read and open, nothing to drag, move, add or change.
 * A context, not a prop, so the cards far down the grid learn it without every layer passing it on.
 */
export const BoardReadOnly = createContext(false);
