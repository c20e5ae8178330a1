let asked = false;

/**
 * Installs the offline app (the service worker the build makes, docs/decisions/128-pwa.md) once a
 * writer is signed in: visitors of the landing page never download the precache. Where there is no
 * service worker (the dev server, an old browser, jsdom) nothing happens.
 */
export function installOfflineApp(): void {
  if (asked || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  asked = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** The offline copy of the writer's answers the service worker keeps (client/vite.config.ts). */
const WRITER_CACHE = 'three-act-writer';

/**
 * Drops the answers kept for opening the app offline: at Logout, when the server has ended the
 * session (a 401) and when a writer signs in (decision 152), so the app never boots offline into
 * an ended session nor shows one writer's stories to the next.
 */
export async function dropCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(WRITER_CACHE).catch(() => false);
}
