import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { alertReducer } from './alerts/alert-slice';
import { authReducer } from '../features/auth/auth-slice';
import type { api } from './api';

/**
 * RTK's lazy-injection pattern (docs/decisions/146-one-way-client.md): the store starts with the
 * session and the alerts; server data (RTK Query, and the axios client under it) is injected by the
 * route layer with the first page that needs it, so the landing page never loads it.
 */
const rootReducer = combineSlices({ auth: authReducer, alerts: alertReducer }).withLazyLoadedSlices<
  WithSlice<typeof api>
>();
const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

const stores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();
const apiInjected = createAction('app/apiInjected');
let injected: typeof api | null = null;

/** The api's reducer and middleware join every store (once; app/server-data.ts calls it). */
export function injectApi(serverData: typeof api): void {
  if (injected === serverData) return;
  injected = serverData;
  rootReducer.inject(serverData);
  dynamicMiddleware.addMiddleware(serverData.middleware);
  // An action through each store, so its state holds the api's initial state before any page reads it.
  for (const store of stores) store.dispatch(apiInjected());
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  stores.add(store);
  return store;
}

type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
