import { BEAT_KEYS, type BeatKey } from '@three-act/contract/beats';
import { REVISION_FIELDS, type RevisionField } from '@three-act/contract/outlines';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { characters, notes, outlineRevisions, outlines } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { present } from '../../lib/invariant';
import { lockCurrentStory, type LockedStory } from './current-story';
import { prepareAutosave } from './autosave';
import { outlineColumns, type OutlineRow } from './outline-row';
import { recordRevisions } from './revisions';
import type { Tx } from '../../db/client';

export type OutlineFields = Partial<{ title: string; promptDismissed: boolean } & Record<BeatKey, string | null>>;

const NO_OUTLINE = 'There is no outline for this user';
const REVISION_NOT_FOUND = 'Revision not found';
export const CHANGED_ELSEWHERE = 'Changed elsewhere since you loaded it: choose a version';
/** A save for a story that is no longer current (412; docs/decisions/126-conflict-safe-saves.md). */
const NOT_CURRENT =
  'Another tab or device opened a different story; what you typed is kept on this device until you open this story again';
/** If-Match with a version the story never had (412). */
const UNKNOWN_VERSION = 'This story has not reached the version in If-Match: reload it and try again';

/** Where a save comes from: the session, and the browser tab when the client names it. */
export interface SaveSource {
  sessionId: string;
  tab?: string;
}
const sourceKey = ({ sessionId, tab }: SaveSource) => `${sessionId}:${tab ?? ''}`;

export const characterColumns = {
  id: characters.id,
  name: characters.name,
  desc: characters.desc,
  photoUrl: characters.photoUrl,
  protag: characters.protag,
  beats: characters.beats,
  createdAt: characters.createdAt,
};

export const noteColumns = {
  id: notes.id,
  characterId: notes.characterId,
  noteTitle: notes.noteTitle,
  noteText: notes.noteText,
};

type CharacterRow = {
  id: string;
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
  beats: BeatKey[];
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
    notes: characterNotes.map(toNoteJson),
    date: character.createdAt.toISOString(),
  };
}

