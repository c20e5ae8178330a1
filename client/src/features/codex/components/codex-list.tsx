import type { CodexKind } from '@three-act/contract/codex';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { allEntries, useGetCodexIndexQuery, useGetCodexInfiniteQuery } from '../codex-api';
import { useSetSearchParam } from '../../../lib/use-search-param';
import { tagsOf } from '../codex-model';
import { EntryCard } from './entry-card';
import { KindTagFilters } from './kind-tag-filters';
import { useCodexT } from '../words';

/** How long typing in the search pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** What the list asks for, from the address: the page starts it beside the kinds (one round trip). */
export const listArgs = (story: string, params: URLSearchParams) => ({
  story,
  kind: params.get('kind') || undefined,
  q: params.get('q') || undefined,
  tag: params.get('tag') || undefined,
});

/**
 * The codex's cards by name, a page of 24 at a time (the next one on scroll, or with "More
 * entries"), searched by name or alias and filtered by kind and tag on the server. The filters live
 * in the address, so Back and a reload keep them; the tags offered are every tag of the story.
 */
export function CodexList({ story, kinds }: { story: string; kinds: readonly CodexKind[] }) {
  const { t } = useCodexT();
  const [params] = useSearchParams();
  const set = useSetSearchParam();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const tag = params.get('tag') ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const words = typed.trim();
    if (words === q) return undefined;
    const timer = setTimeout(() => set('q', words), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, set]);

  const list = useGetCodexInfiniteQuery(listArgs(story, params), { refetchOnMountOrArgChange: 5 });
  const { currentData: index } = useGetCodexIndexQuery(story);
  const entries = useMemo(() => allEntries(list.currentData ?? list.data), [list.currentData, list.data]);
  const tags = useMemo(() => {
    const known = tagsOf(index ?? []);
    return tag && !known.includes(tag) ? [...known, tag] : known;
  }, [index, tag]);
  const total = kinds.reduce((sum, each) => sum + each.entries, 0);
  const filtered = Boolean(q || kind || tag);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // The next page comes as the end of the list scrolls near (the button stays, for keyboards).
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((each) => each.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const count = filtered
    ? t('{{number}} found', { number: `${entries.length}${hasNextPage ? '+' : ''}` })
    : t('{{count}} entries', { count: total });

  return (
    <section className="codex-list" aria-label={t('Entries')}>
      <div role="search" aria-label={t('Search and filter the codex')} className="codex-filters">
        <TextField
          label={t('Search by name or alias')}
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <KindTagFilters kinds={kinds} tags={tags} counted />
      </div>
      <p className="codex-list__count muted" aria-live="polite">
        {list.isSuccess ? count : ''}
      </p>
      {list.isError && !list.data ? (
        <LoadFailed message={t('The entries could not be loaded.')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label={t('Loading the entries')} />
      ) : entries.length === 0 ? (
        filtered ? (
          <p>{t('No entry matches.')}</p>
        ) : (
          <p className="lead">
            {t('The codex is empty. Add the story\'s people, places, objects, groups and lore with "New entry".')}
          </p>
        )
      ) : (
        <ul className="card-grid">
          {entries.map((entry) => (
            <EntryCard key={entry._id} story={story} entry={entry} />
          ))}
        </ul>
      )}
      <div ref={end} className="codex-list__end">
        {hasNextPage && (
          <button
            type="button"
            className="btn btn--secondary"
            aria-disabled={isFetchingNextPage}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? t('Loading…') : t('More entries')}
          </button>
        )}
      </div>
    </section>
  );
}
