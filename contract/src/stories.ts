import { z } from './zod';
import { TITLE_MAX } from './limits';
import { requiredText } from './text';
import { beatSheetId } from './story-structure';
import { membershipSchema } from './members';

/** POST /api/stories: a title, and the beat sheet whose structure the story copies (Three Act by default). */
export const createStoryBody = z.object({
  title: requiredText('Title', TITLE_MAX, { oneLine: true }),
  beatSheet: beatSheetId.optional(),
});
export type CreateStoryBody = z.input<typeof createStoryBody>;

/** One of the writer's stories in GET /api/stories, most recently changed first. */
export const storySummarySchema = z.object({
  _id: z.string(),
  /** Null for the untitled story made when a character is saved first. */
  title: z.string().nullable(),
  /** (title + filled beats) / 33, as a rounded percentage. */
  progress: z.number(),
  updatedAt: z.string(),
  current: z.boolean(),
  /** The scenes it holds outside the trash (docs/decisions/165-scenes-and-plotlines.md). */
  scenes: z.number().int().optional(),
  /** A story shared with the writer (decision 189): their role and the owner's name; absent on their own. */
  shared: membershipSchema.optional(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;
export const storiesSchema = z.array(storySummarySchema);

/** One story in the trash (GET /api/stories/trash), most recently deleted first. */
export const trashedStorySchema = z.object({
  _id: z.string(),
  title: z.string().nullable(),
  progress: z.number(),
  deletedAt: z.string(),
  /** When it is removed for good. */
  purgeAt: z.string(),
});
export type TrashedStory = z.infer<typeof trashedStorySchema>;
export const trashSchema = z.array(trashedStorySchema);

/** Why `notes: true` without the characters is refused: a note belongs to a character. */
export const NOTES_NEED_CHARACTERS = 'Notes can only be shared with the characters';

/**
 * POST /api/stories/{id}/share: whether the read-only page shows the characters too, and with
 * them their notes (private unless chosen: absent means false), and the codex (its entries other
 * than characters and their ties, decision 181; absent means false).
 */
export const shareBody = z
  .object({
    characters: z.boolean({ error: 'characters must be true or false' }),
    notes: z.boolean({ error: 'notes must be true or false' }).optional(),
    codex: z.boolean({ error: 'codex must be true or false' }).optional(),
  })
  .refine((body) => body.characters || !body.notes, { error: NOTES_NEED_CHARACTERS, path: ['notes'] });
export type ShareBody = z.input<typeof shareBody>;

/** A story's read-only link (decision 138): `url` is the page's path, `/read/{token}`. */
export const shareSchema = z.object({
  url: z.string(),
  characters: z.boolean(),
  notes: z.boolean(),
  codex: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;

/** A character's note on a shared page: no id, in the order its writer sees them. */
export const sharedNoteSchema = z.object({ noteTitle: z.string(), noteText: z.string() });

/**
 * A codex entry on a shared page (decision 181): no id; its names (and whether they count only as
 * written, for the links from the beats), its description as sanitised HTML, its sheet's fields
 * that hold a value, in the sheet's order, as text.
 */
export const sharedEntrySchema = z.object({
  kind: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  matchCase: z.boolean(),
  summary: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

/** A tie between two entries the page shows, by their names. */
export const sharedTieSchema = z.object({
  from: z.string(),
  to: z.string(),
  label: z.string(),
  directed: z.boolean(),
  note: z.string().nullable(),
});

/** GET /api/read/{token}: what a reader of a shared story sees; never ids or the writer's account. */
export const sharedStorySchema = z.object({
  title: z.string(),
  author: z.string(),
  beats: z.record(z.string(), z.string().nullable()),
  /** Null when the writer shared the outline only. */
  characters: z
    .array(
      z.object({
        name: z.string(),
        desc: z.string(),
        protag: z.boolean(),
        beats: z.array(z.string()),
        /** Only when the writer chose to share the notes too; absent otherwise. */
        notes: z.array(sharedNoteSchema).optional(),
      }),
    )
    .nullable(),
  /**
   * Only when the writer chose to share the codex: its entries other than characters (by name),
   * and the ties between the entries the page shows (characters among them when shared).
   */
  codex: z.object({ entries: z.array(sharedEntrySchema), relationships: z.array(sharedTieSchema) }).optional(),
});
export type SharedStory = z.infer<typeof sharedStorySchema>;
