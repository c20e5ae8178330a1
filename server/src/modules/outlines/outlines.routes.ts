import { absentQuery } from '@three-act/contract/errors';
import { ABSENT_AS_NULL, outlineETag } from '@three-act/contract/reads';
import { idOf } from '@three-act/contract/ids';
import {
  characterBeatsBody,
  characterBody,
  characterDescSchema,
  characterPatchBody,
  notePatchBody,
  characterSchema,
  noteBody,
  outlineConflictSchema,
  outlineSchema,
  revisionSchema,
  revisionsQuery,
  saveOutlineBody,
} from '@three-act/contract/outlines';
import { SAVE_BODY_MAX_BYTES } from '@three-act/contract/limits';
import express from 'express';
import { z } from 'zod';
import { defineRoute, idParam, STORY_ETAG, type Route } from '../../http/route';
import { codeOfStatus, ERROR_CODE_HEADER } from '../../lib/http-error';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import type { Services } from '../../services';
import { sendOutline } from './send-outline';
import { saveConditions } from './save-conditions';

/** The description is sanitised here with the allow-list (docs/product.md#characters); blank HTML is no description. */
const serverDesc = characterDescSchema
  .transform(sanitizeRichText)
  .refine(hasVisibleText, { error: 'Description is required' });

const characterParams = z.object({ id: idOf('character') });
const noteParams = z.object({ characterId: idOf('character'), noteId: idOf('note') });

/**
 * Where the spec's save is mounted under /api: it may carry all 32 beats at their longest, so the
 * app's 1 MB JSON parser leaves it to the route's own (decision 168).
 */
export const OUTLINE_SAVE_PATH = '/outlines';
const saveBody = express.json({ limit: SAVE_BODY_MAX_BYTES });

