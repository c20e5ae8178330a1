import { BEAT_KEYS } from '@three-act/contract/beats';
import { TITLE_MAX } from '@three-act/contract/limits';
import { characterBody } from '@three-act/contract/outlines';
import { storyCharacters, storyFileSchema, type ImportedStory } from '@three-act/contract/story-file';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { characters, notes, outlines } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { present } from '../../lib/invariant';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import { insertCurrentStory, lockWriter } from '../outlines/current-story';
import { writerQuota } from '../../lib/writer-quota';
import { tooManyStories, type Writer } from './story-quota';
import { parseStoryMarkdown } from './story-markdown';

/** The description sanitised with the allow-list, as when a character is created. */
const importedCharacter = characterBody.extend({
  desc: characterBody.shape.desc
    .transform(sanitizeRichText)
    .refine(hasVisibleText, { error: 'Description is required' }),
});
const importSchema = storyFileSchema.extend({ characters: storyCharacters(importedCharacter) });

/** "characters[2].notes[0].noteTitle: Note title is required" */
function problemsOf(error: z.ZodError): { msg: string }[] {
  return error.issues.slice(0, 20).map((issue) => {
    const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    return { msg: path ? `${path.replace(/^\./, '')}: ${issue.message}` : issue.message };
  });
}

/** A JSON story file, or Markdown in the layout the Markdown export writes; 400 naming what is wrong. */
export function readStoryFile(body: unknown): ImportedStory {
  let file = body;
  if (typeof body === 'string') {
    const { file: parsed, problems } = parseStoryMarkdown(body);
    if (!parsed)
      throw new HttpError(
        400,
        problems.slice(0, 20).map((msg) => ({ msg })),
      );
    file = parsed;
  }
  const result = importSchema.safeParse(file);
  if (!result.success) throw new HttpError(400, problemsOf(result.error));
  return result.data;
}

/**
 * The file's title, or where the writer has a live story of that title already, "Title (imported)",
 * then "(imported 2)" …, so the story switcher never shows two identical entries (issue 37).
 */
function untakenTitle(title: string, taken: ReadonlySet<string>): string {
  const key = (text: string) => text.trim().toLowerCase();
  if (!taken.has(key(title))) return title;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const candidate = `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(key(candidate))) return candidate;
  }
}

/** A new story (the current one) holding the file's title, answers, characters and notes: all or nothing. */
export async function importStory(db: AppDeps['db'], writer: Writer, story: ImportedStory): Promise<void> {
  const userId = writer.id;
  await db.transaction(async (tx) => {
    await lockWriter(tx, userId);
    const live = await tx.$count(outlines, and(eq(outlines.userId, userId), isNull(outlines.deletedAt)));
    if (live >= writerQuota(writer).stories) throw tooManyStories(writer, 'import');
    const titles = await tx
      .select({ title: outlines.title })
      .from(outlines)
      .where(and(eq(outlines.userId, userId), isNull(outlines.deletedAt)));
    const taken = new Set(titles.map((row) => (row.title ?? '').trim().toLowerCase()));
    const { id, beats } = await insertCurrentStory(tx, userId, {
      title: untakenTitle(story.title, taken),
      texts: Object.fromEntries(BEAT_KEYS.map((key) => [key, story.beats[key] ?? null])),
    });
    if (story.characters.length === 0) return;
    const beatId = new Map(beats.map((beat) => [beat.key, beat.id]));
    // Characters and notes list in creation order: a millisecond apart keeps the file's order. Two
    // statements in all; each character is found again by its creation time, not by row order.
    const start = Date.now();
    const made = await tx
      .insert(characters)
      .values(
        story.characters.map(({ notes: _notes, photoUrl, beats: keys, ...character }, index) => ({
          ...character,
          beats: keys.map((key) => present(beatId.get(key), "a character's beat")),
          photoUrl: photoUrl ?? '',
          userId,
          outlineId: id,
          createdAt: new Date(start + index),
        })),
      )
      .returning({ id: characters.id, createdAt: characters.createdAt });
    const idAt = new Map(made.map((row) => [row.createdAt.getTime() - start, row.id]));
    const noteRows = story.characters.flatMap((character, index) =>
      character.notes.map((note, at) => ({
        ...note,
        characterId: present(idAt.get(index), 'an imported character'),
        createdAt: new Date(start + at),
      })),
    );
    if (noteRows.length > 0) await tx.insert(notes).values(noteRows);
  });
}
