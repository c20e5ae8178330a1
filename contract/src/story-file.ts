import { BEAT_KEYS, type BeatKey } from './beats';
import { FRAMEWORK_SLUGS } from './frameworks';
import { CHARACTERS_PER_STORY_MAX, NOTES_PER_CHARACTER_MAX, TITLE_MAX } from './limits';
import { beatSchema, characterBeatsBody, characterBody, noteBody } from './outlines';
import { requiredText } from './text';
import { z } from './zod';

/** The version of a story file's layout: an import reads this one; a later shape gets a new number. */
export const STORY_FORMAT = 'three-act-story/1';
/** Largest file `POST /api/stories/import` reads. */
export const STORY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const EXPORT_FORMATS = ['md', 'docx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/stories/{id}/export?format=&layout= */
export const storyExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be md, docx or json' }).default('md'),
  layout: z
    .enum(['acts', ...FRAMEWORK_SLUGS], { error: `layout must be acts or one of ${FRAMEWORK_SLUGS.join(', ')}` })
    .default('acts'),
});

/**
 * A story file's characters, each with the beats it appears in and its notes; the server passes
 * its own character schema (the description sanitised).
 */
export function storyCharacters<Shape extends z.ZodRawShape>(character: z.ZodObject<Shape>) {
  return z
    .array(
      character.extend({
        beats: characterBeatsBody.shape.beats.default([]),
        notes: z
          .array(noteBody, { error: 'notes must be a list' })
          .max(NOTES_PER_CHARACTER_MAX, { error: `A character can have at most ${NOTES_PER_CHARACTER_MAX} notes` })
          .default([]),
      }),
      { error: 'characters must be a list' },
    )
    .max(CHARACTERS_PER_STORY_MAX, { error: `A story can have at most ${CHARACTERS_PER_STORY_MAX} characters` })
    .default([]);
}

const storyBeats = z
  .looseObject(Object.fromEntries(BEAT_KEYS.map((key) => [key, beatSchema])) as Record<BeatKey, typeof beatSchema>, {
    error: 'beats must be an object of beat keys and answers',
  })
  .superRefine((beats, ctx) => {
    const unknown = Object.keys(beats).filter((key) => !(BEAT_KEYS as readonly string[]).includes(key));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown beat: ${unknown.slice(0, 3).join(', ')}`.slice(0, 200) });
    }
  });

/**
 * A story as `format=json` writes it and `POST /api/stories/import` reads it: the title, the 32
 * answers, and the characters with their notes and the beats they appear in. No ids: an import
 * makes a new story.
 */
export const storyFileSchema = z.object({
  format: z.literal(STORY_FORMAT, { error: `format must be "${STORY_FORMAT}"` }),
  title: requiredText('Title', TITLE_MAX, { oneLine: true }),
  beats: storyBeats,
  characters: storyCharacters(characterBody),
});
export type StoryFile = z.input<typeof storyFileSchema>;
export type ImportedStory = z.output<typeof storyFileSchema>;
