import { hasSessionMarker } from '../features/auth/session-marker';
import type { PageRead } from './page-reads';
import { loadSessionShell } from './shell';

/**
 * Pages in one trip (docs/decisions/171-pages-in-one-trip.md): a signed-in page's data starts
 * loading with its code, not after it. Two steps:
 *
 * 1. `app/first-reads.ts`, the entry script's first module: the session check and the first page's
 *    reads go out with `fetch` (lib/early-reads.ts) while the browser runs the rest of the app's
 *    code; the one base query takes their answers.
 * 2. `preloadReads`, from the route's `lazy` as the page's code starts loading (a first visit, or
 *    the first navigation to the page): its reads go into the store (RTK Query's `initiate`) as soon
 *    as the session shell is here, so the page's hooks find them answered or under way. Once its
 *    code is here, a page renders at once and its hooks ask with nothing to wait for.
 *
 * A route `loader` would do the second too, but would hold every navigation to the page (and every
 * change of its search) until it settled, a page's first render included.
 *
 * Neither holds a page up nor fails it, and a visitor without a session asks nothing (the guard sends
 * them to /login as before). This file is in the first bundle: the reads come in their own chunk.
 */

type PageReads = typeof import('./page-reads');

/** Which reads of app/page-reads.ts a page makes, for the address it is at. */
export type PickReads = (reads: PageReads, url: URL) => PageRead[];

/**
 * Starts a signed-in page's reads into the store beside its code: the route's `lazy` (app/router.tsx)
 * calls it as it starts loading the page's chunk, so the reads go out as soon as the session shell is
 * here, with the session check, instead of after the chunk and the session's answer.
 */
export async function preloadReads(pick: PickReads): Promise<void> {
  if (!hasSessionMarker()) return;
  try {
    const [shell, reads] = await Promise.all([loadSessionShell(), import('./page-reads')]);
    shell.startReads(pick(reads, new URL(window.location.href)));
  } catch {
    // A chunk that did not load: the page's own error boundary says so when it renders.
  }
}
