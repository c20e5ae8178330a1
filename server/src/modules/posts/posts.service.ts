import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { commentReports, comments, commentVotes, postLikes, postReports, posts, users } from '../../db/schema';
import type { Role } from '@three-act/contract/roles';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { writeModerationLog } from '../moderation/moderation-log';
import { avatarUrl } from '../users/user.presenter';
import { PAGE_SIZE, REPORT_THRESHOLD } from '@three-act/contract/limits';
import { isModerator } from '@three-act/contract/roles';
import { present } from '../../lib/invariant';

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

export interface Viewer {
  id: string;
  role: Role;
}

type ToggleTable = typeof postLikes | typeof postReports | typeof commentVotes | typeof commentReports;
export type UserRef = { user: string };

interface AuthorRow {
  userId: string;
  name: string;
  avatarUpdatedAt: Date | null;
}

const authorColumns = { name: users.name, avatarUpdatedAt: users.avatarUpdatedAt };

const author = (row: AuthorRow) => ({
  name: row.name,
  avatar: avatarUrl({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt }),
  user: row.userId,
});

const postColumns = {
  id: posts.id,
  userId: posts.userId,
  text: posts.text,
  likeCount: posts.likeCount,
  reportCount: posts.reportCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  ...authorColumns,
};

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  userId: comments.userId,
  text: comments.text,
  voteCount: comments.voteCount,
  reportCount: comments.reportCount,
  createdAt: comments.createdAt,
  ...authorColumns,
};

interface PostRow extends AuthorRow {
  id: string;
  text: string;
  likeCount: number;
  reportCount: number;
  commentCount: number;
  createdAt: Date;
}

interface CommentRow extends AuthorRow {
  id: string;
  text: string;
  voteCount: number;
  reportCount: number;
  createdAt: Date;
}

/**
 * The list is ordered by (likes, date, id), all descending, which is exactly the partial index
 * posts_visible_rank_idx; the cursor is the last row's key, so every page is an index range scan.
 * The date travels as text with microseconds: a JS Date would drop them and skip or repeat rows.
 */
export interface Cursor {
  likes: number;
  date: string;
  id: string;
}

/** A value in a query: given now, or a placeholder filled in when a prepared statement runs. */
type Param<T> = T | Placeholder;

const CURSOR_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.likes}|${cursor.date}|${cursor.id}`, 'utf8').toString('base64url');

export function decodeCursor(value: string): Cursor | null {
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (parts.length !== 3) return null;
  const [likes, date, id] = parts;
  if (!/^\d{1,9}$/.test(likes) || !CURSOR_DATE.test(date) || !isId(id)) return null;
  return { likes: Number(likes), date, id };
}

/**
 * drizzle-kit writes `.desc()` index columns as DESC NULLS LAST, while a plain ORDER BY … DESC means
 * NULLS FIRST; the planner only walks an index whose null ordering matches, NOT NULL or not.
 */
const descNullsLast = (...columns: AnyPgColumn[]) => columns.map((column) => sql`${column} desc nulls last`);

/** Whether the viewer has a row in a toggle table for this item: one probe of its (item, user) primary key. */
const mineIn = (table: ToggleTable, item: AnyPgColumn, viewerId: Param<string | null> | undefined) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${table} where ${table.itemId} = ${item} and ${table.userId} = ${viewerId}::uuid)`
    : sql<boolean>`false`;

/** Who liked / reported / voted for an item, oldest first, as one array column of the item's own row. */
const usersIn = (table: ToggleTable, item: AnyPgColumn) =>
  sql<
    string[]
  >`array(select ${table.userId}::text from ${table} where ${table.itemId} = ${item} order by ${table.createdAt}, ${table.userId})`;

const toRefs = (ids: string[]): UserRef[] => ids.map((user) => ({ user }));

/**
 * The page query, exported so a test can EXPLAIN exactly what the route runs. The viewer's own
 * like and report ride along as EXISTS columns: one round trip per page instead of three. The
 * route runs it as a prepared statement, so the test also checks PostgreSQL's generic plan.
 */
