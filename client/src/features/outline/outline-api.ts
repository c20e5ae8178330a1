import type { Character, CharacterBody, NoteBody, Outline, SaveOutlineBody } from '@three-act/contract/outlines';
import { api, nullIfNotFound, onSuccess, type CacheDispatch } from '../../lib/api';

export interface SavedOutline {
  outline: Outline;
  /** True when this save made the outline (201), false when it updated it (200). */
  created: boolean;
}

interface Lifecycle<Answer = Outline> {
  dispatch: CacheDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Answer }>;
}

const characterPath = (id: string) => encodeURIComponent(id);

export const outlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The writer's outline; null when there is none yet (the server's 404). */
    getOutline: build.query<Outline | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) =>
        nullIfNotFound<Outline>(await baseQuery({ url: '/outlines/me' })),
      providesTags: ['Outline'],
    }),
    /** Creates or merge-updates the outline with only the fields given. */
    saveOutline: build.mutation<SavedOutline, SaveOutlineBody>({
      query: (changes) => ({ url: '/outlines', method: 'POST', data: changes }),
      transformResponse: (outline: Outline, meta) => ({ outline, created: meta?.status === 201 }),
      onQueryStarted: (changes, lifecycle) => saveShownAtOnce(changes, lifecycle),
    }),
    getCharacter: build.query<Character, string>({
      query: (id) => ({ url: `/outlines/characters/${characterPath(id)}` }),
      providesTags: (_character, _error, id) => [{ type: 'Character', id }],
    }),
    addCharacter: build.mutation<Outline, CharacterBody>({
      query: (character) => ({ url: '/outlines/characters', method: 'PUT', data: character }),
      onQueryStarted: (_arg, lifecycle) => outlineAnswered(lifecycle),
    }),
    addNote: build.mutation<Outline, { characterId: string; note: NoteBody }>({
      query: ({ characterId, note }) => ({
        url: `/outlines/characters/note/${characterPath(characterId)}`,
        method: 'PUT',
        data: note,
      }),
      onQueryStarted: (_arg, lifecycle) => outlineAnswered(lifecycle),
    }),
    deleteCharacter: build.mutation<Outline, string>({
      query: (id) => ({ url: `/outlines/characters/${characterPath(id)}`, method: 'DELETE' }),
      onQueryStarted: (_arg, lifecycle) => outlineAnswered(lifecycle),
    }),
    deleteNote: build.mutation<Outline, { characterId: string; noteId: string }>({
      query: ({ characterId, noteId }) => ({
        url: `/outlines/characters/note/${characterPath(characterId)}/${encodeURIComponent(noteId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: (_arg, lifecycle) => outlineAnswered(lifecycle),
    }),
  }),
});

/**
 * A write answered the whole outline: it becomes the cached outline, and every open character card
 * is set from it, so nothing shows what the server no longer holds (and nothing is asked again).
 */
function storeOutline({ dispatch, getState }: Omit<Lifecycle, 'queryFulfilled'>, outline: Outline): void {
  dispatch(outlineApi.util.updateQueryData('getOutline', undefined, () => outline));
  const state = getState() as Parameters<typeof outlineApi.util.selectInvalidatedBy>[0];
  for (const { endpointName, originalArgs } of outlineApi.util.selectInvalidatedBy(state, ['Character'])) {
    const fresh = outline.characters.find((character) => character._id === originalArgs);
    if (endpointName === 'getCharacter' && fresh) {
      dispatch(outlineApi.util.updateQueryData('getCharacter', fresh._id, () => fresh));
    }
  }
}

/** A save shows at once in what is cached (the reminder goes on one click); a refusal takes it back. */
async function saveShownAtOnce(
  changes: SaveOutlineBody,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: Omit<Lifecycle, 'queryFulfilled'> & { queryFulfilled: Promise<{ data: SavedOutline }> },
): Promise<void> {
  const guess = dispatch(
    outlineApi.util.updateQueryData('getOutline', undefined, (outline: Outline | null) => {
      if (outline) Object.assign(outline, changes);
    }),
  );
  try {
    storeOutline({ dispatch, getState }, (await queryFulfilled).data.outline);
  } catch {
    guess.undo();
  }
}

const outlineAnswered = ({ dispatch, getState, queryFulfilled }: Lifecycle) =>
  onSuccess(queryFulfilled, (outline) => storeOutline({ dispatch, getState }, outline));

export const {
  useGetOutlineQuery,
  useSaveOutlineMutation,
  useGetCharacterQuery,
  useAddCharacterMutation,
  useAddNoteMutation,
  useDeleteCharacterMutation,
  useDeleteNoteMutation,
} = outlineApi;
