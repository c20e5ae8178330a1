import { createStore, entries, set } from 'idb-keyval';
import * as Y from 'yjs';
import { unlockDrafts } from '../../../lib/drafts';
import { liveDocumentName } from '../../../lib/live-documents';
import { TEST_DRAFT_KEY, testUser } from '../../../test/render-app';
import { keepSealedCopy } from './sealed-copy';

// A live story's copy on the device is sealed as drafts are (decisions 152 and 192).

const ANOTHER_KEY = 'YW5vdGhlciBrZXkgdGhhdCBzZWFscyBub3RoaW5nIG9mIHRoaXM';
let story = 0;
/** A story of its own per test: each test's copy starts empty. */
const nextCopy = () => liveDocumentName(testUser._id, `s${(story += 1)}`);

/** Unlocks the test writer's key (another writer's first, so a new key is taken). */
async function unlockWith(draftKey: string) {
  await unlockDrafts('someone-else', ANOTHER_KEY);
  await unlockDrafts(testUser._id, draftKey);
}

/** Opens the copy into a new document, lets `change` change it, and closes it. */
async function open(name: string, change: (doc: Y.Doc) => void = () => undefined) {
  const doc = new Y.Doc();
  const copy = keepSealedCopy(name, doc, testUser._id);
  await copy.whenSynced;
  change(doc);
  await copy.destroy();
  return doc;
}

/** Everything the copy's database holds, as a person at the device would read it. */
async function readable(name: string) {
  const kept = await entries<IDBValidKey, unknown>(createStore(name, 'updates'));
  return kept
    .map(([, value]) => {
      const bytes = ArrayBuffer.isView(value)
        ? (value as Uint8Array)
        : new Uint8Array((value as { sealed: ArrayBuffer }).sealed);
      return new TextDecoder('latin1').decode(bytes);
    })
    .join('\n');
}

const write = (doc: Y.Doc, text: string) => doc.getText('title').insert(doc.getText('title').length, text);

beforeEach(() => unlockWith(TEST_DRAFT_KEY));

it('keeps each change sealed, and the writer reads the copy back', async () => {
  const name = nextCopy();
  await open(name, (doc) => {
    write(doc, 'The keeper ');
    write(doc, 'hides the second lamp');
  });
  expect(await readable(name)).not.toContain('second lamp');
  expect((await open(name)).getText('title').toString()).toBe('The keeper hides the second lamp');
});

it('cannot be read with another key (the session ended, another secret)', async () => {
  const name = nextCopy();
  await open(name, (doc) => write(doc, 'A letter under the floor'));
  await unlockWith(ANOTHER_KEY);
  expect((await open(name)).getText('title').toString()).toBe('');
});

it('keeps nothing without the writer’s key, rather than keep it readable', async () => {
  const name = nextCopy();
  await unlockDrafts('someone-else', ANOTHER_KEY);
  await open(name, (doc) => write(doc, 'Nobody else reads this'));
  expect(await readable(name)).toBe('');
});

it('reads a copy an earlier version kept in plain text, then seals it', async () => {
  const name = nextCopy();
  const earlier = new Y.Doc();
  write(earlier, 'Kept before sealing');
  await set(1, Y.encodeStateAsUpdate(earlier), createStore(name, 'updates'));

  expect((await open(name)).getText('title').toString()).toBe('Kept before sealing');
  expect(await readable(name)).not.toContain('before sealing');
  expect((await open(name)).getText('title').toString()).toBe('Kept before sealing');
});

it('becomes one change past 100, with another tab’s changes kept in it', async () => {
  const name = nextCopy();
  const otherTab = new Y.Doc();
  const theirs = keepSealedCopy(name, otherTab, testUser._id);
  await theirs.whenSynced;
  write(otherTab, 'Theirs. ');
  await theirs.destroy();

  await open(name, (doc) => {
    for (let key = 0; key < 120; key += 1) write(doc, 'a');
  });
  const kept = await entries(createStore(name, 'updates'));
  expect(kept.length).toBeLessThan(25);
  expect((await open(name)).getText('title').toString()).toBe(`Theirs. ${'a'.repeat(120)}`);
});
