import { setupListeners } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { useAppSelector } from './hooks';
import type { PageRead } from './page-reads';
import { makeStore, type AppStore } from './store';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { restoreSession } from '../features/auth/restore-session';

/**
 * What the app needs once a page reads the session or the server (app/shell.ts loads it): the
 * store (with RTK Query and the axios client), and the layout and guards that read it.
 */
let store: AppStore | null = null;

/** Makes the app's store and asks who the session cookie belongs to; tests hand their own store. */
export function startSession(existing?: AppStore): void {
  if (existing) {
    store = existing;
    return;
  }
  store = makeStore();
  // Queries that ask to (the board's) read again when the tab comes back into view or online.
  setupListeners(store.dispatch);
  void store.dispatch(restoreSession());
}

/**
 * Starts a page's reads into the store (app/preload.ts). Each subscription is let go once its read has
 * answered: the answer then stays cached for the page's own hooks (RTK Query keeps an unused answer
 * a while), and nothing is kept alive by a loader after its page is gone.
 * @public (read through app/shell.ts's dynamic import, which knip does not follow)
 */
export function startReads(reads: readonly PageRead[]): void {
  const started = store;
  if (!started) return;
  for (const read of reads) {
    const subscription = read(started.dispatch);
    subscription.then(
      () => subscription.unsubscribe(),
      () => subscription.unsubscribe(),
    );
  }
}

/** The layout of every page once the shell is here: the store's Provider around it.
 * @public (read through app/shell.ts's dynamic import, which knip does not follow) */
export function SessionLayout() {
  if (!store) throw new Error('startSession() must run before the session layout renders');
  return (
    <Provider store={store}>
      <AppLayout />
    </Provider>
  );
}

/** A page only for the signed out (the landing page): a signed-in writer goes to `to`. @public */
export function SignedOutOnly({ to, children }: { to: string; children: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return isAuthenticated ? <Navigate to={to} replace /> : children;
}
