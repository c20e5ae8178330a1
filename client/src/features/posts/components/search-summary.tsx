import { Link } from 'react-router-dom';
import type { PostsFound } from '@three-act/contract/posts';
import { countOf } from '../../../lib/text';
import type { PostsQuery } from '../posts-api';
import { listAddress, SORT_LABELS } from './post-filters';

/** "1 post", "12 posts", "1,000+ posts": a list's count as its first page's header gives it. */
export function postsFoundLabel({ count, more }: PostsFound): string {
  return more ? `${count.toLocaleString('en')}+ posts` : countOf(count, 'post', 'posts');
}

/** What the summary says: "12 posts found for “dragon”", "3 posts found"; null while it is counted. */
export function foundText(query: Required<PostsQuery>, found: PostsFound | null): string | null {
  if (!found) return null;
  return query.q ? `${postsFoundLabel(found)} found for “${query.q}”` : `${postsFoundLabel(found)} found`;
}

interface SearchSummaryProps {
  query: Required<PostsQuery>;
  /** The first page's count; null while it loads. */
  found: PostsFound | null;
}

/**
 * Above a searched list, or the writer's own: how many posts it holds and every filter that narrows
 * or orders it, each with a link that clears it, so My posts never narrows a search unseen
 * (decision 167). The search itself is cleared by the search form's "Clear search".
 */
export function SearchSummary({ query, found }: SearchSummaryProps) {
  if (!query.q && !query.author) return null;
  const text = foundText(query, found);
  const filters = [
    query.author && { label: 'My posts', to: listAddress({ ...query, author: '' }) },
    query.sort !== 'top' && {
      label: `Sorted by ${SORT_LABELS[query.sort]}`,
      to: listAddress({ ...query, sort: 'top' }),
    },
  ].filter((filter) => !!filter);
  return (
    <div className="search-summary">
      {/* A live region, so a screen reader hears the count once a search has answered. */}
      <h2 className="search-summary__count" aria-live="polite">
        {text ?? (query.q ? 'Searching…' : 'Counting your posts…')}
      </h2>
      {filters.length > 0 && (
        <ul className="search-summary__filters" aria-label="Filters applied">
          {filters.map(({ label, to }) => (
            <li key={label}>
              <Link to={to} className="filter-chip" preventScrollReset>
                <span className="visually-hidden">Remove the filter </span>
                {label}
                <span className="filter-chip__clear" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
