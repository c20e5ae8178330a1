import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { characters, notes, outlines } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { BEAT_KEYS, type BeatKey } from '@three-act/contract/beats';
import { present } from '../../lib/invariant';
import { CHARACTERS_PER_STORY_MAX, NOTES_PER_CHARACTER_MAX } from '@three-act/contract/limits';

export type OutlineFields = Partial<{ title: string; promptDismissed: boolean } & Record<BeatKey, string | null>>;

export interface NewCharacter {
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
}

export interface NewNote {
  noteTitle: string;
  noteText: string;
}

const NO_OUTLINE = 'There is no outline for this user';
const CHARACTER_NOT_FOUND = 'Character not found';
const NOTE_NOT_FOUND = 'Note not found';

const beatColumns = Object.fromEntries(BEAT_KEYS.map((key) => [key, outlines[key]])) as {
  [K in BeatKey]: (typeof outlines)[K];
};

const outlineColumns = {
  id: outlines.id,
  userId: outlines.userId,
  title: outlines.title,
  promptDismissed: outlines.promptDismissed,
  ...beatColumns,
  createdAt: outlines.createdAt,
};

const characterColumns = {
  id: characters.id,
  name: characters.name,
  desc: characters.desc,
  photoUrl: characters.photoUrl,
  protag: characters.protag,
  createdAt: characters.createdAt,
};

const noteColumns = {
  id: notes.id,
  characterId: notes.characterId,
  noteTitle: notes.noteTitle,
  noteText: notes.noteText,
};

type OutlineRow = Pick<
  typeof outlines.$inferSelect,
  'id' | 'userId' | 'title' | 'promptDismissed' | 'createdAt' | BeatKey
>;
type CharacterRow = { id: string; name: string; desc: string; photoUrl: string; protag: boolean; createdAt: Date };
type NoteRow = { id: string; characterId: string; noteTitle: string; noteText: string };

export type NoteJson = ReturnType<typeof toNoteJson>;
export type CharacterJson = ReturnType<typeof toCharacterJson>;
export type OutlineJson = ReturnType<typeof toOutlineJson>;

const toNoteJson = (note: NoteRow) => ({ _id: note.id, noteTitle: note.noteTitle, noteText: note.noteText });

function toCharacterJson(character: CharacterRow, characterNotes: NoteRow[]) {
  return {
    _id: character.id,
    name: character.name,
    desc: character.desc,
    photoUrl: character.photoUrl,
    protag: character.protag,
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
    date: outline.createdAt.toISOString(),
  };
}

/**
 * The three reads of GET /api/outlines/me, built once: drizzle then skips assembling the SQL of
 * ~40 columns on every request, and PostgreSQL parses and plans each once per connection.
 */
