import type { Database } from '../db/database';
import { createCacheSync, type CacheSync } from '../features/cache-sync';
import { createNotificationHub, type NotificationHub } from '../features/notifications/hub';
import { scheduleMediaWatch } from '../features/notifications/media-watch';
import type { NotificationsDeps } from '../features/notifications/service';
import type { Mailer } from '../mail/port';
import type { MediaPlatform } from '../media/port';
import { createWebPushSender, loadVapidKeys } from '../push/web-push/adapter';
import { createMessageBus } from '../realtime';
import type { MessageBus } from '../realtime/port';
import type { Core } from './core';
import { once } from './once';

export interface Realtime {
  /** Messages between server instances: Redis at `REDIS_URL`, LISTEN/NOTIFY at `DATABASE_URL`, or in process. */
  bus: MessageBus;
  /** Cache invalidations shared by every instance over the bus. */
  cacheSync: CacheSync;
  /** This process's notification streams, fed over the bus. */
  notificationHub: NotificationHub;
  /** The notification use-cases' deps (opens the database; starts the hub and the media watch on first use). */
  notifications: () => Promise<NotificationsDeps>;
}

export interface RealtimeNeeds {
  database: () => Promise<Database>;
  media: MediaPlatform;
  mailer: Mailer;
  siteName: () => Promise<string>;
}

export function buildRealtime({ env, logger, cache, clock }: Core, needs: RealtimeNeeds): Realtime {
  const bus = createMessageBus({
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    onError: (error) => logger.warn({ err: error }, 'message bus error'),
  });
  const cacheSync = createCacheSync({ bus, cache, logger });
  const notificationHub = createNotificationHub({ bus, logger, heartbeatMs: env.NOTIFY_HEARTBEAT_S * 1000 });
  const notifications = once(async () => {
    const { db } = await needs.database();
    const push = createWebPushSender({ keys: await loadVapidKeys(db), subject: `mailto:${env.MAIL_FROM}` });
    const deps: NotificationsDeps = { db, hub: notificationHub, logger, push };
    notificationHub.start();
    const email = { mailer: needs.mailer, siteUrl: env.SITE_URL, siteName: needs.siteName };
    scheduleMediaWatch({ ...deps, media: needs.media, clock, email }, logger, env.NOTIFY_WATCH_INTERVAL_S);
    return deps;
  });
  return { bus, cacheSync, notificationHub, notifications };
}
