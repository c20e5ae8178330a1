import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db, Tx } from '../../../db/client';
import { storyDocuments } from '../../../db/schema';
import { lockStory, type LockedStory } from '../../outlines/current-story';
import { beatReference } from '../../outlines/outline-row';
import { applyChanges } from '../../outlines/outlines.service';
import type { SaveSource } from '../../outlines/revisions';
import { HttpError } from '../../../lib/http-error';
import { bringIn, textsOf, TITLE, type StoryTexts } from './story-document';

/** What the rows of a locked story say its document's texts are. */
const rowTexts = (story: LockedStory): StoryTexts => ({
  title: story.title,
  beats: new Map(story.beats.map((beat) => [beatReference(beat), beat.text])),
});

/** The story locked for a change, as its owner may; null when it is gone or in the trash. */
async function lockLive(tx: Tx, storyId: string): Promise<LockedStory | null> {
  const [owner] = await tx
    .execute<{ user_id: string }>(sql`SELECT user_id FROM outlines WHERE id = ${storyId}::uuid AND deleted_at IS NULL`)
    .then((result) => result.rows);
  if (!owner) return null;
  try {
    return await lockStory(tx, owner.user_id, storyId);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * The story's document as stored, with what the rows hold that it does not brought in (a save by
 * any route since the document last mirrored them), made from the rows the first time: the server
 * builds a document, never a client, so no text is ever there twice (decision 192). The story stays
 * locked until `tx` ends. Null when the story is gone or in the trash.
 */
async function reconcile(tx: Tx, storyId: string) {
  const story = await lockLive(tx, storyId);
  if (!story) return null;
  const [stored] = await tx
    .select({ state: storyDocuments.state, version: storyDocuments.version })
    .from(storyDocuments)
    .where(eq(storyDocuments.outlineId, storyId))
    .for('update');
  const doc = new Y.Doc();
  if (stored) Y.applyUpdate(doc, stored.state);
  if (stored && stored.version === story.version) return { story, doc };
  bringIn(doc, rowTexts(story));
  const state = Buffer.from(Y.encodeStateAsUpdate(doc));
  await tx
    .insert(storyDocuments)
    .values({ outlineId: storyId, state, version: story.version })
    .onConflictDoUpdate({
      target: storyDocuments.outlineId,
      set: { state, version: story.version, updatedAt: sql`now()` },
    });
  return { story, doc };
}

/** Who wrote a field of the document last, as a save names its source. */
export type Editors = ReadonlyMap<string, SaveSource>;

export function createDocumentRows(db: Db) {
  return {
    /** The state a process loads the document from (see `reconcile`); null when there is no story. */
    async load(storyId: string): Promise<Uint8Array | null> {
      return db.transaction(async (tx) => {
        const found = await reconcile(tx, storyId);
        return found && Y.encodeStateAsUpdate(found.doc);
      });
    },

    /**
     * Writes the document's texts to the rows in one transaction: first whatever the rows gained
     * meanwhile is merged into `doc` (under `origin`), then each changed field is saved as its
     * last editor's (revisions and versions as any save; an unknown editor is the owner's), and the
     * state is kept at the version that leaves. False when the story is gone.
     */
    async store(storyId: string, doc: Y.Doc, editors: Editors, origin: unknown): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await reconcile(tx, storyId);
        if (!found) return false;
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(found.doc), origin);
        let story = found.story;
        const rows = rowTexts(story);
        const texts = textsOf(doc);
        const bySource = new Map<SaveSource, { title?: string; beats: Record<string, string | null> }>();
        const fieldsOf = (field: string) => {
          const source = editors.get(field) ?? { userId: story.ownerId, sessionId: 'live' };
          const fields = bySource.get(source) ?? { beats: {} };
          bySource.set(source, fields);
          return fields;
        };
        // An emptied title keeps the one the rows have: a story always has a title.
        if (texts.title.trim() && texts.title !== (rows.title ?? '')) fieldsOf(TITLE).title = texts.title;
        for (const [reference, text] of texts.beats) {
          const row = rows.beats.get(reference);
          if (row === undefined || text === (row ?? '')) continue;
          fieldsOf(reference).beats[reference] = text === '' ? null : text;
        }
        for (const [source, fields] of bySource) {
          await applyChanges(tx, story, fields, source, false);
          story = (await lockLive(tx, storyId)) ?? story;
        }
        await tx
          .update(storyDocuments)
          .set({ state: Buffer.from(Y.encodeStateAsUpdate(doc)), version: story.version, updatedAt: sql`now()` })
          .where(eq(storyDocuments.outlineId, storyId));
        return true;
      });
    },
  };
}
