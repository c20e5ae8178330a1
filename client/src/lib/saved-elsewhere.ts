/**
 * What this tab saved, told to the writer's other tabs of the same browser at once
 * (docs/decisions/168-long-texts-and-settled-conflicts.md): a settled conflict, or any save, shows
 * there without a reload. One channel per tab, since a BroadcastChannel never hears its own posts.
 */
const NAME = 'three-act-saved';

/** A story as a save answered it: the writer's, its id and version, and the whole answer. */
export interface SavedMessage {
  writer: string;
  story: string;
  version: number;
  answer: unknown;
}

let channel: BroadcastChannel | null | undefined;
const open = () => {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
    // Node's channel (the unit tests) would keep the process running; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
};

export function announceSaved(message: SavedMessage): void {
  open()?.postMessage(message);
}

/** Calls `listener` with each save another tab announces; answers the unsubscribe. */
export function onSavedElsewhere(listener: (message: SavedMessage) => void): () => void {
  const current = open();
  if (!current) return () => undefined;
  const handle = (event: MessageEvent<SavedMessage>) => listener(event.data);
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}
