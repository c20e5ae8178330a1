import { createRequire } from 'node:module';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The worker's session checks under way (its global `sessionChecks`), by their fetch events. */
interface CheckingWorker {
  sessionChecks?: Map<Event, { kept: Promise<void>; done(): void }>;
}

interface CacheStep {
  request: Request;
  response: Response;
}

/**
 * The writer's answers, kept by writer (docs/decisions/152-nothing-private-outlives-the-session.md):
 * each is kept under the id the kept GET /api/auth names; a GET /api/auth naming another writer
 * drops what was kept, and a 401 drops the cache, so the app never boots offline into a session the
 * server has ended nor answers one writer's stories to the next. Workbox copies these functions into
 * sw.js as text: they use nothing from this file.
 */
const keptByWriter = {
  // The session checks under way in the worker, each settled once its answer is kept (or failed):
  // the worker's global, since Workbox copies each function on its own.
  handlerWillStart: async ({ request, event }: { request: Request; event: Event }) => {
    if (new URL(request.url).pathname !== '/api/auth') return;
    const worker = self as unknown as CheckingWorker;
    let done = () => {};
    const kept = new Promise<void>((resolve) => (done = resolve));
    (worker.sessionChecks ??= new Map()).set(event, { kept, done });
  },
  handlerDidComplete: async ({ event }: { event: Event }) => {
    const worker = self as unknown as CheckingWorker;
    worker.sessionChecks?.get(event)?.done();
    worker.sessionChecks?.delete(event);
  },
  cacheKeyWillBeUsed: async ({ request, mode }: { request: Request; mode: string }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth') return request;
    // A page's first reads go out beside its session check (decision 171, 198): an answer to keep
    // waits for the checks under way to be kept, so that it is kept under the writer they name.
    const worker = self as unknown as CheckingWorker;
    if (mode === 'write') await Promise.all([...(worker.sessionChecks?.values() ?? [])].map((check) => check.kept));
    const cache = await caches.open('three-act-writer');
    let auth = await cache.match('/api/auth');
    // A check whose fetch reached the worker after the read's: its answer is waited for (up to 2 s).
    for (let waited = 0; !auth && mode === 'write' && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      auth = await cache.match('/api/auth');
    }
    // Read from the text: Workbox's minifier renames properties that start with "_".
    const writer = auth && /"_id":"([^"]*)"/.exec(await auth.text())?.[1];
    url.searchParams.set('writer', writer || 'none');
    return url.href;
  },
  cacheWillUpdate: async ({ request, response }: CacheStep) => {
    if (new URL(request.url).pathname === '/api/auth' && response.status === 200) {
      const cache = await caches.open('three-act-writer');
      const kept = await cache.match('/api/auth');
      const before = kept && /"_id":"([^"]*)"/.exec(await kept.text())?.[1];
      const now = /"_id":"([^"]*)"/.exec(await response.clone().text())?.[1];
      if (before && before !== now) {
        await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
      }
    }
    return response;
  },
  // The page gets the answer whole (docs/decisions/200-whole-answers-from-the-offline-app.md): an answer
  // the worker streams to the page moves only as fast as the page's busy main thread drains it (a
  // 140 kB outline took 500–800 ms to arrive at 4× CPU); one read to its end first is handed over at once.
  fetchDidSucceed: async ({ response }: CacheStep) => {
    if (response.status === 401) await caches.delete('three-act-writer');
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  },
};

/**
 * An installable app that opens without a network (docs/decisions/128-pwa.md): the shell is
 * precached, and the writer's session, stories and current story are kept from the last answer
 * (network first), so the act pages open offline; Logout, a 401 and another writer's sign-in
 * delete that cache (decision 152).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered by the app once a writer signs in (client/src/lib/offline-app.ts), not on the landing page.
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Three Act',
    short_name: 'Three Act',
    description: 'Plot your story through a guided three-act outline.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f3',
    theme_color: '#8a3b12',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The scripts and styles are answered from the precache without the fetch handler (decision 194).
    importScripts: ['/sw-routes.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/metrics/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // These paths are also the ones public/sw-routes.js sends to the handler (decision 194).
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/(auth|outlines\/me|stories|outlines\/characters\/[^/]+)$/.test(url.pathname),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'three-act-writer',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 50 },
          plugins: [keptByWriter],
        },
      },
    ],
  },
});

/**
 * Hocuspocus's packages also answer the `source` condition (with TypeScript the app's build is not
 * set up for): they are read from their built modules, as any other package (decision 192).
 */
const require = createRequire(import.meta.url);
const builtModule = (name: string) => ({
  find: new RegExp(`^${name}$`),
  replacement: require.resolve(name).replace(/\.cjs$/, '.esm.js'),
});

// The Express server serves the built SPA and /api on one origin in production;
// in development Vite proxies /api to it so cookies stay same-origin.
export default defineConfig({
  plugins: [
    react(),
    pwa,
    // Each script and style compressed once, at its smallest, beside it (x.js.br, x.js.gz): the
    // server sends these as they are (server/src/app.ts) instead of compressing on every request.
    compression({
      include: /\.(js|css)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  // The contract workspace is read from its TypeScript source (docs/decisions/101-contract-workspace.md).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [builtModule('@hocuspocus/provider'), builtModule('@hocuspocus/common')],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The first page's reads in a chunk of their own, which the entry imports first, so that they
        // go out before the interface's words (i18next) are set up too (docs/decisions/198-…).
        codeSplitting: {
          groups: [
            {
              name: 'first-reads',
              test: /src\/(send-first-reads|app\/first-reads|lib\/early-reads|features\/auth\/session-marker)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the live documents' WebSocket, /api/collab (decision 192).
      '/api': { target: 'http://localhost:5000', ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
