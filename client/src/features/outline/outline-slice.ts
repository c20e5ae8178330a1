import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import axios from 'axios';
import { toApiErrors, type ApiError } from '../../lib/api-error';
import {
  deleteCharacterById,
  deleteNoteById,
  getCharacter,
  getOwnOutline,
  postOutline,
  putCharacter,
  putNote,
  type Character,
  type NewCharacter,
  type NewNote,
  type Outline,
  type OutlineChanges,
  type SavedOutline,
} from './outline-api';

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

interface ThunkConfig {
  rejectValue: ApiError[];
  state: { outline: OutlineState };
}

/** Wraps an API call so any failure becomes the `ApiError[]` the pages show. */
function guarded<Result, Arg>(call: (arg: Arg) => Promise<Result>) {
  return async (arg: Arg, { rejectWithValue }: { rejectWithValue: (value: ApiError[]) => unknown }) => {
    try {
      return await call(arg);
    } catch (error) {
      return rejectWithValue(toApiErrors(error)) as never;
    }
  };
}

/** The writer's outline; a 404 ("no outline yet") is an empty outline, not a failure. */
export const fetchOutline = createAsyncThunk<Outline | null, void, ThunkConfig>(
  'outline/fetchOutline',
  async (_, { rejectWithValue }) => {
    try {
      return await getOwnOutline();
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 404) return null;
      return rejectWithValue(toApiErrors(error));
    }
  },
);

/** Creates or merge-updates the outline with only the fields given. */
export const saveOutline = createAsyncThunk<SavedOutline, OutlineChanges, ThunkConfig>(
  'outline/saveOutline',
  guarded(postOutline),
);

/** Hides the dashboard reminder for good. */
export const dismissPrompt = createAsyncThunk<SavedOutline, void, ThunkConfig>(
  'outline/dismissPrompt',
  guarded(() => postOutline({ promptDismissed: true })),
);

export const addCharacter = createAsyncThunk<Outline, NewCharacter, ThunkConfig>(
  'outline/addCharacter',
  guarded(putCharacter),
);

export const fetchCharacter = createAsyncThunk<Character, string, ThunkConfig>(
  'outline/fetchCharacter',
  guarded(getCharacter),
);

export const addNote = createAsyncThunk<Outline, { characterId: string; note: NewNote }, ThunkConfig>(
  'outline/addNote',
  guarded(({ characterId, note }) => putNote(characterId, note)),
);

export const deleteCharacter = createAsyncThunk<Outline, string, ThunkConfig>(
  'outline/deleteCharacter',
  guarded(deleteCharacterById),
);

export const deleteNote = createAsyncThunk<Outline, { characterId: string; noteId: string }, ThunkConfig>(
  'outline/deleteNote',
  guarded(({ characterId, noteId }) => deleteNoteById(characterId, noteId)),
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
export const selectCharacters = (state: { outline: OutlineState }) => state.outline.outline?.characters ?? NO_CHARACTERS;
export const selectCurrentCharacter = (state: { outline: OutlineState }) => state.outline.character;
