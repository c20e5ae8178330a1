import {
  beatSheetId,
  beatSheetSchema,
  beatSheetsSchema,
  createBeatSheetBody,
  updateBeatSheetBody,
} from '@three-act/contract/beat-sheets';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import type { Services } from '../../services';

const sheetParams = z.object({ id: beatSheetId });

/**
 * /api/beat-sheets (docs/decisions/155-own-beat-sheets.md): the built-in sheets for everyone signed
 * in, and each writer's own, owner-only (another writer's id answers 404). A sheet is private
 * writing, as a story is, so a suspended writer keeps these routes (decision 137 stops what others
 * read); publishing to the shelf is where suspension will apply.
 */
export function beatSheetsRoutes({ beatSheets, saveBytes }: Services): Route[] {
  const tag = 'beat sheets';
  const access = 'signed-in';
  return [
    defineRoute({
      method: 'get',
      path: '/beat-sheets',
      tag,
      summary: "The built-in beat sheets, then the writer's own (newest first)",
      access,
      responses: { 200: beatSheetsSchema },
      handler: ({ user }) => beatSheets.list(user.id),
    }),
    defineRoute({
      method: 'get',
      path: '/beat-sheets/:id',
      tag,
      summary: "A built-in beat sheet (by its slug) or one of the writer's own",
      access,
      params: sheetParams,
      responses: { 200: beatSheetSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.get(user.id, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/beat-sheets',
      tag,
      summary: 'Make a beat sheet of your own (at most 200): 1 to 7 acts, 1 to 100 beats',
      access,
      body: createBeatSheetBody,
      // Its text counts in the writer's bytes a minute, as every save of text (decision 151).
      use: [saveBytes],
      responses: { 201: beatSheetSchema },
      errors: [429],
      handler: ({ user, body }) => beatSheets.create(user.id, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/beat-sheets/:id',
      tag,
      summary: "Change one of the writer's sheets: its name, description or whole structure (acts)",
      access,
      params: sheetParams,
      body: updateBeatSheetBody,
      use: [saveBytes],
      responses: { 200: beatSheetSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => beatSheets.update(user.id, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/beat-sheets/:id',
      tag,
      summary: "Delete one of the writer's sheets",
      access,
      params: sheetParams,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
      handler: async ({ user, params }) => {
        await beatSheets.remove(user.id, params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/beat-sheets/:id/duplicate',
      tag,
      summary: 'Copy a built-in sheet or one of the writer\'s own as a new sheet of theirs, named "{name} (copy)"',
      access,
      params: sheetParams,
      responses: { 201: beatSheetSchema },
      errors: [400, 404],
      handler: ({ user, params }) => beatSheets.duplicate(user.id, params.id),
    }),
  ];
}
