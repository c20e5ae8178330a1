import type {
  BeatSheet,
  LibraryPage,
  SheetLike,
  SheetReport,
  ShelfSheet,
  ShelfSort,
} from '@three-act/contract/beat-sheets';
import type { ReportBody } from '@three-act/contract/posts';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { onSuccess, queryParams, type CacheDispatch } from '../../lib/api';
import { beatSheetsApi } from './beat-sheets-api';

/** Which shelf list: an order and a search (docs/decisions/156-beat-sheet-shelf.md). */
export interface ShelfQuery {
  sort: ShelfSort;
  q: string;
}

type ShelfList = InfiniteData<LibraryPage, string | null>;

const sheetPath = (id: string) => `/beat-sheets/${encodeURIComponent(id)}`;
const SHELF = { type: 'BeatSheets', id: 'SHELF' } as const;
const LIST = { type: 'BeatSheets', id: 'LIST' } as const;

/**
 * The shelf of the Brainstorm (docs/decisions/160-shelf-pages.md): the published sheets page by
 * page, a sheet's like (optimistic, as a post's), its report, adopting a copy, and publishing one's
 * own. A sheet's preview is
 * `getBeatSheet`: the same route reads another writer's published sheet.
 */
const shelfApi = beatSheetsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyset pages: the next page's cursor is the answer's `next`, absent on the last. */
    getShelf: build.infiniteQuery<LibraryPage, ShelfQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? null,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/beat-sheets/library',
        params: queryParams({ ...queryArg, cursor: pageParam }),
      }),
      providesTags: [SHELF],
    }),
    /** Likes (`like: true`) or takes the like back; shown at once, set from the answer, undone on failure. */
    likeSheet: build.mutation<SheetLike, { id: string; like: boolean }>({
      query: ({ id, like }) => ({ url: `${sheetPath(id)}/like`, method: like ? 'PUT' : 'DELETE' }),
      onQueryStarted: async ({ id, like }, { dispatch, queryFulfilled }) => {
        const undo = changeSheet(dispatch, id, (sheet) => {
          if (Boolean(sheet.liked) === like) return;
          sheet.liked = like;
          sheet.likes = (sheet.likes ?? 0) + (like ? 1 : -1);
        });
        try {
          const { data } = await queryFulfilled;
          changeSheet(dispatch, id, (sheet) => Object.assign(sheet, data));
        } catch {
          undo();
        }
      },
    }),
    /** Reports with a reason (and details), or without one takes the viewer's report back. */
    reportSheet: build.mutation<SheetReport, { id: string; report?: ReportBody }>({
      query: ({ id, report }) =>
        report
          ? { url: `${sheetPath(id)}/report`, method: 'POST', data: report }
          : { url: `${sheetPath(id)}/report`, method: 'DELETE' },
    }),
    /** A copy of the writer's own, credited to the sheet and its author; the editor opens it without asking again. */
    adoptSheet: build.mutation<BeatSheet, string>({
      query: (id) => ({ url: `${sheetPath(id)}/adopt`, method: 'POST' }),
      invalidatesTags: [LIST],
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (copy) => void dispatch(shelfApi.util.upsertQueryData('getBeatSheet', copy._id, copy)),
        ),
    }),
    /**
     * Puts one of the writer's sheets on the shelf or takes it off. Only `published` and `likes` are
     * set in the sheet's cache: an editor open on it keeps its own draft of the rest.
     */
    publishSheet: build.mutation<BeatSheet, { id: string; publish: boolean }>({
      query: ({ id, publish }) => ({ url: `${sheetPath(id)}/publish`, method: publish ? 'POST' : 'DELETE' }),
      invalidatesTags: [LIST, SHELF],
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, ({ published, likes }) => {
          dispatch(
            shelfApi.util.updateQueryData('getBeatSheet', id, (sheet: BeatSheet) => {
              Object.assign(sheet, { published, likes });
            }),
          );
        }),
    }),
  }),
});

/** Changes a sheet wherever it shows: its preview and every loaded shelf list; returns the undo. */
function changeSheet(
  dispatch: CacheDispatch,
  id: string,
  change: (sheet: Pick<ShelfSheet, 'likes' | 'liked'> | BeatSheet) => void,
): () => void {
  const patches = dispatch((inner: CacheDispatch, getState: () => unknown) =>
    shelfApi.util
      .selectCachedArgsForQuery(getState() as Parameters<typeof shelfApi.util.selectCachedArgsForQuery>[0], 'getShelf')
      .map((query) =>
        inner(
          shelfApi.util.updateQueryData('getShelf', query, (list: ShelfList) => {
            for (const page of list.pages) page.sheets.filter((sheet) => sheet._id === id).forEach(change);
          }),
        ),
      ),
  );
  const preview = dispatch(shelfApi.util.updateQueryData('getBeatSheet', id, (sheet: BeatSheet) => change(sheet)));
  return () => {
    preview.undo();
    for (const patch of patches) patch.undo();
  };
}

/** Every loaded page's sheets, each once. */
export function allSheets(data: ShelfList | undefined): ShelfSheet[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.sheets.filter((sheet) => !seen.has(sheet._id) && Boolean(seen.add(sheet._id))),
  );
}

export const {
  useGetShelfInfiniteQuery,
  useLikeSheetMutation,
  useReportSheetMutation,
  useAdoptSheetMutation,
  usePublishSheetMutation,
} = shelfApi;
