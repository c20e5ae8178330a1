import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@three-act/contract/limits';
import type { PostSort, PostsFound } from '@three-act/contract/posts-list';
import type { Db } from '../../db/client';
import { searchable } from '../../db/search';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { toPostSummaryJson, type PostSummaryJson } from './posts.presenter';
import { createPostsCount } from './posts-count';
import {
  cursorAfter,
  cursorValues,
  oneWord,
  postsPageQuery,
  type PageRow,
  type PageShape,
  type PostOrder,
} from './posts-list.queries';
import type { Viewer } from './posts.rules';

export interface ListPostsOptions {
  cursor?: string;
  limit?: number;
  sort?: PostSort;
  q?: string;
  /** `me` or a writer's id. */
  author?: string;
}

export interface PostsPage {
  posts: PostSummaryJson[];
  nextCursor: string | null;
  /** On a search's or one writer's first page: how many posts the list holds (decision 167). */
  found?: PostsFound;
}

/**
 * GET /api/posts: each page shape is prepared once on first use, so drizzle skips assembling the
 * SQL and PostgreSQL plans it once per connection.
 */
export function createPostsList(db: Db) {
  const statements = new Map<string, ReturnType<typeof prepare>>();
  const countPosts = createPostsCount(db);

  function prepare(shape: PageShape) {
    const name = `posts_${shape.order}${shape.word ? '_word' : shape.search ? '_q' : ''}${shape.author ? '_by' : ''}_${shape.next ? 'next' : 'first'}`;
    return postsPageQuery(db, shape, {
      limit: sql.placeholder('limit'),
      viewer: sql.placeholder('viewer'),
      author: sql.placeholder('author'),
      query: sql.placeholder('query'),
      cursor: [0, 1, 2].map((index) => sql.placeholder(`c${index}`)),
    }).prepare(name);
  }

  function statement(shape: PageShape) {
    const key = JSON.stringify(shape);
    const found = statements.get(key);
    if (found) return found;
    const made = prepare(shape);
    statements.set(key, made);
    return made;
  }

  return async function listPosts(viewer: Viewer | undefined, options: ListPostsOptions = {}): Promise<PostsPage> {
    const { cursor, limit = PAGE_SIZE, sort = 'top', q = '' } = options;
    const query = q || null;
    // A search box holding only punctuation looks for nothing, and finds nothing.
    if (query && !searchable(query)) return { posts: [], nextCursor: null, found: { count: 0, more: false } };
    const order: PostOrder = query && sort === 'top' ? 'relevance' : sort;
    const values = cursor === undefined ? null : cursorValues(order, cursor);
    if (cursor !== undefined && !values) throw HttpError.badRequest('cursor is not valid', 'cursor');
    const author = options.author === 'me' ? viewer?.id : options.author;
    if (author !== undefined && !isId(author)) throw HttpError.badRequest('author must be me or a writer id', 'author');

    const shape: PageShape = {
      order,
      search: query !== null,
      word: order === 'relevance' && author === undefined && oneWord(query ?? ''),
      author: author !== undefined,
      next: values !== null,
    };
    // Whatever its order, a one-word search is counted on its word index unless it is one writer's.
    const counted = values === null && (query !== null || author !== undefined);
    const countShape = {
      search: shape.search,
      word: author === undefined && oneWord(query ?? ''),
      author: shape.author,
    };
    const [rows, found]: [PageRow[], PostsFound | undefined] = await Promise.all([
      statement(shape).execute({
        limit: limit + 1,
        viewer: viewer?.id ?? null,
        author,
        query,
        ...Object.fromEntries((values ?? []).map((value, index) => [`c${index}`, value])),
      }),
      counted ? countPosts(countShape, { viewer: viewer?.id ?? null, author, query }) : undefined,
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      posts: page.map((row) => toPostSummaryJson(row, { liked: row.liked, reported: row.reported }, viewer?.id)),
      nextCursor: rows.length > limit && last ? cursorAfter(order, last) : null,
      found,
    };
  };
}