/** The outline as clients see it (docs/product.md#api): every beat key present, null when empty. */
function toOutlineJson(outline: OutlineRow, outlineCharacters: CharacterJson[]) {
  const beats = Object.fromEntries(BEAT_KEYS.map((key) => [key, outline[key]])) as Record<BeatKey, string | null>;
  return {
    _id: outline.id,
    user: outline.userId,
    title: outline.title,
    promptDismissed: outline.promptDismissed,
    ...beats,
    characters: outlineCharacters,
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
      .select(outlineColumns)
      .from(outlines)
      .where(and(eq(outlines.userId, sql.placeholder('userId')), eq(outlines.current, true)))
      .limit(1)
      .prepare('outline_current'),
    story: db
      .select(outlineColumns)
      .from(outlines)
      .where(and(eq(outlines.id, sql.placeholder('id')), eq(outlines.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('outline_by_id'),
    characters: db
      .select(characterColumns)
      .from(characters)
      .where(
        and(eq(characters.userId, sql.placeholder('userId')), eq(characters.outlineId, sql.placeholder('outlineId'))),
      )
      .orderBy(asc(characters.createdAt), asc(characters.id))
      .prepare('outline_characters'),
    notes: db
      .select(noteColumns)
      .from(notes)
      .where(sql`${notes.characterId} = any(${sql.placeholder('characterIds')}::uuid[])`)
      .orderBy(asc(notes.createdAt), asc(notes.id))
      .prepare('outline_notes'),
    autosave: prepareAutosave(db),
  };
}

export type SaveResult =
  | { saved: true; outline: OutlineJson; created: boolean }
  | { saved: false; conflicts: RevisionField[]; outline: OutlineJson };

/** Saves what differs from the stored story; the story as it now stands when anything was written. */
async function applyChanges(
  tx: Tx,
  story: LockedStory,
  fields: OutlineFields,
  source: SaveSource,
): Promise<OutlineRow | undefined> {
  const changed = REVISION_FIELDS.filter((field) => fields[field] !== undefined && fields[field] !== story[field]);
  const set: Partial<typeof outlines.$inferInsert> = {};
  if (fields.promptDismissed !== undefined && fields.promptDismissed !== story.promptDismissed) {
    set.promptDismissed = fields.promptDismissed;
  }
  const version = story.version + 1;
  if (changed.length > 0) {
    for (const field of changed) Object.assign(set, { [field]: fields[field] });
    const versions = JSON.stringify(Object.fromEntries(changed.map((field) => [field, version])));
    Object.assign(set, {
      version,
      fieldVersions: sql`${outlines.fieldVersions} || ${versions}::jsonb`,
      updatedAt: sql`now()`,
    });
  }
  if (Object.keys(set).length === 0) return undefined;
  const [row] = await tx.update(outlines).set(set).where(eq(outlines.id, story.id)).returning(outlineColumns);
  if (changed.length > 0) {
    await recordRevisions(tx, {
      outlineId: story.id,
      changes: changed.map((field) => ({ field, text: fields[field] ?? null })),
      version,
      source: sourceKey(source),
    });
  }
  return row;
}

export function createOutlinesService({ db }: AppDeps) {
  const statements = prepareStatements(db);

  /** Three queries whatever the number of characters: the outline, its characters, their notes. */
  async function withCharacters(outline: OutlineRow | undefined): Promise<OutlineJson | null> {
    if (!outline) return null;
    const characterRows = await statements.characters.execute({ userId: outline.userId, outlineId: outline.id });
    const noteRows = characterRows.length
      ? await statements.notes.execute({ characterIds: characterRows.map((character) => character.id) })
      : [];
    const notesByCharacter = new Map<string, NoteRow[]>();
    for (const note of noteRows) {
      const list = notesByCharacter.get(note.characterId);
      if (list) list.push(note);
      else notesByCharacter.set(note.characterId, [note]);
    }
    return toOutlineJson(
      outline,
      characterRows.map((character) => toCharacterJson(character, notesByCharacter.get(character.id) ?? [])),
    );
  }

  /** The writer's current story (docs/decisions/124-stories.md). */
  const findOutline = async (userId: string) => withCharacters((await statements.current.execute({ userId }))[0]);

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
   */
  async function saveOutline(
    userId: string,
    fields: OutlineFields,
    { ifMatch, story: copyOf, source }: { ifMatch?: number; story?: string; source: SaveSource },
  ): Promise<SaveResult> {
    // The usual autosave (one field, with If-Match) first tries the one-statement save; when that
    // writes nothing, the transaction below finds out why (a conflict, the same text, no story).
    const sent = REVISION_FIELDS.filter((field) => fields[field] !== undefined);
    if (ifMatch !== undefined && sent.length === 1 && Object.keys(fields).length === 1) {
      const [field] = sent as [RevisionField];
      const text = fields[field] ?? null;
      const row = await statements.autosave({ userId, story: copyOf, field, text, ifMatch, source: sourceKey(source) });
      if (row) return { saved: true, created: false, outline: present(await withCharacters(row), 'the saved outline') };
    }
    const outcome = await db.transaction(
      async (tx): Promise<{ conflicts: RevisionField[] } | { created: boolean; row?: OutlineRow }> => {
        let story = await lockCurrentStory(tx, userId);
        let created = false;
        if (!story) {
          if (ifMatch !== undefined) throw HttpError.notFound(NO_OUTLINE);
          if (fields.title === undefined) throw HttpError.badRequest('Title is required', 'title');
          ({ story, created } = await lockCurrentStory(tx, userId, 'create'));
        }
        if (copyOf !== undefined && story.id !== copyOf) throw new HttpError(412, [{ msg: NOT_CURRENT }]);
        if (ifMatch !== undefined && ifMatch > story.version) throw new HttpError(412, [{ msg: UNKNOWN_VERSION }]);
        const locked = story;
        const conflicts =
          ifMatch === undefined
            ? []
            : REVISION_FIELDS.filter(
                (field) =>
                  fields[field] !== undefined &&
                  (locked.fieldVersions[field] ?? 0) > ifMatch &&
                  fields[field] !== locked[field],
              );
        if (conflicts.length > 0) return { conflicts };
        return { created, row: await applyChanges(tx, locked, fields, source) };
      },
    );
    // A save that wrote answers with the row it wrote (and its characters), without reading it again.
    const written = 'row' in outcome ? await withCharacters(outcome.row) : null;
    const outline = written ?? (await requireOutline(userId));
    return 'conflicts' in outcome
      ? { saved: false, conflicts: outcome.conflicts, outline }
      : { saved: true, created: outcome.created, outline };
  }

  return {
    getOutline: requireOutline,
    findOutline,
    saveOutline,

    /** One of the writer's stories by id, in the trash or not (exports). */
    findStory: async (userId: string, outlineId: string) =>
      withCharacters((await statements.story.execute({ userId, id: outlineId }))[0]),

    /** The current story's saved versions of one field, newest first. */
    async listRevisions(userId: string, field: RevisionField) {
      const [outline] = await statements.current.execute({ userId });
      if (!outline) throw HttpError.notFound(NO_OUTLINE);
      const rows = await db
        .select({
          id: outlineRevisions.id,
          field: outlineRevisions.field,
          text: outlineRevisions.text,
          savedAt: outlineRevisions.savedAt,
        })
        .from(outlineRevisions)
        .where(and(eq(outlineRevisions.outlineId, outline.id), eq(outlineRevisions.field, field)))
        .orderBy(desc(outlineRevisions.savedAt), desc(outlineRevisions.id));
      return rows.map((row) => ({ _id: row.id, field: row.field, text: row.text, savedAt: row.savedAt.toISOString() }));
    },

    /** Saves a revision's text into its field of the current story: a new revision and version of its own. */
    async restoreRevision(userId: string, revisionId: string, source: SaveSource): Promise<OutlineJson> {
      const [revision] = await db
        .select({ field: outlineRevisions.field, text: outlineRevisions.text })
        .from(outlineRevisions)
        .innerJoin(outlines, eq(outlines.id, outlineRevisions.outlineId))
        .where(and(eq(outlineRevisions.id, revisionId), eq(outlines.userId, userId), eq(outlines.current, true)))
        .limit(1);
      if (!revision) throw HttpError.notFound(REVISION_NOT_FOUND);
      const field = revision.field as RevisionField;
      // A title is never empty; a beat's empty revision restores an empty beat.
      if (field === 'title' && revision.text === null) throw HttpError.notFound(REVISION_NOT_FOUND);
      const result = await saveOutline(
        userId,
        { [field]: revision.text },
        { source: { ...source, tab: `restore:${revisionId}` } },
      );
      return result.outline;
    },
  };
}

export type OutlinesService = ReturnType<typeof createOutlinesService>;
