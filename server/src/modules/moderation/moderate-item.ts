import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commentReports, comments, postReports, posts } from '../../db/schema';
import { notifyModeration } from '../notifications/notify';
import type { Viewer } from '../posts/posts.rules';
import { writeModerationLog } from './moderation-log';

export type ItemType = 'post' | 'comment';
export type Decision = 'delete' | 'clear-reports';

const TABLES = {
  post: { items: posts, reports: postReports },
  comment: { items: comments, reports: commentReports },
} as const;

export interface LockedItem {
  id: string;
  userId: string;
  /** The post the item is on: itself for a post. */
  postId: string;
  text: string;
  reportCount: number;
}

/** The post or comment a moderator decides on, locked until the decision commits; undefined when gone. */
export async function lockItem(tx: Tx, type: ItemType, id: string): Promise<LockedItem | undefined> {
  const items: typeof posts | typeof comments = TABLES[type].items;
  const [row] = await tx
    .select({
      id: items.id,
      userId: items.userId,
      postId: type === 'post' ? posts.id : comments.postId,
      text: items.text,
      reportCount: items.reportCount,
    })
    .from(items)
    .where(eq(items.id, id))
    .for('update');
  return row;
}

/**
 * A moderator's decision on someone's post or comment (decisions 008, 137, 139), in the caller's
 * transaction: its reports are resolved (deleting them brings the counter to 0, so a kept item shows
 * again), a removed item is deleted, the log names the author and the reason (never the text), the
 * author of a removed item is told why, and each reporter learns the outcome.
 */
export async function moderateItem(
  tx: Tx,
  moderator: Viewer,
  type: ItemType,
  item: LockedItem,
  decision: Decision,
  reason: string | null,
) {
  const { items, reports } = TABLES[type];
  const reporters = await tx.delete(reports).where(eq(reports.itemId, item.id)).returning({ userId: reports.userId });
  if (decision === 'delete') await tx.delete(items).where(eq(items.id, item.id));
  const postGone = decision === 'delete' && type === 'post';
  await writeModerationLog(tx, {
    moderatorId: moderator.id,
    action: decision,
    targetType: type,
    targetId: item.id,
    subjectId: item.userId,
    postId: item.postId,
    reason,
    summary: `${reporters.length} report${reporters.length === 1 ? '' : 's'}`,
  });
  await notifyModeration(
    tx,
    { type, postId: postGone ? null : item.postId, authorId: item.userId, text: item.text },
    decision === 'delete' ? 'removed' : 'kept',
    reason,
    reporters.map((row) => row.userId),
  );
}
