import { z } from './zod';
import { ID_PATTERN } from './ids';
import { COMMENT_MAX, PAGE_SIZE_MAX, POST_MAX, POST_SEARCH_MAX, POSTS_CURSOR_MAX } from './limits';
import { POST_SORTS, POSTS_FOUND_PATTERN, REPORT_DETAILS_MAX, REPORT_REASONS } from './posts-list';
import { cursorParam, optionalText, queryInt, requiredText, searchParam } from './text';

const plainText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  requiredText(label, max, {
    required: `${label} text is required`,
    tooLong: `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  });

/** POST /api/posts */
export const postBody = z.object({ text: plainText('Post', POST_MAX) });
/** PUT /api/posts/comment/{postId}: `parent` makes it a reply to a top-level comment of the post. */
export const commentBody = z.object({
  text: plainText('Comment', COMMENT_MAX),
  parent: z
    .string({ error: 'parent must be a comment of this post' })
    .max(64, { error: 'parent must be a comment of this post' })
    .optional(),
});

/** PUT /api/posts/report/{id} and PUT /api/posts/comment/{postId}/report/{commentId}: both optional. */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'reason must be spam, harassment, off-topic, explicit or other' }).optional(),
  details: optionalText('details', REPORT_DETAILS_MAX),
});
export type ReportBody = z.input<typeof reportBody>;

/**
 * POST /api/posts/{id}/adopt and POST /api/posts/comment/{postId}/adopt/{commentId} ("Use in my
 * story", docs/decisions/157-ideas-into-stories.md): the writer's story, and the beat the idea's text
 * is appended to; without `beat` it goes to the story's unplaced ideas.
 */
export const adoptBody = z.object({
  story: z
    .string({ error: 'story must be the id of one of your stories' })
    .regex(ID_PATTERN, { error: 'Malformed story id' }),
  beat: z
    .string({ error: 'beat must be the id of a beat of the story' })
    .regex(ID_PATTERN, { error: 'Malformed beat id' })
    .optional(),
});
export type AdoptBody = z.input<typeof adoptBody>;

/** PUT /api/posts/comment/{postId}/{commentId}: a comment's new text (a post's is `postBody`). */
export const commentEditBody = commentBody.pick({ text: true });
export type TextBody = z.input<typeof postBody>;

/** GET /api/posts: keyset pages; the next one is announced in a Link header. */
export const listPostsQuery = z.object({
  cursor: cursorParam(POSTS_CURSOR_MAX),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
  sort: z.enum(POST_SORTS, { error: 'sort must be top, new or active' }).optional(),
  q: searchParam('Search', POST_SEARCH_MAX),
  /** `me` or a writer's id: that writer's posts, with their own hidden ones when it is the viewer. */
  author: z
    .string({ error: 'author must be me or a writer id' })
    .max(64, { error: 'author must be me or a writer id' })
    .optional(),
});
export type ListPostsQuery = z.input<typeof listPostsQuery>;

export const postsFoundSchema = z.string().regex(POSTS_FOUND_PATTERN);

export const userRefSchema = z.object({ user: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;
export const userRefsSchema = z.array(userRefSchema);

/**
 * A report as a reader sees it: every report keeps its place (a client may count them), but the
 * reporter's id is shown only to the reporter and to moderators; everyone else reads null.
 */
export const reportRefSchema = z.object({ user: z.string().nullable() });
export type ReportRef = z.infer<typeof reportRefSchema>;
export const reportRefsSchema = z.array(reportRefSchema);

/** A post as the list sends it: counts and the viewer's own like/report, no comments. */
export const postSummarySchema = z.object({
  _id: z.string(),
  text: z.string(),
  name: z.string(),
  avatar: z.string(),
  user: z.string(),
  /** The viewer's own like only ([] or one entry): the list carries counts, not everyone's. */
  likes: userRefsSchema,
  /** The viewer's own report only ([] or one entry). */
  reports: reportRefsSchema,
  likeCount: z.number().int(),
  reportCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  flagged: z.boolean(),
  date: z.string(),
  /** When its author last changed it; null when never. */
  editedAt: z.string().nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const commentSchema = z.object({
  _id: z.string(),
  /** null when the comment is flagged and the viewer is neither its author nor a moderator. */
  text: z.string().nullable(),
  /** The top-level comment this one replies to; null for a top-level comment. */
  parent: z.string().nullable(),
  name: z.string(),
  avatar: z.string(),
  user: z.string(),
  votes: userRefsSchema,
  reports: reportRefsSchema,
  voteCount: z.number().int(),
  reportCount: z.number().int(),
  votedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  flagged: z.boolean(),
  date: z.string(),
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** One post: every like and report (reporters anonymous to others), and its discussion. */
export const postSchema = postSummarySchema.extend({
  likes: userRefsSchema,
  reports: reportRefsSchema,
  comments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;
