import type { BeatSheet, CreateBeatSheetBody, UpdateBeatSheetBody } from '@three-act/contract/beat-sheets';
import { api } from '../../app/api';
import { onSuccess } from '../../lib/api';

const sheetPath = (id: string) => `/beat-sheets/${encodeURIComponent(id)}`;
const LIST = { type: 'BeatSheets', id: 'LIST' } as const;

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a list. */
function asList(data: unknown): BeatSheet[] {
  if (!Array.isArray(data)) throw new Error('Unexpected answer instead of a list of beat sheets');
  return data as BeatSheet[];
}

/**
 * The built-in beat sheets and the writer's own (docs/decisions/155-own-beat-sheets.md). A sheet
 * made, copied or saved is put in its own cache at once (the editor opens it without asking again)
 * and the list is asked again.
 */
export const beatSheetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBeatSheets: build.query<BeatSheet[], void>({
      query: () => ({ url: '/beat-sheets', check: asList }),
      providesTags: [LIST],
    }),
    getBeatSheet: build.query<BeatSheet, string>({
      query: (id) => ({ url: sheetPath(id) }),
      providesTags: (_sheet, _error, id) => [{ type: 'BeatSheets', id }],
    }),
    createBeatSheet: build.mutation<BeatSheet, CreateBeatSheetBody>({
      query: (body) => ({ url: '/beat-sheets', method: 'POST', data: body }),
      invalidatesTags: [LIST],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (sheet) => void dispatch(beatSheetsApi.util.upsertQueryData('getBeatSheet', sheet._id, sheet)),
        ),
    }),
    duplicateBeatSheet: build.mutation<BeatSheet, string>({
      query: (id) => ({ url: `${sheetPath(id)}/duplicate`, method: 'POST' }),
      invalidatesTags: [LIST],
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (sheet) => void dispatch(beatSheetsApi.util.upsertQueryData('getBeatSheet', sheet._id, sheet)),
        ),
    }),
    saveBeatSheet: build.mutation<BeatSheet, { id: string; changes: UpdateBeatSheetBody }>({
      query: ({ id, changes }) => ({ url: sheetPath(id), method: 'PATCH', data: changes }),
      invalidatesTags: [LIST],
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (sheet) => void dispatch(beatSheetsApi.util.upsertQueryData('getBeatSheet', id, sheet)),
        ),
    }),
    deleteBeatSheet: build.mutation<void, string>({
      query: (id) => ({ url: sheetPath(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetBeatSheetsQuery,
  useGetBeatSheetQuery,
  useCreateBeatSheetMutation,
  useDuplicateBeatSheetMutation,
  useSaveBeatSheetMutation,
  useDeleteBeatSheetMutation,
} = beatSheetsApi;
