import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api-error';
import { apiThunkCreator } from '../../lib/api-thunk';
import * as api from './moderation-api';
import type { ItemType, UsersPage } from './moderation-api';
import type { AdminUser, FlaggedComment, FlaggedPost, LogEntry } from '@three-act/contract/moderation';
import type { Role } from '@three-act/contract/roles';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface ModerationState {
  posts: FlaggedPost[];
  comments: FlaggedComment[];
  log: LogEntry[];
  queueStatus: Status;
  users: AdminUser[];
  usersCursor: string | null;
  usersSearch: string;
  usersStatus: Status;
  errors: ApiError[];
}

export const initialModerationState: ModerationState = {
  posts: [],
  comments: [],
  log: [],
  queueStatus: 'idle',
  users: [],
  usersCursor: null,
  usersSearch: '',
  usersStatus: 'idle',
  errors: [],
};

const apiThunk = apiThunkCreator<{ moderation: ModerationState }>();

interface Queue {
  posts: FlaggedPost[];
  comments: FlaggedComment[];
  log: LogEntry[];
}

interface ItemRef {
  type: ItemType;
  id: string;
}

export const fetchQueue = apiThunk<Queue, void>('moderation/fetchQueue', async () => {
  const [posts, comments, log] = await Promise.all([
    api.getFlaggedPosts(),
    api.getFlaggedComments(),
    api.getModerationLog(),
  ]);
  return { posts, comments, log };
});

/** After an action the log is reloaded, so the moderator sees their own entry. */
export const removeItem = apiThunk<LogEntry[], ItemRef>('moderation/removeItem', async ({ type, id }) => {
  await api.removeFlagged(type, id);
  return api.getModerationLog();
});

export const clearItemReports = apiThunk<LogEntry[], ItemRef>('moderation/clearItemReports', async ({ type, id }) => {
  await api.clearReports(type, id);
  return api.getModerationLog();
});

export const searchUsers = apiThunk<UsersPage, string>('moderation/searchUsers', (search) => api.getUsers(search));
export const fetchMoreUsers = apiThunk<UsersPage, { search: string; cursor: string }>(
  'moderation/fetchMoreUsers',
  ({ search, cursor }) => api.getUsers(search, cursor),
);
export const setUserRole = apiThunk<AdminUser, { id: string; role: Role }>('moderation/setUserRole', ({ id, role }) =>
  api.putRole(id, role),
);

function dropItem(state: ModerationState, { type, id }: ItemRef) {
  if (type === 'post') state.posts = state.posts.filter((post) => post._id !== id);
  else state.comments = state.comments.filter((comment) => comment._id !== id);
}

const moderationSlice = createSlice({
  name: 'moderation',
  initialState: initialModerationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchQueue.pending, (state) => {
        state.queueStatus = 'pending';
      })
      .addCase(fetchQueue.fulfilled, (state, action) => {
        state.queueStatus = 'succeeded';
        state.posts = action.payload.posts;
        state.comments = action.payload.comments;
        state.log = action.payload.log;
      })
      .addCase(fetchQueue.rejected, (state, action) => {
        state.queueStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(removeItem.fulfilled, (state, action) => {
        dropItem(state, action.meta.arg);
        state.log = action.payload;
      })
      .addCase(clearItemReports.fulfilled, (state, action) => {
        dropItem(state, action.meta.arg);
        state.log = action.payload;
      })
      .addCase(searchUsers.pending, (state, action) => {
        state.usersStatus = 'pending';
        state.usersSearch = action.meta.arg;
      })
      .addCase(searchUsers.fulfilled, (state, action) => {
        state.usersStatus = 'succeeded';
        state.users = action.payload.users;
        state.usersCursor = action.payload.nextCursor;
      })
      .addCase(searchUsers.rejected, (state, action) => {
        state.usersStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(fetchMoreUsers.fulfilled, (state, action) => {
        const shown = new Set(state.users.map((user) => user._id));
        state.users.push(...action.payload.users.filter((user) => !shown.has(user._id)));
        state.usersCursor = action.payload.nextCursor;
      })
      .addCase(setUserRole.fulfilled, (state, action) => {
        const user = state.users.find((u) => u._id === action.payload._id);
        if (user) user.role = action.payload.role;
      });
  },
});

export const moderationReducer = moderationSlice.reducer;
export const selectModeration = (state: { moderation: ModerationState }) => state.moderation;
