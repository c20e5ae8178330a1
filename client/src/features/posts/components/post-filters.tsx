import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { POST_SEARCH_MAX } from '@three-act/contract/limits';
import { POST_SORTS, type PostSort } from '@three-act/contract/posts-list';
import { TextField } from '../../../components/ui/text-field';
import type { PostsQuery } from '../posts-api';
import { listAddress } from '../posts-query';
import { usePostsT } from '../words';

/** English, translated where shown. */
export const SORT_LABELS: Record<PostSort, string> = { top: 'Top', new: 'New', active: 'Active' };

interface PostFiltersProps {
  query: Required<PostsQuery>;
}

/** Top / New / Active, "My posts" and the search box: all kept in the address, so reload and Back keep them. */
export function PostFilters({ query }: PostFiltersProps) {
  const { t } = usePostsT();
  const current = (active: boolean) => (active ? ('page' as const) : undefined);
  return (
    <div className="post-filters">
      <nav aria-label={t('Sort posts')} className="pill-nav">
        <ul>
          {POST_SORTS.map((sort) => (
            <li key={sort}>
              <Link to={listAddress({ ...query, sort })} preventScrollReset aria-current={current(query.sort === sort)}>
                {t(SORT_LABELS[sort])}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={listAddress({ ...query, author: query.author ? '' : 'me' })}
              preventScrollReset
              aria-current={current(!!query.author)}
            >
              {t('My posts')}
            </Link>
          </li>
        </ul>
      </nav>
      {/* Keyed by the address, so Back and "Clear" put the box back too. */}
      <PostSearch key={query.q} query={query} />
    </div>
  );
}

function PostSearch({ query }: PostFiltersProps) {
  const { t } = usePostsT();
  const [text, setText] = useState(query.q);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label={t('Posts')}
      className="search-row"
      onSubmit={(event) => {
        event.preventDefault();
        // Past the limit the field already says so (and keeps the text): no search until shortened.
        if (text.length > POST_SEARCH_MAX) return;
        void navigate(listAddress({ ...query, q: text.trim() }), { preventScrollReset: true });
      }}
    >
      <TextField
        label={t('Search posts and comments')}
        type="search"
        maxLength={POST_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {t('Search')}
      </button>
      {query.q && (
        <Link to={listAddress({ ...query, q: '' })} preventScrollReset className="btn btn--secondary">
          {t('Clear search')}
        </Link>
      )}
    </form>
  );
}
