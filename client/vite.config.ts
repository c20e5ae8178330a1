import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * An installable app that opens without a network (docs/decisions/128-pwa.md): the shell is
 * precached, and the writer's session, stories and current story are kept from the last answer
 * (network first), so the act pages open offline; Logout deletes that cache.
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
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/metrics/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
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
        },
      },
    ],
  },
});

// The Express server serves the built SPA and /api on one origin in production;
// in development Vite proxies /api to it so cookies stay same-origin.
export default defineConfig({
  plugins: [react(), pwa],
  // The contract workspace is read from its TypeScript source (docs/decisions/101-contract-workspace.md).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
  preview: {
    port: 4173,
  },
});
