import {
  beatSheetId,
  beatSheetSchema,
  beatSheetsSchema,
  createBeatSheetBody,
  libraryPageSchema,
  libraryQuery,
  sheetLikeSchema,
  sheetReportSchema,
  updateBeatSheetBody,
} from '@three-act/contract/beat-sheets';
import { reportBody } from '@three-act/contract/posts';
import type { Request } from 'express';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { clientIp } from '../../middleware/rate-limit';
import type { Services } from '../../services';

const TEN_MINUTES = 10 * 60 * 1000;

const sheetParams = z.object({ id: beatSheetId });

/**
 * /api/beat-sheets (docs/decisions/155-own-beat-sheets.md): the built-in sheets for everyone signed
 * in, and each writer's own, owner-only (another writer's unpublished id answers 404). A sheet is
 * private writing, as a story is, so a suspended writer keeps these routes (decision 137 stops what
 * others read). The shelf (docs/decisions/156-beat-sheet-shelf.md): a verified writer publishes their
 * own; everyone signed in reads, previews and adopts; liking and reporting follow the posts' rules,
 * and a suspended writer neither publishes, likes nor reports.
 */
export function beatSheetsRoutes({ beatSheets, saveBytes, limits }: Services): Route[] {
  const tag = 'beat sheets';
  const access = 'signed-in';
  const reportLimit = limits.limiter({
    name: 'sheet-report',
    windowMs: TEN_MINUTES,
    limit: 30,
    key: (req: Request) => req.user?.id ?? clientIp(req),
    message: 'You can report at most 30 beat sheets in 10 minutes; please wait a little',
  });
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
    // Before /beat-sheets/:id, which would read `library` as a malformed id.
    defineRoute({
      method: 'get',
      path: '/beat-sheets/library',
      tag,
      summary:
        "The shelf: published beat sheets of every writer, top (likes, then newest) or new, a search of names and descriptions (keyset pages; next is the following page's cursor)",
      access,
      query: libraryQuery,
      responses: { 200: libraryPageSchema },
      handler: ({ user, query }) => beatSheets.library(user.id, query),
    }),
    defineRoute({
      method: 'get',
      path: '/beat-sheets/:id',
      tag,
      summary:
        "A built-in beat sheet (by its slug), one of the writer's own, or another writer's published sheet (with its author)",
      access,
      params: sheetParams,
      responses: { 200: beatSheetSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.get(user, params.id),
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
    defineRoute({
      method: 'post',
      path: '/beat-sheets/:id/publish',
      tag,
      summary: "Publish one of the writer's sheets to the shelf (verified writers)",
      access: 'verified',
      notSuspended: true,
      params: sheetParams,
      responses: { 200: beatSheetSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.publish(user, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/beat-sheets/:id/publish',
      tag,
      // Taking one's own writing down is never refused, as deleting it is not (decision 137).
      summary: "Take one of the writer's sheets off the shelf (its likes and reports stay with it)",
      access,
      params: sheetParams,
      responses: { 200: beatSheetSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.unpublish(user, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/beat-sheets/:id/like',
      tag,
      summary: 'Like a sheet on the shelf (once; liking again changes nothing)',
      access: 'verified',
      notSuspended: true,
      params: sheetParams,
      responses: { 200: sheetLikeSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.like(user, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/beat-sheets/:id/like',
      tag,
      summary: 'Take back my like of a sheet on the shelf',
      access: 'verified',
      notSuspended: true,
      params: sheetParams,
      responses: { 200: sheetLikeSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.unlike(user, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/beat-sheets/:id/report',
      tag,
      summary:
        "Report a sheet on the shelf with a reason and details, as a post (five verified writers' reports, or one moderator's, hide it)",
      access,
      notSuspended: true,
      limit: [reportLimit],
      params: sheetParams,
      body: reportBody,
      responses: { 200: sheetReportSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => beatSheets.report(user, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/beat-sheets/:id/report',
      tag,
      summary: 'Take back my report of a sheet on the shelf',
      access,
      notSuspended: true,
      params: sheetParams,
      responses: { 200: sheetReportSchema },
      errors: [404],
      handler: ({ user, params }) => beatSheets.withdrawReport(user, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/beat-sheets/:id/adopt',
      tag,
      summary:
        'Adopt another writer\'s published sheet: a copy of your own (at most 200), credited "Adapted from {name} by {author}."',
      access,
      params: sheetParams,
      responses: { 201: beatSheetSchema },
      errors: [400, 404],
      handler: ({ user, params }) => beatSheets.adopt(user, params.id),
    }),
  ];
}
