import { Router } from 'express';
import { PAGE_SIZE } from '@three-act/contract/limits';
import { setNextLink } from '../../lib/pagination';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { listNotificationsSchemas, markReadSchemas } from './notifications.validators';

/** A writer's own notifications (decision 139). */
export function notificationsRoutes({ notifications: service }: Services): Router {
  return Router()
    .use(requireAuth)
    .get('/', validate(listNotificationsSchemas), async (req, res) => {
      const { cursor, limit = PAGE_SIZE } = valid(req, listNotificationsSchemas).query;
      const page = await service.list(requireUser(req).id, cursor, limit);
      if (page.nextCursor) setNextLink(res, '/api/notifications', { cursor: page.nextCursor, limit });
      res.json(page.items);
    })
    .get('/unread', async (req, res) => {
      res.json(await service.unread(requireUser(req).id));
    })
    .put('/read', validate(markReadSchemas), async (req, res) => {
      const { ids } = valid(req, markReadSchemas).body;
      res.json(await service.markRead(requireUser(req).id, ids));
    });
}

/** RFC 8058 one-click unsubscribe from the digest: no sign-in, the token is the proof. */
export function unsubscribeRoutes({ notifications: service }: Services): Router {
  return Router().post('/:token', async (req, res) => {
    await service.unsubscribe(String(req.params.token));
    res.json({ msg: 'You will get no more digest mails' });
  });
}
