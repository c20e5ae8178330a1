import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@three-act/contract/users';
import { sessionEnded } from './session-ended';

/**
 * Who is signed in: the one place the signed-in user lives, what every page and guard reads. The
 * calls live in auth-api.ts, which reports here (its getMe keeps no copy); this slice imports none
 * of it (auth-api.ts imports the slice, not the other way).
 */
export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first user load settles, so guards don't redirect too early. */
  loading: boolean;
  user: User | null;
  /** The server ended a session this tab was signed in with (a 401): the login page says so. */
  endedByServer: boolean;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: true,
  user: null,
  endedByServer: false,
};

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
      state.endedByServer = false;
    },
    /** At start-up there turned out to be no session (restore-session.ts). */
    noSession: clearSession,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state, action) => {
      // Only the action that ends a signed-in session says how (a failed GET /api/auth repeats it).
      if (state.isAuthenticated) state.endedByServer = action.payload.byServer;
      clearSession(state);
    });
  },
});

export const { userLoaded, noSession } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
