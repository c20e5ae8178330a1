import { createAsyncThunk, createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import axios from 'axios';
import { toApiErrors, type ApiError } from '../../lib/api-error';
import {
  deleteAvatar,
  deleteWorkById,
  getOwnProfile,
  getProfileByUser,
  getProfiles,
  postProfile,
  putAvatar,
  putWork,
  PROFILES_PAGE_SIZE,
  type Profile,
  type ProfilePayload,
  type WorkPayload,
} from './profile-api';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface ProfileState {
  /** The signed-in writer's profile; null when they have none (or it is not loaded yet, see ownStatus). */
  own: Profile | null;
  ownStatus: Status;
  /** The public profile being viewed on /profile/:id; notFound when the server answered 404. */
  viewed: Profile | null;
  viewedStatus: Status | 'notFound';
  /** The /profiles list, page by page. */
  list: Profile[];
  listPage: number;
  listHasMore: boolean;
  listStatus: Status;
  errors: ApiError[];
}

export const initialProfileState: ProfileState = {
  own: null,
  ownStatus: 'idle',
  viewed: null,
  viewedStatus: 'idle',
  list: [],
  listPage: 0,
  listHasMore: true,
  listStatus: 'idle',
  errors: [],
};

interface ThunkConfig {
  rejectValue: ApiError[];
  state: { profile: ProfileState };
}

const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;

/** The own profile, or null when the writer has none yet (the server's 404). */
export const fetchOwnProfile = createAsyncThunk<Profile | null, void, ThunkConfig>(
  'profile/fetchOwn',
  async (_, { rejectWithValue }) => {
    try {
      return await getOwnProfile();
    } catch (error) {
      if (isNotFound(error)) return null;
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const saveProfile = createAsyncThunk<{ profile: Profile; created: boolean }, ProfilePayload, ThunkConfig>(
  'profile/save',
  async (payload, { rejectWithValue }) => {
    try {
      return await postProfile(payload);
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const addWork = createAsyncThunk<Profile, WorkPayload, ThunkConfig>('profile/addWork', async (payload, { rejectWithValue }) => {
  try {
    return await putWork(payload);
  } catch (error) {
    return rejectWithValue(toApiErrors(error));
  }
});

export const deleteWork = createAsyncThunk<Profile, string, ThunkConfig>('profile/deleteWork', async (id, { rejectWithValue }) => {
  try {
    return await deleteWorkById(id);
  } catch (error) {
    return rejectWithValue(toApiErrors(error));
  }
});

/** Loads the next page of the public list (the first one when `reset`). */
export const fetchProfiles = createAsyncThunk<{ profiles: Profile[]; page: number }, { reset?: boolean } | undefined, ThunkConfig>(
  'profile/fetchList',
  async (options, { getState, rejectWithValue }) => {
    const page = options?.reset ? 1 : getState().profile.listPage + 1;
    try {
      return { profiles: await getProfiles(page), page };
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const fetchProfile = createAsyncThunk<Profile | null, string, ThunkConfig>(
  'profile/fetchOne',
  async (userId, { rejectWithValue }) => {
    try {
      return await getProfileByUser(userId);
    } catch (error) {
      if (isNotFound(error)) return null;
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const uploadAvatar = createAsyncThunk<string, Blob, ThunkConfig>('profile/uploadAvatar', async (file, { rejectWithValue }) => {
  try {
    return (await putAvatar(file)).avatar;
  } catch (error) {
    return rejectWithValue(toApiErrors(error));
  }
});

export const removeAvatar = createAsyncThunk<string, void, ThunkConfig>('profile/removeAvatar', async (_, { rejectWithValue }) => {
  try {
    return (await deleteAvatar()).avatar;
  } catch (error) {
    return rejectWithValue(toApiErrors(error));
  }
});

// Features do not import each other: the session's end is recognised by its action type.
const SESSION_ENDED = ['auth/logout/fulfilled', 'auth/logout/rejected', 'auth/deleteAccount/fulfilled', 'auth/sessionExpired'];
const sessionEnded = (action: UnknownAction) => SESSION_ENDED.includes(action.type);

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOwnProfile.pending, (state) => {
        state.ownStatus = 'pending';
      })
      .addCase(fetchOwnProfile.fulfilled, (state, action) => {
        state.own = action.payload;
        state.ownStatus = 'succeeded';
      })
      .addCase(fetchOwnProfile.rejected, (state, action) => {
        state.ownStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(saveProfile.fulfilled, (state, action) => {
        state.own = action.payload.profile;
        state.ownStatus = 'succeeded';
      })
      .addCase(fetchProfiles.pending, (state) => {
        state.listStatus = 'pending';
      })
      .addCase(fetchProfiles.fulfilled, (state, action) => {
        const { profiles, page } = action.payload;
        // A profile created between two pages shifts the offsets; never show one twice.
        const known = new Set(page === 1 ? [] : state.list.map((profile) => profile._id));
        state.list = [...(page === 1 ? [] : state.list), ...profiles.filter((profile) => !known.has(profile._id))];
        state.listPage = page;
        state.listHasMore = profiles.length === PROFILES_PAGE_SIZE;
        state.listStatus = 'succeeded';
      })
      .addCase(fetchProfiles.rejected, (state, action) => {
        state.listStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(fetchProfile.pending, (state, action) => {
        if (state.viewed?.user._id !== action.meta.arg) state.viewed = null;
        state.viewedStatus = 'pending';
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        state.viewed = action.payload;
        state.viewedStatus = action.payload ? 'succeeded' : 'notFound';
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        state.viewedStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addMatcher(isAnyOf(uploadAvatar.fulfilled, removeAvatar.fulfilled), (state, action) => {
        if (state.own) state.own.user.avatar = action.payload;
        if (state.viewed && state.viewed.user._id === state.own?.user._id) state.viewed.user.avatar = action.payload;
      })
      .addMatcher(isAnyOf(addWork.fulfilled, deleteWork.fulfilled), (state, action) => {
        state.own = action.payload;
        state.ownStatus = 'succeeded';
      })
      .addMatcher(
        isAnyOf(saveProfile.rejected, addWork.rejected, deleteWork.rejected, uploadAvatar.rejected, removeAvatar.rejected),
        (state, action) => {
          state.errors = action.payload ?? [];
        },
      )
      .addMatcher(sessionEnded, () => initialProfileState);
  },
});

export const profileReducer = profileSlice.reducer;

export const selectOwnProfile = (state: { profile: ProfileState }) => state.profile.own;
export const selectOwnProfileStatus = (state: { profile: ProfileState }) => state.profile.ownStatus;
export const selectViewedProfile = (state: { profile: ProfileState }) => state.profile.viewed;
export const selectViewedProfileStatus = (state: { profile: ProfileState }) => state.profile.viewedStatus;
export const selectProfileList = (state: { profile: ProfileState }) => state.profile;
