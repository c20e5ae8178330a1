import { createStore, delMany, entries, set, type UseStore } from 'idb-keyval';
import * as Y from 'yjs';
import { sealingKey } from '../../../lib/drafts';
import { canSeal, sealBytes, unsealBytes, type Sealed } from '../../../lib/sealed';

/**
 * The object store of a live copy's database: y-indexeddb's name, so a copy an earlier version kept
 * (plain updates) is read from it and sealed.
 */
const UPDATES = 'updates';
/** Past this many kept changes, the copy is rewritten as one: the document's whole state. */
const COMPACT_AFTER = 100;
/** The origin of what the copy puts into the document: not kept again. */
const FROM_DEVICE = Symbol('the device copy');

/** A change kept on the device: sealed, or plain where nothing can be sealed (and in copies from before). */
type Kept = Sealed | Uint8Array;
/** Whether a kept change is plain (bytes of any realm: what IndexedDB gives back is a copy). */
const isPlain = (value: Kept): value is Uint8Array => ArrayBuffer.isView(value);

/** A live story's copy on the device, as `useLiveStory` keeps it. */
export interface DeviceCopy {
  /** The copy's changes are in the document. */
  whenSynced: Promise<void>;
  /** Stops keeping, once what is being written is kept. */
  destroy: () => Promise<void>;
}

/** Closes a store's database: an open one would block Logout's deleting it. */
const close = (store: UseStore) =>
  store('readonly', (updates) => updates.transaction.db.close()).catch(() => undefined);

/** A key no other tab takes: two tabs of one story keep their changes side by side. */
const newKey = () => `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;

/**
 * Keeps a live story's document on the device (decision 192: text typed offline waits there and
 * merges on reconnecting), sealed with the writer's draft key as drafts are (decision 152): once
 * the session has ended here, or for another writer, the copy cannot be read. Each change is kept
 * as it happens; past 100, the copy becomes one change (the document with every other tab's kept
 * changes brought in first, so none is lost). Without WebCrypto (an install served over plain http)
 * the changes are kept plain; with it but without the writer's key nothing is kept.
 */
export function keepSealedCopy(name: string, doc: Y.Doc, writer: string): DeviceCopy {
  const store = createStore(name, UPDATES);
  const key: Promise<CryptoKey> | null | 'plain' = canSeal() ? sealingKey(writer) : 'plain';
  let kept = 0;
  let closed = false;

  // WebCrypto seals bytes of an ArrayBuffer of their own: a copy of the update's.
  const keep = async (update: Uint8Array): Promise<Kept | null> =>
    key === 'plain' ? update : key && sealBytes(await key, new Uint8Array(update));
  const open = async (value: Kept): Promise<Uint8Array | undefined> =>
    isPlain(value)
      ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : key && key !== 'plain'
        ? unsealBytes(await key, value)
        : undefined;

  /** Brings every kept change into the document; answers their keys and whether any was plain. */
  async function bringIn() {
    const found = await entries<IDBValidKey, Kept>(store);
    const changes = await Promise.all(found.map(([, value]) => open(value)));
    doc.transact(() => {
      for (const change of changes) if (change) Y.applyUpdate(doc, change, FROM_DEVICE);
    }, FROM_DEVICE);
    return { keys: found.map(([id]) => id), plain: found.some(([, value]) => isPlain(value)) };
  }

  /** Rewrites the copy as the document's whole state. */
  async function compact() {
    const { keys } = await bringIn();
    const whole = await keep(Y.encodeStateAsUpdate(doc));
    if (!whole) return;
    await set(newKey(), whole, store);
    await delMany(keys, store);
    kept = 1;
  }

  // Writes go one after another, after the copy is read.
  let writing = bringIn().then(async ({ keys, plain }) => {
    kept = keys.length;
    // A copy an earlier version kept in plain text is sealed now.
    if (plain && key !== 'plain' && key) await compact();
  });
  const whenSynced = writing.catch(() => undefined);

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === FROM_DEVICE || closed) return;
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const value = await keep(update);
        if (!value) return;
        await set(newKey(), value, store);
        kept += 1;
        if (kept > COMPACT_AFTER) await compact();
      });
  };
  doc.on('update', onUpdate);

  return {
    whenSynced,
    destroy: async () => {
      closed = true;
      doc.off('update', onUpdate);
      await writing.catch(() => undefined);
      await close(store);
    },
  };
}
