import { builtInBeat } from '@three-act/contract/built-in-sheets';
import { BEAT_MAX, UNPLACED_PER_STORY_MAX } from '@three-act/contract/limits';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { builtInSheet } from '@three-act/contract/built-in-sheets';
import {
  builtInAct,
  type Story,
  type StructureChange,
  type StructureRevision,
} from '@three-act/contract/story-structure';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import crypto from 'node:crypto';
import {
  characters,
  outlineRevisions,
  outlines,
  storyBeats,
  storyUnplaced,
  users,
  type StoryAct,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { lockStory, type LockedStory } from '../outlines/current-story';
import { prepareAutosave } from '../outlines/autosave';
import { outlineColumns, type BeatRow, type OutlineRow } from '../outlines/outline-row';
import { REVISION_NOT_FOUND, type OutlinesService } from '../outlines/outlines.service';
import { accessStory, membershipOf, reachable, STORY_NOT_FOUND } from '../together/story-access';
import type { Membership } from '@three-act/contract/members';
import {
  authorColumns,
  authorOf,
  isAuthor,
  recordRevisions,
  STRUCTURE_FIELD,
  type SaveSource,
} from '../outlines/revisions';
import { readPlan } from '../board/board-read';
import { toStoryFile } from './story-file';
import { readCodexRows } from '../codex/codex-file';
import { actName, beatWords, toStoryJson, type UnplacedRow } from './story-json';
import { prepareStoryText } from './story-text';

const UNPLACED_NOT_FOUND = 'Unplaced text not found';
const BEAT_NOT_FOUND = 'Beat not found';
const UNKNOWN_VERSION = 'This story has not reached the version in If-Match: reload it and try again';

interface StructureSave {
  ifMatch?: number;
  source: SaveSource;
}

/** A Brainstorm idea on its way into a story (docs/decisions/157-ideas-into-stories.md). */
export interface Idea {
  text: string;
  origin: { post: string; comment?: string };
}

/**
 * The plain line that ends an idea's text in a beat: where it came from, as a whole address, so it
 * still leads there from a Markdown or Word export, a print or a shared page (decision 157). The
 * app calls a comment a suggestion.
 */
const ideaLine = (appUrl: string, { post, comment }: Idea['origin']) =>
  `— from ${comment === undefined ? 'a Brainstorm idea' : 'a suggestion on the Brainstorm'}: ${appUrl}/post/${post}`;
const joined = (texts: (string | null | undefined)[]) =>
  texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '').join('\n\n') || null;

/** A beat of the structure to be, worked out from the request and the story as it stands. */
interface PlannedBeat {
  id: string;
  kept: boolean;
  act: number;
  position: number;
  key: string | null;
  name: string | null;
  question: string | null;
  hint: string | null;
  text: string | null;
  textChanged: boolean;
}

/**
 * A change of the structure worked out in full, whether asked for (`plan`) or brought back from the
 * history (`restorePlan`): what `writeStructure` stores.
 */
interface StructurePlan {
  beats: PlannedBeat[];
  acts: StoryAct[];
  /** Text the structure will no longer hold: it goes to the unplaced list, never lost. */
  lost: { text: string; origin: { beat: string } }[];
  /** A character's beats after the change, from its beats before (beats gone are then left out, the rest put in story order). */
  relink: (character: { id: string; beats: string[] }) => string[];
  /** Unplaced text the change takes back, as its text is in a beat again. */
  takenBack: string[];
}

/** An act as a story stores it: a built-in's by key, its name only where the writer's differs. */
const storedAct = (key: string | undefined, name: string): StoryAct => {
  const builtIn = key === undefined ? undefined : builtInAct(key);
  return { ...(key !== undefined && { key }), ...(name !== builtIn?.name && { name }) };
};

/** Text worth keeping: not null, not blank. */
const written = (text: string | null): text is string => text !== null && text.trim() !== '';

/**
 * The words a beat stores: null where they are the built-in's it points at, so they follow the
 * sheet (and the writer's language); the writer's own otherwise.
 */
const ownWords = (given: string | null | undefined, stored: string | null, builtIn: string | undefined) => {
  const words = given === undefined ? stored : given;
  return words === null || words === builtIn ? null : words;
};

