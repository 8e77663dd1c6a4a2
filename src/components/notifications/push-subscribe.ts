import type { ApiClient } from '../../lib/api/client';
import { registerServiceWorker } from '../../lib/service-worker';

function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * After a "Notify me": this browser may also get a push when the event starts, with the tab closed (Web Push).
 * The browser asks the viewer once; a refusal, or a browser without push, leaves the bell and emails as they are.
 */
export async function offerPush(api: ApiClient): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  if (Notification.permission === 'denied') return;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return;
  const { publicKey } = await api.get<{ publicKey: string }>('/notification/push/key');
  const registration = await registerServiceWorker();
  if (!registration) return;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOfBase64Url(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await api.post('/notification/push/subscriptions', { endpoint, keys });
}
