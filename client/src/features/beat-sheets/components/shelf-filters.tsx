import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SHEET_SEARCH_MAX } from '@three-act/contract/limits';
import { SHELF_SORTS, type ShelfSort } from '@three-act/contract/beat-sheets';
import { TextField } from '../../../components/ui/text-field';
import type { ShelfQuery } from '../shelf-api';
import { useBeatSheetsT } from '../words';

const SORT_LABELS: Record<ShelfSort, string> = { top: 'Top', new: 'New' };

/** The shelf the address asks for: `?sort=new&q=…`, an unknown sort read as Top. */
export function shelfQueryOf(search: URLSearchParams): ShelfQuery {
  const sort = search.get('sort');
  return { sort: SHELF_SORTS.find((known) => known === sort) ?? 'top', q: search.get('q')?.trim() ?? '' };
}

/** The address of a shelf list: only what differs from the default is written. */
function shelfAddress({ sort, q }: ShelfQuery): string {
  const params = new URLSearchParams();
  if (sort !== 'top') params.set('sort', sort);
  if (q) params.set('q', q);
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** Top / New and the search box, as the Brainstorm's posts have them: kept in the address, so reload and Back keep them. */
export function ShelfFilters({ query }: { query: ShelfQuery }) {
  const { t } = useBeatSheetsT();
  return (
    <div className="post-filters">
      <nav aria-label={t('Sort beat sheets')} className="pill-nav">
        <ul>
          {SHELF_SORTS.map((sort) => (
            <li key={sort}>
              <Link
                to={shelfAddress({ ...query, sort })}
                preventScrollReset
                aria-current={query.sort === sort ? 'page' : undefined}
              >
                {t(SORT_LABELS[sort])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the address, so Back and "Clear search" put the box back too. */}
      <ShelfSearch key={query.q} query={query} />
    </div>
  );
}

function ShelfSearch({ query }: { query: ShelfQuery }) {
  const { t } = useBeatSheetsT();
  const [text, setText] = useState(query.q);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label={t('Beat sheets')}
      className="search-row"
      onSubmit={(event) => {
        event.preventDefault();
        // Past the limit the field already says so (and keeps the text): no search until shortened.
        if (text.length > SHEET_SEARCH_MAX) return;
        void navigate(shelfAddress({ ...query, q: text.trim() }), { preventScrollReset: true });
      }}
    >
      <TextField
        label={t('Search names and descriptions')}
        type="search"
        maxLength={SHEET_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {t('Search')}
      </button>
      {query.q && (
        <Link to={shelfAddress({ ...query, q: '' })} preventScrollReset className="btn btn--secondary">
          {t('Clear search')}
        </Link>
      )}
    </form>
  );
}
