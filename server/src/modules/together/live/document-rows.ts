import { BEAT_MAX, CODEX_DESCRIPTION_MAX, SCENE_SUMMARY_MAX, TITLE_MAX } from '@three-act/contract/limits';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db, Tx } from '../../../db/client';
import { characters, outlines, storyDocuments, storyScenes } from '../../../db/schema';
import type { Logger } from '../../../lib/logger';
import { lockStory, type LockedStory } from '../../outlines/current-story';
import { beatReference } from '../../outlines/outline-row';
import { applyChanges } from '../../outlines/outlines.service';
import type { SaveSource } from '../../outlines/revisions';
import { HttpError } from '../../../lib/http-error';
import { normalizeRichText } from './rich-text';
import { bringIn, richTextOf, textsOf, TITLE, type RichKind, type StoryTexts } from './story-document';

/** What a locked story's row says its plain texts are: its title and beats. */
const plainTexts = (story: LockedStory) => ({
  title: story.title,
  beats: new Map(story.beats.map((beat) => [beatReference(beat), beat.text])),
});

/** The story's scene summaries and entry descriptions as the rows hold them; `only` these ids when given. */
async function richRows(tx: Tx, storyId: string, only?: { scenes: string[]; entries: string[] }) {
  if (only && only.scenes.length === 0 && only.entries.length === 0) return { scenes: new Map(), entries: new Map() };
  const [scenes, entries] = await Promise.all([
    tx
      .select({ id: storyScenes.id, text: storyScenes.summary })
      .from(storyScenes)
      .where(
        and(
          eq(storyScenes.outlineId, storyId),
          isNull(storyScenes.deletedAt),
          only && inArray(storyScenes.id, only.scenes),
        ),
      ),
    tx
      .select({ id: characters.id, text: characters.desc })
      .from(characters)
      .where(and(eq(characters.outlineId, storyId), only && inArray(characters.id, only.entries))),
  ]);
  return {
    scenes: new Map(scenes.map(({ id, text }) => [id, text])),
    entries: new Map(entries.map(({ id, text }) => [id, text])),
  };
}

/** What the rows of a locked story say its document's texts are: its title, beats, scene summaries and entry descriptions. */
const rowTexts = async (tx: Tx, story: LockedStory): Promise<StoryTexts> => ({
  ...plainTexts(story),
  ...(await richRows(tx, story.id)),
});

/** The ids of the scenes (`scene`) or entries (`entry`) whose rich text someone typed in since the last store. */
const typedIn = (editors: Editors, kind: RichKind) =>
  [...editors.keys()].filter((field) => field.startsWith(`${kind}:`)).map((field) => field.slice(kind.length + 1));

/** The most a live text may hold when it is stored, as the routes that save it allow (decision 168). */
const LIMITS = { title: TITLE_MAX, beat: BEAT_MAX, scene: SCENE_SUMMARY_MAX, entry: CODEX_DESCRIPTION_MAX };

/** How the store saves a scene's summary and an entry's description, in its own transaction. */
export interface RichWriters {
  saveSceneIn(
    tx: Tx,
    userId: string,
    storyId: string,
    sceneId: string,
    change: { summary: string | null },
    save: { source: SaveSource },
  ): Promise<unknown>;
  updateEntryIn(
    tx: Tx,
    userId: string,
    storyId: string,
    entryId: string,
    change: { description: string },
  ): Promise<unknown>;
}

/**
 * The time a document's state mirrors the rows at: the story's own time when a save that waited for
 * the lock committed a later one than this transaction's start.
 */
const mirrored = (storyId: string) =>
  sql`greatest(now(), (SELECT o.updated_at FROM outlines o WHERE o.id = ${storyId}::uuid))`;

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
    .select({
      state: storyDocuments.state,
      version: storyDocuments.version,
      // Whether a change that moved only the story's time (a codex entry's) came after the state.
      behind: sql<boolean>`${storyDocuments.updatedAt} < (SELECT o.updated_at FROM outlines o WHERE o.id = ${storyId}::uuid)`,
    })
    .from(storyDocuments)
    .where(eq(storyDocuments.outlineId, storyId))
    .for('update');
  const doc = new Y.Doc();
  if (stored) Y.applyUpdate(doc, stored.state);
  if (stored && stored.version === story.version && !stored.behind) return { story, doc };
  bringIn(doc, await rowTexts(tx, story));
  const state = Buffer.from(Y.encodeStateAsUpdate(doc));
  await tx
    .insert(storyDocuments)
    .values({ outlineId: storyId, state, version: story.version, updatedAt: mirrored(storyId) })
    .onConflictDoUpdate({
      target: storyDocuments.outlineId,
      set: { state, version: story.version, updatedAt: mirrored(storyId) },
    });
  return { story, doc };
}

