import * as Y from 'yjs';
import { keepSealedCopy } from '../features/together/live/sealed-copy';
import { unlockDrafts } from '../lib/drafts';
import { liveDocumentName } from '../lib/live-documents';
import { TEST_DRAFT_KEY, testUser } from './render-app';

/** Opens the test writer's copy of a live story into `doc`, as the app does, and lets `change` change it. */
async function openCopy(story: string, doc: Y.Doc, change: () => void = () => undefined) {
  await unlockDrafts(testUser._id, TEST_DRAFT_KEY);
  const copy = keepSealedCopy(liveDocumentName(testUser._id, story), doc, testUser._id);
  await copy.whenSynced;
  change();
  await copy.destroy();
}

/** Keeps what `source` holds as the test writer's copy of a live story on this device (an earlier visit's). */
export const keepOnDevice = (story: string, source: Y.Doc) => {
  const doc = new Y.Doc();
  return openCopy(story, doc, () => Y.applyUpdate(doc, Y.encodeStateAsUpdate(source)));
};

/** The test writer's copy of a live story on this device, read as the app reads it. */
export async function readFromDevice(story: string) {
  const doc = new Y.Doc();
  await openCopy(story, doc);
  return doc;
}