function prepareStatements(db: AppDeps['db']) {
  return {
    outline: db
      .select(outlineColumns)
      .from(outlines)
      .where(eq(outlines.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('outline_by_user'),
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
  };
}

export function createOutlinesService({ db }: AppDeps) {
  const statements = prepareStatements(db);

  /** Three queries whatever the number of characters: the outline, its characters, their notes. */
  async function findOutline(userId: string): Promise<OutlineJson | null> {
    const [outline] = await statements.outline.execute({ userId });
    if (!outline) return null;
    const characterRows = await statements.characters.execute({ userId, outlineId: outline.id });
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

  async function requireOutline(userId: string): Promise<OutlineJson> {
    const outline = await findOutline(userId);
    if (!outline) throw HttpError.notFound(NO_OUTLINE);
    return outline;
  }

  return {
    getOutline: requireOutline,

    /**
     * Creates the outline (title required) or changes only the fields given. One statement against
     * the unique user key, so concurrent first saves make one outline; `xmax = 0` marks an insert.
     */
    async saveOutline(userId: string, fields: OutlineFields): Promise<{ outline: OutlineJson; created: boolean }> {
      const changes = { ...fields, updatedAt: sql`now()` };
      let created: boolean;
      if (fields.title === undefined) {
        const updated = await db
          .update(outlines)
          .set(changes)
          .where(eq(outlines.userId, userId))
          .returning({ id: outlines.id });
        if (updated.length === 0) throw HttpError.badRequest('Title is required', 'title');
        created = false;
      } else {
        const [row] = await db
          .insert(outlines)
          .values({ ...fields, userId })
          .onConflictDoUpdate({ target: outlines.userId, set: changes })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        created = present(row, 'the saved outline').inserted;
      }
      return { outline: await requireOutline(userId), created };
    },

    /**
     * A character saved before any outline gets an empty, untitled one to belong to; the unique user
     * key makes concurrent first characters share it.
     */
    async createCharacter(userId: string, character: NewCharacter): Promise<OutlineJson> {
      await db.insert(outlines).values({ userId }).onConflictDoNothing({ target: outlines.userId });
      await db.transaction(async (tx) => {
        // Locked, so two characters added at once cannot both pass the count.
        const [outline] = await tx
          .select({ id: outlines.id })
          .from(outlines)
          .where(eq(outlines.userId, userId))
          .for('update');
        const outlineId = present(outline, "the writer's outline").id;
        if ((await tx.$count(characters, eq(characters.outlineId, outlineId))) >= CHARACTERS_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story can have at most ${CHARACTERS_PER_STORY_MAX} characters`);
        }
        await tx.insert(characters).values({ ...character, userId, outlineId });
      });
      return requireOutline(userId);
    },

    /** Someone else's character, a missing one and a malformed id all answer the same 404. */
    async getCharacter(userId: string, characterId: string): Promise<CharacterJson> {
      if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      const [character] = await db
        .select(characterColumns)
        .from(characters)
        .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
        .limit(1);
      if (!character) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      const noteRows = await db
        .select(noteColumns)
        .from(notes)
        .where(eq(notes.characterId, character.id))
        .orderBy(asc(notes.createdAt), asc(notes.id));
      return toCharacterJson(character, noteRows);
    },

    /**
     * The character is locked (FOR UPDATE) while the note is counted and added, so a concurrent delete
     * waits instead of turning the insert into a foreign-key failure, and two notes added at once
     * cannot both pass the count; nothing is written for a foreign id.
     */
    async addNote(userId: string, characterId: string, note: NewNote): Promise<OutlineJson> {
      if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: characters.id })
          .from(characters)
          .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
          .for('update');
        if (!owned) throw HttpError.notFound(CHARACTER_NOT_FOUND);
        if ((await tx.$count(notes, eq(notes.characterId, owned.id))) >= NOTES_PER_CHARACTER_MAX) {
          throw HttpError.badRequest(`A character can have at most ${NOTES_PER_CHARACTER_MAX} notes`);
        }
        await tx.insert(notes).values({ characterId: owned.id, noteTitle: note.noteTitle, noteText: note.noteText });
      });
      return requireOutline(userId);
    },

    /** Notes go with the character (ON DELETE CASCADE). */
    async deleteCharacter(userId: string, characterId: string): Promise<OutlineJson> {
      if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      const deleted = await db
        .delete(characters)
        .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
        .returning({ id: characters.id });
      if (deleted.length === 0) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      return requireOutline(userId);
    },

    /** The note must belong to that character, and the character to the writer. */
    async deleteNote(userId: string, characterId: string, noteId: string): Promise<OutlineJson> {
      if (!isId(characterId) || !isId(noteId)) throw HttpError.notFound(NOTE_NOT_FOUND);
      const deleted = await db
        .delete(notes)
        .where(
          and(
            eq(notes.id, noteId),
            eq(notes.characterId, characterId),
            inArray(
              notes.characterId,
              db
                .select({ id: characters.id })
                .from(characters)
                .where(and(eq(characters.id, characterId), eq(characters.userId, userId))),
            ),
          ),
        )
        .returning({ id: notes.id });
      if (deleted.length === 0) throw HttpError.notFound(NOTE_NOT_FOUND);
      return requireOutline(userId);
    },
  };
}

export type OutlinesService = ReturnType<typeof createOutlinesService>;
