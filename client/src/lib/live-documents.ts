/**
 * A live story's copy on the device (decision 192): one IndexedDB database per writer and story,
 * sealed with the writer's draft key (features/together/live/sealed-copy.ts), so that text typed
 * offline waits there and merges on reconnecting. Nothing private outlives the session (decision
 * 152): Logout and account deletion drop them all.
 */
const PREFIX = 'three-act-live-';

/** The database of one writer's copy of one story. */
export const liveDocumentName = (writer: string, story: string) => `${PREFIX}${writer}-${story}`;

/** Open copies, each closed before the databases go (an open one would block its deletion). */
const open = new Set<() => Promise<void>>();

/** A page keeps a copy open: `close` is called before the copies are dropped. Returns the unregistering. */
export function keepLiveDocumentOpen(close: () => Promise<void>): () => void {
  open.add(close);
  return () => open.delete(close);
}

/** How long Logout waits for a database another tab still holds open: it never hangs on one. */
const WAIT_MS = 2000;

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be deleted`));
  });

/** Drops every live copy on this device, every writer's (Logout, account deletion). */
export async function dropLiveDocuments(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    await Promise.all([...open].map((close) => close().catch(() => undefined)));
    open.clear();
    const names = (await indexedDB.databases())
      .map(({ name }) => name)
      .filter((name): name is string => name?.startsWith(PREFIX) ?? false);
    if (names.length === 0) return;
    await Promise.race([
      Promise.all(names.map(deleteDatabase)),
      new Promise((resolve) => setTimeout(resolve, WAIT_MS)),
    ]);
  } catch {
    // IndexedDB missing or refused (private windows of some browsers): there is nothing kept.
  }
}
