import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { pushSubscriptions } from '../schema';
import type { PushSubscriptionKeys } from '../../push/port';

/** Keeps a browser's subscription for the account; a browser that signs in to another account moves with it. */
export async function saveSubscription(db: Db, userId: string, subscription: PushSubscriptionKeys): Promise<void> {
  const values = { userId, p256dh: subscription.p256dh, auth: subscription.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Drops the account's subscription at `endpoint`; another account's is left alone. True when one was dropped. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const dropped = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return dropped.length > 0;
}

export async function dropEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}
