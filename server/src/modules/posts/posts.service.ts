import { eq, sql } from 'drizzle-orm';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import type { ReportBody } from '@three-act/contract/posts';
import { isModerator } from '@three-act/contract/roles';
import type { AppDeps } from '../../deps';
import { commentReports, comments, commentVotes, postLikes, postReports, posts } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import { lockItem, moderateItem } from '../moderation/moderate-item';
import { notifyComment } from '../notifications/notify';
import { toCommentJson, toPostJson, toRefs, toReportRefs, type ReportRef, type UserRef } from './posts.presenter';
import { createPostsList } from './posts-list';
import { prepareStatements, type CommentRow, type PostRow, type ToggleTable } from './posts.queries';
import { canSee, COMMENT_NOT_FOUND, POST_NOT_FOUND, type Viewer } from './posts.rules';
import { refuseIfSuspended } from '../../lib/suspension';

export function createPostsService({ db }: AppDeps) {
  const statements = prepareStatements(db);
  const listPosts = createPostsList(db);

  async function listOf(table: ToggleTable, itemId: string): Promise<UserRef[]> {
    return present(statements.users.get(table), 'the toggle list statement').execute({ id: itemId });
  }

  /**
   * One statement against the (item, user) primary key: delete the row if it is there, insert it
   * (with `extra` columns: a report's reason and details) if nothing was deleted. Concurrent clicks
   * end with zero or one row, and the triggers keep the counter equal to the rows.
   */
  async function toggle(
    table: ToggleTable,
    itemId: string,
    userId: string,
    notFound: string,
    extra: Record<string, string | null> = {},
  ): Promise<UserRef[]> {
    const columns = [table.itemId.name, table.userId.name, ...Object.keys(extra)].map((name) => sql.identifier(name));
    const values = [sql`${itemId}::uuid`, sql`${userId}::uuid`, ...Object.values(extra).map((value) => sql`${value}`)];
    try {
      await db.execute(sql`
        WITH del AS (
          DELETE FROM ${table} WHERE ${table.itemId} = ${itemId}::uuid AND ${table.userId} = ${userId}::uuid RETURNING 1
        )
        INSERT INTO ${table} (${sql.join(columns, sql`, `)})
        SELECT ${sql.join(values, sql`, `)} WHERE NOT EXISTS (SELECT 1 FROM del)
        ON CONFLICT DO NOTHING`);
    } catch (error) {
      // The item was deleted between the visibility check and the toggle.
      if (isForeignKeyViolation(error)) throw HttpError.notFound(notFound);
      throw error;
    }
    return listOf(table, itemId);
  }

  /** A report's columns: a report that says nothing is `other` (spec clients send no body). */
  const reportColumns = ({ reason = 'other', details }: ReportBody) => ({ reason, details: details || null });

  async function findPost(postId: string) {
    const [row] = await statements.post.execute({ id: postId });
    return row;
  }

  /** A missing post, a malformed id and a post hidden from this viewer all answer the same 404. */
  async function requireVisiblePost(postId: string, viewer: Viewer | undefined): Promise<PostRow> {
    if (!isId(postId)) throw HttpError.notFound(POST_NOT_FOUND);
    const row = await findPost(postId);
    if (!row || !canSee(row, viewer)) throw HttpError.notFound(POST_NOT_FOUND);
    return row;
  }

  async function requireComment(postId: string, commentId: string) {
    if (!isId(commentId)) throw HttpError.notFound(COMMENT_NOT_FOUND);
    const [row] = await statements.comment.execute({ id: commentId, postId });
    if (!row) throw HttpError.notFound(COMMENT_NOT_FOUND);
    return row;
  }

  /**
   * The discussion, each comment with its votes and reports, in one query however many there are:
   * top-level comments by votes, then oldest first (the comments_post_rank_idx order), each followed
   * by its replies, oldest first. Flagged text withheld.
   */
  async function commentsOf(postId: string, viewer: Viewer | undefined) {
    const rows: (CommentRow & { voteUsers: string[]; reportUsers: string[] })[] = await statements.comments.execute({
      postId,
    });
    const replies = new Map<string, typeof rows>();
    const oldestFirst = rows.filter((row) => row.parentId !== null);
    oldestFirst.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const reply of oldestFirst) {
      const parentId = reply.parentId ?? '';
      replies.set(parentId, [...(replies.get(parentId) ?? []), reply]);
    }
    return rows
      .filter((row) => row.parentId === null)
      .flatMap((row) => [row, ...(replies.get(row.id) ?? [])])
      .map((row) => toCommentJson(row, viewer, row.reportCount >= REPORT_THRESHOLD && !canSee(row, viewer)));
  }

  /** The parent a reply names: a top-level comment of the same post, else a 400. */
  async function replyParent(postId: string, parent: string | undefined) {
    if (parent === undefined) return null;
    const problem = (msg: string) => HttpError.badRequest(msg, 'parent');
    if (!isId(parent)) throw problem('parent must be a comment of this post');
    const [row] = await statements.comment.execute({ id: parent, postId });
    if (!row) throw problem('parent must be a comment of this post');
    if (row.parentId !== null) throw problem('A reply cannot be answered; reply to the comment above it');
    return row;
  }

  async function postDetail(row: PostRow, likes: UserRef[], reports: ReportRef[], viewer: Viewer | undefined) {
    return toPostJson(row, likes, reports, await commentsOf(row.id, viewer), viewer?.id);
  }

  /** Two prepared queries: the post with its likes and reports, then its comments with theirs. */
  async function getPost(viewer: Viewer | undefined, postId: string) {
    if (!isId(postId)) throw HttpError.notFound(POST_NOT_FOUND);
    const [row] = await statements.postDetail.execute({ id: postId });
    if (!row || !canSee(row, viewer)) throw HttpError.notFound(POST_NOT_FOUND);
    return postDetail(row, toRefs(row.likeUsers), toReportRefs(row.reportUsers, viewer), viewer);
  }

  return {
    listPosts,

    getPost,

    async createPost(viewer: Viewer, text: string) {
      const [created] = await db.insert(posts).values({ userId: viewer.id, text }).returning({ id: posts.id });
      // A post this new has no likes or reports yet.
      return postDetail(
        present(await findPost(present(created, 'the new post row').id), 'the new post'),
        [],
        [],
        viewer,
      );
    },

    /** An author deletes their post; a moderator removes someone else's, with a reason (see moderateItem). */
    async deletePost(viewer: Viewer, postId: string, reason: string | null = null): Promise<void> {
      const row = await requireVisiblePost(postId, viewer);
      const own = row.userId === viewer.id;
      if (!own && !isModerator(viewer)) throw HttpError.forbidden('You can only delete your own posts');
      // A suspended moderator removes nobody's post until the suspension ends (decision 148).
      if (!own) refuseIfSuspended(viewer);
      await db.transaction(async (tx) => {
        const item = await lockItem(tx, 'post', row.id);
        if (!item) throw HttpError.notFound(POST_NOT_FOUND);
        if (own) await tx.delete(posts).where(eq(posts.id, item.id));
        else await moderateItem(tx, viewer, 'post', item, 'delete', reason);
      });
    },

    async toggleLike(viewer: Viewer, postId: string) {
      const row = await requireVisiblePost(postId, viewer);
      return toggle(postLikes, row.id, viewer.id, POST_NOT_FOUND);
    },

    async toggleReport(viewer: Viewer, postId: string, report: ReportBody = {}) {
      const row = await requireVisiblePost(postId, viewer);
      const reports = await toggle(postReports, row.id, viewer.id, POST_NOT_FOUND, reportColumns(report));
      return toReportRefs(
        reports.map((report) => report.user),
        viewer,
      );
    },

    async addComment(viewer: Viewer, postId: string, text: string, parent?: string) {
      const row = await requireVisiblePost(postId, viewer);
      const answered = await replyParent(row.id, parent);
      const parentId = answered?.id ?? null;
      try {
        await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(comments)
            .values({ postId: row.id, userId: viewer.id, text, parentId })
            .returning({ id: comments.id });
          const comment = { id: present(created, 'the new comment').id, userId: viewer.id };
          await notifyComment(tx, row, comment, answered?.userId ?? null);
        });
      } catch (error) {
        // The post, or the comment answered, was deleted meanwhile.
        if (isForeignKeyViolation(error)) throw HttpError.notFound(parentId ? COMMENT_NOT_FOUND : POST_NOT_FOUND);
        throw error;
      }
      return commentsOf(row.id, viewer);
    },

    /** The author changes their post's text; the answer is the post as GET shows it, with `editedAt`. */
    async editPost(viewer: Viewer, postId: string, text: string) {
      const row = await requireVisiblePost(postId, viewer);
      if (row.userId !== viewer.id) throw HttpError.forbidden('You can only edit your own posts');
      await db.update(posts).set({ text, editedAt: new Date() }).where(eq(posts.id, row.id));
      return getPost(viewer, row.id);
    },

    /** The author changes their comment's text; the answer is that comment, with `editedAt`. */
    async editComment(viewer: Viewer, postId: string, commentId: string, text: string) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      if (comment.userId !== viewer.id) throw HttpError.forbidden('You can only edit your own comments');
      await db.update(comments).set({ text, editedAt: new Date() }).where(eq(comments.id, comment.id));
      const edited = (await commentsOf(post.id, viewer)).find((item) => item._id === comment.id);
      if (!edited) throw HttpError.notFound(COMMENT_NOT_FOUND);
      return edited;
    },

    async deleteComment(viewer: Viewer, postId: string, commentId: string, reason: string | null = null) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      const own = comment.userId === viewer.id;
      if (!own && !isModerator(viewer)) throw HttpError.forbidden('You can only delete your own comments');
      if (!own) refuseIfSuspended(viewer);
      await db.transaction(async (tx) => {
        const item = await lockItem(tx, 'comment', comment.id);
        if (!item) throw HttpError.notFound(COMMENT_NOT_FOUND);
        if (own) await tx.delete(comments).where(eq(comments.id, item.id));
        else await moderateItem(tx, viewer, 'comment', item, 'delete', reason);
      });
      return commentsOf(post.id, viewer);
    },

    async toggleVote(viewer: Viewer, postId: string, commentId: string) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      return toggle(commentVotes, comment.id, viewer.id, COMMENT_NOT_FOUND);
    },

    async toggleCommentReport(viewer: Viewer, postId: string, commentId: string, report: ReportBody = {}) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      const reports = await toggle(commentReports, comment.id, viewer.id, COMMENT_NOT_FOUND, reportColumns(report));
      return toReportRefs(
        reports.map((report) => report.user),
        viewer,
      );
    },
  };
}