export function visiblePostsQuery(
  db: Db,
  cursor: { [K in keyof Cursor]: Param<Cursor[K]> } | null,
  limit: Param<number>,
  viewerId?: Param<string | null>,
) {
  // A literal 5 (not a parameter) lets the planner prove the partial index's predicate.
  const conditions: SQL[] = [sql`${posts.reportCount} < ${sql.raw(String(REPORT_THRESHOLD))}`];
  if (cursor) {
    conditions.push(
      sql`(${posts.likeCount}, ${posts.createdAt}, ${posts.id}) < (${cursor.likes}, ${cursor.date}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select({
      ...postColumns,
      liked: mineIn(postLikes, posts.id, viewerId),
      reported: mineIn(postReports, posts.id, viewerId),
      cursorDate: sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(...conditions))
    .orderBy(...descNullsLast(posts.likeCount, posts.createdAt, posts.id))
    .limit(limit);
}

function toPostSummaryJson(row: PostRow, mine: { liked: boolean; reported: boolean }, viewerId: string | undefined) {
  return {
    _id: row.id,
    text: row.text,
    ...author(row),
    // The list carries counts and only the viewer's own entry, so a page stays small however popular a post is.
    likes: mine.liked && viewerId ? [{ user: viewerId }] : [],
    reports: mine.reported && viewerId ? [{ user: viewerId }] : [],
    likeCount: row.likeCount,
    reportCount: row.reportCount,
    commentCount: row.commentCount,
    likedByMe: mine.liked,
    reportedByMe: mine.reported,
    flagged: row.reportCount >= REPORT_THRESHOLD,
    date: row.createdAt.toISOString(),
  };
}

export type PostSummaryJson = ReturnType<typeof toPostSummaryJson>;

const TOGGLE_TABLES = {
  post_likes: postLikes,
  post_reports: postReports,
  comment_votes: commentVotes,
  comment_reports: commentReports,
};

/**
 * The statements the Brainstorm routes run on every request, built once: drizzle then skips
 * assembling the SQL (a fifth of the CPU of a read, profiled), and PostgreSQL parses and plans each
 * once per connection. Names are unique per statement text, as node-postgres requires.
 */
function prepareStatements(db: Db) {
  const id = sql.placeholder('id');
  const page = (next: boolean) =>
    visiblePostsQuery(
      db,
      next ? { likes: sql.placeholder('likes'), date: sql.placeholder('date'), id: sql.placeholder('cursorId') } : null,
      sql.placeholder('limit'),
      sql.placeholder('viewer'),
    ).prepare(`posts_page_${next ? 'next' : 'first'}`);
  return {
    firstPage: page(false),
    nextPage: page(true),
    post: db
      .select(postColumns)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(eq(posts.id, id))
      .limit(1)
      .prepare('posts_by_id'),
    postDetail: db
      .select({ ...postColumns, likeUsers: usersIn(postLikes, posts.id), reportUsers: usersIn(postReports, posts.id) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(eq(posts.id, id))
      .limit(1)
      .prepare('posts_detail'),
    comments: db
      .select({
        ...commentColumns,
        voteUsers: usersIn(commentVotes, comments.id),
        reportUsers: usersIn(commentReports, comments.id),
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.postId, sql.placeholder('postId')))
      .orderBy(...descNullsLast(comments.voteCount, comments.createdAt, comments.id))
      .prepare('posts_comments'),
    comment: db
      .select({ id: comments.id, userId: comments.userId, reportCount: comments.reportCount })
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.postId, sql.placeholder('postId'))))
      .limit(1)
      .prepare('posts_comment'),
    /** Who is in a toggle table for an item, oldest first. */
    users: new Map(
      Object.entries(TOGGLE_TABLES).map(([name, table]) => [
        table as ToggleTable,
        db
          .select({ user: table.userId })
          .from(table)
          .where(eq(table.itemId, id))
          .orderBy(asc(table.createdAt), asc(table.userId))
          .prepare(`posts_users_${name}`),
      ]),
    ),
  };
}

export function createPostsService({ db }: AppDeps) {
  const statements = prepareStatements(db);
  const canSee = (item: { userId: string; reportCount: number }, viewer: Viewer | undefined) =>
    item.reportCount < REPORT_THRESHOLD || item.userId === viewer?.id || isModerator(viewer);

  async function listOf(table: ToggleTable, itemId: string): Promise<UserRef[]> {
    return present(statements.users.get(table), 'the toggle list statement').execute({ id: itemId });
  }

  /**
   * One statement against the (item, user) primary key: delete the row if it is there, insert it
   * if nothing was deleted. Concurrent clicks end with zero or one row, and the triggers keep the
   * counter equal to the rows.
   */
  async function toggle(table: ToggleTable, itemId: string, userId: string, notFound: string): Promise<UserRef[]> {
    try {
      await db.execute(sql`
        WITH del AS (
          DELETE FROM ${table} WHERE ${table.itemId} = ${itemId}::uuid AND ${table.userId} = ${userId}::uuid RETURNING 1
        )
        INSERT INTO ${table} (${sql.identifier(table.itemId.name)}, ${sql.identifier(table.userId.name)})
        SELECT ${itemId}::uuid, ${userId}::uuid WHERE NOT EXISTS (SELECT 1 FROM del)
        ON CONFLICT DO NOTHING`);
    } catch (error) {
      // The item was deleted between the visibility check and the toggle.
      if (isForeignKeyViolation(error)) throw HttpError.notFound(notFound);
      throw error;
    }
    return listOf(table, itemId);
  }

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
   * Comments by votes, then newest (the comments_post_rank_idx order), each with its votes and
   * reports: one query however many comments there are. Flagged text withheld.
   */
  async function commentsOf(postId: string, viewer: Viewer | undefined) {
    const rows: (CommentRow & { voteUsers: string[]; reportUsers: string[] })[] = await statements.comments.execute({
      postId,
    });
    return rows.map((row) => {
      const flagged = row.reportCount >= REPORT_THRESHOLD;
      const voteList = toRefs(row.voteUsers);
      const reportList = toRefs(row.reportUsers);
      return {
        _id: row.id,
        text: flagged && !canSee(row, viewer) ? null : row.text,
        ...author(row),
        votes: voteList,
        reports: reportList,
        voteCount: row.voteCount,
        reportCount: row.reportCount,
        votedByMe: voteList.some((vote) => vote.user === viewer?.id),
        reportedByMe: reportList.some((report) => report.user === viewer?.id),
        flagged,
        date: row.createdAt.toISOString(),
      };
    });
  }

  async function postDetail(row: PostRow, likes: UserRef[], reports: UserRef[], viewer: Viewer | undefined) {
    const postComments = await commentsOf(row.id, viewer);
    return {
      _id: row.id,
      text: row.text,
      ...author(row),
      likes,
      reports,
      comments: postComments,
      likeCount: row.likeCount,
      reportCount: row.reportCount,
      commentCount: row.commentCount,
      likedByMe: likes.some((like) => like.user === viewer?.id),
      reportedByMe: reports.some((report) => report.user === viewer?.id),
      flagged: row.reportCount >= REPORT_THRESHOLD,
      date: row.createdAt.toISOString(),
    };
  }

  /** A moderator removing someone else's content leaves a line in the log (ids only, never the text). */
  const logRemoval = (
    tx: Pick<Db, 'insert'>,
    viewer: Viewer,
    targetType: 'post' | 'comment',
    targetId: string,
    authorId: string,
  ) =>
    writeModerationLog(tx, {
      moderatorId: viewer.id,
      action: 'delete',
      targetType,
      targetId,
      summary: `${targetType} by ${authorId}`,
    });

  return {
    async listPosts(viewer: Viewer | undefined, cursorText: string | undefined, limit = PAGE_SIZE) {
      const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
      if (cursorText !== undefined && !cursor) throw HttpError.badRequest('cursor is not valid', 'cursor');
      const viewerId = viewer?.id ?? null;
      const rows = await (cursor
        ? statements.nextPage.execute({
            viewer: viewerId,
            limit: limit + 1,
            likes: cursor.likes,
            date: cursor.date,
            cursorId: cursor.id,
          })
        : statements.firstPage.execute({ viewer: viewerId, limit: limit + 1 }));
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        posts: page.map((row) => toPostSummaryJson(row, { liked: row.liked, reported: row.reported }, viewer?.id)),
        nextCursor:
          rows.length > limit ? encodeCursor({ likes: last.likeCount, date: last.cursorDate, id: last.id }) : null,
      };
    },

    /** Two prepared queries: the post with its likes and reports, then its comments with theirs. */
    async getPost(viewer: Viewer | undefined, postId: string) {
      if (!isId(postId)) throw HttpError.notFound(POST_NOT_FOUND);
      const [row] = await statements.postDetail.execute({ id: postId });
      if (!row || !canSee(row, viewer)) throw HttpError.notFound(POST_NOT_FOUND);
      return postDetail(row, toRefs(row.likeUsers), toRefs(row.reportUsers), viewer);
    },

    async createPost(viewer: Viewer, text: string) {
      const [created] = await db.insert(posts).values({ userId: viewer.id, text }).returning({ id: posts.id });
      // A post this new has no likes or reports yet.
      return postDetail(present(await findPost(created.id), 'the new post'), [], [], viewer);
    },

    async deletePost(viewer: Viewer, postId: string): Promise<void> {
      const row = await requireVisiblePost(postId, viewer);
      const own = row.userId === viewer.id;
      if (!own && !isModerator(viewer)) throw HttpError.forbidden('You can only delete your own posts');
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(posts).where(eq(posts.id, row.id)).returning({ id: posts.id });
        if (deleted.length === 0) throw HttpError.notFound(POST_NOT_FOUND);
        if (!own) await logRemoval(tx, viewer, 'post', row.id, row.userId);
      });
    },

    async toggleLike(viewer: Viewer, postId: string) {
      const row = await requireVisiblePost(postId, viewer);
      return toggle(postLikes, row.id, viewer.id, POST_NOT_FOUND);
    },

    async toggleReport(viewer: Viewer, postId: string) {
      const row = await requireVisiblePost(postId, viewer);
      return toggle(postReports, row.id, viewer.id, POST_NOT_FOUND);
    },

    async addComment(viewer: Viewer, postId: string, text: string) {
      const row = await requireVisiblePost(postId, viewer);
      try {
        await db.insert(comments).values({ postId: row.id, userId: viewer.id, text });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw HttpError.notFound(POST_NOT_FOUND);
        throw error;
      }
      return commentsOf(row.id, viewer);
    },

    async deleteComment(viewer: Viewer, postId: string, commentId: string) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      const own = comment.userId === viewer.id;
      if (!own && !isModerator(viewer)) throw HttpError.forbidden('You can only delete your own comments');
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(comments).where(eq(comments.id, comment.id)).returning({ id: comments.id });
        if (deleted.length === 0) throw HttpError.notFound(COMMENT_NOT_FOUND);
        if (!own) await logRemoval(tx, viewer, 'comment', comment.id, comment.userId);
      });
      return commentsOf(post.id, viewer);
    },

    async toggleVote(viewer: Viewer, postId: string, commentId: string) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      return toggle(commentVotes, comment.id, viewer.id, COMMENT_NOT_FOUND);
    },

    async toggleCommentReport(viewer: Viewer, postId: string, commentId: string) {
      const post = await requireVisiblePost(postId, viewer);
      const comment = await requireComment(post.id, commentId);
      return toggle(commentReports, comment.id, viewer.id, COMMENT_NOT_FOUND);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
