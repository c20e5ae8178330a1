import { builtInBeat } from '@three-act/contract/built-in-sheets';
import { BEAT_MAX, UNPLACED_PER_STORY_MAX } from '@three-act/contract/limits';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { builtInAct, type Story, type StructureChange } from '@three-act/contract/story-structure';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import crypto from 'node:crypto';
import { characters, outlineRevisions, outlines, storyBeats, storyUnplaced, type StoryAct } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { lockStory, type LockedStory } from '../outlines/current-story';
import { outlineColumns, type BeatRow } from '../outlines/outline-row';
import { STORY_NOT_FOUND, type OutlinesService, type SaveSource } from '../outlines/outlines.service';
import { recordRevisions } from '../outlines/revisions';
import { toStoryFile } from './story-file';
import { actName, beatWords, toStoryJson, type UnplacedRow } from './story-json';

const UNPLACED_NOT_FOUND = 'Unplaced text not found';
const BEAT_NOT_FOUND = 'Beat not found';
const UNKNOWN_VERSION = 'This story has not reached the version in If-Match: reload it and try again';

interface StructureSave {
  ifMatch?: number;
  source: SaveSource;
}

const sourceKey = ({ sessionId, tab }: SaveSource) => `${sessionId}:${tab ?? ''}`;

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
function plan(story: LockedStory, change: StructureChange) {
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
  const dropped = story.beats.filter((beat) => !named.has(beat.id));
  const acts: StoryAct[] = change.acts.map(({ key, name }, index) => {
    const builtIn = key === undefined ? undefined : builtInAct(key);
    if (key !== undefined && !builtIn) throw HttpError.badRequest(`Unknown built-in act: ${key}`, `acts[${index}].key`);
    return { ...(key !== undefined && { key }), ...(name !== builtIn?.name && { name }) };
  });
  return { beats, dropped, absorbedInto, acts };
}

/**
 * The structure before a change, as the history keeps it: its acts and beats without their text
 * (each kept beat's text has its own history; a dropped beat's is in the unplaced list).
 */
const snapshot = (story: LockedStory) =>
  JSON.stringify({
    acts: story.acts.map((act, index) => ({ ...act, name: actName(act, index) })),
    beats: story.beats.map(({ id, act, key, name, question, hint }) => ({ _id: id, act, key, name, question, hint })),
  });

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
    .select({ ...outlineColumns, unplaced: unplacedOfStory })
    .from(outlines)
    .where(
      and(
        eq(outlines.id, sql.placeholder('storyId')),
        eq(outlines.userId, sql.placeholder('userId')),
        or(isNull(outlines.deletedAt), sql`${sql.placeholder('trash')}::boolean`),
      ),
    )
    .prepare('story_by_id');

  async function loadStory(userId: string, storyId: string, { trash = false } = {}): Promise<Story | null> {
    const [row] = await storyById.execute({ storyId, userId, trash });
    if (!row) return null;
    return toStoryJson(
      row,
      row.unplaced.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) })),
    );
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
    if (changes.length > 0)
      await recordRevisions(tx, { outlineId: story.id, changes, version, source: sourceKey(source) });
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

  return {
    readStory,

    /**
     * A story as its files are written (docs/decisions/158-story-files-v2.md), in the trash or not:
     * the `three-act-story/2` file, and the story with its beats' ids; null when it is not the writer's.
     */
    async fileOfStory(userId: string, storyId: string): Promise<{ story: Story; file: StoryFileV2 } | null> {
      const story = await loadStory(userId, storyId, { trash: true });
      if (!story) return null;
      return { story, file: toStoryFile(story, await outlineService.charactersOf(userId, storyId)) };
    },

    /** PATCH /api/stories/{id}/beats/{beatId}: the autosave's rule, by beat id. */
    async saveBeat(
      userId: string,
      storyId: string,
      beatId: string,
      text: string | null,
      { ifMatch, source }: StructureSave,
    ): Promise<{ saved: boolean; story: Story }> {
      const { conflicts } = await outlineService.saveFields(
        userId,
        { beats: { [beatId]: text } },
        { ifMatch, story: storyId, source, byId: true },
      );
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
        const { beats, dropped, absorbedInto, acts } = plan(story, change);
        const kept = new Set(beats.filter((beat) => beat.kept).map((beat) => beat.id));
        const version = story.version + 1;
        const gone = story.beats.filter((beat) => !kept.has(beat.id)).map((beat) => beat.id);
        if (gone.length > 0) {
          // A gone beat's history goes with it (its text is in another beat or the unplaced list),
          // so changing the structure again and again stores nothing more.
          const ids = sql`SELECT value FROM json_array_elements_text(${JSON.stringify(gone)}::json)`;
          await tx.execute(sql`DELETE FROM ${storyBeats} WHERE id::text IN (${ids})`);
          await tx.execute(
            sql`DELETE FROM ${outlineRevisions} WHERE outline_id = ${story.id}::uuid AND field IN (${ids})`,
          );
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
        const lost = dropped.filter((beat) => beat.text !== null && beat.text.trim() !== '');
        if (lost.length > 0) {
          await tx.insert(storyUnplaced).values(
            lost.map((beat) => ({
              outlineId: story.id,
              text: beat.text ?? '',
              origin: { beat: beatWords(beat).name },
            })),
          );
        }
        await relinkCharacters(tx, story.id, beats, absorbedInto);
        await nextVersion(
          tx,
          story,
          source,
          [
            { field: 'structure', text: snapshot(story) },
            ...beats.filter((beat) => beat.textChanged).map((beat) => ({ field: beat.id, text: beat.text })),
          ],
          { acts, structureVersion: version },
        );
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
      const rows = await db
        .delete(storyUnplaced)
        .where(
          and(
            eq(storyUnplaced.id, unplacedId),
            eq(
              storyUnplaced.outlineId,
              sql`(SELECT id FROM ${outlines} WHERE id = ${storyId}::uuid AND user_id = ${userId}::uuid AND deleted_at IS NULL)`,
            ),
          ),
        )
        .returning({ id: storyUnplaced.id });
      if (rows.length === 0) throw HttpError.notFound(UNPLACED_NOT_FOUND);
      return readStory(userId, storyId);
    },
  };
}

/**
 * Characters follow the beats: a beat joined into another takes its characters there; a beat gone
 * takes them nowhere. Their beats stay in story order.
 */
async function relinkCharacters(tx: Tx, storyId: string, beats: PlannedBeat[], absorbedInto: Map<string, string>) {
  const order = new Map(beats.map((beat, index) => [beat.id, index]));
  const rows = await tx
    .select({ id: characters.id, beats: characters.beats })
    .from(characters)
    .where(eq(characters.outlineId, storyId));
  for (const row of rows) {
    const next = [...new Set(row.beats.map((id) => absorbedInto.get(id) ?? id).filter((id) => order.has(id)))].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
    if (next.join() !== row.beats.join())
      await tx.update(characters).set({ beats: next }).where(eq(characters.id, row.id));
  }
}

export type StoryStructureService = ReturnType<typeof createStoryStructureService>;
