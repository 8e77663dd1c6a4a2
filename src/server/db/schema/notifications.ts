import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Notifications (issue 11): what the header bell and `/notifications` show, and who asked to hear about what. */

export type NotificationType = 'global_notification' | 'stream_on_live_notification';

/** Where a global notification leads (spec 3 §3: `item.titleAndSlug.slug`, `item._type` → `/{type}s/{slug}`). */
export interface NotificationItem {
  type: string;
  slug: string;
}

export const notifications = pgTable(
  'notifications',
  {
    /** Also the realtime stream's event id: a client resumes after the last id it saw (`Last-Event-ID`). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<NotificationType>().notNull(),
    /** Null: for everyone, guests included (an editor's announcement); else for this account only. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    item: jsonb('item').$type<NotificationItem>(),
    /** The media a live or replay notification opens (`/m/{streamId}`). */
    streamId: text('stream_id'),
    /** What caused it (`announcement:{id}:{rev}`, `live:{media}:{start}:{user}`): a cause notifies once. */
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notifications_source_key').on(table.sourceKey),
    index('notifications_user_idx').on(table.userId, table.id),
  ],
);

/** Which notifications an account has read (global ones are shared rows, so read state cannot live on them). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

/** "Notify me" on a scheduled event: the account hears when it goes live (favourites count too). */
export const mediaFollows = pgTable(
  'media_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaid: text('mediaid').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mediaid] }),
    index('media_follows_media_idx').on(table.mediaid),
  ],
);

/**
 * The media status last seen for each followed item, so the watch job notices a change (scheduled → live,
 * live → replay). Shared by every instance: the one whose update wins a transition sends its notifications.
 */
export const mediaWatchStates = pgTable('media_watch_states', {
  mediaid: text('mediaid').primaryKey(),
  status: text('status').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers that asked for a push when an event the account follows starts (Web Push): the push service's address
 * and the browser's keys that encrypt the message. One row per browser; a push service that answers 404 or 410
 * (the browser unsubscribed) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
