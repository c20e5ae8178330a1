import { asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { commentReports, comments, moderationLog, postReports, posts, users } from '../../db/schema';
import { writeModerationLog } from './moderation-log';
import { historyOf, reportsOf } from './moderation-queue';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { avatarUrl } from '../users/user.presenter';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import { postColumns } from '../posts/posts.queries';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, type Viewer } from '../posts/posts.rules';

/** The queue is worked from the top; a bounded answer keeps it fast if it ever grows long. */
export const QUEUE_LIMIT = 100;
export const LOG_LIMIT = 50;
const NO_HISTORY = { removed: 0, suspensions: 0, suspension: null };

const author = (row: { userId: string; name: string; avatarUpdatedAt: Date | null }) => ({
  name: row.name,
  avatar: avatarUrl({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt }),
  user: row.userId,
});

export function createModerationService({ db }: AppDeps) {
  /** The summary names the author by id only, so deleting that account leaves none of their words here. */
  async function act(
    viewer: Viewer,
    action: 'delete' | 'clear-reports',
    target: { type: 'post' | 'comment'; id: string },
    run: (tx: Tx) => Promise<{ userId: string; reportCount: number } | undefined>,
    notFound: string,
  ) {
    if (!isId(target.id)) throw HttpError.notFound(notFound);
    await db.transaction(async (tx) => {
      const row = await run(tx);
      if (!row) throw HttpError.notFound(notFound);
      await writeModerationLog(tx, {
        moderatorId: viewer.id,
        action,
        targetType: target.type,
        targetId: target.id,
        summary: `${target.type} by ${row.userId}, ${row.reportCount} reports`,
      });
    });
  }

  const lockPost = (tx: Tx, id: string) =>
    tx
      .select({ userId: posts.userId, reportCount: posts.reportCount })
      .from(posts)
      .where(eq(posts.id, id))
      .for('update')
      .then((rows) => rows[0]);

  const lockComment = (tx: Tx, id: string) =>
    tx
      .select({ userId: comments.userId, reportCount: comments.reportCount })
      .from(comments)
      .where(eq(comments.id, id))
      .for('update')
      .then((rows) => rows[0]);

  return {
    /**
     * Reported posts: those hidden by reports first (most counted first), then those with reports
     * that do not hide them yet; each with its reports and its author's history.
     */
    async flaggedPosts() {
      const rows = await db
        .select(postColumns)
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .where(
          or(
            gte(posts.reportCount, REPORT_THRESHOLD),
            inArray(posts.id, db.selectDistinct({ id: postReports.itemId }).from(postReports)),
          ),
        )
        .orderBy(desc(posts.reportCount), asc(posts.createdAt), asc(posts.id))
        .limit(QUEUE_LIMIT);
      const [reports, history] = await Promise.all([
        reportsOf(
          db,
          postReports,
          rows.map((row) => row.id),
        ),
        historyOf(
          db,
          rows.map((row) => row.userId),
        ),
      ]);
      return rows.map((row) => ({
        _id: row.id,
        text: row.text,
        ...author(row),
        reportCount: row.reportCount,
        likeCount: row.likeCount,
        commentCount: row.commentCount,
        date: row.createdAt.toISOString(),
        hidden: row.reportCount >= REPORT_THRESHOLD,
        reports: reports.get(row.id) ?? [],
        history: history.get(row.userId) ?? NO_HISTORY,
      }));
    },

    async flaggedComments() {
      const rows = await db
        .select({
          id: comments.id,
          postId: comments.postId,
          userId: comments.userId,
          text: comments.text,
          voteCount: comments.voteCount,
          reportCount: comments.reportCount,
          createdAt: comments.createdAt,
          name: users.name,
          avatarUpdatedAt: users.avatarUpdatedAt,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(
          or(
            gte(comments.reportCount, REPORT_THRESHOLD),
            inArray(comments.id, db.selectDistinct({ id: commentReports.itemId }).from(commentReports)),
          ),
        )
        .orderBy(desc(comments.reportCount), asc(comments.createdAt), asc(comments.id))
        .limit(QUEUE_LIMIT);
      const [reports, history] = await Promise.all([
        reportsOf(
          db,
          commentReports,
          rows.map((row) => row.id),
        ),
        historyOf(
          db,
          rows.map((row) => row.userId),
        ),
      ]);
      return rows.map((row) => ({
        _id: row.id,
        post: row.postId,
        text: row.text,
        ...author(row),
        reportCount: row.reportCount,
        voteCount: row.voteCount,
        date: row.createdAt.toISOString(),
        hidden: row.reportCount >= REPORT_THRESHOLD,
        reports: reports.get(row.id) ?? [],
        history: history.get(row.userId) ?? NO_HISTORY,
      }));
    },

    deletePost: (viewer: Viewer, id: string) =>
      act(
        viewer,
        'delete',
        { type: 'post', id },
        async (tx) => {
          const row = await lockPost(tx, id);
          if (row) await tx.delete(posts).where(eq(posts.id, id));
          return row;
        },
        POST_NOT_FOUND,
      ),

    /** Deleting the report rows lets the triggers bring the counter back to 0, so the post shows again. */
    clearPostReports: (viewer: Viewer, id: string) =>
      act(
        viewer,
        'clear-reports',
        { type: 'post', id },
        async (tx) => {
          const row = await lockPost(tx, id);
          if (row) await tx.delete(postReports).where(eq(postReports.itemId, id));
          return row;
        },
        POST_NOT_FOUND,
      ),

    deleteComment: (viewer: Viewer, id: string) =>
      act(
        viewer,
        'delete',
        { type: 'comment', id },
        async (tx) => {
          const row = await lockComment(tx, id);
          if (row) await tx.delete(comments).where(eq(comments.id, id));
          return row;
        },
        COMMENT_NOT_FOUND,
      ),

    clearCommentReports: (viewer: Viewer, id: string) =>
      act(
        viewer,
        'clear-reports',
        { type: 'comment', id },
        async (tx) => {
          const row = await lockComment(tx, id);
          if (row) await tx.delete(commentReports).where(eq(commentReports.itemId, id));
          return row;
        },
        COMMENT_NOT_FOUND,
      ),

    async recentLog() {
      const rows = await db
        .select({
          id: moderationLog.id,
          moderatorId: moderationLog.moderatorId,
          moderatorName: users.name,
          action: moderationLog.action,
          targetType: moderationLog.targetType,
          targetId: moderationLog.targetId,
          summary: moderationLog.summary,
          createdAt: moderationLog.createdAt,
        })
        .from(moderationLog)
        .leftJoin(users, eq(users.id, moderationLog.moderatorId))
        .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
        .limit(LOG_LIMIT);
      return rows.map((row) => ({
        _id: row.id,
        moderator: row.moderatorId ? { _id: row.moderatorId, name: row.moderatorName } : null,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        summary: row.summary,
        date: row.createdAt.toISOString(),
      }));
    },
  };
}
