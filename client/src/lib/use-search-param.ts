import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Sets one filter kept in the address (`?kind=place`), or takes it away when empty. It replaces the
 * history entry, so Back leaves the page instead of undoing filters one by one; the others stay.
 */
export function useSetSearchParam() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string) =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
