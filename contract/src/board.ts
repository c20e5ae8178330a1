/**
 * Scenes, plotlines, the board, the timeline and the story checks
 * (docs/decisions/165-scenes-and-plotlines.md).
 */
import { idOf } from './ids';
import {
  CHARACTERS_PER_STORY_MAX,
  PLOTLINE_NAME_MAX,
  PLOTLINES_PER_STORY_MAX,
  SCENE_NOTES_MAX,
  SCENE_PLACE_MAX,
  SCENE_SUMMARY_MAX,
  SCENE_TITLE_MAX,
  SCENES_PER_STORY_MAX,
  STORY_DAY_MAX,
  WORD_TARGET_MAX,
} from './limits';
import { revisionAuthorSchema } from './outlines';
import { optionalText, requiredText } from './text';
import { z } from './zod';

export const SCENE_STATUSES = ['idea', 'planned', 'drafted', 'done'] as const;

/** A scene's fields that saves compare and version one by one (where it is, `beat`, is one more). */
export const SCENE_FIELDS = [
  'title',
  'summary',
  'status',
  'plotlines',
  'pov',
  'characters',
  'place',
  'wordTarget',
  'when',
  'notes',
] as const;
export type SceneField = (typeof SCENE_FIELDS)[number];
export type SceneStatus = (typeof SCENE_STATUSES)[number];

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A moment of the story's world: an ISO 8601 date or date-time, or a whole day number. */
export const storyMomentSchema = z.union(
  [
    z
      .string()
      .regex(ISO_DATE_TIME)
      .refine((value) => !Number.isNaN(Date.parse(value))),
    z.object({ day: z.number().int().min(-STORY_DAY_MAX).max(STORY_DAY_MAX) }).strict(),
  ],
  { error: 'A story time is an ISO 8601 date-time or { day: a whole number }' },
);
export type StoryMoment = z.infer<typeof storyMomentSchema>;

/** Where a moment falls, to compare two: days (with their fraction) since 1970 or since day 0. */
export const momentValue = (moment: StoryMoment) =>
  typeof moment === 'string' ? Date.parse(moment) / 86_400_000 : moment.day;

/** When a scene happens in the story's world: a start and, for a duration, an end of the same kind. */
export const sceneWhenSchema = z
  .object({ start: storyMomentSchema, end: storyMomentSchema.optional() }, { error: 'when must be { start, end? }' })
  .strict()
  .refine(({ start, end }) => end === undefined || typeof start === typeof end, {
    error: 'when.end must be the same kind of time as when.start',
    path: ['end'],
  })
  .refine(({ start, end }) => end === undefined || momentValue(end) >= momentValue(start), {
    error: 'when.end must not come before when.start',
    path: ['end'],
  });
export type SceneWhen = z.infer<typeof sceneWhenSchema>;

/** A plotline's colour: `#rrggbb`. */
const color = z.string({ error: 'color must be #rrggbb' }).regex(/^#[0-9a-f]{6}$/i, { error: 'color must be #rrggbb' });

export const plotlineSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  /** 0 = first: the main plot. */
  position: z.number().int(),
});
export type Plotline = z.infer<typeof plotlineSchema>;

export const sceneSchema = z.object({
  _id: z.string(),
  /** The beat it sits under, or null when unplaced. */
  beat: z.string().nullable(),
  /** 0 = first in its beat (or among the unplaced). */
  position: z.number().int(),
  title: z.string(),
  /** Rich text (HTML), as a character's description. */
  summary: z.string().nullable(),
  status: z.enum(SCENE_STATUSES),
  plotlines: z.array(z.string()),
  /** The point-of-view character's id. */
  pov: z.string().nullable(),
  characters: z.array(z.string()),
  place: z.string().nullable(),
  wordTarget: z.number().int().nullable(),
  when: sceneWhenSchema.nullable(),
  notes: z.string().nullable(),
  /** The story version that last changed the scene. */
  version: z.number().int(),
});
export type Scene = z.infer<typeof sceneSchema>;

const ids = (label: string, max: number) =>
  z
    .array(idOf(label), { error: `${label}s must be a list of ids` })
    .max(max, { error: `A scene names at most ${max} ${label}s` });

