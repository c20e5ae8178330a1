import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toApiErrors, type ApiError } from '../../lib/api-error';
import { apiThunkCreator } from '../../lib/api-thunk';
import {
  deleteOwnAccount,
  getCurrentUser,
  loginUser,
  logoutUser,
  registerUser,
  resendVerificationEmail,
  verifyEmailToken,
  type Credentials,
  type RegisterPayload,
} from './auth-api';
import type { User } from '@three-act/contract/users';
import { hasSessionMarker } from './session-marker';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first user load settles, so guards don't redirect too early. */
  loading: boolean;
  user: User | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  errors: ApiError[];
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: true,
  user: null,
  status: 'idle',
  errors: [],
};

interface ThunkConfig {
  rejectValue: ApiError[];
  state: { auth: AuthState };
}

const apiThunk = apiThunkCreator<{ auth: AuthState }>();

export const loadUser = apiThunk<User>('auth/loadUser', getCurrentUser);

/** At start-up: asks who the session cookie belongs to, only when the server said there is one. */
export const restoreSession = createAsyncThunk<boolean, void, ThunkConfig>(
  'auth/restoreSession',
  async (_, { dispatch }) => {
    if (!hasSessionMarker()) return false;
    const result = await dispatch(loadUser());
    return loadUser.fulfilled.match(result);
  },
);

/** Sign-up and sign-in: the call sets the session cookie, then the user it belongs to is loaded. */
const signInThunk = <Arg>(type: string, call: (arg: Arg) => Promise<unknown>) =>
  createAsyncThunk<User, Arg, ThunkConfig>(type, async (arg, { dispatch, rejectWithValue }) => {
    try {
      await call(arg);
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
    const result = await dispatch(loadUser());
    if (loadUser.rejected.match(result)) return rejectWithValue(result.payload ?? []);
    return result.payload;
  });

export const register = signInThunk<RegisterPayload>('auth/register', registerUser);

export const login = signInThunk<Credentials>('auth/login', loginUser);

/** The local session ends either way (see the reducer); a rejection reports why the server call failed. */
export const logout = apiThunk<void>('auth/logout', async () => {
  await logoutUser();
});

export const verifyEmail = apiThunk<string, string>('auth/verifyEmail', async (token, { dispatch, getState }) => {
  const { msg } = await verifyEmailToken(token);
  if (getState().auth.isAuthenticated) await dispatch(loadUser());
  return msg;
});

export const resendVerification = apiThunk<string>(
  'auth/resendVerification',
  async () => (await resendVerificationEmail()).msg,
);

export const deleteAccount = apiThunk<string>('auth/deleteAccount', async () => (await deleteOwnAccount()).msg);

function clearSession(state: AuthState): void {
  state.isAuthenticated = false;
  state.loading = false;
  state.user = null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Dispatched when any API call answers 401: the session is gone. */
    sessionExpired(state) {
      clearSession(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadUser.fulfilled, (state, action) => {
        state.isAuthenticated = true;
        state.loading = false;
        state.user = action.payload;
      })
      .addCase(loadUser.rejected, (state) => {
        clearSession(state);
      })
      .addCase(restoreSession.fulfilled, (state, action) => {
        if (!action.payload) clearSession(state);
      })
      .addCase(register.pending, (state) => {
        state.status = 'pending';
        state.errors = [];
      })
      .addCase(register.fulfilled, (state) => {
        state.status = 'succeeded';
      })
      .addCase(register.rejected, (state, action) => {
        clearSession(state);
        state.status = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(login.pending, (state) => {
        state.status = 'pending';
        state.errors = [];
      })
      .addCase(login.fulfilled, (state) => {
        state.status = 'succeeded';
      })
      .addCase(login.rejected, (state, action) => {
        clearSession(state);
        state.status = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(logout.fulfilled, (state) => {
        clearSession(state);
        state.status = 'idle';
      })
      .addCase(logout.rejected, (state) => {
        clearSession(state);
        state.status = 'idle';
      })
      .addCase(deleteAccount.fulfilled, (state) => {
        clearSession(state);
        state.status = 'idle';
      })
      .addCase(deleteAccount.rejected, (state, action) => {
        state.errors = action.payload ?? [];
      });
  },
});

export const { sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
