import { idOf } from '@three-act/contract/ids';
import { createStoryBody } from '@three-act/contract/stories';
import { Router } from 'express';
import { z } from 'zod';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';

const storySchemas = { params: z.object({ id: idOf('story') }) };
const createSchemas = { body: createStoryBody };

/** /api/stories (docs/decisions/124-stories.md): owner-only; another writer's story answers 404. */
export function storiesRoutes({ stories }: Services): Router {
  return Router()
    .use(requireAuth)
    .get('/', async (req, res) => {
      res.json(await stories.list(requireUser(req).id));
    })
    .post('/', validate(createSchemas), async (req, res) => {
      const user = requireUser(req);
      const outline = await stories.create(user.id, valid(req, createSchemas).body.title, {
        sessionId: user.sessionId,
      });
      res.status(201).set('ETag', `"${outline.version}"`).json(outline);
    })
    .get('/trash', async (req, res) => {
      res.json(await stories.trash(requireUser(req).id));
    })
    .put('/:id/current', validate(storySchemas), async (req, res) => {
      const outline = await stories.setCurrent(requireUser(req).id, valid(req, storySchemas).params.id);
      res.set('ETag', `"${outline.version}"`).json(outline);
    })
    .put('/:id/restore', validate(storySchemas), async (req, res) => {
      res.json(await stories.restore(requireUser(req).id, valid(req, storySchemas).params.id));
    })
    .delete('/:id', validate(storySchemas), async (req, res) => {
      res.json(await stories.remove(requireUser(req).id, valid(req, storySchemas).params.id));
    });
}
