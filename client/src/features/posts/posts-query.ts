/**
 * The Brainstorm list's address and the query it asks for: apart from the filters' words, so the
 * page reads (app/page-reads.ts) that start the list's request load no words with it.
 */
import { POST_SORTS } from '@three-act/contract/posts-list';
import type { PostsQuery } from './posts-api';

/** The list the address asks for: `?sort=&q=&author=me`, an unknown sort read as Top. */
export function postsQueryOf(search: URLSearchParams): Required<PostsQuery> {
  const sort = search.get('sort');
  return {
    sort: POST_SORTS.find((known) => known === sort) ?? 'top',
    q: search.get('q')?.trim() ?? '',
    author: search.get('author') === 'me' ? 'me' : '',
  };
}

/** The address of a list: only what differs from the default is written. */
export function listAddress(query: Required<PostsQuery>): string {
  const params = new URLSearchParams();
  if (query.sort !== 'top') params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  if (query.author) params.set('author', query.author);
  const search = params.toString();
  return search ? `?${search}` : '?';
}
