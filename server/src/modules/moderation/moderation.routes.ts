import { z } from 'zod';
import { messageSchema } from '@three-act/contract/errors';
import { PAGE_SIZE } from '@three-act/contract/limits';
import {
  adminUserSchema,
  flaggedCommentSchema,
  flaggedPostSchema,
  flaggedSheetSchema,
  listUsersQuery,
  logEntrySchema,
  setRoleBody,
  suspendBody,
} from '@three-act/contract/moderation';
import { beatSheetId } from '@three-act/contract/beat-sheets';
import { removalBody } from '@three-act/contract/notifications';
import { userSchema } from '@three-act/contract/users';
import { defineRoute, idParam, NEXT_LINK, type Route } from '../../http/route';
import { setNextLink } from '../../lib/pagination';
import type { Services } from '../../services';

const sheetParams = z.object({ id: beatSheetId });

/** The moderation queue: mods and admins. */
export function moderationRoutes({ moderation: service, suspensions }: Services): Route[] {
  const tag = 'moderation';
  // Every route here, reading the queue too, is refused to a suspended moderator (decision 148).
  const access = 'moderator';
  const queueItems = [
    {
      kind: 'posts',
      noun: 'post',
      remove: service.deletePost,
      clearReports: service.clearPostReports,
      removed: 'Post Removed',
    },
    {
      kind: 'comments',
      noun: 'comment',
      remove: service.deleteComment,
      clearReports: service.clearCommentReports,
      removed: 'Response deleted',
    },
  ];
  return [
    defineRoute({
      method: 'get',
      path: '/moderation/posts',
      tag,
      summary: 'Posts at or past the report threshold',
      access,
      notSuspended: true,
      responses: { 200: z.array(flaggedPostSchema) },
      handler: () => service.flaggedPosts(),
    }),
    defineRoute({
      method: 'get',
      path: '/moderation/comments',
      tag,
      summary: 'Comments at or past the report threshold',
      access,
      notSuspended: true,
      responses: { 200: z.array(flaggedCommentSchema) },
      handler: () => service.flaggedComments(),
    }),
    defineRoute({
      method: 'get',
      path: '/moderation/log',
      tag,
      summary: 'Recent moderation actions',
      access,
      notSuspended: true,
      responses: { 200: z.array(logEntrySchema) },
      handler: () => service.recentLog(),
    }),
    // Posts and comments are removed and cleared alike; only the service call and the answer differ.
    ...queueItems.flatMap(({ kind, noun, remove, clearReports, removed }) => [
      defineRoute({
        method: 'delete',
        path: `/moderation/${kind}/:id`,
        tag,
        summary: `Remove a ${noun}; the reason goes to its author as a notification, its reporters learn it was removed`,
        access,
        notSuspended: true,
        params: idParam,
        body: removalBody,
        responses: { 200: messageSchema },
        errors: [404],
        handler: async ({ user, params, body }) => {
          await remove(user, params.id, body.reason || null);
          return { msg: removed };
        },
      }),
      defineRoute({
        method: 'put',
        path: `/moderation/${kind}/:id/clear-reports`,
        tag,
        summary: `Clear a ${noun}'s reports`,
        access,
        notSuspended: true,
        params: idParam,
        responses: { 200: messageSchema },
        errors: [404],
        handler: async ({ user, params }) => {
          await clearReports(user, params.id);
          return { msg: 'Reports cleared' };
        },
      }),
    ]),
    // The shelf's sheets (decision 156): taken off the shelf (never deleted: they are their authors' writing) or kept.
    defineRoute({
      method: 'get',
      path: '/moderation/beat-sheets',
      tag,
      summary: 'Shelf beat sheets with reports: hidden ones (5 counted) first',
      access,
      notSuspended: true,
      responses: { 200: z.array(flaggedSheetSchema) },
      handler: () => service.flaggedSheets(),
    }),
    defineRoute({
      method: 'delete',
      path: '/moderation/beat-sheets/:id',
      tag,
      summary: 'Take a sheet off the shelf (its author keeps it; its reports stay, so published again it is hidden)',
      access,
      notSuspended: true,
      params: sheetParams,
      body: removalBody,
      responses: { 200: messageSchema },
      errors: [404],
      handler: async ({ user, params, body }) => {
        await service.removeSheet(user, params.id, body.reason || null);
        return { msg: 'Beat sheet taken off the shelf' };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/moderation/beat-sheets/:id/clear-reports',
      tag,
      summary: "Clear a shelf sheet's reports (a hidden one shows again)",
      access,
      notSuspended: true,
      params: sheetParams,
      responses: { 200: messageSchema },
      errors: [404],
      handler: async ({ user, params }) => {
        await service.clearSheetReports(user, params.id);
        return { msg: 'Reports cleared' };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/moderation/users/:id/suspension',
      tag,
      summary: 'Suspend a writer for 1, 7 or 30 days or until lifted (mods: writers; admins: also mods)',
      access,
      notSuspended: true,
      params: idParam,
      body: suspendBody,
      responses: { 200: userSchema },
      errors: [403, 404],
      handler: ({ user, params, body }) => suspensions.suspend(user, params.id, body.days, body.reason),
    }),
    defineRoute({
      method: 'delete',
      path: '/moderation/users/:id/suspension',
      tag,
      summary: "Lift a writer's suspension",
      access,
      notSuspended: true,
      params: idParam,
      responses: { 200: userSchema },
      errors: [403, 404],
      handler: ({ user, params }) => suspensions.lift(user, params.id),
    }),
  ];
}

/** User search and roles: admins only, and not while suspended (decision 148). */
export function adminRoutes({ admin: service }: Services): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/users',
      tag: 'admin',
      summary: 'Users by name or e-mail search (keyset pages)',
      access: 'admin',
      notSuspended: true,
      query: listUsersQuery,
      responses: { 200: z.array(adminUserSchema) },
      headers: NEXT_LINK,
      handler: async ({ query, res }) => {
        const { q, cursor, limit = PAGE_SIZE } = query;
        const page = await service.listUsers(q || undefined, cursor, limit);
        if (page.nextCursor) setNextLink(res, '/api/admin/users', { q, cursor: page.nextCursor, limit });
        return page.users;
      },
    }),
    defineRoute({
      method: 'put',
      path: '/admin/users/:id/role',
      tag: 'admin',
      summary: "Set a user's role (the last admin cannot be demoted)",
      access: 'admin',
      notSuspended: true,
      params: idParam,
      body: setRoleBody,
      responses: { 200: adminUserSchema },
      errors: [404],
      handler: ({ user, params, body }) => service.setRole(user.id, params.id, body.role),
    }),
  ];
}