/** Who wrote a field of the document last, as a save names its source. */
export type Editors = ReadonlyMap<string, SaveSource>;

/** The state a process loads a story's document from (see `reconcile`); null when there is no story. */
export async function loadStoryDocument(db: Db, storyId: string): Promise<Uint8Array | null> {
  return db.transaction(async (tx) => {
    const found = await reconcile(tx, storyId);
    return found && Y.encodeStateAsUpdate(found.doc);
  });
}

export function createDocumentRows(db: Db, writers: RichWriters, logger: Logger) {
  return {
    load: (storyId: string) => loadStoryDocument(db, storyId),

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
        const rows = plainTexts(story);
        const texts = textsOf(doc);
        // Rich texts are read and written as HTML only where this process's writers typed (each
        // process stores its own connections' changes): not every scene of the story every 2 s.
        const typed = { scenes: typedIn(editors, 'scene'), entries: typedIn(editors, 'entry') };
        const rich = await richRows(tx, storyId, typed);
        const sourceOf = (field: string) => editors.get(field) ?? { userId: story.ownerId, sessionId: 'live' };
        /** A text past what its route takes is not stored (never cut): the writer sees it stay unsaved. */
        const fits = (kind: keyof typeof LIMITS, field: string, text: string) => {
          if (text.length <= LIMITS[kind]) return true;
          logger.warn({ storyId, field, length: text.length }, 'live: a text over its limit was not stored');
          return false;
        };
        const bySource = new Map<SaveSource, { title?: string; beats: Record<string, string | null> }>();
        const fieldsOf = (field: string) => {
          const source = sourceOf(field);
          const fields = bySource.get(source) ?? { beats: {} };
          bySource.set(source, fields);
          return fields;
        };
        // An emptied title keeps the one the rows have: a story always has a title.
        if (texts.title.trim() && texts.title !== (rows.title ?? '') && fits('title', TITLE, texts.title)) {
          fieldsOf(TITLE).title = texts.title;
        }
        for (const [reference, text] of texts.beats) {
          const row = rows.beats.get(reference);
          if (row === undefined || text === (row ?? '') || !fits('beat', reference, text)) continue;
          fieldsOf(reference).beats[reference] = text === '' ? null : text;
        }
        for (const [source, fields] of bySource) {
          await applyChanges(tx, story, fields, source, false);
          story = (await lockLive(tx, storyId)) ?? story;
        }
        for (const sceneId of typed.scenes) {
          const row = rich.scenes.get(sceneId);
          const html = richTextOf(doc, 'scene', sceneId);
          if (row === undefined || html === undefined || html === normalizeRichText(row ?? '')) continue;
          if (!fits('scene', `scene:${sceneId}`, html)) continue;
          const source = sourceOf(`scene:${sceneId}`);
          await writers.saveSceneIn(tx, story.ownerId, storyId, sceneId, { summary: html || null }, { source });
        }
        for (const entryId of typed.entries) {
          const row = rich.entries.get(entryId);
          const html = richTextOf(doc, 'entry', entryId);
          if (row === undefined || html === undefined || html === normalizeRichText(row ?? '')) continue;
          if (!fits('entry', `entry:${entryId}`, html)) continue;
          await writers.updateEntryIn(tx, story.ownerId, storyId, entryId, { description: html });
        }
        const [{ version } = { version: story.version }] = await tx
          .select({ version: outlines.version })
          .from(outlines)
          .where(eq(outlines.id, storyId));
        await tx
          .update(storyDocuments)
          .set({ state: Buffer.from(Y.encodeStateAsUpdate(doc)), version, updatedAt: mirrored(storyId) })
          .where(eq(storyDocuments.outlineId, storyId));
        return true;
      });
    },
  };
}
