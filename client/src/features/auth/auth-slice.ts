import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toApiErrors, type ApiError } from '../../lib/api-error';
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
  type User,
} from './auth-api';
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

export const loadUser = createAsyncThunk<User, void, ThunkConfig>(
  'auth/loadUser',
  async (_, { rejectWithValue }) => {
    try {
      return await getCurrentUser();
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

/** At start-up: asks who the session cookie belongs to, only when the server said there is one. */
export const restoreSession = createAsyncThunk<boolean, void, ThunkConfig>(
  'auth/restoreSession',
  async (_, { dispatch }) => {
    if (!hasSessionMarker()) return false;
    const result = await dispatch(loadUser());
    return loadUser.fulfilled.match(result);
  },
);

export const register = createAsyncThunk<User, RegisterPayload, ThunkConfig>(
  'auth/register',
  async (payload, { dispatch, rejectWithValue }) => {
    try {
      await registerUser(payload);
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
    // The cookie is set now; load the user it belongs to.
    const result = await dispatch(loadUser());
    if (loadUser.rejected.match(result)) return rejectWithValue(result.payload ?? []);
    return result.payload;
  },
);

export const login = createAsyncThunk<User, Credentials, ThunkConfig>(
  'auth/login',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      await loginUser(credentials);
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
    // The cookie is set now; load the user it belongs to.
    const result = await dispatch(loadUser());
    if (loadUser.rejected.match(result)) return rejectWithValue(result.payload ?? []);
    return result.payload;
  },
);

export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'auth/logout',
  async (_, { rejectWithValue }) => {
    try {
      await logoutUser();
    } catch (error) {
      // The local session ends either way (see the reducer); report why the server call failed.
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const verifyEmail = createAsyncThunk<string, string, ThunkConfig>(
  'auth/verifyEmail',
  async (token, { dispatch, getState, rejectWithValue }) => {
    try {
      const { msg } = await verifyEmailToken(token);
      if (getState().auth.isAuthenticated) {
        await dispatch(loadUser());
      }
      return msg;
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const resendVerification = createAsyncThunk<string, void, ThunkConfig>(
  'auth/resendVerification',
  async (_, { rejectWithValue }) => {
    try {
      const { msg } = await resendVerificationEmail();
      return msg;
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

export const deleteAccount = createAsyncThunk<string, void, ThunkConfig>(
  'auth/deleteAccount',
  async (_, { rejectWithValue }) => {
    try {
      const { msg } = await deleteOwnAccount();
      return msg;
    } catch (error) {
      return rejectWithValue(toApiErrors(error));
    }
  },
);

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
