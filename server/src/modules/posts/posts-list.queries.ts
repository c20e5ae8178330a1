import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import type { PostSort } from '@three-act/contract/posts';
import type { Db } from '../../db/client';
import { postLikes, postReports, posts, SEARCH_CONFIG, users } from '../../db/schema';
import { isId } from '../../lib/ids';
import { decodeCursor, encodeCursor, isTimeKey, microseconds } from '../../lib/keyset';
import type { Param } from '../../db/prepared';
import { mineIn, postColumns } from './posts.queries';

/**
 * The Brainstorm list (decision 135): one query shape per order, each paged by a keyset that is
 * exactly a partial index's order, so every page is an index range scan however many posts there
 * are. A search (any order) is a bitmap scan of the GIN index posts_search_idx, then a sort of the matches.
 */

/** How a list is ordered: a sort, or a search's relevance (a search under `top`). */
export type PostOrder = PostSort | 'relevance';

/** What a cursor value is: checked when it arrives and cast to that type in the keyset comparison. */
type KeyKind = 'int' | 'real' | 'time' | 'id';

const KEY_VALUES: Record<KeyKind, (value: string) => boolean> = {
  int: (value) => /^\d{1,9}$/.test(value),
  real: (value) => /^\d{1,20}(\.\d{1,20})?(e-\d{1,3})?$/.test(value),
  time: isTimeKey,
  id: isId,
};
const KEY_CASTS: Record<KeyKind, string> = { int: 'int', real: 'real', time: 'timestamptz', id: 'uuid' };

/**
 * The search box's text as a tsquery: each word the documents' own parser and stemmer find in it,
 * quoted and made a prefix, all required. Built in SQL from the text as a value, so no input can be
 * a tsquery syntax error; stop words drop out as they do from the documents.
 */
const tsqueryOf = (text: Param<string>) =>
  sql`to_tsquery('simple', (select coalesce(string_agg(quote_literal(lexeme) || ':*', ' & '), '') from unnest(to_tsvector(${SEARCH_CONFIG}, ${text}::text))))`;

/** How well a post matches: its own words count ten times its comments' (weights A and D). */
const rankOf = (text: Param<string>) => sql<number>`ts_rank(${posts.search}, ${tsqueryOf(text)})`;

/** Each order's keyset, all descending, with what each cursor value is. */
const KINDS: Record<PostOrder, KeyKind[]> = {
  top: ['int', 'time', 'id'],
  new: ['time', 'id'],
  active: ['time', 'id'],
  relevance: ['real', 'time', 'id'],
};
const orderColumns = (order: PostOrder, query: Param<string>): (AnyPgColumn | SQL)[] =>
  ({
    top: [posts.likeCount, posts.createdAt, posts.id],
    new: [posts.createdAt, posts.id],
    active: [posts.activeAt, posts.id],
    relevance: [rankOf(query), posts.createdAt, posts.id],
  })[order];

/** Which query a page runs: each combination is one prepared statement. */
export interface PageShape {
  order: PostOrder;
  /** Matched against a search (always for `relevance`). */
  search: boolean;
  /** One writer's posts. */
  author: boolean;
  /** After a cursor. */
  next: boolean;
}

export interface PageArgs {
  limit: Param<number>;
  viewer: Param<string | null>;
  /** The writer whose posts these are (with `author`). */
  author?: Param<string>;
  /** The search box's text (with `search`). */
  query?: Param<string>;
  /** The cursor's values in the order's key order (with `next`). */
  cursor?: Param<string>[];
}

/**
 * A page of posts: exported so a test can EXPLAIN exactly what the route runs. The viewer's own
 * like and report ride along as EXISTS columns: one round trip per page.
 */
export function postsPageQuery(db: Db, shape: PageShape, args: PageArgs) {
  const query = args.query ?? '';
  const kinds = KINDS[shape.order];
  const columns = orderColumns(shape.order, query);
  // A literal 5 (not a parameter) lets the planner prove the partial indexes' predicate. A writer's
  // own list also holds their hidden posts (they can see those), through posts_user_idx.
  const visible = sql`${posts.reportCount} < ${sql.raw(String(REPORT_THRESHOLD))}`;
  const filters: SQL[] = shape.author
    ? [sql`${posts.userId} = ${args.author}::uuid`, sql`(${visible} or ${posts.userId} = ${args.viewer}::uuid)`]
    : [visible];
  if (shape.search) filters.push(sql`${posts.search} @@ ${tsqueryOf(query)}`);
  const keyset: SQL[] = [];
  if (shape.next) {
    const values = kinds.map((kind, index) => sql`${args.cursor?.[index]}::${sql.raw(KEY_CASTS[kind])}`);
    keyset.push(sql`(${sql.join(columns, sql`, `)}) < (${sql.join(values, sql`, `)})`);
  }
  const order = columns.map((column) => sql`${column} desc nulls last`);
  // A search's matches come from the GIN index, fenced off (offset 0) so the planner cannot walk an
  // order's index instead and test every post's vector against a rare word; they are then sorted and
  // cut to the page before anything is joined to them, so a common word joins 20 authors, not all of
  // its matches'. Each level is named "posts", so the columns above read from the one below.
  const source = shape.search
    ? (db
        .select()
        .from(
          db
            .select()
            .from(posts)
            .where(and(...filters))
            // drizzle leaves out a numeric offset of 0; as SQL it stays.
            .offset(sql`0` as unknown as number)
            .as('posts') as unknown as typeof posts,
        )
        .where(and(...keyset))
        .orderBy(...order)
        .limit(args.limit)
        .as('posts') as unknown as typeof posts)
    : posts;
  return db
    .select({
      ...postColumns,
      liked: mineIn(postLikes, posts.id, args.viewer),
      reported: mineIn(postReports, posts.id, args.viewer),
      createdKey: microseconds(posts.createdAt),
      activeKey: microseconds(posts.activeAt),
      rank: shape.search ? rankOf(query) : sql<number>`0::real`,
    })
    .from(source)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(shape.search ? undefined : and(...filters, ...keyset))
    .orderBy(...order)
    .limit(args.limit);
}

export type PageRow = Awaited<ReturnType<typeof postsPageQuery>>[number];

/** The cursor after a row: the order and its key values, so a page can never continue another order. */
export function cursorAfter(order: PostOrder, row: PageRow): string {
  const values = {
    top: [String(row.likeCount), row.createdKey, row.id],
    new: [row.createdKey, row.id],
    active: [row.activeKey, row.id],
    relevance: [String(row.rank), row.createdKey, row.id],
  }[order];
  return encodeCursor([order, ...values]);
}

/** The cursor's key values when it was made for this order and each is well formed, else null. */
export function cursorValues(order: PostOrder, cursor: string): string[] | null {
  const parts = decodeCursor(cursor);
  // A cursor from before the sorts (likes|date|id) continues the top list it came from.
  const [made, ...values] = /^\d+$/.test(parts[0] ?? '') ? ['top', ...parts] : parts;
  const kinds = KINDS[order];
  if (made !== order || values.length !== kinds.length) return null;
  return kinds.every((kind, index) => KEY_VALUES[kind](values[index] ?? '')) ? values : null;
}

/** Whether a search box's text has anything to look for: a letter or a digit. */
export const searchable = (q: string) => /[\p{L}\p{N}]/u.test(q);
