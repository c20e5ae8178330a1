import {
  boardSchema,
  createPlotlineBody,
  createSceneBody,
  dismissCheckBody,
  patchPlotlineBody,
  patchSceneBody,
  plotlineSchema,
  sceneConflictSchema,
  sceneRevisionSchema,
  sceneSchema,
  storyCheckSchema,
  timelineSchema,
  trashedSceneSchema,
} from '@three-act/contract/board';
import { idOf } from '@three-act/contract/ids';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { codeOfStatus, ERROR_CODE_HEADER, HttpError } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { Services } from '../../services';
import { conditionsFor, STORY_ETAG, storyETag } from '../stories/story-conditions';
import { storyFileName } from '../stories/story-file';
import { checksOf, keyBeatIds } from './checks';
import { requestLanguage } from '../../lib/i18n';
import { plotlineMarkdown } from './plotline-markdown';
import { timelineOf } from './timeline';

const storyParams = z.object({ id: idOf('story') });
const sceneParams = z.object({ id: idOf('story'), sceneId: idOf('scene') });
const plotlineParams = z.object({ id: idOf('story'), plotlineId: idOf('plotline') });

/** A scene's summary is rich text, sanitised with the character description's allow-list. */
const cleanSummary = <T extends { summary?: string | null }>(body: T): T =>
  typeof body.summary === 'string' ? { ...body, summary: sanitizeRichText(body.summary) || null } : body;
const serverCreateScene = createSceneBody.transform(cleanSummary);
const serverPatchScene = patchSceneBody.transform(cleanSummary);

const CHANGED_ELSEWHERE = 'Changed elsewhere since you loaded it: choose a version';

/**
 * Scenes, plotlines, the board, the timeline and the story checks of a writer's story
 * (docs/decisions/165-scenes-and-plotlines.md): owner only; another writer's story answers 404.
 */
