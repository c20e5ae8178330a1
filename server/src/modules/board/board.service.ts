import {
  SCENE_FIELDS,
  type Board,
  type CreatePlotlineBody,
  type Plotline,
  type Scene,
  type SceneChange,
  type SceneField,
  type SceneRevision,
  type TrashedScene,
} from '@three-act/contract/board';
import { PLOTLINES_PER_STORY_MAX, SCENES_PER_STORY_MAX, TRASH_DAYS } from '@three-act/contract/limits';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import {
  characters,
  outlineRevisions,
  outlines,
  storyBeats,
  storyPlotlines,
  storyScenes,
  users,
} from '../../db/schema';

/** A story locked for a change: its id and version. */
interface LockedStory {
  id: string;
  version: number;
}
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import { isCharacter } from '../outlines/outlines.service';
import { accessStory, reachable, STORY_NOT_FOUND } from '../together/story-access';
import { authorColumns, authorOf, isAuthor, recordRevisions, type SaveSource } from '../outlines/revisions';
import { readBoard } from './board-read';
import { prepareBoardStamp, prepareBoardText } from './board-text';
import { prepareSceneMove } from './scene-move';
import {
  plotlineColumns,
  sceneColumns,
  toPlotlineJson,
  toSceneJson,
  toTrashedSceneJson,
  type SceneRow,
} from './scene-json';

const SCENE_NOT_FOUND = 'Scene not found';
/** The most the boards kept in memory may hold (UTF-16), per process. */
const BOARD_CACHE_BYTES = 32 * 1024 * 1024;
const PLOTLINE_NOT_FOUND = 'Plotline not found';
const UNKNOWN_VERSION = 'This story has not reached the version in If-Match: reload it and try again';

interface Save {
  ifMatch?: number;
  source: SaveSource;
}

/** A scene's title and summary keep their history under these fields of the story's revisions. */
const sceneRevisionField = (sceneId: string, field: 'title' | 'summary') => `scene:${sceneId}:${field}`;

/** The same JSON value whatever the order of its keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const distinct = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

const liveScene = (storyId: string, sceneId: string) =>
  and(eq(storyScenes.outlineId, storyId), eq(storyScenes.id, sceneId), isNull(storyScenes.deletedAt));
const inTrash = sql`${storyScenes.deletedAt} > now() - make_interval(days => ${TRASH_DAYS})`;
const expired = sql`${storyScenes.deletedAt} <= now() - make_interval(days => ${TRASH_DAYS})`;

/**
 * Scenes and plotlines of a writer's story (docs/decisions/165-scenes-and-plotlines.md). Every
 * change locks the story row first, moves the story to its next version and checks `If-Match` per
 * field, as a beat's save does; every id a body names must be of the same story (400 naming the field).
 */
