import {
  CHARACTERS_PER_STORY_MAX,
  CODEX_ENTRIES_PER_STORY_MAX,
  NOTES_PER_CHARACTER_MAX,
} from '@three-act/contract/limits';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { characters, notes, outlines, storyBeats, storyScenes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import { lockCurrentStory } from './current-story';
import { beatReferenceSql } from './outline-row';
import { appearances, beatsNaming, type BeatText } from './named-in-beats';
import { entryReachable, refuseCritic } from '../together/story-access';
import {
  characterColumns,
  isCharacter,
  noteColumns,
  toCharacterJson,
  type CharacterJson,
  type OutlineJson,
  type OutlinesService,
} from './outlines.service';

export interface NewCharacter {
  name: string;
  desc: string;
  /** Absent or null: no photo (answered as ''). */
  photoUrl?: string | null;
  protag: boolean;
}

export type CharacterChanges = Partial<Omit<NewCharacter, 'photoUrl'>> & {
  photoUrl?: string | null;
  /** Beats by field (`act2a07`) or id; stored as ids in story order. */
  beats?: string[];
};

export interface NewNote {
  noteTitle: string;
  noteText: string;
}

const CHARACTER_NOT_FOUND = 'Character not found';

/** The beats of a character's story with their text, for the names written in them (named-in-beats.ts). */
const beatsOfItsStory = sql<BeatText[]>`(
  SELECT coalesce(json_agg(json_build_object('reference', ${beatReferenceSql}, 'text', b.text)
    ORDER BY b.act, b.position), '[]'::json)
  FROM ${storyBeats} b WHERE b.outline_id = "characters"."outline_id"
)`;
const NOTE_NOT_FOUND = 'Note not found';

/** A change of a character or note is a change of its story: the story list orders by it. */
const touchStoryOf = (tx: Tx | AppDeps['db'], characterId: string) =>
  tx
    .update(outlines)
    .set({ updatedAt: sql`now()` })
    .where(
      eq(outlines.id, sql`(select ${characters.outlineId} from ${characters} where ${characters.id} = ${characterId})`),
    );

/** Characters and their notes; a character id works whichever of the writer's stories it belongs to. */
export function createCharactersService({ db }: AppDeps, outlineService: OutlinesService) {
  /** The story a character belongs to, as the outline answer (the character routes answer with it). */
  const storyById = async (userId: string, outlineId: string) =>
    present(await outlineService.findStory(userId, outlineId), "the character's story");

  /** Someone else's character, a missing one and a malformed id all answer the same 404. */
  async function getCharacter(userId: string, characterId: string): Promise<CharacterJson> {
    if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
    const [character] = await db
      .select({ ...characterColumns, storyBeats: beatsOfItsStory })
      .from(characters)
      .where(and(eq(characters.id, characterId), entryReachable(userId, 'read'), isCharacter))
      .limit(1);
    if (!character) throw HttpError.notFound(CHARACTER_NOT_FOUND);
    const noteRows = await db
      .select(noteColumns)
      .from(notes)
      .where(eq(notes.characterId, character.id))
      .orderBy(asc(notes.createdAt), asc(notes.id));
    const { storyBeats: beats, ...row } = character;
    const [named = []] = beatsNaming([row.name], beats);
    return toCharacterJson({ ...row, ...appearances(row.beats, named, beats) }, noteRows);
  }

  return {
    getCharacter,

    /** Joins the current story; a writer without one gets an empty, untitled one to hold it. */
    async createCharacter(userId: string, character: NewCharacter): Promise<OutlineJson> {
      await db.transaction(async (tx) => {
        // The story stays locked, so two characters added at once cannot both pass the count.
        const { story } = await lockCurrentStory(tx, userId, 'create');
        if (
          (await tx.$count(characters, and(eq(characters.outlineId, story.id), isCharacter))) >=
          CHARACTERS_PER_STORY_MAX
        ) {
          throw HttpError.badRequest(`A story can have at most ${CHARACTERS_PER_STORY_MAX} characters`);
        }
        // Characters are entries of the story's codex, which holds at most 2 000 of every kind.
        if ((await tx.$count(characters, eq(characters.outlineId, story.id))) >= CODEX_ENTRIES_PER_STORY_MAX) {
          throw HttpError.badRequest(`A story can have at most ${CODEX_ENTRIES_PER_STORY_MAX} codex entries`);
        }
        await tx
          .insert(characters)
          .values({ ...character, photoUrl: character.photoUrl ?? '', userId: story.ownerId, outlineId: story.id });
        await tx
          .update(outlines)
          .set({ updatedAt: sql`now()` })
          .where(eq(outlines.id, story.id));
      });
      return outlineService.getOutline(userId);
    },

    /** Changes only the fields sent; a null or empty photo URL removes the photo, `beats` replaces the list. */
    async updateCharacter(userId: string, characterId: string, changes: CharacterChanges): Promise<CharacterJson> {
      const { photoUrl, beats, ...rest } = changes;
      const set = {
        ...rest,
        ...(photoUrl !== undefined && { photoUrl: photoUrl ?? '' }),
        ...(beats !== undefined && {
          beats: sql<string[]>`coalesce((
            SELECT array_agg(b.id::text ORDER BY b.act, b.position) FROM ${storyBeats} b
            WHERE b.outline_id = "characters"."outline_id"
              AND ${beatReferenceSql} IN (SELECT json_array_elements_text(${JSON.stringify(beats)}::json))
          ), '{}')`,
        }),
      };
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(characters)
          .set(set)
          .where(and(eq(characters.id, characterId), entryReachable(userId, 'write'), isCharacter))
          .returning({ id: characters.id });
        if (rows.length > 0) await touchStoryOf(tx, characterId);
        return rows.length > 0;
      });
      if (!updated) {
        await refuseCritic(db, userId, characterId);
        throw HttpError.notFound(CHARACTER_NOT_FOUND);
      }
      return getCharacter(userId, characterId);
    },

    /**
     * The character is locked (FOR UPDATE) while the note is counted and added, so a concurrent delete
     * waits instead of turning the insert into a foreign-key failure, and two notes added at once
     * cannot both pass the count; nothing is written for a foreign id.
     */
    async addNote(userId: string, characterId: string, note: NewNote): Promise<OutlineJson> {
      if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      const outlineId = await db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: characters.id, outlineId: characters.outlineId })
          .from(characters)
          .where(and(eq(characters.id, characterId), entryReachable(userId, 'write'), isCharacter))
          .for('update', { of: characters });
        if (!owned) {
          await refuseCritic(tx, userId, characterId);
          throw HttpError.notFound(CHARACTER_NOT_FOUND);
        }
        if ((await tx.$count(notes, eq(notes.characterId, owned.id))) >= NOTES_PER_CHARACTER_MAX) {
          throw HttpError.badRequest(`A character can have at most ${NOTES_PER_CHARACTER_MAX} notes`);
        }
        await tx.insert(notes).values({ characterId: owned.id, noteTitle: note.noteTitle, noteText: note.noteText });
        await touchStoryOf(tx, owned.id);
        return owned.outlineId;
      });
      return storyById(userId, outlineId);
    },

    /** The note must belong to that character, and the character to the writer. */
    async updateNote(
      userId: string,
      characterId: string,
      noteId: string,
      changes: Partial<NewNote>,
    ): Promise<CharacterJson> {
      const updated = await db
        .update(notes)
        .set(changes)
        .where(and(eq(notes.id, noteId), eq(notes.characterId, characterId), ownedBy(userId, characterId)))
        .returning({ id: notes.id });
      if (updated.length === 0) {
        await refuseCritic(db, userId, characterId);
        throw HttpError.notFound(NOTE_NOT_FOUND);
      }
      await touchStoryOf(db, characterId);
      return getCharacter(userId, characterId);
    },

    /**
     * Notes go with the character (ON DELETE CASCADE), and so does its place in scenes: a scene's
     * point of view empties (ON DELETE SET NULL) and it leaves the characters present. The story's
     * `updated_at` moves, as with every change of its characters (what a cached board is checked by).
     */
    async deleteCharacter(userId: string, characterId: string): Promise<OutlineJson> {
      if (!isId(characterId)) throw HttpError.notFound(CHARACTER_NOT_FOUND);
      const outlineId = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(characters)
          .where(and(eq(characters.id, characterId), entryReachable(userId, 'write'), isCharacter))
          .returning({ outlineId: characters.outlineId });
        if (!deleted) {
          await refuseCritic(tx, userId, characterId);
          throw HttpError.notFound(CHARACTER_NOT_FOUND);
        }
        await tx
          .update(outlines)
          .set({ updatedAt: sql`now()` })
          .where(eq(outlines.id, deleted.outlineId));
        await tx
          .update(storyScenes)
          .set({ characters: sql`array_remove(${storyScenes.characters}, ${characterId}::uuid)` })
          .where(
            and(
              eq(storyScenes.outlineId, deleted.outlineId),
              sql`${characterId}::uuid = ANY(${storyScenes.characters})`,
            ),
          );
        return deleted.outlineId;
      });
      return storyById(userId, outlineId);
    },

    /** The note must belong to that character, and the character to the writer. */
    async deleteNote(userId: string, characterId: string, noteId: string): Promise<OutlineJson> {
      if (!isId(characterId) || !isId(noteId)) throw HttpError.notFound(NOTE_NOT_FOUND);
      const deleted = await db
        .delete(notes)
        .where(and(eq(notes.id, noteId), eq(notes.characterId, characterId), ownedBy(userId, characterId)))
        .returning({ id: notes.id });
      if (deleted.length === 0) {
        await refuseCritic(db, userId, characterId);
        throw HttpError.notFound(NOTE_NOT_FOUND);
      }
      const [character] = await db
        .select({ outlineId: characters.outlineId })
        .from(characters)
        .where(eq(characters.id, characterId));
      return storyById(userId, present(character, "the note's character").outlineId);
    },
  };

  /** Notes whose character is `characterId` and belongs to the writer. */
  function ownedBy(userId: string, characterId: string) {
    return inArray(
      notes.characterId,
      db
        .select({ id: characters.id })
        .from(characters)
        .where(and(eq(characters.id, characterId), entryReachable(userId, 'write'), isCharacter)),
    );
  }
}
