import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { PostsFound } from '@three-act/contract/posts-list';
import { i18next } from '../../../lib/i18n';
import type { PostsQuery } from '../posts-api';
import { usePostsT } from '../words';
import { listAddress } from '../posts-query';
import { SORT_LABELS } from './post-filters';

type PostsT = TFunction<'posts'>;
/** The words of the language showing now (a component passes its own `t`). */
const shown = (): PostsT => i18next.getFixedT(null, 'posts');

/** "1 post", "12 posts", "1,000+ posts": a list's count as its first page's header gives it. */
export function postsFoundLabel({ count, more }: PostsFound, t: PostsT = shown()): string {
  // "1+ posts" is plural whatever the count: the `more` forms say so in every language.
  return more ? t('{{count, number}}+ posts', { count }) : t('{{count, number}} posts', { count });
}

/** What the summary says: "12 posts found for “dragon”", "3 posts found"; null while it is counted. */
export function foundText(query: Required<PostsQuery>, found: PostsFound | null, t: PostsT = shown()): string | null {
  if (!found) return null;
  const { count, more } = found;
  if (more) {
    return query.q
      ? t('{{count, number}}+ posts found for “{{q}}”', { count, q: query.q })
      : t('{{count, number}}+ posts found', { count });
  }
  return query.q
    ? t('{{count, number}} posts found for “{{q}}”', { count, q: query.q })
    : t('{{count, number}} posts found', { count });
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
  const { t } = usePostsT();
  if (!query.q && !query.author) return null;
  const text = foundText(query, found, t);
  const filters = [
    query.author && { label: t('My posts'), to: listAddress({ ...query, author: '' }) },
    query.sort !== 'top' && {
      label: t('Sorted by {{sort}}', { sort: t(SORT_LABELS[query.sort]) }),
      to: listAddress({ ...query, sort: 'top' }),
    },
  ].filter((filter) => !!filter);
  return (
    <div className="search-summary">
      {/* A live region, so a screen reader hears the count once a search has answered. */}
      <h2 className="search-summary__count" aria-live="polite">
        {text ?? (query.q ? t('Searching…') : t('Counting your posts…'))}
      </h2>
      {filters.length > 0 && (
        <ul className="search-summary__filters" aria-label={t('Filters applied')}>
          {filters.map(({ label, to }) => (
            <li key={label}>
              <Link to={to} className="filter-chip" preventScrollReset>
                <span className="visually-hidden">{t('Remove the filter')} </span>
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