/** The current story and its characters: every route is the signed-in writer's own. */
export function outlinesRoutes({ outlines: service, characters, saveBytes }: Services): Route[] {
  const tag = 'outlines';
  const access = 'signed-in';
  // The text of every save counts in the writer's bytes a minute (decision 151).
  const use = [saveBytes];
  return [
    defineRoute({
      method: 'get',
      path: '/outlines/me',
      tag,
      summary: "The writer's current story, with its id and version as the ETag (`null` with `?absent=null` when none)",
      access,
      query: absentQuery,
      responses: { 200: outlineSchema.nullable() },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, query, res }) => {
        // The app asks with `?absent=null`: a writer with no story yet is an ordinary state (decision 171).
        const outline =
          query.absent === ABSENT_AS_NULL ? await service.findOutline(user.id) : await service.getOutline(user.id);
        if (outline) sendOutline(res, outline);
        else res.json(null);
      },
    }),
    // The parsed body holds only the fields that were sent: that is the merge, and nothing unknown is written.
    defineRoute({
      method: 'post',
      path: OUTLINE_SAVE_PATH,
      tag,
      summary:
        'Create (201, needs a title) or merge-update (200) the current story with the fields sent. With `If-Match` (the ETag of GET /api/outlines/me, `"<story id>.<version>"`, or `"<version>"` alone for whichever story is current) nothing is saved if a field sent changed after that version: 409 `{ errors: [{ msg, path }], outline }`, one error per such field; nor if the story it names is no longer current (another tab or device opened another): 412. `X-Tab-Id` names the browser tab, whose saves of one field within 10 minutes share a revision (at most 8 tabs of a session keep revisions of their own in a story). The text of the saves counts in the writer’s bytes a minute: 429 past it.',
      access,
      bodyParser: saveBody,
      body: saveOutlineBody,
      use,
      responses: { 200: outlineSchema, 201: outlineSchema, 409: outlineConflictSchema },
      headers: STORY_ETAG,
      errors: [404, 412, 429],
      handler: async ({ user, body, req, res }) => {
        const { ifMatch, story, tab } = saveConditions(req);
        const { title, promptDismissed, ...sent } = body;
        // The beats sent: act fields (act2a07) or beat ids, each text or null.
        const beats = Object.fromEntries(
          Object.entries(sent).filter((entry): entry is [string, string | null] => entry[1] !== undefined),
        );
        const result = await service.saveOutline(
          user.id,
          { title, promptDismissed, beats },
          {
            ifMatch,
            story,
            source: { userId: user.id, sessionId: user.sessionId, tab },
          },
        );
        if (result.saved) return void sendOutline(res, result.outline, result.created ? 201 : 200);
        res.status(409).set(ERROR_CODE_HEADER, codeOfStatus(409)).set('ETag', outlineETag(result.outline)).json({
          errors: result.conflicts,
          outline: result.outline,
        });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/outlines/me/revisions',
      tag,
      summary: "The current story's saved versions of one field (title or a beat), newest first (at most 100)",
      access,
      query: revisionsQuery,
      responses: { 200: z.array(revisionSchema) },
      errors: [404],
      handler: ({ user, query }) => service.listRevisions(user.id, query.field),
    }),
    defineRoute({
      method: 'put',
      path: '/outlines/me/revisions/:id/restore',
      tag,
      summary: "Put a revision's text back into its field: a new revision and version",
      access,
      params: z.object({ id: idOf('revision') }),
      responses: { 200: outlineSchema },
      headers: STORY_ETAG,
      errors: [404],
      handler: async ({ user, params, res }) => {
        sendOutline(
          res,
          await service.restoreRevision(user.id, params.id, { userId: user.id, sessionId: user.sessionId }),
        );
      },
    }),
    defineRoute({
      method: 'put',
      path: '/outlines/characters',
      tag,
      summary: 'Add a character (creates an untitled outline if needed)',
      access,
      body: characterBody.extend({ desc: serverDesc }),
      use,
      responses: { 201: outlineSchema },
      errors: [429],
      handler: ({ user, body }) => characters.createCharacter(user.id, body),
    }),
    defineRoute({
      method: 'get',
      path: '/outlines/characters/:id',
      tag,
      summary: 'One character',
      access,
      params: idParam,
      responses: { 200: characterSchema },
      errors: [404],
      handler: ({ user, params }) => characters.getCharacter(user.id, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/outlines/characters/:id',
      tag,
      summary: 'Change a character: only the fields sent (an empty photo URL removes the photo)',
      access,
      params: characterParams,
      body: characterPatchBody.safeExtend({ desc: serverDesc.optional() }),
      use,
      responses: { 200: characterSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => characters.updateCharacter(user.id, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/outlines/characters/:id',
      tag,
      summary: 'Delete a character',
      access,
      params: idParam,
      responses: { 200: outlineSchema },
      errors: [404],
      handler: ({ user, params }) => characters.deleteCharacter(user.id, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/outlines/characters/:id/beats',
      tag,
      summary: 'The beats a character appears in (replaces the list; unknown beat keys are refused)',
      access,
      params: characterParams,
      body: characterBeatsBody,
      use,
      responses: { 200: characterSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => characters.updateCharacter(user.id, params.id, { beats: body.beats }),
    }),
    defineRoute({
      method: 'put',
      path: '/outlines/characters/note/:id',
      tag,
      summary: 'Add a note to a character',
      access,
      params: idParam,
      body: noteBody,
      use,
      responses: { 201: outlineSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => characters.addNote(user.id, params.id, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/outlines/characters/note/:characterId/:noteId',
      tag,
      summary: "Change a note's title or text",
      access,
      params: noteParams,
      body: notePatchBody,
      use,
      responses: { 200: characterSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => characters.updateNote(user.id, params.characterId, params.noteId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/outlines/characters/note/:characterId/:noteId',
      tag,
      summary: 'Delete a note',
      access,
      params: z.object({ characterId: z.string(), noteId: z.string() }),
      responses: { 200: outlineSchema },
      errors: [404],
      handler: ({ user, params }) => characters.deleteNote(user.id, params.characterId, params.noteId),
    }),
  ];
}
