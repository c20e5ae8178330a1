import type { AdoptedFrom, BeatSheet } from '@three-act/contract/beat-sheets';
import { ID_PATTERN } from '@three-act/contract/ids';
import { SHEET_DESCRIPTION_MAX } from '@three-act/contract/limits';
import type { ReportBody } from '@three-act/contract/posts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beatSheetLikes, beatSheetReports, beatSheets, users } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { sheetColumns } from './beat-sheets.queries';
import { toOwnSheetJson, toShelfSheetJson, type OwnSheetRow } from './beat-sheets.presenter';
import { canSeeSheet, SHEET_NOT_FOUND, type SheetViewer } from './beat-sheets.rules';
import type { SheetContent } from './beat-sheets.service';
import { createLibrary } from './beat-sheets-library';

type Create = (userId: string, sheet: SheetContent, adoptedFrom: AdoptedFrom | null) => Promise<BeatSheet>;

interface SheetRow extends OwnSheetRow {
  userId: string;
  hidden: boolean;
  authorName: string;
}

/** `text` cut to `max` UTF-16 units, never inside a character written with two. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * An adopted copy's description: the credit, then the sheet's own description, cut to the limit
 * (the credit itself is at most ~190 characters: a sheet name of 120, a writer's name of 50).
 */
export function creditedDescription(name: string, author: string, description: string): string {
  const credit = `Adapted from ${name} by ${author}.`;
  return description ? cut(`${credit}\n\n${description}`, SHEET_DESCRIPTION_MAX) : credit;
}

/**
 * The Brainstorm's shelf of beat sheets (docs/decisions/156-beat-sheet-shelf.md): a verified writer
 * publishes one of their own; anyone signed in previews, reports and adopts another writer's, and a
 * verified one likes it. Likes and reports follow the posts' rules: single statements against the
 * (sheet, writer) key, reports weighed by the reporter (decision 137) so five verified writers, or
 * one moderator, hide it.
 */
