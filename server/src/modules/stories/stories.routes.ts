import { idOf } from '@three-act/contract/ids';
import { STORY_IMPORT_MAX_BYTES, storyExportQuery } from '@three-act/contract/story-file';
import { createStoryBody, shareBody } from '@three-act/contract/stories';
import express, { Router } from 'express';
import { z } from 'zod';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import { HttpError } from '../../lib/http-error';
import type { Services } from '../../services';
import { storyDocx } from './story-docx';
import { storyFileName, toStoryFile } from './story-file';
import { storyMarkdown } from './story-markdown';
import { sendOutline } from '../outlines/send-outline';

const storySchemas = { params: z.object({ id: idOf('story') }) };
const exportSchemas = { params: storySchemas.params, query: storyExportQuery };

/** Where the import is mounted under /api: the app's 1 MB JSON parser leaves it to the route's own. */
export const STORY_IMPORT_PATH = '/stories/import';
const importBody = [
  express.json({ limit: STORY_IMPORT_MAX_BYTES }),
  express.text({ type: ['text/markdown', 'text/x-markdown', 'text/plain'], limit: STORY_IMPORT_MAX_BYTES }),
];

const CONTENT_TYPES = {
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const createSchemas = { body: createStoryBody };
const shareSchemas = { params: storySchemas.params, body: shareBody };

/** /api/stories (docs/decisions/124-stories.md): owner-only; another writer's story answers 404. */
export function storiesRoutes({ stories, outlines, shares }: Services): Router {
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
      sendOutline(res, outline, 201);
    })
    .post('/import', ...importBody, async (req, res) => {
      const outline = await stories.importFile(requireUser(req).id, req.body);
      sendOutline(res, outline, 201);
    })
    .get('/:id/export', validate(exportSchemas), async (req, res) => {
      const { params, query } = valid(req, exportSchemas);
      const outline = await outlines.findStory(requireUser(req).id, params.id);
      if (!outline) throw HttpError.notFound('Story not found');
      const body =
        query.format === 'json'
          ? JSON.stringify(toStoryFile(outline), null, 2)
          : query.format === 'md'
            ? storyMarkdown(outline, query.layout)
            : await storyDocx(outline, query.layout);
      const suffix = query.layout === 'acts' ? '' : `-${query.layout}`;
      res
        .set('Content-Type', CONTENT_TYPES[query.format])
        .set('Cache-Control', 'no-store')
        .attachment(`${storyFileName(outline.title)}${suffix}.${query.format}`)
        .send(body);
    })
    .get('/:id/share', validate(storySchemas), async (req, res) => {
      res.json(await shares.get(requireUser(req).id, valid(req, storySchemas).params.id));
    })
    .post('/:id/share', validate(shareSchemas), async (req, res) => {
      const { params, body } = valid(req, shareSchemas);
      res.json(await shares.share(requireUser(req).id, params.id, body));
    })
    .delete('/:id/share', validate(storySchemas), async (req, res) => {
      await shares.revoke(requireUser(req).id, valid(req, storySchemas).params.id);
      res.json({ msg: 'Link revoked' });
    })
    .get('/trash', async (req, res) => {
      res.json(await stories.trash(requireUser(req).id));
    })
    .put('/:id/current', validate(storySchemas), async (req, res) => {
      const outline = await stories.setCurrent(requireUser(req).id, valid(req, storySchemas).params.id);
      sendOutline(res, outline);
    })
    .put('/:id/restore', validate(storySchemas), async (req, res) => {
      res.json(await stories.restore(requireUser(req).id, valid(req, storySchemas).params.id));
    })
    .delete('/:id', validate(storySchemas), async (req, res) => {
      res.json(await stories.remove(requireUser(req).id, valid(req, storySchemas).params.id));
    });
}

/** GET /api/read/{token}: a shared story for anyone holding the link, signed in or not; never indexed. */
export function readRoutes({ shares }: Services): Router {
  return Router().get('/:token', async (req, res) => {
    res.set('X-Robots-Tag', 'noindex, nofollow').json(await shares.read(String(req.params.token)));
  });
}
