import { z } from './zod';
import { PAGE_SIZE_MAX, USER_SEARCH_MAX, USERS_CURSOR_MAX } from './limits';
import { ROLES } from './roles';
import { userSchema } from './users';
import { cursorParam, queryInt, requiredText, searchParam } from './text';

export const ROLE_MESSAGE = 'Role must be user, mod or admin';

/** PUT /api/admin/users/{id}/role */
export const setRoleBody = z.object({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});

export const SUSPENSION_DAYS = [1, 7, 30] as const;
export const SUSPENSION_REASON_MAX = 500;
const DAYS_MESSAGE = 'days must be 1, 7, 30 or null (until lifted)';

/** PUT /api/moderation/users/{id}/suspension: `days` null suspends until a moderator lifts it. */
export const suspendBody = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30), z.null()], { error: DAYS_MESSAGE }),
  reason: requiredText('The reason', SUSPENSION_REASON_MAX, { required: 'A reason is required' }),
});
export type SuspendBody = z.input<typeof suspendBody>;

/** GET /api/admin/users */
export const listUsersQuery = z.object({
  q: searchParam('Search text', USER_SEARCH_MAX),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
  cursor: cursorParam(USERS_CURSOR_MAX),
});

/** One report as the moderation queue shows it: why, and who (with how much their report counted). */
export const queueReportSchema = z.object({
  reason: z.string(),
  details: z.string().nullable(),
  /** False for an unverified reporter's report: kept, shown here, not counted toward hiding. */
  counted: z.boolean(),
  date: z.string(),
  reporter: z.object({
    _id: z.string(),
    name: z.string(),
    verified: z.boolean(),
    role: z.string(),
    /** When the reporter's account was made: throw-away accounts are young. */
    joined: z.string(),
  }),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

/** The author of a reported item, as moderators need to know them. */
export const authorHistorySchema = z.object({
  removed: z.number().int(),
  suspensions: z.number().int(),
  suspension: z.object({ until: z.string().nullable(), reason: z.string() }).nullable(),
});
export type AuthorHistory = z.infer<typeof authorHistorySchema>;

const queueFields = {
  /** Hidden from writers by its reports (5 counted); false: reported, still shown. */
  hidden: z.boolean(),
  reports: z.array(queueReportSchema),
  history: authorHistorySchema,
};

export const flaggedPostSchema = z.object({
  _id: z.string(),
  text: z.string(),
  name: z.string(),
  avatar: z.string(),
  user: z.string(),
  reportCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  date: z.string(),
  ...queueFields,
});
export type FlaggedPost = z.infer<typeof flaggedPostSchema>;

export const flaggedCommentSchema = z.object({
  _id: z.string(),
  /** The post the comment belongs to. */
  post: z.string(),
  text: z.string(),
  name: z.string(),
  avatar: z.string(),
  user: z.string(),
  reportCount: z.number().int(),
  voteCount: z.number().int(),
  date: z.string(),
  ...queueFields,
});
export type FlaggedComment = z.infer<typeof flaggedCommentSchema>;

/** A shelf sheet with reports (docs/decisions/156-beat-sheet-shelf.md); its structure is read with GET /api/beat-sheets/{id}. */
export const flaggedSheetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  author: z.object({ _id: z.string(), name: z.string(), avatar: z.string() }),
  beats: z.number().int(),
  reportCount: z.number().int(),
  likes: z.number().int(),
  /** When it was published. */
  date: z.string(),
  ...queueFields,
});
export type FlaggedSheet = z.infer<typeof flaggedSheetSchema>;

export const logEntrySchema = z.object({
  _id: z.string(),
  moderator: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string().nullable(),
  /** The moderator's reason for a removal or a suspension. */
  reason: z.string().nullable(),
  /** The writer the action touched (the item's author, the user); null once their account is gone. */
  subject: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The post the item was on, while it still exists: the log links to it. */
  post: z.string().nullable(),
  date: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** A user as the admin page lists them: the same fields as the signed-in user's own. */
export const adminUserSchema = userSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;
