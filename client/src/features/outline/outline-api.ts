import {
  type Character,
  type CharacterBody,
  type CharacterPatchBody,
  type NoteBody,
  type NotePatchBody,
  type Outline,
  type Revision,
  type SaveOutlineBody,
} from '@three-act/contract/outlines';
import { ABSENT_AS_NULL, outlineETag } from '@three-act/contract/reads';
import { BEAT_KEYS } from '@three-act/contract/beats';
import { api } from '../../app/api';
import { nullIfNotFound, onSuccess, type CacheDispatch } from '../../lib/api';
import { tabId } from '../../lib/tab-id';
import { setFieldTexts } from './story-fields';

/**
 * A save: only the fields the writer changed, and the story and version their copy came from. With them
 * the server refuses (409) to overwrite a field that changed since (docs/decisions/126-conflict-safe-saves.md);
 * without one (the first SAVE, the reminder's flag) it merges.
 */
export interface SaveRequest {
  changes: SaveOutlineBody;
  /** The story and version the writer's copy came from; none merges into the current story. */
  copyOf?: Pick<Outline, '_id' | 'version'>;
}

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

/** The latest beats request per character (setCharacterBeats). */
const newestBeatsRequest = new Map<string, string>();

export const outlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The writer's outline; null when there is none yet. Asked with `?absent=null`, so that ordinary
     * state is a 200 the browser does not log as an error (decision 171); a 404 still reads as none.
     */
    getOutline: build.query<Outline | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) =>
        nullIfNotFound<Outline>(await baseQuery({ url: '/outlines/me', params: { absent: ABSENT_AS_NULL } })),
      providesTags: ['Outline'],
    }),
    /** Creates or merge-updates the outline with only the fields given. */
    saveOutline: build.mutation<SavedOutline, SaveRequest>({
      query: ({ changes, copyOf }) => ({
        url: '/outlines',
        method: 'POST',
        data: changes,
        headers: { 'X-Tab-Id': tabId(), ...(copyOf ? { 'If-Match': outlineETag(copyOf) } : {}) },
      }),
      transformResponse: (outline: Outline, meta) => ({ outline, created: meta?.status === 201 }),
      invalidatesTags: (_saved, _error, { changes }) => Object.keys(changes).map((id) => ({ type: 'Revisions', id })),
      onQueryStarted: ({ changes }, lifecycle) => saveShownAtOnce(changes, lifecycle),
    }),
    /** The kept versions of one field of the current story, newest first. */
    getRevisions: build.query<Revision[], string>({
      query: (field) => ({ url: '/outlines/me/revisions', params: { field } }),
      providesTags: (_revisions, _error, field) => [{ type: 'Revisions', id: field }],
    }),
    /** Puts an earlier version back: it becomes the field's text (and its newest revision). */
    restoreRevision: build.mutation<Outline, { id: string; field: string }>({
      query: ({ id }) => ({ url: `/outlines/me/revisions/${encodeURIComponent(id)}/restore`, method: 'PUT' }),
      invalidatesTags: (_outline, _error, { field }) => [{ type: 'Revisions', id: field }],
      onQueryStarted: (_arg, lifecycle) => outlineAnswered(lifecycle),
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
    /** Changes only the fields given; the card and the outline's list take the answered character. */
    updateCharacter: build.mutation<Character, { id: string; changes: CharacterPatchBody }>({
      query: ({ id, changes }) => ({
        url: `/outlines/characters/${characterPath(id)}`,
        method: 'PATCH',
        data: changes,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (character) => storeCharacter(dispatch, character)),
    }),
    /** Links a character to beats (the whole list); shown at once, put back if the server refuses. */
    setCharacterBeats: build.mutation<Character, { id: string; beats: string[] }>({
      query: ({ id, beats }) => ({
        url: `/outlines/characters/${characterPath(id)}/beats`,
        method: 'PUT',
        data: { beats },
      }),
      onQueryStarted: async ({ id, beats }, { dispatch, queryFulfilled, requestId }) => {
        // Ticks in quick succession: only the newest request's answer (or failure) may set the list.
        newestBeatsRequest.set(id, requestId);
        const shown = dispatch(
          outlineApi.util.updateQueryData('getOutline', undefined, (outline: Outline | null) => {
            const character = outline?.characters.find((entry) => entry._id === id);
            // The beats its name is written in stay (decision 175).
            if (character) {
              character.beats = BEAT_KEYS.filter((key) => beats.includes(key) || character.namedIn?.includes(key));
            }
          }),
        );
        try {
          const { data } = await queryFulfilled;
          if (newestBeatsRequest.get(id) === requestId) storeCharacter(dispatch, data);
        } catch {
          if (newestBeatsRequest.get(id) === requestId) shown.undo();
        }
      },
    }),
    updateNote: build.mutation<Character, { characterId: string; noteId: string; changes: NotePatchBody }>({
      query: ({ characterId, noteId, changes }) => ({
        url: `/outlines/characters/note/${characterPath(characterId)}/${encodeURIComponent(noteId)}`,
        method: 'PATCH',
        data: changes,
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (character) => storeCharacter(dispatch, character)),
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

/** An edited character replaces its card and its entry in the cached outline. */
function storeCharacter(dispatch: CacheDispatch, character: Character): void {
  void dispatch(outlineApi.util.upsertQueryData('getCharacter', character._id, character));
  dispatch(
    outlineApi.util.updateQueryData('getOutline', undefined, (outline: Outline | null) => {
      const at = outline?.characters.findIndex((entry) => entry._id === character._id) ?? -1;
      if (outline && at >= 0) outline.characters[at] = character;
    }),
  );
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
      if (outline) setFieldTexts(outline, changes);
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

/**
 * The outline as cached, without asking for it: what a frame (the outline navigation) shows
 * beside pages that load what they need themselves, so no page waits on a second request.
 */
export const useCachedOutline = () => outlineApi.endpoints.getOutline.useQueryState(undefined).data;

export const {
  useGetOutlineQuery,
  useSaveOutlineMutation,
  useGetRevisionsQuery,
  useRestoreRevisionMutation,
  useGetCharacterQuery,
  useAddCharacterMutation,
  useAddNoteMutation,
  useDeleteCharacterMutation,
  useUpdateCharacterMutation,
  useSetCharacterBeatsMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = outlineApi;
