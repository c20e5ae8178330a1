import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { forgetWriter } from './drafts';
import { keepLiveDocumentOpen, liveDocumentName } from './live-documents';

const databases = async () => (await indexedDB.databases()).map(({ name }) => name);

describe('live copies on the device (decision 192)', () => {
  it('are named per writer and story, and all go at Logout, even one a page holds open', async () => {
    const kept = new Y.Doc();
    const copy = new IndexeddbPersistence(liveDocumentName('u1', 's1'), kept);
    await copy.whenSynced;
    kept.getText('title').insert(0, 'The Lighthouse');
    const other = new IndexeddbPersistence(liveDocumentName('u2', 's9'), new Y.Doc());
    await other.whenSynced;
    await other.destroy();
    const unregister = keepLiveDocumentOpen(() => copy.destroy());
    expect(await databases()).toEqual(expect.arrayContaining(['three-act-live-u1-s1', 'three-act-live-u2-s9']));

    await forgetWriter('u1');
    expect((await databases()).filter((name) => name?.startsWith('three-act-live-'))).toEqual([]);
    unregister();
  });
});
