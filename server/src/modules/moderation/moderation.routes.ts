import { Router } from 'express';
import { matchedData } from 'express-validator';
import type { Role } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { requireRole } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import { createAdminService, USERS_PAGE_SIZE } from './admin.service';
import { createModerationService } from './moderation.service';
import { listUsersRules, setRoleRules } from './moderation.validators';

/** The moderation queue: mods and admins. */
export function moderationRoutes(deps: AppDeps): Router {
  const service = createModerationService(deps);

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
    .delete('/posts/:id', async (req, res) => {
      await service.deletePost(req.user!, String(req.params.id));
      res.json({ msg: 'Post Removed' });
    })
    .put('/posts/:id/clear-reports', async (req, res) => {
      await service.clearPostReports(req.user!, String(req.params.id));
      res.json({ msg: 'Reports cleared' });
    })
    .delete('/comments/:id', async (req, res) => {
      await service.deleteComment(req.user!, String(req.params.id));
      res.json({ msg: 'Response deleted' });
    })
    .put('/comments/:id/clear-reports', async (req, res) => {
      await service.clearCommentReports(req.user!, String(req.params.id));
      res.json({ msg: 'Reports cleared' });
    });
}

/** User search and roles: admins only. */
export function adminRoutes(deps: AppDeps): Router {
  const service = createAdminService(deps.db);

  return Router()
    .use(requireRole('admin'))
    .get('/users', validate(listUsersRules), async (req, res) => {
      const { q, cursor, limit } = matchedData<{ q?: string; cursor?: string; limit?: number }>(req);
      const page = await service.listUsers(q || undefined, cursor, limit ?? USERS_PAGE_SIZE);
      if (page.nextCursor) {
        const next = new URLSearchParams({ ...(q ? { q } : {}), cursor: page.nextCursor, limit: String(limit ?? USERS_PAGE_SIZE) });
        res.set('Link', `</api/admin/users?${next.toString()}>; rel="next"`);
      }
      res.json(page.users);
    })
    .put('/users/:id/role', validate(setRoleRules), async (req, res) => {
      const { role } = matchedData<{ role: Role }>(req);
      res.json(await service.setRole(req.user!.id, String(req.params.id), role));
    });
}
