import { z } from './zod';
import { STORY_COMMENT_MAX } from './limits';
import { holdableText, requiredText } from './text';

/**
 * Comments on a shared story (issue 35, decision 190): threads on a beat, a scene or a codex entry,
 * optionally anchored to a range of its text, with one level of replies; any member comments, its
 * author edits it, its author or the story's owner deletes it, any member resolves or reopens a
 * thread. `@Name` of a member notifies them. A comment never goes into the story's files.
 */
export const STORY_COMMENTS_MAX = 5_000;

/** A range of the text a comment is about: where it was, and the words, so it can be found again after edits. */
export const ANCHOR_MESSAGE = 'anchor must be { start, end, quote }: two whole numbers and the words between them';
const position = z.number({ error: ANCHOR_MESSAGE }).int({ error: ANCHOR_MESSAGE }).min(0, { error: ANCHOR_MESSAGE });
export const anchorSchema = z.object(
  {
    start: position,
    end: position,
    // What PostgreSQL cannot hold (a NUL, half a surrogate pair cut off by a selection) is dropped.
    quote: z
      .string({ error: ANCHOR_MESSAGE })
      .transform((value) => holdableText(value))
      .pipe(z.string().max(500, { error: ANCHOR_MESSAGE })),
  },
  { error: ANCHOR_MESSAGE },
);
export type Anchor = z.infer<typeof anchorSchema>;

const commentText = requiredText('Comment', STORY_COMMENT_MAX);

/**
 * POST /api/stories/{id}/comments: on one beat (by id, or by its Three Act field, `act2a01`), scene or
 * entry; a reply names its thread's first comment as `parent`.
 */
export const newStoryCommentBody = z
  .object({
    beat: z.string().optional(),
    scene: z.string().optional(),
    entry: z.string().optional(),
    text: commentText,
    anchor: anchorSchema.optional(),
    parent: z.string().optional(),
  })
  .refine((body) => body.parent !== undefined || [body.beat, body.scene, body.entry].filter(Boolean).length === 1, {
    error: 'A comment is on one beat, scene or entry',
  });
export type NewStoryCommentBody = z.input<typeof newStoryCommentBody>;

/** PATCH /api/stories/{id}/comments/{commentId}: its author's new text, or any member resolving or reopening a thread. */
export const storyCommentChangeBody = z
  .object({
    text: commentText.optional(),
    resolved: z.boolean({ error: 'resolved must be true or false' }).optional(),
  })
  .refine((body) => body.text !== undefined || body.resolved !== undefined, { error: 'Nothing to change' });
export type StoryCommentChangeBody = z.input<typeof storyCommentChangeBody>;

/** GET /api/stories/{id}/comments?beat=&scene=&entry=&resolved= */
export const storyCommentsQuery = z.object({
  beat: z.string().optional(),
  scene: z.string().optional(),
  entry: z.string().optional(),
  resolved: z.enum(['true', 'false'], { error: "resolved must be 'true' or 'false'" }).optional(),
});

/** What a comment is on. */
export const commentTargetSchema = z.object({
  kind: z.enum(['beat', 'scene', 'entry']),
  _id: z.string(),
  /** A beat of the built-in Three Act structure also by its field (`act2a01`), as the act pages name it. */
  key: z.string().nullable().optional(),
});

/** One comment; a thread's first comment carries its replies, oldest first. */
export const storyCommentSchema = z.object({
  _id: z.string(),
  target: commentTargetSchema,
  /** Null on a reply and on a comment about the whole beat, scene or entry. */
  anchor: anchorSchema.nullable(),
  parent: z.string().nullable(),
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** When the thread was resolved (first comments only), and by whom. */
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type StoryComment = z.infer<typeof storyCommentSchema>;

export const storyThreadSchema = storyCommentSchema.extend({ replies: z.array(storyCommentSchema) });
export type StoryThread = z.infer<typeof storyThreadSchema>;
export const storyThreadsSchema = z.array(storyThreadSchema);
