import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beatSheetReports, beatSheets, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { SHEET_NOT_FOUND } from '../beat-sheets/beat-sheets.rules';
import type { Viewer } from '../posts/posts.rules';
import { avatarUrl } from '../users/user.presenter';
import { writeModerationLog } from './moderation-log';
import { queueDetails } from './moderation-queue';

/** The queue is worked from the top; a bounded answer keeps it fast if it ever grows long. */
const QUEUE_LIMIT = 100;

/**
 * The shelf's sheets in the moderation queue (docs/decisions/156-beat-sheet-shelf.md), beside the
 * posts and comments and worked the same way: reported sheets on the shelf, hidden ones first, each
 * with its reports and its author's history; a moderator takes one off the shelf or clears its
 * reports. A sheet is also its author's private writing, so taking it off the shelf unpublishes it
 * rather than deleting it; its reports stay, so published again it comes back as it left (hidden, and
 * in the queue). Authors and reporters get no notification of these decisions (notifications speak of
 * posts and comments only).
 */
export function createShelfModeration(db: Db) {
  /** A decision on a published sheet: the row locked, changed and logged in one transaction. */
  async function decide(
    moderator: Viewer,
    sheetId: string,
    action: 'unpublish' | 'clear-reports',
    reason: string | null,
  ): Promise<void> {
    if (!isId(sheetId)) throw HttpError.notFound(SHEET_NOT_FOUND);
    await db.transaction(async (tx) => {
      const [sheet] = await tx
        .select({ id: beatSheets.id, userId: beatSheets.userId })
        .from(beatSheets)
        .where(and(eq(beatSheets.id, sheetId), isNotNull(beatSheets.publishedAt)))
        .for('update');
      if (!sheet) throw HttpError.notFound(SHEET_NOT_FOUND);
      const reports =
        action === 'clear-reports'
          ? (
              await tx
                .delete(beatSheetReports)
                .where(eq(beatSheetReports.itemId, sheet.id))
                .returning({ id: beatSheetReports.userId })
            ).length
          : await tx.$count(beatSheetReports, eq(beatSheetReports.itemId, sheet.id));
      if (action === 'unpublish')
        await tx.update(beatSheets).set({ publishedAt: null }).where(eq(beatSheets.id, sheet.id));
      await writeModerationLog(tx, {
        moderatorId: moderator.id,
        action,
        targetType: 'beat sheet',
        targetId: sheet.id,
        subjectId: sheet.userId,
        reason,
        summary: `${reports} report${reports === 1 ? '' : 's'}`,
      });
    });
  }

  return {
    /** Reported sheets on the shelf: those hidden by reports first (most counted first), then the rest. */
    async flaggedSheets() {
      const rows = await db
        .select({
          id: beatSheets.id,
          name: beatSheets.name,
          description: beatSheets.description,
          userId: beatSheets.userId,
          authorName: users.name,
          avatarUpdatedAt: users.avatarUpdatedAt,
          beats: sql<number>`jsonb_array_length(jsonb_path_query_array(${beatSheets.acts}, '$[*].beats[*]'))`,
          reportCount: beatSheets.reportCount,
          likes: beatSheets.likes,
          hidden: beatSheets.hidden,
          publishedAt: beatSheets.publishedAt,
        })
        .from(beatSheets)
        .innerJoin(users, eq(users.id, beatSheets.userId))
        .where(
          and(
            isNotNull(beatSheets.publishedAt),
            inArray(beatSheets.id, db.selectDistinct({ id: beatSheetReports.itemId }).from(beatSheetReports)),
          ),
        )
        .orderBy(desc(beatSheets.reportCount), asc(beatSheets.publishedAt), asc(beatSheets.id))
        .limit(QUEUE_LIMIT);
      const moderation = await queueDetails(db, beatSheetReports, rows);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        author: {
          _id: row.userId,
          name: row.authorName,
          avatar: avatarUrl({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt }),
        },
        beats: row.beats,
        reportCount: row.reportCount,
        likes: row.likes,
        date: (row.publishedAt ?? new Date(0)).toISOString(),
        hidden: row.hidden,
        ...moderation(row),
      }));
    },

    /** Off the shelf, logged with the moderator's reason; the author keeps the sheet as private writing. */
    removeSheet: (moderator: Viewer, sheetId: string, reason: string | null = null) =>
      decide(moderator, sheetId, 'unpublish', reason),

    /** Its reports deleted: the trigger brings the count to 0 and the sheet shows again. */
    clearSheetReports: (moderator: Viewer, sheetId: string) => decide(moderator, sheetId, 'clear-reports', null),
  };
}
