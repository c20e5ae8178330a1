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
