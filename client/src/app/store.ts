import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { alertReducer } from '../features/alert/alert-slice';
import { authReducer, deleteAccount, logout, sessionExpired } from '../features/auth/auth-slice';
import { clearSessionMarker } from '../features/auth/session-marker';
import { moderationReducer } from '../features/moderation/moderation-slice';
import { outlineReducer } from '../features/outline/outline-slice';
import { postsReducer } from '../features/posts/posts-slice';
import { profileReducer } from '../features/profile/profile-slice';
import { setUnauthorizedHandler } from '../lib/api-client';

const appReducer = combineReducers({
  auth: authReducer,
  alerts: alertReducer,
  outline: outlineReducer,
  posts: postsReducer,
  moderation: moderationReducer,
  profile: profileReducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** When the session ends, the writer's data leaves the store so the next user never sees it. */
const sessionEnded = (action: UnknownAction) =>
  sessionExpired.match(action) ||
  logout.fulfilled.match(action) ||
  logout.rejected.match(action) ||
  deleteAccount.fulfilled.match(action);

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && sessionEnded(action)) {
    return appReducer({ auth: state.auth, alerts: state.alerts } as RootState, action);
  }
  return appReducer(state, action);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
  });
  // A 401 from any call means the session cookie is gone or revoked.
  setUnauthorizedHandler(() => {
    clearSessionMarker();
    store.dispatch(sessionExpired());
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, UnknownAction>;
