import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;
type NewNotification = typeof notifications.$inferInsert;

const EXCERPT_MAX = 140;

/** The start of a text on one line, as a notification quotes it. */
function excerptOf(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

const insert = (tx: Writer, rows: NewNotification[]) =>
  rows.length === 0
    ? Promise.resolve()
    : tx
        .insert(notifications)
        .values(rows)
        .then(() => undefined);

/**
 * A new comment (decision 139): the answered comment's author hears of a reply, the post's author of
 * a comment; each writer once (a reply under one's own post is a reply), never the commenter.
 */
export function notifyComment(
  tx: Writer,
  post: { id: string; userId: string; text: string },
  comment: { id: string; userId: string },
  parentAuthorId: string | null,
) {
  const base = { actorId: comment.userId, postId: post.id, commentId: comment.id, excerpt: excerptOf(post.text) };
  const rows: NewNotification[] = [];
  if (parentAuthorId !== null && parentAuthorId !== comment.userId) {
    rows.push({ ...base, userId: parentAuthorId, kind: 'reply' });
  }
  if (post.userId !== comment.userId && post.userId !== parentAuthorId) {
    rows.push({ ...base, userId: post.userId, kind: 'comment' });
  }
  return insert(tx, rows);
}

export interface ModeratedItem {
  type: 'post' | 'comment';
  /** The post the item is on (itself for a post); null once that post is gone. */
  postId: string | null;
  authorId: string;
  text: string;
}

/**
 * A moderator's decision on a reported or seen item: on removal its author is told why (quoting their
 * own words back to them only); every reporter but the author learns the outcome, without the text.
 */
export function notifyModeration(
  tx: Writer,
  item: ModeratedItem,
  resolution: 'removed' | 'kept',
  reason: string | null,
  reporterIds: string[],
) {
  const rows: NewNotification[] = [];
  if (resolution === 'removed') {
    rows.push({
      userId: item.authorId,
      kind: 'removed',
      target: item.type,
      postId: item.postId,
      excerpt: excerptOf(item.text),
      reason,
    });
  }
  for (const reporterId of new Set(reporterIds)) {
    if (reporterId === item.authorId) continue;
    rows.push({ userId: reporterId, kind: 'report-resolved', target: item.type, postId: item.postId, resolution });
  }
  return insert(tx, rows);
}

/** A suspension: the writer is told until when and why (the 403s say so too). */
export const notifySuspension = (tx: Writer, userId: string, until: Date | null, reason: string) =>
  insert(tx, [{ userId, kind: 'suspended', until, reason }]);

/**
 * A writer used someone's post or comment in their story (decision 157): its author hears that a
 * writer did, quoting their own words back to them, and never who nor which story (the row has no
 * actor and nothing of the story). Never for one's own idea; and while the author has not read an
 * earlier notice of the same idea, no second one: an idea used again and again makes one line in
 * the bell, not a flood.
 */
export async function notifyIdeaUsed(
  tx: Pick<Db, 'execute'>,
  idea: { type: 'post' | 'comment'; postId: string; commentId: string | null; authorId: string; text: string },
  userId: string,
) {
  if (idea.authorId === userId) return;
  const { postId, commentId, authorId } = idea;
  const sameIdea = commentId === null ? sql`comment_id IS NULL` : sql`comment_id = ${commentId}::uuid`;
  await tx.execute(sql`
    INSERT INTO ${notifications} (user_id, kind, post_id, comment_id, target, excerpt)
    SELECT ${authorId}::uuid, 'idea-used', ${postId}::uuid, ${commentId}::uuid, ${idea.type}, ${excerptOf(idea.text)}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${notifications}
      WHERE user_id = ${authorId}::uuid AND read_at IS NULL AND kind = 'idea-used'
        AND post_id = ${postId}::uuid AND ${sameIdea}
    )`);
}

/**
 * A comment on a story that names members by "@Name" (decision 190): each named member but the
 * commenter hears of it once. The story's title is read when the notification is shown.
 */
export function notifyMentioned(tx: Writer, comment: { id: string; authorId: string }, memberIds: string[]) {
  const rows = [...new Set(memberIds)]
    .filter((userId) => userId !== comment.authorId)
    .map((userId) => ({ userId, kind: 'mentioned' as const, actorId: comment.authorId, storyCommentId: comment.id }));
  return insert(tx, rows);
}
