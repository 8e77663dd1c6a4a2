import type { Logger } from 'pino';
import type { NotificationPage, NotificationTypeName, NotificationView } from '../../../lib/api/notifications-contract';
import type { Db } from '../../db/database';
import {
  countUnread,
  deleteFollow,
  findVisibleNotification,
  insertFollow,
  insertNotifications,
  insertRead,
  latestVisibleId,
  listFollows,
  listNotifications,
  notificationsAfter,
  type NewNotification,
} from '../../db/repositories/notifications';
import { AppError } from '../../shared/app-error';
import type { NotificationHub } from './hub';
import type { PushSender } from '../../push/port';
import { toView } from './views';

/** What the notification use-cases need; built once by the composition root (tests build their own). */
export interface NotificationsDeps {
  db: Db;
  hub: NotificationHub;
  logger: Logger;
  /** Browser push for accounts' notifications (Web Push); absent: the bell and emails only. */
  push?: PushSender;
}

/** A guest sees the public notifications (read state is theirs to keep); an account also its own. */
export async function listForViewer(
  deps: NotificationsDeps,
  userId: string | null,
  page: number,
  limit: number,
): Promise<NotificationPage> {
  const { items, total } = await listNotifications(deps.db, userId, (page - 1) * limit, limit);
  return { items: items.map(toView), total };
}

export function unreadCount(deps: NotificationsDeps, userId: string): Promise<number> {
  return countUnread(deps.db, userId);
}

/**
 * Marks one of the account's notifications read. Another account's notification, an unknown id or a type that
 * does not match all answer the same 404: the answer tells nothing about notifications that are not the caller's.
 */
export async function markRead(
  deps: NotificationsDeps,
  userId: string,
  id: number,
  type: NotificationTypeName,
): Promise<NotificationView> {
  const found = await findVisibleNotification(deps.db, userId, id);
  if (!found || found.type !== type) {
    throw new AppError(404, 'notification_not_found', `Notification with id ${id} not found`);
  }
  await insertRead(deps.db, userId, id);
  return toView({ ...found, read: true });
}

export async function catchUp(deps: NotificationsDeps, userId: string | null, afterId: number) {
  return (await notificationsAfter(deps.db, userId, afterId, 200)).map(toView);
}

export function latestId(deps: NotificationsDeps, userId: string | null): Promise<number> {
  return latestVisibleId(deps.db, userId);
}

export interface Published {
  userId: string | null;
  view: NotificationView;
}

/**
 * Stores new notifications (a cause already notified is skipped) and sends them to every instance's streams;
 * answers only those that were new.
 */
export async function publishNotifications(deps: NotificationsDeps, rows: NewNotification[]): Promise<Published[]> {
  const inserted = await insertNotifications(deps.db, rows);
  const items = inserted.map((row) => ({ userId: row.userId, view: toView(row) }));
  await deps.hub.announce(items);
  return items;
}

export async function follows(deps: NotificationsDeps, userId: string) {
  return (await listFollows(deps.db, userId)).map((mediaid) => ({ mediaid }));
}

export async function follow(deps: NotificationsDeps, userId: string, mediaid: string) {
  await insertFollow(deps.db, userId, mediaid);
  return { mediaid };
}

export async function unfollow(deps: NotificationsDeps, userId: string, mediaid: string) {
  if (!(await deleteFollow(deps.db, userId, mediaid))) {
    throw new AppError(404, 'follow_not_found', `You are not following ${mediaid}`);
  }
}
