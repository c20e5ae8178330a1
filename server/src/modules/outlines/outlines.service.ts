import { BEAT_KEYS, type BeatKey } from '@three-act/contract/beats';
import { isThreeActStructure } from '@three-act/contract/built-in-sheets';
import { and, desc, eq, isNull, ne, notLike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Membership } from '@three-act/contract/members';
import type { AppDeps } from '../../deps';
import { characters, notes, outlineRevisions, outlines, storyBeats, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { present } from '../../lib/invariant';
import { currentStoryId, lockCurrentStory, lockStory, type LockedStory } from './current-story';
import { hasMembers, membershipOf, reachable } from '../together/story-access';
import { prepareAutosave, type OutlineFields, type SaveOptions } from './autosave';
import {
  beatByReference,
  beatReference,
  beatReferenceSql,
  outlineColumns,
  type BeatRow,
  type OutlineRow,
} from './outline-row';
import { authorColumns, authorOf, isAuthor, recordRevisions, STRUCTURE_FIELD, type SaveSource } from './revisions';
import { appearances, beatsNaming, type BeatText } from './named-in-beats';
import { storyActs } from '../stories/story-json';
import type { Tx } from '../../db/client';

const NO_OUTLINE = 'There is no outline for this user';
import { STORY_NOT_FOUND } from '../together/story-access';
const BEAT_NOT_FOUND = 'Beat not found';
export const REVISION_NOT_FOUND = 'Revision not found';
const CHANGED_ELSEWHERE = 'Changed elsewhere since you loaded it: choose a version';
/** A save for a story that is no longer current (412; docs/decisions/126-conflict-safe-saves.md). */
const NOT_CURRENT =
  'Another tab or device opened a different story; what you typed is kept on this device until you open this story again';
/** An act field saved to a story on another structure (409; docs/decisions/154-story-structure-as-rows.md). */
const NOT_THREE_ACT =
  'This story is not on the Three Act structure, so it has no act fields: save its beats by id (PATCH /api/stories/{id}/beats/{beatId})';
/** If-Match with a version the story never had (412). */
const UNKNOWN_VERSION = 'This story has not reached the version in If-Match: reload it and try again';

/** The beats a character's `beats` column names, in story order, as the spec's routes name them (beatReference). */
const beatReferencesOf = (column: SQL) => sql<string[]>`coalesce((
    SELECT array_agg(${beatReferenceSql} ORDER BY b.act, b.position) FROM ${storyBeats} b
    WHERE b.id = ANY(${column}::uuid[])
  ), '{}')`;

/**
 * The codex's entries share the characters' table (docs/decisions/177-the-codex.md): every read of
 * "the characters" keeps the rows of kind `character`.
 */
export const isCharacter = eq(characters.kind, 'character');

export const characterColumns = {
  id: characters.id,
  name: characters.name,
  desc: characters.desc,
  photoUrl: characters.photoUrl,
  protag: characters.protag,
  beats: beatReferencesOf(sql`"characters"."beats"`),
  createdAt: characters.createdAt,
};

export const noteColumns = {
  id: notes.id,
  characterId: notes.characterId,
  noteTitle: notes.noteTitle,
  noteText: notes.noteText,
};

/**
 * A story's characters with their notes, in creation order, as one JSON value of the story's row (so
 * one statement reads a story whole); `createdAt` arrives as text (readCharacters).
 */
const charactersOfStory = sql<(Omit<CharacterRow, 'createdAt'> & { createdAt: string; notes: NoteRow[] })[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'desc', c.description, 'photoUrl', c.photo_url, 'protag', c.protag,
    'beats', ${beatReferencesOf(sql`c.beats`)},
    'createdAt', c.created_at,
    'notes', (
      SELECT coalesce(json_agg(json_build_object(
        'id', n.id, 'characterId', n.character_id, 'noteTitle', n.note_title, 'noteText', n.note_text
      ) ORDER BY n.created_at, n.id), '[]'::json)
      FROM ${notes} n WHERE n.character_id = c.id
    )
  ) ORDER BY c.created_at, c.id), '[]'::json)
  FROM ${characters} c WHERE c.outline_id = "outlines"."id" AND c.user_id = "outlines"."user_id"
    AND c.kind = 'character'
)`;

type StoryCharacters = { characters: (typeof charactersOfStory)['_']['type'] };

/** The story's beats as the character readers name them, with their text. */
const beatTexts = (beats: readonly BeatRow[]): BeatText[] =>
  beats.map((beat) => ({ reference: beatReference(beat), text: beat.text }));

/**
 * The characters as clients see them, from charactersOfStory and the story's beats: each appears
 * in the beats it is linked to and those its name is written in (named-in-beats.ts).
 */
const readCharacters = ({ characters: rows }: StoryCharacters, beats: readonly BeatRow[]): CharacterJson[] => {
  if (rows.length === 0) return [];
  const texts = beatTexts(beats);
  const named = beatsNaming(
    rows.map((character) => character.name),
    texts,
  );
  return rows.map(({ notes: characterNotes, ...character }, index) =>
    toCharacterJson(
      {
        ...character,
        ...appearances(character.beats, named[index] ?? [], texts),
        createdAt: new Date(character.createdAt),
      },
      characterNotes,
    ),
  );
};

type CharacterRow = {
  id: string;
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
  /** The beats it appears in, as the spec's routes name them (beatReference). */
  beats: string[];
  /** Those of `beats` its name is written in (absent when none). */
  namedIn?: string[];
  createdAt: Date;
};
export type NoteRow = { id: string; characterId: string; noteTitle: string; noteText: string };

export type CharacterJson = ReturnType<typeof toCharacterJson>;
export type OutlineJson = ReturnType<typeof toOutlineJson>;

const toNoteJson = (note: NoteRow) => ({ _id: note.id, noteTitle: note.noteTitle, noteText: note.noteText });

export function toCharacterJson(character: CharacterRow, characterNotes: NoteRow[]) {
  return {
    _id: character.id,
    name: character.name,
    desc: character.desc,
    photoUrl: character.photoUrl,
    protag: character.protag,
    beats: character.beats,
    ...(character.namedIn && { namedIn: character.namedIn }),
    notes: characterNotes.map(toNoteJson),
    date: character.createdAt.toISOString(),
  };
}

/** The writer's story in the trash or not, or one shared with them outside the trash (decision 189). */
const ownOrShared = (userId: SQLWrapper) =>
  or(sql`${outlines.userId} = ${userId}::uuid`, and(isNull(outlines.deletedAt), reachable(userId)));

/**
 * The outline as clients see it (docs/product.md#api): every beat key present, null when empty. A
 * story on another structure answers its act fields null and its beats in `beats`
 * (docs/decisions/154-story-structure-as-rows.md).
 */
function toOutlineJson(
  outline: OutlineRow & { shared?: Membership | null; live?: boolean },
  outlineCharacters: CharacterJson[],
) {
  const threeAct = isThreeActStructure(outline.beats.map((beat) => beat.key));
  const byKey = new Map(outline.beats.map((beat) => [beat.key, beat.text]));
  const fields = Object.fromEntries(
    BEAT_KEYS.map((key) => [key, threeAct ? (byKey.get(key) ?? null) : null]),
  ) as Record<BeatKey, string | null>;
  return {
    _id: outline.id,
    user: outline.userId,
    title: outline.title,
    promptDismissed: outline.promptDismissed,
    ...fields,
    ...(!threeAct && { acts: storyActs(outline) }),
    characters: outlineCharacters,
    ...(outline.shared && { shared: outline.shared }),
    ...(outline.live && { live: true as const }),
    version: outline.version,
    date: outline.createdAt.toISOString(),
    updatedAt: outline.updatedAt.toISOString(),
  };
}

/**
 * The reads of GET /api/outlines/me, built once: drizzle then skips assembling the SQL of ~40
 * columns on every request, and PostgreSQL parses and plans each once per connection.
 */
function prepareStatements(db: AppDeps['db']) {
  return {
    current: db
      .select({
        ...outlineColumns,
        characters: charactersOfStory,
        shared: membershipOf(sql.placeholder('userId')),
        live: hasMembers,
      })
      .from(outlines)
      .where(eq(outlines.id, currentStoryId(sql.placeholder('userId'))))
      .limit(1)
      .prepare('outline_current'),
    story: db
      .select({
        ...outlineColumns,
        characters: charactersOfStory,
        shared: membershipOf(sql.placeholder('userId')),
        live: hasMembers,
      })
      .from(outlines)
      .where(and(eq(outlines.id, sql.placeholder('id')), ownOrShared(sql.placeholder('userId'))))
      .limit(1)
      .prepare('outline_by_id'),
    characters: db
      .select({ characters: charactersOfStory, beats: outlineColumns.beats })
      .from(outlines)
      .where(and(eq(outlines.id, sql.placeholder('id')), ownOrShared(sql.placeholder('userId'))))
      .prepare('outline_characters'),
    autosave: prepareAutosave(db, 'outline', { characters: charactersOfStory }),
  };
}

/** A field a save did not write, and why. */
export interface Conflict {
  msg: string;
  path: string;
}

export type SaveResult =
  | { saved: true; outline: OutlineJson; created: boolean }
  | { saved: false; conflicts: Conflict[]; outline: OutlineJson };

/**
 * The beats a save names, with the reference each was named by, and the references the story lacks.
 * Saved by id, a beat id the story lacks is a 404.
 */
function beatsNamed(story: LockedStory, fields: OutlineFields, byId = false) {
  const named: { reference: string; beat: BeatRow; text: string | null }[] = [];
  const missing: string[] = [];
  for (const [reference, text] of Object.entries(fields.beats ?? {})) {
    const beat = byId ? story.beats.find((row) => row.id === reference) : beatByReference(story.beats, reference);
    if (beat) named.push({ reference, beat, text });
    else if (byId) throw HttpError.notFound(BEAT_NOT_FOUND);
    else missing.push(reference);
  }
  return { named, missing };
}

/**
 * Saves what differs from the stored story; true when anything was written. The live document's
 * store (decision 192) saves through it too, so its saves keep revisions and versions alike.
 */
export async function applyChanges(
  tx: Tx,
  story: LockedStory,
  fields: OutlineFields,
  source: SaveSource,
  byId: boolean,
): Promise<boolean> {
  const titleChanged = fields.title !== undefined && fields.title !== story.title;
  const beats = beatsNamed(story, fields, byId).named.filter(({ beat, text }) => beat.text !== text);
  const set: Partial<typeof outlines.$inferInsert> = {};
  if (fields.promptDismissed !== undefined && fields.promptDismissed !== story.promptDismissed) {
    set.promptDismissed = fields.promptDismissed;
  }
  const version = story.version + 1;
  if (titleChanged) Object.assign(set, { title: fields.title, titleVersion: version });
  if (titleChanged || beats.length > 0) Object.assign(set, { version, updatedAt: sql`now()` });
  if (Object.keys(set).length === 0) return false;
  await tx.update(outlines).set(set).where(eq(outlines.id, story.id));
  if (beats.length > 0) {
    const changed = JSON.stringify(beats.map(({ beat, text }) => ({ id: beat.id, text })));
    await tx.execute(sql`
      UPDATE ${storyBeats} SET text = changed.text, version = ${version}::int
      FROM json_to_recordset(${changed}::json) AS changed(id uuid, text text)
      WHERE ${storyBeats.id} = changed.id`);
  }
  const changes = [
    ...(titleChanged ? [{ field: 'title', text: fields.title ?? null }] : []),
    ...beats.map(({ beat, text }) => ({ field: beat.id, text })),
  ];
  if (changes.length > 0) await recordRevisions(tx, { outlineId: story.id, changes, version, source });
  return true;
}

export function createOutlinesService({ db }: AppDeps) {
  const statements = prepareStatements(db);

  /** A story's characters with their notes, in creation order: one statement whatever their number. */
  async function charactersOf(userId: string, outlineId: string): Promise<CharacterJson[]> {
    const [row] = await statements.characters.execute({ userId, id: outlineId });
    return row ? readCharacters(row, row.beats) : [];
  }

  /** A story read whole in one statement: its row, beats, characters and their notes. */
  const withCharacters = (outline: (OutlineRow & StoryCharacters) | undefined): OutlineJson | null =>
    outline ? toOutlineJson(outline, readCharacters(outline, outline.beats)) : null;

  /** The writer's current story (docs/decisions/124-stories.md). */
  const findOutline = async (userId: string) => withCharacters((await statements.current.execute({ userId }))[0]);

  /** One of the writer's stories by id, in the trash or not. */
  const findStory = async (userId: string, outlineId: string) =>
    withCharacters((await statements.story.execute({ userId, id: outlineId }))[0]);

  async function requireOutline(userId: string): Promise<OutlineJson> {
    const outline = await findOutline(userId);
    if (!outline) throw HttpError.notFound(NO_OUTLINE);
    return outline;
  }

  /**
   * Creates the current story (title required) or changes only the fields given. With `ifMatch`
   * (the version the writer's copy came from) nothing is saved if a field in `fields` was changed
   * after that version to something else; the answer then names those fields
   * (docs/decisions/126-conflict-safe-saves.md). Without it the fields are merged as the spec says.
   * With `byId` the save is of the story `story` names, current or not (never created).
   */
  async function saveFields(
    userId: string,
    fields: OutlineFields,
    { ifMatch, story: storyId, source, byId = false }: SaveOptions,
  ): Promise<{ storyId: string; created: boolean; conflicts: Conflict[] }> {
    return db.transaction(async (tx) => {
      let story = byId
        ? await lockStory(tx, userId, present(storyId, 'the story saved'))
        : await lockCurrentStory(tx, userId);
      let created = false;
      if (!story) {
        if (byId) throw HttpError.notFound(STORY_NOT_FOUND);
        if (ifMatch !== undefined) throw HttpError.notFound(NO_OUTLINE);
        if (fields.title === undefined) throw HttpError.badRequest('Title is required', 'title');
        ({ story, created } = await lockCurrentStory(tx, userId, 'create'));
      }
      if (storyId !== undefined && story.id !== storyId) throw new HttpError(412, [{ msg: NOT_CURRENT }]);
      if (ifMatch !== undefined && ifMatch > story.version) throw new HttpError(412, [{ msg: UNKNOWN_VERSION }]);
      const { named, missing } = beatsNamed(story, fields, byId);
      // An act field of a story on another structure is a conflict of its own: nothing is saved.
      if (missing.length > 0) {
        return { storyId: story.id, created, conflicts: missing.map((path) => ({ msg: NOT_THREE_ACT, path })) };
      }
      const changed = (path: string) => ({ msg: CHANGED_ELSEWHERE, path });
      const conflicts =
        ifMatch === undefined
          ? []
          : [
              ...(fields.title !== undefined && story.titleVersion > ifMatch && fields.title !== story.title
                ? [changed('title')]
                : []),
              ...named
                .filter(({ beat, text }) => beat.version > ifMatch && text !== beat.text)
                .map(({ reference }) => changed(reference)),
            ];
      if (conflicts.length === 0) await applyChanges(tx, story, fields, source, byId);
      return { storyId: story.id, created, conflicts };
    });
  }

  async function saveOutline(userId: string, fields: OutlineFields, options: SaveOptions): Promise<SaveResult> {
    // The usual autosave writes and reads its answer in one statement; when it writes nothing, the
    // general save finds out why (a conflict, the same text, no story) or saves what it was sent.
    const autosaved = await statements.autosave(userId, fields, options);
    if (autosaved) {
      const outline = withCharacters(autosaved.story);
      // A co-author's answer is read again, to say whose story it is.
      return {
        saved: true,
        created: false,
        outline: outline && outline.user === userId ? outline : await requireOutline(userId),
      };
    }
    const { created, conflicts } = await saveFields(userId, fields, options);
    const outline = await requireOutline(userId);
    return conflicts.length > 0 ? { saved: false, conflicts, outline } : { saved: true, created, outline };
  }

  return {
    getOutline: requireOutline,
    findOutline,
    saveOutline,
    saveFields,

    /** One of the writer's stories by id, in the trash or not. */
    findStory,

    /** A story's characters and their notes; the beats named as the spec's routes name them (exports). */
    charactersOf,

    /** The current story's saved versions of one field (`title`, or a beat by field or id), newest first. */
    async listRevisions(userId: string, field: string) {
      const [outline] = await statements.current.execute({ userId });
      if (!outline) throw HttpError.notFound(NO_OUTLINE);
      const beat = field === 'title' ? undefined : beatByReference(outline.beats, field);
      if (field !== 'title' && !beat) throw new HttpError(409, [{ msg: NOT_THREE_ACT, path: 'field' }]);
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
        .where(and(eq(outlineRevisions.outlineId, outline.id), eq(outlineRevisions.field, beat?.id ?? 'title')))
        .orderBy(desc(outlineRevisions.savedAt), desc(outlineRevisions.id));
      const named = beat ? beatReference(beat) : 'title';
      return rows.map((row) => ({
        _id: row.id,
        field: named,
        text: row.text,
        savedAt: row.savedAt.toISOString(),
        author: authorOf(row),
      }));
    },

    /** Saves a revision's text into its field of the current story: a new revision and version of its own. */
    async restoreRevision(userId: string, revisionId: string, source: SaveSource): Promise<OutlineJson> {
      const [revision] = await db
        .select({ field: outlineRevisions.field, text: outlineRevisions.text })
        .from(outlineRevisions)
        .innerJoin(outlines, eq(outlines.id, outlineRevisions.outlineId))
        .where(
          and(
            eq(outlineRevisions.id, revisionId),
            eq(outlines.id, currentStoryId(userId)),
            // A structure comes back through PUT /api/stories/{id}/structure/revisions/{id}/restore.
            ne(outlineRevisions.field, STRUCTURE_FIELD),
            // A scene's title or summary is saved back through PATCH /api/stories/{id}/scenes/{sceneId}.
            notLike(outlineRevisions.field, 'scene:%'),
          ),
        )
        .limit(1);
      if (!revision) throw HttpError.notFound(REVISION_NOT_FOUND);
      // A title is never empty; a beat's empty revision restores an empty beat.
      if (revision.field === 'title' && revision.text === null) throw HttpError.notFound(REVISION_NOT_FOUND);
      const fields: OutlineFields =
        revision.field === 'title'
          ? { title: revision.text ?? undefined }
          : { beats: { [revision.field]: revision.text } };
      const result = await saveOutline(userId, fields, { source: { ...source, tab: `restore:${revisionId}` } });
      return result.outline;
    },
  };
}

export type OutlinesService = ReturnType<typeof createOutlinesService>;
