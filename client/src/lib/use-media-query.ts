import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following it as the window changes: for the few layouts
 * CSS alone cannot switch (the board's grid and its phone list render different elements).
 * Without matchMedia (tests, old browsers) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
