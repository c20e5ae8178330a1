import { Router } from 'express';
import { setNextLink } from '../../lib/pagination';
import { requireRole, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { PAGE_SIZE } from '@three-act/contract/limits';
import { listUsersSchemas, removalSchemas, setRoleSchemas, suspendSchemas } from './moderation.validators';

/** The moderation queue: mods and admins. */
export function moderationRoutes({ moderation: service, suspensions }: Services): Router {
  return Router()
    .use(requireRole('mod', 'admin'))
    .get('/posts', async (_req, res) => {
      res.json(await service.flaggedPosts());
    })
    .get('/comments', async (_req, res) => {
      res.json(await service.flaggedComments());
    })
    .get('/log', async (_req, res) => {
      res.json(await service.recentLog());
    })
    .delete('/posts/:id', validate(removalSchemas), async (req, res) => {
      const { reason } = valid(req, removalSchemas).body;
      await service.deletePost(requireUser(req), String(req.params.id), reason || null);
      res.json({ msg: 'Post Removed' });
    })
    .put('/posts/:id/clear-reports', async (req, res) => {
      await service.clearPostReports(requireUser(req), String(req.params.id));
      res.json({ msg: 'Reports cleared' });
    })
    .delete('/comments/:id', validate(removalSchemas), async (req, res) => {
      const { reason } = valid(req, removalSchemas).body;
      await service.deleteComment(requireUser(req), String(req.params.id), reason || null);
      res.json({ msg: 'Response deleted' });
    })
    .put('/comments/:id/clear-reports', async (req, res) => {
      await service.clearCommentReports(requireUser(req), String(req.params.id));
      res.json({ msg: 'Reports cleared' });
    })
    .put('/users/:id/suspension', validate(suspendSchemas), async (req, res) => {
      const { days, reason } = valid(req, suspendSchemas).body;
      res.json(await suspensions.suspend(requireUser(req), String(req.params.id), days, reason));
    })
    .delete('/users/:id/suspension', async (req, res) => {
      res.json(await suspensions.lift(requireUser(req), String(req.params.id)));
    });
}

/** User search and roles: admins only. */
export function adminRoutes({ admin: service }: Services): Router {
  return Router()
    .use(requireRole('admin'))
    .get('/users', validate(listUsersSchemas), async (req, res) => {
      const { q, cursor, limit = PAGE_SIZE } = valid(req, listUsersSchemas).query;
      const page = await service.listUsers(q || undefined, cursor, limit);
      if (page.nextCursor) setNextLink(res, '/api/admin/users', { q, cursor: page.nextCursor, limit });
      res.json(page.users);
    })
    .put('/users/:id/role', validate(setRoleSchemas), async (req, res) => {
      const { role } = valid(req, setRoleSchemas).body;
      res.json(await service.setRole(requireUser(req).id, String(req.params.id), role));
    });
}
