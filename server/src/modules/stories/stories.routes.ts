import { messageSchema } from '@three-act/contract/errors';
import { idOf } from '@three-act/contract/ids';
import { layoutFits } from '@three-act/contract/layouts';
import { outlineSchema } from '@three-act/contract/outlines';
import { storyExportQuery, storyFileSchema } from '@three-act/contract/story-file';
import { STORY_IMPORT_MAX_BYTES } from '@three-act/contract/limits';
import {
  createStoryBody,
  shareBody,
  shareSchema,
  sharedStorySchema,
  storiesSchema,
  trashSchema,
} from '@three-act/contract/stories';
import express from 'express';
import { z } from 'zod';
import { defineRoute, STORY_ETAG, tokenParam, type Route } from '../../http/route';
import { HttpError } from '../../lib/http-error';
import type { Services } from '../../services';
import { storyDocx } from './story-docx';
import { storyFileName } from './story-file';
import { storyMarkdown } from './story-markdown';
import { sendOutline } from '../outlines/send-outline';
import { STORY_NOT_FOUND } from '../together/story-access';

const storyParams = z.object({ id: idOf('story') });

/** Where the import is mounted under /api: the app's 1 MB JSON parser leaves it to the route's own (12 MB). */
export const STORY_IMPORT_PATH = '/stories/import';
const importBody = [
  express.json({ limit: STORY_IMPORT_MAX_BYTES }),
  express.text({ type: ['text/markdown', 'text/x-markdown', 'text/plain'], limit: STORY_IMPORT_MAX_BYTES }),
];

const LAYOUT_NEEDS_THREE_ACT =
  'A framework layout regroups the beats of the Three Act structure, and this story is on its own structure: export it by its acts (layout=acts)';

const CONTENT_TYPES = {
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** /api/stories (docs/decisions/124-stories.md): owner-only; another writer's story answers 404. */
export function storiesRoutes({ stories, structures, shares, saveBytes }: Services): Route[] {
  const tag = 'stories';
  const access = 'signed-in';
  return [
    defineRoute({
      method: 'get',
      path: '/stories',
      tag,
      summary: "The writer's stories, most recently changed first",
      access,
      responses: { 200: storiesSchema },
      handler: ({ user }) => stories.list(user.id),
    }),
    defineRoute({
      method: 'post',
      path: '/stories',
      tag,
      summary: 'Start a story (at most 100); it becomes the current one',
      access,
      body: createStoryBody,
      // Its title counts in the writer's bytes a minute, as every save of text (decision 151).
      use: [saveBytes],
      responses: { 201: outlineSchema },
      headers: STORY_ETAG,
      errors: [400, 429],
      handler: async ({ user, body, res }) => {
        sendOutline(res, await stories.create(user, body, { userId: user.id, sessionId: user.sessionId }), 201);
      },
    }),
    defineRoute({
      method: 'post',
      path: STORY_IMPORT_PATH,
      tag,
      summary:
        'Import a story file as a new current story: the JSON of format=json (three-act-story/2 on any structure, or three-act-story/1), or (Content-Type: text/markdown) the Markdown of format=md of a story on the Three Act structure; at most 12 MB, all or nothing',
      access,
      // Its own parsers (JSON or Markdown, 12 MB); the service reads and checks the file. Its text
      // counts in the writer's bytes a minute (decision 151).
      use: [...importBody, saveBytes],
      documentedBody: storyFileSchema,
      responses: { 201: outlineSchema },
      headers: STORY_ETAG,
      errors: [400, 413, 429],
      handler: async ({ user, req, res }) => {
        sendOutline(res, await stories.importFile(user, req.body), 201);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/export',
      tag,
      summary:
        'Download a story (owner only) as Markdown, Word (docx) or JSON (three-act-story/2), laid out by its acts, or a story on the Three Act structure by a framework',
      access,
      params: storyParams,
      query: storyExportQuery,
      responses: {
        200: {
          description: 'A file download (Content-Disposition: attachment)',
          contentType: 'application/octet-stream',
        },
      },
      errors: [404],
      handler: async ({ user, params, query, res }) => {
        const read = await structures.fileOfStory(user.id, params.id);
        if (!read) throw HttpError.notFound(STORY_NOT_FOUND);
        const { file } = read;
        // A framework regroups the Three Act beats: another structure has none to regroup (decision 158).
        if (!layoutFits(file.acts, query.layout)) throw HttpError.badRequest(LAYOUT_NEEDS_THREE_ACT, 'layout');
        const body =
          query.format === 'json'
            ? JSON.stringify(file, null, 2)
            : query.format === 'md'
              ? storyMarkdown(file, query.layout)
              : await storyDocx(file, query.layout);
        const suffix = query.layout === 'acts' ? '' : `-${query.layout}`;
        res
          .set('Content-Type', CONTENT_TYPES[query.format])
          .set('Cache-Control', 'no-store')
          .attachment(`${storyFileName(read.story.title)}${suffix}.${query.format}`)
          .send(body);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/share',
      tag,
      summary: "The story's read-only link, or null when it is not shared",
      access,
      params: storyParams,
      responses: { 200: shareSchema.nullable() },
      errors: [404],
      handler: ({ user, params }) => shares.get(user.id, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/share',
      tag,
      summary:
        'Share the story read-only (an existing link stays), with or without its characters, and their notes only if chosen',
      access,
      params: storyParams,
      body: shareBody,
      responses: { 200: shareSchema },
      errors: [404],
      handler: ({ user, params, body }) => shares.share(user.id, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/share',
      tag,
      summary: 'Revoke the read-only link',
      access,
      params: storyParams,
      responses: { 200: messageSchema },
      errors: [404],
      handler: async ({ user, params }) => {
        await shares.revoke(user.id, params.id);
        return { msg: 'Link revoked' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/trash',
      tag,
      summary: 'Deleted stories, kept 30 days, most recently deleted first',
      access,
      responses: { 200: trashSchema },
      handler: ({ user }) => stories.trash(user.id),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/current',
      tag,
      summary: 'Make a story the current one (the outline routes act on it)',
      access,
      params: storyParams,
      responses: { 200: outlineSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, res }) => {
        sendOutline(res, await stories.setCurrent(user.id, params.id));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/restore',
      tag,
      summary: 'Bring a story back from the trash (current if there is none); answers the stories',
      access,
      params: storyParams,
      responses: { 200: storiesSchema },
      errors: [404],
      handler: ({ user, params }) => stories.restore(user, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id',
      tag,
      summary:
        'Move a story to the trash; if it was current, the most recently changed other one becomes current. Answers the stories',
      access,
      params: storyParams,
      responses: { 200: storiesSchema },
      errors: [404],
      handler: ({ user, params }) => stories.remove(user, params.id),
    }),
    // A shared story for anyone holding the link, signed in or not; never indexed.
    defineRoute({
      method: 'get',
      path: '/read/:token',
      tag,
      summary: "A shared story, for anyone with the link (characters' notes only if the writer chose them)",
      access: 'public',
      params: tokenParam,
      responses: { 200: sharedStorySchema },
      errors: [404],
      handler: ({ params, res }) => {
        res.set('X-Robots-Tag', 'noindex, nofollow');
        return shares.read(params.token);
      },
    }),
  ];
}
