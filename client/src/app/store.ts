import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { alertReducer } from './alerts/alert-slice';
import { authReducer } from '../features/auth/auth-slice';
import { sessionEnded } from '../features/auth/session-ended';
import { clearSessionMarker } from '../features/auth/session-marker';
import type { api } from '../lib/api';
import { setUnauthorizedHandler } from '../lib/api-client';

/**
 * The store starts with the session and the alerts; server data (RTK Query) joins it with the first
 * page that needs it, so the landing page never loads it (docs/decisions/107-rtk-query.md).
 */
const rootReducer = combineSlices({ auth: authReducer, alerts: alertReducer }).withLazyLoadedSlices<
  WithSlice<typeof api>
>();
const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

const stores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();
const apiJoined = createAction('app/apiJoined');

/** Called once by lib/api.ts as it loads: its reducer and middleware join every store. */
export function joinApi(serverData: typeof api): void {
  rootReducer.inject(serverData);
  dynamicMiddleware.addMiddleware(serverData.middleware);
  // An action through each store, so its state holds the api's initial state before any page reads it.
  for (const store of stores) store.dispatch(apiJoined());
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  stores.add(store);
  // A 401 from any call means the session cookie is gone or revoked: the session ends here at once,
  // and the cached server data with it (endSession lives with the api it resets).
  setUnauthorizedHandler(() => {
    clearSessionMarker();
    store.dispatch(sessionEnded());
    void import('../features/auth/auth-api').then(({ endSession }) => endSession(store.dispatch));
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, UnknownAction>;