export function createBoardService({ db }: AppDeps) {
  const boardText = prepareBoardText(db);
  const boardStamp = prepareBoardStamp(db);
  // The boards last read, by story: a read sends one again while the story's stamp is the same.
  const boards = new LRUCache<string, { stamp: string; id: string; version: number; json: string }>({
    maxSize: BOARD_CACHE_BYTES,
    sizeCalculation: (board) => board.json.length * 2 || 1,
  });
  const moveScene = prepareSceneMove(db);

  /** Locks the writer's story (not in the trash) and checks If-Match: a version it never had is a 412. */
  async function lockForChange(tx: Tx, userId: string, storyId: string, ifMatch?: number) {
    const story = await accessStory(tx, userId, storyId, 'write', { lock: true });
    if (ifMatch !== undefined && ifMatch > story.version) throw new HttpError(412, [{ msg: UNKNOWN_VERSION }]);
    return story;
  }

  /** Moves the story to its next version; the texts that changed keep their history. */
  async function nextVersion(
    tx: Tx,
    story: LockedStory,
    source: SaveSource,
    changes: { field: string; text: string | null }[] = [],
  ) {
    const version = story.version + 1;
    await tx
      .update(outlines)
      .set({ version, updatedAt: sql`now()` })
      .where(eq(outlines.id, story.id));
    if (changes.length > 0) await recordRevisions(tx, { outlineId: story.id, changes, version, source });
    return version;
  }

  /** The ids a scene's body names must be the story's own: a beat, plotlines and characters. */
  async function checkReferences(tx: Tx, story: LockedStory, change: SceneChange) {
    if (change.beat != null) {
      const [beat] = await tx
        .select({ id: storyBeats.id })
        .from(storyBeats)
        .where(and(eq(storyBeats.id, change.beat), eq(storyBeats.outlineId, story.id)));
      if (!beat) throw HttpError.badRequest(`Beat ${change.beat} is not a beat of this story`, 'beat');
    }
    if (change.plotlines !== undefined && change.plotlines.length > 0) {
      const rows = await tx
        .select({ id: storyPlotlines.id })
        .from(storyPlotlines)
        .where(eq(storyPlotlines.outlineId, story.id));
      const own = new Set(rows.map((row) => row.id));
      change.plotlines.forEach((id, index) => {
        if (!own.has(id.toLowerCase())) {
          throw HttpError.badRequest(`Plotline ${id} is not a plotline of this story`, `plotlines[${index}]`);
        }
      });
    }
    const named = [...(change.characters ?? []), ...(change.pov ? [change.pov] : [])];
    if (named.length > 0) {
      const rows = await tx
        .select({ id: characters.id })
        .from(characters)
        .where(and(eq(characters.outlineId, story.id), isCharacter));
      const own = new Set(rows.map((row) => row.id));
      if (change.pov && !own.has(change.pov.toLowerCase())) {
        throw HttpError.badRequest(`Character ${change.pov} is not a character of this story`, 'pov');
      }
      (change.characters ?? []).forEach((id, index) => {
        if (!own.has(id.toLowerCase())) {
          throw HttpError.badRequest(`Character ${id} is not a character of this story`, `characters[${index}]`);
        }
      });
    }
  }

  /**
   * Numbers a beat's scenes (or the unplaced ones) 0, 1, 2… in their order, with `insert` put at
   * its place among them (at the end when its position is past them).
   */
  async function renumber(tx: Tx, storyId: string, beatId: string | null, insert?: { id: string; position?: number }) {
    const rows = await tx
      .select({ id: storyScenes.id })
      .from(storyScenes)
      .where(
        and(
          eq(storyScenes.outlineId, storyId),
          beatId === null ? isNull(storyScenes.beatId) : eq(storyScenes.beatId, beatId),
          isNull(storyScenes.deletedAt),
          insert ? sql`${storyScenes.id} <> ${insert.id}` : undefined,
        ),
      )
      .orderBy(asc(storyScenes.position), asc(storyScenes.createdAt), asc(storyScenes.id));
    const ids = rows.map((row) => row.id);
    if (insert) ids.splice(Math.min(insert.position ?? ids.length, ids.length), 0, insert.id);
    if (ids.length === 0) return;
    await tx.execute(sql`
      UPDATE ${storyScenes} s SET position = o.n - 1, beat_id = ${beatId}::uuid
      FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY AS o(id, n)
      WHERE s.id = o.id::uuid AND (s.position <> o.n - 1 OR s.beat_id IS DISTINCT FROM ${beatId}::uuid)`);
  }

  async function sceneRow(tx: Tx, storyId: string, sceneId: string): Promise<SceneRow> {
    const [row] = await tx
      .select(sceneColumns)
      .from(storyScenes)
      .where(and(eq(storyScenes.outlineId, storyId), eq(storyScenes.id, sceneId)));
    if (!row) throw HttpError.notFound(SCENE_NOT_FOUND);
    return row;
  }

  async function liveScenes(tx: Tx, storyId: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(storyScenes)
      .where(and(eq(storyScenes.outlineId, storyId), isNull(storyScenes.deletedAt)));
    return row?.n ?? 0;
  }

  /** Scenes in the trash past 30 days go for good, with their history. */
  async function purgeExpired(tx: Tx, storyId: string) {
    const gone = await tx
      .delete(storyScenes)
      .where(and(eq(storyScenes.outlineId, storyId), isNotNull(storyScenes.deletedAt), expired))
      .returning({ id: storyScenes.id });
    await dropHistory(
      tx,
      storyId,
      gone.map((row) => row.id),
    );
  }

  async function dropHistory(tx: Tx, storyId: string, sceneIds: string[]) {
    if (sceneIds.length === 0) return;
    const fields = sceneIds.flatMap((id) => [sceneRevisionField(id, 'title'), sceneRevisionField(id, 'summary')]);
    await tx
      .delete(outlineRevisions)
      .where(and(eq(outlineRevisions.outlineId, storyId), inArray(outlineRevisions.field, fields)));
  }

  /** The story's plotlines in order. */
  async function plotlinesOf(tx: Tx, storyId: string): Promise<Plotline[]> {
    const rows = await tx
      .select(plotlineColumns)
      .from(storyPlotlines)
      .where(eq(storyPlotlines.outlineId, storyId))
      .orderBy(asc(storyPlotlines.position), asc(storyPlotlines.id));
    return rows.map(toPlotlineJson);
  }

  async function writePlotlineOrder(tx: Tx, ids: string[]) {
    if (ids.length === 0) return;
    await tx.execute(sql`
      UPDATE ${storyPlotlines} p SET position = o.n - 1
      FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY AS o(id, n)
      WHERE p.id = o.id::uuid AND p.position <> o.n - 1`);
  }

  /** A scene's change in the caller's transaction: `saveScene`'s, and the live document's store (decision 192). */
  async function saveSceneIn(
    tx: Tx,
    userId: string,
    storyId: string,
    sceneId: string,
    change: SceneChange,
    { ifMatch, source }: Save,
  ): Promise<{ saved: boolean; scene: Scene; version: number; conflicts: string[] }> {
    const story = await lockForChange(tx, userId, storyId, ifMatch);
    const [scene] = await tx.select(sceneColumns).from(storyScenes).where(liveScene(story.id, sceneId)).limit(1);
    if (!scene) throw HttpError.notFound(SCENE_NOT_FOUND);
    await checkReferences(tx, story, change);
    const wanted: Partial<Record<SceneField, unknown>> = {
      ...change,
      ...(change.plotlines && { plotlines: distinct(change.plotlines) }),
      ...(change.characters && { characters: distinct(change.characters) }),
      ...(change.pov && { pov: change.pov.toLowerCase() }),
    };
    const changed: string[] = SCENE_FIELDS.filter(
      (field) => wanted[field] !== undefined && canonical(wanted[field]) !== canonical(scene[field]),
    );
    const targetBeat = change.beat === undefined ? scene.beatId : (change.beat?.toLowerCase() ?? null);
    const moves = targetBeat !== scene.beatId || (change.position !== undefined && change.position !== scene.position);
    if (moves) changed.push('beat');
    const conflicts =
      ifMatch === undefined ? [] : changed.filter((field) => (scene.fieldVersions[field] ?? 0) > ifMatch);
    if (conflicts.length > 0 || changed.length === 0) {
      return { saved: conflicts.length === 0, scene: toSceneJson(scene), version: story.version, conflicts };
    }
    const texts = (['title', 'summary'] as const)
      .filter((field) => changed.includes(field))
      .map((field) => ({
        field: sceneRevisionField(scene.id, field),
        text: (wanted[field] as string | null) ?? null,
      }));
    const version = await nextVersion(tx, story, source, texts);
    const set = Object.fromEntries(
      changed.filter((field) => field !== 'beat').map((field) => [field, wanted[field as SceneField]]),
    );
    await tx
      .update(storyScenes)
      .set({
        ...set,
        version,
        fieldVersions: { ...scene.fieldVersions, ...Object.fromEntries(changed.map((field) => [field, version])) },
      })
      .where(eq(storyScenes.id, scene.id));
    if (moves) {
      await renumber(tx, story.id, targetBeat, { id: scene.id, position: change.position });
      if (targetBeat !== scene.beatId) await renumber(tx, story.id, scene.beatId);
    }
    return { saved: true, scene: toSceneJson(await sceneRow(tx, story.id, scene.id)), version, conflicts };
  }

  return {
    saveSceneIn,

    /** GET /api/stories/{id}/board: the answer's JSON text, with the story's id and version for the ETag. */
    async boardText(userId: string, storyId: string) {
      const key = storyId.toLowerCase();
      const cached = boards.get(key);
      if (cached) {
        const stamp = await boardStamp(userId, storyId);
        if (stamp === undefined) throw HttpError.notFound(STORY_NOT_FOUND);
        if (stamp === cached.stamp) return cached;
      }
      const board = await boardText(userId, storyId);
      if (!board) throw HttpError.notFound(STORY_NOT_FOUND);
      boards.set(key, board);
      return board;
    },

    /** The board as objects, for what is worked out from it (the timeline). */
    async board(userId: string, storyId: string): Promise<Board> {
      const read = await readBoard(db, userId, storyId);
      if (!read) throw HttpError.notFound(STORY_NOT_FOUND);
      return read.board;
    },

    /** The board with what the checks need: the dismissed findings and each beat's built-in key. */
    async boardForChecks(userId: string, storyId: string) {
      const read = await readBoard(db, userId, storyId);
      if (!read) throw HttpError.notFound(STORY_NOT_FOUND);
      return read;
    },

    /** POST /api/stories/{id}/scenes: a new scene at its place (the end of its beat unless `position`). */
    async createScene(
      userId: string,
      storyId: string,
      fields: SceneChange & { title: string },
      { source }: Save,
    ): Promise<{ scene: Scene; version: number }> {
      return db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        if ((await liveScenes(tx, story.id)) >= SCENES_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story has at most ${SCENES_PER_STORY_MAX} scenes`);
        }
        await checkReferences(tx, story, fields);
        const version = await nextVersion(tx, story, source);
        const beatId = fields.beat?.toLowerCase() ?? null;
        const given = SCENE_FIELDS.filter((field) => fields[field] !== undefined);
        const [row] = await tx
          .insert(storyScenes)
          .values({
            outlineId: story.id,
            beatId,
            position: 0,
            title: fields.title,
            summary: fields.summary ?? null,
            status: fields.status ?? 'idea',
            plotlines: distinct(fields.plotlines ?? []),
            pov: fields.pov?.toLowerCase() ?? null,
            characters: distinct(fields.characters ?? []),
            place: fields.place ?? null,
            wordTarget: fields.wordTarget ?? null,
            when: fields.when ?? null,
            notes: fields.notes ?? null,
            version,
            fieldVersions: Object.fromEntries([...given, 'beat'].map((field) => [field, version])),
          })
          .returning({ id: storyScenes.id });
        const { id } = present(row, 'the new scene');
        await renumber(tx, story.id, beatId, { id, position: fields.position });
        await recordRevisions(tx, {
          outlineId: story.id,
          version,
          source,
          changes: [
            { field: sceneRevisionField(id, 'title'), text: fields.title },
            ...(fields.summary ? [{ field: sceneRevisionField(id, 'summary'), text: fields.summary }] : []),
          ],
        });
        return { scene: toSceneJson(await sceneRow(tx, story.id, id)), version };
      });
    },

    /**
     * PATCH /api/stories/{id}/scenes/{sceneId}: any of its fields; `{ beat, position }` moves it.
     * With If-Match, nothing is saved when a field it changes was changed after that version (409
     * naming the fields); fields given as they are stored change nothing.
     */
    async saveScene(
      userId: string,
      storyId: string,
      sceneId: string,
      change: SceneChange,
      { ifMatch, source }: Save,
    ): Promise<{ saved: boolean; scene: Scene; version: number; conflicts: string[] }> {
      // A plain move (a drag) in one statement; anything else, or a move it leaves, in a transaction.
      if (Object.keys(change).every((key) => key === 'beat' || key === 'position')) {
        const moved = await moveScene(userId, storyId, sceneId, change, ifMatch);
        if (moved) {
          return {
            saved: true,
            scene: toSceneJson({ ...moved, deletedAt: null }),
            version: moved.version,
            conflicts: [],
          };
        }
      }
      return db.transaction((tx) => saveSceneIn(tx, userId, storyId, sceneId, change, { ifMatch, source }));
    },

    /** DELETE /api/stories/{id}/scenes/{sceneId}: to the story's trash for 30 days (at most 1 000 there). */
    async deleteScene(userId: string, storyId: string, sceneId: string, { source }: Save) {
      await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        const version = await nextVersion(tx, story, source);
        const [gone] = await tx
          .update(storyScenes)
          .set({ deletedAt: sql`now()`, version })
          .where(liveScene(story.id, sceneId))
          .returning({ beatId: storyScenes.beatId });
        if (!gone) throw HttpError.notFound(SCENE_NOT_FOUND);
        await renumber(tx, story.id, gone.beatId);
        const overflow = await tx.execute<{ id: string }>(sql`
          DELETE FROM ${storyScenes} WHERE id IN (
            SELECT id FROM ${storyScenes} WHERE outline_id = ${story.id}::uuid AND deleted_at IS NOT NULL
            ORDER BY deleted_at DESC, id DESC OFFSET ${SCENES_PER_STORY_MAX}::int
          ) RETURNING id`);
        await dropHistory(
          tx,
          story.id,
          overflow.rows.map((row) => row.id),
        );
        await purgeExpired(tx, story.id);
      });
    },

    /** GET /api/stories/{id}/scenes/trash: the story's deleted scenes, newest first. */
    async trash(userId: string, storyId: string): Promise<TrashedScene[]> {
      return db.transaction(async (tx) => {
        // Any member reads the trash; what is past its 30 days goes first, whoever asks.
        const story = await accessStory(tx, userId, storyId, 'read', { lock: true });
        await purgeExpired(tx, story.id);
        const rows = await tx
          .select(sceneColumns)
          .from(storyScenes)
          .where(and(eq(storyScenes.outlineId, story.id), isNotNull(storyScenes.deletedAt), inTrash))
          .orderBy(desc(storyScenes.deletedAt), desc(storyScenes.id));
        return rows.map((row) =>
          toTrashedSceneJson({ ...row, deletedAt: present(row.deletedAt, 'a trashed scene’s date') }),
        );
      });
    },

    /** PUT /api/stories/{id}/scenes/{sceneId}/restore: back at the end of its beat (unplaced if the beat is gone). */
    async restoreScene(userId: string, storyId: string, sceneId: string, { source }: Save) {
      return db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        await purgeExpired(tx, story.id);
        const [scene] = await tx
          .select(sceneColumns)
          .from(storyScenes)
          .where(
            and(eq(storyScenes.outlineId, story.id), eq(storyScenes.id, sceneId), isNotNull(storyScenes.deletedAt)),
          );
        if (!scene) throw HttpError.notFound(SCENE_NOT_FOUND);
        if ((await liveScenes(tx, story.id)) >= SCENES_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story has at most ${SCENES_PER_STORY_MAX} scenes`);
        }
        const version = await nextVersion(tx, story, source);
        await tx.update(storyScenes).set({ deletedAt: null, version }).where(eq(storyScenes.id, scene.id));
        await renumber(tx, story.id, scene.beatId, { id: scene.id });
        return { scene: toSceneJson(await sceneRow(tx, story.id, scene.id)), version };
      });
    },

    /** GET /api/stories/{id}/scenes/{sceneId}/revisions: its saved titles and summaries, newest first. */
    async sceneRevisions(userId: string, storyId: string, sceneId: string): Promise<SceneRevision[]> {
      if (!isId(sceneId)) throw HttpError.notFound(SCENE_NOT_FOUND);
      const [scene] = await db
        .select({ id: storyScenes.id })
        .from(storyScenes)
        .innerJoin(outlines, eq(outlines.id, storyScenes.outlineId))
        .where(
          and(eq(storyScenes.id, sceneId), eq(outlines.id, storyId), reachable(userId), isNull(outlines.deletedAt)),
        );
      if (!scene) throw HttpError.notFound(SCENE_NOT_FOUND);
      const title = sceneRevisionField(scene.id, 'title');
      const rows = await db
        .select({
          id: outlineRevisions.id,
          field: outlineRevisions.field,
          text: outlineRevisions.text,
          savedAt: outlineRevisions.savedAt,
          ...authorColumns,
        })
        .from(outlineRevisions)
        .leftJoin(users, isAuthor)
        .where(
          and(
            eq(outlineRevisions.outlineId, storyId),
            inArray(outlineRevisions.field, [title, sceneRevisionField(scene.id, 'summary')]),
          ),
        )
        .orderBy(desc(outlineRevisions.savedAt), desc(outlineRevisions.id));
      return rows.map((row) => ({
        _id: row.id,
        field: row.field === title ? 'title' : 'summary',
        text: row.text,
        savedAt: row.savedAt.toISOString(),
        author: authorOf(row),
      }));
    },

    /** POST /api/stories/{id}/plotlines: a new lane after the others. */
    async createPlotline(userId: string, storyId: string, body: CreatePlotlineBody, { source }: Save) {
      return db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        const lanes = await plotlinesOf(tx, story.id);
        if (lanes.length >= PLOTLINES_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story has at most ${PLOTLINES_PER_STORY_MAX} plotlines`);
        }
        const version = await nextVersion(tx, story, source);
        const [row] = await tx
          .insert(storyPlotlines)
          .values({ outlineId: story.id, position: lanes.length, name: body.name, color: body.color.toLowerCase() })
          .returning(plotlineColumns);
        return { plotline: toPlotlineJson(present(row, 'the new plotline')), version };
      });
    },

    /** PATCH /api/stories/{id}/plotlines/{plotlineId}: rename, recolour or move it; answers every lane in order. */
    async savePlotline(
      userId: string,
      storyId: string,
      plotlineId: string,
      change: { name?: string; color?: string; position?: number },
      { source }: Save,
    ) {
      return db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        const lanes = await plotlinesOf(tx, story.id);
        const lane = lanes.find((entry) => entry._id === plotlineId.toLowerCase());
        if (!lane) throw HttpError.notFound(PLOTLINE_NOT_FOUND);
        const version = await nextVersion(tx, story, source);
        if (change.name !== undefined || change.color !== undefined) {
          await tx
            .update(storyPlotlines)
            .set({ name: change.name, color: change.color?.toLowerCase() })
            .where(eq(storyPlotlines.id, lane._id));
        }
        if (change.position !== undefined) {
          const ids = lanes.map((entry) => entry._id).filter((id) => id !== lane._id);
          ids.splice(Math.min(change.position, ids.length), 0, lane._id);
          await writePlotlineOrder(tx, ids);
        }
        return { plotlines: await plotlinesOf(tx, story.id), version };
      });
    },

    /** DELETE /api/stories/{id}/plotlines/{plotlineId}: its scenes stay, without it. */
    async deletePlotline(userId: string, storyId: string, plotlineId: string, { source }: Save) {
      await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId);
        const [gone] = await tx
          .delete(storyPlotlines)
          .where(and(eq(storyPlotlines.outlineId, story.id), eq(storyPlotlines.id, plotlineId)))
          .returning({ id: storyPlotlines.id });
        if (!gone) throw HttpError.notFound(PLOTLINE_NOT_FOUND);
        const version = await nextVersion(tx, story, source);
        await writePlotlineOrder(
          tx,
          (await plotlinesOf(tx, story.id)).map((lane) => lane._id),
        );
        await tx
          .update(storyScenes)
          .set({
            plotlines: sql`array_remove(${storyScenes.plotlines}, ${gone.id}::uuid)`,
            version,
            fieldVersions: sql`${storyScenes.fieldVersions} || jsonb_build_object('plotlines', ${version}::int)`,
          })
          .where(and(eq(storyScenes.outlineId, story.id), sql`${gone.id}::uuid = ANY(${storyScenes.plotlines})`));
      });
    },

    /** POST /api/stories/{id}/checks/dismissed: the finding stays hidden for this story (the newest 500 are kept). */
    async dismissCheck(userId: string, storyId: string, key: string) {
      await accessStory(db, userId, storyId, 'write');
      const [row] = await db
        .update(outlines)
        .set({
          dismissedChecks: sql`(array_remove(${outlines.dismissedChecks}, ${key}::text) || ARRAY[${key}::text])[greatest(1, cardinality(${outlines.dismissedChecks}) - 498):]`,
        })
        .where(and(eq(outlines.id, storyId), isNull(outlines.deletedAt)))
        .returning({ id: outlines.id });
      if (!row) throw HttpError.notFound(STORY_NOT_FOUND);
    },
  };
}
