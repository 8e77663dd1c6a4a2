import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from '../../db/repositories/server-secrets';
import type { PushSender } from '../port';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The site's VAPID keys: made on first use and kept in the database, so every instance signs with the same. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await getOrCreateSecret(db, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** Web Push with the `web-push` package: the message encrypted for the browser (aes128gcm), signed with VAPID. */
export function createWebPushSender(options: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
  /** Another TLS agent (the tests' push service has a self-signed certificate). */
  agent?: Agent;
}): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,
    async send(to, message) {
      try {
        await webpush.sendNotification(
          { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
          JSON.stringify(message),
          // An hour: a start notice delivered later than that is old news.
          {
            vapidDetails,
            TTL: 3_600,
            timeout: options.timeoutMs ?? 10_000,
            contentEncoding: 'aes128gcm',
            ...(options.agent && { agent: options.agent }),
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}
