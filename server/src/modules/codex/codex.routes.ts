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
import { defineRoute, type Route } from '../../http/route';
import { sanitizeRichText } from '../../lib/sanitize-html';
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

/**
 * The codex of a writer's story: entries of every kind, the kinds' sheets, ties and arcs
 * (docs/decisions/177-the-codex.md). Owner only; another writer's story or entry answers 404.
 */
export function codexRoutes({ codex, relationships, saveBytes }: Services): Route[] {
  const tag = 'codex';
  const access = 'signed-in';
  const use = [saveBytes];
  return [
    defineRoute({
      method: 'get',
      path: '/stories/:id/codex',
      tag,
      summary:
        "The story's codex entries by name; `kind` and `tag` keep those of that kind or tag, `q` those whose name or an alias contains it (any case)",
      access,
      params: storyParams,
      query: codexQuery,
      responses: { 200: codexListSchema },
      errors: [404],
      handler: ({ user, params, query }) => codex.listEntries(user.id, params.id, query),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/codex-index',
      tag,
      summary:
        'Every entry of the story (at most 2 000, unpaged, by name) with its kind, names, case choice and tags: what the "@" offer, names read while typing and the relationship map need',
      access,
      params: storyParams,
      responses: { 200: codexIndexSchema },
      errors: [404],
      handler: ({ user, params }) => codex.indexOf(user.id, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/codex',
      tag,
      summary:
        'Add an entry of a kind the story has (a character added here is one of its characters). At most 2 000 entries a story, 200 of them characters.',
      access,
      params: storyParams,
      body: serverCreateEntry,
      use,
      responses: { 201: codexEntrySchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.createEntry(user.id, params.id, body),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/codex/:entryId',
      tag,
      summary: 'An entry with its notes, where it appears in the story and its arc in story order',
      access,
      params: entryParams,
      responses: { 200: codexEntrySchema },
      errors: [404],
      handler: ({ user, params }) => codex.getEntry(user.id, params.id, params.entryId),
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/codex/:entryId',
      tag,
      summary: "Change any of an entry's fields but its kind; `fields` merges by field id (null clears one)",
      access,
      params: entryParams,
      body: serverPatchEntry,
      use,
      responses: { 200: codexEntrySchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.updateEntry(user.id, params.id, params.entryId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/codex/:entryId',
      tag,
      summary: 'Delete an entry with its notes, ties and arc; scenes lose it as point of view and as present',
      access,
      params: entryParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
      handler: ({ user, params }) => codex.deleteEntry(user.id, params.id, params.entryId),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/codex/:entryId/arc',
      tag,
      summary: "Put an entry's whole arc: points at beats or scenes of the story, answered in story order",
      access,
      params: entryParams,
      body: putArcBody,
      use,
      responses: { 200: arcSchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.putArc(user.id, params.id, params.entryId, body),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/codex/:entryId/notes',
      tag,
      summary: 'Add a note to an entry of any kind (at most 100 an entry) → 201 the entry',
      access,
      params: entryParams,
      body: noteBody,
      use,
      responses: { 201: codexEntrySchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.addNote(user.id, params.id, params.entryId, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/codex/:entryId/notes/:noteId',
      tag,
      summary: 'Change a note of an entry → the entry',
      access,
      params: noteParams,
      body: notePatchBody,
      use,
      responses: { 200: codexEntrySchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.changeNote(user.id, params.id, params.entryId, params.noteId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/codex/:entryId/notes/:noteId',
      tag,
      summary: 'Delete a note of an entry → the entry',
      access,
      params: noteParams,
      responses: { 200: codexEntrySchema },
      errors: [404],
      handler: ({ user, params }) => codex.changeNote(user.id, params.id, params.entryId, params.noteId, null),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/codex-kinds',
      tag,
      summary: "The story's kinds, built-in first, each with its sheet of fields and how many entries it holds",
      access,
      params: storyParams,
      responses: { 200: codexKindsSchema },
      errors: [404],
      handler: ({ user, params }) => codex.listKinds(user.id, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/codex-kinds/:kind',
      tag,
      summary:
        "Put a kind's whole sheet (a new name makes a kind of the story's own, at most 30). New fields get an id; what entries wrote in a field left out, or that a changed field can no longer hold, moves to their notes.",
      access,
      params: kindParams,
      body: putKindBody,
      use,
      responses: { 200: codexKindSchema },
      errors: [404],
      handler: ({ user, params, body }) => codex.putKind(user.id, params.id, params.kind, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/codex-kinds/:kind',
      tag,
      summary: "Delete a kind of the story's own that holds no entry (409 while it holds some; built-in kinds stay)",
      access,
      params: kindParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404, 409],
      handler: ({ user, params }) => codex.deleteKind(user.id, params.id, params.kind),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/relationships',
      tag,
      summary:
        "The story's ties between entries; `entry` keeps that entry's, `asOf` (a beat) those that hold at that beat in the story's order",
      access,
      params: storyParams,
      query: relationshipsQuery,
      responses: { 200: relationshipsSchema },
      errors: [404],
      handler: ({ user, params, query }) => relationships.list(user.id, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/relationships',
      tag,
      summary:
        'Tie two entries of the story, optionally directed and from a beat until a beat. At most 5 000 ties a story.',
      access,
      params: storyParams,
      body: createRelationshipBody,
      use,
      responses: { 201: relationshipSchema },
      errors: [404],
      handler: ({ user, params, body }) => relationships.create(user.id, params.id, body),
    }),
    defineRoute({
      method: 'get',
      path: '/stories/:id/relationships/:relationshipId',
      tag,
      summary: 'One tie',
      access,
      params: relationshipParams,
      responses: { 200: relationshipSchema },
      errors: [404],
      handler: ({ user, params }) => relationships.get(user.id, params.id, params.relationshipId),
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/relationships/:relationshipId',
      tag,
      summary: "Change any of a tie's fields; the tie is checked whole afterwards",
      access,
      params: relationshipParams,
      body: patchRelationshipBody,
      use,
      responses: { 200: relationshipSchema },
      errors: [404],
      handler: ({ user, params, body }) => relationships.update(user.id, params.id, params.relationshipId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/relationships/:relationshipId',
      tag,
      summary: 'Delete a tie',
      access,
      params: relationshipParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
      handler: ({ user, params }) => relationships.remove(user.id, params.id, params.relationshipId),
    }),
  ];
}
