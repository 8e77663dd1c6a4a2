import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  favorites,
  users,
  mediaFollows,
  mediaWatchStates,
  notificationReads,
  notifications,
  type NotificationItem,
  type NotificationType,
} from '../schema';

/** One notification as stored, with whether the viewer read it. */
export interface NotificationRow {
  id: number;
  type: NotificationType;
  userId: string | null;
  title: string;
  description: string;
  item: NotificationItem | null;
  streamId: string | null;
  createdAt: Date;
  read: boolean;
}

export interface NewNotification {
  type: NotificationType;
  userId: string | null;
  title: string;
  description: string;
  item?: NotificationItem | null;
  streamId?: string | null;
  sourceKey: string;
}

/** What a viewer may see: everything public, and for an account its own. */
const visibleTo = (userId: string | null) =>
  userId ? or(isNull(notifications.userId), eq(notifications.userId, userId)) : isNull(notifications.userId);

function selection(userId: string | null) {
  return {
    id: notifications.id,
    type: notifications.type,
    userId: notifications.userId,
    title: notifications.title,
    description: notifications.description,
    item: notifications.item,
    streamId: notifications.streamId,
    createdAt: notifications.createdAt,
    read: userId
      ? sql<boolean>`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`
      : sql<boolean>`false`,
  };
}

export async function listNotifications(db: Db, userId: string | null, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    db
      .select(selection(userId))
      .from(notifications)
      .where(visibleTo(userId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notifications).where(visibleTo(userId)),
  ]);
  return { items: items as NotificationRow[], total: Number(total?.value ?? 0) };
}

/** The viewer's notifications after `afterId`, oldest first (a reconnecting stream catches up with these). */
export async function notificationsAfter(db: Db, userId: string | null, afterId: number, limit: number) {
  const rows = await db
    .select(selection(userId))
    .from(notifications)
    .where(and(visibleTo(userId), gt(notifications.id, afterId)))
    .orderBy(notifications.id)
    .limit(limit);
  return rows as NotificationRow[];
}

export async function latestVisibleId(db: Db, userId: string | null): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${notifications.id})` })
    .from(notifications)
    .where(visibleTo(userId));
  return Number(row?.id ?? 0);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        visibleTo(userId),
        sql`not exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`,
      ),
    );
  return Number(row?.value ?? 0);
}

export async function findVisibleNotification(db: Db, userId: string, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .select(selection(userId))
    .from(notifications)
    .where(and(visibleTo(userId), eq(notifications.id, id)))
    .limit(1);
  return (row as NotificationRow | undefined) ?? null;
}

export async function insertRead(db: Db, userId: string, notificationId: number): Promise<void> {
  await db.insert(notificationReads).values({ userId, notificationId }).onConflictDoNothing();
}

/** Stores the notifications whose cause is new; answers only those (a cause seen before notifies nobody again). */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.sourceKey })
    .returning();
  return inserted.map((row) => ({ ...row, read: false }));
}

// ── "Notify me" and the followed media ─────────────────────────────────────────────────────────────────────

export async function listFollows(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ mediaid: mediaFollows.mediaid })
    .from(mediaFollows)
    .where(eq(mediaFollows.userId, userId))
    .orderBy(desc(mediaFollows.createdAt));
  return rows.map((row) => row.mediaid);
}

export async function insertFollow(db: Db, userId: string, mediaid: string): Promise<void> {
  await db.insert(mediaFollows).values({ userId, mediaid }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, userId: string, mediaid: string): Promise<boolean> {
  const rows = await db
    .delete(mediaFollows)
    .where(and(eq(mediaFollows.userId, userId), eq(mediaFollows.mediaid, mediaid)))
    .returning({ mediaid: mediaFollows.mediaid });
  return rows.length > 0;
}

/** Every media somebody follows or has as a favourite, with the status last seen (null: not seen yet). */
export async function followedMedia(db: Db): Promise<Array<{ mediaid: string; status: string | null }>> {
  const followed = db
    .select({ mediaid: mediaFollows.mediaid })
    .from(mediaFollows)
    .union(db.select({ mediaid: favorites.mediaid }).from(favorites))
    .as('followed');
  const rows = await db
    .select({ mediaid: followed.mediaid, status: mediaWatchStates.status })
    .from(followed)
    .leftJoin(mediaWatchStates, eq(mediaWatchStates.mediaid, followed.mediaid));
  return rows;
}

/** The accounts that follow or favourited `mediaid`. */
export async function followersOf(db: Db, mediaid: string): Promise<string[]> {
  const rows = await db
    .select({ userId: mediaFollows.userId })
    .from(mediaFollows)
    .where(eq(mediaFollows.mediaid, mediaid))
    .union(db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.mediaid, mediaid)));
  return rows.map((row) => row.userId);
}

/**
 * Records `status` for `mediaid`; answers whether this call changed it from `previous` (null: first sighting).
 * Only the instance whose update wins a change notifies, so several instances running the job notify once.
 */
export async function recordStatus(db: Db, mediaid: string, previous: string | null, status: string, now: Date) {
  if (previous === null) {
    await db.insert(mediaWatchStates).values({ mediaid, status, checkedAt: now }).onConflictDoNothing();
    return false;
  }
  const rows = await db
    .update(mediaWatchStates)
    .set({ status, checkedAt: now })
    .where(and(eq(mediaWatchStates.mediaid, mediaid), eq(mediaWatchStates.status, previous)))
    .returning({ mediaid: mediaWatchStates.mediaid });
  return rows.length > 0;
}

export async function forgetStatuses(db: Db, mediaids: string[]): Promise<void> {
  if (mediaids.length > 0) await db.delete(mediaWatchStates).where(inArray(mediaWatchStates.mediaid, mediaids));
}

/** The addresses of the accounts among `userIds` that want email notifications (the profile's toggle). */
export async function emailRecipients(db: Db, userIds: string[]): Promise<Array<{ userId: string; email: string }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.sendEmailNotification, true)));
}
