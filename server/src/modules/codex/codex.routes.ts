import {
  arcSchema,
  codexEntrySchema,
  codexIndexSchema,
  codexKindSchema,
  codexKindsSchema,
  codexListSchema,
  codexQuery,
  createEntryBody,
  createRelationshipBody,
  entryConflictSchema,
  kindNameSchema,
  patchEntryBody,
  patchRelationshipBody,
  putArcBody,
  putKindBody,
  relationshipSchema,
  relationshipsQuery,
  relationshipsSchema,
} from '@three-act/contract/codex';
import { idOf } from '@three-act/contract/ids';
import { noteBody, notePatchBody } from '@three-act/contract/outlines';
import { z } from 'zod';
import { defineRoute, type Answer, type Route, type RouteSpec } from '../../http/route';
import { codeOfStatus, ERROR_CODE_HEADER } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { saveConditions, versionETag } from '../outlines/save-conditions';
import type { Services } from '../../services';

const storyParams = z.object({ id: idOf('story') });
const entryParams = z.object({ id: idOf('story'), entryId: idOf('entry') });
const noteParams = z.object({ id: idOf('story'), entryId: idOf('entry'), noteId: idOf('note') });
const kindParams = z.object({ id: idOf('story'), kind: kindNameSchema });
const relationshipParams = z.object({ id: idOf('story'), relationshipId: idOf('relationship') });

/** An entry's description is rich text, sanitised with the character description's allow-list. */
const cleanDescription = <T extends { description?: string }>(body: T): T =>
  typeof body.description === 'string' ? { ...body, description: sanitizeRichText(body.description) } : body;
const serverCreateEntry = createEntryBody.transform(cleanDescription);
const serverPatchEntry = patchEntryBody.transform(cleanDescription);

const ENTRY_ETAG = {
  ETag: 'The entry and its version, `"<entry id>.<version>"`: send it back as `If-Match` on PATCH /api/stories/{id}/codex/{entryId}',
};
const ENTRY_IF_MATCH = 'the entry\'s ETag, such as "<entry id>.3", or its version in quotes, such as "3"';
const OTHER_ENTRY = 'If-Match names another entry than the one in the path: reload it and try again';
const CHANGED_ELSEWHERE = 'Changed elsewhere since you loaded it: its values are in `entry`';

/**
 * The codex of a writer's story: entries of every kind, the kinds' sheets, ties and arcs
 * (docs/decisions/177-the-codex.md). Owner only; another writer's story or entry answers 404.
 */
