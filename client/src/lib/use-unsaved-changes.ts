import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * The state a navigation from code carries when it must not be asked about: the first SAVE moving
 * on to the dashboard, Logout moving to the landing page (it has asked already).
 */
export const LEAVE_UNASKED = { leaveUnasked: true } as const;

const leavesUnasked = (location: Location) =>
  (location.state as Partial<typeof LEAVE_UNASKED> | null)?.leaveUnasked === true;

const ALWAYS = () => true;

/**
 * Asks before unsaved changes are lost (docs/decisions/146-one-way-client.md).
 *
 * - In-app links, the navbar, the side navigation, BACK and the browser's back/forward buttons:
 *   the data router's `useBlocker` holds the navigation while `window.confirm` asks; cancelling
 *   stays on the page (for back/forward the address bar is put back too).
 * - Closing the tab, reloading or typing another address: the browser's own `beforeunload` prompt.
 * - Not asked: redirects (a `replace`, e.g. the session ended and the guard sends the writer to log
 *   in: the drafts wait for the next sign-in) and navigations carrying `LEAVE_UNASKED`.
 * - `atRisk`, read as a navigation starts or the tab closes: whether leaving would really lose
 *   something. An act form's text kept on the device is not lost (it comes back when the act opens
 *   again), so it asks only while some of it is neither on the server nor on the device
 *   (docs/decisions/176-the-first-story-and-self-saving-fields.md).
 */
export function useUnsavedChanges(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE, atRisk = ALWAYS): void {
  // Read when a navigation starts, so a change that lands just before it counts.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const atRiskNow = useRef(atRisk);
  useEffect(() => {
    atRiskNow.current = atRisk;
  }, [atRisk]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyNow.current &&
      atRiskNow.current() &&
      historyAction !== 'REPLACE' &&
      !leavesUnasked(nextLocation) &&
      (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!atRiskNow.current()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
