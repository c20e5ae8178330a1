import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import type { PostSort } from '@three-act/contract/posts-list';
import type { Db } from '../../db/client';
import { postLikes, postReports, posts, postTerms, SEARCH_CONFIG, users } from '../../db/schema';
import { isId } from '../../lib/ids';
import { decodeCursor, encodeCursor, isTimeKey, microseconds } from '../../lib/keyset';
import type { Param } from '../../db/prepared';
import { prefixTsquery } from '../../db/search';
import { descNullsLast, mineIn, postColumns } from './posts.queries';

/**
 * The Brainstorm list (decision 135): one query shape per order, each paged by a keyset that is
 * exactly a partial index's order, so every page is an index range scan however many posts there
 * are. A search (any order) is a bitmap scan of the GIN index posts_search_idx, then a sort of the matches;
 * except a one-word search by relevance, which walks post_terms_rank_idx and stops after a page (decision 141).
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

/** How well a post matches: its own words count ten times its comments' (weights A and D). */
const rankOf = (text: Param<string>) => sql<number>`ts_rank(${posts.search}, ${prefixTsquery(text)})`;

/**
 * A search box holding one word of ASCII letters and digits, which the parser reads as one token:
 * it has at most one lexeme, so its relevance is each post's rank for that word (or the words it
 * begins), which post_terms keeps in index order.
 */
export const oneWord = (q: string) => /^[A-Za-z0-9]{1,100}$/.test(q);

/** How many words starting with a one-word search's prefix it ranks posts for (in byte order). */
const WORD_EXPANSIONS = 100;

/** A post's columns but its search vector, which a one-word search's page does not read (nor copy). */
const { search: _vector, ...pageColumns } = getTableColumns(posts);

/** A one-word search's rank, as its page's subquery names it. */
const scoreOf = sql<number>`"posts"."score"`;

/**
 * `with` clauses ending in `words(ls)`: the words of post_terms that begin with a one-word search's
 * lexeme, the lexeme itself first, then in byte order, at most WORD_EXPANSIONS (shown posts only).
 */
export const prefixWords = (query: Param<string>) => sql`with recursive q(w) as (
      select (select min(lexeme) from unnest(to_tsvector(${SEARCH_CONFIG}, ${query}::text))) collate "C"
    ), lex(l, n) as (
      select (select min(t.lexeme) from ${postTerms} t where t.lexeme >= q.w and t.visible), 1 from q
      union all
      select (select min(t.lexeme) from ${postTerms} t where t.lexeme > lex.l and t.visible), lex.n + 1 from lex, q
      where lex.n < ${sql.raw(String(WORD_EXPANSIONS))} and starts_with(lex.l, q.w)
    ), words(ls) as (
      select array_agg(lex.l) from lex, q where starts_with(lex.l, q.w)
    )`;

/**
 * The posts that best match one word, best first, with their score: for each word of post_terms that
 * starts with the search's lexeme (first the lexeme itself, then in byte order, at most
 * WORD_EXPANSIONS), that word's best visible posts from post_terms_rank_idx, at most a page each;
 * a post's score is its best rank among those words. Every post of the true page is within its best
 * word's first page, so the page is exact. After a cursor, a word's walk skips posts whose score
 * (found by primary key when there are several words) is not past the cursor, for those were shown.
 */
function wordMatches(db: Db, args: PageArgs, next: boolean) {
  const term = (column: string) => sql.raw(`pt.${column}`);
  const cursor = args.cursor ?? [];
  const past = sql`(${cursor[0]}::real, ${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`;
  // A row at or before the cursor in its word's order is a post whose score is too (the index range);
  // with several words, a post past it there may still have been shown for a better word (a probe).
  const after = next
    ? sql`and (${term('rank')}, ${term('created_at')}, ${term('post_id')}) < ${past}
        and (cardinality(words.ls) = 1 or ((
          select max(s.rank) from ${postTerms} s where s.post_id = ${term('post_id')} and s.lexeme = any(words.ls)
        ), ${term('created_at')}, ${term('post_id')}) < ${past})`
    : sql``;
  const hits = sql`(
    ${prefixWords(args.query ?? '')}
    select h.post_id, max(h.rank) as score
    from words, unnest(words.ls) as x(l)
    cross join lateral (
      select ${term('post_id')}, ${term('rank')} from ${postTerms} pt
      where ${term('lexeme')} = x.l and ${term('visible')} ${after}
      order by ${term('rank')} desc nulls last, ${term('created_at')} desc nulls last, ${term('post_id')} desc nulls last
      limit ${args.limit}
    ) h
    group by h.post_id
  ) as hits`;
  return (
    db
      .select({ ...pageColumns, score: sql<number>`hits.score`.as('score') })
      .from(posts)
      .innerJoin(hits, sql`hits.post_id = ${posts.id}`)
      // The outer query's order, nulls and all, so the planner sorts the page once.
      .orderBy(...descNullsLast(sql`hits.score`, posts.createdAt, posts.id))
      .limit(args.limit)
      .as('posts') as unknown as typeof posts
  );
}

