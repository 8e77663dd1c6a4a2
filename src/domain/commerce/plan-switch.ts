import type { Offer } from './catalog';
import { discountedOrder, type PricedOrder } from './pricing';

/**
 * Switching between subscription plans (issue 10 "upgrade at once, downgrade pending at period end"). A plan
 * with a higher price (monthly → yearly, basic → premium) is an upgrade: it starts now, and the unused part of
 * what was paid for the current period is credited against its first payment. A cheaper plan is a downgrade: it
 * starts when the current period ends, with nothing charged now.
 */
export type Subscription = Extract<Offer, { type: 'svod' }>;

export function isUpgrade(from: Subscription, to: Subscription): boolean {
  return to.price > from.price;
}

/**
 * What the unused rest of the current period is worth, in cents: the share of what was paid for it (nothing for
 * free days) that is left between now and its end.
 */
export function unusedCredit(paid: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0 || paid <= 0) return 0;
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  return Math.round((paid * left) / total);
}

/** The upgrade's order: the new plan's price with the credit as its discount (the saved card pays it). */
export function priceUpgrade(to: Subscription, credit: number): PricedOrder {
  return { ...discountedOrder(to, credit, null), requiredPaymentDetails: false };
}
