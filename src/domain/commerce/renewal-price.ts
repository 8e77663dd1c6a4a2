import type { Offer } from './catalog';
import { discountedOrder, type CouponAfterTrial, type PricedOrder } from './pricing';

type Subscription = Extract<Offer, { type: 'svod' }>;
type Recorded = PricedOrder & { couponAfterTrial?: CouponAfterTrial };

/**
 * What a renewal charges (decision 4131): the plan's price as recorded when the customer was last shown it — the
 * order that paid the running period, or the quote of the downgrade waiting for its end — never the catalog's
 * price now. The renewal that ends a free trial bought with a coupon is lowered by it; later ones are not. Only
 * a plan with no recorded price (an order made before prices were recorded with it) falls back to the catalog.
 */
export function renewalPrice(
  current: Subscription,
  next: Subscription,
  paidBy: Recorded | undefined,
  downgradeQuote: PricedOrder | undefined,
): PricedOrder {
  const recorded = next === current ? (paidBy?.offerId === next.offerId ? paidBy : undefined) : downgradeQuote;
  const plan: Subscription = recorded
    ? {
        ...next,
        price: recorded.priceBreakdown.offerPrice,
        currency: recorded.currency,
        taxRate: recorded.taxRate,
      }
    : next;
  const afterTrial = next === current && paidBy?.discount.type === 'trial' ? paidBy.couponAfterTrial : undefined;
  return afterTrial ? discountedOrder(plan, afterTrial.discountAmount, 'coupon') : discountedOrder(plan, 0, null);
}