/**
 * The author of a one-word search's row, probed by primary key. Its page is sorted after its matches
 * are found, so the planner would join the writers by hashing all of them (a seq scan of users per
 * search, a third of its cost at 1 000 writers); this subquery, named "users", joins exactly 20.
 */
const authorOf = (db: Db) =>
  db
    .select({ name: users.name, avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(eq(users.id, posts.userId))
    // A literal, so the statement's parameters stay the caller's placeholders.
    .limit(sql`1` as unknown as number)
    .as('users');

/** Each order's keyset, all descending, with what each cursor value is. */
const KINDS: Record<PostOrder, KeyKind[]> = {
  top: ['int', 'time', 'id'],
  new: ['time', 'id'],
  active: ['time', 'id'],
  relevance: ['real', 'time', 'id'],
};
const orderColumns = (order: PostOrder, query: Param<string>, word: boolean): (AnyPgColumn | SQL)[] =>
  word
    ? [scoreOf, posts.createdAt, posts.id]
    : {
        top: [posts.likeCount, posts.createdAt, posts.id],
        new: [posts.createdAt, posts.id],
        active: [posts.activeAt, posts.id],
        relevance: [rankOf(query), posts.createdAt, posts.id],
      }[order];

/** Which query a page runs: each combination is one prepared statement. */
export interface PageShape {
  order: PostOrder;
  /** Matched against a search (always for `relevance`). */
  search: boolean;
  /** A one-word search by relevance, not one writer's (see `oneWord`). */
  word: boolean;
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

/** Which posts a list holds, whatever its order: shown ones, one writer's, those a search finds. */
export function postFilters(shape: Pick<PageShape, 'author' | 'search'>, args: PageArgs): SQL[] {
  // A literal 5 (not a parameter) lets the planner prove the partial indexes' predicate. A writer's
  // own list also holds their hidden posts (they can see those), through posts_user_idx.
  const visible = sql`${posts.reportCount} < ${sql.raw(String(REPORT_THRESHOLD))}`;
  const filters: SQL[] = shape.author
    ? [sql`${posts.userId} = ${args.author}::uuid`, sql`(${visible} or ${posts.userId} = ${args.viewer}::uuid)`]
    : [visible];
  if (shape.search) filters.push(sql`${posts.search} @@ ${prefixTsquery(args.query ?? '')}`);
  return filters;
}

/**
 * A page of posts: exported so a test can EXPLAIN exactly what the route runs. The viewer's own
 * like and report ride along as EXISTS columns: one round trip per page.
 */
export function postsPageQuery(db: Db, shape: PageShape, args: PageArgs) {
  const query = args.query ?? '';
  const kinds = KINDS[shape.order];
  const columns = orderColumns(shape.order, query, shape.word);
  const filters = postFilters(shape, args);
  const keyset: SQL[] = [];
  if (shape.next) {
    const values = kinds.map((kind, index) => sql`${args.cursor?.[index]}::${sql.raw(KEY_CASTS[kind])}`);
    keyset.push(sql`(${sql.join(columns, sql`, `)}) < (${sql.join(values, sql`, `)})`);
  }
  const order = descNullsLast(...columns);
  // A search's matches come from the GIN index, fenced off (offset 0) so the planner cannot walk an
  // order's index instead and test every post's vector against a rare word; they are then sorted and
  // cut to the page before anything is joined to them, so a common word joins 20 authors, not all of
  // its matches'. Each level is named "posts", so the columns above read from the one below.
  const source = shape.word
    ? wordMatches(db, args, shape.next)
    : shape.search
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
  const rows = db
    .select({
      ...postColumns,
      liked: mineIn(postLikes, posts.id, args.viewer),
      reported: mineIn(postReports, posts.id, args.viewer),
      createdKey: microseconds(posts.createdAt),
      activeKey: microseconds(posts.activeAt),
      rank: shape.word ? scoreOf : shape.search ? rankOf(query) : sql<number>`0::real`,
    })
    .from(source);
  // drizzle's builders change in place: one join or the other, never both.
  const byUsers = (from: typeof rows) => from.innerJoin(users, eq(users.id, posts.userId));
  const withAuthors = shape.word
    ? (rows.innerJoinLateral(authorOf(db), sql`true`) as unknown as ReturnType<typeof byUsers>)
    : byUsers(rows);
  return withAuthors
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