export function boardRoutes({ board, saveBytes }: Services): Route[] {
  const tag = 'board';
  const access = 'signed-in';
  return [
    defineRoute({
      method: 'get',
      path: '/stories/:id/board',
      tag,
      summary:
        "Everything the board shows in one answer: the story's acts and beats by name, its plotlines, its scenes in reading order and its characters",
      access,
      params: storyParams,
      responses: { 200: boardSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, res }) => {
        const answer = await board.boardText(user.id, params.id);
        res
          .set('ETag', storyETag({ _id: answer.id, version: answer.version }))
          .type('json')
          .send(answer.json);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/scenes',
      tag,
      summary:
        'Add a scene under a beat (or unplaced, `beat: null`), at the end of it unless `position` says where (0 = first). At most 1 000 scenes a story.',
      access,
      params: storyParams,
      body: serverCreateScene,
      use: [saveBytes],
      responses: { 201: sceneSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, body, req, res }) => {
        const { source } = conditionsFor(req, params.id, user);
        const { scene, version } = await board.createScene(user.id, params.id, body, { source });
        res
          .status(201)
          .set('ETag', storyETag({ _id: params.id, version }))
          .json(scene);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/scenes/:sceneId',
      tag,
      summary:
        "Change any of a scene's fields; `{ beat, position }` moves it. With `If-Match` (the story's ETag) nothing is saved when a field it changes was changed after that version: 409 `{ errors, scene }` naming the fields.",
      access,
      params: sceneParams,
      body: serverPatchScene,
      use: [saveBytes],
      responses: { 200: sceneSchema, 409: sceneConflictSchema },
      headers: STORY_ETAG,
      errors: [404, 412],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const result = await board.saveScene(user.id, params.id, params.sceneId, body, save);
        res.set('ETag', storyETag({ _id: params.id, version: result.version }));
        if (result.saved) return void res.json(result.scene);
        res
          .status(409)
          .set(ERROR_CODE_HEADER, codeOfStatus(409))
          .json({ errors: result.conflicts.map((path) => ({ msg: CHANGED_ELSEWHERE, path })), scene: result.scene });
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/scenes/:sceneId',
      tag,
      summary: "Move a scene to the story's trash, where it waits 30 days",
      access,
      params: sceneParams,
      responses: { 204: { description: 'Moved to the trash' } },
      errors: [404],
      handler: async ({ user, params, req }) => {
        await board.deleteScene(user.id, params.id, params.sceneId, conditionsFor(req, params.id, user));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/scenes/trash',
      tag,
      summary: "The story's deleted scenes of the last 30 days, newest first",
      access,
      params: storyParams,
      responses: { 200: z.array(trashedSceneSchema) },
      errors: [404],
      handler: ({ user, params }) => board.trash(user.id, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/scenes/:sceneId/restore',
      tag,
      summary: 'Bring a scene back from the trash, at the end of its beat (unplaced when its beat is gone)',
      access,
      params: sceneParams,
      responses: { 200: sceneSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const { scene, version } = await board.restoreScene(user.id, params.id, params.sceneId, save);
        res.set('ETag', storyETag({ _id: params.id, version })).json(scene);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/scenes/:sceneId/revisions',
      tag,
      summary: "A scene's saved titles and summaries, newest first",
      access,
      params: sceneParams,
      responses: { 200: z.array(sceneRevisionSchema) },
      errors: [404],
      handler: ({ user, params }) => board.sceneRevisions(user.id, params.id, params.sceneId),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/plotlines',
      tag,
      summary: 'Add a plotline after the others (the first is the main plot). At most 30 a story.',
      access,
      params: storyParams,
      body: createPlotlineBody,
      responses: { 201: plotlineSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const { plotline, version } = await board.createPlotline(user.id, params.id, body, save);
        res
          .status(201)
          .set('ETag', storyETag({ _id: params.id, version }))
          .json(plotline);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/plotlines/:plotlineId',
      tag,
      summary: "Rename, recolour or move a plotline (`position`, 0 = first); answers the story's plotlines in order",
      access,
      params: plotlineParams,
      body: patchPlotlineBody,
      responses: { 200: z.array(plotlineSchema) },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, body, req, res }) => {
        const save = conditionsFor(req, params.id, user);
        const { plotlines, version } = await board.savePlotline(user.id, params.id, params.plotlineId, body, save);
        res.set('ETag', storyETag({ _id: params.id, version })).json(plotlines);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/plotlines/:plotlineId',
      tag,
      summary: 'Delete a plotline; its scenes stay, without it',
      access,
      params: plotlineParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
      handler: async ({ user, params, req }) => {
        const save = conditionsFor(req, params.id, user);
        await board.deletePlotline(user.id, params.id, params.plotlineId, save);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/plotlines/:plotlineId/export',
      tag,
      summary:
        'Download one plotline as Markdown: its scenes in reading order, each with where it sits, its facts, summary and notes ("the romance thread in order")',
      access,
      params: plotlineParams,
      responses: {
        200: {
          description: 'A Markdown file download (Content-Disposition: attachment)',
          contentType: 'text/markdown',
        },
      },
      errors: [404],
      handler: async ({ user, params, res }) => {
        const plan = await board.board(user.id, params.id);
        const markdown = plotlineMarkdown(plan, params.plotlineId.toLowerCase());
        if (markdown === null) throw HttpError.notFound('Plotline not found');
        const plotline = plan.plotlines.find((lane) => lane._id === params.plotlineId.toLowerCase());
        res
          .set('Content-Type', 'text/markdown; charset=utf-8')
          .set('Cache-Control', 'no-store')
          .attachment(`${storyFileName(plan.title)}-${storyFileName(plotline?.name ?? 'plotline')}.md`)
          .send(markdown);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/timeline',
      tag,
      summary:
        "The scenes with a story time in the order they happen in the story's world, each with its place in reading order and `shift` (flashback, flash-forward or null); the others in `untimed`",
      access,
      params: storyParams,
      responses: { 200: timelineSchema },
      errors: [404],
      handler: async ({ user, params }) => timelineOf(await board.board(user.id, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/checks',
      tag,
      summary:
        'What may be wrong with the plan, found without AI: dropped or unresolved plotlines, a character in two places at once, a POV character absent from the scene, the protagonist absent from key beats, an act without scenes, a scene without a plotline. Dismissed findings are left out.',
      access,
      params: storyParams,
      responses: { 200: z.array(storyCheckSchema) },
      errors: [404],
      handler: async ({ user, params, req }) => {
        const { board: plan, dismissed, beatKeys } = await board.boardForChecks(user.id, params.id);
        return checksOf(plan, { keyBeats: keyBeatIds(beatKeys), dismissed, language: requestLanguage(req) });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/checks/dismissed',
      tag,
      summary: 'Hide a finding of the story checks for this story, by its key',
      access,
      params: storyParams,
      body: dismissCheckBody,
      responses: { 204: { description: 'Dismissed' } },
      errors: [404],
      handler: async ({ user, params, body }) => {
        await board.dismissCheck(user.id, params.id, body.key);
      },
    }),
  ];
}
