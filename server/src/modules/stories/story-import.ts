import { builtInBeat, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { TITLE_MAX } from '@three-act/contract/limits';
import { characterBody } from '@three-act/contract/outlines';
import { STORY_FORMAT, STORY_FORMAT_V1, storyFileSchemaOf } from '@three-act/contract/story-file';
import { actKey, builtInAct } from '@three-act/contract/story-structure';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { characters, notes, outlines, storyPlotlines, storyScenes, storyUnplaced } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { present } from '../../lib/invariant';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import { insertCurrentStory, lockWriter, type StructureTemplate } from '../outlines/current-story';
import { writerQuota } from '../../lib/writer-quota';
import { tooManyStories, type Writer } from './story-quota';
import { parseStoryMarkdown } from './story-markdown';
import { importedPlotlines, importedScenes } from './imported-plan';
import { importCodex } from '../codex/codex-file';

/** The description sanitised with the allow-list, as when a character is created. */
const importedCharacter = characterBody.extend({
  desc: characterBody.shape.desc
    .transform(sanitizeRichText)
    .refine(hasVisibleText, { error: 'Description is required' }),
});
const importSchema = storyFileSchemaOf(importedCharacter);
type ReadFile = z.output<typeof importSchema>;
/** A file of either version as one story: its structure with the writer's text, unplaced text, characters by place. */
type ImportedStory = Extract<ReadFile, { format: typeof STORY_FORMAT }>;

/**
 * A version 1 file (the 32 answers by key, characters' beats by key) as the same story in version
 * 2: the Three Act structure with its built-in words (docs/decisions/158-story-files-v2.md).
 */
function fromVersion1(file: Extract<ReadFile, { format: typeof STORY_FORMAT_V1 }>): ImportedStory {
  const places = new Map(
    THREE_ACT_SHEET.acts.flatMap((act, actIndex) =>
      act.beats.map((beat, index) => [beat.key, [actIndex, index] as [number, number]] as const),
    ),
  );
  return {
    format: STORY_FORMAT,
    title: file.title,
    acts: THREE_ACT_SHEET.acts.map((act, actIndex) => ({
      key: actKey(THREE_ACT_SHEET, actIndex),
      name: act.name,
      beats: act.beats.map(({ key, name, question }) => ({
        key,
        name,
        question,
        text: (file.beats[key as keyof typeof file.beats] as string | null | undefined) ?? null,
      })),
    })),
    unplaced: [],
    characters: file.characters.map(({ beats, ...character }) => ({
      ...character,
      beats: beats.flatMap((key) => {
        const place = places.get(key);
        return place ? [place] : [];
      }),
    })),
  };
}

/** "characters[2].notes[0].noteTitle: Note title is required" */
function problemsOf(error: z.ZodError): { msg: string }[] {
  return error.issues.slice(0, 20).map((issue) => {
    const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    return { msg: path ? `${path.replace(/^\./, '')}: ${issue.message}` : issue.message };
  });
}

/**
 * A JSON story file (version 2 or 1), or Markdown in the layout the Markdown export writes of a
 * story on the Three Act structure; 400 naming what is wrong. A version 2 file's plotlines and
 * scenes (docs/decisions/166-the-plan-in-story-files.md) come back as the file has them: scenes in
 * reading order, naming their beat by place and plotlines and characters by position in the file.
 */
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
  if (result.data.format === STORY_FORMAT_V1) return fromVersion1(result.data);
  const { scenes, ...story } = result.data;
  // A scene's summary is sanitised as when a scene is saved (board.routes.ts).
  return {
    ...story,
    ...(scenes && {
      scenes: scenes.map((scene) => ({
        ...scene,
        summary: scene.summary === null ? null : sanitizeRichText(scene.summary) || null,
      })),
    }),
  };
}

/**
 * The file's structure as a new story holds it: built-in acts and beats by key, their words stored
 * only where the file's differ from the sheet's (so the rest follow the sheet), each beat's text.
 */
