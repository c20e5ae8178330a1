import { z } from './zod';
import { PAGE_SIZE_MAX, USER_SEARCH_MAX, USERS_CURSOR_MAX } from './limits';
import { ROLES } from './roles';
import { userSchema } from './users';
import { cursorParam, queryInt, searchParam } from './text';

export const ROLE_MESSAGE = 'Role must be user, mod or admin';

/** PUT /api/admin/users/{id}/role */
export const setRoleBody = z.object({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});

/** GET /api/admin/users */
export const listUsersQuery = z.object({
  q: searchParam('Search text', USER_SEARCH_MAX),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
  cursor: cursorParam(USERS_CURSOR_MAX),
});

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
});
export type FlaggedComment = z.infer<typeof flaggedCommentSchema>;

export const logEntrySchema = z.object({
  _id: z.string(),
  moderator: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string().nullable(),
  date: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** A user as the admin page lists them: the same fields as the signed-in user's own. */
export const adminUserSchema = userSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;
