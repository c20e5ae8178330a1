/**
 * The offline app's static routes (docs/decisions/194-assets-outside-the-service-worker.md), loaded by
 * the service worker the build makes (client/vite.config.ts, `workbox.importScripts`).
 *
 * Only what needs the worker goes through its fetch handler (Chromium's ServiceWorker static
 * routing API; a browser without it runs the handler for everything, as before):
 * - the app's scripts and styles, hashed and precached at install, are answered straight from the
 *   caches (one a cache does not hold goes to the network);
 * - the API's answers the offline app keeps go to the handler; the rest of the API to the network.
 * Pages (navigations) still go to the handler, which answers the precached shell.
 */
/* global self, URLPattern */
const path = (pathname) => new URLPattern({ pathname });

/** The answers the offline app keeps (client/vite.config.ts, runtimeCaching): only these need its handler. */
const KEPT = ['/api/auth', '/api/outlines/me', '/api/stories', '/api/outlines/characters/:id'];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const routes = [
    { condition: { urlPattern: path('/assets/*') }, source: 'cache' },
    ...KEPT.map((kept) => ({ condition: { urlPattern: path(kept) }, source: 'fetch-event' })),
    // The other reads and every write: the worker has nothing to add to them.
    { condition: { urlPattern: path('/api/*') }, source: 'network' },
  ];
  event.waitUntil(Promise.resolve(event.addRoutes(routes)).catch(() => undefined));
});