/** The fields a scene's body may set (every one optional). */
const sceneFields = {
  summary: optionalText('Summary', SCENE_SUMMARY_MAX),
  status: z.enum(SCENE_STATUSES, { error: `status must be one of ${SCENE_STATUSES.join(', ')}` }).optional(),
  plotlines: ids('plotline', PLOTLINES_PER_STORY_MAX).optional(),
  pov: idOf('character').nullable().optional(),
  characters: ids('character', CHARACTERS_PER_STORY_MAX).optional(),
  place: optionalText('Place', SCENE_PLACE_MAX, { oneLine: true }),
  wordTarget: z
    .number({ error: `wordTarget must be a whole number from 1 to ${WORD_TARGET_MAX}` })
    .int({ error: `wordTarget must be a whole number from 1 to ${WORD_TARGET_MAX}` })
    .min(1, { error: `wordTarget must be a whole number from 1 to ${WORD_TARGET_MAX}` })
    .max(WORD_TARGET_MAX, { error: `wordTarget must be a whole number from 1 to ${WORD_TARGET_MAX}` })
    .nullable()
    .optional(),
  when: sceneWhenSchema.nullable().optional(),
  notes: optionalText('Notes', SCENE_NOTES_MAX),
  beat: idOf('beat').nullable().optional(),
  position: z
    .number({ error: `position must be a whole number from 0 to ${SCENES_PER_STORY_MAX}` })
    .int({ error: `position must be a whole number from 0 to ${SCENES_PER_STORY_MAX}` })
    .min(0, { error: `position must be a whole number from 0 to ${SCENES_PER_STORY_MAX}` })
    .max(SCENES_PER_STORY_MAX, { error: `position must be a whole number from 0 to ${SCENES_PER_STORY_MAX}` })
    .optional(),
};

const sceneTitle = requiredText('Title', SCENE_TITLE_MAX, { oneLine: true });

/** POST /api/stories/{id}/scenes: a title, and where (a beat, or none: unplaced; at the end unless `position`). */
export const createSceneBody = z.object({ title: sceneTitle, ...sceneFields });
export type CreateSceneBody = z.input<typeof createSceneBody>;

/** PATCH /api/stories/{id}/scenes/{sceneId}: any field; moving is `{ beat, position }`. */
export const patchSceneBody = z
  .object({ title: sceneTitle.optional(), ...sceneFields })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type PatchSceneBody = z.input<typeof patchSceneBody>;
export type SceneChange = z.output<typeof patchSceneBody>;

/** 409 from a scene save with a stale If-Match: the fields changed since, and the scene as stored. */
export const sceneConflictSchema = z.object({
  errors: z.array(z.object({ msg: z.string(), path: z.string() })),
  scene: sceneSchema,
});

const plotlineName = requiredText('Name', PLOTLINE_NAME_MAX, { oneLine: true });

