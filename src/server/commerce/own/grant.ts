import { accessUntil } from '../../../domain/commerce/access-period';
import type { Offer } from '../../../domain/commerce/catalog';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { couponRedemptions, entitlements, orders } from '../../db/schema';
import type { EntitlementRow, OrderRow } from './views';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a successful payment does, inside the payment's transaction: the order is paid, its coupon counted, and
 * the customer's access to the offer starts or is extended (`accessUntil`, unless a plan switch says `until`).
 */
export async function grantAccess(
  tx: Tx,
  order: OrderRow,
  offer: Offer,
  current: EntitlementRow | undefined,
  now: Date,
  until?: Date,
): Promise<void> {
  await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
  if (order.couponCode) await tx.insert(couponRedemptions).values({ code: order.couponCode, orderId: order.id });
  const expiresAt = until ?? accessUntil(offer, now, current?.expiresAt ?? null, !current);
  await tx
    .insert(entitlements)
    .values({
      userId: order.userId,
      offerId: offer.offerId,
      kind: offer.type,
      status: 'active',
      expiresAt,
      orderId: order.id,
    })
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.offerId],
      set: { status: 'active', expiresAt, orderId: order.id, pendingOfferId: null, updatedAt: now },
    });
}

/** A customer's access row for one offer, if any. */
export async function entitlementOf(tx: Db | Tx, userId: string, offerId: string): Promise<EntitlementRow | undefined> {
  const [row] = await tx
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.offerId, offerId)));
  return row;
}

/** A plan left for another one (an upgrade now, a downgrade at its period's end): it ends, with no switch pending. */
export async function endPlan(tx: Tx, userId: string, offerId: string, now: Date, endsAt?: Date): Promise<void> {
  await tx
    .update(entitlements)
    .set({ status: 'expired', pendingOfferId: null, updatedAt: now, ...(endsAt ? { expiresAt: endsAt } : {}) })
    .where(and(eq(entitlements.userId, userId), eq(entitlements.offerId, offerId)));
}
