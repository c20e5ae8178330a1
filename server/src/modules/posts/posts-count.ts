import { and, sql } from 'drizzle-orm';
import { POSTS_FOUND_CAP } from '@three-act/contract/limits';
import type { PostsFound } from '@three-act/contract/posts-list';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { posts, postTerms } from '../../db/schema';
import { postFilters, prefixWords, type PageArgs, type PageShape } from './posts-list.queries';

/** Which count a list's first page runs: each combination is one prepared statement. */
export type CountShape = Pick<PageShape, 'search' | 'word' | 'author'>;

/** A literal, so the planner sees the LIMIT it stops at (decision 167). */
const STOP = sql.raw(String(POSTS_FOUND_CAP + 1));

/**
 * How many posts a search or a writer's list holds, counted no further than POSTS_FOUND_CAP + 1
 * rows, so its cost stays flat however many posts match (decision 167). A one-word search counts
 * the rows of post_terms_rank_idx its page walks (the words it begins, visible posts only): a post
 * holding two of those words is one row each, so the distinct posts among the rows read are exact
 * unless the walk stopped, when they are "at least". Anything else counts the posts its page's
 * filters find (the GIN index for a search, posts_user_idx for one writer's).
 * Exported so a test can EXPLAIN exactly what the route runs.
 */
export function postsCountSql(shape: CountShape, args: PageArgs) {
  const rows = shape.word
    ? sql`${prefixWords(args.query ?? '')}
      select t.post_id from words, ${postTerms} t where t.lexeme = any(words.ls) and t.visible limit ${STOP}`
    : sql`select ${posts.id} as post_id from ${posts} where ${and(...postFilters(shape, args))} limit ${STOP}`;
  return sql`select count(distinct found.post_id)::int as "posts", count(*)::int as "rows" from (${rows}) as found`;
}

/** The count's statements, prepared on first use as the page's are. */
export function createPostsCount(db: Db) {
  const statements = new Map<string, ReturnType<typeof prepare>>();

  function prepare(shape: CountShape) {
    const name = `posts_count${shape.word ? '_word' : shape.search ? '_q' : ''}${shape.author ? '_by' : ''}`;
    const query = postsCountSql(shape, {
      limit: sql.placeholder('limit'),
      viewer: sql.placeholder('viewer'),
      author: sql.placeholder('author'),
      query: sql.placeholder('query'),
    });
    return prepareSql<{ posts: number; rows: number }>(db, name, query);
  }

  return async function countPosts(
    shape: CountShape,
    values: { viewer: string | null; author?: string; query: string | null },
  ): Promise<PostsFound> {
    const key = JSON.stringify(shape);
    const statement = statements.get(key) ?? prepare(shape);
    statements.set(key, statement);
    const { rows } = await statement.execute(values);
    const found = rows[0] ?? { posts: 0, rows: 0 };
    const more = found.rows > POSTS_FOUND_CAP;
    return { count: Math.min(found.posts, POSTS_FOUND_CAP), more };
  };
}
