import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@three-act/contract/users';
import { hasSessionMarker } from './session-marker';
import { sessionEnded } from './session-ended';

/**
 * Who is signed in: the one place the signed-in user lives, what every page and guard reads. The
 * calls live in auth-api.ts, which reports here (its getMe keeps no copy); this slice imports none
 * of it, so the landing page does not load the server-data layer.
 */
export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first user load settles, so guards don't redirect too early. */
  loading: boolean;
  user: User | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: true,
  user: null,
};

/**
 * At start-up: asks who the session cookie belongs to, only when the server said there is one
 * (main.tsx has loaded the server-data layer for it then).
 */
export const restoreSession = createAsyncThunk('auth/restoreSession', async (_, { dispatch }) => {
  if (!hasSessionMarker()) return false;
  const { authApi } = await import('./auth-api');
  const result = await dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  return result.isSuccess;
});

function clearSession(state: AuthState): void {
  state.isAuthenticated = false;
  state.loading = false;
  state.user = null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** GET /api/auth (or a sign-in) answered: this is who the session belongs to. */
    userLoaded(state, action: PayloadAction<User>) {
      state.isAuthenticated = true;
      state.loading = false;
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, clearSession).addCase(restoreSession.fulfilled, (state, action) => {
      if (!action.payload) clearSession(state);
    });
  },
});

export const { userLoaded } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
