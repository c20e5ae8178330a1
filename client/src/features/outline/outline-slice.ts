import type { CharacterBody, NoteBody, SaveOutlineBody } from '@three-act/contract/outlines';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api-error';
import { apiThunkCreator, nullIfNotFound } from '../../lib/api-thunk';
import {
  deleteCharacterById,
  deleteNoteById,
  getCharacter,
  getOwnOutline,
  postOutline,
  putCharacter,
  putNote,
  type SavedOutline,
} from './outline-api';
import type { Character, Outline } from '@three-act/contract/outlines';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface OutlineState {
  /** Null when the writer has no outline yet (GET /me answered 404). */
  outline: Outline | null;
  /** True once the outline has been fetched (or returned by a save) for this session. */
  loaded: boolean;
  status: Status;
  /** The character of the card or note page. */
  character: Character | null;
  characterStatus: Status;
  errors: ApiError[];
}

export const initialOutlineState: OutlineState = {
  outline: null,
  loaded: false,
  status: 'idle',
  character: null,
  characterStatus: 'idle',
  errors: [],
};

const apiThunk = apiThunkCreator<{ outline: OutlineState }>();

/** The writer's outline; a 404 ("no outline yet") is an empty outline, not a failure. */
export const fetchOutline = apiThunk<Outline | null>('outline/fetchOutline', () => nullIfNotFound(getOwnOutline()));

/** Creates or merge-updates the outline with only the fields given. */
export const saveOutline = apiThunk<SavedOutline, SaveOutlineBody>('outline/saveOutline', postOutline);

/** Hides the dashboard reminder for good. */
export const dismissPrompt = apiThunk<SavedOutline>('outline/dismissPrompt', () =>
  postOutline({ promptDismissed: true }),
);

export const addCharacter = apiThunk<Outline, CharacterBody>('outline/addCharacter', putCharacter);

export const fetchCharacter = apiThunk<Character, string>('outline/fetchCharacter', getCharacter);

export const addNote = apiThunk<Outline, { characterId: string; note: NoteBody }>(
  'outline/addNote',
  ({ characterId, note }) => putNote(characterId, note),
);

export const deleteCharacter = apiThunk<Outline, string>('outline/deleteCharacter', deleteCharacterById);

export const deleteNote = apiThunk<Outline, { characterId: string; noteId: string }>(
  'outline/deleteNote',
  ({ characterId, noteId }) => deleteNoteById(characterId, noteId),
);

function storeOutline(state: OutlineState, outline: Outline) {
  state.outline = outline;
  state.loaded = true;
  state.status = 'succeeded';
  state.errors = [];
  // Keep the open card in step with what the server now holds.
  if (state.character) {
    const fresh = outline.characters.find((character) => character._id === state.character?._id);
    state.character = fresh ?? null;
  }
}

function failed(state: OutlineState, action: PayloadAction<ApiError[] | undefined>) {
  state.status = 'failed';
  state.errors = action.payload ?? [];
}

const outlineSlice = createSlice({
  name: 'outline',
  initialState: initialOutlineState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOutline.pending, (state) => {
        state.status = 'pending';
        state.errors = [];
      })
      .addCase(fetchOutline.fulfilled, (state, action) => {
        if (action.payload) storeOutline(state, action.payload);
        else {
          state.outline = null;
          state.loaded = true;
          state.status = 'succeeded';
        }
      })
      .addCase(fetchOutline.rejected, failed)
      .addCase(fetchCharacter.pending, (state) => {
        state.characterStatus = 'pending';
        state.errors = [];
      })
      .addCase(fetchCharacter.fulfilled, (state, action) => {
        state.character = action.payload;
        state.characterStatus = 'succeeded';
      })
      .addCase(fetchCharacter.rejected, (state, action) => {
        state.character = null;
        state.characterStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addMatcher(
        (action) => saveOutline.fulfilled.match(action) || dismissPrompt.fulfilled.match(action),
        (state, action: PayloadAction<SavedOutline>) => storeOutline(state, action.payload.outline),
      )
      .addMatcher(
        (action) =>
          addCharacter.fulfilled.match(action) ||
          addNote.fulfilled.match(action) ||
          deleteCharacter.fulfilled.match(action) ||
          deleteNote.fulfilled.match(action),
        (state, action: PayloadAction<Outline>) => storeOutline(state, action.payload),
      )
      .addMatcher(
        (action) =>
          saveOutline.pending.match(action) ||
          dismissPrompt.pending.match(action) ||
          addCharacter.pending.match(action) ||
          addNote.pending.match(action) ||
          deleteCharacter.pending.match(action) ||
          deleteNote.pending.match(action),
        (state) => {
          state.status = 'pending';
          state.errors = [];
        },
      )
      .addMatcher(
        (action) =>
          saveOutline.rejected.match(action) ||
          dismissPrompt.rejected.match(action) ||
          addCharacter.rejected.match(action) ||
          addNote.rejected.match(action) ||
          deleteCharacter.rejected.match(action) ||
          deleteNote.rejected.match(action),
        failed,
      );
  },
});

export const outlineReducer = outlineSlice.reducer;

export const selectOutlineState = (state: { outline: OutlineState }) => state.outline;
export const selectOutline = (state: { outline: OutlineState }) => state.outline.outline;
const NO_CHARACTERS: Character[] = [];
export const selectCharacters = (state: { outline: OutlineState }) =>
  state.outline.outline?.characters ?? NO_CHARACTERS;
export const selectCurrentCharacter = (state: { outline: OutlineState }) => state.outline.character;
