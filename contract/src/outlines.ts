import { z } from './zod';
import { storyActSchema } from './story-acts';
import { membershipSchema } from './members';
import { ID_PATTERN } from './ids';
import { BEAT_KEYS, type BeatKey } from './beats';
import {
  BEAT_MAX,
  BEATS_PER_STORY_MAX,
  CHARACTER_DESC_MAX,
  CHARACTER_NAME_MAX,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  PHOTO_URL_MAX,
  TITLE_MAX,
} from './limits';
import { optionalLink, requiredText, holdableText } from './text';

/** A beat answer: text or null; an empty or blank answer is a cleared beat, stored as null (progress skips it). */
export const beatSchema = z
  .union([z.string(), z.null()], { error: 'Each answer must be text' })
  .refine((value) => value === null || value.length <= BEAT_MAX, {
    error: `Each answer must be at most ${BEAT_MAX} characters`,
  })
  .transform((value) => {
    const text = value === null ? '' : holdableText(value);
    return text.trim() === '' ? null : text;
  })
  .optional();

const beatShape = Object.fromEntries(BEAT_KEYS.map((key) => [key, beatSchema])) as Record<BeatKey, typeof beatSchema>;

const outlineFields = {
  title: requiredText('Title', TITLE_MAX, { oneLine: true }).optional(),
  promptDismissed: z.boolean({ error: 'promptDismissed must be true or false' }).optional(),
  ...beatShape,
};
const KNOWN_FIELDS = new Set(Object.keys(outlineFields));
const outlineChanges = z.object(outlineFields).catchall(beatSchema);

/**
 * POST /api/outlines: every field optional, so a save changes only what it carries (act 2 never
 * erases act 1). The title's presence on the first save is the server's rule. Beside the act
 * fields, a beat of the story may be named by its id (a story on any structure; docs/decisions/154);
 * any other field is ignored, as the spec's merge does.
 */
export const saveOutlineBody = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => KNOWN_FIELDS.has(key) || ID_PATTERN.test(key)))
      : body,
  outlineChanges.refine((body) => Object.keys(body).length <= KNOWN_FIELDS.size + BEATS_PER_STORY_MAX, {
    error: `A save carries at most ${BEATS_PER_STORY_MAX} beats`,
  }),
);
/** A save's fields: the title, promptDismissed, act fields, and beats of any structure by id. */
export type SaveOutlineBody = z.input<z.ZodObject<typeof outlineFields>> & {
  [beatId: string]: string | boolean | null | undefined;
};
export type OutlineChanges = z.output<z.ZodObject<typeof outlineFields>> & {
  [beatId: string]: string | boolean | null | undefined;
};

/** The description is HTML; the server sanitises it with an allow-list and requires visible text. */
export const characterDescSchema = z
  .string({ error: 'Description is required' })
  .max(CHARACTER_DESC_MAX, { error: `Description must be at most ${CHARACTER_DESC_MAX} characters` });

/** The old form sent the text TRUE; the checkbox sends a boolean. Anything else means "not the protagonist". */
export const protagSchema = z
  .unknown()
  .transform((value) => value === true || (typeof value === 'string' && value.toUpperCase() === 'TRUE'))
  .default(false);

/** Optional: absent, null, '' or blank is "no photo" (answered as ''); otherwise an http(s) link. */
const photoUrlSchema = optionalLink('Photo URL', PHOTO_URL_MAX);

/** PUT /api/outlines/characters */
export const characterBody = z.object({
  name: requiredText('Name', CHARACTER_NAME_MAX, { oneLine: true }),
  desc: characterDescSchema,
  photoUrl: photoUrlSchema,
  protag: protagSchema,
});
export type CharacterBody = z.input<typeof characterBody>;

const atLeastOne = (value: object) => Object.values(value).some((field) => field !== undefined);
const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** PATCH /api/outlines/characters/{id}: the fields sent change, the others stay. */
export const characterPatchBody = z
  .object({
    name: characterBody.shape.name.optional(),
    desc: characterDescSchema.optional(),
    photoUrl: photoUrlSchema,
    protag: z.boolean({ error: 'protag must be true or false' }).optional(),
  })
  .refine(atLeastOne, { error: NOTHING_TO_CHANGE });
export type CharacterPatchBody = z.input<typeof characterPatchBody>;

/**
 * PUT /api/outlines/characters/{id}/beats: the beats the character appears in, replacing the
 * ones before. Unknown keys are refused by name; repeats count once; stored in outline order.
 */