/**
 * Checks a structure change against the story and works out every beat of the structure to be,
 * what moves to the unplaced list, and where each merged beat's characters go. Any problem is a 400
 * naming the field; nothing is written until all of it holds.
 */
function plan(story: LockedStory, change: StructureChange): StructurePlan {
  const byId = new Map(story.beats.map((beat) => [beat.id, beat]));
  const named = new Set<string>();
  const keys = new Set<string>();
  const absorbedInto = new Map<string, string>();
  const beats: PlannedBeat[] = [];
  change.acts.forEach((act, actIndex) =>
    act.beats.forEach((beat, position) => {
      const path = `acts[${actIndex}].beats[${position}]`;
      for (const [field, id] of [
        ...(beat._id ? [['_id', beat._id] as const] : []),
        ...(beat.from ?? []).map((id, index) => [`from[${index}]`, id] as const),
      ]) {
        if (!byId.has(id)) throw HttpError.badRequest(`Beat ${id} is not a beat of this story`, `${path}.${field}`);
        if (named.has(id)) throw HttpError.badRequest(`Beat ${id} is named twice`, `${path}.${field}`);
        named.add(id);
      }
      const existing = beat._id ? byId.get(beat._id) : undefined;
      const key = beat.key === undefined ? (existing?.key ?? null) : beat.key;
      const builtIn = key === null ? undefined : builtInBeat(key);
      if (key !== null && !builtIn) throw HttpError.badRequest(`Unknown built-in beat: ${key}`, `${path}.key`);
      if (key !== null && keys.has(key)) throw HttpError.badRequest(`Beat ${key} is named twice`, `${path}.key`);
      if (key !== null) keys.add(key);
      const name = ownWords(beat.name, existing?.name ?? null, builtIn?.name);
      if (name === null && !builtIn) throw HttpError.badRequest('Beat name is required', `${path}.name`);
      const merged = (beat.from ?? []).map((id) => byId.get(id)?.text);
      const text = joined([existing?.text, ...merged]);
      if (text !== null && text.length > BEAT_MAX) {
        throw HttpError.badRequest(`The beats joined here would pass ${BEAT_MAX} characters`, `${path}.from`);
      }
      const id = existing?.id ?? crypto.randomUUID();
      for (const from of beat.from ?? []) absorbedInto.set(from, id);
      beats.push({
        id,
        kept: existing !== undefined,
        act: actIndex,
        position,
        key,
        name,
        question: ownWords(beat.question, existing?.question ?? null, builtIn?.question),
        hint: ownWords(beat.hint, existing?.hint ?? null, builtIn?.hint),
        text,
        textChanged: text !== (existing?.text ?? null),
      });
    }),
  );
  const acts = change.acts.map(({ key, name }, index) => {
    if (key !== undefined && !builtInAct(key))
      throw HttpError.badRequest(`Unknown built-in act: ${key}`, `acts[${index}].key`);
    return storedAct(key, name);
  });
  const lost = story.beats
    .filter((beat) => !named.has(beat.id) && written(beat.text))
    .map((beat) => ({ text: beat.text ?? '', origin: { beat: beatWords(beat).name } }));
  return {
    beats,
    acts,
    lost,
    relink: (character) => character.beats.map((id) => absorbedInto.get(id) ?? id),
    takenBack: [],
  };
}

/**
 * The structure before a change, as the history keeps it (docs/decisions/161-undo-a-structure-change.md).
 * `v: 2` keeps the text of every beat the change takes away or rewrites (a beat it keeps as it is
 * keeps its text, and its own history, in its row), the characters' beats, and the unplaced text the
 * change made; the first snapshots kept the words alone.
 */
const snapshotSchema = z.object({
  v: z.literal(2).optional(),
  acts: z.array(z.object({ key: z.string().optional(), name: z.string() })),
  beats: z.array(
    z.object({
      _id: z.string(),
      act: z.number().int().min(0),
      key: z.string().nullable(),
      name: z.string().nullable(),
      question: z.string().nullable(),
      hint: z.string().nullable(),
      text: z.string().nullable().optional(),
    }),
  ),
  characters: z.record(z.string(), z.array(z.string())).optional(),
  unplaced: z.array(z.string()).optional(),
});
type Snapshot = z.infer<typeof snapshotSchema>;

