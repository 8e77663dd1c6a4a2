import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Coupon } from '../../../domain/commerce/catalog';
import { couponLocks, couponRedemptions, orders } from '../../db/schema';
import type { Tx } from './grant';

/**
 * A limited coupon's uses (issue 41, decision 4102): a use is taken when an order is priced with it and held while
 * the order may be paid; paid, it becomes a redemption; a failed payment gives it back, an unpaid order's hold
 * lapses. Counting and taking happen under a row lock on the coupon, so N racers for the last use get one.
 */
export const COUPON_HOLD_MS = 30 * 60_000;
/** A payment the bank answers later keeps its order's use until the answer comes. */
export const PENDING_COUPON_HOLD_MS = 24 * 3_600_000;

/** Locks the coupon's row (made on its first use) for the rest of the transaction. */
async function lockCoupon(tx: Tx, code: string): Promise<void> {
  await tx.insert(couponLocks).values({ code }).onConflictDoNothing();
  await tx.select({ code: couponLocks.code }).from(couponLocks).where(eq(couponLocks.code, code)).for('update');
}

/** Uses taken: paid orders, and open orders (other than `exceptOrderId`) whose hold has not lapsed. */
async function usesTaken(tx: Tx, code: string, now: Date, exceptOrderId?: string): Promise<number> {
  const [paid] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.code, code));
  const held = and(
    eq(orders.couponCode, code),
    eq(orders.status, 'open'),
    gt(orders.couponHeldUntil, now),
    exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
  );
  const [open] = await tx.select({ n: count() }).from(orders).where(held);
  return Number(paid?.n ?? 0) + Number(open?.n ?? 0);
}

/**
 * Takes one use of a limited coupon for an order about to be stored (or, with `orderId`, for an order whose hold
 * was given back or lapsed): the hold's end, or null when no use is left. A coupon without a limit needs no hold.
 */
export async function takeCouponUse(
  tx: Tx,
  coupon: Coupon,
  now: Date,
  orderId?: string,
): Promise<{ heldUntil: Date | null } | null> {
  if (coupon.maxRedemptions === undefined) return { heldUntil: null };
  await lockCoupon(tx, coupon.code);
  if ((await usesTaken(tx, coupon.code, now, orderId)) >= coupon.maxRedemptions) return null;
  return { heldUntil: new Date(now.getTime() + COUPON_HOLD_MS) };
}

/** Sets the order's hold: longer while the bank answers later, none once its payment failed. */
export async function setCouponHold(tx: Tx, orderId: string, heldUntil: Date | null): Promise<void> {
  await tx.update(orders).set({ couponHeldUntil: heldUntil }).where(eq(orders.id, orderId));
}
