import { hasSessionMarker } from '../features/auth/session-marker';
import { sendEarlyReads } from '../lib/early-reads';
import type { PageRead } from './page-reads';
import { loadSessionShell } from './shell';

/**
 * Pages in one trip (docs/decisions/171-pages-in-one-trip.md): a signed-in page's data starts
 * loading with its code, not after it. Two steps, both from here:
 *
 * 1. `sendFirstReads`, from main.tsx as the entry script runs: the session check and the first
 *    page's reads go out with `fetch` (lib/early-reads.ts) while the browser loads and runs the rest
 *    of the app's code; the one base query takes their answers.
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

// The contract's ABSENT_AS_NULL, written out: its module brings zod, which the first bundle goes without.
const OUTLINE = '/api/outlines/me?absent=null';
const PROFILE = '/api/profile/me?absent=null';

/** A story's board, `/stories/<id>/board`. */
const BOARD = /^\/stories\/([^/]+)\/board$/;

/** The story of the board at `url` (as the page's `useParams` reads it), or '' elsewhere. */
export function boardStoryOf(url: URL): string {
  const id = BOARD.exec(url.pathname)?.[1];
  if (!id) return '';
  try {
    return decodeURIComponent(id);
  } catch {
    return '';
  }
}

/**
 * The GETs each page's reads send, written as the axios client writes them (app/page-reads.ts has the
 * same reads as RTK Query endpoints). A URL that differs only costs a second request.
 */
const FIRST_READS: [RegExp, (url: URL) => string[]][] = [
  [/^\/dashboard$/, () => ['/api/stories', OUTLINE, PROFILE]],
  [/^\/act-[1-7]$/, () => [OUTLINE]],
  // Brainstorm's default list; a sorted or searched one starts with the page's code (preloadReads).
  [/^\/posts$/, (url) => (url.search ? [] : ['/api/posts?sort=top'])],
  // A story's board (issue 33: its first cards within a second at 600 scenes).
  [BOARD, (url) => [`/api/stories/${encodeURIComponent(boardStoryOf(url))}/board`]],
];

/** Sends the session check and the reads of the page at `url`, when there is a session. */
export function sendFirstReads(url: URL): void {
  if (!hasSessionMarker()) return;
  const reads = FIRST_READS.find(([path]) => path.test(url.pathname))?.[1](url) ?? [];
  const checked = sendEarlyReads(['/api/auth']);
  // The offline app keeps each answer under the writer its kept session check names (decision 152,
  // client/vite.config.ts): while it is in charge, the reads follow the check's answer, so that they
  // are kept under this writer and not under none. Still long before the rest of the code has run.
  void sendEarlyReads(reads, navigator.serviceWorker?.controller ? checked : undefined);
}

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
