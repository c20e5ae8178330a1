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
