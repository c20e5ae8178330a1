/**
 * A page's first reads, sent with `fetch` as soon as the entry script runs (app/preload.ts), before
 * the store, RTK Query and the axios client have loaded: the server works on them while the browser
 * loads and runs the rest of the app's code (docs/decisions/171-pages-in-one-trip.md). The app's one
 * base query (app/api.ts) takes an answer from here instead of asking again, only a successful JSON
 * answer, and only once: anything else (a 401, a 404, a failed network, an answer left untaken for
 * `KEPT_MS`) is asked again through the one axios client, which handles it as ever.
 */

/** What the base query reads from an answer. */
export interface EarlyAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/** An answer untaken for this long is stale: the page asks again. */
const KEPT_MS = 10_000;

/** The answer headers the base query reads (app/api.ts). */
const HEADERS = ['link', 'content-disposition', 'x-posts-found'];

const sent = new Map<string, { at: number; answer: Promise<EarlyAnswer | null> }>();

async function answerOf(response: Response): Promise<EarlyAnswer | null> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return null;
  const headers: Record<string, string> = {};
  for (const name of HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, data: await response.json(), headers };
}

const get = (url: string) =>
  fetch(new URL(url, window.location.href), {
    credentials: 'same-origin',
    // The same headers as the axios client's GETs (lib/api-client.ts).
    headers: { Accept: 'application/json, text/plain, */*', 'X-Requested-With': 'XMLHttpRequest' },
  }).then(answerOf, () => null);

/**
 * Sends each GET (a path under /api with its query, as the axios client writes it) unless it is
 * already out; resolves once all of them have answered (or failed).
 */
export async function sendEarlyReads(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    if (!sent.has(url)) sent.set(url, { at: Date.now(), answer: get(url) });
  }
  await Promise.all(urls.map((url) => sent.get(url)?.answer));
}

/** The early answer to this GET, once; undefined when none was sent (or it is stale). */
export function takeEarlyAnswer(url: string): Promise<EarlyAnswer | null> | undefined {
  const early = sent.get(url);
  if (!early) return undefined;
  sent.delete(url);
  return Date.now() - early.at < KEPT_MS ? early.answer : undefined;
}
