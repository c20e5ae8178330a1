import { useSyncExternalStore } from 'react';

/**
 * The signed-in shell (the store, RTK Query and axios, the layout that reads them) in its own
 * chunk, loaded with the first page that needs it: a visitor's landing page renders the visitor
 * layout without it (docs/decisions/150-landing-before-the-store.md). This file stays light: it is
 * on the landing page.
 */
type SessionShell = typeof import('./session-shell');

let loaded: SessionShell | null = null;
let loading: Promise<SessionShell> | null = null;
const listeners = new Set<() => void>();

function shellLoaded(shell: SessionShell): SessionShell {
  loaded = shell;
  for (const listener of listeners) listener();
  return shell;
}

/** Loads the shell once and starts the app's store (asking who the session belongs to). */
export function loadSessionShell(): Promise<SessionShell> {
  loading ??= import('./session-shell').then((shell) => {
    shell.startSession();
    return shellLoaded(shell);
  });
  return loading;
}

/** Tests: the shell in place with the test's own store already started (test/render-app.tsx). */
export function setLoadedShell(shell: SessionShell): void {
  loading = Promise.resolve(shell);
  shellLoaded(shell);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** The shell once loaded, `null` before: the components that differ re-render when it arrives. */
export function useSessionShell(): SessionShell | null {
  return useSyncExternalStore(subscribe, current, current);
}
