import { z } from 'zod';
import { messageSchema } from '@three-act/contract/errors';
import { PAGE_SIZE } from '@three-act/contract/limits';
import {
  listNotificationsQuery,
  markReadBody,
  notificationSchema,
  unreadSchema,
} from '@three-act/contract/notifications';
import { defineRoute, NEXT_LINK, tokenParam, type Route } from '../../http/route';
import { setNextLink } from '../../lib/pagination';
import type { Services } from '../../services';

/** A writer's own notifications (decision 139), and the digest's one-click unsubscribe. */
export function notificationsRoutes({ notifications: service }: Services): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/notifications',
      tag: 'notifications',
      summary: "The writer's notifications, newest first (keyset pages)",
      access: 'signed-in',
      query: listNotificationsQuery,
      responses: { 200: z.array(notificationSchema) },
      headers: NEXT_LINK,
      handler: async ({ user, query, res }) => {
        const { cursor, limit = PAGE_SIZE } = query;
        const page = await service.list(user.id, cursor, limit);
        if (page.nextCursor) setNextLink(res, '/api/notifications', { cursor: page.nextCursor, limit });
        return page.items;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/notifications/unread',
      tag: 'notifications',
      summary: 'How many notifications are unread (the bell)',
      access: 'signed-in',
      responses: { 200: unreadSchema },
      handler: ({ user }) => service.unread(user.id),
    }),
    defineRoute({
      method: 'put',
      path: '/notifications/read',
      tag: 'notifications',
      summary: 'Mark the named notifications read, or all with no ids; answers the unread count',
      access: 'signed-in',
      body: markReadBody,
      responses: { 200: unreadSchema },
      handler: ({ user, body }) => service.markRead(user.id, body.ids),
    }),
    // RFC 8058 one-click unsubscribe from the digest: no sign-in, the token is the proof.
    defineRoute({
      method: 'post',
      path: '/unsubscribe/:token',
      tag: 'notifications',
      summary: "One-click unsubscribe from the digest (RFC 8058): the token from the mail's List-Unsubscribe",
      access: 'public',
      params: tokenParam,
      responses: { 200: messageSchema },
      errors: [404],
      handler: async ({ params }) => {
        await service.unsubscribe(params.token);
        return { msg: 'You will get no more digest mails' };
      },
    }),
  ];
}
