import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useListPlace } from './use-list-place';

const router = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={[{ pathname: '/posts', key: 'list-entry' }]}>{children}</MemoryRouter>
);
const kept = () => JSON.parse(sessionStorage.getItem('three-act:list-place:list-entry') ?? 'null') as unknown;
const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const list = (pageCount: number) => ({
  pageCount,
  loaded: true,
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: jest.fn(),
});

afterEach(() => {
  sessionStorage.clear();
  scrolledTo(0);
});

test('leaving the list keeps its pages and the scroll it had then, though no scroll event came after it was put back', () => {
  // Back with the pages cached: React Router put the scroll back before the list's own effects ran.
  scrolledTo(3200);
  const { unmount } = renderHook(() => useListPlace(list(2)), { wrapper: router });
  unmount();
  expect(kept()).toEqual({ pages: 2, y: 3200 });
});

test('coming back with fewer pages reads them again, then puts the scroll back once', () => {
  sessionStorage.setItem('three-act:list-place:list-entry', JSON.stringify({ pages: 2, y: 3200 }));
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const first = list(1);
  const { rerender } = renderHook((props: ReturnType<typeof list>) => useListPlace(props), {
    wrapper: router,
    initialProps: first,
  });
  expect(first.fetchNextPage).toHaveBeenCalledTimes(1);
  expect(scrollTo).not.toHaveBeenCalled();
  rerender({ ...first, pageCount: 2 });
  expect(scrollTo).toHaveBeenCalledWith(0, 3200);
  rerender({ ...first, pageCount: 3 });
  expect(scrollTo).toHaveBeenCalledTimes(1);
  scrollTo.mockRestore();
});
