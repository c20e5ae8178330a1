import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { alertReducer } from '../features/alert/alert-slice';
import { authReducer, sessionExpired } from '../features/auth/auth-slice';
import { profileReducer } from '../features/profile/profile-slice';
import { setUnauthorizedHandler } from '../lib/api-client';

const rootReducer = combineReducers({
  auth: authReducer,
  alerts: alertReducer,
  profile: profileReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
  });
  // A 401 from any call means the session cookie is gone or revoked.
  setUnauthorizedHandler(() => store.dispatch(sessionExpired()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, UnknownAction>;
