/** The site's one service worker (spec 2 §1): offline page, region handling and push notifications. */
export const SERVICE_WORKER_URL = '/region-sw-4.js';

/** Registers it (or finds it registered) for the whole site; null in browsers without service workers. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** Posts a message to the active worker once there is one. */
export async function postToServiceWorker(message: unknown): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}
