/**
 * The first page's reads (step 1 of app/preload.ts), sent by src/send-first-reads.ts as the entry
 * script starts. Light on purpose: what it imports runs before the reads go out.
 */
import { hasSessionMarker } from '../features/auth/session-marker';
import { sendEarlyReads } from '../lib/early-reads';

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
  // Together, also when the offline app is in charge: it keeps each answer under the writer the
  // session check names, once the check under way is kept (decision 198, client/vite.config.ts).
  void sendEarlyReads(['/api/auth', ...reads]);
}
