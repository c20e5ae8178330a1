/** A story's acts and beats as answers carry them (docs/decisions/154-story-structure-as-rows.md). */
import { z } from './zod';

/** One beat of a story: its words (the writer's own, or its built-in beat's) and its text. */
export const storyBeatSchema = z.object({
  _id: z.string(),
  /** The built-in beat it was made from (`act2a07`, `save-the-cat/catalyst`), if any. */
  key: z.string().optional(),
  name: z.string(),
  question: z.string(),
  hint: z.string().optional(),
  text: z.string().nullable(),
});
export type StoryBeat = z.infer<typeof storyBeatSchema>;

/** One act of a story, its beats in order. */
export const storyActSchema = z.object({
  key: z.string().optional(),
  name: z.string(),
  beats: z.array(storyBeatSchema),
});
export type StoryActJson = z.infer<typeof storyActSchema>;
