import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { noSession } from './auth-slice';
import { hasSessionMarker } from './session-marker';

/**
 * At start-up: asks who the session cookie belongs to, only when the server said there is one
 * (app/session-shell.tsx runs it as the app's store starts). Resolves true when there is a session.
 */
export const restoreSession = createAsyncThunk('auth/restoreSession', async (_, { dispatch }) => {
  if (hasSessionMarker()) {
    const result = await dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    if (result.isSuccess) return true;
  }
  dispatch(noSession());
  return false;
});
