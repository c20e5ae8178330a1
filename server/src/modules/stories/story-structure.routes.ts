import { idOf } from '@three-act/contract/ids';
import {
  beatTextBody,
  storyConflictSchema,
  storySchema,
  structureBody,
  structureRevisionSchema,
  type Story,
} from '@three-act/contract/story-structure';
import type { Response } from 'express';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { codeOfStatus, ERROR_CODE_HEADER } from '../../lib/http-error';
import type { Services } from '../../services';
import { conditionsFor, STORY_ETAG, storyETag } from './story-conditions';

const storyParams = z.object({ id: idOf('story') });
const beatParams = z.object({ id: idOf('story'), beatId: idOf('beat') });
const unplacedParams = z.object({ id: idOf('story'), unplacedId: idOf('unplaced text') });
const placeBody = z.object({ beat: idOf('beat') });
const revisionParams = z.object({ id: idOf('story'), revisionId: idOf('revision') });

const CHANGED_ELSEWHERE = 'Changed elsewhere since you loaded it: choose a version';
const STRUCTURE_CHANGED =
  'The acts and beats changed elsewhere since you loaded them: reload to see them, then change them again';

const sendStory = (res: Response, story: Story, status = 200) =>
  res.status(status).set('ETag', storyETag(story)).json(story);

function sendConflict(res: Response, story: Story, msg: string, path: string) {
  res
    .status(409)
    .set(ERROR_CODE_HEADER, codeOfStatus(409))
    .set('ETag', storyETag(story))
    .json({ errors: [{ msg, path }], story });
}

/**
 * A writer's story by id, on any structure (docs/decisions/154-story-structure-as-rows.md): owner
 * only, another writer's story answers 404; the story need not be the current one.
 */
export function storyStructureRoutes({ structures, saveBytes }: Services): Route[] {
  const tag = 'stories';
  const access = 'signed-in';
  return [
    defineRoute({
      method: 'get',
      path: '/stories/:id',
      tag,
      summary: 'A story on any structure: its acts with their beats (name, question, hint, text) and its unplaced text',
      access,
      params: storyParams,
      responses: { 200: storySchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, res }) => {
        const story = await structures.readStoryText(user.id, params.id);
        res
          .set('ETag', storyETag({ _id: story.id, version: story.version }))
          .type('json')
          .send(story.json);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/beats/:beatId',
      tag,
      summary:
        "Save one beat's text. With `If-Match` (the story's ETag) nothing is saved if the beat changed after that version: 409 `{ errors, story }`. Its text counts in the writer's bytes a minute.",
      access,
      params: beatParams,
      body: beatTextBody,
      use: [saveBytes],
      responses: { 200: storySchema, 409: storyConflictSchema },
      headers: STORY_ETAG,
      errors: [404, 412, 429],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const result = await structures.saveBeat(user.id, params.id, params.beatId, body.text, save);
        if (result.saved) return void sendStory(res, result.story);
        sendConflict(res, result.story, CHANGED_ELSEWHERE, 'text');
      },
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/structure',
      tag,
      summary:
        "Change the story's acts and beats in one go. A beat with `_id` keeps its text and history, `from` joins other beats' text into it, and a beat with text named nowhere goes to the story's unplaced list. With a stale `If-Match` (the structure changed since): 409 `{ errors, story }`.",
      access,
      params: storyParams,
      body: structureBody,
      responses: { 200: storySchema, 409: storyConflictSchema },
      headers: STORY_ETAG,
      errors: [404, 412],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const result = await structures.changeStructure(user.id, params.id, body, save);
        if (result.saved) return void sendStory(res, result.story);
        sendConflict(res, result.story, STRUCTURE_CHANGED, 'acts');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/structure/revisions',
      tag,
      summary:
        "The structures the story had before each change of its acts and beats, newest first (at most 100): each one's acts, their beat counts and the built-in sheet they were",
      access,
      params: storyParams,
      responses: { 200: z.array(structureRevisionSchema) },
      errors: [404],
      handler: ({ user, params }) => structures.structureRevisions(user.id, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/structure/revisions/:revisionId/restore',
      tag,
      summary:
        'Undo a structure change: the acts and beats from before it come back with their ids, words and text, as one new change (itself undoable). Text of the story that would be nowhere then goes to the unplaced list, unless the change being undone made it and it is unchanged since. With a stale `If-Match` (the structure changed since): 409 `{ errors, story }`.',
      access,
      params: revisionParams,
      responses: { 200: storySchema, 409: storyConflictSchema },
      headers: STORY_ETAG,
      errors: [404, 412],
      handler: async ({ user, params, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const result = await structures.restoreStructure(user.id, params.id, params.revisionId, save);
        if (result.saved) return void sendStory(res, result.story);
        sendConflict(res, result.story, STRUCTURE_CHANGED, 'acts');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/unplaced/:unplacedId/place',
      tag,
      summary: 'Drop unplaced text into a beat of the story (after its text, a blank line between)',
      access,
      params: unplacedParams,
      body: placeBody,
      responses: { 200: storySchema },
      headers: STORY_ETAG,
      errors: [404, 412],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        sendStory(res, await structures.placeUnplaced(user.id, params.id, params.unplacedId, body.beat, save));
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/unplaced/:unplacedId',
      tag,
      summary: 'Throw unplaced text away',
      access,
      params: unplacedParams,
      responses: { 200: storySchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, res }) => {
        sendStory(res, await structures.dropUnplaced(user.id, params.id, params.unplacedId));
      },
    }),
  ];
}
