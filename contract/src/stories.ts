import { z } from './zod';
import { TITLE_MAX } from './limits';
import { requiredText } from './text';

/** POST /api/stories */
export const createStoryBody = z.object({ title: requiredText('Title', TITLE_MAX, { oneLine: true }) });
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

/** POST /api/stories/{id}/share: whether the read-only page shows the characters too. */
export const shareBody = z.object({
  characters: z.boolean({ error: 'characters must be true or false' }),
});
export type ShareBody = z.input<typeof shareBody>;

/** A story's read-only link (decision 138): `url` is the page's path, `/read/{token}`. */
export const shareSchema = z.object({ url: z.string(), characters: z.boolean() });
export type Share = z.infer<typeof shareSchema>;

/** GET /api/read/{token}: what a reader of a shared story sees; never notes, ids or the writer's account. */
export const sharedStorySchema = z.object({
  title: z.string(),
  author: z.string(),
  beats: z.record(z.string(), z.string().nullable()),
  /** Null when the writer shared the outline only. */
  characters: z
    .array(z.object({ name: z.string(), desc: z.string(), protag: z.boolean(), beats: z.array(z.string()) }))
    .nullable(),
});
export type SharedStory = z.infer<typeof sharedStorySchema>;