export function codexRoutes({ codex, relationships, saveBytes }: Services): Route[] {
  /** Every codex route: signed in, the story's owner (404 otherwise), a write's bytes counted. */
  const ownerRoute = <
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    const R extends Record<number, Answer> = Record<number, Answer>,
  >(
    spec: Omit<RouteSpec<'signed-in', P, Q, B, R>, 'tag' | 'access' | 'use'>,
  ) =>
    defineRoute<'signed-in', P, Q, B, R>({
      tag: 'codex',
      access: 'signed-in',
      errors: [404],
      ...(spec.body ? { use: [saveBytes] } : {}),
      ...spec,
    });
  return [
    ownerRoute({
      method: 'get',
      path: '/stories/:id/codex',
      summary:
        "The story's codex entries by name; `kind` and `tag` keep those of that kind or tag, `q` those whose name or an alias contains it (any case)",
      params: storyParams,
      query: codexQuery,
      responses: { 200: codexListSchema },
      handler: ({ user, params, query }) => codex.listEntries(user.id, params.id, query),
    }),
    ownerRoute({
      method: 'get',
      path: '/stories/:id/codex-index',
      summary:
        'Every entry of the story (at most 2 000, unpaged, by name) with its kind, names, case choice and tags: what the "@" offer, names read while typing and the relationship map need',
      params: storyParams,
      responses: { 200: codexIndexSchema },
      handler: ({ user, params }) => codex.indexOf(user.id, params.id),
    }),
    ownerRoute({
      method: 'post',
      path: '/stories/:id/codex',
      summary:
        'Add an entry of a kind the story has (a character added here is one of its characters). At most 2 000 entries a story, 200 of them characters.',
      params: storyParams,
      body: serverCreateEntry,
      responses: { 201: codexEntrySchema },
      handler: ({ user, params, body }) => codex.createEntry(user.id, params.id, body),
    }),
    ownerRoute({
      method: 'get',
      path: '/stories/:id/codex/:entryId',
      summary: 'An entry with its notes, where it appears in the story and its arc in story order',
      params: entryParams,
      responses: { 200: codexEntrySchema },
      headers: ENTRY_ETAG,
      handler: async ({ user, params, res }) => {
        const entry = await codex.getEntry(user.id, params.id, params.entryId);
        res.set('ETag', versionETag(entry)).json(entry);
      },
    }),
    ownerRoute({
      method: 'patch',
      path: '/stories/:id/codex/:entryId',
      summary:
        "Change any of an entry's fields but its kind; `fields` merges by field id (null clears one). With `If-Match` (the entry's ETag) nothing is saved when the entry changed after that version: 409 `{ errors, entry }` with the entry as it is.",
      params: entryParams,
      body: serverPatchEntry,
      responses: { 200: codexEntrySchema, 409: entryConflictSchema },
      headers: ENTRY_ETAG,
      errors: [404, 412],
      handler: async ({ user, params, body, req, res }) => {
        // An entry's ETag, `"<entry id>.<version>"` (docs/decisions/185-entry-versions.md).
        const { ifMatch } = saveConditions(req, {
          etag: ENTRY_IF_MATCH,
          of: { id: params.entryId, other: OTHER_ENTRY },
        });
        const { saved, entry } = await codex.updateEntry(user.id, params.id, params.entryId, body, ifMatch);
        res.set('ETag', versionETag(entry));
        if (saved) return void res.json(entry);
        res
          .status(409)
          .set(ERROR_CODE_HEADER, codeOfStatus(409))
          .json({ errors: [{ msg: CHANGED_ELSEWHERE }], entry });
      },
    }),
    ownerRoute({
      method: 'delete',
      path: '/stories/:id/codex/:entryId',
      summary: 'Delete an entry with its notes, ties and arc; scenes lose it as point of view and as present',
      params: entryParams,
      responses: { 204: { description: 'Deleted' } },
      handler: ({ user, params }) => codex.deleteEntry(user.id, params.id, params.entryId),
    }),
    ownerRoute({
      method: 'put',
      path: '/stories/:id/codex/:entryId/arc',
      summary: "Put an entry's whole arc: points at beats or scenes of the story, answered in story order",
      params: entryParams,
      body: putArcBody,
      responses: { 200: arcSchema },
      handler: ({ user, params, body }) => codex.putArc(user.id, params.id, params.entryId, body),
    }),
    ownerRoute({
      method: 'post',
      path: '/stories/:id/codex/:entryId/notes',
      summary: 'Add a note to an entry of any kind (at most 100 an entry) → 201 the entry',
      params: entryParams,
      body: noteBody,
      responses: { 201: codexEntrySchema },
      handler: ({ user, params, body }) => codex.addNote(user.id, params.id, params.entryId, body),
    }),
    ownerRoute({
      method: 'patch',
      path: '/stories/:id/codex/:entryId/notes/:noteId',
      summary: 'Change a note of an entry → the entry',
      params: noteParams,
      body: notePatchBody,
      responses: { 200: codexEntrySchema },
      handler: ({ user, params, body }) => codex.changeNote(user.id, params.id, params.entryId, params.noteId, body),
    }),
    ownerRoute({
      method: 'delete',
      path: '/stories/:id/codex/:entryId/notes/:noteId',
      summary: 'Delete a note of an entry → the entry',
      params: noteParams,
      responses: { 200: codexEntrySchema },
      handler: ({ user, params }) => codex.changeNote(user.id, params.id, params.entryId, params.noteId, null),
    }),
    ownerRoute({
      method: 'get',
      path: '/stories/:id/codex-kinds',
      summary: "The story's kinds, built-in first, each with its sheet of fields and how many entries it holds",
      params: storyParams,
      responses: { 200: codexKindsSchema },
      handler: ({ user, params }) => codex.listKinds(user.id, params.id),
    }),
    ownerRoute({
      method: 'put',
      path: '/stories/:id/codex-kinds/:kind',
      summary:
        "Put a kind's whole sheet (a new name makes a kind of the story's own, at most 30). New fields get an id; what entries wrote in a field left out, or that a changed field can no longer hold, moves to their notes.",
      params: kindParams,
      body: putKindBody,
      responses: { 200: codexKindSchema },
      handler: ({ user, params, body }) => codex.putKind(user.id, params.id, params.kind, body),
    }),
    ownerRoute({
      method: 'delete',
      path: '/stories/:id/codex-kinds/:kind',
      summary: "Delete a kind of the story's own that holds no entry (409 while it holds some; built-in kinds stay)",
      params: kindParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404, 409],
      handler: ({ user, params }) => codex.deleteKind(user.id, params.id, params.kind),
    }),
    ownerRoute({
      method: 'get',
      path: '/stories/:id/relationships',
      summary:
        "The story's ties between entries; `entry` keeps that entry's, `asOf` (a beat) those that hold at that beat in the story's order",
      params: storyParams,
      query: relationshipsQuery,
      responses: { 200: relationshipsSchema },
      handler: ({ user, params, query }) => relationships.list(user.id, params.id, query),
    }),
    ownerRoute({
      method: 'post',
      path: '/stories/:id/relationships',
      summary:
        'Tie two entries of the story, optionally directed and from a beat until a beat. At most 5 000 ties a story.',
      params: storyParams,
      body: createRelationshipBody,
      responses: { 201: relationshipSchema },
      handler: ({ user, params, body }) => relationships.create(user.id, params.id, body),
    }),
    ownerRoute({
      method: 'get',
      path: '/stories/:id/relationships/:relationshipId',
      summary: 'One tie',
      params: relationshipParams,
      responses: { 200: relationshipSchema },
      handler: ({ user, params }) => relationships.get(user.id, params.id, params.relationshipId),
    }),
    ownerRoute({
      method: 'patch',
      path: '/stories/:id/relationships/:relationshipId',
      summary: "Change any of a tie's fields; the tie is checked whole afterwards",
      params: relationshipParams,
      body: patchRelationshipBody,
      responses: { 200: relationshipSchema },
      handler: ({ user, params, body }) => relationships.update(user.id, params.id, params.relationshipId, body),
    }),
    ownerRoute({
      method: 'delete',
      path: '/stories/:id/relationships/:relationshipId',
      summary: 'Delete a tie',
      params: relationshipParams,
      responses: { 204: { description: 'Deleted' } },
      handler: ({ user, params }) => relationships.remove(user.id, params.id, params.relationshipId),
    }),
  ];
}
