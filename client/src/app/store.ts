import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { alertReducer } from './alerts/alert-slice';
import { api } from './api';
import { authReducer } from '../features/auth/auth-slice';

/**
 * The store: the session, the alerts and the server data (RTK Query over the axios client). It lives
 * in the session shell's chunk (app/session-shell.tsx), which the first page that reads it loads: a
 * visitor's landing page carries none of it (docs/decisions/150-landing-before-the-store.md).
 */
const rootReducer = combineSlices({ auth: authReducer, alerts: alertReducer }, api);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
