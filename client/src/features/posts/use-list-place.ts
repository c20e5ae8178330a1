import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How far a reader had read a list: its pages loaded and the window's scroll. */
interface Place {
  pages: number;
  y: number;
}

interface PagedList {
  pageCount: number;
  /** The first page has arrived (from the cache or the server). */
  loaded: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

const storageKey = (entry: string) => `three-act:list-place:${entry}`;

const readPlace = (entry: string): Place | null => {
  try {
    const place = JSON.parse(sessionStorage.getItem(storageKey(entry)) ?? 'null') as Place | null;
    return place && Number.isInteger(place.pages) && Number.isFinite(place.y) ? place : null;
  } catch {
    return null;
  }
};

/**
 * Keeps a paged list's place in this history entry across a reload (decision 167's consequence, fixed
 * in decision 172): the pages read and the scroll are kept in the tab's session storage when the list
 * is left; coming back to the entry with fewer pages in memory (a reload on the post page, then
 * Back), the same pages are read again, one after the other, and the scroll put back once they are
 * there. When the pages are still cached, React Router's ScrollRestoration already has it right.
 */
export function useListPlace({ pageCount, loaded, hasNextPage, isFetchingNextPage, fetchNextPage }: PagedList) {
  const entry = useLocation().key;
  const [kept] = useState(() => readPlace(entry));
  const wanted = useRef(kept);
  const pagesRead = useRef(pageCount);
  useEffect(() => {
    pagesRead.current = pageCount;
  }, [pageCount]);

  // Keep the place when the list is left: its pages, and the scroll as it is at that moment. A layout
  // effect's clean-up runs in the commit that leaves the list, before React Router's ScrollRestoration
  // scrolls the next page to its top, so the scroll read then is the reader's own (a scroll listener
  // could miss the restore that put it back, and keep the top instead).
  useLayoutEffect(() => {
    const save = () => {
      const place: Place = { pages: pagesRead.current, y: window.scrollY };
      if (place.pages > 0) sessionStorage.setItem(storageKey(entry), JSON.stringify(place));
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [entry]);

  // Read the pages again up to where the reader was, then put the scroll back once.
  useEffect(() => {
    const place = wanted.current;
    if (!place || !loaded || isFetchingNextPage) return;
    if (pageCount < place.pages && hasNextPage) {
      void fetchNextPage();
      return;
    }
    wanted.current = null;
    if (window.scrollY < place.y) window.scrollTo(0, place.y);
  }, [loaded, pageCount, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
