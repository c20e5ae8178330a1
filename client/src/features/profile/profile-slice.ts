import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api-error';
import { apiThunkCreator, nullIfNotFound } from '../../lib/api-thunk';
import {
  deleteAvatar,
  deleteWorkById,
  getOwnProfile,
  getProfileByUser,
  getProfiles,
  postProfile,
  putAvatar,
  putWork,
  type ProfilePayload,
} from './profile-api';
import { PAGE_SIZE } from '@three-act/contract/limits';
import type { WorkBody } from '@three-act/contract/profile';
import type { Profile } from '@three-act/contract/profile';

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

const apiThunk = apiThunkCreator<{ profile: ProfileState }>();

/** The own profile, or null when the writer has none yet (the server's 404). */
export const fetchOwnProfile = apiThunk<Profile | null>('profile/fetchOwn', () => nullIfNotFound(getOwnProfile()));

export const saveProfile = apiThunk<{ profile: Profile; created: boolean }, ProfilePayload>(
  'profile/save',
  postProfile,
);

export const addWork = apiThunk<Profile, WorkBody>('profile/addWork', putWork);

export const deleteWork = apiThunk<Profile, string>('profile/deleteWork', deleteWorkById);

/** Loads the next page of the public list (the first one when `reset`). */
export const fetchProfiles = apiThunk<{ profiles: Profile[]; page: number }, { reset?: boolean } | undefined>(
  'profile/fetchList',
  async (options, { getState }) => {
    const page = options?.reset ? 1 : getState().profile.listPage + 1;
    return { profiles: await getProfiles(page), page };
  },
);

export const fetchProfile = apiThunk<Profile | null, string>('profile/fetchOne', (userId) =>
  nullIfNotFound(getProfileByUser(userId)),
);

export const uploadAvatar = apiThunk<string, Blob>(
  'profile/uploadAvatar',
  async (file) => (await putAvatar(file)).avatar,
);

export const removeAvatar = apiThunk<string>('profile/removeAvatar', async () => (await deleteAvatar()).avatar);

// Features do not import each other: the session's end is recognised by its action type.
const SESSION_ENDED = [
  'auth/logout/fulfilled',
  'auth/logout/rejected',
  'auth/deleteAccount/fulfilled',
  'auth/sessionExpired',
];
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
        state.listHasMore = profiles.length === PAGE_SIZE;
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
        isAnyOf(
          saveProfile.rejected,
          addWork.rejected,
          deleteWork.rejected,
          uploadAvatar.rejected,
          removeAvatar.rejected,
        ),
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
