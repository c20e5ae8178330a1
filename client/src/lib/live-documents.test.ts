import { createStore, set } from 'idb-keyval';
import { forgetWriter } from './drafts';
import { keepLiveDocumentOpen, liveDocumentName } from './live-documents';

const databases = async () => (await indexedDB.databases()).map(({ name }) => name);

/** A live copy's database as features/together/live/sealed-copy.ts keeps it, with one change in it. */
async function keptCopy(writer: string, story: string) {
  const store = createStore(liveDocumentName(writer, story), 'updates');
  await set('a', new Uint8Array([1, 2, 3]), store);
  return () => store('readonly', (updates) => updates.transaction.db.close());
}

describe('live copies on the device (decision 192)', () => {
  it('are named per writer and story, and all go at Logout, even one a page holds open', async () => {
    const held = await keptCopy('u1', 's1');
    await (
      await keptCopy('u2', 's9')
    )();
    const unregister = keepLiveDocumentOpen(held);
    expect(await databases()).toEqual(expect.arrayContaining(['three-act-live-u1-s1', 'three-act-live-u2-s9']));

    await forgetWriter('u1');
    expect((await databases()).filter((name) => name?.startsWith('three-act-live-'))).toEqual([]);
    unregister();
  });
});
