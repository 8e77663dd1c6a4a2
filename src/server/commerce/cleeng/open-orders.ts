/**
 * Cleeng takes no idempotency keys, so a retried `POST /orders` (a lost answer, a reload of the checkout) would
 * leave a second unpaid order. The adapter remembers the customer's open order per offer for a while and hands it
 * out again; the caller still checks it with Cleeng (the order exists, the offer is not yet paid) before reusing
 * it. Kept in memory per server: a miss (another instance, a restart) only means a new order, as before.
 */
export interface OpenOrder {
  orderId: string;
  couponCode: string | undefined;
}

const KEEP_MS = 30 * 60_000;
const MAX_ENTRIES = 10_000;

export function createOpenOrders(now: () => number = Date.now) {
  const entries = new Map<string, OpenOrder & { at: number }>();
  const key = (userId: string, offerId: string) => `${userId}\u0000${offerId}`;

  return {
    /** The remembered open order, if it is fresh and compatible with this coupon (the same one, or none yet). */
    find(userId: string, offerId: string, couponCode: string | undefined): OpenOrder | undefined {
      const found = entries.get(key(userId, offerId));
      if (!found || now() - found.at > KEEP_MS) return undefined;
      if (found.couponCode !== undefined && found.couponCode !== couponCode) return undefined;
      return found;
    },
    remember(userId: string, offerId: string, order: OpenOrder) {
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, entry] of entries) if (now() - entry.at > KEEP_MS) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      entries.set(key(userId, offerId), { ...order, at: now() });
    },
    /** The order was paid (or is gone): the next checkout makes a new one. */
    forget(userId: string, offerId: string) {
      entries.delete(key(userId, offerId));
    },
  };
}
