/**
 * A story's structure as rows (docs/decisions/154-story-structure-as-rows.md): acts and beats made
 * from a built-in sheet point at it by key and show its names and questions until the writer writes
 * their own.
 */
import { BUILT_IN_SHEETS, type BuiltInSheet, type SheetAct } from './built-in-sheets';
import { idOf } from './ids';
import { ACTS_MAX, BEAT_HINT_MAX, BEAT_NAME_MAX, BEAT_QUESTION_MAX, BEATS_PER_STORY_MAX } from './limits';
import { beatSchema, revisionAuthorSchema } from './outlines';
import { hasControlCharacter, optionalText, requiredText } from './text';
import { z } from './zod';
import { storyActSchema } from './story-acts';
import { membershipSchema } from './members';

/** The key of a built-in sheet's act: `three-act/act-2`. */
export const actKey = (sheet: Pick<BuiltInSheet, 'id'>, index: number) => `${sheet.id}/act-${index + 1}`;

const actsByKey = new Map<string, SheetAct>(
  BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.map((act, index) => [actKey(sheet, index), act] as const)),
);

/** A built-in act by its key. */
export const builtInAct = (key: string): SheetAct | undefined => actsByKey.get(key);

/** The beat keys the spec's act routes answer by name (act1a01…act3a08): the others are `sheet/beat`. */
export const SPEC_BEAT_KEY = /^act[1-3]a\d\d$/;

const BEAT_SHEET_ID = /^(?:[a-z][a-z-]{1,40}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A beat sheet's id in a body or path: a built-in's slug or a writer's sheet's UUID. */
export const beatSheetId = z.string({ error: 'beatSheet must be a beat sheet id' }).regex(BEAT_SHEET_ID, {
  error: 'Malformed beat sheet id',
});

export const unplacedSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The beat it was in before a structure change dropped it, or the Brainstorm idea it came from. */
  origin: z.object({ beat: z.string().optional(), post: z.string().optional(), comment: z.string().optional() }),
  date: z.string(),
});
export type Unplaced = z.infer<typeof unplacedSchema>;

/** GET /api/stories/{id}: a story on any structure (docs/decisions/154-story-structure-as-rows.md). */
export const storySchema = z.object({
  _id: z.string(),
  title: z.string().nullable(),
  version: z.number(),
  acts: z.array(storyActSchema),
  unplaced: z.array(unplacedSchema),
  /** On a story shared with the one asking (decision 189): their role and the owner's name. */
  shared: membershipSchema.optional(),
});
export type Story = z.infer<typeof storySchema>;

/** PATCH /api/stories/{id}/beats/{beatId} */
export const beatTextBody = z.object({ text: beatSchema.unwrap() });
export type BeatTextBody = z.input<typeof beatTextBody>;

/** 409 from a save with a stale If-Match: what conflicts, and the story as stored. */
export const storyConflictSchema = z.object({
  errors: z.array(z.object({ msg: z.string(), path: z.string() })),
  story: storySchema,
});

const beatName = requiredText('Beat name', BEAT_NAME_MAX, { oneLine: true });
const question = optionalText('Question', BEAT_QUESTION_MAX);
const hint = optionalText('Hint', BEAT_HINT_MAX);

/**
 * PUT /api/stories/{id}/structure: the story's acts and beats as they are to be. A beat with `_id`
 * keeps its text and history; `from` lists beats whose text joins it (blank line between); a
 * built-in `key` takes the sheet's name and question where none is given. A beat of the story named
 * nowhere keeps its text in the story's unplaced list.
 */
/** A built-in act's or beat's key (`three-act/act-2`): one line, as the built-in sheets name them. */
const builtInKey = z
  .string()
  .max(120)
  .refine((value) => !hasControlCharacter(value), { error: 'key must be one line, without control characters' });

export const structureBody = z.object({
  acts: z
    .array(
      z.object({
        /** A built-in act's key (`three-act/act-2`): its name then follows the sheet while it is the sheet's. */
        key: builtInKey.optional(),
        name: requiredText('Act name', BEAT_NAME_MAX, { oneLine: true }),
        beats: z
          .array(
            z.object({
              _id: idOf('beat').optional(),
              key: builtInKey.optional(),
              name: beatName.optional(),
              question: question.optional(),
              hint: hint.optional(),
              from: z.array(idOf('beat')).max(BEATS_PER_STORY_MAX).optional(),
            }),
          )
          .max(BEATS_PER_STORY_MAX, { error: `A story has at most ${BEATS_PER_STORY_MAX} beats` }),
      }),
      { error: 'acts must be a list of acts' },
    )
    .min(1, { error: 'A story needs at least one act' })
    .max(ACTS_MAX, { error: `A story has at most ${ACTS_MAX} acts` })
    .refine((acts) => acts.reduce((sum, act) => sum + act.beats.length, 0) <= BEATS_PER_STORY_MAX, {
      error: `A story has at most ${BEATS_PER_STORY_MAX} beats`,
    })
    .refine((acts) => acts.some((act) => act.beats.length > 0), { error: 'A story needs at least one beat' }),
});
export type StructureBody = z.input<typeof structureBody>;
export type StructureChange = z.output<typeof structureBody>;

/**
 * GET /api/stories/{id}/structure/revisions: a structure the story had before a change of its acts
 * and beats (docs/decisions/161-undo-a-structure-change.md), newest first; PUT
 * …/revisions/{revisionId}/restore brings it back.
 */
export const structureRevisionSchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  /** Who made the change that replaced this structure. */
  author: revisionAuthorSchema,
  /** The built-in sheet these acts were, when they were all one built-in's. */
  sheet: z.string().optional(),
  acts: z.array(z.object({ name: z.string(), beats: z.number().int() })),
});
export type StructureRevision = z.infer<typeof structureRevisionSchema>;
