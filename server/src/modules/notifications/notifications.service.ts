import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@three-act/contract/limits';
import type { EmailDigest, Notification, Preferences } from '@three-act/contract/notifications';
import type { Db } from '../../db/client';
import { notifications, outlines, storyComments, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { decodeCursor, encodeCursor, isTimeKey, microseconds } from '../../lib/keyset';
import { avatarUrl } from '../users/user.presenter';
import { tokenUser } from './unsubscribe-token';

const UNSUBSCRIBE_NOT_FOUND = 'This unsubscribe link is not valid';

/** The cursor after a row: its time to the microsecond and its id. */
const cursorAfter = (row: { createdKey: string; id: string }) => encodeCursor([row.createdKey, row.id]);

function cursorValues(cursor: string): [string, string] | null {
  const [time = '', id = '', ...rest] = decodeCursor(cursor);
  return rest.length === 0 && isTimeKey(time) && isId(id) ? [time, id] : null;
}

export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  postId: notifications.postId,
  commentId: notifications.commentId,
  target: notifications.target,
  excerpt: notifications.excerpt,
  reason: notifications.reason,
  resolution: notifications.resolution,
  until: notifications.until,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorId: notifications.actorId,
  actorName: users.name,
  actorAvatarUpdatedAt: users.avatarUpdatedAt,
  /** A `mentioned` notification's story, read when it is shown: its title as it is now (decision 190). */
  story: sql<{ _id: string; title: string | null } | null>`(SELECT json_build_object('_id', o.id, 'title', o.title)
    FROM ${storyComments} c JOIN ${outlines} o ON o.id = c.outline_id WHERE c.id = "notifications"."story_comment_id")`,
};

/** A row of `notificationColumns` as the page and the digest read it (the actor's columns null without one). */
type NotificationRow = Omit<Awaited<ReturnType<typeof pageQuery>>[number], 'createdKey'>;

export function toNotificationJson(row: NotificationRow): Notification {
  const { kind } = row;
  return {
    _id: row.id,
    kind,
    post: kind === 'suspended' || kind === 'mentioned' ? null : { _id: row.postId, excerpt: row.excerpt },
    actor:
      row.actorId && row.actorName
        ? {
            _id: row.actorId,
            name: row.actorName,
            avatar: avatarUrl({ id: row.actorId, avatarUpdatedAt: row.actorAvatarUpdatedAt }),
          }
        : null,
    comment: row.commentId,
    reason: row.reason,
    resolution: row.resolution,
    until: row.until?.toISOString() ?? null,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    ...(row.story && { story: row.story }),
  };
}

/** The unread rows of a writer: what the bell counts and the digest lists. */
export const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** The bell's count: one range over the writer's entries in the partial index of unread rows. */
export const unreadCountQuery = (db: Db, userId: string) =>
  db.select({ count: count() }).from(notifications).where(unreadOf(userId));

/**
 * A page newest first: the page's rows are taken first by walking notifications_user_idx from the
 * cursor (time to the microsecond, id), and only they are joined to their actors. The subquery keeps
 * the table's name, so the columns above read from it.
 */
export function pageQuery(db: Db, userId: string, cursor: [string, string] | null, limit: number) {
  // NULLS LAST as in the index (drizzle's desc() leaves PostgreSQL's NULLS FIRST, which no index walk gives).
  const newest = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];
  const page = db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newest)
    .limit(limit)
    .as('notifications') as unknown as typeof notifications;
  return db
    .select({ ...notificationColumns, createdKey: microseconds(notifications.createdAt) })
    .from(page)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .orderBy(...newest);
}

export function createNotificationsService(db: Db, secret: string) {
  async function unread(userId: string) {
    const [row] = await unreadCountQuery(db, userId);
    return { count: row?.count ?? 0 };
  }

  async function setDigest(userId: string, emailDigest: EmailDigest): Promise<Preferences> {
    await db.update(users).set({ emailDigest }).where(eq(users.id, userId));
    return { emailDigest };
  }

  return {
    async preferences(userId: string): Promise<Preferences> {
      const [row] = await db.select({ emailDigest: users.emailDigest }).from(users).where(eq(users.id, userId));
      return { emailDigest: row?.emailDigest ?? 'off' };
    },

    setPreferences: (userId: string, { emailDigest }: Preferences) => setDigest(userId, emailDigest),

    /** A digest's unsubscribe link (one click, no sign-in): turns the digest off; a forged token is a 404. */
    async unsubscribe(token: string) {
      const userId = tokenUser(secret, token);
      if (!userId) throw HttpError.notFound(UNSUBSCRIBE_NOT_FOUND);
      await setDigest(userId, 'off');
    },

    /** Newest first, by keyset on (created_at, id): the notifications_user_idx order. */
    async list(userId: string, cursorText: string | undefined, limit = PAGE_SIZE) {
      const cursor = cursorText === undefined ? null : cursorValues(cursorText);
      if (cursorText !== undefined && !cursor) throw HttpError.badRequest('cursor is not valid', 'cursor');
      const rows = await pageQuery(db, userId, cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toNotificationJson),
        nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
      };
    },

    unread,

    /** Marks the named notifications (the writer's own; other ids are ignored), or all, read. */
    async markRead(userId: string, ids: string[] | undefined) {
      const named = ids?.filter(isId);
      if (named?.length !== 0) {
        await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(unreadOf(userId), named ? inArray(notifications.id, named) : undefined));
      }
      return unread(userId);
    },
  };
}
