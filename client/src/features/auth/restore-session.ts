import { createAsyncThunk } from '@reduxjs/toolkit';
import { noSession } from './auth-slice';
import { hasSessionMarker } from './session-marker';

/**
 * At start-up: asks who the session cookie belongs to, only when the server said there is one
 * (main.tsx has loaded the server-data layer for it then). Resolves true when there is a session.
 */
export const restoreSession = createAsyncThunk('auth/restoreSession', async (_, { dispatch }) => {
  if (hasSessionMarker()) {
    // Loaded on demand: the landing page of a visitor carries no server-data code.
    const { authApi } = await import('./auth-api');
    const result = await dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    if (result.isSuccess) return true;
  }
  dispatch(noSession());
  return false;
});