function snapshot(
  story: LockedStory,
  after: PlannedBeat[],
  characterBeats: { id: string; beats: string[] }[],
  unplaced: string[],
): string {
  const next = new Map(after.map((beat) => [beat.id, beat]));
  const saved: Snapshot = {
    v: 2,
    acts: story.acts.map((act, index) => ({ ...act, name: actName(act, index) })),
    beats: story.beats.map(({ id, act, key, name, question, hint, text }) => {
      const keeps = next.get(id);
      return {
        _id: id,
        act,
        key,
        name,
        question,
        hint,
        ...((keeps === undefined || keeps.textChanged) && { text }),
      };
    }),
    characters: Object.fromEntries(
      characterBeats.filter((row) => row.beats.length > 0).map((row) => [row.id, row.beats]),
    ),
    unplaced,
  };
  return JSON.stringify(saved);
}

/** The snapshot a revision holds, or undefined when it holds none this code reads. */
function parseSnapshot(text: string | null): Snapshot | undefined {
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(text ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The structure a revision holds, brought back over the story as it stands: the acts and beats
 * with their ids and words, each beat's text as it was before that change (a beat the change kept
 * as it was keeps its text as it is now). Text of the story that would no longer be anywhere goes
 * to the unplaced list, except text unchanged since that change (its beat's version is no later):
 * the change made it from the texts now coming back. Unplaced text the change made goes, as its
 * beat holds it again. Characters get their beats of then back, and keep those of now that stay.
 */
function restorePlan(
  story: LockedStory,
  saved: Snapshot,
  savedVersion: number,
  unplaced: { id: string; text: string }[],
): StructurePlan {
  const current = new Map(story.beats.map((beat) => [beat.id, beat]));
  const positions = new Map<number, number>();
  const beats = saved.beats.map((beat): PlannedBeat => {
    const now = current.get(beat._id);
    const position = positions.get(beat.act) ?? 0;
    positions.set(beat.act, position + 1);
    const text = beat.text === undefined ? (now?.text ?? null) : beat.text;
    return {
      id: beat._id,
      kept: now !== undefined,
      act: beat.act,
      position,
      key: beat.key,
      name: beat.name,
      question: beat.question,
      hint: beat.hint,
      text,
      textChanged: text !== (now?.text ?? null),
    };
  });
  const restored = new Map(beats.map((beat) => [beat.id, beat.text]));
  const inBeats = new Set(beats.map((beat) => beat.text).filter(written));
  const made = new Set(saved.unplaced ?? []);
  const takenBack = unplaced.filter((item) => made.has(item.id) && inBeats.has(item.text)).map((item) => item.id);
  const held = new Set([
    ...inBeats,
    ...unplaced.filter((item) => !takenBack.includes(item.id)).map((item) => item.text),
  ]);
  // Only a snapshot with its texts (v 2) brings back every text the change moved.
  const exact = saved.v === 2;
  const lost = story.beats
    .filter(
      (beat) =>
        written(beat.text) &&
        restored.get(beat.id) !== beat.text &&
        !(exact && beat.version <= savedVersion) &&
        !held.has(beat.text),
    )
    .map((beat) => ({ text: beat.text ?? '', origin: { beat: beatWords(beat).name } }));
  const links = saved.characters ?? {};
  return {
    beats,
    acts: saved.acts.map(({ key, name }) => storedAct(key, name)),
    lost,
    relink: (character) => [...(links[character.id] ?? []), ...character.beats],
    takenBack,
  };
}

/** The built-in sheet whose acts these all are, if one is. */
function sheetOf(acts: { key?: string }[]): string | undefined {
  const ids = new Set(acts.map((act) => act.key?.replace(/\/act-\d+$/, '')));
  const [id] = ids;
  return ids.size === 1 && id !== undefined ? builtInSheet(id)?.name : undefined;
}

/** A story's unplaced text, oldest first, as JSON (its times as text). */
const unplacedOfStory = sql<(Omit<UnplacedRow, 'createdAt'> & { createdAt: string })[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', u.id, 'text', u.text, 'origin', u.origin, 'createdAt', u.created_at
  ) ORDER BY u.created_at, u.id), '[]'::json)
  FROM ${storyUnplaced} u WHERE u.outline_id = "outlines"."id"
)`;

/** Stories by id (docs/decisions/154-story-structure-as-rows.md): read, a beat saved, the structure changed. */
export function createStoryStructureService({ db, config }: AppDeps, outlineService: OutlinesService) {
  /**
   * The writer's story with its beats and unplaced text, one prepared statement (it is read after
   * every beat saved by id); with `trash`, one in the trash too.
   */
  const storyById = db
    .select({ ...outlineColumns, unplaced: unplacedOfStory, shared: membershipOf(sql.placeholder('userId')) })
    .from(outlines)
    .where(
      and(
        eq(outlines.id, sql.placeholder('storyId')),
        // Its members read it; a story in the trash is its owner's alone (decision 189).
        or(
          and(isNull(outlines.deletedAt), reachable(sql.placeholder('userId'))),
          and(sql`${sql.placeholder('trash')}::boolean`, eq(outlines.userId, sql.placeholder('userId'))),
        ),
      ),
    )
    .prepare('story_by_id');

  /** A beat's autosave by id, its answer read by the same statement. */
  const autosave = prepareAutosave(db, 'story', { unplaced: unplacedOfStory });

  const storyOfRow = (
    row: OutlineRow & { unplaced: (typeof unplacedOfStory)['_']['type']; shared?: Membership | null },
  ) =>
    toStoryJson(
      row,
      row.unplaced.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) })),
    );

  async function loadStory(userId: string, storyId: string, { trash = false } = {}): Promise<Story | null> {
    const [row] = await storyById.execute({ storyId, userId, trash });
    return row ? storyOfRow(row) : null;
  }

  const storyText = prepareStoryText(db);

  /** GET /api/stories/{id}: the story as its answer's JSON text, with its id and version for the ETag. */
  async function readStoryText(userId: string, storyId: string) {
    const story = await storyText(userId, storyId);
    if (!story) throw HttpError.notFound(STORY_NOT_FOUND);
    return story;
  }

  async function readStory(userId: string, storyId: string): Promise<Story> {
    const story = await loadStory(userId, storyId);
    if (!story) throw HttpError.notFound(STORY_NOT_FOUND);
    return story;
  }

  /** Locks the writer's story and checks If-Match: a version it never had is a 412. */
  async function lockForChange(tx: Tx, userId: string, storyId: string, ifMatch: number | undefined) {
    const story = await lockStory(tx, userId, storyId);
    if (!story) throw HttpError.notFound(STORY_NOT_FOUND);
    if (ifMatch !== undefined && ifMatch > story.version) throw new HttpError(412, [{ msg: UNKNOWN_VERSION }]);
    return story;
  }

  /** Moves the story to its next version and keeps the history of the texts that changed. */
  async function nextVersion(
    tx: Tx,
    story: LockedStory,
    source: SaveSource,
    changes: { field: string; text: string | null }[],
    set: Partial<typeof outlines.$inferInsert> = {},
  ) {
    const version = story.version + 1;
    await tx
      .update(outlines)
      .set({ ...set, version, updatedAt: sql`now()` })
      .where(eq(outlines.id, story.id));
    if (changes.length > 0) await recordRevisions(tx, { outlineId: story.id, changes, version, source });
    return version;
  }

  const withLine = (text: string, origin: Idea['origin']) => `${text}\n${ideaLine(config.appUrl, origin)}`;

  /**
   * Appends text to a beat of a locked story after a blank line, never replacing what it holds, as
   * one change: the story's next version and the beat's revision. Past BEAT_MAX it is a 400.
   */
  async function appendToBeat(
    tx: Tx,
    story: LockedStory,
    beat: BeatRow,
    addition: string,
    source: SaveSource,
    elsewhere = 'place it in another',
  ) {
    const text = joined([beat.text, addition]);
    if (text !== null && text.length > BEAT_MAX) {
      throw HttpError.badRequest(`The beat would pass ${BEAT_MAX} characters: ${elsewhere}`, 'beat');
    }
    const version = await nextVersion(tx, story, source, [{ field: beat.id, text }]);
    await tx.update(storyBeats).set({ text, version }).where(eq(storyBeats.id, beat.id));
  }

  /**
   * Stores a planned structure as the story's next version: beats gone (and their history) go,
   * the others are written in order, lost text goes to the unplaced list, characters follow, and
   * the structure before is one revision of its own (`snapshot`).
   */
  async function writeStructure(tx: Tx, story: LockedStory, planned: StructurePlan, source: SaveSource) {
    const { beats, acts, lost, takenBack } = planned;
    const kept = new Set(beats.filter((beat) => beat.kept).map((beat) => beat.id));
    const version = story.version + 1;
    const gone = story.beats.filter((beat) => !kept.has(beat.id)).map((beat) => beat.id);
    if (gone.length > 0) {
      // A gone beat's history goes with it (its text is in another beat, the unplaced list or the
      // structure's revision), so changing the structure again and again stores nothing more.
      const ids = sql`SELECT value FROM json_array_elements_text(${JSON.stringify(gone)}::json)`;
      await tx.execute(sql`DELETE FROM ${storyBeats} WHERE id::text IN (${ids})`);
      await tx.execute(sql`DELETE FROM ${outlineRevisions} WHERE outline_id = ${story.id}::uuid AND field IN (${ids})`);
    }
    // Keys are unique in a story: clear them first, so two kept beats can swap theirs.
    await tx.update(storyBeats).set({ key: null }).where(eq(storyBeats.outlineId, story.id));
    const rows = JSON.stringify(
      beats.map(({ id, act, position, key, name, question, hint, text, textChanged }) => ({
        id,
        act,
        position,
        key,
        name,
        question,
        hint,
        text,
        version: textChanged ? version : null,
      })),
    );
    await tx.execute(sql`
      INSERT INTO ${storyBeats} (id, outline_id, act, position, key, name, question, hint, text, version)
      SELECT b.id, ${story.id}::uuid, b.act, b.position, b.key, b.name, b.question, b.hint, b.text, coalesce(b.version, 0)
      FROM json_to_recordset(${rows}::json)
        AS b(id uuid, act smallint, position smallint, key text, name text, question text, hint text, text text, version int)
      ON CONFLICT (id) DO UPDATE SET act = excluded.act, position = excluded.position, key = excluded.key,
        name = excluded.name, question = excluded.question, hint = excluded.hint, text = excluded.text,
        version = CASE WHEN excluded.version = 0 THEN ${storyBeats}.version ELSE excluded.version END`);
    const added =
      lost.length > 0
        ? await tx
            .insert(storyUnplaced)
            .values(lost.map((item) => ({ outlineId: story.id, ...item })))
            .returning({ id: storyUnplaced.id })
        : [];
    if (takenBack.length > 0) {
      await tx
        .delete(storyUnplaced)
        .where(and(eq(storyUnplaced.outlineId, story.id), inArray(storyUnplaced.id, takenBack)));
    }
    const before = await relinkCharacters(tx, story.id, beats, planned.relink);
    await nextVersion(
      tx,
      story,
      source,
      [
        {
          field: STRUCTURE_FIELD,
          text: snapshot(
            story,
            beats,
            before,
            added.map((row) => row.id),
          ),
        },
        ...beats.filter((beat) => beat.textChanged).map((beat) => ({ field: beat.id, text: beat.text })),
      ],
      { acts, structureVersion: version },
    );
  }

  return {
    readStory,
    readStoryText,

    /**
     * A story as its files are written (docs/decisions/158-story-files-v2.md), in the trash or not:
     * the `three-act-story/2` file, and the story with its beats' ids; null when it is not the writer's.
     */
    async fileOfStory(userId: string, storyId: string): Promise<{ story: Story; file: StoryFileV2 } | null> {
      const story = await loadStory(userId, storyId, { trash: true });
      if (!story) return null;
      const [cast, plan, codex] = await Promise.all([
        outlineService.charactersOf(userId, storyId),
        readPlan(db, story._id),
        readCodexRows(db, story._id),
      ]);
      return { story, file: toStoryFile(story, cast, plan, codex) };
    },

    /** PATCH /api/stories/{id}/beats/{beatId}: the autosave's rule, by beat id. */
    async saveBeat(
      userId: string,
      storyId: string,
      beatId: string,
      text: string | null,
      { ifMatch, source }: StructureSave,
    ): Promise<{ saved: boolean; story: Story }> {
      const fields = { beats: { [beatId]: text } };
      const options = { ifMatch, story: storyId, source, byId: true };
      const autosaved = await autosave(userId, fields, options);
      // A co-author's answer is read again, to say whose story it is.
      if (autosaved) {
        const answered = autosaved.story?.userId === userId ? autosaved.story : undefined;
        return { saved: true, story: answered ? storyOfRow(answered) : await readStory(userId, storyId) };
      }
      const { conflicts } = await outlineService.saveFields(userId, fields, options);
      return { saved: conflicts.length === 0, story: await readStory(userId, storyId) };
    },

    /**
     * PUT /api/stories/{id}/structure: the acts and beats as they are to be, as one change. Beats
     * kept by id keep their text and history; a beat's `from` joins other beats' text into it (and
     * their characters); a beat with text named nowhere goes to the unplaced list, never lost. The
     * structure before the change is kept in the history (field `structure`).
     */
    async changeStructure(
      userId: string,
      storyId: string,
      change: StructureChange,
      { ifMatch, source }: StructureSave,
    ): Promise<{ saved: boolean; story: Story }> {
      const saved = await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId, ifMatch);
        if (ifMatch !== undefined && story.structureVersion > ifMatch) return false;
        await writeStructure(tx, story, plan(story, change), source);
        return true;
      });
      return { saved, story: await readStory(userId, storyId) };
    },

    /**
     * GET /api/stories/{id}/structure/revisions: the structures the story had before each change,
     * newest first, told by their acts (names and beat counts) without reading their text out.
     */
    async structureRevisions(userId: string, storyId: string): Promise<StructureRevision[]> {
      const [story] = await db
        .select({ id: outlines.id })
        .from(outlines)
        .where(and(eq(outlines.id, storyId), reachable(userId), isNull(outlines.deletedAt)));
      if (!story) throw HttpError.notFound(STORY_NOT_FOUND);
      const rows = await db
        .select({
          id: outlineRevisions.id,
          savedAt: outlineRevisions.savedAt,
          acts: sql<{ key?: string; name: string }[] | null>`${outlineRevisions.text}::jsonb -> 'acts'`,
          beats: sql<number[] | null>`jsonb_path_query_array(${outlineRevisions.text}::jsonb, '$.beats[*].act')`,
          ...authorColumns,
        })
        .from(outlineRevisions)
        .leftJoin(users, isAuthor)
        .where(and(eq(outlineRevisions.outlineId, story.id), eq(outlineRevisions.field, STRUCTURE_FIELD)))
        .orderBy(desc(outlineRevisions.savedAt), desc(outlineRevisions.id));
      return rows.map(({ id, savedAt, acts, beats, ...row }) => {
        const sheet = sheetOf(acts ?? []);
        return {
          _id: id,
          savedAt: savedAt.toISOString(),
          author: authorOf(row),
          ...(sheet !== undefined && { sheet }),
          acts: (acts ?? []).map((act, index) => ({
            name: act.name,
            beats: (beats ?? []).filter((at) => at === index).length,
          })),
        };
      });
    },

    /**
     * PUT /api/stories/{id}/structure/revisions/{revisionId}/restore: a structure from the history
     * back over the story, as one change of its own (so it can be undone too), with If-Match as a
     * structure change (docs/decisions/161-undo-a-structure-change.md).
     */
    async restoreStructure(
      userId: string,
      storyId: string,
      revisionId: string,
      { ifMatch, source }: StructureSave,
    ): Promise<{ saved: boolean; story: Story }> {
      const saved = await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId, ifMatch);
        const [revision] = await tx
          .select({ text: outlineRevisions.text, version: outlineRevisions.version })
          .from(outlineRevisions)
          .where(
            and(
              eq(outlineRevisions.id, revisionId),
              eq(outlineRevisions.outlineId, story.id),
              eq(outlineRevisions.field, STRUCTURE_FIELD),
            ),
          );
        const kept = revision && parseSnapshot(revision.text);
        if (!revision || !kept) throw HttpError.notFound(REVISION_NOT_FOUND);
        if (ifMatch !== undefined && story.structureVersion > ifMatch) return false;
        const unplaced = await tx
          .select({ id: storyUnplaced.id, text: storyUnplaced.text })
          .from(storyUnplaced)
          .where(eq(storyUnplaced.outlineId, story.id));
        await writeStructure(tx, story, restorePlan(story, kept, revision.version, unplaced), source);
        return true;
      });
      return { saved, story: await readStory(userId, storyId) };
    },

    /**
     * Drops unplaced text into a beat (appended after a blank line) and takes it off the list. A
     * Brainstorm idea keeps its line linking back to it.
     */
    async placeUnplaced(
      userId: string,
      storyId: string,
      unplacedId: string,
      beatId: string,
      { ifMatch, source }: StructureSave,
    ): Promise<Story> {
      await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId, ifMatch);
        const [item] = isId(unplacedId)
          ? await tx
              .select({ id: storyUnplaced.id, text: storyUnplaced.text, origin: storyUnplaced.origin })
              .from(storyUnplaced)
              .where(and(eq(storyUnplaced.id, unplacedId), eq(storyUnplaced.outlineId, story.id)))
          : [];
        if (!item) throw HttpError.notFound(UNPLACED_NOT_FOUND);
        const beat = story.beats.find((row) => row.id === beatId);
        if (!beat) throw HttpError.badRequest(BEAT_NOT_FOUND, 'beat');
        const { post, comment } = item.origin;
        const idea = post === undefined ? undefined : { post, ...(comment !== undefined && { comment }) };
        await appendToBeat(tx, story, beat, idea ? withLine(item.text, idea) : item.text, source);
        await tx.delete(storyUnplaced).where(eq(storyUnplaced.id, item.id));
      });
      return readStory(userId, storyId);
    },

    /**
     * "Use in my story": a Brainstorm idea's text appended to a beat of the writer's story, with its
     * line linking back, or added to the story's unplaced list with its origin. A beat's save is a
     * change like any other (the story's next version, the beat's revision); `within` runs in the
     * same transaction (the idea's author is told of it only if it is saved). Another writer's
     * story or beat is a 404.
     */
    async addIdea(
      userId: string,
      storyId: string,
      beatId: string | undefined,
      idea: Idea,
      { source, within }: { source: SaveSource; within: (tx: Tx) => Promise<void> },
    ): Promise<Story> {
      await db.transaction(async (tx) => {
        const story = await lockForChange(tx, userId, storyId, undefined);
        if (beatId !== undefined) {
          const beat = story.beats.find((row) => row.id === beatId);
          if (!beat) throw HttpError.notFound(BEAT_NOT_FOUND);
          const elsewhere = 'choose another beat, or Unplaced ideas';
          await appendToBeat(tx, story, beat, withLine(idea.text, idea.origin), source, elsewhere);
        } else {
          const [held] = await tx
            .select({ count: count() })
            .from(storyUnplaced)
            .where(eq(storyUnplaced.outlineId, story.id));
          if ((held?.count ?? 0) >= UNPLACED_PER_STORY_MAX) {
            throw HttpError.badRequest(
              `This story already holds ${UNPLACED_PER_STORY_MAX} unplaced ideas: place or throw some away, or choose a beat`,
              'beat',
            );
          }
          await tx.insert(storyUnplaced).values({ outlineId: story.id, text: idea.text, origin: idea.origin });
        }
        await within(tx);
      });
      return readStory(userId, storyId);
    },

    /** The writer throws unplaced text away. */
    async dropUnplaced(userId: string, storyId: string, unplacedId: string): Promise<Story> {
      await accessStory(db, userId, storyId, 'write');
      const rows = await db
        .delete(storyUnplaced)
        .where(and(eq(storyUnplaced.id, unplacedId), eq(storyUnplaced.outlineId, storyId)))
        .returning({ id: storyUnplaced.id });
      if (rows.length === 0) throw HttpError.notFound(UNPLACED_NOT_FOUND);
      return readStory(userId, storyId);
    },
  };
}

/**
 * Characters follow the beats (`relink`: a beat joined into another takes its characters there; a
 * restored structure gives them their beats of then); a beat gone takes them nowhere. Their beats
 * stay in story order. Answers every character's beats as they were before.
 */
async function relinkCharacters(tx: Tx, storyId: string, beats: PlannedBeat[], relink: StructurePlan['relink']) {
  const order = new Map(beats.map((beat, index) => [beat.id, index]));
  const rows = await tx
    .select({ id: characters.id, beats: characters.beats })
    .from(characters)
    .where(eq(characters.outlineId, storyId));
  for (const row of rows) {
    const next = [...new Set(relink(row).filter((id) => order.has(id)))].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
    if (next.join() !== row.beats.join())
      await tx.update(characters).set({ beats: next }).where(eq(characters.id, row.id));
  }
  return rows;
}

export type StoryStructureService = ReturnType<typeof createStoryStructureService>;