/** POST /api/stories/{id}/plotlines: at the end of the lanes (the first one is the main plot). */
export const createPlotlineBody = z.object({ name: plotlineName, color });
/** PATCH /api/stories/{id}/plotlines/{plotlineId}: rename, recolour, or move to `position`. */
export const patchPlotlineBody = z
  .object({
    name: plotlineName.optional(),
    color: color.optional(),
    position: z
      .number({ error: `position must be a whole number from 0 to ${PLOTLINES_PER_STORY_MAX - 1}` })
      .int({ error: `position must be a whole number from 0 to ${PLOTLINES_PER_STORY_MAX - 1}` })
      .min(0, { error: `position must be a whole number from 0 to ${PLOTLINES_PER_STORY_MAX - 1}` })
      .max(PLOTLINES_PER_STORY_MAX - 1, {
        error: `position must be a whole number from 0 to ${PLOTLINES_PER_STORY_MAX - 1}`,
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type CreatePlotlineBody = z.input<typeof createPlotlineBody>;
export type PatchPlotlineBody = z.input<typeof patchPlotlineBody>;

/** GET /api/stories/{id}/board: everything the board shows, in one answer. */
export const boardSchema = z.object({
  _id: z.string(),
  title: z.string().nullable(),
  version: z.number().int(),
  /** The acts' names, in order; a beat's `act` indexes this. */
  acts: z.array(z.string()),
  /** `key`: the built-in beat it was made from (`act2a07`), as the story's answer names it. */
  beats: z.array(z.object({ _id: z.string(), act: z.number().int(), name: z.string(), key: z.string().optional() })),
  plotlines: z.array(plotlineSchema),
  /** Every scene outside the trash, in reading order (by beat, then position; the unplaced last). */
  scenes: z.array(sceneSchema),
  characters: z.array(z.object({ _id: z.string(), name: z.string(), protag: z.boolean() })),
});
export type Board = z.infer<typeof boardSchema>;

/** A scene in the trash: GET /api/stories/{id}/scenes/trash. */
export const trashedSceneSchema = sceneSchema.extend({ deletedAt: z.string() });
export type TrashedScene = z.infer<typeof trashedSceneSchema>;

/** A saved title or summary of a scene: GET /api/stories/{id}/scenes/{sceneId}/revisions, newest first. */
export const sceneRevisionSchema = z.object({
  _id: z.string(),
  field: z.enum(['title', 'summary']),
  text: z.string().nullable(),
  savedAt: z.string(),
  author: revisionAuthorSchema,
});
export type SceneRevision = z.infer<typeof sceneRevisionSchema>;

export const SCENE_SHIFTS = ['flashback', 'flash-forward'] as const;

/** GET /api/stories/{id}/timeline: the timed scenes in story-world order beside their reading order. */
export const timelineSchema = z.object({
  scenes: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      when: sceneWhenSchema,
      /** 0-based place in reading order among all the story's scenes. */
      readingIndex: z.number().int(),
      shift: z.enum(SCENE_SHIFTS).nullable(),
    }),
  ),
  untimed: z.array(z.object({ _id: z.string(), title: z.string(), readingIndex: z.number().int() })),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const CHECK_KINDS = [
  'plotline-gap',
  'plotline-unresolved',
  'overlap',
  'pov-absent',
  'protagonist-absent',
  'act-without-scene',
  'scene-without-plotline',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * The story's names a check's sentence is made of, by kind (a client says the sentence in its own
 * words from these): `plotline-gap` plotline, act, first, last; `plotline-unresolved` plotline, act;
 * `overlap` character, first, firstPlace, second, secondPlace; `pov-absent` scene, character;
 * `protagonist-absent` names, beat; `act-without-scene` act; `scene-without-plotline` scene.
 */
export const checkValuesSchema = z
  .object({
    plotline: z.string(),
    act: z.string(),
    first: z.string(),
    last: z.string(),
    character: z.string(),
    firstPlace: z.string(),
    second: z.string(),
    secondPlace: z.string(),
    scene: z.string(),
    beat: z.string(),
    names: z.array(z.string()).meta({ description: 'The protagonists, in the order of the characters' }),
  })
  .partial();
export type CheckValues = z.infer<typeof checkValuesSchema>;

/** GET /api/stories/{id}/checks: what may be wrong with the plan, found without AI. */
export const storyCheckSchema = z.object({
  /** Names this finding in this story: POST …/checks/dismissed with it hides it. */
  key: z.string(),
  kind: z.enum(CHECK_KINDS),
  /** The finding in one sentence, in the request's language (docs/decisions/187-the-servers-language.md). */
  message: z.string(),
  values: checkValuesSchema.meta({
    description:
      "The story's names the sentence is made of, by kind: plotline-gap plotline, act, first, last; plotline-unresolved plotline, act; overlap character, first, firstPlace, second, secondPlace; pov-absent scene, character; protagonist-absent names, beat; act-without-scene act; scene-without-plotline scene",
  }),
  /** The scenes, plotlines, beats, acts (`act:<index>`) and characters it is about. */
  refs: z.array(z.string()),
});
export type StoryCheck = z.infer<typeof storyCheckSchema>;

/** POST /api/stories/{id}/checks/dismissed: hide a finding for this story. */
export const dismissCheckBody = z.object({ key: requiredText('The finding', 400, { oneLine: true }) });