const templateOf = (story: ImportedStory): StructureTemplate => ({
  acts: story.acts.map((act) => {
    const builtIn = act.key === undefined ? undefined : builtInAct(act.key);
    return {
      key: act.key,
      name: act.name === builtIn?.name ? undefined : act.name,
      beats: act.beats.map(({ key, name, question, hint, text }) => {
        const sheet = key === undefined ? undefined : builtInBeat(key);
        const own = (words: string | undefined, builtInWords: string | undefined) =>
          words === undefined || words === '' || words === builtInWords ? undefined : words;
        return {
          key,
          name: own(name, sheet?.name),
          question: own(question, sheet?.question),
          hint: own(hint, sheet?.hint),
          text,
        };
      }),
    };
  }),
});

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

/**
 * A new story (the current one) holding the file's title, structure and text, unplaced text,
 * characters and notes: all or nothing.
 */
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
      template: templateOf(story),
    });
    // Lists keep the order they were made in: a millisecond apart keeps the file's order.
    const start = Date.now();
    if (story.unplaced.length > 0) {
      await tx.insert(storyUnplaced).values(
        story.unplaced.map(({ text, origin }, index) => ({
          outlineId: id,
          text,
          origin,
          createdAt: new Date(start + index),
        })),
      );
    }
    const characterIds = await insertCharacters(tx, story, { userId, outlineId: id, beats, start });
    // The plan (decision 166): plotlines in the file's order, then scenes naming them, the beats and
    // the characters by the ids they now have.
    const plotlineRows = importedPlotlines(story);
    const plotlineIds =
      plotlineRows.length === 0
        ? []
        : (
            await tx
              .insert(storyPlotlines)
              .values(plotlineRows.map((row) => ({ ...row, outlineId: id })))
              .returning({ id: storyPlotlines.id, position: storyPlotlines.position })
          )
            .sort((a, b) => a.position - b.position)
            .map((row) => row.id);
    const sceneRows = importedScenes(story, {
      beats: beats.map((beat) => beat.id),
      characters: characterIds,
      plotlines: plotlineIds,
    });
    let sceneIds: string[] = [];
    if (sceneRows.length > 0) {
      const made = await tx
        .insert(storyScenes)
        .values(sceneRows.map((row, index) => ({ ...row, outlineId: id, createdAt: new Date(start + index) })))
        .returning({ id: storyScenes.id, createdAt: storyScenes.createdAt });
      const sceneAt = new Map(made.map((row) => [row.createdAt.getTime() - start, row.id]));
      sceneIds = sceneRows.map((_row, index) => present(sceneAt.get(index), 'an imported scene'));
    }
    // The codex (decision 177): kinds, entries, the characters' codex fields, ties and arcs.
    await importCodex(tx, story.codex, {
      storyId: id,
      userId,
      beatAt: beatAtPlace(story, beats),
      sceneIds,
      characterIds,
      start: start + story.characters.length,
    });
  });
}

/** The new story's beat at a place of the file (`[act, beat]`): its beats are the file's, in order. */
function beatAtPlace(story: ImportedStory, beats: { id: string }[]) {
  const firstOfAct = story.acts.map((_act, actIndex) =>
    story.acts.slice(0, actIndex).reduce((sum, act) => sum + act.beats.length, 0),
  );
  return ([act, beat]: [number, number]) => present(beats[(firstOfAct[act] ?? 0) + beat]?.id, 'a beat of the file');
}

/** The file's characters and their notes in the new story: their ids in the file's order. */
async function insertCharacters(
  tx: Tx,
  story: ImportedStory,
  {
    userId,
    outlineId: id,
    beats,
    start,
  }: { userId: string; outlineId: string; beats: { id: string }[]; start: number },
): Promise<string[]> {
  if (story.characters.length === 0) return [];
  // The new story's beats in order: the first act's, then the next's. A place is [act, beat].
  const firstOfAct = story.acts.map((_act, actIndex) =>
    story.acts.slice(0, actIndex).reduce((sum, act) => sum + act.beats.length, 0),
  );
  const beatId = ([act, beat]: [number, number]) =>
    present(beats[(firstOfAct[act] ?? 0) + beat]?.id, "a character's beat");
  // Two statements in all; each character is found again by its creation time, not by row order.
  const made = await tx
    .insert(characters)
    .values(
      story.characters.map(({ notes: _notes, photoUrl, beats: places, ...character }, index) => ({
        ...character,
        beats: places.map(beatId),
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
  return story.characters.map((_character, index) => present(idAt.get(index), 'an imported character'));
}
