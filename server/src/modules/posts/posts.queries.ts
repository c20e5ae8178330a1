import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Param } from '../../db/prepared';
import { commentReports, comments, commentVotes, postLikes, postReports, posts, users } from '../../db/schema';

/** The Brainstorm's SQL: columns and the prepared statements (the list's pages: posts-list.queries.ts). */

export type ToggleTable = typeof postLikes | typeof postReports | typeof commentVotes | typeof commentReports;

export interface AuthorRow {
  userId: string;
  name: string;
  avatarUpdatedAt: Date | null;
}

const authorColumns = { name: users.name, avatarUpdatedAt: users.avatarUpdatedAt };

/** A post with its author's name and photo date: what every list of posts selects. */
export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  text: posts.text,
  likeCount: posts.likeCount,
  reportCount: posts.reportCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
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
  editedAt: comments.editedAt,
  parentId: comments.parentId,
  ...authorColumns,
};

export interface PostRow extends AuthorRow {
  id: string;
  text: string;
  likeCount: number;
  reportCount: number;
  commentCount: number;
  createdAt: Date;
  editedAt: Date | null;
}

export interface CommentRow extends AuthorRow {
  id: string;
  text: string;
  voteCount: number;
  reportCount: number;
  createdAt: Date;
  editedAt: Date | null;
  parentId: string | null;
}

/**
 * drizzle-kit writes `.desc()` index columns as DESC NULLS LAST, while a plain ORDER BY … DESC means
 * NULLS FIRST; the planner only walks an index whose null ordering matches, NOT NULL or not.
 */
export const descNullsLast = (...columns: (AnyPgColumn | SQL)[]) =>
  columns.map((column) => sql`${column} desc nulls last`);

/**
 * Whether the viewer has a row in a toggle table for this item: one probe of its (item, user) primary
 * key. `offset 0` keeps PostgreSQL from turning the EXISTS into a hashed subplan, which reads every
 * row the viewer ever made in the table (their likes grow with the Brainstorm) to answer one page.
 */
export const mineIn = (table: ToggleTable, item: AnyPgColumn, viewerId: Param<string | null> | undefined) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${table} where ${table.itemId} = ${item} and ${table.userId} = ${viewerId}::uuid offset 0)`
    : sql<boolean>`false`;

/** Who liked / reported / voted for an item, oldest first, as one array column of the item's own row. */
const usersIn = (table: ToggleTable, item: AnyPgColumn) =>
  sql<
    string[]
  >`array(select ${table.userId}::text from ${table} where ${table.itemId} = ${item} order by ${table.createdAt}, ${table.userId})`;

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
export function prepareStatements(db: Db) {
  const id = sql.placeholder('id');
  return {
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
      // Votes, then oldest first: the comments_post_rank_idx order (decision 136).
      .orderBy(...descNullsLast(comments.voteCount), asc(comments.createdAt), asc(comments.id))
      .prepare('posts_comments'),
    comment: db
      .select({
        id: comments.id,
        userId: comments.userId,
        reportCount: comments.reportCount,
        parentId: comments.parentId,
      })
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
