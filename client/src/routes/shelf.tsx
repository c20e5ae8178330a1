import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFailureAlert } from '../app/alerts/use-feedback';
import { BrainstormTabs } from '../components/layout/brainstorm-tabs';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { ShelfCard } from '../features/beat-sheets/components/shelf-card';
import { ShelfFilters, shelfQueryOf } from '../features/beat-sheets/components/shelf-filters';
import { allSheets, useGetShelfInfiniteQuery } from '../features/beat-sheets/shelf-api';
import { useBeatSheetsT } from '../features/beat-sheets/words';
import { Trans } from 'react-i18next';

/**
 * /posts/beat-sheets: the Brainstorm's shelf of beat sheets writers published (decision 160): Top
 * or New, a search of names and descriptions, page after page with "Load more".
 */
export function Shelf() {
  const { t } = useBeatSheetsT();
  const [search] = useSearchParams();
  const query = shelfQueryOf(search);
  // Every visit asks again (the cached list shows meanwhile): likes and new sheets move it.
  const list = useGetShelfInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  useFailureAlert(list.error);
  const sheets = allSheets(list.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loaded = list.isSuccess;
  const listRef = useRef<HTMLUListElement>(null);

  // The focus goes to the first sheet a page added, once it shows, so a keyboard carries on where it left off.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || sheets.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.sheet-card__name a')[from]?.focus();
  });
  const loadMore = async () => {
    if (isFetchingNextPage) return;
    focusFrom.current = sheets.length;
    const result = await fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };

  return (
    <div className="page brainstorm shelf">
      <PageTitle title={t('Beat sheet shelf')} />
      <h1>{t('Brainstorming')}</h1>
      <BrainstormTabs />
      <p className="lead">
        <Trans
          t={t}
          i18nKey="Beat sheets other writers shared: their acts, beats and guided questions. Preview one, like it, or adopt a copy to change as your own. To share one of yours, publish it from <sheets>your beat sheets</sheets>."
          components={{ sheets: <Link to="/beat-sheets" /> }}
        />
      </p>

      <ShelfFilters query={query} />
      {query.q && <h2 className="post-list__heading">{t('Beat sheets matching “{{q}}”', { q: query.q })}</h2>}
      <section aria-label={t('Beat sheets on the shelf')}>
        {list.isLoading && <Spinner label={t('Loading beat sheets')} />}
        {loaded && sheets.length === 0 && (
          <p className="muted">
            {query.q
              ? t('No beat sheet matches that search. Try fewer or shorter words.')
              : t('No beat sheets on the shelf yet. Publish one of yours to be the first.')}
          </p>
        )}
        {sheets.length > 0 && (
          <ul className="sheet-list" ref={listRef}>
            {sheets.map((sheet) => (
              <ShelfCard key={sheet._id} sheet={sheet} />
            ))}
          </ul>
        )}
      </section>

      <div className="post-list__end">
        {hasNextPage && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void loadMore()}
            aria-disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('Loading…') : t('Load more')}
          </button>
        )}
        {!hasNextPage && loaded && sheets.length > 0 && (
          <p className="muted">{t('You have reached the end of the shelf.')}</p>
        )}
      </div>
    </div>
  );
}
