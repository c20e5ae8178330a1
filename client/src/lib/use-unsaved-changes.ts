import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Warns before unsaved changes are lost.
 *
 * - Closing the tab, reloading or typing another address: the browser's own `beforeunload` prompt.
 * - In-app links (navbar, side navigation, BACK): the app renders a <BrowserRouter>, not a data
 *   router, so react-router's `useBlocker` is unavailable. Instead a capture-phase click listener
 *   on the document asks `window.confirm` before any same-origin link click reaches React; when the
 *   writer cancels, the click is stopped and react-router never navigates.
 * - Not covered: the browser's back/forward buttons inside the app (history pops cannot be
 *   cancelled without a data router) and buttons that navigate from code, such as Logout.
 */
export function useUnsavedChanges(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  useEffect(() => {
    if (!dirty) return undefined;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab or window
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // leaving the app: beforeunload asks
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