export function createShelf(db: Db, create: Create) {
  const library = createLibrary(db);

  async function sheetRow(sheetId: string): Promise<SheetRow | undefined> {
    // Built-in slugs are never UUIDs, and only a UUID can name a row.
    if (!ID_PATTERN.test(sheetId)) return undefined;
    const [row] = await db
      .select({ ...sheetColumns, userId: beatSheets.userId, hidden: beatSheets.hidden, authorName: users.name })
      .from(beatSheets)
      .innerJoin(users, eq(users.id, beatSheets.userId))
      .where(eq(beatSheets.id, sheetId));
    return row;
  }

  /** A published sheet this viewer may see (theirs or, unless hidden, anyone's): else the 404 of a missing one. */
  async function onShelf(viewer: SheetViewer, sheetId: string): Promise<SheetRow> {
    const row = await sheetRow(sheetId);
    if (!row || row.publishedAt === null || !canSeeSheet(row, viewer)) throw HttpError.notFound(SHEET_NOT_FOUND);
    return row;
  }

  /** A sheet's likes and whether the viewer likes it: what a like's answer holds. */
  async function likesOf(sheetId: string, viewerId: string) {
    const { likes, liked } = await viewOf(sheetId, viewerId);
    return { likes, liked };
  }

  /** The same and whether the viewer reported it. */
  async function viewOf(sheetId: string, viewerId: string) {
    const [row] = await db
      .select({
        likes: beatSheets.likes,
        liked: sql<boolean>`exists (select 1 from ${beatSheetLikes} where ${beatSheetLikes.itemId} = ${beatSheets.id} and ${beatSheetLikes.userId} = ${viewerId}::uuid)`,
        reportedByMe: sql<boolean>`exists (select 1 from ${beatSheetReports} where ${beatSheetReports.itemId} = ${beatSheets.id} and ${beatSheetReports.userId} = ${viewerId}::uuid)`,
      })
      .from(beatSheets)
      .where(eq(beatSheets.id, sheetId));
    // Deleted by its author meanwhile.
    if (!row) throw HttpError.notFound(SHEET_NOT_FOUND);
    return row;
  }

  /** Runs a like or report write; the sheet deleted between the check and the write is a 404. */
  async function write(statement: Promise<unknown>) {
    try {
      await statement;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw HttpError.notFound(SHEET_NOT_FOUND);
      throw error;
    }
  }

  /** Sets or clears the writer's own sheet's publication; a built-in, another's or a missing one is a 404. */
  async function setPublished(viewer: SheetViewer, sheetId: string, published: boolean) {
    if (!ID_PATTERN.test(sheetId)) throw HttpError.notFound(SHEET_NOT_FOUND);
    const [row] = await db
      .update(beatSheets)
      // Publishing again keeps the first date, so the sheet keeps its place in the New order.
      .set({ publishedAt: published ? sql`coalesce(${beatSheets.publishedAt}, now())` : null })
      .where(and(eq(beatSheets.id, sheetId), eq(beatSheets.userId, viewer.id)))
      .returning(sheetColumns);
    if (!row) throw HttpError.notFound(SHEET_NOT_FOUND);
    return toOwnSheetJson(row);
  }

  return {
    library,

    /** One of the viewer's own sheets, or another writer's published one with its author and the viewer's like and report. */
    async preview(viewer: SheetViewer, sheetId: string) {
      const row = await sheetRow(sheetId);
      if (!row || !canSeeSheet(row, viewer)) throw HttpError.notFound(SHEET_NOT_FOUND);
      if (row.userId === viewer.id) return toOwnSheetJson(row);
      return toShelfSheetJson(row, { id: row.userId, name: row.authorName }, await viewOf(row.id, viewer.id));
    },

    publish: (viewer: SheetViewer, sheetId: string) => setPublished(viewer, sheetId, true),

    /** Off the shelf: its likes and reports stay, so a hidden sheet published again is hidden still. */
    unpublish: (viewer: SheetViewer, sheetId: string) => setPublished(viewer, sheetId, false),

    async like(viewer: SheetViewer, sheetId: string) {
      const row = await onShelf(viewer, sheetId);
      await write(db.insert(beatSheetLikes).values({ itemId: row.id, userId: viewer.id }).onConflictDoNothing());
      return likesOf(row.id, viewer.id);
    },

    async unlike(viewer: SheetViewer, sheetId: string) {
      const row = await onShelf(viewer, sheetId);
      await db
        .delete(beatSheetLikes)
        .where(and(eq(beatSheetLikes.itemId, row.id), eq(beatSheetLikes.userId, viewer.id)));
      return likesOf(row.id, viewer.id);
    },

    /**
     * The viewer's report, with a reason (`other` when none, as a post's) and details; reporting
     * again changes the reason and details but not the weight the first report was given.
     */
    async report(viewer: SheetViewer, sheetId: string, { reason = 'other', details }: ReportBody) {
      const row = await onShelf(viewer, sheetId);
      const fields = { reason, details: details || null };
      await write(
        db
          .insert(beatSheetReports)
          .values({ itemId: row.id, userId: viewer.id, ...fields })
          .onConflictDoUpdate({ target: [beatSheetReports.itemId, beatSheetReports.userId], set: fields }),
      );
      return { reported: true };
    },

    /** The viewer takes their report back (a moderator's shows the sheet again, as with a post). */
    async withdrawReport(viewer: SheetViewer, sheetId: string) {
      const row = await onShelf(viewer, sheetId);
      await db
        .delete(beatSheetReports)
        .where(and(eq(beatSheetReports.itemId, row.id), eq(beatSheetReports.userId, viewer.id)));
      return { reported: false };
    },

    /**
     * A copy of another writer's published sheet, the viewer's own from now on (within their 200),
     * crediting it in `adoptedFrom` and in its description. It owes nothing to the original: it stays
     * when its author changes, unpublishes or deletes that sheet, or their account.
     */
    async adopt(viewer: SheetViewer, sheetId: string) {
      const row = await onShelf(viewer, sheetId);
      if (row.userId === viewer.id) {
        throw HttpError.badRequest('This beat sheet is already yours: duplicate it to make a copy');
      }
      const credit = { sheet: row.id, name: row.name, author: row.authorName };
      return create(
        viewer.id,
        { name: row.name, description: creditedDescription(row.name, row.authorName, row.description), acts: row.acts },
        credit,
      );
    },
  };
}
