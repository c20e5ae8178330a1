import { asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../deps';
import { commentReports, comments, moderationLog, postReports, posts, users } from '../../db/schema';
import { lockItem, moderateItem, type Decision, type ItemType } from './moderate-item';
import { queueDetails } from './moderation-queue';
import { createShelfModeration } from './shelf-moderation';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { avatarUrl } from '../users/user.presenter';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import { postColumns } from '../posts/posts.queries';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, type Viewer } from '../posts/posts.rules';

/** The queue is worked from the top; a bounded answer keeps it fast if it ever grows long. */
const QUEUE_LIMIT = 100;
const LOG_LIMIT = 50;
const subject = alias(users, 'subject');

const author = (row: { userId: string; name: string; avatarUpdatedAt: Date | null }) => ({
  name: row.name,
  avatar: avatarUrl({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt }),
  user: row.userId,
});

export function createModerationService({ db }: AppDeps) {
  /** A decision from the queue: the item locked, decided, logged and told, in one transaction. */
  async function decide(viewer: Viewer, type: ItemType, id: string, decision: Decision, reason: string | null) {
    const notFound = type === 'post' ? POST_NOT_FOUND : COMMENT_NOT_FOUND;
    if (!isId(id)) throw HttpError.notFound(notFound);
    await db.transaction(async (tx) => {
      const item = await lockItem(tx, type, id);
      if (!item) throw HttpError.notFound(notFound);
      await moderateItem(tx, viewer, type, item, decision, reason);
    });
  }

  return {
    ...createShelfModeration(db),

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
      const moderation = await queueDetails(db, postReports, rows);
      return rows.map((row) => ({
        _id: row.id,
        text: row.text,
        ...author(row),
        reportCount: row.reportCount,
        likeCount: row.likeCount,
        commentCount: row.commentCount,
        date: row.createdAt.toISOString(),
        hidden: row.reportCount >= REPORT_THRESHOLD,
        ...moderation(row),
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
      const moderation = await queueDetails(db, commentReports, rows);
      return rows.map((row) => ({
        _id: row.id,
        post: row.postId,
        text: row.text,
        ...author(row),
        reportCount: row.reportCount,
        voteCount: row.voteCount,
        date: row.createdAt.toISOString(),
        hidden: row.reportCount >= REPORT_THRESHOLD,
        ...moderation(row),
      }));
    },

    deletePost: (viewer: Viewer, id: string, reason: string | null = null) =>
      decide(viewer, 'post', id, 'delete', reason),

    /** Deleting the report rows lets the triggers bring the counter back to 0, so the post shows again. */
    clearPostReports: (viewer: Viewer, id: string) => decide(viewer, 'post', id, 'clear-reports', null),

    deleteComment: (viewer: Viewer, id: string, reason: string | null = null) =>
      decide(viewer, 'comment', id, 'delete', reason),

    clearCommentReports: (viewer: Viewer, id: string) => decide(viewer, 'comment', id, 'clear-reports', null),

    /** The latest decisions, naming the moderator and the writer, with a link to the post while it exists. */
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
          reason: moderationLog.reason,
          subjectId: subject.id,
          subjectName: subject.name,
          postId: sql<string | null>`(SELECT ${posts.id} FROM ${posts} WHERE ${posts.id} = ${moderationLog.postId})`,
          createdAt: moderationLog.createdAt,
        })
        .from(moderationLog)
        .leftJoin(users, eq(users.id, moderationLog.moderatorId))
        .leftJoin(subject, eq(subject.id, moderationLog.subjectId))
        .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
        .limit(LOG_LIMIT);
      return rows.map((row) => ({
        _id: row.id,
        moderator:
          row.moderatorId && row.moderatorName !== null ? { _id: row.moderatorId, name: row.moderatorName } : null,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        summary: row.summary,
        reason: row.reason,
        subject: row.subjectId && row.subjectName ? { _id: row.subjectId, name: row.subjectName } : null,
        post: row.postId,
        date: row.createdAt.toISOString(),
      }));
    },
  };
}