export const characterBeatsBody = z.object({
  beats: z
    .array(z.string({ error: 'Each beat must be a beat key such as act2a07' }), {
      error: 'beats must be a list of beat keys',
    })
    .max(BEAT_KEYS.length * 2, { error: `At most ${BEAT_KEYS.length} beats` })
    .superRefine((keys, ctx) => {
      const unknown = keys.filter((key) => !(BEAT_KEYS as readonly string[]).includes(key));
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: `Unknown beat: ${unknown.slice(0, 3).join(', ')}` });
    })
    .transform((keys) => BEAT_KEYS.filter((key) => keys.includes(key))),
});
export type CharacterBeatsBody = z.input<typeof characterBeatsBody>;

/** PUT /api/outlines/characters/note/{id} */
export const noteBody = z.object({
  noteTitle: requiredText('Note title', NOTE_TITLE_MAX, { oneLine: true }),
  noteText: requiredText('Note text', NOTE_TEXT_MAX),
});
export type NoteBody = z.input<typeof noteBody>;

/** PATCH /api/outlines/characters/note/{characterId}/{noteId} */
export const notePatchBody = z
  .object({ noteTitle: noteBody.shape.noteTitle.optional(), noteText: noteBody.shape.noteText.optional() })
  .refine(atLeastOne, { error: NOTHING_TO_CHANGE });
export type NotePatchBody = z.input<typeof notePatchBody>;

export const noteSchema = z.object({ _id: z.string(), noteTitle: z.string(), noteText: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const characterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** HTML, sanitised by the server with an allow-list. */
  desc: z.string(),
  photoUrl: z.string(),
  protag: z.boolean(),
  /**
   * The beats the character appears in, in story order: by field (`act2a07`) on a story on the
   * Three Act structure, else by id (docs/decisions/154-story-structure-as-rows.md).
   */
  beats: z.array(z.string()),
  /**
   * Those of `beats` the character's name is written in, as a whole word, spelled as on its card or
   * in capitals (docs/decisions/175-names-written-in-beats.md); absent when there are none. A
   * named beat stays in `beats` while the name is in its text, linked or not.
   */
  namedIn: z.array(z.string()).optional(),
  notes: z.array(noteSchema),
  date: z.string(),
});
export type Character = z.infer<typeof characterSchema>;

const beatAnswers = Object.fromEntries(BEAT_KEYS.map((key) => [key, z.string().nullable()])) as Record<
  BeatKey,
  z.ZodNullable<z.ZodString>
>;

export const outlineSchema = z.object({
  _id: z.string(),
  user: z.string(),
  /** Null for the untitled outline the server makes when a character is saved first. */
  title: z.string().nullable(),
  promptDismissed: z.boolean(),
  ...beatAnswers,
  /**
   * Only on a story on another structure than Three Act, whose act fields are then null: its acts
   * and beats in order, as GET /api/stories/{id} answers them (docs/decisions/154-story-structure-as-rows.md).
   */
  acts: z.array(storyActSchema).optional(),
  characters: z.array(characterSchema),
  /** On a story shared with the writer (decision 189): their role and the owner's name. */
  shared: membershipSchema.optional(),
  /**
   * True when the story has members (decision 192): its title and beats are edited live through
   * the document `story:{_id}` on /api/collab; absent on a story of one writer, which saves as ever.
   */
  live: z.literal(true).optional(),
  /** Grows with every saved change of the title or a beat; GET /api/outlines/me sends it as the ETag. */
  version: z.number(),
  date: z.string(),
  updatedAt: z.string(),
});
export type Outline = z.infer<typeof outlineSchema>;

/** The fields that keep a history: the title and the 32 beats. */
export const REVISION_FIELDS = ['title', ...BEAT_KEYS] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** 409 from POST /api/outlines with a stale If-Match: one error per conflicting field, and the outline as stored. */
export const outlineConflictSchema = z.object({
  errors: z.array(z.object({ msg: z.string(), path: z.string() })),
  outline: outlineSchema,
});
export type OutlineConflict = z.infer<typeof outlineConflictSchema>;

/** GET /api/outlines/me/revisions?field= */
export const revisionsQuery = z.object({
  field: z
    .string({ error: 'field must be title, a beat key such as act2a04, or a beat id' })
    .refine((field) => (REVISION_FIELDS as readonly string[]).includes(field) || ID_PATTERN.test(field), {
      error: 'field must be title, a beat key such as act2a04, or a beat id',
    }),
});

/**
 * Who saved a revision (issue 35, docs/decisions/191-revision-authors.md): always present, null when
 * not known (saved before authors were kept) or the account is deleted.
 */
export const revisionAuthorSchema = z
  .object({ _id: z.string(), name: z.string() })
  .nullable()
  .meta({ description: 'Who saved it; null for revisions saved before authors were kept and for a deleted account' });

export const revisionSchema = z.object({
  _id: z.string(),
  field: z.string(),
  text: z.string().nullable(),
  savedAt: z.string(),
  author: revisionAuthorSchema,
});
export type Revision = z.infer<typeof revisionSchema>;
